import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The shared account store: a PostgreSQL database that terminals on many machines use at once,
/// through one libpq connection per instance on a private serial queue (a `PGconn` is never used
/// by two threads).
///
/// The connection is opened on first use; the schema (`authtui.*`, see `PostgresSchema`) must be
/// there already at the current version (`migrate`, run by `authtui store migrate` as the owner
/// role): the app's role only reads and writes rows. When the server goes away the failing call
/// reports `AccountError.storeUnavailable` (the app's offline state) and the next call connects
/// again; a connection found dead at the start of a call is replaced once, transparently.
/// Serialization failures and deadlocks are retried a bounded number of times; a unique
/// violation on the email key is `emailAlreadyRegistered`, whichever machine won the race.
public final class PostgresAccountStore: AccountStore {
    /// How many times one operation is tried when the server aborts it with `40001`/`40P01`.
    public static let serializationAttempts = 5

    /// The connection target without secrets (no password), for messages and logs.
    public let target: String
    private let conninfo: String
    private let queue: DispatchQueue
    // The link is only touched inside `run`, on `queue`; the mutex makes that provable to the
    // compiler (it is never contended).
    private let link: Mutex<Link>
    private let timeouts: Timeouts

    /// The connection (nil until the first call, and after the server dropped it) and the
    /// identifier the database gave when it was last connected.
    private struct Link {
        var connection: PostgresConnection?
        var identifier: String?
    }

    enum Work { case read, transaction }
    private enum Stage { case begin, body, commit }

    /// A store for `conninfo` (a `postgresql://` URI or a libpq `key=value` string); nothing is
    /// contacted until the first call, so a server that is down only makes calls fail.
    public init(conninfo: String, timeouts: Timeouts = .standard) {
        self.conninfo = conninfo
        self.timeouts = timeouts
        self.target = PostgresConnection.summary(of: conninfo)
        self.queue = DispatchQueue(label: "authtui.accounts.postgres")
        self.link = Mutex(Link())
    }

    /// Opens the store and connects at once (checking the schema), so an unreachable server or a
    /// database that needs `authtui store migrate` is reported here.
    public static func open(conninfo: String, timeouts: Timeouts = .standard) async throws(AccountError)
        -> PostgresAccountStore
    {
        let store = PostgresAccountStore(conninfo: conninfo, timeouts: timeouts)
        try await store.ping()
        return store
    }

    // MARK: StoreBasics

    public var isRemote: Bool { true }

    public func storeIdentifier() async throws(AccountError) -> String {
        try await run(.read) { _, identifier in identifier }
    }

    public func ping() async throws(AccountError) {
        try await run(.read) { connection, _ in try connection.query("SELECT 1") }
    }

    public func currentTime(fallback: Double) async throws(AccountError) -> Double {
        try await run(.read) { connection, _ in try Self.serverTime(connection) }
    }

    /// The server's clock, in seconds since 1970 (not the transaction's start: `clock_timestamp`).
    static func serverTime(_ connection: PostgresConnection) throws -> Double {
        guard
            let now = try connection.query("SELECT extract(epoch FROM clock_timestamp())::float8").first?
                .first?
                .real, now.isFinite
        else { throw AccountError.storeCorrupted("PostgreSQL returned no time") }
        return now
    }

    // MARK: AccountRowStore (sessions, throttle and the second factor: the + files)

    public func createAccount(_ account: NewAccount, recording event: SecurityEvent)
        async throws(AccountError)
        -> Int64
    {
        try await write(recording: { id in event.about(account: id) }) { connection in
            try Self.insert([account], into: connection)[0]
        }
    }

