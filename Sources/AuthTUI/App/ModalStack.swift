import AuthNavigation

/// What a key did to the stack, for the view to act on.
public enum ModalEvent: Hashable, Sendable {
    case ignored
    case consumed
    case edited(sheet: String, field: String)
    case pressed(sheet: String, button: String)
    /// Esc closed this sheet: the view takes it out of its state.
    case dismissed(sheet: String)
}

/// The sheets of a view's state, bottom to top, for routing one key: only the top one receives
/// keys (focus is trapped there), and Esc closes it when it may be closed.
///
/// It is a throwaway value: a view builds it from its state for each key, reads back the top
/// sheet's `form` and acts on the event. What is open, what was typed and where focus is stay in
/// the view's state, so a sheet under another keeps its focus there for when the top one closes.
/// While the host region is too small for the sheets, every key is ignored (nothing is typed
/// blind) and nothing changes, so growing the terminal brings the sheets back as they were.
public struct ModalStack: Hashable, Sendable {
    public private(set) var sheets: [Sheet]
    public var keyMap: KeyMap

    /// A stack of `sheets` as a view's state lists them (bottom to top), to route a key.
    public init(sheets: [Sheet], keyMap: KeyMap = .standard) {
        self.keyMap = keyMap
        self.sheets = sheets
    }

    public var top: Sheet? { sheets.last }

    /// The topmost sheet with `id` (after a key, to read back its form).
    public subscript(id: String) -> Sheet? { sheets.last { $0.id == id } }

    /// Whether every sheet can be laid out in `region`.
    public func fits(in region: Rect) -> Bool {
        sheets.allSatisfy { $0.layout(in: region) != nil }
    }

    /// Routes one key: Esc closes a closable top sheet, anything else goes to the top sheet (the
    /// quit key is the program's, see `RootScreen`). Nothing reaches the sheets while they do not fit.
    public mutating func handle(_ key: Key, in region: Rect) -> ModalEvent {
        let action = keyMap.action(for: key)
        guard let top = sheets.last, fits(in: region) else { return .ignored }
        if action == .back {
            guard top.closesOnEscape else { return .ignored }
            sheets.removeLast()
            return .dismissed(sheet: top.id)
        }
        switch sheets[sheets.count - 1].handle(key, in: region, keyMap: keyMap) {
        case .ignored: return .ignored
        case .consumed: return .consumed
        case .edited(let field): return .edited(sheet: top.id, field: field)
        case .pressed(let button): return .pressed(sheet: top.id, button: button)
        }
    }

    /// The `KeyMap` actions that do something to the stack in `region` now, for the hint line:
    /// Tab when there is more than one thing to focus, Enter when it moves to a field or presses
    /// a button, Esc when the top sheet closes; nothing while the sheets do not fit.
    public func actingKeys(in region: Rect) -> Set<KeyAction> {
        fits(in: region) ? Self.actingKeys(of: top) : []
    }

    /// The keys that act on `top` once the stack fits (`actingKeys(in:)` without the layout, for
    /// whoever has laid the sheets out already: `SheetStage.compose`).
    public static func actingKeys(of top: Sheet?) -> Set<KeyAction> {
        guard let top else { return [] }
        var keys: Set<KeyAction> = []
        let order = top.focusOrder
        if order.count > 1 { keys.formUnion([.focusNext, .focusPrevious]) }
        if order.contains(where: { top.button($0) != nil }) || order.count > 1 { keys.insert(.submit) }
        if top.closesOnEscape { keys.insert(.back) }
        return keys
    }

    /// Where the terminal cursor belongs (the focused field's caret), if anywhere.
    public func caret(in region: Rect) -> (x: Int, y: Int)? {
        guard fits(in: region) else { return nil }
        return sheets.last?.caret(in: region)
    }
}
