import Foundation

/// Result of running a command to completion.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// A command that could not be started.
public struct SpawnFailure: Error, CustomStringConvertible {
    public let executable: String
    public let code: Int32
    public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
}

/// Runs `executable` with `arguments`, standard input from the file `input` (else `/dev/null`),
/// returning its exit status and output.
///
/// Spawned with `posix_spawn` and reaped with `waitpid`, output through temporary files: Foundation's
/// `Process` waits for every descendant that inherited its internal descriptors, and `tmux
/// new-session` leaves a server running, so `Process.waitUntilExit` would wait for that server.
public func runCommand(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
) throws -> CommandResult {
    let base = NSTemporaryDirectory() + "authtui-command-" + UUID().uuidString
    defer {
        unlink(base + ".out")
        unlink(base + ".err")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, base + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, base + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let environmentLines =
        (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environmentLines.map { strdup($0) } + [nil]
    defer {
        for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    return CommandResult(
        status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
        stdout: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
}
