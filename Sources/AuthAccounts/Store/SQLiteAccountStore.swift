import AuthProcess
import CSQLite
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The embedded account store: one SQLite file (WAL, `synchronous=FULL`, foreign keys on) used by
/// one connection per instance, on a thread of its own (`SerialThread`) so callers never block on
/// disk I/O. An `AccountService` opened on the same thread calls it there directly.
///
/// A new database is built under a temporary name and `link`ed into place, so an existing file
/// that is empty, damaged, foreign or read-only is reported (`AccountError.store…`) and never
/// replaced by a fresh empty database. Several instances (threads or processes) may share a file:
/// writes use `BEGIN IMMEDIATE` with a busy timeout, so concurrent writers wait instead of failing.
public final class SQLiteAccountStore: AccountStore {
    /// How long a writer waits for another connection's write lock before reporting the store busy.
    public static let busyTimeoutMilliseconds = 5000

    /// The database file.
    public let path: String
    /// Where the connection is used.
    let thread: SerialThread
    // The connection is only touched inside `run`, on `thread`; the mutex makes that provable to
    // the compiler (it is never contended).
    private let connection: Mutex<SQLiteConnection>
    private let identifier: String

    private init(
        path: String, thread: SerialThread, connection: consuming sending SQLiteConnection, identifier: String
    ) {
        self.path = path
        self.thread = thread
        self.connection = Mutex(connection)
        self.identifier = identifier
    }

    /// Opens the database at `path`, creating it (mode 0600) only when no file exists there; its
    /// connection is used on `thread` (by default one of its own).
    public static func open(
        path: String, on thread: SerialThread = SerialThread(name: "authtui-sqlite")
    ) async throws(AccountError) -> SQLiteAccountStore {
        try await thread.run { () throws(AccountError) in try openNow(path: path, thread: thread) }
    }

    private static func openNow(path: String, thread: SerialThread) throws(AccountError) -> SQLiteAccountStore
    {
        if try !inspectExistingFile(at: path) {
            try createDatabase(at: path)
            // A concurrent creator may have linked its file first; either way one exists now.
            guard try inspectExistingFile(at: path) else {
                throw .storeUnavailable("\(path) disappeared while it was being created")
            }
        }
        do {
            let connection = try SQLiteConnection(
                path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX)
            try configure(connection)
            let id = try checkOwnership(connection, path: path)
            try migrate(connection)
            let identifier =
                try connection.query("SELECT value FROM meta WHERE key = 'store_id'").first?.first?.text
            guard let identifier, id == AccountSchema.applicationID else {
                throw AccountError.storeCorrupted("\(path) has no store identifier")
            }
            return SQLiteAccountStore(
                path: path, thread: thread, connection: connection, identifier: identifier)
        } catch {
            throw mapped(error, path: path)
        }
    }

    /// False when nothing is at `path`; throws when what is there must not be opened or replaced.
    private static func inspectExistingFile(at path: String) throws(AccountError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return false }
            throw .storeUnavailable("cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK { throw .storeUnavailable("\(path) is a symbolic link; refusing to follow it") }
        guard type == S_IFREG else { throw .storeUnavailable("\(path) is not a regular file") }
        if info.st_uid != geteuid() {
            throw .storeUnavailable(
                "\(path) belongs to another user (uid \(info.st_uid)); refusing to use it")
        }
        if info.st_size == 0 { throw .storeCorrupted("\(path) is an empty file") }
        // Checked from the mode bits, not access(2), so the answer is the same when running as root.
        if info.st_mode & S_IRUSR == 0 {
            throw .storeUnavailable("\(path) is not readable (mode \(octal(info.st_mode)))")
        }
        if info.st_mode & S_IWUSR == 0 { throw .storeReadOnly("\(path) (mode \(octal(info.st_mode)))") }
        return true
    }

