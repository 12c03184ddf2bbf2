/// The presenter of the Start screen and the login conversation over it: it drives any
/// `Authenticator` and keeps the steps it asked as open sheets.
///
/// Views render `state` and turn keys into these intents: `edit` for typing and focus moves,
/// `choose` for a choice (a button), `back` for Esc. The presenter hands the top step's answers
/// to the authenticator and shows what comes back: a step on top, a step below again (the ones
/// above close), errors, or the end. Every intent that waits is `async` and returns once its
/// result is in `state`; a choice while one is running is ignored (no double sign-in).
@MainActor
public final class AuthFlowPresenter {
    public private(set) var state = AuthFlowState()
    public let authenticator: any Authenticator

    private let probe: ConnectivityProbe
    private let onSignedIn: @MainActor (Identity) async -> Void
    private var pendingNotice: String?
    /// The authenticator's last wait for something outside (`ConversationTurn.waiting`), with
    /// the turn it led to: running while `state.isWaiting`.
    private var outside: Task<Void, Never>?
    /// A connection check started before the Start screen appeared (at launch), used by the
    /// screen's first check instead of asking again.
    private var earlyCheck: EarlyCheck?

    /// The early check's answer once it is in, or whether the screen waits for it. The screen
    /// does not await it (a `Task`'s value or a continuation): the Swift runtime resumes such a
    /// waiter through its global executor, which started libdispatch's pool (three threads) just
    /// after the first frame; the early check shows its answer itself instead (issue 25).
    private enum EarlyCheck {
        case running(screenWaits: Bool)
        case answered(Connectivity)
    }

    public init(
        authenticator: any Authenticator, probe: ConnectivityProbe,
        onSignedIn: @escaping @MainActor (Identity) async -> Void
    ) {
        self.authenticator = authenticator
        self.probe = probe
        self.onSignedIn = onSignedIn
        state.startLabel = authenticator.startLabel
    }

    /// Forgets every step, value and error: the Start screen is shown afresh (then `retry()`
    /// runs its connection check). A notice posted just before is kept for this showing.
    public func reset() {
        outside?.cancel()
        outside = nil
        state = AuthFlowState()
        state.startLabel = authenticator.startLabel
        state.notice = pendingNotice
        pendingNotice = nil
    }

    /// A one-line notice for the next showing of the Start screen.
    public func post(notice: String) {
        pendingNotice = notice
    }

    /// The connection check run while the app decides what to show (start it through the
    /// flow's `PendingWork`), so the Start screen can offer its button as soon as it appears:
    /// the screen's first check takes this answer, or shows it when it comes.
    public func checkConnectionEarly() async {
        earlyCheck = .running(screenWaits: false)
        let answer = await probe.check()
        guard case .running(let screenWaits) = earlyCheck else { return }
        if screenWaits {
            earlyCheck = nil
            show(answer)
        } else {
            earlyCheck = .answered(answer)
        }
    }

    /// The launch shows no Start screen (the remembered session signed in): the early answer
    /// would be stale by the time one shows (after a log-out, maybe hours later), so that one
    /// checks afresh. An early check still on its way is then dropped when it lands.
    public func forgetEarlyCheck() {
        earlyCheck = nil
    }

    /// The connection check: when the Start screen appears, and on `Retry` (no limit). The
    /// first one, while the early check is still on its way, returns at once and leaves
    /// `.checking` for that check to replace.
    public func retry() async {
        state.connection = .checking
        switch earlyCheck {
        case .answered(let answer):
            earlyCheck = nil
            show(answer)
        case .running(screenWaits: false):
            earlyCheck = .running(screenWaits: true)
        case .running(screenWaits: true), nil:
            show(await probe.check())
        }
    }

    private func show(_ result: Connectivity) {
        switch result {
        case .online: state.connection = .online
        case .offline(let reason): state.connection = .offline(reason: reason.description)
        }
    }

    /// The Start screen's button (`SIGN IN / REGISTER`): begins the conversation, once the
    /// connection check passed.
    public func open() async {
        guard state.connection == .online, state.steps.isEmpty, !state.isBusy else { return }
        await run(nil) { authenticator in await authenticator.begin() }
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

    /// A choice of the top step (a button): its answers go to the authenticator. Returns once
    /// the next turn is in `state` (or, signed in, once the sign-in was handed on).
    public func choose(_ choiceID: String) async {
        guard !state.isBusy, !state.isWaiting, let top = state.top,
            let choice = top.step.choices.first(where: { $0.id == choiceID })
        else { return }
        var answers: [String: String] = [:]
        for prompt in top.step.prompts { answers[prompt.id] = top.form.text(prompt.id) }
        let reply = Reply(choice: choice.id, answers: answers)
        await run(choice.busyLabel) { authenticator in await authenticator.answer(reply, to: top.id) }
    }

    /// Esc: the authenticator says where to go back to (usually the step below, whose focus
    /// comes back). Ignored while busy: the sheet stays under a running answer.
    public func back() async {
        guard !state.isBusy, let top = state.top else { return }
        if state.isWaiting, let outside {
            // The authenticator hears of it (its task is cancelled) and cleans up before it is
            // asked where to go back to: its calls still come one at a time.
            outside.cancel()
            await outside.value
            state.waitingFor = nil
        }
        await run(nil) { authenticator in await authenticator.back(from: top.id) }
    }

    /// Returns once the wait for something outside that runs now (if any) has ended, answered
    /// or cancelled, and its turn is in `state`: for headless drivers and tests.
    public func outsideAnswered() async {
        await outside?.value
    }

    private func run(
        _ busyLabel: String?, _ turn: @MainActor (any Authenticator) async -> ConversationTurn
    ) async {
        state.isBusy = true
        state.busyLabel = busyLabel
        let next = await turn(authenticator)
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
            let authenticator = authenticator
            outside = Task { [weak self] in
                let next = await authenticator.awaitOutside(step.id)
                // Backed out meanwhile: `back()` takes it from here.
                guard !Task.isCancelled, let self else { return }
                self.state.waitingFor = nil
                await self.apply(next)
            }
        case .signedIn(let identity): await onSignedIn(identity)
        case .cancelled:
            state.steps = []
            estimateNewSecret()
        case .refused(let message):
            state.steps = []
            let first = await authenticator.begin()
            if case .ask(let step, _) = first {
                ask(step, StepFeedback(message: message))
            } else {
                state.notice = message
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
        state.newSecretStrength = PasswordStrength.estimate(secret, knownWords: known)
    }
}
