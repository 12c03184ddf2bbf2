import AuthProcess
import Glibc
import XCTest

/// The environment as libc holds it: each entry split at its first `=` byte.
final class ProcessEnvironmentTests: XCTestCase {
    override func tearDown() {
        unsetenv("AUTHTUI_ENVIRONMENT_TEST")
        super.tearDown()
    }

    func testAValueKeepsEveryEqualsSignAfterTheFirst() {
        setenv("AUTHTUI_ENVIRONMENT_TEST", "a=b==c", 1)
        XCTAssertEqual(ProcessEnvironment.current["AUTHTUI_ENVIRONMENT_TEST"], "a=b==c")
    }

    /// A value starting with a combining mark makes `=\u{301}` one Character: split by
    /// characters, the entry had no `=` and the variable was missing.
    func testAValueStartingWithACombiningMarkIsStillRead() {
        setenv("AUTHTUI_ENVIRONMENT_TEST", "\u{301}x", 1)
        XCTAssertEqual(ProcessEnvironment.current["AUTHTUI_ENVIRONMENT_TEST"], "\u{301}x")
    }

    func testAnEmptyValueIsThereAndEmpty() {
        setenv("AUTHTUI_ENVIRONMENT_TEST", "", 1)
        XCTAssertEqual(ProcessEnvironment.current["AUTHTUI_ENVIRONMENT_TEST"], "")
    }
}
