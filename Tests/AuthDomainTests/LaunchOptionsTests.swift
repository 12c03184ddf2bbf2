import XCTest

@testable import AuthCommandLine
@testable import AuthDomain

final class LaunchOptionsTests: XCTestCase {
    private let environment = ["HOME": "/home/ada"]

    private func parse(_ arguments: [String]) throws -> LaunchOptions {
        try LaunchOptions.parse(arguments, environment: environment)
    }

    private func assertRejected(_ arguments: [String], naming option: String, line: UInt = #line) {
        XCTAssertThrowsError(try parse(arguments), line: line) { error in
            let message = (error as? LaunchError)?.message ?? ""
            XCTAssertTrue(message.contains(option), "\(message) names \(option)", line: line)
            XCTAssertFalse(message.contains("\n"), "one line", line: line)
        }
    }

    /// Issue 42 #3: tuigreet's `--greeting`, `--issue` and `--time-format`, the greeter's only.
    func testGreetTakesAGreetingAnIssueFileAndAClockFormat() throws {
        let options = try parse([
            "greet", "--greeting", "Authorised users only", "--issue", "--time-format", "%a %d %b %H:%M",
        ])
        XCTAssertEqual(options.greeting, "Authorised users only")
        XCTAssertEqual(options.issuePath, "/etc/issue")
        XCTAssertEqual(options.timeFormat, "%a %d %b %H:%M")
        XCTAssertEqual(try parse(["greet", "--issue-file=/srv/issue"]).issuePath, "/srv/issue")
        XCTAssertEqual(try parse(["greet", "--issue-file", "/srv/issue", "--issue"]).issuePath, "/srv/issue")
        let plain = try parse(["greet"])
        XCTAssertNil(plain.issuePath, "no issue text unless asked")
        XCTAssertNil(plain.greeting)
        XCTAssertNil(plain.timeFormat, "the catalogue's clock unless told")
        for option in ["--greeting", "--issue", "--issue-file", "--time-format"] {
            assertRejected(["login", option] + (option == "--issue" ? [] : ["x"]), naming: option)
        }
        assertRejected(["greet", "--greeting", "  "], naming: "--greeting")
        assertRejected(["greet", "--issue-file", ""], naming: "--issue-file")
    }

    /// A clock format that gives nothing, more than fits the first row, or more than one line is
    /// refused at start, naming the option.
    func testAClockFormatThatGivesNothingOrTooMuchIsRefused() throws {
        for bad in ["", String(repeating: "%Y", count: 11), "%H%n%M", "%H\t%M"] {
            assertRejected(["greet", "--time-format", bad], naming: "--time-format")
        }
        for good in ["%H:%M", "%R", "%c", String(repeating: "%Y", count: 10), "Time: %T"] {
            XCTAssertEqual(try parse(["greet", "--time-format", good]).timeFormat, good)
        }
    }

    func testNoArgumentsRunsTheLoginAppWithDefaults() throws {
        let options = try parse([])
        XCTAssertEqual(options.command, .app)
        XCTAssertEqual(options.dataDirectory, "/home/ada/.local/share/authtui")
        XCTAssertFalse(options.noLoading)
        XCTAssertNil(options.hostRegion)
        XCTAssertNil(options.overlayColor)
        XCTAssertEqual(options.animation, 0.3)
    }

    func testDataDirectoryFollowsXDGDataHome() throws {
        let options = try LaunchOptions.parse([], environment: ["HOME": "/h", "XDG_DATA_HOME": "/x/data"])
        XCTAssertEqual(options.dataDirectory, "/x/data/authtui")
        let relative = try LaunchOptions.parse([], environment: ["HOME": "/h", "XDG_DATA_HOME": "rel"])
        XCTAssertEqual(relative.dataDirectory, "/h/.local/share/authtui", "XDG requires an absolute path")
    }

