/// A terminal with no screen, for tests: keys come from a script, frames are recorded.
///
/// `readKey` never blocks: when the script is empty it returns nil at once, as if the timeout had
/// passed, so a test drives the run loop step by step. It also records every timeout it was asked
/// for, so a test can check that an idle app blocks (`nil`) rather than polls.
public final class InMemoryTerminal: Terminal {
    public private(set) var size: TerminalSize
    public let colorTier: ColorTier
    /// Every presented frame, oldest first.
    public private(set) var frames: [Canvas] = []
    /// The cursor of every presented frame (nil: hidden), in step with `frames`.
    public private(set) var cursors: [CursorPosition?] = []
    /// The `timeout` of every `readKey` call, oldest first (nil: asked to block).
    public private(set) var requestedTimeouts: [Duration?] = []
    public private(set) var isShutDown = false
    private var pendingKeys: [Key] = []

    public init(size: TerminalSize = TerminalSize(width: 80, height: 24), colorTier: ColorTier = .direct) {
        self.size = size
        self.colorTier = colorTier
    }

    /// The last presented frame.
    public var lastFrame: Canvas? { frames.last }

    /// Queues keys for `readKey`.
    public func enqueue(_ keys: Key...) { pendingKeys += keys }

    /// Queues keys for `readKey`.
    public func enqueue(contentsOf keys: [Key]) { pendingKeys += keys }

    /// Queues one `.character` key per Character of `text`, as if it were typed.
    public func type(_ text: String) { pendingKeys += text.map { .character($0) } }

    /// Changes the size and queues `.resize`, as a real terminal does on SIGWINCH.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        pendingKeys.append(.resize)
    }

    /// Keys queued but not read yet.
    public var unreadKeys: [Key] { pendingKeys }

    public func present(_ canvas: Canvas, cursor: CursorPosition?) {
        precondition(!isShutDown, "present after shutdown")
        frames.append(canvas)
        cursors.append(cursor)
    }

    public func readKey(timeout: Duration?) -> Key? {
        precondition(!isShutDown, "readKey after shutdown")
        requestedTimeouts.append(timeout)
        return pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }

    public func shutdown() { isShutDown = true }
}
