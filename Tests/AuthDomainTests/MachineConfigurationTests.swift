import AuthDomain
import XCTest

@testable import AuthCommandLine

/// Issue 44 #2: the set-user-ID gate's store, data directory and session lifetime come from the
/// machine's configuration file, never from its caller; a bad file says where and starts nothing.
final class MachineConfigurationTests: XCTestCase {
    private let defaults = LaunchOptions(dataDirectory: "/home/ada/.local/share/authtui")

    func testTheFileSetsTheGatesStoreDataDirectoryAndLifetime() throws {
        let text = """
            # The gate's settings.
            data-dir = "/var/lib/authtui"   # the owner's
            remember = '12h'
            store = "postgresql://app@db.internal/authtui?sslmode=verify-full"
            """
        let options = try MachineConfiguration.apply(text, to: defaults)
        XCTAssertEqual(options.dataDirectory, "/var/lib/authtui")
        XCTAssertEqual(options.rememberFor, 12 * 3600)
        XCTAssertNotNil(options.store)
        XCTAssertEqual(try MachineConfiguration.apply("remember = 0\n", to: defaults).rememberFor, 0)
    }

    func testABadFileNamesItsLineAndProblem() {
        for (text, line, problem) in [
            (
                "data-dir = \"/var/lib/authtui\"\nimage = \"/etc/shadow\"\n", 2,
                MachineConfiguration.unknownSetting(
                    "image", MachineConfiguration.names.joined(separator: ", "))
            ),
            ("data-dir = /var/lib/authtui\n", 1, MachineConfiguration.expectedValue.text),
            ("remember = \"forever\"\n", 1, "--remember"),
            ("data-dir = \"a\"\ndata-dir = \"b\"\n", 2, MachineConfiguration.setTwice("data-dir")),
            ("[gate]\n", 1, MachineConfiguration.noTables.text),
            ("store = \"sqlite:/x\" trailing\n", 1, MachineConfiguration.trailingText("store")),
            ("data-dir = \"/var/lib/authtui\n", 1, MachineConfiguration.unclosedString.text),
        ] {
            XCTAssertThrowsError(
                try MachineConfiguration.apply(text, path: "/etc/authtui/config.toml", to: defaults)
            ) {
                let error = $0 as? ConfigurationError
                XCTAssertEqual(error?.line, line, text)
                XCTAssertTrue(
                    error?.problem.contains(problem) == true, "\(problem) in \(error?.problem ?? "")")
                XCTAssertEqual(
                    error?.message,
                    ConfigurationError.atLine("/etc/authtui/config.toml", line, error?.problem ?? ""))
            }
        }
    }

    /// The subset is TOML: every file the tests read means the same to Python's `tomllib`.
    func testTheSubsetReadsAsTOMLReadsIt() throws {
        let text = """
            data-dir = "/var/lib/a\\u00e9\\"b\\\\c"
            remember = '12h'
            # comment
            store = "sqlite:/var/lib/authtui/accounts.sqlite3" # trailing comment
            """
        let ours = try MachineConfiguration.parse(text).map { "\($0.name)=\($0.value)" }.joined(
            separator: "\n")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", "-c",
            "import sys, tomllib; d = tomllib.loads(sys.stdin.read()); print('\\n'.join(f'{k}={v}' for k, v in d.items()), end='')",
        ]
        let input = Pipe()
        let output = Pipe()
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        python.waitUntilExit()
        guard python.terminationStatus == 0 else { throw XCTSkip("python3 with tomllib (3.11+) is not here") }
        let theirs = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(ours, theirs)
    }

    /// Anyone who can start the gate chooses its arguments: it takes no option that names a
    /// file, a folder, a server or a program, nor the session lifetime, where it keeps its
    /// privilege; operators give the privilege up first, so theirs are the caller's business.
    func testAnElevatedGateRefusesEveryOptionThatNamesAPlace() throws {
        for arguments in [
            [
                "run", "--store",
                "postgresql://app@db.internal:5999/authtui?passfile=/var/lib/authtui/.pgpass", "--", "true",
            ],
            ["run", "--data-dir", "/tmp/mine", "--", "true"], ["login", "--remember", "30d"],
            ["run", "--auth-command", "/tmp/helper", "--", "true"], ["--pam", "login"],
            ["--image", "/etc/shadow"],
            ["login", "--image-url", "http://127.0.0.1/{w}"],
        ] {
            XCTAssertThrowsError(
                try LaunchOptions.parse(arguments, environment: [:], elevated: true), "\(arguments)"
            ) {
                guard case .notTakenByElevatedGate = $0 as? LaunchError else {
                    return XCTFail("\(arguments): \($0)")
                }
            }
            XCTAssertNoThrow(
                try LaunchOptions.parse(arguments, environment: [:]), "not elevated: \(arguments)")
        }
        XCTAssertNoThrow(
            try LaunchOptions.parse(
                ["accounts", "list", "--data-dir", "/var/lib/authtui"], environment: [:], elevated: true))
        XCTAssertNoThrow(
            try LaunchOptions.parse(["run", "--plain", "--", "true"], environment: [:], elevated: true))
    }
}
