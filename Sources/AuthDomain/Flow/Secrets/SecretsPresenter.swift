/// What the secret page shows beside its own navigator's screens.
public struct SecretsState: Equatable, Sendable {
    /// The secret codes are visible: the password was re-entered since the last
    /// `Authenticate again` or log out (as in the ancestor, leaving with `Back` keeps it).
    public internal(set) var isUnlocked = false
    /// `Authenticate again` is usable only while unlocked (as in the ancestor's demo).
    public var canAuthenticateAgain: Bool { isUnlocked && !isBusy }
    /// The `Secret login` sheet's password and the error under it; emptied whenever the page
    /// is unlocked, locked again or left, so every showing starts empty.
    public internal(set) var loginForm = Form()
    public internal(set) var isBusy = false

    /// The codes shown while unlocked: new ones for every unlock.
    public internal(set) var codes: [String] = []
    /// Focus is on `Back` (the page's left column) rather than on the right-hand sheet.
    public internal(set) var backHasFocus = false
    /// The account has two-factor authentication on: `Secret login` asks for a code too.
    public internal(set) var needsCode = false

    /// The `Secret login` sheet's field id.
    public static let passwordField = AccountField.password.rawValue

    public var loginError: String? { loginForm.errors[Self.passwordField] }

    public init() {}
}

/// The presenter of the secret page: a second host with its own navigator over a host region.
/// Its loading screen (`Authentication in progress`) re-checks the session; its login screen
/// (`Secret login`) asks for the password again (`Show me!`). `Back` stays usable throughout.
@MainActor
public final class SecretsPresenter {
    public private(set) var state = SecretsState()

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
        state.loginForm = Form()
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
        state.needsCode = (try? await service.hasSecondFactor()) ?? false
        if account == nil {
            state.isUnlocked = false
            state.codes = []
        }
        return !(state.isUnlocked && account != nil)
    }

    /// The `Secret login` form after a key.
    public func editLogin(_ form: Form) {
        guard !state.isBusy else { return }
        state.loginForm.accept(form)
    }

    /// Types the password into `Secret login`, as a person would (for headless drivers).
    public func fillLoginPassword(_ password: String) {
        var form = state.loginForm
        form.set(SecretsState.passwordField, to: password)
        editLogin(form)
    }

    /// `Show me!` on the `Secret login` sheet. Returns once the password was checked.
    public func showMe() async {
        // Only while the page shows its login (a left page keeps its screens but not its overlay).
        guard !state.isBusy, navigator.scene.activeScreen?.role == .login, navigator.scene.overlay != nil
        else { return }
        let field = SecretsState.passwordField
        let password = state.loginForm.text(field)
        let code = state.needsCode ? state.loginForm.text(AccountField.code.rawValue) : nil
        state.isBusy = true
        state.loginForm.errors = [:]
        let visit = self.visit
        do {
            try await service.confirmIdentity(password: password, code: code)
            state.isBusy = false
            guard visit == self.visit else { return }
            try? await navigator.finishLogin(success: true)
        } catch {
            state.isBusy = false
            guard visit == self.visit else { return }
            // A wrong code goes under the code; anything else under the password.
            let wrong = error == .wrongCode ? AccountField.code.rawValue : field
            state.loginForm.set(wrong, to: "")
            state.loginForm.show(errors: [wrong: error.message], order: [field, AccountField.code.rawValue])
        }
    }

    /// `Authenticate again`: locks the page and runs this navigator's loading screen again
    /// (`logout(presentLoading: true)` on this navigator only).
    public func authenticateAgain() {
        guard state.canAuthenticateAgain else { return }
        state.isUnlocked = false
        state.codes = []
        state.loginForm = Form()
        try? navigator.logout(presentLoading: true)
    }

    /// `Back`: leaves the page (its navigator stops; the home host appears again).
    public func back() async {
        visit += 1
        state.loginForm = Form()
        state.backHasFocus = false
        await onBack()
    }
}
