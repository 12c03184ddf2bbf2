/// What a screen tells the event loop after a key.
public enum LoopCommand: Equatable, Sendable {
    case keepRunning
    /// The key meant nothing where it was pressed and changed nothing, so the screen is not
    /// drawn again for it (the program keeps running).
    case ignored
    case quit
}

/// A full-screen program the event loop drives: it draws frames, takes keys, and says when it
/// next needs to draw without a key (an animation frame or a timer), or nil when it is idle.
@MainActor
public protocol LoopClient: AnyObject {
    /// Whether something changed since the last frame (a key, a fade step). The loop also draws
    /// after any main-queue work, which is where finished tasks change state.
    var needsFrame: Bool { get }
    /// The whole screen for `size`, and where the text cursor belongs (nil hides it).
    func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?)
    func handle(_ key: Key) -> LoopCommand
    /// Advances animations and timers to now.
    func tick()
    /// When, on the client's clock, the next frame is due without input; nil when idle.
    var nextDeadline: Duration? { get }
    /// The clock `nextDeadline` is measured on.
    var clock: any MonotonicClock { get }
    /// The program is done without a key saying so (a script's login succeeded): the loop ends.
    var isFinished: Bool { get }
    /// The program is still finding out what to show (see `ScreenView.isSettling`): the loop
    /// holds its first frame meanwhile, up to `EventLoop.firstFrameHold`.
    var isSettling: Bool { get }
    /// The last frame took `duration` (on `clock`) to reach the terminal: what a slow link
    /// absorbs, so fades can thin their frames (`FramePacing`). Nothing by default.
    func framePresented(took duration: Duration)
}

extension LoopClient {
    public var isFinished: Bool { false }
    public var isSettling: Bool { false }
    public func framePresented(took duration: Duration) {}
}

/// The app's run loop on the main thread: draw when something changed (one `doupdate` per frame),
/// then sleep in the terminal until a key, main-queue work or the next deadline. Idle means
/// sleeping with no timeout, so an idle app uses no CPU.
///
/// The first frame waits while the client is settling (its first question to the account store
/// is out), for `firstFrameHold` at most: the terminal then shows the answer as its first frame
/// instead of an empty screen replaced a millisecond later, which also spares writing the screen
/// twice. A key ends the wait at once.
///
/// An animation's next frame waits until the terminal has drawn the last one
/// (`Terminal.framesBeingDrawn`), for `drawnFrameWait` at most: a pty takes a frame's bytes at
/// once, and a terminal that draws slower than frames come would show parts of several frames
/// at a time, torn, and fall further behind with each. The animations step to the time it is
/// when the terminal is ready, so a slow terminal shows fewer, larger steps in the same time.
/// Keys and finished work are drawn at once, whatever the terminal is doing.
@MainActor
public final class EventLoop {
    private let terminal: any Terminal
    /// The longest the first frame waits for a settling client.
    public let firstFrameHold: Duration
    /// The longest an animation frame waits for the terminal to draw the one before; then it is
    /// drawn anyway, and frames are paced as if the terminal could not say (`FramePacing` alone)
    /// until it answers again.
    public let drawnFrameWait: Duration

    public init(
        terminal: any Terminal, firstFrameHold: Duration = .milliseconds(50),
        drawnFrameWait: Duration = .milliseconds(250)
    ) {
        self.terminal = terminal
        self.firstFrameHold = firstFrameHold
        self.drawnFrameWait = drawnFrameWait
    }

    /// Runs until the client says `.quit`, or the input ends (the terminal went away).
    public func run(_ client: some LoopClient) {
        var redraw = true
        // Until the first frame is drawn: when it is due at the latest.
        var firstFrameDue: Duration? = client.clock.now() + firstFrameHold
        // While the terminal has not said it drew the last frame: when that frame was sent.
        var drawingSince: Duration?
        func draw() {
            let frame = client.frame(size: terminal.size)
            let began = client.clock.now()
            terminal.present(frame.canvas, cursor: frame.cursor)
            let now = client.clock.now()
            client.framePresented(took: now - began)
            drawingSince = terminal.framesBeingDrawn > 0 ? now : nil
            redraw = false
            firstFrameDue = nil
        }
        while true {
            if MainQueue.drain() { redraw = true }
            if let since = drawingSince {
                if terminal.framesBeingDrawn == 0 {
                    drawingSince = nil
                } else if client.clock.now() - since >= drawnFrameWait {
                    terminal.forgetFramesBeingDrawn()
                    drawingSince = nil
                }
            }
            // Animations step only once the terminal has drawn the last frame.
            if drawingSince == nil { client.tick() }
            if client.isFinished { return }
            let holding = firstFrameDue.map { client.isSettling && client.clock.now() < $0 } ?? false
            if !holding, redraw || client.needsFrame { draw() }
            var timeout = client.nextDeadline.map { max(.zero, $0 - client.clock.now()) }
            if timeout != nil, let since = drawingSince {
                // Until the terminal's answer (`readKey` returns nil then), or the wait is over.
                timeout = max(.zero, since + drawnFrameWait - client.clock.now())
            }
            if holding, let due = firstFrameDue {
                let untilDue = max(.zero, due - client.clock.now())
                timeout = min(timeout ?? untilDue, untilDue)
            }
            guard let key = terminal.readKey(timeout: timeout) else {
                if terminal.isInputClosed { return }
                continue
            }
            // A key acts on what is on screen.
            if firstFrameDue != nil { draw() }
            if client.handle(key) == .quit { return }
            // Take every key already typed before drawing again (a paste, fast typing).
            while let next = terminal.readKey(timeout: .zero) {
                if client.handle(next) == .quit { return }
            }
        }
    }
}
