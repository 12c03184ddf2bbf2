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
        let router = try await makeRouter(self, settings: .init(advancedMode: false, fades: false))
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

    /// Over the same backdrop a frame puts back what the last front panel covered and draws its
    /// own: a shorter or narrower sheet after a bigger one leaves nothing of it behind, even where
    /// the bigger one's shadow cut a wide glyph of the picture in half.
    func testASmallerSheetAfterABiggerOneLeavesNothingOfItBehind() {
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let region = Rect(width: size.width, height: size.height)
        var picture = context.blank(size)
        for row in 0..<size.height {
            picture.draw(String(repeating: "漢", count: 39), x: 1, y: row, style: context.theme[.text])
        }
        var big = sheet("")
        big.items.insert(
            .label(Label("Wrong email or password, or the account is locked", role: .error)), at: 0)
        var small = sheet("")
        small.preferredWidth = 40
        let kept = SheetStage()
        _ = kept.compose([big], over: picture, in: region, context: context)
        let again = kept.compose([small], over: picture, in: region, context: context)
        XCTAssertTrue(
            again.canvas == SheetStage().compose([small], over: picture, in: region, context: context).canvas)
    }

    /// The root writes each frame into the screen it kept, in place; a frame somebody still holds
    /// is not changed by the next one.
    func testAFrameStillHeldIsNotChangedByTheNextOne() {
        final class Counter: ScreenView {
            var count = 0
            func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
                var canvas = context.blank(size)
                canvas.draw("frame \(count)", x: 0, y: count % size.height, style: context.theme[.text])
                return ScreenFrame(canvas: canvas)
            }
            func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
                .keepRunning
            }
        }
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let view = Counter()
        let root = RootScreen(view, context: context)
        let first = root.frame(size: size).canvas
        let held = first
        view.count = 1
        let second = root.frame(size: size).canvas
        XCTAssertTrue(held == first)
        XCTAssertEqual(held.lines[0].trimmingCharacters(in: .whitespaces), "frame 0")
        XCTAssertTrue(second == RootScreen(view, context: context).frame(size: size).canvas)
        XCTAssertEqual(second.lines[0].trimmingCharacters(in: .whitespaces), "")
    }
}
