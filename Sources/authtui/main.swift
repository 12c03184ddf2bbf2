import AuthCommandLine
import AuthDomain
import AuthTUI

#if canImport(Glibc)
    import Glibc
#endif

/// The composition root: parses the command line and hands over to the app. No logic of its own.
@MainActor
func runAuthTUI() -> Int32 {
    // Before anything reads a variable: a set-user-ID gate keeps only the harmless ones.
    let inherited = ProcessPrivilege.confineEnvironment()
    ProcessHardening.apply()
    let arguments = Array(ProcessArguments.current.dropFirst())
    // Read once for everything before the screen (46 entries into a dictionary each time).
    let environment = ProcessEnvironment.current
    // The person's language, as gettext would choose it; English on a console that cannot draw it.
    Language.use(Language.chosen(environment: environment) { ConsoleFont.canShow($0) })
    let elevated = ProcessPrivilege.isElevated
    // The command line over the configuration files (the gate's and the greeter's: the machine's
    // alone, and only while root alone may have written it).
    let resolved: ResolvedLaunch
    do {
        resolved = try LaunchOptions.resolve(
            arguments, environment: environment, elevated: elevated, files: .system(user: getuid()))
    } catch {
        writeError(error.message)
        return 2
    }
    let options = resolved.options
    if options.printsConfiguration, ![.help, .version].contains(options.command) {
        print(ConfigurationReport.render(resolved))
        return 0
    }
    switch options.command {
    case .help:
        print(HelpText.render())
        return 0
    case .version:
        print("authtui \(AuthTUIVersion.current)")
        return 0
    case .manual:
        print(ManualPage.render(), terminator: "")
        return 0
    case .bashCompletion:
        print(BashCompletion.render(), terminator: "")
        return 0
    case .zshCompletion:
        print(ZshCompletion.render(), terminator: "")
        return 0
    case .fishCompletion:
        print(FishCompletion.render(), terminator: "")
        return 0
    case .app:
        if elevated { return inStoreKeeper { AppCommand.run(options, environment: environment) } }
        return AppCommand.run(options, environment: environment)
    case .login:
        if elevated { return inStoreKeeper { ScriptLoginCommand.run(options) } }
        return ScriptLoginCommand.run(options)
    case .authorizedKeys(let file, let keyType, let key):
        // Only sshd, as the store's owner, may issue tickets: through the set-user-ID copy anyone
        // could mint one for any key.
        if elevated {
            writeError(
                Message(
                    "authorized-keys.elevated",
                    "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
                ).text)
            return 2
        }
        return AuthorizedKeysCommand.run(options, file: file, keyType: keyType, key: key)
    case .run(let command):
        return RunCommand.run(options, command: command, inherited: inherited)
    case .greet(let command):
        // A greeter is no gate either: its memory and greetd's socket are the caller's business.
        if ProcessPrivilege.isElevated, !ProcessPrivilege.dropPermanently() {
            writeError(
                Message(
                    "cli.cannot-drop-privilege",
                    "authtui: cannot give up the set-user-ID user; nothing was done"
                ).text)
            return 3
        }
        return GreetCommand.run(options, command: command)
    case .showcase:
        if elevated, !ProcessPrivilege.dropPermanently() {
            writeError(
                Message(
                    "cli.cannot-drop-privilege",
                    "authtui: cannot give up the set-user-ID user; nothing was done"
                ).text)
            return 3
        }
        return ShowcaseCommand.run(options)
    case .operate(let action, let argument):
        // Operators' commands are no gate: through a set-user-ID copy they reach only what the
        // caller could (the store's owner runs them as itself).
        if ProcessPrivilege.isElevated, !ProcessPrivilege.dropPermanently() {
            writeError(
                Message(
                    "cli.cannot-drop-privilege",
                    "authtui: cannot give up the set-user-ID user; nothing was done"
                ).text)
            return 3
        }
        return OperatorCommand.run(options, action: action, argument: argument)
    }
}

