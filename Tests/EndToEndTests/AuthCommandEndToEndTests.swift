import Foundation
import XCTest

/// `--auth-command`: an authenticator that is another program, drawn by the same sheets as the
/// built-in accounts, in a real terminal (tmux). The program below asks something no built-in
/// authenticator asks: an information line and three secrets, one a step.
final class AuthCommandEndToEndTests: XCTestCase {
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }

    /// Three secrets (amber, basalt, cobalt); a wrong one is asked again with `Not that one`,
    /// `back` goes one step back (from the first: cancelled). Every line it reads is logged.
    static let vault = #"""
        #!/bin/sh
        log="$1"
        i=0; err=""
        while :; do
          case $i in 0) label=First; want=amber;; 1) label=Second; want=basalt;; *) label=Third; want=cobalt;; esac
          printf 'step secret-%s The vault\n' "$i"
          [ "$i" = 0 ] && printf 'info Three secrets open this vault.\n'
          printf 'secret secret %s secret\n' "$label"
          [ -n "$err" ] && printf 'invalid secret %s\n' "$err"
          printf 'choice unlock Unlock\nask\n'
          err=""; answer=""
          while read -r word id text; do
            printf '%s%s\n' "$word" "${id:+ $id}" >> "$log"
            case $word in
              answer) answer=$text ;;
              chose) break ;;
              back) [ "$i" = 0 ] && { echo cancelled; exit 0; }; i=$((i - 1)); continue 2 ;;
            esac
          done || exit 1
          if [ "$answer" != "$want" ]; then err="Not that one"; continue; fi
          [ "$i" = 2 ] && { echo "signed-in keeper Keeper of the vault"; exit 0; }
          i=$((i + 1))
        done
        """#

    private func vaultCommand() throws -> (command: String, log: String, directory: String) {
        let directory = try makeTemporaryDataDirectory()
        let script = directory + "/vault.sh"
        try Self.vault.write(toFile: script, atomically: true, encoding: .utf8)
        let log = directory + "/lines.log"
        return (TmuxSession.shellQuote("sh \(script) \(log)"), log, directory)
    }

    /// `authtui login` with `command` as its authenticator, `after` appended to its command line,
    /// in a pane (its first step opens at once, as dialog asks).
    private func login(_ command: String, _ after: String) throws -> TmuxSession {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(command: [
            "sh", "-c",
            "\(binary) login --no-loading --animation 0 --data-dir \(directory) --auth-command \(command) "
                + after,
        ])
        addTeardownBlock { session.kill() }
        return session
    }

    func testAProgramsThreeSecretsAndInformationLineAreAskedOnTheSheetsAndItsUserPrinted() throws {
        let (command, log, _) = try vaultCommand()
        let session = try login(command, "--print json | tr , '\\n'; echo \"[status=$?]\"")
        try session.waitFor("Three secrets open this vault.")
        try session.waitFor("First secret")
        try session.type("amber")
        try session.press("Enter")
        try session.waitFor("Second secret")
        try session.type("granite")
        try session.press("Enter")
        let refused = try session.waitFor("Not that one")
        XCTAssertFalse(refused.contains("granite"), "a secret is never drawn: \(refused)")
        try session.press("Escape")
        try session.waitFor("First secret")
        // Each answer after the sheet asking for it (keys typed while one is checked are not its).
        for (secret, next) in [("amber", "Second secret"), ("basalt", "Third secret"), ("cobalt", "keeper")] {
            try session.type(secret)
            try session.press("Enter")
            try session.waitFor(next)
        }
        try session.waitFor(
            "\"user\":\"keeper\"\n\"username\":\"Keeper of the vault\"\n\"authenticator\":\"command\"}")
        try session.waitFor("[status=0]")
        let lines = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertEqual(
            lines.split(separator: "\n"),
            [
                "answer secret", "chose unlock", "answer secret", "chose unlock", "back", "answer secret",
                "chose unlock", "answer secret", "chose unlock", "answer secret", "chose unlock",
            ])
    }

    /// Issue 44 #4: a program that never signs anyone in (its one step is an information line)
    /// but whose line runs past 4 KiB into `signed-in root`, as one echoing a long typed name
    /// would. The pause leaves authtui holding exactly one byte past 4 KiB when it decides.
    static let overlongEcho = #"""
        #!/bin/sh
        printf 'step hello Hello\n'
        printf 'info Hello, %s' "$(printf '%4085s' '' | tr ' ' x)"
        sleep 1
        printf 'signed-in root\n'
        printf 'visible name Name\nask\n'
        cat > /dev/null
        """#

    func testAHelpersOverlongLineEndingInSignedInRootSignsNobodyIn() throws {
        let directory = try makeTemporaryDataDirectory()
        let script = directory + "/overlong.sh"
        try Self.overlongEcho.write(toFile: script, atomically: true, encoding: .utf8)
        let session = try login(
            TmuxSession.shellQuote("sh \(script)"), "--print json; echo \"[status=$?]\"")
        try session.waitFor(Translation.english("helper.line-too-long"))
        try session.press("Escape")
        let screen = try session.waitFor("[status=255]")
        XCTAssertFalse(screen.contains("\"user\""), "someone was signed in: \(screen)")
    }

    func testAProgramThatStopsWithoutAnAnswerIsSaidOnTheStartScreen() throws {
        let session = try login("'exit 3'", "; echo \"[status=$?]\"")
        try session.waitFor(Translation.english("helper.stopped"))
        try session.press("Escape")
        try session.waitFor("[status=255]")
    }

    /// A PIN with a `Cancel` choice; `chose cancel` and `back` (Esc) both end in `cancelled`.
    static let cancellable = #"""
        printf 'step pin Unlock\nsecret pin PIN\nchoice unlock Unlock\nchoice cancel Cancel\nask\n'
        while read -r word id text; do
          case "$word $id" in
            "chose cancel"|"back ") echo cancelled; exit 0 ;;
          esac
        done
        """#

    /// Issue 41 #6: as with dialog and whiptail, a `Cancel` choice backs out with status 1 and Esc
    /// with 255, though the program answers both with the same `cancelled`.
    func testACancelChoiceExitsOneAndEscapeExits255() throws {
        for (keys, status) in [(["Tab", "Tab", "Enter"], 1), (["Escape"], 255)] {
            let directory = try makeTemporaryDataDirectory()
            let script = directory + "/cancellable.sh"
            try Self.cancellable.write(toFile: script, atomically: true, encoding: .utf8)
            let session = try login(TmuxSession.shellQuote("sh \(script)"), "; echo \"[status=$?]\"")
            try session.waitFor("Cancel")
            for key in keys { try session.press(key) }
            try session.waitFor("[status=\(status)]")
            session.kill()
        }
    }

    /// Issue 43 #1: the program never sees the store's settings or secrets, whatever the
    /// environment authtui was started with held.
    func testTheProgramNeverSeesTheStoresSettingsOrSecrets() throws {
        let directory = try makeTemporaryDataDirectory()
        let seen = directory + "/environment"
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) login --no-loading --animation 0 --data-dir \(directory) "
                    // Written aside and renamed: the redirection makes the file before env writes.
                    + "--auth-command \(TmuxSession.shellQuote("env > \(seen).part; mv \(seen).part \(seen); echo cancelled")); "
                    + "echo \"[status=$?]\"",
            ],
            environment: [
                "AUTHTUI_STORE": "sqlite:\(directory)/accounts.sqlite3", "PGPASSWORD": "store-secret",
                "PGPASSFILE": "/var/lib/authtui/.pgpass",
                "AUTHTUI_TOTP_KEY_FILE": "/var/lib/authtui/totp.key",
                "HARMLESS": "kept",
            ])
        addTeardownBlock { session.kill() }
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: seen) { usleep(100_000) }
        let environment = try String(contentsOfFile: seen, encoding: .utf8)
        XCTAssertTrue(environment.contains("HARMLESS=kept"), environment)
        for name in [
            "AUTHTUI_STORE=", "PGPASSWORD=", "PGPASSFILE=", "AUTHTUI_TOTP_KEY_FILE=", "store-secret",
        ] {
            XCTAssertFalse(environment.contains(name), "\(name) reached the program:\n\(environment)")
        }
    }

    /// `authtui login --plain` on a data directory of its own, with `helper` (a shell script) as
    /// its `--auth-command`, in tmux (killed when the test ends).
    private func plainLogin(helper: String, recordsOutput: Bool = false) throws -> TmuxSession {
        let directory = try makeTemporaryDataDirectory()
        let script = directory + "/helper.sh"
        try helper.write(toFile: script, atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) login --plain --data-dir \(directory) --auth-command \(TmuxSession.shellQuote("sh \(script)"))",
            ], recordsOutput: recordsOutput)
        addTeardownBlock { session.kill() }
        return session
    }

    /// Issue 43 #11: in the line mode a program's text reaches the terminal with its control and
    /// escape sequences made harmless, as on the full screen.
    func testAProgramsEscapeSequencesReachTheLineModeHarmless() throws {
        let session = try plainLogin(
            helper: #"""
                printf 'step one \033]0;pwned title\007Title\n'
                printf 'info \033[31mred\033[0m \033]8;;http://evil/\033\\link\033]8;;\033\\ bell\007\n'
                printf 'visible name Name\nask\n'
                cat > /dev/null
                """#, recordsOutput: true)
        try session.waitFor("Name:")
        let bytes = try session.output()
        for sequence in ["\u{1B}]0;", "\u{1B}]8;", "\u{1B}[31m", "\u{07}"] {
            XCTAssertFalse(bytes.contains(sequence), "\(sequence.debugDescription) reached the terminal")
        }
        XCTAssertTrue(bytes.contains("red"), bytes.debugDescription)
    }

    /// A question's label is the program's text too: in the line mode it reaches the terminal
    /// with its escape sequences made harmless, as the lines between questions do (a PAM module's
    /// or greetd's prompt is drawn by the same code).
    func testAProgramsPromptLabelReachesTheLineModeHarmless() throws {
        let session = try plainLogin(
            helper: #"""
                printf 'step one Title\n'
                printf 'visible name \033]0;pwned title\007\033[31mName\033[0m\n'
                printf 'ask\n'
                cat > /dev/null
                """#, recordsOutput: true)
        try session.waitFor("Name")  // the label is written at once
        let bytes = try session.output()
        for sequence in ["\u{1B}]0;", "\u{1B}[31m", "\u{1B}[0m", "\u{07}"] {
            XCTAssertFalse(bytes.contains(sequence), "\(sequence.debugDescription) reached the terminal")
        }
    }

    /// With no colour to tell them apart, an error line of the program's is said as one in the
    /// line mode (`Error: ` before it), and an information line as it is.
    func testAProgramsErrorLineIsSaidAsAnErrorInTheLineMode() throws {
        let session = try plainLogin(
            helper: #"""
                printf 'step one Title\n'
                printf 'info The vault is open.\n'
                printf 'error The vault is sealed.\n'
                printf 'visible name Name\nask\n'
                cat > /dev/null
                """#)
        let screen = try session.waitFor("Name:")
        let lines = screen.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(try Translation.english("line.error", "The vault is sealed.")), screen)
        XCTAssertTrue(lines.contains("The vault is open."), screen)
    }
}
