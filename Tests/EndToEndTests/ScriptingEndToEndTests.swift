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
        try session.signUp(email: email, password: password, username: "Ada")
        try session.waitFor("[exited 0]")
        return directory
    }

    func testLoginPrintsTheEmailForACommandSubstitution() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try shell(
            "user=$(\(binary) login --animation 0 --data-dir \(directory)); echo \"[user=$user status=$?]\"")
        try session.signUp(email: email, password: password, username: "Ada")
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
            "\"authenticator\":\"accounts\"}",
        ]
        try session.waitFor(members.map { "[json \($0)]" }.joined(separator: "\n"))
        let screen = try session.waitFor("[status=0]")
        XCTAssertTrue(screen.contains("Ada\n[status=0]"), screen)
        XCTAssertFalse(screen.contains("SIGN IN / REGISTER"), "nothing was drawn")
    }

    func testEscapeOnTheStartScreenBacksOutWithStatusOne() throws {
        let directory = try signedUpDirectory()
        let session = try shell(
            "out=$(\(binary) login --ask --no-loading --data-dir \(directory)); echo \"[status=$? out=$out]\""
        )
        try session.waitFor("SIGN IN / REGISTER")  // --ask: the remembered session is not used
        try session.press("Escape")
        try session.waitFor("[status=1 out=]")
    }

    func testCtrlCInterruptsWithStatus130() throws {
        let session = try shell(
            "\(binary) login --no-loading --data-dir \(try makeTemporaryDataDirectory()); echo \"[status=$?]\""
        )
        try session.waitFor("SIGN IN / REGISTER")
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
        try session.signUp(email: email, password: password, username: "Ada")
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
        try session.waitFor("SIGN IN / REGISTER")  // the second login has to ask
        try session.press("Escape")
        try session.waitFor("[status=1]")
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

    func testLoginWithoutAnyTerminalSaysSoWithStatusThree() throws {
        let result = try runCommand(
            "/usr/bin/setsid",
            ["-w", AuthTUIBinary.path, "login", "--ask", "--data-dir", try makeTemporaryDataDirectory()])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("/dev/tty"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
