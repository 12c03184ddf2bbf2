/// What the logged-in host shows (its actions' sheets are the host's `ConversationPresenter`'s).
public struct LoggedInState: Equatable, Sendable {
    /// `Hi, <username>` (the username is untrusted text: views sanitise it).
    public internal(set) var greeting = "Hi"
    /// Someone is signed in: the host shows (with or without an account of the store: PAM's
    /// people have none).
    public internal(set) var isSignedIn = false
    public internal(set) var account: Account?
    /// The sign-in is another party's that the store remembers (`Identity.federation`).
    public internal(set) var isFederated = false
    /// What the signed-in identity may do here: the host offers only these.
    public internal(set) var abilities: Identity.Abilities = []
    /// A one-line result under the greeting (`Password changed…`).
    public internal(set) var notice: String?
    /// A one-line problem under the actions (two-factor authentication could not open).
    public internal(set) var problem: String?
    /// What the sign-in told (`Last sign-in: … from …`, failures and changes since), under it.
    public internal(set) var signInNotice: [String] = []
    /// The host's focused button (nil: the first, `Log out`); kept while the secret page shows.
    public internal(set) var focus: String?
    /// Whether the account asks for a second factor at sign-in, read as the host shows and again
    /// after each action (nil: not read yet, or an identity that has none to turn on).
    public internal(set) var twoFactorIsOn: Bool?

    public init() {}

    /// The actions offered, in order: those the identity may do.
    public var actions: [HostAction] { HostAction.all.filter { abilities.contains($0.ability) } }
}

/// The presenter of the logged-in host: the greeting, what the sign-in told, and the actions
/// the identity may do (`HostAction.all`), each a conversation driven by `conversation` and
/// drawn by the login's own renderers.
@MainActor
public final class LoggedInPresenter {
    public private(set) var state = LoggedInState()
    /// The host's greeting, with the person's display name.
    static let greeting = Message("host.greeting", "Hi, %1$s")
    /// The open action's steps.
    public let conversation = ConversationPresenter()

    private let service: AccountService
    /// Called after a log out or a deletion, with a one-line problem to show, if any, else the
    /// action's farewell (`The account is deleted`) for the Start screen to confirm it.
    private let onSignedOut: @MainActor (_ problem: String?, _ farewell: String?) async -> Void
    /// The action open now (whose farewell a sign-out says).
    private var opened: HostAction?
    private let onOpenSecretPage: @MainActor () async -> Void

    public init(
        service: AccountService, onSignedOut: @escaping @MainActor (String?, String?) async -> Void,
        onOpenSecretPage: @escaping @MainActor () async -> Void
    ) {
        self.service = service
        self.onSignedOut = onSignedOut
        self.onOpenSecretPage = onOpenSecretPage
        // An action may have turned two-factor authentication on or off.
        conversation.onEnd = { [weak self] _ in await self?.readTwoFactor() }
    }

    /// Reads whether two-factor authentication is on, for the host's status line (an identity
    /// without the ability, or a store that cannot say, shows none).
    public func readTwoFactor() async {
        guard state.isSignedIn, state.abilities.contains(.secondFactor) else { return }
        let account = state.account
        let isOn = try? await service.hasSecondFactor()
        // Still the same person (a sign-out may have come meanwhile).
        guard state.isSignedIn, state.account == account else { return }
        state.twoFactorIsOn = isOn
    }

    /// Someone is signed in (by the login flow or a remembered session).
    public func show(_ identity: Identity) {
        conversation.reset()
        state = LoggedInState()
        state.isSignedIn = true
        state.account = identity.account
        state.isFederated = identity.federation != nil
        state.abilities = identity.abilities
        state.greeting = Self.greeting(identity.account?.nameToGreet ?? identity.displayName)
        state.signInNotice = identity.notice
    }

    /// Focus moved on the host (Tab, a click).
    public func focus(_ id: String?) {
        state.focus = id
    }

    /// A host button: begins action `id` when it is offered and no other is open. Returns once
    /// its first step is open (or it is over).
    public func open(_ id: String) async {
        guard state.isSignedIn, !conversation.state.isOpen, !conversation.state.isBusy,
            let action = state.actions.first(where: { $0.id == id })
        else { return }
        state.notice = nil
        state.problem = nil
        opened = action
        await conversation.begin(action.conversation(session))
    }

    /// `Log out` (for headless drivers: the same as its button).
    public func logOut() async {
        await open(HostAction.ID.logOut)
    }

    /// What the actions reach.
    private var session: HostSession {
        HostSession(
            service: service, account: state.account, isFederated: state.isFederated,
            signOut: { [weak self] problem in await self?.signedOut(problem) },
            tell: { [weak self] line, isProblem in
                if isProblem { self?.state.problem = line } else { self?.state.notice = line }
            },
            openSecretPage: { [weak self] in await self?.onOpenSecretPage() })
    }

    private func signedOut(_ problem: String?) async {
        state = LoggedInState()
        let farewell = opened?.farewell?.text
        opened = nil
        await onSignedOut(problem, farewell)
    }
}
