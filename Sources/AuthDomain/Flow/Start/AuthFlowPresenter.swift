/// The presenter of the Start screen and its three sheets (Sign-in, Password, Registration), one
/// presenter for the four as in the ancestor, so email and password carry from sheet to sheet.
///
/// Views render `state` and turn keys into these intents: `edit` for typing and focus moves, the
/// submits for buttons, `back` for Esc. The presenter validates with `AccountRules`, calls the
/// `AccountService`, and tells the router when someone is signed in. Every intent that waits for
/// the service is `async` and returns once its result is in `state`; a submit while one is
/// running is ignored (no double sign-in).
@MainActor
public final class AuthFlowPresenter {
    public private(set) var state = AuthFlowState()

    private let service: AccountService
    private let probe: ConnectivityProbe
    private let onSignedIn: @MainActor (Account) async -> Void
    private var pendingNotice: String?
    /// A right password waiting for its code (the `.code` sheet is open).
    private var challenge: SecondFactorChallenge?
    /// A connection check started before the Start screen appeared (at launch), used by the
    /// screen's first check instead of asking again.
    private var earlyCheck: Task<Connectivity, Never>?

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

    /// Starts the connection check now, while the app decides what to show, so the Start screen
    /// can offer `SIGN IN / REGISTER` as soon as it appears.
    public func checkConnectionEarly() {
        let probe = probe
        earlyCheck = Task { await probe.check() }
    }

    /// The connection check: when the Start screen appears, and on `Retry` (no limit).
    public func retry() async {
        state.connection = .checking
        let early = earlyCheck
        earlyCheck = nil
        let result: Connectivity
        if let early { result = await early.value } else { result = await probe.check() }
        switch result {
        case .online: state.connection = .online
        case .offline(let reason): state.connection = .offline(reason: reason.description)
        }
    }

    /// `SIGN IN / REGISTER`: opens the sign-in sheet (only once the connection check passed).
    public func openSignIn() {
        guard state.connection == .online, state.steps.isEmpty else { return }
        push(.signIn)
    }

    /// The top sheet's form after a key (typing, caret or focus moves). Ignored while busy, so
    /// nothing changes under a running sign-in.
    public func edit(_ form: Form) {
        guard !state.isBusy, !state.steps.isEmpty else { return }
        let before = state.form.fields
        state.form.accept(form)
        if state.form.fields != before {
            state.message = nil
            estimateNewPassword()
        }
    }

    /// Re-estimates the meter (only while the Registration sheet is up: a sign-in password is
    /// nobody's business to grade).
    private func estimateNewPassword() {
        let password = state.form.text(AccountField.password.rawValue)
        guard state.topStep == .registration, !password.isEmpty else {
            state.newPasswordStrength = nil
            return
        }
        state.newPasswordStrength = PasswordStrength.estimate(
            password,
            knownWords: [
                state.form.text(AccountField.email.rawValue), state.form.text(AccountField.username.rawValue),
            ])
    }

    /// Types `text` into `field` of the top sheet, as a person would (for headless drivers).
    public func fill(_ field: AccountField, with text: String) {
        var form = state.form
        form.set(field.rawValue, to: text)
        edit(form)
    }

    /// `Next` on the sign-in sheet.
    public func submitEmail() {
        guard state.topStep == .signIn else { return }
        let email = state.form.text(AccountField.email.rawValue)
        if let error = AccountRules.validateEmail(email) {
            showErrors([.email: error.message])
            return
        }
        state.email = AccountRules.trimmedEmail(email)
        state.form.set(AccountField.email.rawValue, to: state.email)
        push(.password)
    }

    /// `Log in` on the password sheet. Returns once signed in, or with the error on the sheet.
    public func logIn() async {
        guard state.topStep == .password, !state.isBusy else { return }
        let password = state.form.text(AccountField.password.rawValue)
        if password.isEmpty {
            showErrors([.password: FieldError(field: .password, reason: .empty).message])
            return
        }
        clearErrors()
        state.isBusy = true
        do {
            let step = try await service.beginSignIn(email: state.email, password: password)
            state.isBusy = false
            switch step {
            case .signedIn(let account): await onSignedIn(account)
            case .needsCode(let challenge):
                self.challenge = challenge
                push(.code)
            }
        } catch {
            state.isBusy = false
            show(error)
        }
    }

