import AuthDomain
import XCTest

@testable import AuthTUI

final class FadeTests: XCTestCase {
    private func colour(_ value: Double) -> RGBColor {
        Compositor.blend(.black, toward: .white, opacity: value)
    }

    func testColoursAtStartMiddleAndEnd() {
        let clock = ManualClock()
        var fade = Fade(from: 0, to: 1, duration: .milliseconds(300), clock: clock)
        XCTAssertEqual(colour(fade.from), RGBColor(hex: 0x000000))
        XCTAssertNil(fade.nextFrame(), "the start state is already on screen")

        clock.advance(by: .milliseconds(150))
        XCTAssertEqual(fade.nextFrame().map(colour), RGBColor(hex: 0x808080))

        clock.advance(by: .milliseconds(150))
        XCTAssertEqual(fade.nextFrame().map(colour), RGBColor(hex: 0xFFFFFF))
        XCTAssertTrue(fade.isFinished)
        XCTAssertNil(fade.nextFrameDue, "a finished fade needs no wake-up")
    }

    func testEaseInOutIsSlowAtTheEnds() {
        XCTAssertEqual(Easing.easeInOut(0.25), 0.0625, accuracy: 1e-9)
        XCTAssertEqual(Easing.easeInOut(0.75), 0.9375, accuracy: 1e-9)
        XCTAssertEqual(Easing.easeInOut(1), 1)
    }

    func testLateWakeUpShowsTheFrameForNowNotABacklog() {
        let clock = ManualClock()
        var fade = Fade(
            from: 0, to: 1, duration: .milliseconds(300), clock: clock, easing: .linear
        )
        clock.advance(by: .milliseconds(250))
        let value = try? XCTUnwrap(fade.nextFrame())
        XCTAssertEqual(value ?? 0, 250.0 / 300.0, accuracy: 1e-9)
        XCTAssertNil(fade.nextFrame(), "no second frame for the same instant")
        XCTAssertEqual(fade.nextFrameDue, .milliseconds(250) + Fade.sixtyFPS)

        clock.advance(by: .milliseconds(500))
        XCTAssertEqual(fade.nextFrame(), 1)
        XCTAssertNil(fade.nextFrame())
        XCTAssertTrue(fade.isFinished)
    }

    func testFramesAreCappedAtTheFrameInterval() {
        let clock = ManualClock()
        var fade = Fade(
            from: 0, to: 1, duration: .seconds(1), clock: clock, easing: .linear)
        clock.advance(by: .milliseconds(20))
        XCTAssertNotNil(fade.nextFrame())
        clock.advance(by: .milliseconds(5))
        XCTAssertNil(fade.nextFrame(), "5 ms after a frame is too soon at 60 fps")
        clock.advance(by: .milliseconds(12))
        XCTAssertNotNil(fade.nextFrame())
    }

    func testFinishJumpsToTheEndOnTheNextFrame() {
        let clock = ManualClock()
        var fade = Fade(from: 1, to: 0, duration: .milliseconds(300), clock: clock)
        clock.advance(by: .milliseconds(50))
        _ = fade.nextFrame()
        fade.finish()
        XCTAssertLessThanOrEqual(fade.nextFrameDue ?? .seconds(99), clock.now(), "due at once")
        XCTAssertEqual(fade.nextFrame(), 0)
        XCTAssertTrue(fade.isFinished)
    }

    func testZeroDurationIsInstant() {
        let clock = ManualClock()
        var fade = Fade(from: 0, to: 1, duration: .zero, clock: clock)
        XCTAssertEqual(fade.nextFrame(), 1)
        XCTAssertTrue(fade.isFinished)
    }

    func testTerminalWithoutIntermediateColoursJumpsToTheEnd() {
        let clock = ManualClock()
        var fade = Fade(
            from: 0, to: 1, duration: .milliseconds(300), clock: clock,
            showsIntermediateColours: false)
        XCTAssertEqual(fade.nextFrame(), 1)
        XCTAssertTrue(fade.isFinished)
    }

    func testEveryNewValueIsAFrame() {
        let clock = ManualClock()
        var fade = Fade(from: 0, to: 1, duration: .milliseconds(100), clock: clock, easing: .linear)
        XCTAssertNil(fade.nextFrame())
        clock.advance(by: .milliseconds(50))
        XCTAssertEqual(fade.nextFrame(), 0.5)
    }

    func testSystemClockMeasuresASleepAsTheStandardLibrarysMonotonicClockDoes() {
        let clock = SystemClock()
        let reference = SuspendingClock()  // CLOCK_MONOTONIC on Linux
        let referenceBefore = reference.now
        let before = clock.now()
        usleep(50_000)
        let elapsed = clock.now() - before
        let referenceElapsed = referenceBefore.duration(to: reference.now)
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(50))
        // The two readings are taken back to back, so they can differ by microseconds, not by a
        // unit or a dropped field.
        XCTAssertLessThan(
            max(elapsed - referenceElapsed, referenceElapsed - elapsed), .milliseconds(5),
            "\(elapsed) vs \(referenceElapsed)")
    }
}
