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
func runCommand(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
    -> CommandResult
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
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
}

/// A fresh private directory for one test's accounts database.
func makeTemporaryDataDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "authtui-e2e-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
