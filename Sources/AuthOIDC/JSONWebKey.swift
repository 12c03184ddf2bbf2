import AuthJSON

/// One public key from a provider's key set (RFC 7517), of a kind an ID token's signature can be
/// checked with: RSA, EC on P-256, or Ed25519 (OKP, RFC 8037).
///
/// `use` and `alg`, when the provider sets them, narrow what the key may check (`fits`): a key
/// published for encryption or for another algorithm never checks a signature.
public struct JSONWebKey: Equatable, Sendable {
    /// The key's numbers, each as the JWK spells it (big-endian, unsigned).
    public enum Material: Equatable, Sendable {
        case rsa(modulus: [UInt8], exponent: [UInt8])
        /// The point's coordinates, 32 bytes each.
        case p256(x: [UInt8], y: [UInt8])
        /// The 32-byte public key.
        case ed25519([UInt8])
    }

    /// `kid`: the name a token's header uses for this key.
    public let id: String?
    /// `use`: "sig" or "enc" (or absent).
    public let use: String?
    /// `alg`: the one algorithm the key is for, when the provider says.
    public let algorithm: String?
    public let material: Material

    public init(id: String?, use: String? = nil, algorithm: String? = nil, material: Material) {
        self.id = id
        self.use = use
        self.algorithm = algorithm
        self.material = material
    }

    /// The key a JWK object describes; nil for a key of another kind (a symmetric `oct` key, another
    /// curve) or one whose members are missing or not canonical base64url of the right size.
    init?(_ json: JSONValue) {
        func bytes(_ member: String, count: Int? = nil) -> [UInt8]? {
            guard let text = json[member]?.string, let bytes = Base64URL.decode(text), !bytes.isEmpty,
                count == nil || bytes.count == count
            else { return nil }
            return bytes
        }
        let material: Material
        switch (json["kty"]?.string, json["crv"]?.string) {
        case ("RSA", _):
            guard let modulus = bytes("n"), let exponent = bytes("e") else { return nil }
            material = .rsa(modulus: modulus, exponent: exponent)
        case ("EC", "P-256"):
            // RFC 7518 §6.2.1.2: the coordinates at full size, leading zeros kept.
            guard let x = bytes("x", count: 32), let y = bytes("y", count: 32) else { return nil }
            material = .p256(x: x, y: y)
        case ("OKP", "Ed25519"):
            guard let x = bytes("x", count: 32) else { return nil }
            material = .ed25519(x)
        default: return nil
        }
        // A `kid`, `use` or `alg` that is there but not a string makes the key unreadable, not unnamed.
        guard ["kid", "use", "alg"].allSatisfy({ json[$0] == nil || json[$0]?.string != nil }) else {
            return nil
        }
        self.init(
            id: json["kid"]?.string, use: json["use"]?.string, algorithm: json["alg"]?.string,
            material: material)
    }

    /// Whether this key may check a signature made with `signatureAlgorithm`.
    public func fits(_ signatureAlgorithm: SignatureAlgorithm) -> Bool {
        guard use == nil || use == "sig", algorithm == nil || algorithm == signatureAlgorithm.rawValue else {
            return false
        }
        switch (material, signatureAlgorithm) {
        case (.rsa, .rs256), (.p256, .es256), (.ed25519, .edDSA): return true
        default: return false
        }
    }
}

/// A provider's published keys (its `jwks_uri` document): the keys of the kinds `JSONWebKey`
/// reads, in the provider's order.
///
/// Keys of other kinds are left out rather than refusing the set, since providers publish
/// encryption and symmetric keys beside their signing keys; a token that names one is then
/// refused as signed by an unknown key.
public struct JSONWebKeySet: Equatable, Sendable {
    public let keys: [JSONWebKey]

    public init(keys: [JSONWebKey]) {
        self.keys = keys
    }

    /// The set a `jwks_uri` document holds; nil when it is not a JSON object with a `keys` array.
    public init?(json bytes: [UInt8]) {
        guard case .array(let members)? = JSONValue.parse(bytes)?["keys"] else { return nil }
        self.init(keys: members.compactMap(JSONWebKey.init))
    }
}
