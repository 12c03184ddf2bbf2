import AuthNavigation

/// One screen's worth of widgets, top to bottom, with its focus: a modal panel (sign-in, password,
/// confirmations) or a full host screen (start, logged in).
///
/// Item order is reading order, which is also focus order. Layout is recomputed from the host
/// region on every call and nothing absolute is stored, so a resize mid-fade simply lays the
/// sheet out again; field values and focus survive any number of resizes.
public struct Sheet: Hashable, Sendable {
    /// One row (or block of rows) of a sheet.
    public enum Item: Hashable, Sendable {
        case label(Label)
        /// Lines read as one block (a list: the recovery codes), one under another with no blank
        /// row between them at any density; the block as a whole is spaced as a label is.
        case list([Label])
        case field(TextField)
        case secureField(SecureField)
        /// A row of buttons, left to right (wrapping where the width ends).
        case buttons([Button])
        /// Buttons one under another, a list to choose from (the greeter's sessions): each on a
        /// row of its own, left-aligned, in a block centred in the width.
        case buttonColumn([Button])
        /// A picture in half-block cells (a QR code): two pixel rows a cell row. The items after
        /// it stand in a column on its right where the width allows, under it otherwise.
        case picture(PixelImage)
    }

    /// How the sheet sits in the host region.
    public enum Presentation: Hashable, Sendable {
        /// Centred panel with border, title and shadow, over a scrim.
        case panel
        /// Fills the host region on the background colour; no border, no scrim, not closed by Esc.
        case screen
    }

    public var id: String
    public var title: String
    public var items: [Item]
    public var presentation: Presentation
    /// The button Enter presses from the last field; the first button when nil.
    public var defaultButton: String?
    /// Panel width when the region allows it (it shrinks to fit, down to what its content needs).
    public var preferredWidth: Int
    /// Whether Esc closes it (false for the sheet at the bottom of a flow, and for one holding
    /// what is shown once, which only its own button closes).
    public var closesOnEscape: Bool
    /// Whether the sheet may show part of itself, scrolled to its focused element, where it does
    /// not fit whole. False for one whose every row must show at once (recovery codes shown
    /// once): it asks for the size it needs instead (`neededSize(width:)`).
    public var mayScroll = true
    /// The id of the focused field or button.
    public private(set) var focus: String?
    /// Whether the sheet holds the screen's focus; false when something beside it has it (the
    /// secret page's `Back`), so that exactly one element on screen looks focused.
    public var isFocused = true
    /// A message on it has just appeared and no key has been pressed since (`Form.hasUnreadMessage`):
    /// the terminal's cursor is on its first line, not on what has focus.
    public var hasUnreadMessage = false

    /// Opens with its first empty field focused, or else its default button, so typing goes
    /// straight where it is needed; `form` fills in what the person typed and where focus is.
    public init(
        id: String, title: String = "", items: [Item], presentation: Presentation = .panel,
        defaultButton: String? = nil, preferredWidth: Int = 48, closesOnEscape: Bool? = nil, form: Form? = nil
    ) {
        self.id = id
        self.title = title
        self.items = items
        self.presentation = presentation
        self.defaultButton = defaultButton
        self.preferredWidth = preferredWidth
        self.closesOnEscape = closesOnEscape ?? (presentation == .panel)
        self.focus = nil
        self.focus = initialFocus
        if let form { self.form = form }
    }

    // MARK: Reading and changing widget state

