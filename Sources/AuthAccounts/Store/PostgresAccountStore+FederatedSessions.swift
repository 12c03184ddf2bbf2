extension PostgresAccountStore {
    public func insertFederatedSession(_ session: StoredFederatedSession, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "INSERT INTO authtui.federated_sessions (\(StoredFederatedSession.columns)) "
                    + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)", session.row)
        }
    }

    public func federatedSession(tokenHash: [UInt8]) async throws(AccountError) -> StoredFederatedSession? {
        try await run(.read) { connection, _ in
            try connection.query(
                "SELECT \(StoredFederatedSession.columns) FROM authtui.federated_sessions WHERE token_hash = $1",
                [.bytes(tokenHash)]
            ).first.flatMap(StoredFederatedSession.init(row:))
        }
    }

    public func markFederatedSessionUsed(
        tokenHash: [UInt8], at time: Double, sealedGrant: [UInt8]?, recording event: SecurityEvent
    ) async throws(AccountError) {
        try await write(recording: event) { connection in
            try connection.query(
                "UPDATE authtui.federated_sessions SET last_used_at = $1, sealed_grant = $2 WHERE token_hash = $3",
                [.real(time), sealedGrant.map { .bytes($0) } ?? .null, .bytes(tokenHash)])
        }
    }

    public func deleteFederatedSession(tokenHash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            !(try connection.query(
                "DELETE FROM authtui.federated_sessions WHERE token_hash = $1 RETURNING subject",
                [.bytes(tokenHash)]
            ).isEmpty)
        }
    }
}
