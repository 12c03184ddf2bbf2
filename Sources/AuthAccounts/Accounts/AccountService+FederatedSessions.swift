/// A sign-in another authenticator decided (an OpenID provider's), as the service remembers it
/// and hands it back: who signed in at which issuer, and the provider's grant (a refresh or
/// access token, in the authenticator's own form) that signing out revokes.
///
/// The grant is held here only on its way to being sealed or after being unsealed; it is never
/// written, logged or shown (`FederatedGrantSeal`).
public struct FederatedSignIn: Sendable, Equatable {
    /// The authenticator's name (`Identity.authenticator`: `oidc`).
    public var authenticator: String
    public var issuer: String
    public var clientID: String
    /// Who signed in, in the issuer's terms (`sub`).
    public var subject: String
    public var user: String
    public var displayName: String
    public var grant: [UInt8]?
    /// When the remembered session ends (0 for one not remembered yet).
    public var expiresAt: Double = 0

    public init(
        authenticator: String, issuer: String, clientID: String, subject: String, user: String,
        displayName: String, grant: [UInt8]?
    ) {
        self.authenticator = authenticator
        self.issuer = issuer
        self.clientID = clientID
        self.subject = subject
        self.user = user
        self.displayName = displayName
        self.grant = grant
    }

    init(_ session: StoredFederatedSession, grant: [UInt8]?) {
        self.init(
            authenticator: session.authenticator, issuer: session.issuer, clientID: session.clientID,
            subject: session.subject, user: session.user, displayName: session.displayName, grant: grant)
        expiresAt = session.expiresAt
    }
}

extension AccountService {
    /// Remembers `signIn` as this terminal's session, replacing any current one (an account's
    /// too): a fresh token in the session file (the scope's, `SessionScope`), its hash and the
    /// grant sealed under it in the store, for `Configuration.sessionLifetime` at most. Without a
    /// session file nothing is remembered. A file that cannot be written takes the row back, and
    /// the error surfaces.
    public func rememberFederatedSignIn(_ signIn: FederatedSignIn) async throws(AccountError) {
        try await endReplacedSession()
        guard let sessionFile else { return }
        let token = SessionToken.generate()
        let now = try await now()
        var session = StoredFederatedSession(
            tokenHash: token.storedHash, authenticator: signIn.authenticator, issuer: signIn.issuer,
            clientID: signIn.clientID, subject: signIn.subject, user: signIn.user,
            displayName: signIn.displayName, createdAt: now, lastUsedAt: now,
            expiresAt: now + configuration.sessionLifetime, origin: configuration.origin.summary,
            sealedGrant: nil)
        if let grant = signIn.grant {
            session.sealedGrant = FederatedGrantSeal(token: token).seal(grant, for: session)
        }
        try await federatedSessions.insertFederatedSession(
            session, recording: event(.sessionRemembered, of: session))
        let storeID = try await federatedSessions.storeIdentifier()
        do {
            try sessionFile.write(token, storeID: storeID)
        } catch {
            try? await federatedSessions.deleteFederatedSession(
                tokenHash: session.tokenHash,
                recording: event(.sessionRevoked, of: session, "the session file could not be written"))
            throw error
        }
        currentTokenHash = session.tokenHash
        currentFederatedSession = session
    }

    /// The authenticator took back the federated sign-in `rememberedSignIn` found: it is this
    /// terminal's session now (marked used, as an account's), keeping `grant` from now on, sealed
    /// anew under the same token (a provider that rotates refresh tokens has spent the old one).
    /// `note` says in the log how the authenticator checked it.
    public func acceptRememberedFederatedSignIn(grant: [UInt8]?, note: String) async throws(AccountError) {
        guard var (session, token) = pendingFederatedSession else { throw .notSignedIn }
        pendingFederatedSession = nil
        session.sealedGrant = grant.map { FederatedGrantSeal(token: token).seal($0, for: session) }
        session.lastUsedAt = try await now()
        try await federatedSessions.markFederatedSessionUsed(
            tokenHash: session.tokenHash, at: session.lastUsedAt, sealedGrant: session.sealedGrant,
            recording: event(.sessionUsed, of: session, "remembered session; \(note)"))
        currentAccount = nil
        currentTokenHash = session.tokenHash
        currentFederatedSession = session
    }

