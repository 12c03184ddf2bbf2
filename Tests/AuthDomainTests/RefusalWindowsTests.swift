import XCTest

@testable import AuthAccounts

/// Which throttled refusals are written and with what count (`RefusalWindows`), by the clock.
final class RefusalWindowsTests: XCTestCase {
    private typealias Count = RefusalWindows.Count

    /// Ten refusals a second for 15 s: the first at once, the next window's opening refusal
    /// carrying the 99 counted before it, the last 49 when the windows are closed.
    func testAWindowsRefusalsAreWrittenAsOneCountWhenTheNextWindowOpens() {
        var windows = RefusalWindows()
        var written: [Count] = []
        for tenth in 0..<150 {
            written += windows.refusal(
                of: "ada@x.io", detail: "password; \(tenth) left", at: Double(tenth) / 10)
        }
        written += windows.closeAll()
        XCTAssertEqual(written.map(\.refusals), [1, 100, 49])
        XCTAssertEqual(
            written.map(\.detail), ["password; 0 left", "password; 100 left", "password; 149 left"])
        XCTAssertEqual(written.map { Count.refusals(inDetail: $0.eventDetail) }, [1, 100, 49])
        XCTAssertEqual(written[1].eventDetail, "password; 100 left; 100 refusals")
    }

    /// The subject's next allowed attempt closes its window: what was counted, nothing after.
    func testClosingASubjectGivesItsCountOnce() {
        var windows = RefusalWindows()
        XCTAssertEqual(windows.refusal(of: "a", detail: "x", at: 0).count, 1)
        XCTAssertEqual(windows.refusal(of: "a", detail: "y", at: 1), [])
        XCTAssertEqual(windows.close("a"), Count(subject: "a", detail: "y", refusals: 1))
        XCTAssertNil(windows.close("a"))
        XCTAssertEqual(windows.closeAll(), [])
    }

    /// Another subject's closed window is written at the next refusal that opens one; a clock set
    /// back closes a window instead of stretching it.
    func testClosedWindowsOfOthersAndAClockSetBackAreWrittenAtTheNextOpening() {
        var windows = RefusalWindows()
        _ = windows.refusal(of: "a", detail: "a1", at: 100)
        _ = windows.refusal(of: "a", detail: "a2", at: 101)
        XCTAssertEqual(
            windows.refusal(of: "b", detail: "b1", at: 120),
            [Count(subject: "a", detail: "a2", refusals: 1), Count(subject: "b", detail: "b1", refusals: 1)])
        _ = windows.refusal(of: "b", detail: "b2", at: 121)
        XCTAssertEqual(
            windows.refusal(of: "b", detail: "b3", at: 50), [Count(subject: "b", detail: "b3", refusals: 2)])
    }
}