    func testEveryOptionParsesWithSpaceOrEquals() throws {
        let options = try parse([
            "--data-dir", "/tmp/d", "--no-loading", "--host-region=40x10+2+1", "--overlay-color", "#102030",
            "--animation", "0", "--image", "/pics",
        ])
        XCTAssertEqual(options.dataDirectory, "/tmp/d")
        XCTAssertTrue(options.noLoading)
        XCTAssertEqual(options.hostRegion, Rect(x: 2, y: 1, width: 40, height: 10))
        XCTAssertEqual(options.overlayColor, RGBColor(hex: 0x102030))
        XCTAssertEqual(options.animation, 0)
        XCTAssertEqual(options.imagePath, "/pics")
        XCTAssertEqual(
            try parse(["--image-url=https://img.test/{w}x{h}"]).imageURL, "https://img.test/{w}x{h}")
    }

    func testStoreTakesSQLitePathsAndPostgresURIs() throws {
        XCTAssertNil(try parse([]).store)
        XCTAssertEqual(try parse(["--store", "sqlite:/tmp/a.db"]).store, .sqlite(path: "/tmp/a.db"))
        let uri = try parse(["--store", "postgresql://ada@db.test/accounts"]).store
        guard case .postgres = uri else { return XCTFail("\(String(describing: uri))") }
    }

    func testMalformedStoreURINeverEchoesItsPassword() {
        for uri in ["postgresql://ada:s3cr%zzet@db/x", "postgresql://ada:s3cret@[db/x"] {
            XCTAssertThrowsError(try parse(["--store", uri])) { error in
                let message = (error as? LaunchError)?.message ?? ""
                XCTAssertTrue(message.contains("--store"), message)
                XCTAssertFalse(message.contains("s3cr"), message)
            }
        }
    }

    func testStoreComesFromAuthtuiStoreUnlessTheOptionGivesOne() throws {
        let environment = ["HOME": "/h", "AUTHTUI_STORE": "postgresql://ada@db.test/accounts"]
        let fromEnvironment = try LaunchOptions.parse([], environment: environment)
        XCTAssertEqual(fromEnvironment.store, .postgres(conninfo: "postgresql://ada@db.test/accounts"))
        let fromOption = try LaunchOptions.parse(["--store", "sqlite:/tmp/a.db"], environment: environment)
        XCTAssertEqual(fromOption.store, .sqlite(path: "/tmp/a.db"))
        XCTAssertThrowsError(
            try LaunchOptions.parse([], environment: ["AUTHTUI_STORE": "postgresql://ada:pw%zz1@db/x"])
        ) { error in
            let message = (error as? LaunchError)?.message ?? ""
            XCTAssertTrue(message.contains("AUTHTUI_STORE"), message)
            XCTAssertFalse(message.contains("pw%zz1"), message)
        }
    }

    func testBadStoreNamesTheOptionButNeverEchoesTheValue() {
        XCTAssertThrowsError(try parse(["--store", "mysql://ada:hunter2@db/x"])) { error in
            let message = (error as? LaunchError)?.message ?? ""
            XCTAssertTrue(message.contains("--store"), message)
            XCTAssertFalse(message.contains("hunter2"), message)
        }
    }

    func testShowcaseHelpAndVersionCommands() throws {
        XCTAssertEqual(try parse(["showcase"]).command, .showcase)
        XCTAssertEqual(try parse(["showcase", "--animation", "1"]).animation, 1)
        XCTAssertEqual(try parse(["--help"]).command, .help)
        XCTAssertEqual(try parse(["--version"]).command, .version)
    }

