#if canImport(Glibc)
    import Glibc
#endif

/// Starts another program the way a shell does: default dispositions for the signals this
/// process changes (interrupt, quit, terminate, hang-up, broken pipe, job control) and an empty
/// signal mask, whatever the calling thread has blocked (the TUI blocks the terminating signals
/// on every thread but its drawing one), and this process's real user and group, never the
/// elevated ones of a set-user-ID gate (`ProcessPrivilege`).
public enum ChildProcess {
    /// The pid of `path` started with `arguments` (the first is its name) and `environment`,
    /// its descriptors `redirections` (child fd → this process's fd, the rest inherited as they
    /// are); or the `errno` of the failure.
    public static func spawn(
        path: String, arguments: [String], environment: [String: String], redirections: [Int32: Int32] = [:]
    ) -> Result<pid_t, ChildProcessError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // RESETIDS: a set-user-ID gate's program runs as the person, not as the store's owner
        // (effective ids back to the real ones; the exec then makes them the saved ones too).
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_RESETIDS))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in redirections { posix_spawn_file_actions_adddup2(&actions, source, target) }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { return .failure(ChildProcessError(code: spawned)) }
        return .success(child)
    }
}

/// Why a program could not be started: its `errno`.
public struct ChildProcessError: Error, Equatable, Sendable {
    public let code: Int32

    /// The failure `code` (an `errno`), for a caller whose own system call failed on the way to
    /// starting the child (a `socketpair` before the spawn).
    public init(code: Int32) { self.code = code }

    /// `No such file or directory`.
    public var message: String { String(cString: strerror(code)) }
}
