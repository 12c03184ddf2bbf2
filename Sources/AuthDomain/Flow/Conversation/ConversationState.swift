/// One step of the conversation that is open, with what the person did to it: the sheet it is
/// drawn as keeps exactly this.
public struct OpenStep: Equatable, Sendable {
    public internal(set) var step: ConversationStep
    /// Typed answers, focus and the error under each prompt.
    public internal(set) var form: Form
    /// The step's message that concerns no single prompt (`Wrong email or password`).
    public internal(set) var message: String?

    /// The id of the step (and of its sheet).
    public var id: String { step.id }
}

/// The open steps of a conversation, as data, including what has been typed: views draw it and
/// hand edits back, they keep no copy.
///
/// Each open step keeps its own form, so the step below the top one has the focus it had when
/// the next opened and gets it back on Esc; a step that is closed takes what was typed into it
/// with it. A failed answer says so once (`message`), it never stacks copies.
public struct ConversationState: Equatable, Sendable {
    /// Open steps, bottom to top.
    public internal(set) var steps: [OpenStep] = []
    /// The conversation is working on an answer: the top sheet says `busyLabel` and ignores
    /// submits, edits and Esc.
    public internal(set) var isBusy = false
    public internal(set) var busyLabel: String?
    /// The top step waits for something outside (`ConversationTurn.waiting`): what is said
    /// meanwhile. Submits and edits are ignored; Esc backs out of the wait.
    public internal(set) var waitingFor: String?
    /// zxcvbn's estimate of the top step's new secret as typed, with the step's visible answers and
    /// the prompt's known words counted against it (nil while it is empty or no step asks for one).
    public internal(set) var newSecretStrength: PasswordStrength?

    public init() {}

    public var top: OpenStep? { steps.last }
    /// Whether a step is open.
    public var isOpen: Bool { !steps.isEmpty }
    /// Whether the top step waits for something outside.
    public var isWaiting: Bool { waitingFor != nil }
    /// The open steps' ids, bottom to top.
    public var stepIDs: [String] { steps.map(\.id) }
    /// The top step's form (empty when none is open).
    public var form: Form { top?.form ?? Form() }
    /// The top step's message.
    public var message: String? { top?.message }

    /// The error under prompt `id` on the top step.
    public func error(_ id: String) -> String? { top?.form.errors[id] }
}
