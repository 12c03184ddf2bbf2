import Foundation
import XCTest

@testable import AuthAccounts

/// The bound on Argon2 computations at once (issue 44 #6): how many slots a machine gets, and
/// that a slot is the kernel's to give back, so a killed holder never keeps it.
final class HashingSlotsTests: XCTestCase {
    private let mebibyte = 1 << 20

    func testSlotsAreAtMostOnePerProcessorAndWhatHalfTheAvailableMemoryHoldsAndAtLeastOne() {
        // The development VM: two cores, 23 GiB available, INTERACTIVE's 64 MiB.
        XCTAssertEqual(
            HashingSlots.slotCount(
                onlineProcessors: 2, availableMemoryBytes: 23 << 30, hashMemoryBytes: 64 * mebibyte), 2)
        // The 1 GiB server with many cores: half of ~900 MiB holds 7 hashes of 64 MiB.
        XCTAssertEqual(
            HashingSlots.slotCount(
                onlineProcessors: 16, availableMemoryBytes: 900 * mebibyte, hashMemoryBytes: 64 * mebibyte), 7
        )
        // The same at the 256 MiB preset holds one.
        XCTAssertEqual(
            HashingSlots.slotCount(
                onlineProcessors: 16, availableMemoryBytes: 900 * mebibyte, hashMemoryBytes: 256 * mebibyte),
            1)
        // Not even one fits: one still runs, or nobody could sign in.
        XCTAssertEqual(
            HashingSlots.slotCount(
                onlineProcessors: 4, availableMemoryBytes: 100 * mebibyte, hashMemoryBytes: 256 * mebibyte), 1
        )
        // Available memory unknown: the processors decide.
        XCTAssertEqual(
            HashingSlots.slotCount(
                onlineProcessors: 3, availableMemoryBytes: nil, hashMemoryBytes: 64 * mebibyte), 3)
    }

    func testAvailableMemoryIsReadFromMemAvailableInKibibytes() {
        let meminfo =
            "MemTotal:       24684000 kB\nMemFree:        23114216 kB\nMemAvailable:   23894140 kB\n"
        XCTAssertEqual(HashingSlots.availableMemoryBytes(meminfo: meminfo), 23_894_140 * 1024)
        XCTAssertNil(HashingSlots.availableMemoryBytes(meminfo: "MemTotal:       24684000 kB\n"))
        XCTAssertNil(HashingSlots.availableMemoryBytes(meminfo: "MemAvailable:   lots kB\n"))
        XCTAssertNotNil(
            HashingSlots.availableMemoryBytes(meminfo: try String(contentsOfFile: "/proc/meminfo")))
    }

    func testAVerificationTakesTheMemoryItsStoredHashNames() throws {
        let hasher = PasswordHasher(limits: .minimum)
        let stored = try hasher.hash(password: "correct horse battery")
        XCTAssertEqual(PasswordHasher.memoryBytes(of: stored), PasswordHasher.Limits.minimum.memoryBytes)
        XCTAssertEqual(
            PasswordHasher.memoryBytes(of: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA"), 64 * mebibyte)
        XCTAssertNil(PasswordHasher.memoryBytes(of: "$argon2id$v=19$t=2,p=1$c2FsdA$aGFzaA"))
        XCTAssertNil(PasswordHasher.memoryBytes(of: "not a hash"))
    }

    /// A process holding the only slot makes the next computation wait; SIGKILLed, its slot is
    /// free at once (the kernel drops its `flock`), with nothing to clean up.
    func testAKilledHolderLeavesNoSlotTaken() throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let slots = HashingSlots(directory: directory, stallLimit: 60, slotCount: { _ in 1 })
        let slotFile = directory + "/" + HashingSlots.fileNamePrefix + "0"
        let holder = try holdSlot(slotFile)

        let ran = Ran()
        let waiter = Thread { slots.holding(memoryBytes: 1) { ran.mark() } }
        waiter.start()
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertFalse(ran.happened, "ran while another process held the only slot")

        kill(holder, SIGKILL)
        var status: Int32 = 0
        waitpid(holder, &status, 0)
        let deadline = Date().addingTimeInterval(5)
        while !ran.happened && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(ran.happened, "the killed holder's slot was not given back")
        XCTAssertEqual(lockState(slotFile), .free, "the slot stayed taken after its computation")
    }

    /// A holder that is stopped (its caller may SIGSTOP it) keeps its lock for ever; the others
    /// stop waiting once no slot has changed hands for the stall limit, and are answered.
    func testAStoppedHolderDelaysOthersByTheStallLimitButNeverStopsThem() throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let slots = HashingSlots(directory: directory, stallLimit: 1, slotCount: { _ in 1 })
        let slotFile = directory + "/" + HashingSlots.fileNamePrefix + "0"
        let holder = try holdSlot(slotFile)
        kill(holder, SIGSTOP)
        // The file's time is the taker's: flock(1) does not touch it, so it is set here.
        XCTAssertEqual(utimes(slotFile, nil), 0)

        let start = Date()
        let ran = Ran()
        Thread { slots.holding(memoryBytes: 1) { ran.mark() } }.start()
        while !ran.happened && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.01) }
        let waited = Date().timeIntervalSince(start)
        XCTAssertTrue(ran.happened, "still waiting for the stopped holder after 10 s")
        XCTAssertGreaterThanOrEqual(waited, 0.9, "went ahead while the slot was still changing hands")
    }

    func testADataDirectoryThatCannotHoldLockFilesDoesNotStopAComputation() throws {
        let slots = HashingSlots(
            directory: "/proc/self/no-such-directory", stallLimit: 60, slotCount: { _ in 1 })
        XCTAssertEqual(slots.holding(memoryBytes: 1) { 42 }, 42)
    }

    /// A process holding `path`'s slot until it is killed: flock(1), which takes the same kind
    /// of lock and keeps it itself (`--close`: not in its `sleep`, which would keep it past the
    /// kill). Spawned by hand: Foundation's `Process` waits for the orphaned `sleep` too.
    private func holdSlot(_ path: String) throws -> pid_t {
        let arguments = ["/usr/bin/flock", "--close", path, "sleep", "60"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so the teardown ends its `sleep` too.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/flock", nil, &attributes, argv, environ)
        guard spawned == 0 else { throw SlotNotTaken(path: path) }
        addTeardownBlock {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try waitUntilTaken(path)
        return pid
    }

    private func waitUntilTaken(_ path: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while lockState(path) != .taken {
            guard Date() < deadline else { throw SlotNotTaken(path: path) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    private enum LockState { case missing, free, taken }

    /// Whether someone holds `path`'s lock (trying it takes it for a moment when it is free).
    private func lockState(_ path: String) -> LockState {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return .missing }
        defer { close(file) }
        return flock(file, LOCK_EX | LOCK_NB) == 0 ? .free : .taken
    }

    private struct SlotNotTaken: Error {
        let path: String
    }

    private final class Ran: @unchecked Sendable {
        // Guarded by `lock`; the only mutable state.
        private var value = false
        private let lock = NSLock()
        var happened: Bool { lock.withLock { value } }
        func mark() { lock.withLock { value = true } }
    }
}
