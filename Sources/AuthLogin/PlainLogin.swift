import Glibc

/// The login conversation one line at a time (`--plain`, `ACCESSIBLE=1`, `TERM=dumb`): the same
/// `LoginGuard` as the sheets (auto-login, the connection check, the authenticator's steps), drawn
/// as whole lines a screen reader speaks in order and a serial console shows as they come.
///
/// A step says its title and lines once, then asks each prompt on a line of its own with its label
/// first (`Email: `); a secret is never echoed; errors are whole lines before the prompt they
/// concern; several choices are numbered (`1) Log in  2) Create account  0) Back`) and answered
/// by number or by name. Ctrl-C ends with `interrupted`, end of input with `backedOut`.
@MainActor
public final class PlainLogin {
    /// How the login ended.
    public enum Outcome: Equatable, Sendable {
        case signedIn(Identity)
        case backedOut
        case interrupted
    }

    private let login: LoginGuard
    private let work: PendingWork
    private let terminal: LineTerminal
    /// The step whose title and lines were said last, so a step asked again repeats only what
    /// changed (its errors).
    private var saidStep: String?
    /// The title said last: a step with the same title does not say it again.
    private var saidTitle: String?

    private var auth: AuthFlowPresenter { login.auth }
    /// Whether the guard's host has appeared (the navigator decides once; later runs follow it).
    private var started = false

    /// The conversation of `login` (whose work runs through `work`), on `terminal`.
    public init(login: LoginGuard, work: PendingWork, terminal: LineTerminal) {
        self.login = login
        self.work = work
        self.terminal = terminal
    }

    /// A login of its own for `service` (or `authenticator`), as `authtui login --plain` has.
    public convenience init(
        service: AccountService, authenticator: (any Authenticator)? = nil, remembersSession: Bool = true,
        terminal: LineTerminal
    ) {
        let work = PendingWork()
        let login = LoginGuard(
            service: service, authenticator: authenticator, probe: ConnectivityProbe.checking(service),
            settings: LoginGuard.Settings(
                showsLoading: false, remembersSession: remembersSession, fades: false),
            work: work)
        self.init(login: login, work: work, terminal: terminal)
    }

    /// Runs the login on the calling (main) thread until it ends, servicing main-actor work while
    /// the account store answers: for a command-line program that has no run loop of its own.
    public static func run(
        service: AccountService, authenticator: (any Authenticator)?, remembersSession: Bool
    ) throws(TerminalError) -> Outcome {
        let terminal = try LineTerminal()
        defer { terminal.close() }
        let plain = PlainLogin(
            service: service, authenticator: authenticator, remembersSession: remembersSession,
            terminal: terminal)
        return untilDone { await plain.run() }
    }

    /// Runs `work` on the main actor while the calling (main) thread services the main queue,
    /// and returns its result: the run loop of a line-at-a-time program.
    public static func untilDone<T: Sendable>(_ work: @escaping @MainActor () async -> T) -> T {
        var result: T?
        Task { @MainActor in result = await work() }
        while result == nil {
            var wake = pollfd(fd: MainQueue.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, 1, 1000)
            MainQueue.drain()
        }
        return result!
    }

    /// The whole login: a remembered session ends it at once; otherwise the connection check,
    /// then the conversation until someone is signed in or the person backs out.
    public func run() async -> Outcome {
        saidStep = nil
        saidTitle = nil
        if !started {
            started = true
            await login.start()
        }
        await work.settled()
        if let identity = login.identity { return signedIn(identity) }
        if let notice = auth.state.notice { terminal.say(notice) }
        while true {
            if case .offline(let reason) = auth.state.connection {
                terminal.say("Check your connection: \(reason)")
                guard case .line = terminal.ask("Press Enter to try again: ") else { return .backedOut }
                await auth.retry()
                continue
            }
            await auth.open()
            if auth.state.top == nil {
                // The authenticator refused before asking anything (a service that cannot start):
                // say why and let the person try again rather than asking in a loop.
                terminal.say(auth.state.notice ?? "The login could not start")
                guard case .line = terminal.ask("Press Enter to try again: ") else { return .backedOut }
                continue
            }
            if let outcome = await converse() { return outcome }
        }
    }

