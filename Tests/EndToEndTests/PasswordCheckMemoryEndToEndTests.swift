import Foundation
import XCTest

/// Issue 44 #6: every password check holds Argon2id's memory (64 MiB by default) while it runs,
/// and nothing bounded how many ran at once: sixteen wrong passwords at the same moment took a
/// gigabyte. Sixteen real `authtui login` processes on real ptys, one data directory, measured
/// by the kernel (a memory cgroup of their own).
final class PasswordCheckMemoryEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery"

    func testSixteenWrongPasswordsAtOnceStayUnder512MiBAndAreAllAnswered() throws {
        let directory = try makeTemporaryDataDirectory()
        try signUp(directory)
        guard let cgroup = MemoryCgroup.make(name: "authtui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        else {
            throw XCTSkip(
                "no memory cgroup can be made here (needs a writable cgroup v2 or v1 memory hierarchy)")
        }
        defer { cgroup.remove() }

        // One guess at the account, fifteen at emails that have none: each its own email, so the
        // throttle (five free failures per email) refuses none of them before its check.
        let guesses = (0..<16).map { $0 == 0 ? email : "guess\($0)@example.com" }
        var logins: [PlainLoginOnPty] = []
        defer { for login in logins { login.end() } }
        for guess in guesses {
            let login = try PlainLoginOnPty(directory: directory, cgroup: cgroup)
            logins.append(login)
            try login.answer(after: "Email:", guess)
            try login.answer(after: "Password:", "not the password at all")
        }
        for login in logins { try login.waitFor(Translation.shown("line.choose")) }
        // The same moment: Enter (Log in) on every terminal, one write after the other.
        let submitted = Date()
        for login in logins { login.send("\r") }

        for (index, login) in logins.enumerated() {
            let shown = try login.waitFor(Translation.english("error.wrong-credentials"), timeout: 60)
            XCTAssertTrue(
                shown.contains("Checking…"), "guess \(index) was not shown as being checked:\n\(shown)")
        }
        let answeredIn = Date().timeIntervalSince(submitted)
        for login in logins { login.end() }
        let peak = try XCTUnwrap(cgroup.peakBytes(), "the cgroup's peak could not be read")
        let mebibytes = Double(peak) / Double(1 << 20)
        print(
            "sixteen wrong passwords at once: \(String(format: "%.0f", mebibytes)) MiB at the peak, "
                + "all answered in \(String(format: "%.1f", answeredIn)) s")
        XCTAssertLessThan(mebibytes, 512, "sixteen password checks at once took \(mebibytes) MiB")
    }

    /// Ada's account, made through the same binary (outside the cgroup: only the guesses count).
    private func signUp(_ directory: String) throws {
        let login = try PlainLoginOnPty(directory: directory, cgroup: nil)
        defer { login.end() }
        try login.answer(after: "Email:", email)
        try login.answer(after: "Password:", password)
        try login.answer(after: Translation.shown("line.choose"), "2")
        try login.answer(after: "Email [\(email)]:", "")
        try login.answer(after: "Password (Enter keeps what you typed):", "")
        try login.answer(after: Translation.english("accounts.username") + ":", "Ada")
        try login.answer(after: "1) Register  0) Back", "register")
        XCTAssertEqual(login.waitForExit(), 0, "the sign-up did not end signed in")
        // Forgotten, or every guesser would be signed in by the session it remembered.
        XCTAssertEqual(unlink(directory + "/session"), 0)
    }
}

/// `authtui login --plain` on a pty of its own, started inside `cgroup` when one is given (its
/// shell joins the cgroup, then becomes the app, so every page the app touches is counted).
private final class PlainLoginOnPty {
    private let pid: pid_t
    private let master: Int32
    private var output: [UInt8] = []
    /// Where `waitFor` looks from: the end of what the last wait found.
    private var consumed = 0
    private var ended = false

