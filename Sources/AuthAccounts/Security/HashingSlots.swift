#if canImport(Glibc)
    import Glibc
#endif

/// The lock files in a data directory (`argon2-slot-0`, `argon2-slot-1`, …) that bound how many
/// Argon2id computations run at once across every process on that directory's store: each one
/// holds its whole memory cost (64 MiB by default) for its whole run, so sixteen sign-ins at
/// the same moment took a gigabyte (issue 44 #6). A computation holds one slot with `flock`;
/// the others wait (the caller's "Checking…" stays on screen) until one is free.
///
/// The kernel drops a `flock` when its holder dies, so a killed process never keeps a slot. A
/// stopped one would (its caller may send it SIGSTOP): when no slot has changed hands for
/// `stallLimit` seconds, a waiter goes ahead without one, so stopping the holders costs the
/// others that wait, never their sign-in.
public struct HashingSlots: Sendable {
    /// The folder that holds the lock files: the store's data directory.
    public let directory: String
    /// How long every slot may stay with the same holders before a waiter stops waiting.
    let stallLimit: Double
    /// How many slots there are for a computation of the given memory cost, in bytes.
    let slotCount: @Sendable (_ hashMemoryBytes: Int) -> Int

    /// The lock file of slot `index` is this prefix and the index.
    public static let fileNamePrefix = "argon2-slot-"

    /// Slots in `directory`, as many as this machine holds (`machineSlotCount`).
    public init(directory: String) {
        self.init(directory: directory, stallLimit: 10, slotCount: HashingSlots.machineSlotCount)
    }

    init(
        directory: String, stallLimit: Double, slotCount: @escaping @Sendable (_ hashMemoryBytes: Int) -> Int
    ) {
        self.directory = directory
        self.stallLimit = stallLimit
        self.slotCount = slotCount
    }

    /// The rule: at most one slot per online processor (libsodium's Argon2id runs on one core,
    /// so more at once only costs memory, not time), at most as many as half the memory
    /// available holds at `hashMemoryBytes` each, and at least one. Unknown available memory
    /// leaves the processors alone to decide.
    public static func slotCount(onlineProcessors: Int, availableMemoryBytes: Int?, hashMemoryBytes: Int)
        -> Int
    {
        var count = onlineProcessors
        if let availableMemoryBytes, hashMemoryBytes > 0 {
            count = min(count, availableMemoryBytes / 2 / hashMemoryBytes)
        }
        return max(1, count)
    }

    /// `slotCount` for this machine, now: its online processors and `MemAvailable`.
    public static func machineSlotCount(hashMemoryBytes: Int) -> Int {
        slotCount(
            onlineProcessors: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
            availableMemoryBytes: availableMemoryBytes(meminfo: readMeminfo()),
            hashMemoryBytes: hashMemoryBytes)
    }

    /// `MemAvailable` of `/proc/meminfo` text, in bytes; nil when the line is missing or odd.
    static func availableMemoryBytes(meminfo: String) -> Int? {
        for line in meminfo.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[2] == "kB", let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? nil : kilobytes * 1024
        }
        return nil
    }

    private static func readMeminfo() -> String {
        let descriptor = open("/proc/meminfo", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : ""
    }

    /// Runs `body` while holding a slot for a computation of `memoryBytes`, waiting for one first
    /// (this blocks: call it where the hash itself runs, off any UI thread, and never inside a
    /// store transaction, which would hold everyone's writes while it waits).
    public func holding<Value>(memoryBytes: Int, _ body: () throws -> Value) rethrows -> Value {
        let slot = take(count: max(1, slotCount(memoryBytes)))
        defer { if let slot { close(slot) } }
        return try body()
    }

    /// The descriptor whose `flock` is the slot taken, or nil to go ahead without one.
    private func take(count: Int) -> Int32? {
        // Every slot's file, opened once for the whole wait. A directory that cannot hold them
        // (read-only, full, gone) must not stop sign-ins: the computation then goes unbounded, as
        // it did before slots existed.
        var files: [Int32] = []
        for index in 0..<count {
            guard let file = openSlotFile(index) else {
                for opened in files { close(opened) }
                return nil
            }
            files.append(file)
        }
        // Start at a slot of its own so waiters spread over the files instead of all trying slot 0.
        let first = Int(getpid()) % count
        let order = (0..<count).map { files[(first + $0) % count] }
        var lastStallCheck = monotonicSeconds()
        while true {
            for file in order {
                if flock(file, LOCK_EX | LOCK_NB) == 0 {
                    // Its new time tells waiters that slots still change hands (`isStalled`).
                    futimens(file, nil)
                    for other in files where other != file { close(other) }
                    return file
                }
                if errno != EWOULDBLOCK && errno != EINTR {
                    // A file system without locks: as with a directory that cannot hold them.
                    for opened in files { close(opened) }
                    return nil
                }
            }
            // Polled, not a blocking `flock` on one file: any slot that frees up is taken, and
            // the wait can notice stopped holders, which a blocked `flock` cannot time out on.
            usleep(5_000)
            let now = monotonicSeconds()
            if now - lastStallCheck >= 0.5 {
                lastStallCheck = now
                if isStalled(files) {
                    for opened in files { close(opened) }
                    return nil
                }
            }
        }
    }

    /// True when no slot has been taken for `stallLimit` seconds (each taker touches its file):
    /// the holders are stopped or hung, and waiting longer would wait for ever.
    private func isStalled(_ files: [Int32]) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for file in files {
            var info = stat()
            guard fstat(file, &info) == 0 else { return false }
            let age =
                Double(now.tv_sec - info.st_mtim.tv_sec) + Double(now.tv_nsec - info.st_mtim.tv_nsec) / 1e9
            if age < stallLimit { return false }
        }
        return true
    }

    /// Slot `index`'s lock file, created 0600 when missing; an existing one in a directory that
    /// became read-only still locks, so it is opened read-only then.
    private func openSlotFile(_ index: Int) -> Int32? {
        let path = "\(directory)/\(Self.fileNamePrefix)\(index)"
        let flags = O_CLOEXEC | O_NOFOLLOW | O_NOCTTY
        var file = open(path, O_RDWR | O_CREAT | flags, 0o600)
        if file < 0 { file = open(path, O_RDONLY | flags) }
        return file >= 0 ? file : nil
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
