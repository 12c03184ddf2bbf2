import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI

/// The login app as it looks at 100×30 on each colour tier (direct, 256, 8, none): fades sampled
/// frame by frame on a manual clock, the 8-colour sheet's parts, sheets that hold still, one
/// focus at a time. Built like `LoginAppScreenTests`, from a real router and store.
@MainActor
final class LooksRenderTests: XCTestCase {
    private let size = TerminalSize(width: 100, height: 30)

    private struct App {
        let screen: RootScreen
        let router: AppRouter
        let clock: ManualClock
        let theme: Theme
        let login: LoginApp
    }

    private func makeApp(
        tier: ColorTier, noColor: Bool = false, animation: Double = 0, picture: Bool = false
    ) async throws -> App {
        let router = try await makeRouter(self, settings: .init(hostRegion: nil))
        let clock = ManualClock()
        let context = ScreenContext(colorTier: tier, noColor: noColor, clock: clock)
        context.fadeSeconds = animation
        let app = LoginApp(router: router)
        if picture { app.loginFlow.picture = ScreenImage(picture: .generated(seed: 7)) }
        let screen = RootScreen(app, context: context)
        app.start()
        await router.settled()
        settle(screen, clock)
        await router.settled()
        settle(screen, clock)
        return App(screen: screen, router: router, clock: clock, theme: context.theme, login: app)
    }

    private func settle(_ screen: RootScreen, _ clock: ManualClock) {
        _ = screen.frame(size: size)
        clock.advance(by: .seconds(5))
        screen.tick()
        _ = screen.frame(size: size)
    }

    private func press(_ app: App, _ keys: [Key]) {
        for key in keys {
            _ = app.screen.frame(size: size)
            _ = app.screen.handle(key)
        }
    }

    private func type(_ app: App, _ text: String) { press(app, text.map(Key.character)) }

    private func frame(_ app: App) -> Canvas { app.screen.frame(size: size).canvas }

    /// The row holding `text`, and the column it starts at.
    private func find(_ text: String, in canvas: Canvas) -> (x: Int, y: Int)? {
        for (y, line) in canvas.lines.enumerated() {
            if let range = line.range(of: text) {
                return (DisplayWidth.of(line[..<range.lowerBound]), y)
            }
        }
        return nil
    }

    // MARK: Fades, sampled

    /// The focused `SIGN IN / REGISTER` button's background, as the terminal shows it, at each
    /// 1/`steps` of the sign-in sheet's closing fade (and once more after it).
    private func closingFadeOfTheStartButton(tier: ColorTier, steps: Int = 12) async throws -> [RGBColor] {
        try await closingFadeOfTheStartButtonCells(tier: tier, steps: steps).map {
            tier.quantised($0.background)
        }
    }

    private func closingFadeOfTheStartButtonCells(tier: ColorTier, steps: Int = 12) async throws -> [Cell] {
        let app = try await makeApp(tier: tier, animation: 0.3)
        press(app, [.enter])
        settle(app.screen, app.clock)
        press(app, [.escape])
        var frames: [Cell] = []
        for step in 0...steps {
            if step > 0 {
                app.clock.advance(by: .milliseconds(300 / steps))
                app.screen.tick()
            }
            let canvas = frame(app)
            let button = try XCTUnwrap(find(AccountAuthenticator.startButton.text, in: canvas))
            frames.append(canvas[button.x, button.y])
        }
        app.clock.advance(by: .seconds(1))
        app.screen.tick()
        let after = frame(app)
        let button = try XCTUnwrap(find(AccountAuthenticator.startButton.text, in: after))
        frames.append(after[button.x, button.y])
        return frames
    }

    func testOn256ColoursTheClosingFadeKeepsTheButtonsHueAndBrightensSteadily() async throws {
        let frames = try await closingFadeOfTheStartButton(tier: .ansi256)
        let focus = ColorTier.ansi256.quantised(Theme.standard[.focusedButton].background)
        XCTAssertEqual(frames.last, focus, "ends on the button's own colour")
        XCTAssertGreaterThan(Set(frames).count, 2, "with steps between: \(frames)")
        var lightness = 0.0
        for colour in frames {
            let lab = OKLab(colour)
            XCTAssertGreaterThanOrEqual(lab.l, lightness - 1e-9, "\(frames) turns darker again at \(colour)")
            lightness = lab.l
            if lab.chroma >= ColorTier.greyChroma {
                XCTAssertLessThanOrEqual(
                    OKLab.hueDifference(lab.hue, OKLab(focus).hue), ColorTier.hueTolerance,
                    "\(colour) in \(frames) is another hue")
            }
        }
    }

