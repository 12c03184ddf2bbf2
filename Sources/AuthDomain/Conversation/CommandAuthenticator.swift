#if canImport(Glibc)
    import Glibc
#endif

/// An authenticator that is another program (`--auth-command`): authtui starts it with
/// `/bin/sh -c COMMAND` for each conversation and they talk in lines over its standard input
/// and output (`AuthCommandLines` is the protocol, docs/auth-command.md the reference).
///
/// Whatever the program writes is untrusted text (views sanitise every line); it never sees the
/// terminal, and the store's variables are removed from its environment (`StoreEnvironment`). An identity from it has no
/// abilities here: no remembered session, no account to change.
@MainActor
public final class CommandAuthenticator: Authenticator {
    /// The name an `Identity` from here carries.
    public nonisolated static let name = "command"

    public let command: String
    public var startLabel: String { Message("system.start", "LOG IN").text }
    private var helper: HelperConnection?

    public init(command: String) {
        self.command = command
    }

    public func begin() async -> ConversationTurn {
        helper?.end()
        let environment = StoreEnvironment.withoutStoreSettings(ProcessEnvironment.current)
        switch HelperConnection.start(command, environment: environment) {
        case .success(let started): helper = started
        case .failure(let error):
            helper = nil
            return .refused(
                Message("helper.could-not-start", "The authenticator could not start: %1$s")(error.message))
        }
        return await nextTurn()
    }

    public func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        await send(AuthCommandLines.reply(reply))
    }

    public func back(from stepID: String) async -> ConversationTurn {
        // A wait backed out of ended the program: nothing to go back to.
        guard helper != nil else { return .cancelled }
        return await send(["back"])
    }

    private func send(_ lines: [String]) async -> ConversationTurn {
        guard let helper else { return .refused(AuthCommandLines.stoppedWithoutAnswer) }
        guard await helper.write(lines) else {
            end()
            return .refused(AuthCommandLines.stoppedWithoutAnswer)
        }
        return await nextTurn()
    }

    private func nextTurn() async -> ConversationTurn {
        guard let helper else { return .refused(AuthCommandLines.stoppedWithoutAnswer) }
        guard let lines = await helper.readTurn() else {
            end()
            return .refused(AuthCommandLines.lineTooLong)
        }
        let turn = AuthCommandLines.turn(from: lines)
        switch turn {
        case .ask, .waiting: break
        case .signedIn, .refused, .cancelled: end()
        }
        return turn
    }

    /// The program's next turn, which it writes when the outside has answered. Backed out of
    /// meanwhile, the program is told (`cancel`) and given a moment to clean up before it ends;
    /// the conversation then starts over (`back` finds no program).
    public func awaitOutside(_ stepID: String) async -> ConversationTurn {
        let helper = helper
        let turn = await withTaskCancellationHandler {
            await nextTurn()
        } onCancel: {
            helper?.cancel()
        }
        if Task.isCancelled, let helper {
            // Off the main thread: the screen keeps drawing while the program cleans up.
            self.helper = nil
            await DetachedThread.run { helper.end(grace: true) }
        }
        return turn
    }

    private func end() {
        helper?.end()
        helper = nil
    }
}

/// The line protocol between authtui and an `--auth-command` program, as pure functions.
///
/// The program writes a step and then `ask`, or ends: `step ID TITLE`, then any of `info TEXT`,
/// `error TEXT`, `scan TEXT`, `visible ID LABEL`, `secret ID LABEL`, `new-secret ID LABEL`,
/// `choice ID LABEL`, `invalid ID TEXT` (an error under prompt ID), `message TEXT`; or
/// `signed-in USER [DISPLAY NAME]`, `refused TEXT`, `cancelled`; or `wait TEXT` (the step is shown
/// while the program waits for something outside, saying TEXT; its next turn follows when the
/// outside answers). authtui answers an `ask` with `answer ID TEXT` for each prompt and
/// `chose ID`, or with `back` (Esc); a `wait` it answers only with `cancel` (Esc), after which the
/// program has a second to clean up and end. Unknown lines are ignored, so a program may say more
/// than this version reads.
public enum AuthCommandLines {
    static var stoppedWithoutAnswer: String {
        Message("helper.stopped", "The authenticator stopped without an answer").text
    }
    static var namedWithControlCharacters: String {
        Message(
            "helper.control-characters", "The authenticator named a user with control or invisible characters"
        ).text
    }
    static var lineTooLong: String {
        Message("helper.line-too-long", "The authenticator wrote a line longer than 4 KiB").text
    }
    /// The longest line a program may write, in bytes without its newline. A longer one ends the
    /// conversation: cut, its rest would be read as the next line, so a program that echoes what
    /// it was given (a typed name) could be made to say `signed-in root` (issue 44 #4).
    static let longestLine = 4096

    /// Whether `line` ends what the program says for now.
    static func endsTurn(_ line: String) -> Bool {
        let word = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        return ["ask", "wait", "signed-in", "refused", "cancelled"].contains(word)
    }

