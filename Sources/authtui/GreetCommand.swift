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
                Message(
                    "greet.no-socket",
                    "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
                ).text)
            return 2
        }
        SignalThread.claim()
        defer { SignalThread.release() }
        var power: [GreetdAuthenticator.PowerAction] = []
        // The gentlest first: what comes back with the session as it was, then what ends it.
        if let suspend = options.suspendCommand {
            power.append(
                .init(id: "suspend", label: Message("greet.suspend", "Suspend").text, command: suspend))
        }
        if let hibernate = options.hibernateCommand {
            power.append(
                .init(
                    id: "hibernate", label: Message("greet.hibernate", "Hibernate").text, command: hibernate))
        }
        if let reboot = options.rebootCommand {
            power.append(.init(id: "reboot", label: Message("greet.reboot", "Reboot").text, command: reboot))
        }
        if let powerOff = options.powerOffCommand {
            power.append(
                .init(id: "powerOff", label: Message("greet.power-off", "Power off").text, command: powerOff))
        }
        let dataDirectories = DesktopSession.dataDirectories(ProcessEnvironment.current["XDG_DATA_DIRS"])
        let greetd = GreetdAuthenticator(
            settings: .init(
                socketPath: socketPath,
                sessions: command.isEmpty
                    ? DesktopSession.installed(
                        dataDirectories: dataDirectories, xWrapper: options.xsessionWrapper)
                    : [.given(command)],
                powerActions: power, memoryDirectory: options.dataDirectory, givenUser: options.greetUser,
                userMenu: options.userMenu
                    ? UserMenu.machine(
                        minimum: options.userMenuMinimumUID, maximum: options.userMenuMaximumUID)
                    : nil,
                environment: options.sessionEnvironment))
        // Also said on the greeter's first step; here for greetd's log.
        if let problem = greetd.memoryProblem { writeError("authtui greet: \(problem.sentence)") }
        let greeter = Greeter(
            authenticator: greetd,
            settings: LoginGuard.Settings(hostRegion: options.hostRegion, overlayColor: options.overlayColor))
        greeter.screen.clockFormat = options.timeFormat
        greeter.screen.banner = banner(options)
        if PlainMode.isWanted(asked: options.plain, environment: ProcessEnvironment.current) {
            return greetLineByLine(greeter)
        }
        let loginFlow = greeter.loginFlow
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        loginFlow.picture = source.immediate()
        let screen = greeter.screen
        var screenOptions = FullScreen.Options(keyMap: Greeter.keyMap, fadeSeconds: options.animation)
        screenOptions.themeTable = ThemeTable(options.theme)
        screenOptions.capturesStandardError = true
        // A console whose terminal type cannot show a screen still takes lines.
        let linesOnly = LinesOnlyFallback()
        screenOptions.onTerminalError = linesOnly.handler { error in writeError("authtui greet: \(error)") }
        var signedIn = false
        let status = FullScreen.run(screen, options: screenOptions) { session in
            greeter.login.onIdentityChange = { identity in
                guard identity != nil else { return }
                signedIn = true
                session.root.finish()
            }
            greeter.start()
            if loginFlow.picture == nil {
                let size = session.size
                Task { loginFlow.picture = await source.load(columns: size.width, rows: size.height) }
            }
        }
        if status != 0, linesOnly.isNeeded { return greetLineByLine(greeter) }
        guard status == 0 else { return 3 }
        return signedIn ? 0 : 130
    }

    /// The issue file (`--issue`, `--issue-file`) with its escapes expanded from the machine as it
    /// is now, and the greeting. An issue file that cannot be read is said in greetd's log and
    /// left out: the login still starts.
    private static func banner(_ options: LaunchOptions) -> GreeterBanner {
        var issue: String?
        if let path = options.issuePath {
            if let text = IssueText.read(path: path) {
                issue = IssueText.expanded(text, facts: .current())
            } else {
                writeError(
                    Message("greet.issue-unreadable", "authtui greet: cannot read the issue file %1$s: %2$s")(
                        path, String(cString: strerror(errno))))
            }
        }
        return GreeterBanner(issue: issue, greeting: options.greeting)
    }

    /// The greeter a line at a time (`--plain`, `ACCESSIBLE=1`, `TERM=dumb`).
    private static func greetLineByLine(_ greeter: Greeter) -> Int32 {
        let terminal: LineTerminal
        do throws(TerminalError) {
            terminal = try LineTerminal()
        } catch {
            writeError("authtui greet: \(error)")
            return 3
        }
        defer { terminal.close() }
        for line in greeter.screen.banner.lines { terminal.say(line) }
        let plain = PlainLogin(login: greeter.login, work: greeter.work, terminal: terminal)
        switch PlainLogin.untilDone({ await plain.run() }) {
        case .signedIn: return 0
        case .backedOut: return 1
        case .interrupted: return 130
        }
    }
}
