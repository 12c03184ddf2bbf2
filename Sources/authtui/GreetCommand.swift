import AuthCommandLine
import AuthDomain
import AuthGreetd
import AuthLogin
import AuthTUI

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui greet`: the greeter greetd runs on its console. It signs someone in through greetd
/// (`GreetdAuthenticator`), asks greetd to start the session, and exits so greetd starts it.
/// Exit 0 once a session is to start; 2 when not run by greetd; 130 on Ctrl-C (greetd starts the
/// greeter again).
@MainActor
enum GreetCommand {
    static func run(_ options: LaunchOptions, command: [String]) -> Int32 {
        guard let socketPath = ProcessEnvironment.current["GREETD_SOCK"], !socketPath.isEmpty else {
            writeError(
                "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see the README, "
                    + "\"Console login with greetd\")")
            return 2
        }
        SignalThread.claim()
        defer { SignalThread.release() }
        var power: [GreetdAuthenticator.PowerAction] = []
        if let reboot = options.rebootCommand {
            power.append(.init(id: "reboot", label: "Reboot", command: reboot))
        }
        if let powerOff = options.powerOffCommand {
            power.append(.init(id: "powerOff", label: "Power off", command: powerOff))
        }
        let greetd = GreetdAuthenticator(
            settings: .init(
                socketPath: socketPath,
                sessions: command.isEmpty ? DesktopSession.installed() : [.given(command)],
                powerActions: power, memoryDirectory: options.dataDirectory))
        if case .notTrusted(let why)? = greetd.memoryProblem {
            writeError("authtui greet: the remembered user is not used: \(why)")
        }
        let work = PendingWork()
        let login = LoginGuard(
            authenticator: greetd, probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            settings: LoginGuard.Settings(
                showsLoading: false, remembersSession: false, hostRegion: options.hostRegion,
                overlayColor: options.overlayColor, animation: options.animation, opensConversation: true),
            work: work)
        if PlainMode.isWanted(asked: options.plain, environment: ProcessEnvironment.current) {
            return greetLineByLine(login, work: work)
        }
        let loginFlow = LoginFlowScreen(presenter: login.auth, work: work)
        loginFlow.navigator = login.navigator
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        loginFlow.picture = source.immediate()
        let guarded = GuardedScreen(
            host: Backdrop(), navigator: login.navigator, screens: [ScreenID.start: loginFlow])
        let screen = GreeterScreen(
            login: guarded, hostName: GreeterScreen.machineName, time: SystemWallClock().now())
        var screenOptions = FullScreen.Options(fadeSeconds: options.animation)
        screenOptions.capturesStandardError = true
        var signedIn = false
        let status = FullScreen.run(screen, options: screenOptions) { session in
            login.onIdentityChange = { identity in
                guard identity != nil else { return }
                signedIn = true
                session.root.finish()
            }
            work.start { await login.start() }
            if loginFlow.picture == nil {
                let size = session.size
                Task { loginFlow.picture = await source.load(columns: size.width, rows: size.height) }
            }
            // The clock: the screen's time is set again at each new minute.
            Task {
                while true {
                    let now = SystemWallClock().now()
                    try? await Task.sleep(for: .seconds(60 - now.truncatingRemainder(dividingBy: 60) + 0.05))
                    screen.time = SystemWallClock().now()
                }
            }
        }
        guard status == 0 else { return 3 }
        return signedIn ? 0 : 130
    }

    /// The greeter a line at a time (`--plain`, `ACCESSIBLE=1`, `TERM=dumb`).
    private static func greetLineByLine(_ login: LoginGuard, work: PendingWork) -> Int32 {
        let terminal: LineTerminal
        do throws(TerminalError) {
            terminal = try LineTerminal()
        } catch {
            writeError("authtui greet: \(error)")
            return 3
        }
        defer { terminal.close() }
        let plain = PlainLogin(login: login, work: work, terminal: terminal)
        switch PlainLogin.untilDone({ await plain.run() }) {
        case .signedIn: return 0
        case .backedOut: return 1
        case .interrupted: return 130
        }
    }

    /// What the login covers: the theme's background (a greeter has nothing behind its login).
    private final class Backdrop: ScreenView {
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            ScreenFrame(canvas: context.blank(size))
        }

        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }
}
