/// The built-in accounts as a login conversation: `Email`, then `Password`, then the two-factor
/// code when the factor is on; `Create account` branches to registration.
///
/// Every rule lives in `AccountRules` and `AccountService` (the claimed-attempt throttle, the
/// dummy verify, `Wrong email or password` for an unknown email and a wrong password alike, the
/// code claimed like a password, the session created only after the last step); this type only
/// says which step comes next. It keeps the email it accepted and a pending two-factor
/// challenge, never a password: registration is handed the one just typed as the field's text.
@MainActor
public final class AccountAuthenticator: Authenticator {
    /// The name an `Identity` from here carries (`--print json` prints it).
    public nonisolated static let name = "accounts"

    /// The steps' ids (also the sheets' ids, which fades and screenshots key on).
    public enum StepID {
        public static let signIn = "signIn"
        public static let password = "password"
        public static let registration = "registration"
        public static let code = "code"
    }

    /// The choices' ids.
    public enum ChoiceID {
        public static let next = "next"
        public static let logIn = "logIn"
        public static let createAccount = "createAccount"
        public static let register = "register"
        public static let verify = "verify"
    }

    public let service: AccountService
    /// The Start screen's button.
    nonisolated static let startButton = Message("accounts.start", "SIGN IN / REGISTER")
    public var startLabel: String { Self.startButton.text }
    /// The store's own sessions.
    public var remembersSignIns: Bool { true }
    /// The sign-in step's title.
    nonisolated static let signInTitle = Message("accounts.sign-in.title", "Sign in or register")
    /// The sign-in step's button.
    nonisolated static let next = Message("accounts.next", "Next")
    /// The password step's button that signs in.
    nonisolated static let logInLabel = Message("accounts.log-in", "Log in")
    /// The registration step's title.
    nonisolated static let registrationTitle = Message("accounts.registration.title", "One more step")
    /// The registration step's username field's label.
    nonisolated static let usernameLabel = Message("accounts.username", "Username (optional)")
    /// The email field's label.
    nonisolated static let emailLabel = Message("prompt.email", "Email")
    /// The password field's label, and the password step's title.
    nonisolated static let passwordLabel = Message("prompt.password", "Password")

    /// The email the sign-in step accepted (trimmed).
    private var email = ""
    /// A right password waiting for its code.
    private var challenge: SecondFactorChallenge?

    public init(service: AccountService) {
        self.service = service
    }

    public func begin() async -> ConversationTurn {
        email = ""
        challenge = nil
        return .ask(signInStep())
    }

