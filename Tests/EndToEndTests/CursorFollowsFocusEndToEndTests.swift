import Foundation
import XCTest

/// On the full screen the terminal's real cursor is on what has focus (the caret in a field, the
/// first letter of a button), so a braille display or a screen reader that follows the cursor
/// follows focus: checked in tmux, whose cursor is the one a reader sees.
final class CursorFollowsFocusEndToEndTests: XCTestCase {
    private struct Cursor: CustomStringConvertible {
        var x: Int, y: Int, visible: Bool, line: String
        var description: String { "(\(x),\(y)) visible=\(visible) on \"\(line)\"" }
        /// The text from the cursor to the end of its line.
        var atCursor: String {
            let characters = Array(line)
            return x < characters.count ? String(characters[x...]) : ""
        }
    }

    private func cursor(_ session: TmuxSession) throws -> Cursor {
        let x = Int(try session.paneValue("cursor_x")) ?? -1
        let y = Int(try session.paneValue("cursor_y")) ?? -1
        let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        return Cursor(
            x: x, y: y, visible: try session.paneValue("cursor_flag") == "1",
            line: y >= 0 && y < lines.count ? String(lines[y]) : "")
    }

    /// Waits until the cursor is visible and `holds` (focus moves settle within a frame or two).
    private func waitForCursor(
        _ session: TmuxSession, _ what: String, file: StaticString, line: UInt, holds: (Cursor) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(5)
        var last: Cursor?
        while Date() < deadline {
            let now = try cursor(session)
            if now.visible, holds(now) { return }
            last = now
            usleep(30_000)
        }
        XCTFail(
            "the cursor is not \(what): \(last.map(String.init(describing:)) ?? "")", file: file, line: line)
    }

    /// Waits until the cursor is at the start of `text` (a button's title, a message), right
    /// after `typed`.
    private func expectCursor(
        _ session: TmuxSession, on text: String = "", after typed: String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try waitForCursor(session, "on \"\(text)\" after \"\(typed)\"", file: file, line: line) { now in
            now.atCursor.hasPrefix(text) && String(now.line.prefix(now.x)).hasSuffix(typed)
        }
    }

    func testTheCursorIsOnTheFocusedButtonOrFieldOnEverySheet() throws {
        let directory = try makeTemporaryDataDirectory()
        // The app: its Start screen's button is the first thing focused.
        let session = try TmuxSession(command: [
            AuthTUIBinary.path, "--no-loading", "--animation", "0", "--data-dir", directory,
        ])
        addTeardownBlock { session.kill() }
        try session.waitFor(Translation.english("accounts.start"))
        try expectCursor(session, on: Translation.english("accounts.start"))
        try session.press("Enter")
        try session.waitFor(Translation.english("prompt.email"))
        try session.type("ada@example.com")
        try expectCursor(session, after: "ada@example.com")  // the caret, right after the text
        try session.press("Tab")
        try expectCursor(session, on: Translation.english("accounts.next") + " ]")
        try session.press("Enter")
        try session.waitFor(Translation.english("accounts.create-account"))
        try session.press("Tab")
        try expectCursor(session, on: Translation.english("accounts.log-in") + " ]")
        try session.press("Tab")
        try expectCursor(session, on: Translation.english("accounts.create-account") + " ]")
        try session.press("BTab", "BTab")
        try expectCursor(session, inField: Translation.english("prompt.password"))
    }

    /// Waits until the cursor is in the input of the field labelled `label` (on the same row, so
    /// a reader that speaks the cursor's line names the field), right after `typed`.
    private func expectCursor(
        _ session: TmuxSession, inField label: String, typed: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try waitForCursor(session, "in the \(label) field", file: file, line: line) { now in
            let before = String(now.line.prefix(now.x))
            let trimmed = before.trimmingCharacters(in: .whitespaces)
            return before.contains(label)
                && (typed.isEmpty ? trimmed.hasSuffix(label) : before.hasSuffix(typed))
        }
    }