    /// The login's authenticator does not take the federated sign-in `rememberedSignIn` found
    /// (another sign-in method, another issuer or client), or says it is over: the row and the
    /// file go, `lastSessionRefusal` says why, and `detail` why in the log.
    public func refuseRememberedFederatedSignIn(_ refusal: SessionRefusal, detail: String)
        async throws(AccountError)
    {
        guard let (session, _) = pendingFederatedSession else { return }
        pendingFederatedSession = nil
        lastSessionRefusal = refusal
        await removeSessionFile()
        try await federatedSessions.deleteFederatedSession(
            tokenHash: session.tokenHash, recording: event(.sessionRevoked, of: session, "refused: \(detail)")
        )
    }

    /// The pending federated sign-in read again: its grant when another process renewed it
    /// meanwhile (two starts on one session file at once, the other's rotated refresh token sealed
    /// anew), so its authenticator can be asked once more with that one; nil when the row is as
    /// it was read, or gone.
    public func federatedGrantRenewedMeanwhile() async -> [UInt8]? {
        guard let (session, token) = pendingFederatedSession,
            let current = try? await federatedSessions.federatedSession(tokenHash: session.tokenHash),
            let sealed = current.sealedGrant, sealed != session.sealedGrant,
            let opened = FederatedGrantSeal(token: token).unseal(sealed, for: current)
        else { return nil }
        pendingFederatedSession = (current, token)
        return opened
    }

    /// When this terminal's remembered federated sign-in ends; nil when there is none.
    public var federatedSessionEnd: Double? { currentFederatedSession?.expiresAt }

    /// The session file's token names no account session: a federated one, checked as an
    /// account's is (expiry, idle limit, the lifetime cap) and its grant unsealed, waiting for
    /// its authenticator.
    func restoreFederated(_ token: SessionToken, at now: Double) async throws(AccountError) -> Remembered {
        let tokenHash = token.storedHash
        guard let session = try await federatedSessions.federatedSession(tokenHash: tokenHash),
            Sodium.equalInConstantTime(session.tokenHash, tokenHash)
        else { return await refuse(.unknownToken) }
        guard isCurrent(expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, at: now) else {
            try await federatedSessions.deleteFederatedSession(
                tokenHash: tokenHash, recording: event(.sessionExpired, of: session))
            return await refuse(.expired)
        }
        var grant: [UInt8]?
        if let sealed = session.sealedGrant {
            guard let opened = FederatedGrantSeal(token: token).unseal(sealed, for: session) else {
                try await federatedSessions.deleteFederatedSession(
                    tokenHash: tokenHash,
                    recording: event(.sessionRevoked, of: session, "refused: the sealed grant does not open"))
                return await refuse(.sealedGrantDamaged)
            }
            grant = opened
        }
        pendingFederatedSession = (session, token)
        return .federated(session, grant: grant)
    }

    /// Whatever session this terminal holds, an account's or a provider's sign-in, ends because a
    /// new sign-in replaces it; the event names whose it was.
    func endReplacedSession() async throws(AccountError) {
        if let previous = currentFederatedSession {
            currentFederatedSession = nil
            currentTokenHash = nil
            try await federatedSessions.deleteFederatedSession(
                tokenHash: previous.tokenHash,
                recording: event(.sessionRevoked, of: previous, "replaced by a new sign-in"))
        } else if let previous = currentTokenHash, let account = currentAccount {
            currentTokenHash = nil
            try await sessions.deleteSession(
                tokenHash: previous,
                recording: event(
                    .sessionRevoked, account: account.id, subject: account.emailKey,
                    "replaced by a new sign-in"))
        }
        currentAccount = nil
        currentTokenHash = nil
    }

    /// An event about a federated session: the subject is the issuer's `sub`, the authenticator
    /// the one that decided, the detail names the issuer (never a token).
    func event(_ kind: SecurityEvent.Kind, of session: StoredFederatedSession, _ detail: String = "")
        -> SecurityEvent
    {
        var recorded = event(
            kind, subject: session.subject, "issuer \(session.issuer)" + (detail.isEmpty ? "" : "; \(detail)")
        )
        recorded.authenticator = session.authenticator
        return recorded
    }
}