    public func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        switch (stepID, reply.choice) {
        case (StepID.signIn, ChoiceID.next): return submitEmail(reply)
        case (StepID.password, ChoiceID.logIn): return await logIn(reply)
        case (StepID.password, ChoiceID.createAccount): return createAccount(reply)
        case (StepID.registration, ChoiceID.register): return await register(reply)
        case (StepID.code, ChoiceID.verify): return await submitCode(reply)
        default: return await back(from: stepID)
        }
    }

    public func back(from stepID: String) async -> ConversationTurn {
        switch stepID {
        case StepID.code:
            challenge = nil
            return .ask(passwordStep())
        case StepID.registration: return .ask(passwordStep())
        case StepID.password: return .ask(signInStep())
        default: return .cancelled
        }
    }

    // MARK: Steps

    private func signInStep() -> ConversationStep {
        ConversationStep(
            id: StepID.signIn, title: Self.signInTitle.text,
            lines: [
                .info(
                    Message("accounts.sign-in.why", "We need your email to find or create your account.").text
                )
            ],
            prompts: [emailPrompt()],
            choices: [Choice(id: ChoiceID.next, label: Self.next.text)])
    }

    private func passwordStep(password: String? = nil) -> ConversationStep {
        ConversationStep(
            id: StepID.password, title: Self.passwordLabel.text, lines: [.info(email)],
            prompts: [passwordPrompt(.secret, value: password)],
            choices: [
                Choice(
                    id: ChoiceID.logIn, label: Self.logInLabel.text,
                    busyLabel: Message("choice.checking", "Checking").text),
                Choice(
                    id: ChoiceID.createAccount,
                    label: Message("accounts.create-account", "Create account").text),
            ])
    }

    private func registrationStep(password: String) -> ConversationStep {
        ConversationStep(
            id: StepID.registration, title: Self.registrationTitle.text,
            prompts: [
                emailPrompt(value: email), passwordPrompt(.newSecret, value: password),
                Prompt(
                    id: AccountField.username.rawValue,
                    label: Self.usernameLabel.text,
                    maxLength: AccountRules.usernameMaximumLength),
            ],
            choices: [
                Choice(
                    id: ChoiceID.register, label: Message("accounts.register", "Register").text,
                    busyLabel: Message("accounts.creating", "Creating your account").text)
            ])
    }

    private func codeStep(code: String? = nil) -> ConversationStep {
        ConversationStep(
            id: StepID.code, title: Message("accounts.code.title", "Two-factor code").text,
            lines: [
                .info(
                    Message(
                        "accounts.code.why",
                        "Enter the 6-digit code from your authenticator app, or a recovery code."
                    ).text)
            ],
            prompts: [
                Prompt(
                    id: AccountField.code.rawValue, label: Message("prompt.code", "Code").text, maxLength: 24,
                    value: code)
            ],
            choices: [
                Choice(
                    id: ChoiceID.verify, label: Message("accounts.verify", "Verify").text,
                    busyLabel: Message("choice.checking", "Checking").text)
            ])
    }

    private func emailPrompt(value: String? = nil) -> Prompt {
        Prompt(
            id: AccountField.email.rawValue, label: Self.emailLabel.text,
            maxLength: AccountRules.emailMaximumLength,
            value: value)
    }

    private func passwordPrompt(_ kind: Prompt.Kind, value: String?) -> Prompt {
        Prompt(
            id: AccountField.password.rawValue, label: Self.passwordLabel.text,
            kind: kind,
            maxLength: AccountRules.passwordMaximumLength, value: value)
    }

    // MARK: Answers

    private func submitEmail(_ reply: Reply) -> ConversationTurn {
        let typed = reply[AccountField.email.rawValue]
        if let error = AccountRules.validateEmail(typed) {
            return .ask(signInStep(), StepFeedback(errors: [error.field.rawValue: error.message]))
        }
        email = AccountRules.trimmedEmail(typed)
        return .ask(passwordStep())
    }

    private func logIn(_ reply: Reply) async -> ConversationTurn {
        let password = reply[AccountField.password.rawValue]
        if password.isEmpty {
            return .ask(
                passwordStep(), fieldFeedback(FieldError(field: .password, reason: .empty)))
        }
        do {
            switch try await service.beginSignIn(email: email, password: password) {
            case .signedIn(let account):
                return .signedIn(Identity(account: account, notice: await service.lastSignInNotice))
            case .needsCode(let challenge):
                self.challenge = challenge
                return .ask(codeStep())
            }
        } catch {
            if let field = error.field {
                return .ask(passwordStep(), StepFeedback(errors: [field.rawValue: error.message]))
            }
            // The next try starts from an empty password, with the caret in it.
            return .ask(
                passwordStep(password: ""),
                StepFeedback(message: error.message, focus: AccountField.password.rawValue))
        }
    }

    private func createAccount(_ reply: Reply) -> ConversationTurn {
        let password = reply[AccountField.password.rawValue]
        if let error = AccountRules.validateNewPassword(password, email: email) {
            return .ask(passwordStep(), fieldFeedback(error))
        }
        return .ask(registrationStep(password: password))
    }

    /// Every field's error at once (each under its field), focus on the first.
    private func register(_ reply: Reply) async -> ConversationTurn {
        let typedEmail = reply[AccountField.email.rawValue]
        let password = reply[AccountField.password.rawValue]
        let username = reply[AccountField.username.rawValue]
        var errors: [String: String] = [:]
        if let error = AccountRules.validateEmail(typedEmail) { errors[error.field.rawValue] = error.message }
        if let error = AccountRules.validateUsername(username) {
            errors[error.field.rawValue] = error.message
        }
        if let error = AccountRules.validateNewPassword(
            password, email: AccountRules.trimmedEmail(typedEmail), username: username)
        {
            errors[error.field.rawValue] = error.message
        }
        let step = registrationStep(password: password)
        var unchanged = step
        for index in unchanged.prompts.indices { unchanged.prompts[index].value = nil }
        guard errors.isEmpty else { return .ask(unchanged, StepFeedback(errors: errors)) }
        do {
            let account = try await service.signUp(
                email: typedEmail, password: password, username: username.isEmpty ? nil : username)
            return .signedIn(Identity(account: account))
        } catch {
            if let field = error.field {
                return .ask(unchanged, StepFeedback(errors: [field.rawValue: error.message]))
            }
            return .ask(unchanged, StepFeedback(message: error.message))
        }
    }

    /// A wrong code empties the field and puts the caret back in it.
    private func submitCode(_ reply: Reply) async -> ConversationTurn {
        guard let challenge else { return .ask(passwordStep()) }
        let code = reply[AccountField.code.rawValue]
        if code.isEmpty {
            return .ask(
                codeStep(),
                StepFeedback(
                    errors: [
                        AccountField.code.rawValue: Message(
                            "accounts.code.empty", "Type the code from your authenticator app"
                        ).text
                    ]))
        }
        do {
            let account = try await service.completeSignIn(challenge, code: code)
            self.challenge = nil
            return .signedIn(Identity(account: account, notice: await service.lastSignInNotice))
        } catch {
            if case .tooManyAttempts = error {
                return .ask(codeStep(code: ""), StepFeedback(message: error.message))
            }
            return .ask(codeStep(code: ""), StepFeedback(errors: [AccountField.code.rawValue: error.message]))
        }
    }

    private func fieldFeedback(_ error: FieldError) -> StepFeedback {
        StepFeedback(errors: [error.field.rawValue: error.message])
    }
}
