import Foundation
import XCTest

/// The login app driven as a person would, in a real terminal (tmux), on a temporary data dir.
final class LoginEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery"

    private func launch(_ directory: String, _ extra: [String] = [], width: Int = 80, height: Int = 24) throws
        -> TmuxSession
    {
        try TmuxSession(
            command: [AuthTUIBinary.path, "--data-dir", directory] + extra, width: width, height: height)
    }

    private func signUp(_ app: TmuxSession, username: String) throws {
        try app.signUp(email: email, password: password, username: username)
    }

    /// A fresh app on a fresh data dir with Ada signed up and greeted.
    private func signedUpApp(_ extra: [String] = []) throws -> TmuxSession {
        let app = try launch(try makeTemporaryDataDirectory(), extra)
        try signUp(app, username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        return app
    }

    private func logIn(_ app: TmuxSession, password: String) throws {
        try app.logIn(email: email, password: password)
    }

    private func quit(_ app: TmuxSession) throws {
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }

    func testSignUpRelaunchLogOutLogInDeleteJourney() throws {
        let directory = try makeTemporaryDataDirectory()
        var app = try launch(directory)
        try signUp(app, username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(app)
        app.kill()

        app = try launch(directory)
        try app.waitFor(Translation.english("host.greeting", "Ada"))  // greeted without being asked
        try app.press("Enter")  // Log out is the default button
        try logIn(app, password: password)
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("Tab", "Enter")  // Delete account
        try app.waitFor(Translation.english("host.delete.confirm"))
        try app.type(password)
        try app.press("Tab", "Tab", "Enter")  // field → Cancel → Delete
        try app.waitFor(Translation.english("accounts.start"))
        try logIn(app, password: password)
        try app.waitFor(Translation.english("error.wrong-credentials"))
        try quit(app)
    }

    func testWrongPasswordThenRightOneLogsIn() throws {
        let app = try signedUpApp(["--animation", "0"])
        try app.press("Enter")
        try logIn(app, password: "not my password")
        let screen = try app.waitFor(Translation.english("error.wrong-credentials"))
        XCTAssertEqual(
            try screen.components(separatedBy: Translation.english("error.wrong-credentials")).count, 2,
            "shown once")
        try app.press("C-u")
        try app.type(password)
        try app.press("Enter")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(app)
    }

    func testDeleteWithWrongPasswordKeepsTheAccount() throws {
        let app = try signedUpApp(["--animation", "0"])
        try app.press("Tab", "Enter")
        try app.waitFor(Translation.english("host.delete.confirm"))
        try app.type("wrong wrong wrong")
        try app.press("Tab", "Tab", "Enter")
        try app.waitFor(Translation.english("error.wrong-password"))
        try app.press("Escape")
        try app.waitForAbsence(Translation.english("host.delete.confirm"))
        XCTAssertTrue(try app.screen().contains(Translation.english("host.greeting", "Ada")))
        try quit(app)
    }

    func testEscapeGoesBackOneSheet() throws {
        let app = try launch(try makeTemporaryDataDirectory(), ["--animation", "0"])
        try app.waitFor(Translation.english("accounts.start"))
        try app.press("Enter")
        try app.type(email)
        try app.press("Enter")
        try app.waitFor(Translation.english("accounts.create-account"))
        try app.press("Escape")
        try app.waitForAbsence(Translation.english("accounts.create-account"))
        XCTAssertTrue(try app.screen().contains(email), "the sign-in sheet keeps the email")
        try quit(app)
    }

    func testSecretPageAsksAgainAndBackStaysUsable() throws {
        let app = try signedUpApp()
        try app.press("Tab", "Tab", "Enter")  // Secret page
        try app.waitFor(Translation.english("secret.loading"))
        try app.press("Escape")  // Back works while its navigator covers the region
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("Enter")  // focus came back to `Secret page`
        try app.waitFor(Translation.english("secret.login"))
        try app.type("not my password")
        try app.press("Enter", "Enter")
        try app.waitFor(Translation.english("error.wrong-password"))
        try app.type(password)
        try app.press("Enter", "Enter")
        try app.waitFor(Translation.english("secret.authenticate-again"))
        try app.waitForAbsence(Translation.english("secret.login"))
        let screen = try app.screen()
        XCTAssertTrue(try screen.contains(Translation.english("secret.codes")), screen)
        try app.press("Enter")  // Authenticate again (focused)
        try app.waitFor(Translation.english("secret.login"))
        try app.press("Tab", "Tab", "Enter")  // Password → Show me! → Back
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(app)
    }

    func testBasicModeGoesToTheStartScreenWithoutALoadingScreen() throws {
        // A store that takes 2 s to answer (a TCP port that accepts and never speaks) keeps a
        // loading screen up while it is asked, so watching the pane from launch cannot miss one;
        // the run without `--no-loading` proves that the watching does see it.
        let silent = try SilentServer()
        defer { silent.close() }
        let store = ["--store", "postgresql://authtui@127.0.0.1:\(silent.port)/accounts?connect_timeout=2"]
        let loadingTitle = try Translation.english("loading.welcome")
        let advanced = try launch(try makeTemporaryDataDirectory(), store)
        let advancedScreens = try advanced.screens(until: Translation.english("start.check-connection"))
        XCTAssertTrue(
            advancedScreens.contains { $0.contains(loadingTitle) }, "control: no loading screen seen")
        try quit(advanced)

        let basic = try launch(try makeTemporaryDataDirectory(), store + ["--no-loading"])
        let basicScreens = try basic.screens(until: Translation.english("start.check-connection"))
        let loading = basicScreens.first { $0.contains(loadingTitle) }
        XCTAssertNil(loading, "basic mode showed a loading screen:\n\(loading ?? "")")
        try quit(basic)
    }

    func testTerminalIsRestoredAfterCtrlC() throws {
        let app = try launch(try makeTemporaryDataDirectory())
        try app.waitFor(Translation.english("accounts.start"))
        XCTAssertEqual(try app.paneValue("alternate_on"), "1")
        try quit(app)
        try app.waitFor("[tty icanon echo]")
        XCTAssertEqual(try app.paneValue("alternate_on"), "0")
        XCTAssertEqual(try app.paneValue("cursor_flag"), "1")
        XCTAssertEqual(try app.paneValue("mouse_any_flag"), "0")
    }

    func testTerminalIsRestoredAfterSIGTERM() throws {
        let app = try launch(try makeTemporaryDataDirectory())
        try app.waitFor(Translation.english("accounts.start"))
        let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        try app.waitFor("[exited 143]")
        try app.waitFor("[tty icanon echo]")
        XCTAssertEqual(try app.paneValue("alternate_on"), "0")
        XCTAssertEqual(try app.paneValue("cursor_flag"), "1")
    }

    /// Issue 26 #12: `kill -USR1` (or any signal whose default is to end the process, not only
    /// INT/TERM/HUP/QUIT) left the terminal raw, on the alternate screen, with mouse reporting on.
    func testTerminalIsRestoredAfterEveryOtherTerminatingSignal() throws {
        let signals: [(String, Int32)] = [
            ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM),
            ("PROF", SIGPROF), ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("PIPE", SIGPIPE),
            ("RTMIN+3", __libc_current_sigrtmin() + 3),
        ]
        for (name, number) in signals {
            let app = try launch(try makeTemporaryDataDirectory())
            try app.waitFor(Translation.english("accounts.start"))
            let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
            XCTAssertEqual(kill(pid, number), 0, name)
            try app.waitFor("[exited \(128 + number)]")
            try app.waitFor("[tty icanon echo]")
            XCTAssertEqual(try app.paneValue("alternate_on"), "0", name)
            XCTAssertEqual(try app.paneValue("cursor_flag"), "1", name)
            XCTAssertEqual(try app.paneValue("mouse_any_flag"), "0", name)
            app.kill()
        }
    }

    func testResizeToTinyAndBackLosesNothingTyped() throws {
        let app = try launch(try makeTemporaryDataDirectory(), ["--animation", "0"])
        try app.waitFor(Translation.english("accounts.start"))
        try app.press("Enter")
        try app.waitFor(Translation.english("accounts.next"))
        try app.type("ada@exa")
        try app.resize(width: 30, height: 8)
        try app.waitFor(Translation.english("screen.too-small"))
        try app.type("ignored")
        try app.resize(width: 80, height: 24)
        try app.waitFor(Translation.english("accounts.next"))
        try app.type("mple.com")
        // Had the keys typed while too small reached the field, it would not read the email.
        let screen = try app.waitFor(email)
        XCTAssertFalse(screen.contains("ignored"), screen)
        try quit(app)
    }

    func testWithoutNetworkALocalStoreStillSignsUpAndIn() throws {
        guard getuid() == 0 else { throw XCTSkip("unshare -n needs root (CI runs as root)") }
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [
            "/usr/bin/unshare", "-n", AuthTUIBinary.path, "--data-dir", directory, "--animation", "0",
        ])
        try app.signUp(email: email, password: password, username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(app)
    }

    func testWithoutNetworkARemoteStoreSaysCheckYourConnection() throws {
        guard getuid() == 0 else { throw XCTSkip("unshare -n needs root (CI runs as root)") }
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [
            "/usr/bin/unshare", "-n", AuthTUIBinary.path, "--data-dir", directory, "--store",
            "postgresql://authtui@db.example/accounts",
        ])
        let screen = try app.waitFor(Translation.english("start.check-connection"))
        XCTAssertTrue(screen.contains("No network route"), screen)
        XCTAssertTrue(try screen.contains(Translation.english("start.retry")), screen)
        XCTAssertFalse(try screen.contains(Translation.english("accounts.start")))
        try app.press("Enter")  // Retry: still offline, still no way into the flow
        try app.waitFor(Translation.english("start.check-connection"))
        try quit(app)
    }

    func testCorruptDatabaseStopsWithAClearMessageAndIsLeftUntouched() throws {
        let directory = try makeTemporaryDataDirectory()
        let path = directory + "/accounts.sqlite3"
        let junk = Data(repeating: 0x5A, count: 4096)
        try junk.write(to: URL(fileURLWithPath: path))
        let result = try runCommand(AuthTUIBinary.path, ["--data-dir", directory])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            try result.stderr.contains(Translation.englishStart(of: "error.store-corrupted")), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), junk)
    }
}

