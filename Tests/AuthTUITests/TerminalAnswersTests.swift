import AuthDomain
import Foundation
import XCTest

@testable import AuthTUI

/// `NcursesTerminal` on a pseudo-terminal, the test playing the terminal emulator on its other
/// side: it reads what the screen writes and answers (or does not) as a terminal would. Where the
/// terminal answers a status request, each frame is followed by one and the answer says the frame
/// is drawn; where it knows synchronized output, each frame is inside it; the answers never reach
/// the program as keys, nor the shell after the screen ends.
final class TerminalAnswersTests: XCTestCase {
    private var emulatorSide: Int32 = -1
    private var programSide: Int32 = -1

    override func setUp() {
        super.setUp()
        XCTAssertEqual(openpty(&emulatorSide, &programSide, nil, nil, nil), 0)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(programSide, UInt(TIOCSWINSZ), &size)
    }

    override func tearDown() {
        close(emulatorSide)
        close(programSide)
        super.tearDown()
    }

    private func makeTerminal() throws -> NcursesTerminal {
        try NcursesTerminal(
            terminalType: "xterm-256color", inputDescriptor: programSide, outputDescriptor: programSide,
            installsSignalHandlers: false)
    }

    /// Everything the program wrote since the last call.
    private func written() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var ready = pollfd(fd: emulatorSide, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { break }
            let count = read(emulatorSide, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What the terminal types or answers.
    private func answer(_ text: String) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(emulatorSide, bytes, bytes.count), bytes.count)
    }

    private func frame(_ terminal: NcursesTerminal, _ letter: String) -> Canvas {
        var canvas = Canvas(width: terminal.size.width, height: terminal.size.height)
        _ = canvas.draw(letter, x: 0, y: 0, style: CellStyle(foreground: .white, background: .black))
        return canvas
    }

    private let askStatus = "\u{1B}[5n"
    private let statusAnswer = "\u{1B}[0n"

    func testTheScreenAsksForSynchronizedOutputAndThenForStatusAtStart() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        XCTAssertTrue(written().hasSuffix("\u{1B}[?2026$p" + askStatus))
    }

    func testATerminalThatHasNotAnsweredGetsFramesAloneAndNothingWaitsForIt() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        _ = written()
        terminal.present(frame(terminal, "a"))
        let bytes = written()
        XCTAssertTrue(bytes.contains("a"))
        XCTAssertFalse(bytes.contains(askStatus))
        XCTAssertEqual(terminal.framesBeingDrawn, 0)
    }

    func testOnceTheTerminalAnswersEachFrameIsFollowedByARequestWhoseAnswerSaysItIsDrawn() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        _ = written()
        answer(statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)), "the answer is no key")
        terminal.present(frame(terminal, "a"))
        XCTAssertTrue(written().hasSuffix(askStatus))
        XCTAssertEqual(terminal.framesBeingDrawn, 1)
        answer("x" + statusAnswer + "y")
        XCTAssertEqual(terminal.readKey(timeout: .milliseconds(200)), .character("x"))
        XCTAssertEqual(terminal.framesBeingDrawn, 1)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)), "the frame is drawn: the loop may go on")
        XCTAssertEqual(terminal.framesBeingDrawn, 0)
        XCTAssertEqual(terminal.readKey(timeout: .milliseconds(200)), .character("y"))
        XCTAssertTrue(written().isEmpty, "nothing drawn, nothing asked")
    }

    func testWhereTheTerminalKnowsSynchronizedOutputEachFrameIsInsideIt() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        _ = written()
        answer("\u{1B}[?2026;2$y" + statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)))
        terminal.present(frame(terminal, "a"))
        let bytes = written()
        XCTAssertTrue(bytes.hasPrefix("\u{1B}[?2026h"), bytes.debugDescription)
        XCTAssertTrue(bytes.hasSuffix("\u{1B}[?2026l" + askStatus), bytes.debugDescription)
        XCTAssertTrue(bytes.contains("a"))
    }

    func testATerminalThatDoesNotKnowTheModeGetsFramesOutsideIt() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        _ = written()
        // xterm's answer: mode 2026 not recognised.
        answer("\u{1B}[?2026;0$y" + statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)))
        terminal.present(frame(terminal, "a"))
        let bytes = written()
        XCTAssertFalse(bytes.contains("\u{1B}[?2026h"), bytes.debugDescription)
        XCTAssertTrue(bytes.hasSuffix(askStatus))
    }

    func testFramesGivenUpOnCountAsDrawnAndTheNextGoesOutWithoutARequest() throws {
        let terminal = try makeTerminal()
        defer { terminal.shutdown() }
        _ = written()
        answer(statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)))
        terminal.present(frame(terminal, "a"))
        _ = written()
        terminal.forgetFramesBeingDrawn()
        XCTAssertEqual(terminal.framesBeingDrawn, 0)
        terminal.present(frame(terminal, "b"))
        XCTAssertFalse(written().contains(askStatus), "no request to a terminal that answers late")
        // The late answer comes after all: frames are followed by requests again.
        answer(statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)))
        terminal.present(frame(terminal, "c"))
        XCTAssertTrue(written().hasSuffix(askStatus))
    }

    func testAnAnswerOnItsWayWhenTheScreenEndsNeverReachesTheShell() throws {
        let terminal = try makeTerminal()
        _ = written()
        answer(statusAnswer)
        XCTAssertNil(terminal.readKey(timeout: .milliseconds(200)))
        terminal.present(frame(terminal, "a"))
        _ = written()
        // The terminal answers the last frame's request just as the program quits.
        answer(statusAnswer)
        terminal.shutdown()
        var left = pollfd(fd: programSide, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&left, 1, 50), 0, "the answer was read, not left for the shell")
    }
}
