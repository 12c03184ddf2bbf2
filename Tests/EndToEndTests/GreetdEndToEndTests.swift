import Foundation
import XCTest

/// `authtui greet` as the greeter of the real greetd daemon on a free virtual console: typed
/// through `TIOCSTI` on `/dev/ttyN`, read back from `/dev/vcsaN` (characters and colours), a
/// real user whose password the test set, authenticated by greetd's own PAM service
/// (`/etc/pam.d/greetd`), and a session that must run as that user.
final class GreetdEndToEndTests: XCTestCase {
    private static let greetd = "/usr/sbin/greetd"

    /// One greetd on a free console for a test: its folder (`out/` is writable by the session),
    /// the greeter's memory directory, a real user.
    private struct Setup {
        let console: GreetdConsole
        let user: TestUser
        let directory: String
        var output: String { directory + "/out" }
        var memory: String { directory + "/memory" }
        /// The greeter's `XDG_DATA_DIRS`: desktop entries go in its `wayland-sessions`.
        var sessionData: String { directory + "/share" }
    }

    private func setUp(password: String) throws -> Setup {
        let console = try GreetdConsole.claim()
        addTeardownBlock { console.release() }
        let user = try TestUser.create(password: password)
        addTeardownBlock { user.delete() }
        let directory = try makeTemporaryDataDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        let setup = Setup(console: console, user: user, directory: directory)
        try FileManager.default.createDirectory(atPath: setup.output, withIntermediateDirectories: false)
        chmod(setup.output, 0o1777)
        // The greeter's memory: a directory of its own user, as docs/greeter.md tells an administrator.
        try runChecked(
            "/usr/bin/install", ["-d", "-o", "_greetd", "-g", "_greetd", "-m", "0700", setup.memory])
        return setup
    }