/// Signals are taken by one thread: every thread of the running app but the one that draws keeps
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT blocked, so a restore never runs in the middle of a frame.
final class SignalThreadEndToEndTests: XCTestCase {
    func testOnlyTheDrawingThreadTakesTheTerminatingSignals() throws {
        let app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(),
        ])
        addTeardownBlock { app.kill() }
        try app.waitFor(Translation.english("accounts.start"))
        let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
        // SIGHUP, SIGINT, SIGQUIT and SIGTERM: bits 1, 2, 3 and 15 of the mask.
        let terminating: UInt64 = (1 << (1 - 1)) | (1 << (2 - 1)) | (1 << (3 - 1)) | (1 << (15 - 1))
        func blockedSignals(of task: String) throws -> UInt64 {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
            return try XCTUnwrap(UInt64(line.split(separator: "\t").last ?? "", radix: 16))
        }
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        XCTAssertGreaterThan(tasks.count, 1, "the app runs worker threads too")
        for task in tasks {
            var blocked = try blockedSignals(of: task)
            if task == String(pid) {
                // The label shows while the Start screen is still fading in, and the drawing
                // thread blocks them for each frame it writes: it takes them once it is idle.
                let deadline = Date().addingTimeInterval(3)
                while blocked & terminating != 0, Date() < deadline {
                    usleep(20_000)
                    blocked = try blockedSignals(of: task)
                }
                XCTAssertEqual(blocked & terminating, 0, "the drawing thread takes them when idle")
            } else {
                XCTAssertEqual(blocked & terminating, terminating, "thread \(task) blocks them")
            }
        }
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }

    /// Issue 25: the Start screen runs on the thread that draws and on the store's, and on no
    /// other (no Swift pool, no libdispatch workers), also once its connection check is in.
    /// `--no-loading`: with the loading screen the navigator awaits its background `shouldLogin()`
    /// through a task's value, which the runtime resumes on its global executor (the pool).
    func testTheStartScreenRunsOnTheDrawingThreadAndTheStoresOnly() throws {
        let app = try TmuxSession(command: [
            AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--no-loading", "--animation",
            "0",
        ])
        addTeardownBlock { app.kill() }
        try app.waitFor(Translation.english("accounts.start"))
        let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
        // The connection check and the first question end within a few milliseconds of the label;
        // the pool, when something wakes it, starts as soon.
        usleep(300_000)
        let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").map { task in
            try String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8)
                .trimmingCharacters(in: .newlines)
        }
        XCTAssertEqual(names.sorted(), ["authtui", "authtui-account"])
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }
}

