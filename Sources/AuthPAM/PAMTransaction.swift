import AuthProcess
import AuthText
import CPam
import Dispatch
import Glibc
import Synchronization

/// One PAM transaction (`pam_start` … `pam_end`) on a thread of its own: the handle never leaves
/// that thread, and the conversation callback blocks only it, never the drawing thread.
///
/// What PAM says comes out as `events`; a prompt waits on the thread until `respond` or `cancel`.
final class PAMTransaction: Sendable {
    /// One message of a conversation call, as PAM sent it.
    struct Message: Sendable, Equatable {
        enum Style: Sendable, Equatable {
            case secret, visible, info, error
        }
        var style: Style
        var text: String
    }

    /// How a transaction ended.
    enum Ending: Sendable, Equatable {
        /// Authenticated and the account may be used: PAM's user after authentication.
        case signedIn(user: String)
        /// Refused, in PAM's words (never saying whether the user exists).
        case refused(String)
        /// The person backed out (the conversation answered with an error).
        case cancelled
    }

    enum Event: Sendable {
        /// Only information or error lines: PAM goes on without an answer.
        case told([Message])
        /// Messages with at least one prompt: the thread waits for `respond` or `cancel`.
        case asked([Message])
        case ended(Ending)
    }

    let events: AsyncStream<Event>
    private let sink: AsyncStream<Event>.Continuation
    /// The answers to the prompts of the call that waits, in order; nil until given.
    private let answers = Mutex<[String]?>(nil)
    private let cancelled = Atomic<Bool>(false)
    private let answered = DispatchSemaphore(value: 0)

    init() {
        (events, sink) = AsyncStream.makeStream(of: Event.self)
    }

    /// Starts the transaction for `user` of `service` on a new thread.
    func start(service: String, user: String) {
        let transaction = self
        Task.detached {
            let ending = await DetachedThread.run { transaction.run(service: service, user: user) }
            transaction.sink.yield(.ended(ending))
            transaction.sink.finish()
        }
    }

    /// The answers to the waiting prompts (one per prompt, in order).
    func respond(_ texts: [String]) {
        answers.withLock { $0 = texts }
        answered.signal()
    }

    /// Ends the transaction: a waiting prompt answers with a conversation error, so PAM stops.
    func cancel() {
        cancelled.store(true, ordering: .releasing)
        answered.signal()
    }

    // MARK: On the transaction's thread

    private func run(service: String, user: String) -> Ending {
        guard cpam_available() != 0 else {
            return .refused(
                AuthText.Message("system.no-pam", "PAM is not available here: libpam could not be loaded")
                    .text)
        }
        var handle: OpaquePointer?
        let context = Unmanaged.passUnretained(self).toOpaque()
        var status = cpam_start(service, user, Self.converse, context, &handle)
        guard status == PAM_SUCCESS, let handle else { return .refused(Self.words(nil, status)) }
        defer { cpam_end(handle, status) }
        status = cpam_authenticate(handle)
        if cancelled.load(ordering: .acquiring) { return .cancelled }
        guard status == PAM_SUCCESS else {
            // One sentence for every way a guess can be wrong, so no answer tells whether the
            // user exists.
            let wrong = [PAM_AUTH_ERR, PAM_USER_UNKNOWN, PAM_CRED_INSUFFICIENT].contains(status)
            return .refused(Self.words(handle, wrong ? PAM_AUTH_ERR : status))
        }
        status = cpam_acct_mgmt(handle)
        if status == PAM_NEW_AUTHTOK_REQD { status = cpam_change_expired(handle) }
        if cancelled.load(ordering: .acquiring) { return .cancelled }
        guard status == PAM_SUCCESS else { return .refused(Self.words(handle, status)) }
        guard let user = cpam_user(handle).map({ String(cString: $0) }), !user.isEmpty else {
            return .refused(Self.words(handle, PAM_USER_UNKNOWN))
        }
        return .signedIn(user: user)
    }

    private static func words(_ handle: OpaquePointer?, _ status: Int32) -> String {
        String(cString: cpam_strerror(handle, status))
    }

    /// PAM's conversation function: reads the messages, tells the main side, and for prompts waits
    /// for the answers. Responses are allocated with `calloc`/`strdup`: PAM frees them.
    private static let converse: cpam_conversation_fn = { count, messages, responses, context in
        guard let messages, let responses, let context, count > 0 else { return PAM_CONV_ERR }
        let transaction = Unmanaged<PAMTransaction>.fromOpaque(context).takeUnretainedValue()
        var said: [Message] = []
        for index in 0..<Int(count) {
            guard let message = cpam_message(messages, Int32(index)) else { return PAM_CONV_ERR }
            let text = message.pointee.msg.map { String(cString: $0) } ?? ""
            let style: Message.Style =
                switch message.pointee.msg_style {
                case PAM_PROMPT_ECHO_OFF: .secret
                case PAM_PROMPT_ECHO_ON: .visible
                case PAM_ERROR_MSG: .error
                default: .info
                }
            said.append(Message(style: style, text: text))
        }
        return transaction.answer(said, into: responses)
    }

    private func answer(
        _ said: [Message], into responses: UnsafeMutablePointer<UnsafeMutablePointer<pam_response>?>
    ) -> Int32 {
        let prompts = said.filter { $0.style == .secret || $0.style == .visible }
        let replies = calloc(said.count, MemoryLayout<pam_response>.stride)?.assumingMemoryBound(
            to: pam_response.self)
        guard let replies else { return PAM_BUF_ERR }
        guard !prompts.isEmpty else {
            sink.yield(.told(said))
            responses.pointee = replies
            return PAM_SUCCESS
        }
        answers.withLock { $0 = nil }
        sink.yield(.asked(said))
        answered.wait()
        let given = answers.withLock { $0 }
        guard !cancelled.load(ordering: .acquiring), let given, given.count == prompts.count else {
            free(replies)
            return PAM_CONV_ERR
        }
        var next = given.makeIterator()
        for (index, message) in said.enumerated() where message.style == .secret || message.style == .visible
        {
            replies[index].resp = strdup(next.next() ?? "")
            replies[index].resp_retcode = 0
        }
        responses.pointee = replies
        return PAM_SUCCESS
    }
}
