import AuthDomain
import XCTest

@testable import AuthTUI

@MainActor
final class ResizeTests: XCTestCase {
    private let context: ScreenContext = {
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        context.fadeSeconds = 0
        return context
    }()

    private func signInStack() -> ModalStack {
        ModalStack(sheets: [
            Sheet(
                id: "signIn", title: "Sign in",
                items: [.field(TextField("Email")), .buttons([Button("Next")])])
        ])
    }

    /// The stack's sheets over `host` in `region`, as every view draws them (`SheetStage`).
    private func compose(_ stack: ModalStack, over host: Canvas, in region: Rect) -> Canvas {
        SheetStage().compose(stack.sheets, over: host, in: region, context: context).canvas
    }

    private func frame(_ stack: ModalStack, width: Int, height: Int) -> Canvas {
        let host = Canvas(width: width, height: height, fill: Theme.standard[.background].cell())
        return compose(stack, over: host, in: host.bounds)
    }

    func testSmallTerminalSaysSoAndKeepsWhatWasTyped() async {
        var stack = signInStack()
        let big = Rect(width: 80, height: 24)
        for character in "me@example.com" { _ = stack.handle(.character(character), in: big) }
        XCTAssertTrue(frame(stack, width: 80, height: 24).lines.contains { $0.contains("me@example.com") })

        // Narrower than the sheet's narrowest content: not even a scrolled form fits.
        let small = Rect(width: 13, height: 5)
        XCTAssertFalse(stack.fits(in: small))
        let tiny = frame(stack, width: 13, height: 5)
        XCTAssertEqual(
            tiny.lines,
            ["Terminal too ", "    small    ", " needs 14x6, ", "  now 13x5   ", "             "])
        XCTAssertEqual(stack.handle(.character("x"), in: small), .ignored, "nothing is typed blind")

        XCTAssertTrue(frame(stack, width: 80, height: 24).lines.contains { $0.contains("me@example.com") })
        XCTAssertEqual(stack.top?.value(of: "Email"), "me@example.com")
    }

    /// A sheet taller than its region shows part of itself, scrolled to the focused element,
    /// with `▼`/`▲` where more is, instead of `Terminal too small` and no key working.
    func testASheetTallerThanTheRegionScrollsToItsFocusedElement() async throws {
        var stack = signInStack()
        let region = Rect(width: 20, height: 5)
        XCTAssertEqual(
            frame(stack, width: 20, height: 5).lines,
            [
                "┌─ Sign in ────────┐", "│Email             │", "│                  │",
                "│                  │", "└────────────────▼─┘",
            ])
        let layout = try XCTUnwrap(stack.top?.layout(in: region))
        XCTAssertEqual(layout.rowsBelow, 1)
        XCTAssertNil(layout.hitAreas["Next"], "a button out of sight cannot be clicked")
        for character in "ada@example.com" { _ = stack.handle(.character(character), in: region) }
        XCTAssertEqual(stack.top?.value(of: "Email"), "ada@example.com", "typing works")
        _ = stack.handle(.tab, in: region)
        XCTAssertEqual(
            frame(stack, width: 20, height: 5).lines,
            [
                "┌─ Sign in ──────▲─┐", "│ada@example.com   │", "│                  │",
                "│     [ Next ]     │", "└──────────────────┘",
            ])
        XCTAssertEqual(stack.handle(.enter, in: region), .pressed(sheet: "signIn", button: "Next"))
    }

    /// A sheet that may not scroll (recovery codes) says the size it needs where it does not fit whole.
    func testASheetThatMayNotScrollSaysTheSizeItNeeds() async {
        var sheet = signInStack().top!
        sheet.mayScroll = false
        let host = Canvas(width: 30, height: 4, fill: Theme.standard[.background].cell())
        let lines = SheetStage().compose([sheet], over: host, in: host.bounds, context: context).canvas.lines
        XCTAssertEqual(
            lines,
            [
                "                              ", "      Terminal too small      ",
                "     needs 30x5, now 30x4     ", "                              ",
            ])
    }

    func testLayoutFollowsTheHostRegionOnEveryCall() async throws {
        let sheet = signInStack().top!
        let wide = try XCTUnwrap(sheet.layout(in: Rect(width: 80, height: 24)))
        let narrow = try XCTUnwrap(sheet.layout(in: Rect(x: 10, y: 2, width: 30, height: 12)))
        XCTAssertEqual(wide.frame, Rect(x: 16, y: 8, width: 48, height: 7))
        XCTAssertEqual(narrow.frame, Rect(x: 10, y: 4, width: 30, height: 7))
    }

    func testResizeMidFadeDrawsTheCurrentValueAtTheNewSize() async {
        let clock = ManualClock()
        var fade = Fade(from: 0, to: 1, duration: .milliseconds(200), clock: clock, easing: .linear)
        clock.advance(by: .milliseconds(100))
        let opacity = fade.nextFrame() ?? 0
        XCTAssertEqual(opacity, 0.5)
        let stack = signInStack()
        let host = Canvas(width: 60, height: 16, fill: Theme.standard[.background].cell())
        let layers = SheetStage.layers(
            stack.sheets.map { ($0, opacity) }, in: host.bounds, theme: .standard,
            scrim: Theme.standard.scrim)
        let composed = Compositor().compose(host: host, region: host.bounds, layers: layers)
        // Half-way, the panel has just reached its own colour (it fades through it).
        let panelBackground = Theme.standard[.panel].background
        let layout = stack.top!.layout(in: host.bounds)!
        XCTAssertEqual(composed[layout.frame.x + 1, layout.frame.y + 1].background, panelBackground)
    }

    func testHostRegionConfinesTheSheetAndLeavesTheRestAlone() async {
        let stack = signInStack()
        let host = Canvas(width: 100, height: 30, fill: Theme.standard[.background].cell("~"))
        let region = Rect(x: 50, y: 0, width: 50, height: 30)
        let composed = compose(stack, over: host, in: region)
        for y in 0..<30 {
            for x in 0..<50 { XCTAssertEqual(composed[x, y], host[x, y]) }
        }
        XCTAssertEqual(stack.top!.layout(in: region)!.frame.x, 51)
    }
}
