import CHogweed
import CSodium

/// The JWS algorithms an ID token may be signed with here (RFC 7518 §3, RFC 8037): each a
/// public-key signature whose key comes from the provider's key set.
///
/// There is deliberately no HMAC and no `none`: a token naming them is refused before any key is
/// looked at, whatever the configuration says, so a provider's public key can never be used as a
/// shared secret (the RS256-to-HS256 confusion).
public enum SignatureAlgorithm: String, CaseIterable, Sendable {
    /// RSASSA-PKCS1-v1_5 with SHA-256: OpenID Connect's default, every provider offers it.
    case rs256 = "RS256"
    /// ECDSA on P-256 with SHA-256; the signature is r and s, 32 bytes each, not DER.
    case es256 = "ES256"
    /// Ed25519 (RFC 8037), where a provider signs with it.
    case edDSA = "EdDSA"

    /// The smallest RSA modulus accepted (NIST SP 800-131A has refused less since 2014).
    static let minimumRSABits = 2048

    /// What checking a signature found.
    enum Outcome: Equatable {
        case valid
        case invalid
        /// The key cannot check this algorithm's signatures (see `IDTokenRefusal.keyDoesNotFit`).
        case keyDoesNotFit
        /// libhogweed cannot be loaded.
        case unavailable
    }

    /// Whether `signature` is this algorithm's signature of `input` by `key`. A signature of the
    /// wrong length is invalid before any arithmetic: a truncated one never reaches Nettle.
    func check(_ signature: [UInt8], of input: [UInt8], by key: JSONWebKey.Material) -> Outcome {
        switch (self, key) {
        case (.rs256, .rsa(let modulus, let exponent)):
            let significant = Array(modulus.drop { $0 == 0 })
            guard significant.count * 8 >= Self.minimumRSABits else { return .keyDoesNotFit }
            // RFC 8017 §8.2.2: the signature is exactly as long as the modulus.
            guard signature.count == significant.count else { return .invalid }
            guard chogweed_available() == 1 else { return .unavailable }
            return Self.outcome(
                chogweed_rsa_sha256_verify(
                    significant, significant.count, exponent, exponent.count, Self.sha256(input), signature,
                    signature.count))
        case (.es256, .p256(let x, let y)):
            guard signature.count == 64 else { return .invalid }
            guard chogweed_available() == 1 else { return .unavailable }
            return Self.outcome(
                chogweed_p256_verify(
                    x, y, Self.sha256(input), Array(signature[..<32]), Array(signature[32...])))
        case (.edDSA, .ed25519(let publicKey)):
            guard signature.count == Int(crypto_sign_BYTES), Self.sodiumIsReady else { return .invalid }
            return crypto_sign_verify_detached(signature, input, UInt64(input.count), publicKey) == 0
                ? .valid : .invalid
        default:
            return .keyDoesNotFit
        }
    }

    private static func outcome(_ check: chogweed_check) -> Outcome {
        switch check {
        case CHOGWEED_VALID: .valid
        case CHOGWEED_UNUSABLE_KEY: .keyDoesNotFit
        default: .invalid
        }
    }

    /// libsodium's own initialisation, idempotent and thread-safe; AuthAccounts' `Sodium` runs it
    /// too, but this target does not reach that one.
    private static let sodiumIsReady = sodium_init() >= 0

    private static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        crypto_hash_sha256(&digest, bytes, UInt64(bytes.count))
        return digest
    }
}
