/// What a screen tells the event loop after a key.
public enum LoopCommand: Equatable, Sendable {
    case keepRunning
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
}

extension LoopClient {
    public var isFinished: Bool { false }
}

/// The app's run loop on the main thread: draw when something changed (one `doupdate` per frame),
/// then sleep in the terminal until a key, main-queue work or the next deadline. Idle means
/// sleeping with no timeout, so an idle app uses no CPU.
@MainActor
public final class EventLoop {
    private let terminal: any Terminal

    public init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// Runs until the client says `.quit`, or the input ends (the terminal went away).
    public func run(_ client: some LoopClient) {
        var redraw = true
        while true {
            if MainQueue.drain() { redraw = true }
            client.tick()
            if client.isFinished { return }
            if redraw || client.needsFrame {
                let frame = client.frame(size: terminal.size)
                terminal.present(frame.canvas, cursor: frame.cursor)
                redraw = false
            }
            let timeout = client.nextDeadline.map { max(.zero, $0 - client.clock.now()) }
            guard let key = terminal.readKey(timeout: timeout) else {
                if terminal.isInputClosed { return }
                continue
            }
            if client.handle(key) == .quit { return }
            // Take every key already typed before drawing again (a paste, fast typing).
            while let next = terminal.readKey(timeout: .zero) {
                if client.handle(next) == .quit { return }
            }
        }
    }
}
