import Foundation
import PostgresBinaries
import Synchronization
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// A throwaway PostgreSQL server for this test process: its own temporary directory (data,
/// log and Unix socket; no TCP), `fsync=off`, started on first use and stopped and removed when
/// the process exits. Each test gets a fresh database on it.
///
/// `swift test --parallel` runs tests in separate processes, so every process has its own
/// server; they share nothing but a read-only template cluster (`initdb` runs once per build
/// directory, ~1 s, and each server starts from a copy, ~0.1 s). As root the server runs as the
/// `postgres` user (initdb refuses root). A watchdog shell removes the server even when the test
/// process crashes. Tests are skipped, with the reason, only when `initdb` cannot be found.
final class PostgresTestServer: Sendable {
    /// The temporary directory: `data/`, `log` and the socket `.s.PGSQL.5432`.
    let directory: String
    private let binaries: String

    private static let shared = Result { () throws -> PostgresTestServer in try PostgresTestServer() }

    /// The running server; throws `XCTSkip` when PostgreSQL is not installed, and a plain error
    /// when it is installed but will not start (a real failure).
    static func require() throws -> PostgresTestServer { try shared.get() }

    /// libpq connection string for the `postgres` maintenance database.
    var adminConninfo: String { conninfo(database: "postgres") }

    func conninfo(database: String) -> String {
        "host=\(directory) port=\(port) dbname=\(database) user=postgres"
    }

    /// The port of both the Unix socket and the loopback TCP listener (TLS on, with a
    /// self-signed certificate for `localhost` in `certificate`).
    let port: Int
    var certificate: String { "\(directory)/server.crt" }

    /// The test database, emptied of everything authtui creates, as a superuser connection
    /// string. The server's own `postgres` database serves: dropping the schema (~10 ms) is much
    /// cheaper than CREATE DATABASE (~0.3 s), and tests in one process run one after the other.
    func emptyDatabase() throws -> String {
        try sql(conninfo(database: Self.database), "DROP SCHEMA IF EXISTS authtui CASCADE")
        return conninfo(database: Self.database)
    }

    /// The role that owns the schema (`authtui store migrate` runs as it) and the role the app
    /// runs as, with row access only; both created when the server starts.
    static let ownerRole = "authtui_owner"
    static let appRole = "authtui_app"

    /// The test database migrated by the owner role, as the app role's connection string: what
    /// every store test runs as, so a statement the app's role may not run fails the test.
    func migratedDatabase() async throws -> String {
        _ = try emptyDatabase()
        _ = try await PostgresAccountStore.migrate(conninfo: ownerConninfo, grantTo: [Self.appRole])
        return appConninfo
    }

    var ownerConninfo: String {
        "host=\(directory) port=\(port) dbname=\(Self.database) user=\(Self.ownerRole)"
    }
    var appConninfo: String { "host=\(directory) port=\(port) dbname=\(Self.database) user=\(Self.appRole)" }

    /// A self-signed certificate for `localhost` (no IP address in it), so `host=localhost`
    /// verifies against it and `host=127.0.0.1` does not.
    private func makeCertificate() throws {
        try Self.run([
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
            "/CN=localhost",
            "-addext", "subjectAltName=DNS:localhost", "-keyout", "\(directory)/server.key", "-out",
            "\(directory)/server.crt",
        ])
        chmod("\(directory)/server.key", 0o600)
        if geteuid() == 0, let user = getpwnam("postgres") {
            for file in ["server.key", "server.crt"] {
                chown("\(directory)/\(file)", user.pointee.pw_uid, user.pointee.pw_gid)
            }
        }
    }

