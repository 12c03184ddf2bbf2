/// Puts the bytes a terminal sends back together into Unicode scalars, byte by byte, so that a
/// byte which is not UTF-8 becomes one visible U+FFFD instead of stopping the input.
enum UTF8Assembly {
    /// What a byte that is not UTF-8 (or a sequence cut short) becomes: U+FFFD.
    static let replacement: UInt32 = 0xFFFD

    /// How many bytes the character that `lead` starts has: 1 for ASCII, 2...4, or 0 when `lead`
    /// cannot start one (a continuation byte, 0xC0, 0xC1, 0xF5...0xFF).
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }

    /// The scalar `bytes` encode, or U+FFFD for an overlong form, a surrogate or a value past
    /// U+10FFFF.
    static func scalar(_ bytes: [UInt8]) -> UInt32 {
        guard let text = String(validating: bytes, as: UTF8.self), text.unicodeScalars.count == 1,
            let scalar = text.unicodeScalars.first
        else { return replacement }
        return scalar.value
    }
}
