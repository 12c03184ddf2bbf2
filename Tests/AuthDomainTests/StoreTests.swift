import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class StoreTests: XCTestCase {
    private func newAccount(_ email: String, hash: String = "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA")
        -> NewAccount
    {
        NewAccount(
            email: email, emailKey: AccountRules.emailKey(email), passwordHash: hash, username: "u",
            createdAt: 1_800_000_000)
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }

    func testDataDirectoryIs0700AndFiles0600() async throws {
        let directory = try makeDataDirectory(self) + "/nested/data"
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        XCTAssertEqual(try mode(directory), 0o700)
        XCTAssertEqual(try mode("\(directory)/accounts.sqlite3"), 0o600)
        XCTAssertEqual(try mode("\(directory)/session"), 0o600)
        for sidecar in ["-wal", "-shm"]
        where FileManager.default.fileExists(atPath: "\(directory)/accounts.sqlite3\(sidecar)") {
            XCTAssertEqual(try mode("\(directory)/accounts.sqlite3\(sidecar)") & 0o077, 0, sidecar)
        }
    }

    func testEveryConnectionUsesWALFullSyncForeignKeysAndABusyTimeout() async throws {
        let path = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for _ in 0..<2 {
            let store = try await SQLiteAccountStore.open(path: "\(path)/a.sqlite3")
            let settings = try await store.connectionSettings()
            XCTAssertEqual(settings["journal_mode"], "wal")
            XCTAssertEqual(settings["synchronous"], "2")
            XCTAssertEqual(settings["foreign_keys"], "1")
            XCTAssertEqual(settings["busy_timeout"], "5000")
        }
        XCTAssertEqual(
            try sqliteRows("\(path)/a.sqlite3", "PRAGMA user_version"),
            [[String(AccountSchema.currentVersion)]])
    }

    private func storeError(at path: String) async -> AccountError? {
        await accountError { try await SQLiteAccountStore.open(path: path) }
    }

    private func isCorrupted(_ error: AccountError?) -> Bool {
        if case .storeCorrupted = error { true } else { false }
    }

    func testEmptyDatabaseFileIsReportedCorruptAndLeftInPlace() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        _ = FileManager.default.createFile(
            atPath: path, contents: Data(), attributes: [.posixPermissions: 0o600])
        let error = await storeError(at: path)
        XCTAssertTrue(isCorrupted(error), "\(String(describing: error))")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, 0)
    }

    func testJunkDatabaseFileIsReportedCorruptAndNotReplaced() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        let junk = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        _ = FileManager.default.createFile(
            atPath: path, contents: junk, attributes: [.posixPermissions: 0o600])
        let error = await accountError {
            try await AccountService.open(dataDirectory: directory, configuration: testConfiguration())
        }
        XCTAssertTrue(isCorrupted(error), "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("damaged") ?? false)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), junk)
    }

    func testTruncatedDatabaseIsReportedCorrupt() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        var store: SQLiteAccountStore? = try await SQLiteAccountStore.open(path: path)
        try await store?.importAccounts((0..<3000).map { newAccount("user\($0)@x.io") })
        // Wait until the writer's connection is really closed, so nothing writes after the damage.
        weak let closed = store
        store = nil
        await eventually(every: .milliseconds(1)) { closed == nil }
        try SQLiteConnection(path: path, flags: 0x2).execute(
            "PRAGMA busy_timeout = 5000; PRAGMA wal_checkpoint(TRUNCATE)")
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size?.intValue ?? 0) / 2)
        try handle.close()
        let error = await accountError { () async throws -> StoredAccount? in
            let store = try await SQLiteAccountStore.open(path: path)
            for index in stride(from: 2999, to: 0, by: -100) {
                _ = try await store.account(emailKey: "user\(index)@x.io")
            }
            return nil
        }
        XCTAssertTrue(isCorrupted(error), "\(String(describing: error))")
    }

    func testForeignSQLiteFileIsRefusedUntouched() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        do {
            let foreign = try SQLiteConnection(path: path, flags: 0x2 | 0x4)  // READWRITE | CREATE
            try foreign.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
        }
        let error = await storeError(at: path)
        XCTAssertEqual(error, .storeCorrupted("\(path) is not an authtui account database"))
        XCTAssertEqual(try sqliteRows(path, "SELECT body FROM notes"), [["mine"]])
    }

    func testReadOnlyDatabaseIsReportedReadOnly() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        _ = try await SQLiteAccountStore.open(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let error = await storeError(at: path)
        guard case .storeReadOnly = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(error?.message.contains("read-only") ?? false)
    }

    func testDatabaseFromANewerSchemaIsRefused() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        _ = try await SQLiteAccountStore.open(path: path)
        try SQLiteConnection(path: path, flags: 0x2).execute("PRAGMA user_version = 99")
        let error = await storeError(at: path)
        XCTAssertEqual(error, .storeTooNew(version: 99))
    }

    func testSymlinkedDatabaseIsRefused() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = try await SQLiteAccountStore.open(path: "\(directory)/real.sqlite3")
        try FileManager.default.createSymbolicLink(
            atPath: "\(directory)/accounts.sqlite3", withDestinationPath: "real.sqlite3")
        let error = await storeError(at: "\(directory)/accounts.sqlite3")
        guard case .storeUnavailable = error else { return XCTFail("\(String(describing: error))") }
    }

    func testConcurrentFailuresOnTwoConnectionsAreAllCounted() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        let first = try await SQLiteAccountStore.open(path: path)
        let second = try await SQLiteAccountStore.open(path: path)
        let policy = ThrottlePolicy(freeFailures: 1000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<10 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask { _ = try await store.claimAttempt(key: "k", at: 0, policy: policy) }
            }
            try await group.waitForAll()
        }
        let record = try await first.throttle(key: "k")
        XCTAssertEqual(record.failures, 10)
    }

    func testImportAddsAccountsWithProfilesInOneGo() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3")
        try await store.importAccounts((0..<50).map { newAccount("bulk\($0)@x.io") })
        let found = try await store.account(emailKey: "bulk42@x.io")
        XCTAssertEqual(found?.username, "u")
        let duplicate = await accountError {
            try await store.importAccounts([self.newAccount("new@x.io"), self.newAccount("BULK1@x.io")])
        }
        XCTAssertEqual(duplicate, .emailAlreadyRegistered)
        let rolledBack = try await store.account(emailKey: "new@x.io")
        XCTAssertNil(rolledBack)
    }
}