    func testBadValuesNameTheOption() {
        assertRejected(["--host-region", "big"], naming: "--host-region")
        assertRejected(["--host-region", "0x5+1+1"], naming: "--host-region")
        assertRejected(["--overlay-color", "red"], naming: "--overlay-color")
        assertRejected(["--animation", "-1"], naming: "--animation")
        assertRejected(["--animation", "nan"], naming: "--animation")
        assertRejected(["--animation", "fast"], naming: "--animation")
        assertRejected(["--image-url", "ftp://x/{w}"], naming: "--image-url")
        assertRejected(["--data-dir", ""], naming: "--data-dir")
        assertRejected(["--no-loading=yes"], naming: "--no-loading")
        assertRejected(["--image", "/pics", "--image-url", "https://x/{w}"], naming: "--image-url")
    }

    func testAnimationAcceptsZeroToTenSecondsAndNothingBeyond() throws {
        XCTAssertEqual(try parse(["--animation", "0"]).animation, 0)
        XCTAssertEqual(try parse(["--animation", "10"]).animation, 10)
        assertRejected(["--animation", "10.5"], naming: "--animation")
        assertRejected(["--animation", "inf"], naming: "--animation")
    }

    func testMissingValueUnknownOptionAndStrayArgumentAreRejected() {
        assertRejected(["--data-dir"], naming: "--data-dir")
        assertRejected(["--colour", "x"], naming: "--colour")
        assertRejected(["signin"], naming: "signin")
        assertRejected(["login", "extra"], naming: "extra")
    }

    func testEveryOptionHasAHelpLine() {
        let names = LaunchOption.table.map(\.name)
        for required in [
            "--data-dir", "--no-loading", "--host-region", "--overlay-color", "--animation", "--image",
            "--image-url", "--store", "--help", "--version",
        ] {
            XCTAssertTrue(names.contains(required), required)
        }
        XCTAssertTrue(LaunchOption.table.allSatisfy { !$0.summary.english.isEmpty })
    }

    func testLoginTakesItsPrintFormatAndAsk() throws {
        let options = try parse(["login", "--print", "json", "--ask"])
        XCTAssertEqual(options.command, .login)
        XCTAssertEqual(options.printFormat, .json)
        XCTAssertTrue(options.ask)
        XCTAssertEqual(try parse(["login"]).printFormat, .email, "the email by default")
        assertRejected(["login", "--print", "xml"], naming: "--print")
    }

    func testRunTakesEverythingAfterTheSeparatorAsTheCommand() throws {
        let options = try parse(["run", "--logout-after", "--no-loading", "--", "sh", "-c", "echo --help"])
        XCTAssertEqual(options.command, .run(command: ["sh", "-c", "echo --help"]))
        XCTAssertTrue(options.logoutAfter)
        XCTAssertTrue(options.noLoading)
    }

    func testRunWithoutACommandOrWithoutTheSeparatorIsAUsageError() {
        XCTAssertThrowsError(try parse(["run"])) { XCTAssertEqual($0 as? LaunchError, .missingCommand) }
        XCTAssertThrowsError(try parse(["run", "--"])) { XCTAssertEqual($0 as? LaunchError, .missingCommand) }
        assertRejected(["run", "ls"], naming: "--")
    }

    func testGreetStartsTheGivenCommandOrOffersTheInstalledSessions() throws {
        let given = try parse([
            "greet", "--reboot", "systemctl reboot", "--plain", "--", "sway", "--unsupported-gpu",
        ])
        XCTAssertEqual(given.command, .greet(command: ["sway", "--unsupported-gpu"]))
        XCTAssertEqual(given.rebootCommand, "systemctl reboot")
        XCTAssertNil(given.powerOffCommand, "no power action unless the administrator configures one")
        XCTAssertTrue(given.plain)
        XCTAssertEqual(try parse(["greet"]).command, .greet(command: []))
        XCTAssertEqual(try parse(["greet", "--"]).command, .greet(command: []))
        XCTAssertEqual(try parse(["greet", "--power-off=poweroff"]).powerOffCommand, "poweroff")
        assertRejected(["greet", "sway"], naming: "authtui greet -- sway")
        assertRejected(["greet", "--reboot", ""], naming: "--reboot")
        assertRejected(["login", "--power-off", "poweroff"], naming: "--power-off")
        assertRejected(["greet", "--print", "json"], naming: "--print")
    }

