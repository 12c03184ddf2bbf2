import Foundation
import XCTest

@testable import AuthDomain

/// §7 #35: the disk fills up under the embedded store. Writes past a file-size limit fail as they
/// do on a full disk; the error is clear, no half account is left, and what was stored stays.
final class DiskFullTests: XCTestCase {
    func testAFullDiskGivesAClearErrorAndLeavesNoHalfAccount() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await service.signUp(
            email: "first@example.com", password: "correct horse battery", username: "First")
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var previousLimit = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &previousLimit)
        var limit = previousLimit
        limit.rlim_cur = 256 * 1024
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
        var created: [String] = []
        var failure: AccountError?
        for index in 0..<5000 {
            let email = "user\(index)@example.com"
            do {
                try await service.signUp(
                    email: email, password: "correct horse battery",
                    username: String(repeating: "x", count: 32))
                created.append(email)
            } catch {
                failure = error
                break
            }
        }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &previousLimit)
        signal(SIGXFSZ, previousHandler)

        let error = try XCTUnwrap(failure, "the store never hit the limit")
        let detail: String
        switch error {
        case .storeUnavailable(let text), .accountCreatedButNotSignedIn(let text): detail = text
        default: return XCTFail("\(error)")
        }
        XCTAssertTrue(detail.contains("disk"), detail)
        XCTAssertFalse(error.message.contains("\n"))
        let reopened = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await reopened.signIn(email: "first@example.com", password: "correct horse battery")
        let store = try await SQLiteAccountStore.open(path: "\(directory)/\(AccountService.databaseFileName)")
        for email in created.suffix(3) {
            let account = try await store.account(emailKey: AccountRules.emailKey(email))
            XCTAssertEqual(account?.username.count, 32, "\(email) and its profile were stored together")
        }
        // The sign-up that hit the full disk left its account whole or not at all (the account
        // and profile commit together; only the remembered session may be what failed), and
        // its message says which.
        let failed = "user\(created.count)@example.com"
        if let account = try await store.account(emailKey: AccountRules.emailKey(failed)) {
            XCTAssertEqual(account.username.count, 32, "never an account without its profile")
            XCTAssertEqual(error, .accountCreatedButNotSignedIn(detail))
        } else {
            XCTAssertEqual(error, .storeUnavailable(detail))
        }
    }
}

/// A sign-up whose account commits but whose session cannot be written must not say only "the
/// store is unavailable": the account exists, and retrying would answer "already registered".
final class SignUpWithoutSessionTests: XCTestCase {
    func testASignUpWhoseSessionCannotBeWrittenSaysTheAccountExistsAndSignsNobodyIn() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        // A non-empty folder where the session file goes: the rename onto it fails.
        let blocker = "\(directory)/\(AccountService.sessionFileName)"
        try FileManager.default.createDirectory(atPath: "\(blocker)/kept", withIntermediateDirectories: true)

        let error = await accountError {
            try await service.signUp(email: "ada@example.com", password: "correct horse battery")
        }
        guard case .accountCreatedButNotSignedIn(let reason) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(reason.contains("cannot replace"), reason)
        let signedIn = await service.currentAccount
        XCTAssertNil(signedIn, "a failed session start leaves nobody signed in")

        try FileManager.default.removeItem(atPath: blocker)
        let account = try await service.signIn(email: "ada@example.com", password: "correct horse battery")
        XCTAssertEqual(account.email, "ada@example.com")
    }
}
