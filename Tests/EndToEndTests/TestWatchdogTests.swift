import Foundation
import XCTest

/// `make test`'s watchdog (scripts/test-watchdog.sh): a test process that outlives the limit is
/// killed and named, with the processes under it, so a hang ends the run with a name instead of
/// CI's time limit with none; a program outside the run's own folder is left alone.
final class TestWatchdogTests: XCTestCase {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/test-watchdog.sh").path

    /// A stand-in for a test bundle running one test: a copy of sh named `*.xctest` in `folder`,
    /// given a script named like the test (`Suite.Hangs/testHangs`) that waits on a `sleep`.
    private func hangingBundle(in folder: String) throws -> pid_t {
        let bundle = folder + "/Hangs.xctest"
        // /bin/sh is a link (to dash): the program itself is copied.
        try FileManager.default.copyItem(
            atPath: URL(fileURLWithPath: "/bin/sh").resolvingSymlinksInPath().path, toPath: bundle)
        try FileManager.default.createDirectory(
            atPath: folder + "/Suite.Hangs", withIntermediateDirectories: true)
        try "sleep 120\n".write(toFile: folder + "/Suite.Hangs/testHangs", atomically: true, encoding: .utf8)
        var pid: pid_t = 0
        let words = [bundle, folder + "/Suite.Hangs/testHangs"]
        let argv = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        XCTAssertEqual(posix_spawn(&pid, bundle, nil, nil, argv, environ), 0)
        return pid
    }

    /// The processes whose parent is `pid` (their `/proc/PID/stat` says so), waiting a little for
    /// the first to start.
    private func children(of pid: pid_t) throws -> [pid_t] {
        for _ in 0..<50 {
            let found = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(pid_t.init)
                .filter { stat(of: $0)?.parent == pid }
            if !found.isEmpty { return found }
            usleep(20_000)
        }
        return []
    }

    /// A process's state letter and parent, from `/proc/PID/stat` (after the command's parentheses).
    private func stat(of pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }

    /// Alive: there, and not a zombie waiting to be reaped.
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let state = stat(of: pid)?.state else { return false }
        return state != "Z" && state != "X"
    }

    func testATestProcessPastTheLimitIsKilledAndNamedWithWhatItWaitedFor() throws {
        let folder = try makeTemporaryDataDirectory()
        let other = try makeTemporaryDataDirectory()
        let hung = try hangingBundle(in: folder)
        let elsewhere = try hangingBundle(in: other)
        defer {
            // The stand-ins and their sleeps: nothing is left behind.
            for pid in ((try? children(of: elsewhere)) ?? []) + ((try? children(of: hung)) ?? []) {
                kill(pid, SIGKILL)
            }
            kill(elsewhere, SIGKILL)
            kill(hung, SIGKILL)
            var status: Int32 = 0
            waitpid(elsewhere, &status, 0)
            waitpid(hung, &status, 0)
        }
        let waitedOn = try XCTUnwrap(children(of: hung).first, "the stand-in's sleep")
        // One scan comes after 10 s: the hung one has run longer than 1 s by then.
        let report = folder + "/hung.log"
        let ran = try runCommand("/usr/bin/timeout", ["15", "/bin/sh", Self.script, "1", report, folder])
        XCTAssertEqual(ran.status, 124, "the watchdog runs until stopped: \(ran.stderr)")
        var status: Int32 = 0
        XCTAssertEqual(waitpid(hung, &status, WNOHANG), hung, "the hung test was killed")
        XCTAssertEqual(status & 0x7F, SIGKILL)
        XCTAssertEqual(waitpid(elsewhere, &status, WNOHANG), 0, "another folder's program is left alone")
        XCTAssertFalse(isRunning(waitedOn), "what the hung test started is killed too")
        let said = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(said.hasPrefix("tests: \(folder)/Suite.Hangs/testHangs still running after "), said)
        XCTAssertTrue(said.contains("sleep 120"), "what it waited for: \(said)")
        XCTAssertEqual(ran.stderr, said, "the report is also said as it happens")
    }
}
