import XCTest

@testable import AuthTUI

final class TextSanitizerTests: XCTestCase {
    func testPlainTextIsReturnedUnchanged() {
        XCTAssertEqual(TextSanitizer.displayable("Hi, Zoë 漢字 👍🏽"), "Hi, Zoë 漢字 👍🏽")
    }

    func testWindowTitleOSCWithBELIsStripped() {
        XCTAssertEqual(TextSanitizer.displayable("a\u{1B}]0;pwned\u{7}b"), "a\u{FFFD}b")
        XCTAssertEqual(TextSanitizer.insertable("a\u{1B}]0;pwned\u{7}b"), "ab")
    }

    func testClearScreenCSIIsStripped() {
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}[2Jx"), "\u{FFFD}x")
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}[1;31mred\u{1B}[0m"), "\u{FFFD}red\u{FFFD}")
    }

    func testClipboardOSC52TerminatedBySTIsStripped() {
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}]52;c;aGVsbG8=\u{1B}\\done"), "\u{FFFD}done")
    }

    func testDCSAndAPCStringsAreStripped() {
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}Pq#0;2\u{1B}\\x"), "\u{FFFD}x")
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}_Gf=100;AAAA\u{1B}\\y"), "\u{FFFD}y")
        XCTAssertEqual(TextSanitizer.displayable("\u{1B}^pm\u{1B}\\z\u{1B}Xsos\u{1B}\\"), "\u{FFFD}z\u{FFFD}")
    }

    func testUnterminatedOSCSwallowsTheRestOfTheText() {
        XCTAssertEqual(TextSanitizer.displayable("ok\u{1B}]8;;http://x"), "ok\u{FFFD}")
    }

    func testC1ControlSequenceIntroducerIsStrippedWithItsSequence() {
        XCTAssertEqual(TextSanitizer.displayable("a\u{9B}31mb"), "a\u{FFFD}b")
    }

    func testRightToLeftOverrideIsShownEscaped() {
        XCTAssertEqual(TextSanitizer.displayable("invoice\u{202E}fdp.exe"), "invoice\\u{202E}fdp.exe")
        XCTAssertEqual(TextSanitizer.insertable("invoice\u{202E}fdp.exe"), "invoicefdp.exe")
    }

    func testZeroWidthSpaceIsShownEscaped() {
        XCTAssertEqual(TextSanitizer.displayable("ad\u{200B}min"), "ad\\u{200B}min")
        XCTAssertEqual(TextSanitizer.displayable("\u{FEFF}x\u{2066}y"), "\\u{FEFF}x\\u{2066}y")
    }

    func testDeleteBellAndCarriageReturnAreShownEscaped() {
        XCTAssertEqual(TextSanitizer.displayable("a\u{7F}b"), "a\\u{7F}b")
        XCTAssertEqual(TextSanitizer.displayable("a\u{7}b"), "a\\u{7}b")
        XCTAssertEqual(TextSanitizer.displayable("a\rb"), "a\\u{D}b")
    }

    func testLoneEscapeAtEndIsReplaced() {
        XCTAssertEqual(TextSanitizer.displayable("x\u{1B}"), "x\u{FFFD}")
    }

    func testPastedLineBreaksAndTabsBecomeSingleSpaces() {
        XCTAssertEqual(TextSanitizer.insertable("a\r\nb\tc\nd"), "a b c d")
    }

    func testCanvasNeverStoresAControlCharacter() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw("\u{1B}[2J\u{7}x", x: 0, y: 0, style: CellStyle(foreground: .white, background: .black))
        XCTAssertEqual(canvas.lines, ["�\\u{7}x     "])
        for cell in canvas.cells {
            XCTAssertFalse(cell.grapheme.unicodeScalars.contains { TextSanitizer.isUnsafe($0) })
        }
    }

    /// An excerpt counts what is shown: a long escape sequence (one `�`) does not use up the
    /// limit, a line break is shown escaped, and only text that was cut ends in `…`.
    func testAnExcerptIsAtMostTheLimitOfWhatIsShownAndSaysWhenItWasCut() {
        let osc = "\u{1B}]0;" + String(repeating: "o", count: 500) + "\u{07}"
        let long = TextSanitizer.displayableExcerpt(
            osc + "a\nb" + String(repeating: "c", count: 100), atMost: 20)
        XCTAssertEqual(long, "\u{FFFD}a\\u{A}b" + String(repeating: "c", count: 11) + "…")
        XCTAssertEqual(long.count, 20)
        XCTAssertEqual(TextSanitizer.displayableExcerpt("whoami now", atMost: 10), "whoami now")
        XCTAssertEqual(TextSanitizer.displayableExcerpt("whoami now!", atMost: 10), "whoami no…")
    }
}
