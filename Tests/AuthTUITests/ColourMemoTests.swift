import AuthNavigation
import XCTest

@testable import AuthTUI

/// The memo behind palette blends and tints: an answer comes back only for exactly what it was
/// worked out from.
final class ColourMemoTests: XCTestCase {
    func testEveryAnswerIsKeptWhileTheTableGrows() {
        var memo = ColourMemo(capacity: 16)
        func colour(_ index: Int) -> RGBColor {
            RGBColor(red: UInt8(index & 0xFF), green: UInt8(index >> 8 & 0xFF), blue: UInt8(index % 7))
        }
        for index in 0..<5000 {
            _ = memo.answer(for: ColourMemo.key(colour(index))) { colour(index + 1) }
        }
        XCTAssertEqual(memo.count, 5000)
        for index in 0..<5000 {
            let kept = memo.answer(for: ColourMemo.key(colour(index))) {
                XCTFail("worked out again: \(index)")
                return .black
            }
            XCTAssertEqual(kept, colour(index + 1))
        }
    }

    /// The blend memo is shared by every tier, colour pair and step: each of them is part of what
    /// an answer is kept for.
    func testAPaletteBlendIsKeptForItsTierEndsAndStepOnly() {
        let start = RGBColor(hex: 0x3A6EA5)
        let on256 = ColorTier.ansi256.blend(start, toward: .black, amount: 0.5)
        let on8 = ColorTier.ansi8.blend(start, toward: .black, amount: 0.5)
        XCTAssertTrue(
            (0...7).map { ColorTier.ansi8.displayedColor(forPaletteIndex: $0) }.contains(on8), "\(on8)")
        XCTAssertNotEqual(on256, on8)
        XCTAssertNotEqual(ColorTier.ansi256.blend(start, toward: .white, amount: 0.5), on256, "another end")
        XCTAssertNotEqual(ColorTier.ansi256.blend(start, toward: .black, amount: 0.9), on256, "another step")
        XCTAssertNotEqual(
            ColorTier.ansi256.blend(RGBColor(hex: 0xA5503A), toward: .black, amount: 0.5), on256,
            "another start")
        XCTAssertEqual(ColorTier.ansi256.blend(start, toward: .black, amount: 0.5), on256)
    }
}
