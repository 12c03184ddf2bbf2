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
        await revoke(ProviderGrant(signedIn), at: signedIn.provider)
    }

    /// The same for `grant`, at `provider`; a provider nil (a grant taken back from a remembered
    /// session, `ProviderGrant(remembered:)`) is discovered first, its `revocation_endpoint` read
    /// afresh, and a discovery that fails is a failed revocation.
    public func revoke(_ grant: ProviderGrant?, at provider: ProviderMetadata?) async -> Revocation {
        guard let grant else {
            // Nothing to send; a provider known to offer no revocation says so first, as ever.
            if let provider, provider.revocationEndpoint == nil { return .notOffered }
            return .nothingToRevoke
        }
        let metadata: ProviderMetadata
        if let provider {
            metadata = provider
        } else {
            do throws(ProviderProblem) {
                metadata = try await discover()
            } catch {
                return .failed(error)
            }
        }
        guard let endpoint = metadata.revocationEndpoint else { return .notOffered }
        let token = (value: grant.token, hint: grant.hint)
        do throws(ProviderProblem) {
            let response = try await connection.post(
                endpoint,
                client.present(
                    [("token", token.value), ("token_type_hint", token.hint)],
                    methods: metadata.revocationEndpointAuthMethods))
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

/// What signing out revokes of a provider's grant (RFC 7009 §2.1): the refresh token (which
/// revokes the access tokens issued with it where the provider supports that), else the access
/// token, with its type hint. A secret: never shown or logged, only ever sealed for the store.
public struct ProviderGrant: Equatable, Sendable {
    public let token: String
    /// `refresh_token` or `access_token`.
    public let hint: String

    /// The grant of a fresh sign-in; nil when the provider issued no token to revoke.
    public init?(_ signedIn: DeviceFlow.SignedIn) {
        if let refresh = signedIn.refreshToken {
            self.init(refreshToken: refresh)
        } else if let access = signedIn.accessToken {
            self.init(token: access, hint: "access_token")
        } else {
            return nil
        }
    }

    /// The grant of a sign-in renewed with a refresh token (`DeviceFlow.refresh`).
    public init(refreshToken: String) {
        self.init(token: refreshToken, hint: "refresh_token")
    }

    private init(token: String, hint: String) {
        self.token = token
        self.hint = hint
    }

    /// The refresh token, when the grant is one (else it is an access token: nothing to renew).
    public var refreshToken: String? { hint == "refresh_token" ? token : nil }

    /// The form an identity carries and the store seals: the hint, a newline, the token.
    public var remembered: [UInt8] { Array((hint + "\n" + token).utf8) }

    /// A grant from its remembered form; nil for anything else (a hint it does not know, a token
    /// that is empty or not printable ASCII, as RFC 6749 §A.17 and §A.13 spell them).
    public init?(remembered: [UInt8]) {
        guard let newline = remembered.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let hint = String(decoding: remembered[..<newline], as: UTF8.self)
        let token = remembered[(newline + 1)...]
        guard hint == "refresh_token" || hint == "access_token", !token.isEmpty,
            token.allSatisfy({ (0x20...0x7E).contains($0) })
        else { return nil }
        self.init(token: String(decoding: token, as: UTF8.self), hint: hint)
    }
}
