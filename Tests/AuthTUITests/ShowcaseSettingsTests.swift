import AuthDomain
import XCTest

@testable import AuthTUI
@testable import Showcase

final class ShowcaseSettingsTests: XCTestCase {
    private let body = Rect(width: 80, height: 21)

    func testDefaultsAreTheHostBackgroundTheThemeScrimAndNoRegion() {
        let settings = ShowcaseSettings()
        XCTAssertEqual(settings.colour, Theme.standard.overlay)
        XCTAssertEqual(settings.scrimOpacity, 0.6)
        XCTAssertEqual(settings.fadeSeconds, 0.3)
        XCTAssertFalse(settings.confinesToRegion)
        XCTAssertFalse(settings.coversHost)
        XCTAssertEqual(settings.region(in: body), body)
    }

    func testGivenOverlayColourLeadsTheCycleAndTheCycleWraps() {
        let pink = RGBColor(hex: 0xFF00AA)
        var settings = ShowcaseSettings(overlayColor: pink)
        var seen: [RGBColor] = []
        for _ in 0..<7 {
            seen.append(settings.colour)
            settings.cycleColour()
        }
        XCTAssertEqual(seen, [pink] + ShowcaseSettings.standardColours + [pink])
    }

    func testGivenOverlayColourAlreadyInTheCycleStartsThereWithoutADuplicate() {
        var settings = ShowcaseSettings(overlayColor: .black)
        XCTAssertEqual(settings.colour, .black)
        XCTAssertEqual(settings.colours, ShowcaseSettings.standardColours)
        settings.cycleColour()
        XCTAssertEqual(settings.colour, ShowcaseSettings.standardColours[2])
    }

    func testScrimCyclesThroughItsOpacitiesAndWraps() {
        var settings = ShowcaseSettings()
        var seen: [Double] = []
        for _ in 0..<5 {
            settings.cycleScrim()
            seen.append(settings.scrimOpacity)
        }
        XCTAssertEqual(seen, [0.85, 1.0, 0.3, 0.6, 0.85])
    }

    func testFadeStepsStopAtBothEnds() {
        var settings = ShowcaseSettings(animation: 0.3)
        var longer: [Double] = []
        for _ in 0..<3 {
            settings.lengthenFade()
            longer.append(settings.fadeSeconds)
        }
        XCTAssertEqual(longer, [0.6, 1.0, 1.0])
        var shorter: [Double] = []
        for _ in 0..<5 {
            settings.shortenFade()
            shorter.append(settings.fadeSeconds)
        }
        XCTAssertEqual(shorter, [0.6, 0.3, 0.15, 0, 0])
    }

    func testAnimationBetweenStepsMovesToTheNeighbouringSteps() {
        var settings = ShowcaseSettings(animation: 0.45)
        XCTAssertEqual(settings.fadeSeconds, 0.45)
        settings.lengthenFade()
        XCTAssertEqual(settings.fadeSeconds, 0.6)
        var long = ShowcaseSettings(animation: 5)
        long.lengthenFade()
        XCTAssertEqual(long.fadeSeconds, 5)
        long.shortenFade()
        XCTAssertEqual(long.fadeSeconds, 1.0)
    }

    func testRegionIsTheRightHalfOfTheBodyWhenNoneWasGiven() {
        var settings = ShowcaseSettings()
        settings.toggleRegion()
        XCTAssertEqual(settings.region(in: body), Rect(x: 40, y: 0, width: 40, height: 21))
        XCTAssertEqual(
            settings.region(in: Rect(width: 81, height: 10)), Rect(x: 40, y: 0, width: 41, height: 10))
        settings.toggleRegion()
        XCTAssertEqual(settings.region(in: body), body)
    }

    func testGivenHostRegionStartsConfinedAndIsClippedToTheBody() {
        var settings = ShowcaseSettings(hostRegion: Rect(x: 50, y: 2, width: 40, height: 10))
        XCTAssertTrue(settings.confinesToRegion)
        XCTAssertEqual(settings.region(in: body), Rect(x: 50, y: 2, width: 30, height: 10))
        settings.toggleRegion()
        XCTAssertEqual(settings.region(in: body), body)
    }

    func testStatusNamesEverySetting() {
        var settings = ShowcaseSettings(animation: 0.15)
        XCTAssertEqual(
            settings.statusSegments(body: body),
            ["Region off", "Colour #1e1e2e", "Scrim 0.60", "Fade 0.15 s", "Cover off"])
        settings.toggleRegion()
        settings.toggleCover()
        settings.cycleColour()
        settings.cycleScrim()
        settings.lengthenFade()
        XCTAssertEqual(
            settings.statusSegments(body: body),
            ["Region 40x21+40+0", "Colour #000000", "Scrim 0.85", "Fade 0.30 s", "Cover on"])
    }

    func testDecimalsAreTwoPlacesWithoutFoundation() {
        XCTAssertEqual(ShowcaseSettings.decimal(0), "0.00")
        XCTAssertEqual(ShowcaseSettings.decimal(0.05), "0.05")
        XCTAssertEqual(ShowcaseSettings.decimal(1), "1.00")
        XCTAssertEqual(ShowcaseSettings.decimal(0.854), "0.85")
    }
}
