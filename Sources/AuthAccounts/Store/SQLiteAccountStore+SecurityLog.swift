extension SQLiteAccountStore {
    /// The one way this store changes anything: `body` in a write transaction, then, before
    /// COMMIT, the event `recorded` makes of its result (nil: nothing changed, nothing to record),
    /// numbered and chained under the same write lock. A change without its event or an event
    /// without its change cannot commit.
    @discardableResult
    func write<T: Sendable>(
        recording recorded: @escaping @Sendable (T) -> SecurityEvent?,
        _ body: @escaping @Sendable (SQLiteConnection) throws -> T
    ) async throws(AccountError) -> T {
        try await run { connection in
            try connection.writeTransaction {
                let result = try body(connection)
                if let event = recorded(result) { try Self.append(event, to: connection) }
                return result
            }
        }
    }

    /// `write` with an event that is recorded whatever `body` returns.
    @discardableResult
    func write<T: Sendable>(
        recording event: SecurityEvent, _ body: @escaping @Sendable (SQLiteConnection) throws -> T
    ) async throws(AccountError) -> T {
        try await write(recording: { _ in event }, body)
    }

    /// The log's head row: where the chain starts and where it ends now.
    private static func chainEnds(_ connection: SQLiteConnection) throws -> EventChainEnds {
        guard
            let ends = try connection.query(
                "SELECT first_seq, start_hash, last_seq, last_hash FROM event_chain WHERE singleton = 1"
            ).first.flatMap(EventChainEnds.init(row:))
        else { throw AccountError.storeCorrupted("the security log has lost its head row") }
        return ends
    }

    private static func append(_ event: SecurityEvent, to connection: SQLiteConnection) throws {
        let ends = try Self.chainEnds(connection)
        let seq = ends.lastSeq + 1
        let hash = EventChain.hash(of: event, seq: seq, previous: ends.lastHash)
        try connection.query(
            "INSERT INTO events (\(EventChain.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                .integer(seq), .real(event.time), .text(event.kind.rawValue),
                event.accountID.map { .integer($0) } ?? .null, .text(event.subject),
                .text(event.origin.unixUser), .text(event.origin.address), .text(event.origin.sshKey),
                .text(event.origin.terminal), .text(event.authenticator), .text(event.detail), .bytes(hash),
            ])
        try connection.query(
            "UPDATE event_chain SET last_seq = ?, last_hash = ? WHERE singleton = 1",
            [.integer(seq), .bytes(hash)])
    }

    public func record(_ event: SecurityEvent) async throws(AccountError) {
        try await write(recording: event) { _ in }
    }

    public func events(after seq: Int64, limit: Int) async throws(AccountError) -> [LoggedEvent] {
        try await run { connection in
            try connection.query(
                "SELECT \(EventChain.columns) FROM events WHERE seq > ? ORDER BY seq LIMIT ?",
                [.integer(seq), .integer(Int64(limit))]
            ).compactMap(LoggedEvent.init(row:))
        }
    }

    public func recentEvents(accountID: Int64?, subject: String, limit: Int) async throws(AccountError)
        -> [LoggedEvent]
    {
        try await run { connection in
            try connection.query(
                """
                SELECT \(EventChain.columns) FROM events WHERE seq IN (
                    SELECT seq FROM (SELECT seq FROM events WHERE account_id = ?1 ORDER BY seq DESC LIMIT ?3)
                    UNION
                    SELECT seq FROM (SELECT seq FROM events WHERE subject = ?2 ORDER BY seq DESC LIMIT ?3))
                ORDER BY seq DESC LIMIT ?3
                """, [accountID.map { .integer($0) } ?? .null, .text(subject), .integer(Int64(limit))]
            ).compactMap(LoggedEvent.init(row:))
        }
    }

    public func eventChainEnds() async throws(AccountError) -> EventChainEnds {
        try await run { connection in
            let ends = try Self.chainEnds(connection)
            return ends
        }
    }

    public func pruneEvents(before time: Double, recording event: SecurityEvent) async throws(AccountError)
        -> Int
    {
        let pruned: EventChain.Pruned = try await write(recording: {
            $0.count > 0 ? event.adding($0.detail) : nil
        }) {
            connection in
            let ends = try Self.chainEnds(connection)
            let firstKept = try connection.query("SELECT min(seq) FROM events WHERE time >= ?", [.real(time)])
                .first?.first?.integer
            let through = (firstKept ?? ends.lastSeq + 1) - 1
            guard through >= ends.firstSeq,
                let hash = try connection.query("SELECT hash FROM events WHERE seq = ?", [.integer(through)])
                    .first?
                    .first?.bytes
            else { return EventChain.Pruned(count: 0, detail: "") }
            try connection.query("DELETE FROM events WHERE seq <= ?", [.integer(through)])
            let count = connection.changes
            try connection.query(
                "UPDATE event_chain SET first_seq = ?, start_hash = ? WHERE singleton = 1",
                [.integer(through + 1), .bytes(hash)])
            return EventChain.Pruned(count: count, from: ends.firstSeq, through: through, hash: hash)
        }
        return pruned.count
    }
}
