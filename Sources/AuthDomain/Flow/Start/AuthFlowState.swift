/// The sheets of the login flow, in the order they stack over the Start screen.
public enum AuthStep: Hashable, Sendable {
    /// `Email` + `Next`.
    case signIn
    /// `Password` + `Log in` / `Create account`.
    case password
    /// `Email`, `Password`, `Username (optional)` + `Register`.
    case registration
    /// `Code` + `Verify`: the second factor after a right password, when it is on.
    case code

    /// The fields the step's sheet shows, in reading order.
    public var fields: [AccountField] {
        switch self {
        case .signIn: [.email]
        case .password: [.password]
        case .registration: [.email, .password, .username]
        case .code: [.code]
        }
    }
}

/// Whether the Start screen may offer the flow: the connection check's last result.
public enum ConnectionState: Hashable, Sendable {
    case checking
    case online
    /// `Check your connection`, with the one-line reason.
    case offline(reason: String)
}

/// Everything the Start screen and its sheets show, as data (the VIPER ViewState), including
/// what has been typed: views draw it and hand edits back, they keep no copy.
///
/// One form serves every sheet, so email and password carry from sheet to sheet (the password
/// typed on the Password sheet is the one the Registration sheet shows). Its errors and focus are
/// the top sheet's; each sheet below keeps the focus it had when the next one opened, and gets it
/// back on Esc. A failed sign-in says `Wrong email or password` once (`message`), it never stacks
/// copies as the ancestor's label did.
public struct AuthFlowState: Equatable, Sendable {
    public var connection: ConnectionState = .checking
    /// Open sheets, bottom to top.
    public internal(set) var steps: [AuthStep] = []
    /// Field texts (keyed by `AccountField.rawValue`), the top sheet's focus and field errors.
    public internal(set) var form = Form()
    /// The focus each sheet below the top one had when the next opened.
    public internal(set) var focusBelow: [String?] = []
    /// The email the sign-in sheet accepted (trimmed): the Password sheet shows it.
    public internal(set) var email = ""
    /// The top sheet's message that concerns no single field (`Wrong email or password`).
    public internal(set) var message: String?
    /// A sign-in or sign-up is running: the sheet shows a busy state and ignores submits and Esc.
    public internal(set) var isBusy = false
    /// One line about something that went wrong before the Start screen appeared (e.g. the
    /// remembered session could not be revoked at log out).
    public internal(set) var notice: String?
    /// The Registration sheet's strength meter: zxcvbn's estimate of the password as typed,
    /// with the email and username as known words (nil while it is empty or the sheet is closed).
    public internal(set) var newPasswordStrength: PasswordStrength?

    public init() {}

    public var topStep: AuthStep? { steps.last }

    /// The form to draw `step`'s sheet with: the shared texts, and focus and errors if it is on top.
    public func form(for step: AuthStep) -> Form {
        guard let index = steps.firstIndex(of: step), index < steps.count - 1 else { return form }
        return Form(fields: form.fields, focus: focusBelow[index])
    }

    /// The error under `field` on the top sheet.
    public func error(_ field: AccountField) -> String? { form.errors[field.rawValue] }
}
