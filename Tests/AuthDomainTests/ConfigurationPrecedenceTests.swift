import AuthDomain
import Foundation
import Glibc
import XCTest

@testable import AuthCommandLine

/// Issue 42 #1: the command line wins over the environment, which wins over the person's file,
/// which wins over the machine's; a mode's table wins over the top of a file. The greeter and the
/// set-user-ID gate read the machine's file alone (issue 44 #2: nothing that names a file, a
/// folder, a server or a program may come from whoever starts the gate).
final class ConfigurationPrecedenceTests: XCTestCase {
    private static let machine = ConfigurationFile.machinePath
    private static let person = "/home/ada/.config/authtui/config.toml"
    private let environment = ["HOME": "/home/ada"]

    /// Files by path, as the reader finds them: nil, not there.
    private func reader(_ files: [String: String]) -> ConfigurationReader {
        ConfigurationReader { .success(files[$0.path]) }
    }

    private func resolve(
        _ arguments: [String], files: [String: String], environment: [String: String]? = nil,
        elevated: Bool = false
    ) throws -> ResolvedLaunch {
        try LaunchOptions.resolve(
            arguments, environment: environment ?? self.environment, elevated: elevated, files: reader(files))
    }

    private func both() throws -> [String: String] {
        [
            Self.machine: try ConfigurationFileTests.example("machine.toml"),
            Self.person: try ConfigurationFileTests.example("person.toml"),
        ]
    }

    func testThePersonsFileWinsOverTheMachinesAndTheCommandLineOverBoth() throws {
        let app = try resolve([], files: both())
        XCTAssertEqual(app.options.animation, 0, "the person's")
        XCTAssertEqual(app.origins["--animation"], .file(path: Self.person, line: 2))
        XCTAssertFalse(app.options.noLoading, "the person's false takes the machine's true back")
        XCTAssertEqual(app.origins["--no-loading"], .file(path: Self.person, line: 4))
        XCTAssertEqual(app.options.rememberFor, 7 * 86400, "the machine's, which the person left")
        XCTAssertEqual(app.origins["--remember"], .file(path: Self.machine, line: 5))
        XCTAssertEqual(app.options.dataDirectory, "/home/ada/.local/share/authtui")
        XCTAssertEqual(app.origins["--data-dir"], .defaultValue)

        let given = try resolve(["login", "--animation", "0.2", "--print", "email"], files: both())
        XCTAssertEqual(given.options.animation, 0.2)
        XCTAssertEqual(given.origins["--animation"], .commandLine)
        XCTAssertEqual(given.options.printFormat, .email)
        XCTAssertEqual(given.origins["--print"], .commandLine)
    }

    func testAModesTableWinsOverTheTopOfItsFile() throws {
        let machineOnly = [Self.machine: try ConfigurationFileTests.example("machine.toml")]
        let login = try resolve(["login"], files: machineOnly)
        XCTAssertEqual(login.options.animation, 1, "[login] over the top")
        XCTAssertEqual(login.options.printFormat, .username)
        XCTAssertEqual(
            try resolve([], files: machineOnly).options.animation, 0.5, "the app has no table here")
        // The person's top still wins over the machine's [login]: files are layered whole.
        let person = try resolve(["login"], files: both())
        XCTAssertEqual(person.options.animation, 0)
        XCTAssertEqual(person.options.printFormat, .json)
        XCTAssertEqual(person.origins["--print"], .file(path: Self.person, line: 8))
    }

    func testTheEnvironmentWinsOverTheFilesAndTheCommandLineOverIt() throws {
        var environment = self.environment
        environment["AUTHTUI_STORE"] = "sqlite:/tmp/from-environment.db"
        let fromEnvironment = try resolve(["login"], files: both(), environment: environment)
        XCTAssertEqual(fromEnvironment.options.store, .sqlite(path: "/tmp/from-environment.db"))
        XCTAssertEqual(fromEnvironment.origins["--store"], .environment("AUTHTUI_STORE"))
        let fromOption = try resolve(
            ["login", "--store", "sqlite:/tmp/given.db"], files: both(), environment: environment)
        XCTAssertEqual(fromOption.options.store, .sqlite(path: "/tmp/given.db"))
        XCTAssertEqual(fromOption.origins["--store"], .commandLine)
    }

