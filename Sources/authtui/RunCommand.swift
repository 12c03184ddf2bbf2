import AuthCommandLine
import AuthDomain
import AuthLogin
import AuthOIDC
import AuthTUI

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui run -- COMMAND [ARGS…]`: a login gate. After a login (or a remembered session) the
/// command runs in the same terminal with `AUTHTUI_USER`, `AUTHTUI_EMAIL` and `AUTHTUI_ACCOUNT_ID`
/// set, in the foreground as a shell would run it, and `authtui run` exits with its status
/// (128+N when a signal N ended it). The terminal is left as the command left it.
///
/// The command gets `inherited`, the environment authtui started with, without the store's
/// variables (`StoreEnvironment`), and runs as the real user (`ChildProcess`); every store
/// descriptor is close-on-exec. Through the SSH recipe's set-user-ID gate it can then reach
/// nothing of the store (issue 26 #2).
@MainActor
enum RunCommand {
    static func run(_ options: LaunchOptions, command: [String], inherited: [String: String]) -> Int32 {
        // As a shell would, refuse a command that cannot start before asking anyone to log in.
        let path: String
        switch ExecutablePath.resolve(command[0], environment: inherited) {
        case .found(let found): path = found
        case .notFound:
            writeError(Message("run.command-not-found", "authtui run: %1$s: command not found")(command[0]))
            return 127
        case .notExecutable:
            writeError(Message("run.permission-denied", "authtui run: %1$s: permission denied")(command[0]))
            return 126
        }
        guard ProcessPrivilege.isElevated else {
            let admission = admit(options)
            guard case .admitted(let variables, let afterProgram) = admission else { return admission.status }
            let status = Foreground.run(
                path: path, arguments: command,
                environment: StoreEnvironment.withoutStoreSettings(inherited).merging(variables) { $1 })
            afterProgram()
            return status
        }
        // The set-user-ID gate: the login and every store write in the keeper, which the
        // caller cannot stop; the program from this half, which is the caller's again.
        switch StoreKeeper.split() {
        case .failure(let error):
            writeError(Message("run.nothing-done", "authtui run: %1$s; nothing was done")(error.message))
            return 3
        case .success(.keeper(let channel)):
            let admission = admit(options)
            guard case .admitted(let variables, let afterProgram) = admission else { exit(admission.status) }
            guard channel.send(variables.flatMap { [$0.key, $0.value] }) else { exit(3) }
            channel.waitUntilClosed()
            afterProgram()
            exit(0)
        case .success(.caller(let channel, let keeper)):
            let fields = KeyboardSignals.ignored { channel.receive() }
            guard let fields, fields.count % 2 == 0 else {
                channel.close()
                return StoreKeeper.status(of: keeper)
            }
            var environment = inherited
            for index in stride(from: 0, to: fields.count, by: 2) {
                environment[fields[index]] = fields[index + 1]
            }
            let status = Foreground.run(path: path, arguments: command, environment: environment)
            channel.close()
            _ = StoreKeeper.status(of: keeper)
            return status
        }
    }

    /// Whether the program may start, with the variables it gets and what to do after it.
    private enum Admission {
        case admitted([String: String], afterProgram: () -> Void)
        case refused(Int32)

        var status: Int32 {
            if case .refused(let status) = self { return status }
            return 0
        }
    }

    /// The login (or a word for the gate, or a remembered session), up to the point where the
    /// program may start.
    private static func admit(_ options: LaunchOptions) -> Admission {
        // `ssh HOST logout` and the like: a word for the gate, never a command to run (no terminal
        // needed: nothing is drawn).
        if let request = GateRequest(environment: ProcessEnvironment.current) {
            return .refused(GateRequest.answer(request, options))
        }
        // The command is a terminal's; over ssh without -t there is none, and nothing to log in on.
        guard hasControllingTerminal else {
            let overSSH = ProcessEnvironment.current["SSH_CONNECTION"] != nil
            writeError("authtui run: \(TerminalError.noControllingTerminal(overSSH: overSSH))")
            return .refused(3)
        }
        let outcome = GateCommand.signIn(options, name: "run")
        guard case .signedIn(let identity, let service, let authenticator) = outcome else {
            return .refused(outcome.status)
        }
        discardTypeAhead()
        var variables: [String: String] = [:]
        // Escaped as the TUI shows them: the command may echo them to its terminal or a log.
        variables["AUTHTUI_USER"] = TextSanitizer.displayable(identity.displayName)
        variables["AUTHTUI_AUTHENTICATOR"] = identity.authenticator
        if identity.authenticator == OIDCAuthenticator.name {
            // The claim the configuration chose (`--oidc-user-claim`) is the name scripts want;
            // the display name (`name`) is a person's full name.
            variables["AUTHTUI_USER"] = TextSanitizer.displayable(identity.user)
            variables["AUTHTUI_OIDC_ISSUER"] = identity.attributes[OIDCAuthenticator.issuerAttribute]
            variables["AUTHTUI_OIDC_SUBJECT"] = identity.attributes[OIDCAuthenticator.subjectAttribute].map(
                TextSanitizer.displayable)
        }
        variables["AUTHTUI_EMAIL"] = identity.account.map { TextSanitizer.displayable($0.email) }
        variables["AUTHTUI_ACCOUNT_ID"] = identity.account.map { String($0.id) }
        return .admitted(variables) {
            guard options.logoutAfter else { return }
            // An OpenID provider's grant is revoked (or said not to be), within the connection's
            // time limit; the store's session ends whatever the provider said.
            if let authenticator,
                let notEnded = PlainLogin.untilDone({ await authenticator.signOut(identity) })
            {
                writeError("authtui run: " + notEnded)
            }
            if case .failure(let error) = Blocking.run({ () async -> Result<Void, AccountError> in
                do throws(AccountError) {
                    try await service.signOut()
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }) {
                writeError(
                    Message("run.session-not-ended", "authtui run: the session could not be ended: %1$s")(
                        error.message))
            }
        }
    }

    private static var hasControllingTerminal: Bool {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return false }
        close(tty)
        return true
    }

    /// Keys typed during the login that the login did not read never reach the command.
    private static func discardTypeAhead() {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return }
        tcflush(tty, TCIFLUSH)
        close(tty)
    }
}

/// Where a command name leads, as a shell's PATH search finds it.
enum ExecutablePath: Equatable {
    case found(String)
    case notFound
    case notExecutable

    static func resolve(_ name: String, environment: [String: String]) -> ExecutablePath {
        if name.contains("/") { return check(name) ?? .notFound }
        var sawNonExecutable = false
        for directory in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            switch check((directory.isEmpty ? "." : String(directory)) + "/" + name) {
            case .found(let path)?: return .found(path)
            case .notExecutable?: sawNonExecutable = true
            default: continue
            }
        }
        return sawNonExecutable ? .notExecutable : .notFound
    }

    private static func check(_ path: String) -> ExecutablePath? {
        // access() first: it asks as the real user, so a set-user-ID gate never tells what
        // exists where only its own user may look (PATH=/var/lib/authtui would list sessions).
        if access(path, X_OK) != 0 {
            guard errno == EACCES, access(path, F_OK) == 0 else { return nil }
            return .notExecutable
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        return .found(path)
    }
}

/// Runs a program in the foreground of this terminal and waits for it, the way a shell does: it
/// gets default signal dispositions and an empty signal mask, while this process ignores the
/// keyboard's SIGINT and SIGQUIT (they are the program's) and passes SIGTERM and SIGHUP on.
enum Foreground {
    static func run(path: String, arguments: [String], environment: [String: String]) -> Int32 {
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let child: pid_t
        switch ChildProcess.spawn(path: path, arguments: arguments, environment: environment) {
        case .success(let pid): child = pid
        case .failure(let error):
            writeError("authtui run: \(arguments[0]): \(error.message)")
            return error.code == ENOENT ? 127 : 126
        }
        ForwardedSignals.child = child
        let previousTerminate = signal(SIGTERM, ForwardedSignals.forward)
        let previousHangUp = signal(SIGHUP, ForwardedSignals.forward)
        defer {
            signal(SIGTERM, previousTerminate)
            signal(SIGHUP, previousHangUp)
            ForwardedSignals.child = 0
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return 3 }
        }
        let terminatingSignal = status & 0x7f
        if terminatingSignal == 0 { return (status >> 8) & 0xff }
        return 128 + terminatingSignal
    }
}

/// While the gate's caller half waits for the keeper, the keyboard's SIGINT and SIGQUIT are the
/// keeper's to answer (Ctrl-C backs out of the login with status 130): they must not end this
/// half and leave the keeper drawing alone.
enum KeyboardSignals {
    static func ignored<T>(_ body: () -> T) -> T {
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        return body()
    }
}

/// SIGTERM and SIGHUP sent to `authtui run` reach the program it waits for.
enum ForwardedSignals {
    // Written before the handlers are installed and cleared after they are removed; the handler
    // only reads it, so no two accesses race.
    nonisolated(unsafe) static var child: pid_t = 0

    static let forward: @convention(c) (Int32) -> Void = { signal in
        if child > 0 { kill(child, signal) }
    }
}
