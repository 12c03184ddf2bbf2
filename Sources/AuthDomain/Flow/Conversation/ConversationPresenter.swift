/// Drives one `Conversation` at a time and keeps the steps it asked as open sheets: the login's
/// (inside `AuthFlowPresenter`) and each action of the signed-in host's (inside
/// `LoggedInPresenter`), drawn by the same sheet and line renderers.
///
/// Views render `state` and turn keys into these intents: `edit` for typing and focus moves,
/// `choose` for a choice (a button), `back` for Esc. The presenter hands the top step's answers
/// to the conversation and shows what comes back: a step on top, a step below again (the ones
/// above close), errors, or the end, which it hands to `onEnd`. Every intent that waits is
/// `async` and returns once its result is in `state`; a choice while one is running is ignored
/// (no double sign-in, no double deletion).
@MainActor
public final class ConversationPresenter {
    public private(set) var state = ConversationState()
    /// The conversation begun last (it stays after it ended, so it can start again).
    public private(set) var conversation: (any Conversation)?
    /// Told how a conversation ended: `.signedIn`, `.cancelled`, or `.refused` when the
    /// conversation, begun afresh after the refusal, asked nothing.
    public var onEnd: (@MainActor (ConversationTurn) async -> Void)?
    /// How the person backed out of the conversation that ended last as `.cancelled`: Esc, or a
    /// choice (one that backs out, or one the conversation answered by cancelling). Nil when it
    /// ended otherwise, or cancelled itself before anyone did anything. `onEnd` reads it.
    public private(set) var backOut: BackOut?

    /// The person's intent whose turn runs now, which `backOut` takes if the turn cancels.
    private var intent: BackOut?

    /// The conversation's last wait for something outside (`ConversationTurn.waiting`), with the
    /// turn it led to: running while `state.isWaiting`.
    private var outside: Task<Void, Never>?

    public init() {}

    /// Forgets every step, value and error (a wait for something outside is cancelled).
    public func reset() {
        outside?.cancel()
        outside = nil
        state = ConversationState()
        intent = nil
        backOut = nil
    }

    /// Begins `conversation` when none is open: its first step opens (or it ends at once).
    public func begin(_ conversation: any Conversation) async {
        guard !state.isOpen, !state.isBusy else { return }
        self.conversation = conversation
        intent = nil
        backOut = nil
        await run(nil) { conversation in await conversation.begin() }
    }

    /// The top step's form after a key (typing, caret or focus moves). Ignored while busy, so
    /// nothing changes under a running answer.
    public func edit(_ form: Form) {
        guard !state.isBusy, !state.isWaiting, let top = state.steps.indices.last else { return }
        let before = state.steps[top].form.fields
        state.steps[top].form.accept(form)
        if state.steps[top].form.fields != before {
            state.steps[top].message = nil
            estimateNewSecret()
        }
    }

    /// Types `text` into prompt `id` of the top step, as a person would (for headless drivers).
    public func fill(_ id: String, with text: String) {
        var form = state.form
        form.set(id, to: text)
        edit(form)
    }

    /// A choice of the top step (a button): its answers go to the conversation (a choice that
    /// backs out is Esc). Returns once the next turn is in `state` (or, once it ended, `onEnd`
    /// returned).
    public func choose(_ choiceID: String) async {
        guard !state.isBusy, !state.isWaiting, let top = state.top,
            let choice = top.step.choices.first(where: { $0.id == choiceID })
        else { return }
        if choice.backsOut { return await back(.choice) }
        var answers: [String: String] = [:]
        for prompt in top.step.prompts { answers[prompt.id] = top.form.text(prompt.id) }
        let reply = Reply(choice: choice.id, answers: answers)
        intent = .choice
        await run(choice.busyLabel) { conversation in await conversation.answer(reply, to: top.id) }
    }

    /// Esc (or, `by: .choice`, a choice that backs out): the conversation says where to go back
    /// to (usually the step below, whose focus comes back). Ignored while busy (the sheet stays
    /// under a running answer) and on a step that may not be backed out of.
    public func back(_ by: BackOut = .escape) async {
        guard !state.isBusy, let top = state.top, top.step.mayGoBack else { return }
        intent = by
        if state.isWaiting, let outside {
            // The conversation hears of it (its task is cancelled) and cleans up before it is
            // asked where to go back to: its calls still come one at a time.
            outside.cancel()
            await outside.value
            state.waitingFor = nil
        }
        await run(nil) { conversation in await conversation.back(from: top.id) }
    }

