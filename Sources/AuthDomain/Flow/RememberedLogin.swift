/// Signing in from the remembered session for one login, and remembering a sign-in that another
/// party decided: the one rule every place a person signs in shares (the guard, `login`, `run`,
/// the SSH gate's requests).
///
/// A session belongs to the way of signing in that made it: an account's is taken only by the
/// account store's own login (`authenticator` nil or `AccountAuthenticator`), a federated one
/// (an OpenID provider's) only by the authenticator that accepts it back (`restore`: the same
/// issuer and client, and the provider still standing by it). Any other is refused in the
/// person's language (`.anotherSignInMethod`, or the authenticator's words when it ended it),
/// its file and row removed, and the person logs in.
@MainActor
public enum RememberedLogin {
    public enum Outcome: Sendable {
        /// Signed in without asking.
        case signedIn(Identity)
        /// The person logs in; `refusal` says why a session file that was there did not count.
        case logIn(refusal: SessionRefusal?)
    }

    public static func signIn(service: AccountService, authenticator: (any Authenticator)?) async -> Outcome {
        let ownAccounts = authenticator == nil || authenticator is AccountAuthenticator
        switch await service.rememberedSignIn(acceptsAccountSessions: ownAccounts) {
        case .logIn(let refusal): return .logIn(refusal: refusal)
        case .signedIn(let account, let notice): return .signedIn(Identity(account: account, notice: notice))
        case .federated(let remembered):
            var proposed = Identity(
                user: remembered.user, displayName: remembered.displayName,
                authenticator: remembered.authenticator)
            proposed.federation = Identity.Federation(
                issuer: remembered.issuer, clientID: remembered.clientID, subject: remembered.subject,
                grant: remembered.grant)
            var restored = await authenticator?.restore(proposed) ?? .notMine
            if case .ended = restored, let renewed = await service.federatedGrantRenewedMeanwhile() {
                // Another start on the same session renewed it meanwhile (a provider that rotates
                // refresh tokens refuses the one it spent): asked once more with the new one.
                proposed.federation?.grant = renewed
                restored = await authenticator?.restore(proposed) ?? .notMine
            }
            switch restored {
            case .notMine:
                try? await service.refuseRememberedFederatedSignIn(
                    .anotherSignInMethod, detail: SessionRefusal.anotherSignInMethodDetail)
                return .logIn(refusal: .anotherSignInMethod)
            case .ended(let reason, let logReason):
                try? await service.refuseRememberedFederatedSignIn(.ended(reason), detail: logReason)
                return .logIn(refusal: .ended(reason))
            case .signedIn(let identity, let note):
                do {
                    try await service.acceptRememberedFederatedSignIn(
                        grant: identity.federation?.grant, note: note)
                } catch {
                    // The store failed on the way: the person logs in, as for any storage failure,
                    // and a grant renewed for nothing is ended rather than left live.
                    _ = await authenticator?.signOut(identity)
                    return .logIn(refusal: nil)
                }
                return .signedIn(identity)
            }
        }
    }

    /// Remembers `identity` when another party decided it (`Identity.federation`), as the
    /// terminal's session; an identity without one has nothing to remember here (the store's own
    /// sign-ins remember themselves). A store that cannot keep it does not undo the sign-in: the
    /// next start asks again.
    public static func remember(_ identity: Identity, in service: AccountService) async {
        guard let federation = identity.federation else { return }
        try? await service.rememberFederatedSignIn(
            FederatedSignIn(
                authenticator: identity.authenticator, issuer: federation.issuer,
                clientID: federation.clientID,
                subject: federation.subject, user: identity.user, displayName: identity.displayName,
                grant: federation.grant))
    }
}
