import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// `SerialThread`: one thread of the process's own as a Swift executor (issue 25: a launch that
/// opens the store starts it and no other).
final class SerialThreadTests: XCTestCase {
    /// This process's threads named `name` (the kernel keeps 15 bytes of a name).
    private func threads(named name: String) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
            return comm?.trimmingCharacters(in: .newlines) == String(name.prefix(15))
        }.count
    }

    private func uniqueName() -> String { "st-\(UInt32.random(in: 0 ... .max))" }

    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline { usleep(5_000) }
    }

    func testAThreadNothingIsSentToIsNeverStarted() {
        let name = uniqueName()
        let thread = SerialThread(name: name)
        XCTAssertFalse(thread.isCurrent)
        XCTAssertEqual(threads(named: name), 0)
    }

    func testAThreadStartedEarlyIsUpBeforeItsWorkAndRunsItThere() async {
        let name = uniqueName()
        let thread = SerialThread(name: name)
        thread.start()
        waitUntil { threads(named: name) == 1 }
        guard threads(named: name) == 1 else { return XCTFail("start() started no thread") }
        thread.start()
        let ranThere = await thread.run { thread.isCurrent }
        XCTAssertTrue(ranThere)
        XCTAssertEqual(threads(named: name), 1, "a second start() and the work start no other")
    }

    func testWorkRunsOnTheOneNamedThreadNotTheCallers() async {
        let name = uniqueName()
        let thread = SerialThread(name: name)
        let caller = pthread_self()
        var seen: [pthread_t] = []
        for _ in 0..<5 {
            seen.append(await thread.run { () -> pthread_t in pthread_self() })
        }
        XCTAssertEqual(Set(seen.map { UInt($0) }).count, 1, "every call on the same thread")
        XCTAssertEqual(pthread_equal(seen[0], caller), 0, "not the caller's")
        XCTAssertEqual(threads(named: name), 1)
        let isCurrentThere = await thread.run { thread.isCurrent }
        XCTAssertTrue(isCurrentThere)
    }

    func testCallsFromManyTasksAtOnceRunOneAtATime() async {
        let thread = SerialThread(name: uniqueName())
        let log = Log()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { await thread.run { log.enter(index) } }
            }
        }
        XCTAssertEqual(Set(log.order), Set(0..<200), "every call ran once")
        XCTAssertEqual(log.overlaps, 0, "never two at once")
    }

    func testATaskPreferringTheThreadRunsItsNonisolatedCodeThere() async {
        let name = uniqueName()
        let thread = SerialThread(name: name)
        let onIt = await Task.detached(executorPreference: thread) { thread.isCurrent }.value
        XCTAssertTrue(onIt)
        XCTAssertEqual(threads(named: name), 1)
    }

    func testTheThreadEndsOnceItsSerialThreadIsReleased() async {
        let name = uniqueName()
        var thread: SerialThread? = SerialThread(name: name)
        _ = await thread!.run { 1 }
        XCTAssertEqual(threads(named: name), 1)
        thread = nil
        waitUntil { threads(named: name) == 0 }
        XCTAssertEqual(threads(named: name), 0, "a released SerialThread leaves no thread behind")
    }

    /// A thread started after the main thread took the terminating signals back must not take
    /// them: the thread that draws restores the terminal (`SignalThread`).
    func testTheThreadKeepsTheTerminatingSignalsBlockedWhoeverStartsIt() async throws {
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        let thread = SerialThread(name: uniqueName())
        let status = await thread.run { () -> String in
            (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        let blocked = try XCTUnwrap(UInt64(line.split(separator: "\t").last ?? "", radix: 16))
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            XCTAssertNotEqual(blocked & (1 << UInt64(signal - 1)), 0, "signal \(signal) blocked")
        }
        XCTAssertEqual(blocked & (1 << UInt64(SIGSEGV - 1)), 0, "a fault still reaches the crash handler")
    }

    /// The service runs on the thread its embedded store uses, so a store call from it is made
    /// right there: no second thread, no hand-over.
    func testTheServiceAndItsEmbeddedStoreRunOnOneThread() async throws {
        let name = uniqueName()
        let thread = SerialThread(name: name)
        // Other tests' stores may still hold their own threads: only this one's are counted.
        let storeThreadsBefore = threads(named: "authtui-sqlite")
        let service = try await AccountService.open(dataDirectory: try makeDataDirectory(self), on: thread)
        try await service.signUp(email: "ada@x.io", password: "correct horse battery staple")
        let restored = try await service.restoreSession()
        XCTAssertNotNil(restored)
        let held = await service.store
        let store = try XCTUnwrap(held as? SQLiteAccountStore)
        XCTAssertTrue(store.thread === thread)
        XCTAssertEqual(threads(named: name), 1)
        XCTAssertEqual(
            threads(named: "authtui-sqlite"), storeThreadsBefore, "the store started no thread of its own")
    }
}

/// What the calls did, in order, and whether two ever ran at once.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entered: [Int] = []
    private var inside = 0
    private var overlapCount = 0

    func enter(_ index: Int) {
        lock.withLock {
            inside += 1
            if inside > 1 { overlapCount += 1 }
            entered.append(index)
        }
        usleep(100)
        lock.withLock { inside -= 1 }
    }

    var order: [Int] { lock.withLock { entered } }
    var overlaps: Int { lock.withLock { overlapCount } }
}
