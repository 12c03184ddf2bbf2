extension SQLiteAccountStore {
    private static let sessionColumns = "token_hash, account_id, created_at, last_used_at, expires_at, origin"

    public func insertSession(_ session: StoredSession, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "INSERT INTO sessions (\(Self.sessionColumns)) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .bytes(session.tokenHash), .integer(session.accountID), .real(session.createdAt),
                    .real(session.lastUsedAt), .real(session.expiresAt), .text(session.origin),
                ])
        }
    }

    public func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        try await run { connection in
            try connection.query(
                "SELECT \(Self.sessionColumns) FROM sessions WHERE token_hash = ?", [.bytes(tokenHash)]
            ).first.flatMap(StoredSession.init(row:))
        }
    }

    public func sessions(accountID: Int64) async throws(AccountError) -> [StoredSession] {
        try await run { connection in
            try connection.query(
                """
                SELECT \(Self.sessionColumns) FROM sessions WHERE account_id = ?
                ORDER BY created_at DESC, token_hash
                """, [.integer(accountID)]
            ).compactMap(StoredSession.init(row:))
        }
    }

    public func markSessionUsed(tokenHash: [UInt8], at time: Double, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "UPDATE sessions SET last_used_at = ? WHERE token_hash = ?", [.real(time), .bytes(tokenHash)])
        }
    }

    public func deleteSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError) {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            try connection.query("DELETE FROM sessions WHERE token_hash = ?", [.bytes(tokenHash)])
            return connection.changes > 0
        }
    }

    public func deleteSessions(accountID: Int64, keeping: [UInt8]?, recording event: SecurityEvent)
        async throws(AccountError) -> Int
    {
        try await write(recording: { count in event.adding("\(count) sessions") }) { connection in
            try connection.query(
                "DELETE FROM sessions WHERE account_id = ? AND token_hash IS NOT ?",
                [.integer(accountID), keeping.map { .bytes($0) } ?? .null])
            return connection.changes
        }
    }
}
