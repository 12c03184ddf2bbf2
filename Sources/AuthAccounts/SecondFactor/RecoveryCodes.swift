/// One-time recovery codes: ten codes of 80 random bits each, shown once at enrolment as four
/// groups of four base32 letters (`ABCD-EFGH-JKLM-NPQR`), stored only as SHA-256 hashes. With
/// 80 bits a stolen hash cannot be walked back to its code, so a fast hash is enough.
public enum RecoveryCodes {
    public static let count = 10

    /// Fresh codes, as shown to the person.
    static func make() -> [String] {
        (0..<count).map { _ in
            let text = Base32.encode(Sodium.randomBytes(10))
            return stride(from: 0, to: 16, by: 4).map { start in
                String(text.dropFirst(start).prefix(4))
            }.joined(separator: "-")
        }
    }

    /// The hash stored for a code (or compared against a typed one): case, spaces and dashes do not
    /// matter when typing it.
    static func hash(_ code: String) -> [UInt8] {
        Sodium.sha256(Array(normalised(code).utf8))
    }

    /// Whether `typed` looks like a recovery code rather than a 6-digit code.
    static func looksLikeRecoveryCode(_ typed: String) -> Bool {
        normalised(typed).count == 16
    }

    private static func normalised(_ code: String) -> String {
        String(code.uppercased().filter { $0 != "-" && !$0.isWhitespace })
    }
}
