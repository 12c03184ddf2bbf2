import XCTest

@testable import AuthTUI

/// The filter between ncurses and the terminal, on xterm's strings: `sgr0` = ESC ( B ESC [ m,
/// `op` = ESC [ 39;49 m.
final class DeferredAttributeResetTests: XCTestCase {
    private let sgr0 = Array("\u{1B}(B\u{1B}[m".utf8)
    private let op = Array("\u{1B}[39;49m".utf8)
    private let colours = Array("\u{1B}[38;5;231m\u{1B}[48;5;239m".utf8)

    private func filter() -> DeferredAttributeReset {
        DeferredAttributeReset(reset: sgr0, originalColors: op)
    }

    func testTypingInOneFieldSendsOnlyTheGlyphAfterTheFirstKey() {
        var filter = filter()
        let first = filter.filter(colours + Array("a".utf8) + op + sgr0)
        XCTAssertEqual(first, colours + Array("a".utf8))
        XCTAssertEqual(filter.pending, op + sgr0)
        XCTAssertEqual(filter.filter(colours + Array("b".utf8) + op + sgr0), Array("b".utf8))
        XCTAssertEqual(filter.flush(), op + sgr0)
        XCTAssertEqual(filter.flush(), [])
    }

    func testCursorMovesGoOutBeforeTheDecision() {
        var filter = filter()
        _ = filter.filter(colours + Array("a".utf8) + op + sgr0)
        let move = Array("\u{1B}[5;10H".utf8)
        XCTAssertEqual(filter.filter(move + colours + Array("b".utf8) + op + sgr0), move + Array("b".utf8))
    }

    func testOtherColoursGetTheWithheldResetFirst() {
        var filter = filter()
        _ = filter.filter(colours + Array("a".utf8) + op + sgr0)
        let red = Array("\u{1B}[38;5;196m".utf8)
        XCTAssertEqual(filter.filter(red + Array("b".utf8) + op + sgr0), op + sgr0 + red + Array("b".utf8))
    }

    func testNewColoursOverColoursAloneNeedNoReset() {
        var filter = filter()
        _ = filter.filter(colours + Array("a".utf8) + op + sgr0)
        let other = Array("\u{1B}[38;5;196m\u{1B}[48;5;16m".utf8)
        XCTAssertEqual(filter.filter(other + Array("b".utf8) + op + sgr0), other + Array("b".utf8))
        // Bold is not a colour: a frame that does not say "not bold" needs the reset.
        let bold = Array("\u{1B}[1m".utf8)
        _ = filter.filter(bold + colours + Array("c".utf8) + op + sgr0)
        XCTAssertEqual(
            filter.filter(other + Array("d".utf8) + op + sgr0), op + sgr0 + other + Array("d".utf8))
    }

    func testAnSGRZeroMidFrameForgetsTheAttributesBeforeIt() {
        var filter = filter()
        let boldThenNormal = Array("\u{1B}[1mx\u{1B}[0m\u{1B}[38;5;231m\u{1B}[48;5;239m".utf8)
        _ = filter.filter(boldThenNormal + Array("a".utf8) + op + sgr0)
        let other = Array("\u{1B}[38;5;196m\u{1B}[48;5;16m".utf8)
        XCTAssertEqual(filter.filter(other + Array("b".utf8) + op + sgr0), other + Array("b".utf8))
    }

    func testPlainTextAndErasesGetTheWithheldResetFirst() {
        var filter = filter()
        _ = filter.filter(colours + Array("a".utf8) + op + sgr0)
        XCTAssertEqual(filter.filter(Array("b".utf8)), op + sgr0 + Array("b".utf8))
        _ = filter.filter(colours + Array("a".utf8) + op + sgr0)
        let home = Array("\u{1B}[H".utf8)
        let clear = Array("\u{1B}[2J".utf8)
        XCTAssertEqual(filter.filter(home + clear), home + op + sgr0 + clear)
    }

    func testAFrameInDefaultColoursKeepsItsReset() {
        var filter = filter()
        let frame = Array("ab".utf8) + sgr0
        XCTAssertEqual(filter.filter(frame), frame)
        XCTAssertEqual(filter.pending, [])
    }

    func testAttributesChangedMidFrameAreWhatTheNextFrameMustMatch() {
        var filter = filter()
        let bold = Array("\u{1B}[1m".utf8)
        _ = filter.filter(colours + Array("a".utf8) + sgr0 + bold + Array("b".utf8) + sgr0)
        XCTAssertEqual(filter.filter(bold + Array("c".utf8) + sgr0), Array("c".utf8))
        XCTAssertEqual(filter.filter(colours + Array("d".utf8) + sgr0), sgr0 + colours + Array("d".utf8))
    }

    /// Text is passed over to the next escape, but an `sgr0` that starts with another control
    /// byte (SI here) must still be seen between two runs of text.
    func testAResetStartingWithShiftInIsSeenAfterText() {
        let reset = Array("\u{0F}\u{1B}[m".utf8)
        var filter = DeferredAttributeReset(reset: reset, originalColors: op)
        let bold = Array("\u{1B}[1m".utf8)
        _ = filter.filter(colours + Array("ab".utf8) + reset + bold + Array("c".utf8) + reset)
        XCTAssertEqual(filter.filter(bold + Array("d".utf8) + reset), Array("d".utf8))
    }
}
