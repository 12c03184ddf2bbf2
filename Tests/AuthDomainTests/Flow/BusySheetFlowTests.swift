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
        _ escape: () async -> Void, whileRunning work: @escaping @MainActor () async -> Void,
        isBusy: () -> Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        gate.arm()
        let running = Task { @MainActor in await work() }
        await gate.reached()
        XCTAssertTrue(isBusy(), "the sheet shows its work under way", file: file, line: line)
        await escape()
        gate.open()
        await running.value
    }

    /// Esc on the host's open action, as its sheet sends it (while the work is held at the gate).
    private func escape(_ host: LoggedInPresenter) -> () async -> Void {
        { await host.conversation.back() }
    }

    func testEscWhileAnAccountDeletionRunsKeepsTheConfirmationAndItsWrongPasswordAnswer() async throws {
        let app = try await signedIn()
        let host = app.router.loggedIn
        await host.open(HostAction.ID.delete)
        host.fill(.password, with: "not my password")
        await pressEscape(escape(host), whileRunning: { await host.choose("delete") }) {
            host.conversation.state.isBusy
        }
        await app.router.settled()
        XCTAssertEqual(host.openStep, "deleteConfirmation")
        XCTAssertEqual(host.error(.password), AccountError.wrongPassword.message, "the answer is shown")
        XCTAssertTrue(app.showsContent)
        await host.conversation.back()  // once it answered, Esc closes it
        XCTAssertNil(host.openStep)
    }

    func testEscWhileAPasswordChangeRunsKeepsTheSheetAndItsWrongPasswordAnswer() async throws {
        let app = try await signedIn()
        let host = app.router.loggedIn
        await host.open(HostAction.ID.changePassword)
        let new = "a brand new passphrase"
        host.fill(["current": "not my password at all", "new": new, "repeat": new])
        await pressEscape(escape(host), whileRunning: { await host.choose("change") }) {
            host.conversation.state.isBusy
        }
        XCTAssertEqual(host.error("current"), AccountError.wrongPassword.message)
        await host.choose("cancel")  // `Cancel` closes it as Esc does
        XCTAssertNil(host.openStep)
    }

    func testEscWhileATwoFactorCodeIsCheckedKeepsTheSheetAndItsWrongCodeAnswer() async throws {
        let clock = FakeWallClock()
        let app = try await signedIn(clock: clock)
        let host = app.router.loggedIn
        await host.open(HostAction.ID.twoFactor)
        host.fill(.password, with: password)  // turning it on starts with the password
        await host.choose("continue")
        guard let uri = host.step?.lines.first, let secret = host.enrolmentKey else {
            return XCTFail("no enrolment sheet: \(String(describing: host.step))")
        }
        XCTAssertNil(host.step?.prompt(AccountField.password.rawValue), "the password is asked no more")
        XCTAssertEqual(host.conversation.state.form.text(AccountField.password.rawValue), "", "nor kept")
        host.fill(.code, with: "000000")
        await pressEscape(escape(host), whileRunning: { await host.choose("confirm") }) {
            host.conversation.state.isBusy
        }
        XCTAssertEqual(host.step?.lines.first, uri, "the enrolment sheet stays")
        XCTAssertEqual(host.error(.code), AccountError.wrongCode.message)

        // Turning it off is guarded alike.
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(secret)))
        host.fill(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await host.choose("confirm")
        guard case .list(let codes) = host.step?.lines.last else {
            return XCTFail("not turned on: \(String(describing: host.step))")
        }
        XCTAssertEqual(codes.count, 10)
        await host.conversation.back()
        XCTAssertNotNil(host.openStep, "Esc does not close the recovery codes")
        await host.choose("done")
        XCTAssertEqual(host.state.notice, TwoFactor.isOn.text)
        await host.open(HostAction.ID.twoFactor)
        XCTAssertEqual(host.step?.defaultChoice?.id, "turnOff")
        host.fill(.password, with: "not my password at all")
        host.fill(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await pressEscape(escape(host), whileRunning: { await host.choose("turnOff") }) {
            host.conversation.state.isBusy
        }
        XCTAssertEqual(host.step?.defaultChoice?.id, "turnOff", "the turn-off sheet stays")
        XCTAssertEqual(host.error(.password), AccountError.wrongPassword.message)
        await host.conversation.back()
        XCTAssertNil(host.openStep)
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
