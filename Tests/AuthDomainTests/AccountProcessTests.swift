import Foundation
import XCTest

@testable import AuthDomain

/// Several real processes on one database: the cases threads cannot show (separate SQLite
/// libraries and file locks, SIGKILL mid-transaction).
final class AccountProcessTests: XCTestCase {
    private func launch(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try accountsStressExecutable()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    func testProcessesRacingToSignUpOneEmailHaveExactlyOneWinner() async throws {
        let directory = try makeDataDirectory(self)
        let go = "\(directory).go"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: go) }
        let racers = try (0..<6).map { _ in try launch(["signup-race", directory, "race@x.io", go]) }
        // Give every racer time to open the store, then start them together.
        try await Task.sleep(for: .milliseconds(300))
        _ = FileManager.default.createFile(atPath: go, contents: Data())
        var outcomes: [String] = []
        for (process, output) in racers {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            outcomes.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        XCTAssertEqual(outcomes.filter { $0 == "won" }.count, 1, "\(outcomes)")
        XCTAssertEqual(outcomes.filter { $0 == "taken" }.count, 5, "\(outcomes)")
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM accounts"), [["1"]])
    }

    /// The attempt is claimed before the ~70 ms verification, so twenty processes guessing one
    /// account at once get exactly the free attempts verified, and every other one is refused.
    func testTwentyProcessesGuessingOneAccountAtOnceGetOnlyTheFreeVerifications() async throws {
        let directory = try makeDataDirectory(self)
        let owner = try await AccountService.open(
            dataDirectory: directory, configuration: AccountService.Configuration(hashing: .interactive))
        try await owner.signUp(email: "ada@x.io", password: "correct horse battery staple")
        try await owner.signOut()
        let go = "\(directory).go"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: go) }
        let guessers = try (0..<20).map { _ in try launch(["guess-race", directory, "ada@x.io", go]) }
        try await Task.sleep(for: .milliseconds(500))
        _ = FileManager.default.createFile(atPath: go, contents: Data())
        var lines: [String] = []
        for (process, output) in guessers {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            lines += text.split(separator: "\n").map(String.init)
        }
        let free = ThrottlePolicy.standard.freeFailures
        XCTAssertEqual(lines.filter { $0 == "verifying" }.count, free, "\(lines)")
        XCTAssertEqual(lines.filter { $0 == "wrong" }.count, free, "\(lines)")
        XCTAssertEqual(lines.filter { $0 == "throttled" }.count, 20 - free, "\(lines)")
    }

    func testKillingASignUpDeleteLoopLeavesACleanDatabaseWithNoHalfAccounts() async throws {
        let directory = try makeDataDirectory(self)
        var acknowledged: [String] = []
        for round in 0..<5 {
            let (process, output) = try launch(["churn", directory])
            try await Task.sleep(for: .milliseconds(150 + 40 * round))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertFalse(text.contains("error"), text)
            acknowledged += text.split(separator: "\n").map(String.init)
        }
        XCTAssertGreaterThan(acknowledged.count, 0, "the loop never got to acknowledge anything")

        let database = "\(directory)/accounts.sqlite3"
        XCTAssertEqual(try sqliteRows(database, "PRAGMA integrity_check"), [["ok"]])
        XCTAssertEqual(try sqliteRows(database, "PRAGMA foreign_key_check"), [])
        let halfAccounts = """
            SELECT (SELECT count(*) FROM accounts WHERE id NOT IN (SELECT account_id FROM profiles))
                 + (SELECT count(*) FROM profiles WHERE account_id NOT IN (SELECT id FROM accounts))
                 + (SELECT count(*) FROM sessions WHERE account_id NOT IN (SELECT id FROM accounts))
            """
        XCTAssertEqual(try sqliteRows(database, halfAccounts), [["0"]])

        let stored = Set(try sqliteRows(database, "SELECT email FROM accounts").map { $0[0] })
        for line in acknowledged {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            let email = String(parts[1])
            switch parts[0] {
            case "kept": XCTAssertTrue(stored.contains(email), "acknowledged account lost: \(email)")
            case "deleted": XCTAssertFalse(stored.contains(email), "acknowledged delete undone: \(email)")
            default: break
            }
        }
        // The database is still usable afterwards.
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await service.signUp(email: "after@x.io", password: "correct horse battery")
    }
}
