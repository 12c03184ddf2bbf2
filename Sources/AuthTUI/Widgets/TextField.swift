import AuthNavigation

/// A labelled one-line text input with an inline error under it.
///
/// What was typed does not live here: a view builds the field from the presenter's `Form` for
/// every frame (`Sheet.form` puts text and caret in, and hands them back after a key), so a
/// resize (even to `Terminal too small` and back) never loses it. Its error row is always
/// reserved (it is the gap under the field when empty), so a message appearing moves nothing; a
/// message wider than the field wraps.
public struct TextField: Hashable, Sendable {
    /// Unique within its sheet; the label by default.
    public var id: String
    public var label: String
    public var editor: LineEditor
    /// Shown under the field in the error colour; nil hides the row.
    public var error: String?

    public init(_ label: String, id: String? = nil, value: String = "", maxLength: Int = 256) {
        self.id = id ?? label
        self.label = label
        self.editor = LineEditor(text: value, maxLength: maxLength)
    }

    public var value: String {
        get { editor.text }
        set { editor.setText(newValue) }
    }

    /// Rows for the input (the label beside it or above it, see `FieldChrome`) and its error:
    /// the error row is there before any error, and more when the error wraps at `width`.
    /// `labelWidth` is the widest label of the sheet's fields, so their inputs line up.
    public func height(forWidth width: Int, labelWidth: Int? = nil) -> Int {
        FieldChrome(label: label, width: width, labelWidth: labelWidth).height(
            message: FieldChrome.message(error: error, note: nil))
    }

    /// The text and caret, as a `Form` holds them.
    public var fieldText: FieldText {
        get { editor.fieldText }
        set { editor.fieldText = newValue }
    }

    /// Editing keys and text; returns whether the field used the key.
    public mutating func handle(_ key: Key, keyMap: KeyMap = .standard) -> Bool {
        editor.handle(key, keyMap: keyMap)
    }

    /// Draws the label, the input row and the error (if any) into `rect`.
    public func render(
        into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool, labelWidth: Int? = nil
    ) {
        FieldChrome(label: label, width: rect.width, labelWidth: labelWidth).render(
            message: FieldChrome.message(error: error, note: nil), into: &canvas, in: rect, theme: theme,
            focused: focused
        ) { canvas, row, style in
            editor.draw(into: &canvas, in: row, style: style, showsCaret: focused && theme.drawsCaretCell)
        }
    }

    /// Where the caret is when the field is drawn in `rect`.
    public func caret(in rect: Rect, labelWidth: Int? = nil) -> (x: Int, y: Int) {
        editor.caretPosition(
            in: FieldChrome(label: label, width: rect.width, labelWidth: labelWidth).input(of: rect))
    }

    /// Puts the caret at the character drawn at column `x` (a click), or the end past the text.
    public mutating func placeCaret(atColumn x: Int, in rect: Rect, labelWidth: Int? = nil) {
        let chrome = FieldChrome(label: label, width: rect.width, labelWidth: labelWidth)
        editor.placeCaret(atColumn: x, in: chrome.input(of: rect))
    }

    /// Where the first line of its error is when drawn in `rect` (nil without an error).
    public func errorStart(in rect: Rect, labelWidth: Int? = nil) -> (x: Int, y: Int)? {
        guard error != nil else { return nil }
        let errors = FieldChrome(label: label, width: rect.width, labelWidth: labelWidth).errors(of: rect)
        return (errors.x, errors.y)
    }
}

/// Where a field's parts go in its rect, the same for every field.
///
/// The label sits left of the input on one row when the label column leaves the input
/// `narrowestInput` columns (a longer answer scrolls in it), so the row the terminal's cursor is
/// on names the field: a screen reader that speaks the cursor's line says `Email` when focus
/// arrives there, and a longer language's labels cost no extra rows. A label
/// too long for that (a PAM prompt such as `One-time password (OATH) for 'alice': `) goes on the
/// row above. The error rows are under it, the field's whole width (a message wraps as little as
/// it can, and its row says only the message).
struct FieldChrome {
    let label: String
    /// The field's width.
    let width: Int
    /// Where the input starts, counted from the field's left edge: 0 with the label above.
    let inputColumn: Int

    /// `labelWidth`: the widest label among the sheet's fields (this label's own when nil).
    init(label: String, width: Int, labelWidth: Int?) {
        self.label = label
        self.width = width
        let column = (labelWidth ?? Self.width(of: label)) + 2
        inputColumn = width - column >= Self.narrowestInput ? column : 0
    }

    /// The fewest columns an input keeps beside its label.
    static let narrowestInput = 12

    /// The display width of `label` as drawn.
    static func width(of label: String) -> Int { DisplayWidth.of(TextSanitizer.displayable(label)) }

    private var isBeside: Bool { inputColumn > 0 }

    /// What the row under the input shows: the error, else the note (a new password's strength
    /// meter), else nothing (the row stays, as the gap under the field).
    static func message(error: String?, note: Label?) -> Label? {
        if let error { return Label(error, role: .error) }
        return note.flatMap { $0.text.isEmpty ? nil : $0 }
    }

    /// The input row (with the label, beside it) or rows (label above), and the message rows
    /// (`message(error:note:)`).
    func height(message: Label?) -> Int {
        let messageRows = message?.height(forWidth: width) ?? 1
        return (isBeside ? 1 : 2) + max(1, messageRows)
    }

    func input(of rect: Rect) -> Rect {
        Rect(
            x: rect.x + inputColumn, y: rect.y + (isBeside ? 0 : 1), width: rect.width - inputColumn,
            height: 1)
    }

    func errors(of rect: Rect) -> Rect {
        let top = isBeside ? 1 : 2
        return Rect(x: rect.x, y: rect.y + top, width: rect.width, height: max(0, rect.height - top))
    }

    func render(
        message: Label?, into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool,
        input: (inout Canvas, Rect, CellStyle) -> Void
    ) {
        let labelStyle = theme[focused ? .text : .dimText]
        let labelClip = isBeside ? Rect(x: rect.x, y: rect.y, width: inputColumn, height: 1) : rect
        canvas.draw(label, x: rect.x, y: rect.y, style: labelStyle, clip: labelClip.intersection(rect))
        input(&canvas, self.input(of: rect).intersection(rect), theme[focused ? .focusedField : .field])
        let errorRect = errors(of: rect)
        if let message, errorRect.height > 0 { message.render(into: &canvas, in: errorRect, theme: theme) }
    }
}
