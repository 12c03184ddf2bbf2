import CNcurses
import XCTest

@testable import AuthTUI

final class TerminalInputDecoderTests: XCTestCase {
    func testSGRMousePressAndReleaseAreZeroBasedCells() {
        XCTAssertEqual(
            InputDecoder.decode("\u{1B}[<0;5;3M\u{1B}[<0;5;3m"),
            [.mouse(MouseEvent(x: 4, y: 2, kind: .press)), .mouse(MouseEvent(x: 4, y: 2, kind: .release))])
    }

    func testSGRMouseBeyondColumn223Works() {
        XCTAssertEqual(
            InputDecoder.decode("\u{1B}[<0;300;100M"), [.mouse(MouseEvent(x: 299, y: 99, kind: .press))])
    }

    func testWheelMotionAndOtherButtonsAreIgnored() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}[<64;5;3M\u{1B}[<2;5;3M\u{1B}[<32;5;3M"), [])
    }

    func testMouseReportAfterNcursesMouseKeyIsDecoded() {
        var decoder = InputDecoder(mouseKeyStartsSGR: true)
        XCTAssertNil(decoder.feed(.keyCode(KEY_MOUSE)))
        var keys: [Key] = []
        for scalar in "0;10;2M".unicodeScalars {
            if case .key(let key) = decoder.feed(.character(scalar.value)) { keys.append(key) }
        }
        XCTAssertEqual(keys, [.mouse(MouseEvent(x: 9, y: 1, kind: .press))])
        XCTAssertFalse(decoder.expectsContinuation)
    }

    func testX10MouseAfterNcursesMouseKey() {
        var decoder = InputDecoder(mouseKeyStartsSGR: false)
        XCTAssertNil(decoder.feed(.keyCode(KEY_MOUSE)))
        XCTAssertNil(decoder.feed(.character(32)))
        XCTAssertNil(decoder.feed(.character(33 + 4)))
        XCTAssertEqual(decoder.feed(.character(33 + 2)), .key(.mouse(MouseEvent(x: 4, y: 2, kind: .press))))
    }

    func testBracketedPasteArrivesAsOneKeyWithItsLineBreaks() {
        XCTAssertEqual(
            InputDecoder.decode("a\u{1B}[200~hello\rwörld\u{1B}[201~b"),
            [.character("a"), .paste("hello\rwörld"), .character("b")])
    }

    func testEscapeSequencesInsideAPasteAreDropped() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}[200~x\u{1B}[31my\u{1B}[201~"), [.paste("xy")])
    }

    func testAPasteWithoutEndMarkerIsHandedOverOnTimeout() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}[200~abc"), [.paste("abc")])
    }

    func testPasteIsLimited() {
        let long = String(repeating: "x", count: InputDecoder.pasteLimit + 10)
        XCTAssertEqual(
            InputDecoder.decode("\u{1B}[200~\(long)\u{1B}[201~"),
            [.paste(String(long.prefix(InputDecoder.pasteLimit)))])
    }

    func testShiftTabSequence() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}[Z"), [.backTab])
        XCTAssertEqual(InputDecoder.key(forKeyCode: KEY_BTAB), .backTab)
    }

    func testHomeAndEndVariants() {
        XCTAssertEqual(
            InputDecoder.decode("\u{1B}[H\u{1B}[1~\u{1B}[7~\u{1B}OH\u{1B}[1;5H"),
            [.home, .home, .home, .home, .home])
        XCTAssertEqual(InputDecoder.decode("\u{1B}[F\u{1B}[4~\u{1B}[8~\u{1B}OF"), [.end, .end, .end, .end])
        XCTAssertEqual(InputDecoder.key(forKeyCode: KEY_FIND), .home)
        XCTAssertEqual(InputDecoder.key(forKeyCode: KEY_SELECT), .end)
    }

    func testArrowsDeleteAndFunctionKeys() {
        XCTAssertEqual(
            InputDecoder.decode("\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}[D\u{1B}[3~\u{1B}OP\u{1B}[15~\u{1B}[24~"),
            [.up, .down, .right, .left, .delete, .function(1), .function(5), .function(12)])
    }

    func testControlKeysEnterTabAndBackspace() {
        XCTAssertEqual(
            InputDecoder.decode("\u{03}\u{01}\u{17}\t\r\n\u{7F}\u{08}"),
            [.control("c"), .control("a"), .control("w"), .tab, .enter, .enter, .backspace, .backspace])
    }

    func testLoneEscapeIsEscAndAltLetterIsDropped() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}"), [.escape])
        XCTAssertEqual(InputDecoder.decode("\u{1B}x"), [])
        XCTAssertEqual(InputDecoder.decode("\u{1B}\u{1B}"), [.escape, .escape])
    }

    func testWideAndAccentedCharactersPassThrough() {
        XCTAssertEqual(InputDecoder.decode("漢é"), [.character("漢"), .character("é")])
    }

    func testUnknownSequencesAndC1ControlsTypeNothing() {
        XCTAssertEqual(InputDecoder.decode("\u{1B}[99~\u{1B}[?1;2c\u{85}"), [])
    }

    func testResizeInterruptingAnEscapeIsKept() {
        var decoder = InputDecoder()
        XCTAssertNil(decoder.feed(.character(27)))
        XCTAssertEqual(decoder.feed(.keyCode(KEY_RESIZE)), .key(.resize))
    }

    /// Everything the decoder hands over for `text`, keys and reports, in order.
    private func decodedAll(_ text: String) -> [InputDecoder.Decoded] {
        var decoder = InputDecoder()
        var decoded: [InputDecoder.Decoded] = []
        for scalar in text.unicodeScalars {
            if let item = decoder.feed(.character(scalar.value)) { decoded.append(item) }
        }
        while decoder.expectsContinuation {
            if let item = decoder.feed(.timedOut) { decoded.append(item) }
        }
        return decoded
    }

    func testTheTerminalsAnswersBetweenTypedLettersAreReportsNotText() {
        XCTAssertEqual(
            decodedAll("a\u{1B}[0nb\u{1B}[?2026;2$yc\u{1B}[3n"),
            [
                .key(.character("a")), .report(.status), .key(.character("b")),
                .report(.mode(2026, setting: 2)), .key(.character("c")), .report(.status),
            ])
        XCTAssertEqual(
            InputDecoder.decode("a\u{1B}[0nb\u{1B}[?2026;0$y"), [.character("a"), .character("b")])
    }

    func testAnAnswerRightAfterEscStillLeavesTheEscKey() {
        XCTAssertEqual(decodedAll("\u{1B}\u{1B}[0n"), [.key(.escape), .report(.status)])
    }

    func testOnlyASettingOfOneOrTwoOffersSynchronizedOutput() {
        XCTAssertEqual(
            (0...4).map { TerminalReport.mode(2026, setting: $0).offersSynchronizedOutput },
            [false, true, true, false, false])
        XCTAssertFalse(TerminalReport.mode(2004, setting: 1).offersSynchronizedOutput)
    }
}
