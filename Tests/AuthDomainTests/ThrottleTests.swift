import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class ThrottleTests: XCTestCase {
    private let password = "correct horse battery"

    func testWaitStartsAt30SecondsAfterFiveFailuresAndDoublesUpTo15Minutes() {
        let policy = ThrottlePolicy.standard
        XCTAssertEqual(
            (0...11).map { policy.wait(afterFailures: $0) }, [0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900])
        XCTAssertEqual(policy.wait(afterFailures: 1000), 900)
    }

    private func fail(_ service: AccountService, _ email: String, times: Int) async {
        for _ in 0..<times {
            let error = await accountError {
                try await service.signIn(email: email, password: "wrong password!")
            }
            XCTAssertEqual(error, .wrongCredentials)
        }
    }

    /// A service on `directory` (a fresh one when nil) where ada@x.io has signed up and out.
    private func signedOutAda(
        in directory: String? = nil, clock: FakeWallClock = FakeWallClock()
    ) async throws -> AccountService {
        let service = try await AccountService.open(
            dataDirectory: try directory ?? makeDataDirectory(self),
            configuration: testConfiguration(clock: clock))
        try await service.signUp(email: "ada@x.io", password: password)
        try await service.signOut()
        return service
    }

    func testSixthAttemptIsRefusedEvenWithTheRightPassword() async throws {
        let clock = FakeWallClock()
        let service = try await signedOutAda(clock: clock)
        await fail(service, "ada@x.io", times: 5)
        let error = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
        clock.advance(by: 20)
        let later = await accountError {
            try await service.signIn(email: "ADA@x.io", password: self.password)
        }
        XCTAssertEqual(later, .tooManyAttempts(retryAfterSeconds: 10))
    }

    func testTheLockHoldsToItsLastInstantAndEndsExactlyThen() async throws {
        let clock = FakeWallClock()
        let service = try await signedOutAda(clock: clock)
        await fail(service, "ada@x.io", times: 5)
        clock.advance(by: 29.5)
        let lastHalfSecond = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(lastHalfSecond, .tooManyAttempts(retryAfterSeconds: 1), "a part second is a second")
        clock.advance(by: 0.5)
        try await service.signIn(email: "ada@x.io", password: password)
    }

    func testSuccessAfterTheWaitResetsTheCounter() async throws {
        let clock = FakeWallClock()
        let directory = try makeDataDirectory(self)
        let service = try await signedOutAda(in: directory, clock: clock)
        await fail(service, "ada@x.io", times: 5)
        clock.advance(by: 30)
        try await service.signIn(email: "ada@x.io", password: password)
        XCTAssertEqual(
            try sqliteRows(
                "\(directory)/accounts.sqlite3", "SELECT count(*) FROM throttle WHERE email_key = 'ada@x.io'"),
            [["0"]])
        try await service.signOut()
        await fail(service, "ada@x.io", times: 4)
        try await service.signIn(email: "ada@x.io", password: password)
    }

    func testWaitDoublesWithEachFailureAfterALock() async throws {
        let clock = FakeWallClock()
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration(clock: clock))
        await fail(service, "x@x.io", times: 5)
        clock.advance(by: 30)
        await fail(service, "x@x.io", times: 1)
        let error = await accountError {
            try await service.signIn(email: "x@x.io", password: "anything at all")
        }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 60))
    }

    func testUnknownEmailIsThrottledLikeARealAccount() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        await fail(service, "ghost@x.io", times: 5)
        let error = await accountError {
            try await service.signIn(email: "ghost@x.io", password: self.password)
        }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
    }

    func testFailuresAreSharedBetweenTwoServicesOnOneDatabase() async throws {
        let clock = FakeWallClock()
        let directory = try makeDataDirectory(self)
        let first = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        try await first.signUp(email: "ada@x.io", password: password)
        try await first.signOut()
        let second = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        await fail(first, "ada@x.io", times: 3)
        await fail(second, "ada@x.io", times: 2)
        let error = await accountError { try await first.signIn(email: "ada@x.io", password: self.password) }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
        let restarted = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        let afterRestart = await accountError {
            try await restarted.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(afterRestart, .tooManyAttempts(retryAfterSeconds: 30))
    }

    func testWrongDeleteConfirmationsAreThrottledToo() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: password)
        for _ in 0..<5 {
            let error = await accountError { try await service.deleteAccount(password: "wrong password!") }
            XCTAssertEqual(error, .wrongPassword)
        }
        let error = await accountError { try await service.deleteAccount(password: self.password) }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
    }

    func testAClaimTreatsLocksThatAreNotFiniteOrLongerThanTheLongestWaitAsStale() {
        let policy = ThrottlePolicy.standard
        let now = 1_800_000_000.0
        XCTAssertEqual(
            policy.claim(ThrottleRecord(failures: 6, lockedUntil: now + 60, lastFailureAt: now), at: now),
            .refused(retryAfterSeconds: 60))
        for lockedUntil in [now + 901, now + 1e300, .infinity, .nan] {
            let claim = policy.claim(
                ThrottleRecord(failures: 6, lockedUntil: lockedUntil, lastFailureAt: now), at: now)
            XCTAssertEqual(claim, .allowed(policy.record(afterFailures: 7, at: now)), "\(lockedUntil)")
        }
        // A last failure that is not a time, or a day old, starts the count again.
        for last in [Double.nan, -.infinity, now - 86_400, now + 1e9] {
            let claim = policy.claim(
                ThrottleRecord(failures: 6, lockedUntil: now + 60, lastFailureAt: last), at: now)
            XCTAssertEqual(claim, .allowed(policy.record(afterFailures: 1, at: now)), "\(last)")
        }
        XCTAssertEqual(
            policy.claim(ThrottleRecord(failures: 100, lockedUntil: 0, lastFailureAt: 0), at: now),
            .lockedUntilUnlocked)
        XCTAssertEqual(
            policy.claim(ThrottleRecord(failures: -5, lockedUntil: 0, lastFailureAt: now), at: now),
            .allowed(policy.record(afterFailures: 1, at: now)))
    }

    func testAnAbsurdStoredLockNeverCrashesASignIn() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await signedOutAda(in: directory)
        let connection = try SQLiteConnection(path: "\(directory)/accounts.sqlite3", flags: 0x0000_0002)
        for lockedUntil in ["9e999", "1e300", "-9e999"] {
            try connection.execute(
                "INSERT OR REPLACE INTO throttle VALUES ('ada@x.io', 7, \(lockedUntil), 1800000000)")
            try await service.signIn(email: "ada@x.io", password: password)
            try await service.signOut()
        }
    }

    func testAQuietDayForgetsTheFailures() async throws {
        let clock = FakeWallClock()
        let service = try await signedOutAda(clock: clock)
        await fail(service, "ada@x.io", times: 5)
        clock.advance(by: 30)
        await fail(service, "ada@x.io", times: 1)
        clock.advance(by: 24 * 3600)
        // Counted from zero again: five free failures before the next lock, not one.
        await fail(service, "ada@x.io", times: 5)
        let error = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
    }

    func testAHundredFailuresInARowLockTheAccountUntilAnOperatorUnlocksIt() async throws {
        let clock = FakeWallClock()
        let directory = try makeDataDirectory(self)
        let service = try await signedOutAda(in: directory, clock: clock)
        var failures = 0
        while failures < 100 {
            do {
                try await service.signIn(email: "ada@x.io", password: "wrong password!")
                return XCTFail("a wrong password signed in")
            } catch .wrongCredentials {
                failures += 1
            } catch .tooManyAttempts(let wait) {
                clock.advance(by: Double(wait))
            }
        }
        clock.advance(by: 15 * 60)
        let locked = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(locked, .lockedUntilUnlocked)
        clock.advance(by: 30 * 24 * 3600)
        let stillLocked = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(stillLocked, .lockedUntilUnlocked, "no quiet period ends it")
        let administration = try await AccountAdministration.open(.embedded(dataDirectory: directory))
        try await administration.unlock("ADA@x.io")
        try await service.signIn(email: "ada@x.io", password: password)
    }

    func testThrottleRowsOfUnknownEmailsArePrunedAfterAQuietDay() async throws {
        let clock = FakeWallClock()
        let directory = try makeDataDirectory(self)
        let service = try await signedOutAda(in: directory, clock: clock)
        await fail(service, "ghost@x.io", times: 2)
        await fail(service, "ada@x.io", times: 2)
        clock.advance(by: 24 * 3600 + 1)
        await fail(service, "someone@x.io", times: 1)
        XCTAssertEqual(
            try sqliteRows(
                "\(directory)/accounts.sqlite3", "SELECT email_key FROM throttle ORDER BY email_key"),
            [["ada@x.io"], ["someone@x.io"]])
    }
    func testAnOriginThatProbedFiveEmailsWaitsThirtyThenSixtySecondsAndAQuietDayForgets() async throws {
        let clock = FakeWallClock()
        let service = try await signedOutAda(clock: clock)  // one registration from this origin
        let taken = await accountError {
            try await service.signUp(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(taken, .emailAlreadyRegistered)
        for number in 1...3 {
            try await service.signUp(email: "probe\(number)@x.io", password: password)
            try await service.signOut()
        }
        // Five attempts from this Unix user so far; the sixth waits, however new the email.
        let refused = await accountError {
            try await service.signUp(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(refused, .tooManyAttempts(retryAfterSeconds: 30))
        clock.advance(by: 30)
        let answered = await accountError {
            try await service.signUp(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(answered, .emailAlreadyRegistered)
        let doubled = await accountError {
            try await service.signUp(email: "zed@x.io", password: self.password)
        }
        XCTAssertEqual(doubled, .tooManyAttempts(retryAfterSeconds: 60))
        clock.advance(by: 24 * 3600)
        try await service.signUp(email: "zed@x.io", password: password)
    }

    func testARegistrationClaimNeverPrunesTheOperatorLockOfAnUnknownEmail() async throws {
        let clock = FakeWallClock()
        let directory = try makeDataDirectory(self)
        let service = try await signedOutAda(in: directory, clock: clock)
        let database = "\(directory)/accounts.sqlite3"
        try SQLiteConnection(path: database, flags: 0x0000_0002).execute(  // SQLITE_OPEN_READWRITE
            "INSERT INTO throttle VALUES ('ghost@x.io', 100, 0, \(clock.now()))")
        clock.advance(by: 2 * 24 * 3600)
        try await service.signUp(email: "bob@x.io", password: password)
        XCTAssertEqual(
            try sqliteRows(database, "SELECT failures FROM throttle WHERE email_key = 'ghost@x.io'"),
            [["100"]])
        let locked = await accountError {
            try await service.signIn(email: "ghost@x.io", password: self.password)
        }
        XCTAssertEqual(locked, .lockedUntilUnlocked)
    }
    func testOverSSHEachKeyIsItsOwnOriginSoOneKeysProbesDoNotHoldUpTheNext() async throws {
        let directory = try makeDataDirectory(self)
        func service(_ key: String) async throws -> AccountService {
            try await AccountService.open(
                dataDirectory: directory, session: .sshKey(fingerprint: key),
                configuration: testConfiguration())
        }
        let prober = try await service("aa")
        for number in 0..<5 {
            try await prober.signUp(email: "probe\(number)@x.io", password: password)
        }
        let held = await accountError { try await prober.signUp(email: "more@x.io", password: self.password) }
        XCTAssertEqual(held, .tooManyAttempts(retryAfterSeconds: 30))
        try await service("bb").signUp(email: "bob@x.io", password: password)
    }
}
