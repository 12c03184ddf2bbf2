import AuthText

/// Why an ID token was refused: one case per rule of OpenID Connect Core §3.1.3.7 (and of JWS,
/// RFC 7515, under it), each with a sentence a person can read (`message`).
///
/// Nothing the token itself says reaches a sentence (its issuer, its audience, its key id are the
/// sender's text); only this client's own settings and the algorithm's name, which is one of a
/// known few or cut short, do.
public enum IDTokenRefusal: Error, Equatable, Sendable {
    /// Not a compact JWS of a JSON header and JSON claims, or a header with `crit` extensions
    /// this checker does not know.
    case malformed
    /// `alg: none`.
    case unsigned
    /// An algorithm this client does not accept (its name as the header gives it). HS256 and
    /// every HMAC are among them: a provider's public key must never serve as a shared secret.
    case algorithmRefused(String)
    /// The provider's key set has no key by the token's `kid` (after fetching it again once).
    case unknownKey
    /// The token names no `kid` and several of the provider's keys could have signed it.
    case ambiguousKey
    /// The key the token names cannot check its algorithm: another key type or curve, a key for
    /// encryption or for another algorithm, an RSA modulus under 2048 bits, a point off the curve.
    case keyDoesNotFit
    /// The signature does not verify with the provider's key.
    case badSignature
    /// The key set could not be fetched again when the token named a key not in it.
    case keysUnavailable
    /// libhogweed (RS256, ES256) cannot be loaded, so no such signature can be checked.
    case verifierUnavailable
    /// `iss` is not the configured issuer, character for character.
    case wrongIssuer
    /// `aud` does not hold this client's id.
    case wrongAudience
    /// Several audiences and no `azp`, or an `azp` that is not this client.
    case wrongAuthorizedParty
    /// `exp` is past, beyond the clock skew.
    case expired
    /// `iat` is ahead of now, beyond the clock skew.
    case issuedInTheFuture
    /// The nonce this sign-in sent is not the token's.
    case wrongNonce
    /// A claim every ID token has (`iss`, `sub`, `aud`, `exp`, `iat`) is missing or of the wrong type.
    case missingClaim(String)

    static let malformedMessage = Message(
        "oidc.token.malformed", "The identity provider sent an ID token that cannot be read")
    static let unsignedMessage = Message("oidc.token.unsigned", "The ID token is not signed")
    static let algorithmMessage = Message(
        "oidc.token.algorithm", "The ID token is signed with %1$s, which this sign-in does not accept")
    static let unknownKeyMessage = Message(
        "oidc.token.unknown-key", "The ID token is signed with a key the identity provider does not publish")
    static let ambiguousKeyMessage = Message(
        "oidc.token.ambiguous-key",
        "The ID token does not say which of the identity provider's keys signed it")
    static let keyDoesNotFitMessage = Message(
        "oidc.token.key-does-not-fit",
        "The identity provider's key for the ID token cannot check its signature")
    static let badSignatureMessage = Message("oidc.token.signature", "The ID token's signature is not valid")
    static let keysUnavailableMessage = Message(
        "oidc.keys.unavailable", "The identity provider's keys could not be fetched")
    static let verifierUnavailableMessage = Message(
        "oidc.verifier.unavailable", "ID tokens cannot be checked: %1$s cannot be loaded")
    static let wrongIssuerMessage = Message("oidc.token.issuer", "The ID token was not issued by %1$s")
    static let wrongAudienceMessage = Message(
        "oidc.token.audience", "The ID token is not meant for this client")
    static let wrongAuthorizedPartyMessage = Message(
        "oidc.token.authorized-party",
        "The ID token is meant for several clients and was not issued to this one")
    static let expiredMessage = Message(
        "oidc.token.expired", "The ID token has expired (check this machine's clock)")
    static let issuedInTheFutureMessage = Message(
        "oidc.token.future", "The ID token was issued in the future (check this machine's clock)")
    static let wrongNonceMessage = Message("oidc.token.nonce", "The ID token does not belong to this sign-in")
    static let missingClaimMessage = Message("oidc.token.claim", "The ID token lacks its %1$s claim")

    /// The reason in the person's language; `issuer` is this client's configured issuer.
    public func message(issuer: String) -> String {
        switch self {
        case .malformed: Self.malformedMessage.text
        case .unsigned: Self.unsignedMessage.text
        case .algorithmRefused(let name): Self.algorithmMessage(Self.shown(name))
        case .unknownKey: Self.unknownKeyMessage.text
        case .ambiguousKey: Self.ambiguousKeyMessage.text
        case .keyDoesNotFit: Self.keyDoesNotFitMessage.text
        case .badSignature: Self.badSignatureMessage.text
        case .keysUnavailable: Self.keysUnavailableMessage.text
        case .verifierUnavailable: Self.verifierUnavailableMessage("libhogweed")
        case .wrongIssuer: Self.wrongIssuerMessage(issuer)
        case .wrongAudience: Self.wrongAudienceMessage.text
        case .wrongAuthorizedParty: Self.wrongAuthorizedPartyMessage.text
        case .expired: Self.expiredMessage.text
        case .issuedInTheFuture: Self.issuedInTheFutureMessage.text
        case .wrongNonce: Self.wrongNonceMessage.text
        case .missingClaim(let name): Self.missingClaimMessage(name)
        }
    }

    /// The sender's text as it may appear in a sentence: printable ASCII only, 16 characters at most.
    static func shown(_ name: String) -> String {
        String(
            String.UnicodeScalarView(name.unicodeScalars.filter { (0x21...0x7E).contains($0.value) }).prefix(
                16))
    }
}
