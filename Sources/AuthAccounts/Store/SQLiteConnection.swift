import CSQLite

/// One open SQLite database handle with prepared-statement helpers; parameters are always bound,
/// never spliced into SQL text.
///
/// Not thread-safe by design: `SQLiteAccountStore` keeps it inside a mutex and only touches it from
/// its own serial queue. Every error carries the extended result code so the store can tell a
/// corrupt file from a busy one.
final class SQLiteConnection {
    /// A failed SQLite call: extended result code plus SQLite's own message.
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var primaryCode: Int32 { code & 0xFF }
        var description: String { "\(message) (SQLite code \(code))" }
    }

    /// A value bound to a `?` parameter or read from a column.
    typealias Value = StoreValue

    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    /// Set once, before the process's first open (SQLite takes it only then): the page cache
    /// allocates pages as it reads them rather than 20 at once (87 KB, most of it unused by the
    /// few pages a start reads). Memory only: a later answer of SQLITE_MISUSE changes nothing else.
    private static let pagesOnDemand: Void = { _ = csqlite_allocate_pages_on_demand() }()

    /// Opens `path` with `flags` (`SQLITE_OPEN_*`); never creates unless the flags say so.
    init(path: String, flags: Int32) throws(Failure) {
        _ = Self.pagesOnDemand
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOFOLLOW, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
            let code = db.map { sqlite3_extended_errcode($0) } ?? rc
            sqlite3_close_v2(db)
            throw Failure(code: code, message: message)
        }
        sqlite3_extended_result_codes(db, 1)
        handle = db
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs SQL without parameters or results (pragmas, DDL, BEGIN/COMMIT); may hold several statements.
    func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &error)
        if rc != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(error)
            throw Failure(code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    /// Runs one parameterised statement and returns every row; statements are cached by SQL text.
    @discardableResult
    func query(_ sql: String, _ parameters: [Value] = []) throws(Failure) -> [[Value]] {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in parameters.enumerated() {
            try bind(value, at: Int32(index + 1), in: statement)
        }
        var rows: [[Value]] = []
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw lastFailure() }
            let count = sqlite3_column_count(statement)
            rows.append((0..<count).map { column(at: $0, in: statement) })
        }
        return rows
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Row id of the last successful INSERT on this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT` (the write lock is taken up front, so the busy
    /// timeout applies and no SQLITE_BUSY escapes mid-transaction); rolls back on any error.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw error
        }
    }

    private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw lastFailure() }
        statements[sql] = statement
        return statement
    }

    private func bind(_ value: Value, at index: Int32, in statement: OpaquePointer) throws(Failure) {
        let rc: Int32
        switch value {
        case .integer(let number): rc = sqlite3_bind_int64(statement, index, number)
        case .boolean(let flag): rc = sqlite3_bind_int64(statement, index, flag ? 1 : 0)
        case .real(let number): rc = sqlite3_bind_double(statement, index, number)
        case .text(let text): rc = sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
        case .bytes(let bytes):
            rc = bytes.withUnsafeBytes {
                sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), csqlite_transient())
            }
        case .null: rc = sqlite3_bind_null(statement, index)
        }
        guard rc == SQLITE_OK else { throw lastFailure() }
    }

    private func column(at index: Int32, in statement: OpaquePointer) -> Value {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let base = sqlite3_column_blob(statement, index) else { return .bytes([]) }
            return .bytes(Array(UnsafeRawBufferPointer(start: base, count: count)))
        default: return .null
        }
    }

    private func lastFailure() -> Failure {
        Failure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}
