/// One host guarded by the login: its navigator, the loading screen's presenter and the login
/// conversation's, and the auto-login decision. The login app's home host, `authtui login`,
/// `authtui run` and every embedding program are composed by this one type, so they share the
/// screen ids, the titles and the rules (a remembered session signs in at once; a refused one is
/// said once on the Start screen; the conversation starts afresh each showing).
///
/// It is the navigator's delegate; headless, so tests drive it without a terminal.
@MainActor
public final class LoginGuard: Authenticatable {
    /// The loading screen's one check.
    static let checkingConnection = Message("loading.checking-connection", "Checking the connection")
    /// What the host's owner chooses; each default is the product's and is owned here.
    public struct Settings: Sendable {
        /// A loading screen first (it checks the connection), or the login at once.
        public var showsLoading = true
        /// A remembered session signs in without asking (false: always ask).
        public var remembersSession = true
        /// The loading screen's title.
        public var loadingTitle = Message("loading.welcome", "Welcome to authtui").text
        public var hostRegion: Rect?
        public var overlayColor: RGBColor?
        /// Whether the navigator's screens fade in and out, as long as everything on screen fades
        /// (`FullScreen.Options.fadeSeconds`); false presents and removes them at once, for a
        /// renderer that draws no fades (the line mode) or a test without a terminal.
        public var fades = true
        /// The conversation's first step opens as soon as the login shows, with no Start screen
        /// button to press first (a greeter, `authtui login` and `run`, where logging in is the
        /// only thing to do).
        public var opensConversation = false

        public init(
            showsLoading: Bool = true, remembersSession: Bool = true,
            loadingTitle: String = Message("loading.welcome", "Welcome to authtui").text,
            hostRegion: Rect? = nil, overlayColor: RGBColor? = nil,
            fades: Bool = true, opensConversation: Bool = false
        ) {
            self.showsLoading = showsLoading
            self.remembersSession = remembersSession
            self.loadingTitle = loadingTitle
            self.hostRegion = hostRegion
            self.overlayColor = overlayColor
            self.fades = fades
            self.opensConversation = opensConversation
        }
    }

    public let navigator = AuthNavigator()
    public let auth: AuthFlowPresenter
    /// Nil in basic mode (no loading screen).
    public let loading: LoadingPresenter?
    /// Who is signed in, once someone is.
    public private(set) var identity: Identity?
    /// Called when someone signs in (by the conversation or a remembered session) and when
    /// they are signed out.
    public var onIdentityChange: (@MainActor (Identity?) -> Void)?

    /// Nil when the authenticator is not the account store's and no store is open (a greeter).
    private let service: AccountService?
    private let work: PendingWork
    private let settings: Settings
    /// The login presentation the conversation last started for, so it starts once per showing.
    private var startedPresentation: Int?

    /// - Parameters:
    ///   - authenticator: who decides; nil is the built-in accounts of `service`.
    ///   - work: where the guard starts what it runs (loading steps, connection checks).
    public convenience init(
        service: AccountService, authenticator: (any Authenticator)? = nil, probe: ConnectivityProbe,
        settings: Settings = Settings(), work: PendingWork
    ) {
        self.init(
            store: service, authenticator: authenticator ?? AccountAuthenticator(service: service),
            probe: probe,
            settings: settings, work: work)
    }

    /// A guard with no account store at all: `authenticator` decides, and nothing is remembered
    /// by the guard (a greeter, whose sessions are greetd's).
    public convenience init(
        authenticator: any Authenticator, probe: ConnectivityProbe, settings: Settings = Settings(),
        work: PendingWork
    ) {
        self.init(store: nil, authenticator: authenticator, probe: probe, settings: settings, work: work)
    }

