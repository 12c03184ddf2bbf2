import AuthNavigation

/// Anything that fills a rectangle of the terminal: a host screen, a navigator's loading or
/// login screen, a whole program. A view is a function of its state: `render` draws that state
/// at a size and a time and changes nothing (drawing the same state twice gives the same frame);
/// `handle` turns a key into an intent on that state; `reconcile`, called by the run loop before
/// each frame, compares the state with the one it saw last and starts what the difference asks
/// for (a sheet's fade, a navigator screen's fade). A view that holds other views forwards
/// `reconcile` to the ones it will draw.
///
/// Mouse positions reach `handle` relative to the view's own top-left corner.
@MainActor
public protocol ScreenView: AnyObject {
    /// The view at `size`, now (`context.now`), with the text cursor's place if it has one.
    /// Changes nothing: no fade starts, no navigator changes.
    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame
    /// Starts the fades the change of state since the last call asks for, before a frame of
    /// `size` is rendered. Nothing by default.
    func reconcile(size: TerminalSize, context: ScreenContext)
    /// A key for this view. `.quit` ends the program.
    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand
    /// Whether the view is still finding out what to show (a question to the account store is
    /// out), so drawing it now would only show a frame that is replaced a moment later. A run
    /// loop holds its very first frame while this is true, for 50 ms at most
    /// (`EventLoop.firstFrameHold`). False by default.
    var isSettling: Bool { get }
}

extension ScreenView {
    public var isSettling: Bool { false }
    public func reconcile(size: TerminalSize, context: ScreenContext) {}
}

/// One drawing of a view: its cells, where the text cursor goes (nil hides it), whether it
/// shows something that moves by itself (a spinner), so the loop wakes to redraw it, and which
/// of the `KeyMap`'s actions do something on it (the hint line offers only those).
public struct ScreenFrame {
    public var canvas: Canvas
    public var cursor: CursorPosition?
    public var isAnimating: Bool
    /// The `KeyMap` actions that act on what is drawn (`ModalStack.actingKeys` for sheets);
    /// none by default, as a view's own keys are not the table's. Quit always acts.
    public var keys: Set<KeyAction>

    public init(
        canvas: Canvas, cursor: CursorPosition? = nil, isAnimating: Bool = false, keys: Set<KeyAction> = []
    ) {
        self.canvas = canvas
        self.cursor = cursor
        self.isAnimating = isAnimating
        self.keys = keys
    }
}

/// A key with its mouse position made relative to `origin`'s corner (other keys unchanged):
/// what a view that draws another inside a rectangle passes on.
public func localised(_ key: Key, to origin: Rect) -> Key {
    guard case .mouse(var mouse) = key else { return key }
    mouse.x -= origin.x
    mouse.y -= origin.y
    return .mouse(mouse)
}
