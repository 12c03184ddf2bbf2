import AuthText
import CZxcvbn

#if canImport(Glibc)
    import Glibc
#endif

/// How guessable a new password is, by zxcvbn (zxcvbn-c, Debian `libzxcvbn-dev`): an estimate
/// of the guesses an attacker who knows common passwords, words, names, keyboard patterns,
/// dates, sequences and repeats would need, with the account's email and username counted as
/// words the attacker knows too.
///
/// A new password is refused below `minimumBits` (2^26.6 ≈ 10^8 guesses, zxcvbn's score 3:
/// "safely unguessable, moderate protection from an offline slow-hash attack"; the hashes are
/// Argon2id and online guesses are throttled). The reason names the weakest pattern found.
public struct PasswordStrength: Sendable, Equatable {
    /// log2 of the estimated guesses.
    public let bits: Double
    /// What made it guessable, when it is (`nil` for a strong one).
    public let weakness: Weakness?

    /// The kinds of pattern zxcvbn finds, in the words the UI uses.
    public enum Weakness: Sendable, Equatable {
        case personal, commonWord, repeats, sequence, keyboardPattern, date
        /// zxcvbn cannot be loaded: no estimate, so the password is refused (fail closed).
        case unchecked

        public var reason: String {
            switch self {
            case .personal: Message("weakness.personal", "it contains your email or username").text
            case .commonWord:
                Message("weakness.common-word", "it is built on a commonly used password or word").text
            case .repeats: Message("weakness.repeats", "it repeats characters or words").text
            case .sequence: Message("weakness.sequence", "it is a sequence like 12345 or abcde").text
            case .keyboardPattern: Message("weakness.keyboard", "it is a keyboard pattern like qwerty").text
            case .date: Message("weakness.date", "it contains a date or a year").text
            case .unchecked:
                Message("weakness.unchecked", "its strength cannot be checked (libzxcvbn cannot be loaded)")
                    .text
            }
        }
    }

    /// 10^8 guesses.
    public static let minimumBits = 26.6

    /// The meter's scale: 0 (refused) … 4 (very strong), from the estimate.
    public var level: Int {
        switch bits {
        case ..<Self.minimumBits: 0
        case ..<33.2: 1  // 10^10
        case ..<46.5: 2  // 10^14
        case ..<60: 3
        default: 4
        }
    }

    public var isAcceptable: Bool { bits >= Self.minimumBits }

    /// The estimate for `password` with `knownWords` (email, username, their parts) as words
    /// an attacker knows. Text holding a NUL cannot be passed to the C library; it is estimated
    /// up to it (such passwords are refused as untypable before this anyway).
    public static func estimate(_ password: String, knownWords: [String]) -> PasswordStrength {
        guard czxcvbn_available() == 1 else { return PasswordStrength(bits: 0, weakness: .unchecked) }
        var words = knownWords.flatMap(Self.parts).filter { $0.count >= 3 }
        words = Array(Set(words)).sorted()
        let pointers = words.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        var info: UnsafeMutablePointer<ZxcMatch_t>?
        var dictionary: [UnsafePointer<CChar>?] = pointers.map { UnsafePointer($0) }
        let bits = dictionary.withUnsafeMutableBufferPointer {
            czxcvbn_match(password, $0.baseAddress, &info)
        }
        defer { czxcvbn_free_info(info) }
        guard bits < minimumBits else { return PasswordStrength(bits: bits, weakness: nil) }
        // The pattern that gives the attacker the most for the least (fewest bits per character)
        // names the weakness.
        var worst: (weakness: Weakness, bitsPerCharacter: Double)?
        var match = info
        while let current = match {
            if let weakness = Weakness(current.pointee.Type), current.pointee.Length > 0 {
                let perCharacter = current.pointee.Entrpy / Double(current.pointee.Length)
                if worst.map({ perCharacter < $0.bitsPerCharacter }) ?? true {
                    worst = (weakness, perCharacter)
                }
            }
            match = current.pointee.Next
        }
        return PasswordStrength(bits: bits, weakness: worst?.weakness ?? .commonWord)
    }

    /// The email whole, its local part and domain words, and the username.
    private static func parts(_ word: String) -> [String] {
        let lowered = word.lowercased().trimmingCharacters()
        let pieces = lowered.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return [lowered] + pieces
    }
}

extension PasswordStrength.Weakness {
    fileprivate init?(_ type: ZxcTypeMatch_t) {
        let base = type.rawValue & ~UInt32(MULTIPLE_MATCH.rawValue)
        switch base {
        case USER_MATCH.rawValue, USER_LEET_MATCH.rawValue: self = .personal
        case DICTIONARY_MATCH.rawValue, DICT_LEET_MATCH.rawValue: self = .commonWord
        case REPEATS_MATCH.rawValue: self = .repeats
        case SEQUENCE_MATCH.rawValue: self = .sequence
        case SPATIAL_MATCH.rawValue: self = .keyboardPattern
        case DATE_MATCH.rawValue, YEAR_MATCH.rawValue: self = .date
        default: return nil
        }
        if type.rawValue & UInt32(MULTIPLE_MATCH.rawValue) != 0, self != .personal { self = .repeats }
    }

}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
