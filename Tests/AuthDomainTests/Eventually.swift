import XCTest

/// Waits until `condition` holds, looking again after each `pause` (nil: after a yield, so a test
/// can see every state another task passes through), and fails the test after `seconds`: a rule
/// broken so that the awaited moment never comes is a failure at the caller's line, not a hang.
@discardableResult
func eventually(
    within seconds: Int = 30, every pause: Duration? = nil, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line, _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while try await !condition() {
        guard ContinuousClock.now < deadline else {
            XCTFail("still waiting after \(seconds) s", file: file, line: line)
            return false
        }
        if let pause { try? await Task.sleep(for: pause) } else { await Task.yield() }
    }
    return true
}
