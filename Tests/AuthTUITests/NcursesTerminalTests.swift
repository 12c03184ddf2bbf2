import AuthDomain
import CNcurses
import Foundation
import XCTest

@testable import AuthTUI

/// The real ncurses path, headless: `newterm` on /dev/null (or a temporary file that counts the
/// bytes) with keys scripted through a pipe, and cells read back from `stdscr`.
final class NcursesTerminalTests: XCTestCase {
    private var keyPipe: [Int32] = [-1, -1]
    private var output: Int32 = -1
    private var savedNoColor: String?

    override func setUp() {
        super.setUp()
        // The colour tier must come from terminfo alone, whatever the shell running the tests says.
        savedNoColor = ProcessInfo.processInfo.environment["NO_COLOR"]
        unsetenv("NO_COLOR")
        XCTAssertEqual(pipe(&keyPipe), 0)
        output = open("/dev/null", O_WRONLY)
    }

    override func tearDown() {
        if let savedNoColor { setenv("NO_COLOR", savedNoColor, 1) }
        close(keyPipe[0])
        close(keyPipe[1])
        close(output)
        super.tearDown()
    }

    private func makeTerminal(_ type: String, output: Int32? = nil) throws -> NcursesTerminal {
        try NcursesTerminal(
            terminalType: type, inputDescriptor: keyPipe[0], outputDescriptor: output ?? self.output,
            installsSignalHandlers: false)
    }

