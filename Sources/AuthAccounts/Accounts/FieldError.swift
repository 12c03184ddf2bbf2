import AuthText

/// The input fields of the account forms, so an error can be shown under the right one.
public enum AccountField: String, Sendable, Equatable, CaseIterable {
    case email
    case password
    case username
    /// A two-factor code (6 digits) or a recovery code.
    case code
}

/// A rule an input broke, with the field it belongs to and the sentence to show under that field.
///
/// Produced synchronously by `AccountRules` (the UI calls it before submitting) and again by
/// `AccountService`, which re-checks everything, so a caller that skips validation still cannot
/// store bad data.
public struct FieldError: Error, Sendable, Equatable {
    /// Why the value was refused.
    public enum Reason: Sendable, Equatable {
        case empty
        case malformed
        case tooLong(limit: Int)
        case tooShort(minimum: Int)
        case sameAsEmail
        case sameAsUsername
        /// zxcvbn's estimate is below `PasswordStrength.minimumBits`, for this reason.
        case easyToGuess(PasswordStrength.Weakness)
        case invisibleOrControlCharacters
        /// Longer than `limit` UTF-8 bytes, however few Characters it shows.
        case tooManyBytes(limit: Int)
        /// A Character carries more than `limit` combining marks.
        case tooManyCombiningMarks(limit: Int)
    }

    public let field: AccountField
    public let reason: Reason

    public init(field: AccountField, reason: Reason) {
        self.field = field
        self.reason = reason
    }

    /// The sentence the UI shows under the field.
    public var message: String {
        switch (field, reason) {
        case (.email, .empty): Message("field.email.empty", "Enter your email").text
        case (.email, .malformed):
            Message("field.email.malformed", "Enter a valid email, like name@example.com").text
        case (.email, .tooLong(let limit)):
            Message("field.email.too-long", "Email must be at most %1$s characters")(limit)
        case (.password, .empty): Message("field.password.empty", "Enter your password").text
        case (.password, .tooShort(let minimum)):
            Message("field.password.too-short", "Password must be at least %1$s characters")(minimum)
        case (.password, .tooLong(let limit)):
            Message("field.password.too-long", "Password must be at most %1$s characters")(limit)
        case (.password, .sameAsEmail):
            Message("field.password.same-as-email", "Password must not be your email").text
        case (.password, .sameAsUsername):
            Message("field.password.same-as-username", "Password must not be your username").text
        case (.password, .easyToGuess(let weakness)):
            Message("field.password.easy-to-guess", "Too easy to guess: %1$s")(weakness.reason)
        case (.username, .tooLong(let limit)):
            Message("field.username.too-long", "Username must be at most %1$s characters")(limit)
        case (.username, .invisibleOrControlCharacters):
            Message("field.username.invisible", "Username must not contain control or invisible characters")
                .text
        case (_, .tooManyBytes(let limit)):
            Message("field.too-many-bytes", "%1$s must be at most %2$s bytes")(field.label, limit)
        case (_, .tooManyCombiningMarks(let limit)):
            Message("field.too-many-accents", "%1$s must not stack more than %2$s accents on one letter")(
                field.label, limit)
        case (_, .empty): Message("field.required", "%1$s is required")(field.label)
        case (_, .tooLong(let limit)):
            Message("field.too-long", "%1$s must be at most %2$s characters")(field.label, limit)
        case (_, .tooShort(let minimum)):
            Message("field.too-short", "%1$s must be at least %2$s characters")(field.label, minimum)
        default: Message("field.not-valid", "%1$s is not valid")(field.label)
        }
    }
}

extension AccountField {
    /// The field's name at the start of a sentence.
    public var label: String {
        switch self {
        case .email: Message("prompt.email", "Email").text
        case .password: Message("prompt.password", "Password").text
        case .username: Message("field.username", "Username").text
        case .code: Message("prompt.code", "Code").text
        }
    }
}
