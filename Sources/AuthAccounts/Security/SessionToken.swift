/// The secret of a remembered session: 32 bytes from libsodium's CSPRNG (256 bits), kept only in
/// the session file; the store sees nothing but its SHA-256.
///
/// A plain SHA-256 is enough here (no Argon2): the token is random and long, so the hash cannot be
/// brute-forced, and a leaked database holds no usable token.
struct SessionToken: Sendable, Equatable {
    static let byteCount = 32

    let bytes: [UInt8]

    /// A fresh random token.
    static func generate() -> SessionToken {
        SessionToken(validBytes: Sodium.randomBytes(byteCount))
    }

    private init(validBytes: [UInt8]) {
        bytes = validBytes
    }

    /// Parses exactly 64 lowercase hex digits.
    init?(hex: Substring) {
        guard hex.utf8.count == Self.byteCount * 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.byteCount)
        var high: UInt8?
        for digit in hex.utf8 {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        self.bytes = bytes
    }

    /// Lowercase hex, as written to the session file.
    var hex: String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// What the store keeps: SHA-256 of the raw bytes.
    var storedHash: [UInt8] { Sodium.sha256(bytes) }
}
