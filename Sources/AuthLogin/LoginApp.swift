import AuthDomain
import AuthTUI

/// The login app (`authtui`) as one view, built on the same public pieces an embedding program
/// uses: the home host (`Hi, <username>`) guarded by the home navigator with the built-in
/// loading screen and login flow, and the secret page with its own navigator over its region.
/// It only chooses which of the two is on screen; the router decides.
@MainActor
public final class LoginApp: ScreenView {
    public let router: AppRouter
    /// The Start screen and its sheets (set `loginFlow.picture` when the picture arrives).
    public let loginFlow: LoginFlowScreen
    private let home: GuardedScreen
    private let secret: SecretPageScreen

    public init(router: AppRouter) {
        self.router = router
        loginFlow = LoginFlowScreen(presenter: router.auth, work: router.work)
        var screens: [String: any ScreenView] = [ScreenID.start: loginFlow]
        if let loading = router.loading { screens[ScreenID.loading] = LoadingScreen(presenter: loading) }
        home = GuardedScreen(
            host: LoggedInScreen(presenter: router.loggedIn, work: router.work),
            navigator: router.homeNavigator, screens: screens)
        secret = SecretPageScreen(
            presenter: router.secrets, navigator: router.secretNavigator, loading: router.secretLoading,
            work: router.work)
    }

    /// The home host appears (the navigator decides what covers it).
    public func start() {
        router.work.start { [router] in await router.start() }
    }

    private var current: any ScreenView {
        switch router.route {
        case .home: home
        case .secret: secret
        }
    }

    public var isSettling: Bool { current.isSettling }

    public func reconcile(size: TerminalSize, context: ScreenContext) {
        current.reconcile(size: size, context: context)
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        current.render(size: size, context: context)
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        current.handle(key, size: size, context: context)
    }
}
