import Foundation
import XCTest

/// `authtui accounts …` as an operator runs it against the embedded store: one line per answer,
/// one line on stderr per error, the documented statuses, and a delete that asks on the terminal.
final class OperatorEndToEndTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [AuthTUIBinary.path, "--data-dir", directory, "--animation", "0"])
        try app.signUp(email: "ada@example.com", password: "a long enough passphrase", username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("C-c")
        try app.waitFor("[exited 0]")
        app.kill()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs `authtui ARGS --data-dir DIR` in a new session: no controlling terminal to ask on.
    private func authtui(_ arguments: [String]) throws -> CommandResult {
        try runCommand("/usr/bin/setsid", [AuthTUIBinary.path] + arguments + ["--data-dir", directory])
    }

    func testListShowRevokeUnlockAndDeleteWithYes() throws {
        let listed = try authtui(["accounts", "list"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let fields = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertEqual(fields.count, 1, listed.stdout)
        XCTAssertEqual(fields.first?[0...2], ["1", "ada@example.com", "Ada"])
        XCTAssertEqual(fields.first?[4...6], ["1 sessions", "0 failures", "not locked"])
        let shown = try authtui(["accounts", "show", " ADA@Example.com "])
        XCTAssertEqual(shown.stdout, listed.stdout)

        let revoked = try authtui(["accounts", "revoke", "ada@example.com"])
        XCTAssertEqual(
            revoked.stdout,
            try Translation.english("operator.revoked-sessions", count: 1, "ada@example.com") + "\n")
        XCTAssertTrue(try authtui(["accounts", "show", "ada@example.com"]).stdout.contains("\t0 sessions\t"))
        XCTAssertEqual(
            try authtui(["accounts", "unlock", "ada@example.com"]).stdout,
            try Translation.english("operator.unlocked", "ada@example.com") + "\n")

        let unconfirmed = try authtui(["accounts", "delete", "ada@example.com"])
        XCTAssertEqual(unconfirmed.status, 1)
        XCTAssertEqual(
            unconfirmed.stderr,
            try Translation.english("operator.error.not-confirmed", "authtui accounts delete") + "\n")
        let deleted = try authtui(["accounts", "delete", "ada@example.com", "--yes"])
        XCTAssertEqual(deleted.status, 0, deleted.stderr)
        XCTAssertEqual(deleted.stdout, try Translation.english("operator.deleted", "ada@example.com") + "\n")
        XCTAssertEqual(try authtui(["accounts", "list"]).stdout, "")
    }

    func testErrorsAreOneLineWithTheDocumentedStatuses() throws {
        let missing = try authtui(["accounts", "show", "nobody@example.com"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(
            missing.stderr,
            try Translation.english(
                "operator.error.no-such-account", "authtui accounts show", "nobody@example.com")
                + "\n")
        let unknown = try authtui(["accounts", "frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.stderr,
            try Translation.english(
                "cli.error.unknown-action", "authtui accounts",
                "list, show, unlock, revoke, sessions, reset-2fa, delete") + "\n")
        let noEmail = try authtui(["accounts", "show"])
        XCTAssertEqual(noEmail.status, 2)
        XCTAssertEqual(
            noEmail.stderr,
            try Translation.english("cli.error.missing-argument", "authtui accounts show EMAIL") + "\n")
        let screenOption = try authtui(["accounts", "list", "--no-loading"])
        XCTAssertEqual(screenOption.status, 2)
        let noStore = try runCommand(
            AuthTUIBinary.path, ["accounts", "list", "--data-dir", directory + "/nothing-here"])
        XCTAssertEqual(noStore.status, 3)
        XCTAssertEqual(
            noStore.stderr,
            try "authtui accounts list: "
                + Translation.english(
                    "error.store-unavailable",
                    Translation.english("operator.no-store", "\(directory)/nothing-here/accounts.sqlite3"))
                + "\n")
    }

    func testDeleteAsksOnTheTerminalForTheEmailAgain() throws {
        var session = try TmuxSession(command: [
            AuthTUIBinary.path, "accounts", "delete", "ada@example.com", "--data-dir", directory,
        ])
        try session.waitFor(Translation.ending(of: "operator.delete-confirm", words: 5))
        try session.type("ada@example.org")
        try session.press("Enter")
        try session.waitFor("[exited 1]")
        session.kill()
        XCTAssertTrue(try authtui(["accounts", "list"]).stdout.contains("ada@example.com"))
        session = try TmuxSession(command: [
            AuthTUIBinary.path, "accounts", "delete", "ada@example.com", "--data-dir", directory,
        ])
        try session.waitFor(Translation.ending(of: "operator.delete-confirm", words: 5))
        try session.type("ADA@example.com")
        try session.press("Enter")
        try session.waitFor("[exited 0]")
        session.kill()
        XCTAssertEqual(try authtui(["accounts", "list"]).stdout, "")
    }
}
