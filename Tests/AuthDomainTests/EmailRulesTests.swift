import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class EmailRulesTests: XCTestCase {
    func testEmailIsTrimmedBeforeTheWholeStringIsMatched() {
        XCTAssertNil(AccountRules.validateEmail("  Alice@Example.COM \n"))
        XCTAssertEqual(AccountRules.trimmedEmail("  Alice@Example.COM \n"), "Alice@Example.COM")
        XCTAssertNil(AccountRules.validateEmail("first.last+tag%x@sub-domain.example.museum"))
    }

    func testMalformedEmailsAreRefusedUnderTheEmailField() {
        let bad = [
            "a", "a@", "@b.io", "a@@b.io", "a b@c.de", "a@b", "a@b.c", "a@.io", "a@b.i0", "a@b.io x",
            "ｆｕｌｌ@x.io", "alice@exämple.com", "a\u{1B}@b.io", String(repeating: "l", count: 65) + "@b.io",
            "a@b." + String(repeating: "x", count: 65),
        ]
        for email in bad {
            XCTAssertEqual(
                AccountRules.validateEmail(email), FieldError(field: .email, reason: .malformed), email)
        }
    }

    func testEmptyEmailSaysEnterYourEmail() {
        XCTAssertEqual(AccountRules.validateEmail("   "), FieldError(field: .email, reason: .empty))
        XCTAssertEqual(AccountRules.validateEmail(""), FieldError(field: .email, reason: .empty))
    }

    func testEmailOfExactly254CharactersIsAcceptedAnd255Refused() {
        let local = String(repeating: "l", count: 64)
        let domain254 = String(repeating: "d", count: 254 - 64 - 1 - 3) + ".io"
        let email254 = "\(local)@\(domain254)"
        XCTAssertEqual(email254.count, 254)
        XCTAssertNil(AccountRules.validateEmail(email254))
        XCTAssertEqual(
            AccountRules.validateEmail("\(local)@d\(domain254)"),
            FieldError(field: .email, reason: .tooLong(limit: 254)))
    }

    func testEmailKeyIsNFKCCaseFolded() {
        XCTAssertEqual(AccountRules.emailKey("  Alice@Example.COM "), "alice@example.com")
        XCTAssertEqual(AccountRules.emailKey("ＡＬＩＣＥ@Example.com"), "alice@example.com")
        XCTAssertEqual(AccountRules.emailKey("Straße@x.io"), "strasse@x.io")
        XCTAssertEqual(AccountRules.emailKey("ﬁ@x.io"), "fi@x.io")
    }

    func testCaseFoldedKeyDropsIgnorablesKeepsNULAndGrowsPastItsFirstBuffer() {
        // utf8proc's NFKC_Casefold, checked against the ICU one it replaced on every assigned code
        // point: default ignorables go, an embedded NUL is a character, long expansions fit.
        XCTAssertEqual(UnicodeNormalization.caseFoldedKey("A\u{200B}B\u{FEFF}"), "ab")
        XCTAssertEqual(UnicodeNormalization.caseFoldedKey("a\u{0}B"), "a\u{0}b")
        XCTAssertEqual(UnicodeNormalization.caseFoldedKey("e\u{301}"), "\u{E9}")
        let expanding = String(repeating: "\u{FDFA}", count: 40)  // 18 code points each
        XCTAssertEqual(UnicodeNormalization.caseFoldedKey(expanding).unicodeScalars.count, 40 * 18)
    }

    func testSignInWithOtherCaseAndSpacesFindsTheSameAccount() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let created = try await service.signUp(
            email: "  Alice@Example.COM ", password: "correct horse battery")
        XCTAssertEqual(created.email, "Alice@Example.COM")
        try await service.signOut()
        let signedIn = try await service.signIn(email: "alice@example.com", password: "correct horse battery")
        XCTAssertEqual(signedIn, created)
    }

    func testSameEmailInOtherCaseIsAlreadyRegistered() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        try await service.signUp(email: "full@x.io", password: "correct horse battery")
        let error = await accountError {
            try await service.signUp(email: "FULL@X.IO", password: "another fine pass")
        }
        XCTAssertEqual(error, .emailAlreadyRegistered)
    }

    func testServiceRefusesMalformedEmailBeforeWritingAnything() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        let error = await accountError {
            try await service.signUp(email: "a@b", password: "correct horse battery")
        }
        XCTAssertEqual(error?.field, .email)
        let rows = try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM accounts")
        XCTAssertEqual(rows, [["0"]])
    }
}