    private func send(_ text: String) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(keyPipe[1], bytes, bytes.count), bytes.count)
    }

    private func canvas(_ terminal: NcursesTerminal, fill: Cell = .blank()) -> Canvas {
        Canvas(width: terminal.size.width, height: terminal.size.height, fill: fill)
    }

    // MARK: - Set-up

    func testTierFollowsTheTerminfoEntry() throws {
        let expectations: [(String, ColorTier)] = [
            ("xterm-256color", .ansi256), ("xterm-direct", .direct), ("xterm", .ansi8),
            ("vt100", .monochrome),
        ]
        for (type, tier) in expectations {
            let terminal = try makeTerminal(type)
            XCTAssertEqual(terminal.colorTier, tier, type)
            terminal.shutdown()
        }
    }

    func testNoColorEnvironmentGivesMonochromeEvenOnA256ColourTerminal() throws {
        setenv("NO_COLOR", "1", 1)
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        XCTAssertEqual(terminal.colorTier, .monochrome)
    }

    func testUnknownTerminalTypeIsAnErrorNotACrash() {
        XCTAssertThrowsError(try makeTerminal("no-such-terminal-here")) { error in
            XCTAssertEqual(error as? TerminalError, .unknownTerminalType("no-such-terminal-here"))
        }
    }

    func testShutdownTwiceIsHarmless() throws {
        let terminal = try makeTerminal("xterm-256color")
        terminal.shutdown()
        terminal.shutdown()
    }

    // MARK: - Output

    func testGlyphsAndColoursReadBackFromTheScreen() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        let red = RGBColor(hex: 0xFF0000)
        let blue = RGBColor(hex: 0x0000FF)
        frame[0, 0] = Cell(grapheme: "H", foreground: red, background: blue, attributes: [.bold])
        frame[1, 0] = Cell(grapheme: "i", foreground: red, background: blue, attributes: [.underline])
        terminal.present(frame)

        let h = terminal.cellOnScreen(x: 0, y: 0)
        XCTAssertEqual(h.text, "H")
        XCTAssertEqual(h.foreground, 196)
        XCTAssertEqual(h.background, 21)
        XCTAssertEqual(h.attributes, cncurses_a_bold())
        let i = terminal.cellOnScreen(x: 1, y: 0)
        XCTAssertEqual(i.text, "i")
        XCTAssertEqual(i.pair, h.pair)
        XCTAssertEqual(i.attributes, cncurses_a_underline())
        let blank = terminal.cellOnScreen(x: 2, y: 0)
        XCTAssertEqual(blank.text, " ")
        XCTAssertEqual(blank.foreground, 231)
        XCTAssertEqual(blank.background, 16)
    }

    func testWideGlyphTakesTwoCellsAndTheNextGlyphFollowsIt() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        frame[0, 1] = Cell(grapheme: "漢", width: 2)
        frame[1, 1] = Cell(grapheme: "", width: 0)
        frame[2, 1] = Cell(grapheme: "x")
        frame[3, 1] = Cell(grapheme: "e\u{301}")
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: 0, y: 1).text, "漢")
        XCTAssertEqual(terminal.cellOnScreen(x: 2, y: 1).text, "x")
        XCTAssertEqual(terminal.cellOnScreen(x: 3, y: 1).text, "e\u{301}")

        // Replacing the wide glyph with two narrow ones leaves no half behind.
        frame[0, 1] = Cell(grapheme: "a")
        frame[1, 1] = Cell(grapheme: "b")
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: 0, y: 1).text, "a")
        XCTAssertEqual(terminal.cellOnScreen(x: 1, y: 1).text, "b")
    }

    func testAWideGlyphCutByTheRightEdgeBecomesABlank() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        let last = terminal.size.width - 1
        var frame = canvas(terminal)
        frame[last - 1, 0] = Cell(grapheme: "a")
        frame[last, 0] = Cell(grapheme: "漢", width: 2)
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: last - 1, y: 0).text, "a")
        XCTAssertEqual(terminal.cellOnScreen(x: last, y: 0).text, " ")
    }

    func testASmallerCanvasLeavesTheRestBlankAndALargerOneIsClipped() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        terminal.present(
            Canvas(width: terminal.size.width, height: terminal.size.height, fill: Cell(grapheme: "#")))
        terminal.present(Canvas(width: 3, height: 2, fill: Cell(grapheme: "s")))
        XCTAssertEqual(terminal.cellOnScreen(x: 2, y: 1).text, "s")
        XCTAssertEqual(terminal.cellOnScreen(x: 3, y: 1).text, " ")
        XCTAssertEqual(terminal.cellOnScreen(x: 0, y: 2).text, " ")
        terminal.present(
            Canvas(
                width: terminal.size.width + 5, height: terminal.size.height + 5, fill: Cell(grapheme: "L")))
        XCTAssertEqual(
            terminal.cellOnScreen(x: terminal.size.width - 1, y: terminal.size.height - 1).text, "L")
    }

    func testTheFirstFrameOnALargeScreenDrawsEveryCell() throws {
        // The first frame has no previous one to compare with; it once read past an empty array
        // and crashed from about 250x80 on.
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        resizeterm(100, 320)
        ungetch(KEY_RESIZE)
        XCTAssertEqual(terminal.readKey(timeout: .zero), .resize)
        terminal.present(canvas(terminal, fill: Cell(grapheme: "#", foreground: .white, background: .black)))
        for (x, y) in [(0, 0), (160, 50), (319, 99)] {
            XCTAssertEqual(terminal.cellOnScreen(x: x, y: y).text, "#")
        }
    }

    func testControlCharactersNeverReachTheTerminal() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        frame[0, 0] = Cell(grapheme: "\u{1B}")
        frame[1, 0] = Cell(grapheme: "\u{7}")
        frame[2, 0] = Cell(grapheme: "y")
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: 0, y: 0).text, "\u{FFFD}")
        XCTAssertEqual(terminal.cellOnScreen(x: 1, y: 0).text, "\u{FFFD}")
        XCTAssertEqual(terminal.cellOnScreen(x: 2, y: 0).text, "y")
    }

    func testDirectColourWritesRGBNumbersAndBumpsBlack() throws {
        let terminal = try makeTerminal("xterm-direct")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        frame[0, 0] = Cell(grapheme: "a", foreground: RGBColor(hex: 0x123456), background: .black)
        terminal.present(frame)
        let cell = terminal.cellOnScreen(x: 0, y: 0)
        XCTAssertEqual(cell.foreground, 0x123456)
        XCTAssertEqual(cell.background, 8)
    }

    func testPairsAbove255RoundTripThroughTheOptsPointer() throws {
        let terminal = try makeTerminal("xterm-direct")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        let width = terminal.size.width
        for index in 0..<400 {
            frame[index % width, index / width] = Cell(
                grapheme: "#", foreground: RGBColor(hex: UInt32(0x100000 + index)), background: .white)
        }
        terminal.present(frame)
        for index in [0, 255, 256, 299, 399] {
            let cell = terminal.cellOnScreen(x: index % width, y: index / width)
            XCTAssertEqual(cell.foreground, Int32(0x100000 + index), "cell \(index)")
            XCTAssertEqual(cell.background, 0xFFFFFF)
            if index >= 300 { XCTAssertGreaterThan(cell.pair, 255) }
        }
    }

    func testACellLeftOnScreenKeepsItsColoursWhileThePairTableWrapsAround() throws {
        let terminal = try makeTerminal("xterm-direct")
        defer { terminal.shutdown() }
        let width = terminal.size.width
        let height = terminal.size.height
        let steady = Cell(
            grapheme: "S", foreground: RGBColor(hex: 0xABCDEF), background: RGBColor(hex: 0x010203))
        var next: UInt32 = 0x200000
        // Every frame but the steady corner gets fresh colours, so the 65535 pairs run out and freed
        // ones must be reused; the corner's pair must never be one of them.
        let frames = 65536 / (width * height - 1) + 3
        for _ in 0..<frames {
            var frame = canvas(terminal)
            for y in 0..<height {
                for x in 0..<width {
                    if x == 0, y == 0 {
                        frame[x, y] = steady
                    } else {
                        frame[x, y] = Cell(grapheme: ".", foreground: RGBColor(hex: next), background: .white)
                        next += 1
                    }
                }
            }
            terminal.present(frame)
            let corner = terminal.cellOnScreen(x: 0, y: 0)
            XCTAssertEqual(corner.foreground, 0xABCDEF)
            XCTAssertEqual(corner.background, 0x010203)
            let last = terminal.cellOnScreen(x: width - 1, y: height - 1)
            XCTAssertEqual(last.foreground, Int32(next - 1))
        }
        XCTAssertEqual(terminal.colorPairs.exhaustedRequests, 0)
    }

    func testMonochromeKeepsReverseBoldUnderlineAndDropsColourAndDim() throws {
        let terminal = try makeTerminal("vt100")
        defer { terminal.shutdown() }
        var frame = canvas(terminal)
        frame[0, 0] = Cell(
            grapheme: "r", foreground: .black, background: .white, attributes: [.reverse, .dim])
        frame[1, 0] = Cell(grapheme: "b", attributes: [.bold, .italic])
        terminal.present(frame)
        let reversed = terminal.cellOnScreen(x: 0, y: 0)
        XCTAssertEqual(reversed.attributes, cncurses_a_reverse())
        XCTAssertEqual(reversed.pair, 0)
        XCTAssertEqual(terminal.cellOnScreen(x: 1, y: 0).attributes, cncurses_a_bold())
    }

    func testAnUnchangedFrameWritesNoBytesAndOneChangedCellFewBytes() throws {
        let file = tmpfile()!
        defer { fclose(file) }
        let terminal = try makeTerminal("xterm-256color", output: fileno(file))
        defer { terminal.shutdown() }
        var frame = canvas(terminal, fill: .blank(foreground: .white, background: RGBColor(hex: 0x202040)))
        terminal.present(frame)
        let afterFirst = lseek(fileno(file), 0, SEEK_CUR)
        terminal.present(frame)
        let afterSame = lseek(fileno(file), 0, SEEK_CUR)
        XCTAssertEqual(afterSame, afterFirst)
        frame[10, 10] = Cell(grapheme: "x", foreground: .white, background: RGBColor(hex: 0x202040))
        terminal.present(frame)
        let afterOne = lseek(fileno(file), 0, SEEK_CUR)
        XCTAssertGreaterThan(afterOne, afterSame)
        // Cursor move, two colours, the glyph and ncurses' attribute reset: tens of bytes, not a repaint.
        XCTAssertLessThan(afterOne - afterSame, 64)
    }

    func testTypingInOneColourSendsTheGlyphWithoutResettingAttributes() throws {
        let file = tmpfile()!
        defer { fclose(file) }
        let terminal = try makeTerminal("xterm-256color", output: fileno(file))
        defer { terminal.shutdown() }
        let field = Cell.blank(foreground: .white, background: RGBColor(hex: 0x4E4E4E))
        var frame = canvas(terminal, fill: .blank(foreground: .white, background: RGBColor(hex: 0x202040)))
        for x in 0..<10 { frame[x, 3] = field }
        terminal.present(frame, cursor: CursorPosition(x: 0, y: 3))
        var sizes: [off_t] = []
        for (x, letter) in ["a", "b", "c"].enumerated() {
            let before = lseek(fileno(file), 0, SEEK_CUR)
            frame[x, 3] = Cell(grapheme: letter, foreground: .white, background: RGBColor(hex: 0x4E4E4E))
            terminal.present(frame, cursor: CursorPosition(x: x + 1, y: 3))
            sizes.append(lseek(fileno(file), 0, SEEK_CUR) - before)
        }
        // The first letter may pay for a cursor move and the colours; the others are one byte each.
        XCTAssertEqual(sizes.dropFirst(), [1, 1])
    }

    func testCursorIsPlacedWhereAsked() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        terminal.present(canvas(terminal), cursor: CursorPosition(x: 7, y: 3))
        XCTAssertEqual(terminal.windowCursor, CursorPosition(x: 7, y: 3))
    }

    func testResizeKeyUpdatesSizeAndTheNextFrameFillsTheNewScreen() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        terminal.present(canvas(terminal))
        resizeterm(30, 100)
        ungetch(KEY_RESIZE)
        XCTAssertEqual(terminal.readKey(timeout: .zero), .resize)
        XCTAssertEqual(terminal.size, TerminalSize(width: 100, height: 30))
        var frame = canvas(terminal)
        frame[99, 29] = Cell(grapheme: "Z")
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: 99, y: 29).text, "Z")
    }

    // MARK: - Input

    private func readKeys(_ terminal: NcursesTerminal, count: Int) -> [Key] {
        var keys: [Key] = []
        while keys.count < count, let key = terminal.readKey(timeout: .seconds(2)) { keys.append(key) }
        return keys
    }

    func testShiftTabHomeEndVariantsThroughNcurses() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("\u{1B}[Z\u{1B}OH\u{1B}[1~\u{1B}[H\u{1B}OF\u{1B}[4~\u{1B}[F\u{1B}[3~")
        XCTAssertEqual(
            readKeys(terminal, count: 8), [.backTab, .home, .home, .home, .end, .end, .end, .delete])
    }

    func testScreenEntryHomeAndEndThroughNcurses() throws {
        let terminal = try makeTerminal("screen-256color")
        defer { terminal.shutdown() }
        send("\u{1B}[1~\u{1B}[4~\u{1B}[<0;12;4M")
        XCTAssertEqual(
            readKeys(terminal, count: 3), [.home, .end, .mouse(MouseEvent(x: 11, y: 3, kind: .press))])
    }

    func testMouseClickThroughNcursesMouseKey() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("\u{1B}[<0;12;4M\u{1B}[<0;12;4m")
        XCTAssertEqual(
            readKeys(terminal, count: 2),
            [.mouse(MouseEvent(x: 11, y: 3, kind: .press)), .mouse(MouseEvent(x: 11, y: 3, kind: .release))])
    }

    func testBracketedPasteThroughNcurses() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("\u{1B}[200~pass wörd\r\u{1B}[201~!")
        XCTAssertEqual(readKeys(terminal, count: 2), [.paste("pass wörd\r"), .character("!")])
    }

    func testTypingEnterControlAndWideCharactersThroughNcurses() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("a漢\r\u{03}\u{7F}\t")
        XCTAssertEqual(
            readKeys(terminal, count: 6),
            [.character("a"), .character("漢"), .enter, .control("c"), .backspace, .tab])
    }

    func testEscAloneArrivesAfterTheEscDelay() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("\u{1B}")
        XCTAssertEqual(terminal.readKey(timeout: .seconds(2)), .escape)
    }

    func testCtrlZWithoutAControllingTerminalIsAnOrdinaryKey() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("\u{1A}")
        XCTAssertEqual(terminal.readKey(timeout: .seconds(2)), .control("z"))
    }

    func testReadKeyReturnsNilWhenTheTimeoutPasses() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(10)))
        send("q")
        XCTAssertEqual(terminal.readKey(timeout: .milliseconds(10)), .character("q"))
    }

    func testWakerEndsABlockingReadFromAnotherThread() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        let waker = terminal.waker
        let thread = Thread { waker.wake() }
        thread.start()
        // Blocks with no timeout until the other thread wakes it.
        XCTAssertNil(terminal.readKey(timeout: nil))
        send("k")
        XCTAssertEqual(terminal.readKey(timeout: nil), .character("k"))
    }

    func testClosedInputDoesNotSpin() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        send("z")
        close(keyPipe[1])
        keyPipe[1] = open("/dev/null", O_WRONLY)
        XCTAssertEqual(terminal.readKey(timeout: .milliseconds(50)), .character("z"))
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(50)))
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(50)))
    }
}