    /// greetd started as systemd starts it (an environment of PATH only, so greetd gives its
    /// greeter `TERM=linux`), with `greeter` (arguments after `authtui greet`) as its greeter.
    private func startGreetd(
        _ setup: Setup, greeter: String, environment: [String] = [], language: String = "en"
    ) throws {
        // The desktop entries are the test's own (`installDesktopEntry`): what other programs
        // left in the system's session folders changes nothing here.
        let command =
            "env LANGUAGE=\(language) XDG_DATA_DIRS=\(setup.sessionData) \(AuthTUIBinary.path) greet --data-dir \(setup.memory) --animation 0 \(greeter) "
            + "2>>\(setup.output)/greeter-stderr"
        let daemon = try Greetd.start(
            console: setup.console.number, greeter: command, in: setup.directory,
            environment: ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"] + environment)
        addTeardownBlock { daemon.stop(user: setup.user.name) }
    }

    func testGreetdSignsInAUserWhosePasswordWasSetAndTheGreeterRemembersThemAfterItsRestart() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        try startGreetd(setup, greeter: "-- sh -c 'id -un > \(output)/who; echo $TERM > \(output)/term'")

        var screen = try console.waitFor(Translation.english("system.user"))
        // The Linux console: the sheets in the 8-colour theme, light grey with a blue border.
        let label = try XCTUnwrap(screen.find(Translation.english("system.user")))
        XCTAssertEqual(
            screen.background(at: label), 7, "the sheet is light grey on the console:\n\(screen.text)")
        XCTAssertTrue(screen.text.contains("┌─ Log in"), screen.text)
        XCTAssertTrue(screen.text.contains("[ Next ]"), screen.text)

        try console.type(user.name + "\r")
        screen = try console.waitFor("Password:")
        XCTAssertTrue(
            try screen.text.contains(Translation.englishThrough("greeter.logging-in-as", user.name)),
            screen.text)
        try console.type("not-the-password")
        usleep(300_000)
        XCTAssertFalse(
            try console.screen().text.contains("not-the-password"), "a secret greetd asks for is hidden")
        try console.type("\r")
        screen = try console.waitFor(Translation.english("system.failure"), timeout: 15)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: output + "/who"), "a wrong password starts nothing")

        try console.type(user.password + "\r")
        XCTAssertEqual(
            try waitForFile(output + "/who"), user.name + "\n", "the session runs as the user who signed in")
        XCTAssertEqual(
            try waitForFile(output + "/term"), "linux\n", "greetd gave the console's terminal type")

        // The session ended; greetd starts the greeter again, which remembers who it was.
        screen = try console.waitFor(
            Translation.englishThrough("greeter.logging-in-as", user.name), timeout: 15)
        XCTAssertTrue(screen.text.contains("Password:"), screen.text)
        XCTAssertFalse(screen.text.contains(user.password), screen.text)
        let remembered = try String(contentsOfFile: setup.memory + "/greeter-memory", encoding: .utf8)
        XCTAssertEqual(remembered, "user\t\(user.name)\nsession\t\(user.name)\tcommand\n")
        let stderr = (try? String(contentsOfFile: output + "/greeter-stderr", encoding: .utf8)) ?? ""
        XCTAssertEqual(stderr, "", "the greeter said nothing on standard error")
    }

    /// Issue 39: on the Linux console the greeter speaks German, whose letters the console font
    /// has.
    func testTheGreeterSpeaksGermanOnTheConsole() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        try startGreetd(setup, greeter: "-- true", language: "de")
        let userName = try Translation.of("system.user", in: "de")
        let screen = try setup.console.waitFor(userName)
        try setup.console.keepShot("console-de")
        XCTAssertTrue(screen.text.contains(try Translation.of("system.log-in", in: "de")), screen.text)
        XCTAssertFalse(try screen.text.contains(Translation.english("system.user")), screen.text)
    }

    /// Issue 39: with a console font that has Cyrillic letters (its Unicode map says so), the
    /// greeter speaks Russian there; read back as the characters the console was given.
    func testTheGreeterSpeaksRussianOnAConsoleWhoseFontHasCyrillic() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        try setup.console.useFont("LatArCyrHeb-16", in: self)
        try startGreetd(setup, greeter: "-- true", language: "ru")
        let userName = try Translation.of("system.user", in: "ru")
        try setup.console.waitFor("'\(userName)'") { _ in
            (try? setup.console.unicodeText().contains(userName)) == true
        }
        let text = try setup.console.unicodeText()
        try setup.console.keepShot("console-ru")
        XCTAssertTrue(text.contains(try Translation.of("system.log-in", in: "ru")), text)
        XCTAssertFalse(text.contains("User name"), text)
    }

    /// Japanese, which no console font can draw, falls back to English there.
    func testJapaneseFallsBackToEnglishOnTheConsole() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        try startGreetd(setup, greeter: "-- true", language: "ja")
        let screen = try setup.console.waitFor(Translation.english("system.user"))
        try setup.console.keepShot("console-ja-falls-back")
        XCTAssertFalse(screen.text.contains(try Translation.of("system.user", in: "ja")), screen.text)
    }

    /// Issue 42: the theme on greetd's command line is what the console shows, in its own 8
    /// colours: classic's grey sheet over dialog's blue (VGA 7 and 1, black text), its host (the
    /// key hints' row) blue too, where the default theme's is black.
    func testTheGreeterDrawsTheClassicThemeOnTheConsole() throws {
        try assertGreeterTheme("classic", backdrop: 1, sheet: 7, ink: 0, host: 1)
    }

    /// The same for the high-contrast theme: light grey text on a black sheet over black.
    func testTheGreeterDrawsTheHighContrastThemeOnTheConsole() throws {
        try assertGreeterTheme("high-contrast", backdrop: 0, sheet: 0, ink: 7, host: 0)
    }

    /// The greeter started with `--theme THEME`: the first label's cell has `sheet` behind `ink`,
    /// the start of its row `backdrop` (the scrim), the last row `host` (VGA colour numbers: 0
    /// black, 1 blue, 7 grey).
    private func assertGreeterTheme(
        _ theme: String, backdrop: UInt8, sheet: UInt8, ink: UInt8, host: UInt8, line: UInt = #line
    ) throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        try startGreetd(setup, greeter: "--theme \(theme) -- true")
        let label = try Translation.english("system.user")
        let screen = try setup.console.waitFor(label)
        let cell = try XCTUnwrap(screen.find(label), screen.text, line: line)
        XCTAssertEqual(screen.background(at: cell), sheet, "the sheet", line: line)
        XCTAssertEqual(screen.foreground(at: cell), ink, "its label", line: line)
        let left = cell - cell % screen.columns
        XCTAssertEqual(screen.background(at: left), backdrop, "the backdrop beside the sheet", line: line)
        XCTAssertEqual(
            screen.background(at: (screen.rows - 1) * screen.columns), host, "the hint row", line: line)
        try setup.console.keepShot("console-theme-\(theme)")
    }

    /// Issue 42 #3, set in the greeter's table of its configuration file: an issue file the test
    /// wrote, its escapes expanded from the machine and the console; the greeting; the clock in
    /// its format; and Caps Lock beside the password once the console's keyboard has it on
    /// (`KDSKBLED`, as its key would), gone once it is off again.
    func testTheIssueFileGreetingClockFormatAndCapsLockShowOnTheConsole() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let console = setup.console
        let issue = setup.directory + "/issue"
        try "Machine \\n on \\l (\\s \\m)\n\\e{red}[\\\\] \\S{AUTHTUI_NO_SUCH_VARIABLE}end\n".write(
            toFile: issue, atomically: true, encoding: .utf8)
        chmod(issue, 0o644)
        // The greeter reads a configuration file only in folders root alone may write: not /tmp.
        let folder = "/run/authtui-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = folder + "/authtui.toml"
        try """
        [greet]
        greeting = "Authorised users only"
        issue-file = "\(issue)"
        time-format = "%Y-%m-%d %H:%M"

        """.write(toFile: configuration, atomically: true, encoding: .utf8)
        chmod(configuration, 0o644)
        try startGreetd(setup, greeter: "--config \(configuration) -- true")

        var screen = try console.waitFor(Translation.english("system.user"))
        var names = utsname()
        uname(&names)
        let node = withUnsafeBytes(of: names.nodename) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let machine = withUnsafeBytes(of: names.machine) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        XCTAssertTrue(
            screen.text.contains("Machine \(node) on tty\(console.number) (Linux \(machine))"),
            "the issue file, expanded:\n\(screen.text)")
        XCTAssertTrue(
            screen.text.contains("[\\] end"), "a backslash, no colour, no variable:\n\(screen.text)")
        XCTAssertTrue(screen.text.contains("Authorised users only"), screen.text)
        let firstRow = String(screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let today = String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
        XCTAssertNotNil(
            // The last column is the backdrop's (a picture's half block once it has loaded).
            firstRow.range(of: "\(today) [0-2][0-9]:[0-5][0-9].?$", options: .regularExpression),
            "the clock in its format, today: \(firstRow)")
        try console.keepShot("console-issue")

        try console.type(setup.user.name + "\r")
        screen = try console.waitFor("Password:")
        let capsLock = try Translation.english("keyboard.caps-lock")
        XCTAssertFalse(screen.text.contains(capsLock), "off at first:\n\(screen.text)")
        let flags = try console.keyboardFlags()
        addTeardownBlock { try? console.setKeyboardFlags(flags) }
        try console.setKeyboardFlags(flags | GreetdConsole.capsLock)
        screen = try console.waitFor(capsLock, timeout: 5)
        let field = try XCTUnwrap(screen.find("Password:"))
        let warning = try XCTUnwrap(screen.find(capsLock))
        XCTAssertEqual(
            warning / screen.columns, field / screen.columns + 1, "under the password:\n\(screen.text)")
        try console.keepShot("console-caps-lock")
        try console.setKeyboardFlags(flags & ~GreetdConsole.capsLock)
        try console.waitFor("Caps Lock gone", timeout: 5) { !$0.text.contains(capsLock) }
    }

    /// `--plain` on the console: the same conversation a line at a time, the password never
    /// echoed, the session started as the user.
    func testThePlainGreeterAsksLineByLineOnTheConsole() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        try startGreetd(
            setup, greeter: "--plain --greeting Authorised-users-only -- sh -c 'id -un > \(output)/who'")
        let asked = try console.waitFor(Translation.english("system.user") + ":")
        let greeting = try XCTUnwrap(
            asked.find("Authorised-users-only"), "the greeting first:\n\(asked.text)")
        XCTAssertLessThan(
            greeting, try XCTUnwrap(asked.find(Translation.english("system.user") + ":")),
            "printed before the first question:\n\(asked.text)")
        try console.type(user.name + "\r")
        var screen = try console.waitFor("Password:")
        XCTAssertTrue(
            try screen.text.contains(Translation.english("greeter.logging-in-as", user.name)), screen.text)
        try console.type(user.password + "\r")
        screen = try console.waitFor(Translation.shown("line.choose"))
        XCTAssertFalse(screen.text.contains(user.password), "a secret is never echoed:\n\(screen.text)")
        try console.type("\r")
        XCTAssertEqual(try waitForFile(output + "/who"), user.name + "\n")
    }

    /// With no command the sessions come from the desktop entries (one the test installs in the
    /// `wayland-sessions` of the greeter's `XDG_DATA_DIRS`) and the plain shell; each user's last session is the next
    /// default; Esc at the session step gives the attempt up.
    func testSessionsComeFromTheDesktopEntriesAndEachUsersLastOneIsTheDefault() throws {
        let shell = try Translation.english("greeter.session.shell")
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        let entry = try installDesktopEntry(
            setup, name: "Authtui test desktop", exec: "sh -c 'echo $XDG_SESSION_TYPE > \(output)/desktop'")
        try startGreetd(setup, greeter: "")

        try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        try console.waitFor("Password:")
        try console.type(user.password + "\r")
        var screen = try console.waitFor(Translation.english("greeter.session.title"))
        XCTAssertTrue(
            try screen.text.contains(Translation.english("greeter.session.which", user.name)), screen.text)
        XCTAssertTrue(
            screen.text.contains("[ \(shell) ]"), "the plain shell is always offered:\n\(screen.text)")
        XCTAssertTrue(
            screen.text.contains("[ \(entry.name) ]"), "the desktop entry is offered:\n\(screen.text)")
        // Shift-Tab from the first session wraps to the last one: the shell.
        try console.focus("[ \(shell) ]")
        try console.type("\r")
        try console.waitFor("$", timeout: 15)
        try console.type("id -un > \(output)/who; exit\r")
        XCTAssertEqual(try waitForFile(output + "/who"), user.name + "\n", "the shell is the user's")

        // The greeter again: the user is remembered, and so is their session, now the default.
        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", user.name), timeout: 15)
        try console.type(user.password + "\r")
        screen = try console.waitFor(Translation.english("greeter.session.title"))
        let shellPlace = try XCTUnwrap(screen.text.range(of: "[ \(shell) ]"))
        let desktop = try XCTUnwrap(screen.text.range(of: "[ \(entry.name) ]"))
        XCTAssertLessThan(
            shellPlace.lowerBound, desktop.lowerBound, "the last session comes first:\n\(screen.text)")
        // Esc gives this attempt up: the user name is asked again.
        try console.type("\u{1B}")
        screen = try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        try console.waitFor("Password:")
        try console.type(user.password + "\r")
        try console.waitFor(Translation.english("greeter.session.title"))
        try console.focus("[ \(entry.name) ]")
        try console.type("\r")
        XCTAssertEqual(
            try waitForFile(output + "/desktop"), "wayland\n", "a Wayland entry runs with its session type")
        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", user.name), timeout: 15)
        let remembered = try String(contentsOfFile: setup.memory + "/greeter-memory", encoding: .utf8)
        XCTAssertEqual(
            remembered, "user\t\(user.name)\nsession\t\(user.name)\twayland/\(entry.file)\n",
            "the session chosen last is remembered")
    }

    /// A Wayland desktop entry for one test (`more` adds its lines), in the test's own session
    /// folder (the greeter's `XDG_DATA_DIRS`), removed with the test's folder.
    private func installDesktopEntry(
        _ setup: Setup, name: String, exec: String, more: String = "", number: Int = 0
    ) throws -> (name: String, file: String) {
        let folder = setup.sessionData + "/wayland-sessions"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = "authtui-e2e-\(number).desktop"
        try "[Desktop Entry]\nName=\(name)\nExec=\(exec)\nType=Application\n\(more)".write(
            toFile: "\(folder)/\(file)", atomically: true, encoding: .utf8)
        return (name, file)
    }

    /// `--user NAME`: the greeter opens on that user's password, and Esc lets another user in.
    func testAUserGivenInAdvanceIsAskedTheirPasswordAtOnceAndEscLetsAnotherUserIn() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        try startGreetd(setup, greeter: "--user kiosk -- sh -c 'id -un > \(output)/who'")
        var screen = try console.waitFor(Translation.english("greeter.logging-in-as", "kiosk"))
        XCTAssertTrue(screen.text.contains("Password:"), screen.text)
        XCTAssertFalse(
            try screen.text.contains(Translation.english("system.user")),
            "no user name is asked first:\n\(screen.text)")
        try console.type("\u{1B}")
        screen = try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", user.name))
        try console.type(user.password + "\r")
        XCTAssertEqual(try waitForFile(output + "/who"), user.name + "\n", "another user signed in")
    }

    /// The memory is the greeter's only when its user wrote it: one written by root is not used,
    /// and the console says so (not only greetd's log).
    func testAMemoryWrittenByAnotherUserIsSaidOnTheConsoleAndItsUserNotOffered() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let console = setup.console
        let file = setup.memory + "/greeter-memory"
        try "user\troot\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o644)
        try startGreetd(setup, greeter: "-- true")
        // The line wraps in the sheet: it is compared with the sheet's rows joined, without spaces.
        let expected = try Translation.english(
            "greeter.memory.not-trusted", file, "written by another user (uid 0,"
        ).filter { !$0.isWhitespace }
        let screen = try console.waitFor("the greeter's word on its memory") { screen in
            screen.sheetText.filter { !$0.isWhitespace }.contains(expected)
        }
        XCTAssertTrue(try screen.text.contains(Translation.english("system.user")), screen.text)
        XCTAssertFalse(
            screen.text.contains(try Translation.englishThrough("greeter.logging-in-as", "root")),
            "root's name is not offered:\n\(screen.text)")
        let stderr = (try? String(contentsOfFile: setup.output + "/greeter-stderr", encoding: .utf8)) ?? ""
        XCTAssertTrue(
            try stderr.contains(
                Translation.english("greeter.memory.not-trusted", file, "written by another user")), stderr)
    }

    /// Eight sessions on the 80x25 console: one a row, each reachable with Tab; entries whose
    /// TryExec program is missing, or that are hidden, are not among them.
    func testEightSessionsShowOnTheConsoleEachReachableAndNotTheUninstalledOrHidden() throws {
        let shell = try Translation.english("greeter.session.shell")
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        var names: [String] = []
        for number in 1...7 {
            let exec = "sh -c 'echo \(number) > \(output)/desktop'"
            names.append(
                try installDesktopEntry(setup, name: "Authtui desktop \(number)", exec: exec, number: number)
                    .name)
        }
        _ = try installDesktopEntry(
            setup, name: "Authtui uninstalled", exec: "true", more: "TryExec=/nonexistent/authtui-session\n",
            number: 8)
        _ = try installDesktopEntry(
            setup, name: "Authtui hidden", exec: "true", more: "NoDisplay=true\n", number: 9)
        try startGreetd(setup, greeter: "")
        try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        try console.waitFor("Password:")
        try console.type(user.password + "\r")
        let screen = try console.waitFor(Translation.english("greeter.session.title"))
        XCTAssertEqual(screen.rows, 25, "the console is 80x25")
        for name in names + [shell] {
            XCTAssertTrue(screen.text.contains("[ \(name) ]"), "\(name) shows:\n\(screen.text)")
        }
        XCTAssertFalse(screen.text.contains("uninstalled") || screen.text.contains("hidden"), screen.text)
        for name in names + [shell] { try console.focus("[ \(name) ]") }
        try console.focus("[ \(names[6]) ]")
        try console.type("\r")
        XCTAssertEqual(try waitForFile(output + "/desktop"), "7\n", "the seventh desktop started")
    }

    /// Issue 42 #3 on the real console: the user menu lists the two test users (the range given
    /// as their UIDs, so the machine's other people stay out of it), the remembered one first;
    /// ↓ and Enter choose the other; the sessions show the X11 entry marked, ↓/↑ move through
    /// them, and the X11 entry starts through the configured wrapper, which records the words it
    /// was called with and the environment `--env` and the session's type gave it.
    func testTheUserMenuAndAnX11SessionThroughItsWrapperWithTheConfiguredEnvironment() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, first, output) = (setup.console, setup.user, setup.output)
        let second = try TestUser.create(password: "staple-horse-battery-7", suffix: "b")
        addTeardownBlock { second.delete() }
        let uids = try [first, second].map { user in try XCTUnwrap(getpwnam(user.name)).pointee.pw_uid }
        // The second user logged in last: the greeter opens on them, and the menu puts them first.
        let memory = setup.memory + "/greeter-memory"
        try "user\t\(second.name)\n".write(toFile: memory, atomically: false, encoding: .utf8)
        try runChecked("/bin/chown", ["_greetd:_greetd", memory])
        chmod(memory, 0o600)
        _ = try installDesktopEntry(setup, name: "Authtui Wayland desktop", exec: "true")
        let xFolder = setup.sessionData + "/xsessions"
        try FileManager.default.createDirectory(atPath: xFolder, withIntermediateDirectories: true)
        try "[Desktop Entry]\nName=Authtui X desktop\nExec=authtui-x-session --flag %U\nType=Application\n"
            .write(toFile: xFolder + "/authtui-e2e-x.desktop", atomically: true, encoding: .utf8)
        // The wrapper: each word it was given on a line, then the variables the test looks for.
        let wrapper = setup.directory + "/xwrap"
        try """
        #!/bin/sh
        { printf '%s\\n' "$@"; echo --; env | grep -E '^(XDG_SESSION_TYPE|AUTHTUI_E2E[A-Z_]*)=' | sort; } > \(output)/xwrap.tmp
        mv \(output)/xwrap.tmp \(output)/xwrap

        """.write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        try startGreetd(
            setup,
            greeter: "--user-menu --user-menu-min-uid \(uids.min()!) --user-menu-max-uid \(uids.max()!) "
                + "--xsession-wrapper '\(wrapper) --from-test' --env AUTHTUI_E2E=hello "
                + "--env 'AUTHTUI_E2E_SPACED=two words' --suspend 'touch \(output)/suspended' --hibernate true"
        )

        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", second.name))
        try console.type("\u{1B}")
        var screen = try console.waitFor(Translation.english("greeter.user-menu.who"))
        try console.keepShot("console-user-menu")
        let secondButton = try XCTUnwrap(screen.find("[ \(second.name) ]"), screen.text)
        let firstButton = try XCTUnwrap(screen.find("[ \(first.name) ]"), screen.text)
        XCTAssertLessThan(secondButton, firstButton, "the last user comes first:\n\(screen.text)")
        // `…` is beyond the console font's code page: read as the characters given.
        XCTAssertTrue(
            try console.unicodeText().contains("[ \(Translation.english("greeter.user-menu.other")) ]"),
            "a name can still be typed:\n\(screen.text)")
        XCTAssertEqual(screen.cursor, secondButton + 2, "the last user is the default")
        // Suspend and Hibernate beside them, each running its command as the greeter's user.
        let hibernate = try XCTUnwrap(
            screen.find("[ \(try Translation.english("greet.hibernate")) ]"), screen.text)
        try console.focus("[ \(try Translation.english("greet.suspend")) ]")
        try console.type("\r")
        _ = try waitForFile(output + "/suspended", orEmpty: true)
        try console.waitFor(Translation.english("greeter.power.done", Translation.english("greet.suspend")))
        // End: the list's last item; Home: its first, the last user.
        try console.type("\u{1B}[F")
        try console.waitFor("End on Hibernate") { $0.cursor == hibernate + 2 }
        try console.type("\u{1B}[H")
        try console.waitFor("Home on \(second.name)") { $0.cursor == secondButton + 2 }
        try console.type("\u{1B}[B")
        screen = try console.waitFor("the cursor on \(first.name)") { $0.cursor == firstButton + 2 }
        try console.type("\r")
        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", first.name))
        try console.type(first.password + "\r")
        screen = try console.waitFor(Translation.english("greeter.session.title"))
        let xLabel = try Translation.english("greeter.session.x11", "Authtui X desktop")
        let wayland = try XCTUnwrap(screen.find("[ Authtui Wayland desktop ]"), screen.text)
        let x11 = try XCTUnwrap(screen.find("[ \(xLabel) ]"), "the X11 entry is marked:\n\(screen.text)")
        XCTAssertEqual(screen.cursor, wayland + 2, "the first session is the default")
        try console.type("\u{1B}[B")
        try console.waitFor("↓ to the X11 session") { $0.cursor == x11 + 2 }
        try console.type("\u{1B}[A")
        try console.waitFor("↑ back to the Wayland one") { $0.cursor == wayland + 2 }
        try console.type("\u{1B}[B")
        try console.waitFor("↓ to the X11 session again") { $0.cursor == x11 + 2 }
        try console.keepShot("console-x11-session")
        try console.type("\r")
        XCTAssertEqual(
            try waitForFile(output + "/xwrap"),
            """
            --from-test
            authtui-x-session
            --flag
            --
            AUTHTUI_E2E=hello
            AUTHTUI_E2E_SPACED=two words
            XDG_SESSION_TYPE=x11

            """, "the wrapper's words, then the entry's Exec; --env and the session's type in its environment"
        )
    }

    /// greetd's own PAM service replaced through pam_wrapper (greetd links libpam, so the wrapper
    /// interposes): an information line, the user's real password (pam_unix), then a one-time
    /// code pam_oath checks and oathtool computes, each drawn in PAM's own words.
    func testAPasswordThenAOneTimeCodeThroughGreetdAreEachAskedInPAMsWords() throws {
        let wrapper = "/usr/lib/x86_64-linux-gnu/libpam_wrapper.so"
        let modules = "/usr/lib/x86_64-linux-gnu/security"
        guard FileManager.default.fileExists(atPath: wrapper),
            FileManager.default.fileExists(atPath: "\(modules)/pam_oath.so")
        else {
            throw XCTSkip(
                "pam_wrapper or pam_oath missing: make test-deps installs libpam-wrapper and libpam-oath")
        }
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        let key = "3132333435363738393031323334353637383930"
        let services = setup.directory + "/pam"
        try FileManager.default.createDirectory(atPath: services, withIntermediateDirectories: false)
        try "HOTP/T30/6 \(user.name) - \(key)\n".write(
            toFile: services + "/users.oath", atomically: true, encoding: .utf8)
        try """
        auth optional \(modules)/pam_echo.so Welcome to the test machine
        auth requisite \(modules)/pam_unix.so
        auth required \(modules)/pam_oath.so usersfile=\(services)/users.oath window=2 digits=6
        account required \(modules)/pam_unix.so
        session required \(modules)/pam_unix.so

        """.write(toFile: services + "/greetd", atomically: true, encoding: .utf8)
        try
            "auth required \(modules)/pam_permit.so\naccount required \(modules)/pam_permit.so\nsession required \(modules)/pam_permit.so\n"
            .write(toFile: services + "/greetd-greeter", atomically: true, encoding: .utf8)
        try startGreetd(
            setup, greeter: "-- sh -c 'id -un > \(output)/who'",
            environment: ["LD_PRELOAD=\(wrapper)", "PAM_WRAPPER=1", "PAM_WRAPPER_SERVICE_DIR=\(services)"])

        try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        var screen = try console.waitFor("Password:")
        XCTAssertTrue(screen.text.contains("Welcome to the test machine"), "pam_echo's line:\n\(screen.text)")
        try console.type(user.password + "\r")
        screen = try console.waitFor("One-time password (OATH) for `\(user.name)':")
        try console.type("000000\r")
        screen = try console.waitFor(Translation.english("system.failure"), timeout: 15)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/who"), "a wrong code starts nothing")

        screen = try console.waitFor("Password:")
        try console.type(user.password + "\r")
        try console.waitFor("One-time password (OATH)")
        let code = try runCommand("/usr/bin/oathtool", ["--totp", "-d", "6", key]).stdout
        try console.type(code.trimmingCharacters(in: .whitespacesAndNewlines) + "\r")
        XCTAssertEqual(try waitForFile(output + "/who"), user.name + "\n")
    }

    /// Issue 43 #4 with the real greetd and its own PAM service: an expired account (`chage -E
    /// 0`) and its right password. pam_unix's words for it are drawn in the error colour and kept
    /// in the refusal, the next attempt asks again, and no session starts.
    func testAnExpiredAccountThroughGreetdIsDrawnAsAnErrorInPAMsWordsAndStartsNothing() throws {
        let setup = try setUp(password: "correct-horse-battery-9")
        let (console, user, output) = (setup.console, setup.user, setup.output)
        try runChecked("/usr/bin/chage", ["-E", "0", user.name])
        try startGreetd(setup, greeter: "-- sh -c 'id -un > \(output)/who'")
        try console.waitFor(Translation.english("system.user"))
        try console.type(user.name + "\r")
        try console.waitFor("Password:")
        try console.type(user.password + "\r")
        // The line wraps in the sheet: compared with the sheet's rows joined, without spaces.
        // pam_unix's sentence (with or without its full stop, by version), then the refusal.
        let words = try [
            "Your account has expired; please contact your system administrator",
            Translation.english("system.failure"),
        ]
        .map { $0.filter { !$0.isWhitespace } }
        let screen = try console.waitFor("pam_unix's words in the refusal", timeout: 15) { screen in
            let sheet = screen.sheetText.filter { !$0.isWhitespace }
            guard let said = sheet.range(of: words[0]) else { return false }
            return sheet[said.upperBound...].contains(words[1])
        }
        let start = try XCTUnwrap(screen.find("Your account"), screen.text)
        XCTAssertEqual(
            screen.background(at: start), 4, "drawn in the error colour (white on red):\n\(screen.text)")
        XCTAssertTrue(screen.text.contains("Password:"), "the next attempt asks again:\n\(screen.text)")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: output + "/who"), "an expired account starts nothing")
    }

    /// The file's text once it ends a line (`orEmpty`: once it is there at all).
    private func waitForFile(_ path: String, timeout: TimeInterval = 15, orEmpty: Bool = false) throws
        -> String
    {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") || orEmpty
            {
                return text
            }
            usleep(100_000)
        }
        throw HarnessError.timeout("no \(path) after \(timeout) s")
    }
}

