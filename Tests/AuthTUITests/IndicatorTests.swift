import AuthDomain
import XCTest

@testable import AuthTUI

final class IndicatorTests: XCTestCase {
    func testSpinnerGlyphFollowsTheClockAndSaysWhenItChangesNext() {
        XCTAssertEqual(SpinnerGlyph.frame(at: .milliseconds(170)), "⠹")
        XCTAssertEqual(SpinnerGlyph.frame(at: .milliseconds(800)), "⠋", "ten frames, then round again")
        XCTAssertEqual(SpinnerGlyph.nextChange(after: .milliseconds(170)), .milliseconds(240))
    }

    func testProgressBarUsesEighthBlocksAndShowsThePercentage() {
        var canvas = Canvas(width: 9, height: 1)
        ProgressBar(fraction: 0.5).render(into: &canvas, in: canvas.bounds, theme: .standard)
        XCTAssertEqual(canvas.lines, ["██    50%"])
        ProgressBar(fraction: 0.3).render(into: &canvas, in: canvas.bounds, theme: .standard)
        XCTAssertEqual(canvas.lines, ["█▎    30%"])
        ProgressBar(fraction: .nan).render(into: &canvas, in: canvas.bounds, theme: .standard)
        XCTAssertEqual(canvas.lines, ["       0%"])
    }
}
