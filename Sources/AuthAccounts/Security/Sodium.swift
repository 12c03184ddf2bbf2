import CSodium

/// The one place libsodium is initialised: `sodium_init()` runs once, on first use, thread-safely
/// (a static `let` is initialised exactly once by the runtime), and makes the library thread-safe.
enum Sodium {
    /// False only if libsodium could not initialise (no usable randomness source).
    static let isReady: Bool = sodium_init() >= 0

    /// `count` bytes from libsodium's CSPRNG.
    static func randomBytes(_ count: Int) -> [UInt8] {
        precondition(isReady, "libsodium failed to initialise")
        var bytes = [UInt8](repeating: 0, count: count)
        if count > 0 { bytes.withUnsafeMutableBytes { randombytes_buf($0.baseAddress!, $0.count) } }
        return bytes
    }

    /// SHA-256 of `bytes` (the token hash the store keeps).
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = bytes.withUnsafeBufferPointer { input in
            crypto_hash_sha256(&digest, input.baseAddress, UInt64(input.count))
        }
        return digest
    }

    /// The bytes of standard (padded) base64 text, or nil when it is not base64.
    static func base64Decoded(_ text: String) -> [UInt8]? {
        precondition(isReady, "libsodium failed to initialise")
        let input = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: input.count / 4 * 3 + 3)
        var length = 0
        let status = input.withUnsafeBufferPointer { input in
            input.withMemoryRebound(to: CChar.self) { characters in
                sodium_base642bin(
                    &output, output.count, characters.baseAddress, characters.count, nil, &length, nil,
                    sodium_base64_VARIANT_ORIGINAL)
            }
        }
        guard status == 0 else { return nil }
        return Array(output.prefix(length))
    }

    /// Constant-time equality of two byte strings of the same length.
    static func equalInConstantTime(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return left.withUnsafeBytes { l in
            right.withUnsafeBytes { r in sodium_memcmp(l.baseAddress, r.baseAddress, l.count) == 0 }
        }
    }
}
