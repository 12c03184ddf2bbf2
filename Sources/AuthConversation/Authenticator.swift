/// Who someone turned out to be, and what that sign-in lets them do.
///
/// `user` is the name they are known by to the authenticator that let them in: the email for
/// the built-in accounts, the Unix user name for PAM. It is never assumed to be an email.
public struct Identity: Equatable, Sendable {
    /// What a signed-in identity may do here beyond being signed in.
    public struct Abilities: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The sign-in is remembered (auto-login next time) and can be logged out everywhere.
        public static let rememberedSessions = Abilities(rawValue: 1 << 0)
        /// `Change password` is offered.
        public static let changePassword = Abilities(rawValue: 1 << 1)
        /// `Delete account` is offered.
        public static let deleteAccount = Abilities(rawValue: 1 << 2)
        /// `Two-factor authentication` can be turned on and off.
        public static let secondFactor = Abilities(rawValue: 1 << 3)
        /// The secret page is offered: it asks the account store to confirm the password again.
        public static let confirmIdentity = Abilities(rawValue: 1 << 4)
    }

    /// The login name (an email for the built-in accounts).
    public var user: String
    /// The name to greet them by (the profile's username; may be any printable text: sanitise).
    public var displayName: String
    /// Which authenticator let them in (`accounts`; `--print json` says it).
    public var authenticator: String
    public var abilities: Abilities
    /// What the authenticator knows them by besides their names, by attribute name (the built-in
    /// accounts' `account.id`): read by whoever knows the name, shown to no one.
    public var attributes: [String: String]
    /// What to tell the person as they arrive (`Last sign-in: … from …`, failures and changes
    /// since: `SignInNotice.lines`); stored text, so views sanitise it.
    public var notice: [String] = []
    /// For a sign-in another party decided (an OpenID provider): what the login remembers of it
    /// so its authenticator can take it back (`Authenticator.restore`); nil for the rest.
    public var federation: Federation?

    /// Who a provider said signed in, and what it granted: enough for the authenticator that
    /// made it to accept it back from a remembered session and to end it at the provider.
    ///
    /// `grant` is in the authenticator's own form and is a secret: it is only ever sealed for the
    /// store (never written, logged or shown in the clear).
    public struct Federation: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
        public var issuer: String
        public var clientID: String
        /// Who signed in, in the issuer's terms (`sub`).
        public var subject: String
        public var grant: [UInt8]?

        public init(issuer: String, clientID: String, subject: String, grant: [UInt8]?) {
            self.issuer = issuer
            self.clientID = clientID
            self.subject = subject
            self.grant = grant
        }

        /// Printed (a test's failure, a debugger) without the grant.
        public var description: String {
            "Federation(issuer: \(issuer), clientID: \(clientID), subject: \(subject), grant: "
                + (grant == nil ? "none" : "withheld") + ")"
        }

        public var customMirror: Mirror {
            Mirror(
                self, children: ["issuer": issuer, "clientID": clientID, "subject": subject],
                displayStyle: .struct)
        }
    }

    /// Whether `name` may be a name here: it holds no control (`Cc`: ESC, BEL, DEL, the C1
    /// range), no format character (`Cf`: the bidi controls such as U+202E, zero-width spaces and
    /// joiners, the BOM), no line or paragraph separator, and no private-use, surrogate or
    /// unassigned code point. Any of those could rewrite a terminal, or make a name pass for another
    /// in a prompt, a log or a script. Spaces stay (U+3000 is how a Japanese name is written).
    ///
    /// The one rule for every name: a username at sign-up, and each name an authenticator hands
    /// over (a helper command's, an OpenID provider's claims).
    public static func isAcceptableName(_ name: String) -> Bool {
        !name.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                true
            default: false
            }
        }
    }

    public init(
        user: String, displayName: String, authenticator: String, abilities: Abilities = [],
        attributes: [String: String] = [:]
    ) {
        self.user = user
        self.displayName = displayName
        self.authenticator = authenticator
        self.abilities = abilities
        self.attributes = attributes
    }
}