/// Runs a command that must succeed.
@discardableResult
private func runChecked(_ executable: String, _ arguments: [String]) throws -> String {
    let result = try runCommand(executable, arguments)
    guard result.status == 0 else {
        throw HarnessError.spawn(
            "\(executable) \(arguments.joined(separator: " ")): \(result.stderr)", result.status)
    }
    return result.stdout
}

/// A virtual console no one uses, held for one test (a lock file keeps two runs apart).
final class GreetdConsole {
    let number: Int
    private let lock: Int32
    private let createdScreenDevice: Bool

    private init(number: Int, lock: Int32, createdScreenDevice: Bool) {
        self.number = number
        self.lock = lock
        self.createdScreenDevice = createdScreenDevice
    }

    /// The first of tty9…tty12 that exists and that no process has open; a skip with the reason
    /// where there is none (or this is not root, or the kernel refuses TIOCSTI).
    static func claim() throws -> GreetdConsole {
        guard getuid() == 0 else {
            throw XCTSkip(
                "greetd owns a console and starts sessions as other users: needs root (CI runs as root)")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/greetd") else {
            throw XCTSkip("no /usr/sbin/greetd: make test-deps installs greetd")
        }
        if let legacy = try? String(contentsOfFile: "/proc/sys/dev/tty/legacy_tiocsti", encoding: .utf8),
            legacy.trimmingCharacters(in: .whitespacesAndNewlines) == "0"
        {
            throw XCTSkip(
                "this kernel refuses TIOCSTI (dev.tty.legacy_tiocsti = 0): nothing can type on a console")
        }
        let lock = open("/run/lock/authtui-greetd-e2e.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0, flock(lock, LOCK_EX) == 0 else { throw HarnessError.spawn("flock", errno) }
        let busy = openTerminals()
        for number in 9...12 where FileManager.default.fileExists(atPath: "/dev/tty\(number)") {
            guard !busy.contains("/dev/tty\(number)") else { continue }
            let screen = "/dev/vcsa\(number)"
            var created = false
            if !FileManager.default.fileExists(atPath: screen) {
                guard mknod(screen, S_IFCHR | 0o600, dev_t(7 << 8 | (128 + number))) == 0 else { continue }
                created = true
            }
            let console = GreetdConsole(number: number, lock: lock, createdScreenDevice: created)
            console.clear()
            return console
        }
        close(lock)
        throw XCTSkip("no free virtual console among /dev/tty9…/dev/tty12 (each is missing or in use)")
    }

    /// Every `/dev/tty*` some process has open.
    private static func openTerminals() -> Set<String> {
        var found: Set<String> = []
        for pid in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(pid) != nil
        {
            for fd in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? [] {
                if let target = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: "/proc/\(pid)/fd/\(fd)"),
                    target.hasPrefix("/dev/tty")
                {
                    found.insert(target)
                }
            }
        }
        return found
    }

