import Foundation
import Synchronization
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// A wall clock the tests move by hand.
final class FakeWallClock: WallClock {
    private let time: Mutex<Double>

    init(_ start: Double = 1_800_000_000) {
        time = Mutex(start)
    }

    func now() -> Double { time.withLock { $0 } }

    func advance(by seconds: Double) { time.withLock { $0 += seconds } }
}

/// A fresh temporary data directory per test, removed afterwards.
func makeDataDirectory(_ test: XCTestCase) throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("authtui-accounts-\(UUID().uuidString)").path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func testConfiguration(clock: FakeWallClock = FakeWallClock()) -> AccountService.Configuration {
    AccountService.Configuration(hashing: .minimum, clock: clock)
}

/// Collects what `AccountService.Configuration.hashingObserver` is told.
final class HashingLog: Sendable {
    private let works = Mutex<[AccountService.HashingWork]>([])

    var record: @Sendable (AccountService.HashingWork) -> Void {
        { [self] work in works.withLock { $0.append(work) } }
    }

    /// The verifications since the last `clear()`, in order.
    var verifications: [AccountService.HashingWork] {
        works.withLock { $0.filter { if case .verified = $0 { true } else { false } } }
    }

    func clear() { works.withLock { $0.removeAll() } }
}

/// A store that passes every call to `inner`, the real store underneath: a test's store conforms
/// and writes only the calls it changes (a gate, a wrong answer), so no copy of the other twenty
/// forwards can drift from the protocol.
protocol ForwardingStore: AccountStore {
    var inner: any AccountStore { get }
}

