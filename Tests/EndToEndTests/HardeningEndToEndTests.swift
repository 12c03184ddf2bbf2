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
}
