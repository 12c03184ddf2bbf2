import AuthDomain
import AuthTUI

/// The live strength meter under a new password: four blocks filled by zxcvbn's level and a word,
/// and while the password would be refused, why (`too easy to guess: it repeats…`).
public enum StrengthMeter {
    /// The meter's line for `strength` (an empty line while nothing is typed, so the sheet
    /// keeps its height as the person starts typing).
    public static func text(_ strength: PasswordStrength?) -> String {
        guard let strength else { return "" }
        let level = min(max(strength.level, 0), 4)
        let blocks = String(repeating: "■", count: level) + String(repeating: "□", count: 4 - level)
        return "\(blocks) \(words(strength))"
    }

    /// The meter in words only (`strong`; `too easy to guess: it repeats…`), for the plain
    /// renderer: a screen reader would read each block aloud.
    public static func words(_ strength: PasswordStrength) -> String {
        let words = [
            Message("strength.weak", "too easy to guess"), Message("strength.fair", "fair"),
            Message("strength.good", "good"), Message("strength.strong", "strong"),
            Message("strength.very-strong", "very strong"),
        ].map(\.text)
        if let weakness = strength.weakness {
            return Message("strength.weak-because", "too easy to guess: %1$s")(weakness.reason)
        }
        return words[min(max(strength.level, 0), 4)]
    }

    public static func label(_ strength: PasswordStrength?) -> Label {
        Label(text(strength), role: strength?.isAcceptable == false ? .error : .dimText)
    }
}