    private init(
        store service: AccountService?, authenticator: any Authenticator, probe: ConnectivityProbe,
        settings: Settings, work: PendingWork
    ) {
        self.service = service
        self.work = work
        self.settings = settings
        let link = GuardLink()
        auth = AuthFlowPresenter(
            authenticator: authenticator, probe: probe
        ) { identity in await link.guard?.signedIn(identity) }
        auth.opensAtOnce = settings.opensConversation
        navigator.loginScreenID = ScreenID.start
        navigator.hostRegion = settings.hostRegion
        navigator.overlayColor = settings.overlayColor
        navigator.animationDuration = settings.fades ? nil : 0
        if settings.showsLoading {
            navigator.loadingScreenID = ScreenID.loading
            loading = LoadingPresenter(
                title: settings.loadingTitle, navigator: navigator,
                steps: [
                    .init(label: Self.checkingConnection.text) {
                        _ = await probe.check()
                    }
                ],
                finishingLabel: Message("loading.restoring", "Restoring your session").text,
                showsProgress: true)
        } else {
            loading = nil
        }
        navigator.delegate = self
        link.guard = self
        // Weak: the navigator may outlive its guard while a task it started finishes.
        navigator.onSceneChange = { [weak self] scene in self?.sceneChanged(scene) }
    }

    /// The host appears: auto-login, the loading screen or the login conversation.
    public func start() async {
        work.start { [auth] in await auth.checkConnectionEarly() }
        try? await navigator.startAuthentication()
    }

    /// The person is signed out (the store's session already ended): the authenticator that
    /// signed them in ends what it holds for them (an OpenID provider's grant), then the login
    /// shows again, with `problem` (or the authenticator's) on the Start screen if there was one.
    public func signedOut(problem: String? = nil, farewell: String? = nil) async {
        var problem = problem
        if let identity {
            let notEnded = await auth.authenticator.signOut(identity)
            problem = problem ?? notEnded
        }
        if let problem {
            auth.post(notice: problem)
        } else if let farewell {
            auth.post(notice: farewell, isProblem: false)
        }
        identity = nil
        onIdentityChange?(nil)
        try? navigator.logout(presentLoading: false)
    }

    /// Ends the remembered session, then shows the login again (a session the store could not
    /// revoke is said on the Start screen).
    public func logOut() async {
        var problem: String?
        do {
            try await service?.signOut()
        } catch {
            problem = Message(
                "host.session-not-revoked", "Logged out here, but the session could not be revoked: %1$s")(
                    error.message)
        }
        await signedOut(problem: problem)
    }

    public func shouldLogin() async -> Bool {
        guard settings.remembersSession, let service else { return true }
        switch await RememberedLogin.signIn(service: service, authenticator: auth.authenticator) {
        case .logIn(let refusal):
            if let refusal { auth.post(notice: refusal.message) }
            return true
        case .signedIn(let restored):
            auth.forgetEarlyCheck()
            identity = restored
            onIdentityChange?(restored)
            return false
        }
    }

    public func willReturnFromLoginActions(success: Bool) {}

    private func signedIn(_ identity: Identity) async {
        // Remembered for the next start even when this one asked (`--ask`), as the store's own
        // sign-ins are; PAM's, greetd's and a program's never.
        if auth.authenticator.remembersSignIns, let service {
            await RememberedLogin.remember(identity, in: service)
        }
        self.identity = identity
        onIdentityChange?(identity)
        try? await navigator.finishLogin(success: true)
    }

    /// A loading screen runs its steps when it appears; the conversation starts afresh each showing.
    private func sceneChanged(_ scene: NavigatorScene) {
        guard let active = scene.activeScreen else { return }
        if active.role == .loading, let loading {
            work.start { await loading.run(presentation: active.id) }
        } else if active.role == .login, startedPresentation != active.id {
            startedPresentation = active.id
            auth.reset()
            // A conversation that opens at once opens when the check passes (`opensAtOnce`).
            work.start { [auth] in await auth.retry() }
        }
    }
}

/// How the conversation's presenter, built before the guard exists, reaches it.
@MainActor
private final class GuardLink {
    weak var `guard`: LoginGuard?
}
