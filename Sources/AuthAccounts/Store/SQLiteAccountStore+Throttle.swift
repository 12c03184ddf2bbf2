extension SQLiteAccountStore {
    public func throttle(key emailKey: String) async throws(AccountError) -> ThrottleRecord {
        try await run { connection in
            try Self.throttleRecord(emailKey, in: connection)
        }
    }

    private static func throttleRecord(_ emailKey: String, in connection: SQLiteConnection) throws
        -> ThrottleRecord
    {
        guard
            let row = try connection.query(
                "SELECT failures, locked_until, last_failure_at FROM throttle WHERE email_key = ?",
                [.text(emailKey)]
            ).first,
            let failures = row[0].integer, let lockedUntil = row[1].real, let last = row[2].real
        else { return ThrottleRecord() }
        return ThrottleRecord(
            failures: Int(clamping: failures), lockedUntil: lockedUntil, lastFailureAt: last)
    }

    public func claimAttempt(key emailKey: String, at fallbackTime: Double, policy: ThrottlePolicy)
        async throws(AccountError) -> ThrottleClaim
    {
        try await run { connection in
            // BEGIN IMMEDIATE: the read and the write below are one step for every process.
            try connection.writeTransaction {
                let claim = policy.claim(try Self.throttleRecord(emailKey, in: connection), at: fallbackTime)
                if case .allowed(let record) = claim {
                    try connection.query(
                        """
                        INSERT INTO throttle (email_key, failures, locked_until, last_failure_at)
                        VALUES (?, ?, ?, ?)
                        ON CONFLICT (email_key) DO UPDATE SET failures = excluded.failures,
                            locked_until = excluded.locked_until, last_failure_at = excluded.last_failure_at
                        """,
                        [
                            .text(emailKey), .integer(Int64(record.failures)), .real(record.lockedUntil),
                            .real(record.lastFailureAt),
                        ])
                }
                try connection.query(
                    """
                    DELETE FROM throttle WHERE email_key IN (
                        SELECT t.email_key FROM throttle t
                        WHERE t.last_failure_at < ? AND t.failures < ?
                            AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.email_key = t.email_key)
                        LIMIT 100)
                    """,
                    [.real(fallbackTime - policy.quietPeriod), .integer(Int64(policy.prunedBelowFailures))])
                return claim
            }
        }
    }

    public func resetThrottle(key emailKey: String, recording event: SecurityEvent) async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query("DELETE FROM throttle WHERE email_key = ?", [.text(emailKey)])
        }
    }
}
