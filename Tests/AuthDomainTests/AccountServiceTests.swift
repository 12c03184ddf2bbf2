import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class AccountServiceTests: XCTestCase {
    private func openService(_ directory: String, clock: FakeWallClock = FakeWallClock()) async throws
        -> AccountService
    {
        try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
    }

    func testSignUpSignsInWithTheProfileUsername() async throws {
        let service = try await openService(try makeDataDirectory(self))
        let account = try await service.signUp(
            email: "ada@x.io", password: "correct horse battery", username: "Ada")
        XCTAssertEqual(account.email, "ada@x.io")
        XCTAssertEqual(account.username, "Ada")
        let current = await service.currentAccount
        XCTAssertEqual(current, account)
    }

    func testAccountAndProfileAreWrittenTogether() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await openService(directory)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
        let rows = try sqliteRows(
            "\(directory)/accounts.sqlite3",
            "SELECT a.email, a.email_key, p.username FROM accounts a JOIN profiles p ON p.account_id = a.id")
        XCTAssertEqual(rows, [["ada@x.io", "ada@x.io", "Ada"]])
    }

    func testUnknownEmailAndWrongPasswordGiveTheSameMessage() async throws {
        let service = try await openService(try makeDataDirectory(self))
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        try await service.signOut()
        let wrongPassword = await accountError {
            try await service.signIn(email: "ada@x.io", password: "incorrect horse battery")
        }
        let unknownEmail = await accountError {
            try await service.signIn(email: "nobody@x.io", password: "correct horse battery")
        }
        XCTAssertEqual(wrongPassword, .wrongCredentials)
        XCTAssertEqual(unknownEmail, .wrongCredentials)
        let current = await service.currentAccount
        XCTAssertNil(current)
    }

    func testTakenEmailChangesNothingAndKeepsTheOriginalHash() async throws {
        let directory = try makeDataDirectory(self)
        let first = try await openService(directory)
        try await first.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
        let database = "\(directory)/accounts.sqlite3"
        let before = try sqliteRows(database, "SELECT id, password_hash FROM accounts")
        let second = try await openService(directory)
        let error = await accountError {
            try await second.signUp(email: " ADA@x.io", password: "other fine password", username: "Eve")
        }
        XCTAssertEqual(error, .emailAlreadyRegistered)
        XCTAssertEqual(try sqliteRows(database, "SELECT id, password_hash FROM accounts"), before)
        XCTAssertEqual(try sqliteRows(database, "SELECT username FROM profiles"), [["Ada"]])
        let secondCurrent = await second.currentAccount
        XCTAssertNil(secondCurrent)
    }

    func testSignOutRevokesTheSessionRowAndFile() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await openService(directory)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        let sessionPath = "\(directory)/session"
        let copy = try Data(contentsOf: URL(fileURLWithPath: sessionPath))
        try await service.signOut()
        let current = await service.currentAccount
        XCTAssertNil(current)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM sessions"), [["0"]])
        // A copy of the token taken before sign-out is worthless.
        _ = FileManager.default.createFile(
            atPath: sessionPath, contents: copy, attributes: [.posixPermissions: 0o600])
        let restored = try await openService(directory).restoreSession()
        XCTAssertNil(restored)
    }

    func testDeleteWithWrongPasswordDeletesNothing() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await openService(directory)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        let error = await accountError { try await service.deleteAccount(password: "not my password") }
        XCTAssertEqual(error, .wrongPassword)
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM accounts"), [["1"]])
        let current = await service.currentAccount
        XCTAssertNotNil(current)
    }

    func testDeleteRemovesAccountProfileAndEverySessionAndTheEmailCanRegisterAgain() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await openService(directory)
        let original = try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        // A second remembered session for the same account, made by another instance.
        let otherDirectory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: otherDirectory, withIntermediateDirectories: true)
        let other = AccountService(
            store: try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3"),
            sessionFile: SessionFile(path: "\(otherDirectory)/session"), configuration: testConfiguration())
        try await other.signIn(email: "ada@x.io", password: "correct horse battery")
        let database = "\(directory)/accounts.sqlite3"
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["2"]])

        try await service.deleteAccount(password: "correct horse battery")
        for table in ["accounts", "profiles", "sessions"] {
            XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM \(table)"), [["0"]], table)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/session"))
        let current = await service.currentAccount
        XCTAssertNil(current)
        let otherRestored = try await other.restoreSession()
        XCTAssertNil(otherRestored)

        let again = try await service.signUp(email: "ada@x.io", password: "a brand new passphrase")
        XCTAssertNotEqual(again.id, original.id)
    }

    func testDeleteWhenSignedOutSaysNotSignedIn() async throws {
        let service = try await openService(try makeDataDirectory(self))
        let error = await accountError { try await service.deleteAccount(password: "correct horse battery") }
        XCTAssertEqual(error, .notSignedIn)
    }

    func testSigningInAsSomeoneElseReplacesTheSession() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await openService(directory)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        try await service.signUp(email: "bob@x.io", password: "correct horse battery")
        let rows = try sqliteRows(
            "\(directory)/accounts.sqlite3",
            "SELECT a.email FROM sessions s JOIN accounts a ON a.id = s.account_id")
        XCTAssertEqual(rows, [["bob@x.io"]])
        let restored = try await openService(directory).restoreSession()
        XCTAssertEqual(restored?.email, "bob@x.io")
    }

    func testPingAnswersOnAnOpenStoreAndThrowsWhenTheStoreDoesNotAnswer() async throws {
        let service = try await openService(try makeDataDirectory(self))
        let answered: Void? = try await service.ping()
        XCTAssertNotNil(answered)
        // A PostgreSQL store whose socket directory has no server: no server is needed to test this.
        let missing = try makeDataDirectory(self)
        let unreachable = AccountService(
            store: PostgresAccountStore(conninfo: "host=\(missing) dbname=authtui user=postgres"),
            sessionFile: nil, configuration: testConfiguration())
        let error = await accountError { try await unreachable.ping() }
        guard case .storeUnavailable = error else { return XCTFail("\(String(describing: error))") }
    }

    // MARK: Work behind a failed sign-in

    /// Cheap, but not libsodium's minimum: a dummy hash made at other limits would show.
    private static let cheapLimits = PasswordHasher.Limits(operations: 2, memoryBytes: 16 * 1024)

    func testUnknownEmailRunsExactlyOneVerifyAtTheCostOfARealAccount() async throws {
        let directory = try makeDataDirectory(self)
        let log = HashingLog()
        var configuration = testConfiguration()
        configuration.hashing = Self.cheapLimits
        configuration.hashingObserver = log.record
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: configuration)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        try await service.signOut()
        let stored = try XCTUnwrap(
            sqliteRows("\(directory)/accounts.sqlite3", "SELECT password_hash FROM accounts").first)
        let realCost = PasswordHasher.parameters(of: stored[0])
        XCTAssertEqual(realCost, "$argon2id$v=19$m=16,t=2,p=1")

        log.clear()
        _ = await accountError {
            try await service.signIn(email: "nobody@x.io", password: "correct horse battery")
        }
        XCTAssertEqual(log.verifications, [.verified(parameters: realCost)], "unknown email")

        log.clear()
        _ = await accountError {
            try await service.signIn(email: "ada@x.io", password: "incorrect horse battery")
        }
        XCTAssertEqual(log.verifications, [.verified(parameters: realCost)], "known email, wrong password")
    }

    func testDefaultConfigurationStoresHashesAtLibsodiumInteractiveLimits() async throws {
        let directory = try makeDataDirectory(self)
        // Everything default but the clock: the product's own cost, read back from what is stored.
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: AccountService.Configuration(clock: FakeWallClock()))
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        let rows = try sqliteRows("\(directory)/accounts.sqlite3", "SELECT password_hash FROM accounts")
        let hash = try XCTUnwrap(rows.first?.first)
        // crypto_pwhash_OPSLIMIT_INTERACTIVE = 2 passes, MEMLIMIT_INTERACTIVE = 64 MiB, one lane.
        XCTAssertEqual(PasswordHasher.parameters(of: hash), "$argon2id$v=19$m=65536,t=2,p=1", hash)
    }

    // MARK: A store that answers with the wrong row

    func testSessionRowWhoseHashDiffersFromTheTokenNeverLogsIn() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = MisansweringStore(
            inner: try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3"))
        let sessionFile = SessionFile(path: "\(directory)/session")
        let first = AccountService(store: store, sessionFile: sessionFile, configuration: testConfiguration())
        try await first.signUp(email: "ada@x.io", password: "correct horse battery")
        // Someone else's token in the file; the store answers every lookup with Ada's row (as a
        // lookup by a truncated or case-folded key would).
        try sessionFile.write(SessionToken.generate(), storeID: try await store.storeIdentifier())
        store.answerEverySessionLookupWithTheLastInserted()

        let second = AccountService(
            store: store, sessionFile: sessionFile, configuration: testConfiguration())
        let restored = try await second.restoreSession()
        XCTAssertNil(restored)
        let refusal = await second.lastSessionRefusal
        XCTAssertEqual(refusal, .unknownToken)
        let current = await second.currentAccount
        XCTAssertNil(current)
    }

    func testTooManyAttemptsSaysSecondsUnderTwoMinutesThenWholeMinutesRoundedUp() {
        XCTAssertEqual(
            AccountError.tooManyAttempts(retryAfterSeconds: 30).message,
            AccountError.tryAgainIn(AccountError.waitSeconds(30)))
        XCTAssertEqual(
            AccountError.tooManyAttempts(retryAfterSeconds: 900).message,
            AccountError.tryAgainIn(AccountError.waitMinutes(15)))
        XCTAssertEqual(
            AccountError.tooManyAttempts(retryAfterSeconds: 121).message,
            AccountError.tryAgainIn(AccountError.waitMinutes(3)))
    }

    func testAFieldErrorBelongsUnderItsField() {
        XCTAssertEqual(
            AccountError.invalidField(FieldError(field: .username, reason: .tooLong(limit: 32))).field,
            .username)
    }

    func testASignInRacingADeleteOfTheAccountSaysWrongEmailOrPassword() async throws {
        let directory = try makeDataDirectory(self)
        let database = "\(directory)/accounts.sqlite3"
        let owner = try await openService(directory)
        try await owner.signUp(email: "ada@x.io", password: "correct horse battery")
        try await owner.signOut()
        // Another terminal deletes the account while this sign-in verifies the password.
        var configuration = testConfiguration()
        configuration.onVerification = {
            let other = try? SQLiteConnection(path: database, flags: 0x0000_0002)
            try? other?.execute("PRAGMA foreign_keys = ON")
            try? other?.execute("PRAGMA busy_timeout = 5000")
            try? other?.execute("DELETE FROM accounts")
        }
        let racing = try await AccountService.open(
            dataDirectory: directory, configuration: configuration)
        let error = await accountError {
            try await racing.signIn(email: "ada@x.io", password: "correct horse battery")
        }
        XCTAssertEqual(error, .wrongCredentials)
        let current = await racing.currentAccount
        XCTAssertNil(current)
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["0"]])
    }

    func testChangePasswordNeedsTheCurrentOneKeepsThisSessionAndRevokesTheOthers() async throws {
        let directory = try makeDataDirectory(self)
        let database = "\(directory)/accounts.sqlite3"
        let here = try await openService(directory)
        try await here.signUp(email: "ada@x.io", password: "correct horse battery")
        let elsewhere = AccountService(
            store: try await SQLiteAccountStore.open(path: database), sessionFile: nil,
            configuration: testConfiguration())
        try await elsewhere.signIn(email: "ada@x.io", password: "correct horse battery")
        let wrong = await accountError {
            try await here.changePassword(current: "not my password!!", new: "a brand new passphrase")
        }
        XCTAssertEqual(wrong, .wrongPassword)
        let weak = await accountError {
            try await here.changePassword(current: "correct horse battery", new: "short")
        }
        XCTAssertEqual(weak?.field, .password)
        try await here.changePassword(current: "correct horse battery", new: "a brand new passphrase")
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["1"]])
        let stillHere = try await here.checkCurrentSession()
        XCTAssertEqual(stillHere?.email, "ada@x.io")
        try await here.signOut()
        let old = await accountError {
            try await here.signIn(email: "ada@x.io", password: "correct horse battery")
        }
        XCTAssertEqual(old, .wrongCredentials)
        try await here.signIn(email: "ada@x.io", password: "a brand new passphrase")
    }

    func testChangePasswordRevokesTheRememberedSessionsOfOtherTerminals() async throws {
        let directory = try makeDataDirectory(self)
        let database = "\(directory)/accounts.sqlite3"
        let here = try await openService(directory)
        try await here.signUp(email: "ada@x.io", password: "correct horse battery")
        let store = try await SQLiteAccountStore.open(path: database)
        let laptop = AccountService(
            store: store, sessionFile: SessionFile(path: "\(directory)/laptop-session"),
            configuration: testConfiguration())
        try await laptop.signIn(email: "ada@x.io", password: "correct horse battery")
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["2"]])
        try await here.changePassword(current: "correct horse battery", new: "a brand new passphrase")
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["1"]])
        let laptopStill = try await laptop.checkCurrentSession()
        XCTAssertNil(laptopStill, "the laptop's session was revoked")
        let hereStill = try await here.checkCurrentSession()
        XCTAssertEqual(hereStill?.email, "ada@x.io")
    }

    func testLogOutEverywhereRevokesEverySessionOfTheAccountOnly() async throws {
        let directory = try makeDataDirectory(self)
        let database = "\(directory)/accounts.sqlite3"
        let here = try await openService(directory)
        try await here.signUp(email: "bob@x.io", password: "correct horse battery")
        let bob = AccountService(
            store: try await SQLiteAccountStore.open(path: database),
            sessionFile: SessionFile(path: "\(directory)/bob-session"),
            configuration: testConfiguration())
        try await bob.signIn(email: "bob@x.io", password: "correct horse battery")
        try await here.signOut()
        let bobs = try sqliteRows(database, "SELECT count(*) FROM sessions")
        XCTAssertEqual(bobs, [["1"]])
        try await here.signUp(email: "ada@x.io", password: "correct horse battery")
        let laptop = AccountService(
            store: try await SQLiteAccountStore.open(path: database),
            sessionFile: SessionFile(path: "\(directory)/laptop-session"),
            configuration: testConfiguration())
        try await laptop.signIn(email: "ada@x.io", password: "correct horse battery")
        try await here.signOutEverywhere()
        let current = await here.currentAccount
        XCTAssertNil(current)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/session"))
        let laptopStill = try await laptop.checkCurrentSession()
        XCTAssertNil(laptopStill)
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), bobs, "bob's stays")
    }

    func testTheCurrentSessionCheckNeverSwitchesToTheAccountAnotherTerminalRemembered() async throws {
        let directory = try makeDataDirectory(self)
        let first = try await openService(directory)
        try await first.signUp(email: "ada@x.io", password: "ada's long password")
        // Another terminal of the same user signs in as bob: the shared session file is now bob's.
        let second = try await openService(directory)
        try await second.signUp(email: "bob@x.io", password: "bob's long password")
        _ = await Self.secretPageAsksForLogin(first)
        let current = await first.currentAccount
        XCTAssertEqual(current?.email, "ada@x.io")
        let error = await accountError { try await first.confirmPassword("bob's long password") }
        XCTAssertEqual(error, .wrongPassword)
        try await first.confirmPassword("ada's long password")
    }

    /// The secret page's own re-check, as its loading screen runs it.
    @MainActor
    private static func secretPageAsksForLogin(_ service: AccountService) async -> Bool {
        let secrets = SecretsPresenter(service: service, navigator: AuthNavigator()) {}
        return await secrets.mustLogin()
    }
}
