import CNettle

/// Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1 of the
/// number of 30-second steps since the Unix epoch, dynamically truncated to 6 digits (RFC 4226).
public struct TOTP: Sendable {
    public static let stepSeconds: Double = 30
    public static let digits = 6
    /// A code is accepted one step either side of now: clocks drift, people type slowly.
    public static let window = 1

    public let secret: [UInt8]

    /// Throws `.secondFactorUnavailable` when Nettle, which computes the codes, cannot be loaded:
    /// without it no code can be checked, so two-factor sign-in and enrolment are refused.
    public init(secret: [UInt8]) throws(AccountError) {
        guard cnettle_available() == 1 else {
            throw .secondFactorUnavailable("libnettle cannot be loaded, so no code can be checked")
        }
        self.secret = secret
    }

    /// The step `unixTime` falls in.
    public static func step(at unixTime: Double) -> Int64 {
        guard unixTime.isFinite, unixTime >= 0 else { return 0 }
        return Int64((unixTime / stepSeconds).rounded(.down))
    }

    /// The code for `step`, `digits` long with leading zeros.
    public func code(step: Int64, digits: Int = TOTP.digits) -> String {
        var counter = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 {
            counter[7 - index] = UInt8(truncatingIfNeeded: UInt64(bitPattern: step) >> (8 * index))
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA1_DIGEST_SIZE))
        secret.withUnsafeBufferPointer { key in
            counter.withUnsafeBufferPointer { message in
                cnettle_hmac_sha1(key.baseAddress, key.count, message.baseAddress, message.count, &digest)
            }
        }
        let offset = Int(digest[digest.count - 1] & 0x0F)
        let binary =
            (UInt32(digest[offset] & 0x7F) << 24) | (UInt32(digest[offset + 1]) << 16)
            | (UInt32(digest[offset + 2]) << 8) | UInt32(digest[offset + 3])
        var modulus: UInt32 = 1
        for _ in 0..<digits { modulus *= 10 }
        let number = String(binary % modulus)
        return String(repeating: "0", count: max(0, digits - number.count)) + number
    }

    /// The step within the window around `unixTime` whose code is `code`, if any. The caller
    /// refuses a step it has already accepted (replay).
    public func matchingStep(for typedCode: String, at unixTime: Double) -> Int64? {
        let typed = typedCode.filter { !$0.isWhitespace }
        guard typed.count == TOTP.digits, typed.allSatisfy(\.isASCII), typed.allSatisfy(\.isNumber) else {
            return nil
        }
        let now = Self.step(at: unixTime)
        for delta in -Int64(Self.window)...Int64(Self.window) {
            let step = now + delta
            guard step >= 0 else { continue }
            if Sodium.equalInConstantTime(Array(code(step: step).utf8), Array(typed.utf8)) { return step }
        }
        return nil
    }

    /// The `otpauth://` key URI authenticator apps scan: issuer `authtui`, the email as the account
    /// name. SHA-1, 6 digits and 30 s are the Key URI format's defaults, so they are left out: the
    /// shorter text makes a QR code of 41 modules (with its quiet zone) for a usual address, which
    /// fits a 80x24 terminal, where the parameters spelt out needed 57.
    public func keyURI(accountName: String, issuer: String = "authtui") -> String {
        let label = Self.percentEncoded(issuer) + ":" + Self.percentEncoded(accountName)
        var uri =
            "otpauth://totp/\(label)?secret=\(Base32.encode(secret))&issuer=\(Self.percentEncoded(issuer))"
        // The algorithm is always the format's default (SHA-1); the others only when they differ.
        if Self.digits != 6 { uri += "&digits=\(Self.digits)" }
        if Self.stepSeconds != 30 { uri += "&period=\(Int(Self.stepSeconds))" }
        return uri
    }

    /// RFC 3986 percent-encoding of everything but unreserved characters.
    static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}
