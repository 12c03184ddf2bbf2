import Foundation
import XCTest

/// The built `authtui` binary: `$AUTHTUI_BIN` (set by `make test`), else next to the test bundle.
enum AuthTUIBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["AUTHTUI_BIN"], !path.isEmpty { return path }
        let bundle = Bundle(for: TmuxSession.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map {
            $0.appendingPathComponent("authtui").path
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }
}

/// Result of running a command to completion.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments`, returning its exit status and output.
///
/// Spawned with `posix_spawn` and reaped with `waitpid`, not with Foundation's `Process`: on Linux
/// `Process` learns of the exit through a socket the child inherits, so after a command that leaves
/// a daemon behind (`tmux new-session -d` starts the tmux server) `waitUntilExit` blocks until the
/// daemon exits too (here: the pane's `sleep 600`).
func runCommand(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
    -> CommandResult
{
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard pipe(&out) == 0, pipe(&err) == 0 else { throw HarnessError.spawn(executable, errno) }
    // Close-on-exec, so only the dup2'd copies reach the child and no daemon keeps a pipe open.
    for descriptor in out + err { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] } ?? []
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned =
        envp.isEmpty
        ? posix_spawn(&pid, executable, &actions, nil, argv, environ)
        : posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(out[1])
    close(err[1])
    let stdoutHandle = FileHandle(fileDescriptor: out[0], closeOnDealloc: true)
    let stderrHandle = FileHandle(fileDescriptor: err[0], closeOnDealloc: true)
    guard spawned == 0 else { throw HarnessError.spawn(executable, spawned) }
    let stdout = stdoutHandle.readDataToEndOfFile()
    let stderr = stderrHandle.readDataToEndOfFile()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // Exit code when it exited, 128 + the signal when a signal ended it (as a shell reports).
    let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return CommandResult(
        status: exitStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}

/// A private tmux server running one command in a pane of a fixed size: the real terminal of the
/// end-to-end tests. Each session has its own socket, so tests can run in parallel.
final class TmuxSession {
    let socket: String
    private static let counter = Counter()

    /// Starts `command` (argv) in a detached `width`×`height` pane. When the command exits, the
    /// pane prints `[exited N]` and keeps the shell alive so its terminal state can be inspected.
    init(command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        socket = "authtui-e2e-\(getpid())-\(TmuxSession.counter.next())"
        let quoted = command.map(Self.shellQuote).joined(separator: " ")
        let exports = environment.map { "\($0.key)=\(Self.shellQuote($0.value))" }.joined(separator: " ")
        let script =
            "\(exports.isEmpty ? "" : "export \(exports); ")\(quoted); echo \"[exited $?]\"; exec sleep 600"
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e",
            "/bin/sh", "-c", script,
        ])
        try tmux(["set-option", "-g", "window-size", "manual"])
    }

    deinit { kill() }

    func kill() { _ = try? tmux(["kill-server"], allowFailure: true) }

    /// Sends tmux key names (`Enter`, `Tab`, `BTab`, `Escape`, `C-c`, `Left`…).
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "e2e"] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "e2e", "-l", text]) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen as text, one line per row.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "e2e"]) }

    /// A tmux format value of the pane (`alternate_on`, `cursor_flag`, `pane_pid`…).
    func paneValue(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{\(name)}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Waits until `text` is on screen; fails with the screen if it does not appear in time.
    @discardableResult
    func waitFor(
        _ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            usleep(30_000)
        }
        XCTFail("'\(text)' did not appear within \(timeout) s; screen:\n\(last)", file: file, line: line)
        throw HarnessError.timeout(text)
    }

    /// Waits until `text` is no longer on screen.
    func waitForAbsence(
        _ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if !last.contains(text) { return }
            usleep(30_000)
        }
        XCTFail("'\(text)' still on screen after \(timeout) s:\n\(last)", file: file, line: line)
        throw HarnessError.timeout(text)
    }

    @discardableResult
    private func tmux(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        let result = try runCommand("/usr/bin/tmux", ["-L", socket] + arguments)
        if result.status != 0 && !allowFailure {
            throw HarnessError.tmux(arguments.joined(separator: " "), result.stderr)
        }
        return result.stdout
    }

    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private final class Counter: @unchecked Sendable {
        // Guarded by `lock`; the only mutable state.
        private var value = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

enum HarnessError: Error {
    case timeout(String)
    case tmux(String, String)
    case spawn(String, Int32)
}

/// A fresh private directory for one test's accounts database.
func makeTemporaryDataDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "authtui-e2e-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
