import Foundation
import XCTest

/// What the running program does to protect itself and the terminal it was given.
final class HardeningEndToEndTests: XCTestCase {
    func testNoCoreFileCanBeWrittenWhileTheAppRuns() throws {
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [AuthTUIBinary.path, "--data-dir", directory, "--animation", "0"])
        try app.waitFor("SIGN IN / REGISTER")
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
        try app.waitFor("SIGN IN / REGISTER")
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
        try local.waitFor("SIGN IN / REGISTER")
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
}
