import CLibpq

#if canImport(Glibc)
    import Glibc
#endif

/// One libpq connection to a PostgreSQL server, with one helper: run one parameterised statement
/// (`PQexecParams`, values never spliced into SQL text) and read the rows back in binary form.
///
/// Not thread-safe by design (a `PGconn` must never be used by two threads at once):
/// `PostgresAccountStore` keeps it inside a mutex and only touches it from its own serial queue.
/// Results are requested in binary, so integers, doubles and bytea come back exact without any
/// text parsing; parameters go as text, except bytes, which go as binary.
final class PostgresConnection {
    /// A failed libpq call: the server's SQLSTATE when it answered, and whether the connection
    /// is gone (then the only way forward is a new connection).
    struct Failure: Error, CustomStringConvertible {
        /// Five-character SQLSTATE (`23505`, `40001`…); nil when the server never answered.
        let sqlState: String?
        /// The constraint a violation names (`PG_DIAG_CONSTRAINT_NAME`), if any.
        let constraint: String?
        let message: String
        let connectionLost: Bool

        init(
            sqlState: String? = nil, constraint: String? = nil, message: String, connectionLost: Bool = false
        ) {
            self.sqlState = sqlState
            self.constraint = constraint
            self.message = message
            self.connectionLost = connectionLost
        }

        /// Serialization failure or deadlock: the transaction was rolled back and may simply be retried.
        var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

        var description: String { sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message }
    }

    /// A value bound to a `$n` parameter or read from a column.
    typealias Value = StoreValue

    /// Connection settings applied unless the connection string sets them itself: a bounded
    /// connect (`connect_timeout`, seconds), and on TCP, keepalives plus `tcp_user_timeout` so a
    /// server that vanished is noticed in about half a minute instead of the kernel's 15.
    ///
    /// `sslmode=verify-full`: over TCP the server must present a certificate that chains to
    /// `sslrootcert` (default `~/.postgresql/root.crt`; `sslrootcert=system` for the system's
    /// roots) and names the host, or nothing is sent. libpq's own default (`prefer`) lets anyone
    /// on the path drop TLS or pose as the server, which could then hand back a hash it knows.
    /// libpq never uses TLS on a Unix socket, so the setting costs a local server nothing.
    static let defaultSettings: [(keyword: String, value: String)] = [
        ("connect_timeout", "5"), ("application_name", "authtui"), ("keepalives_idle", "30"),
        ("keepalives_interval", "10"), ("keepalives_count", "3"), ("tcp_user_timeout", "30000"),
        ("sslmode", "verify-full"),
    ]

    private let handle: OpaquePointer

    /// Connects with `conninfo` (a `postgresql://` URI or a `key=value` string), whose settings
    /// override `defaultSettings`. Blocks until connected, refused or `connect_timeout` expired.
    init(conninfo: String) throws(Failure) {
        guard cpq_available() != 0 else { throw Self.libraryMissing }
        // libpq applies keywords in order, and `dbname` holding a whole connection string is
        // expanded in its place: putting it last lets the caller's string override every default.
        let settings = Self.defaultSettings + [("dbname", conninfo)]
        let keywords = settings.map { strdup($0.keyword) }
        let values = settings.map { strdup($0.value) }
        defer { (keywords + values).forEach { free($0) } }
        let connection = ((keywords + [nil]).map { UnsafePointer($0) }).withUnsafeBufferPointer { names in
            ((values + [nil]).map { UnsafePointer($0) }).withUnsafeBufferPointer { settings in
                cpq_connectdb_params(names.baseAddress, settings.baseAddress, 1)
            }
        }
        guard let connection else {
            throw Failure(message: "libpq could not allocate a connection", connectionLost: true)
        }
        guard cpq_status(connection) == CONNECTION_OK else {
            let message = Self.oneLine(cpq_error_message(connection))
            cpq_finish(connection)
            throw Failure(message: message, connectionLost: true)
        }
        cpq_silence_notices(connection)
        handle = connection
    }

    deinit { cpq_finish(handle) }

    static let libraryMissing = Failure(
        message: "the PostgreSQL client library libpq.so.5 is not installed (Debian package libpq5)",
        connectionLost: true)

    /// False once libpq has noticed the server is gone; the connection cannot be used again.
    var isConnected: Bool { cpq_status(handle) == CONNECTION_OK }