    /// `--image` and `--image-url` (and `--pam` and `--auth-command`) are alternatives: the one
    /// set where more wins replaces the other; both in one place is still a mistake.
    func testAnAlternativeSetWhereMoreWinsReplacesTheOther() throws {
        let app = try resolve([], files: both())
        XCTAssertNil(app.options.imagePath, "the machine's image gave way to the person's image-url")
        XCTAssertEqual(app.options.imageURL, "https://img.example/{w}x{h}")
        XCTAssertEqual(app.origins["--image"], .defaultValue)
        let given = try resolve(["--image", "/mine"], files: both())
        XCTAssertEqual(given.options.imagePath, "/mine")
        XCTAssertNil(given.options.imageURL)
        let files = [
            Self.machine: "pam = \"login\"\n", Self.person: "auth-command = \"/usr/bin/who-is-it\"\n",
        ]
        XCTAssertNil(try resolve(["login"], files: files).options.pamService)
        XCTAssertThrowsError(
            try resolve(["login"], files: [Self.person: "pam = \"login\"\nauth-command = \"/bin/x\"\n"]))
        XCTAssertThrowsError(
            try resolve(["login", "--pam", "login", "--auth-command", "/bin/x"], files: [:]))
    }

    /// The greeter reads the machine's file (or the one greetd's command line names) and never a
    /// person's: whoever logs in has no say over the greeter before they have logged in.
    func testTheGreeterReadsTheMachinesFileAlone() throws {
        let greet = try resolve(["greet"], files: both())
        XCTAssertEqual(greet.files.map(\.source.path), [Self.machine])
        XCTAssertEqual(greet.files.map(\.source.trust), [.root])
        XCTAssertEqual(greet.options.animation, 0.5, "the machine's top, not the person's 0")
        XCTAssertEqual(greet.options.rebootCommand, "systemctl reboot")
        XCTAssertEqual(greet.options.dataDirectory, "/var/cache/authtui-greet-test", "[greet]")
        let named = try resolve(
            ["greet", "--config", "/etc/greetd/authtui.toml"],
            files: ["/etc/greetd/authtui.toml": "animation = 0.1\n"])
        XCTAssertEqual(
            named.files.map(\.source), [.init(path: "/etc/greetd/authtui.toml", trust: .root, isNamed: true)])
        XCTAssertEqual(named.options.animation, 0.1)
        XCTAssertEqual(named.options.dataDirectory, LaunchOptions.greeterDataDirectory)
    }

