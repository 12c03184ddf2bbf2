import AuthJSON

/// Checks an ID token as OpenID Connect Core §3.1.3.7 says, for one issuer and one client: the
/// signature with the provider's key chosen by `kid`, then `iss`, `aud` (and `azp`), `exp`, `iat`
/// and `nonce`. No network here: the caller hands in the key set, and fetches it again when asked.
///
/// The order matters: nothing in the claims is believed before the signature is, and the header's
/// `alg` is checked against the accepted list before a key is even chosen, so `alg: none` and a
/// public key misused as an HMAC secret are refused without touching a key.
public struct IDTokenVerifier: Sendable {
    /// How far this machine's clock and the provider's may disagree, in seconds, both ways: a token
    /// may be used this long after `exp` and be issued this far ahead of now. The one place the
    /// skew is set (docs/DECISIONS.md says why a minute).
    public static let clockSkew: Double = 60

    /// The issuer's identifier exactly as configured (and as discovery confirmed it): `iss` must
    /// equal it character for character, trailing slash and all.
    public let issuer: String
    public let clientID: String
    /// The algorithms this client accepts; a token signed with any other is refused.
    public let algorithms: Set<SignatureAlgorithm>

    public init(
        issuer: String, clientID: String,
        algorithms: Set<SignatureAlgorithm> = Set(SignatureAlgorithm.allCases)
    ) {
        self.issuer = issuer
        self.clientID = clientID
        self.algorithms = algorithms
    }

    /// The token's claims once every check passed. `nonce` is the one this sign-in sent (nil when
    /// it sent none); `now` is Unix time in seconds. When the token names a key the set lacks (the
    /// provider rotated its keys since they were fetched), `fetchKeysAgain` is called once and the
    /// token checked against what it returns; nil from it means the keys could not be fetched.
    public func verify(
        _ token: String, nonce: String?, now: Double, keys: JSONWebKeySet,
        fetchKeysAgain: () async -> JSONWebKeySet?
    ) async throws(IDTokenRefusal) -> IDTokenClaims {
        do throws(IDTokenRefusal) {
            return try verify(token, nonce: nonce, now: now, keys: keys)
        } catch .unknownKey {
            guard let fresh = await fetchKeysAgain() else { throw .keysUnavailable }
            return try verify(token, nonce: nonce, now: now, keys: fresh)
        }
    }

    /// The same checks against `keys` alone: a key the set lacks is `.unknownKey`.
    public func verify(_ token: String, nonce: String?, now: Double, keys: JSONWebKeySet)
        throws(IDTokenRefusal)
        -> IDTokenClaims
    {
        let jws = try CompactJWS(token)
        let algorithm = try acceptedAlgorithm(jws.algorithm)
        let key = try Self.key(named: jws.keyID, for: algorithm, in: keys)
        switch algorithm.check(jws.signature, of: jws.signingInput, by: key.material) {
        case .valid: break
        case .invalid: throw .badSignature
        case .keyDoesNotFit: throw .keyDoesNotFit
        case .unavailable: throw .verifierUnavailable
        }
        let claims = try IDTokenClaims(jws.payload)
        guard claims.issuer == issuer else { throw .wrongIssuer }
        guard claims.audiences.contains(clientID) else { throw .wrongAudience }
        let authorizedParty = jws.payload["azp"]
        if claims.audiences.count > 1 || authorizedParty != nil {
            guard authorizedParty?.string == clientID else { throw .wrongAuthorizedParty }
        }
        guard now < claims.expiry + Self.clockSkew else { throw .expired }
        guard claims.issuedAt <= now + Self.clockSkew else { throw .issuedInTheFuture }
        if let nonce, jws.payload["nonce"]?.string != nonce { throw .wrongNonce }
        return claims
    }

    /// `alg` as one of the accepted algorithms, or the refusal that says why it is not.
    private func acceptedAlgorithm(_ name: String) throws(IDTokenRefusal) -> SignatureAlgorithm {
        guard name != "none" else { throw .unsigned }
        guard let algorithm = SignatureAlgorithm(rawValue: name), algorithms.contains(algorithm) else {
            throw .algorithmRefused(name)
        }
        return algorithm
    }

    /// The one key that may have signed the token: the key named `keyID` that fits `algorithm`,
    /// or, when the token names none, the only key that fits (OpenID Connect Core §10.1: a
    /// `kid` is required once there are several).
    private static func key(named keyID: String?, for algorithm: SignatureAlgorithm, in keys: JSONWebKeySet)
        throws(IDTokenRefusal) -> JSONWebKey
    {
        let named = keys.keys.filter { keyID == nil || $0.id == keyID }
        let fitting = named.filter { $0.fits(algorithm) }
        guard fitting.count <= 1 else { throw .ambiguousKey }
        guard let key = fitting.first else { throw named.isEmpty ? .unknownKey : .keyDoesNotFit }
        return key
    }
}

/// The claims of an ID token that passed every check: the ones §3.1.3.7 is about, and all of them
/// as sent, for the ones a configuration names (`preferred_username`, `email`, `groups`).
public struct IDTokenClaims: Equatable, Sendable {
    public let issuer: String
    /// `sub`: who signed in, unique and never reassigned within the issuer.
    public let subject: String
    /// `aud`, a single string read as a list of one.
    public let audiences: [String]
    /// `exp` and `iat`, Unix time in seconds.
    public let expiry: Double
    public let issuedAt: Double
    /// Every claim, a JSON object.
    public let all: JSONValue

    init(_ payload: JSONValue) throws(IDTokenRefusal) {
        guard let issuer = payload["iss"]?.string else { throw .missingClaim("iss") }
        guard let subject = payload["sub"]?.string, !subject.isEmpty else { throw .missingClaim("sub") }
        let audiences: [String]
        switch payload["aud"] {
        case .string(let audience)?: audiences = [audience]
        case .array(let items)? where !items.isEmpty && items.allSatisfy({ $0.string != nil }):
            audiences = items.compactMap(\.string)
        default: throw .missingClaim("aud")
        }
        guard let expiry = payload["exp"]?.number else { throw .missingClaim("exp") }
        guard let issuedAt = payload["iat"]?.number else { throw .missingClaim("iat") }
        self.issuer = issuer
        self.subject = subject
        self.audiences = audiences
        self.expiry = expiry
        self.issuedAt = issuedAt
        self.all = payload
    }
}
