/// What the secret page shows beside its own navigator's screens.
public struct SecretsState: Equatable, Sendable {
    /// The secret codes are visible: the password was re-entered since the last
    /// `Authenticate again` or log out (as in the ancestor, leaving with `Back` keeps it).
    public internal(set) var isUnlocked = false
    /// `Authenticate again` is usable only while unlocked (as in the ancestor's demo).
    public var canAuthenticateAgain: Bool { isUnlocked }

    /// The codes shown while unlocked: new ones for every unlock.
    public internal(set) var codes: [String] = []
    /// Focus is on `Back` (the page's left column) rather than on the right-hand sheet.
    public internal(set) var backHasFocus = false
    /// The account has two-factor authentication on: `Secret login` asks for a code too.
    public internal(set) var needsCode = false

    public init() {}
}

/// The presenter of the secret page: a second host with its own navigator over a host region.
/// Its loading screen (`Authentication in progress`) re-checks the session; its login screen
/// (`Secret login`) asks for the password again (`Show me!`), a conversation drawn by the login's
/// own sheet renderer. `Back` stays usable throughout.
@MainActor
public final class SecretsPresenter {
    /// The title of the step that asks for the password again.
    nonisolated static let loginTitle = Message("secret.login", "Secret login")
    /// Its button.
    nonisolated static let showLabel = Message("secret.show", "Show me!")
    public private(set) var state = SecretsState()
    /// The `Secret login` step: begun afresh whenever the page must ask, so every showing
    /// starts empty.
    public let login = ConversationPresenter()

    private let service: AccountService
    private let navigator: AuthNavigator
    private let onBack: @MainActor () async -> Void
    /// Incremented when the page is left: a password check still running belongs to the old visit.
    private var visit = 0

    public init(
        service: AccountService, navigator: AuthNavigator, onBack: @escaping @MainActor () async -> Void
    ) {
        self.service = service
        self.navigator = navigator
        self.onBack = onBack
    }

    /// Called by the secret host when its navigator has decided the login is done.
    func unlock(_ success: Bool) {
        state.isUnlocked = success
        state.codes = success ? Self.freshCodes() : []
        login.reset()
    }

    private static func freshCodes() -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            (0..<4).map { _ in String(Int.random(in: 1000...9999, using: &generator)) }.joined(separator: "-")
        }
    }

    /// Tab moved focus onto `Back` (true) or into the right-hand sheet (false).
    public func focusBack(_ focused: Bool) {
        state.backHasFocus = focused
    }

    /// Whether the page must ask for the password: not yet unlocked, or the session is gone.
    func mustLogin() async -> Bool {
        let account = try? await service.checkCurrentSession()
        if account == nil {
            state.isUnlocked = false
            state.codes = []
        }
        return !(state.isUnlocked && account != nil)
    }

    /// The page's navigator shows its login screen: `Secret login` is begun afresh unless it is
    /// open (with a code when the account has two-factor authentication on now).
    public func loginShown() async {
        guard !login.state.isOpen, !login.state.isBusy else { return }
        state.needsCode = (try? await service.hasSecondFactor()) ?? false
        await login.begin(
            SecretLogin(needsCode: state.needsCode, visit: visit) { [weak self] password, code, visit in
                await self?.confirm(password: password, code: code, visit: visit) ?? .stale
            })
    }

    /// How a `Show me!` went.
    enum Confirmation {
        case unlocked
        case refused(AccountError)
        /// The page was left (or its login is no longer shown) while the password was checked.
        case stale
    }

    /// Checks the password (and code) of `Show me!`; a right one finishes the page's login.
    private func confirm(password: String, code: String?, visit: Int) async -> Confirmation {
        // Only while the page shows its login (a left page keeps its screens but not its overlay).
        guard navigator.scene.activeScreen?.role == .login, navigator.scene.overlay != nil else {
            return .stale
        }
        do {
            try await service.confirmIdentity(password: password, code: code)
            guard visit == self.visit else { return .stale }
            try? await navigator.finishLogin(success: true)
            return .unlocked
        } catch {
            guard visit == self.visit else { return .stale }
            return .refused(error)
        }
    }

    /// `Authenticate again`: locks the page and runs this navigator's loading screen again
    /// (`logout(presentLoading: true)` on this navigator only).
    public func authenticateAgain() {
        guard state.canAuthenticateAgain else { return }
        state.isUnlocked = false
        state.codes = []
        login.reset()
        try? navigator.logout(presentLoading: true)
    }

    /// `Back`: leaves the page (its navigator stops; the home host appears again).
    public func back() async {
        visit += 1
        login.reset()
        state.backHasFocus = false
        await onBack()
    }
}
/// `Secret login`: the password again (and a current code when two-factor authentication is
/// on), then `Show me!`. Esc is the page's `Back`, so the step stays until the page is left.
@MainActor
private final class SecretLogin: Conversation {
    typealias Confirm =
        @MainActor (_ password: String, _ code: String?, _ visit: Int) async -> SecretsPresenter.Confirmation

    private let step: ConversationStep
    private let needsCode: Bool
    private let visit: Int
    private let confirm: Confirm
    private let password = AccountField.password.rawValue
    private let code = AccountField.code.rawValue

    init(needsCode: Bool, visit: Int, confirm: @escaping Confirm) {
        self.needsCode = needsCode
        self.visit = visit
        self.confirm = confirm
        var prompts = [
            Prompt(
                id: password, label: AccountAuthenticator.passwordLabel.text, kind: .secret,
                maxLength: AccountRules.passwordMaximumLength,
                value: "")
        ]
        if needsCode {
            prompts.append(
                Prompt(id: code, label: Message("prompt.code", "Code").text, maxLength: 24, value: ""))
        }
        step = ConversationStep(
            id: "secretLogin", title: SecretsPresenter.loginTitle.text,
            lines: [.info(Message("secret.login.why", "Enter your password again to see the codes.").text)],
            prompts: prompts,
            choices: [
                Choice(
                    id: "show", label: SecretsPresenter.showLabel.text,
                    busyLabel: Message("choice.checking", "Checking").text)
            ])
    }

    func begin() async -> ConversationTurn { .ask(step) }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        switch await confirm(reply[password], needsCode ? reply[code] : nil, visit) {
        case .unlocked, .stale: return .ask(step)
        case .refused(let error):
            // A wrong code goes under the code, emptied; anything else under the password.
            let wrong = error == .wrongCode ? code : password
            var again = step
            for index in again.prompts.indices where again.prompts[index].id != wrong {
                again.prompts[index].value = nil
            }
            return .ask(again, StepFeedback(errors: [wrong: error.message], focus: wrong))
        }
    }

    func back(from stepID: String) async -> ConversationTurn { .ask(step) }
}
