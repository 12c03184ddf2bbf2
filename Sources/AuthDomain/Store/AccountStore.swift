/// Where accounts, profiles, remembered sessions and throttle counters live; `AccountService`
/// holds the rules, a store only keeps data consistent.
///
/// Free of any database specifics so a PostgreSQL store can sit beside `SQLiteAccountStore`.
/// Contract every implementation keeps: an account and its profile are created in one
/// transaction, and deleting an account removes its profile and every session in one
/// transaction; `createAccount` throws `AccountError.emailAlreadyRegistered` when the email key is
/// taken (whatever concurrent writer took it); storage failures are `AccountError.store…` cases.
public protocol AccountStore: SecondFactorStore {
    /// Whether the store is reached over a network (PostgreSQL) rather than a local file.
    var isRemote: Bool { get }

    /// A stable identifier of this database, written into session files so a token is never sent
    /// to another store.
    func storeIdentifier() async throws(AccountError) -> String

    /// A cheap round trip proving the store answers (for connectivity checks).
    func ping() async throws(AccountError)

    /// Inserts the account and its profile together; returns the new account's id.
    func createAccount(_ account: NewAccount) async throws(AccountError) -> Int64

    /// Inserts many accounts in as few transactions as the store likes (imports, benchmarks).
    func importAccounts(_ accounts: [NewAccount]) async throws(AccountError)

    func account(emailKey: String) async throws(AccountError) -> StoredAccount?
    func account(id: Int64) async throws(AccountError) -> StoredAccount?
    func updatePasswordHash(accountID: Int64, passwordHash: String) async throws(AccountError)

    /// Removes account, profile and all sessions at once; false when there was no such account.
    func deleteAccount(id: Int64) async throws(AccountError) -> Bool

    func insertSession(_ session: StoredSession) async throws(AccountError)
    func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession?
    func markSessionUsed(tokenHash: [UInt8], at time: Double) async throws(AccountError)
    func deleteSession(tokenHash: [UInt8]) async throws(AccountError)

    /// Removes every session of the account except the one hashed `keeping` (nil: all of them);
    /// returns how many were removed.
    func deleteSessions(accountID: Int64, keeping: [UInt8]?) async throws(AccountError) -> Int

    /// Accounts with their session count and throttle state, for operators (`authtui accounts`):
    /// every account in id order, or only the one with `emailKey`.
    func accountOverviews(emailKey: String?) async throws(AccountError) -> [AccountOverview]

    func throttle(emailKey: String) async throws(AccountError) -> ThrottleRecord

    /// Claims one attempt for `emailKey` atomically, before any password is verified: reads the
    /// record, asks `policy.claim`, and stores the new record when the attempt is allowed, all in
    /// one transaction that serialises with every other claim on the key (no lost updates, no
    /// two attempts slipping past one lock). The time is the database server's own clock where
    /// there is one (PostgreSQL), else `fallbackTime`. Also prunes the rows of emails that have
    /// no account and have been quiet for `policy.quietPeriod`.
    func claimAttempt(emailKey: String, at fallbackTime: Double, policy: ThrottlePolicy)
        async throws(AccountError)
        -> ThrottleClaim

    /// The time to stamp and judge sessions with: the database server's clock where there is
    /// one (PostgreSQL, so every machine agrees), else `fallback` (one clock: the caller's).
    func currentTime(fallback: Double) async throws(AccountError) -> Double

    func resetThrottle(emailKey: String) async throws(AccountError)
}

/// An account to create: what sign-up has validated and hashed.
public struct NewAccount: Sendable, Equatable {
    public var email: String
    public var emailKey: String
    public var passwordHash: String
    public var username: String
    public var createdAt: Double

    public init(email: String, emailKey: String, passwordHash: String, username: String, createdAt: Double) {
        self.email = email
        self.emailKey = emailKey
        self.passwordHash = passwordHash
        self.username = username
        self.createdAt = createdAt
    }
}

/// An account as stored, with the profile's username and the password hash.
public struct StoredAccount: Sendable, Equatable {
    public var id: Int64
    public var email: String
    public var emailKey: String
    public var passwordHash: String
    public var username: String

    public init(id: Int64, email: String, emailKey: String, passwordHash: String, username: String) {
        self.id = id
        self.email = email
        self.emailKey = emailKey
        self.passwordHash = passwordHash
        self.username = username
    }

    /// The public view of the account (no hash).
    public var account: Account { Account(id: id, email: email, username: username) }
}

/// A remembered session as the store keeps it: only the SHA-256 of the token, never the token.
public struct StoredSession: Sendable, Equatable {
    public var tokenHash: [UInt8]
    public var accountID: Int64
    public var createdAt: Double
    public var lastUsedAt: Double
    public var expiresAt: Double

    public init(
        tokenHash: [UInt8], accountID: Int64, createdAt: Double, lastUsedAt: Double, expiresAt: Double
    ) {
        self.tokenHash = tokenHash
        self.accountID = accountID
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
    }
}

/// Consecutive failures for one email key, the time before which attempts are refused, and when
/// the last failure was (for the quiet period that forgets them).
public struct ThrottleRecord: Sendable, Equatable {
    public var failures: Int
    public var lockedUntil: Double
    public var lastFailureAt: Double

    public init(failures: Int = 0, lockedUntil: Double = 0, lastFailureAt: Double = 0) {
        self.failures = failures
        self.lockedUntil = lockedUntil
        self.lastFailureAt = lastFailureAt
    }
}

/// One account as an operator sees it: no hash, but how many sessions it has and its throttle.
public struct AccountOverview: Sendable, Equatable {
    public var id: Int64
    public var email: String
    public var username: String
    public var createdAt: Double
    public var sessions: Int
    public var throttle: ThrottleRecord

    public init(
        id: Int64, email: String, username: String, createdAt: Double, sessions: Int, throttle: ThrottleRecord
    ) {
        self.id = id
        self.email = email
        self.username = username
        self.createdAt = createdAt
        self.sessions = sessions
        self.throttle = throttle
    }
}