    /// A message that appears takes the cursor (its first letter) until the next key, which gives
    /// the cursor back to what has focus.
    func testAMessageThatAppearsHasTheCursorUntilTheNextKey() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(command: [
            AuthTUIBinary.path, "login", "--no-loading", "--animation", "0", "--data-dir", directory,
        ])
        addTeardownBlock { session.kill() }
        try session.waitForFirstQuestion()  // `login` asks at once
        try session.type("ada@")
        try session.press("Enter")
        try expectCursor(session, on: Translation.englishStart(of: "field.email.malformed"))
        try session.type("example.com")
        try expectCursor(session, inField: Translation.english("prompt.email"), typed: "ada@example.com")
        try session.press("Enter")
        try session.waitFor(Translation.english("accounts.create-account"))
        try session.type("not the password")
        try session.press("Enter")
        try expectCursor(session, on: Translation.english("error.wrong-credentials"))
        try session.press("Tab")
        try expectCursor(session, on: Translation.english("accounts.log-in") + " ]")
    }

    /// The registration sheet, every button of the signed-in screen and every sheet it opens.
    func testTheCursorFollowsFocusOnTheRegistrationAndSignedInSheets() throws {
        let directory = try makeTemporaryDataDirectory()
        let session = try TmuxSession(command: [
            AuthTUIBinary.path, "--no-loading", "--animation", "0", "--data-dir", directory,
        ])
        addTeardownBlock { session.kill() }
        try session.waitFor(Translation.english("accounts.start"))
        try session.press("Enter")
        try session.waitFor(Translation.english("prompt.email"))
        try session.type("ada@example.com")
        try session.press("Enter")
        try session.waitFor(Translation.english("accounts.create-account"))
        try session.type("correct horse battery staple")
        try session.press("Tab", "Tab", "Enter")
        try session.waitFor(Translation.english("accounts.registration.title"))
        try expectCursor(session, inField: Translation.english("accounts.username"))
        try session.press("BTab")
        try expectCursor(session, inField: Translation.english("prompt.password"), typed: "•")
        try session.press("Tab", "Tab")
        try expectCursor(session, on: Translation.english("accounts.register") + " ]")
        try session.press("Enter")
        try session.waitFor(Translation.english("host.signed-in"))
        for id in [
            "host.log-out", "host.delete-account", "host.secret-page", "host.change-password",
            "host.sessions",
            "host.log-out-everywhere", "host.two-factor", "host.log-out",
        ] {
            let button = try Translation.english(id) + " ]"
            try expectCursor(session, on: button)
            try session.press("Tab")
        }
        // On `Delete account`: its confirmation asks for the password.
        try expectCursor(session, on: Translation.english("host.delete-account") + " ]")
        try session.press("Enter")
        try session.waitFor(Translation.english("host.delete.confirm"))
        try expectCursor(session, inField: Translation.english("prompt.password"))
        try session.press("Escape")
        try expectCursor(session, on: Translation.english("host.delete-account") + " ]")
        try session.press("Tab", "Tab", "Enter")
        try session.waitFor(Translation.english("host.change.current"))
        try expectCursor(session, inField: Translation.english("host.change.current"))
        try session.press("Tab")
        try expectCursor(session, inField: Translation.english("host.change.new"))
        try session.press("Escape")
        try expectCursor(session, on: Translation.english("host.change-password") + " ]")
        try session.press("Tab", "Enter")
        let thisOne = try Translation.fixedPart(of: "host.sessions.this-one")
        try session.waitFor(thisOne)
        // The newest session, this terminal's, made on this computer.
        try expectCursor(session, on: thisOne + " " + (try Translation.english("origin.this-computer")))
        try session.press("Escape")
        try expectCursor(session, on: Translation.english("host.sessions") + " ]")
        try session.press("Tab", "Tab", "Enter")
        try session.waitFor(Translation.english("host.two-factor") + " ─")
        try expectCursor(session, inField: Translation.english("prompt.password"))
    }
}
