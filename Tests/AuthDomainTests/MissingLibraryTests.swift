import Foundation
import TestProcesses
import XCTest

@testable import AuthDomain

/// libzxcvbn is loaded on first use, not at start: a machine without it still runs the app, and a
/// new password is then refused with the reason, never accepted unchecked (fail closed). The
/// library is hidden from one process with a private mount namespace, which needs root.
final class MissingLibraryTests: XCTestCase {
    func testWithoutLibzxcvbnASignUpIsRefusedAndSaysWhy() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            throw XCTSkip("hiding a library needs root and unshare(1)")
        }
        guard let library = realpath("/usr/lib/x86_64-linux-gnu/libzxcvbn.so.0", nil) else {
            throw XCTSkip("libzxcvbn.so.0 is not where Debian puts it on x86-64")
        }
        defer { free(library) }
        let directory = try makeDataDirectory(self)
        let go = "\(directory).go"
        _ = FileManager.default.createFile(atPath: go, contents: Data())
        addTeardownBlock { try? FileManager.default.removeItem(atPath: go) }
        let text = try runCommand(
            "/usr/bin/unshare",
            [
                "-m", "sh", "-c",
                #"mount --bind /dev/null "$1" && exec "$2" signup-race "$3" ada@example.com "$4""#,
                "sh", String(cString: library), try accountsStressExecutable().path, directory, go,
            ]
        ).stdout
        XCTAssertEqual(
            text, "error Too easy to guess: its strength cannot be checked (libzxcvbn cannot be loaded)\n")
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM accounts"), [["0"]])
    }
}
