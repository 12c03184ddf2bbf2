#if canImport(Glibc)
    import Glibc
#endif

/// The set-user-ID gate's store work, in a process of its own that the caller cannot stop
/// (issue 44 #3), as OpenSSH keeps its privileged monitor apart from what the user controls.
///
/// The gate's real user is its caller, and the kernel lets a process signal any process whose
/// real or saved user is its own: a caller that stopped the gate (SIGSTOP) inside a store write
/// held the store's lock, and everyone else's sign-in, for as long as it liked. `split()` forks:
/// the child, the keeper, becomes the store's owner entirely (`becomeElevatedEntirely`), so the
/// caller may send it nothing but SIGCONT, and does the login and every store write; the parent
/// gives up the elevated user for good, waits for the keeper's answer on `KeeperChannel`, and
/// starts the person's program. Call it before any thread starts: only the calling thread
/// survives a fork.
public enum StoreKeeper {
    /// Which half this process became.
    public enum Side {
        /// The store's owner entirely; `channel` reaches the caller's half.
        case keeper(KeeperChannel)
        /// The caller's half, no longer elevated; `keeper` is the child's pid.
        case caller(KeeperChannel, keeper: pid_t)
    }

    /// Forks into the two halves, or says why it could not (nothing was started then): also
    /// when the caller lowered this process's scheduling, which the keeper would inherit and
    /// could not undo (`ProcessPrivilege.loweredScheduling`).
    public static func split() -> Result<Side, StoreKeeperError> {
        if let reason = ProcessPrivilege.loweredScheduling { return .failure(.loweredScheduling(reason)) }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
        else {
            return .failure(.system("socketpair", errno))
        }
        let parent = getpid()
        let child = fork()
        switch child {
        case -1:
            let code = errno
            close(ends[0])
            close(ends[1])
            return .failure(.system("fork", code))
        case 0:
            close(ends[0])
            guard ProcessPrivilege.becomeElevatedEntirely() else {
                writeLine("authtui: the store's keeper could not become the store's owner entirely")
                _exit(3)
            }
            // Set after the user change, which clears it: when the caller's half ends (the
            // caller may kill it), the keeper hears a hang-up and restores the terminal.
            _ = setParentDeathSignal(SIGHUP)
            if getppid() != parent { _exit(1) }
            // Job control is the caller's: the keeper must not stop while it may hold a lock.
            for signal in [SIGTSTP, SIGTTIN, SIGTTOU] { _ = Glibc.signal(signal, SIG_IGN) }
            return .success(.keeper(KeeperChannel(descriptor: ends[1])))
        default:
            close(ends[1])
            guard ProcessPrivilege.dropPermanently() else {
                kill(child, SIGKILL)
                return .failure(.system("setresuid", errno))
            }
            return .success(.caller(KeeperChannel(descriptor: ends[0]), keeper: child))
        }
    }

    /// How the keeper ended, as a shell reports a child (128+N for signal N).
    public static func status(of keeper: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(keeper, &status, 0) < 0 {
            guard errno == EINTR else { return 3 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func setParentDeathSignal(_ signal: Int32) -> Bool {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return false }
        return unsafeBitCast(symbol, to: Prctl.self)(1 /* PR_SET_PDEATHSIG */, UInt(signal), 0, 0, 0) == 0
    }

    private static func writeLine(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// Why the gate could not split into its two halves.
public enum StoreKeeperError: Error, Sendable {
    case system(String, Int32)
    /// The keeper would hold the store's locks at a priority the caller lowered.
    case loweredScheduling(String)

    public var message: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .loweredScheduling(let reason): "the gate would hold the store's locks for others, but \(reason)"
        }
    }
}

/// The socket between the gate's two halves: the keeper sends one message (a list of strings),
/// and the caller's half closes its end when the person's program has ended.
public struct KeeperChannel: Sendable {
    let descriptor: Int32

    /// The longest message: a few names and numbers.
    static let longestMessage = 65536

    /// Sends `fields` as one message (a length, then the fields, each ended by a NUL byte, which
    /// none may hold). False when the other half is gone.
    public func send(_ fields: [String]) -> Bool {
        var body: [UInt8] = []
        for field in fields { body += field.utf8.filter { $0 != 0 } + [0] }
        guard body.count <= Self.longestMessage else { return false }
        let length = UInt32(body.count)
        let bytes =
            [
                UInt8(length >> 24 & 0xff), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff),
                UInt8(length & 0xff),
            ] + body
        return writeAll(bytes)
    }

    /// The message sent, or nil when the keeper ended without sending one.
    public func receive() -> [String]? {
        guard let head = readExactly(4) else { return nil }
        let length = head.reduce(0) { $0 << 8 | Int($1) }
        guard length <= Self.longestMessage, let body = readExactly(length) else { return nil }
        var fields = body.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        fields.removeLast()  // after the last NUL
        return fields
    }

    /// Returns when the other half has closed its end (or ended).
    public func waitUntilClosed() {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 0 || (count < 0 && errno != EINTR) { return }
        }
    }

    public func close() { _ = Glibc.close(descriptor) }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private func readExactly(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got == 0 { return nil }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            offset += got
        }
        return bytes
    }
}