    /// A loopback port nothing listens on now (the kernel's choice for port 0).
    private static func freeLoopbackPort() -> Int {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int in
                guard bind(probe, pointer, length) == 0, getsockname(probe, pointer, &length) == 0 else {
                    return 0
                }
                return 1
            }
        }
        guard found == 1 else { return 20_000 + Int(getpid() % 20_000) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Creates the owner and app roles if this cluster has none yet.
    private func createRoles() throws {
        for role in [Self.ownerRole, Self.appRole] {
            try sql(
                adminConninfo,
                """
                DO $$ BEGIN
                    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(role)') THEN
                        CREATE ROLE \(role) LOGIN;
                    END IF;
                END $$
                """)
        }
        try sql(adminConninfo, "GRANT CREATE ON DATABASE \(Self.database) TO \(Self.ownerRole)")
        // The deadlock test makes the store's session the one the server aborts.
        try sql(adminConninfo, "GRANT SET ON PARAMETER deadlock_timeout TO \(Self.appRole)")
    }

    private static let database = "postgres"

    /// Runs statements in `conninfo`'s database on a connection of its own (test set-up and checks).
    @discardableResult
    func sql(_ conninfo: String, _ statement: String, _ parameters: [PostgresConnection.Value] = []) throws
        -> [[PostgresConnection.Value]]
    {
        try PostgresConnection(conninfo: conninfo).query(statement, parameters)
    }

    /// Stops the server: `fast` rolls back open transactions and disconnects every client,
    /// `immediate` kills every server process at once (a crash; recovery runs at the next start).
    func stop(mode: String = "fast") throws {
        try Self.run(
            asServerUser(["\(binaries)/pg_ctl", "-D", "\(directory)/data", "-m", mode, "-w", "stop"]))
    }

    func start() throws {
        let options =
            "-c listen_addresses=127.0.0.1 -p \(port) -k \(directory) -c fsync=off -c full_page_writes=off"
            + " -c max_connections=100 -c ssl=on -c ssl_cert_file=\(directory)/server.crt"
            + " -c ssl_key_file=\(directory)/server.key"
        try Self.run(
            asServerUser([
                "\(binaries)/pg_ctl", "-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-t", "30",
                "-o", options, "start",
            ]))
    }

    private init() throws {
        guard let binaries = PostgresBinaries.find() else { throw XCTSkip(PostgresBinaries.missingReason) }
        self.binaries = binaries
        var template = Array("/tmp/authtui-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure("mkdtemp: \(String(cString: strerror(errno)))")
        }
        directory = String(cString: made)
        port = Self.freeLoopbackPort()
        if geteuid() == 0 {
            guard let user = getpwnam("postgres") else {
                throw Failure(
                    "running as root needs a `postgres` user to run the server (initdb refuses root)")
            }
            chown(directory, user.pointee.pw_uid, user.pointee.pw_gid)
        }
        Self.cleanUpAtExit(
            stop: asServerUser([
                "\(binaries)/pg_ctl", "-D", "\(directory)/data", "-m", "immediate", "-w", "stop",
            ]), remove: directory)
        try makeCertificate()
        try prepareData()
        try start()
        try createRoles()
    }

    /// `data/` as a copy of the cached template cluster, making the template first if needed.
    private func prepareData() throws {
        guard let cache = Self.templateCache(for: binaries) else {
            return try initdb(into: "\(directory)/data")
        }
        let lock = open("\(cache).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return try initdb(into: "\(directory)/data") }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        if !FileManager.default.fileExists(atPath: "\(cache)/ready") {
            try? FileManager.default.removeItem(atPath: cache)
            try initdb(into: "\(directory)/data")
            try slimDown()
            try Self.run(["mkdir", "-p", cache])
            try Self.run(["cp", "-a", "\(directory)/data", "\(cache)/data"])
            try Self.run(["touch", "\(cache)/ready"])
            return
        }
        try Self.run(["cp", "-a", "\(cache)/data", "\(directory)/data"])
    }

    /// 1 MiB WAL segments instead of 16: less to copy for every test process.
    private func initdb(into data: String) throws {
        try Self.run(
            asServerUser([
                "\(binaries)/initdb", "-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8",
                "--locale=C.UTF-8", "--no-instructions", "--wal-segsize=1",
            ]))
    }

    /// Drops the template databases (the tests never create one), leaving a third of the files
    /// to copy per process.
    private func slimDown() throws {
        try start()
        for template in ["template0", "template1"] {
            try sql(adminConninfo, "ALTER DATABASE \(template) IS_TEMPLATE false")
            try sql(adminConninfo, "DROP DATABASE \(template)")
        }
        try sql(adminConninfo, "CHECKPOINT")
        try stop()
    }

    private func asServerUser(_ arguments: [String]) -> [String] {
        geteuid() == 0 ? ["runuser", "-u", "postgres", "--"] + arguments : arguments
    }

    /// `<package>/.build/authtui-pg-template/<binaries>`: inside the build directory, so
    /// `make clean` removes it; nil (no cache) when there is no build directory beside the sources.
    private static func templateCache(for binaries: String) -> String? {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "\(package)/.build", isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        // Keyed by server and by user: the copy keeps the template's owner, who must run the server.
        let key = "\(binaries)-uid\(geteuid())".map { $0.isLetter || $0.isNumber ? $0 : "_" }
        try? FileManager.default.createDirectory(
            atPath: "\(package)/.build/authtui-pg-template", withIntermediateDirectories: true)
        return "\(package)/.build/authtui-pg-template/\(String(key))"
    }

    // MARK: Cleanup

    private static let cleanup = Mutex<(stop: [String], remove: String)?>(nil)

    /// Stops and removes the server at exit; a detached watchdog does the same if the process
    /// dies without running exit handlers (a crash, SIGKILL). The watchdog reads a pipe whose
    /// only writer is this process: end of file means this process is gone, even while it is
    /// still an unreaped zombie (which `kill -0` would report alive).
    private static func cleanUpAtExit(stop: [String], remove: String) {
        cleanup.withLock { $0 = (stop, remove) }
        atexit {
            guard let (stop, remove) = PostgresTestServer.cleanup.withLock({ $0 }) else { return }
            _ = try? PostgresTestServer.spawn(stop, wait: true)
            _ = try? PostgresTestServer.spawn(["rm", "-rf", remove], wait: true)
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }  // the write end stays open, unused, until this process ends
        let quoted = stop.map { "'\($0)'" }.joined(separator: " ")
        let watchdog = "cat >/dev/null; \(quoted) >/dev/null 2>&1; rm -rf '\(remove)'"
        _ = try? spawn(["sh", "-c", watchdog], wait: false, input: ends[0], newGroup: true)
    }

    // MARK: Processes

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func run(_ arguments: [String]) throws {
        let log = "/tmp/authtui-pg-command-\(getpid()).log"
        defer { unlink(log) }
        let status = try spawn(arguments, wait: true, log: log)
        guard status == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure("\(arguments.joined(separator: " ")) exited with \(status): \(output)")
        }
    }

    /// posix_spawn (no Foundation run loop, so it also works inside an exit handler). The child
    /// gets `input` (default /dev/null) as stdin, `log` as stdout and stderr, and no other
    /// descriptor: the test runner's output pipes must not outlive this process in a server or
    /// watchdog, or the runner waits for their end forever.
    @discardableResult
    private static func spawn(
        _ arguments: [String], wait: Bool, log: String = "/dev/null", input: Int32? = nil,
        newGroup: Bool = false
    )
        throws -> Int32
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if newGroup {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let rc = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard rc == 0 else { throw Failure("cannot start \(arguments[0]): \(String(cString: strerror(rc)))") }
        guard wait else { return 0 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Adds "close every descriptor from 3 up" to `actions`: glibc's closefrom action when it has
    /// one (2.34+, not visible to Swift's importer), else one close per descriptor open now.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor >= 3 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}