    /// True while a transaction is open (also when it has failed and awaits ROLLBACK).
    var inTransaction: Bool {
        let status = cpq_transaction_status(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// Runs one statement with `parameters` bound to `$1…` and returns every row.
    @discardableResult
    func query(_ sql: String, _ parameters: [Value] = []) throws(Failure) -> [[Value]] {
        var buffers: [UnsafeMutablePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        defer { buffers.forEach { free($0) } }
        for parameter in parameters {
            switch parameter {
            case .integer(let number): buffers.append(strdup(String(number)))
            case .real(let number): buffers.append(strdup(Self.text(of: number)))
            case .boolean(let flag): buffers.append(strdup(flag ? "t" : "f"))
            case .text(let text):
                // A text parameter travels as a C string: a NUL would silently cut it short.
                guard !text.utf8.contains(0) else {
                    throw Failure(sqlState: "22021", message: "text parameter contains a NUL character")
                }
                buffers.append(strdup(text))
            case .bytes(let bytes):
                let buffer = malloc(max(bytes.count, 1))!.assumingMemoryBound(to: CChar.self)
                bytes.withUnsafeBytes { source in
                    if let base = source.baseAddress, !source.isEmpty {
                        UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: source.count)
                    }
                }
                buffers.append(buffer)
                lengths.append(Int32(bytes.count))
                formats.append(1)
                continue
            case .null: buffers.append(nil)
            }
            lengths.append(0)
            formats.append(0)
        }
        let result = buffers.map { UnsafePointer($0) }.withUnsafeBufferPointer { values in
            lengths.withUnsafeBufferPointer { lengths in
                formats.withUnsafeBufferPointer { formats in
                    cpq_exec_params(
                        handle, sql, Int32(values.count), values.baseAddress, lengths.baseAddress,
                        formats.baseAddress, 1)
                }
            }
        }
        guard let result else {
            throw Failure(message: Self.oneLine(cpq_error_message(handle)), connectionLost: !isConnected)
        }
        defer { cpq_clear(result) }
        let status = cpq_result_status(result)
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            throw failure(from: result)
        }
        return (0..<cpq_ntuples(result)).map { row in
            (0..<cpq_nfields(result)).map { column in Self.value(in: result, row: row, column: column) }
        }
    }

    private func failure(from result: OpaquePointer) -> Failure {
        let sqlState = cpq_result_sqlstate(result).map { String(cString: $0) }
        let primary = cpq_result_primary_message(result).map { String(cString: $0) }
        let message = primary ?? Self.oneLine(cpq_result_error_message(result) ?? cpq_error_message(handle))
        // Class 08 is "connection exception"; 57P01-57P03 are the server shutting down or
        // starting up (the session is over even if libpq has not noticed yet).
        let lost =
            !isConnected || sqlState?.hasPrefix("08") == true
            || ["57P01", "57P02", "57P03"].contains(sqlState ?? "")
        return Failure(
            sqlState: sqlState, constraint: cpq_result_constraint(result).map { String(cString: $0) },
            message: message, connectionLost: lost)
    }

    // Type OIDs from the server's pg_type catalogue (stable since PostgreSQL 7).
    private static let boolOID: UInt32 = 16
    private static let int8OID: UInt32 = 20
    private static let int2OID: UInt32 = 21
    private static let int4OID: UInt32 = 23
    private static let float4OID: UInt32 = 700
    private static let float8OID: UInt32 = 701
    private static let voidOID: UInt32 = 2278
    private static let textOIDs: Set<UInt32> = [18, 19, 25, 1042, 1043]  // char, name, text, bpchar, varchar

    private static func value(in result: OpaquePointer, row: Int32, column: Int32) -> Value {
        guard cpq_getisnull(result, row, column) == 0 else { return .null }
        let count = Int(cpq_getlength(result, row, column))
        let bytes: [UInt8] =
            cpq_getvalue(result, row, column).map {
                Array(UnsafeRawBufferPointer(start: $0, count: count))
            } ?? []
        // Binary format is network byte order (big-endian).
        func bigEndian(_ width: Int) -> UInt64? {
            guard bytes.count == width else { return nil }
            return bytes.reduce(0) { $0 << 8 | UInt64($1) }
        }
        let type = cpq_ftype(result, column)
        switch type {
        case boolOID: return bytes.count == 1 ? .boolean(bytes[0] != 0) : .null
        case int2OID: return bigEndian(2).map { .integer(Int64(Int16(truncatingIfNeeded: $0))) } ?? .null
        case int4OID: return bigEndian(4).map { .integer(Int64(Int32(truncatingIfNeeded: $0))) } ?? .null
        case int8OID: return bigEndian(8).map { .integer(Int64(bitPattern: $0)) } ?? .null
        case float4OID: return bigEndian(4).map { .real(Double(Float(bitPattern: UInt32($0)))) } ?? .null
        case float8OID: return bigEndian(8).map { .real(Double(bitPattern: $0)) } ?? .null
        case voidOID: return .null
        case _ where textOIDs.contains(type): return .text(String(decoding: bytes, as: UTF8.self))
        default: return .bytes(bytes)
        }
    }

    /// Shortest text that reads back as the same double; PostgreSQL spells infinity its own way.
    private static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return "\(number)"
    }

