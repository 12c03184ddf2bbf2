import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI

/// Issue 41 #5: at 80×24, the terminal most people have, the screens look composed: the recovery
/// codes stand as one block apart from the text above and `Done` below, the signed-in host's
/// buttons stand in even rows, a sheet's shadow is one even band over the picture on 256
/// colours, and on 8 colours the backdrop behind a sheet is one flat colour, not single-cell noise.
/// Built from a real router and store, as the app runs.
@MainActor
final class ComposedAt80x24Tests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)
    private let password = "correct horse battery"

    private struct App {
        let screen: RootScreen
        let router: AppRouter
        let service: AccountService
        let theme: Theme
    }

    private func makeApp(tier: ColorTier) async throws -> App {
        let directory = NSTemporaryDirectory() + "authtui-composed-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let app = LoginApp(router: router)
        app.loginFlow.picture = ScreenImage(picture: .generated(seed: 7))
        let context = ScreenContext(colorTier: tier, clock: ManualClock())
        context.fadeSeconds = 0
        let screen = RootScreen(app, context: context)
        app.start()
        await router.settled()
        return App(screen: screen, router: router, service: service, theme: context.theme)
    }

    private func signedIn(tier: ColorTier = .direct) async throws -> App {
        let app = try await makeApp(tier: tier)
        let account = try await app.service.signUp(
            email: "ada.lovelace@example.com", password: password, username: "Ada")
        try await app.router.showSignedIn(account)
        return app
    }

    /// The row and column `text` starts at on `canvas`.
    private func find(_ text: String, in canvas: Canvas) -> (x: Int, y: Int)? {
        for (y, line) in canvas.lines.enumerated() {
            if let range = line.range(of: text) { return (DisplayWidth.of(line[..<range.lowerBound]), y) }
        }
        return nil
    }

    /// Whether row `y` of `canvas` shows nothing between columns `x` and `maxX`.
    private func isBlank(_ canvas: Canvas, row y: Int, from x: Int, to maxX: Int) -> Bool {
        (x..<maxX).allSatisfy { canvas[$0, y].grapheme == " " }
    }

    // MARK: Recovery codes

    func testTheRecoveryCodesAreOneBlockWithABlankRowAboveAndBelow() async throws {
        let app = try await signedIn()
        await app.router.loggedIn.open(HostAction.ID.twoFactor)
        app.router.loggedIn.conversation.fill(AccountField.password.rawValue, with: password)
        await app.router.loggedIn.conversation.choose("continue")
        let secret = try XCTUnwrap(app.router.loggedIn.enrolmentKey.flatMap(Base32.decode))
        let code = try TOTP(secret: secret).code(step: TOTP.step(at: Date().timeIntervalSince1970))
        _ = app.screen.frame(size: size)
        for character in code { _ = app.screen.handle(.character(character)) }
        _ = app.screen.handle(.enter)
        await app.router.settled()
        let codes = try XCTUnwrap(app.router.loggedIn.recoveryCodes)
        let done = try XCTUnwrap(app.router.loggedIn.step?.choices.first?.label)
        let canvas = app.screen.frame(size: size).canvas
        let text = canvas.lines.joined(separator: "\n")
        let rows = try codes.map { try XCTUnwrap(find($0, in: canvas), "\($0):\n\(text)") }
        let first = try XCTUnwrap(rows.first)
        let last = try XCTUnwrap(rows.last)
        XCTAssertEqual(rows.map(\.y), Array(first.y...last.y), "one code a row, no gaps:\n\(text)")
        let button = try XCTUnwrap(find("[ \(done) ]", in: canvas), text)
        // Between the sheet's two borders on the first code's row.
        let borders = Array(canvas.lines[first.y]).enumerated().filter { $0.element == "│" }.map(\.offset)
        XCTAssertEqual(borders.count, 2, text)
        let inside = (borders[0] + 1, borders[borders.count - 1])
        XCTAssertTrue(
            isBlank(canvas, row: first.y - 1, from: inside.0, to: inside.1), "blank above:\n\(text)")
        XCTAssertFalse(isBlank(canvas, row: first.y - 2, from: inside.0, to: inside.1), "the text:\n\(text)")
        XCTAssertTrue(isBlank(canvas, row: last.y + 1, from: inside.0, to: inside.1), "blank below:\n\(text)")
        XCTAssertEqual(button.y, last.y + 2, "then Done:\n\(text)")
    }

    // MARK: The host's buttons

    func testTheHostsSevenButtonsStandInTwoEvenCentredRows() async throws {
        let app = try await signedIn()
        let canvas = app.screen.frame(size: size).canvas
        let text = canvas.lines.joined(separator: "\n")
        let labels = app.router.loggedIn.state.actions.map(\.label.text)
        XCTAssertEqual(labels.count, 7)
        let places = try labels.map { try XCTUnwrap(find("[ \($0) ]", in: canvas), "\($0):\n\(text)") }
        let rows = Dictionary(grouping: places, by: \.y)
        XCTAssertEqual(rows.keys.count, 2, "two rows:\n\(text)")
        XCTAssertEqual(rows.values.map(\.count).sorted(), [3, 4], "four and three:\n\(text)")
        for (y, _) in rows {
            let line = canvas.lines[y]
            let leading = line.prefix { $0 == " " }.count
            let trailing = line.reversed().prefix { $0 == " " }.count
            XCTAssertLessThanOrEqual(abs(leading - trailing), 1, "centred:\n\(text)")
        }
    }

    func testButtonsThatWrapAreSpreadEvenlyOverTheirRows() {
        let buttons = ["one", "two", "six", "ten", "for", "yes", "tin"].map { Button($0, id: $0) }
        // Filled in turn at 30 columns: three, three and one.
        let rows = Sheet.buttonRows(buttons, width: 30).map { $0.map(\.id) }
        XCTAssertEqual(rows, [["one", "two", "six"], ["ten", "for"], ["yes", "tin"]])
        // Where even rows do not fit, each row is filled in turn.
        let wide = [Button("a", id: "a"), Button("a much longer label", id: "b"), Button("c", id: "c")]
        XCTAssertEqual(Sheet.buttonRows(wide, width: 24).map { $0.map(\.id) }, [["a"], ["b"], ["c"]])
        XCTAssertEqual(Sheet.buttonRows(wide, width: 30).map { $0.map(\.id) }, [["a", "b"], ["c"]])
    }

    // MARK: Shadows and backdrops

    /// The Sign-in sheet over the Start screen's picture, and the sheet's frame (where the panel's
    /// colour is).
    private func signInSheet(_ app: App) throws -> (Canvas, Rect) {
        _ = app.screen.frame(size: size)
        _ = app.screen.handle(.enter)
        let canvas = app.screen.frame(size: size).canvas
        let panel = app.theme[.panel].background
        var cells: [(Int, Int)] = []
        for y in 0..<size.height {
            for x in 0..<size.width where canvas[x, y].background == panel { cells.append((x, y)) }
        }
        let minX = try XCTUnwrap(cells.map(\.0).min())
        let minY = try XCTUnwrap(cells.map(\.1).min())
        let frame = Rect(
            x: minX, y: minY, width: cells.map(\.0).max()! + 1 - minX,
            height: cells.map(\.1).max()! + 1 - minY)
        return (canvas, frame)
    }

    /// The cells of `frame`'s shadow (`shadow`'s offsets).
    private func shadowCells(of frame: Rect, _ shadow: Shadow) -> [(x: Int, y: Int)] {
        let right = (frame.y + shadow.offsetY..<frame.maxY + shadow.offsetY).flatMap { y in
            (frame.maxX..<frame.maxX + shadow.offsetX).map { (x: $0, y: y) }
        }
        let below = (frame.maxY..<frame.maxY + shadow.offsetY).flatMap { y in
            (frame.x + shadow.offsetX..<frame.maxX).map { (x: $0, y: y) }
        }
        return right + below
    }

    func testOn256ColoursASheetsShadowOverThePictureIsOneEvenBand() async throws {
        let app = try await makeApp(tier: .ansi256)
        let (canvas, frame) = try signInSheet(app)
        let shadow = shadowCells(of: frame, app.theme.shadow)
        XCTAssertFalse(shadow.isEmpty)
        let shown = Set(
            shadow.flatMap { cell -> [RGBColor] in
                let drawn = canvas[cell.x, cell.y]
                // A picture's half block shows both colours; a letter or a space only its background.
                let pixel = drawn.grapheme == ImageView.halfBlock
                return [ColorTier.ansi256.quantised(drawn.background)]
                    + (pixel ? [ColorTier.ansi256.quantised(drawn.foreground)] : [])
            })
        XCTAssertEqual(shown.count, 1, "one colour: \(shown)")
        let beside = canvas[frame.x, frame.maxY]
        XCTAssertNotEqual(
            shown.first, ColorTier.ansi256.quantised(beside.background),
            "the band stands out from the backdrop")
    }

    func testOnEightColoursTheBackdropBehindASheetIsOneFlatColour() async throws {
        let app = try await makeApp(tier: .ansi8)
        let (canvas, frame) = try signInSheet(app)
        let shadow = shadowCells(of: frame, app.theme.shadow)
        var shown = Set<RGBColor>()
        for y in 0..<size.height - 1 {  // the hint row is not the backdrop
            for x in 0..<size.width
            where !frame.contains(x: x, y: y) && !shadow.contains(where: { $0 == (x, y) }) {
                let cell = canvas[x, y]
                shown.insert(cell.background)
                if cell.grapheme == ImageView.halfBlock { shown.insert(cell.foreground) }
            }
        }
        XCTAssertEqual(shown, [Theme.ANSI.blue], "no pixel of the picture shows through")
    }
}