    func testInDirectColourTheClosingFadeBlendsSmoothly() async throws {
        let frames = try await closingFadeOfTheStartButton(tier: .direct)
        XCTAssertGreaterThan(Set(frames).count, 6, "\(frames)")
        XCTAssertEqual(frames.last, Theme.standard[.focusedButton].background)
    }

    func testOnEightColoursAFadeJumpsStraightToItsEnd() async throws {
        let frames = try await closingFadeOfTheStartButtonCells(tier: .ansi8)
        let focused = Theme.eightColour[.focusedButton]
        for cell in frames {
            XCTAssertEqual(cell.foreground, focused.foreground, "no in-between frames: \(frames)")
            XCTAssertEqual(cell.background, focused.background)
        }
    }

    func testTheSheetFadesInThroughItsColourWithoutStrayLettersOrCaret() async throws {
        let app = try await makeApp(tier: .ansi256, animation: 0.3)
        let before = frame(app)
        press(app, [.enter])
        let title = try XCTUnwrap(find(LoginFlowScreen.headline.text, in: before))
        var sawTitleSink = false
        for step in 0...10 {
            if step > 0 {
                app.clock.advance(by: .milliseconds(30))
                app.screen.tick()
            }
            let (canvas, cursor) = app.screen.frame(size: size)
            let text = canvas.lines.joined(separator: "\n")
            let sheetShows = text.contains(AccountAuthenticator.signInTitle.text)
            // One state's text or the other's, never a mix: the sheet's letters come all at once.
            XCTAssertEqual(text.contains("[ \(AccountAuthenticator.next.text) ]"), sheetShows, "step \(step)")
            XCTAssertEqual(text.contains(AccountAuthenticator.emailLabel.text), sheetShows, "step \(step)")
            if !sheetShows {
                // The host's title sinks with its box: text stays wherever its box is still there.
                XCTAssertTrue(text.contains(LoginFlowScreen.headline.text), "step \(step)")
                if canvas[title.x, title.y].background != before[title.x, title.y].background {
                    sawTitleSink = true
                }
            }
            if step < 10 { XCTAssertNil(cursor, "no caret before the sheet has finished, step \(step)") }
        }
        XCTAssertTrue(sawTitleSink)
        app.clock.advance(by: .seconds(1))
        app.screen.tick()
        XCTAssertNotNil(app.screen.frame(size: size).cursor)
    }

    func testSigningUpFadesFromTheFlowToTheHostWithoutMixingThem() async throws {
        let app = try await makeApp(tier: .ansi256, animation: 0.3, picture: true)
        let auth = app.router.auth
        await auth.open()
        await auth.answer(.email, "ada@example.com", choosing: .next)
        await auth.answer(.password, "correct horse battery", choosing: .createAccount)
        settle(app.screen, app.clock)
        await auth.answer(.username, "Ada", choosing: .register)
        await app.router.settled()
        let logOut = try XCTUnwrap(HostAction.all.first { $0.id == HostAction.ID.logOut }).label.text
        var states: [String] = []
        var frames: [Canvas] = []
        for step in 0...20 {
            if step > 0 {
                app.clock.advance(by: .milliseconds(25))
                app.screen.tick()
                await app.router.settled()
            }
            let canvas = frame(app)
            let text = canvas.lines.joined(separator: "\n")
            let host = text.contains(LoggedInPresenter.greeting("Ada")) || text.contains(logOut)
            let flow =
                text.contains(AccountAuthenticator.startButton.text)
                || text.contains(AccountAuthenticator.registrationTitle.text)
            XCTAssertFalse(host && flow, "step \(step) mixes the flow and the host:\n\(text)")
            if host, !text.contains("[ \(logOut) ]") {
                XCTFail("step \(step): a host button without its label")
            }
            states.append(host ? "host" : flow ? "flow" : "empty")
            frames.append(canvas)
        }
        // While the flow shows, the host's buttons leave no trace: around where `Log out` will be,
        // colours that were equal in the flow's own frame stay equal (no box shows through).
        let button = try XCTUnwrap(find("[ \(logOut) ]", in: try XCTUnwrap(frames.last)))
        let cells = (button.x - 2)...(button.x + 12)
        for (step, canvas) in frames.enumerated() where states[step] == "flow" {
            // (Only that way round: as the flow's picture sinks into one colour, neighbours that
            // differed may meet on the same palette entry, which is no box.)
            for x in cells.dropFirst()
            where frames[0][x, button.y].background == frames[0][x - 1, button.y].background {
                XCTAssertEqual(
                    canvas[x, button.y].background, canvas[x - 1, button.y].background,
                    "step \(step), column \(x): a host box shows through the flow")
            }
        }
        XCTAssertEqual(states.first, "flow")
        XCTAssertEqual(states.last, "host", "\(states)")
    }

