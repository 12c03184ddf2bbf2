import AuthConversation
import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// The login conversation of a greetd greeter (`authtui greet`): the user name first (authtui's
/// own step), then every authentication message greetd relays from PAM, in its words and in any
/// number (a secret as a secret field, a visible one as a field, information and errors as
/// lines), then the session to start, and `start_session`.
///
/// PAM itself runs in greetd's session worker: this side never holds a PAM handle, and each
/// round trip on the socket runs on a thread of its own, so the drawing thread never waits on
/// greetd. A user given in advance (`--user`), else the remembered last user, goes straight to
/// that user's first question (Esc there asks for another name); a wrong answer says greetd's
/// words and starts again.
@MainActor
public final class GreetdAuthenticator: Authenticator {
    /// The name an `Identity` from here carries.
    public nonisolated static let name = "greetd"
    /// A refusal greetd gives without a sentence of its own (PAM's failure is logged, not shown).
    nonisolated static let authenticationFailure = Message("system.failure", "Authentication failure")
    /// The title of every step before the sessions.
    nonisolated static let logIn = Message("system.log-in", "Log in")
    /// The first step's one field.
    nonisolated static let userName = Message("system.user", "User name")
    /// Under the user name when it is left empty.
    nonisolated static let typeUserName = Message("system.user.empty", "Type your user name")
    /// What is said while greetd is asked about a user.
    nonisolated static let asking = Message("greeter.asking", "Asking greetd")
    /// Above the user menu.
    nonisolated static let whoIsLoggingIn = Message("greeter.user-menu.who", "Who is logging in?")
    /// The user menu's way to type a name.
    nonisolated static let otherUser = Message("greeter.user-menu.other", "Other user…")
    /// The first step's button.
    nonisolated static let next = Message("accounts.next", "Next")
    /// The Start screen's button.
    nonisolated static let startButton = Message("system.start", "LOG IN")
    /// Above the sessions, with the user's name.
    nonisolated static let whichSession = Message(
        "greeter.session.which", "Signed in as %1$s. Which session?")
    /// Above the first question for a user, with how to pick another.
    nonisolated static let loggingInAs = Message(
        "greeter.logging-in-as", "Logging in as %1$s (Esc: another user)")

    /// A power action the administrator configured (`--reboot CMD`, `--power-off CMD`).
    public struct PowerAction: Equatable, Sendable {
        public var id: String
        public var label: String
        /// Shell text run with `/bin/sh -c` as the greeter's user.
        public var command: String

        public init(id: String, label: String, command: String) {
            self.id = id
            self.label = label
            self.command = command
        }
    }

    public struct Settings: Sendable {
        /// `$GREETD_SOCK`.
        public var socketPath: String
        /// What can be started, the first one by default (a given command: only it, never asked).
        public var sessions: [DesktopSession]
        public var powerActions: [PowerAction]
        /// Where `GreeterMemory` lives; nil remembers nothing.
        public var memoryDirectory: String?
        /// The user whose first question opens the greeter (`--user`), before the remembered one.
        public var givenUser: String?
        /// The people the first step offers (`--user-menu`); nil, or nobody in it: a name is typed.
        public var userMenu: UserMenu?
        /// `KEY=VALUE`s every session gets (`--env`), after the session's own (so they win).
        public var environment: [String]

        public init(
            socketPath: String, sessions: [DesktopSession], powerActions: [PowerAction] = [],
            memoryDirectory: String? = nil, givenUser: String? = nil, userMenu: UserMenu? = nil,
            environment: [String] = []
        ) {
            self.socketPath = socketPath
            self.sessions = sessions
            self.powerActions = powerActions
            self.memoryDirectory = memoryDirectory
            self.givenUser = givenUser
            self.userMenu = userMenu
            self.environment = environment
        }
    }

