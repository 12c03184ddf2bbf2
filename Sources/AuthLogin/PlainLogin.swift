import Glibc

/// The login conversation one line at a time (`--plain`, `ACCESSIBLE=1`, `TERM=dumb`): the same
/// `LoginGuard` as the sheets (auto-login, the connection check, the authenticator's steps), drawn
/// as whole lines a screen reader speaks in order and a serial console shows as they come.
///
/// The steps are asked by `PlainConversation` (the line renderer the host's actions use too).
/// Ctrl-C ends with `interrupted`; Esc out of the first step, and end of input, with
/// `backedOut(.escape)`; the way back (`0) Back`) out of the first step with `backedOut(.choice)`.
@MainActor
public final class PlainLogin {
    /// How the login ended.
    public enum Outcome: Equatable, Sendable {
        case signedIn(Identity)
        case backedOut(BackOut)
        case interrupted
    }

    private let login: LoginGuard
    private let work: PendingWork
    private let terminal: LineTerminal
    private let conversation: PlainConversation

    private var auth: AuthFlowPresenter { login.auth }
    /// Whether the guard's host has appeared (the navigator decides once; later runs follow it).
    private var started = false

    /// The conversation of `login` (whose work runs through `work`), on `terminal`.
    public init(login: LoginGuard, work: PendingWork, terminal: LineTerminal) {
        self.login = login
        self.work = work
        self.terminal = terminal
        conversation = PlainConversation(terminal: terminal, work: work)
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
        conversation.forget()
        if !started {
            started = true
            await login.start()
        }
        await work.settled()
        if let identity = login.identity { return signedIn(identity) }
        if let notice = auth.state.notice { terminal.say(notice) }
        while true {
            if case .offline(let reason) = auth.state.connection {
                terminal.say(Message("line.check-connection", "Check your connection: %1$s")(reason))
                guard case .line = terminal.ask(Self.tryAgain.text) else { return .backedOut(.escape) }
                await auth.retry()
                continue
            }
            await auth.open()
            if auth.state.top == nil {
                // The authenticator refused before asking anything (a service that cannot start):
                // say why and let the person try again rather than asking in a loop.
                terminal.say(
                    auth.state.notice ?? Message("line.could-not-start", "The login could not start").text)
                guard case .line = terminal.ask(Self.tryAgain.text) else { return .backedOut(.escape) }
                continue
            }
            if let outcome = await converse() { return outcome }
        }
    }

    /// Asks the open steps until the conversation ends; nil when it went back past its first step
    /// and should start again.
    private func converse() async -> Outcome? {
        switch await conversation.converse(auth.conversation, stop: { login.identity != nil }) {
        case .stopped: return login.identity.map(signedIn) ?? .backedOut(.choice)
        case .backedOut(let by): return .backedOut(by)
        // End of input is the line's way out, as Esc is the screen's.
        case .endOfInput: return .backedOut(.escape)
        case .interrupted: return .interrupted
        case .over: return nil
        }
    }

    private static let tryAgain = Message("line.try-again", "Press Enter to try again: ")

    /// Signed in: the sign-in's notice first (`Last sign-in: …`, failures since), a line each.
    private func signedIn(_ identity: Identity) -> Outcome {
        for line in identity.notice { terminal.say(line) }
        return .signedIn(identity)
    }
}
