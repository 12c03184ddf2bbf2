import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// What only a server store has to get right: the schema on a shared database, conflicts between
/// machines, and a server that goes away and comes back. The shared behaviour is in
/// `PostgresStoreContractTests`.
final class PostgresAccountStoreTests: XCTestCase {
    private var server: PostgresTestServer!

    override func setUp() async throws {
        server = try PostgresTestServer.require()
    }

    private func count(_ conninfo: String, _ table: String) throws -> Int64? {
        try server.sql(conninfo, "SELECT count(*) FROM authtui.\(table)").first?.first?.integer
    }

    /// Waits until some other session of `conninfo`'s database is blocked on a lock.
    private func waitForALockWait(_ conninfo: String, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        let monitor = try PostgresConnection(conninfo: conninfo)
        // A statement that never blocks (say, one that no longer touches the locked rows) fails
        // the test instead of hanging it.
        let deadline = ContinuousClock.now + .seconds(10)
        while try monitor.query(
            """
            SELECT count(*) FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()
            """
        ).first?.first?.integer == 0 {
            guard ContinuousClock.now < deadline else {
                XCTFail("no statement waited for a lock within 10 s", file: file, line: line)
                throw PostgresTestServer.Failure("no lock wait within 10 s")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    func testStoreMigrateCreatesTheSchemaWithItsConstraintsAtTheCurrentVersion() async throws {
        let conninfo = try await server.migratedDatabase()
        let admin = server.adminConninfo
        let store = try await PostgresAccountStore.open(conninfo: conninfo)
        XCTAssertEqual(
            try server.sql(admin, "SELECT version FROM authtui.schema_version"),
            [[.integer(Int64(PostgresSchema.currentVersion))]])
        let id = try await store.createAccount(StoreContract.newAccount("ada@x.io"))
        try await store.insertSession(StoreContract.session(1, account: id))
        // The database itself refuses a second row for the email key, whoever writes it...
        XCTAssertThrowsError(
            try server.sql(
                admin,
                "INSERT INTO authtui.accounts (email, email_key, password_hash, created_at) VALUES ('x', $1, 'h', 0)",
                [.text("ada@x.io")])
        ) { error in
            XCTAssertEqual((error as? PostgresConnection.Failure)?.sqlState, "23505")
            XCTAssertEqual(
                (error as? PostgresConnection.Failure)?.constraint, PostgresSchema.emailKeyConstraint)
        }
        // ...and cascades a raw account delete to the profile and the sessions.
        try server.sql(admin, "DELETE FROM authtui.accounts WHERE id = $1", [.integer(id)])
        XCTAssertEqual(try count(admin, "profiles"), 0)
        XCTAssertEqual(try count(admin, "sessions"), 0)
        XCTAssertEqual(
            try server.sql(admin, "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'authtui'"),
            [[.text(PostgresTestServer.ownerRole)]])
    }

    func testTheAppRoleNeverRunsDDLAndAsksForStoreMigrateOnAMissingOrOlderSchema() async throws {
        _ = try server.emptyDatabase()
        let app = server.appConninfo
        let missing = await accountError { try await PostgresAccountStore.open(conninfo: app) }
        XCTAssertEqual(missing, .storeNeedsMigration)
        XCTAssertEqual(
            try server.sql(
                server.adminConninfo, "SELECT count(*) FROM pg_namespace WHERE nspname = 'authtui'"),
            [[.integer(0)]], "the app created nothing")

        _ = try await PostgresAccountStore.migrate(
            conninfo: server.ownerConninfo, grantTo: [PostgresTestServer.appRole])
        let store = try await PostgresAccountStore.open(conninfo: app)
        let pinged: Void? = try await store.ping()
        XCTAssertNotNil(pinged)
        // The app's role reads and writes rows, and nothing else.
        for statement in [
            "CREATE TABLE authtui.extra (x int)", "DROP TABLE authtui.throttle",
            "UPDATE authtui.schema_version SET version = 1", "UPDATE authtui.meta SET value = 'x'",
        ] {
            XCTAssertThrowsError(try server.sql(app, statement), statement) { error in
                XCTAssertEqual((error as? PostgresConnection.Failure)?.sqlState, "42501", statement)
            }
        }
        try server.sql(
            server.adminConninfo, "UPDATE authtui.schema_version SET version = $1",
            [.integer(Int64(PostgresSchema.currentVersion - 1))])
        let older = await accountError { try await PostgresAccountStore.open(conninfo: app) }
        XCTAssertEqual(older, .storeNeedsMigration)
    }

    func testOperatorsMigratingANewDatabaseTogetherMigrateItOnce() async throws {
        _ = try server.emptyDatabase()
        let owner = server.ownerConninfo
        let steps = try await withThrowingTaskGroup(of: PostgresAccountStore.Migration.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await PostgresAccountStore.migrate(
                        conninfo: owner, grantTo: [PostgresTestServer.appRole])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(steps.filter { $0.from == 0 }.count, 1, "\(steps)")
        XCTAssertEqual(Set(steps.map(\.to)), [PostgresSchema.currentVersion])
        let identifier = try await PostgresAccountStore.open(conninfo: server.appConninfo).storeIdentifier()
        XCTAssertEqual(identifier.hasPrefix("pg"), true)
        XCTAssertEqual(try count(owner, "meta"), 1)
    }

    /// Session times come from the server's clock, so machines whose clocks drift agree: a
    /// machine whose clock is 26 years behind still records the server's time.
    func testSessionTimesComeFromTheServersClockNotTheMachines() async throws {
        let conninfo = try await server.migratedDatabase()
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let service = AccountService(
            store: try await PostgresAccountStore.open(conninfo: conninfo),
            sessionFile: SessionFile(path: "\(directory)/session"),
            configuration: testConfiguration(clock: FakeWallClock(1_000_000_000)))
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        let rows = try server.sql(conninfo, "SELECT created_at, last_used_at FROM authtui.sessions")
        let now = Date().timeIntervalSince1970
        for value in try XCTUnwrap(rows.first) {
            let stored = try XCTUnwrap(value.real, "\(value)")
            XCTAssertLessThan(abs(stored - now), 600, "stored \(stored), the server's clock says \(now)")
        }
    }

    /// Issue 45: a provider's sign-in remembered on a shared store is stamped by the server's
    /// clock, kept only sealed (no column holds the refresh token), and taken back with its grant
    /// by another process over its own connection.
    func testAFederatedSignInIsKeptSealedOnTheServerAndTakenBackByAnotherProcess() async throws {
        let conninfo = try await server.migratedDatabase()
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        func service() async throws -> AccountService {
            AccountService(
                store: try await PostgresAccountStore.open(conninfo: conninfo),
                sessionFile: SessionFile(path: "\(directory)/session"),
                configuration: testConfiguration(clock: FakeWallClock(1_000_000_000)))
        }
        let refreshToken = "rt-on-the-server-9f2c"
        let grant = Array("refresh_token\n\(refreshToken)".utf8)
        try await service().rememberFederatedSignIn(
            FederatedSignIn(
                authenticator: "oidc", issuer: "https://id.example.test/", clientID: "host7",
                subject: "248289761001", user: "ada", displayName: "Ada", grant: grant))
        let rows = try server.sql(
            conninfo, "SELECT created_at, encode(sealed_grant, 'escape') FROM authtui.federated_sessions")
        let row = try XCTUnwrap(rows.first)
        XCTAssertLessThan(abs(try XCTUnwrap(row[0].real) - Date().timeIntervalSince1970), 600)
        XCTAssertFalse(
            try XCTUnwrap(row[1].text).contains(refreshToken), "the grant is readable on the server")
        let later = try await service()
        guard case .federated(let remembered) = await later.rememberedSignIn(acceptsAccountSessions: false)
        else {
            return XCTFail("not taken back")
        }
        XCTAssertEqual(remembered.grant, grant)
        try await later.acceptRememberedFederatedSignIn(grant: remembered.grant, note: "checked")
        try await later.signOut()
        XCTAssertEqual(try count(conninfo, "federated_sessions"), 0)
    }

    func testDatabaseFromANewerSchemaIsRefused() async throws {
        let conninfo = try await server.migratedDatabase()
        try server.sql(server.adminConninfo, "UPDATE authtui.schema_version SET version = 99")
        let error = await accountError { try await PostgresAccountStore.open(conninfo: conninfo) }
        XCTAssertEqual(error, .storeTooNew(version: 99))
        let migrating = await accountError {
            try await PostgresAccountStore.migrate(conninfo: self.server.ownerConninfo)
        }
        XCTAssertEqual(migrating, .storeTooNew(version: 99))
    }

    func testForeignTablesInTheAuthtuiSchemaAreReportedAndLeftAlone() async throws {
        let conninfo = try server.emptyDatabase()
        try server.sql(conninfo, "CREATE SCHEMA authtui")
        try server.sql(conninfo, "CREATE TABLE authtui.accounts (note text)")
        try server.sql(conninfo, "INSERT INTO authtui.accounts VALUES ('mine')")
        let error = await accountError { try await PostgresAccountStore.migrate(conninfo: conninfo) }
        guard case .storeCorrupted = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(try server.sql(conninfo, "SELECT note FROM authtui.accounts"), [[.text("mine")]])
        XCTAssertEqual(
            try server.sql(conninfo, "SELECT count(*) FROM pg_tables WHERE schemaname = 'authtui'"),
            [[.integer(1)]])
    }

    func testSearchPathAndTimeoutsArePinnedForTheStoresConnections() async throws {
        let conninfo = try await server.migratedDatabase()
        // Whatever the role's own defaults say.
        try server.sql(
            server.adminConninfo,
            "ALTER ROLE \(PostgresTestServer.appRole) SET search_path = public, authtui")
        addTeardownBlock { [server] in
            _ = try? server?.sql(
                server?.adminConninfo ?? "", "ALTER ROLE \(PostgresTestServer.appRole) RESET search_path")
        }
        let store = try await PostgresAccountStore.open(conninfo: conninfo)
        let settings = try await store.connectionSettings()
        XCTAssertEqual(settings["search_path"], "pg_catalog, pg_temp")
        XCTAssertEqual(settings["lock_timeout"], "5s")
        XCTAssertEqual(settings["statement_timeout"], "15s")
    }

    func testAHeldLockEndsInUnavailableWithinTheLockTimeoutNotAHang() async throws {
        let conninfo = try await server.migratedDatabase()
        let store = try await PostgresAccountStore.open(
            conninfo: conninfo, timeouts: .init(statementSeconds: 30, lockSeconds: 1))
        _ = try await store.claimAttempt(key: "ada@x.io", at: 0, policy: .standard)
        let blocker = try PostgresConnection(conninfo: server.adminConninfo)
        try blocker.query("BEGIN")
        try blocker.query("LOCK TABLE authtui.throttle IN ACCESS EXCLUSIVE MODE")
        // Released after 20 s whatever happens, so a store that waits forever fails the test
        // below instead of hanging the run.
        let release = Task {
            try? await Task.sleep(for: .seconds(20))
            _ = try? blocker.query("ROLLBACK")
        }
        defer { release.cancel() }
        let started = ContinuousClock.now
        let error = await accountError {
            try await store.claimAttempt(key: "ada@x.io", at: 0, policy: .standard)
        }
        let waited = ContinuousClock.now - started
        guard case .storeUnavailable(let detail) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(detail.contains("lock timeout"), detail)
        XCTAssertLessThan(waited, .seconds(10))
    }

    func testTCPConnectionsVerifyTheServerCertificateAndItsNameByDefault() async throws {
        _ = try await server.migratedDatabase()
        let base = "port=\(server.port) dbname=postgres user=\(PostgresTestServer.appRole)"
        // No trusted root given: libpq's default (`prefer`) would have used TLS without checking.
        let unverified = await accountError {
            try await PostgresAccountStore.open(
                conninfo: "host=127.0.0.1 \(base) sslrootcert=\(self.server.directory)/absent.crt")
        }
        guard case .storeUnavailable(let detail) = unverified else {
            return XCTFail("\(String(describing: unverified))")
        }
        XCTAssertTrue(detail.contains("certificate"), detail)
        // The right root but the wrong name: the certificate is for localhost, not 127.0.0.1.
        let wrongName = await accountError {
            try await PostgresAccountStore.open(
                conninfo: "host=127.0.0.1 \(base) sslrootcert=\(self.server.certificate)")
        }
        guard case .storeUnavailable(let nameDetail) = wrongName else {
            return XCTFail("\(String(describing: wrongName))")
        }
        XCTAssertTrue(nameDetail.contains("127.0.0.1"), nameDetail)
        // The right root and name, as a key=value string and as a URI.
        let verified = try await PostgresAccountStore.open(
            conninfo: "host=localhost \(base) sslrootcert=\(server.certificate)")
        let pinged: Void? = try await verified.ping()
        XCTAssertNotNil(pinged)
        let uri = try await PostgresAccountStore.open(
            conninfo:
                "postgresql://\(PostgresTestServer.appRole)@localhost:\(server.port)/postgres?sslrootcert=\(server.certificate)"
        )
        let uriPinged: Void? = try await uri.ping()
        XCTAssertNotNil(uriPinged)
        // The connection string can still turn it off (a server without a certificate).
        let plain = try await PostgresAccountStore.open(conninfo: "host=127.0.0.1 \(base) sslmode=disable")
        let plainPinged: Void? = try await plain.ping()
        XCTAssertNotNil(plainPinged)
    }

    func testNoStoreMessageShowsTheConnectionStringsPassword() async throws {
        let closed = "postgresql://ada:hunter2secret@127.0.0.1:1/accounts?sslmode=disable&connect_timeout=2"
        let error = await accountError { try await PostgresAccountStore.open(conninfo: closed) }
        XCTAssertNotNil(error)
        XCTAssertFalse(error?.message.contains("hunter2") ?? true, error?.message ?? "")
        XCTAssertEqual(
            PostgresConnection.redact(
                #"invalid percent-encoded token: "s3cr%zzet""#, secretsOf: "postgresql://ada:s3cr%zzet@db/x"),
            #"invalid percent-encoded token: "***""#)
        XCTAssertEqual(
            PostgresConnection.redact("bad 'pa ss' here", secretsOf: "host=db password='pa ss'"),
            "bad '***' here")
    }

    func testDeadlockVictimIsRetriedAndTheCallerNeverSeesIt() async throws {
        let conninfo = try await server.migratedDatabase()
        // The store's session looks for deadlocks first, so it is the one the server aborts.
        let store = try await PostgresAccountStore.open(
            conninfo: conninfo + " options='-c deadlock_timeout=300ms'")
        let id = try await store.createAccount(StoreContract.newAccount("ada@x.io"))
        try await store.insertSession(StoreContract.session(1, account: id))

        let rival = try PostgresConnection(conninfo: conninfo)
        try rival.query("SET deadlock_timeout = '20s'")
        try rival.query("BEGIN")
        try rival.query("UPDATE authtui.accounts SET email = email WHERE id = $1", [.integer(id)])
        // The store deletes the sessions, then waits for the account row the rival holds...
        async let deleted = store.deleteAccount(id: id)
        try await waitForALockWait(conninfo)
        // ...and the rival now wants those sessions: a deadlock the server breaks by aborting the store.
        let touched = try rival.query(
            "UPDATE authtui.sessions SET last_used_at = 1 WHERE account_id = $1 RETURNING account_id",
            [.integer(id)])
        try rival.query("COMMIT")
        XCTAssertEqual(touched.count, 1, "the rival saw the store's first attempt rolled back")
        let result = try await deleted
        XCTAssertTrue(result)
        XCTAssertEqual(try count(conninfo, "accounts"), 0)
        XCTAssertEqual(try count(conninfo, "sessions"), 0)
    }

    func testMissingSocketIsReportedUnavailableAndTheServiceGoesOffline() async throws {
        let missing = try makeDataDirectory(self)
        let store = PostgresAccountStore(conninfo: "host=\(missing) dbname=authtui user=postgres")
        let error = await accountError { try await store.ping() }
        guard case .storeUnavailable(let detail) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(detail.contains(missing), detail)
        let service = try await AccountService.open(
            store: .postgres(conninfo: "host=\(missing) dbname=authtui user=postgres"),
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let probe = ConnectivityProbe(
            routes: {
                RoutingTable(
                    ipv4:
                        "Iface Destination Gateway Flags RefCnt Use Metric Mask\neth0 00000000 0100A8C0 0003 0 0 0 00000000",
                    ipv6: "")
            },
            interfaceIsUp: { _ in true },
            storeAnswers: { (try? await service.ping()) != nil })
        let connectivity = await probe.check()
        XCTAssertEqual(connectivity, .offline(.accountStoreUnreachable))
    }

    func testServerThatNeverAnswersGivesUpAfterConnectTimeout() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A socket that accepts connections into its backlog and never says a word.
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array("\(directory)/.s.PGSQL.5432".utf8CString)
        withUnsafeMutableBytes(of: &address.sun_path) {
            $0.copyBytes(from: path.map { UInt8(bitPattern: $0) })
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 8), 0)

        let gaveUp = expectation(description: "the connection attempt ends")
        let outcome = Task {
            defer { gaveUp.fulfill() }
            return await accountError {
                try await PostgresAccountStore.open(
                    conninfo: "host=\(directory) dbname=authtui user=postgres connect_timeout=2")
            }
        }
        // A guard against hanging the whole run, not a timing assertion: libpq's floor is 2 s.
        await fulfillment(of: [gaveUp], timeout: 60)
        let error = await outcome.value
        guard case .storeUnavailable(let detail) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(detail.contains("timeout"), detail)
    }

    func testServerStoppedMidTransactionLeavesNothingHalfWrittenAndTheStoreReconnects() async throws {
        let conninfo = try await server.migratedDatabase()
        let store = try await PostgresAccountStore.open(conninfo: conninfo)
        addTeardownBlock { [server] in try? server?.start() }

        // Hold the profiles table so the sign-up stops between its two inserts.
        let blocker = try PostgresConnection(conninfo: server.adminConninfo)
        try blocker.query("BEGIN")
        try blocker.query("LOCK TABLE authtui.profiles IN ACCESS EXCLUSIVE MODE")
        let signUp = Task { try await store.createAccount(StoreContract.newAccount("ada@x.io")) }
        try await waitForALockWait(conninfo)
        // Immediate: every backend dies at once, as in a crash; a fast stop ends the blocker
        // first and may let the sign-up commit before its own session is ended.
        try server.stop(mode: "immediate")

        let error = await accountError { try await signUp.value }
        guard case .storeUnavailable = error else { return XCTFail("\(String(describing: error))") }
        let whileDown = await accountError { try await store.ping() }
        guard case .storeUnavailable(let detail) = whileDown else {
            return XCTFail("\(String(describing: whileDown))")
        }
        XCTAssertTrue(detail.contains("PostgreSQL"), detail)
        XCTAssertTrue(detail.contains(server.directory), detail)

        try server.start()
        XCTAssertEqual(try count(conninfo, "accounts"), 0)
        XCTAssertEqual(try count(conninfo, "profiles"), 0)
        let id = try await store.createAccount(StoreContract.newAccount("ada@x.io"))
        let found = try await store.account(emailKey: "ada@x.io")
        XCTAssertEqual(found?.id, id)
    }

    func testRestartWhileIdleIsInvisibleToTheNextCall() async throws {
        let conninfo = try await server.migratedDatabase()
        let store = try await PostgresAccountStore.open(conninfo: conninfo)
        addTeardownBlock { [server] in try? server?.start() }
        let id = try await store.createAccount(StoreContract.newAccount("ada@x.io"))
        try server.stop()
        try server.start()
        let found = try await store.account(id: id)
        XCTAssertEqual(found?.email, "ada@x.io")
        _ = try await store.claimAttempt(key: "ada@x.io", at: 0, policy: .standard)
        let record = try await store.throttle(key: "ada@x.io")
        XCTAssertEqual(record.failures, 1)
    }

    func testDroppedConnectionIsReplacedButNotTrustedWhenAnotherStoreAnswers() async throws {
        let conninfo = try await server.migratedDatabase()
        let store = try await PostgresAccountStore.open(conninfo: conninfo)
        let before = try await store.storeIdentifier()
        let admin = server.adminConninfo
        let kill = """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'authtui' AND pid <> pg_backend_pid()
            """
        // Dropped by the server (an idle timeout, a failover): the next call simply reconnects.
        try server.sql(admin, kill)
        let pinged: Void? = try await store.ping()
        XCTAssertNotNil(pinged)
        // Now a different account database answers at the same address (a restored backup).
        try server.sql(admin, kill)
        try server.sql(admin, "UPDATE authtui.meta SET value = 'pgfeedfacefeedfacefeedfacefeedface'")
        let error = await accountError {
            try await store.session(tokenHash: [UInt8](repeating: 7, count: 32))
        }
        guard case .storeUnavailable(let detail) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(detail.contains("different account store"), detail)
        let after = try await store.storeIdentifier()
        XCTAssertNotEqual(after, before)
        XCTAssertEqual(after, "pgfeedfacefeedfacefeedfacefeedface")
    }

    func testSessionIssuedBySQLiteIsNeverSentToPostgres() async throws {
        let directory = try makeDataDirectory(self)
        let local = try await AccountService.open(
            store: .embedded(dataDirectory: directory), dataDirectory: directory,
            configuration: testConfiguration())
        try await local.signUp(email: "ada@x.io", password: "correct horse battery")
        let sessionPath = "\(directory)/\(AccountService.sessionFileName)"
        XCTAssertTrue(FileManager.default.fileExists(atPath: sessionPath))

        let conninfo = try await server.migratedDatabase()
        let shared = try await AccountService.open(
            store: .postgres(conninfo: conninfo), dataDirectory: directory, configuration: testConfiguration()
        )
        let restored = try await shared.restoreSession()
        XCTAssertNil(restored)
        let refusal = await shared.lastSessionRefusal
        XCTAssertEqual(refusal, .fromAnotherStore)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))

        // A session the PostgreSQL store issues is written with its own identifier and restores there.
        try await shared.signUp(email: "bob@x.io", password: "correct horse battery")
        let written = try String(contentsOfFile: sessionPath, encoding: .utf8)
        let identifier = try await PostgresAccountStore.open(conninfo: conninfo).storeIdentifier()
        XCTAssertTrue(written.contains("store \(identifier)\n"), written)
        let again = try await AccountService.open(
            store: .postgres(conninfo: conninfo), dataDirectory: directory, configuration: testConfiguration()
        )
        let back = try await again.restoreSession()
        XCTAssertEqual(back?.email, "bob@x.io")
    }
}