extension ForwardingStore {
    var isRemote: Bool { inner.isRemote }
    func storeIdentifier() async throws(AccountError) -> String { try await inner.storeIdentifier() }
    func ping() async throws(AccountError) { try await inner.ping() }
    func currentTime(fallback: Double) async throws(AccountError) -> Double {
        try await inner.currentTime(fallback: fallback)
    }
    func createAccount(_ account: NewAccount, recording event: SecurityEvent) async throws(AccountError)
        -> Int64
    {
        try await inner.createAccount(account, recording: event)
    }
    func importAccounts(_ accounts: [NewAccount], recording event: SecurityEvent) async throws(AccountError) {
        try await inner.importAccounts(accounts, recording: event)
    }
    func account(emailKey: String) async throws(AccountError) -> StoredAccount? {
        try await inner.account(emailKey: emailKey)
    }
    func account(id: Int64) async throws(AccountError) -> StoredAccount? { try await inner.account(id: id) }
    func updatePasswordHash(accountID: Int64, passwordHash: String, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await inner.updatePasswordHash(accountID: accountID, passwordHash: passwordHash, recording: event)
    }
    func deleteAccount(id: Int64, recording event: SecurityEvent) async throws(AccountError) -> Bool {
        try await inner.deleteAccount(id: id, recording: event)
    }
    func accountOverviews(emailKey: String?) async throws(AccountError) -> [AccountOverview] {
        try await inner.accountOverviews(emailKey: emailKey)
    }
    func insertSession(_ session: StoredSession, recording event: SecurityEvent) async throws(AccountError) {
        try await inner.insertSession(session, recording: event)
    }
    func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        try await inner.session(tokenHash: tokenHash)
    }
    func sessions(accountID: Int64) async throws(AccountError) -> [StoredSession] {
        try await inner.sessions(accountID: accountID)
    }
    func markSessionUsed(tokenHash: [UInt8], at time: Double, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await inner.markSessionUsed(tokenHash: tokenHash, at: time, recording: event)
    }
    func deleteSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError) {
        try await inner.deleteSession(tokenHash: tokenHash, recording: event)
    }
    func deleteSessions(accountID: Int64, keeping: [UInt8]?, recording event: SecurityEvent)
        async throws(AccountError) -> Int
    {
        try await inner.deleteSessions(accountID: accountID, keeping: keeping, recording: event)
    }
    func insertFederatedSession(_ session: StoredFederatedSession, recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await inner.insertFederatedSession(session, recording: event)
    }
    func federatedSession(tokenHash: [UInt8]) async throws(AccountError) -> StoredFederatedSession? {
        try await inner.federatedSession(tokenHash: tokenHash)
    }
    func markFederatedSessionUsed(
        tokenHash: [UInt8], at time: Double, sealedGrant: [UInt8]?, recording event: SecurityEvent
    ) async throws(AccountError) {
        try await inner.markFederatedSessionUsed(
            tokenHash: tokenHash, at: time, sealedGrant: sealedGrant, recording: event)
    }
    func deleteFederatedSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError)
    {
        try await inner.deleteFederatedSession(tokenHash: tokenHash, recording: event)
    }
    func throttle(key: String) async throws(AccountError) -> ThrottleRecord {
        try await inner.throttle(key: key)
    }
    func claimAttempt(key: String, at fallbackTime: Double, policy: ThrottlePolicy)
        async throws(AccountError) -> ThrottleClaim
    {
        try await inner.claimAttempt(key: key, at: fallbackTime, policy: policy)
    }
    func resetThrottle(key: String, recording event: SecurityEvent) async throws(AccountError) {
        try await inner.resetThrottle(key: key, recording: event)
    }
    func secondFactor(accountID: Int64) async throws(AccountError) -> StoredSecondFactor? {
        try await inner.secondFactor(accountID: accountID)
    }
    func beginSecondFactor(accountID: Int64, sealedSecret: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)
    {
        try await inner.beginSecondFactor(accountID: accountID, sealedSecret: sealedSecret, recording: event)
    }
    func enableSecondFactor(
        accountID: Int64, step: Int64, recoveryCodeHashes: [[UInt8]], recording event: SecurityEvent
    ) async throws(AccountError) -> Bool {
        try await inner.enableSecondFactor(
            accountID: accountID, step: step, recoveryCodeHashes: recoveryCodeHashes, recording: event)
    }
    func claimSecondFactorStep(accountID: Int64, step: Int64) async throws(AccountError) -> Bool {
        try await inner.claimSecondFactorStep(accountID: accountID, step: step)
    }
    func useRecoveryCode(accountID: Int64, hash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError) -> Bool
    {
        try await inner.useRecoveryCode(accountID: accountID, hash: hash, recording: event)
    }
    func removeSecondFactor(accountID: Int64, recording event: SecurityEvent) async throws(AccountError)
        -> Bool
    {
        try await inner.removeSecondFactor(accountID: accountID, recording: event)
    }
    func record(_ event: SecurityEvent) async throws(AccountError) { try await inner.record(event) }
    func events(after seq: Int64, limit: Int) async throws(AccountError) -> [LoggedEvent] {
        try await inner.events(after: seq, limit: limit)
    }
    func recentEvents(accountID: Int64?, subject: String, limit: Int) async throws(AccountError)
        -> [LoggedEvent]
    {
        try await inner.recentEvents(accountID: accountID, subject: subject, limit: limit)
    }
    func eventChainEnds() async throws(AccountError) -> EventChainEnds { try await inner.eventChainEnds() }
    func pruneEvents(before time: Double, recording event: SecurityEvent) async throws(AccountError) -> Int {
        try await inner.pruneEvents(before: time, recording: event)
    }
}

/// A test's own change to a store, outside any service: recorded as a `test` event, so the log
/// a contract test reads shows what the test itself did.
extension SecurityEvent {
    static let byTest = SecurityEvent(
        kind: .init(rawValue: "test"), accountID: nil, subject: "", origin: .unknown, authenticator: "test",
        time: 1_800_000_000)
}

/// The store calls as the tests wrote them before the log: each records `SecurityEvent.byTest`.
extension AccountRowStore {
    func createAccount(_ account: NewAccount) async throws(AccountError) -> Int64 {
        try await createAccount(account, recording: .byTest)
    }
    func importAccounts(_ accounts: [NewAccount]) async throws(AccountError) {
        try await importAccounts(accounts, recording: .byTest)
    }
    func updatePasswordHash(accountID: Int64, passwordHash: String) async throws(AccountError) {
        try await updatePasswordHash(accountID: accountID, passwordHash: passwordHash, recording: .byTest)
    }
    func deleteAccount(id: Int64) async throws(AccountError) -> Bool {
        try await deleteAccount(id: id, recording: .byTest)
    }
}

extension SessionStore {
    func insertSession(_ session: StoredSession) async throws(AccountError) {
        try await insertSession(session, recording: .byTest)
    }
    func markSessionUsed(tokenHash: [UInt8], at time: Double) async throws(AccountError) {
        try await markSessionUsed(tokenHash: tokenHash, at: time, recording: .byTest)
    }
    func deleteSession(tokenHash: [UInt8]) async throws(AccountError) {
        try await deleteSession(tokenHash: tokenHash, recording: .byTest)
    }
    func deleteSessions(accountID: Int64, keeping: [UInt8]?) async throws(AccountError) -> Int {
        try await deleteSessions(accountID: accountID, keeping: keeping, recording: .byTest)
    }
}

