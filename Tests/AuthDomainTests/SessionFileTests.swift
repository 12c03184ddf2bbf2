import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class SessionFileTests: XCTestCase {
    private var directory = ""
    private var clock = FakeWallClock()

    override func setUp() async throws {
        directory = try makeDataDirectory(self)
        clock = FakeWallClock()
        let service = try await open()
        try await service.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
    }

    private func open() async throws -> AccountService {
        try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
    }

    private var sessionPath: String { "\(directory)/session" }
    private var database: String { "\(directory)/accounts.sqlite3" }

    /// Through `rememberedSignIn()`, the one call the login makes: its answer carries what
    /// `restoreSession()` and `lastSessionRefusal` would say.
    private func restoreAfterRestart() async throws -> (Account?, SessionRefusal?) {
        let service = try await open()
        switch await service.rememberedSignIn() {
        case .signedIn(let account, _): return (account, await service.lastSessionRefusal)
        case .logIn(let refusal): return (nil, refusal)
        case .federated: return (nil, nil)
        }
    }

    func testRestartLogsInFromTheRememberedSessionAndMarksItUsed() async throws {
        clock.advance(by: 3600)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertEqual(account?.email, "ada@x.io")
        XCTAssertEqual(account?.username, "Ada")
        XCTAssertNil(refusal)
        let used = try sqliteRows(database, "SELECT last_used_at - created_at FROM sessions")
        XCTAssertEqual(used, [["3600.0"]])
    }

    func testNoSessionFileMeansLogInWithoutWarning() async throws {
        try FileManager.default.removeItem(atPath: sessionPath)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertNil(refusal)
    }

    func testDatabaseKeepsOnlyTheTokenHash() throws {
        let text = try String(contentsOfFile: sessionPath, encoding: .utf8)
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "authtui-session 1")
        let tokenHex = String(lines[2].dropFirst("token ".count))
        XCTAssertEqual(tokenHex.count, 64)
        let token = try XCTUnwrap(SessionToken(hex: Substring(tokenHex)))
        let storedHash = try sqliteRows(database, "SELECT token_hash FROM sessions")
        XCTAssertEqual(storedHash, [[Sodium.sha256(token.bytes).map { String(format: "%02x", $0) }.joined()]])
        for file in [database, database + "-wal"] where FileManager.default.fileExists(atPath: file) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            XCTAssertNil(bytes.range(of: Data(token.bytes)), file)
            XCTAssertNil(bytes.range(of: Data(tokenHex.utf8)), file)
        }
    }

    func testSessionFileReadableByOthersIsRefusedAndRemoved() async throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sessionPath)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .readableByOthers)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
    }

    func testSessionFileReadableByItsGroupIsRefusedToo() async throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: sessionPath)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .readableByOthers)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
    }

    func testSessionFileOwnedBySomeoneElseIsRefused() async throws {
        guard geteuid() == 0 else {
            throw XCTSkip("only root can give a file to another user (CI runs as root)")
        }
        XCTAssertEqual(chown(sessionPath, 12345, 12345), 0)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .ownedBySomeoneElse)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
    }

    func testSymlinkedSessionFileIsRefusedAndItsTargetUntouched() async throws {
        let target = "\(directory)/elsewhere"
        try FileManager.default.moveItem(atPath: sessionPath, toPath: target)
        try FileManager.default.createSymbolicLink(atPath: sessionPath, withDestinationPath: target)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .symbolicLink)
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: sessionPath))
        XCTAssertTrue(FileManager.default.fileExists(atPath: target))
    }

    private func replaceSessionFile(_ transform: (String) -> String) throws {
        let text = try String(contentsOfFile: sessionPath, encoding: .utf8)
        try FileManager.default.removeItem(atPath: sessionPath)
        _ = FileManager.default.createFile(
            atPath: sessionPath, contents: Data(transform(text).utf8), attributes: [.posixPermissions: 0o600])
    }

    func testTokenWithAFlippedDigitIsRefusedAndRemoved() async throws {
        try replaceSessionFile { text in
            var characters = Array(text)
            let last = characters.count - 2
            characters[last] = characters[last] == "0" ? "1" : "0"
            return String(characters)
        }
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .unknownToken)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
    }

    func testTruncatedOrGarbageSessionFileIsMalformed() async throws {
        for transform: (String) -> String in [
            { String($0.dropLast(10)) }, { _ in "hello\n" }, { $0 + "extra\n" },
        ] {
            let service = try await open()
            try await service.signIn(email: "ada@x.io", password: "correct horse battery")
            try replaceSessionFile(transform)
            let (account, refusal) = try await restoreAfterRestart()
            XCTAssertNil(account)
            XCTAssertEqual(refusal, .malformed)
            XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        }
    }

    func testSessionFromAnotherDatabaseIsRefused() async throws {
        let otherDirectory = try makeDataDirectory(self)
        let other = try await AccountService.open(
            dataDirectory: otherDirectory, configuration: testConfiguration(clock: clock))
        try await other.signUp(email: "ada@x.io", password: "correct horse battery")
        try FileManager.default.removeItem(atPath: sessionPath)
        try FileManager.default.copyItem(atPath: "\(otherDirectory)/session", toPath: sessionPath)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: sessionPath)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .fromAnotherStore)
    }

    func testSessionOlderThanThirtyDaysIsRefusedAndItsRowRemoved() async throws {
        // Used every six days, so only the absolute limit can end it.
        for _ in 0..<4 {
            clock.advance(by: 6 * 24 * 3600)
            let (used, _) = try await restoreAfterRestart()
            XCTAssertNotNil(used)
        }
        clock.advance(by: 6 * 24 * 3600 - 1)
        let (stillValid, _) = try await restoreAfterRestart()
        XCTAssertNotNil(stillValid)
        clock.advance(by: 1)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .expired)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["0"]])
    }

    func testSessionUnusedForSevenDaysIsRefusedAndItsRowRemoved() async throws {
        clock.advance(by: 7 * 24 * 3600 - 1)
        let (stillValid, _) = try await restoreAfterRestart()
        XCTAssertNotNil(stillValid, "used just now: the idle time starts again")
        clock.advance(by: 7 * 24 * 3600)
        let (account, refusal) = try await restoreAfterRestart()
        XCTAssertNil(account)
        XCTAssertEqual(refusal, .expired)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["0"]])
    }

    func testStoredSessionTimesThatAreNotFiniteOrAbsurdAreRefusedNotTrusted() async throws {
        for (column, value) in [("expires_at", "9e999"), ("expires_at", "1e300"), ("last_used_at", "-9e999")]
        {
            let (account, _) = try await restoreAfterRestart()
            XCTAssertNotNil(account, "a fresh session before \(column) = \(value)")
            let connection = try SQLiteConnection(path: database, flags: 0x0000_0002)  // READWRITE
            // The service just closed may still be finishing a write: wait for it as the store
            // itself would, rather than fail with "database is locked" on a loaded machine.
            try connection.execute("PRAGMA busy_timeout = \(SQLiteAccountStore.busyTimeoutMilliseconds)")
            try connection.execute("UPDATE sessions SET \(column) = \(value)")
            let (refused, refusal) = try await restoreAfterRestart()
            XCTAssertNil(refused, "\(column) = \(value)")
            XCTAssertEqual(refusal, .expired)
            let service = try await AccountService.open(
                dataDirectory: directory, configuration: testConfiguration(clock: clock))
            try await service.signIn(email: "ada@x.io", password: "correct horse battery")
        }
    }

    func testTemporarySessionFilesLeftByACrashAreRemovedAtStart() async throws {
        let stale = "\(directory)/.session-0badc0ffee.tmp"
        let inFlight = "\(directory)/.session-1234567890.tmp"
        for path in [stale, inFlight] {
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("token".utf8)))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale)
        _ = try await open()
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: inFlight), "another process may be writing it")
    }

    func testSessionFileIsWrittenWithoutLeftoverTemporaryFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertFalse(names.contains { $0.hasSuffix(".tmp") || $0.contains(".new-") }, "\(names)")
    }
}
