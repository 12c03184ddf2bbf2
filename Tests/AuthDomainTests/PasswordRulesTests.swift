import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class PasswordRulesTests: XCTestCase {
    func testPasswordOfFourteenCharactersIsTooShortAndFifteenPasses() {
        XCTAssertEqual(
            AccountRules.validateNewPassword("trombone violin", email: "a@b.io").map { _ in "refused" }, nil)
        XCTAssertEqual(
            AccountRules.validateNewPassword("trombone viola", email: "a@b.io"),
            FieldError(field: .password, reason: .tooShort(minimum: 15)))
    }

    func testPasswordLengthCountsCharactersNotBytes() {
        XCTAssertNil(AccountRules.validateNewPassword(String(repeating: "👩‍👩‍👧", count: 15), email: "a@b.io"))
        XCTAssertNil(AccountRules.validateNewPassword("🦊🐙🌵🎻🚲🧲🪁🍄🌋🧿🦉🪗🛶🧩🪴", email: "a@b.io"))
        XCTAssertEqual(
            AccountRules.validateNewPassword(String(repeating: "é", count: 14), email: "a@b.io")?.reason,
            .tooShort(minimum: 15))
    }

    func testAnAccountMadeUnderTheOldEightCharacterRuleStillSignsIn() async throws {
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        let hash = try PasswordHasher(limits: .minimum).hash(
            UnicodeNormalization.compatibilityComposedBytes("trombone"))
        let store = try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3")
        _ = try await store.createAccount(
            NewAccount(
                email: "old@x.io", emailKey: "old@x.io", passwordHash: hash, username: "old", createdAt: 0))
        let account = try await service.signIn(email: "old@x.io", password: "trombone")
        XCTAssertEqual(account.email, "old@x.io")
    }

    func testPasswordOver1024CharactersIsRefusedAnd1024Accepted() {
        XCTAssertNil(
            AccountRules.validateNewPassword(String(repeating: "x7q", count: 341) + "z", email: "a@b.io"))
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
            AccountRules.validateNewPassword(
                "CaptainMarvelFan", email: "a@b.io", username: "captainmarvelfan")?
                .reason,
            .sameAsUsername)
    }

    func testGuessablePasswordsAreRefusedWithTheEstimatorsReason() {
        let cases: [(String, PasswordStrength.Weakness)] = [
            ("password123456789", .commonWord), ("PASSWORD123456789", .commonWord),
            ("123456789012345", .sequence), ("qwertyuiopasdfgh", .commonWord),
            ("aaaaaaaaaaaaaaaa", .repeats), ("iloveyouiloveyou", .repeats),
        ]
        for (password, weakness) in cases {
            XCTAssertEqual(
                AccountRules.validateNewPassword(password, email: "a@b.io"),
                FieldError(field: .password, reason: .easyToGuess(weakness)), password)
        }
        XCTAssertEqual(
            AccountRules.validateNewPassword("password123456789", email: "a@b.io"),
            FieldError(field: .password, reason: .easyToGuess(.commonWord)))
    }

    func testTheEmailAndUsernameCountAsWordsAnAttackerKnows() {
        XCTAssertNil(AccountRules.validateNewPassword("lovelace2024fun!", email: "a@b.io"))
        XCTAssertEqual(
            AccountRules.validateNewPassword("lovelace2024fun!", email: "ada.lovelace@example.com")?.reason,
            .easyToGuess(.personal))
        XCTAssertEqual(
            AccountRules.validateNewPassword("zorblaxian2024!!", email: "a@b.io", username: "Zorblaxian")?
                .reason,
            .easyToGuess(.personal))
    }

    func testTheStrengthMeterRisesWithTheEstimate() {
        let levels = ["password", "correct horse", "correct horse battery", "correct horse battery staple"]
            .map {
                PasswordStrength.estimate($0, knownWords: []).level
            }
        XCTAssertEqual(levels, levels.sorted(), "\(levels)")
        XCTAssertEqual(levels.first, 0)
        XCTAssertEqual(levels.last, 4)
    }

    func testSignUpRefusesTooShortPasswordUnderThePasswordField() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let error = await accountError { try await service.signUp(email: "a@b.io", password: "short") }
        XCTAssertEqual(error?.field, .password)
        let current = await service.currentAccount
        XCTAssertNil(current)
    }

    func testPasswordTypedInNFCSignsInWhenTypedInNFD() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let composed = "caf\u{E9} au lait for breakfast"
        let decomposed = "cafe\u{301} au lait for breakfast"
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        try await service.signUp(email: "nfc@x.io", password: composed)
        try await service.signOut()
        let account = try await service.signIn(email: "nfc@x.io", password: decomposed)
        XCTAssertEqual(account.email, "nfc@x.io")
    }

    /// NFKC, not only NFC: compatibility forms (fullwidth letters, the `ﬁ` ligature) are the same
    /// password as their plain letters, whichever way it was typed at sign-up.
    func testPasswordTypedWithFullwidthLettersOrTheFiLigatureSignsInWhenTypedPlainly() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        let cases = [
            (
                "wide@x.io", "\u{FF4D}\u{FF41}\u{FF52}\u{FF42}\u{FF4C}\u{FF45} otters juggle kelp",
                "marble otters juggle kelp"
            ),
            ("ligature@x.io", "\u{FB01}ve ca\u{FB01}\u{FB01}tting wolves", "five cafifitting wolves"),
        ]
        for (email, typedAtSignUp, typedPlainly) in cases {
            XCTAssertNotEqual(typedAtSignUp, typedPlainly, "canonically (NFC, NFD) they differ")
            try await service.signUp(email: email, password: typedAtSignUp)
            try await service.signOut()
            let account = try await service.signIn(email: email, password: typedPlainly)
            XCTAssertEqual(account.email, email)
            try await service.signOut()
        }
    }

    func testLongPasswordIsNotTruncated() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        var characters = Array(
            "Pack my box with five dozen liquor jugs; the quick brown fox jumps over a lazy dog at noon today yes"
        )
        XCTAssertEqual(characters.count, 100)
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
        let service = try await AccountService.open(
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
        let old = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await old.signUp(email: "up@x.io", password: "correct horse battery")
        let database = "\(directory)/accounts.sqlite3"
        let before = try sqliteRows(database, "SELECT password_hash FROM accounts")[0][0]
        var stronger = testConfiguration()
        stronger.hashing = PasswordHasher.Limits(operations: 2, memoryBytes: 16 * 1024)
        let new = try await AccountService.open(dataDirectory: directory, configuration: stronger)
        try await new.signIn(email: "up@x.io", password: "correct horse battery")
        let after = try sqliteRows(database, "SELECT password_hash FROM accounts")[0][0]
        XCTAssertNotEqual(before, after)
        XCTAssertTrue(after.contains("m=16,t=2"), after)
        try await new.signOut()
        try await new.signIn(email: "up@x.io", password: "correct horse battery")
    }
}