    /// Returns once the wait for something outside that runs now (if any) has ended, answered
    /// or cancelled, and its turn is in `state`: for headless drivers and tests.
    public func outsideAnswered() async {
        await outside?.value
    }

    private func run(_ busyLabel: String?, _ turn: @MainActor (any Conversation) async -> ConversationTurn)
        async
    {
        guard let conversation else { return }
        state.isBusy = true
        state.busyLabel = busyLabel
        let next = await turn(conversation)
        state.isBusy = false
        state.busyLabel = nil
        await apply(next)
    }

    private func apply(_ turn: ConversationTurn) async {
        switch turn {
        case .ask(let step, let feedback): ask(step, feedback)
        case .waiting(let step, let doing):
            ask(step, .none)
            state.waitingFor = doing
            guard let conversation else { return }
            outside = Task { [weak self] in
                let next = await conversation.awaitOutside(step.id)
                // Backed out meanwhile: `back()` takes it from here.
                guard !Task.isCancelled, let self else { return }
                self.state.waitingFor = nil
                await self.apply(next)
            }
        case .signedIn: await onEnd?(turn)
        case .cancelled:
            backOut = intent
            state.steps = []
            estimateNewSecret()
            await onEnd?(turn)
        case .refused(let message):
            state.steps = []
            guard let conversation else { return }
            let first = await conversation.begin()
            if case .ask(let step, _) = first {
                ask(step, StepFeedback(message: message))
            } else {
                await onEnd?(turn)
            }
        }
    }

    /// A step already open comes back (the ones above it close); a new one opens on top, its
    /// prompts' values filled in and its first empty field focused (the view's rule for nil).
    private func ask(_ step: ConversationStep, _ feedback: StepFeedback) {
        let index: Int
        if let open = state.steps.lastIndex(where: { $0.id == step.id }) {
            state.steps.removeSubrange((open + 1)...)
            state.steps[open].step = step
            // What was typed into a prompt the step no longer asks goes (a password once the
            // key it unlocked is shown).
            let asked = Set(step.prompts.map(\.id))
            state.steps[open].form.fields = state.steps[open].form.fields.filter { asked.contains($0.key) }
            if let focus = state.steps[open].form.focus, !asked.contains(focus),
                !step.choices.contains(where: { $0.id == focus })
            {
                state.steps[open].form.focus = nil
            }
            index = open
        } else {
            state.steps.append(OpenStep(step: step, form: Form(), message: nil))
            index = state.steps.count - 1
        }
        var form = state.steps[index].form
        for prompt in step.prompts {
            if let value = prompt.value { form.set(prompt.id, to: value) }
        }
        form.errors = [:]
        form.show(errors: feedback.errors, order: step.prompts.map(\.id))
        if let focus = feedback.focus { form.focus = focus }
        if feedback.message != nil { form.hasUnreadMessage = true }
        state.steps[index].form = form
        state.steps[index].message = feedback.message
        estimateNewSecret()
    }

    /// Re-estimates the meter (only for a step that asks for a new secret: a sign-in password is
    /// nobody's business to grade).
    private func estimateNewSecret() {
        guard let top = state.top, let prompt = top.step.prompts.first(where: { $0.kind == .newSecret }),
            case let secret = top.form.text(prompt.id), !secret.isEmpty
        else {
            state.newSecretStrength = nil
            return
        }
        let known = top.step.prompts.filter { $0.kind == .visible }.map { top.form.text($0.id) }
        state.newSecretStrength = PasswordStrength.estimate(secret, knownWords: known + prompt.knownWords)
    }
}

/// How a person backed out of a conversation, which scripts tell apart as dialog does: Esc (255)
/// or a choice such as `Cancel` or `Back` (1).
public enum BackOut: Equatable, Sendable {
    /// Esc on the sheets; in the line mode a lone Esc, end of input (Ctrl-D) or a cancelled wait.
    case escape
    /// A choice: one that backs out (`Cancel`, the line mode's `0) Back`), or one the
    /// conversation answered by cancelling.
    case choice
}
