import XCTest

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

    func testSixthAttemptIsRefusedEvenWithTheRightPassword() async throws {
        let clock = FakeWallClock()
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration(clock: clock))
        try await service.signUp(email: "ada@x.io", password: password)
        try await service.signOut()
        await fail(service, "ada@x.io", times: 5)
        let error = await accountError {
            try await service.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
        XCTAssertEqual(error?.message, "Too many attempts. Try again in 30 s")
        clock.advance(by: 20)
        let later = await accountError {
            try await service.signIn(email: "ADA@x.io", password: self.password)
        }
        XCTAssertEqual(later, .tooManyAttempts(retryAfterSeconds: 10))
    }

    func testTheLockHoldsToItsLastInstantAndEndsExactlyThen() async throws {
        let clock = FakeWallClock()
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration(clock: clock))
        try await service.signUp(email: "ada@x.io", password: password)
        try await service.signOut()
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
        let service = try await AccountService.openDefault(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        try await service.signUp(email: "ada@x.io", password: password)
        try await service.signOut()
        await fail(service, "ada@x.io", times: 5)
        clock.advance(by: 30)
        try await service.signIn(email: "ada@x.io", password: password)
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM throttle"), [["0"]])
        try await service.signOut()
        await fail(service, "ada@x.io", times: 4)
        try await service.signIn(email: "ada@x.io", password: password)
    }

    func testWaitDoublesWithEachFailureAfterALock() async throws {
        let clock = FakeWallClock()
        let service = try await AccountService.openDefault(
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
        let service = try await AccountService.openDefault(
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
        let first = try await AccountService.openDefault(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        try await first.signUp(email: "ada@x.io", password: password)
        try await first.signOut()
        let second = try await AccountService.openDefault(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        await fail(first, "ada@x.io", times: 3)
        await fail(second, "ada@x.io", times: 2)
        let error = await accountError { try await first.signIn(email: "ada@x.io", password: self.password) }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
        let restarted = try await AccountService.openDefault(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        let afterRestart = await accountError {
            try await restarted.signIn(email: "ada@x.io", password: self.password)
        }
        XCTAssertEqual(afterRestart, .tooManyAttempts(retryAfterSeconds: 30))
    }

    func testWrongDeleteConfirmationsAreThrottledToo() async throws {
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: password)
        for _ in 0..<5 {
            let error = await accountError { try await service.deleteAccount(password: "wrong password!") }
            XCTAssertEqual(error, .wrongPassword)
        }
        let error = await accountError { try await service.deleteAccount(password: self.password) }
        XCTAssertEqual(error, .tooManyAttempts(retryAfterSeconds: 30))
    }
}