/// §7 #39: a password is never echoed, never in any process's arguments or environment, never in a
/// file of the data directory (database, session, stderr log), from typing to after the sign-up.
final class PasswordNeverLeaksEndToEndTests: XCTestCase {
    func testThePasswordIsInNoArgvEnvironmentScreenOrFile() throws {
        let password = "zebra-quasar-violin-1937"
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(command: [AuthTUIBinary.path, "--data-dir", directory, "--animation", "0"])
        addTeardownBlock { app.kill() }
        try app.waitFor(Translation.english("accounts.start"))
        try app.press("Enter")
        try app.type("ada@example.com")
        try app.press("Enter")
        try app.waitFor(Translation.english("accounts.create-account"))
        try app.type(password)
        let typed = try app.waitFor("••••")
        XCTAssertFalse(typed.contains(password), "never echoed")
        let pid = try XCTUnwrap(try app.programPID(named: "authtui"))
        for file in ["cmdline", "environ"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/\(file)"))
            XCTAssertNil(bytes.range(of: Data(password.utf8)), "/proc/\(pid)/\(file)")
        }
        let ps = try runCommand("/bin/ps", ["-e", "-o", "args="])
        XCTAssertFalse(ps.stdout.contains(password), "ps -o args")
        try app.press("Tab", "Tab", "Enter")
        try app.waitFor(Translation.english("accounts.username"))
        try app.press("Enter")
        try app.waitFor(Translation.english("host.greeting", "ada@example.com"))  // no username: the email
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory)
        XCTAssertFalse(files.isEmpty)
        for file in files {
            var isDirectory: ObjCBool = false
            let path = "\(directory)/\(file)"
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertNil(bytes.range(of: Data(password.utf8)), "\(file) holds the password in plain text")
        }
        try app.press("C-c")
        try app.waitFor("[exited 0]")
    }
}
