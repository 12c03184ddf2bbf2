/// The sheets of the login flow, in the order they stack over the Start screen.
public enum AuthStep: Hashable, Sendable {
    /// `Email` + `Next`.
    case signIn
    /// `Password` + `Log in` / `Create account`.
    case password
    /// `Email`, `Password`, `Username (optional)` + `Register`.
    case registration
}

/// Whether the Start screen may offer the flow: the connection check's last result.
public enum ConnectionState: Hashable, Sendable {
    case checking
    case online
    /// `Check your connection`, with the one-line reason.
    case offline(reason: String)
}

/// Everything the Start screen and its sheets show, as data (the VIPER ViewState).
///
/// Errors live per step and per field so a view shows each under its field; `formError` holds
/// at most one message per sheet (a failed sign-in says `Wrong email or password` once, it never
/// stacks copies as the ancestor's label did).
public struct AuthFlowState: Equatable, Sendable {
    public var connection: ConnectionState = .checking
    /// Open sheets, bottom to top.
    public var steps: [AuthStep] = []
    /// The email given on the sign-in sheet (pre-fills the registration sheet).
    public var email = ""
    /// The password given on the password sheet, kept only to pre-fill the registration sheet.
    public var passwordForRegistration: String?
    public var fieldErrors: [AuthStep: [AccountField: String]] = [:]
    public var formErrors: [AuthStep: String] = [:]
    /// A sign-in or sign-up is running: the sheet shows a busy state and ignores submits.
    public var isBusy = false
    /// One line about something that went wrong before the Start screen appeared (e.g. the
    /// remembered session could not be revoked at log out).
    public var notice: String?

    public init() {}

    public var topStep: AuthStep? { steps.last }

    public func error(_ field: AccountField, on step: AuthStep) -> String? { fieldErrors[step]?[field] }
}
