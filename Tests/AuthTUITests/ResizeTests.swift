import AuthDomain
import XCTest

@testable import AuthTUI

final class ResizeTests: XCTestCase {
    private func signInStack() -> ModalStack {
        var stack = ModalStack()
        stack.present(
            Sheet(
                id: "signIn", title: "Sign in",
                items: [.field(TextField("Email")), .buttons([Button("Next")])]))
        return stack
    }

    private func frame(_ stack: ModalStack, width: Int, height: Int) -> Canvas {
        let host = Canvas(width: width, height: height, fill: Theme.standard[.background].cell())
        return stack.compose(host: host, region: host.bounds, theme: .standard, compositor: Compositor())
    }

    func testSmallTerminalSaysSoAndKeepsWhatWasTyped() {
        var stack = signInStack()
        let big = Rect(width: 80, height: 24)
        for character in "me@example.com" { _ = stack.handle(.character(character), in: big) }
        XCTAssertTrue(frame(stack, width: 80, height: 24).lines.contains { $0.contains("me@example.com") })

        let small = Rect(width: 20, height: 5)
        XCTAssertFalse(stack.fits(in: small))
        let tiny = frame(stack, width: 20, height: 5)
        XCTAssertEqual(
            tiny.lines,
            [
                "                    ", "                    ", " Terminal too small ",
                "                    ", "                    ",
            ])
        XCTAssertEqual(stack.handle(.character("x"), in: small), .ignored, "nothing is typed blind")

        XCTAssertTrue(frame(stack, width: 80, height: 24).lines.contains { $0.contains("me@example.com") })
        XCTAssertEqual(stack.top?.value(of: "Email"), "me@example.com")
    }

    func testLayoutFollowsTheHostRegionOnEveryCall() throws {
        let sheet = signInStack().top!
        let wide = try XCTUnwrap(sheet.layout(in: Rect(width: 80, height: 24)))
        let narrow = try XCTUnwrap(sheet.layout(in: Rect(x: 10, y: 2, width: 30, height: 12)))
        XCTAssertEqual(wide.frame, Rect(x: 16, y: 8, width: 48, height: 8))
        XCTAssertEqual(narrow.frame, Rect(x: 10, y: 4, width: 30, height: 8))
    }

    func testResizeMidFadeDrawsTheCurrentValueAtTheNewSize() {
        let clock = ManualClock()
        let fade = Fade(from: 0, to: 1, duration: .milliseconds(200), clock: clock, easing: .linear)
        clock.advance(by: .milliseconds(100))
        let stack = signInStack()
        let host = Canvas(width: 60, height: 16, fill: Theme.standard[.background].cell())
        let layers = SheetStage.layers(
            stack.sheets.map { ($0, fade.value) }, in: host.bounds, theme: .standard,
            scrim: Theme.standard.scrim)
        let composed = Compositor().compose(host: host, region: host.bounds, layers: layers)
        // Half-way, the panel has just reached its own colour (it fades through it).
        let panelBackground = Theme.standard[.panel].background
        let layout = stack.top!.layout(in: host.bounds)!
        XCTAssertEqual(composed[layout.frame.x + 1, layout.frame.y + 1].background, panelBackground)
    }

    func testHostRegionConfinesTheSheetAndLeavesTheRestAlone() {
        let stack = signInStack()
        let host = Canvas(width: 100, height: 30, fill: Theme.standard[.background].cell("~"))
        let region = Rect(x: 50, y: 0, width: 50, height: 30)
        let composed = stack.compose(host: host, region: region, theme: .standard, compositor: Compositor())
        for y in 0..<30 {
            for x in 0..<50 { XCTAssertEqual(composed[x, y], host[x, y]) }
        }
        XCTAssertEqual(stack.top!.layout(in: region)!.frame.x, 51)
    }
}
