extension SQLiteAccountStore {
    public func insertFederatedSession(_ session: StoredFederatedSession, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "INSERT INTO federated_sessions (\(StoredFederatedSession.columns)) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", session.row)
        }
    }

    public func federatedSession(tokenHash: [UInt8]) async throws(AccountError) -> StoredFederatedSession? {
        try await run { connection in
            try connection.query(
                "SELECT \(StoredFederatedSession.columns) FROM federated_sessions WHERE token_hash = ?",
                [.bytes(tokenHash)]
            ).first.flatMap(StoredFederatedSession.init(row:))
        }
    }

    public func markFederatedSessionUsed(
        tokenHash: [UInt8], at time: Double, sealedGrant: [UInt8]?, recording event: SecurityEvent
    ) async throws(AccountError) {
        try await write(recording: event) { connection in
            try connection.query(
                "UPDATE federated_sessions SET last_used_at = ?, sealed_grant = ? WHERE token_hash = ?",
                [.real(time), sealedGrant.map { .bytes($0) } ?? .null, .bytes(tokenHash)])
        }
    }

    public func deleteFederatedSession(tokenHash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            try connection.query("DELETE FROM federated_sessions WHERE token_hash = ?", [.bytes(tokenHash)])
            return connection.changes > 0
        }
    }
}
