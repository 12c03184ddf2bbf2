extension PostgresAccountStore {
    public func secondFactor(accountID: Int64) async throws(AccountError) -> StoredSecondFactor? {
        try await run(.read) { connection, _ in
            try connection.query(
                """
                SELECT sealed_secret, enabled, last_step,
                    (SELECT count(*) FROM authtui.recovery_codes WHERE account_id = $1)
                FROM authtui.second_factors WHERE account_id = $1
                """, [.integer(accountID)]
            ).first.flatMap(StoredSecondFactor.init(row:))
        }
    }

    public func beginSecondFactor(accountID: Int64, sealedSecret: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)
    {
        let replaced: Bool = try await write(recording: { replaced in replaced ? event : nil }) {
            connection in
            !(try connection.query(
                """
                INSERT INTO authtui.second_factors (account_id, sealed_secret, enabled, last_step)
                VALUES ($1, $2, false, -1)
                ON CONFLICT (account_id) DO UPDATE SET sealed_secret = excluded.sealed_secret
                WHERE NOT authtui.second_factors.enabled
                RETURNING account_id
                """, [.integer(accountID), .bytes(sealedSecret)]
            ).isEmpty)
        }
        if !replaced { throw .secondFactorAlreadyOn }
    }

    public func enableSecondFactor(
        accountID: Int64, step: Int64, recoveryCodeHashes: [[UInt8]], recording event: SecurityEvent
    ) async throws(AccountError) -> Bool {
        try await write(recording: { enabled in enabled ? event : nil }) { connection in
            guard
                !(try connection.query(
                    """
                    UPDATE authtui.second_factors SET enabled = true, last_step = $1
                    WHERE account_id = $2 AND NOT enabled RETURNING account_id
                    """, [.integer(step), .integer(accountID)]
                ).isEmpty)
            else { return false }
            try connection.query(
                "DELETE FROM authtui.recovery_codes WHERE account_id = $1", [.integer(accountID)])
            for hash in recoveryCodeHashes {
                try connection.query(
                    "INSERT INTO authtui.recovery_codes (account_id, code_hash) VALUES ($1, $2)",
                    [.integer(accountID), .bytes(hash)])
            }
            return true
        }
    }

    public func claimSecondFactorStep(accountID: Int64, step: Int64) async throws(AccountError) -> Bool {
        try await run(.transaction) { connection, _ in
            !(try connection.query(
                """
                UPDATE authtui.second_factors SET last_step = $1
                WHERE account_id = $2 AND enabled AND last_step < $1 RETURNING account_id
                """, [.integer(step), .integer(accountID)]
            ).isEmpty)
        }
    }

    public func useRecoveryCode(accountID: Int64, hash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError) -> Bool
    {
        try await write(recording: { used in used ? event : nil }) { connection in
            !(try connection.query(
                "DELETE FROM authtui.recovery_codes WHERE account_id = $1 AND code_hash = $2 RETURNING account_id",
                [.integer(accountID), .bytes(hash)]
            ).isEmpty)
        }
    }

    public func removeSecondFactor(accountID: Int64, recording event: SecurityEvent)
        async throws(AccountError)
        -> Bool
    {
        try await write(recording: { removed in removed ? event : nil }) { connection in
            try connection.query(
                "DELETE FROM authtui.recovery_codes WHERE account_id = $1", [.integer(accountID)])
            return
                !(try connection.query(
                    "DELETE FROM authtui.second_factors WHERE account_id = $1 RETURNING account_id",
                    [.integer(accountID)]
                ).isEmpty)
        }
    }
}
