import AuthDomain

/// A ready login for any program's own screen: the host shows only to a signed-in person. The
/// gate is the host's `Authenticatable` (a remembered session signs in at once: auto-login), its
/// navigator presents the built-in loading screen and login flow over the embedded account
/// store, and `screen` is the guarded host to run (`FullScreen.run(gate.screen)`).
///
/// ```swift
/// let gate = try LoginGate(host: myScreen)       // accounts in ~/.local/share/authtui
/// exit(FullScreen.run(gate.screen) { _ in gate.start() })
/// ```
@MainActor
public final class LoginGate: Authenticatable {
    public let service: AccountService
    public let navigator = AuthNavigator()
    /// What the gate started (sign-ins, the loading steps): `await work.settled()` waits for it.
    public let work = PendingWork()
    /// The host with the navigator's screens over it.
    public let screen: GuardedScreen
    public let loginFlow: LoginFlowScreen
    /// Who is signed in, once someone is.
    public private(set) var account: Account?
    /// Called when someone signs in (by the flow or a remembered session) and when they log out.
    public var onAccountChange: (@MainActor (Account?) -> Void)?

    private let loading: LoadingPresenter?
    private let remembersSession: Bool
    private var startedPresentation: Int?

    /// - Parameters:
    ///   - host: what a signed-in person sees.
    ///   - service: the accounts; nil opens the embedded store in `dataDirectory`.
    ///   - dataDirectory: nil is `$XDG_DATA_HOME/authtui`, else `~/.local/share/authtui`.
    ///   - showsLoading: a loading screen first (it checks the connection), or the login at once.
    ///   - remembersSession: a remembered session signs in without asking (false: always ask).
    ///   - session: whose remembered session (by default the Unix user's, or under sshd with
    ///     `ExposeAuthInfo` the client key's: see `SessionScope`).
    public init(
        host: any ScreenView, service: AccountService? = nil, dataDirectory: String? = nil,
        showsLoading: Bool = true, remembersSession: Bool = true,
        session: SessionScope = .from(environment: ProcessEnvironment.current)
    ) throws(AccountError) {
        self.remembersSession = remembersSession
        let directory =
            dataDirectory ?? LaunchOptions.defaultDataDirectory(environment: ProcessEnvironment.current)
        let service =
            if let service { service } else {
                try AccountService.openAndWait(
                    store: .embedded(dataDirectory: directory), dataDirectory: directory, session: session)
            }
        self.service = service
        let probe = ConnectivityProbe.checking(service)
        let link = GateLink()
        let presenter = AuthFlowPresenter(service: service, probe: probe) { account in
            await link.gate?.signedIn(account)
        }
        loginFlow = LoginFlowScreen(presenter: presenter, work: work)
        var screens: [String: any ScreenView] = ["Login": loginFlow]
        navigator.loginScreenID = "Login"
        if showsLoading {
            let loading = LoadingPresenter(
                title: "Welcome", navigator: navigator,
                steps: [.init(label: "Checking the connection") { _ = await probe.check() }],
                finishingLabel: "Restoring your session", showsProgress: true)
            self.loading = loading
            navigator.loadingScreenID = "Loading"
            screens["Loading"] = LoadingScreen(presenter: loading)
        } else {
            loading = nil
        }
        screen = GuardedScreen(host: host, navigator: navigator, screens: screens)
        navigator.delegate = self
        link.gate = self
        navigator.onSceneChange = { [unowned self] scene in self.sceneChanged(scene) }
    }

    /// The host appears: decide between auto-login, the loading screen and the login flow.
    public func start() {
        loginFlow.presenter.checkConnectionEarly()
        work.start { [navigator] in try? await navigator.startAuthentication() }
    }

    /// Logs out (the remembered session is revoked) and shows the login flow again.
    public func logOut() {
        work.start { [self] in
            try? await service.signOut()
            account = nil
            onAccountChange?(nil)
            try? navigator.logout(presentLoading: false)
        }
    }

    public func shouldLogin() async -> Bool {
        guard remembersSession, let restored = try? await service.restoreSession() else { return true }
        account = restored
        onAccountChange?(restored)
        return false
    }

    public func willReturnFromLoginActions(success: Bool) {}

    private func signedIn(_ account: Account) async {
        self.account = account
        onAccountChange?(account)
        try? await navigator.finishLogin(success: true)
    }

    /// A loading screen runs its steps when it appears; the login flow starts afresh each showing.
    private func sceneChanged(_ scene: NavigatorScene) {
        guard let active = scene.activeScreen, startedPresentation != active.id else { return }
        startedPresentation = active.id
        if active.role == .loading, let loading {
            work.start { await loading.run(presentation: active.id) }
        } else if active.role == .login {
            let presenter = loginFlow.presenter
            presenter.reset()
            work.start { await presenter.retry() }
        }
    }
}

/// How the flow's presenter, built before the gate exists, reaches it.
@MainActor
private final class GateLink {
    weak var gate: LoginGate?
}