/// Where a conversation is after a person's answer (or at its start).
public enum ConversationTurn: Equatable, Sendable {
    /// Asks `step` (a new one on top, or one already open again), with what went wrong, if anything.
    case ask(ConversationStep, StepFeedback = .none)
    /// Signed in: the conversation is over.
    case signedIn(Identity)
    /// Refused for good this time (a locked system account): the conversation starts over with
    /// this line.
    case refused(String)
    /// The person backed out of the first step, or a conversation that signs nobody in (an
    /// action of the signed-in host) is over: no conversation is open any more.
    case cancelled
    /// Shows `step` while the authenticator waits for something outside (an approval on a phone,
    /// a device code being confirmed, a key's touch), saying `doing` meanwhile (`Waiting for the
    /// approval`); the next turn is `Authenticator.awaitOutside`'s answer, unless the person
    /// backs out first (Esc on the sheets; Esc or Ctrl-C on the line).
    case waiting(ConversationStep, doing: String)
}

/// Something asked of a person in steps: it asks (visible answers, secrets, choices), tells
/// (information and error lines, something to scan) and ends (signed in, refused, cancelled).
///
/// A presenter drives it and renderers draw its steps; it never knows how it is drawn, so a
/// new one needs no view code. Calls come one at a time: the next only after the previous one
/// returned. A login is one (`Authenticator`); each action of the signed-in host is another
/// (its end is `.cancelled`: nobody new is signed in).
@MainActor
public protocol Conversation: AnyObject {
    /// Starts afresh (anything of an earlier conversation is forgotten): the first step.
    func begin() async -> ConversationTurn
    /// The person answered step `stepID` (the one on top).
    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn
    /// The person backs out of step `stepID` (Esc): usually the step below it again, or
    /// `.cancelled` from the first.
    func back(from stepID: String) async -> ConversationTurn
    /// After a `.waiting` turn for step `stepID`: the next turn, once the outside has answered.
    /// When the person backs out meanwhile the task is cancelled: return promptly (what it
    /// returns then is not used) and clean up; `back(from:)` follows.
    func awaitOutside(_ stepID: String) async -> ConversationTurn
}

extension Conversation {
    /// A conversation that never answers `.waiting` is never asked to wait.
    public func awaitOutside(_ stepID: String) async -> ConversationTurn {
        .refused("This sign-in cannot wait for anything")
    }
}

/// What an authenticator made of a remembered sign-in offered back to it (`Authenticator.restore`).
public enum Restored: Equatable, Sendable {
    /// Taken back: the identity to sign in, its `federation` holding the grant to keep from now on
    /// (a new one when the party that decided the sign-in issued one), and `note`, a short phrase
    /// for the security log saying how it was checked (`renewed at the provider`).
    case signedIn(Identity, note: String)
    /// Not this authenticator's to take: another sign-in method, another issuer or client.
    case notMine
    /// Its own, but over: the party that decided it ended it (a provider that revoked the grant or
    /// disabled the person), or it no longer meets this login's rules. `reason` in the person's
    /// words, `logReason` a short stable phrase for the security log.
    case ended(reason: String, logReason: String)
}

/// What decides who someone is, in steps: a conversation that ends signed in.
///
/// The built-in accounts are one authenticator (`AccountAuthenticator`); anything that can answer
/// a conversation's calls is another, with no view code of its own.
@MainActor
public protocol Authenticator: Conversation {
    /// The label of the Start screen's button that opens the conversation (`SIGN IN / REGISTER`).
    var startLabel: String { get }
    /// `identity`, whom this authenticator signed in, signs out (log out, `run --logout-after`):
    /// ends what the authenticator holds for them elsewhere (an OpenID provider's grant). Returns
    /// a line to tell when that failed; signing out goes on regardless.
    func signOut(_ identity: Identity) async -> String?
    /// A remembered sign-in (`remembered.federation` set, as an identity this kind of
    /// authenticator once signed in) offered back: taken (the identity to sign in, holding again
    /// what signing out ends), not this authenticator's to take (another sign-in method, another
    /// issuer or client), or ended by the party that decided it; in the last two the person logs in.
    func restore(_ remembered: Identity) async -> Restored
    /// Whether the login may remember a sign-in from here (the account store's sessions, or a
    /// federated sign-in `restore` takes back); false for those whose sessions live elsewhere
    /// (PAM, greetd, a program).
    var remembersSignIns: Bool { get }
}

extension Authenticator {
    /// An authenticator that holds nothing for a signed-in person has nothing to end.
    public func signOut(_ identity: Identity) async -> String? { nil }
    /// An authenticator that remembers nothing of its own takes no federated sign-in back.
    public func restore(_ remembered: Identity) async -> Restored { .notMine }
    public var remembersSignIns: Bool { false }
}
