import AuthDomain
import AuthTUI

/// A ready login for any program's own screen: the host shows only to a signed-in person. It
/// draws a `LoginGuard` (the same composition the login app's home host uses: a remembered
/// session signs in at once, the built-in loading screen and login conversation otherwise) over
/// the host; `screen` is the guarded host to run (`FullScreen.run(gate.screen)`).
///
/// ```swift
/// let gate = try LoginGate(host: myScreen)       // accounts in ~/.local/share/authtui
/// exit(FullScreen.run(gate.screen) { _ in gate.start() })
/// ```
@MainActor
public final class LoginGate {
    public let service: AccountService
    /// The navigator, the loading and login presenters, and who is signed in.
    public let login: LoginGuard
    /// What the gate started (sign-ins, the loading steps): `await work.settled()` waits for it.
    public let work = PendingWork()
    /// The host with the navigator's screens over it.
    public let screen: GuardedScreen
    public let loginFlow: LoginFlowScreen

    public var navigator: AuthNavigator { login.navigator }
    /// Who is signed in, once someone is.
    public var identity: Identity? { login.identity }
    /// Called when someone signs in (by the conversation or a remembered session) and when they
    /// log out.
    public var onIdentityChange: (@MainActor (Identity?) -> Void)? {
        get { login.onIdentityChange }
        set { login.onIdentityChange = newValue }
    }

    /// - Parameters:
    ///   - host: what a signed-in person sees.
    ///   - service: the accounts; nil opens the embedded store in `dataDirectory`.
    ///   - authenticator: who decides; nil is the built-in accounts of `service`.
    ///   - dataDirectory: nil is `$XDG_DATA_HOME/authtui`, else `~/.local/share/authtui`.
    ///   - settings: loading screen or not, remembered sessions, title, region, colour, fades.
    ///   - session: whose remembered session (by default the Unix user's, or under sshd with
    ///     `ExposeAuthInfo` the client key's: see `SessionScope`).
    public init(
        host: any ScreenView, service: AccountService? = nil, authenticator: (any Authenticator)? = nil,
        dataDirectory: String? = nil, settings: LoginGuard.Settings = LoginGuard.Settings(),
        session: SessionScope = .from(environment: ProcessEnvironment.current)
    ) throws(AccountError) {
        let directory =
            dataDirectory ?? DataDirectory.defaultPath(environment: ProcessEnvironment.current)
        let service =
            if let service { service } else {
                try AccountService.openAndWait(
                    store: .embedded(dataDirectory: directory), dataDirectory: directory, session: session)
            }
        self.service = service
        login = LoginGuard(
            service: service, authenticator: authenticator, probe: ConnectivityProbe.checking(service),
            settings: settings, work: work)
        loginFlow = LoginFlowScreen(presenter: login.auth, work: work)
        var screens: [String: any ScreenView] = [ScreenID.start: loginFlow]
        if let loading = login.loading { screens[ScreenID.loading] = LoadingScreen(presenter: loading) }
        screen = GuardedScreen(host: host, navigator: login.navigator, screens: screens)
    }

    /// The host appears: decide between auto-login, the loading screen and the login flow.
    public func start() {
        work.start { [login] in await login.start() }
    }

    /// Logs out (the remembered session is revoked) and shows the login flow again.
    public func logOut() {
        work.start { [login] in await login.logOut() }
    }
}
