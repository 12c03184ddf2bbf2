import AuthDomain
import XCTest

@testable import AuthLogin
@testable import AuthTUI

/// What a frame keeps from the last one instead of drawing it again (the Start screen under the
/// sheets, the scrimmed backdrop, the navigator's cover), and that any change of what it was
/// drawn from draws it again: each kept frame must equal one drawn from nothing.
@MainActor
final class DrawnOnceTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)

    private func sheet(_ typed: String) -> Sheet {
        var sheet = Sheet(
            id: "signIn", title: "Sign in", items: [.field(TextField("Email")), .buttons([Button("Next")])])
        sheet.form = Form(fields: ["Email": FieldText(typed)])
        return sheet
    }

    private func host(_ text: String, _ context: ScreenContext) -> Canvas {
        var canvas = context.blank(size)
        for row in 0..<size.height { canvas.draw(text, x: 0, y: row, style: context.theme[.text]) }
        return canvas
    }

    func testTheBackdropUnderTheSheetsIsComposedAgainWhenTheHostChanges() {
        let context = ScreenContext(colorTier: .ansi256, clock: ManualClock())
        let region = Rect(width: size.width, height: size.height)
        let kept = SheetStage()
        _ = kept.compose([sheet("a")], over: host("first picture", context), in: region, context: context)
        let again = kept.compose(
            [sheet("ab")], over: host("second picture", context), in: region, context: context)
        let fresh = SheetStage().compose(
            [sheet("ab")], over: host("second picture", context), in: region, context: context)
        XCTAssertTrue(again.canvas == fresh.canvas)
        XCTAssertTrue(again.canvas.lines[0].contains("second picture"))
    }

    func testTheBackdropIsComposedAgainWhenTheScrimChanges() {
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let region = Rect(width: size.width, height: size.height)
        let picture = host("under the scrim", context)
        var light = context.theme.scrim
        light.opacity = 0.2
        let kept = SheetStage()
        let first = kept.compose([sheet("")], over: picture, in: region, context: context, scrim: light)
        let again = kept.compose([sheet("")], over: picture, in: region, context: context)
        let fresh = SheetStage().compose([sheet("")], over: picture, in: region, context: context)
        XCTAssertTrue(again.canvas == fresh.canvas)
        XCTAssertNotEqual(first.canvas[0, 0].background, again.canvas[0, 0].background)
    }

    func testTheBackdropIsComposedAgainInANewRegion() {
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let picture = host("region", context)
        let kept = SheetStage()
        _ = kept.compose([sheet("")], over: picture, in: Rect(width: 80, height: 24), context: context)
        let inner = Rect(x: 10, y: 2, width: 60, height: 20)
        let again = kept.compose([sheet("")], over: picture, in: inner, context: context)
        let fresh = SheetStage().compose([sheet("")], over: picture, in: inner, context: context)
        XCTAssertTrue(again.canvas == fresh.canvas)
    }

    /// The app's own Start screen, kept under its sheets: a new picture, or a sheet opening (the
    /// Start button loses focus under it), draws it again.
    func testTheStartScreenIsDrawnAgainWhenItsPictureOrTheFlowChanges() async throws {
        let router = try await makeRouter(self, settings: .init(advancedMode: false, animation: 0))
        let app = LoginApp(router: router)
        app.start()
        await router.settled()
        let context = ScreenContext(colorTier: .ansi256, clock: ManualClock())
        context.fadeSeconds = 0
        let kept = app.loginFlow
        func fresh() -> Canvas {
            let screen = LoginFlowScreen(presenter: router.auth, work: PendingWork())
            screen.picture = kept.picture
            return screen.render(size: size, context: context).canvas
        }
        kept.picture = ScreenImage(picture: .generated(seed: 1))
        let first = kept.render(size: size, context: context).canvas
        kept.picture = ScreenImage(picture: .generated(seed: 2))
        let secondPicture = kept.render(size: size, context: context).canvas
        XCTAssertTrue(secondPicture != first)
        XCTAssertTrue(secondPicture == fresh())
        await router.auth.open()
        kept.reconcile(size: size, context: context)
        XCTAssertTrue(kept.render(size: size, context: context).canvas == fresh(), "a sheet opened over it")
        kept.picture = ScreenImage(picture: .generated(seed: 3))
        XCTAssertTrue(
            kept.render(size: size, context: context).canvas == fresh(), "a new picture under the sheet")
    }

    func testAnOpaquePanelOverTheWholeCanvasShowsWhatABlitOfItWould() {
        let compositor = Compositor(tier: .direct)
        var host = Canvas(width: 6, height: 2, fill: .blank(background: .white))
        host.draw("SECRET", x: 0, y: 0, style: CellStyle(foreground: .black, background: .white))
        var content = Canvas(width: 6, height: 2, fill: .blank(background: RGBColor(hex: 0x202040)))
        content.draw(
            "ok", x: 0, y: 0, style: CellStyle(foreground: .white, background: RGBColor(hex: 0x202040)))
        // A wide glyph's lead in the last column, with no room for its second half.
        content[5, 1] = Cell(grapheme: "漢", width: 2, background: RGBColor(hex: 0x202040))
        let scrim = Overlay(color: .black, opacity: 0.5)
        let composed = compositor.compose(
            host: host, region: host.bounds,
            layers: [.panel(PanelLayer(content: content, x: 0, y: 0)), .overlay(scrim)])
        var blitted = host
        blitted.blit(content, x: 0, y: 0)
        XCTAssertTrue(
            composed == compositor.compose(host: blitted, region: host.bounds, layers: [.overlay(scrim)]))
        XCTAssertEqual(composed[5, 1].grapheme, " ", "half a glyph is never shown")
        XCTAssertFalse(composed.lines.joined().contains("SECRET"))
    }
}
