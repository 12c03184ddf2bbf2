extension PostgresAccountStore {
    /// The one way this store changes anything: `body` in a transaction, then, before COMMIT,
    /// the event `recorded` makes of its result (nil: nothing changed, nothing to record),
    /// stamped with the server's clock and chained under the head row's lock (`FOR UPDATE`
    /// serialises every machine's appends; it is taken last, so it is held only for the append).
    @discardableResult
    func write<T: Sendable>(
        recording recorded: @escaping @Sendable (T) -> SecurityEvent?,
        _ body: @escaping @Sendable (PostgresConnection) throws -> T
    ) async throws(AccountError) -> T {
        try await run(.transaction) { connection, _ in
            let result = try body(connection)
            if let event = recorded(result) { try Self.append(event, to: connection) }
            return result
        }
    }

    /// `write` with an event that is recorded whatever `body` returns.
    @discardableResult
    func write<T: Sendable>(
        recording event: SecurityEvent, _ body: @escaping @Sendable (PostgresConnection) throws -> T
    ) async throws(AccountError) -> T {
        try await write(recording: { _ in event }, body)
    }

    /// The log's head row: where the chain starts and where it ends now. `lockingIt` (FOR UPDATE)
    /// makes appends from every machine wait while this transaction moves an end.
    private static func chainEnds(_ connection: PostgresConnection, lockingIt: Bool) throws -> EventChainEnds
    {
        let query =
            "SELECT first_seq, start_hash, last_seq, last_hash FROM authtui.event_chain WHERE singleton"
        guard
            let ends = try connection.query(query + (lockingIt ? " FOR UPDATE" : "")).first.flatMap(
                EventChainEnds.init(row:))
        else { throw AccountError.storeCorrupted("the security log has lost its head row") }
        return ends
    }

    private static func append(_ event: SecurityEvent, to connection: PostgresConnection) throws {
        let ends = try Self.chainEnds(connection, lockingIt: true)
        var stamped = event
        stamped.time = try serverTime(connection)
        let seq = ends.lastSeq + 1
        let hash = EventChain.hash(of: stamped, seq: seq, previous: ends.lastHash)
        try connection.query(
            """
            INSERT INTO authtui.events (\(EventChain.columns))
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
            """,
            [
                .integer(seq), .real(stamped.time), .text(stamped.kind.rawValue),
                stamped.accountID.map { .integer($0) } ?? .null, .text(stamped.subject),
                .text(stamped.origin.unixUser), .text(stamped.origin.address), .text(stamped.origin.sshKey),
                .text(stamped.origin.terminal), .text(stamped.authenticator), .text(stamped.detail),
                .bytes(hash),
            ])
        try connection.query(
            "UPDATE authtui.event_chain SET last_seq = $1, last_hash = $2 WHERE singleton",
            [.integer(seq), .bytes(hash)])
    }

    public func record(_ event: SecurityEvent) async throws(AccountError) {
        try await write(recording: event) { _ in }
    }

    public func events(after seq: Int64, limit: Int) async throws(AccountError) -> [LoggedEvent] {
        try await run(.read) { connection, _ in
            try connection.query(
                "SELECT \(EventChain.columns) FROM authtui.events WHERE seq > $1 ORDER BY seq LIMIT $2",
                [.integer(seq), .integer(Int64(limit))]
            ).compactMap(LoggedEvent.init(row:))
        }
    }

    public func recentEvents(accountID: Int64?, subject: String, limit: Int) async throws(AccountError)
        -> [LoggedEvent]
    {
        try await run(.read) { connection, _ in
            try connection.query(
                """
                SELECT \(EventChain.columns) FROM authtui.events WHERE seq IN (
                    (SELECT seq FROM authtui.events WHERE account_id = $1 ORDER BY seq DESC LIMIT $3)
                    UNION
                    (SELECT seq FROM authtui.events WHERE subject = $2 ORDER BY seq DESC LIMIT $3))
                ORDER BY seq DESC LIMIT $3
                """, [accountID.map { .integer($0) } ?? .null, .text(subject), .integer(Int64(limit))]
            ).compactMap(LoggedEvent.init(row:))
        }
    }

    public func eventChainEnds() async throws(AccountError) -> EventChainEnds {
        try await run(.read) { connection, _ in
            return try Self.chainEnds(connection, lockingIt: false)
        }
    }

    public func pruneEvents(before time: Double, recording event: SecurityEvent) async throws(AccountError)
        -> Int
    {
        let pruned: EventChain.Pruned = try await write(recording: {
            $0.count > 0 ? event.adding($0.detail) : nil
        }) {
            connection in
            // The head first: appends from every machine wait while the start moves.
            let ends = try Self.chainEnds(connection, lockingIt: true)
            let firstKept = try connection.query(
                "SELECT min(seq) FROM authtui.events WHERE time >= $1", [.real(time)]
            ).first?.first?.integer
            let through = (firstKept ?? ends.lastSeq + 1) - 1
            guard through >= ends.firstSeq,
                let hash = try connection.query(
                    "SELECT hash FROM authtui.events WHERE seq = $1", [.integer(through)]
                ).first?.first?.bytes
            else { return EventChain.Pruned(count: 0, detail: "") }
            let count = try connection.query(
                "DELETE FROM authtui.events WHERE seq <= $1 RETURNING seq", [.integer(through)]
            ).count
            try connection.query(
                "UPDATE authtui.event_chain SET first_seq = $1, start_hash = $2 WHERE singleton",
                [.integer(through + 1), .bytes(hash)])
            return EventChain.Pruned(count: count, from: ends.firstSeq, through: through, hash: hash)
        }
        return pruned.count
    }
}
