#if canImport(Glibc)
    import Glibc
#endif

/// One process, told apart from any later one that reuses its pid: the pid and the time it
/// started (clock ticks after boot, `/proc/PID/stat`'s 22nd field).
public struct ProcessStamp: Equatable, Sendable {
    public let pid: pid_t
    public let startTime: UInt64

    public init(pid: pid_t, startTime: UInt64) {
        self.pid = pid
        self.startTime = startTime
    }
}

/// Who started whom, read from /proc. A process cannot choose its parent: it is the process
/// that forked it, or the reaper (init, a subreaper) that adopted it, so "this process descends
/// from that one" is something no program of the caller's can fake, unlike a process's name,
/// its user ids or its environment, which any of them can arrange.
public enum ProcessLineage {
    /// `pid`'s stamp, its parent and its real user; nil when it is gone or /proc says nothing.
    public static func record(of pid: pid_t) -> ProcessRecord? { ProcessRecord(pid: pid) }

    /// Whether `ancestor` is this process's parent, grandparent or further up, checked hop by
    /// hop up to init (64 hops at most).
    public static func descendsFrom(_ ancestor: ProcessStamp, pid: pid_t = getpid()) -> Bool {
        var current = ProcessRecord(pid: pid)
        for _ in 0..<64 {
            guard let process = current, process.parent > 0 else { return false }
            guard let parent = ProcessRecord(pid: process.parent) else { return false }
            if parent.stamp == ancestor { return true }
            current = parent
        }
        return false
    }
}

/// What /proc says about one process: name, stamp, parent, real user.
public struct ProcessRecord: Equatable, Sendable {
    public let name: String
    public let stamp: ProcessStamp
    public let parent: pid_t
    public let realUser: uid_t

    init?(pid: pid_t) {
        guard pid > 0, let stat = Self.contents(of: "/proc/\(pid)/stat"),
            let status = Self.contents(of: "/proc/\(pid)/status")
        else { return nil }
        guard let parsed = Self.parse(stat: stat, pid: pid),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
            let real = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).first.flatMap({
                uid_t($0)
            })
        else { return nil }
        self = ProcessRecord(name: parsed.name, stamp: parsed.stamp, parent: parsed.parent, realUser: real)
    }

    init(name: String, stamp: ProcessStamp, parent: pid_t, realUser: uid_t) {
        self.name = name
        self.stamp = stamp
        self.parent = parent
        self.realUser = realUser
    }

    /// `pid (name) state ppid … starttime …`: the name may hold spaces and parentheses (a process
    /// names itself), so the fields are counted from the last `)`.
    static func parse(stat: String, pid: pid_t) -> (name: String, stamp: ProcessStamp, parent: pid_t)? {
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is the state (field 3), so field N is fields[N - 3].
        guard fields.count > 19, let parent = pid_t(fields[1]), let start = UInt64(fields[19]) else {
            return nil
        }
        return (
            String(stat[stat.index(after: open)..<close]), ProcessStamp(pid: pid, startTime: start), parent
        )
    }

    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return nil }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }
}
