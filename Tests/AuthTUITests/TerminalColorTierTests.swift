import AuthDomain
import XCTest

@testable import AuthTUI

final class TerminalColorTierTests: XCTestCase {
    func testDetectionFollowsNoColorThenRGBThenColourCount() {
        XCTAssertEqual(ColorTier.detect(colors: 256, hasRGB: false, noColor: true), .monochrome)
        XCTAssertEqual(ColorTier.detect(colors: 0, hasRGB: false, noColor: false), .monochrome)
        XCTAssertEqual(ColorTier.detect(colors: 8, hasRGB: false, noColor: false), .ansi8)
        XCTAssertEqual(ColorTier.detect(colors: 16, hasRGB: false, noColor: false), .ansi8)
        XCTAssertEqual(ColorTier.detect(colors: 256, hasRGB: false, noColor: false), .ansi256)
        XCTAssertEqual(ColorTier.detect(colors: 256, hasRGB: true, noColor: false), .direct)
        XCTAssertEqual(ColorTier.detect(colors: 1 << 24, hasRGB: false, noColor: false), .direct)
    }

    func testPureRedMapsToCubeEntry196On256Colours() {
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: RGBColor(hex: 0xFF0000)), 196)
        XCTAssertEqual(ColorTier.ansi256.quantised(RGBColor(hex: 0xFF0000)), RGBColor(hex: 0xFF0000))
    }

    func testMidGreyMapsToTheGreyRampNotTheCube() {
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: RGBColor(hex: 0x808080)), 244)
        XCTAssertEqual(ColorTier.ansi256.quantised(RGBColor(hex: 0x808080)), RGBColor(hex: 0x808080))
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: RGBColor(hex: 0x3A3A3A)), 237)
    }

    func testCubeCornersAndNearestLevels() {
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: .black), 16)
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: .white), 231)
        // 0x5F = 95 is level 1 on every channel: 16 + 36 + 6 + 1.
        XCTAssertEqual(ColorTier.ansi256.paletteIndex(for: RGBColor(hex: 0x5F5F87)), 16 + 36 + 6 + 2)
        XCTAssertEqual(ColorTier.ansi256.quantised(RGBColor(hex: 0x1E90FF)), RGBColor(hex: 0x0087FF))
    }

    func testQuantisedIsAFixedPointOfEveryTier() {
        let samples = stride(from: 0, to: 0xFFFFFF, by: 0x0A1B2C).map { RGBColor(hex: UInt32($0)) }
        for tier in ColorTier.allCases {
            for color in samples {
                let shown = tier.quantised(color)
                XCTAssertEqual(tier.quantised(shown), shown, "\(tier) \(color)")
            }
        }
    }

    func testDirectColourUsesTheRGBNumberAndBumpsTheLowestEightToEight() {
        XCTAssertEqual(ColorTier.direct.paletteIndex(for: RGBColor(hex: 0x123456)), 0x123456)
        XCTAssertEqual(ColorTier.direct.paletteIndex(for: .black), 8)
        XCTAssertEqual(ColorTier.direct.paletteIndex(for: RGBColor(hex: 0x000007)), 8)
        XCTAssertEqual(ColorTier.direct.quantised(.black), RGBColor(hex: 0x000008))
        XCTAssertEqual(ColorTier.direct.quantised(RGBColor(hex: 0x000009)), RGBColor(hex: 0x000009))
    }

    func testEightColoursPickTheNearestANSIColour() {
        XCTAssertEqual(ColorTier.ansi8.paletteIndex(for: RGBColor(hex: 0xFF0000)), 1)
        XCTAssertEqual(ColorTier.ansi8.paletteIndex(for: RGBColor(hex: 0x101010)), 0)
        XCTAssertEqual(ColorTier.ansi8.paletteIndex(for: RGBColor(hex: 0xF0F0F0)), 7)
        XCTAssertEqual(ColorTier.ansi8.paletteIndex(for: RGBColor(hex: 0x2040FF)), 4)
        XCTAssertEqual(ColorTier.ansi8.quantised(RGBColor(hex: 0x00FF10)), RGBColor(hex: 0x00CD00))
    }

    func testMonochromeHasNoPaletteAndShowsNoColourDifference() {
        XCTAssertNil(ColorTier.monochrome.paletteIndex(for: .white))
        XCTAssertEqual(ColorTier.monochrome.quantised(.white), ColorTier.monochrome.quantised(.black))
        XCTAssertFalse(ColorTier.monochrome.showsIntermediateColors)
        XCTAssertTrue(ColorTier.direct.showsIntermediateColors)
    }

    func testA256ColourFadeToBlackHasFewerDistinctFramesThanSteps() {
        let start = RGBColor(hex: 0x3070C0)
        let frames = (0...18).map {
            ColorTier.ansi256.quantised(start.blended(toward: .black, amount: Double($0) / 18))
        }
        var distinct = 1
        for index in 1..<frames.count where frames[index] != frames[index - 1] { distinct += 1 }
        XCTAssertLessThan(distinct, frames.count)
        XCTAssertEqual(frames.last, RGBColor(hex: 0x000000))
    }
}