extension ThrottleStore {
    func resetThrottle(key: String) async throws(AccountError) {
        try await resetThrottle(key: key, recording: .byTest)
    }
}

extension SecondFactorStore {
    func beginSecondFactor(accountID: Int64, sealedSecret: [UInt8]) async throws(AccountError) {
        try await beginSecondFactor(accountID: accountID, sealedSecret: sealedSecret, recording: .byTest)
    }
    func enableSecondFactor(accountID: Int64, step: Int64, recoveryCodeHashes: [[UInt8]])
        async throws(AccountError) -> Bool
    {
        try await enableSecondFactor(
            accountID: accountID, step: step, recoveryCodeHashes: recoveryCodeHashes, recording: .byTest)
    }
    func useRecoveryCode(accountID: Int64, hash: [UInt8]) async throws(AccountError) -> Bool {
        try await useRecoveryCode(accountID: accountID, hash: hash, recording: .byTest)
    }
    func removeSecondFactor(accountID: Int64) async throws(AccountError) -> Bool {
        try await removeSecondFactor(accountID: accountID, recording: .byTest)
    }
}

/// A store that forwards everything to `inner`, except that once told to it answers every session
/// lookup with the row of the last session inserted: a store with a lookup bug, to check that the
/// service compares the hash itself.
final class MisansweringStore: ForwardingStore {
    let inner: any AccountStore
    private let lastInserted = Mutex<[UInt8]?>(nil)
    private let misanswering = Mutex(false)

    init(inner: any AccountStore) { self.inner = inner }

    func answerEverySessionLookupWithTheLastInserted() { misanswering.withLock { $0 = true } }

    func insertSession(_ session: StoredSession, recording event: SecurityEvent) async throws(AccountError) {
        try await inner.insertSession(session, recording: event)
        lastInserted.withLock { $0 = session.tokenHash }
    }
    func session(tokenHash: [UInt8]) async throws(AccountError) -> StoredSession? {
        let substitute = misanswering.withLock { $0 } ? lastInserted.withLock { $0 } : nil
        return try await inner.session(tokenHash: substitute ?? tokenHash)
    }
}

/// Runs `body` and returns the AccountError it throws (fails the test if it does not throw one).
func accountError<T>(
    _ body: () async throws -> T, file: StaticString = #filePath, line: UInt = #line
) async -> AccountError? {
    do {
        _ = try await body()
        XCTFail("expected an AccountError", file: file, line: line)
    } catch let error as AccountError {
        return error
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
    return nil
}

/// Direct read access to a database file, for checks the store API does not offer.
///
/// It waits for locks as the store's own connections do (busy_timeout): a store the test has let
/// go closes its connection on the store's queue, maybe just as this reads, and the last
/// connection to close checkpoints the WAL under an exclusive lock. Without a busy handler a
/// read landing then fails at once with `database is locked` (seen once in about 31 runs of
/// `SessionFileTests` under load).
func sqliteRows(_ path: String, _ sql: String) throws -> [[String]] {
    let connection = try SQLiteConnection(path: path, flags: 0x0000_0001)  // SQLITE_OPEN_READONLY
    try connection.execute("PRAGMA busy_timeout = \(SQLiteAccountStore.busyTimeoutMilliseconds)")
    return try connection.query(sql).map { row in
        row.map { value in
            switch value {
            case .integer(let number): String(number)
            case .boolean(let flag): flag ? "1" : "0"
            case .real(let number): String(number)
            case .text(let text): text
            case .bytes(let bytes): bytes.map { String(format: "%02x", $0) }.joined()
            case .null: "NULL"
            }
        }
    }
}

/// The test-only helper executable built next to the test bundle.
func accountsStressExecutable() throws -> URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [bundleDirectory.appendingPathComponent("accounts-stress")]
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append(
            URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("accounts-stress"))
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
        struct MissingHelper: Error, CustomStringConvertible {
            var description: String { "accounts-stress is not built; run `swift build --build-tests` first" }
        }
        throw MissingHelper()
    }
    return found
}