    public var startLabel: String { Self.startButton.text }
    public let settings: Settings
    /// What was remembered at start (and since).
    public private(set) var memory: GreeterMemory
    /// Why the remembered user and sessions were not used, if they were not (another user's file).
    public let memoryProblem: GreeterMemory.Problem?

    private var socket: GreetdSocket?
    /// The user of the session being configured (created and not yet started or cancelled).
    private var user: String?
    /// The last user name typed here, offered again after a refusal.
    private var typedUser: String?
    private var authenticated = false
    /// Lines greetd said since the last question: shown with the next step.
    private var told: [ConversationLine] = []
    private var asked = 0

    public init(settings: Settings) {
        self.settings = settings
        if let directory = settings.memoryDirectory {
            switch GreeterMemory.read(from: directory) {
            case .success(let read):
                memory = read
                memoryProblem = nil
            case .failure(let problem):
                memory = GreeterMemory()
                memoryProblem = problem == .nothingYet ? nil : problem
            }
        } else {
            memory = GreeterMemory()
            memoryProblem = nil
        }
    }

    static let userStepID = "greetdUser"
    /// With a user menu: the name typed instead of chosen ("Other user…"), Esc back to the menu.
    static let otherUserStepID = "greetdOtherUser"
    /// A choice of the user menu: this prefix, then the user name.
    static let personChoicePrefix = "user:"
    static let otherUserChoiceID = "otherUser"
    static let sessionStepID = "greetdSession"

    public func begin() async -> ConversationTurn {
        await cancel()
        if let user = firstUser { return await create(user) }
        return .ask(userStep(value: ""))
    }

    /// Whose first question a new attempt opens on: the name typed last here, else the one the
    /// administrator gave, else the one remembered; nil asks for a name.
    private var firstUser: String? { typedUser ?? settings.givenUser ?? memory.lastUser }