    /// Blanks the console, so that what the last test left on it is not read as this one's.
    private func clear() {
        let fd = open("/dev/tty\(number)", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let reset = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
        _ = reset.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    func release() {
        if createdScreenDevice { unlink("/dev/vcsa\(number)") }
        flock(lock, LOCK_UN)
        close(lock)
    }

    /// Types `text` on the console as if on its keyboard, a byte at a time (`\r` is Enter). The
    /// console is opened afresh: greetd hangs it up between greeter and session.
    func type(_ text: String) throws {
        let fd = open("/dev/tty\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw HarnessError.spawn("/dev/tty\(number)", errno) }
        defer { close(fd) }
        for var byte in Array(text.utf8) {
            guard ioctl(fd, UInt(TIOCSTI), &byte) == 0 else { throw HarnessError.spawn("TIOCSTI", errno) }
            usleep(5_000)
        }
    }

    /// Presses Tab until the console's cursor is on `button` (the cursor follows focus, on the
    /// first letter of a focused button); at most ten times.
    func focus(_ button: String) throws {
        for _ in 0..<10 {
            let screen = try screen()
            if let cell = screen.find(button), screen.cursor == cell + 2 { return }
            try type("\t")
            usleep(200_000)
        }
        throw HarnessError.timeout("Tab never reached \(button):\n\(try screen().text)")
    }

    /// What the console shows now.
    func screen() throws -> ConsoleScreen {
        let fd = open("/dev/vcsa\(number)", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw HarnessError.spawn("/dev/vcsa\(number)", errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while case let count = read(fd, &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
        guard bytes.count >= 4 else { throw HarnessError.spawn("/dev/vcsa\(number) is empty", 0) }
        return ConsoleScreen(bytes: bytes)
    }

    /// Waits until the console shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> ConsoleScreen {
        try waitFor("'\(text)'", timeout: timeout) { $0.text.contains(text) }
    }

    /// What the console shows now as the characters it was given (`/dev/vcsuN`, one UTF-32
    /// code point a cell), where `/dev/vcsaN` holds the font's glyph numbers: for text in
    /// letters beyond code page 437 (Cyrillic, `ü`). Rows joined by newlines, trailing blanks cut.
    func unicodeText() throws -> String {
        let path = "/dev/vcsu\(number)"
        var created = false
        if !FileManager.default.fileExists(atPath: path) {
            guard mknod(path, S_IFCHR | 0o600, dev_t(7 << 8 | (64 + number))) == 0 else {
                throw HarnessError.spawn("mknod \(path)", errno)
            }
            created = true
        }
        defer { if created { unlink(path) } }
        let columns = try screen().columns
        // A device's size is 0 to `stat`: read it to its end.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw HarnessError.spawn(path, errno) }
        defer { close(fd) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while case let count = read(fd, &chunk, chunk.count), count > 0 { data += chunk[..<count] }
        let scalars = stride(from: 0, to: data.count - 3, by: 4).map { index -> Character in
            let value =
                UInt32(data[index]) | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2]) << 16
                | UInt32(data[index + 3]) << 24
            return Character(Unicode.Scalar(value) ?? " ")
        }
        return stride(from: 0, to: scalars.count, by: columns).map { start in
            String(scalars[start..<min(start + columns, scalars.count)]).replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    /// Where `AUTHTUI_CONSOLE_SHOTS` names a folder, writes what the console shows there as
    /// `name.json` (rows, columns, each cell's character and VGA attribute), for
    /// `scripts/console-shot.py` to draw as a picture (docs/languages/).
    func keepShot(_ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["AUTHTUI_CONSOLE_SHOTS"] else { return }
        let screen = try screen()
        let text = try unicodeText().split(separator: "\n", omittingEmptySubsequences: false)
        let rows = (0..<screen.rows).map { row -> [String: Any] in
            let line = row < text.count ? Array(text[row]) : []
            let cells = (0..<screen.columns).map { line.indices.contains($0) ? String(line[$0]) : " " }
            let attributes = Array(screen.attributes[row * screen.columns..<(row + 1) * screen.columns])
            return ["text": cells, "attributes": attributes]
        }
        let json = try JSONSerialization.data(withJSONObject: ["columns": screen.columns, "rows": rows])
        try json.write(to: URL(fileURLWithPath: folder + "/" + name + ".json"))
    }

    /// Loads console font `name` (from /usr/share/consolefonts) for the rest of the test, and
    /// puts the console back when it ends: its Unicode map as it was (saved first; what the
    /// greeter asks the console) and the standard VGA glyphs (this kernel cannot hand its own
    /// glyphs out, so they cannot be saved). A console whose map cannot be saved is not changed.
    func useFont(_ name: String, in test: XCTestCase) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setfont"),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/loadunimap")
        else { throw XCTSkip("no setfont or loadunimap: make test-deps installs kbd") }
        let console = "/dev/tty\(number)"
        let savedMap = NSTemporaryDirectory() + "authtui-console-map-\(number)-\(getpid()).uni"
        let scratch = NSTemporaryDirectory() + "authtui-console-font-\(number)-\(getpid()).psf"
        defer { unlink(scratch) }
        _ = try runChecked("/usr/bin/setfont", ["-C", console, "-o", scratch, "-ou", savedMap])
        test.addTeardownBlock {
            _ = try? runChecked("/usr/bin/setfont", ["-C", console, "default8x16"])
            _ = try? runChecked("/usr/bin/loadunimap", ["-C", console, savedMap])
            unlink(savedMap)
        }
        _ = try runChecked("/usr/bin/setfont", ["-C", console, name])
    }

    /// Waits until what the console shows is `what` (described for the failure).
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, until shows: (ConsoleScreen) -> Bool) throws
        -> ConsoleScreen
    {
        let deadline = Date().addingTimeInterval(timeout)
        var last: ConsoleScreen?
        while Date() < deadline {
            let screen = try screen()
            if shows(screen) { return screen }
            last = screen
            usleep(100_000)
        }
        throw HarnessError.timeout("\(what) never showed on the console:\n\(last?.text ?? "")")
    }
}

/// One reading of `/dev/vcsaN`: rows, columns, the cursor, then a character and an attribute byte
/// per cell (low nibble foreground, high nibble background, VGA order).
struct ConsoleScreen {
    let rows: Int
    let columns: Int
    let characters: [UInt8]
    let attributes: [UInt8]
    /// The cell the cursor is on.
    let cursor: Int

    init(bytes: [UInt8]) {
        rows = Int(bytes[0])
        columns = Int(bytes[1])
        cursor = Int(bytes[3]) * columns + Int(bytes[2])
        let cells = bytes.dropFirst(4)
        characters = stride(from: cells.startIndex, to: cells.endIndex, by: 2).map { cells[$0] }
        attributes = stride(from: cells.startIndex + 1, to: cells.endIndex, by: 2).map { cells[$0] }
    }

    /// The screen as text, a line a row (the console's font is code page 437).
    var text: String {
        (0..<rows).map { row in
            String(characters[row * columns..<(row + 1) * columns].map(Self.glyph)).replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    /// The cell index where `text` starts.
    func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        guard characters.count >= needle.count else { return nil }
        return (0...(characters.count - needle.count)).first {
            Array(characters[$0..<$0 + needle.count]) == needle
        }
    }

    /// What the rows of a sheet hold between its side borders, joined (the picture around it left out).
    var sheetText: String {
        text.split(separator: "\n").compactMap { row -> String? in
            guard let left = row.firstIndex(of: "│"), let right = row.lastIndex(of: "│"), left < right else {
                return nil
            }
            return String(row[row.index(after: left)..<right])
        }.joined(separator: " ")
    }

    func background(at cell: Int) -> UInt8 { (attributes[cell] >> 4) & 0x7 }

    /// The cell's foreground without its brightness bit (4 is red in VGA order).
    func foreground(at cell: Int) -> UInt8 { attributes[cell] & 0x7 }

    private static func glyph(_ byte: UInt8) -> Character {
        switch byte {
        case 0xDA: "┌"
        case 0xC4: "─"
        case 0xBF: "┐"
        case 0xB3: "│"
        case 0xC0: "└"
        case 0xD9: "┘"
        case 0xDF: "▀"
        case 0xDC: "▄"
        case 0xDB: "█"
        case 0x20..<0x7F: Character(Unicode.Scalar(byte))
        default: "·"
        }
    }
}

/// A real user for one test, with the password it was given (`useradd`, `chpasswd`), deleted
/// with its home and its processes afterwards.
struct TestUser {
    let name: String
    let password: String

    /// `suffix` tells a test's second user from its first.
    static func create(password: String, suffix: String = "") throws -> TestUser {
        let name = "atgreet\(getpid() % 100_000)\(suffix)"
        _ = try? runCommand("/usr/sbin/userdel", ["-r", name])
        try runChecked("/usr/sbin/useradd", ["-m", "-s", "/bin/sh", name])
        let input = NSTemporaryDirectory() + "authtui-chpasswd-" + UUID().uuidString
        try "\(name):\(password)\n".write(toFile: input, atomically: true, encoding: .utf8)
        defer { unlink(input) }
        try runChecked("/bin/sh", ["-c", "/usr/sbin/chpasswd < \(input)"])
        return TestUser(name: name, password: password)
    }

    func delete() {
        _ = try? runCommand("/usr/bin/pkill", ["-KILL", "-u", name])
        usleep(200_000)
        _ = try? runCommand("/usr/sbin/userdel", ["-r", name])
    }
}

/// The real greetd daemon with a configuration of the test's: `vt` the console, `authtui greet`
/// as its greeter run as Debian's `_greetd`, its runfile in the test's folder.
final class Greetd {
    private let pid: pid_t

    private init(pid: pid_t) { self.pid = pid }

    static func start(console: Int, greeter: String, in directory: String, environment: [String]) throws
        -> Greetd
    {
        let escaped = greeter.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        try """
        [terminal]
        vt = \(console)
        switch = true

        [general]
        runfile = "\(directory)/greetd.run"

        [default_session]
        command = "\(escaped)"
        user = "_greetd"

        """.write(toFile: directory + "/config.toml", atomically: true, encoding: .utf8)
        return try start(
            ["/usr/sbin/greetd", "-c", directory + "/config.toml"], in: directory, environment: environment)
    }

    /// greetd as `words` start it (`/usr/sbin/greetd -c FILE`, or that behind `nsenter`, which
    /// execs it), its output in `greetd.log` in `directory`.
    static func start(_ words: [String], in directory: String, environment: [String]) throws -> Greetd {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, directory + "/greetd.log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, so stopping it reaches its session workers too.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, words[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw HarnessError.spawn("greetd", spawned) }
        return Greetd(pid: pid)
    }

    /// Ends greetd and everything it started (the greeter and the user's session each run in a
    /// session of their own, so they are found as its descendants, not by its group).
    func stop(user: String) {
        let started = Self.descendants(of: pid)
        kill(-pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<50 {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(100_000)
        }
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, WNOHANG)
        for child in started + Self.descendants(of: pid) { kill(child, SIGKILL) }
        _ = try? runCommand("/usr/bin/pkill", ["-KILL", "-u", user])
    }

    /// Every process below `root`, from the parents in `/proc/PID/stat`.
    private static func descendants(of root: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }
}
