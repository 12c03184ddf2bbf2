/// The security log the account store keeps: one event per authentication decision and per change
/// to an account, each chained by hash to the one before it (`EventChain`).
///
/// Events are written by the store's own transaction helper, in the same transaction as the
/// change they record: every changing method of the other store parts takes the event it must
/// write (`recording:`), so a change cannot commit without its event, nor an event without its
/// change. `record` is only for decisions that change nothing else (a refused sign-in). The time
/// is the store's clock (the server's for PostgreSQL), in UTC seconds; events are never updated.
public protocol SecurityLogStore: StoreBasics {
    /// Appends an event that records no other change: a failed or throttled sign-in.
    func record(_ event: SecurityEvent) async throws(AccountError)

    /// Up to `limit` events with a sequence number above `seq`, oldest first.
    func events(after seq: Int64, limit: Int) async throws(AccountError) -> [LoggedEvent]

    /// The newest events about one account (by id) or one email key (events of an email that had
    /// no account, or failures before it existed), newest first, at most `limit`.
    func recentEvents(accountID: Int64?, subject: String, limit: Int) async throws(AccountError)
        -> [LoggedEvent]

    /// Where the stored chain starts (after pruning) and where it ends.
    func eventChainEnds() async throws(AccountError) -> EventChainEnds

    /// Retention: removes the oldest events, every one before the first written at or after
    /// `time`, in one transaction with `event` (an `events-pruned` event naming what went, added
    /// to the detail here). The head then starts the chain at the first event kept, from the
    /// hash of the last one removed, so the rest still verifies, and the checkpoint itself is in
    /// the chain. Returns how many went. Needs DELETE on the log (PostgreSQL: the owner role).
    func pruneEvents(before time: Double, recording event: SecurityEvent) async throws(AccountError) -> Int
}

/// One thing that happened, as the caller describes it; the store numbers, stamps and chains it.
///
/// Never holds a password, a code or a token: `detail` is a short fixed phrase (which step
/// failed, why a session ended), and every text field is escaped wherever it is printed.
public struct SecurityEvent: Sendable, Equatable {
    public var kind: Kind
    /// The account, when there is one (failures of a known email name it too).
    public var accountID: Int64?
    /// The email key (or the name typed at another authenticator), also for unknown ones.
    public var subject: String
    public var origin: EventOrigin
    /// Who decided: `accounts` (the own account flow), `operator` (`authtui accounts …`).
    public var authenticator: String
    public var detail: String
    /// The caller's clock; a store with a clock of its own (PostgreSQL) stamps its own instead.
    public var time: Double

    public init(
        kind: Kind, accountID: Int64?, subject: String, origin: EventOrigin, authenticator: String,
        detail: String = "", time: Double
    ) {
        self.kind = kind
        self.accountID = accountID
        self.subject = subject
        self.origin = origin
        self.authenticator = authenticator
        self.detail = detail
        self.time = time
    }

    /// The same event about the account `id` (a registration learns its id in the transaction).
    public func about(account id: Int64) -> SecurityEvent {
        var copy = self
        copy.accountID = id
        return copy
    }

    /// The same event with `more` after its detail.
    public func adding(_ more: String) -> SecurityEvent {
        var copy = self
        copy.detail = detail.isEmpty ? more : "\(detail); \(more)"
        return copy
    }

    /// What happened, by a stable name (the log's `kind` column and the line format's second
    /// word): a struct over text so a log written by a newer authtui still reads.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let signedIn = Kind(rawValue: "signed-in")
        public static let signInFailed = Kind(rawValue: "sign-in-failed")
        /// A sign-in the person backed out of while it waited for something outside (an
        /// OpenID provider's approval): nothing was refused.
        public static let signInCancelled = Kind(rawValue: "sign-in-cancelled")
        /// Someone signed in by another authenticator (an OpenID provider) signed out; the
        /// account store's own people record `session-revoked`.
        public static let signedOut = Kind(rawValue: "signed-out")
        public static let throttled = Kind(rawValue: "throttled")
        public static let locked = Kind(rawValue: "locked")
        public static let unlocked = Kind(rawValue: "unlocked")
        public static let registered = Kind(rawValue: "registered")
        public static let registrationRefused = Kind(rawValue: "registration-refused")
        public static let identityConfirmed = Kind(rawValue: "identity-confirmed")
        public static let passwordChanged = Kind(rawValue: "password-changed")
        public static let passwordRehashed = Kind(rawValue: "password-rehashed")
        public static let secondFactorPending = Kind(rawValue: "second-factor-pending")
        public static let secondFactorOn = Kind(rawValue: "second-factor-on")
        public static let secondFactorOff = Kind(rawValue: "second-factor-off")
        public static let secondFactorReset = Kind(rawValue: "second-factor-reset")
        public static let recoveryCodeUsed = Kind(rawValue: "recovery-code-used")
        public static let sessionRemembered = Kind(rawValue: "session-remembered")
        public static let sessionUsed = Kind(rawValue: "session-used")
        public static let sessionRevoked = Kind(rawValue: "session-revoked")
        public static let sessionExpired = Kind(rawValue: "session-expired")
        public static let sessionsRevoked = Kind(rawValue: "sessions-revoked")
        public static let accountDeleted = Kind(rawValue: "account-deleted")
        public static let accountsImported = Kind(rawValue: "accounts-imported")
        public static let eventsPruned = Kind(rawValue: "events-pruned")

