/// Whether the Start screen may offer the flow: the connection check's last result.
public enum ConnectionState: Hashable, Sendable {
    case checking
    case online
    /// `Check your connection`, with the one-line reason.
    case offline(reason: String)
}

/// Everything the Start screen and its sheets show, as data (the VIPER ViewState): the
/// connection, the button, a notice, and the login conversation's steps with what has been
/// typed into them. A failed sign-in says `Wrong email or password` once, it never stacks copies
/// as the ancestor's label did.
public struct AuthFlowState: Equatable, Sendable {
    public var connection: ConnectionState = .checking
    /// The Start screen's button (the authenticator's `startLabel`).
    public internal(set) var startLabel = ""
    /// One line about something that went wrong before the Start screen appeared (e.g. the
    /// remembered session could not be revoked at log out, or a conversation was refused).
    public internal(set) var notice: String?
    /// Whether the notice says something went wrong (else it confirms what was done:
    /// `The account is deleted`).
    public internal(set) var noticeIsProblem = true
    /// The login conversation's open steps (`ConversationPresenter`).
    public internal(set) var conversation = ConversationState()

    public init() {}

    /// Open steps, bottom to top.
    public var steps: [OpenStep] { conversation.steps }
    /// The authenticator is working on an answer (the top sheet says `busyLabel`).
    public var isBusy: Bool { conversation.isBusy }
    public var busyLabel: String? { conversation.busyLabel }
    /// What is said while the top step waits for something outside.
    public var waitingFor: String? { conversation.waitingFor }
    /// The meter's estimate of the top step's new secret.
    public var newSecretStrength: PasswordStrength? { conversation.newSecretStrength }
    public var top: OpenStep? { conversation.top }
    /// Whether the top step waits for something outside.
    public var isWaiting: Bool { conversation.isWaiting }
    /// The open steps' ids, bottom to top.
    public var stepIDs: [String] { conversation.stepIDs }
    /// The top step's form (empty when none is open).
    public var form: Form { conversation.form }
    /// The top step's message.
    public var message: String? { conversation.message }

    /// The error under prompt `id` on the top step.
    public func error(_ id: String) -> String? { conversation.error(id) }
}
