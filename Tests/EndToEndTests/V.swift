import XCTest

final class E2EVersionTests: XCTestCase {
    func testVersionIsSemantic() { XCTAssertTrue(true) }
}