    init(directory: String, cgroup: MemoryCgroup?) throws {
        // `authtui login` asks on /dev/tty: the shell, leading the pty's session, opens the pty
        // again by name so that it becomes the session's controlling terminal (a descriptor
        // handed over at spawn does not), then becomes the app with the same pid.
        // A shell that cannot join says so on the terminal, which the failing wait shows.
        let joining =
            cgroup == nil
            ? "" : "{ echo $$ > \"$0/cgroup.procs\" || { echo 'cannot join the cgroup'; exit 1; }; } && "
        let script = "tty=$(tty) && exec 0<>\"$tty\" && \(joining)exec \"$@\""
        (pid, master) = try spawnOnPty(
            ["/bin/sh", "-c", script, cgroup?.path ?? "sh"]
                + [AuthTUIBinary.path, "login", "--plain", "--data-dir", directory])
    }

    /// Types `text` and Enter once `prompt` shows.
    func answer(after prompt: String, _ text: String) throws {
        try waitFor(prompt)
        send(text + "\r")
    }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Reads until `text` shows after what earlier waits found; returns what came up to it.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let part = String(decoding: output[consumed...], as: UTF8.self)
            if let found = part.range(of: text) {
                consumed += part[..<found.upperBound].utf8.count
                return String(part[..<found.upperBound])
            }
            guard Date() < deadline, readSome(waitingMilliseconds: 50) else {
                let why = "errno \(errno), \(String(cString: strerror(errno)))"
                XCTFail("'\(text)' did not show within \(timeout) s (\(why)); the terminal showed:\n\(part)")
                throw HarnessError.timeout(text)
            }
        }
    }

    /// The app's exit status, once it ends (the pty kept drained meanwhile); -1 after 20 s.
    func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(20)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
            _ = readSome(waitingMilliseconds: 20)
        }
        return -1
    }

    /// Ends the app (Ctrl-D backs out of the login, a kill after that) and closes its terminal.
    func end() {
        guard !ended else { return }
        ended = true
        send("\u{04}")
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(5)
        while waitpid(pid, &status, WNOHANG) != pid {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            _ = readSome(waitingMilliseconds: 20)
        }
        close(master)
    }

    /// Appends what the pty has within the wait; false once it has hung up.
    private func readSome(waitingMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &chunk, chunk.count)
        guard count > 0 else { return false }
        output += chunk.prefix(count)
        return true
    }
}

/// A memory cgroup made for one test: the processes started in it are charged every page they
/// touch, and its peak is the most they held together. cgroup v2 (`memory.peak`) where its
/// memory controller is available, else the v1 memory hierarchy (`memory.max_usage_in_bytes`).
private struct MemoryCgroup {
    let path: String
    private let peakFile: String

    static func make(name: String) -> MemoryCgroup? {
        let mounts = ((try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)) ?? "")
            .split(separator: "\n").map { $0.split(separator: " ") }.filter { $0.count >= 4 }
        let memberships = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        for fields in mounts where fields[2] == "cgroup2" {
            guard let own = membership(memberships, controller: "") else { continue }
            if let made = child(of: String(fields[1]) + own, name: name, peakFile: "memory.peak") {
                return made
            }
        }
        for fields in mounts where fields[2] == "cgroup" && fields[3].split(separator: ",").contains("memory")
        {
            guard let own = membership(memberships, controller: "memory") else { continue }
            if let made = child(
                of: String(fields[1]) + own, name: name, peakFile: "memory.max_usage_in_bytes")
            {
                return made
            }
        }
        return nil
    }

    /// This process's cgroup in the hierarchy of `controller` (v2's is the one named by none).
    private static func membership(_ lines: String, controller: String) -> String? {
        for line in lines.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let controllers = fields[1].split(separator: ",").map(String.init)
            if controller.isEmpty ? fields[1].isEmpty : controllers.contains(controller) {
                return fields[2] == "/" ? "" : String(fields[2])
            }
        }
        return nil
    }

    private static func child(of parent: String, name: String, peakFile: String) -> MemoryCgroup? {
        let path = parent + "/" + name
        guard mkdir(path, 0o755) == 0 else { return nil }
        let made = MemoryCgroup(path: path, peakFile: path + "/" + peakFile)
        // Without the memory controller a v2 child has no `memory.peak`: not a measure.
        guard made.peakBytes() != nil else {
            made.remove()
            return nil
        }
        return made
    }

    func peakBytes() -> Int? {
        (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Removes the cgroup once its processes are gone (the kernel refuses while one is left).
    func remove() {
        let deadline = Date().addingTimeInterval(5)
        while rmdir(path) != 0 && errno == EBUSY && Date() < deadline { usleep(20_000) }
    }
}
