import AuthNavigation
import AuthText

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
            items: [.label(Label(message)), .buttons([Button(button)])],
            defaultButton: button, preferredWidth: 44)
    }
}

/// A question with a safe and a destructive answer, optionally with fields (the delete
/// confirmation asks for the password).
///
/// The safe button (`Cancel`) comes first. Without fields it is also the default, so a stray
/// Enter cancels; with fields, what is typed is the confirmation, so Enter in the last field
/// presses the destructive button (the button itself must still be chosen on purpose from the
/// keyboard: focus starts in the field).
public struct Confirm: Hashable, Sendable {
    public var id: String
    public var title: String
    public var message: String
    public var fields: [Sheet.Item]
    public var cancel: String
    public var confirm: String
    public var cancelID: String
    public var confirmID: String
    /// The sheet's one line for progress and messages, under the buttons as on every sheet; nil
    /// for a question that has none.
    public var status: Label?
    /// The safe button's label unless another is given.
    public static let cancelLabel = Message("choice.cancel", "Cancel")

    public init(
        id: String, title: String, message: String, fields: [Sheet.Item] = [],
        cancel: String = Confirm.cancelLabel.text,
        confirm: String, cancelID: String? = nil, confirmID: String? = nil, status: Label? = nil
    ) {
        self.status = status
        self.id = id
        self.title = title
        self.message = message
        self.fields = fields
        self.cancel = cancel
        self.confirm = confirm
        self.cancelID = cancelID ?? cancel
        self.confirmID = confirmID ?? confirm
    }

    public var sheet: Sheet { filledSheet(nil) }

    /// The sheet, with what was typed into its fields.
    public func filledSheet(_ form: Form?) -> Sheet {
        let hasFields = fields.contains {
            switch $0 {
            case .field, .secureField: true
            default: false
            }
        }
        return Sheet(
            id: id, title: title,
            items: [.label(Label(message))] + fields + [
                .buttons([Button(cancel, id: cancelID), Button(confirm, id: confirmID, isDestructive: true)])
            ] + (status.map { [.label($0)] } ?? []),
            defaultButton: hasFields ? confirmID : cancelID, preferredWidth: 48, form: form)
    }
}
