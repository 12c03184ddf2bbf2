import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// `make soak` (not part of `make test`: skipped unless `AUTHTUI_SOAK=1`): worker processes
/// sign up, sign in, change passwords and delete accounts against SQLite and against PostgreSQL
/// while the soak SIGKILLs them at random (and restarts the PostgreSQL server once); afterwards
/// the store must hold no half account, no orphan session and every acknowledged account, with
/// the password last acknowledged (or the one being set when the kill came).
final class FaultSoakTests: XCTestCase {
    private static let workers = 4

    private struct Figures {
        var operations = 0
        var kills = 0
        var restarts = 0
        var errors: [String] = []
        var violations: [String] = []
    }

    private var seconds: Double {
        Double(ProcessInfo.processInfo.environment["SOAK_SECONDS"] ?? "") ?? 60
    }

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["AUTHTUI_SOAK"] == "1" else {
            throw XCTSkip("the fault soak runs with `make soak` (AUTHTUI_SOAK=1)")
        }
    }

    func testSQLiteSurvivesRandomKills() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let database = "\(directory)/accounts.sqlite3"
        _ = try await SQLiteAccountStore.open(path: database)
        var figures = try await soak(store: "sqlite:\(database)", directory: directory, restart: nil)
        let store = try await SQLiteAccountStore.open(path: database)
        XCTAssertEqual(try sqliteRows(database, "PRAGMA integrity_check"), [["ok"]])
        try await check(store, &figures)
        report("sqlite", figures)
    }

    func testPostgreSQLSurvivesRandomKillsAndAServerRestart() async throws {
        let server = try PostgresTestServer.require()
        let conninfo = try await server.migratedDatabase()
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? server.start() }
        var figures = try await soak(store: conninfo, directory: directory) {
            try server.stop(mode: "immediate")
            try await Task.sleep(for: .milliseconds(500))
            try server.start()
        }
        try await check(try await PostgresAccountStore.open(conninfo: conninfo), &figures)
        report("postgresql", figures)
    }

    // MARK: Running

    private func soak(
        store: String, directory: String, restart: (@Sendable () async throws -> Void)?
    ) async throws -> Figures {
        var figures = Figures()
        var running: [Int: (Process, String)] = [:]
        var logs: [String] = []
        var launched = 0
        func launch(_ slot: Int) throws {
            launched += 1
            let log = "\(directory)/worker-\(launched).log"
            let home = "\(directory)/worker-\(launched)"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: log, contents: nil)
            let process = Process()
            process.executableURL = try accountsStressExecutable()
            process.arguments = ["soak", home, store]
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            try process.run()
            running[slot] = (process, log)
            logs.append(log)
        }
        for slot in 0..<Self.workers { try launch(slot) }
        let start = ContinuousClock.now
        var restarted = false
        while ContinuousClock.now - start < .seconds(seconds) {
            try await Task.sleep(for: .milliseconds(Int.random(in: 200...900)))
            let slot = Int.random(in: 0..<Self.workers)
            if let (process, _) = running[slot] {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                figures.kills += 1
            }
            if let restart, !restarted, ContinuousClock.now - start > .seconds(seconds / 2) {
                restarted = true
                try await restart()
                figures.restarts += 1
            }
            try launch(slot)
        }
        for (process, _) in running.values {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        acknowledgements = try logs.flatMap { log in
            try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        figures.operations =
            acknowledgements.filter {
                $0.hasPrefix("created ") || $0.hasPrefix("changed ") || $0.hasPrefix("deleted ")
                    || $0.hasPrefix("signed-in ")
            }.count
        figures.errors = acknowledgements.filter { $0.hasPrefix("error ") }
        return figures
    }

    private var acknowledgements: [String] = []

    // MARK: Invariants

    private func check(_ store: any AccountStore, _ figures: inout Figures) async throws {
        var created: Set<String> = []
        var deleting: Set<String> = []
        var deleted: Set<String> = []
        var version: [String: Int] = [:]
        var changing: [String: Int] = [:]
        for line in acknowledgements {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count >= 2 else { continue }
            switch parts[0] {
            case "created": created.insert(parts[1])
            case "deleting": deleting.insert(parts[1])
            case "deleted": deleted.insert(parts[1])
            case "changed": version[parts[1]] = Int(parts[2])
            case "changing": changing[parts[1]] = Int(parts[2])
            default: break
            }
        }
        let accounts = try await store.accountOverviews(emailKey: nil)
        let stored = Dictionary(accounts.map { ($0.email, $0) }, uniquingKeysWith: { first, _ in first })
        for email in created.subtracting(deleting) where stored[email] == nil {
            figures.violations.append("acknowledged account lost: \(email)")
        }
        for email in deleted where stored[email] != nil {
            figures.violations.append("acknowledged delete undone: \(email)")
        }
        let hasher = PasswordHasher(limits: .minimum)
        for email in created where stored[email] != nil {
            guard let account = try await store.account(emailKey: AccountRules.emailKey(email)) else {
                continue
            }
            let acknowledged = version[email] ?? 0
            let candidates = Set([acknowledged, changing[email] ?? acknowledged])
            let matches = candidates.contains { candidate in
                hasher.verify(
                    UnicodeNormalization.compatibilityComposedBytes(
                        "violet harbor mosaic lantern \(candidate)"),
                    against: account.passwordHash)
            }
            if !matches { figures.violations.append("password of \(email) is neither acknowledged version") }
        }
        // Half accounts and orphan sessions, straight from the tables.
        let orphans = try await orphanCounts(store)
        if orphans.halfAccounts > 0 { figures.violations.append("\(orphans.halfAccounts) half accounts") }
        if orphans.orphanSessions > 0 {
            figures.violations.append("\(orphans.orphanSessions) orphan sessions")
        }
        XCTAssertEqual(figures.violations, [])
        XCTAssertEqual(figures.errors, [], "workers reported errors")
        XCTAssertGreaterThan(figures.operations, 0)
        XCTAssertGreaterThan(figures.kills, 0)
    }

    private func orphanCounts(_ store: any AccountStore) async throws -> (
        halfAccounts: Int, orphanSessions: Int
    ) {
        let halfAccounts = """
            SELECT (SELECT count(*) FROM %@accounts WHERE id NOT IN (SELECT account_id FROM %@profiles))
                 + (SELECT count(*) FROM %@profiles WHERE account_id NOT IN (SELECT id FROM %@accounts))
            """
        let orphanSessions =
            "SELECT count(*) FROM %@sessions WHERE account_id NOT IN (SELECT id FROM %@accounts)"
        if let sqlite = store as? SQLiteAccountStore {
            func count(_ sql: String) throws -> Int {
                Int(try sqliteRows(sqlite.path, sql.replacingOccurrences(of: "%@", with: ""))[0][0]) ?? -1
            }
            return (try count(halfAccounts), try count(orphanSessions))
        }
        let server = try PostgresTestServer.require()
        func count(_ sql: String) throws -> Int {
            Int(
                try server.sql(server.adminConninfo, sql.replacingOccurrences(of: "%@", with: "authtui."))[0][
                    0
                ]
                .integer ?? -1)
        }
        return (try count(halfAccounts), try count(orphanSessions))
    }

    private func report(_ name: String, _ figures: Figures) {
        print(
            "soak \(name): \(figures.operations) operations, \(figures.kills) kills, \(figures.restarts) restarts,"
                + " \(figures.violations.count) violations, \(figures.errors.count) worker errors")
    }
}