    /// Focusable ids in reading order (enabled buttons only).
    public var focusOrder: [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .field(let field): [field.id]
            case .secureField(let field): [field.id]
            case .buttons(let buttons), .buttonColumn(let buttons): buttons.filter(\.isEnabled).map(\.id)
            case .label, .list, .picture: []
            }
        }
    }

    /// The id Enter presses from the last field.
    public var defaultButtonID: String? {
        defaultButton
            ?? items.lazy.compactMap { $0.buttons?.first?.id }.first
    }

    private var fieldIDs: [String] {
        items.compactMap { item in
            switch item {
            case .field(let field): field.id
            case .secureField(let field): field.id
            default: nil
            }
        }
    }

    private var initialFocus: String? {
        for item in items {
            if case .field(let field) = item, field.value.isEmpty { return field.id }
            if case .secureField(let field) = item, field.isEmpty { return field.id }
        }
        if let id = defaultButtonID, focusOrder.contains(id) { return id }
        return focusOrder.first
    }

    /// Focuses `id` if it is focusable here; returns whether it did.
    @discardableResult
    public mutating func focus(_ id: String) -> Bool {
        guard focusOrder.contains(id) else { return false }
        focus = id
        return true
    }

    /// The value of a text or password field.
    public func value(of id: String) -> String? {
        for item in items {
            if case .field(let field) = item, field.id == id { return field.value }
            if case .secureField(let field) = item, field.id == id { return field.value }
        }
        return nil
    }

    /// The person's side of the sheet as data: every field's text and caret, the focus, and the
    /// error under each field. A view builds its sheet from the flow's `Form` and, after a key,
    /// hands `form` back; setting it puts texts, errors and focus into the widgets (a focus that
    /// is not focusable here falls back to the first empty field).
    public var form: Form {
        get {
            var form = Form(focus: focus)
            for item in items {
                switch item {
                case .field(let field):
                    form.fields[field.id] = field.fieldText
                    form.errors[field.id] = field.error
                case .secureField(let field):
                    form.fields[field.id] = field.fieldText
                    form.errors[field.id] = field.error
                default: break
                }
            }
            return form
        }
        set {
            updateItems { item in
                switch item {
                case .field(var field):
                    if let text = newValue.fields[field.id] { field.fieldText = text }
                    field.error = newValue.errors[field.id]
                    item = .field(field)
                case .secureField(var field):
                    if let text = newValue.fields[field.id] { field.fieldText = text }
                    field.error = newValue.errors[field.id]
                    item = .secureField(field)
                default: break
                }
            }
            focus = newValue.focus.flatMap { focusOrder.contains($0) ? $0 : nil } ?? initialFocus
            hasUnreadMessage = newValue.hasUnreadMessage
        }
    }

    /// Empties every password field (after submitting, or before the sheet is discarded).
    public mutating func clearSecrets() {
        updateItems { item in
            if case .secureField(var field) = item {
                field.clear()
                item = .secureField(field)
            }
        }
    }

    mutating func updateItems(_ body: (inout Item) -> Void) {
        for index in items.indices { body(&items[index]) }
    }

    // MARK: Keys

    /// What a key did to the sheet.
    public enum Event: Hashable, Sendable {
        case ignored
        /// Used, nothing for the app to do (cursor moved, focus moved).
        case consumed
        /// A field's value changed.
        case edited(field: String)
        case pressed(button: String)
    }

    /// Routes a key to the focused control; Tab/Shift-Tab/Enter/Space as in the `KeyMap`, mouse
    /// presses hit-tested against the layout in `region`. Esc and Ctrl-C are the stack's.
    public mutating func handle(_ key: Key, in region: Rect, keyMap: KeyMap = .standard) -> Event {
        if case .mouse(let mouse) = key { return click(mouse, in: region) }
        if let focus, let index = fieldIndex(focus) {
            let before = value(of: focus)
            var used = false
            switch items[index] {
            case .field(var field):
                used = field.handle(key, keyMap: keyMap)
                items[index] = .field(field)
            case .secureField(var field):
                used = field.handle(key, keyMap: keyMap)
                items[index] = .secureField(field)
            default: break
            }
            if used { return value(of: focus) == before ? .consumed : .edited(field: focus) }
        }
        if let move = keyMap.actions(for: key).first(where: Self.listMoves.contains),
            let event = moveInList(move, in: region)
        {
            return event
        }
        switch keyMap.action(for: key) {
        case .focusNext: return moveFocus(by: 1)
        case .focusPrevious: return moveFocus(by: -1)
        case .submit:
            guard let focus else { return .ignored }
            if fieldIndex(focus) != nil {
                let fields = fieldIDs
                if let position = fields.firstIndex(of: focus), position + 1 < fields.count {
                    self.focus = fields[position + 1]
                    return .consumed
                }
                guard let id = defaultButtonID, button(id)?.isEnabled == true else { return .consumed }
                return .pressed(button: id)
            }
            return pressFocusedButton()
        case .press:
            return pressFocusedButton()
        default:
            return .ignored
        }
    }

    private func pressFocusedButton() -> Event {
        guard let focus, let button = button(focus), button.isEnabled else { return .ignored }
        return .pressed(button: button.id)
    }

    /// The actions that move through the list a focused button is in.
    private static let listMoves: [KeyAction] = [.focusFirst, .focusLast, .focusPageUp, .focusPageDown]

    /// Focuses the first or last button of the list (column or row) holding the focused one, or
    /// the one a page away: a page is the rows the sheet shows where it scrolls, the whole list
    /// where it shows whole. Nil when no button has focus (a field keeps Home and End).
    private mutating func moveInList(_ move: KeyAction, in region: Rect) -> Event? {
        guard let focus, button(focus) != nil,
            let list = items.lazy.compactMap({ $0.buttons?.filter(\.isEnabled).map(\.id) })
                .first(where: { $0.contains(focus) }),
            let current = list.firstIndex(of: focus)
        else { return nil }
        let page: Int
        if let layout = layout(in: region), layout.isScrolled {
            page = max(1, layout.content.height - 1)
        } else {
            page = list.count
        }
        let target =
            switch move {
            case .focusFirst: 0
            case .focusLast: list.count - 1
            case .focusPageUp: max(0, current - page)
            default: min(list.count - 1, current + page)
            }
        self.focus = list[target]
        return .consumed
    }

    private mutating func moveFocus(by step: Int) -> Event {
        let order = focusOrder
        guard !order.isEmpty else { return .ignored }
        let current = focus.flatMap { order.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
        focus = order[(current + step + order.count) % order.count]
        return .consumed
    }

    private mutating func click(_ mouse: MouseEvent, in region: Rect) -> Event {
        guard mouse.kind == .press, let layout = layout(in: region) else { return .ignored }
        for (id, rect) in layout.hitAreas where rect.contains(x: mouse.x, y: mouse.y) {
            if let button = button(id) {
                guard button.isEnabled else { return .consumed }
                focus = id
                return .pressed(button: id)
            }
            focus = id
            placeCaret(in: id, atColumn: mouse.x, rect: layout.itemRects[fieldIndex(id) ?? 0])
            return .consumed
        }
        return .ignored
    }

    private mutating func placeCaret(in id: String, atColumn x: Int, rect: Rect) {
        guard let index = fieldIndex(id) else { return }
        switch items[index] {
        case .field(var field):
            field.placeCaret(atColumn: x, in: rect, labelWidth: fieldLabelWidth)
            items[index] = .field(field)
        case .secureField(var field):
            field.placeCaret(atColumn: x, in: rect, labelWidth: fieldLabelWidth)
            items[index] = .secureField(field)
        default: break
        }
    }

    /// The widest label among the fields, so that their inputs start in one column.
    var fieldLabelWidth: Int {
        items.reduce(0) { widest, item in
            switch item {
            case .field(let field): max(widest, FieldChrome.width(of: field.label))
            case .secureField(let field): max(widest, FieldChrome.width(of: field.label))
            default: widest
            }
        }
    }

    private func fieldIndex(_ id: String) -> Int? {
        items.firstIndex { item in
            switch item {
            case .field(let field): field.id == id
            case .secureField(let field): field.id == id
            default: false
            }
        }
    }

    func button(_ id: String) -> Button? {
        for item in items {
            if let button = item.buttons?.first(where: { $0.id == id }) { return button }
        }
        return nil
    }
}

extension Sheet.Item {
    /// The buttons of a row or a column; nil for any other item.
    var buttons: [Button]? {
        switch self {
        case .buttons(let buttons), .buttonColumn(let buttons): buttons
        case .label, .list, .field, .secureField, .picture: nil
        }
    }
}
