import XCTest

/// The command-line contract of the real binary (docs/command-line.md): help, version,
/// one-line errors, exit codes.
final class CommandLineEndToEndTests: XCTestCase {
    func testVersionPrintsNameAndVersionAndExitsZero() throws {
        let result = try runCommand(AuthTUIBinary.path, ["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("authtui "), result.stdout)
    }

    func testHelpListsEveryOption() throws {
        let result = try runCommand(AuthTUIBinary.path, ["--help"])
        XCTAssertEqual(result.status, 0)
        for option in [
            "--data-dir", "--no-loading", "--host-region", "--overlay-color", "--animation", "--image ",
            "--image-url", "--help", "--version", "showcase",
        ] {
            XCTAssertTrue(result.stdout.contains(option), "help mentions \(option)")
        }
    }

    func testBadOptionValueGivesOneLineNamingTheOptionAndExitsTwo() throws {
        for (arguments, option) in [
            (["--host-region", "huge"], "--host-region"), (["--overlay-color", "#12"], "--overlay-color"),
            (["--animation", "-2"], "--animation"), (["--frobnicate"], "--frobnicate"),
        ] {
            let result = try runCommand(AuthTUIBinary.path, arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(option), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }
}
