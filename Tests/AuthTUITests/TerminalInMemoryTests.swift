import AuthDomain
import XCTest

@testable import AuthTUI

final class TerminalInMemoryTests: XCTestCase {
    func testScriptedKeysArriveInOrderThenReadReturnsNil() {
        let terminal = InMemoryTerminal()
        terminal.type("hi")
        terminal.enqueue(.enter, .control("c"))
        var keys: [Key] = []
        while let key = terminal.readKey(timeout: nil) { keys.append(key) }
        XCTAssertEqual(keys, [.character("h"), .character("i"), .enter, .control("c")])
    }

    func testResizeChangesSizeAndQueuesAResizeKey() {
        let terminal = InMemoryTerminal(size: TerminalSize(width: 80, height: 24))
        terminal.resize(to: TerminalSize(width: 40, height: 10))
        XCTAssertEqual(terminal.size, TerminalSize(width: 40, height: 10))
        XCTAssertEqual(terminal.readKey(timeout: nil), .resize)
    }

    func testPresentedFramesAndCursorsAreRecorded() {
        let terminal = InMemoryTerminal(size: TerminalSize(width: 3, height: 1))
        var frame = Canvas(width: 3, height: 1)
        frame[0, 0] = Cell(grapheme: "a")
        terminal.present(frame, cursor: CursorPosition(x: 1, y: 0))
        terminal.present(frame)
        XCTAssertEqual(terminal.frames.count, 2)
        XCTAssertEqual(terminal.lastFrame?.lines, ["a  "])
        XCTAssertEqual(terminal.cursors, [CursorPosition(x: 1, y: 0), nil])
    }

    func testRequestedTimeoutsShowWhetherTheLoopBlocked() {
        let terminal = InMemoryTerminal()
        _ = terminal.readKey(timeout: nil)
        _ = terminal.readKey(timeout: .milliseconds(16))
        XCTAssertEqual(terminal.requestedTimeouts, [nil, .milliseconds(16)])
    }

    func testShutdownIsRecorded() {
        let terminal = InMemoryTerminal()
        terminal.shutdown()
        XCTAssertTrue(terminal.isShutDown)
    }
}
