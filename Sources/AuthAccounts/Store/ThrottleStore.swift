/// Throttle counters: per key, the consecutive failures, the lock they earned and when the last
/// failure was; `ThrottlePolicy` decides, the store keeps the counts exact under concurrency.
///
/// The key names whoever is signing in: for the own accounts the email key
/// (`AccountRules.emailKey`, hence the column's name), for another authenticator its user name;
/// any stable text works. Keys without an account row are throttled alike; their rows go once quiet (never while
/// an operator must unlock them). Contract: claims on one key are serialised with every other
/// claim on it, from every connection and machine (`claimAttempt`), and judged by the database
/// server's clock where there is one.
public protocol ThrottleStore: Sendable {
    /// The key's record; an empty one when it has none.
    func throttle(key emailKey: String) async throws(AccountError) -> ThrottleRecord

    /// Claims one attempt for `key` atomically, before any password is verified: reads the
    /// record, asks `policy.claim`, and stores the new record when the attempt is allowed, all in
    /// one transaction that serialises with every other claim on the key (no lost updates, no
    /// two attempts slipping past one lock). The time is the database server's own clock where
    /// there is one (PostgreSQL), else `fallbackTime`. Also prunes the rows of keys that have
    /// no account and have been quiet for `policy.quietPeriod`.
    func claimAttempt(key emailKey: String, at fallbackTime: Double, policy: ThrottlePolicy)
        async throws(AccountError)
        -> ThrottleClaim

    /// Forgets the key's failures and lock (a success, an operator's unlock), recording `event`
    /// (the sign-in, the unlock) in the same transaction.
    func resetThrottle(key emailKey: String, recording event: SecurityEvent) async throws(AccountError)
}

/// Consecutive failures for one key, the time before which attempts are refused, and when the
/// last failure was (for the quiet period that forgets them).
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