    // MARK: Eight colours

    /// WCAG 2 contrast ratio of two colours as xterm shows them.
    private func contrast(_ first: RGBColor, _ second: RGBColor) -> Double {
        func luminance(_ colour: RGBColor) -> Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(colour.red) + 0.7152 * channel(colour.green) + 0.0722
                * channel(colour.blue)
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// xterm draws bold text in colours 0–7 with the bright colour (bold black becomes grey).
    private func shownForeground(_ cell: Cell) -> RGBColor {
        let index = ColorTier.ansi8.paletteIndex(for: cell.foreground)!
        return cell.attributes.contains(.bold)
            ? ColorTier.brightANSIColors[index] : ColorTier.ansi8.displayedColor(forPaletteIndex: index)
    }

    private func shownContrast(_ cell: Cell) -> Double {
        contrast(shownForeground(cell), ColorTier.ansi8.quantised(cell.background))
    }

    func testOnEightColoursTheRegistrationSheetShowsPanelBorderShadowFieldsAndBackdrop() async throws {
        let app = try await makeApp(tier: .ansi8, picture: true)
        XCTAssertTrue(app.theme.isEightColour)
        press(app, [.enter])
        type(app, "ada@example.com")
        press(app, [.enter])
        type(app, "correct horse battery")
        press(app, [.tab, .tab, .enter, .tab])  // Create account, then focus leaves Username
        let canvas = frame(app)
        let title = try XCTUnwrap(find(AccountAuthenticator.registrationTitle.text, in: canvas))
        let layout = try XCTUnwrap(find("┌", in: canvas))
        XCTAssertEqual(canvas[title.x + 2, title.y].background, Theme.ANSI.white, "a light sheet")
        XCTAssertEqual(canvas[layout.x, layout.y].foreground, Theme.ANSI.blue, "a visible border")
        let bottom = try XCTUnwrap((layout.y..<30).first { canvas[layout.x, $0].grapheme == "└" })
        XCTAssertEqual(canvas[layout.x + 3, bottom + 1].background, Theme.ANSI.black, "a shadow below")
        XCTAssertEqual(canvas[1, 1].background, Theme.ANSI.blue, "the scrim is dialog's blue backdrop")
        XCTAssertEqual(canvas[1, 1].foreground, Theme.ANSI.blue, "with the picture receded into it")
        // The empty, unfocused `Username (optional)` field is a cyan bar on the light sheet.
        let usernameLabel = AccountAuthenticator.usernameLabel.text
        let username = try XCTUnwrap(find(usernameLabel, in: canvas))
        let input = canvas[username.x + usernameLabel.count + 3, username.y]
        XCTAssertEqual(input.background, Theme.ANSI.cyan)
        XCTAssertGreaterThanOrEqual(contrast(input.background, Theme.ANSI.white), 1.5)
        XCTAssertGreaterThanOrEqual(shownContrast(input), 4.5)
    }

    func testOnEightColoursThePictureIsDitheredToFourCalmInks() async throws {
        let app = try await makeApp(tier: .ansi8, picture: true)
        let canvas = frame(app)
        var inks = Set<RGBColor>()
        for y in 0..<26 {
            for x in 0..<100 where canvas[x, y].grapheme == ImageView.halfBlock {
                inks.insert(canvas[x, y].foreground)
                inks.insert(canvas[x, y].background)
            }
        }
        XCTAssertFalse(inks.isEmpty)
        XCTAssertTrue(inks.isSubset(of: Set(ImageView.eightColourInks)), "\(inks)")
    }

    func testDitheringAGreyMixesTheTwoNearestInksInProportion() {
        let whites = stride(from: 0, through: 255, by: 17).map { level -> Int in
            let grey = UInt8(level)
            let tile = PixelImage(width: 4, height: 4) { _, _ in RGBColor(red: grey, green: grey, blue: grey)
            }
            let dithered = ImageView.dithered(tile, inks: [.black, .white])
            return (0..<16).filter { dithered[$0 % 4, $0 / 4] == .white }.count
        }
        XCTAssertEqual(whites.first, 0)
        XCTAssertEqual(whites.last, 16)
        XCTAssertTrue(whites.contains { $0 > 4 && $0 < 12 }, "mid-greys are a pattern of both: \(whites)")
        XCTAssertEqual(whites, whites.sorted(), "a lighter grey never gets fewer light pixels")
    }

    // MARK: No colour

    func testNoColorDrawsTheSheetWithAttributesOnlyAndNoFade() async throws {
        let app = try await makeApp(tier: .ansi256, noColor: true, animation: 0.3)
        press(app, [.enter])
        let canvas = frame(app)  // no clock advance: no fade without colour
        XCTAssertNotNil(find("[ \(AccountAuthenticator.next.text) ]", in: canvas))
        XCTAssertTrue(canvas.cells.allSatisfy { $0.foreground == .white && $0.background == .black })
        let email = try XCTUnwrap(find(AccountAuthenticator.emailLabel.text, in: canvas))
        XCTAssertTrue(
            canvas[email.x + 9, email.y].attributes.contains(.underline), "the field is visible")
        let button = try XCTUnwrap(find(AccountAuthenticator.startButton.text, in: canvas))
        XCTAssertTrue(canvas[button.x, button.y].attributes.contains(.dim), "the scrim dims")
    }

    // MARK: One focus

    /// The runs of cells that look focused (the focused button's or field's style): where each
    /// starts and the text it holds.
    private func focusedRuns(_ canvas: Canvas, theme: Theme) -> [(x: Int, y: Int, text: String)] {
        let looks = [theme[.focusedButton], theme[.focusedField]]
        var runs: [(x: Int, y: Int, text: String)] = []
        for y in 0..<canvas.height {
            var inRun = false
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                var caretless = cell.attributes
                caretless.remove(.reverse)  // the caret cell of a focused field
                let focused = looks.contains {
                    $0.background == cell.background && $0.foreground == cell.foreground
                        && ($0.attributes == cell.attributes || $0.attributes == caretless)
                }
                if focused {
                    if !inRun { runs.append((x, y, "")) }
                    runs[runs.count - 1].text += cell.grapheme
                }
                inRun = focused
            }
        }
        return runs
    }

