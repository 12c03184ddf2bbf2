import AuthNavigation

/// A password input: one mask glyph per `Character`, Ctrl-W clears everything before the cursor
/// (so word boundaries never show), and no way to copy the value out through the screen.
///
/// The typed text leaves the field only through `value` (for submission) and `fieldText` (to
/// and from the flow's `Form`); `description` and reflection show the mask, so a stray
/// `print(field)` or a test failure message never leaks it. Call `clear()` once the value has
/// been submitted.
public struct SecureField: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The glyph shown for each character.
    public static let mask: Character = "•"

    public var id: String
    public var label: String
    private var editor: LineEditor
    public var error: String?
    /// Shown under the input while there is no error: a new password's strength meter.
    public var note: Label?

    /// The most a secret field takes unless told: long enough that no passphrase a person types
    /// is silently cut (an authenticator with a rule of its own passes its `Prompt.maxLength`).
    public static let defaultMaxLength = 1024

    public init(_ label: String, id: String? = nil, maxLength: Int = SecureField.defaultMaxLength) {
        self.id = id ?? label
        self.label = label
        self.editor = LineEditor(maxLength: maxLength, keepsTextAsTyped: true)
    }

    /// The typed password, for submission only.
    public var value: String { editor.text }
    /// How many characters are typed (what the mask shows).
    public var count: Int { editor.characters.count }
    public var cursor: Int { editor.cursor }
    public var isEmpty: Bool { editor.characters.isEmpty }
    /// Rows for the input and its error (or note), as a `TextField`'s.
    public func height(forWidth width: Int, labelWidth: Int? = nil) -> Int {
        FieldChrome(label: label, width: width, labelWidth: labelWidth).height(
            message: FieldChrome.message(error: error, note: note))
    }

    /// The text and caret, as a `Form` holds them (for submission and the flow's state only).
    public var fieldText: FieldText {
        get { editor.fieldText }
        set { editor.fieldText = newValue }
    }

    public var description: String { "SecureField(\(label): \(String(repeating: Self.mask, count: count)))" }
    public var customMirror: Mirror { Mirror(self, children: ["label": label, "count": count]) }

    public mutating func handle(_ key: Key, keyMap: KeyMap = .standard) -> Bool {
        editor.handle(key, keyMap: keyMap, wholeFieldWords: true)
    }

    /// Empties the field (after submitting, or when the sheet closes).
    public mutating func clear() { editor.clear() }

    public func render(
        into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool, labelWidth: Int? = nil
    ) {
        FieldChrome(label: label, width: rect.width, labelWidth: labelWidth).render(
            message: FieldChrome.message(error: error, note: note), into: &canvas, in: rect, theme: theme,
            focused: focused
        ) { canvas, row, style in
            editor.draw(
                into: &canvas, in: row, style: style, showsCaret: focused && theme.drawsCaretCell,
                mask: Self.mask)
        }
    }

    public func caret(in rect: Rect, labelWidth: Int? = nil) -> (x: Int, y: Int) {
        let chrome = FieldChrome(label: label, width: rect.width, labelWidth: labelWidth)
        return editor.caretPosition(in: chrome.input(of: rect), mask: Self.mask)
    }

    /// Puts the caret at the mask glyph drawn at column `x` (a click), or the end past them.
    public mutating func placeCaret(atColumn x: Int, in rect: Rect, labelWidth: Int? = nil) {
        let chrome = FieldChrome(label: label, width: rect.width, labelWidth: labelWidth)
        editor.placeCaret(atColumn: x, in: chrome.input(of: rect), mask: Self.mask)
    }

    /// Where the first line of its error is when drawn in `rect` (nil without an error).
    public func errorStart(in rect: Rect, labelWidth: Int? = nil) -> (x: Int, y: Int)? {
        guard error != nil else { return nil }
        let errors = FieldChrome(label: label, width: rect.width, labelWidth: labelWidth).errors(of: rect)
        return (errors.x, errors.y)
    }
}
