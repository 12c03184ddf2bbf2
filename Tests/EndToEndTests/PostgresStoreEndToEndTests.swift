import Foundation
import PostgresBinaries
import XCTest

/// The app with `--store` pointing at a real, throwaway PostgreSQL server (Unix socket only).
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

    func testSignUpAndAutoLoginAgainstPostgres() throws {
        let dataDirectory = try makeTemporaryDataDirectory()
        let store = "host=\(directory) dbname=postgres user=postgres"
        var app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", dataDirectory, "--store", store, "--animation", "0",
        ])
        try app.waitFor("SIGN IN / REGISTER")
        try app.press("Enter")
        try app.type("grace@example.com")
        try app.press("Enter")
        try app.waitFor("Create account")
        try app.type("a long enough passphrase")
        try app.press("Tab", "Tab", "Enter")
        try app.waitFor("Username (optional)")
        try app.type("Grace")
        try app.press("Enter")
        try app.waitFor("Hi, Grace")
        try app.press("C-c")
        try app.waitFor("[exited 0]")
        app.kill()

        app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", dataDirectory, "--store", store, "--animation", "0",
        ])
        try app.waitFor("Hi, Grace")
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }
}
