import AuthDomain
import XCTest

@testable import AuthTUI

/// An animation's next frame waits until the terminal has drawn the last one (its answer to the
/// status request after the frame has come): a slow terminal gets fewer, larger steps in the same
/// time, never two frames at once; a key still ends a fade at once; a terminal that stops
/// answering is waited for a bounded time, then frames go out as before; idle stays idle.
@MainActor
final class FramesWaitForTheTerminalTests: XCTestCase {
    /// A terminal stand-in that takes `drawTime` to draw each frame and only then answers the
    /// status request that follows it, as a real one does; or, from `stopsAnsweringAt`, never.
    /// Its time is the test's `ManualClock`: waiting moves the clock to the next answer or key.
    private final class SlowTerminal: Terminal {
        struct Presented {
            var at: Duration
            var text: String
            /// Whether every frame before it had been drawn when it was sent.
            var afterTheLastWasDrawn: Bool
        }

        let clock: ManualClock
        let drawTime: Duration
        var stopsAnsweringAt: Duration?
        let size = TerminalSize(width: 20, height: 2)
        let colorTier = ColorTier.direct
        private(set) var presented: [Presented] = []
        private(set) var isInputClosed = false
        private(set) var requestedTimeouts: [Duration?] = []
        /// When the answer to each frame not yet drawn arrives (nil: never).
        private var answers: [Duration?] = []
        private var asks = true
        private var keys: [(at: Duration, key: Key)] = []

        init(clock: ManualClock, drawTime: Duration) {
            self.clock = clock
            self.drawTime = drawTime
        }

        func press(_ key: Key, at time: Duration) { keys.append((time, key)) }

        var framesBeingDrawn: Int { answers.count }

        func forgetFramesBeingDrawn() {
            answers.removeAll()
            asks = false
        }

        func present(_ canvas: Canvas, cursor: CursorPosition?) {
            let now = clock.now()
            presented.append(
                Presented(
                    at: now, text: canvas.lines[0].trimmingCharacters(in: .whitespaces),
                    afterTheLastWasDrawn: answers.isEmpty))
            guard asks else { return }
            let answering = stopsAnsweringAt.map { now < $0 } ?? true
            answers.append(answering ? now + drawTime : nil)
        }

        func readKey(timeout: Duration?) -> Key? {
            requestedTimeouts.append(timeout)
            let now = clock.now()
            let deadline = timeout.map { now + $0 }
            let answer = answers.first ?? nil
            let key = keys.first?.at
            let next = [answer, key, deadline].compactMap { $0 }.min()
            guard let next else {
                // Asked to wait for ever with nothing to come: the program is idle; the test ends.
                isInputClosed = true
                return nil
            }
            clock.advance(by: next - now)
            if let key, key <= next { return keys.removeFirst().key }
            if let answer, answer <= next {
                answers.removeFirst()
                return nil
            }
            return nil
        }

        func shutdown() {}
    }

    /// Shows a fade's value in percent; `f` starts a 0.3 s fade from 0 to 1.
    private final class FadingView: ScreenView {
        private var fadeRequested = false
        private var faded = false

        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
            if key == .character("f") { fadeRequested = true }
            return .keepRunning
        }