    /// `Verify` on the code sheet: the authenticator app's current code, or a recovery code.
    /// A wrong one empties the field and puts the caret back in it.
    public func submitCode() async {
        guard state.topStep == .code, !state.isBusy, let challenge else { return }
        let code = state.form.text(AccountField.code.rawValue)
        if code.isEmpty {
            showErrors([.code: "Type the code from your authenticator app"])
            return
        }
        clearErrors()
        state.isBusy = true
        do {
            let account = try await service.completeSignIn(challenge, code: code)
            state.isBusy = false
            self.challenge = nil
            await onSignedIn(account)
        } catch {
            state.isBusy = false
            state.form.set(AccountField.code.rawValue, to: "")
            if case .tooManyAttempts = error {
                show(error)
            } else {
                showErrors([.code: error.message])
            }
        }
    }

    /// `Create account` on the password sheet: checks the new-password rules, then opens the
    /// registration sheet, which shows the same email and password.
    public func createAccount() {
        guard state.topStep == .password, !state.isBusy else { return }
        let password = state.form.text(AccountField.password.rawValue)
        if let error = AccountRules.validateNewPassword(password, email: state.email) {
            showErrors([.password: error.message])
            return
        }
        push(.registration)
    }

    /// `Register` on the registration sheet. Shows every field's error at once (each under its
    /// field) and focuses the first, so nothing traps focus.
    public func register() async {
        guard state.topStep == .registration, !state.isBusy else { return }
        let email = state.form.text(AccountField.email.rawValue)
        let password = state.form.text(AccountField.password.rawValue)
        let username = state.form.text(AccountField.username.rawValue)
        var errors: [AccountField: String] = [:]
        if let error = AccountRules.validateEmail(email) { errors[.email] = error.message }
        if let error = AccountRules.validateUsername(username) { errors[.username] = error.message }
        if let error = AccountRules.validateNewPassword(
            password, email: AccountRules.trimmedEmail(email), username: username)
        {
            errors[.password] = error.message
        }
        guard errors.isEmpty else {
            showErrors(errors)
            return
        }
        clearErrors()
        state.isBusy = true
        do {
            let account = try await service.signUp(
                email: email, password: password, username: username.isEmpty ? nil : username)
            state.isBusy = false
            await onSignedIn(account)
        } catch {
            state.isBusy = false
            show(error)
        }
    }

    /// Esc: closes the top sheet (back one step) and gives the sheet below its focus back.
    /// Ignored while busy: the sheet stays under a running request. Leaving the password behind
    /// (closing the Password sheet) forgets it.
    public func back() {
        guard !state.isBusy, let step = state.steps.popLast() else { return }
        clearErrors()
        state.form.focus = state.focusBelow.popLast() ?? nil
        if step == .password { state.form.set(AccountField.password.rawValue, to: "") }
        if step == .code {
            challenge = nil
            state.form.set(AccountField.code.rawValue, to: "")
        }
        if step == .registration { state.form.set(AccountField.username.rawValue, to: "") }
        estimateNewPassword()
    }

    private func push(_ step: AuthStep) {
        clearErrors()
        if !state.steps.isEmpty { state.focusBelow.append(state.form.focus) }
        state.steps.append(step)
        // The new sheet opens on its first empty field (the view's rule when focus is nil).
        state.form.focus = nil
        estimateNewPassword()
    }

    private func clearErrors() {
        state.form.errors = [:]
        state.message = nil
    }

    private func showErrors(_ errors: [AccountField: String]) {
        state.message = nil
        state.form.show(
            errors: Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) }),
            order: (state.topStep?.fields ?? []).map(\.rawValue))
    }

    /// A refused sign-in or sign-up: a field's error goes under it; `Wrong email or password`
    /// empties the password and puts the caret back in it for the next try.
    private func show(_ error: AccountError) {
        if let field = error.field {
            showErrors([field: error.message])
            return
        }
        state.form.errors = [:]
        state.message = error.message
        if state.topStep == .password {
            state.form.set(AccountField.password.rawValue, to: "")
            state.form.focus = AccountField.password.rawValue
        }
    }
}