    /// Builds a complete empty database under a temporary name, then links it into place; `link`
    /// fails instead of overwriting when another process got there first.
    private static func createDatabase(at path: String) throws(AccountError) {
        let temporary =
            "\(path).new-\(getpid())-\(Sodium.randomBytes(6).map { String($0, radix: 16) }.joined())"
        defer { unlink(temporary) }
        do {
            let previousMask = umask(0o077)
            defer { umask(previousMask) }
            let connection = try SQLiteConnection(
                path: temporary, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX)
            chmod(temporary, 0o600)
            try configure(connection)
            try migrate(connection)
        } catch {
            throw mapped(error, path: path)
        }
        if link(temporary, path) != 0, errno != EEXIST {
            throw .storeUnavailable("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        syncDirectory(of: path)
    }

    private static func configure(_ connection: SQLiteConnection) throws {
        try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
        try connection.execute("PRAGMA foreign_keys = ON")
        try connection.execute("PRAGMA synchronous = FULL")
        let mode = try connection.query("PRAGMA journal_mode = WAL").first?.first?.text
        guard mode == "wal" else {
            throw AccountError.storeUnavailable("cannot switch to WAL (mode \(mode ?? "?"))")
        }
    }

    /// The file's application id; refuses files that are SQLite but not an account database.
    private static func checkOwnership(_ connection: SQLiteConnection, path: String) throws -> Int64 {
        let id = try connection.query("PRAGMA application_id").first?.first?.integer ?? 0
        guard id == AccountSchema.applicationID else {
            throw AccountError.storeCorrupted("\(path) is not an authtui account database")
        }
        return id
    }

    private static func migrate(_ connection: SQLiteConnection) throws {
        func version() throws -> Int {
            Int(try connection.query("PRAGMA user_version").first?.first?.integer ?? 0)
        }
        let seen = try version()
        if seen > AccountSchema.currentVersion { throw AccountError.storeTooNew(version: seen) }
        guard seen < AccountSchema.currentVersion else { return }
        try connection.writeTransaction {
            // Re-read under the write lock: another process may have migrated meanwhile.
            let start = try version()
            if start > AccountSchema.currentVersion { throw AccountError.storeTooNew(version: start) }
            for step in start..<AccountSchema.currentVersion {
                try connection.execute(AccountSchema.migrations[step])
                try connection.execute("PRAGMA user_version = \(step + 1)")
            }
        }
    }

    // MARK: StoreBasics

    public var isRemote: Bool { false }

    public func storeIdentifier() async throws(AccountError) -> String { identifier }

    public func ping() async throws(AccountError) {
        try await run { connection in _ = try connection.query("SELECT 1") }
    }

    public func currentTime(fallback: Double) async throws(AccountError) -> Double { fallback }

    // MARK: AccountRowStore (sessions, throttle and the second factor: the + files)

    public func createAccount(_ account: NewAccount, recording event: SecurityEvent)
        async throws(AccountError)
        -> Int64
    {
        try await write(recording: { id in event.about(account: id) }) { connection in
            try Self.insert(account, into: connection)
        }
    }

    public func importAccounts(_ accounts: [NewAccount], recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event.adding("\(accounts.count) accounts")) { connection in
            for account in accounts { _ = try Self.insert(account, into: connection) }
        }
    }

    private static func insert(_ account: NewAccount, into connection: SQLiteConnection) throws -> Int64 {
        do {
            try connection.query(
                "INSERT INTO accounts (email, email_key, password_hash, created_at) VALUES (?, ?, ?, ?)",
                [
                    .text(account.email), .text(account.emailKey), .text(account.passwordHash),
                    .real(account.createdAt),
                ])
        } catch {
            if error.code == Self.constraintUnique { throw AccountError.emailAlreadyRegistered }
            throw error
        }
        let id = connection.lastInsertRowID
        try connection.query(
            "INSERT INTO profiles (account_id, username) VALUES (?, ?)",
            [.integer(id), .text(account.username)])
        return id
    }

    private static let accountColumns = """
        SELECT a.id, a.email, a.email_key, a.password_hash, p.username
        FROM accounts a JOIN profiles p ON p.account_id = a.id
        """

    public func account(emailKey: String) async throws(AccountError) -> StoredAccount? {
        try await run { connection in
            try connection.query("\(Self.accountColumns) WHERE a.email_key = ?", [.text(emailKey)]).first
                .flatMap(StoredAccount.init(row:))
        }
    }

    public func account(id: Int64) async throws(AccountError) -> StoredAccount? {
        try await run { connection in
            try connection.query("\(Self.accountColumns) WHERE a.id = ?", [.integer(id)]).first
                .flatMap(StoredAccount.init(row:))
        }
    }

    public func updatePasswordHash(accountID: Int64, passwordHash: String, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await write(recording: event) { connection in
            try connection.query(
                "UPDATE accounts SET password_hash = ? WHERE id = ?",
                [.text(passwordHash), .integer(accountID)])
        }
    }

    public func deleteAccount(id: Int64, recording event: SecurityEvent) async throws(AccountError) -> Bool {
        try await write(recording: { deleted in deleted ? event : nil }) { connection in
            // Explicit deletes as well as the cascades, so the rule holds even if a connection
            // somehow ran without foreign_keys.
            try connection.query("DELETE FROM sessions WHERE account_id = ?", [.integer(id)])
            try connection.query("DELETE FROM profiles WHERE account_id = ?", [.integer(id)])
            try connection.query("DELETE FROM accounts WHERE id = ?", [.integer(id)])
            return connection.changes > 0
        }
    }

    public func accountOverviews(emailKey: String?) async throws(AccountError) -> [AccountOverview] {
        try await run { connection in
            try connection.query(
                """
                SELECT a.id, a.email, p.username, a.created_at,
                    (SELECT count(*) FROM sessions s WHERE s.account_id = a.id),
                    coalesce(t.failures, 0), coalesce(t.locked_until, 0)
                FROM accounts a JOIN profiles p ON p.account_id = a.id
                LEFT JOIN throttle t ON t.email_key = a.email_key
                WHERE ?1 IS NULL OR a.email_key = ?1 ORDER BY a.id
                """, [emailKey.map { .text($0) } ?? .null]
            ).compactMap(AccountOverview.init(row:))
        }
    }

    /// The connection's settings as SQLite reports them (journal_mode, synchronous, foreign_keys,
    /// busy_timeout), so tests can pin them.
    func connectionSettings() async throws(AccountError) -> [String: String] {
        try await run { connection in
            var settings: [String: String] = [:]
            for name in ["journal_mode", "synchronous", "foreign_keys", "busy_timeout"] {
                let value = try connection.query("PRAGMA \(name)").first?.first
                settings[name] = value?.text ?? value?.integer.map { String($0) } ?? "?"
            }
            return settings
        }
    }

    // MARK: Plumbing

    /// Runs `body` with the connection on the store's thread (at once when the caller is on it)
    /// and maps SQLite failures to `AccountError`.
    @discardableResult
    func run<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T)
        async throws(AccountError)
        -> T
    {
        try await thread.run { () throws(AccountError) -> T in
            try self.connection.withLock { connection throws(AccountError) -> T in
                do { return try body(connection) } catch { throw Self.mapped(error, path: self.path) }
            }
        }
    }

    static func mapped(_ error: any Error, path: String) -> AccountError {
        if let error = error as? AccountError { return error }
        guard let failure = error as? SQLiteConnection.Failure else {
            return .storeUnavailable("\(path): \(error)")
        }
        switch failure.primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .storeCorrupted("\(path): \(failure.message)")
        case SQLITE_READONLY: return .storeReadOnly("\(path): \(failure.message)")
        case SQLITE_FULL: return .storeUnavailable("\(path): the disk is full")
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .storeUnavailable(
                "\(path) stayed locked by another program for over \(busyTimeoutMilliseconds / 1000) s")
        default: return .storeUnavailable("\(path): \(failure.message)")
        }
    }

    /// `SQLITE_CONSTRAINT_UNIQUE` (a macro Swift cannot import).
    private static let constraintUnique: Int32 = SQLITE_CONSTRAINT | (8 << 8)

    private static func syncDirectory(of path: String) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = Glibc.open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func octal(_ mode: mode_t) -> String { "0" + String(mode & 0o7777, radix: 8) }
}
