/// The own accounts: one row per account with its profile (the username) and its Argon2id
/// password hash, found by email key or by id.
///
/// Contract: an account and its profile are created in one transaction, and deleting an account
/// removes its profile and everything the store's other parts keep for it (every session, the
/// second factor) in one transaction; `createAccount` throws `AccountError.emailAlreadyRegistered`
/// when the email key is taken, whatever concurrent writer (another process, another machine)
/// took it, and then changes nothing. Every change writes the `SecurityEvent` it is given in its
/// own transaction (`SecurityLogStore`). Storage failures are `AccountError.store…` cases.
public protocol AccountRowStore: Sendable {
    /// Inserts the account and its profile together; returns the new account's id. The event is
    /// recorded about the new id.
    func createAccount(_ account: NewAccount, recording event: SecurityEvent) async throws(AccountError)
        -> Int64

    /// Inserts many accounts at once (imports, benchmarks): all of them, or none when one email
    /// key is taken (`.emailAlreadyRegistered`).
    func importAccounts(_ accounts: [NewAccount], recording event: SecurityEvent) async throws(AccountError)

    func account(emailKey: String) async throws(AccountError) -> StoredAccount?
    func account(id: Int64) async throws(AccountError) -> StoredAccount?
    func updatePasswordHash(accountID: Int64, passwordHash: String, recording event: SecurityEvent)
        async throws(AccountError)

    /// Removes account, profile, all sessions and the second factor at once; false when there was
    /// no such account (and then records nothing).
    func deleteAccount(id: Int64, recording event: SecurityEvent) async throws(AccountError) -> Bool

    /// Accounts with their session count and throttle state, for operators (`authtui accounts`):
    /// every account in id order, or only the one with `emailKey`. Read in one query with the
    /// same database's sessions and throttle counters.
    func accountOverviews(emailKey: String?) async throws(AccountError) -> [AccountOverview]
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
