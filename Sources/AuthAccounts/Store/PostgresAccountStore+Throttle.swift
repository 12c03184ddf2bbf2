extension PostgresAccountStore {
    public func throttle(key emailKey: String) async throws(AccountError) -> ThrottleRecord {
        try await run(.read) { connection, _ in
            try Self.throttleRecord(emailKey, in: connection, locking: false)
        }
    }

    private static func throttleRecord(_ emailKey: String, in connection: PostgresConnection, locking: Bool)
        throws -> ThrottleRecord
    {
        guard
            let row = try connection.query(
                "SELECT failures, locked_until, last_failure_at FROM authtui.throttle WHERE email_key = $1"
                    + (locking ? " FOR UPDATE" : ""), [.text(emailKey)]
            ).first,
            let failures = row[0].integer, let lockedUntil = row[1].real, let last = row[2].real
        else { return ThrottleRecord() }
        return ThrottleRecord(
            failures: Int(clamping: failures), lockedUntil: lockedUntil, lastFailureAt: last)
    }

    public func claimAttempt(key emailKey: String, at fallbackTime: Double, policy: ThrottlePolicy)
        async throws(AccountError) -> ThrottleClaim
    {
        try await run(.transaction) { connection, _ in
            // The row exists and is locked until COMMIT, so claims from every machine on this
            // key queue up here; the time is the server's, the same for all of them.
            try connection.query(
                """
                INSERT INTO authtui.throttle (email_key, failures, locked_until, last_failure_at)
                VALUES ($1, 0, 0, 0) ON CONFLICT (email_key) DO NOTHING
                """, [.text(emailKey)])
            let stored = try Self.throttleRecord(emailKey, in: connection, locking: true)
            let now = try Self.serverTime(connection)
            let claim = policy.claim(stored, at: now)
            if case .allowed(let record) = claim {
                try connection.query(
                    """
                    UPDATE authtui.throttle SET failures = $2, locked_until = $3, last_failure_at = $4
                    WHERE email_key = $1
                    """,
                    [
                        .text(emailKey), .integer(Int64(record.failures)), .real(record.lockedUntil),
                        .real(record.lastFailureAt),
                    ])
            }
            try connection.query(
                """
                DELETE FROM authtui.throttle WHERE email_key IN (
                    SELECT t.email_key FROM authtui.throttle t
                    WHERE t.last_failure_at < $1 AND t.failures < $2 AND t.email_key <> $3
                        AND NOT EXISTS (SELECT 1 FROM authtui.accounts a WHERE a.email_key = t.email_key)
                    LIMIT 100 FOR UPDATE SKIP LOCKED)
                """,
                [
                    .real(now - policy.quietPeriod), .integer(Int64(policy.prunedBelowFailures)),
                    .text(emailKey),
                ])
            return claim
        }
    }

    public func resetThrottle(key emailKey: String, recording event: SecurityEvent) async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query("DELETE FROM authtui.throttle WHERE email_key = $1", [.text(emailKey)])
        }
    }
}