    /// The turn the program's `lines` describe (its last line ends it; none: it stopped).
    public static func turn(from lines: [String]) -> ConversationTurn {
        var step = ConversationStep(id: "step", title: "", choices: [])
        var feedback = StepFeedback()
        for line in lines {
            let (word, rest) = split(line)
            let (id, text) = split(rest)
            switch word {
            case "step":
                step.id = id
                step.title = text
            case "info": step.lines.append(.info(rest))
            case "error": step.lines.append(.error(rest))
            case "scan": step.lines.append(.scan(rest))
            case "visible": step.prompts.append(Prompt(id: id, label: text))
            case "secret": step.prompts.append(Prompt(id: id, label: text, kind: .secret, value: ""))
            case "new-secret": step.prompts.append(Prompt(id: id, label: text, kind: .newSecret, value: ""))
            case "choice":
                step.choices.append(
                    Choice(id: id, label: text, busyLabel: Message("choice.checking", "Checking").text))
            case "invalid": feedback.errors[id] = text
            case "message": feedback.message = rest
            case "ask":
                if step.choices.isEmpty {
                    step.choices = [
                        Choice(
                            id: "ok", label: Message("choice.ok", "OK").text,
                            busyLabel: Message("choice.checking", "Checking").text)
                    ]
                }
                return .ask(step, feedback)
            case "wait":
                return .waiting(step, doing: rest.isEmpty ? Message("helper.waiting", "Waiting").text : rest)
            case "signed-in":
                guard !id.isEmpty else { return .refused(stoppedWithoutAnswer) }
                // Names reach scripts (`--print`, `AUTHTUI_USER`): refused where they enter,
                // under the username rule, so no control or bidi character is ever an identity.
                guard Identity.isAcceptableName(rest) else {
                    return .refused(namedWithControlCharacters)
                }
                return .signedIn(
                    Identity(
                        user: id, displayName: text.isEmpty ? id : text,
                        authenticator: CommandAuthenticator.name))
            case "refused": return .refused(rest.isEmpty ? Message("helper.refused", "Refused").text : rest)
            case "cancelled": return .cancelled
            default: continue
            }
        }
        return .refused(stoppedWithoutAnswer)
    }

    /// What authtui writes for `reply`: each answer, then the choice.
    public static func reply(_ reply: Reply) -> [String] {
        reply.answers.sorted { $0.key < $1.key }.map { "answer \($0.key) \(oneLine($0.value))" }
            + ["chose \(reply.choice)"]
    }

    /// An answer never breaks the protocol: line breaks and other controls become spaces.
    static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    private static func split(_ text: some StringProtocol) -> (String, String) {
        guard let space = text.firstIndex(of: " ") else { return (String(text), "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }
}

/// One running `--auth-command` program and the socket to it (a socket rather than pipes, so a
/// write to a program that has gone is an error, never SIGPIPE).
final class HelperConnection: Sendable {
    private let socket: Int32
    private let pid: pid_t
    /// Bytes read past the last full line; touched only inside `readTurn`, which the
    /// authenticator never runs twice at once.
    private let leftover = LineBuffer()

    private init(socket: Int32, pid: pid_t) {
        self.socket = socket
        self.pid = pid
    }

    static func start(_ command: String, environment: [String: String]) -> Result<
        HelperConnection, ChildProcessError
    > {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
        else {
            return .failure(ChildProcessError(code: errno))
        }
        let spawned = ChildProcess.spawn(
            path: "/bin/sh", arguments: ["sh", "-c", command], environment: environment,
            redirections: [0: ends[1], 1: ends[1]])
        close(ends[1])
        switch spawned {
        case .success(let pid): return .success(HelperConnection(socket: ends[0], pid: pid))
        case .failure(let error):
            close(ends[0])
            return .failure(error)
        }
    }

    /// Writes `lines`; false when the program is gone.
    func write(_ lines: [String]) async -> Bool {
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let socket = socket
        return await DetachedThread.run {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes {
                    send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// The lines up to and including the one that ends the program's turn (fewer when it
    /// stops first); nil when the program wrote a line longer than `AuthCommandLines.longestLine`.
    func readTurn() async -> [String]? {
        let (socket, buffer) = (socket, leftover)
        return await DetachedThread.run {
            var lines: [String] = []
            reading: while true {
                switch buffer.nextLine(from: socket) {
                case .line(let line):
                    lines.append(line)
                    if AuthCommandLines.endsTurn(line) { break reading }
                case .tooLong: return nil
                case .end: break reading
                }
            }
            return lines
        }
    }

    /// Tells the program its wait was backed out of (`cancel`) and stops reading from it, so a
    /// read that waits for its next turn ends at once. Called from any thread.
    func cancel() {
        let line = Array("cancel\n".utf8)
        _ = line.withUnsafeBytes {
            send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        }
        shutdown(socket, Int32(SHUT_RD))
    }

    /// Closes the socket and ends the program (it has had its say); `grace`: after up to a
    /// second for it to end by itself (a program told `cancel` cleans up).
    func end(grace: Bool = false) {
        close(socket)
        var status: Int32 = 0
        for _ in 0..<(grace ? 20 : 0) {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(50_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}

/// A socket's bytes cut into lines.
final class LineBuffer: @unchecked Sendable {
    // Only `HelperConnection.readTurn` touches `bytes`, and the authenticator awaits each read
    // before it starts another, so no two threads ever use it at once.
    private var bytes: [UInt8] = []
    private let longestLine: Int

    init(longestLine: Int = AuthCommandLines.longestLine) {
        self.longestLine = longestLine
    }

    /// What the socket said next.
    enum Reading: Equatable {
        /// A line, without its newline, invalid UTF-8 repaired.
        case line(String)
        /// More than `longestLine` bytes without a newline: nothing after it can be trusted to
        /// start a line, so the buffer is not read again.
        case tooLong
        /// The socket closed (what was left without a newline is dropped).
        case end
    }

    func nextLine(from socket: Int32) -> Reading {
        while true {
            if let newline = bytes.firstIndex(of: 10), newline <= longestLine {
                let line = String(decoding: bytes[..<newline], as: UTF8.self)
                bytes.removeSubrange(...newline)
                return .line(line)
            }
            if bytes.count > longestLine { return .tooLong }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .end }
            bytes += chunk[..<count]
        }
    }
}