        func reconcile(size: TerminalSize, context: ScreenContext) {
            guard fadeRequested else { return }
            fadeRequested = false
            faded = true
            context.animator.start(FadeKey(owner: self, .named("test")), from: 0, to: 1, seconds: 0.3)
        }

        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            let value = context.animator.value(FadeKey(owner: self, .named("test"))) ?? (faded ? 1 : 0)
            var canvas = Canvas(width: size.width, height: size.height)
            _ = canvas.draw(
                String(Int((value * 100).rounded())), x: 0, y: 0,
                style: CellStyle(foreground: .white, background: .black))
            return ScreenFrame(canvas: canvas)
        }
    }

    /// Runs the loop on `terminal` until it is idle, `f` pressed at 100 ms.
    private func run(_ terminal: SlowTerminal, keys: [(Duration, Key)] = []) {
        let context = ScreenContext(colorTier: .direct, clock: terminal.clock)
        let root = RootScreen(FadingView(), context: context, minimumSize: terminal.size, showsHints: false)
        terminal.press(.character("f"), at: .milliseconds(100))
        for (time, key) in keys { terminal.press(key, at: time) }
        EventLoop(terminal: terminal).run(root)
    }

    /// The frames of the fade: sent after the key, up to the one that shows its end.
    private func fadeFrames(_ terminal: SlowTerminal) -> [SlowTerminal.Presented] {
        let after = terminal.presented.filter { $0.at >= .milliseconds(100) }
        guard let end = after.firstIndex(where: { $0.text == "100" }) else { return after }
        return Array(after[...end])
    }

    func testOnATerminalThatTakes50msAFrameAFadeSendsEachFrameOnlyOnceTheLastIsDrawn() async {
        let terminal = SlowTerminal(clock: ManualClock(), drawTime: .milliseconds(50))
        run(terminal)
        let frames = fadeFrames(terminal)
        XCTAssertTrue(
            frames.allSatisfy(\.afterTheLastWasDrawn),
            "no frame went out while the terminal drew the one before")
        let steps = frames.filter { $0.text != "0" && $0.text != "100" }
        XCTAssertGreaterThanOrEqual(steps.count, 3, "\(frames.map(\.text))")
        XCTAssertLessThanOrEqual(steps.count, 6, "300 ms in steps of 50: not the 17 a 60 Hz pace would send")
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.at - earlier.at, .milliseconds(50))
        }
        let end = try? XCTUnwrap(frames.last)
        XCTAssertEqual(end?.text, "100")
        XCTAssertLessThanOrEqual(
            end?.at ?? .zero, .milliseconds(100 + 300 + 50),
            "the fade keeps its length: late frames skip steps")
    }

    func testOnAFastTerminalAFadeStillDrawsSixtyFramesASecond() async {
        let terminal = SlowTerminal(clock: ManualClock(), drawTime: .milliseconds(2))
        run(terminal)
        let frames = fadeFrames(terminal)
        XCTAssertGreaterThanOrEqual(frames.count, 18, "one every 60th of a second: \(frames.map(\.text))")
    }

    func testAKeyWhileTheTerminalDrawsEndsTheFadeAtOnce() async {
        let terminal = SlowTerminal(clock: ManualClock(), drawTime: .milliseconds(80))
        run(terminal, keys: [(.milliseconds(230), .character("x"))])
        let atKey = terminal.presented.first { $0.at >= .milliseconds(230) }
        XCTAssertEqual(
            atKey?.at, .milliseconds(230), "drawn when the key came, not when the terminal was ready")
        XCTAssertEqual(atKey?.text, "100", "the fade ended")
    }

    func testATerminalThatStopsAnsweringIsWaitedForABoundedTimeThenFramesGoOutAsBefore() async {
        let terminal = SlowTerminal(clock: ManualClock(), drawTime: .milliseconds(5))
        terminal.stopsAnsweringAt = .milliseconds(100)
        run(terminal)
        let frames = fadeFrames(terminal)
        XCTAssertEqual(frames.last?.text, "100", "the fade ended: nothing hung")
        let wait = EventLoop(terminal: terminal).drawnFrameWait
        XCTAssertEqual(frames.dropFirst().first?.at, .milliseconds(100) + wait, "one bounded wait")
        XCTAssertGreaterThanOrEqual(frames.count, 4, "then frames at the usual pace")
        XCTAssertLessThanOrEqual(frames.last?.at ?? .zero, .milliseconds(100) + wait + .milliseconds(300))
    }

    func testOnceTheFadeIsDrawnTheLoopSleepsWithoutATimeout() async {
        let terminal = SlowTerminal(clock: ManualClock(), drawTime: .milliseconds(50))
        run(terminal)
        XCTAssertTrue(terminal.isInputClosed, "the loop ended by waiting for ever: idle")
        XCTAssertEqual(terminal.requestedTimeouts.last, .some(nil))
        XCTAssertEqual(terminal.presented.last?.text, "100")
    }
}
