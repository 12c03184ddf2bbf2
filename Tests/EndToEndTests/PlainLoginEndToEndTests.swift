import Foundation
import XCTest

/// The login one line at a time (`TERM=dumb`, `--plain`, `ACCESSIBLE=1`), in a real terminal
/// (tmux): labels first, secrets never echoed, choices by number, the statuses of the full
/// screen, and the terminal's modes restored whatever ends it.
final class PlainLoginEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery"
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }

    /// `authtui login` with `arguments` under `environment`, its output and status shown after it.
    private func login(_ arguments: String, environment: String = "TERM=dumb") throws -> TmuxSession {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(command: [
            "sh", "-c",
            "user=$(env \(environment) \(binary) login --data-dir \(directory) \(arguments)); "
                + "echo \"[status=$? user=$user]\"",
        ])
        addTeardownBlock { session.kill() }
        return session
    }

    /// Types `text` and Enter once `prompt` is on screen (tmux drops a line's trailing spaces).
    private func answer(_ session: TmuxSession, after prompt: String, _ text: String) throws {
        try session.waitFor(prompt.trimmingCharacters(in: .whitespaces))
        try session.type(text)
        try session.press("Enter")
    }

    /// Catalogue id `id`'s English as a line's prompt: its words and a colon (tmux drops the space).
    private func prompt(_ id: String) throws -> String { try Translation.english(id) + ":" }

    /// A numbered choice's line as the program lists it: `1) Log in  2) Create account  0) Back`,
    /// each choice the English of its catalogue id, the way back (`0)`) last when given.
    private func choices(_ ids: [String], back: String? = "choice.back") throws -> String {
        var listed = try ids.enumerated().map { "\($0.offset + 1)) \(try Translation.english($0.element))" }
        if let back { listed.append("0) \(try Translation.english(back))") }
        return listed.joined(separator: "  ")
    }

    /// Ada signs up line by line: choices by number and by name, Enter keeping what was typed.
    private func signUp(_ session: TmuxSession) throws {
        try answer(session, after: prompt("prompt.email"), email)
        try answer(session, after: prompt("prompt.password"), password)
        try answer(session, after: choices(["accounts.log-in", "accounts.create-account"]), "2")
        try session.waitFor(Translation.english("prompt.email") + " [\(email)]:")
        try session.press("Enter")
        try answer(
            session,
            after: Translation.english("prompt.password") + Translation.english("line.keeps-typed") + ":", "")
        try session.waitFor(Translation.english("line.strength", Translation.english("strength.strong")))
        try answer(session, after: prompt("accounts.username"), "Ada")
        try answer(
            session, after: choices(["accounts.register"]),
            Translation.english("accounts.register").lowercased())
    }

    func testOnADumbTerminalAPersonSignsUpLineByLineAndThePasswordIsNeverShown() throws {
        let session = try login("")
        try session.waitFor(Translation.english("accounts.sign-in.why"))
        try signUp(session)
        let screen = try session.waitFor("[status=0 user=\(email)]")
        XCTAssertFalse(screen.contains("correct"), "a secret is never echoed:\n\(screen)")
        XCTAssertFalse(screen.contains("•"), "not even as masks:\n\(screen)")
        XCTAssertFalse(screen.contains("\u{1B}"), "no escape sequence reaches a dumb terminal")
        try session.waitFor("[tty icanon echo]")
    }

    func testAWrongPasswordIsSaidInWordsAndAskedAgain() throws {
        let session = try login("--plain", environment: "TERM=xterm-256color")
        try answer(session, after: prompt("prompt.email"), email)
        try answer(session, after: prompt("prompt.password"), "not the password at all")
        try answer(session, after: Translation.english("line.choose"), "")
        try session.waitFor(Translation.english("choice.checking") + "…")  // the busy choice's label, as said
        // Said, then asked again.
        try session.waitFor(Translation.english("error.wrong-credentials") + "\n" + prompt("prompt.password"))
        try session.press("C-d")
        try session.waitFor("[status=255 user=]")
    }

    func testCtrlCAtASecretEndsWith130AndTheTerminalEchoesAgain() throws {
        let session = try login("", environment: "ACCESSIBLE=1")
        try answer(session, after: prompt("prompt.email"), email)
        try session.waitFor(prompt("prompt.password"))
        try session.type("half a secr")
        try session.press("C-c")
        let screen = try session.waitFor("[status=130 user=]")
        XCTAssertFalse(screen.contains("half"), screen)
        try session.waitFor("[tty icanon echo]")
    }

    /// End of input is the line's way out, as Esc is the screen's: 255, as dialog's Esc.
    func testEndOfInputAtTheFirstPromptBacksOutWith255AsEscape() throws {
        let session = try login("")
        try session.waitFor(prompt("prompt.email"))
        try session.press("C-d")
        try session.waitFor("[status=255 user=]")
        try session.waitFor("[tty icanon echo]")
    }

    /// Issue 41 #6, the same keys as on the full screen: Esc alone on a line goes back a step (from
    /// Password to Email) and out of the first one with 255; the way back (`0`) out of a first
    /// step with choices is a choice, 1, and so is the program's own `Cancel`.
    func testEscapeGoesBackAndOutWith255AndTheWayBackOrCancelExitsOne() throws {
        let esc = try login("--plain", environment: "TERM=xterm-256color")
        try answer(esc, after: prompt("prompt.email"), email)
        try esc.waitFor(prompt("prompt.password"))
        try esc.press("Escape", "Enter")
        // Back on the first step, its answer kept.
        try esc.waitFor(Translation.english("prompt.email") + " [\(email)]:")
        try esc.press("Escape", "Enter")
        try esc.waitFor("[status=255 user=]")
        esc.kill()
        for (answer, status) in [("0", 1), ("cancel", 1)] {
            let directory = try makeTemporaryDataDirectory()
            let script = directory + "/cancellable.sh"
            try AuthCommandEndToEndTests.cancellable.write(toFile: script, atomically: true, encoding: .utf8)
            let session = try login(
                "--plain --auth-command \(TmuxSession.shellQuote("sh \(script)"))",
                environment: "TERM=xterm-256color")
            try self.answer(session, after: "PIN:", "1234")
            // The program's own two choices, then the way back.
            try session.waitFor("1) Unlock  2) Cancel  0) " + Translation.english("choice.back"))
            try self.answer(session, after: Translation.english("line.choose"), answer)
            try session.waitFor("[status=\(status) user=]")
            session.kill()
        }
    }

    /// Any authenticator in plain mode too: the three-secret program's information line, its
    /// labels, its error and its user, with no line of view code for either renderer.
    func testAnAuthCommandsStepsAreAskedLineByLine() throws {
        let directory = try makeTemporaryDataDirectory()
        let script = directory + "/vault.sh"
        try AuthCommandEndToEndTests.vault.write(toFile: script, atomically: true, encoding: .utf8)
        let session = try login(
            "--auth-command \(TmuxSession.shellQuote("sh \(script) \(directory)/lines.log")) --print username"
        )
        try session.waitFor("Three secrets open this vault.")
        try answer(session, after: "First secret:", "amber")  // a first step's one choice is made at once
        try answer(session, after: "Second secret:", "granite")
        try answer(session, after: Translation.english("line.choose"), "unlock")
        try session.waitFor("Not that one")
        try answer(session, after: "Second secret:", "basalt")
        try session.press("Enter")
        try answer(session, after: "Third secret:", "cobalt")
        try session.press("Enter")
        let screen = try session.waitFor("[status=0 user=Keeper of the vault]")
        for secret in ["amber", "granite", "basalt", "cobalt"] {
            XCTAssertFalse(screen.contains(secret), screen)
        }
    }

    /// The app itself on a terminal that cannot move the cursor: no broken screen, the same app
    /// a line at a time (it used to stop with one line and status 1).
    func testTheAppOnADumbTerminalSignsUpGreetsAndTurnsTwoFactorOnLineByLine() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(
            command: [
                "sh", "-c", "TERM=dumb \(binary) --data-dir \(directory); echo \"[status=$?]\"",
            ], height: 40)
        addTeardownBlock { session.kill() }
        try signUp(session)
        try session.waitFor(Translation.english("host.greeting", "Ada"))
        let twoFactor = try Translation.english("host.two-factor")
        let quit = try Translation.english("host.quit")
        try answer(session, after: "6) \(twoFactor)  7) \(quit)", twoFactor.lowercased())
        try answer(
            session,
            after: Translation.english("host.two-factor.password-first") + "\n" + prompt("prompt.password"),
            password)
        let enrolment = try session.waitFor(prompt("prompt.code"))
        let keyLabel = try Translation.english("host.two-factor.key", "")
        let key = try XCTUnwrap(
            enrolment.split(separator: "\n").first { $0.hasPrefix(keyLabel) }?.dropFirst(keyLabel.count)
                .replacingOccurrences(of: " ", with: ""))
        XCTAssertTrue(try enrolment.contains(Translation.english("line.scan", "otpauth://totp/")), enrolment)
        let code = try runCommand("/usr/bin/oathtool", ["--totp", "-b", key]).stdout
        try session.type(code.trimmingCharacters(in: .whitespacesAndNewlines))
        try session.press("Enter")
        let codes = try session.waitFor(
            choices(["choice.done"], back: nil) + "\n" + Translation.shown("line.choose"))
        let lines = codes.split(separator: "\n").map(String.init)
        let recovery = lines.filter {
            $0.range(of: #"^[A-Z0-9]{4}(-[A-Z0-9]{4})+$"#, options: .regularExpression) != nil
        }
        XCTAssertEqual(recovery.count, 10, "ten recovery codes, one a line:\n\(codes)")
        try session.press("Enter")
        try session.waitFor(Translation.english("host.two-factor.is-on"))
        try answer(session, after: "7) \(quit)", quit.lowercased())
        try session.waitFor("[status=0]")
    }

    /// A secret typed before its prompt appears (a slow check between two questions) is not
    /// shown: the terminal echoes on arrival, so between questions nothing is echoed at all.
    func testASecretTypedBeforeItsPromptIsNeverEchoed() throws {
        let directory = try makeTemporaryDataDirectory()
        let slow = directory + "/slow.sh"
        try """
        #!/bin/sh
        printf 'step who Who\\nvisible user User\\nask\\n'
        read -r word id text; read -r word id
        sleep 2
        printf 'step pin PIN\\nsecret pin PIN\\nask\\n'
        read -r word id text; read -r word id
        printf 'signed-in %s\\n' "$text"
        """.write(toFile: slow, atomically: true, encoding: .utf8)
        let session = try login("--auth-command \(TmuxSession.shellQuote("sh \(slow)")) --print username")
        try answer(session, after: "User:", "alice")
        // Once the answer is taken (on a loaded machine the app may not have read it yet, and
        // the line being asked still echoes what comes after it).
        try session.waitFor(Translation.english("choice.checking") + "…")  // the busy choice's label, as said
        try session.type("typed-ahead-secret")  // while the program sleeps before asking
        try session.press("Enter")
        usleep(500_000)
        let waiting = try session.screen()
        XCTAssertFalse(waiting.contains("typed-ahead"), "echoed while the program was busy:\n\(waiting)")
        try answer(session, after: Translation.english("line.choose"), "")
        let screen = try session.waitFor("[status=0 user=typed-ahead-secret]")
        XCTAssertFalse(screen.contains("PIN: typed"), "the secret was echoed:\n\(screen)")
    }
}
