import XCTest

@testable import AuthDomain

final class PasswordRulesTests: XCTestCase {
    func testPasswordOfSevenCharactersIsTooShortAndEightPasses() {
        XCTAssertEqual(
            AccountRules.validateNewPassword("abcdefg", email: "a@b.io"),
            FieldError(field: .password, reason: .tooShort(minimum: 8)))
        XCTAssertNil(AccountRules.validateNewPassword("trombone", email: "a@b.io"))
        XCTAssertEqual(
            AccountRules.validateNewPassword("abcdefg", email: "a@b.io")?.message,
            "Password must be at least 8 characters")
    }

    func testPasswordLengthCountsCharactersNotBytes() {
        XCTAssertNil(AccountRules.validateNewPassword(String(repeating: "👩‍👩‍👧", count: 8), email: "a@b.io"))
        XCTAssertEqual(
            AccountRules.validateNewPassword(String(repeating: "é", count: 7), email: "a@b.io")?.reason,
            .tooShort(minimum: 8))
    }

    func testPasswordOver1024CharactersIsRefusedAnd1024Accepted() {
        XCTAssertNil(AccountRules.validateNewPassword(String(repeating: "x7", count: 512), email: "a@b.io"))
        XCTAssertEqual(
            AccountRules.validateNewPassword(String(repeating: "x", count: 1025), email: "a@b.io"),
            FieldError(field: .password, reason: .tooLong(limit: 1024)))
        let megabyte = String(repeating: "x", count: 1 << 20)
        XCTAssertEqual(AccountRules.validatePasswordLength(megabyte)?.reason, .tooLong(limit: 1024))
    }

    func testPasswordEqualToEmailOrUsernameIsRefused() {
        XCTAssertEqual(
            AccountRules.validateNewPassword("Alice@Example.COM", email: " alice@example.com")?.reason,
            .sameAsEmail)
        XCTAssertEqual(
            AccountRules.validateNewPassword("CaptainMarvel", email: "a@b.io", username: "captainmarvel")?
                .reason,
            .sameAsUsername)
    }

    func testCommonPasswordsAreRefusedWhateverTheCase() {
        for common in ["password", "Password1", "PASSWORD123", "12345678", "qwertyuiop", "ｐａｓｓｗｏｒｄ"] {
            XCTAssertEqual(
                AccountRules.validateNewPassword(common, email: "a@b.io"),
                FieldError(field: .password, reason: .tooCommon), common)
        }
    }

    func testSignUpRefusesTooShortPasswordUnderThePasswordField() async throws {
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let error = await accountError { try await service.signUp(email: "a@b.io", password: "short") }
        XCTAssertEqual(error?.field, .password)
        let current = await service.currentAccount
        XCTAssertNil(current)
    }

    func testPasswordTypedInNFCSignsInWhenTypedInNFD() async throws {
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let composed = "caf\u{E9} au lait"
        let decomposed = "cafe\u{301} au lait"
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        try await service.signUp(email: "nfc@x.io", password: composed)
        try await service.signOut()
        let account = try await service.signIn(email: "nfc@x.io", password: decomposed)
        XCTAssertEqual(account.email, "nfc@x.io")
    }

    func testLongPasswordIsNotTruncated() async throws {
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        var characters = Array(String(repeating: "abcdefghij", count: 10))
        let password = String(characters)
        characters[89] = "Z"
        try await service.signUp(email: "long@x.io", password: password)
        try await service.signOut()
        let error = await accountError {
            try await service.signIn(email: "long@x.io", password: String(characters))
        }
        XCTAssertEqual(error, .wrongCredentials)
        try await service.signIn(email: "long@x.io", password: password)
    }

    func testPasswordWithSpacesEmojiAndNULWorks() async throws {
        let service = try await AccountService.openDefault(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let password = "  spaced 🔐 nul\u{0}byte "
        try await service.signUp(email: "odd@x.io", password: password)
        try await service.signOut()
        let error = await accountError {
            try await service.signIn(email: "odd@x.io", password: "  spaced 🔐 nul")
        }
        XCTAssertEqual(error, .wrongCredentials)
        try await service.signIn(email: "odd@x.io", password: password)
    }

    func testHasherVerifiesOnlyTheRightPasswordAndFlagsOtherLimitsForRehash() throws {
        let hasher = PasswordHasher(limits: .minimum)
        let hash = try hasher.hash(UnicodeNormalization.compatibilityComposedBytes("correct horse battery"))
        XCTAssertTrue(hash.hasPrefix("$argon2id$"))
        XCTAssertTrue(
            hasher.verify(
                UnicodeNormalization.compatibilityComposedBytes("correct horse battery"), against: hash))
        XCTAssertFalse(
            hasher.verify(
                UnicodeNormalization.compatibilityComposedBytes("correct horse batterY"), against: hash))
        XCTAssertFalse(hasher.needsRehash(hash))
        XCTAssertTrue(PasswordHasher(limits: .interactive).needsRehash(hash))
    }

    func testSignInUpgradesAHashMadeWithOlderLimits() async throws {
        let directory = try makeDataDirectory(self)
        let old = try await AccountService.openDefault(
            dataDirectory: directory, configuration: testConfiguration())
        try await old.signUp(email: "up@x.io", password: "correct horse battery")
        let database = "\(directory)/accounts.sqlite3"
        let before = try sqliteRows(database, "SELECT password_hash FROM accounts")[0][0]
        var stronger = testConfiguration()
        stronger.hashing = PasswordHasher.Limits(operations: 2, memoryBytes: 16 * 1024)
        let new = try await AccountService.openDefault(dataDirectory: directory, configuration: stronger)
        try await new.signIn(email: "up@x.io", password: "correct horse battery")
        let after = try sqliteRows(database, "SELECT password_hash FROM accounts")[0][0]
        XCTAssertNotEqual(before, after)
        XCTAssertTrue(after.contains("m=16,t=2"), after)
        try await new.signOut()
        try await new.signIn(email: "up@x.io", password: "correct horse battery")
    }
}
