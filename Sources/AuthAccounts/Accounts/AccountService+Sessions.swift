/// One of the signed-in account's remembered sessions, as the person sees it on `Sessions`.
public struct RememberedSession: Sendable, Equatable {
    /// `SessionLine.identifier`: the same id `authtui accounts sessions` prints.
    public let identifier: String
    public let createdAt: Double
    public let lastUsedAt: Double
    public let expiresAt: Double
    /// Where it was made (`EventOrigin.summary`); stored text, so views sanitise it.
    public let origin: String
    /// This terminal's own session.
    public let isThisOne: Bool
}

extension AccountService {
    /// The signed-in account's remembered sessions, newest first, this terminal's marked.
    public func rememberedSessions() async throws(AccountError) -> [RememberedSession] {
        guard let account = currentAccount else { throw .notSignedIn }
        let current = currentTokenHash
        return try await sessions.sessions(accountID: account.id).map { session in
            RememberedSession(
                identifier: SessionLine.identifier(of: session), createdAt: session.createdAt,
                lastUsedAt: session.lastUsedAt, expiresAt: session.expiresAt, origin: session.origin,
                isThisOne: current.map { Sodium.equalInConstantTime($0, session.tokenHash) } ?? false)
        }
    }

    /// Ends one of the signed-in account's sessions by its identifier: another terminal's next
    /// start asks again; this terminal's own signs out here (as `signOut`). Returns whether it was
    /// this one. `.noSuchSession` when the account has none by that identifier (ended meanwhile).
    @discardableResult
    public func endSession(_ identifier: String) async throws(AccountError) -> Bool {
        guard let account = currentAccount else { throw .notSignedIn }
        guard
            let session = try await sessions.sessions(accountID: account.id).first(where: {
                SessionLine.identifier(of: $0) == identifier
            })
        else { throw .noSuchSession }
        if let current = currentTokenHash, Sodium.equalInConstantTime(current, session.tokenHash) {
            try await signOut()
            return true
        }
        try await sessions.deleteSession(
            tokenHash: session.tokenHash,
            recording: event(
                .sessionRevoked, account: account.id, subject: account.emailKey, "ended from Sessions"))
        return false
    }
}
