import Foundation
import XCTest

/// `authtui login` and `authtui run` as scripts use them, in a real terminal (tmux): the answer on
/// standard output, the status dialog and the shell would give, the command run after a login.
final class ScriptingEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery"
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }

    /// `script` run by sh in a tmux pane.
    private func shell(_ script: String) throws -> TmuxSession {
        let session = try TmuxSession(command: ["sh", "-c", script])
        addTeardownBlock { session.kill() }
        return session
    }

    /// A data directory with Ada signed up and remembered.
    private func signedUpDirectory() throws -> String {
        let directory = try makeTemporaryDataDirectory()
        let session = try shell("\(binary) login --animation 0 --data-dir \(directory) > /dev/null")
        try session.signUp(email: email, password: password, username: "Ada", from: .firstQuestion)
        try session.waitFor("[exited 0]")
        return directory
    }

    func testLoginPrintsTheEmailForACommandSubstitution() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try shell(
            "user=$(\(binary) login --animation 0 --data-dir \(directory)); echo \"[user=$user status=$?]\"")
        try session.signUp(email: email, password: password, username: "Ada", from: .firstQuestion)
        try session.waitFor("[user=\(email) status=0]")
        try session.waitFor("[tty icanon echo]")
    }

    func testARememberedSessionAnswersAtOnceAndJSONCarriesTheUsername() throws {
        let directory = try signedUpDirectory()
        let session = try shell(
            "\(binary) login --print json --data-dir \(directory) | tr , '\\n' | sed 's/^/[json /; s/$/]/'; "
                + "\(binary) login --print username --data-dir \(directory); echo \"[status=$?]\"")
        // One member a line (tr), so no line wraps at the pane's width.
        let members = [
            "{\"id\":1", "\"email\":\"\(email)\"", "\"user\":\"\(email)\"", "\"username\":\"Ada\"",
            "\"authenticator\":\"accounts\"",
        ]
        try session.waitFor(members.map { "[json \($0)]" }.joined(separator: "\n"))
        let screen = try session.waitFor("[status=0]")
        // The sign-up was the last sign-in: the remembered session is told when and where.
        XCTAssertTrue(screen.contains("[json \"notice\":[\"Last sign-in: today "), screen)
        XCTAssertTrue(screen.contains("Ada\n[status=0]"), screen)
        XCTAssertFalse(screen.contains("SIGN IN / REGISTER"), "nothing was drawn")
    }

    /// Issue 26 #11: a stored username holding ESC, BEL, a C1 CSI, U+202E and a line break (an
    /// older version's row, another writer on a shared store) reached `--print username`,
    /// `--print json` and `AUTHTUI_USER` raw. Now plain output and the environment carry it
    /// escaped as the TUI shows it, and JSON escapes it so a reader still gets the exact text.
    func testStoredControlAndBidiCharactersReachScriptsEscaped() throws {
        let directory = try signedUpDirectory()
        let raw = "Ada\u{1B}]0;owned\u{07}\u{202E}\u{9B}2J\nroot"
        let hex = raw.utf8.map { String(format: "%02X", $0) }.joined()
        let planted = try runCommand(
            "/usr/bin/sqlite3",
            ["\(directory)/accounts.sqlite3", "UPDATE profiles SET username = CAST(X'\(hex)' AS TEXT)"])
        XCTAssertEqual(planted.status, 0, planted.stderr)
        func isRaw(_ text: String) -> Bool {
            text.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x9B
            } || text.dropLast().contains("\n")
        }
        let plain = try runCommand(
            AuthTUIBinary.path, ["login", "--print", "username", "--data-dir", directory])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(isRaw(plain.stdout), plain.stdout.debugDescription)
        XCTAssertTrue(plain.stdout.hasPrefix("Ada"), plain.stdout.debugDescription)
        let json = try runCommand(AuthTUIBinary.path, ["login", "--print", "json", "--data-dir", directory])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertFalse(isRaw(json.stdout), json.stdout.debugDescription)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["username"] as? String, raw, "JSON keeps the exact text, escaped")
        let seen = directory + "/seen"
        let session = try shell(
            "\(binary) run --data-dir \(directory) -- sh -c 'printf %s \"$AUTHTUI_USER\" > \(seen)'; "
                + "echo \"[status=$?]\"")
        try session.waitFor("[status=0]")
        let environment = try String(contentsOfFile: seen, encoding: .utf8)
        XCTAssertFalse(isRaw(environment + "."), environment.debugDescription)
        XCTAssertTrue(environment.hasPrefix("Ada"), environment.debugDescription)
    }

    /// Issue 41 #6: `login` and `run` opened on the app's splash (`AUTHENTICATION IS EASY`,
    /// `[ SIGN IN / REGISTER ]`), and a script's user pressed Enter before the first question.
    /// Now, loading screen and fades included, nothing of the Start screen shows on the way to the
    /// first question, and what is typed at once goes into it, as dialog asks at once.
    func testLoginAndRunOpenOnTheFirstQuestionWithNoStartScreen() throws {
        let splash = [
            "SIGN IN / REGISTER", try Translation.english("start.headline"),
            try Translation.english("start.headline-2"),
        ]
        // The options before `--`: after it they are the command's, and the login would use the
        // machine's own data directory.
        for (command, after) in [("login", ""), ("run", " -- true")] {
            let session = try shell(
                "\(binary) \(command) --data-dir \(try makeTemporaryDataDirectory())\(after); echo \"[status=$?]\""
            )
            let seen = try session.screens(until: try Translation.english("accounts.sign-in.title"))
            for screen in seen {
                for word in splash {
                    XCTAssertFalse(screen.contains(word), "\(command) showed \(word):\n\(screen)")
                }
            }
            try session.type(email)
            try session.waitFor(email)  // typed straight into the first question
            session.kill()
        }
    }

    /// Issue 41 #6: Esc made `login` exit 1, where dialog and whiptail exit 255 (a script ported
    /// from dialog reads `255)` as Esc). `run` gives the same for its login.
    func testEscapeOnTheFirstQuestionBacksOutWith255AsDialogsEsc() throws {
        let directory = try signedUpDirectory()
        for (command, after) in [("login", ""), ("run", " -- echo ran")] {
            let session = try shell(
                "out=$(\(binary) \(command) --ask --no-loading --data-dir \(directory)\(after)); "
                    + "echo \"[status=$? out=$out]\"")
            try session.waitForFirstQuestion()  // --ask: the remembered session is not used
            try session.press("Escape")
            try session.waitFor("[status=255 out=]")
            session.kill()
        }
    }

    func testCtrlCInterruptsWithStatus130() throws {
        let session = try shell(
            "\(binary) login --no-loading --data-dir \(try makeTemporaryDataDirectory()); echo \"[status=$?]\""
        )
        try session.waitForFirstQuestion()
        try session.press("C-c")
        try session.waitFor("[status=130]")
        try session.waitFor("[tty icanon echo]")
    }

    func testRunGivesTheCommandWhoLoggedInAndReturnsItsStatus() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try shell(
            "\(binary) run --animation 0 --data-dir \(directory) -- sh -c "
                + "'echo \"[as $AUTHTUI_USER $AUTHTUI_EMAIL $AUTHTUI_ACCOUNT_ID]\"; read line; echo \"[read $line]\"; exit 7';"
                + " echo \"[status=$?]\"")
        try session.signUp(email: email, password: password, username: "Ada", from: .firstQuestion)
        try session.waitFor("[as Ada \(email) 1]")
        try session.type("typed after")
        try session.press("Enter")
        try session.waitFor("[read typed after]")  // the command owns the terminal now
        try session.waitFor("[status=7]")
    }

    func testRunStartsAtOnceWithARememberedSessionAndReportsADeathBySignal() throws {
        let directory = try signedUpDirectory()
        let session = try shell(
            "\(binary) run --data-dir \(directory) -- sh -c 'echo [started]; kill -TERM $$'; echo \"[status=$?]\""
        )
        try session.waitFor("[started]")
        try session.waitFor("[status=143]")
        try session.waitFor("[tty icanon echo]")
    }

    /// Keys typed before the command starts (here while a remembered session is checked, when
    /// nothing reads the terminal) are discarded from the input queue (TCIFLUSH), so the command
    /// reads only what is typed after it started: a stray Enter never runs something in it.
    func testRunDiscardsTypeAheadSoTheCommandReadsOnlyWhatIsTypedAfterItStarts() throws {
        let directory = try signedUpDirectory()
        let typed = "\(directory)/typed-ahead"
        let session = try shell(
            "while [ ! -e \(TmuxSession.shellQuote(typed)) ]; do sleep 0.05; done; "
                + "\(binary) run --data-dir \(directory) -- sh -c "
                + "'echo [started]; read line; echo \"[read $line]\"'; echo \"[status=$?]\"")
        try session.type("typed ahead")
        try session.press("Enter")
        try session.waitFor("typed ahead")  // echoed by the terminal: it sits in the input queue
        XCTAssertTrue(FileManager.default.createFile(atPath: typed, contents: Data()))
        try session.waitFor("[started]")
        try session.type("typed after")
        try session.press("Enter")
        let screen = try session.waitFor("[status=0]")
        XCTAssertTrue(screen.contains("[read typed after]"), screen)
        XCTAssertFalse(screen.contains("[read typed ahead]"), screen)
    }

    func testRunWithLogoutAfterForgetsTheSession() throws {
        let directory = try signedUpDirectory()
        let session = try shell(
            "\(binary) run --logout-after --data-dir \(directory) -- true; "
                + "\(binary) login --no-loading --data-dir \(directory); echo \"[status=$?]\"")
        try session.waitForFirstQuestion()  // the second login has to ask
        try session.press("Escape")
        try session.waitFor("[status=255]")
    }

    func testRunRefusesAMissingCommandLikeAShell() throws {
        let missing = try runCommand(AuthTUIBinary.path, ["run", "--", "no-such-command-here"])
        XCTAssertEqual(missing.status, 127)
        XCTAssertEqual(missing.stderr, "authtui run: no-such-command-here: command not found\n")
        let none = try runCommand(AuthTUIBinary.path, ["run"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr.split(separator: "\n").count, 1)
    }

    /// A command that exists but cannot be executed gives 126, as a shell's would, before anyone
    /// is asked to log in (no terminal is needed to be told).
    func testRunRefusesACommandThatIsNotExecutableWith126() throws {
        let directory = try makeTemporaryDataDirectory()
        let script = "\(directory)/not-executable"
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: script, contents: Data("echo ran\n".utf8), attributes: [.posixPermissions: 0o644]))
        let result = try runCommand(AuthTUIBinary.path, ["run", "--data-dir", directory, "--", script])
        XCTAssertEqual(result.status, 126)
        XCTAssertEqual(result.stderr, "authtui run: \(script): permission denied\n")
        XCTAssertEqual(result.stdout, "")
    }

    /// Issue 44 #8: the SSH client chooses `SSH_ORIGINAL_COMMAND`, and 100 KB of it came back
    /// whole in the gate's refusal (100 138 bytes); a line break and an escape sequence in it must
    /// not break the line or reach the terminal either.
    func testAHundredKilobyteSSHCommandIsQuotedBackAsOneShortLine() throws {
        let directory = try makeTemporaryDataDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["SSH_ORIGINAL_COMMAND"] =
            "rm -rf ~\n\u{1B}]0;owned\u{07}" + String(repeating: "A", count: 100_000)
        let result = try runCommand(
            AuthTUIBinary.path, ["run", "--data-dir", directory, "--", "true"], environment: environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertLessThan(result.stderr.utf8.count, 300, "quoted back at length")
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'rm -rf ~\\u{A}\u{FFFD}"), result.stderr)
        XCTAssertTrue(result.stderr.contains("AAA…'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("whoami, logout or logout-everywhere"), result.stderr)
    }

    func testLoginWithoutAnyTerminalSaysSoWithStatusThree() throws {
        let result = try runCommand(
            "/usr/bin/setsid",
            ["-w", AuthTUIBinary.path, "login", "--ask", "--data-dir", try makeTemporaryDataDirectory()])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("/dev/tty"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
