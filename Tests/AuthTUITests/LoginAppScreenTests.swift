import AuthText
import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI

/// The login app's frames, rendered to a canvas from a real router and account store, through the
/// same `RootScreen` the terminal runs. Tests await the app's work (`router.settled()`), never poll.
@MainActor
final class LoginAppScreenTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)

    private func makeApp(region: Rect? = nil, animation: Double = 0, clock: ManualClock = ManualClock())
        async throws -> (RootScreen, AppRouter)
    {
        let router = try await makeRouter(self, settings: .init(hostRegion: region))
        let context = ScreenContext(colorTier: .direct, clock: clock)
        context.fadeSeconds = animation
        let app = LoginApp(router: router)
        let screen = RootScreen(app, context: context)
        app.start()
        await router.settled()
        // Fades run on the manual clock: let the loading screen's fade-out end.
        settleFades(screen, clock)
        await router.settled()
        settleFades(screen, clock)
        XCTAssertEqual(router.auth.state.connection, .online)
        return (screen, router)
    }

    /// Email, password, then Create account on the Registration sheet, as a person would.
    private func signUpThroughTheSheets(_ router: AppRouter, username: String) async {
        await router.auth.open()
        await router.auth.answer(.email, "ada@example.com", choosing: .next)
        await router.auth.answer(.password, "correct horse battery", choosing: .createAccount)
        await router.auth.answer(.username, username, choosing: .register)
        await router.settled()
    }

    /// Draws a frame (which starts fades), then lets every fade end.
    private func settleFades(_ screen: RootScreen, _ clock: ManualClock) {
        _ = screen.frame(size: size)
        clock.advance(by: .seconds(5))
        screen.tick()
        _ = screen.frame(size: size)
    }

    /// The hint line where only `acting` (and quit) act on the screen, from the same table.
    private func hints(_ acting: Set<KeyAction>) -> String {
        KeyMap.standard.hintLine(width: size.width, acting: acting)
    }

    /// A host action's button label, as the host offers it.
    private func actionLabel(_ action: String) throws -> String {
        try XCTUnwrap(HostAction.all.first { $0.id == action }).label.text
    }

    /// The text of `message` before and after its one placeholder, to find a line whose value is
    /// not known whole (a time).
    private func around(_ message: Message) -> (before: String, after: String) {
        let parts = message.text.components(separatedBy: "%1$s")
        return (parts[0], parts.count > 1 ? parts[1] : "")
    }

    private func text(_ screen: RootScreen, _ size: TerminalSize? = nil) -> String {
        screen.frame(size: size ?? self.size).canvas.lines.joined(separator: "\n")
    }

    /// The app is settling (the loop holds its first frame) while it asks the store whether a login
    /// is needed and checks the connection; a loading screen is something to show at once.
    func testTheAppSettlesOnceTheStartScreenKnowsTheConnection() async throws {
        for advanced in [false, true] {
            let router = try await makeRouter(self, settings: .init(advancedMode: advanced, fades: false))
            let app = LoginApp(router: router)
            app.start()
            XCTAssertEqual(app.isSettling, !advanced, "advanced: \(advanced)")
            await router.settled()
            XCTAssertFalse(app.isSettling, "advanced: \(advanced)")
            if !advanced { XCTAssertEqual(router.auth.state.connection, .online) }
        }
    }

    /// The launch shows something from its first frame: the loading screen whole (its title and
    /// the check under way), not 150 ms of its empty colour while it fades in from a terminal that
    /// showed nothing. What follows still fades: the Start screen, once the check answers.
    func testTheFirstFrameShowsTheLoadingScreenWholeAndLaterScreensStillFade() async throws {
        let directory = NSTemporaryDirectory() + "authtui-app-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        // The loading screen's connection check answers when the test says so (the Start
        // screen's own check after it, at once).
        let (opened, open) = AsyncStream<Void>.makeStream()
        addTeardownBlock { open.finish() }
        let probe = ConnectivityProbe(needsNetwork: false) {
            for await _ in opened { break }
            return true
        }
        let router = AppModules.build(service: service, probe: probe, settings: .init())
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .ansi256, clock: clock)
        context.fadeSeconds = 0.3
        let app = LoginApp(router: router)
        let screen = RootScreen(app, context: context)
        app.start()
        for _ in 0..<1000 where router.homeNavigator.scene.activeScreen?.role != .loading {
            await Task.yield()
        }
        XCTAssertEqual(router.homeNavigator.scene.activeScreen?.role, .loading)
        let first = text(screen)
        let loading = try XCTUnwrap(router.loading?.state)
        XCTAssertTrue(first.contains(loading.title), first)
        XCTAssertTrue(first.contains(LoginGuard.checkingConnection.text), first)

        open.finish()
        await router.settled()
        _ = screen.frame(size: size)
        XCTAssertFalse(context.animator.running.isEmpty, "the Start screen fades in")
    }

    func testStartScreenShowsTitleButtonAndHintLine() async throws {
        let (screen, _) = try await makeApp()
        let frame = screen.frame(size: size).canvas
        XCTAssertTrue(frame.lines[6].contains(LoginFlowScreen.headline.text), frame.lines[6])
        XCTAssertTrue(frame.lines[7].contains(LoginFlowScreen.headlineSecondLine.text))
        XCTAssertTrue(
            frame.lines[19].contains("[ \(AccountAuthenticator.startButton.text) ]"), frame.lines[19])
        XCTAssertEqual(
            frame.lines[23].trimmingCharacters(in: .whitespaces), hints([.submit]),
            "only the keys that act on the Start screen")
    }

    /// The hint line offers only what acts on the screen now, from the same `KeyMap` table: no
    /// `Tab next` with one thing to focus, no `Esc back` where Esc closes nothing.
    func testTheHintLineOffersOnlyTheKeysThatActOnTheScreen() async throws {
        let (screen, router) = try await makeApp()
        func hints() -> String {
            screen.frame(size: size).canvas.lines[23].trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(hints(), self.hints([.submit]), "the Start screen: one button, nothing to close")
        await router.auth.open()
        XCTAssertEqual(hints(), self.hints([.focusNext, .submit, .back]), "the Sign-in sheet")
        await router.auth.answer(.email, "ada@example.com", choosing: .next)
        await router.auth.answer(.password, "correct horse battery", choosing: .createAccount)
        await router.auth.answer(.username, "Ada", choosing: .register)
        await router.settled()
        XCTAssertTrue(
            screen.frame(size: size).canvas.lines.joined().contains(LoggedInPresenter.greeting("Ada")))
        XCTAssertEqual(hints(), self.hints([.focusNext, .submit]), "the host: a screen, not a sheet")
        await router.loggedIn.open(HostAction.ID.delete)
        XCTAssertEqual(hints(), self.hints([.focusNext, .submit, .back]), "the delete confirmation")
    }

    /// The hint row is drawn only when what it shows changes; a screen of a new size is a new
    /// screen, and its hint row is drawn on it.
    func testTheHintLineIsDrawnAgainOnAScreenOfANewSize() async throws {
        let (screen, _) = try await makeApp()
        for size in [size, TerminalSize(width: 100, height: 30), size] {
            XCTAssertEqual(
                screen.frame(size: size).canvas.lines[size.height - 1].trimmingCharacters(in: .whitespaces),
                KeyMap.standard.hintLine(width: size.width, acting: [.submit]), "\(size)")
        }
    }

    func testSignInSheetOpensOverADimmedStartScreenWithTheCursorInTheField() async throws {
        let (screen, _) = try await makeApp()
        let before = screen.frame(size: size).canvas
        XCTAssertEqual(screen.handle(.enter), .keepRunning)
        let (frame, cursor) = screen.frame(size: size)
        let text = frame.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains(AccountAuthenticator.signInTitle.text))
        XCTAssertTrue(text.contains(AccountAuthenticator.emailLabel.text))
        XCTAssertTrue(text.contains("[ \(AccountAuthenticator.next.text) ]"))
        // A corner cell outside the sheet keeps its glyph but is blended toward the scrim.
        XCTAssertEqual(frame[0, 0].grapheme, before[0, 0].grapheme)
        XCTAssertEqual(
            frame[0, 0].background, Compositor.blend(before[0, 0].background, toward: .black, opacity: 0.6))
        let caret = try XCTUnwrap(cursor)
        XCTAssertTrue(
            frame.lines[caret.y].prefix(caret.x).hasSuffix(AccountAuthenticator.emailLabel.text + "  "),
            "the cursor sits in the Email field, after its label")
    }

    /// A key that means nothing where it is pressed changes nothing, so the loop draws nothing
    /// for it; one that edits, or that ends a running fade, asks for a frame.
    func testAKeyThatChangesNothingAsksForNoFrame() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(animation: 0.3, clock: clock)
        _ = screen.frame(size: size)
        XCTAssertEqual(screen.handle(.function(9)), .ignored, "nothing on the Start screen takes F9")
        XCTAssertFalse(screen.needsFrame)
        _ = screen.handle(.enter)
        await router.settled()
        XCTAssertTrue(screen.needsFrame)
        _ = screen.frame(size: size)  // the sheet starts fading in
        XCTAssertEqual(screen.handle(.function(9)), .ignored)
        XCTAssertTrue(screen.needsFrame, "the key ended the fade: the sheet is drawn whole")
        _ = screen.frame(size: size)
        _ = screen.handle(.function(9))
        XCTAssertFalse(screen.needsFrame, "nothing in the sheet takes F9 either")
        XCTAssertEqual(screen.handle(.character("a")), .keepRunning)
        XCTAssertTrue(screen.needsFrame)
    }

    func testEscapeFadesTheSheetOutInsteadOfCuttingIt() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(animation: 0.3, clock: clock)
        _ = screen.handle(.enter)
        settleFades(screen, clock)
        XCTAssertTrue(text(screen).contains("[ \(AccountAuthenticator.next.text) ]"))
        _ = screen.handle(.escape)
        XCTAssertEqual(router.auth.state.openSteps, [])
        _ = screen.frame(size: size)  // the closing is noticed: the fade starts
        clock.advance(by: .milliseconds(150))
        screen.tick()
        XCTAssertTrue(text(screen).contains("[ \(AccountAuthenticator.next.text) ]"), "still fading out")
        clock.advance(by: .seconds(1))
        screen.tick()
        XCTAssertFalse(text(screen).contains("[ \(AccountAuthenticator.next.text) ]"))
        XCTAssertNil(screen.nextDeadline, "idle once the fade is over")
    }

    func testNoCaretShowsWhileTheSheetFadesIn() async throws {
        let clock = ManualClock()
        let (screen, _) = try await makeApp(animation: 0.3, clock: clock)
        _ = screen.handle(.enter)
        XCTAssertNil(screen.frame(size: size).cursor, "the sheet is not there yet")
        clock.advance(by: .milliseconds(150))
        screen.tick()
        XCTAssertNil(screen.frame(size: size).cursor, "half faded in")
        clock.advance(by: .seconds(1))
        screen.tick()
        XCTAssertNotNil(screen.frame(size: size).cursor, "the caret comes with the finished sheet")
    }

    func testTypedEmailSurvivesATooSmallTerminal() async throws {
        let (screen, router) = try await makeApp()
        _ = screen.frame(size: size)  // keys act on what is on screen
        _ = screen.handle(.enter)
        for character in "ada@ex" { _ = screen.handle(.character(character)) }
        let tiny = text(screen, TerminalSize(width: 30, height: 8))
        XCTAssertTrue(tiny.contains(TooSmallNotice.message), tiny)
        XCTAssertTrue(tiny.contains(TooSmallNotice.sizes(TerminalSize(width: 44, height: 16), 30, 8)), tiny)
        _ = screen.handle(.character("X"))  // ignored while too small
        let back = text(screen)
        XCTAssertTrue(back.contains("ada@ex"), back)
        XCTAssertFalse(back.contains("ada@exX"))
        XCTAssertEqual(
            router.auth.state.form.text("email"), "ada@ex", "the flow's state holds what was typed")
    }

    func testCtrlCQuitsFromAnywhereEvenWhileTooSmall() async throws {
        let (screen, _) = try await makeApp()
        _ = screen.handle(.enter)
        XCTAssertEqual(screen.handle(.control("c")), .quit, "with a sheet open")
        _ = screen.frame(size: TerminalSize(width: 20, height: 5))
        XCTAssertEqual(screen.handle(.control("c")), .quit, "while too small")
    }

    func testHostRegionConfinesTheStartScreen() async throws {
        let (screen, _) = try await makeApp(region: Rect(x: 0, y: 0, width: 40, height: 12))
        let frame = screen.frame(size: size).canvas
        let background = Theme.standard[.background].background
        for (x, y) in [(60, 5), (10, 18), (79, 0)] {
            XCTAssertEqual(frame[x, y].background, background, "(\(x), \(y)) is outside the region")
            XCTAssertEqual(frame[x, y].grapheme, " ")
        }
        XCTAssertTrue(frame.lines[..<12].joined().contains(AccountAuthenticator.startButton.text))
    }

    func testSignedInHostGreetsAndOffersItsButtons() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(clock: clock)
        await signUpThroughTheSheets(router, username: "Ada")
        settleFades(screen, clock)
        let text = text(screen)
        let greeting = LoggedInPresenter.greeting("Ada")
        let buttons = try [HostAction.ID.logOut, HostAction.ID.delete, HostAction.ID.secretPage].map {
            "[ \(try actionLabel($0)) ]"
        }
        for label in [greeting] + buttons {
            XCTAssertTrue(text.contains(label), label)
        }
    }

    /// The second sign-in's host shows when and where the first was, under the greeting; Tab
    /// to `Sessions` and Enter open the list with this terminal's session marked, its `End` and
    /// `Close`, and Esc closes it.
    func testTheHostShowsTheLastSignInAndSessionsListsThisOne() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(clock: clock)
        await signUpThroughTheSheets(router, username: "Ada")
        await router.loggedIn.logOut()
        await router.settled()
        await router.auth.open()
        await router.auth.answer(.email, "ada@example.com", choosing: .next)
        await router.auth.answer(.password, "correct horse battery", choosing: .logIn)
        await router.settled()
        settleFades(screen, clock)
        await router.settled()
        settleFades(screen, clock)
        let host = text(screen)
        // Moments ago, on this computer (no terminal name).
        let lastSignIn = around(SignInNotice.lastSignInHere)
        XCTAssertTrue(host.contains(lastSignIn.before + around(OperatorText.today).before), host)
        XCTAssertTrue(host.contains(lastSignIn.after), host)
        for key: Key in [.tab, .tab, .tab, .tab, .enter] { _ = screen.handle(key) }
        await router.settled()
        settleFades(screen, clock)
        let list = text(screen)
        for label in [
            try actionLabel(HostAction.ID.sessions), "[ " + Sessions.thisOne(""),
            "[ \(Sessions.close.text) ]",
        ] {
            XCTAssertTrue(list.contains(label), "\(label) missing:\n\(list)")
        }
        _ = screen.handle(.enter)
        await router.settled()
        settleFades(screen, clock)
        let details = text(screen)
        let lastUsed = around(Sessions.lastUsed).before + around(OperatorText.today).before
        let buttons = ["[ \(Sessions.end.text) ]", "[ \(Choice.backLabel.text) ]"]
        for label in [lastUsed, Sessions.endingThisOne.text] + buttons {
            XCTAssertTrue(details.contains(label), "\(label) missing:\n\(details)")
        }
        _ = screen.handle(.escape)
        await router.settled()
        settleFades(screen, clock)
        _ = screen.handle(.escape)
        await router.settled()
        settleFades(screen, clock)
        XCTAssertFalse(text(screen).contains(around(Sessions.thisOne).before), "the list is closed")
        XCTAssertNil(router.loggedIn.step)
    }

    /// A screen reader that follows the cursor reads a message the moment it appears; the next
    /// key, whatever it is, gives the cursor back to what has focus.
    func testAFieldErrorTakesTheCursorUntilTheNextKey() async throws {
        let (screen, router) = try await makeApp()
        for key: Key in [.enter] + "ada@".map(Key.character) + [.enter] { _ = screen.handle(key) }
        await router.settled()
        let (frame, cursor) = screen.frame(size: size)
        let caret = try XCTUnwrap(cursor)
        XCTAssertTrue(
            frame.lines[caret.y].dropFirst(caret.x).hasPrefix(
                FieldError(field: .email, reason: .malformed).message),
            "the cursor is on the error's first letter:\n" + frame.lines.joined(separator: "\n"))
        _ = screen.handle(.tab)
        let (after, moved) = screen.frame(size: size)
        let button = try XCTUnwrap(moved)
        XCTAssertTrue(
            after.lines[button.y].dropFirst(button.x).hasPrefix(AccountAuthenticator.next.text + " ]"),
            "Tab gives it back to focus")
        XCTAssertTrue(
            after.lines.joined().contains(FieldError(field: .email, reason: .malformed).message),
            "the message stays until its field is edited")
    }

    func testAWrongPasswordEmptiesTheFieldAndPutsTheCaretBackInIt() async throws {
        let (screen, router) = try await makeApp()
        for key: Key in [.enter] + "ada@example.com".map(Key.character) + [.enter] { _ = screen.handle(key) }
        // Tab to `Log in` and press it: focus is on the button when the refusal comes back.
        for key: Key in "not my password".map(Key.character) + [.tab, .enter] { _ = screen.handle(key) }
        await router.settled()
        let (frame, cursor) = screen.frame(size: size)
        let lines = frame.lines
        XCTAssertTrue(lines.joined().contains(AccountError.wrongCredentials.message))
        XCTAssertEqual(router.auth.state.form.text("password"), "")
        // The message has just appeared: the cursor is on it, so a screen reader reads it...
        let caret = try XCTUnwrap(cursor)
        XCTAssertTrue(
            lines[caret.y].dropFirst(caret.x).hasPrefix(AccountError.wrongCredentials.message),
            "the cursor is on the message")
        // ... and typing goes straight back into Password, and the cursor with it.
        _ = screen.handle(.character("x"))
        XCTAssertEqual(router.auth.state.form.text("password"), "x")
        let typed = try XCTUnwrap(screen.frame(size: size).cursor)
        XCTAssertTrue(
            screen.frame(size: size).canvas.lines[typed.y].prefix(typed.x).contains(
                AccountAuthenticator.passwordLabel.text),
            "the cursor is back at the caret, on the Password row")
        XCTAssertFalse(
            text(screen).contains(AccountError.wrongCredentials.message), "editing clears the old message")
    }

    func testThePasswordIsDrawnAsMasksNeverAsTypedText() async throws {
        let (screen, _) = try await makeApp()
        for key: Key in [.enter] + "ada@example.com".map(Key.character) + [.enter] { _ = screen.handle(key) }
        for character in "hunter2secret" { _ = screen.handle(.character(character)) }
        let text = text(screen)
        XCTAssertFalse(text.contains("hunter2secret"), text)
        XCTAssertTrue(text.contains(String(repeating: "•", count: 13)), "one mask per character")
    }

    func testEscapeWhileASignInRunsLeavesTheSheetUnderIt() async throws {
        let (screen, router) = try await makeApp()
        for key: Key in [.enter] + "ada@example.com".map(Key.character) + [.enter] { _ = screen.handle(key) }
        for key: Key in "correct horse battery".map(Key.character) + [.enter] { _ = screen.handle(key) }
        XCTAssertTrue(router.auth.state.isBusy, "the sign-in is under way")
        _ = screen.handle(.escape)
        XCTAssertEqual(router.auth.state.openSteps, [.signIn, .password], "Esc does nothing while busy")
        await router.settled()
        XCTAssertEqual(router.auth.state.message, AccountError.wrongCredentials.message)
    }

    func testFortyFourByFifteenIsTooSmallAndFortyFourBySixteenIsUsable() async throws {
        let (screen, _) = try await makeApp()
        for (width, height, tooSmall) in [(43, 16, true), (44, 15, true), (44, 16, false)] {
            let text = text(screen, TerminalSize(width: width, height: height))
            XCTAssertEqual(text.contains(TooSmallNotice.message), tooSmall, "\(width)x\(height)")
        }
        XCTAssertTrue(
            text(screen, TerminalSize(width: 44, height: 16)).contains(AccountAuthenticator.startButton.text))
    }

    func testTheSecretPagesNavigatorCoversOnlyItsRegionSoBackStaysVisible() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(clock: clock)
        await signUpThroughTheSheets(router, username: "")
        settleFades(screen, clock)
        await router.loggedIn.open(HostAction.ID.secretPage)
        await router.settled()
        settleFades(screen, clock)
        let frame = screen.frame(size: size).canvas
        XCTAssertEqual(router.secretNavigator.scene.activeScreen?.screenID, ScreenID.secretLogin)
        let lines = frame.lines
        XCTAssertTrue(
            lines.contains { $0.contains("[ \(Choice.backLabel.text) ]") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains(SecretsPresenter.loginTitle.text) })
        let back = try XCTUnwrap(lines.firstIndex { $0.contains("[ \(Choice.backLabel.text) ]") })
        XCTAssertNotEqual(frame[4, back].background, frame[60, back].background, "the region is drawn apart")
    }

    func testUsernameWithEscapeSequencesIsDrawnInert() async throws {
        let (screen, router) = try await makeApp()
        try await router.showSignedIn(
            Account(id: 1, email: "e@x.io", username: "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}evil"))
        let frame = screen.frame(size: size).canvas
        for cell in frame.cells {
            XCTAssertFalse(
                cell.grapheme.unicodeScalars.contains {
                    $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E
                })
        }
    }
}
