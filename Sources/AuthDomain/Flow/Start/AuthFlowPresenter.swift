/// The presenter of the Start screen and its three sheets (Sign-in, Password, Registration), one
/// presenter for the four as in the ancestor, so email and password carry from sheet to sheet.
///
/// Views turn key presses into these intents and render `state`; the presenter validates with
/// `AccountRules`, calls the `AccountService`, and tells the router when someone is signed in.
/// Intents are `async`: a view fires them in a task and keeps animating; a submit while one is
/// running is ignored (no double sign-in).
@MainActor
public final class AuthFlowPresenter {
    public private(set) var state = AuthFlowState() {
        didSet { if state != oldValue { onChange?(state) } }
    }
    public var onChange: (@MainActor (AuthFlowState) -> Void)?

    private let service: AccountService
    private let probe: ConnectivityProbe
    private let onSignedIn: @MainActor (Account) async -> Void
    private var pendingNotice: String?

    public init(
        service: AccountService, probe: ConnectivityProbe,
        onSignedIn: @escaping @MainActor (Account) async -> Void
    ) {
        self.service = service
        self.probe = probe
        self.onSignedIn = onSignedIn
    }

    /// Forgets every sheet, value and error: the Start screen is shown afresh (then `retry()`
    /// runs its connection check). A notice posted just before is kept for this showing.
    public func reset() {
        state = AuthFlowState()
        state.notice = pendingNotice
        pendingNotice = nil
    }

    /// A one-line notice for the next showing of the Start screen.
    public func post(notice: String) {
        pendingNotice = notice
    }

    /// The connection check: when the Start screen appears, and on `Retry` (no limit).
    public func retry() async {
        await checkConnection()
    }

    private func checkConnection() async {
        state.connection = .checking
        switch await probe.check() {
        case .online: state.connection = .online
        case .offline(let reason): state.connection = .offline(reason: reason.description)
        }
    }

    /// `SIGN IN / REGISTER`: opens the sign-in sheet (only once the connection check passed).
    public func openSignIn() {
        guard state.connection == .online, state.steps.isEmpty else { return }
        state.steps = [.signIn]
    }

    /// `Next` on the sign-in sheet.
    public func submitEmail(_ email: String) {
        guard state.topStep == .signIn else { return }
        if let error = AccountRules.validateEmail(email) {
            state.fieldErrors[.signIn] = [.email: error.message]
            return
        }
        state.fieldErrors[.signIn] = nil
        state.email = AccountRules.trimmedEmail(email)
        state.steps.append(.password)
    }

    /// `Log in` on the password sheet.
    public func logIn(password: String) async {
        guard state.topStep == .password, !state.isBusy else { return }
        if password.isEmpty {
            state.fieldErrors[.password] = [.password: FieldError(field: .password, reason: .empty).message]
            return
        }
        state.fieldErrors[.password] = nil
        state.formErrors[.password] = nil
        state.isBusy = true
        do {
            let account = try await service.signIn(email: state.email, password: password)
            state.isBusy = false
            await onSignedIn(account)
        } catch {
            state.isBusy = false
            show(error, on: .password)
        }
    }

    /// `Create account` on the password sheet: checks the new-password rules, then opens the
    /// registration sheet with email and password filled in.
    public func createAccount(password: String) {
        guard state.topStep == .password, !state.isBusy else { return }
        if let error = AccountRules.validateNewPassword(password, email: state.email) {
            state.fieldErrors[.password] = [.password: error.message]
            return
        }
        state.fieldErrors[.password] = nil
        state.formErrors[.password] = nil
        state.passwordForRegistration = password
        state.fieldErrors[.registration] = nil
        state.formErrors[.registration] = nil
        state.steps.append(.registration)
    }

    /// `Register` on the registration sheet. Shows every field's error at once (each under its
    /// field), so nothing traps focus.
    public func register(email: String, password: String, username: String) async {
        guard state.topStep == .registration, !state.isBusy else { return }
        var errors: [AccountField: String] = [:]
        if let error = AccountRules.validateEmail(email) { errors[.email] = error.message }
        if let error = AccountRules.validateUsername(username) { errors[.username] = error.message }
        if let error = AccountRules.validateNewPassword(
            password, email: AccountRules.trimmedEmail(email), username: username)
        {
            errors[.password] = error.message
        }
        state.formErrors[.registration] = nil
        guard errors.isEmpty else {
            state.fieldErrors[.registration] = errors
            return
        }
        state.fieldErrors[.registration] = nil
        state.isBusy = true
        do {
            let account = try await service.signUp(
                email: email, password: password, username: username.isEmpty ? nil : username)
            state.isBusy = false
            state.passwordForRegistration = nil
            await onSignedIn(account)
        } catch {
            state.isBusy = false
            show(error, on: .registration)
        }
    }

    /// Esc: closes the top sheet (back one step). Ignored while busy.
    public func back() {
        guard !state.isBusy, let step = state.steps.popLast() else { return }
        state.fieldErrors[step] = nil
        state.formErrors[step] = nil
        if step == .registration { state.passwordForRegistration = nil }
    }

    private func show(_ error: AccountError, on step: AuthStep) {
        if let field = error.field {
            state.fieldErrors[step, default: [:]][field] = error.message
        } else {
            state.formErrors[step] = error.message
        }
    }
}
