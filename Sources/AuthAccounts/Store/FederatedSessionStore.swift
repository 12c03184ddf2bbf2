/// Remembered sign-ins that another authenticator decided (an OpenID provider's: `--oidc`), for
/// people with no account here: for each one the SHA-256 of its session token (never the token),
/// who the provider said signed in, when it was made, last used and ends, and the provider's
/// grant sealed under a key only the token yields (`FederatedGrantSeal`).
///
/// Beside `SessionStore` rather than in it: those sessions belong to an account row and go with
/// it; these belong to an issuer's subject, whom this store knows nothing else of. Every write is
/// its own transaction, with the event it records; the rules (lifetime, idle limit, which
/// authenticator may take a session back) are the caller's.
public protocol FederatedSessionStore: StoreBasics {
    func insertFederatedSession(_ session: StoredFederatedSession, recording event: SecurityEvent)
        async throws(AccountError)
    func federatedSession(tokenHash: [UInt8]) async throws(AccountError) -> StoredFederatedSession?
    /// Marks the session used at `time`, its sealed grant replaced by `sealedGrant` (the grant
    /// kept from now on, sealed anew).
    func markFederatedSessionUsed(
        tokenHash: [UInt8], at time: Double, sealedGrant: [UInt8]?, recording event: SecurityEvent
    ) async throws(AccountError)
    /// Removes the session; the event is recorded only when there was one.
    func deleteFederatedSession(tokenHash: [UInt8], recording event: SecurityEvent) async throws(AccountError)
}

/// A remembered federated sign-in as the store keeps it: the token's hash, never the token, and
/// the grant only sealed.
public struct StoredFederatedSession: Sendable, Equatable {
    public var tokenHash: [UInt8]
    /// Who decided: `Identity.authenticator` (`oidc`).
    public var authenticator: String
    public var issuer: String
    public var clientID: String
    /// Who signed in, in the issuer's terms (`sub`).
    public var subject: String
    public var user: String
    public var displayName: String
    public var createdAt: Double
    public var lastUsedAt: Double
    public var expiresAt: Double
    /// Where it was made (`EventOrigin.summary`).
    public var origin: String
    /// The provider's grant (`FederatedGrantSeal`), nil when it gave none to keep.
    public var sealedGrant: [UInt8]?

    public init(
        tokenHash: [UInt8], authenticator: String, issuer: String, clientID: String, subject: String,
        user: String, displayName: String, createdAt: Double, lastUsedAt: Double, expiresAt: Double,
        origin: String, sealedGrant: [UInt8]?
    ) {
        self.tokenHash = tokenHash
        self.authenticator = authenticator
        self.issuer = issuer
        self.clientID = clientID
        self.subject = subject
        self.user = user
        self.displayName = displayName
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
        self.origin = origin
        self.sealedGrant = sealedGrant
    }

    /// The columns both stores select and insert, in this order.
    static let columns =
        "token_hash, authenticator, issuer, client_id, subject, user_name, display_name, created_at, "
        + "last_used_at, expires_at, origin, sealed_grant"

    var row: [StoreValue] {
        [
            .bytes(tokenHash), .text(authenticator), .text(issuer), .text(clientID), .text(subject),
            .text(user),
            .text(displayName), .real(createdAt), .real(lastUsedAt), .real(expiresAt), .text(origin),
            sealedGrant.map { .bytes($0) } ?? .null,
        ]
    }

    init?(row: [StoreValue]) {
        guard row.count == 12, let hash = row[0].bytes, let authenticator = row[1].text,
            let issuer = row[2].text,
            let clientID = row[3].text, let subject = row[4].text, let user = row[5].text,
            let displayName = row[6].text, let created = row[7].real, let used = row[8].real,
            let expires = row[9].real, let origin = row[10].text
        else { return nil }
        let sealed: [UInt8]?
        switch row[11] {
        case .null: sealed = nil
        case .bytes(let bytes): sealed = bytes
        default: return nil
        }
        self.init(
            tokenHash: hash, authenticator: authenticator, issuer: issuer, clientID: clientID,
            subject: subject,
            user: user, displayName: displayName, createdAt: created, lastUsedAt: used, expiresAt: expires,
            origin: origin, sealedGrant: sealed)
    }
}