    func testExactlyOneElementLooksFocusedAsTabWalksTheRegistrationSheet() async throws {
        for (tier, noColor) in [(ColorTier.ansi256, false), (.ansi8, false), (.ansi256, true)] {
            let app = try await makeApp(tier: tier, noColor: noColor)
            press(app, [.enter])
            type(app, "ada@example.com")
            press(app, [.enter])
            type(app, "correct horse battery")
            press(app, [.tab, .tab, .enter])
            for step in 0..<5 {
                XCTAssertEqual(
                    focusedRuns(frame(app), theme: app.theme).count, 1,
                    "\(tier) no colour: \(noColor), step \(step)")
                press(app, [.tab])
            }
        }
    }

    // MARK: Sheets that hold still

    func testAMessageAppearingMovesNothingOnThePasswordSheet() async throws {
        let app = try await makeApp(tier: .ansi256)
        press(app, [.enter])
        type(app, "ada@example.com")
        press(app, [.enter])
        let before = frame(app)
        let passwordLabel = AccountAuthenticator.passwordLabel.text
        let logIn = "[ \(AccountAuthenticator.logInLabel.text) ]"
        let tooShort = FieldError(
            field: .password, reason: .tooShort(minimum: AccountRules.passwordMinimumLength)
        ).message
        let top = try XCTUnwrap(find(passwordLabel, in: before))
        let buttons = try XCTUnwrap(find(logIn, in: before))
        type(app, "short")
        press(app, [.tab, .tab, .enter])  // Create account with a short password: a field error
        await app.router.settled()
        let fieldError = frame(app)
        XCTAssertNotNil(find(tooShort, in: fieldError), fieldError.lines.joined(separator: "\n"))
        XCTAssertEqual(find(logIn, in: fieldError)?.y, buttons.y, "buttons stay put")
        XCTAssertEqual(find(passwordLabel, in: fieldError)?.y, top.y)
        XCTAssertLessThan(
            find(tooShort, in: fieldError)!.y, buttons.y, "the field's error is under the field")

        press(app, [.control("u"), .character("n")])
        XCTAssertNil(find(tooShort, in: frame(app)), "editing the field clears its error")
        type(app, "ot my password")
        press(app, [.tab, .enter])  // Log in
        await app.router.settled()
        let wrong = frame(app)
        let message = try XCTUnwrap(find(AccountError.wrongCredentials.message, in: wrong))
        XCTAssertEqual(find(logIn, in: wrong)?.y, buttons.y, "buttons stay put")
        XCTAssertGreaterThan(message.y, buttons.y, "sheet-level messages sit under the buttons")
        XCTAssertEqual(wrong[message.x, message.y].foreground, Theme.standard[.error].foreground)

        press(app, [.character("x")])
        let edited = frame(app)
        XCTAssertNil(find(AccountError.wrongCredentials.message, in: edited), "editing clears the message")
        XCTAssertEqual(find(logIn, in: edited)?.y, buttons.y)
    }

