import Foundation
import XCTest

/// What the running program does to protect itself and the terminal it was given.
final class HardeningEndToEndTests: XCTestCase {
    func testNoCoreFileCanBeWrittenWhileTheAppRuns() throws {
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [AuthTUIBinary.path, "--data-dir", directory, "--animation", "0"])
        try app.waitFor(Translation.english("accounts.start"))
        let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        XCTAssertEqual(
            core?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).prefix(2), ["0", "0"])
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        XCTAssertTrue(status.contains("\nCoreDumping:\t0"), status)
        try app.press("C-c")
        try app.waitFor("[exited 0]")
        app.kill()
    }

    /// Not dumpable: another process of the same user and no privilege cannot read the app
    /// through /proc (ptrace access is refused), while it can read an ordinary process started
    /// alike. As root, the app, the ordinary process and the reader all run without
    /// capabilities, so dumpability alone decides.
    func testAnotherProcessOfTheSameUserCannotReadTheRunningAppThroughProc() throws {
        let unprivileged = geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-all", "--"] : []
        let app = try TmuxSession(
            command: unprivileged + [
                AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--animation", "0",
            ])
        addTeardownBlock { app.kill() }
        let ordinary = try TmuxSession(command: unprivileged + ["/bin/sleep", "60"])
        addTeardownBlock { ordinary.kill() }
        try app.waitFor(Translation.english("accounts.start"))
        let appPID = try XCTUnwrap(try app.programPID(named: "authtui"))
        var ordinaryPID: Int32?
        for _ in 0..<300 where ordinaryPID == nil {
            ordinaryPID = try ordinary.programPID(named: "sleep")
            if ordinaryPID == nil { usleep(30_000) }
        }
        func read(_ pid: Int32) throws -> CommandResult {
            let command = unprivileged + ["/bin/cat", "/proc/\(pid)/environ"]
            return try runCommand(command[0], Array(command.dropFirst()))
        }
        XCTAssertEqual(
            try read(try XCTUnwrap(ordinaryPID)).status, 0, "the reader can read an ordinary process")
        let refused = try read(appPID)
        XCTAssertNotEqual(refused.status, 0, "the app's environment was readable")
        XCTAssertTrue(refused.stderr.contains("Permission denied"), refused.stderr)
    }

    /// The files mapped into process `pid` (/proc/PID/maps read whole: Foundation reads a /proc
    /// file only up to the size it reports, which is 0).
    private func libraries(of pid: Int32) throws -> String {
        try runCommand("/bin/cat", ["/proc/\(pid)/maps"]).stdout
    }

    /// The embedded store and the generated picture need neither libpq nor libcurl, and neither
    /// is loaded until used: a remote store loads libpq at its first connection.
    func testLibpqAndLibcurlAreLoadedOnlyWhenUsed() throws {
        let local = try TmuxSession(
            command: [AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--animation", "0"])
        addTeardownBlock { local.kill() }
        try local.waitFor(Translation.english("accounts.start"))
        let localMaps = try libraries(of: try XCTUnwrap(try local.programPID(named: "authtui")))
        XCTAssertFalse(localMaps.contains("libpq.so"), "libpq loaded for the embedded store")
        XCTAssertFalse(localMaps.contains("libcurl.so"), "libcurl loaded without a download")

        let remote = try TmuxSession(
            command: [
                AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--animation", "0",
                "--store", "postgresql://nobody@127.0.0.1:1/accounts",
            ])
        addTeardownBlock { remote.kill() }
        try remote.waitFor("Account store unreachable")
        let remoteMaps = try libraries(of: try XCTUnwrap(try remote.programPID(named: "authtui")))
        XCTAssertTrue(remoteMaps.contains("libpq.so"), "a remote store's first connection loads libpq")
    }

    /// Issue 26 #7: a terminal that hangs up without a SIGHUP (the app is not in its session, as
    /// under `su -c`) makes `poll` say POLLHUP and `read` return 0 for ever; the app must end, not
    /// spin on it. The app runs on a real pty with no controlling terminal; its master is closed.
    func testAHungUpTerminalThatSendsNoSIGHUPEndsTheAppInsteadOfSpinning() throws {
        let directory = try makeTemporaryDataDirectory()
        let (pid, master) = try spawnOnPty(
            [AuthTUIBinary.path, "--data-dir", directory, "--no-loading", "--animation", "0"])
        XCTAssertTrue(waitForScreen(master), "the app drew its screen")
        close(master)
        var status: Int32 = 0
        var ended = false
        let endBy = Date().addingTimeInterval(5)
        while Date() < endBy {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            usleep(50_000)
        }
        if !ended {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        XCTAssertTrue(ended, "the app still ran 5 s after its terminal hung up")
    }

    /// Issue 26 #8: on a crash the Swift runtime started the `swift-backtrace` it found next to
    /// the binary (here: the one `SWIFT_BACKTRACE` names, the same lookup), so whoever could
    /// write that directory ran a program as the victim. The product withdraws the runtime's
    /// crash handlers: a SIGSEGV ends the app with the default action and starts nothing.
    func testACrashStartsNoSwiftBacktraceFoundBesideTheBinary() throws {
        let directory = try makeTemporaryDataDirectory()
        let marker = directory + "/backtracer-ran"
        let fake = directory + "/swift-backtrace"
        try "#!/bin/sh\necho ran > '\(marker)'\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let (pid, master) = try spawnOnPty(
            [AuthTUIBinary.path, "--data-dir", directory, "--no-loading", "--animation", "0"],
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,swift-backtrace=\(fake)"])
        defer { close(master) }
        XCTAssertTrue(waitForScreen(master), "the app drew its screen")
        XCTAssertEqual(kill(pid, SIGSEGV), 0)
        var status: Int32 = 0
        var ended = false
        let endBy = Date().addingTimeInterval(10)
        while Date() < endBy {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            // Keep the pty drained so nothing blocks on a full buffer.
            var chunk = [UInt8](repeating: 0, count: 4096)
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 50) > 0 { _ = read(master, &chunk, chunk.count) }
        }
        if !ended {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        XCTAssertTrue(ended, "the crashed app did not end (a backtracer holding it?)")
        XCTAssertEqual(status & 0x7F, SIGSEGV, "ended by the signal itself")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "the planted swift-backtrace ran")
    }

    /// Reads the pty until the Start screen is drawn (at most 10 s).
    private func waitForScreen(_ master: Int32) -> Bool {
        var seen: [UInt8] = []
        let drawBy = Date().addingTimeInterval(10)
        while Date() < drawBy {
            if String(decoding: seen, as: UTF8.self).contains("SIGN IN") { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(master, &chunk, chunk.count)
            if count <= 0 { return false }
            seen += chunk.prefix(count)
        }
        return false
    }

    /// `authtui login` started by `sh` with the signals `traps` ignored (`trap '' …; exec`), on the
    /// full screen or the line, once it asks: its session, its pid, and the ignored-signal mask
    /// (with its `SigIgn:` line) that `/proc` shows for it.
    private func loginStarted(ignoring traps: String, plain: Bool) throws -> (
        session: TmuxSession, pid: String, mask: UInt64, line: String
    ) {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(command: [
            "sh", "-c",
            "trap '' \(traps); exec \(TmuxSession.shellQuote(AuthTUIBinary.path)) login --no-loading "
                + "--animation 0 \(plain ? "--plain " : "")--data-dir \(TmuxSession.shellQuote(directory))",
        ])
        do {
            if plain { try session.waitFor("Email:") } else { try session.waitForFirstQuestion() }
            let found = try runCommand("/usr/bin/pgrep", ["-f", "login .*--data-dir \(directory)"])
            let pid = try XCTUnwrap(found.stdout.split(separator: "\n").first.map(String.init), found.stderr)
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
            let mask = try XCTUnwrap(
                UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16))
            return (session, pid, mask, String(line))
        } catch {
            session.kill()
            throw error
        }
    }

    /// Issue 43 #12: started with SIGINT and SIGQUIT ignored (a script's background job, which is
    /// what `nohup` and a shell without job control leave), the app keeps them ignored, on the
    /// full screen and a line at a time, while it asks.
    func testSignalsIgnoredByTheParentStayIgnoredOnTheScreenAndTheLine() throws {
        for plain in [false, true] {
            let (session, _, mask, line) = try loginStarted(ignoring: "INT QUIT", plain: plain)
            defer { session.kill() }
            for (name, signal) in [("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT)] {
                XCTAssertNotEqual(
                    mask & (1 << UInt64(signal - 1)), 0, "\(name) ignored (plain: \(plain)): \(line)")
            }
        }
    }

    /// Started where job control is off (SIGTSTP ignored, as a shell without job control or an
    /// init script leaves it), the app keeps it ignored, on the full screen and a line at a
    /// time, rather than catching it: nothing may stop a login that no shell can continue.
    func testAStopSignalIgnoredByTheParentStaysIgnoredOnTheScreenAndTheLine() throws {
        for plain in [false, true] {
            let (session, pid, mask, line) = try loginStarted(ignoring: "TSTP", plain: plain)
            defer { session.kill() }
            XCTAssertNotEqual(
                mask & (1 << UInt64(SIGTSTP - 1)), 0, "SIGTSTP ignored (plain: \(plain)): \(line)")
            XCTAssertEqual(kill(pid_t(pid)!, SIGTSTP), 0)
            try session.press(plain ? "C-d" : "Escape")
            try session.waitFor("[exited 255]")
        }
    }
}
