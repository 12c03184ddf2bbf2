import AuthDomain
import XCTest

/// The conversation's `Identity` knows no account store: the built-in accounts keep their
/// account's id in an attribute, and give the account back from it.
final class IdentityTests: XCTestCase {
    func testAnAccountsIdentityGivesItsAccountBack() {
        let account = Account(id: 42, email: "Ada@X.io", username: "Ada")
        let identity = Identity(account: account)
        XCTAssertEqual(identity.account, account)
        XCTAssertEqual(identity.user, "Ada@X.io")
        XCTAssertEqual(identity.authenticator, AccountAuthenticator.name)
        XCTAssertEqual(identity.abilities, .accountStore)
    }

    func testAnIdentityFromElsewhereHasNoAccount() {
        let identity = Identity(user: "ada", displayName: "Ada", authenticator: "pam")
        XCTAssertNil(identity.account)
        XCTAssertNotEqual(identity, Identity(account: Account(id: 1, email: "ada", username: "Ada")))
    }
}