    func testAFieldErrorWrapsInsteadOfBeingCutAt44By16() async throws {
        let app = try await makeApp(tier: .ansi256)
        let small = TerminalSize(width: 44, height: 16)
        _ = app.screen.frame(size: small)
        _ = app.screen.handle(.enter)
        for key in "ada@".map(Key.character) + [.enter] {
            _ = app.screen.frame(size: small)
            _ = app.screen.handle(key)
        }
        let text = app.screen.frame(size: small).canvas.lines.joined(separator: "\n")
        // The end of the message (`like name@example.com`) shows: nothing is cut.
        let malformed = FieldError(field: .email, reason: .malformed).message
        XCTAssertTrue(text.contains(String(malformed.split(separator: " ").last ?? "")), text)
        XCTAssertFalse(text.contains(TooSmallNotice.message))
    }

    func testAPictureNoticeWrapsInsteadOfBeingCutAt44By16() async throws {
        let app = try await makeApp(tier: .ansi256)
        let problem = ImageProblem.unreachable(detail: "Could not resolve host: pictures.example.org")
        app.login.loginFlow.picture = ScreenImage(picture: .generated(seed: 1), problem: problem)
        let small = TerminalSize(width: 44, height: 16)
        let lines = app.screen.frame(size: small).canvas.lines
        // The picture's half blocks fill every cell that holds no text.
        let words = lines.map { $0.replacingOccurrences(of: ImageView.halfBlock, with: " ") }
        let text = words.joined(separator: " ").split(separator: " ").joined(separator: " ")
        XCTAssertTrue(text.contains("showing a generated picture"), lines.joined(separator: "\n"))
        XCTAssertTrue(
            words.contains { $0.contains(LoginFlowScreen.headline.text) },
            "the headline stays clear of the notice")
    }

    // MARK: Fields

