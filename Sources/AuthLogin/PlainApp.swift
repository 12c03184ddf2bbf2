/// The login app (`authtui --plain`, `ACCESSIBLE=1`, `TERM=dumb`) one line at a time: the same
/// router as the full-screen app, its login conversation through `PlainLogin`, then the signed-in
/// host's actions (`HostAction.all`, only those the identity allows) as a numbered choice, each
/// asked by the same line renderer as the login (`PlainConversation`).
///
/// The secret page, a demonstration of a navigator over part of a screen, has no line form.
@MainActor
public final class PlainApp {
    private let router: AppRouter
    private let terminal: LineTerminal
    private let login: PlainLogin
    /// The host's actions, asked as the login's steps are.
    private let conversation: PlainConversation

    private enum HostEnd {
        case signedOut
        case quit
    }

    public init(router: AppRouter, terminal: LineTerminal) {
        self.router = router
        self.terminal = terminal
        login = PlainLogin(login: router.home, work: router.work, terminal: terminal)
        conversation = PlainConversation(terminal: terminal, work: router.work)
    }

    /// Runs the app on the calling (main) thread until the person quits; the exit status (0).
    public static func run(router: AppRouter) throws(TerminalError) -> Int32 {
        let terminal = try LineTerminal()
        defer { terminal.close() }
        let app = PlainApp(router: router, terminal: terminal)
        return PlainLogin.untilDone { await app.run() }
    }

    /// Sign-in, then the host, until Quit, end of input or Ctrl-C (a normal quit, as Ctrl-C is
    /// on the full screen).
    public func run() async -> Int32 {
        while true {
            guard case .signedIn = await login.run() else { return 0 }
            switch await host() {
            case .signedOut: continue
            case .quit: return 0
            }
        }
    }

    /// The signed-in host: the greeting and a notice, then one action at a time, each asked by
    /// the login's own line renderer.
    private func host() async -> HostEnd {
        let presenter = router.loggedIn
        while true {
            terminal.say(presenter.state.greeting)
            for line in [presenter.state.notice, presenter.state.problem].compactMap({ $0 }) {
                terminal.say(line)
            }
            let actions = presenter.state.actions.filter(\.hasLineForm)
            let labels = actions.map(\.label.text) + [Message("host.quit", "Quit").text]
            switch PlainChoice.ask(labels, back: nil, on: terminal) {
            case .chose(let index) where index < actions.count:
                if let end = await run(actions[index]) { return end }
            case .chose, .back, .escape, .endOfInput, .interrupted: return .quit
            }
        }
    }

    /// One action, asked until it is over; `.signedOut` when it signed out (its farewell said).
    private func run(_ action: HostAction) async -> HostEnd? {
        let presenter = router.loggedIn
        conversation.forget()
        await presenter.open(action.id)
        switch await conversation.converse(presenter.conversation, stop: { !presenter.state.isSignedIn }) {
        case .over, .backedOut, .stopped: break
        case .endOfInput, .interrupted:
            // Backed out of at a prompt: the action is left as Esc leaves it.
            await presenter.conversation.back()
            presenter.conversation.reset()
        }
        await router.settled()
        guard !presenter.state.isSignedIn else { return nil }
        if let farewell = action.farewell { terminal.say(farewell.text) }
        return .signedOut
    }
}
