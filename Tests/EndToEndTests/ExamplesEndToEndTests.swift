import Foundation
import XCTest

/// The programs in `Examples/`, built by `make test` next to `authtui`, driven in a real terminal
/// (tmux) as a person would use them; and the promises made about them (their size, docs/library.md's
/// copy of `GuardedHello`).
final class ExamplesEndToEndTests: XCTestCase {
    private func example(_ name: String) -> String {
        URL(fileURLWithPath: AuthTUIBinary.path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func source(_ path: String) throws -> String {
        try String(contentsOf: Self.sourceRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Lines that are neither blank nor only a comment.
    private func codeLines(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }

    func testGuardedHelloSignsUpThenRemembersTheSession() throws {
        let directory = try makeTemporaryDataDirectory()
        var session = try TmuxSession(
            command: [example("GuardedHello")], environment: ["HELLO_DATA_DIR": directory])
        try session.waitFor("SIGN IN / REGISTER")
        XCTAssertFalse(try session.screen().contains("Hello,"), "the host is covered")
        try session.signUp(email: "bob@example.com", password: "correct horse battery", username: "Bob")
        try session.waitFor("Hello, Bob!")
        try session.press("C-c")
        try session.waitFor("[exited 0]")
        session.kill()

        session = try TmuxSession(
            command: [example("GuardedHello")], environment: ["HELLO_DATA_DIR": directory])
        try session.waitFor("Hello, Bob!")  // remembered: no login asked
        try session.press("l")
        try session.waitFor("SIGN IN / REGISTER")
        try session.press("C-c")
        try session.waitFor("[exited 0]")
        session.kill()
    }

    /// The loading screen shows for 2 s only, so it is checked in what the program drew (the
    /// recorded output), not caught on screen: on a loaded machine the polling of `waitFor`
    /// could miss the whole window.
    func testCustomLoginLoadsThenKeepsItsLoginForAWrongNameAndOpensForTheRightOne() throws {
        let session = try TmuxSession(command: [example("CustomLogin")], recordsOutput: true)
        addTeardownBlock { session.kill() }
        try session.waitFor("┌─ Log in")
        let drawn = try session.waitForOutput("Log in")
        let loading = try XCTUnwrap(drawn.range(of: "Loading…"), "the loading screen was drawn")
        XCTAssertLessThan(loading.lowerBound, try XCTUnwrap(drawn.range(of: "Log in")).lowerBound)
        XCTAssertTrue(
            try session.screen().contains("Protected content"), "outside the host region stays visible")
        try session.type("bob")
        try session.press("Enter")  // finishLogin(success: false): the same login screen stays
        try session.waitFor(try Translation.english("navigator.login-failed"))  // and says so (issue 41 #7)
        try session.press("C-u")
        try session.type("ada")
        try session.waitFor(" ada ")  // typed into the sheet, so it stayed after "bob"
        try session.press("Enter")
        try session.waitForAbsence("┌─ Log in")
        let loggedIn = try session.output().utf8.count
        try session.press("o")  // logout(presentLoading: true)
        try session.waitForOutput("Loading…", from: loggedIn)
        try session.waitFor("┌─ Log in")
        try session.press("C-c")
        try session.waitFor("[exited 0]")
    }

    /// The examples' sheets show whole at the smallest supported terminal and the most common
    /// one: `GuardedHello`'s (the built-in flow, to the registration sheet) and `CustomLogin`'s
    /// own login sheet in its host region. Never `Terminal too small`, never a scrolled sheet.
    func testTheExamplesSheetsFitAt44x16And80x24() throws {
        func assertWhole(_ screen: String, _ what: String) {
            for sign in ["Terminal too small", "▲", "▼"] {
                XCTAssertFalse(screen.contains(sign), "\(what):\n\(screen)")
            }
        }
        for (width, height) in [(44, 16), (80, 24)] {
            let size = "\(width)x\(height)"
            let hello = try TmuxSession(
                command: [example("GuardedHello")], width: width, height: height,
                environment: ["HELLO_DATA_DIR": try makeTemporaryDataDirectory()])
            assertWhole(try hello.waitFor("SIGN IN / REGISTER"), "GuardedHello's start at \(size)")
            try hello.press("Enter")
            assertWhole(try hello.waitFor("Email"), "Sign in at \(size)")
            try hello.type("bob@example.com")
            try hello.press("Enter")
            assertWhole(try hello.waitFor("Create account"), "Password at \(size)")
            try hello.type("correct horse battery")
            try hello.press("Tab", "Tab", "Enter")
            assertWhole(try hello.waitFor("Username (optional)"), "Registration at \(size)")
            hello.kill()

            let custom = try TmuxSession(command: [example("CustomLogin")], width: width, height: height)
            assertWhole(try custom.waitFor("┌─ Log in"), "CustomLogin's login at \(size)")
            custom.kill()
        }
    }

    func testExamplesStayShort() throws {
        XCTAssertLessThanOrEqual(codeLines(try source("Examples/GuardedHello/main.swift")), 30)
        XCTAssertLessThanOrEqual(codeLines(try source("Examples/CustomLogin/main.swift")), 40)
    }

    func testTheLibraryPageShowsGuardedHelloExactly() throws {
        let page = try source("docs/library.md")
        let hello = try source("Examples/GuardedHello/main.swift")
        let marker = "<!-- Examples/GuardedHello/main.swift -->\n```swift\n"
        let start = try XCTUnwrap(page.range(of: marker), "docs/library.md's Embed it section names the file")
        let rest = page[start.upperBound...]
        let end = try XCTUnwrap(rest.range(of: "```\n"))
        XCTAssertEqual(
            String(rest[..<end.lowerBound]), hello,
            "docs/library.md's copy of GuardedHello differs from the file")
    }
}
