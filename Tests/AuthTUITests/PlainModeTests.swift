import XCTest

@testable import AuthLogin

/// When the login goes line by line, and how its prompts and choices read.
@MainActor
final class PlainModeTests: XCTestCase {
    func testPlainIsChosenByTheOptionTheAccessibilityVariablesOrATerminalWithoutAScreen() async {
        let screen = ["TERM": "xterm-256color"]
        XCTAssertFalse(PlainMode.isWanted(asked: false, environment: screen))
        XCTAssertTrue(PlainMode.isWanted(asked: true, environment: screen))
        XCTAssertTrue(
            PlainMode.isWanted(asked: false, environment: screen.merging(["ACCESSIBLE": "1"]) { $1 }))
        XCTAssertTrue(
            PlainMode.isWanted(
                asked: false, environment: screen.merging(["GH_ACCESSIBLE_PROMPTER": "true"]) { $1 }))
        for off in ["", "0", "false", "no"] {
            XCTAssertFalse(
                PlainMode.isWanted(asked: false, environment: screen.merging(["ACCESSIBLE": off]) { $1 }), off
            )
        }
        XCTAssertTrue(PlainMode.isWanted(asked: false, environment: ["TERM": "dumb"]))
        XCTAssertTrue(PlainMode.isWanted(asked: false, environment: [:]), "no TERM at all")
    }

    func testAPromptIsItsAuthenticatorsLabelWithOneColon() async {
        XCTAssertEqual(PlainConversation.label("Email", ""), "Email: ")
        XCTAssertEqual(
            PlainConversation.label("Password: ", ""), "Password: ", "PAM's own colon is kept, not doubled")
        XCTAssertEqual(PlainConversation.label("Password:", ""), "Password: ")
        XCTAssertEqual(PlainConversation.label("Email", " [ada@example.com]"), "Email [ada@example.com]: ")
        XCTAssertEqual(PlainConversation.label("密码：", ""), "密码：", "a full-width colon is kept, not doubled")
    }

    func testAChoiceIsTypedByNameWhateverItsCaseAndPunctuation() async {
        XCTAssertEqual(PlainChoice.comparable("Create account"), PlainChoice.comparable("create ACCOUNT"))
        XCTAssertEqual(PlainChoice.comparable("Show me!"), "showme")
        XCTAssertEqual(PlainChoice.comparable(" 2 "), "2")
    }
}
