/// What the secret page shows beside its own navigator's screens.
public struct SecretsState: Equatable, Sendable {
    /// The secret codes are visible: the password was re-entered since the last
    /// `Authenticate again` or log out (as in the ancestor, leaving with `Back` keeps it).
    public var isUnlocked = false
    /// `Authenticate again` is usable only while unlocked (as in the ancestor's demo).
    public var canAuthenticateAgain: Bool { isUnlocked && !isBusy }
    /// Inline error under the `Secret login` password field.
    public var loginError: String?
    public var isBusy = false

    public init() {}
}

/// The presenter of the secret page: a second host with its own navigator over a host region.
/// Its loading screen (`Authentication in progress`) re-checks the session; its login screen
/// (`Secret login`) asks for the password again (`Show me!`). `Back` stays usable throughout.
@MainActor
public final class SecretsPresenter {
    public private(set) var state = SecretsState() {
        didSet { if state != oldValue { onChange?(state) } }
    }
    public var onChange: (@MainActor (SecretsState) -> Void)?

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
        state.loginError = nil
    }

    /// Whether the page must ask for the password: not yet unlocked, or the session is gone.
    func mustLogin() async -> Bool {
        let account = try? await service.restoreSession()
        if account == nil { state.isUnlocked = false }
        return !(state.isUnlocked && account != nil)
    }

    /// `Show me!` on the `Secret login` sheet.
    public func showMe(password: String) async {
        // Only while the page shows its login (a left page keeps its screens but not its overlay).
        guard !state.isBusy, navigator.scene.activeScreen?.role == .login, navigator.scene.overlay != nil
        else { return }
        state.isBusy = true
        state.loginError = nil
        let visit = self.visit
        do {
            try await service.confirmPassword(password)
            state.isBusy = false
            guard visit == self.visit else { return }
            try? await navigator.finishLogin(success: true)
        } catch {
            state.isBusy = false
            guard visit == self.visit else { return }
            state.loginError = error.message
        }
    }

    /// `Authenticate again`: locks the page and runs this navigator's loading screen again
    /// (`logout(presentLoading: true)` on this navigator only).
    public func authenticateAgain() {
        guard state.canAuthenticateAgain else { return }
        state.isUnlocked = false
        try? navigator.logout(presentLoading: true)
    }

    /// `Back`: leaves the page (its navigator stops; the home host appears again).
    public func back() async {
        visit += 1
        state.loginError = nil
        await onBack()
    }
}