/// `body`, the set-user-ID gate's whole store work, in the keeper (`StoreKeeper`): this half
/// gives up the elevated user and waits, and ends as the keeper did.
@MainActor
func inStoreKeeper(_ body: () -> Int32) -> Int32 {
    switch StoreKeeper.split() {
    case .failure(let error):
        writeError(Message("cli.nothing-done", "authtui: %1$s; nothing was done")(error.message))
        return 3
    case .success(.keeper):
        exit(body())
    case .success(.caller(let channel, let keeper)):
        channel.close()
        return KeyboardSignals.ignored { StoreKeeper.status(of: keeper) }
    }
}

/// The account store the options name (the embedded one in the data directory by default), with
/// the remembered session of this Unix user or SSH client, and a schema this version can use;
/// nil after one line on stderr.
func openAccountStore(_ options: LaunchOptions, name: String) -> AccountService? {
    switch startOpeningAccountStore(options, name: name).wait() {
    case .opened(let service): return service
    case .failed(let problem):
        writeError(problem.line)
        return nil
    }
}

/// `openAccountStore` started on another thread, so the caller can start its terminal meanwhile;
/// `wait()` gives the service or the line to print once the terminal is restored.
func startOpeningAccountStore(
    _ options: LaunchOptions, name: String, environment: [String: String] = ProcessEnvironment.current,
    on thread: SerialThread = AccountService.newThread()
) -> Blocking.Pending<StoreOpening> {
    let directory = options.dataDirectory
    let location = options.store ?? .embedded(dataDirectory: directory)
    let elevated = ProcessPrivilege.isElevated
    // The gate believes a key only from a ticket sshd handed over, redeemed once, here.
    let client =
        elevated
        ? SSHClient.vouched(
            by: environment[KeyTicket.variable].flatMap {
                KeyTicket.redeem($0, dataDirectory: directory, now: SystemWallClock().now())
            }, environment: environment)
        : SSHClient.announced(by: environment)
    // `--remember 0`: nothing is remembered, as without a key to remember it for.
    let session =
        options.rememberFor == 0
        ? .none : SessionScope.from(environment: environment, client: client, elevated: elevated)
    // The environment read once for the launch (its default reads it again: 46 entries).
    var configuration = AccountService.Configuration(
        origin: .current(environment: environment, client: client))
    if let lifetime = options.rememberFor, lifetime > 0 {
        configuration.sessionLifetime = lifetime
        configuration.sessionIdleLimit = min(configuration.sessionIdleLimit, lifetime)
    }
    // Said before the screen takes the terminal, once per process.
    if let notice = SessionScope.sshNotice(environment: environment, client: client, elevated: elevated) {
        writeError(notice)
    }
    let settings = configuration
    // One thread for the store and its service, the opening included: the launch starts no other
    // before the first frame (no cooperative pool, no libdispatch workers; issue 25).
    return Blocking.start(on: thread) {
        let service: AccountService
        do throws(AccountError) {
            service = try await AccountService.open(
                store: location, dataDirectory: directory, session: session, configuration: settings,
                environment: environment, on: thread)
        } catch {
            return .failed(StoreProblem(line: "\(name): \(error.message)"))
        }
        // A shared store whose schema is missing or old says so at once (`authtui store migrate`).
        if let problem = await service.schemaProblem() {
            return .failed(StoreProblem(line: "\(name): \(problem.message)"))
        }
        return .opened(service)
    }
}

/// What opening the account store came to. Not a `Result`: its `Failure: Error` requirement made
/// the Swift runtime check a new error type against every conformance record in the binary
/// (0.1 M instructions) on the way to starting the store.
enum StoreOpening: Sendable {
    case opened(AccountService)
    case failed(StoreProblem)
}

/// Why the account store cannot be used, as the one line for standard error.
struct StoreProblem: Sendable {
    let line: String
}

/// One line to standard error, written straight to fd 2 (unbuffered, no shared `stderr` global).
func writeError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

exit(runAuthTUI())