        /// Every kind this authtui writes, in the order docs/security-log.md lists them.
        public static let all: [Kind] = [
            .signedIn, .signInFailed, .signInCancelled, .signedOut, .throttled, .locked, .unlocked,
            .registered,
            .registrationRefused,
            .identityConfirmed, .passwordChanged, .passwordRehashed, .secondFactorPending, .secondFactorOn,
            .secondFactorOff, .secondFactorReset, .recoveryCodeUsed, .sessionRemembered, .sessionUsed,
            .sessionRevoked, .sessionExpired, .sessionsRevoked, .accountDeleted, .accountsImported,
            .eventsPruned,
        ]

        /// `failed` (a wrong answer), `refused` (not even checked: throttled, locked, a taken
        /// email), or `ok`: the line format's third word.
        public var outcome: String {
            switch self {
            case .signInFailed, .locked: "failed"
            case .throttled, .registrationRefused, .signInCancelled: "refused"
            default: "ok"
            }
        }

        /// A sign-in: a password (and code) accepted, a remembered session used, or a
        /// registration (which signs in).
        public var isSignIn: Bool { self == .signedIn || self == .sessionUsed || self == .registered }
    }
}

/// An event as the store keeps it: its place in the chain, the store's time, and its hash.
public struct LoggedEvent: Sendable, Equatable {
    public var seq: Int64
    public var event: SecurityEvent
    /// SHA-256 over the previous event's hash and this event's fields (`EventChain.hash`).
    public var hash: [UInt8]

    public init(seq: Int64, event: SecurityEvent, hash: [UInt8]) {
        self.seq = seq
        self.event = event
        self.hash = hash
    }
}

/// The ends of the stored chain: the hash the first kept event chains to (zeroes when nothing was
/// ever pruned) and the last event written, as the store's head row remembers them.
public struct EventChainEnds: Sendable, Equatable {
    public var firstSeq: Int64
    public var startHash: [UInt8]
    public var lastSeq: Int64
    public var lastHash: [UInt8]

    public init(firstSeq: Int64, startHash: [UInt8], lastSeq: Int64, lastHash: [UInt8]) {
        self.firstSeq = firstSeq
        self.startHash = startHash
        self.lastSeq = lastSeq
        self.lastHash = lastHash
    }
}

extension LoggedEvent {
    /// The columns both stores select, in `EventChain.columns` order.
    init?(row: [StoreValue]) {
        guard row.count == 12, let seq = row[0].integer, let time = row[1].real, let kind = row[2].text,
            let subject = row[4].text, let user = row[5].text, let address = row[6].text,
            let key = row[7].text, let terminal = row[8].text, let authenticator = row[9].text,
            let detail = row[10].text, let hash = row[11].bytes
        else { return nil }
        let event = SecurityEvent(
            kind: .init(rawValue: kind), accountID: row[3].integer, subject: subject,
            origin: EventOrigin(unixUser: user, address: address, sshKey: key, terminal: terminal),
            authenticator: authenticator, detail: detail, time: time)
        self.init(seq: seq, event: event, hash: hash)
    }
}

extension EventChainEnds {
    init?(row: [StoreValue]) {
        guard row.count == 4, let first = row[0].integer, let start = row[1].bytes, let last = row[2].integer,
            let hash = row[3].bytes
        else { return nil }
        self.init(firstSeq: first, startHash: start, lastSeq: last, lastHash: hash)
    }
}