    /// A person's modes read the machine's file, then theirs; `--config FILE` reads that file alone.
    func testAPersonReadsBothFilesOrTheOneTheyName() throws {
        let login = try resolve(["login"], files: both())
        XCTAssertEqual(login.files.map(\.source.path), [Self.machine, Self.person])
        XCTAssertEqual(login.files.map(\.source.trust), [.root, .owner])
        let xdg = try resolve(["login"], files: [:], environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/x"])
        XCTAssertEqual(xdg.files.map(\.source.path), [Self.machine, "/x/authtui/config.toml"])
        let relative = try resolve(
            ["login"], files: [:], environment: ["HOME": "/h", "XDG_CONFIG_HOME": "x"])
        XCTAssertEqual(
            relative.files.last?.source.path, "/h/.config/authtui/config.toml", "XDG wants a full path")
        let named = try resolve(
            ["login", "--config", "mine.toml"], files: ["mine.toml": "print = \"json\"\n"])
        XCTAssertEqual(named.files.map(\.source), [.init(path: "mine.toml", trust: .owner, isNamed: true)])
        XCTAssertEqual(named.options.printFormat, .json)
        XCTAssertEqual(named.options.animation, AuthNavigator.defaultAnimationDuration, "no machine file")
        XCTAssertEqual(try resolve(["--help"], files: both()).files.count, 0, "help reads nothing")
    }

    /// The set-user-ID gate: the machine's top and its `[gate]` table, never a person's file, never
    /// a file its caller names, and never the `[login]` table meant for people's own logins.
    func testTheGateReadsTheMachinesTopAndGateTableAlone() throws {
        let gate = try resolve(["login"], files: both(), elevated: true)
        XCTAssertTrue(gate.isGate)
        XCTAssertEqual(gate.files.map(\.source.path), [Self.machine])
        XCTAssertEqual(gate.options.dataDirectory, "/var/lib/authtui")
        XCTAssertEqual(gate.options.rememberFor, 12 * 3600)
        XCTAssertEqual(gate.options.store, .sqlite(path: "/var/lib/authtui/accounts.sqlite3"))
        XCTAssertEqual(gate.options.animation, 0.5, "the top, not [login]'s 1")
        XCTAssertEqual(gate.options.printFormat, .email, "not [login]'s")
        XCTAssertThrowsError(
            try resolve(["login", "--config", "/etc/authtui/config.toml"], files: both(), elevated: true)
        ) {
            XCTAssertEqual($0 as? LaunchError, .notTakenByElevatedGate(option: "--config", setting: false))
        }
        // An operator through the set-user-ID copy gives the privilege up, but still reads no
        // file its caller names before it has.
        XCTAssertThrowsError(
            try resolve(["accounts", "list", "--config", "/tmp/x.toml"], files: [:], elevated: true))
        // sshd's authorized-keys keeps its tickets where the gate looks for them.
        let keys = try resolve(["authorized-keys", "/etc/ssh/keys", "ssh-ed25519", "AAAA"], files: both())
        XCTAssertEqual(keys.files.map(\.source.path), [Self.machine])
        XCTAssertEqual(keys.options.dataDirectory, "/var/lib/authtui")
    }

    /// Anyone who can start the gate chooses its arguments: it takes no option that names a
    /// file, a folder, a server or a program, nor the session lifetime, where it keeps its
    /// privilege; the machine's file sets those, in its `[gate]` table.
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
            ["login", "--config", "/etc/authtui/config.toml"],
        ] {
            XCTAssertThrowsError(
                try LaunchOptions.parse(arguments, environment: [:], elevated: true), "\(arguments)"
            ) {
                guard case .notTakenByElevatedGate(let option, let setting) = $0 as? LaunchError else {
                    return XCTFail("\(arguments): \($0)")
                }
                XCTAssertEqual(setting, option != "--config", "every one but --config has a [gate] setting")
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

    /// A mistake anywhere in a file a mode reads stops it, even in a table meant for another mode.
    func testAMistakeInAnotherModesTableStillStopsEveryMode() throws {
        let files = [Self.person: "animation = 0\n[greet]\nreboot = 5\n"]
        XCTAssertThrowsError(try resolve(["login"], files: files)) {
            guard case .configuration(let error) = $0 as? LaunchError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.path, Self.person)
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(($0 as? LaunchError)?.message, error.message)
        }
        XCTAssertNoThrow(try resolve(["greet"], files: files), "the greeter never reads it")
    }

    /// Issue 42 #3: the greeter's greeting, issue file and clock format come from its table of
    /// the machine's file as from the command line, which wins; the file's bad format stops it,
    /// naming the file and the line.
    func testTheGreetersGreetingIssueAndClockComeFromItsTable() throws {
        let file = """
            [greet]
            greeting = "Authorised users only"
            issue = true
            time-format = "%H:%M"

            """
        var greet = try resolve(["greet"], files: [Self.machine: file]).options
        XCTAssertEqual(greet.greeting, "Authorised users only")
        XCTAssertEqual(greet.issuePath, "/etc/issue")
        XCTAssertEqual(greet.timeFormat, "%H:%M")
        greet = try resolve(
            ["greet", "--issue-file", "/srv/issue", "--time-format", "%a %H:%M"], files: [Self.machine: file]
        ).options
        XCTAssertEqual(greet.issuePath, "/srv/issue", "a named file wins over /etc/issue")
        XCTAssertEqual(greet.timeFormat, "%a %H:%M", "the command line wins")
        let report = ConfigurationReport.render(try resolve(["greet"], files: [Self.machine: file]))
        XCTAssertTrue(report.contains("time-format = \"%H:%M\""), report)
        XCTAssertThrowsError(try resolve(["greet"], files: [Self.machine: "[greet]\ntime-format = \"\"\n"])) {
            guard case .configuration(let error) = $0 as? LaunchError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.line, 2)
            XCTAssertTrue(error.message.contains("time-format"), error.message)
        }
    }

