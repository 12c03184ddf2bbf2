/// The text of one input field and where its caret is, as plain data.
///
/// The caret counts `Character`s (0…count), never bytes, so it can never sit inside an accented
/// letter or an emoji.
public struct FieldText: Equatable, Sendable {
    public var text: String
    public var cursor: Int

    /// `text` with the caret at its end.
    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
    }
}

/// What a sheet's person has done to it so far: each field's text and caret, which control has
/// focus, and the error under each field. It belongs to the flow's state (the presenter owns
/// it), never to widgets: a view builds its sheet from a `Form` on every frame and hands the
/// edited `Form` back as an intent.
public struct Form: Equatable, Sendable {
    /// Field id → its text.
    public var fields: [String: FieldText]
    /// The id of the focused field or button; nil lets the sheet choose (its first empty field).
    public var focus: String?
    /// Field id → the message under it.
    public var errors: [String: String]
    /// A message (a field's error, or the sheet's own status) has just appeared and no key has
    /// been pressed since: the terminal's cursor sits on its first line, so a screen reader or a
    /// braille display that follows the cursor reads it; the next key takes the cursor back to
    /// what has focus.
    public var hasUnreadMessage: Bool

    public init(
        fields: [String: FieldText] = [:], focus: String? = nil, errors: [String: String] = [:],
        hasUnreadMessage: Bool = false
    ) {
        self.fields = fields
        self.focus = focus
        self.errors = errors
        self.hasUnreadMessage = hasUnreadMessage
    }

    /// The text of field `id` ("" when it has none).
    public func text(_ id: String) -> String { fields[id]?.text ?? "" }

    /// Replaces field `id`'s text, caret at the end.
    public mutating func set(_ id: String, to text: String) { fields[id] = FieldText(text) }

    /// Takes `edited` (a sheet's form after a key): its texts and focus. An error clears as soon
    /// as the field it concerns is edited, so an old message never sits under new text; any
    /// message has been read by then.
    public mutating func accept(_ edited: Form) {
        hasUnreadMessage = false
        for (id, value) in edited.fields where fields[id]?.text != value.text {
            errors[id] = nil
        }
        fields.merge(edited.fields) { $1 }
        focus = edited.focus
    }

    /// Shows `errors` and moves focus to the first of `order` that has one, so typing goes
    /// straight back into it; the first of them is unread until the next key.
    public mutating func show(errors: [String: String], order: [String]) {
        self.errors = errors
        hasUnreadMessage = !errors.isEmpty
        if let first = order.first(where: { errors[$0] != nil }) { focus = first }
    }
}
