extension SQLiteAccountStore {
    public func secondFactor(accountID: Int64) async throws(AccountError) -> StoredSecondFactor? {
        try await run { connection in
            try connection.query(
                """
                SELECT sealed_secret, enabled, last_step,
                    (SELECT count(*) FROM recovery_codes WHERE account_id = ?1)
                FROM second_factors WHERE account_id = ?1
                """, [.integer(accountID)]
            ).first.flatMap(StoredSecondFactor.init(row:))
        }
    }

    public func beginSecondFactor(accountID: Int64, sealedSecret: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)
    {
        let replaced: Bool = try await write(recording: { replaced in replaced ? event : nil }) {
            connection in
            try connection.query(
                """
                INSERT INTO second_factors (account_id, sealed_secret, enabled, last_step) VALUES (?1, ?2, 0, -1)
                ON CONFLICT (account_id) DO UPDATE SET sealed_secret = excluded.sealed_secret
                WHERE second_factors.enabled = 0
                """, [.integer(accountID), .bytes(sealedSecret)])
            return connection.changes == 1
        }
        if !replaced { throw .secondFactorAlreadyOn }
    }

    public func enableSecondFactor(
        accountID: Int64, step: Int64, recoveryCodeHashes: [[UInt8]], recording event: SecurityEvent
    ) async throws(AccountError) -> Bool {
        try await write(recording: { enabled in enabled ? event : nil }) { connection in
            try connection.query(
                "UPDATE second_factors SET enabled = 1, last_step = ? WHERE account_id = ? AND enabled = 0",
                [.integer(step), .integer(accountID)])
            guard connection.changes == 1 else { return false }
            try connection.query("DELETE FROM recovery_codes WHERE account_id = ?", [.integer(accountID)])
            for hash in recoveryCodeHashes {
                try connection.query(
                    "INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)",
                    [.integer(accountID), .bytes(hash)])
            }
            return true
        }
    }

    public func claimSecondFactorStep(accountID: Int64, step: Int64) async throws(AccountError) -> Bool {
        try await run { connection in
            try connection.writeTransaction {
                try connection.query(
                    "UPDATE second_factors SET last_step = ? WHERE account_id = ? AND enabled = 1 AND last_step < ?",
                    [.integer(step), .integer(accountID), .integer(step)])
                return connection.changes == 1
            }
        }
    }

    public func useRecoveryCode(accountID: Int64, hash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError) -> Bool
    {
        try await write(recording: { used in used ? event : nil }) { connection in
            try connection.query(
                "DELETE FROM recovery_codes WHERE account_id = ? AND code_hash = ?",
                [.integer(accountID), .bytes(hash)])
            return connection.changes == 1
        }
    }

    public func removeSecondFactor(accountID: Int64, recording event: SecurityEvent)
        async throws(AccountError)
        -> Bool
    {
        try await write(recording: { removed in removed ? event : nil }) { connection in
            try connection.query("DELETE FROM recovery_codes WHERE account_id = ?", [.integer(accountID)])
            try connection.query("DELETE FROM second_factors WHERE account_id = ?", [.integer(accountID)])
            return connection.changes == 1
        }
    }
}
