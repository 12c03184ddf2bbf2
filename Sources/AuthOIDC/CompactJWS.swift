import AuthJSON

/// A token in JWS compact serialisation (RFC 7515 §7.1): `header.payload.signature`, each part
/// base64url, the header and the payload JSON objects.
///
/// Only what a checker needs is kept, and the signed bytes are the token's own text up to the
/// second dot, never a re-encoding. Anything looser is `IDTokenRefusal.malformed`: a part more or
/// fewer, a character outside base64url, bytes that are not one JSON object, a member named twice
/// (`alg` among them), and any `crit` header, since this checker understands no extension (§4.1.11).
struct CompactJWS {
    /// `alg` as the header gives it.
    let algorithm: String
    /// `kid`, when the header names the key.
    let keyID: String?
    /// The payload: for an ID token, its claims.
    let payload: JSONValue
    /// The ASCII of `header.payload`, the bytes the signature covers.
    let signingInput: [UInt8]
    let signature: [UInt8]

    init(_ token: String) throws(IDTokenRefusal) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]),
            let payloadBytes = Base64URL.decode(parts[1]), let signature = Base64URL.decode(parts[2]),
            case .object(let header)? = JSONValue.parse(headerBytes),
            let payload = JSONValue.parse(payloadBytes), case .object = payload,
            let algorithm = header["alg"]?.string, header["crit"] == nil
        else { throw .malformed }
        if let keyID = header["kid"], keyID.string == nil { throw .malformed }
        self.algorithm = algorithm
        self.keyID = header["kid"]?.string
        self.payload = payload
        self.signingInput = Array(token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count))
        self.signature = signature
    }
}
