import Synchronization
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// Esc (or `Cancel`) while a logged-in sheet's work runs is ignored: the sheet stays until the
/// work answers, so its answer (a `Wrong password`, a `Wrong code`) is shown, not lost.
@MainActor
final class BusySheetFlowTests: XCTestCase {
    private let password = "correct horse battery"

    private let gate = StoreGate()

    /// Ada signed up in the app, whose service reads the account and its factor through `gate`.
    private func signedIn(clock: FakeWallClock = FakeWallClock()) async throws -> HeadlessApp {
        let directory = try makeDataDirectory(self)
        try DataDirectory.prepare(directory)
        let store = GatedStore(
            inner: try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3"), gate: gate)
        let service = AccountService(
            store: store, sessionFile: SessionFile(path: "\(directory)/session"),
            configuration: testConfiguration(clock: clock))
        await service.useSecondFactorKey(SecretSealer.keyLocation(dataDirectory: directory, environment: [:]))
        let app = await HeadlessApp(service: service)
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        return app
    }

    /// Starts `work` and, while the account service is held at the gate (so the work is surely
    /// under way and cannot have answered yet), presses Esc (`escape`); then lets it finish.
    private func pressEscape(
        _ escape: () -> Void, whileRunning work: @escaping @MainActor () async -> Void, isBusy: () -> Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        gate.arm()
        let running = Task { @MainActor in await work() }
        await gate.reached()
        XCTAssertTrue(isBusy(), "the sheet shows its work under way", file: file, line: line)
        escape()
        gate.open()
        await running.value
    }

    func testEscWhileAnAccountDeletionRunsKeepsTheConfirmationAndItsWrongPasswordAnswer() async throws {
        let app = try await signedIn()
        let host = app.router.loggedIn
        host.askToDelete()
        host.fillDeletionPassword("not my password")
        await pressEscape(host.cancelDelete, whileRunning: host.confirmDelete) {
            host.state.deleteConfirmation?.isBusy == true
        }
        XCTAssertEqual(host.state.deleteConfirmation?.error, "Wrong password", "the answer is shown")
        XCTAssertTrue(app.showsContent)
        host.cancelDelete()  // once it answered, Esc closes it
        XCTAssertNil(host.state.deleteConfirmation)
    }

    func testEscWhileAPasswordChangeRunsKeepsTheSheetAndItsWrongPasswordAnswer() async throws {
        let app = try await signedIn()
        let host = app.router.loggedIn
        host.askToChangePassword()
        let new = "a brand new passphrase"
        host.fillPasswordChange(current: "not my password at all", new: new, again: new)
        await pressEscape(host.cancelPasswordChange, whileRunning: host.confirmPasswordChange) {
            host.state.passwordChange?.isBusy == true
        }
        XCTAssertEqual(host.state.passwordChange?.form.errors[PasswordChange.currentField], "Wrong password")
        host.cancelPasswordChange()
        XCTAssertNil(host.state.passwordChange)
    }

    func testEscWhileATwoFactorCodeIsCheckedKeepsTheSheetAndItsWrongCodeAnswer() async throws {
        let clock = FakeWallClock()
        let app = try await signedIn(clock: clock)
        let host = app.router.loggedIn
        await host.openTwoFactor()
        host.fillTwoFactor(.password, with: password)  // turning it on starts with the password
        await host.continueTwoFactor()
        guard case .enrolling(let enrolment) = host.state.twoFactor else {
            return XCTFail("no enrolment sheet: \(String(describing: host.state.twoFactor))")
        }
        host.fillTwoFactor(.code, with: "000000")
        await pressEscape(host.closeTwoFactor, whileRunning: host.confirmTwoFactor) {
            host.state.twoFactorBusy
        }
        XCTAssertTrue(host.state.twoFactor == .enrolling(enrolment), "the enrolment sheet stays")
        XCTAssertEqual(host.state.twoFactorForm.errors[AccountField.code.rawValue], "Wrong code")

        // Turning it off is guarded alike.
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(enrolment.secret)))
        host.fillTwoFactor(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await host.confirmTwoFactor()
        guard case .recoveryCodes = host.state.twoFactor else {
            return XCTFail("not turned on: \(String(describing: host.state.twoFactor))")
        }
        host.closeTwoFactor()
        await host.openTwoFactor()
        XCTAssertEqual(host.state.twoFactor, .turningOff)
        host.fillTwoFactor(.password, with: "not my password at all")
        host.fillTwoFactor(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await pressEscape(host.closeTwoFactor, whileRunning: host.turnOffTwoFactor) {
            host.state.twoFactorBusy
        }
        XCTAssertEqual(host.state.twoFactor, .turningOff, "the turn-off sheet stays")
        XCTAssertEqual(host.state.twoFactorForm.errors[AccountField.password.rawValue], "Wrong password")
        host.closeTwoFactor()
        XCTAssertNil(host.state.twoFactor)
    }
}

/// Holds the next account or second-factor lookup once armed, until opened: a pause in front of
/// the real store, so a test can act while the service's work is in flight.
final class StoreGate: Sendable {
    private struct State {
        var armed = false
        var reached = false
        var held: CheckedContinuation<Void, Never>?
        var watcher: CheckedContinuation<Void, Never>?
    }
    private let state = Mutex(State())

    func arm() { state.withLock { $0 = State(armed: true) } }

    /// Called by the store: waits here when armed (once per arming).
    func pass() async {
        guard
            state.withLock({ state in
                defer { state.armed = false }; return state.armed
            })
        else { return }
        await withCheckedContinuation { continuation in
            let watcher = state.withLock { state in
                state.held = continuation
                state.reached = true
                defer { state.watcher = nil }
                return state.watcher
            }
            watcher?.resume()
        }
    }

    /// Returns once a lookup waits at the gate.
    func reached() async {
        await withCheckedContinuation { continuation in
            let already = state.withLock { state in
                if !state.reached { state.watcher = continuation }
                return state.reached
            }
            if already { continuation.resume() }
        }
    }

    func open() {
        let held = state.withLock { state in
            defer { state.held = nil }
            return state.held
        }
        held?.resume()
    }
}

/// The real store, with `gate` in front of `account(id:)` and `secondFactor(accountID:)`: the
/// first lookups of a deletion, a password change and a two-factor check.
final class GatedStore: ForwardingStore {
    let inner: any AccountStore
    let gate: StoreGate

    init(inner: any AccountStore, gate: StoreGate) {
        self.inner = inner
        self.gate = gate
    }

    func account(id: Int64) async throws(AccountError) -> StoredAccount? {
        await gate.pass()
        return try await inner.account(id: id)
    }
    func secondFactor(accountID: Int64) async throws(AccountError) -> StoredSecondFactor? {
        await gate.pass()
        return try await inner.secondFactor(accountID: accountID)
    }
}
