import AuthDomain
import XCTest

@testable import AuthTUI
@testable import Showcase

final class ShowcaseKeysTests: XCTestCase {
    func testEveryActionHasAKeyAndNoKeyIsBoundTwice() {
        let actions = Set(ShowcaseKeys.table.map(\.action))
        XCTAssertEqual(actions, Set(ShowcaseAction.allCases))
        let keys = ShowcaseKeys.table.flatMap(\.keys)
        XCTAssertEqual(keys.count, Set(keys).count)
    }

    func testShowcaseKeysNeverShadowTheSheetKeys() {
        for binding in KeyMap.standard.bindings where binding.action != .quit {
            for key in binding.keys {
                XCTAssertNil(ShowcaseKeys.action(for: key), "\(binding.keyLabel) stays with the sheets")
            }
        }
    }

    func testActionLookup() {
        XCTAssertEqual(ShowcaseKeys.action(for: .character("s")), .openSheet)
        XCTAssertEqual(ShowcaseKeys.action(for: .character("=")), .lengthenFade)
        XCTAssertEqual(ShowcaseKeys.action(for: .control("c")), .quit)
        XCTAssertNil(ShowcaseKeys.action(for: .character("x")))
    }

    func testLegendIsTheTableThenTheSheetKeys() {
        XCTAssertEqual(
            ShowcaseKeys.legend,
            [
                "s sheet", "a alert", "c confirm", "r region", "o colour", "d scrim", "+ slower", "- faster",
                "n cover", "q, Ctrl-C quit", "Tab next", "Enter submit", "Esc back",
            ])
    }

    func testWrapBreaksOnlyBetweenSegments() {
        XCTAssertEqual(
            ShowcaseLayout.wrap(["alpha", "beta", "gamma", "delta"], width: 16),
            ["alpha · beta", "gamma · delta"])
        XCTAssertEqual(
            ShowcaseLayout.wrap(["a very long segment", "b"], width: 5), ["a very long segment", "b"])
        XCTAssertEqual(ShowcaseLayout.wrap([], width: 10), [])
    }

    func testLayoutGivesTheFooterItsRowsAndTheRegionTheRest() {
        var settings = ShowcaseSettings()
        settings.toggleRegion()
        let layout = ShowcaseLayout(size: TerminalSize(width: 80, height: 24), settings: settings)
        XCTAssertEqual(layout.body, Rect(width: 80, height: 21))
        XCTAssertEqual(layout.region, Rect(x: 40, y: 0, width: 40, height: 21))
        XCTAssertEqual(
            layout.status, ["Region 40x21+40+0 · Colour #1e1e2e · Scrim 0.60 · Fade 0.30 s · Cover off"])
        XCTAssertEqual(
            layout.legend,
            [
                "s sheet · a alert · c confirm · r region · o colour · d scrim · + slower",
                "- faster · n cover · q, Ctrl-C quit · Tab next · Enter submit · Esc back",
            ])
    }

    func testNarrowLayoutWrapsTheStatusAndShrinksTheBody() {
        let layout = ShowcaseLayout(size: TerminalSize(width: 50, height: 20), settings: ShowcaseSettings())
        XCTAssertEqual(
            layout.status, ["Region off · Colour #1e1e2e · Scrim 0.60", "Fade 0.30 s · Cover off"])
        XCTAssertEqual(layout.legend.count, 4)
        XCTAssertEqual(layout.body, Rect(width: 50, height: 14))
    }
}