    func testAClickInTheEmailFieldPutsTheCaretWhereClicked() async throws {
        let app = try await makeApp(tier: .ansi256)
        press(app, [.enter])
        type(app, "ada@example.com")
        let canvas = frame(app)
        let text = try XCTUnwrap(find("ada@example.com", in: canvas))
        _ = app.screen.handle(.mouse(MouseEvent(x: text.x + 3, y: text.y, kind: .press)))
        XCTAssertEqual(app.router.auth.state.form.fields["email"]?.cursor, 3)
        XCTAssertEqual(app.screen.frame(size: size).cursor, CursorPosition(x: text.x + 3, y: text.y))
        type(app, "X")
        XCTAssertEqual(app.router.auth.state.form.text("email"), "adaX@example.com")
    }

    func testALongEmailShowsThatTextIsHiddenAtTheLeft() async throws {
        let app = try await makeApp(tier: .ansi256)
        press(app, [.enter])
        let long = String(repeating: "a", count: 60) + "@example.com"
        type(app, long)
        let canvas = frame(app)
        XCTAssertNotNil(
            find(LineEditor.hiddenLeft + "aaaa", in: canvas), canvas.lines.joined(separator: "\n"))
        press(app, [.home])
        XCTAssertNotNil(find("aaaa" + LineEditor.hiddenRight, in: frame(app)))
    }

    // MARK: The secret page

    private func openSecretPage(tier: ColorTier) async throws -> App {
        let app = try await makeApp(tier: tier)
        let auth = app.router.auth
        await auth.open()
        await auth.answer(.email, "ada@example.com", choosing: .next)
        await auth.answer(.password, "correct horse battery", choosing: .createAccount)
        await auth.answer(.username, "Ada", choosing: .register)
        await app.router.settled()
        settle(app.screen, app.clock)
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        await app.router.settled()
        settle(app.screen, app.clock)
        await app.router.settled()
        settle(app.screen, app.clock)
        return app
    }

    /// The secret page's elements, by the words they show: its Back, the login sheet's button and
    /// its password field's label.
    private let back = Choice.backLabel.text
    private let show = SecretsPresenter.showLabel.text
    private let password = AccountAuthenticator.passwordLabel.text

    /// Which one element looks focused on the secret page (fails unless exactly one does).
    private func focusedElement(_ app: App, file: StaticString = #filePath, line: UInt = #line) -> String {
        let canvas = frame(app)
        let runs = focusedRuns(canvas, theme: app.theme)
        XCTAssertEqual(
            runs.count, 1, "\(runs)\n" + canvas.lines.joined(separator: "\n"), file: file, line: line)
        guard let run = runs.first else { return "none" }
        for button in [back, show] where run.text.contains(button) { return button }
        if let label = find(password, in: canvas), label.y == run.y, run.x > label.x { return password }
        return run.text
    }

    func testTabWalksTheWholeSecretPageWithOneFocusAtATime() async throws {
        for tier in [ColorTier.direct, .ansi8] {
            let app = try await openSecretPage(tier: tier)
            XCTAssertNotNil(find(SecretsPresenter.loginTitle.text, in: frame(app)), "\(tier)")
            XCTAssertEqual(focusedElement(app), password, "\(tier): the login sheet opens in its field")
            var seen: [String] = []
            for _ in 0..<3 {
                press(app, [.tab])
                seen.append(focusedElement(app))
            }
            XCTAssertEqual(seen, [show, back, password], "\(tier): reading order, wrapping")
            var backward: [String] = []
            for _ in 0..<3 {
                press(app, [.backTab])
                backward.append(focusedElement(app))
            }
            XCTAssertEqual(backward, [back, show, password], "\(tier): Shift-Tab goes the other way")
        }
    }

    func testOnEightColoursTheSecretPagesColumnAndRegionStayDistinct() async throws {
        let app = try await openSecretPage(tier: .ansi8)
        let canvas = frame(app)
        let title = try XCTUnwrap(find(SecretPageScreen.title.text, in: canvas))
        let column = canvas[title.x, title.y + 5].background
        let region = canvas[99, 5].background
        let login = try XCTUnwrap(find(SecretsPresenter.loginTitle.text, in: canvas))
        let sheet = canvas[login.x, login.y + 2].background
        XCTAssertNotEqual(column, region, "the column with Back stands apart from the guarded region")
        XCTAssertNotEqual(sheet, region, "the login sheet stands out on the region")
    }
}
