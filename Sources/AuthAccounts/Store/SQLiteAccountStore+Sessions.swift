extension SQLiteAccountStore {
    public func insertSession(_ session: StoredSession) async throws(AccountError) {
        try await run { connection in
            try connection.writeTransaction {
                try connection.query(
                    """
                    INSERT INTO sessions (token_hash, account_id, created_at, last_used_at, expires_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                    [
                        .bytes(session.tokenHash), .integer(session.accountID), .real(session.createdAt),
                        .real(session.lastUsedAt), .real(session.expiresAt),
                    ])
            }
        }
    }

    public func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        try await run { connection in
            try connection.query(
                """
                SELECT token_hash, account_id, created_at, last_used_at, expires_at
                FROM sessions WHERE token_hash = ?
                """, [.bytes(tokenHash)]
            ).first.flatMap(StoredSession.init(row:))
        }
    }

    public func markSessionUsed(tokenHash: [UInt8], at time: Double) async throws(AccountError) {
        try await run { connection in
            try connection.writeTransaction {
                try connection.query(
                    "UPDATE sessions SET last_used_at = ? WHERE token_hash = ?",
                    [.real(time), .bytes(tokenHash)])
            }
        }
    }

    public func deleteSession(tokenHash: [UInt8]) async throws(AccountError) {
        try await run { connection in
            try connection.writeTransaction {
                try connection.query("DELETE FROM sessions WHERE token_hash = ?", [.bytes(tokenHash)])
            }
        }
    }

    public func deleteSessions(accountID: Int64, keeping: [UInt8]?) async throws(AccountError) -> Int {
        try await run { connection in
            try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM sessions WHERE account_id = ? AND token_hash IS NOT ?",
                    [.integer(accountID), keeping.map { .bytes($0) } ?? .null])
                return connection.changes
            }
        }
    }
}
