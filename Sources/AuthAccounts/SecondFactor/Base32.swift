/// RFC 4648 base32 (`A`–`Z`, `2`–`7`): how TOTP secrets are shown and typed. Encoding leaves out
/// the `=` padding, as authenticator apps expect; decoding accepts any case, spaces and padding.
public enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var buffer = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | Int(byte)
            bits += 8
            while bits >= 5 {
                output.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of `text`, or nil when it holds anything but base32 letters, spaces and padding.
    public static func decode(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = 0
        var bits = 0
        for character in text.utf8 {
            let value: Int
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(character - UInt8(ascii: "a"))
            case UInt8(ascii: "2")...UInt8(ascii: "7"): value = Int(character - UInt8(ascii: "2")) + 26
            case UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "-"): continue
            default: return nil
            }
            buffer = (buffer << 5 | value) & 0xFFFF
            bits += 5
            if bits >= 8 {
                bytes.append(UInt8((buffer >> (bits - 8)) & 0xFF))
                bits -= 8
            }
        }
        return bytes
    }
}
