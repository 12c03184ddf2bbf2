import AuthDomain
import XCTest

@testable import AuthTUI

/// The run loop's first frame waits for a settling program (its first answer from the store), so
/// the terminal's first frame is that answer; never longer than the hold, and never past a key.
@MainActor
final class EventLoopFirstFrameTests: XCTestCase {
    /// A program that settles on its `settlesOnTurn`-th turn of the loop (nil: never), and whose
    /// clock moves `turnLength` each turn, as if each turn waited that long for the store.
    private final class SettlingProgram: LoopClient {
        let manualClock = ManualClock()
        var clock: any MonotonicClock { manualClock }
        let terminal: InMemoryTerminal
        let settlesOnTurn: Int?
        let turnLength: Duration
        private(set) var turns = 0
        /// Whether a frame had been presented when each key arrived.
        private(set) var framesWhenKeysArrived: [Int] = []
        var quitKeyAfterFirstFrame = true

        init(terminal: InMemoryTerminal, settlesOnTurn: Int?, turnLength: Duration = .milliseconds(1)) {
            self.terminal = terminal
            self.settlesOnTurn = settlesOnTurn
            self.turnLength = turnLength
        }

        var isSettling: Bool { settlesOnTurn.map { turns < $0 } ?? true }
        var needsFrame: Bool { false }
        var nextDeadline: Duration? { nil }

        func tick() {
            turns += 1
            manualClock.advance(by: turnLength)
            // The program quits once it has been seen: the test reads what was drawn.
            if quitKeyAfterFirstFrame, terminal.frames.count == 1, terminal.unreadKeys.isEmpty {
                terminal.enqueue(.character("q"))
            }
        }

        func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?) {
            var canvas = Canvas(width: size.width, height: size.height)
            _ = canvas.draw(
                isSettling ? "settling" : "settled", x: 0, y: 0,
                style: CellStyle(foreground: .white, background: .black))
            return (canvas, nil)
        }

        func handle(_ key: Key) -> LoopCommand {
            framesWhenKeysArrived.append(terminal.frames.count)
            return key == .character("q") ? .quit : .keepRunning
        }
    }

    private let size = TerminalSize(width: 20, height: 3)

    func testTheFirstFrameWaitsForTheProgramToSettleAndShowsTheAnswer() async {
        let terminal = InMemoryTerminal(size: size)
        let program = SettlingProgram(terminal: terminal, settlesOnTurn: 4)
        EventLoop(terminal: terminal).run(program)
        XCTAssertEqual(terminal.frames.count, 1, "one frame: no empty one before the answer")
        XCTAssertEqual(terminal.frames.first?.lines.first?.hasPrefix("settled"), true)
        XCTAssertGreaterThanOrEqual(program.turns, 4)
        // While holding, the loop waits no longer than what is left of the hold.
        let holdWaits = terminal.requestedTimeouts.prefix(3)
        XCTAssertTrue(holdWaits.allSatisfy { $0 != nil && $0! <= .milliseconds(50) }, "\(holdWaits)")
    }

    func testAProgramThatDoesNotSettleIsDrawnWhenTheHoldEnds() async {
        let terminal = InMemoryTerminal(size: size)
        let program = SettlingProgram(terminal: terminal, settlesOnTurn: nil, turnLength: .milliseconds(20))
        EventLoop(terminal: terminal, firstFrameHold: .milliseconds(50)).run(program)
        XCTAssertEqual(terminal.frames.count, 1)
        XCTAssertEqual(terminal.frames.first?.lines.first?.hasPrefix("settling"), true)
        XCTAssertLessThanOrEqual(program.manualClock.now(), .milliseconds(80), "drawn once 50 ms had passed")
    }

    func testAKeyDuringTheHoldIsHandledOnTheDrawnScreen() async {
        let terminal = InMemoryTerminal(size: size)
        let program = SettlingProgram(terminal: terminal, settlesOnTurn: nil)
        program.quitKeyAfterFirstFrame = false
        terminal.enqueue(.character("x"), .character("q"))
        EventLoop(terminal: terminal).run(program)
        XCTAssertEqual(program.framesWhenKeysArrived.first, 1, "the screen was drawn before the key acted")
        XCTAssertLessThanOrEqual(
            program.manualClock.now(), .milliseconds(5), "the key did not wait for the hold")
    }

    func testAProgramThatIsNotSettlingIsDrawnOnTheFirstTurn() async {
        let terminal = InMemoryTerminal(size: size)
        let program = SettlingProgram(terminal: terminal, settlesOnTurn: 0)
        EventLoop(terminal: terminal).run(program)
        XCTAssertEqual(program.framesWhenKeysArrived, [1])
        XCTAssertEqual(terminal.requestedTimeouts.first, .some(nil), "no hold: the loop blocks for input")
    }
}
