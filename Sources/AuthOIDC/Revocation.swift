import AuthJSON

/// What signing out did to the grant a device-flow sign-in got (RFC 7009).
public enum Revocation: Equatable, Sendable {
    /// The provider took the revocation of the token with this hint (`refresh_token`,
    /// `access_token`).
    case revoked(hint: String)
    /// The provider's discovery names no `revocation_endpoint`: the grant lasts until it expires.
    case notOffered
    /// The provider issued neither a refresh nor an access token: nothing to revoke.
    case nothingToRevoke
    /// The revocation was asked for and failed (unreachable, an address the connection refuses,
    /// an error answer): the grant may live on until it expires.
    case failed(ProviderProblem)

    /// How the security log says it: a stable phrase, never a token.
    public var logPhrase: String {
        switch self {
        case .revoked(let hint): hint.replacing("_", with: " ") + " revoked"
        case .notOffered: "no revocation endpoint"
        case .nothingToRevoke: "no token to revoke"
        case .failed(let problem): "revocation failed: " + DeviceFlow.Failure.provider(problem).logReason
        }
    }
}

extension DeviceFlow {
    /// Ends at the provider the grant `signedIn` holds (RFC 7009 §2.1): the refresh token (which
    /// revokes the access tokens issued with it where the provider supports that), or the access
    /// token when no refresh token was issued, POSTed with its type hint and the client's credentials to the
    /// `revocation_endpoint` discovery named, under the connection's address rule and time limit.
    /// Never throws: signing out goes on whatever the provider says.
    public func revoke(_ signedIn: SignedIn) async -> Revocation {
        guard let endpoint = signedIn.provider.revocationEndpoint else { return .notOffered }
        let token: (value: String, hint: String)
        if let refresh = signedIn.refreshToken {
            token = (refresh, "refresh_token")
        } else if let access = signedIn.accessToken {
            token = (access, "access_token")
        } else {
            return .nothingToRevoke
        }
        do throws(ProviderProblem) {
            let response = try await connection.post(
                endpoint,
                client.present(
                    [("token", token.value), ("token_type_hint", token.hint)],
                    methods: signedIn.provider.revocationEndpointAuthMethods))
            // §2.2: 200 whether or not the token was still valid; anything else is a refusal.
            guard response.status == 200 else {
                if let code = JSONValue.parse(response.body)?["error"]?.string {
                    throw .refusedByProvider(code)
                }
                throw .unexpectedResponse(document: "revocation", status: response.status)
            }
            return .revoked(hint: token.hint)
        } catch {
            return .failed(error)
        }
    }
}
