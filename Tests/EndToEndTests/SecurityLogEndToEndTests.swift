import Foundation
import XCTest

/// The security log as people meet it, with the release binary in tmux: fail2ban banning a
/// guesser from the lines `authtui audit follow` wrote, the host telling the last sign-in and the
/// failures since, `Sessions` ending another terminal's session, and the `audit` commands.
final class SecurityLogEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery staple"
    private var directory = ""

    override func setUpWithError() throws {
        directory = try makeTemporaryDataDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func app(_ dataDirectory: String, _ extra: [String] = [], environment: [String: String] = [:])
        throws -> TmuxSession
    {
        try TmuxSession(
            command: [AuthTUIBinary.path, "--data-dir", dataDirectory, "--animation", "0"] + extra,
            environment: environment)
    }

    private func quit(_ app: TmuxSession) throws {
        try app.press("C-c")
        try app.waitFor("[exited 0]")
        app.kill()
    }

    private func authtui(_ arguments: [String]) throws -> CommandResult {
        try runCommand("/usr/bin/setsid", [AuthTUIBinary.path] + arguments + ["--data-dir", directory])
    }

    /// docs/security-log.md's filter, as an operator copies it.
    private func documentedFilter() throws -> String {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/security-log.md"), encoding: .utf8)
        let marker = "<!-- fail2ban filter -->\n```\n"
        let start = try XCTUnwrap(page.range(of: marker), "docs/security-log.md ships no fail2ban filter")
            .upperBound
        return String(page[start..<(try XCTUnwrap(page[start...].range(of: "```\n")).lowerBound)])
    }

    /// A guesser over SSH (the address sshd puts in `SSH_CONNECTION`): the app's own failure lines,
    /// followed into a file, match docs/security-log.md's filter in `fail2ban-regex`, and a real
    /// fail2ban-server with `maxretry = 3` bans the address at the third failure, not before;
    /// the person's own sign-in from another address is never counted.
    func testAGuessersFailuresReachFail2banWhichBansTheAddressAtTheConfiguredCount() throws {
        for tool in ["/usr/bin/fail2ban-server", "/usr/bin/fail2ban-regex", "/usr/bin/fail2ban-client"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is missing: `make test-deps` installs Debian's fail2ban")
        }
        let owner = try app(directory)
        try owner.signUp(email: email, password: password, username: "Ada")
        try owner.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(owner)

        let f2b = directory + "/fail2ban"
        try FileManager.default.createDirectory(atPath: f2b + "/filter.d", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: f2b + "/action.d", withIntermediateDirectories: true)
        try documentedFilter().write(
            toFile: f2b + "/filter.d/authtui.conf", atomically: true, encoding: .utf8)
        try """
        [Definition]
        logtarget = \(f2b)/server.log
        socket = \(f2b)/sock
        pidfile = \(f2b)/pid
        dbfile = :memory:
        """.write(toFile: f2b + "/fail2ban.conf", atomically: true, encoding: .utf8)
        try """
        [Definition]
        actionban = echo <ip> >> \(f2b)/banned
        """.write(toFile: f2b + "/action.d/record.conf", atomically: true, encoding: .utf8)
        try """
        [authtui]
        enabled = true
        filter = authtui
        backend = polling
        logpath = \(f2b)/events.log
        maxretry = 3
        findtime = 600
        bantime = 600
        action = record
        """.write(toFile: f2b + "/jail.conf", atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: f2b + "/events.log", contents: nil)
        let follow = try TmuxSession(command: [
            "/bin/sh", "-c",
            "exec \(AuthTUIBinary.path) audit follow --data-dir \(directory) >> \(f2b)/events.log",
        ])
        defer { follow.kill() }
        let server = try TmuxSession(command: [
            "/usr/bin/fail2ban-server", "-f", "-x", "-c", f2b, "-s", f2b + "/sock", "-p", f2b + "/pid",
        ])
        defer {
            _ = try? runCommand("/usr/bin/fail2ban-client", ["-s", f2b + "/sock", "stop"])
            server.kill()
        }
        try waitUntil("fail2ban's jail started") {
            ((try? String(contentsOfFile: f2b + "/server.log", encoding: .utf8)) ?? "").contains(
                "Jail 'authtui' started")
        }

        let guesser = try app(directory, environment: ["SSH_CONNECTION": "198.51.100.7 50022 127.0.0.1 22"])
        func guess(_ round: Int) throws {
            if round == 1 {
                try guesser.logIn(email: email, password: "not the password \(round)")
            } else {
                try guesser.press("C-u")
                try guesser.type("not the password \(round)")
                try guesser.press("Enter")
            }
            try waitUntil("failure \(round) in the followed log") {
                ((try? String(contentsOfFile: f2b + "/events.log", encoding: .utf8)) ?? "")
                    .contains("detail=\"password; failure \(round)\"")
            }
        }
        try guess(1)
        try guess(2)
        Thread.sleep(forTimeInterval: 2)  // fail2ban polls the file every second
        XCTAssertFalse(FileManager.default.fileExists(atPath: f2b + "/banned"), "banned before maxretry")
        try guess(3)
        try waitUntil("the ban") {
            ((try? String(contentsOfFile: f2b + "/banned", encoding: .utf8)) ?? "") == "198.51.100.7\n"
        }
        try quit(guesser)

        let regex = try runCommand(
            "/usr/bin/fail2ban-regex", [f2b + "/events.log", f2b + "/filter.d/authtui.conf"])
        XCTAssertEqual(regex.status, 0, regex.stderr)
        let lines = try String(contentsOfFile: f2b + "/events.log", encoding: .utf8)
            .split(separator: "\n")
        XCTAssertTrue(
            regex.stdout.contains("Lines: \(lines.count) lines, 0 ignored, 3 matched"), regex.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("198.51.100.7 ") }, "\(lines)")
    }

    /// After a sign-in the host says when and where the last one was and how many attempts
    /// failed since (a guesser's), and `--print json` carries the same lines.
    func testTheHostTellsTheLastSignInAndTheFailedAttemptsSince() throws {
        let first = try app(directory)
        try first.signUp(email: email, password: password, username: "Ada")
        try first.waitFor(Translation.english("host.greeting", "Ada"))
        try first.press("Enter")  // Log out
        try first.logIn(email: email, password: password)
        try first.waitFor(Translation.english("host.greeting", "Ada"))
        try first.press("Enter")
        try first.waitFor(Translation.english("accounts.start"))
        try quit(first)
        // Each guess in a terminal of its own: its answer is on a fresh screen, never an old one.
        for _ in 1...2 {
            let guesser = try app(directory)
            try guesser.logIn(email: email, password: "wrong wrong wrong")
            try guesser.waitFor(Translation.english("error.wrong-credentials"))
            try quit(guesser)
        }
        let last = try app(directory)
        try last.logIn(email: email, password: password)
        let screen = try last.waitFor(Translation.english("sign-in.failed-since", count: 2))
        // Moments ago, on this computer: no UTC date, no terminal's name.
        let today = try Translation.englishStart(of: "time.today")
        XCTAssertNotNil(
            screen.range(
                of: try Translation.pattern(of: "sign-in.last-here", startingWith: today),
                options: .regularExpression),
            screen)
        try quit(last)

        let login = try TmuxSession(command: [
            "/bin/sh", "-c",
            "\(AuthTUIBinary.path) login --print json --data-dir \(directory) --animation 0 > \(directory)/out.json",
        ])
        try login.waitFor("[exited 0]")
        let json = try String(contentsOfFile: directory + "/out.json", encoding: .utf8)
        XCTAssertTrue(json.contains("\"notice\":[\"Last sign-in: today "), json)
    }

    /// Issue 44 #7 in the app: the refusals counted after a subject's first `throttled` event
    /// reach the log when the app ends, not only when `login` or `run` do.
    func testTheAppWritesItsCountedRefusalsWhenItEnds() throws {
        let first = try app(directory)
        try first.signUp(email: email, password: password, username: "Ada")
        try first.waitFor(Translation.english("host.greeting", "Ada"))
        try first.press("Enter")  // Log out
        try first.logIn(email: email, password: "wrong wrong wrong 0")
        try first.waitFor(Translation.english("error.wrong-credentials"))
        for attempt in 1..<8 {
            try first.press("C-u")
            try first.type("wrong wrong wrong \(attempt)")
            try first.press("Enter")
            usleep(300_000)
        }
        try first.waitFor(Translation.englishStart(of: "error.too-many-attempts"))
        try quit(first)
        let log = try authtui(["audit", "list"])
        XCTAssertEqual(log.status, 0, log.stderr)
        let refusals = log.stdout.split(separator: "\n").filter { $0.contains(" throttled ") }
        XCTAssertGreaterThanOrEqual(refusals.count, 2, log.stdout)
        XCTAssertTrue(
            refusals.contains { $0.contains(" refusals") }, "the counted ones are written: \(log.stdout)")
    }

    /// The plain mode says the same notice as lines, after the sign-in and before anything else.
    func testThePlainModeSaysTheLastSignInAsALine() throws {
        let owner = try app(directory)
        try owner.signUp(email: email, password: password, username: "Ada")
        try owner.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(owner)
        let plain = try TmuxSession(command: [
            "/bin/sh", "-c",
            "\(AuthTUIBinary.path) login --plain --ask --data-dir \(directory); echo \"[status=$?]\"",
        ])
        for (prompt, answer) in try [
            (Translation.english("prompt.email") + ":", email),
            (Translation.english("prompt.password") + ":", password),
            (Translation.shown("line.choose"), ""),
        ] {
            try plain.waitFor(prompt)  // tmux drops trailing spaces
            try plain.type(answer)
            try plain.press("Enter")
        }
        let screen = try plain.waitFor("[status=0]")
        let today = try Translation.englishStart(of: "time.today")
        XCTAssertNotNil(
            screen.range(
                of: "\n" + (try Translation.pattern(of: "sign-in.last-here", startingWith: today)),
                options: .regularExpression), screen)
    }

    /// Two terminals signed in to one shared store; the first ends the second's session from
    /// `Sessions`, and the second terminal's next start asks again while the first stays in.
    func testEndingAnotherTerminalsSessionFromSessionsMakesItsNextStartAskAgain() throws {
        let store = ["--store", "sqlite:\(directory)/shared.sqlite3"]
        let here = directory + "/here"
        let there = directory + "/there"
        var first = try app(here, store)
        try first.signUp(email: email, password: password, username: "Ada")
        try first.waitFor(Translation.english("host.greeting", "Ada"))
        let second = try app(there, store)
        try second.logIn(email: email, password: password)
        try second.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(second)

        try first.press("Tab", "Tab", "Tab", "Tab", "Enter")  // Log out, Delete, Secret, Change, Sessions
        let thisOne = try Translation.fixedPart(of: "host.sessions.this-one")
        let thisComputer = try Translation.english("origin.this-computer")
        let list = try first.waitFor(thisOne)
        // Two listed, both made on this computer: this terminal's (marked) and the other one's.
        XCTAssertEqual(list.components(separatedBy: "[ \(thisOne) \(thisComputer)").count, 2, list)
        XCTAssertEqual(list.components(separatedBy: "[ \(thisComputer)").count, 2, list)
        try first.press("Enter")  // the newest first: the other terminal's
        try first.waitFor(Translation.english("host.sessions.end-other"))
        try first.press("Enter")  // its `End`
        try first.waitFor(try Translation.fixedPart(of: "host.sessions.ended"))
        let after = try first.screen()
        XCTAssertEqual(after.components(separatedBy: "[ \(thisOne) \(thisComputer)").count, 2, after)
        XCTAssertEqual(
            after.components(separatedBy: "[ \(thisComputer)").count, 1, "the other one is gone:\n\(after)")
        try first.press("Escape")
        try first.waitForAbsence(thisOne)
        try quit(first)

        let again = try app(there, store)
        try again.waitFor(Translation.english("accounts.start"))
        try quit(again)
        first = try app(here, store)
        try first.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(first)
        let ended = try authtui(["audit", "list", "--account", email] + store)
        XCTAssertTrue(ended.stdout.contains(" session-revoked ok "), ended.stdout)
        XCTAssertTrue(ended.stdout.contains("detail=\"ended from Sessions\""), ended.stdout)
    }

    /// The operator's side: `audit verify` says intact (status 0), `audit list` filters by
    /// account and time and prints JSON, `accounts sessions` lists the session with the id that
    /// `accounts revoke --session` ends, and a bad `--since` is one line and status 2.
    func testAuditAndSessionCommandsForOperators() throws {
        let owner = try app(directory)
        try owner.signUp(email: email, password: password, username: "Ada")
        try owner.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(owner)
        let verified = try authtui(["audit", "verify"])
        XCTAssertEqual(verified.status, 0, verified.stderr)
        XCTAssertEqual(verified.stdout, try Translation.english("audit.verify.intact", 2, 1, 2) + "\n")
        let listed = try authtui(["audit", "list", "--account", "ADA@example.com", "--since", "1h"])
        let kinds = listed.stdout.split(separator: "\n").map { $0.split(separator: " ")[2] }
        XCTAssertEqual(kinds, ["registered", "session-remembered"], listed.stdout)
        XCTAssertTrue(listed.stdout.hasPrefix("- 20"), "a local terminal has no address: \(listed.stdout)")
        XCTAssertEqual(try authtui(["audit", "list", "--since", "2999-01-01"]).stdout, "")
        let json = try authtui(["audit", "list", "--json"])
        XCTAssertTrue(json.stdout.hasPrefix("{\"seq\":1,"), json.stdout)
        let badSince = try authtui(["audit", "list", "--since", "yesterday"])
        XCTAssertEqual(badSince.status, 2)
        XCTAssertTrue(
            badSince.stderr.hasPrefix(
                try Translation.englishStart(of: "cli.error.invalid-value", "--since", "yesterday")),
            badSince.stderr)

        let sessions = try authtui(["accounts", "sessions", email])
        let fields = sessions.stdout.split(separator: "\t")
        XCTAssertEqual(fields.count, 5, sessions.stdout)
        let identifier = String(fields[0])
        XCTAssertTrue(fields[4].hasPrefix("from pts/"), sessions.stdout)
        let wrong = try authtui(["accounts", "revoke", email, "--session", "000000000000"])
        XCTAssertEqual(wrong.status, 1)
        let revoked = try authtui(["accounts", "revoke", email, "--session", identifier])
        XCTAssertEqual(
            revoked.stdout, try Translation.english("operator.revoked-session", identifier, email) + "\n",
            revoked.stderr)
        XCTAssertEqual(try authtui(["accounts", "sessions", email]).stdout, "")
        let again = try app(directory)
        try again.waitFor(Translation.english("accounts.start"))
        try quit(again)
    }

    /// A script or a cron job reads the verdict from the status: `audit verify` on a log edited
    /// behind the app's back says where it broke and exits 1, not 0.
    func testAuditVerifyOfAnEditedLogSaysWhereAndExitsOne() throws {
        let owner = try app(directory)
        try owner.signUp(email: email, password: password, username: "Ada")
        try owner.waitFor(Translation.english("host.greeting", "Ada"))
        try quit(owner)
        XCTAssertEqual(try authtui(["audit", "verify"]).status, 0)
        let edit = try runCommand(
            "/usr/bin/python3",
            [
                "-c",
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                    + "c.execute(\"UPDATE events SET subject = 'eve@example.com' WHERE seq = 1\"); c.commit()",
                "\(directory)/accounts.sqlite3",
            ])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        let verified = try authtui(["audit", "verify"])
        XCTAssertEqual(verified.status, 1, verified.stdout + verified.stderr)
        XCTAssertTrue(
            verified.stdout.hasPrefix("security log broken at event 1: it was altered"), verified.stdout)
    }

    private func waitUntil(_ what: String, timeout: TimeInterval = 20, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return XCTFail("timed out waiting for \(what)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
