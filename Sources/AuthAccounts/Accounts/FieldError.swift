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
        case (.email, .empty): "Enter your email"
        case (.email, .malformed): "Enter a valid email, like name@example.com"
        case (.email, .tooLong(let limit)): "Email must be at most \(limit) characters"
        case (.password, .empty): "Enter your password"
        case (.password, .tooShort(let minimum)): "Password must be at least \(minimum) characters"
        case (.password, .tooLong(let limit)): "Password must be at most \(limit) characters"
        case (.password, .sameAsEmail): "Password must not be your email"
        case (.password, .sameAsUsername): "Password must not be your username"
        case (.password, .easyToGuess(let weakness)): "Too easy to guess: \(weakness.reason)"
        case (.username, .tooLong(let limit)): "Username must be at most \(limit) characters"
        case (.username, .invisibleOrControlCharacters):
            "Username must not contain control or invisible characters"
        case (_, .tooManyBytes(let limit)): "\(field.label) must be at most \(limit) bytes"
        case (_, .tooManyCombiningMarks(let limit)):
            "\(field.label) must not stack more than \(limit) accents on one letter"
        case (_, .empty): "\(field.label) is required"
        case (_, .tooLong(let limit)): "\(field.label) must be at most \(limit) characters"
        case (_, .tooShort(let minimum)): "\(field.label) must be at least \(minimum) characters"
        default: "\(field.label) is not valid"
        }
    }
}

extension AccountField {
    /// The field's name at the start of a sentence.
    public var label: String {
        switch self {
        case .email: "Email"
        case .password: "Password"
        case .username: "Username"
        case .code: "Code"
        }
    }
}
