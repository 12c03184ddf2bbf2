/// The screen and keyboard the app's run loop talks to: the seam between the UI and ncurses.
///
/// `NcursesTerminal` is the real one, `InMemoryTerminal` the one tests script. A terminal belongs to
/// the thread that created it (ncurses is not thread-safe). Work finished on other threads wakes
/// a waiting `readKey` through the main queue (`NcursesTerminal.extraWakeDescriptors`), not
/// through the terminal.
///
/// A run loop reads a key with the timeout of the next due animation frame or timer, or with no
/// timeout at all when nothing is due, so an idle app sleeps in the kernel and uses no CPU:
///
/// ```swift
/// while running {
///     terminal.present(render(), cursor: caret)
///     let key = terminal.readKey(timeout: nextDeadline.map { $0 - clock.now })  // nil: block
///     if let key { handle(key) }  // nil: the timeout passed or main-queue work woke it
///     advanceAnimationsAndDeliverFinishedWork()
/// }
/// terminal.shutdown()
/// ```
public protocol Terminal: AnyObject {
    /// The current size in cells; it changes only when `readKey` returns `.resize`.
    var size: TerminalSize { get }

    /// What colours the terminal shows; fixed for the terminal's lifetime.
    var colorTier: ColorTier { get }

    /// Shows `canvas` as one frame (only the cells that changed since the last frame are sent) and
    /// places the hardware cursor at `cursor`, or hides it when nil. A canvas smaller than the screen
    /// leaves the rest blank; a larger one is clipped.
    func present(_ canvas: Canvas, cursor: CursorPosition?)

    /// The next key. With `timeout` nil it blocks until a key arrives (or the terminal is woken,
    /// see `NcursesTerminal.extraWakeDescriptors`); otherwise it waits at most `timeout`. Returns
    /// nil when the time ran out or it was woken.
    func readKey(timeout: Duration?) -> Key?

    /// True once the input has ended (its descriptor hung up or reached end of file): no key
    /// will ever come again.
    var isInputClosed: Bool { get }

    /// Frames `present` wrote that the terminal has not yet said it has processed, for a run loop
    /// that keeps an animation's next frame until the terminal has drawn the last (a pty takes
    /// bytes long before the terminal behind it draws them). 0 when the terminal cannot say. A
    /// `readKey` that reads the answer bringing it to 0 returns nil, as a timeout would.
    var framesBeingDrawn: Int { get }

    /// Stops waiting for the terminal to say it has processed the frames written so far (it took
    /// too long): they count as drawn, and `framesBeingDrawn` stays 0 until it answers again.
    func forgetFramesBeingDrawn()

    /// Restores the terminal as it was before (modes, screen, cursor). Safe to call twice; the
    /// terminal cannot be used afterwards.
    func shutdown()
}

extension Terminal {
    public var isInputClosed: Bool { false }
    public var framesBeingDrawn: Int { 0 }
    public func forgetFramesBeingDrawn() {}

    /// Shows `canvas` with the cursor hidden.
    public func present(_ canvas: Canvas) { present(canvas, cursor: nil) }
}

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var description: String { "\(width)x\(height)" }
}

/// Where the hardware cursor sits (0-based column and row): at a text field's caret, so input
/// methods and screen readers follow the typing.
public struct CursorPosition: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
