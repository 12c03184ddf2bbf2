/// One thing an authenticator asks for: a visible answer, a secret, or a new secret.
///
/// A prompt is labelled in the authenticator's own words (`Email`, PAM's `Password: `); a
/// renderer shows that label as it is and never invents another.
public struct Prompt: Equatable, Sendable {
    /// How the answer is typed and shown.
    public enum Kind: Equatable, Sendable {
        /// Echoed as typed (an email, a user name, a one-time code).
        case visible
        /// Never echoed (a password).
        case secret
        /// A secret being chosen (a new password): never echoed, and graded as it is typed with
        /// the step's visible answers counted as words an attacker knows.
        case newSecret
    }

    /// Names the answer in a `Reply` (and the field on a sheet).
    public var id: String
    public var label: String
    public var kind: Kind
    /// The most characters the answer may have (the field stops taking more).
    public var maxLength: Int
    /// The text to put into the field when the step is asked; nil keeps what is typed there
    /// (and leaves a new field empty). `""` empties it (a wrong password, a wrong code).
    public var value: String?
    /// For a new secret: words an attacker knows besides the step's visible answers (the
    /// account's email and name when the step asks none of them), counted against it.
    public var knownWords: [String]

    public init(
        id: String, label: String, kind: Kind = .visible, maxLength: Int = 256, value: String? = nil,
        knownWords: [String] = []
    ) {
        self.id = id
        self.label = label
        self.kind = kind
        self.maxLength = maxLength
        self.value = value
        self.knownWords = knownWords
    }

    /// Whether the answer is never shown (a secret or a new secret).
    public var isSecret: Bool { kind != .visible }
}

/// One way to answer a step: a button on a sheet, a numbered choice on a line. The first of a
/// step's choices that does not back out is the default (Enter in the last field presses it).
public struct Choice: Equatable, Sendable {
    /// The way back's usual label (a step's `0) Back`, a sheet's `Back`).
    public static let backLabel = Message("choice.back", "Back")

    public var id: String
    public var label: String
    /// What is said while the authenticator works on this answer (`Checking`); nil: nothing.
    public var busyLabel: String?
    /// It destroys something that cannot be had back (`Delete`, `Turn off`, `End`): drawn as a
    /// warning.
    public var isDestructive: Bool
    /// It backs out of the step as Esc does (`Cancel`): the conversation hears `back(from:)`,
    /// not an answer, and the line mode offers it as its way back (`0) Cancel`).
    public var backsOut: Bool

    public init(
        id: String, label: String, busyLabel: String? = nil, isDestructive: Bool = false,
        backsOut: Bool = false
    ) {
        self.id = id
        self.label = label
        self.busyLabel = busyLabel
        self.isDestructive = isDestructive
        self.backsOut = backsOut
    }
}

/// Something an authenticator tells, as a whole line: a renderer draws it, it asks nothing.
public enum ConversationLine: Equatable, Sendable {
    /// Information (`We need your email…`, PAM's `PAM_TEXT_INFO`).
    case info(String)
    /// An error that concerns no single prompt (PAM's `PAM_ERROR_MSG`).
    case error(String)
    /// Something to scan or copy, such as an `otpauth://` URI or an address: the sheets draw it
    /// as a QR code (whole, or a line saying how much larger the terminal must be) with the text,
    /// or the `caption` when there is one (the key in an `otpauth://` address, in groups), under
    /// or beside it; the line mode says the caption and the text.
    case scan(String, caption: String? = nil)
    /// Short items to write down or read one by one (recovery codes): the sheets set them in as
    /// many columns as the screen needs, never out of sight; the line mode says one a line.
    case list([String])
}

/// One step of a login conversation: what is told, what is asked, and the ways to answer.
///
/// The `id` names the step: asking a step whose id is already open goes back to it (its typed
/// answers kept, unless a prompt's `value` says otherwise), a new id opens a new one on top.
/// Renderers derive everything they draw from this value, so a new step needs no new view code.
public struct ConversationStep: Equatable, Sendable {
    public var id: String
    public var title: String
    /// Lines shown before the prompts, in order.
    public var lines: [ConversationLine]
    public var prompts: [Prompt]
    /// At least one; the first that does not back out is the default.
    public var choices: [Choice]
    /// Whether the person may back out of it (Esc, the line mode's `Back`); false: only a choice
    /// leaves it (recovery codes shown once, closed by `Done`).
    public var mayGoBack: Bool

    public init(
        id: String, title: String, lines: [ConversationLine] = [], prompts: [Prompt] = [], choices: [Choice],
        mayGoBack: Bool = true
    ) {
        self.id = id
        self.title = title
        self.lines = lines
        self.prompts = prompts
        self.choices = choices
        self.mayGoBack = mayGoBack
    }

    /// The prompt named `id`.
    public func prompt(_ id: String) -> Prompt? { prompts.first { $0.id == id } }

    /// The choice Enter in the last field makes.
    public var defaultChoice: Choice? { choices.first { !$0.backsOut } ?? choices.first }
}

/// What a person gave a step: the choice they made and the answer to each prompt.
///
/// Answers are taken as `String`s; an authenticator turns a secret into the bytes it needs and
/// keeps no copy.
public struct Reply: Sendable {
    public var choice: String
    /// Prompt id → the text typed.
    public var answers: [String: String]

    public init(choice: String, answers: [String: String] = [:]) {
        self.choice = choice
        self.answers = answers
    }

    /// The answer to prompt `id` ("" when there is none).
    public subscript(_ id: String) -> String { answers[id] ?? "" }
}

/// How an answer went wrong, shown on the step that is asked again: an error under each prompt
/// it concerns (focus goes to the first of them), a message for the step as a whole, or focus
/// put on a prompt for the next try.
public struct StepFeedback: Equatable, Sendable {
    /// Prompt id → the sentence under it.
    public var errors: [String: String]
    /// `Wrong email or password`: about the step, not one prompt.
    public var message: String?
    /// The prompt to put the caret in (after a wrong password: the password).
    public var focus: String?

    public init(errors: [String: String] = [:], message: String? = nil, focus: String? = nil) {
        self.errors = errors
        self.message = message
        self.focus = focus
    }

    /// No feedback: a step asked for the first time.
    public static let none = StepFeedback()
}