    /// Issue 42 #3: suspend and hibernate as reboot and power off; the user menu and its UIDs;
    /// the X11 wrapper (tuigreet's default, another, or none); the sessions' environment.
    func testGreetTakesItsSessionAndUserMenuOptions() throws {
        let options = try parse([
            "greet", "--suspend", "systemctl suspend", "--hibernate=systemctl hibernate", "--user-menu",
            "--user-menu-min-uid", "1001", "--user-menu-max-uid=1999", "--xsession-wrapper",
            "/usr/bin/xinit-wrap",
            "--env", "LANG=de_DE.UTF-8", "--env", "EMPTY=", "--env=PATH_EXTRA=/opt/bin:/x=y",
        ])
        XCTAssertEqual(options.suspendCommand, "systemctl suspend")
        XCTAssertEqual(options.hibernateCommand, "systemctl hibernate")
        XCTAssertTrue(options.userMenu)
        XCTAssertEqual(options.userMenuMinimumUID, 1001)
        XCTAssertEqual(options.userMenuMaximumUID, 1999)
        XCTAssertEqual(options.xsessionWrapper, "/usr/bin/xinit-wrap")
        XCTAssertEqual(
            options.sessionEnvironment, ["LANG=de_DE.UTF-8", "EMPTY=", "PATH_EXTRA=/opt/bin:/x=y"])
        let defaults = try parse(["greet"])
        XCTAssertNil(defaults.suspendCommand)
        XCTAssertFalse(defaults.userMenu)
        XCTAssertNil(defaults.userMenuMinimumUID, "login.defs decides")
        XCTAssertEqual(defaults.xsessionWrapper, "startx /usr/bin/env", "tuigreet's default")
        XCTAssertEqual(defaults.sessionEnvironment, [])
        XCTAssertNil(try parse(["greet", "--no-xsession-wrapper"]).xsessionWrapper)
        assertRejected(
            ["greet", "--xsession-wrapper", "x", "--no-xsession-wrapper"], naming: "--no-xsession-wrapper")
        assertRejected(["greet", "--suspend", ""], naming: "--suspend")
        assertRejected(["greet", "--user-menu-min-uid", "-1"], naming: "--user-menu-min-uid")
        assertRejected(["greet", "--user-menu-max-uid", "lots"], naming: "--user-menu-max-uid")
        assertRejected(["login", "--user-menu"], naming: "--user-menu")
    }

    /// `--env` takes what `pam_putenv` takes and nothing that would break the environment: a
    /// name of letters, digits and `_` not starting with a digit, then `=`, then one line.
    func testABadEnvironmentAssignmentIsRefusedWithWhatIsExpected() {
        for bad in ["NOEQUALS", "=value", "1ABC=x", "A-B=x", "A B=x", "Ä=x", "A=line\nbreak", "A=\u{1B}[2J"] {
            assertRejected(["greet", "--env", bad], naming: "--env")
            XCTAssertThrowsError(try parse(["greet", "--env", bad])) { error in
                XCTAssertTrue(
                    ((error as? LaunchError)?.message ?? "").contains("KEY=VALUE"), "says what is expected")
            }
        }
        XCTAssertEqual(try parse(["greet", "--env", "_A1=x"]).sessionEnvironment, ["_A1=x"])
    }

    func testGreetTakesAUserNameInAdvanceButNotOneThatCouldBreakALine() throws {
        XCTAssertEqual(try parse(["greet", "--user", "alice"]).greetUser, "alice")
        XCTAssertEqual(try parse(["greet", "--user=kiosk.user"]).greetUser, "kiosk.user")
        XCTAssertNil(try parse(["greet"]).greetUser, "no user in advance unless given")
        for bad in ["", "two words", "a:b", "eve\u{1B}[2J"] {
            assertRejected(["greet", "--user", bad], naming: "--user")
        }
        assertRejected(["login", "--user", "alice"], naming: "--user")
    }

