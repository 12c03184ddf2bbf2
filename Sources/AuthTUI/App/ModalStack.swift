import AuthDomain

/// What a key did to the stack, for the app's run loop to act on.
public enum ModalEvent: Hashable, Sendable {
    case ignored
    case consumed
    case edited(sheet: String, field: String)
    case pressed(sheet: String, button: String)
    /// Esc closed this sheet; focus is back on its opener.
    case dismissed(sheet: String)
}

/// The sheets on screen, bottom to top; only the top one receives keys (focus is trapped there).
///
/// Presenting remembers what had focus underneath, and dismissing puts it back, so after a sheet
/// closes the user is where they were. While the host region is too small for the sheets, the
/// stack draws `Terminal too small` and ignores typing (nothing is typed blind), but keeps every
/// value, so growing the terminal again brings the sheets back as they were.
public struct ModalStack: Hashable, Sendable {
    public private(set) var sheets: [Sheet] = []
    /// For each sheet, the focus of the sheet under it when it was presented.
    private var openers: [String?] = []
    public var keyMap: KeyMap

    public init(keyMap: KeyMap = .standard) {
        self.keyMap = keyMap
    }

    /// A stack of `sheets` as a view's state lists them (bottom to top), to route a key.
    public init(sheets: [Sheet], keyMap: KeyMap = .standard) {
        self.keyMap = keyMap
        self.sheets = sheets
        self.openers = sheets.map { _ in nil }
    }

    public var top: Sheet? { sheets.last }

    public subscript(id: String) -> Sheet? { sheets.last { $0.id == id } }

    /// Puts `sheet` on top; it gets the keys from now on.
    public mutating func present(_ sheet: Sheet) {
        openers.append(sheets.last?.focus)
        sheets.append(sheet)
    }

    /// Removes the top sheet (its passwords cleared) and returns focus to its opener.
    @discardableResult
    public mutating func dismiss() -> Sheet? {
        guard var closed = sheets.popLast(), let opener = openers.popLast() else { return nil }
        closed.clearSecrets()
        if let opener, !sheets.isEmpty { sheets[sheets.count - 1].focus(opener) }
        return closed
    }

    /// Removes every sheet above and including the one with `id` (e.g. when a flow completes).
    public mutating func dismiss(through id: String) {
        guard let index = sheets.lastIndex(where: { $0.id == id }) else { return }
        while sheets.count > index { dismiss() }
    }

    /// Changes the sheet with `id` in place (errors, values, busy buttons).
    public mutating func update(_ id: String, _ body: (inout Sheet) -> Void) {
        guard let index = sheets.lastIndex(where: { $0.id == id }) else { return }
        body(&sheets[index])
    }

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
            dismiss()
            return .dismissed(sheet: top.id)
        }
        switch sheets[sheets.count - 1].handle(key, in: region, keyMap: keyMap) {
        case .ignored: return .ignored
        case .consumed: return .consumed
        case .edited(let field): return .edited(sheet: top.id, field: field)
        case .pressed(let button): return .pressed(sheet: top.id, button: button)
        }
    }

    /// One frame: `host` with the stack composed inside `region` (see `SheetStage.layers`), or
    /// `Terminal too small` there when the sheets do not fit.
    public func compose(host: Canvas, region: Rect, theme: Theme, compositor: Compositor) -> Canvas {
        guard fits(in: region) else {
            var canvas = host
            TooSmallNotice.render(into: &canvas, in: region, theme: theme)
            return canvas
        }
        let layers = SheetStage.layers(sheets.map { ($0, 1) }, in: region, theme: theme, scrim: theme.scrim)
        return compositor.compose(host: host, region: region, layers: layers)
    }

    /// Where the terminal cursor belongs (the focused field's caret), if anywhere.
    public func caret(in region: Rect) -> (x: Int, y: Int)? {
        guard fits(in: region) else { return nil }
        return sheets.last?.caret(in: region)
    }
}
