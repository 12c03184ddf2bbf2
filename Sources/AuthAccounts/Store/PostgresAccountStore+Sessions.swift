extension PostgresAccountStore {
    public func insertSession(_ session: StoredSession) async throws(AccountError) {
        try await run(.transaction) { connection, _ in
            try connection.query(
                """
                INSERT INTO authtui.sessions (token_hash, account_id, created_at, last_used_at, expires_at)
                VALUES ($1, $2, $3, $4, $5)
                """,
                [
                    .bytes(session.tokenHash), .integer(session.accountID), .real(session.createdAt),
                    .real(session.lastUsedAt), .real(session.expiresAt),
                ])
        }
    }

    public func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        try await run(.read) { connection, _ in
            try connection.query(
                """
                SELECT token_hash, account_id, created_at, last_used_at, expires_at
                FROM authtui.sessions WHERE token_hash = $1
                """, [.bytes(tokenHash)]
            ).first.flatMap(StoredSession.init(row:))
        }
    }

    public func markSessionUsed(tokenHash: [UInt8], at time: Double) async throws(AccountError) {
        try await run(.transaction) { connection, _ in
            try connection.query(
                "UPDATE authtui.sessions SET last_used_at = $1 WHERE token_hash = $2",
                [.real(time), .bytes(tokenHash)])
        }
    }

    public func deleteSession(tokenHash: [UInt8]) async throws(AccountError) {
        try await run(.transaction) { connection, _ in
            try connection.query("DELETE FROM authtui.sessions WHERE token_hash = $1", [.bytes(tokenHash)])
        }
    }

    public func deleteSessions(accountID: Int64, keeping: [UInt8]?) async throws(AccountError) -> Int {
        try await run(.transaction) { connection, _ in
            try connection.query(
                """
                DELETE FROM authtui.sessions WHERE account_id = $1 AND token_hash IS DISTINCT FROM $2
                RETURNING account_id
                """, [.integer(accountID), keeping.map { .bytes($0) } ?? .null]
            ).count
        }
    }
}
