import AuthConversation

/// The input rules of sign-up and sign-in, callable synchronously by the UI before it submits and
/// applied again by `AccountService` (which never trusts that the UI did).
///
/// Emails follow the ancestor's regex on the whole trimmed string
/// (`[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}`) plus RFC length limits; their uniqueness is
/// carried by `emailKey` (NFKC + case fold), not by the text as typed. Passwords are counted in
/// Characters (what the user sees), 8…1024, and checked against a small list of common ones.
public enum AccountRules {
    public static let emailMaximumLength = 254
    public static let emailLocalPartMaximumLength = 64
    public static let passwordMinimumLength = 15
    public static let passwordMaximumLength = 1024
    public static let usernameMaximumLength = 32
    /// The UTF-8 bytes a username may take: 8 a character on average (a flag takes 8), so the
    /// cap in Characters cannot be stretched by stacking marks into one (issue 26 #5).
    public static let usernameMaximumBytes = 256
    /// Combining marks one Character may carry: enough for any language's accents, not a
    /// tower of them.
    public static let usernameMaximumMarksPerCharacter = 4
    /// The name an account registered without a username gets (as in the ancestor app).
    public static let defaultUsername = "noname"

    /// The email as it will be stored: surrounding whitespace removed.
    public static func trimmedEmail(_ email: String) -> String {
        trimmed(email)
    }

    /// The normalized key that makes `Alice@Example.COM ` and `alice@example.com` the same account.
    public static func emailKey(_ email: String) -> String {
        UnicodeNormalization.caseFoldedKey(trimmed(email))
    }

    /// Checks an email for sign-up or sign-in; `nil` when it is acceptable.
    public static func validateEmail(_ email: String) -> FieldError? {
        let email = trimmed(email)
        if email.isEmpty { return FieldError(field: .email, reason: .empty) }
        if email.count > emailMaximumLength || email.utf8.count > emailMaximumLength {
            return FieldError(field: .email, reason: .tooLong(limit: emailMaximumLength))
        }
        return matchesEmailPattern(email) ? nil : FieldError(field: .email, reason: .malformed)
    }

    /// Checks a new password (sign-up); `email` and `username` are what the user typed in the same
    /// form. Sign-in only checks that the password is not empty and not over the maximum, so an
    /// account made under older rules can still sign in.
    public static func validateNewPassword(
        _ password: String, email: String, username: String = ""
    ) -> FieldError? {
        if let error = validatePasswordLength(password) { return error }
        let count = password.count
        if count < passwordMinimumLength {
            return FieldError(field: .password, reason: .tooShort(minimum: passwordMinimumLength))
        }
        let key = UnicodeNormalization.caseFoldedKey(password)
        let email = trimmed(email)
        if !email.isEmpty, key == UnicodeNormalization.caseFoldedKey(email) {
            return FieldError(field: .password, reason: .sameAsEmail)
        }
        let username = trimmed(username)
        if !username.isEmpty, key == UnicodeNormalization.caseFoldedKey(username) {
            return FieldError(field: .password, reason: .sameAsUsername)
        }
        let strength = PasswordStrength.estimate(password, knownWords: [email, username])
        if let weakness = strength.weakness {
            return FieldError(field: .password, reason: .easyToGuess(weakness))
        }
        return nil
    }

    /// The checks a password typed at sign-in or delete confirmation must pass before any hashing:
    /// not empty, and not so long that hashing it would be a denial of service.
    public static func validatePasswordLength(_ password: String) -> FieldError? {
        if password.isEmpty { return FieldError(field: .password, reason: .empty) }
        // A UTF-8 byte bound first, so a megabyte of text is refused without counting Characters.
        if password.utf8.count > passwordMaximumLength * 64 || password.count > passwordMaximumLength {
            return FieldError(field: .password, reason: .tooLong(limit: passwordMaximumLength))
        }
        return nil
    }

    /// Checks the optional username; `nil` when acceptable (an empty one becomes `noname`).
    public static func validateUsername(_ username: String) -> FieldError? {
        // Bytes first: counting Characters of a megabyte of marks is work an attacker chooses.
        if username.utf8.count > usernameMaximumBytes {
            return FieldError(field: .username, reason: .tooManyBytes(limit: usernameMaximumBytes))
        }
        let username = trimmed(username)
        if username.count > usernameMaximumLength {
            return FieldError(field: .username, reason: .tooLong(limit: usernameMaximumLength))
        }
        if !Identity.isAcceptableName(username) {
            return FieldError(field: .username, reason: .invisibleOrControlCharacters)
        }
        let stacked = username.contains { character in
            character.unicodeScalars.count { isCombiningMark($0) } > usernameMaximumMarksPerCharacter
        }
        if stacked {
            return FieldError(
                field: .username, reason: .tooManyCombiningMarks(limit: usernameMaximumMarksPerCharacter))
        }
        return nil
    }

    /// The username as it will be stored: trimmed, `noname` when empty.
    public static func storedUsername(_ username: String?) -> String {
        let username = trimmed(username ?? "")
        return username.isEmpty ? defaultUsername : username
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// The ancestor's regex, anchored, matched by hand (ASCII only): one `@`; the local part is
    /// 1…64 of `A-Za-z0-9._%+-`; the domain is `A-Za-z0-9.-` whose last dot is followed by 2…64
    /// letters and preceded by at least one character.
    static func matchesEmailPattern(_ email: String) -> Bool {
        let bytes = Array(email.utf8)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.count <= emailLocalPartMaximumLength,
            local.allSatisfy(isLocalPartByte), domain.allSatisfy(isDomainByte),
            let lastDot = domain.lastIndex(of: UInt8(ascii: "."))
        else { return false }
        let topLevel = domain[(lastDot + 1)...]
        return lastDot > domain.startIndex && (2...64).contains(topLevel.count)
            && topLevel.allSatisfy(isASCIILetter)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte) || "._%+-".utf8.contains(byte)
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
