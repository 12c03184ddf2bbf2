import Foundation
import XCTest

@testable import AuthDomain

/// Two-factor authentication through the account service, on the real embedded store: enrolment,
/// sign-in with a code, replay, throttling, recovery codes, the key file, turning it off.
final class SecondFactorServiceTests: XCTestCase {
    private let password = "correct horse battery"
    private let email = "ada@example.com"

    private func open(_ directory: String, clock: FakeWallClock) async throws -> AccountService {
        try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
    }

    /// Ada signed up with the factor on; returns the service, her TOTP and her recovery codes.
    private func enrolled(_ directory: String, clock: FakeWallClock) async throws
        -> (AccountService, TOTP, [String])
    {
        let service = try await open(directory, clock: clock)
        try await service.signUp(email: email, password: password, username: "Ada")
        let enrolment = try await service.beginSecondFactorEnrolment(password: password)
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(enrolment.secret)))
        XCTAssertTrue(enrolment.keyURI.contains("secret=\(enrolment.secret)"))
        let wrong = await accountError { try await service.confirmSecondFactor(code: "000000") }
        XCTAssertEqual(wrong, .wrongCode, "only a current code turns it on")
        let codes = try await service.confirmSecondFactor(code: totp.code(step: TOTP.step(at: clock.now())))
        XCTAssertEqual(codes.count, 10)
        try await service.signOut()
        return (service, totp, codes)
    }

    private func challenge(_ service: AccountService) async throws -> SecondFactorChallenge {
        guard case .needsCode(let challenge) = try await service.beginSignIn(email: email, password: password)
        else {
            XCTFail("the password alone signed in")
            throw CancellationError()
        }
        return challenge
    }

    func testTheSessionStartsOnlyAfterARightCodeAndTheCodeWorksOnce() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, totp, _) = try await enrolled(directory, clock: clock)
        clock.advance(by: 30)
        let first = try await challenge(service)
        let notYet = try await open(directory, clock: clock).restoreSession()
        XCTAssertNil(notYet, "a right password alone remembers nothing")
        let code = totp.code(step: TOTP.step(at: clock.now()))
        try await service.completeSignIn(first, code: code)
        let remembered = try await open(directory, clock: clock).restoreSession()
        XCTAssertEqual(remembered?.username, "Ada")
        try await service.signOut()
        let replay = await accountError {
            try await service.completeSignIn(try await self.challenge(service), code: code)
        }
        XCTAssertEqual(replay, .wrongCode, "a code that was used once is refused")
        let next = totp.code(step: TOTP.step(at: clock.now()) + 1)
        try await service.completeSignIn(try await challenge(service), code: next)  // the next step's code
        let simple = await accountError {
            try await service.signIn(email: self.email, password: self.password)
        }
        XCTAssertEqual(simple, .codeRequired)
    }

    /// Every secret the store keeps was sealed under its own nonce (the key is shared by every
    /// account of the data directory), a restarted enrolment included.
    func testNoTwoStoredSecretsShareANonce() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await open(directory, clock: FakeWallClock())
        var sealed: [String] = []
        for name in ["ada", "bob", "cy"] {
            try await service.signUp(email: "\(name)@example.com", password: password)
            for _ in 0..<2 {  // the second enrolment replaces the first sealed secret
                _ = try await service.beginSecondFactorEnrolment(password: password)
                let stored = try sqliteRows(
                    "\(directory)/accounts.sqlite3",
                    "SELECT hex(s.sealed_secret) FROM second_factors s JOIN accounts a ON a.id = s.account_id"
                        + " WHERE a.email = '\(name)@example.com'")
                sealed.append(try XCTUnwrap(stored.first?.first))
            }
            try await service.signOut()
        }
        let nonces = sealed.map { String($0.prefix(48)) }  // 24 bytes, hex
        XCTAssertEqual(Set(nonces).count, 6, "\(nonces)")
    }

    /// The ten recovery codes are shown once and stored only as SHA-256 hashes: none of them is
    /// anywhere in the database files, as shown or as typed loosely.
    func testRecoveryCodesAreStoredOnlyAsHashes() async throws {
        let directory = try makeDataDirectory(self)
        let (_, _, codes) = try await enrolled(directory, clock: FakeWallClock())
        let database = "\(directory)/accounts.sqlite3"
        let stored = try sqliteRows(database, "SELECT hex(code_hash) FROM recovery_codes").map { $0[0] }
        XCTAssertEqual(Set(stored).count, RecoveryCodes.count)
        XCTAssertTrue(stored.allSatisfy { $0.count == 64 }, "\(stored)")  // 32 bytes each
        for file in [database, database + "-wal"] where FileManager.default.fileExists(atPath: file) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            for code in codes {
                let loose = code.replacingOccurrences(of: "-", with: "")
                for form in [code, loose, loose.lowercased()] {
                    XCTAssertNil(bytes.range(of: Data(form.utf8)), "\(form) in \(file)")
                }
            }
        }
    }

    func testWrongCodesCountTowardTheSameThrottleAsWrongPasswords() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, _, _) = try await enrolled(directory, clock: clock)
        let pending = try await challenge(service)
        for _ in 0..<3 {
            let error = await accountError { try await service.completeSignIn(pending, code: "000000") }
            XCTAssertEqual(error, .wrongCode)
        }
        for _ in 0..<2 {
            _ = await accountError {
                try await service.signIn(email: self.email, password: "wrong wrong wrong")
            }
        }
        let locked = await accountError { try await service.completeSignIn(pending, code: "000000") }
        guard case .tooManyAttempts = locked else { return XCTFail("\(String(describing: locked))") }
    }

    /// A right password is good for its code for `SecondFactorChallenge.lifetime` (five minutes)
    /// and not a second longer: a current, unused code after that signs nobody in, and the
    /// person starts again with the password.
    func testARightPasswordIsGoodForItsCodeForFiveMinutesNotLonger() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, totp, _) = try await enrolled(directory, clock: clock)
        XCTAssertEqual(SecondFactorChallenge.lifetime, 300)

        let inTime = try await challenge(service)
        clock.advance(by: 300)
        try await service.completeSignIn(inTime, code: totp.code(step: TOTP.step(at: clock.now())))
        try await service.signOut()

        let late = try await challenge(service)
        clock.advance(by: 301)
        let refused = await accountError {
            try await service.completeSignIn(late, code: totp.code(step: TOTP.step(at: clock.now())))
        }
        XCTAssertEqual(refused, .wrongCredentials, "five minutes and a second after the password")
        let restored = try await open(directory, clock: clock).restoreSession()
        XCTAssertNil(restored, "a late code remembers no session")
    }

    func testARecoveryCodeSignsInOnceInAnyCase() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, _, codes) = try await enrolled(directory, clock: clock)
        try await service.completeSignIn(try await challenge(service), code: codes[3].lowercased())
        try await service.signOut()
        let again = await accountError {
            try await service.completeSignIn(try await self.challenge(service), code: codes[3])
        }
        XCTAssertEqual(again, .wrongCode)
        try await service.completeSignIn(try await challenge(service), code: codes[4])
    }

    func testAMissingOrWrongKeySignsNobodyIn() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, totp, _) = try await enrolled(directory, clock: clock)
        clock.advance(by: 30)
        let pending = try await challenge(service)
        let key = "\(directory)/\(SecretSealer.keyFileName)"
        try FileManager.default.moveItem(atPath: key, toPath: key + ".moved")
        let missing = await accountError {
            try await service.completeSignIn(pending, code: totp.code(step: TOTP.step(at: clock.now())))
        }
        guard case .secondFactorUnavailable = missing else {
            return XCTFail("\(String(describing: missing))")
        }
        _ = try SecretSealer.load(path: key, create: true)  // another key, not the one that sealed
        let wrong = await accountError {
            try await service.completeSignIn(pending, code: totp.code(step: TOTP.step(at: clock.now())))
        }
        guard case .secondFactorUnavailable(let detail) = wrong else {
            return XCTFail("\(String(describing: wrong))")
        }
        XCTAssertTrue(detail.contains("wrong key"), detail)
        let restored = try await open(directory, clock: clock).restoreSession()
        XCTAssertNil(restored)
    }

    func testTurningItOffNeedsThePasswordAndACodeAndAnOperatorCanResetIt() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let (service, totp, codes) = try await enrolled(directory, clock: clock)
        clock.advance(by: 30)
        try await service.completeSignIn(try await challenge(service), code: codes[0])
        let noCode = await accountError {
            try await service.turnOffSecondFactor(password: self.password, code: "")
        }
        XCTAssertEqual(noCode, .wrongCode)
        let noPassword = await accountError {
            try await service.turnOffSecondFactor(
                password: "wrong wrong wrong", code: totp.code(step: TOTP.step(at: clock.now())))
        }
        XCTAssertEqual(noPassword, .wrongPassword)
        try await service.turnOffSecondFactor(
            password: password, code: totp.code(step: TOTP.step(at: clock.now())))
        let isOn = try await service.hasSecondFactor()
        XCTAssertFalse(isOn)
        try await service.signOut()
        try await service.signIn(email: email, password: password)  // the password alone again
        _ = try await service.beginSecondFactorEnrolment(password: password)
        let administration = try await AccountAdministration.open(.embedded(dataDirectory: directory))
        let reset = try await administration.resetSecondFactor("ADA@example.com")
        XCTAssertTrue(reset)
        let resetAgain = try await administration.resetSecondFactor(email)
        XCTAssertFalse(resetAgain)
    }
}
