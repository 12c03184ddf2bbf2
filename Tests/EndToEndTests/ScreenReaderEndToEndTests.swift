import Foundation
import XCTest

/// A real screen reader: Fenrir (Debian `fenrir`) runs authtui in its own terminal emulation
/// inside tmux, and its generic speech driver runs, for every utterance, a script that appends
/// the text to a file instead of speaking it. The tests read what it said.
final class ScreenReaderEndToEndTests: XCTestCase {
    private static let fenrir = "/usr/bin/fenrir"
    private static let settings = "/etc/fenrirscreenreader/settings/settings.conf"

    /// Fenrir speaking into `spoken`, running `script` as its shell, in a pane.
    private func reader(running script: String) throws -> (session: TmuxSession, spoken: String) {
        guard FileManager.default.isExecutableFile(atPath: Self.fenrir),
            FileManager.default.fileExists(atPath: Self.settings)
        else { throw XCTSkip("no Fenrir: make test-deps installs fenrir") }
        let directory = try makeTemporaryDataDirectory()
        let spoken = directory + "/spoken.txt"
        let say = directory + "/say.sh"
        try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(spoken)'\n".write(
            toFile: say, atomically: true, encoding: .utf8)
        let shell = directory + "/shell.sh"
        try "#!/bin/sh\n\(script)\necho \"[done $?]\"\nexec sleep 120\n".write(
            toFile: shell, atomically: true, encoding: .utf8)
        for file in [say, shell] { chmod(file, 0o755) }
        // Speech to the script, no sound, no remote control, logs in the test's folder. The remote
        // driver is the dummy one: `remote#enable=False` alone still had the Unix one bind
        // /tmp/fenrirscreenreader-PID.sock, left behind by every run.
        let options = [
            "speech#driver=genericDriver", "speech#genericSpeechCommand=\(say) fenrirText",
            "speech#autoReadIncoming=True", "sound#enabled=False", "remote#enable=False",
            "remote#driver=dummyDriver",
            "general#shell=\(shell)", "general#debugFile=\(directory)/fenrir.log",
        ].joined(separator: ";")
        let session = try TmuxSession(command: [Self.fenrir, "-e", "-s", Self.settings, "-o", options])
        addTeardownBlock { session.kill() }
        return (session, spoken)
    }

    /// What Fenrir has said so far, as one text (utterances joined by newlines, runs of spaces
    /// as one: it pads what it reads from the screen).
    private func said(_ file: String) -> String {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Waits until Fenrir has said `words` after the first `after` characters of what it said,
    /// and returns everything it said by then.
    @discardableResult
    private func waitUntilSaid(
        _ words: String, in file: String, after: Int = 0, timeout: TimeInterval = 15, line: UInt = #line
    ) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = said(file)
            if text.dropFirst(after).contains(words) { return text }
            usleep(100_000)
        }
        XCTFail("Fenrir never said \"\(words)\"; it said:\n\(said(file))", line: line)
        return said(file)
    }

    func testInPlainModeItSpeaksEveryPromptAndErrorInOrderAndNoneOfThePassword() throws {
        let data = try makeTemporaryDataDirectory()
        let (session, spoken) = try reader(
            running: "TERM=dumb \(TmuxSession.shellQuote(AuthTUIBinary.path)) login --data-dir \(data)")
        waitUntilSaid(asSaid(try Translation.english("prompt.email")) + ":", in: spoken)
        try session.type("ada@example.com")
        try session.press("Enter")
        waitUntilSaid(asSaid(try Translation.english("prompt.password")) + ":", in: spoken)
        try session.type("correct horse battery")
        try session.press("Enter")
        waitUntilSaid(asSaid(try Translation.opening(of: "line.choose", words: 1)), in: spoken)
        try session.press("Enter")
        let transcript = waitUntilSaid(asSaid(try Translation.english("error.wrong-credentials")), in: spoken)
        let order = [
            asSaid(try Translation.english("accounts.sign-in.title")),
            asSaid(try Translation.english("prompt.email")) + ":",
            asSaid(try Translation.english("prompt.password")) + ":",
            "1 " + asSaid(try Translation.english("accounts.log-in")) + " 2 "
                + asSaid(try Translation.english("accounts.create-account")),
            asSaid(try Translation.english("error.wrong-credentials")),
        ]
        var rest = Substring(transcript)
        for phrase in order {
            guard let found = rest.range(of: phrase) else {
                return XCTFail("\"\(phrase)\" not said in order:\n\(transcript)")
            }
            rest = rest[found.upperBound...]
        }
        print("What Fenrir said (plain mode):\n\(transcript)")
        for secret in ["correct", "horse", "battery"] {
            XCTAssertFalse(transcript.lowercased().contains(secret), "it spoke the password:\n\(transcript)")
        }
    }

    /// As Fenrir says `text`: a hyphen is read out (`E-Mail` is `E dash Mail`).
    private func asSaid(_ text: String) -> String { text.replacingOccurrences(of: "-", with: " dash ") }

    /// Issue 39: the line mode in German (`LANGUAGE=de`) is spoken in German, in the same order.
    func testInGermanItSpeaksTheGermanPromptsAndError() throws {
        let data = try makeTemporaryDataDirectory()
        let (session, spoken) = try reader(
            running:
                "LANGUAGE=de TERM=dumb \(TmuxSession.shellQuote(AuthTUIBinary.path)) login --data-dir \(data)"
        )
        let email = asSaid(try Translation.of("prompt.email", in: "de"))
        let password = asSaid(try Translation.of("prompt.password", in: "de"))
        waitUntilSaid(email + ":", in: spoken)
        try session.type("ada@example.com")
        try session.press("Enter")
        waitUntilSaid(password + ":", in: spoken)
        try session.type("correct horse battery")
        try session.press("Enter")
        try session.press("Enter")
        let refusal = asSaid(try Translation.of("error.wrong-credentials", in: "de"))
        let transcript = waitUntilSaid(refusal, in: spoken)
        var rest = Substring(transcript)
        let title = asSaid(try Translation.of("accounts.sign-in.title", in: "de"))
        for phrase in [title, email + ":", password + ":", refusal] {
            guard let found = rest.range(of: phrase) else {
                return XCTFail("\"\(phrase)\" not said in order:\n\(transcript)")
            }
            rest = rest[found.upperBound...]
        }
        XCTAssertFalse(
            transcript.contains(asSaid(try Translation.english("error.wrong-credentials"))),
            "English spoken:\n\(transcript)")
    }

    /// On the full screen the cursor is on what has focus, so Tab makes Fenrir say the button or
    /// field (its label) that took it.
    func testOnTheFullScreenTabMakesItSayWhatTookFocus() throws {
        let data = try makeTemporaryDataDirectory()
        let (session, spoken) = try reader(
            running: "TERM=xterm \(TmuxSession.shellQuote(AuthTUIBinary.path)) login --no-loading "
                + "--animation 0 --data-dir \(data)")
        waitUntilSaid(asSaid(try Translation.english("prompt.email")), in: spoken)  // asked at once
        try session.type("ada@example.com")
        usleep(500_000)
        var heard = said(spoken).count
        try session.press("Tab")
        heard =
            waitUntilSaid(asSaid(try Translation.english("accounts.next")), in: spoken, after: heard).count
        // Back into the field: its label is on the cursor's line, so it is said with the text (Fenrir
        // says `@` as `at`).
        try session.press("BTab")
        heard =
            waitUntilSaid(
                asSaid(try Translation.english("prompt.email")) + " ada at example.com", in: spoken,
                after: heard
            ).count
        try session.press("Enter")
        heard =
            waitUntilSaid(
                asSaid(try Translation.english("accounts.create-account")), in: spoken, after: heard
            ).count
        usleep(500_000)
        heard = said(spoken).count
        try session.press("Tab")
        heard =
            waitUntilSaid(asSaid(try Translation.english("accounts.log-in")), in: spoken, after: heard).count
        // Along a line Fenrir says the word the cursor lands on.
        try session.press("Tab")
        let transcript = waitUntilSaid(
            asSaid(try Translation.opening(of: "accounts.create-account", words: 1)), in: spoken, after: heard
        )
        print("What Fenrir said (full screen):\n\(transcript)")
    }
}
