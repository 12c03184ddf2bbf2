/// Base64 with the URL- and file-safe alphabet and no padding (RFC 4648 §5), as every part of a
/// JWS and every number of a JWK is written (RFC 7515 §2).
///
/// Decoding is strict: padding, white space, the other alphabet's `+` and `/`, a length no
/// encoding has (one character over a multiple of four) and unused bits that are not zero are all
/// refused, so each byte string has exactly one spelling and a token cannot be altered without
/// its text changing.
enum Base64URL {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    private static let values: [UInt8: UInt32] = Dictionary(
        uniqueKeysWithValues: alphabet.enumerated().map { ($0.element, UInt32($0.offset)) })

    /// The bytes `text` spells, or nil when it is not canonical unpadded base64url.
    static func decode<Text: StringProtocol>(_ text: Text) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3 / 4)
        var index = 0
        while index < characters.count {
            let group = characters[index..<min(index + 4, characters.count)]
            var bits: UInt32 = 0
            for character in group {
                guard let value = values[character] else { return nil }
                bits = bits << 6 | value
            }
            // A short last group: 2 characters hold 1 byte (4 bits unused), 3 hold 2 (2 unused).
            let unused = (4 - group.count) * 2
            guard bits & ((1 << unused) - 1) == 0 else { return nil }
            bits >>= unused
            let count = group.count - 1
            for shift in stride(from: 8 * (count - 1), through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(shift)))
            }
            index += 4
        }
        return bytes
    }
}