    /// `--print-config` shows each setting in force with where it came from, never a password.
    func testPrintConfigShowsWhereEachSettingCameFromAndNoSecret() throws {
        var environment = self.environment
        environment["AUTHTUI_STORE"] = "postgresql://ada:env-secret@db.example/authtui"
        let resolved = try resolve(["login", "--no-loading"], files: both(), environment: environment)
        let report = ConfigurationReport.render(resolved)
        let lines = report.split(separator: "\n").map(String.init)
        func line(of name: String) -> String? { lines.first { $0.hasPrefix(name + " = ") } }
        XCTAssertEqual(lines.first, "# " + ConfigurationReport.heading("authtui login"))
        XCTAssertTrue(lines.contains("# " + ConfigurationReport.fileRead(Self.machine)), report)
        XCTAssertTrue(
            line(of: "animation")?.hasSuffix("# " + SettingOrigin.file(path: Self.person, line: 2).text)
                == true, report)
        XCTAssertTrue(line(of: "print")?.hasPrefix("print = \"json\"") == true, report)
        XCTAssertTrue(
            line(of: "no-loading")?.hasSuffix("# " + SettingOrigin.commandLine.text) == true, report)
        XCTAssertTrue(line(of: "remember")?.hasPrefix("remember = \"7d\"") == true, report)
        XCTAssertTrue(line(of: "data-dir")?.hasSuffix("# " + SettingOrigin.defaultValue.text) == true, report)
        XCTAssertTrue(
            line(of: "store")?.hasSuffix("# " + SettingOrigin.environment("AUTHTUI_STORE").text) == true,
            report)
        XCTAssertTrue(lines.contains { $0.hasPrefix("# " + ConfigurationReport.notSet("pam")) }, report)
        XCTAssertFalse(report.contains("env-secret"), report)
        XCTAssertFalse(report.contains("pass-in-file"), report)
        XCTAssertFalse(lines.contains { $0.hasPrefix("reboot") }, "the greeter's, not login's")
        // What it prints is a configuration file: without the comments, TOML this parser reads.
        XCTAssertNoThrow(try ConfigurationFile.parse(report, path: "report"))
    }

    // MARK: - The files on disk

    /// The reader checks each file as its trust asks, on real files: a person's must be theirs or
    /// root's and nobody else's to write; a missing one is nothing unless `--config` named it.
    func testAPersonsFileMustBeTheirsAndNobodyElsesToWrite() throws {
        let folder = NSTemporaryDirectory() + "authtui-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/config.toml"
        try "animation = 0\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        let reader = ConfigurationReader.system(user: getuid())
        let person = ConfigurationSource(path: path, trust: .owner, isNamed: false)
        XCTAssertEqual(try reader.read(person).get(), "animation = 0\n")
        func problem(_ source: ConfigurationSource) -> String? {
            guard case .failure(let error) = reader.read(source) else { return nil }
            XCTAssertEqual(error.path, source.path)
            XCTAssertEqual(error.line, 0, "the file itself")
            return error.problem
        }
        chmod(path, 0o622)
        XCTAssertEqual(
            problem(person),
            TrustedFileError.untrusted(path, .writableByOthersThanItsOwner(mode: 0o622)).message)
        chmod(path, 0o600)
        let missing = ConfigurationSource(path: folder + "/none.toml", trust: .owner, isNamed: false)
        XCTAssertEqual(try reader.read(missing).get(), nil)
        let named = ConfigurationSource(path: folder + "/none.toml", trust: .owner, isNamed: true)
        XCTAssertEqual(problem(named), TrustedFileError.unreadable(named.path, ENOENT).message)
        let unreadable = ConfigurationSource(path: path + "/inside", trust: .owner, isNamed: false)
        XCTAssertEqual(problem(unreadable), TrustedFileError.unreadable(unreadable.path, ENOTDIR).message)
        let folderItself = ConfigurationSource(path: folder, trust: .owner, isNamed: true)
        XCTAssertEqual(problem(folderItself), TrustedFileError.untrusted(folder, .notARegularFile).message)
        guard getuid() == 0 else { throw XCTSkip("only root can give a file to someone else") }
        chown(path, 4242, 4242)
        XCTAssertEqual(
            problem(person), TrustedFileError.untrusted(path, .notTheUsers(uid: 4242, user: 0)).message)
        // The machine's: root's alone, in folders root alone may write (NSTemporaryDirectory may
        // be /tmp, which anyone may write).
        let machine = ConfigurationSource(path: path, trust: .root, isNamed: false)
        XCTAssertNotNil(problem(machine))
    }

