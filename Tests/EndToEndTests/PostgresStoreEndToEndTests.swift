import Foundation
import PostgresBinaries
import XCTest

/// The app with `--store` pointing at a real, throwaway PostgreSQL server (Unix socket only), the
/// way it is meant to be deployed: `authtui store migrate` run as the schema's owner, the app as
/// a role that may only read and write rows.
final class PostgresStoreEndToEndTests: XCTestCase {
    private var directory = ""
    private var binaries = ""

    override func setUpWithError() throws {
        guard let found = PostgresBinaries.find() else { throw XCTSkip(PostgresBinaries.missingReason) }
        binaries = found
        directory = try makeTemporaryDataDirectory()
        try asServerUser([
            "\(binaries)/initdb", "-D", "\(directory)/data", "-U", "postgres", "-A", "trust", "--no-sync",
            "-E", "UTF8", "--locale=C.UTF-8",
        ])
        try asServerUser([
            "\(binaries)/pg_ctl", "-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-o",
            "-c listen_addresses='' -k \(directory) -c fsync=off", "start",
        ])
    }

    override func tearDownWithError() throws {
        guard !directory.isEmpty else { return }
        _ = try? asServerUser([
            "\(binaries)/pg_ctl", "-D", "\(directory)/data", "-m", "immediate", "-w", "stop",
        ])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs a server command as `postgres` when we are root (initdb refuses root).
    @discardableResult
    private func asServerUser(_ command: [String]) throws -> CommandResult {
        let result: CommandResult
        if getuid() == 0 {
            _ = try runCommand("/bin/chown", ["-R", "postgres", directory])
            result = try runCommand("/usr/sbin/runuser", ["-u", "postgres", "--"] + command)
        } else {
            result = try runCommand(command[0], Array(command.dropFirst()))
        }
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    /// Creates the owner and app roles (the server's superuser is only for this set-up).
    private func createRoles() throws {
        let psql = "\(binaries)/psql"
        for statement in [
            "CREATE ROLE authtui_owner LOGIN", "CREATE ROLE authtui_app LOGIN",
            "GRANT CREATE ON DATABASE postgres TO authtui_owner",
        ] {
            try asServerUser([psql, "-h", directory, "-U", "postgres", "-d", "postgres", "-c", statement])
        }
    }

    func testTheAppRunsAsARowOnlyRoleAfterStoreMigrateAndAsksForItBefore() throws {
        try createRoles()
        let dataDirectory = try makeTemporaryDataDirectory()
        let store = "host=\(directory) dbname=postgres user=authtui_app"
        let unmigrated = try runCommand(
            AuthTUIBinary.path, ["--data-dir", dataDirectory, "--store", store, "--animation", "0"])
        XCTAssertEqual(unmigrated.status, 1)
        XCTAssertEqual(unmigrated.stderr, "authtui: the account store needs 'authtui store migrate'\n")
        let migrated = try runCommand(
            AuthTUIBinary.path,
            [
                "store", "migrate", "--store", "host=\(directory) dbname=postgres user=authtui_owner",
                "--grant", "authtui_app",
            ])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(migrated.stdout.contains("schema version 0 -> "), migrated.stdout)
        XCTAssertTrue(migrated.stdout.contains("row access for authtui_app"), migrated.stdout)
        let again = try runCommand(
            AuthTUIBinary.path,
            ["store", "migrate", "--store", "host=\(directory) dbname=postgres user=authtui_owner"])
        XCTAssertTrue(
            again.stdout.hasSuffix(try Translation.ending(of: "operator.migrated.current", words: 3) + "\n"),
            again.stdout)
        try signUpAndAutoLogin(store: store, dataDirectory: dataDirectory)
        // The operator sees the account through the app's role too (AUTHTUI_STORE, no --store).
        var environment = ProcessInfo.processInfo.environment
        environment["AUTHTUI_STORE"] = store
        let listed = try runCommand(AuthTUIBinary.path, ["accounts", "list"], environment: environment)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.hasPrefix("1\tgrace@example.com\tGrace\t"), listed.stdout)
    }

    private func signUpAndAutoLogin(store: String, dataDirectory: String) throws {
        var app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", dataDirectory, "--store", store, "--animation", "0",
        ])
        try app.waitFor(Translation.english("accounts.start"))
        try app.press("Enter")
        try app.type("grace@example.com")
        try app.press("Enter")
        try app.waitFor(Translation.english("accounts.create-account"))
        try app.type("a long enough passphrase")
        try app.press("Tab", "Tab", "Enter")
        try app.waitFor(Translation.english("accounts.username"))
        try app.type("Grace")
        try app.press("Enter")
        try app.waitFor(Translation.english("host.greeting", "Grace"))
        try app.press("C-c")
        try app.waitFor("[exited 0]")
        app.kill()

        app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", dataDirectory, "--store", store, "--animation", "0",
        ])
        try app.waitFor(Translation.english("host.greeting", "Grace"))
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }
}
