import AuthConversation

/// The machine's own accounts as a login conversation, through PAM (`--pam SERVICE`): every
/// message of every module is shown in PAM's own words, in any number of rounds. A hidden prompt
/// (`PAM_PROMPT_ECHO_OFF`) is a secret, a visible one a visible answer, information and errors
/// are lines; after `pam_authenticate`, `pam_acct_mgmt` (an expired password goes through
/// `pam_chauthtok` in the same conversation).
///
/// The user name comes first, asked by authtui (as `login`, `sudo` and greetd know it before PAM
/// starts: some modules never ask for it); everything after is PAM's. PAM cannot go back a step:
/// Esc at any of its prompts ends the transaction and goes back to the user name. The identity is
/// PAM's user after authentication; a system account can do nothing more here (no registration,
/// deletion, password change or remembered session: see docs/pam.md).
@MainActor
public final class PAMAuthenticator: Authenticator {
    /// The name an `Identity` from here carries (`--print json` prints it).
    public nonisolated static let name = "pam"

    /// The PAM service (its file in `/etc/pam.d`).
    public let service: String
    public var startLabel: String { Message("system.start", "LOG IN").text }

    private var transaction: PAMTransaction?
    private var events: AsyncStream<PAMTransaction.Event>.Iterator?
    /// Information lines PAM said since the last prompt: shown with the next step.
    private var told: [ConversationLine] = []
    /// Prompts asked in this transaction so far (each conversation call is a step of its own).
    private var asked = 0

    public init(service: String) {
        self.service = service
    }

    /// The step that asks for the user name (authtui's own, before PAM starts).
    static let userStepID = "pamUser"

    public func begin() async -> ConversationTurn {
        await end()
        return .ask(userStep())
    }

    public func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        if stepID == Self.userStepID {
            let user = reply["user"].trimmingSpaces
            guard !user.isEmpty else {
                return .ask(
                    userStep(),
                    StepFeedback(errors: ["user": Message("system.user.empty", "Type your user name").text]))
            }
            return await start(user: user)
        }
        guard let transaction, let prompts = currentPrompts else { return await begin() }
        transaction.respond(prompts.map { reply[$0.id] })
        return await next()
    }

    public func back(from stepID: String) async -> ConversationTurn {
        await end()
        return stepID == Self.userStepID ? .cancelled : .ask(userStep())
    }

    private func userStep() -> ConversationStep {
        ConversationStep(
            id: Self.userStepID, title: Message("system.log-in", "Log in").text,
            prompts: [Prompt(id: "user", label: Message("system.user", "User name").text, maxLength: 256)],
            choices: [Choice(id: "continue", label: Message("accounts.next", "Next").text)])
    }

    private func start(user: String) async -> ConversationTurn {
        await end()
        let transaction = PAMTransaction()
        self.transaction = transaction
        events = transaction.events.makeAsyncIterator()
        told = []
        asked = 0
        transaction.start(service: service, user: user)
        return await next()
    }

    /// The prompts of the step that waits for its answers.
    private var currentPrompts: [Prompt]?

    private func next() async -> ConversationTurn {
        while let event = await nextEvent() {
            switch event {
            case .told(let messages):
                told += messages.map(Self.line)
            case .asked(let messages):
                asked += 1
                var lines = told
                told = []
                var prompts: [Prompt] = []
                for message in messages {
                    switch message.style {
                    case .secret, .visible:
                        prompts.append(
                            Prompt(
                                id: "answer\(prompts.count + 1)", label: message.text,
                                kind: message.style == .secret ? .secret : .visible,
                                value: message.style == .secret ? "" : nil))
                    case .info, .error: lines.append(Self.line(message))
                    }
                }
                currentPrompts = prompts
                return .ask(
                    ConversationStep(
                        id: "pam\(asked)", title: Message("system.log-in", "Log in").text, lines: lines,
                        prompts: prompts,
                        choices: [
                            Choice(
                                id: "continue", label: Message("choice.ok", "OK").text,
                                busyLabel: Message("choice.checking", "Checking").text)
                        ]))
            case .ended(let ending):
                transaction = nil
                events = nil
                currentPrompts = nil
                switch ending {
                case .signedIn(let user):
                    return .signedIn(Identity(user: user, displayName: user, authenticator: Self.name))
                case .refused(let words):
                    let said = told.compactMap { line -> String? in
                        if case .error(let text) = line { return text }
                        return nil
                    }
                    told = []
                    return .refused((said + [words]).joined(separator: ": "))
                case .cancelled:
                    return .cancelled
                }
            }
        }
        return .refused(
            Message("system.stopped", "The authentication service stopped without an answer").text)
    }

    /// Cancels a running transaction and waits until PAM has let go of it.
    private func end() async {
        guard let transaction else { return }
        transaction.cancel()
        while let event = await nextEvent() {
            if case .ended = event { break }
            transaction.cancel()
        }
        self.transaction = nil
        events = nil
        currentPrompts = nil
    }

    /// The transaction's next event (an iterator is a handle on the stream: the copy reads the
    /// same events).
    private func nextEvent() async -> PAMTransaction.Event? {
        guard var iterator = events else { return nil }
        let event = await iterator.next(isolation: #isolation)
        events = iterator
        return event
    }

    private static func line(_ message: PAMTransaction.Message) -> ConversationLine {
        message.style == .error ? .error(message.text) : .info(message.text)
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
