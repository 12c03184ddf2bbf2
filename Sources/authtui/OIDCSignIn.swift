import AuthCommandLine
import AuthDomain
import AuthOIDC

extension LaunchOptions {
    /// The OpenID provider's authenticator `--oidc` and its settings describe, each sign-in, refusal
    /// and cancellation recorded in `service`'s security log; nil without `--oidc` (the parser made
    /// sure a client id comes with it).
    @MainActor func oidcAuthenticator(recordingIn service: AccountService) -> OIDCAuthenticator? {
        guard let issuer = oidcIssuer, let clientID = oidcClientID else { return nil }
        let authenticator = OIDCAuthenticator(
            settings: .init(
                issuer: issuer, clientID: clientID, clientSecret: oidcClientSecret,
                scopes: oidcScopes ?? OIDCAuthenticator.Settings.defaultScopes,
                connection: ProviderConnection(
                    caFile: oidcCAFile, allowsInsecureLoopback: oidcAllowsInsecureLoopback),
                userClaim: oidcUserClaim ?? OIDCAuthenticator.Settings.defaultUserClaim,
                requirements: oidcRequirements.compactMap(ClaimRequirement.init(parsing:))))
        authenticator.onOutcome = { outcome in
            let (kind, subject, detail) = OIDCSecurityEvent.fields(of: outcome, issuer: issuer)
            // A log that cannot be written does not stop a sign-in the provider decided.
            try? await service.recordDecision(
                kind, subject: subject, authenticator: OIDCAuthenticator.name, detail: detail)
        }
        return authenticator
    }
}

/// How an OpenID sign-in's outcome reads in the security log: the subject is the token's `sub`
/// (empty before a token was checked), the detail names the issuer and, for a refusal, why; for a
/// sign-out, what became of the provider's grant.
enum OIDCSecurityEvent {
    static func fields(of outcome: OIDCAuthenticator.Outcome, issuer: String)
        -> (SecurityEvent.Kind, String, String)
    {
        switch outcome {
        case .signedIn(let subject, let user): (.signedIn, subject, "issuer \(issuer); user \(user)")
        case .refused(let reason, let subject): (.signInFailed, subject ?? "", "issuer \(issuer); \(reason)")
        case .cancelled: (.signInCancelled, "", "issuer \(issuer)")
        case .signedOut(let subject, let revocation):
            (.signedOut, subject, "issuer \(issuer); \(revocation.logPhrase)")
        }
    }
}
