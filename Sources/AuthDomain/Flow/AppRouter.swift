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

/// The router of the login app: owns the two navigators and switches hosts. Presenters ask it to
/// move on (signed in, signed out, open or leave the secret page); it asks the navigators, which
/// decide what covers which host. Headless: tests drive it without a terminal.
@MainActor
public final class AppRouter {
    public private(set) var route: AppRoute = .home
    /// Everything the app started and has not finished; views start presenter operations here
    /// too, so `settled()` waits for all of it.
    public let work = PendingWork()

    public let homeNavigator: AuthNavigator
    public let secretNavigator: AuthNavigator
    public let auth: AuthFlowPresenter
    public let loading: LoadingPresenter
    public let loggedIn: LoggedInPresenter
    public let secrets: SecretsPresenter
    public let secretLoading: LoadingPresenter

    private let homeHost: HomeHost
    private let secretHost: SecretHost
    /// The Start presentation the login flow last appeared for, so it appears once per showing.
    private var startPresentation: Int?

    /// Wires presenters, hosts and navigators (called by `AppModules.build`). Presenters reach
    /// the router through `link`, set once the router exists.
    init(
        service: AccountService, probe: ConnectivityProbe, homeNavigator: AuthNavigator,
        secretNavigator: AuthNavigator
    ) {
        let link = RouterLink()
        self.homeNavigator = homeNavigator
        self.secretNavigator = secretNavigator
        auth = AuthFlowPresenter(service: service, probe: probe) { account in
            await link.router?.signedIn(account)
        }
        loggedIn = LoggedInPresenter(
            service: service,
            onSignedOut: { problem in await link.router?.signedOut(problem: problem) },
            onOpenSecretPage: { await link.router?.openSecretPage() })
        secrets = SecretsPresenter(service: service, navigator: secretNavigator) {
            await link.router?.closeSecretPage()
        }
        loading = LoadingPresenter(
            title: "Welcome to authtui", navigator: homeNavigator,
            steps: [.init(label: "Checking the connection") { _ = await probe.check() }],
            finishingLabel: "Restoring your session", showsProgress: true)
        secretLoading = LoadingPresenter(
            title: "Authentication in progress", navigator: secretNavigator, steps: [],
            finishingLabel: "Checking your session", showsProgress: false,
            minimumSeconds: 3 * secretNavigator.animationDuration)
        homeHost = HomeHost(
            service: service, onAccount: { account in link.router?.loggedIn.show(account) },
            onRefusal: { refusal in link.router?.auth.post(notice: refusal.message) })
        secretHost = SecretHost()
        secretHost.presenter = secrets
        homeNavigator.delegate = homeHost
        secretNavigator.delegate = secretHost
        link.router = self
        homeNavigator.onSceneChange = { [unowned self] scene in self.sceneChanged(scene, home: true) }
        secretNavigator.onSceneChange = { [unowned self] scene in self.sceneChanged(scene, home: false) }
    }

    /// The app starts: the home host appears.
    public func start() async {
        auth.checkConnectionEarly()
        try? await homeNavigator.startAuthentication()
    }

    /// Returns when every operation the app started (and what those started) has finished.
    public func settled() async {
        await work.settled()
    }

    /// Starts what a newly presented screen runs: a loading screen's steps, the Start screen's
    /// connection check.
    private func sceneChanged(_ scene: NavigatorScene, home: Bool) {
        if let active = scene.activeScreen {
            if active.role == .loading {
                let presenter: LoadingPresenter = home ? loading : secretLoading
                work.start { await presenter.run(presentation: active.id) }
            } else if home, startPresentation != active.id {
                startPresentation = active.id
                auth.reset()
                work.start { await self.auth.retry() }
            }
        }
    }

    private func signedIn(_ account: Account) async {
        loggedIn.show(account)
        try? await homeNavigator.finishLogin(success: true)
    }

    private func signedOut(problem: String?) async {
        if let problem { auth.post(notice: problem) }
        if route == .secret { await closeSecretPage() }
        secrets.unlock(false)
        try? homeNavigator.logout(presentLoading: false)
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
        public var animation: Double = 0.3

        public init(
            advancedMode: Bool = true, hostRegion: Rect? = nil, overlayColor: RGBColor? = nil,
            animation: Double = 0.3
        ) {
            self.advancedMode = advancedMode
            self.hostRegion = hostRegion
            self.overlayColor = overlayColor
            self.animation = animation
        }
    }

    @MainActor
    public static func build(service: AccountService, probe: ConnectivityProbe, settings: Settings)
        -> AppRouter
    {
        let home = AuthNavigator()
        home.loginScreenID = ScreenID.start
        home.loadingScreenID = settings.advancedMode ? ScreenID.loading : nil
        home.hostRegion = settings.hostRegion
        home.overlayColor = settings.overlayColor
        home.animationDuration = settings.animation
        let secret = AuthNavigator()
        secret.loginScreenID = ScreenID.secretLogin
        secret.loadingScreenID = ScreenID.secretLoading
        secret.overlayColor = settings.overlayColor
        secret.animationDuration = settings.animation
        return AppRouter(service: service, probe: probe, homeNavigator: home, secretNavigator: secret)
    }
}