    public func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        if let action = settings.powerActions.first(where: { $0.id == reply.choice }) {
            return .ask(userStep(value: nil), StepFeedback(message: await run(action)))
        }
        switch stepID {
        case Self.userStepID where hasUserMenu:
            if reply.choice.hasPrefix(Self.personChoicePrefix) {
                let chosen = String(reply.choice.dropFirst(Self.personChoicePrefix.count))
                guard menuPeople.contains(where: { $0.name == chosen }) else {
                    return .ask(userStep(value: nil))
                }
                typedUser = chosen
                return await create(chosen)
            }
            return .ask(typedUserStep(value: ""))
        case Self.userStepID, Self.otherUserStepID:
            let typed = reply["user"].trimmingSpaces
            guard !typed.isEmpty else {
                return .ask(
                    typedUserStep(value: nil),
                    StepFeedback(errors: ["user": Self.typeUserName.text]))
            }
            typedUser = typed
            return await create(typed)
        case Self.sessionStepID:
            guard let session = settings.sessions.first(where: { $0.id == reply.choice }) else {
                return .ask(sessionStep())
            }
            return await start(session)
        default:
            guard user != nil, !authenticated else { return await begin() }
            return await handle(send(.postAuthMessageResponse(reply["answer"])))
        }
    }

    public func back(from stepID: String) async -> ConversationTurn {
        // A greeter has nothing below its first step: Esc there keeps it; elsewhere it gives up
        // this user's attempt and asks for a name.
        await cancel()
        typedUser = nil
        return .ask(userStep(value: stepID == Self.userStepID ? nil : ""))
    }

    // MARK: Steps

    /// The first step: the user menu when there is one, else the user name to type.
    private func userStep(value: String?) -> ConversationStep {
        guard hasUserMenu else { return typedUserStep(value: value) }
        let people = menuPeople.map {
            Choice(
                id: Self.personChoicePrefix + $0.name, label: $0.label,
                busyLabel: Self.asking.text)
        }
        return ConversationStep(
            id: Self.userStepID, title: Self.logIn.text,
            lines: memoryNotice + [.info(Self.whoIsLoggingIn.text)],
            choices: people + [
                Choice(id: Self.otherUserChoiceID, label: Self.otherUser.text)
            ] + powerChoices,
            mayGoBack: false)
    }

    /// Whether the first step is the user menu (configured, and someone in it).
    private var hasUserMenu: Bool { settings.userMenu.map { !$0.people.isEmpty } ?? false }

    /// The menu's people, the last user first.
    private var menuPeople: [UserMenu.Person] {
        settings.userMenu?.ordered(lastUser: memory.lastUser) ?? []
    }

    /// The user name to type: the first step without a menu; with one, "Other user…" (Esc goes
    /// back to the menu).
    private func typedUserStep(value: String?) -> ConversationStep {
        ConversationStep(
            id: hasUserMenu ? Self.otherUserStepID : Self.userStepID, title: Self.logIn.text,
            lines: hasUserMenu ? [] : memoryNotice,
            prompts: [Prompt(id: "user", label: Self.userName.text, maxLength: 256, value: value)],
            choices: [
                Choice(
                    id: "continue", label: Self.next.text,
                    busyLabel: Self.asking.text)
            ] + (hasUserMenu ? [] : powerChoices),
            // Nothing is below it: Esc does nothing here, so nothing offers it.
            mayGoBack: hasUserMenu)
    }

    /// Why the remembered user and sessions are not used, on the greeter's first steps (the
    /// administrator sees it where the greeter runs, not only in greetd's log).
    private var memoryNotice: [ConversationLine] { memoryProblem.map { [.error($0.sentence)] } ?? [] }

    private var powerChoices: [Choice] {
        settings.powerActions.map { Choice(id: $0.id, label: $0.label, busyLabel: $0.label) }
    }

    /// The sessions with this user's last one first (the default).
    private func sessionStep() -> ConversationStep {
        var sessions = settings.sessions
        if let user, let last = memory.session(of: user),
            let index = sessions.firstIndex(where: { $0.id == last })
        {
            sessions.insert(sessions.remove(at: index), at: 0)
        }
        return ConversationStep(
            id: Self.sessionStepID, title: Message("greeter.session.title", "Start a session").text,
            lines: told + [
                .info(Self.whichSession(user ?? ""))
            ],
            choices: sessions.map {
                Choice(id: $0.id, label: $0.label, busyLabel: Message("greeter.starting", "Starting").text)
            })
    }

    // MARK: The session with greetd

    private func create(_ name: String) async -> ConversationTurn {
        user = name
        authenticated = false
        told = []
        asked = 0
        return await handle(send(.createSession(username: name)))
    }

    /// Where greetd's answer leads: lines are collected (and acknowledged) until a question,
    /// success or an error.
    private func handle(_ response: Result<GreetdResponse, GreetdError>) async -> ConversationTurn {
        var response = response
        while true {
            switch response {
            case .failure(let error):
                socket = nil
                user = nil
                return .ask(userStep(value: nil), StepFeedback(message: error.message))
            case .success(.authMessage(.info(let text))):
                told.append(.info(text))
                response = await send(.postAuthMessageResponse(nil))
            case .success(.authMessage(.error(let text))):
                told.append(.error(text))
                response = await send(.postAuthMessageResponse(nil))
            case .success(.authMessage(let question)):
                asked += 1
                let (label, kind): (String, Prompt.Kind) =
                    switch question {
                    case .secret(let text): (text, .secret)
                    default: (question.text, .visible)
                    }
                var lines = told
                told = []
                if asked == 1 {
                    lines.insert(
                        .info(Self.loggingInAs(user ?? "")),
                        at: 0)
                    lines = memoryNotice + lines
                }
                return .ask(
                    ConversationStep(
                        id: "greetd\(asked)", title: Self.logIn.text, lines: lines,
                        prompts: [
                            Prompt(id: "answer", label: label, kind: kind, value: kind == .secret ? "" : nil)
                        ],
                        choices: [
                            Choice(
                                id: "continue", label: Message("choice.ok", "OK").text,
                                busyLabel: Message("choice.checking", "Checking").text)
                        ]))
            case .success(.success):
                authenticated = true
                if settings.sessions.count == 1, let only = settings.sessions.first, only.kind == .command {
                    return await start(only)
                }
                return .ask(sessionStep())
            case .success(.authenticationFailed), .success(.failed):
                let said = told.compactMap { line -> String? in
                    if case .error(let text) = line { return text }
                    return nil
                }
                await cancel()
                return .refused((said + [Self.refusal(response)]).joined(separator: ": "))
            }
        }
    }

    /// What a refusal says: PAM's one `Authentication failure` for every wrong answer (greetd's
    /// own description, `pam_authenticate: AUTH_ERR`, is for logs), greetd's words otherwise.
    nonisolated static func refusal(_ response: Result<GreetdResponse, GreetdError>) -> String {
        switch response {
        case .success(.failed(let description)) where !description.isEmpty: description
        case .failure(let error): error.message
        default: authenticationFailure.text
        }
    }

    private func start(_ session: DesktopSession) async -> ConversationTurn {
        guard let user, authenticated else { return await begin() }
        let environment = session.environment + settings.environment
        switch await send(.startSession(command: [session.command], environment: environment)) {
        case .success(.success):
            self.user = nil
            typedUser = nil
            memory.remember(user: user, session: session.id)
            if let directory = settings.memoryDirectory { try? memory.write(to: directory) }
            return .signedIn(Identity(user: user, displayName: user, authenticator: Self.name))
        case .success(.failed(let description)), .success(.authenticationFailed(let description)):
            await cancel()
            return .refused(
                Message("greeter.session-failed", "The session could not start: %1$s")(description))
        case .success:
            await cancel()
            return .refused(
                Message(
                    "greeter.session-unexpected",
                    "The session could not start: greetd asked something unexpected"
                ).text)
        case .failure(let error):
            socket = nil
            self.user = nil
            return .refused(error.message)
        }
    }

    /// Ends the session being configured, if there is one (its answer does not matter).
    private func cancel() async {
        guard user != nil, socket != nil else { return }
        user = nil
        authenticated = false
        _ = await send(.cancelSession)
    }

    /// One round trip on a thread of its own (connecting first when needed).
    private func send(_ request: GreetdRequest) async -> Result<GreetdResponse, GreetdError> {
        let path = settings.socketPath
        let open = socket
        let outcome: Result<(GreetdSocket, GreetdResponse), GreetdError> = await DetachedThread.run {
            do throws(GreetdError) {
                let connection: GreetdSocket
                if let open { connection = open } else { connection = try GreetdSocket(path: path) }
                return .success((connection, try connection.send(request)))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let (connection, response)):
            socket = connection
            return .success(response)
        case .failure(let error):
            socket = nil
            return .failure(error)
        }
    }

    /// Runs a power action's command and says how it went.
    private func run(_ action: PowerAction) async -> String {
        let command = action.command
        let status: Result<Int32, ChildProcessError> = await DetachedThread.run {
            let spawned = ChildProcess.spawn(
                path: "/bin/sh", arguments: ["sh", "-c", command], environment: ProcessEnvironment.current)
            guard case .success(let pid) = spawned else { return spawned }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return .success(status)
        }
        switch status {
        case .failure(let error): return "\(action.label): \(error.message)"
        case .success(let status) where status == 0:
            return Message("greeter.power.done", "%1$s: done")(action.label)
        case .success(let status):
            let exit = (status >> 8) & 0xFF
            return Message("greeter.power.failed", "%1$s failed: the command exited with status %2$d")(
                action.label, Int(exit))
        }
    }
}

extension GreetdResponse.AuthMessage {
    fileprivate var text: String {
        switch self {
        case .visible(let text), .secret(let text), .info(let text), .error(let text): text
        }
    }
}

extension String {
    /// Without the spaces and tabs around it (a user name typed with a stray space).
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
