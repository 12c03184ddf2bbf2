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

    /// A sign-in sheet over a host, as `ScreenContext` draws it for `terminal`'s tier.
    @MainActor
    private func presentSignInSheet(on terminal: NcursesTerminal, noColor: Bool = false) -> (
        SheetLayout, Theme
    ) {
        let context = ScreenContext(colorTier: terminal.colorTier, noColor: noColor)
        let area = Rect(width: terminal.size.width, height: terminal.size.height)
        var host = context.blank(terminal.size)
        host.draw("host text", x: 1, y: 1, style: context.theme[.background])
        let sheet = Sheet(
            id: "signIn", title: "Sign in or register",
            items: [.field(TextField("Email")), .buttons([Button("Next")])])
        let layers = SheetStage.layers(
            [(sheet, 1)], in: area, theme: context.theme, scrim: context.theme.scrim)
        terminal.present(context.compositor.compose(host: host, region: area, layers: layers))
        return (sheet.layout(in: area)!, context.theme)
    }

    @MainActor
    func testXtermAndTheLinuxConsoleDrawTheEightColourSheet() throws {
        // ANSI numbers: 0 black, 4 blue, 6 cyan, 7 white.
        for type in ["xterm", "linux"] {
            let terminal = try makeTerminal(type)
            defer { terminal.shutdown() }
            XCTAssertEqual(terminal.colorTier, .ansi8, type)
            let (layout, theme) = presentSignInSheet(on: terminal)
            XCTAssertTrue(theme.isEightColour, type)
            let frame = layout.frame
            let corner = terminal.cellOnScreen(x: frame.x, y: frame.y)
            XCTAssertEqual(corner.text, "┌", type)
            XCTAssertEqual(
                [corner.foreground, corner.background], [4, 7], "\(type): blue border on the white sheet")
            let label = terminal.cellOnScreen(x: layout.content.x, y: layout.content.y)
            XCTAssertEqual(label.text, "E")
            XCTAssertEqual([label.foreground, label.background], [0, 7], "\(type): black text")
            let input = terminal.cellOnScreen(x: layout.content.x + 10, y: layout.content.y)
            XCTAssertEqual(input.background, 4, "\(type): the focused field is blue")
            let shadow = terminal.cellOnScreen(x: frame.x + 4, y: frame.maxY)
            XCTAssertEqual(shadow.background, 0, "\(type): a black shadow")
            let scrim = terminal.cellOnScreen(x: 1, y: 1)
            XCTAssertEqual(scrim.text, "h", "\(type): the scrim keeps the host's glyphs")
            XCTAssertEqual([scrim.foreground, scrim.background], [0, 4], "\(type): on the blue backdrop")
        }
    }

    @MainActor
    func testNoColorDrawsTheSheetInAttributesOnly() throws {
        setenv("NO_COLOR", "1", 1)
        let terminal = try makeTerminal("xterm")
        defer { terminal.shutdown() }
        let (layout, _) = presentSignInSheet(on: terminal, noColor: true)
        let input = terminal.cellOnScreen(x: layout.content.x + 10, y: layout.content.y)
        XCTAssertEqual(input.pair, 0)
        XCTAssertEqual(input.attributes, cncurses_a_underline() | cncurses_a_bold(), "the focused field")
        let button = try XCTUnwrap(layout.hitAreas["Next"])
        XCTAssertEqual(terminal.cellOnScreen(x: button.x, y: button.y).text, "[")
        XCTAssertEqual(terminal.cellOnScreen(x: 1, y: 1).text, "h", "the scrim keeps glyphs")
    }

    func testUnknownTerminalTypeIsAnErrorNotACrash() {
        XCTAssertThrowsError(try makeTerminal("no-such-terminal-here")) { error in
            XCTAssertEqual(error as? TerminalError, .unknownTerminalType("no-such-terminal-here"))
        }
    }

    func testShutdownRestoresTheTerminalOnceAndASecondShutdownWritesNothing() throws {
        let file = tmpfile()!
        defer { fclose(file) }
        let terminal = try makeTerminal("xterm-256color", output: fileno(file))
        let beforeShutdown = lseek(fileno(file), 0, SEEK_END)
        terminal.shutdown()
        let afterFirst = lseek(fileno(file), 0, SEEK_END)
        terminal.shutdown()
        let afterSecond = lseek(fileno(file), 0, SEEK_END)
        XCTAssertEqual(afterSecond, afterFirst, "the second shutdown wrote to the terminal")

        var written = [UInt8](repeating: 0, count: Int(afterFirst - beforeShutdown))
        XCTAssertEqual(pread(fileno(file), &written, written.count, beforeShutdown), written.count)
        let restore = String(decoding: written, as: UTF8.self)
        for (mode, off) in [("mouse reporting", "\u{1B}[?1000l"), ("alternate screen", "\u{1B}[?1049l")] {
            XCTAssertTrue(restore.contains(off), "\(mode) not switched off: \(restore.debugDescription)")
        }
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

    func testARowWrittenSinceTheLastFrameIsDrawnWhileRowsWithTheStampShownArePassed() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        func text(_ y: Int, _ count: Int) -> String {
            (0..<count).map { terminal.cellOnScreen(x: $0, y: y).text }.joined()
        }
        let plain = CellStyle(foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0x000000))
        var first = canvas(terminal)
        first.draw("first", x: 0, y: 3, style: plain)
        first.draw("kept", x: 0, y: 4, style: plain)
        first.sealRows()
        terminal.present(first)
        var second = first
        second.draw("other", x: 0, y: 3, style: plain)
        second.fill(Rect(x: 0, y: 5, width: 3, height: 1), with: Cell(grapheme: "#"))
        second.sealRows()
        terminal.present(second)
        XCTAssertEqual([text(3, 5), text(4, 4), text(5, 3)], ["other", "kept", "###"])
        // The first frame again: its rows 3 and 5 carry stamps the screen no longer shows.
        terminal.present(first)
        XCTAssertEqual([text(3, 5), text(4, 4), text(5, 3)], ["first", "kept", "   "])
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

    func testTheSameWideGlyphAfterOneCutByTheScreenEdgeIsDrawnWhole() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        let last = terminal.size.width - 1
        // A canvas wider than the screen: the glyph fits the canvas, the screen cuts it.
        var frame = Canvas(width: terminal.size.width + 2, height: terminal.size.height)
        // Drawn in this order, nothing else between them: whole, cut, whole again.
        let style = CellStyle(foreground: .white, background: .black)
        _ = frame.draw("漢漢", x: last - 2, y: 0, style: style)
        _ = frame.draw("漢", x: 0, y: 1, style: style)
        terminal.present(frame)
        XCTAssertEqual(terminal.cellOnScreen(x: last - 2, y: 0).text, "漢")
        XCTAssertEqual(terminal.cellOnScreen(x: last, y: 0).text, " ")
        XCTAssertEqual(terminal.cellOnScreen(x: 0, y: 1).text, "漢", "not the blank drawn at the edge")
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

    func testAFadeFrameThatQuantisesToTheSameColoursWritesNothing() throws {
        // A fade step whose colours differ in RGB but land on the same palette entries costs no
        // bytes: the terminal compares quantised pairs, so fades need no frame skipping of their own.
        let file = tmpfile()!
        defer { fclose(file) }
        let terminal = try makeTerminal("xterm-256color", output: fileno(file))
        defer { terminal.shutdown() }
        let before = RGBColor(hex: 0x5F87AF)
        let step = RGBColor(hex: 0x5E88AD)
        XCTAssertNotEqual(before, step)
        XCTAssertEqual(ColorTier.ansi256.quantised(before), ColorTier.ansi256.quantised(step))
        terminal.present(canvas(terminal, fill: .blank(foreground: .white, background: before)))
        let afterFirst = lseek(fileno(file), 0, SEEK_CUR)
        terminal.present(
            canvas(terminal, fill: .blank(foreground: RGBColor(hex: 0xFAFAFA), background: step)))
        XCTAssertEqual(lseek(fileno(file), 0, SEEK_CUR), afterFirst)
        terminal.present(
            canvas(terminal, fill: .blank(foreground: .white, background: RGBColor(hex: 0x404060))))
        XCTAssertGreaterThan(
            lseek(fileno(file), 0, SEEK_CUR), afterFirst, "a step the eye can see is written")
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

    /// An unchanged frame is not sent to ncurses at all, but one whose only change is where the
    /// cursor stands (Left in a field, Tab between buttons of one colour) still is.
    func testACursorMoveAloneOnAnUnchangedFrameIsSent() throws {
        let file = tmpfile()!
        defer { fclose(file) }
        let terminal = try makeTerminal("xterm-256color", output: fileno(file))
        defer { terminal.shutdown() }
        let frame = canvas(terminal, fill: .blank(foreground: .white, background: RGBColor(hex: 0x202040)))
        terminal.present(frame, cursor: CursorPosition(x: 4, y: 3))
        let afterFirst = lseek(fileno(file), 0, SEEK_CUR)
        terminal.present(frame, cursor: CursorPosition(x: 4, y: 3))
        XCTAssertEqual(lseek(fileno(file), 0, SEEK_CUR), afterFirst)
        terminal.present(frame, cursor: CursorPosition(x: 9, y: 3))
        XCTAssertEqual(terminal.windowCursor, CursorPosition(x: 9, y: 3))
        let afterMove = lseek(fileno(file), 0, SEEK_CUR)
        XCTAssertGreaterThan(afterMove, afterFirst, "the move is written")
        terminal.present(frame, cursor: nil)
        XCTAssertGreaterThan(lseek(fileno(file), 0, SEEK_CUR), afterMove, "hiding the cursor is written")
    }

    /// The terminal compares each frame with the last one it copied, so a cell typed and then
    /// deleted again (a Backspace) is drawn both times.
    func testACellChangedAndChangedBackIsDrawnBothTimes() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        let blank = canvas(terminal, fill: .blank(foreground: .white, background: RGBColor(hex: 0x202040)))
        var typed = blank
        typed[3, 2] = Cell(grapheme: "x", foreground: .white, background: RGBColor(hex: 0x202040))
        terminal.present(blank)
        terminal.present(typed)
        XCTAssertEqual(terminal.cellOnScreen(x: 3, y: 2).text, "x")
        terminal.present(blank)
        XCTAssertEqual(terminal.cellOnScreen(x: 3, y: 2).text, " ")
        terminal.present(typed)
        XCTAssertEqual(terminal.cellOnScreen(x: 3, y: 2).text, "x")
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

    /// Issue 26 #14: a paste with a byte that is not UTF-8 ended at that byte, silently, so a
    /// pasted password was shorter than the person believed. Every bad byte now becomes one U+FFFD
    /// (visible, and never a shorter secret), and the rest of the paste arrives.
    func testInvalidUTF8InAPasteIsReplacedVisiblyAndTheRestArrives() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        let bytes: [UInt8] =
            Array("\u{1B}[200~pass".utf8) + [0xFF] + Array("wörd".utf8) + [0xC3] + Array("tail".utf8)
            + [0xE2, 0x82] + Array("end\u{1B}[201~!".utf8)
        XCTAssertEqual(write(keyPipe[1], bytes, bytes.count), bytes.count)
        XCTAssertEqual(
            readKeys(terminal, count: 2),
            [.paste("pass\u{FFFD}wörd\u{FFFD}tail\u{FFFD}end"), .character("!")])
    }

    /// Issue 26 #6: the terminal's size was trusted. `stty rows 3000 cols 3000` grew the process
    /// to 2.2 GB, and 65535x65535 would ask for 4.3 billion cells. A terminal that claims more
    /// than `maximumSize` gets that much, for ncurses and for every frame; a real resize back
    /// down still follows.
    func testATerminalClaimingToBeHugeIsDrawnAtTheLargestSupportedSize() throws {
        for claimed in [(3000, 3000), (65535, 65535)] {
            setenv("LINES", String(claimed.0), 1)
            setenv("COLUMNS", String(claimed.1), 1)
            defer {
                unsetenv("LINES")
                unsetenv("COLUMNS")
            }
            let terminal = try makeTerminal("xterm-256color")
            defer { terminal.shutdown() }
            XCTAssertEqual(terminal.size, NcursesTerminal.maximumSize, "\(claimed)")
            terminal.present(canvas(terminal), cursor: nil)
        }
        // The real attack: the pty itself says so (`stty rows 3000 cols 3000`).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        defer { close(master) }
        var unlock: Int32 = 0
        XCTAssertEqual(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock), 0)
        let slave = ioctl(master, 0x5441 /* TIOCGPTPEER */, O_RDWR | O_NOCTTY)
        defer { close(slave) }
        var huge = winsize(ws_row: 65535, ws_col: 65535, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(ioctl(slave, UInt(TIOCSWINSZ), &huge), 0)
        let overSSH = try makeTerminal("xterm-256color", output: slave)
        XCTAssertEqual(overSSH.size, NcursesTerminal.maximumSize)
        overSSH.present(canvas(overSSH), cursor: nil)
        overSSH.shutdown()
        XCTAssertNil(getenv("LINES"), "the bound is not left in the environment")
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

    /// How the main queue wakes the run loop (`FullScreen` hands the terminal its descriptor).
    func testAWakeDescriptorWrittenFromAnotherThreadEndsABlockingRead() throws {
        let terminal = try makeTerminal("xterm-256color")
        defer { terminal.shutdown() }
        var wake: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&wake), 0)
        defer { wake.forEach { close($0) } }
        terminal.extraWakeDescriptors = [wake[0]]
        let writer = wake[1]
        let thread = Thread {
            var byte: UInt8 = 1
            _ = write(writer, &byte, 1)
        }
        thread.start()
        // Blocks with no timeout until the other thread writes.
        XCTAssertNil(terminal.readKey(timeout: nil))
        var byte: UInt8 = 0
        XCTAssertEqual(read(wake[0], &byte, 1), 1, "the terminal leaves the byte to the descriptor's owner")
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

    /// Esc waits 25 ms for a following byte (ncurses' own default is a second), unless
    /// `ESCDELAY` says otherwise.
    func testEscWaitsTwentyFiveMillisecondsUnlessESCDELAYSaysOtherwise() throws {
        let saved = ProcessInfo.processInfo.environment["ESCDELAY"]
        defer {
            if let saved { setenv("ESCDELAY", saved, 1) } else { unsetenv("ESCDELAY") }
        }
        unsetenv("ESCDELAY")
        let standard = try makeTerminal("xterm-256color")
        XCTAssertEqual(cncurses_escdelay(), 25)
        standard.shutdown()
        setenv("ESCDELAY", "180", 1)
        let asked = try makeTerminal("xterm-256color")
        XCTAssertEqual(cncurses_escdelay(), 180)
        asked.shutdown()
    }
}