    func testTheGreeterRemembersInItsCacheDirectoryUnlessTold() throws {
        // The greeter's user (Debian's _greetd) has no home of its own to write to.
        XCTAssertEqual(try parse(["greet"]).dataDirectory, "/var/cache/authtui-greet")
        XCTAssertEqual(try parse(["greet", "--data-dir", "/srv/greeter"]).dataDirectory, "/srv/greeter")
        XCTAssertEqual(try parse(["login"]).dataDirectory, "/home/ada/.local/share/authtui")
    }

    func testAnOptionOfAnotherSubcommandIsRefused() {
        assertRejected(["--print", "json"], naming: "--print")
        assertRejected(["login", "--logout-after"], naming: "--logout-after")
        assertRejected(["showcase", "--ask"], naming: "--ask")
    }

    func testRememberTakesZeroOrADurationUpToThirtyDays() throws {
        XCTAssertEqual(try parse(["run", "--remember", "12h", "--", "sh"]).rememberFor, 12 * 3600)
        XCTAssertEqual(try parse(["--remember=0"]).rememberFor, 0)
        XCTAssertEqual(try parse(["login", "--remember", "30d"]).rememberFor, 30 * 86400)
        XCTAssertNil(try parse([]).rememberFor)
        assertRejected(["--remember", "31d"], naming: "--remember")
        assertRejected(["--remember", "12"], naming: "--remember")
        assertRejected(["--remember", "-1h"], naming: "--remember")
        assertRejected(["accounts", "list", "--remember", "1h"], naming: "--remember")
    }

    func testAuditTakesItsActionsAndTheirOptions() throws {
        let listed = try parse([
            "audit", "list", "--account", "ada@x.io", "--since", "2026-12-01T22:00Z", "--json",
        ])
        XCTAssertEqual(listed.command, .operate(OperatorAction.actions(of: .audit)[1], argument: nil))
        XCTAssertEqual(listed.auditAccount, "ada@x.io")
        XCTAssertEqual(listed.auditSince, "2026-12-01T22:00Z")
        XCTAssertTrue(listed.json)
        XCTAssertEqual(try parse(["audit", "prune", "--before", "90d"]).auditBefore, "90d")
        XCTAssertEqual(
            try parse(["accounts", "revoke", "ada@x.io", "--session", "0123456789ab"]).sessionIdentifier,
            "0123456789ab")
        assertRejected(["audit", "list", "--since", "yesterday"], naming: "--since")
        assertRejected(["audit", "list", "--since", "2026-13-01"], naming: "--since")
        assertRejected(["audit", "prune", "--before", "soon"], naming: "--before")
        assertRejected(["accounts", "revoke", "ada@x.io", "--session", "abc"], naming: "--session")
        assertRejected(["accounts", "list", "--json"], naming: "--json")
        XCTAssertThrowsError(try parse(["audit", "frobnicate"]))
    }

    func testSinceReadsUTCDatesTimesAndAges() {
        XCTAssertEqual(SecurityEventLine.time(parsing: "2026-12-01", now: 0), 1_796_083_200)
        XCTAssertEqual(SecurityEventLine.time(parsing: "2026-12-01T22:30Z", now: 0), 1_796_164_200)
        XCTAssertEqual(SecurityEventLine.time(parsing: "2026-12-01T22:30:15", now: 0), 1_796_164_215)
        XCTAssertEqual(SecurityEventLine.time(parsing: "24h", now: 100_000), 13_600)
        XCTAssertNil(SecurityEventLine.time(parsing: "2026-12-01T", now: 0))
        XCTAssertNil(SecurityEventLine.time(parsing: "2026-12-01T25:00", now: 0))
        XCTAssertNil(SecurityEventLine.time(parsing: "1h30m", now: 0))
    }
}