    public func importAccounts(_ accounts: [NewAccount], recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event.adding("\(accounts.count) accounts")) { connection in
            var start = 0
            while start < accounts.count {
                let end = min(accounts.count, start + 10_000)
                _ = try Self.insert(Array(accounts[start..<end]), into: connection)
                start = end
            }
        }
    }

    /// Inserts accounts and their profiles with two statements whatever their number (arrays
    /// bound as parameters and unnested by the server); returns the ids in input order.
    private static func insert(_ accounts: [NewAccount], into connection: PostgresConnection) throws
        -> [Int64]
    {
        let rows: [[PostgresConnection.Value]]
        do {
            rows = try connection.query(
                """
                INSERT INTO authtui.accounts (email, email_key, password_hash, created_at)
                SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[])
                RETURNING id, email_key
                """,
                [
                    try arrayLiteral(accounts.map(\.email)), try arrayLiteral(accounts.map(\.emailKey)),
                    try arrayLiteral(accounts.map(\.passwordHash)),
                    .text("{" + accounts.map { "\($0.createdAt)" }.joined(separator: ",") + "}"),
                ])
        } catch {
            if error.sqlState == "23505", error.constraint == PostgresSchema.emailKeyConstraint {
                throw AccountError.emailAlreadyRegistered
            }
            throw error
        }
        var idByKey: [String: Int64] = [:]
        for row in rows {
            guard let id = row[0].integer, let key = row[1].text else {
                throw AccountError.storeCorrupted("PostgreSQL returned a malformed account id")
            }
            idByKey[key] = id
        }
        let ids = try accounts.map { account in
            guard let id = idByKey[account.emailKey] else {
                throw AccountError.storeCorrupted("PostgreSQL did not return the id of \(account.email)")
            }
            return id
        }
        try connection.query(
            "INSERT INTO authtui.profiles (account_id, username) SELECT * FROM unnest($1::bigint[], $2::text[])",
            [
                .text("{" + ids.map { String($0) }.joined(separator: ",") + "}"),
                try arrayLiteral(accounts.map(\.username)),
            ])
        return ids
    }

    /// A text[] literal with every element quoted, so commas, braces, quotes and backslashes
    /// inside values stay data.
    private static func arrayLiteral(_ values: [String]) throws(PostgresConnection.Failure)
        -> PostgresConnection.Value
    {
        var literal = "{"
        for (index, value) in values.enumerated() {
            if index > 0 { literal += "," }
            literal += "\""
            for character in value.unicodeScalars {
                if character == "\"" || character == "\\" { literal += "\\" }
                literal.unicodeScalars.append(character)
            }
            literal += "\""
        }
        return .text(literal + "}")
    }

    private static let accountColumns = """
        SELECT a.id, a.email, a.email_key, a.password_hash, p.username
        FROM authtui.accounts a JOIN authtui.profiles p ON p.account_id = a.id
        """

    public func account(emailKey: String) async throws(AccountError) -> StoredAccount? {
        try await run(.read) { connection, _ in
            try connection.query("\(Self.accountColumns) WHERE a.email_key = $1", [.text(emailKey)]).first
                .flatMap(StoredAccount.init(row:))
        }
    }

    public func account(id: Int64) async throws(AccountError) -> StoredAccount? {
        try await run(.read) { connection, _ in
            try connection.query("\(Self.accountColumns) WHERE a.id = $1", [.integer(id)]).first
                .flatMap(StoredAccount.init(row:))
        }
    }

    public func updatePasswordHash(accountID: Int64, passwordHash: String, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "UPDATE authtui.accounts SET password_hash = $1 WHERE id = $2",
                [.text(passwordHash), .integer(accountID)])
        }
    }

    public func deleteAccount(id: Int64, recording event: SecurityEvent) async throws(AccountError) -> Bool {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            // Explicit deletes as well as the cascades, as in the SQLite store.
            try connection.query("DELETE FROM authtui.sessions WHERE account_id = $1", [.integer(id)])
            try connection.query("DELETE FROM authtui.profiles WHERE account_id = $1", [.integer(id)])
            return
                !(try connection.query(
                    "DELETE FROM authtui.accounts WHERE id = $1 RETURNING id", [.integer(id)]))
                .isEmpty
        }
    }

    public func accountOverviews(emailKey: String?) async throws(AccountError) -> [AccountOverview] {
        try await run(.read) { connection, _ in
            try connection.query(
                """
                SELECT a.id, a.email, p.username, a.created_at,
                    (SELECT count(*) FROM authtui.sessions s WHERE s.account_id = a.id),
                    coalesce(t.failures, 0)::bigint, coalesce(t.locked_until, 0)::float8
                FROM authtui.accounts a JOIN authtui.profiles p ON p.account_id = a.id
                LEFT JOIN authtui.throttle t ON t.email_key = a.email_key
                WHERE $1::text IS NULL OR a.email_key = $1 ORDER BY a.id
                """, [emailKey.map { .text($0) } ?? .null]
            ).compactMap(AccountOverview.init(row:))
        }
    }

    /// The session's settings as the server reports them (search_path, timeouts, TLS in use), so
    /// tests can pin them.
    func connectionSettings() async throws(AccountError) -> [String: String] {
        try await run(.read) { connection, _ in
            var settings: [String: String] = [:]
            for name in ["search_path", "statement_timeout", "lock_timeout"] {
                settings[name] = try connection.query("SELECT pg_catalog.current_setting($1)", [.text(name)])
                    .first?.first?.text
            }
            return settings
        }
    }

    // MARK: Plumbing

    /// Runs `body` on the store's queue with a live connection (connecting first if needed),
    /// inside BEGIN/COMMIT for `.transaction`, and maps failures to `AccountError`.
    @discardableResult
    func run<T: Sendable>(
        _ work: Work, _ body: @escaping @Sendable (PostgresConnection, String) throws -> T
    ) async throws(AccountError) -> T {
        let result: Result<T, AccountError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(
                    returning: self.link.withLock { link in self.perform(work, body, on: &link) })
            }
        }
        return try result.get()
    }

    private func perform<T>(
        _ work: Work, _ body: (PostgresConnection, String) throws -> T, on link: inout Link
    ) -> Result<T, AccountError> {
        var replacedStaleConnection = false
        var conflicts = 0
        while true {
            let connection: PostgresConnection
            let identifier: String
            let fresh: Bool
            if let existing = link.connection, let known = link.identifier {
                (connection, identifier, fresh) = (existing, known, false)
            } else {
                do {
                    (connection, identifier) = try Self.connect(conninfo, timeouts: timeouts)
                } catch {
                    return .failure(mapped(error))
                }
                let previous = link.identifier
                link.connection = connection
                link.identifier = identifier
                fresh = true
                // A token issued by one database must never reach another one that now answers
                // at the same address (a restored backup, a changed DNS entry).
                if let previous, previous != identifier {
                    return .failure(
                        .storeUnavailable("\(target) now answers as a different account store; try again"))
                }
            }
            var stage = Stage.begin
            do {
                if work == .transaction { try connection.query("BEGIN") }
                stage = .body
                let value = try body(connection, identifier)
                stage = .commit
                if work == .transaction { try connection.query("COMMIT") }
                return .success(value)
            } catch {
                let failure = error as? PostgresConnection.Failure
                if failure?.connectionLost == true || !connection.isConnected {
                    link.connection = nil
                    // Nothing can have been committed before COMMIT, so a connection that died
                    // while idle (server restarted) is replaced and the work redone, once.
                    if !fresh, !replacedStaleConnection, stage != .commit {
                        replacedStaleConnection = true
                        continue
                    }
                    let outcome = stage == .commit ? " (the change may not have been saved)" : ""
                    return .failure(.storeUnavailable(detail((failure?.message ?? "\(error)") + outcome)))
                }
                if connection.inTransaction { _ = try? connection.query("ROLLBACK") }
                if !connection.isConnected { link.connection = nil }
                if failure?.isRetryable == true, conflicts + 1 < Self.serializationAttempts {
                    conflicts += 1
                    // A short, growing, jittered pause lets the other transaction finish first.
                    usleep(UInt32(conflicts * 2_000 + Int.random(in: 0..<2_000)))
                    continue
                }
                return .failure(mapped(error))
            }
        }
    }

    /// A new connection with the session pinned (`sessionSettings`), the schema checked, and the
    /// database's store identifier. The app never runs DDL: a missing or older schema is
    /// `storeNeedsMigration` (`authtui store migrate`, as the schema's owner, fixes it).
    private static func connect(_ conninfo: String, timeouts: Timeouts) throws -> (PostgresConnection, String)
    {
        let connection = try PostgresConnection(conninfo: conninfo)
        try pin(connection, timeouts: timeouts)
        let seen = try schemaVersion(connection)
        if seen > PostgresSchema.currentVersion { throw AccountError.storeTooNew(version: seen) }
        if seen < PostgresSchema.currentVersion { throw AccountError.storeNeedsMigration }
        guard
            let identifier = try connection.query("SELECT value FROM authtui.meta WHERE key = 'store_id'")
                .first?
                .first?.text,
            !identifier.isEmpty, identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { throw AccountError.storeCorrupted("authtui.meta has no valid store identifier") }
        return (connection, identifier)
    }

    /// How long one statement may run and how long it may wait for a row or table lock before the
    /// call fails as unavailable (the app's offline screen) instead of hanging.
    public struct Timeouts: Sendable, Equatable {
        public var statementSeconds: Double
        public var lockSeconds: Double

        public init(statementSeconds: Double = 15, lockSeconds: Double = 5) {
            self.statementSeconds = statementSeconds
            self.lockSeconds = lockSeconds
        }

        public static let standard = Timeouts()
    }

    /// Every statement names its objects `authtui.…`, and `search_path` is pinned to the system
    /// catalogue (temporary objects last), so nothing created in `public` or a user's schema can
    /// shadow a table, operator or function the store uses. The timeouts bound lock waits and
    /// statements, whatever the server's defaults.
    private static func pin(_ connection: PostgresConnection, timeouts: Timeouts) throws {
        try connection.query(
            """
            SELECT pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', false),
                pg_catalog.set_config('statement_timeout', $1, false),
                pg_catalog.set_config('lock_timeout', $2, false),
                pg_catalog.set_config('idle_in_transaction_session_timeout', $1, false)
            """,
            [
                .text("\(Int(timeouts.statementSeconds * 1000))ms"),
                .text("\(Int(timeouts.lockSeconds * 1000))ms"),
            ])
    }

    /// The schema version recorded in the database; 0 when there is no schema yet.
    private static func schemaVersion(_ connection: PostgresConnection) throws -> Int {
        do {
            return Int(
                try connection.query("SELECT version FROM authtui.schema_version").first?.first?.integer ?? 0)
        } catch {
            // No schema yet: undefined table or schema.
            guard error.sqlState == "42P01" || error.sqlState == "3F000" else { throw error }
            return 0
        }
    }

    /// What `migrate` did: the schema version before and after.
    public struct Migration: Sendable, Equatable {
        public var from: Int
        public var to: Int
    }

    /// `authtui store migrate`: creates or upgrades the schema to `PostgresSchema.currentVersion`
    /// in one transaction, under an advisory lock so two operators migrating at once do not both
    /// run a step. Run it as the role that should own the tables. Each role in `grantTo` (the
    /// role the app connects as) gets only what the app needs: USAGE on the schema, SELECT,
    /// INSERT, UPDATE and DELETE on the account tables, SELECT on `meta` and `schema_version`,
    /// and the same on tables later migrations create (default privileges).
    public static func migrate(conninfo: String, grantTo roles: [String] = []) async throws(AccountError)
        -> Migration
    {
        for role in roles where !isPlainRoleName(role) {
            throw .storeUnavailable("'\(role)' is not a plain role name (lower-case letters, digits, _)")
        }
        let queue = DispatchQueue(label: "authtui.accounts.postgres.migrate")
        let result: Result<Migration, AccountError> = await withCheckedContinuation { continuation in
            queue.async {
                let store = PostgresAccountStore(conninfo: conninfo)
                do {
                    let connection = try PostgresConnection(conninfo: conninfo)
                    try pin(connection, timeouts: Timeouts(statementSeconds: 600, lockSeconds: 60))
                    let done = try migrate(connection, grantTo: roles)
                    continuation.resume(returning: .success(done))
                } catch {
                    continuation.resume(returning: .failure(store.mapped(error)))
                }
            }
        }
        return try result.get()
    }

    /// A role name needing no quoting (it is spliced into GRANT, which takes no parameters);
    /// public so `--grant` refuses a bad name before any connection is made.
    public static func isPlainRoleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.utf8.count <= 63 else { return false }
        return (first == "_" || ("a"..."z").contains(first))
            && name.unicodeScalars.allSatisfy {
                $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            }
    }

    private static func migrate(_ connection: PostgresConnection, grantTo roles: [String]) throws -> Migration
    {
        let current = PostgresSchema.currentVersion
        let seen = try schemaVersion(connection)
        if seen > current { throw AccountError.storeTooNew(version: seen) }
        try connection.query("BEGIN")
        do {
            try connection.query("SELECT pg_advisory_xact_lock(\(PostgresSchema.migrationLock))")
            for statement in PostgresSchema.bootstrap { try connection.query(statement) }
            // Re-read under the lock: another migrator may have run meanwhile.
            let start = Int(
                try connection.query("SELECT version FROM authtui.schema_version FOR UPDATE").first?.first?
                    .integer
                    ?? 0)
            if start > current { throw AccountError.storeTooNew(version: start) }
            for step in start..<current {
                for statement in PostgresSchema.migrations[step] { try connection.query(statement) }
                try connection.query(
                    "UPDATE authtui.schema_version SET version = $1", [.integer(Int64(step + 1))])
            }
            for role in roles {
                for statement in PostgresSchema.grants(to: role) { try connection.query(statement) }
            }
            try connection.query("COMMIT")
            return Migration(from: start, to: current)
        } catch {
            if connection.inTransaction { _ = try? connection.query("ROLLBACK") }
            if let failure = error as? PostgresConnection.Failure, failure.sqlState == "42P07" {
                throw AccountError.storeCorrupted(
                    "the authtui schema holds tables authtui did not create: \(failure.message)")
            }
            throw error
        }
    }

    private func detail(_ message: String) -> String {
        "PostgreSQL \(target): \(PostgresConnection.redact(message, secretsOf: conninfo))"
    }

    private func mapped(_ error: any Error) -> AccountError {
        if let error = error as? AccountError { return error }
        guard let failure = error as? PostgresConnection.Failure else {
            return .storeUnavailable(detail("\(error)"))
        }
        if failure.connectionLost { return .storeUnavailable(detail(failure.message)) }
        switch failure.sqlState ?? "" {
        case "25006", "42501": return .storeReadOnly(detail(failure.description))
        case "XX001", "XX002", "42P01", "42703": return .storeCorrupted(detail(failure.description))
        case "53100": return .storeUnavailable(detail("the server's disk is full"))
        default: return .storeUnavailable(detail(failure.description))
        }
    }
}
