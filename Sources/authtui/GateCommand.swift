import AuthCommandLine
import AuthDomain
import AuthJSON
import AuthLogin
import AuthOIDC
import AuthPAM
import AuthTUI

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui login` and `authtui run`: the login flow on the controlling terminal, opened on its
/// first question (as dialog asks at once; the app alone has a Start screen), ending when someone
/// is signed in or backs out. A remembered session signs in without drawing anything (unless
/// `--ask`).
@MainActor
enum GateCommand {
    /// How the login ended.
    enum Outcome {
        /// `by`: the authenticator that signed them in, which signing out asks to end what it holds
        /// (nil: the account store's remembered session).
        case signedIn(Identity, AccountService, by: (any Authenticator)?)
        /// Out of the first question: Esc exits 255, as dialog's and whiptail's Esc; a choice that
        /// backs out (`Cancel`, the line mode's `0) Back`) exits 1, as their Cancel.
        case backedOut(BackOut)
        /// Ctrl-C: exit 130, as a shell reports SIGINT.
        case interrupted
        /// The store or the terminal failed: exit 3 (the reason is already on standard error).
        case failed

        var status: Int32 {
            switch self {
            case .signedIn: 0
            case .backedOut(.escape): 255
            case .backedOut(.choice): 1
            case .interrupted: 130
            case .failed: 3
            }
        }
    }

    static func signIn(_ options: LaunchOptions, name: String) -> Outcome {
        SignalThread.claim()
        defer { SignalThread.release() }
        guard let service = openAccountStore(options, name: "authtui \(name)") else { return .failed }
        // However the login ended, the refusals it only counted reach the security log.
        defer { _ = Blocking.run { (try? await service.recordCountedRefusals()) != nil } }
        let authenticator = authenticator(options, service: service)
        let remembers = !options.ask && (authenticator?.remembersSignIns ?? true)
        // PAM's, greetd's and a program's people have no session in the store.
        if remembers {
            switch PlainLogin.untilDone({
                await RememberedLogin.signIn(service: service, authenticator: authenticator)
            })
            {
            case .signedIn(let identity):
                // Nothing was drawn: the gate says who is signed in, and how to end it.
                if name == "run" { GateRequest.tellRemembered(identity) }
                return .signedIn(identity, service, by: authenticator)
            case .logIn(let refusal):
                if let refusal { writeError("authtui \(name): " + refusal.message) }
            }
        }
        if PlainMode.isWanted(asked: options.plain, environment: ProcessEnvironment.current) {
            return signInLineByLine(
                options, service: service, authenticator: authenticator, remembers: remembers, name: name)
        }
        return signInOnScreen(
            options, service: service, authenticator: authenticator, remembers: remembers, name: name)
    }

    /// Who decides, when it is not the account store: the machine's PAM service, a program or an
    /// OpenID provider.
    static func authenticator(_ options: LaunchOptions, service: AccountService) -> (
        any Authenticator
    )? {
        if let pamService = options.pamService { return PAMAuthenticator(service: pamService) }
        if let provider = options.oidcAuthenticator(recordingIn: service) { return provider }
        return options.authCommand.map(CommandAuthenticator.init)
    }

    /// The same login a line at a time (screen readers, `TERM=dumb`, serial consoles).
    private static func signInLineByLine(
        _ options: LaunchOptions, service: AccountService, authenticator: (any Authenticator)?,
        remembers: Bool, name: String
    ) -> Outcome {
        do throws(TerminalError) {
            let outcome = try PlainLogin.run(
                service: service, authenticator: authenticator,
                remembersSession: remembers)
            switch outcome {
            case .signedIn(let identity): return .signedIn(identity, service, by: authenticator)
            case .backedOut(let by): return .backedOut(by)
            case .interrupted: return .interrupted
            }
        } catch {
            writeError("authtui \(name): \(error)")
            return .failed
        }
    }

    private static func signInOnScreen(
        _ options: LaunchOptions, service: AccountService, authenticator: (any Authenticator)?,
        remembers: Bool, name: String
    ) -> Outcome {
        let gate: LoginGate
        do {
            gate = try LoginGate(
                host: Blank(), service: service,
                authenticator: authenticator,
                settings: LoginGuard.Settings(
                    showsLoading: !options.noLoading,
                    remembersSession: remembers, opensConversation: true))
        } catch {
            writeError("authtui \(name): \(error.message)")
            return .failed
        }
        gate.loginFlow.behindSheets = .backdrop
        var outcome: Outcome = .interrupted
        var screenOptions = FullScreen.Options(fadeSeconds: options.animation)
        screenOptions.themeTable = ThemeTable(options.theme)
        screenOptions.usesControllingTerminal = true
        screenOptions.capturesStandardError = true
        // A terminal that cannot show a screen still takes lines: the login goes on that way.
        let linesOnly = LinesOnlyFallback()
        screenOptions.onTerminalError = linesOnly.handler { error in writeError("authtui \(name): \(error)") }
        let status = FullScreen.run(gate.screen, options: screenOptions) { session in
            gate.login.auth.onBackedOut = { by in
                outcome = .backedOut(by)
                session.root.finish()
            }
            gate.onIdentityChange = { identity in
                guard let identity else { return }
                outcome = .signedIn(identity, service, by: authenticator)
                session.root.finish()
            }
            gate.start()
        }
        if status != 0, linesOnly.isNeeded {
            return signInLineByLine(
                options, service: service, authenticator: authenticator, remembers: remembers, name: name)
        }
        return status == 0 ? outcome : .failed
    }

    /// What is behind the login: nothing (the program ends as soon as someone is signed in).
    private final class Blank: ScreenView {
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            ScreenFrame(canvas: context.blank(size))
        }

        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }
}

/// `authtui login`: prints the signed-in account on standard output.
@MainActor
enum ScriptLoginCommand {
    static func run(_ options: LaunchOptions) -> Int32 {
        let outcome = GateCommand.signIn(options, name: "login")
        guard case .signedIn(let identity, _, _) = outcome else { return outcome.status }
        switch options.printFormat {
        // Stored text is untrusted (an older version's rows, another writer on a shared store):
        // escaped as the TUI shows it, so a script's terminal or log never acts on it.
        case .email: print(TextSanitizer.displayable(identity.account?.email ?? identity.user))
        case .username: print(TextSanitizer.displayable(identity.displayName))
        case .json:
            var members: [String] = []
            if let account = identity.account {
                members += ["\"id\":\(account.id)", "\"email\":\(JSONText.quoted(account.email))"]
            }
            members += [
                "\"user\":\(JSONText.quoted(identity.user))",
                "\"username\":\(JSONText.quoted(identity.displayName))",
                "\"authenticator\":\(JSONText.quoted(identity.authenticator))",
            ]
            // An OpenID provider's people: which provider, and who at it (`sub`).
            if let issuer = identity.attributes[OIDCAuthenticator.issuerAttribute],
                let subject = identity.attributes[OIDCAuthenticator.subjectAttribute]
            {
                members += [
                    "\"issuer\":\(JSONText.quoted(issuer))", "\"subject\":\(JSONText.quoted(subject))",
                ]
            }
            // Only when there is something to tell (the last sign-in, failures, changes).
            if !identity.notice.isEmpty {
                members.append(
                    "\"notice\":[" + identity.notice.map(JSONText.quoted).joined(separator: ",") + "]")
            }
            print("{" + members.joined(separator: ",") + "}")
        }
        return 0
    }
}

/// JSON string literals for what authtui prints, escaped as RFC 8259 asks (quotes, backslashes,
/// control characters) and beyond it every character a terminal or a reader could be fooled by
/// (DEL, C1 controls, bidi overrides, invisible format characters: `TextSanitizer.isUnsafe`), so
/// the value stays exact for a JSON reader while the raw text never reaches a terminal that shows
/// the output.
enum JSONText {
    static func quoted(_ text: String) -> String {
        JSONValue.quoted(text, alsoEscaping: TextSanitizer.isUnsafe)
    }
}
