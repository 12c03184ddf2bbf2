import AuthDomain
import AuthTUI

/// A console greeter's login, ready to run (`authtui greet`): any authenticator's conversation
/// over a backdrop, opened at once (a greeter has nothing else to offer), no account store and no
/// remembered session (the sessions are the display manager's), the machine's name and the time
/// on the first row.
///
/// ```swift
/// let greeter = Greeter(authenticator: GreetdAuthenticator(settings: …))
/// exit(FullScreen.run(greeter.screen) { _ in greeter.start() })
/// ```
@MainActor
public final class Greeter {
    public let login: LoginGuard
    /// What the greeter started: `await work.settled()` waits for it.
    public let work = PendingWork()
    public let loginFlow: LoginFlowScreen
    public let screen: GreeterScreen

    /// The keys a greeter runs with: quit still works but is not offered, since greetd starts
    /// the greeter again at once (the person would only see the screen blink).
    public static let keyMap = KeyMap.standard.notHinting(.quit)

    private let clock: any WallClock
    private var ticking: Task<Void, Never>?

    /// - Parameters:
    ///   - settings: the region, the overlay colour and whether screens fade are taken; a greeter
    ///     never shows a loading screen, never remembers a session and always opens the
    ///     conversation.
    ///   - hostName: the machine's name on the first row.
    ///   - clock: the time on the first row.
    public init(
        authenticator: any Authenticator, settings: LoginGuard.Settings = LoginGuard.Settings(),
        hostName: String = GreeterScreen.machineName, clock: any WallClock = SystemWallClock()
    ) {
        self.clock = clock
        var settings = settings
        settings.showsLoading = false
        settings.remembersSession = false
        settings.opensConversation = true
        // No store to check: the greeter is online as soon as it runs.
        login = LoginGuard(
            authenticator: authenticator,
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            settings: settings, work: work)
        loginFlow = LoginFlowScreen(presenter: login.auth, work: work)
        loginFlow.behindSheets = .startScreenWithoutButton
        let guarded = GuardedScreen(
            host: Backdrop(), navigator: login.navigator, screens: [ScreenID.start: loginFlow])
        screen = GreeterScreen(login: guarded, hostName: hostName, time: clock.now())
    }

    isolated deinit { ticking?.cancel() }

    /// Who is signed in, once someone is.
    public var identity: Identity? { login.identity }

    /// The login shows, its first step open, and the clock starts: the screen's time is set
    /// again at each new minute (each setting wakes the loop for one frame).
    public func start() {
        work.start { [login] in await login.start() }
        ticking?.cancel()
        ticking = Task { [clock, screen] in
            while !Task.isCancelled {
                let now = clock.now()
                try? await Task.sleep(for: .seconds(60 - now.truncatingRemainder(dividingBy: 60) + 0.05))
                screen.time = clock.now()
            }
        }
    }

    /// What the login covers: the theme's background.
    private final class Backdrop: ScreenView {
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            ScreenFrame(canvas: context.blank(size))
        }

        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }
}
