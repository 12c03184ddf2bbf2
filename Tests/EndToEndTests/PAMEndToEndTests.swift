import Foundation
import XCTest

/// `--pam SERVICE`: real libpam and real modules (pam_matrix for the password, pam_oath for a
/// one-time code that oathtool computes, pam_echo for an information line), without touching
/// /etc/pam.d: pam_wrapper reads the service from a folder of the test's. Driven in tmux, line by
/// line and on the sheets.
final class PAMEndToEndTests: XCTestCase {
    private static let wrapper = "/usr/lib/x86_64-linux-gnu/libpam_wrapper.so"
    private static let modules = "/usr/lib/x86_64-linux-gnu"
    /// RFC 6238's test key, hex, as pam_oath's users file and oathtool take it.
    private static let key = "3132333435363738393031323334353637383930"
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }

    /// A folder holding the service `authtui-otp` (information line, password, code) and its
    /// accounts; the environment that makes PAM read it.
    private func service() throws -> (directory: String, environment: String) {
        guard FileManager.default.fileExists(atPath: Self.wrapper),
            FileManager.default.fileExists(atPath: "\(Self.modules)/security/pam_oath.so")
        else {
            throw XCTSkip(
                "pam_wrapper or pam_oath missing: make test-deps installs libpam-wrapper and libpam-oath")
        }
        let directory = try makeTemporaryDataDirectory()
        try "alice:wonderland-secret:authtui-otp\n".write(
            toFile: directory + "/passdb", atomically: true, encoding: .utf8)
        try "HOTP/T30/6 alice - \(Self.key)\n".write(
            toFile: directory + "/users.oath", atomically: true, encoding: .utf8)
        let matrix = "\(Self.modules)/pam_wrapper/pam_matrix.so passdb=\(directory)/passdb"
        try """
        auth optional \(Self.modules)/security/pam_echo.so Welcome to the test machine
        auth requisite \(matrix)
        auth required \(Self.modules)/security/pam_oath.so usersfile=\(directory)/users.oath window=2 digits=6
        account required \(matrix)

        """.write(toFile: directory + "/authtui-otp", atomically: true, encoding: .utf8)
        return (
            directory,
            "LD_PRELOAD=\(Self.wrapper) PAM_WRAPPER=1 PAM_WRAPPER_SERVICE_DIR=\(directory)"
        )
    }

    private func code(offset: Int = 0) throws -> String {
        let result = try runCommand("/usr/bin/oathtool", ["--totp", "-d", "6", Self.key])
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return offset == 0 ? code : String(format: "%06d", (Int(code)! + offset) % 1_000_000)
    }

    /// `authtui ARGUMENTS` under PAM's test service (then `command`, for `run`), in a pane; PAM's
    /// own log goes to a file.
    private func session(_ arguments: String, command: String = "") throws -> TmuxSession {
        let (directory, environment) = try service()
        let session = try TmuxSession(command: [
            "sh", "-c",
            "out=$(env \(environment) \(binary) \(arguments) --pam authtui-otp --data-dir \(directory) "
                + "\(command) 2>\(directory)/stderr); echo \"[status=$? out=$out]\"",
        ])
        addTeardownBlock { session.kill() }
        return session
    }

    /// authtui's own question for the user name in the line mode (PAM's questions are PAM's).
    private var userNamePrompt: String { get throws { try Translation.english("system.user") + ":" } }
    /// The line mode's question under a step's choices.
    private var choosePrompt: String { get throws { try Translation.shown("line.choose") } }

    private func answer(_ session: TmuxSession, after prompt: String, _ text: String) throws {
        try session.waitFor(prompt)
        try session.type(text)
        try session.press("Enter")
    }

    func testAPasswordThenAOneTimeCodeSignInLineByLineWithPAMsOwnWords() throws {
        let session = try session("login --plain --print json")
        try answer(session, after: userNamePrompt, "alice")
        try session.waitFor("Welcome to the test machine")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "One-time password (OATH) for `alice':", try code())
        try answer(session, after: choosePrompt, "")
        let screen = try session.waitFor(
            "[status=0 out={\"user\":\"alice\",\"username\":\"alice\",\"authenticator\":\"pam\"}]")
        XCTAssertFalse(screen.contains("wonderland"), "a secret PAM asks for is never echoed:\n\(screen)")
    }

    /// In the line mode the terminal hands over whatever escape sequences came with a line (a
    /// paste between bracketed-paste markers, a function key): they are taken out of the answer,
    /// so PAM hears the name and the password that were pasted, nothing around them.
    func testEscapeSequencesInATypedLineAreRemovedBeforePAMHearsIt() throws {
        let session = try session("login --plain --print json")
        try answer(session, after: userNamePrompt, "\u{1B}[200~alice\u{1B}[201~")
        try answer(session, after: "Password:", "\u{1B}[200~wonderland-secret\u{1B}[201~")
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "One-time password (OATH) for `alice':", "\u{1B}[A" + (try code()))
        try answer(session, after: choosePrompt, "")
        try session.waitFor(
            "[status=0 out={\"user\":\"alice\",\"username\":\"alice\",\"authenticator\":\"pam\"}]")
    }

    /// The user name is authtui's own question: an empty one is asked again without starting
    /// PAM, one typed with spaces around it is the name without them, and going back from a
    /// question of PAM's (which cannot go back a step) ends that transaction and asks for a
    /// user name again rather than ending the login.
    func testTheUserNameIsAskedAgainWhenEmptyTrimmedAndAskedAfterBackingOutOfPAM() throws {
        let session = try session("login --plain --print json")
        try answer(session, after: userNamePrompt, "")
        try session.waitFor(Translation.english("system.user.empty"))
        try session.type("  alice  ")
        try session.press("Enter")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: choosePrompt, "0")
        // Asked again, with the name typed before offered (Enter keeps it).
        try session.waitFor(Translation.english("system.user") + " [  alice  ]:")
        try session.type(" alice\t")
        try session.press("Enter")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "One-time password (OATH) for `alice':", try code())
        try answer(session, after: choosePrompt, "")
        try session.waitFor(
            "[status=0 out={\"user\":\"alice\",\"username\":\"alice\",\"authenticator\":\"pam\"}]")
    }

    /// A wrong code and an unknown user get PAM's one sentence for a failed authentication, and
    /// the conversation starts again at the user name.
    func testAWrongCodeAndAnUnknownUserAreTheSameFailureAndStartAgain() throws {
        let session = try session("login --plain")
        try answer(session, after: userNamePrompt, "alice")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "for `alice':", try code(offset: 500_000))
        try answer(session, after: choosePrompt, "")
        try session.waitFor("Authentication failure\n" + userNamePrompt)
        try session.type("nobody")
        try session.press("Enter")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: choosePrompt, "")
        // The first failure is still on screen: wait for the second one.
        let deadline = Date().addingTimeInterval(10)
        let failure = try "Authentication failure\n" + userNamePrompt
        var screen = try session.screen()
        while screen.components(separatedBy: failure).count < 3,
            Date() < deadline
        {
            usleep(50_000)
            screen = try session.screen()
        }
        XCTAssertEqual(
            screen.components(separatedBy: failure).count, 3,
            "said twice, the same words, each time back at the user name:\n\(screen)")
        try session.press("C-d")
        try session.waitFor("[status=255 out=]")
    }

    /// On the sheets: PAM's prompts are the fields' labels, its information line a line of the
    /// sheet; `authtui run` hands the command PAM's user.
    func testTheSheetsAskPAMsPromptsAndRunGivesTheCommandPAMsUser() throws {
        let session = try session(
            "run --animation 0 --no-loading",
            command: " -- sh -c 'echo \"[as $AUTHTUI_USER $AUTHTUI_AUTHENTICATOR]\"'")
        try answer(session, after: Translation.english("system.user"), "alice")  // asked at once
        try session.waitFor("Welcome to the test machine")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: "One-time password (OATH)", try code())
        try session.waitFor("[as alice pam]")
        try session.waitFor("[status=0")
    }

    /// A PAM login is never remembered, and a session the account store remembers never answers
    /// for PAM: with Ada signed up and remembered in the data directory, `--pam` still asks.
    func testNoRememberedSessionAnswersForPAM() throws {
        let (directory, environment) = try service()
        let login = "\(binary) login --plain --data-dir \(directory)"
        let session = try TmuxSession(command: [
            "sh", "-c",
            "\(login) > /dev/null && echo \"[remembered $(\(login) --print username)]\" && "
                + "env \(environment) \(login) --pam authtui-otp 2>/dev/null; echo \"[status=$?]\"",
        ])
        addTeardownBlock { session.kill() }
        try answer(session, after: Translation.english("prompt.email") + ":", "ada@example.com")
        try answer(session, after: "Password:", "correct horse battery")
        try answer(session, after: choosePrompt, "2")
        try session.waitFor(Translation.english("prompt.email") + " [ada@example.com]:")
        try session.press("Enter")
        try answer(
            session,
            after: Translation.english("prompt.password") + Translation.english("line.keeps-typed") + ":", "")
        try answer(session, after: Translation.english("accounts.username") + ":", "Ada")
        try answer(
            session,
            after: "1) " + Translation.english("accounts.register") + "  0) "
                + Translation.english("choice.back"), "")
        try session.waitFor("[remembered Ada]")
        try session.waitFor(userNamePrompt)
        try session.press("C-d")
        try session.waitFor("[status=255]")
    }

    /// A real account for pam_unix (made for this test, removed after it) with `password`, and a
    /// PAM service of pam_unix alone in a data directory of the test's own: the account's name,
    /// the directory, and the environment that runs authtui under pam_wrapper with that service.
    /// A skip where it cannot be made (useradd needs root; CI runs as root).
    private func realPAMUnixAccount(
        _ prefix: String, password: String, service: String, changesPasswords: Bool = false
    ) throws -> (user: String, directory: String, environment: String) {
        guard getuid() == 0 else {
            throw XCTSkip("a real account for pam_unix: useradd and chage need root (CI runs as root)")
        }
        guard FileManager.default.fileExists(atPath: Self.wrapper) else {
            throw XCTSkip("pam_wrapper missing: make test-deps installs libpam-wrapper")
        }
        let user = "\(prefix)\(getpid() % 100_000)"
        _ = try? runCommand("/usr/sbin/userdel", ["-r", user])
        XCTAssertEqual(try runCommand("/usr/sbin/useradd", ["-m", user]).status, 0)
        addTeardownBlock { _ = try? runCommand("/usr/sbin/userdel", ["-r", user]) }
        let directory = try makeTemporaryDataDirectory()
        try "\(user):\(password)\n".write(toFile: directory + "/chpasswd", atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try runCommand("/bin/sh", ["-c", "/usr/sbin/chpasswd < \(directory)/chpasswd"]).status, 0)
        let unix = "\(Self.modules)/security/pam_unix.so"
        try
            ("auth required \(unix)\naccount required \(unix)\n"
            + (changesPasswords ? "password required \(unix)\n" : ""))
            .write(toFile: directory + "/" + service, atomically: true, encoding: .utf8)
        return (
            user, directory, "LD_PRELOAD=\(Self.wrapper) PAM_WRAPPER=1 PAM_WRAPPER_SERVICE_DIR=\(directory)"
        )
    }

    /// Issue 43 #2: through pam_unix (under pam_wrapper, a real account), a user who does not
    /// exist is refused in exactly the words of a wrong password, although pam_unix reports
    /// `PAM_USER_UNKNOWN` for one and `PAM_AUTH_ERR` for the other: nothing on the screen tells
    /// which names exist.
    func testAnUnknownUserIsRefusedInExactlyTheWordsOfAWrongPassword() throws {
        let (user, directory, environment) = try realPAMUnixAccount(
            "atunknown", password: "first-Password-4711", service: "authtui-unix")
        let session = try TmuxSession(command: [
            "sh", "-c",
            "env \(environment) \(binary) login --plain --pam authtui-unix --data-dir \(directory) "
                + "2>\(directory)/stderr; echo \"[status=$?]\"",
        ])
        addTeardownBlock { session.kill() }
        /// What is said between the password's answer and the next user name.
        func refusal(of name: String, attempt: Int) throws -> String {
            try answer(session, after: userNamePrompt, name)
            try answer(session, after: "Password:", "not-the-Password-0815")
            try answer(session, after: choosePrompt, "")
            let deadline = Date().addingTimeInterval(15)
            let (userName, choose) = try (userNamePrompt, choosePrompt)
            var screen = try session.screen()
            while screen.components(separatedBy: userName).count <= attempt + 1, Date() < deadline {
                usleep(50_000)
                screen = try session.screen()
            }
            let said = screen.components(separatedBy: choose).last ?? ""
            return said.components(separatedBy: userName).first!
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let wrongPassword = try refusal(of: user, attempt: 1)
        let unknownUser = try refusal(of: "nobody-\(user)", attempt: 2)
        XCTAssertEqual(
            wrongPassword, try Translation.english("choice.checking") + "…\nAuthentication failure",
            "PAM's words for PAM_AUTH_ERR")
        XCTAssertEqual(unknownUser, wrongPassword, "an unknown user is told what a wrong password is")
        try session.press("C-d")
        try session.waitFor("[status=255]")
    }

    /// Issue 43 #3: the identity handed on is the user PAM authenticated, read back after the
    /// conversation, not the name typed: `ALICE` is typed, pam_matrix checks it, and
    /// pam_wrapper's pam_set_items then sets `PAM_USER` to `alice`, as a module that
    /// canonicalises names does. `--print` and `authtui run`'s `AUTHTUI_USER` both say `alice`.
    func testTheIdentityHandedOnIsTheUserPAMAuthenticatedNotTheNameTyped() throws {
        guard FileManager.default.fileExists(atPath: Self.wrapper) else {
            throw XCTSkip("pam_wrapper missing: make test-deps installs libpam-wrapper")
        }
        let directory = try makeTemporaryDataDirectory()
        try "ALICE:wonderland-secret:authtui-canonical\n".write(
            toFile: directory + "/passdb", atomically: true, encoding: .utf8)
        let matrix = "\(Self.modules)/pam_wrapper/pam_matrix.so passdb=\(directory)/passdb"
        try """
        auth required \(matrix)
        auth required \(Self.modules)/pam_wrapper/pam_set_items.so
        account required \(Self.modules)/security/pam_permit.so

        """.write(toFile: directory + "/authtui-canonical", atomically: true, encoding: .utf8)
        // pam_set_items sets each item named in its environment.
        let environment =
            "LD_PRELOAD=\(Self.wrapper) PAM_WRAPPER=1 PAM_WRAPPER_SERVICE_DIR=\(directory) PAM_USER=alice"
        let authtui = "env \(environment) \(binary)"
        let options = "--plain --pam authtui-canonical --data-dir \(directory)"
        /// Signs in as `ALICE` in `command`'s pane and returns the screen once `ending` shows.
        func signIn(_ command: String, until ending: String) throws -> String {
            let session = try TmuxSession(command: ["sh", "-c", command])
            defer { session.kill() }
            try answer(session, after: userNamePrompt, "ALICE")
            try answer(session, after: "Password:", "wonderland-secret")
            try answer(session, after: choosePrompt, "")
            return try session.waitFor(ending)
        }
        _ = try signIn(
            "out=$(\(authtui) login \(options) --print json 2>>\(directory)/stderr); echo \"[status=$? out=$out]\"",
            until: "[status=0 out={\"user\":\"alice\",\"username\":\"alice\",\"authenticator\":\"pam\"}]")
        let ran = try signIn(
            "\(authtui) run \(options) -- sh -c 'echo \"[as $AUTHTUI_USER]\"' 2>>\(directory)/stderr; echo \"[run=$?]\"",
            until: "[run=0]")
        XCTAssertTrue(ran.contains("[as alice]"), "the gated command is handed PAM's user:\n\(ran)")
    }

    /// An expired password (`chage -d 0` on a real account; pam_unix's own stack under
    /// pam_wrapper): `pam_acct_mgmt` says `PAM_NEW_AUTHTOK_REQD`, and `pam_chauthtok` asks for
    /// the current and the new password in the same conversation, in pam_unix's words; the new
    /// password is the one that works afterwards.
    func testAnExpiredPasswordIsChangedInTheSameConversationAndTheNewOneSignsIn() throws {
        let (old, new) = ("first-Password-4711", "second-Password-0815")
        let (user, directory, environment) = try realPAMUnixAccount(
            "atexpire", password: old, service: "authtui-expire", changesPasswords: true)
        XCTAssertEqual(try runCommand("/usr/bin/chage", ["-d", "0", user]).status, 0)
        let login =
            "env \(environment) \(binary) login --plain --pam authtui-expire --print json --data-dir \(directory)"
        let session = try TmuxSession(command: [
            "sh", "-c",
            "out=$(\(login) 2>\(directory)/stderr); echo \"[status=$? out=$out]\"; "
                + "out=$(\(login) 2>>\(directory)/stderr); echo \"[again=$? out=$out]\"",
        ])
        addTeardownBlock { session.kill() }
        try answer(session, after: userNamePrompt, user)
        try answer(session, after: "Password:", old)
        try answer(session, after: choosePrompt, "")
        let screen = try session.waitFor("Current password:")
        XCTAssertTrue(
            screen.contains("You are required to change your password immediately"),
            "pam_unix's own words for an expired password:\n\(screen)")
        try session.type(old)
        try session.press("Enter")
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "New password:", new)
        try answer(session, after: choosePrompt, "")
        try answer(session, after: "Retype new password:", new)
        try answer(session, after: choosePrompt, "")
        let signedIn = try session.waitFor("[status=0").replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(
            signedIn.contains(
                "[status=0 out={\"user\":\"\(user)\",\"username\":\"\(user)\",\"authenticator\":\"pam\"}]"),
            signedIn)
        // The second login: the new password, and no change asked any more.
        try session.waitFor(Translation.english("system.log-in") + "\n" + userNamePrompt)
        try session.type(user)
        try session.press("Enter")
        try answer(session, after: "Password:", new)
        try answer(session, after: choosePrompt, "")
        let after = try session.waitFor("[again=0")
        XCTAssertFalse(after.contains(old) || after.contains(new), "no password is ever echoed:\n\(after)")
    }

    /// An expired account (`chage -E 0`): the password is right, `pam_acct_mgmt` refuses, and
    /// authtui says so in pam_unix's words before asking for a user name again.
    func testAnExpiredAccountIsRefusedInPAMsWordsEvenWithTheRightPassword() throws {
        let password = "first-Password-4711"
        let (user, directory, environment) = try realPAMUnixAccount(
            "atexpacct", password: password, service: "authtui-expired")
        XCTAssertEqual(try runCommand("/usr/bin/chage", ["-E", "0", user]).status, 0)
        let session = try TmuxSession(command: [
            "sh", "-c",
            "env \(environment) \(binary) login --plain --pam authtui-expired --data-dir \(directory) "
                + "2>\(directory)/stderr; echo \"[status=$?]\"",
        ])
        addTeardownBlock { session.kill() }
        try answer(session, after: userNamePrompt, user)
        try answer(session, after: "Password:", password)
        try answer(session, after: choosePrompt, "")
        let screen = try session.waitFor(userNamePrompt + "\n", timeout: 10).replacingOccurrences(
            of: "\n", with: " ")
        XCTAssertTrue(
            screen.contains("Your account has expired; please contact your system administrator"),
            "pam_unix's words for an expired account:\n\(screen)")
        try session.press("C-d")
        try session.waitFor("[status=255]")
    }

    /// The app itself with `--pam`: PAM's prompts on the sheets, `Hi, alice` with only what a
    /// system account can do here (no deletion, password change, two-factor, secret page), and
    /// `Log out` back to the Start screen.
    func testTheAppSignsInWithPAMAndOffersOnlyWhatASystemAccountCanDo() throws {
        let (directory, environment) = try service()
        // The app draws on standard output: nothing captures it here.
        let session = try TmuxSession(command: [
            "sh", "-c",
            "env \(environment) \(binary) --pam authtui-otp --data-dir \(directory) --animation 0 --no-loading "
                + "2>\(directory)/stderr; echo \"[status=$?]\"",
        ])
        addTeardownBlock { session.kill() }
        try session.waitFor(Translation.english("system.start"))
        try session.press("Enter")
        try answer(session, after: Translation.english("system.user"), "alice")
        try answer(session, after: "Password:", "wonderland-secret")
        try answer(session, after: "One-time password (OATH)", try code())
        let home = try session.waitFor(Translation.english("host.greeting", "alice"))
        XCTAssertTrue(home.contains(try Translation.english("host.log-out")), home)
        for absent in try [
            "host.delete-account", "host.change-password", "host.two-factor", "host.secret-page",
            "host.log-out-everywhere",
        ].map(Translation.english) {
            XCTAssertFalse(home.contains(absent), "\(absent) is not offered to a system account:\n\(home)")
        }
        try session.press("Enter")
        try session.waitFor(Translation.english("system.start"))
        try session.press("C-c")
        try session.waitFor("[status=")
    }
}
