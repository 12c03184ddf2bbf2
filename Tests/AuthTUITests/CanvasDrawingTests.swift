import AuthDomain
import XCTest

@testable import AuthTUI

final class CanvasDrawingTests: XCTestCase {
    private let plain = CellStyle(foreground: .white, background: .black)

    func testTextIsClippedToTheClipRect() {
        var canvas = Canvas(width: 8, height: 1)
        let used = canvas.draw(
            "abcdefgh", x: 1, y: 0, style: plain, clip: Rect(x: 2, y: 0, width: 3, height: 1))
        XCTAssertEqual(canvas.lines, ["  bcd   "])
        XCTAssertEqual(used, 8)
    }

    func testDrawnTextPassesThroughTheSanitiserWhoeverDrawsIt() {
        var canvas = Canvas(width: 16, height: 1)
        // A colour escape and a right-to-left override, as a hostile username would carry them.
        canvas.draw("a\u{1B}[31mb\u{202E}c", x: 0, y: 0, style: plain)
        XCTAssertEqual(canvas.lines, ["a\u{FFFD}b\\u{202E}c    "])
    }

    func testWideGlyphCrossingTheRightClipEdgeBecomesABlank() {
        var canvas = Canvas(width: 6, height: 1, fill: plain.cell("."))
        canvas.draw("a漢", x: 1, y: 0, style: plain, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertEqual(canvas.lines, [".a ..."])
        XCTAssertFalse(canvas.cells.contains { $0.width == 2 })
    }

    func testWideGlyphCrossingTheLeftClipEdgeBecomesABlank() {
        var canvas = Canvas(width: 6, height: 1, fill: plain.cell("."))
        canvas.draw("漢字", x: 0, y: 0, style: plain, clip: Rect(x: 1, y: 0, width: 5, height: 1))
        XCTAssertEqual(canvas.lines, [". 字.."])
    }

    func testWideGlyphIsStoredAsLeadAndContinuation() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("漢x", x: 0, y: 0, style: plain)
        XCTAssertEqual(canvas[0, 0].width, 2)
        XCTAssertTrue(canvas[1, 0].isContinuation)
        XCTAssertEqual(canvas.lines, ["漢x "])
    }

    func testFillSplitsWideGlyphsItCutsAtItsEdges() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("漢字漢", x: 0, y: 0, style: plain)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: plain.cell("#"))
        XCTAssertEqual(canvas.lines, [" ## 漢"])
    }

    func testBoxDrawsBorderOnTheOuterCells() {
        var canvas = Canvas(width: 5, height: 3, fill: plain.cell("."))
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 3), style: plain)
        XCTAssertEqual(canvas.lines, ["┌───┐", "│...│", "└───┘"])
    }

    func testBlitClipsASourceWideGlyphAtTheClipEdge() {
        var source = Canvas(width: 4, height: 1)
        source.draw("ab漢", x: 0, y: 0, style: plain)
        var canvas = Canvas(width: 6, height: 1, fill: plain.cell("."))
        canvas.blit(source, x: 1, y: 0, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(canvas.lines, [".ab .."])
    }
}

final class CellGlyphTests: XCTestCase {
    func testGraphemesUpToFifteenBytesRoundTrip() {
        for grapheme in ["a", " ", "", "é", "e\u{301}", "漢", "👍🏽", "🇫🇷", "👩‍💻"] {
            XCTAssertEqual(Cell(grapheme: grapheme).grapheme, grapheme)
        }
    }

    func testLongGraphemeKeepsAPrefixOfWholeScalarsWithoutADanglingJoiner() {
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        XCTAssertEqual(Cell(grapheme: family).grapheme, "👩\u{200D}👩")
        let zalgo = "a" + String(repeating: "\u{301}", count: 40)
        let kept = Cell(grapheme: zalgo).grapheme
        XCTAssertEqual(kept, "a" + String(repeating: "\u{301}", count: 7))
        XCTAssertEqual(Cell(grapheme: zalgo), Cell(grapheme: zalgo + "\u{301}"))
    }
}
