#if canImport(Glibc)
    import Glibc
#endif

/// Whether this process is the command sshd started for a session (a `ForceCommand`), read from
/// /proc: its parent is sshd's session process (an `sshd` or `sshd-session` whose own parent
/// runs as root: the privileged monitor), or the login shell that sshd started to run it (a
/// session leader running as one user, whose parent is that sshd).
///
/// sshd's `$SSH_USER_AUTH` says which key logged in, but the person's own program can set it
/// too and start authtui again, claiming someone else's key. Every process the person starts
/// descends from the gate, which is neither sshd nor a plain shell (it runs as the store's
/// owner), so the claim is believed only from the process sshd itself started. A program that
/// leaves the gate's tree is adopted by init or a subreaper, not by sshd.
public enum SSHSessionAncestry {
    /// The names sshd's session processes have (`sshd-session` since OpenSSH 9.8).
    static let sshdNames: Set<String> = ["sshd", "sshd-session"]

    public static func isStartedBySSHD() -> Bool {
        let parent = getppid()
        if isSSHDSession(parent) { return true }
        guard let shell = ProcessRecord(pid: parent), shell.sessionID == parent, shell.runsAsOneUser else {
            return false
        }
        return isSSHDSession(shell.parent)
    }

    private static func isSSHDSession(_ pid: pid_t) -> Bool {
        guard let process = ProcessRecord(pid: pid), sshdNames.contains(process.name),
            let monitor = ProcessRecord(pid: process.parent)
        else { return false }
        return monitor.realUser == 0
    }
}

/// What /proc says about one process: name, parent, session, user ids (real, effective,
/// saved, file system).
struct ProcessRecord {
    let name: String
    let parent: pid_t
    let sessionID: pid_t
    let users: [uid_t]

    var realUser: uid_t { users[0] }
    var runsAsOneUser: Bool { Set(users).count == 1 }

    init?(pid: pid_t) {
        guard pid > 0, let stat = Self.contents(of: "/proc/\(pid)/stat"),
            let status = Self.contents(of: "/proc/\(pid)/status")
        else { return nil }
        // "pid (name) state ppid pgrp session ...": the name may hold spaces and parentheses.
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let parent = pid_t(fields[1]), let session = pid_t(fields[3]) else {
            return nil
        }
        guard
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
            case let users = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).compactMap({
                uid_t($0)
            }), users.count == 4
        else { return nil }
        name = String(stat[stat.index(after: open)..<close])
        self.parent = parent
        sessionID = session
        self.users = users
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
