extension PostgresAccountStore {
    private static let sessionColumns = "token_hash, account_id, created_at, last_used_at, expires_at, origin"

    public func insertSession(_ session: StoredSession, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "INSERT INTO authtui.sessions (\(Self.sessionColumns)) VALUES ($1, $2, $3, $4, $5, $6)",
                [
                    .bytes(session.tokenHash), .integer(session.accountID), .real(session.createdAt),
                    .real(session.lastUsedAt), .real(session.expiresAt), .text(session.origin),
                ])
        }
    }

    public func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        try await run(.read) { connection, _ in
            try connection.query(
                "SELECT \(Self.sessionColumns) FROM authtui.sessions WHERE token_hash = $1",
                [.bytes(tokenHash)]
            ).first.flatMap(StoredSession.init(row:))
        }
    }

    public func sessions(accountID: Int64) async throws(AccountError) -> [StoredSession] {
        try await run(.read) { connection, _ in
            try connection.query(
                """
                SELECT \(Self.sessionColumns) FROM authtui.sessions WHERE account_id = $1
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
                "UPDATE authtui.sessions SET last_used_at = $1 WHERE token_hash = $2",
                [.real(time), .bytes(tokenHash)])
        }
    }

    public func deleteSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError) {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            !(try connection.query(
                "DELETE FROM authtui.sessions WHERE token_hash = $1 RETURNING account_id", [.bytes(tokenHash)]
            ).isEmpty)
        }
    }

    public func deleteSessions(accountID: Int64, keeping: [UInt8]?, recording event: SecurityEvent)
        async throws(AccountError) -> Int
    {
        try await write(recording: { count in event.adding("\(count) sessions") }) { connection in
            try connection.query(
                """
                DELETE FROM authtui.sessions WHERE account_id = $1 AND token_hash IS DISTINCT FROM $2
                RETURNING account_id
                """, [.integer(accountID), keeping.map { .bytes($0) } ?? .null]
            ).count
        }
    }
}
