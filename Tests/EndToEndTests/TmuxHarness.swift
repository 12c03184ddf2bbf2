import Foundation
@_exported import TestProcesses
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

/// A private tmux server running one command in a pane of a fixed size: the real terminal of the
/// end-to-end tests. Each session has its own socket, so tests can run in parallel, in the run's
/// own folder (`tmux -S`), removed with it when the run ends.
final class TmuxSession {
    let socket: String
    private static let counter = Counter()

    /// Everything the pane's program has written, when the session records it (see `init`).
    private let recording: String?

    /// Starts `command` (argv) in a detached `width`×`height` pane. When the command exits, the
    /// pane prints `[exited N]` and the terminal's line modes (`[tty icanon echo]` when restored),
    /// and stays open for two minutes so its state can be inspected. The program is stopped after
    /// five minutes, so a test process that dies leaves nothing running for long.
    ///
    /// With `recordsOutput`, every byte the pane shows is kept from before the command starts
    /// (`output()`): a screen that shows only for a moment can be checked without catching it
    /// on screen, which a loaded machine can make the polling of `waitFor` miss.
    init(
        command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:],
        recordsOutput: Bool = false
    ) throws {
        socket = tmuxSocketFolder + "/\(TmuxSession.counter.next())"
        recording = recordsOutput ? socket + ".output" : nil
        let quoted = command.map(Self.shellQuote).joined(separator: " ")
        let exports = environment.map { "\($0.key)=\(Self.shellQuote($0.value))" }.joined(separator: " ")
        // A recorded command waits for a line (sent once the recording runs) before it starts.
        // `swift test` sets NO_COLOR; the app under test runs in colour unless a test asks.
        let script =
            (recordsOutput ? "read -r _; " : "")
            + "unset NO_COLOR; export TERM=xterm-256color; \(exports.isEmpty ? "" : "export \(exports); ")"
            + "timeout --foreground -k 5 300 \(quoted); echo \"[exited $?]\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | "
            + "tr '\\n' ' ' | sed 's/^/[tty /; s/ $/]/'; echo; exec sleep 120"
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e",
            "/bin/sh", "-c", script,
        ])
        try tmux(["set-option", "-g", "window-size", "manual"])
        if let recording {
            try tmux(["pipe-pane", "-t", "e2e", "cat > \(Self.shellQuote(recording))"])
            try press("Enter")
        }
    }

    deinit { kill() }

    func kill() {
        _ = try? tmux(["kill-server"], allowFailure: true)
        if let recording { unlink(recording) }
    }

    /// What the pane has shown so far, escape sequences and all (a session made with
    /// `recordsOutput` only).
    func output() throws -> String {
        guard let recording else { throw HarnessError.notRecording }
        return try String(contentsOfFile: recording, encoding: .utf8)
    }

    /// Sends tmux key names (`Enter`, `Tab`, `BTab`, `Escape`, `C-c`, `Left`…).
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "e2e"] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "e2e", "-l", text]) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen as text, one line per row.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "e2e"]) }

    /// The pid of the program the pane runs.
    func programPID(named name: String) throws -> Int32? {
        let shell = try paneValue("pane_pid")
        // The pane's shell leads its own session; the program may sit below `timeout`.
        let result = try runCommand("/usr/bin/pgrep", ["-s", shell, "-x", name])
        return result.stdout.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// A tmux format value of the pane (`alternate_on`, `cursor_flag`, `pane_pid`…).
    func paneValue(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{\(name)}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Waits until the recorded output from byte `offset` on holds `text` (the recording trails
    /// the screen by a moment) and returns that part of it.
    @discardableResult
    func waitForOutput(
        _ text: String, from offset: Int = 0, timeout: TimeInterval = 10, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var part = ""
        while Date() < deadline {
            part = String(decoding: Array(try output().utf8).dropFirst(offset), as: UTF8.self)
            if part.contains(text) { return part }
            usleep(30_000)
        }
        XCTFail("'\(text)' was not drawn within \(timeout) s", file: file, line: line)
        throw HarnessError.timeout(text)
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

    /// Every distinct screen seen from now until `text` appears (the last one has it), captured
    /// as fast as tmux answers: for checking that something never showed on the way.
    func screens(
        until text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var seen: [String] = []
        while Date() < deadline {
            let current = try screen()
            if current != seen.last { seen.append(current) }
            if current.contains(text) { return seen }
        }
        XCTFail(
            "'\(text)' did not appear within \(timeout) s; screen:\n\(seen.last ?? "")", file: file,
            line: line)
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
        let result = try runCommand("/usr/bin/tmux", ["-S", socket] + arguments)
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
    case notRecording
    case spawn(String, Int32)
    case timeout(String)
    case tmux(String, String)
}

/// A fresh private directory for one test's accounts database.
func makeTemporaryDataDirectory() throws -> String {
    let path = endToEndRunFolder + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The security log of `dataDirectory`, as `authtui audit list` prints it.
func auditList(dataDirectory: String, file: StaticString = #filePath, line: UInt = #line)
    throws -> String
{
    let listed = try runCommand(AuthTUIBinary.path, ["audit", "list", "--data-dir", dataDirectory])
    XCTAssertEqual(listed.status, 0, listed.stderr, file: file, line: line)
    return listed.stdout
}

/// The folder that holds every data directory of this test run, removed when the run ends
/// (hundreds of them were left in /tmp after a few runs, each with its store and log).
private let endToEndRunFolder: String = {
    atexit { try? FileManager.default.removeItem(atPath: endToEndRunFolder) }
    return NSTemporaryDirectory() + "authtui-e2e-\(getpid())"
}()

/// Where this run's tmux servers listen: tmux's own socket folder (`-L`, /tmp/tmux-UID) kept
/// every server's socket after it went, 456 after a few runs.
private let tmuxSocketFolder: String = {
    let path = endToEndRunFolder + "/tmux"
    try? FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
}()

/// Where a person meets the built-in login: the app's Start screen, whose button opens the first
/// question, or the first question itself (`authtui login` and `run`, as dialog asks at once).
enum LoginStart {
    case startScreen
    case firstQuestion
}

extension TmuxSession {
    /// The built-in login's first question (`Sign in or register`), once it is on screen.
    @discardableResult
    func waitForFirstQuestion(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line)
        throws -> String
    {
        try waitFor(
            try Translation.english("accounts.sign-in.title"), timeout: timeout, file: file, line: line)
    }

    /// Opens the built-in login's first question from `start`.
    private func openFirstQuestion(from start: LoginStart) throws {
        if start == .startScreen {
            try waitFor(Translation.english("accounts.start"))
            try press("Enter")
        }
        try waitForFirstQuestion()
    }

    /// Logs in through the built-in login flow from `start` (no wait for the outcome).
    func logIn(email: String, password: String, from start: LoginStart = .startScreen) throws {
        try openFirstQuestion(from: start)
        try waitFor(Translation.english("accounts.next"))
        try type(email)
        try press("Enter")
        try waitFor(Translation.english("accounts.log-in"))
        try type(password)
        try press("Enter")
    }

    /// Signs up through the built-in login flow from `start`, as a person would.
    func signUp(email: String, password: String, username: String, from start: LoginStart = .startScreen)
        throws
    {
        try openFirstQuestion(from: start)
        try waitFor(Translation.english("prompt.email"))
        try type(email)
        try press("Enter")
        try waitFor(Translation.english("accounts.create-account"))
        try type(password)
        try press("Tab", "Tab", "Enter")
        try waitFor(Translation.english("accounts.username"))
        try type(username)
        try press("Enter")
    }
}

/// A TCP port on loopback that accepts connections and never answers: an account store that is
/// slow to reply (the kernel completes the handshake from the listen backlog).
final class SilentServer {
    let port: Int
    private let socket: Int32

    /// How many connections came in (taken from the backlog, which they wait in unanswered).
    var acceptedConnections: Int {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var count = 0
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return count }
            Glibc.close(connection)
            count += 1
        }
    }

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 16) == 0
                    && getsockname(socket, $0, &length) == 0
            }
        }
        guard listening else { throw HarnessError.timeout("a loopback port to listen on") }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { Glibc.close(socket) }
}
