/// The presenter of the Start screen and the login conversation over it: the connection check,
/// the Start screen's button and notice, and any `Authenticator`'s steps as open sheets (driven
/// by its `ConversationPresenter`).
///
/// Views render `state` and turn keys into intents: `open` for the Start screen's button, `edit`,
/// `choose` and `back` for the sheets. Every intent that waits is `async` and returns once its
/// result is in `state`.
@MainActor
public final class AuthFlowPresenter {
    /// The Start screen's state with the conversation's steps in it.
    public var state: AuthFlowState {
        var state = start
        state.conversation = conversation.state
        return state
    }
    public let authenticator: any Authenticator
    /// Drives the authenticator's steps.
    public let conversation = ConversationPresenter()
    /// Told when the person backs out of the login: Esc or a choice that backs out on the
    /// conversation's first step, or Esc on the Start screen. Nil (the app): the Start screen
    /// shows again, and Esc on it does nothing; set (`authtui login`, `run`): whoever set it ends
    /// the login, its status telling Esc from a choice as dialog's does.
    public var onBackedOut: (@MainActor (BackOut) -> Void)?
    /// The conversation opens as soon as a connection check passes, with no button to press
    /// (`LoginGuard.Settings.opensConversation`: a greeter, `authtui login` and `run`).
    public var opensAtOnce = false

    /// Everything of `state` but the conversation.
    private var start = AuthFlowState()
    private let probe: ConnectivityProbe
    private let onSignedIn: @MainActor (Identity) async -> Void
    private var pendingNotice: (text: String, isProblem: Bool)?
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
        start.startLabel = authenticator.startLabel
        conversation.onEnd = { [weak self] end in await self?.ended(end) }
    }

    /// How the login conversation ended: signed in (handed on), backed out of (the Start
    /// screen again), or refused with nothing asked again (the Start screen says why).
    private func ended(_ end: ConversationTurn) async {
        switch end {
        case .signedIn(let identity): await onSignedIn(identity)
        case .refused(let message): start.notice = message
        case .cancelled:
            if let backOut = conversation.backOut { onBackedOut?(backOut) }
        case .ask, .waiting: break
        }
    }

    /// Whether Esc on the Start screen (no step open) backs out of the login (`onBackedOut`).
    public var backsOutAtStart: Bool { onBackedOut != nil }

    /// Esc on the Start screen itself: backs out of the login when someone is told
    /// (`onBackedOut`); otherwise nothing happens.
    public func escapeAtStart() {
        guard state.steps.isEmpty else { return }
        onBackedOut?(.escape)
    }

    /// Forgets every step, value and error: the Start screen is shown afresh (then `retry()`
    /// runs its connection check). A notice posted just before is kept for this showing.
    public func reset() {
        conversation.reset()
        start = AuthFlowState()
        start.startLabel = authenticator.startLabel
        start.notice = pendingNotice?.text
        start.noticeIsProblem = pendingNotice?.isProblem ?? true
        pendingNotice = nil
    }

    /// A one-line notice for the next showing of the Start screen: a problem, or (`isProblem`
    /// false) what was just done.
    public func post(notice: String, isProblem: Bool = true) {
        pendingNotice = (notice, isProblem)
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
            await show(answer)
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
    /// `.checking` for that check to replace. Online, a conversation that opens at once opens.
    public func retry() async {
        start.connection = .checking
        switch earlyCheck {
        case .answered(let answer):
            earlyCheck = nil
            await show(answer)
        case .running(screenWaits: false):
            earlyCheck = .running(screenWaits: true)
        case .running(screenWaits: true), nil:
            await show(await probe.check())
        }
    }

    /// The check's answer on the Start screen; online, the conversation opens if it opens at once.
    private func show(_ result: Connectivity) async {
        switch result {
        case .online:
            start.connection = .online
            if opensAtOnce { await open() }
        case .offline(let reason): start.connection = .offline(reason: reason.description)
        }
    }

    /// The Start screen's button (`SIGN IN / REGISTER`): begins the conversation, once the
    /// connection check passed.
    public func open() async {
        guard start.connection == .online else { return }
        await conversation.begin(authenticator)
    }

    /// The top step's form after a key (typing, caret or focus moves).
    public func edit(_ form: Form) { conversation.edit(form) }

    /// Types `text` into prompt `id` of the top step, as a person would (for headless drivers).
    public func fill(_ id: String, with text: String) { conversation.fill(id, with: text) }

    /// A choice of the top step (a button). Returns once the next turn is in `state` (or, signed
    /// in, once the sign-in was handed on).
    public func choose(_ choiceID: String) async { await conversation.choose(choiceID) }

    /// Esc on the top step (or, `by: .choice`, a choice that backs out).
    public func back(_ by: BackOut = .escape) async { await conversation.back(by) }

    /// Returns once the wait for something outside that runs now (if any) has ended.
    public func outsideAnswered() async { await conversation.outsideAnswered() }
}