    /// The greeter and the gate read the machine's file only while root alone may have written it.
    func testTheMachinesFileMustBeRootsAlone() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can make files that root alone may write") }
        var template = Array("/run/authtui-config-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = String(cString: try XCTUnwrap(made))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(folder, 0o755)
        let path = folder + "/config.toml"
        try ConfigurationFileTests.example("greeter.toml").write(
            toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)
        let files = ConfigurationReader.system(user: 0)
        let greet = try LaunchOptions.resolve(["greet", "--config", path], environment: [:], files: files)
        XCTAssertEqual(greet.options.rebootCommand, "systemctl reboot")
        func assertRefused(_ problem: TrustedFileError, line: UInt = #line) {
            XCTAssertThrowsError(
                try LaunchOptions.resolve(["greet", "--config", path], environment: [:], files: files),
                line: line
            ) {
                XCTAssertEqual(
                    $0 as? LaunchError,
                    .configuration(ConfigurationError(path: path, line: 0, problem: problem.message)),
                    line: line)
            }
        }
        chmod(path, 0o666)
        assertRefused(.untrusted(path, .writableByOthers(mode: 0o666)))
        chmod(path, 0o644)
        chown(path, 4242, 0)
        assertRefused(.untrusted(path, .notRoots(uid: 4242)))
    }

    /// The greeter's session options in the machine's `[greet]` table: `env` an array of
    /// strings, the UIDs numbers, the flags booleans; a bad `KEY=VALUE` there is the file's error.
    func testTheGreetersSessionOptionsComeFromTheGreetTable() throws {
        let file = """
            [greet]
            user-menu = true
            user-menu-min-uid = 1001
            suspend = "systemctl suspend"
            hibernate = "systemctl hibernate"
            xsession-wrapper = "/usr/local/bin/xwrap"
            env = ["LANG=C.UTF-8", "EDITOR=vi"]

            """
        let greet = try resolve(["greet"], files: [Self.machine: file])
        XCTAssertTrue(greet.options.userMenu)
        XCTAssertEqual(greet.options.userMenuMinimumUID, 1001)
        XCTAssertEqual(greet.options.suspendCommand, "systemctl suspend")
        XCTAssertEqual(greet.options.hibernateCommand, "systemctl hibernate")
        XCTAssertEqual(greet.options.xsessionWrapper, "/usr/local/bin/xwrap")
        XCTAssertEqual(greet.options.sessionEnvironment, ["LANG=C.UTF-8", "EDITOR=vi"])
        let none = try resolve(["greet", "--no-xsession-wrapper"], files: [Self.machine: file])
        XCTAssertNil(none.options.xsessionWrapper, "the command line's none wins over the file's wrapper")
        XCTAssertThrowsError(
            try resolve(["greet"], files: [Self.machine: "[greet]\nenv = [\"NOT AN ASSIGNMENT\"]\n"])
        ) {
            error in
            let message = (error as? LaunchError)?.message ?? ""
            XCTAssertTrue(message.contains(Self.machine) && message.contains("KEY=VALUE"), message)
        }
        XCTAssertThrowsError(
            try resolve(["greet"], files: [Self.machine: "[greet]\nenv = \"A=1\"\nuser-menu = \"yes\"\n"]))
    }
}
