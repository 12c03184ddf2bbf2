/// Remembered sessions: for each one the SHA-256 of its token (never the token), the account it
/// signs in, and when it was made, last used and ends.
///
/// A `StoreBasics` because a session belongs to the database that keeps it: the session file
/// names this store's `storeIdentifier()`, and sessions are stamped and judged by this store's
/// `currentTime`, so whoever takes the sessions from a store takes its identifier and clock too.
/// A session names its account by id and needs that account's row: `insertSession` for an id
/// with no account fails (`AccountError.storeUnavailable`) and stores nothing. Every write is its
/// own transaction, with the event it records; the rules (lifetime, idle limit, constant-time
/// comparison of the hash) are the caller's.
public protocol SessionStore: StoreBasics {
    func insertSession(_ session: StoredSession, recording event: SecurityEvent) async throws(AccountError)
    func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession?
    func markSessionUsed(tokenHash: [UInt8], at time: Double, recording event: SecurityEvent)
        async throws(AccountError)
    /// Removes the session; the event is recorded only when there was one.
    func deleteSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError)

    /// Removes every session of the account except the one hashed `keeping` (nil: all of them);
    /// returns how many were removed (the event says how many).
    func deleteSessions(accountID: Int64, keeping: [UInt8]?, recording event: SecurityEvent)
        async throws(AccountError) -> Int

    /// The account's sessions, newest first (expired ones too, until they are next refused).
    func sessions(accountID: Int64) async throws(AccountError) -> [StoredSession]
}

/// A remembered session as the store keeps it: only the SHA-256 of the token, never the token.
public struct StoredSession: Sendable, Equatable {
    public var tokenHash: [UInt8]
    public var accountID: Int64
    public var createdAt: Double
    public var lastUsedAt: Double
    public var expiresAt: Double
    /// Where it was made, for the person's list of sessions (`EventOrigin.summary`).
    public var origin: String

    public init(
        tokenHash: [UInt8], accountID: Int64, createdAt: Double, lastUsedAt: Double, expiresAt: Double,
        origin: String = ""
    ) {
        self.origin = origin
        self.tokenHash = tokenHash
        self.accountID = accountID
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
    }
}
