import XCTest

@testable import AuthDomain

final class UsernameRulesTests: XCTestCase {
    func testEmptyOrBlankUsernameBecomesNoname() {
        XCTAssertEqual(AccountRules.storedUsername(nil), "noname")
        XCTAssertEqual(AccountRules.storedUsername(""), "noname")
        XCTAssertEqual(AccountRules.storedUsername("   "), "noname")
        XCTAssertEqual(AccountRules.storedUsername(" Ada "), "Ada")
    }

    func testUsernameOf32CharactersIsAcceptedAnd33Refused() {
        XCTAssertNil(AccountRules.validateUsername(String(repeating: "ü", count: 32)))
        XCTAssertEqual(
            AccountRules.validateUsername(String(repeating: "u", count: 33)),
            FieldError(field: .username, reason: .tooLong(limit: 32)))
    }

    /// Issue 26 #5: a 32-cluster name of stacked combining marks stored 1 860 095 bytes. The
    /// stored bytes are capped too, and so are the marks stacked on one letter.
    func testAThirtyTwoClusterNameOfStackedCombiningMarksIsRefused() {
        let zalgo = String(repeating: "a" + String(repeating: "\u{0301}", count: 58_000), count: 32)
        XCTAssertEqual(zalgo.count, 32, "32 grapheme clusters: the old cap let it through")
        XCTAssertEqual(
            AccountRules.validateUsername(zalgo),
            FieldError(field: .username, reason: .tooManyBytes(limit: AccountRules.usernameMaximumBytes)))
        XCTAssertEqual(
            AccountRules.validateUsername("Zo" + "e" + String(repeating: "\u{0308}", count: 5)),
            FieldError(
                field: .username,
                reason: .tooManyCombiningMarks(limit: AccountRules.usernameMaximumMarksPerCharacter)))
        XCTAssertEqual(
            AccountRules.validateUsername(String(repeating: "e\u{0308}\u{0301}", count: 32)), nil,
            "two marks on a letter, 32 times: a real name's accents fit")
        XCTAssertEqual(
            AccountRules.validateUsername(String(repeating: "🇫🇷", count: 32)), nil,
            "32 flags (8 bytes each) fit")
        XCTAssertEqual(
            AccountRules.validateUsername(String(repeating: "a\u{0301}", count: 200))?.reason,
            .tooManyBytes(limit: AccountRules.usernameMaximumBytes), "bytes are checked before clusters")
    }

    /// Private-use code points (U+E000, Apple's logo at U+F8FF) too: a font decides what they show.
    func testControlBidiAndZeroWidthCharactersAreRefused() {
        for scalar in [
            "\u{1B}", "\u{7}", "\u{D}", "\u{8}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200B}",
            "\u{200D}", "\u{FEFF}", "\u{2028}", "\u{E000}", "\u{F8FF}", "\u{10FFFD}",
        ] {
            XCTAssertEqual(
                AccountRules.validateUsername("ab\(scalar)cd"),
                FieldError(field: .username, reason: .invisibleOrControlCharacters), scalar.debugDescription)
        }
        XCTAssertEqual(
            AccountRules.validateUsername("x\u{1B}]0;pwned\u{7}"),
            FieldError(field: .username, reason: .invisibleOrControlCharacters))
    }

    func testPrintableUnicodeAndEmojiUsernamesAreAccepted() {
        // U+3000 is the space a Japanese name is written with; U+00A0 a French one's before "!".
        for name in ["Zoë", "名前", "❤️ fan", "O'Brien-Smith", "ALİCE", "山田\u{3000}花子", "Zoë\u{00A0}!"] {
            XCTAssertNil(AccountRules.validateUsername(name), name)
        }
    }

    func testSignUpWithoutUsernameGreetsNoname() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let account = try await service.signUp(
            email: "anon@x.io", password: "correct horse battery", username: "")
        XCTAssertEqual(account.username, "noname")
        let current = await service.currentAccount
        XCTAssertEqual(current?.username, "noname")
    }

    func testSQLInUsernameIsStoredLiterallyAndTablesSurvive() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        let hostile = "x'); DROP TABLE accounts;--"
        try await service.signUp(email: "sql@x.io", password: "correct horse battery", username: hostile)
        try await service.signOut()
        let account = try await service.signIn(email: "sql@x.io", password: "correct horse battery")
        XCTAssertEqual(account.username, hostile)
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM accounts"), [["1"]])
    }

    func testUsernamesNeedNotBeUnique() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        try await service.signUp(email: "one@x.io", password: "correct horse battery", username: "Alice")
        let second = try await service.signUp(
            email: "two@x.io", password: "correct horse battery", username: "alice")
        XCTAssertEqual(second.username, "alice")
    }
}
