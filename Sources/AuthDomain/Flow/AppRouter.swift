/// Which host is on screen.
public enum AppRoute: Equatable, Sendable {
    /// The home host (full screen): logged-in content behind the home navigator.
    case home
    /// The secret page: a second host whose navigator covers only its region.
    case secret
}

/// The screen identifiers the navigators present; views are looked up by these.
public enum ScreenID {
    public static let start = "Start"
    public static let loading = "Loading"
    public static let secretLoading = "SecretLoading"
    public static let secretLogin = "SecretLogin"
}

/// The router of the login app: owns the home host's guard (its navigator, loading screen and
/// login conversation) and the secret page's navigator, and switches hosts. Presenters ask it to
/// move on (signed in, signed out, open or leave the secret page); it asks the navigators, which
/// decide what covers which host. Headless: tests drive it without a terminal.
@MainActor
public final class AppRouter {
    public private(set) var route: AppRoute = .home
    /// Everything the app started and has not finished; views start presenter operations here
    /// too, so `settled()` waits for all of it.
    public let work = PendingWork()

    /// The home host's login: the same composition `authtui login` and embedders use.
    public let home: LoginGuard
    public let secretNavigator: AuthNavigator
    public let loggedIn: LoggedInPresenter
    public let secrets: SecretsPresenter
    public let secretLoading: LoadingPresenter

    private let secretHost: SecretHost

    public var homeNavigator: AuthNavigator { home.navigator }
    public var auth: AuthFlowPresenter { home.auth }
    /// The home host's loading screen (nil in basic mode).
    public var loading: LoadingPresenter? { home.loading }

    /// Wires presenters, hosts and navigators (called by `AppModules.build`). Presenters reach
    /// the router through `link`, set once the router exists.
    init(
        service: AccountService, authenticator: (any Authenticator)?, probe: ConnectivityProbe,
        settings: AppModules.Settings, secretNavigator: AuthNavigator
    ) {
        let link = RouterLink()
        // The account store's people and an OpenID provider's have remembered sessions; PAM's,
        // greetd's and a program's do not.
        home = LoginGuard(
            service: service, authenticator: authenticator, probe: probe,
            settings: LoginGuard.Settings(
                showsLoading: settings.advancedMode,
                remembersSession: authenticator?.remembersSignIns ?? true,
                hostRegion: settings.hostRegion, overlayColor: settings.overlayColor, fades: settings.fades),
            work: work)
        self.secretNavigator = secretNavigator
        loggedIn = LoggedInPresenter(
            service: service,
            onSignedOut: { problem, farewell in
                await link.router?.signedOut(problem: problem, farewell: farewell)
            },
            onOpenSecretPage: { await link.router?.openSecretPage() })
        secrets = SecretsPresenter(service: service, navigator: secretNavigator) {
            await link.router?.closeSecretPage()
        }
        secretLoading = LoadingPresenter(
            title: Message("secret.loading", "Authentication in progress").text, navigator: secretNavigator,
            steps: [],
            finishingLabel: Message("secret.loading.checking", "Checking your session").text,
            showsProgress: false,
            // Long enough to be read where screens fade; nothing to wait for where they do not.
            minimumSeconds: settings.fades ? 3 * AuthNavigator.defaultAnimationDuration : 0)
        secretHost = SecretHost()
        secretHost.presenter = secrets
        secretNavigator.delegate = secretHost
        link.router = self
        // Weak: the navigators' closures may outlive the router (a task still finishing).
        home.onIdentityChange = { [weak self] identity in
            guard let self, let identity else { return }
            loggedIn.show(identity)
            work.start { [loggedIn] in await loggedIn.readTwoFactor() }
        }
        secretNavigator.onSceneChange = { [weak self] scene in self?.secretSceneChanged(scene) }
    }

    /// The app starts: the home host appears.
    public func start() async {
        await home.start()
    }

    /// Returns when every operation the app started (and what those started) has finished.
    public func settled() async {
        await work.settled()
    }

    /// The secret page's loading screen runs when it is presented; its login begins when that is.
    private func secretSceneChanged(_ scene: NavigatorScene) {
        guard let active = scene.activeScreen else { return }
        switch active.role {
        case .loading: work.start { [secretLoading] in await secretLoading.run(presentation: active.id) }
        case .login: work.start { [secrets] in await secrets.loginShown() }
        }
    }

    private func signedOut(problem: String?, farewell: String?) async {
        if route == .secret { await closeSecretPage() }
        secrets.unlock(false)
        await home.signedOut(problem: problem, farewell: farewell)
    }

    private func openSecretPage() async {
        guard route == .home else { return }
        homeNavigator.stopAuthentication()
        route = .secret
        try? await secretNavigator.startAuthentication()
    }

    private func closeSecretPage() async {
        guard route == .secret else { return }
        secretNavigator.stopAuthentication()
        route = .home
        try? await homeNavigator.startAuthentication()
    }
}

/// How presenters built before the router reach it (a weak back-reference, set once).
@MainActor
private final class RouterLink {
    weak var router: AppRouter?
}

/// Builds the app's modules (VIPER's ModuleBuilder): presenters, hosts, navigators and router,
/// from the account service and the launch settings.
public enum AppModules {
    /// The navigators' settings taken from the command line.
    public struct Settings: Sendable {
        public var advancedMode = true
        public var hostRegion: Rect?
        public var overlayColor: RGBColor?
        /// Whether the navigators' screens fade (as long as the screen's fades); false: at once
        /// (the line mode, tests without a terminal). See `LoginGuard.Settings.fades`.
        public var fades = true

        public init(
            advancedMode: Bool = true, hostRegion: Rect? = nil, overlayColor: RGBColor? = nil,
            fades: Bool = true
        ) {
            self.advancedMode = advancedMode
            self.hostRegion = hostRegion
            self.overlayColor = overlayColor
            self.fades = fades
        }
    }

    /// - Parameter authenticator: who decides at the Start screen; nil is the account store.
    @MainActor
    public static func build(
        service: AccountService, authenticator: (any Authenticator)? = nil, probe: ConnectivityProbe,
        settings: Settings
    ) -> AppRouter {
        let secret = AuthNavigator()
        secret.loginScreenID = ScreenID.secretLogin
        secret.loadingScreenID = ScreenID.secretLoading
        secret.overlayColor = settings.overlayColor
        secret.animationDuration = settings.fades ? nil : 0
        return AppRouter(
            service: service, authenticator: authenticator, probe: probe, settings: settings,
            secretNavigator: secret)
    }
}
