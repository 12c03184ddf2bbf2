import AuthCommandLine
import AuthOIDC

extension LaunchOptions {
    /// The OpenID provider's authenticator `--oidc` and its settings describe; nil without `--oidc`
    /// (the parser made sure a client id comes with it).
    @MainActor var oidcAuthenticator: OIDCAuthenticator? {
        guard let issuer = oidcIssuer, let clientID = oidcClientID else { return nil }
        return OIDCAuthenticator(
            settings: .init(
                issuer: issuer, clientID: clientID,
                scopes: oidcScopes ?? OIDCAuthenticator.Settings.defaultScopes,
                connection: ProviderConnection(
                    caFile: oidcCAFile, allowsInsecureLoopback: oidcAllowsInsecureLoopback),
                userClaim: oidcUserClaim ?? OIDCAuthenticator.Settings.defaultUserClaim,
                requirements: oidcRequirements.compactMap(ClaimRequirement.init(parsing:))))
    }
}