    /// The settings `conninfo` gives, as libpq itself parses them (URI or `key=value` form);
    /// throws libpq's message for an unknown keyword or a malformed string.
    static func settings(of conninfo: String) throws(Failure) -> [(keyword: String, value: String)] {
        guard cpq_available() != 0 else { throw libraryMissing }
        var error: UnsafeMutablePointer<CChar>?
        guard let options = cpq_conninfo_parse(conninfo, &error) else {
            let message = oneLine(error)
            if let error { cpq_freemem(error) }
            throw Failure(message: message)
        }
        defer { cpq_conninfo_free(options) }
        var settings: [(keyword: String, value: String)] = []
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                settings.append((String(cString: keyword), String(cString: value)))
            }
            option += 1
        }
        return settings
    }

    /// `conninfo` for messages: host, port, database and user only (never the password);
    /// `postgresql` alone when it cannot be parsed.
    static func summary(of conninfo: String) -> String {
        let shown = ["host", "hostaddr", "port", "dbname", "user"]
        let settings = ((try? self.settings(of: conninfo)) ?? []).filter { shown.contains($0.keyword) }
        guard !settings.isEmpty else { return "(default server)" }
        return "(" + settings.map { "\($0.keyword)=\($0.value)" }.joined(separator: " ") + ")"
    }

    /// `message` with every secret `conninfo` holds replaced by `***`: a URI's userinfo (raw and
    /// percent-decoded, with and without the user name), a `password=` value, and the password
    /// libpq parses out of it. libpq quotes the offending token in some errors
    /// (`invalid percent-encoded token: "s3cr%zzet"`), so nothing derived from a connection
    /// string reaches a screen or a log without passing here.
    static func redact(_ message: String, secretsOf conninfo: String) -> String {
        var secrets: [String] = []
        for scheme in ["postgresql://", "postgres://"] where conninfo.hasPrefix(scheme) {
            let rest = conninfo.dropFirst(scheme.count)
            let authority = rest.prefix { $0 != "/" && $0 != "?" }
            if let at = authority.lastIndex(of: "@") {
                let userinfo = String(authority[..<at])
                secrets.append(userinfo)
                if let colon = userinfo.firstIndex(of: ":") {
                    secrets.append(String(userinfo[userinfo.index(after: colon)...]))
                }
            }
        }
        var scan = conninfo[...]
        while let range = scan.firstRange(of: "password") {
            var value = scan[range.upperBound...].drop { $0 == " " }
            if value.first == "=" {
                value = value.dropFirst().drop { $0 == " " }
                secrets.append(String(value.prefix { $0 != " " && $0 != "&" }))
                if value.first == "'" { secrets.append(String(value.dropFirst().prefix { $0 != "'" })) }
            }
            scan = scan[range.upperBound...]
        }
        if let parsed = try? settings(of: conninfo) {
            secrets += parsed.filter { $0.keyword == "password" }.map(\.value)
        }
        secrets += secrets.compactMap { $0.removingPercentEncodingLosslessly }
        var redacted = message
        for secret in Set(secrets).filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
            redacted = redacted.replacingAll(secret, with: "***")
        }
        return redacted
    }

    /// libpq's multi-line messages (with tabs and a trailing newline) as one line.
    static func oneLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "unknown libpq error" }
        let text = String(cString: message).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.isEmpty ? "unknown libpq error" : text
    }
}

extension String {
    /// The text with `%XX` escapes decoded, nil when there are none or they are malformed.
    fileprivate var removingPercentEncodingLosslessly: String? {
        guard contains("%") else { return nil }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every occurrence of `target` replaced (FoundationEssentials-free).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
