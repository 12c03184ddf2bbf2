/// A message with one button: the sheet for errors such as `Check your connection`.
///
/// Esc closes it like its button does, so an alert can never trap the user.
public struct Alert: Hashable, Sendable {
    public var id: String
    public var title: String
    public var message: String
    public var button: String

    public init(id: String, title: String, message: String, button: String = "OK") {
        self.id = id
        self.title = title
        self.message = message
        self.button = button
    }

    public var sheet: Sheet {
        Sheet(
            id: id, title: title,
            items: [.label(Label(message, id: "message")), .buttons([Button(button)])],
            defaultButton: button, preferredWidth: 44)
    }
}

/// A question with a safe and a destructive answer, optionally with fields (the delete
/// confirmation asks for the password).
///
/// The safe button (`Cancel`) comes first and is the default: a stray Enter, or Enter from the
/// last field, cancels; the destructive one must be chosen on purpose.
public struct Confirm: Hashable, Sendable {
    public var id: String
    public var title: String
    public var message: String
    public var fields: [Sheet.Item]
    public var cancel: String
    public var confirm: String

    public init(
        id: String, title: String, message: String, fields: [Sheet.Item] = [], cancel: String = "Cancel",
        confirm: String
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.fields = fields
        self.cancel = cancel
        self.confirm = confirm
    }

    public var sheet: Sheet {
        Sheet(
            id: id, title: title,
            items: [.label(Label(message, id: "message"))] + fields + [
                .buttons([Button(cancel), Button(confirm, isDestructive: true)])
            ],
            defaultButton: cancel, preferredWidth: 48)
    }
}
