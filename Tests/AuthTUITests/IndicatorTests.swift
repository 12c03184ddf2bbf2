import AuthDomain
import XCTest

@testable import AuthTUI

final class IndicatorTests: XCTestCase {
    func testSpinnerFrameFollowsElapsedTime() {
        var spinner = Spinner("Signing in…")
        spinner.advance(to: .milliseconds(170))
        XCTAssertEqual(spinner.phase, 2)
        XCTAssertEqual(Spinner.nextChange(after: .milliseconds(170)), .milliseconds(240))
        var canvas = Canvas(width: 14, height: 1)
        spinner.render(into: &canvas, in: canvas.bounds, theme: .standard)
        XCTAssertEqual(canvas.lines, ["⠹ Signing in… "])
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
