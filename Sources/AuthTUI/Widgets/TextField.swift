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

    /// Label, input and error rows: three, or more when the error wraps at `width`.
    public func height(forWidth width: Int) -> Int { FieldChrome.height(error: error, width: width) }

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
    public func render(into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool) {
        FieldChrome.render(
            label: label, error: error, into: &canvas, in: rect, theme: theme, focused: focused
        ) { canvas, row, style in
            editor.draw(into: &canvas, in: row, style: style, showsCaret: focused && theme.drawsCaretCell)
        }
    }

    /// Where the caret is when the field is drawn in `rect`.
    public func caret(in rect: Rect) -> (x: Int, y: Int) {
        editor.caretPosition(in: FieldChrome.inputRow(of: rect))
    }

    /// Puts the caret at the character drawn at column `x` (a click), or the end past the text.
    public mutating func placeCaret(atColumn x: Int, in rect: Rect) {
        editor.placeCaret(atColumn: x, in: FieldChrome.inputRow(of: rect))
    }
}

/// The parts every field shares: label row, input row, error rows.
enum FieldChrome {
    static func inputRow(of rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
    }

    static func height(error: String?, width: Int) -> Int {
        2 + max(1, error.map { Label($0, role: .error).height(forWidth: width) } ?? 1)
    }

    static func render(
        label: String, error: String?, into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool,
        input: (inout Canvas, Rect, CellStyle) -> Void
    ) {
        let labelStyle = theme[focused ? .text : .dimText]
        canvas.draw(label, x: rect.x, y: rect.y, style: labelStyle, clip: rect)
        let row = inputRow(of: rect).intersection(rect)
        input(&canvas, row, theme[focused ? .focusedField : .field])
        if let error, rect.height >= 3 {
            Label(error, role: .error).render(
                into: &canvas, in: Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2),
                theme: theme)
        }
    }
}
