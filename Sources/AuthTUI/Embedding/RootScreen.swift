import AuthNavigation

/// A `ScreenView` as a whole program for a run loop (`EventLoop`, or a program's own): the quit
/// key, the minimum size (`Terminal too small` below it, with the size needed and the size now,
/// and no typing blind), the key-hint line on the last row, fades and spinners.
///
/// A program with its own loop drives it directly: each turn `tick()`, draw `frame(size:)` (plain
/// cells), pass keys to `handle(_:)`, and sleep no longer than `nextDeadline`.
@MainActor
public final class RootScreen: LoopClient {
    public let view: any ScreenView
    public let context: ScreenContext
    /// Below this the screen shows `Terminal too small` and ignores keys but quit and resize.
    public let minimumSize: TerminalSize
    /// Whether the last row shows the key hints (`Tab next · Enter submit · Esc back · Ctrl-C quit`),
    /// of the keys that act on the screen now (`ScreenFrame.keys`).
    public let showsHints: Bool
    public private(set) var needsFrame = true
    /// Set by `finish()`: the run loop ends at its next turn.
    public private(set) var isFinished = false

    private var lastSize = TerminalSize(width: 0, height: 0)
    private var hasDrawn = false
    private var animating = false

    public init(
        _ view: any ScreenView, context: ScreenContext,
        minimumSize: TerminalSize = RootScreen.standardMinimumSize, showsHints: Bool = true
    ) {
        self.view = view
        self.context = context
        self.minimumSize = minimumSize
        self.showsHints = showsHints
    }

    /// The smallest terminal every built-in sheet lays out in (checked by a test of every sheet):
    /// the one default of every root and of `FullScreen`.
    public nonisolated static let standardMinimumSize = TerminalSize(width: 44, height: 16)

    public var clock: any MonotonicClock { context.clock }

    public var isSettling: Bool { view.isSettling }

    /// Ends the program from its state rather than a key (e.g. once a script's login succeeded).
    public func finish() { isFinished = true }

    /// Something outside the loop's sight changed the state (the loop also redraws after every
    /// key and every piece of main-queue work).
    public func setNeedsFrame() { needsFrame = true }

    public var nextDeadline: Duration? {
        let spinner = animating ? SpinnerGlyph.nextChange(after: context.now) : nil
        return [context.animator.nextFrameDue, spinner].compactMap { $0 }.min()
    }

    public func framePresented(took duration: Duration) {
        context.animator.framePresented(took: duration)
    }

    public func tick() {
        if context.animator.step() || animating { needsFrame = true }
    }

    public func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?) {
        needsFrame = false
        lastSize = size
        guard fits(size) else {
            animating = false
            var canvas = context.blank(size)
            TooSmallNotice.render(into: &canvas, in: canvas.bounds, theme: context.theme, needed: minimumSize)
            return (canvas, nil)
        }
        let body = TerminalSize(width: size.width, height: size.height - (showsHints ? 1 : 0))
        view.reconcile(size: body, context: context)
        // Nothing was on screen to fade from: the first frame shows where the fades its
        // reconcile started end (the loading screen's text, not 150 ms of its empty colour).
        if !hasDrawn { context.animator.finishAll() }
        hasDrawn = true
        let frame = view.render(size: body, context: context)
        animating = frame.isAnimating
        let canvas = frame.canvas
        if showsHints {
            if canvas.width == size.width, canvas.height == body.height {
                // The screen of the last frame takes the rows of the view that changed.
                if screen.width != size.width || screen.height != size.height {
                    screen = context.blank(size)
                    shownHints = nil
                }
                screen.copyRows(of: canvas)
            } else {
                screen = context.blank(size)
                shownHints = nil
                screen.blit(canvas, x: 0, y: 0, clip: screen.bounds)
            }
            let hints = HintRow(keys: frame.keys, keyMap: context.keyMap, style: context.theme[.hint])
            if hints != shownHints {
                let row = size.height - 1
                screen.fill(Rect(x: 0, y: row, width: size.width, height: 1), style: hints.style)
                let text = hints.keyMap.hintLine(width: size.width - 2, acting: hints.keys)
                _ = screen.draw(text, x: 1, y: row, style: hints.style)
                shownHints = hints
            }
            screen.sealRows()
            return (screen, frame.cursor)
        }
        return (canvas, frame.cursor)
    }

    /// The whole screen last drawn, the hint row under the view's rows: the next frame writes
    /// only the rows that changed into it (nothing else holds it once the terminal has copied it).
    private var screen = Canvas(width: 0, height: 0)

    /// What the hint row of `screen` is drawn from (its width is the screen's): the row is drawn
    /// again only when one of them changes, or the screen is made anew.
    private struct HintRow: Equatable {
        var keys: Set<KeyAction>
        var keyMap: KeyMap
        var style: CellStyle
    }
    private var shownHints: HintRow?

    public func handle(_ key: Key) -> LoopCommand {
        if context.keyMap.action(for: key) == .quit { return .quit }
        if key == .resize {
            needsFrame = true
            return .keepRunning
        }
        // A key does not wait for an animation: every fade ends first, the key acts on the result.
        let endsFades = context.animator.isFading
        context.animator.finishAll()
        guard fits(lastSize) else {
            needsFrame = true
            return .keepRunning
        }
        let body = TerminalSize(width: lastSize.width, height: lastSize.height - (showsHints ? 1 : 0))
        let command = view.handle(key, size: body, context: context)
        // A key the view ignored changed nothing: no frame, unless it ended a fade.
        if command != .ignored || endsFades { needsFrame = true }
        return command
    }

    private func fits(_ size: TerminalSize) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height
    }
}
