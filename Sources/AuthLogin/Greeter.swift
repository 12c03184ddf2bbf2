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
    /// Reads Caps Lock and Num Lock (nil where the terminal cannot tell).
    private let readLights: @MainActor () -> KeyboardLights?
    /// False once the terminal could not tell: it never will (an xterm does not become a console).
    private var lightsReadable = true
    /// Reads the lights every half second while a secret is asked; nil otherwise.
    private var watchingLights: Task<Void, Never>?
    /// How often the lights are read while a secret is asked: Caps Lock is a key the console
    /// keeps to itself (no character arrives), so only reading again shows its change.
    static let lightsInterval: Duration = .milliseconds(500)

    /// - Parameters:
    ///   - settings: the region, the overlay colour and whether screens fade are taken; a greeter
    ///     never shows a loading screen, never remembers a session and always opens the
    ///     conversation.
    ///   - hostName: the machine's name on the first row.
    ///   - clock: the time on the first row.
    ///   - keyboardLights: reads Caps Lock and Num Lock, for the password's warning: the console
    ///     on standard input (`KeyboardLights.read`) unless told.
    public init(
        authenticator: any Authenticator, settings: LoginGuard.Settings = LoginGuard.Settings(),
        hostName: String = GreeterScreen.machineName, clock: any WallClock = SystemWallClock(),
        keyboardLights: @escaping @MainActor () -> KeyboardLights? = { KeyboardLights.read(descriptor: 0) }
    ) {
        self.clock = clock
        self.readLights = keyboardLights
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
        screen.sheetFrames = { [loginFlow, navigator = login.navigator] size, context in
            let body = Rect(width: size.width, height: size.height)
            let region = (navigator.scene.region ?? body).intersection(body)
            return loginFlow.sheetFrames(
                size: TerminalSize(width: region.width, height: region.height), context: context
            )
            .map { Rect(x: $0.x + region.x, y: $0.y + region.y, width: $0.width, height: $0.height) }
        }
        screen.keyArrived = { [weak self] in self?.keyArrived() }
    }

    isolated deinit {
        ticking?.cancel()
        watchingLights?.cancel()
    }

    /// Who is signed in, once someone is.
    public var identity: Identity? { login.identity }

    /// The login shows, its first step open, and the clock starts: the screen's time is set
    /// again at each new minute (each setting wakes the loop for one frame).
    public func start() {
        work.start { [login] in await login.start() }
        // `--user`: the first step may already ask for a password.
        Task { [weak self, work] in
            await work.settled()
            self?.readLightsIfAsked()
        }
        ticking?.cancel()
        ticking = Task { [clock, screen] in
            while !Task.isCancelled {
                let now = clock.now()
                try? await Task.sleep(for: .seconds(60 - now.truncatingRemainder(dividingBy: 60) + 0.05))
                screen.time = clock.now()
            }
        }
    }

    /// A key arrived: the lights are read now (Num Lock's key, or letters typed in capitals), and
    /// again once what the key started has settled, which may have opened a password's step.
    private func keyArrived() {
        readLightsIfAsked()
        Task { [weak self, work] in
            await work.settled()
            self?.readLightsIfAsked()
        }
    }

    /// While the top step asks for a secret, the lights are read and given to the login (read
    /// again every `lightsInterval` until the step asks no more); otherwise they are forgotten and
    /// nothing is read, so a greeter waiting for a user name does nothing at all.
    private func readLightsIfAsked() {
        guard lightsReadable, loginFlow.asksForSecret else {
            watchingLights?.cancel()
            watchingLights = nil
            if loginFlow.keyboardLights != nil { loginFlow.keyboardLights = nil }
            return
        }
        guard let lights = readLights() else {
            lightsReadable = false
            loginFlow.keyboardLights = nil
            return
        }
        if loginFlow.keyboardLights != lights { loginFlow.keyboardLights = lights }
        guard watchingLights == nil else { return }
        watchingLights = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.lightsInterval)
                guard !Task.isCancelled, let self else { return }
                self.readLightsIfAsked()
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
