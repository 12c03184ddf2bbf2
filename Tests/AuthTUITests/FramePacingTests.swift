import AuthDomain
import XCTest

@testable import AuthTUI

/// How often fades draw: every 60th of a second on a local terminal however long the fade (the
/// old three-frame budget made a 2 s fade jump twice), spaced by twice what the terminal took to
/// present a frame on a slow link, 15 a second over SSH; and a key still ends a fade at once.
@MainActor
final class FramePacingTests: XCTestCase {
    /// Wakes the animator whenever it asks to, for `seconds`, and counts the frames it drew.
    private func framesDrawn(
        _ animator: Animator, _ clock: ManualClock, seconds: Double, presentCost: Duration = .zero
    ) -> Int {
        var frames = 0
        let end = clock.now() + .milliseconds(Int64(seconds * 1000))
        while let due = animator.nextFrameDue, clock.now() <= end {
            clock.advance(by: max(.zero, due - clock.now()))
            if animator.step() {
                frames += 1
                animator.framePresented(took: presentCost)
            }
        }
        return frames
    }

    func testALocalTwoSecondFadeDrawsAFrameEverySixtiethOfASecond() async {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let key = FadeKey(owner: clock, .named("test"))
        animator.start(key, from: 0, to: 1, seconds: 2)
        let frames = framesDrawn(animator, clock, seconds: 3)
        XCTAssertGreaterThanOrEqual(frames, 115, "about 120 frames in 2 s")
        XCTAssertLessThanOrEqual(frames, 122)
    }

    func testOnASlowLinkFramesAreSpacedByTwiceWhatTheTerminalTookToPresentOne() async {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let key = FadeKey(owner: clock, .named("test"))
        animator.start(key, from: 0, to: 1, seconds: 2)
        // Each frame takes the terminal 100 ms to absorb: one frame every 200 ms at most.
        let frames = framesDrawn(animator, clock, seconds: 3, presentCost: .milliseconds(100))
        XCTAssertGreaterThanOrEqual(frames, 9)
        XCTAssertLessThanOrEqual(frames, 12, "2 s / 200 ms, and the end")
    }

    func testOneSlowFrameThinsTheFramesAfterItOnlyForAWhile() async {
        var pacing = FramePacing.local
        pacing.presented(took: .milliseconds(100))
        XCTAssertEqual(pacing.interval, .milliseconds(200))
        for _ in 0..<5 { pacing.presented(took: .milliseconds(1)) }
        XCTAssertEqual(pacing.interval, Fade.sixtyFPS, "back to 60 frames a second")
    }

    func testOverSSHFadesDrawAtMostFifteenFramesASecond() async {
        let clock = ManualClock()
        let animator = Animator(clock: clock, pacing: .remote)
        let key = FadeKey(owner: clock, .named("test"))
        animator.start(key, from: 0, to: 1, seconds: 2)
        let frames = framesDrawn(animator, clock, seconds: 3)
        XCTAssertGreaterThanOrEqual(frames, 28)
        XCTAssertLessThanOrEqual(frames, 32)
    }

    func testAKeyEndsAFadeAtOnceEvenOnASlowLink() async {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        animator.framePresented(took: .milliseconds(500))
        let key = FadeKey(owner: clock, .named("test"))
        animator.start(key, from: 0, to: 1, seconds: 2)
        animator.finishAll()
        XCTAssertNil(animator.value(key), "the fade is over")
        XCTAssertNil(animator.nextFrameDue, "and nothing wakes the loop: idle costs nothing")
    }
}