    /// Asks the open steps until the conversation ends; nil when it went back past its first step
    /// and should start again.
    private func converse() async -> Outcome? {
        while let open = auth.state.top {
            say(open)
            if let waiting = auth.state.waitingFor {
                terminal.say("\(waiting)… (Esc or Ctrl-C cancels)")
                if await terminal.waitForCancel(while: { auth.state.isWaiting }) {
                    terminal.say("Cancelled")
                    await auth.back()
                    if auth.state.top == nil { return .backedOut }
                }
                await auth.outsideAnswered()
                await work.settled()
                if let identity = login.identity { return signedIn(identity) }
                continue
            }
            for prompt in open.step.prompts {
                switch ask(prompt, in: open) {
                case .line: continue
                case .endOfInput: return .backedOut
                case .interrupted: return .interrupted
                }
            }
            switch choose(in: open) {
            case .interrupted: return .interrupted
            case .endOfInput: return .backedOut
            case .chose(let index):
                let choice = open.step.choices[index]
                if let busy = choice.busyLabel { terminal.say("\(busy)…") }
                await auth.choose(choice.id)
            case .back:
                await auth.back()
                if auth.state.top == nil { return .backedOut }
            }
            await work.settled()
            if let identity = login.identity { return signedIn(identity) }
        }
        return nil
    }

    /// Signed in: the sign-in's notice first (`Last sign-in: …`, failures since), a line each.
    private func signedIn(_ identity: Identity) -> Outcome {
        for line in identity.notice { terminal.say(line) }
        return .signedIn(identity)
    }

    /// A step's title and lines the first time it is asked; its message every time it has one.
    private func say(_ open: OpenStep) {
        if saidStep != open.id {
            saidStep = open.id
            if saidTitle != open.step.title { terminal.say(open.step.title) }
            saidTitle = open.step.title
            for line in open.step.lines {
                switch line {
                case .info(let text): terminal.say(text)
                case .error(let text): terminal.say("Error: \(text)")
                case .scan(let text): terminal.say("To copy or scan: \(text)")
                }
            }
        }
        if let message = open.message { terminal.say(message) }
    }

    /// One prompt: its error first, then its label; Enter on an answer typed before keeps it.
    private func ask(_ prompt: Prompt, in open: OpenStep) -> LineTerminal.Answer {
        if let error = open.form.errors[prompt.id] { terminal.say(error) }
        let typed = open.form.text(prompt.id)
        let hint =
            typed.isEmpty ? "" : prompt.isSecret ? " (Enter keeps what you typed)" : " [\(typed)]"
        let answer = terminal.ask(Self.label(prompt.label, hint), secret: prompt.isSecret)
        guard case .line(let text) = answer else { return answer }
        if !text.isEmpty || typed.isEmpty { auth.fill(prompt.id, with: text) }
        if prompt.kind == .newSecret, let strength = auth.state.newSecretStrength {
            terminal.say("Strength: \(StrengthMeter.words(strength))")
        }
        return answer
    }

    /// The choice to make: the only one of a first step at once; otherwise a numbered list with
    /// `0) Back`, answered by number or name (Enter: the first).
    private func choose(in open: OpenStep) -> PlainChoice.Answer {
        let choices = open.step.choices
        if choices.count == 1, auth.state.steps.count <= 1 { return .chose(0) }
        return PlainChoice.ask(choices.map(\.label), back: "Back", on: terminal)
    }

    /// `label` as a prompt: the authenticator's words, with `: ` after them unless they end with
    /// a colon already (PAM's `Password: `).
    static func label(_ label: String, _ hint: String) -> String {
        let trimmed = label.hasSuffix(" ") ? String(label.dropLast()) : label
        let colon = trimmed.hasSuffix(":") ? String(trimmed.dropLast()) : trimmed
        return colon + hint + ": "
    }

}
