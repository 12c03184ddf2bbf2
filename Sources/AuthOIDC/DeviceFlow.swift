import AuthJSON

#if canImport(Glibc)
    import Glibc
#endif

/// Signing in through an OpenID provider with the device authorization grant (RFC 8628): find the
/// provider's endpoints, ask for a code to show, poll until the person approved it elsewhere, and
/// check the ID token that comes back (`IDTokenVerifier`).
///
/// Two halves, because a person reads the code between them: `start` (discovery, the provider's
/// keys, the device authorization) and `finish` (polling, then the token's checks). The keys are
/// fetched at the start and again once when the token names a key they lack, so a provider that
/// rotated its keys meanwhile is followed, and one key set is never trusted for a token it did
/// not hold.
public struct DeviceFlow: Sendable {
    public let issuer: String
    public let client: ClientCredentials
    /// Requested besides `openid`.
    public let scopes: [String]
    public let connection: ProviderConnection
    public let verifier: IDTokenVerifier
    /// Unix time in seconds (injectable: tests move it).
    var now: @Sendable () -> Double = { DeviceFlow.unixTime() }
    /// Waits between two polls; throws when the task is cancelled.
    var pause: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    /// How much longer the interval grows on `slow_down` (RFC 8628 §3.5).
    static let slowDownStep: Double = 5

    public init(issuer: String, client: ClientCredentials, scopes: [String], connection: ProviderConnection) {
        self.issuer = issuer
        self.client = client
        self.scopes = scopes
        self.connection = connection
        verifier = IDTokenVerifier(issuer: issuer, clientID: client.id)
    }

    /// What the first half found: the provider, its keys, and the code to show.
    public struct Started: Sendable {
        public let provider: ProviderMetadata
        public let keys: JSONWebKeySet
        public let authorization: DeviceAuthorization
        /// When the code was issued (Unix time): it lasts `authorization.expiresIn` from here.
        public let issuedAt: Double

        public var expiresAt: Double { issuedAt + authorization.expiresIn }
    }

    /// Who signed in, once the token passed every check.
    public struct SignedIn: Sendable {
        public let claims: IDTokenClaims
        /// The refresh token, when the provider issued one (never shown, never logged, never
        /// stored: held in memory until sign-out revokes it).
        public let refreshToken: String?
        /// The access token, likewise; revoked at sign-out when there is no refresh token.
        public let accessToken: String?
        public let provider: ProviderMetadata
    }

    /// Why the flow stopped.
    public enum Failure: Error, Equatable, Sendable {
        case provider(ProviderProblem)
        case token(IDTokenRefusal)

        /// The provider could not be asked at all (down, unreachable, timed out, a server error or
        /// a rate limit, the task cancelled): it said nothing either way.
        public var providerCouldNotBeAsked: Bool {
            switch self {
            case .provider(.unreachable), .provider(.timedOut), .provider(.cancelled): true
            case .provider(.unexpectedResponse(_, let status)): TokenRefresh.notAnswering(status)
            default: false
            }
        }

        /// The token endpoint refused the grant: an OAuth error (`invalid_grant`, RFC 6749 §5.2),
        /// or a client error without one (glewlwyd answers a refresh token it ended with a bare 400).
        public var providerRefusedTheGrant: Bool {
            switch self {
            case .provider(.refusedByProvider): true
            case .provider(.unexpectedResponse("token", let status)):
                (400..<500).contains(status) && !TokenRefresh.notAnswering(status)
            default: false
            }
        }

        public func message(issuer: String) -> String {
            switch self {
            case .provider(let problem): problem.message(issuer: issuer)
            case .token(let refusal): refusal.message(issuer: issuer)
            }
        }

        /// The reason as the security log says it: a stable phrase in English, no sender's text
        /// but an OAuth error code cut short.
        public var logReason: String {
            switch self {
            case .provider(let problem):
                switch problem {
                case .libraryMissing: "no libcurl"
                case .insecureAddress: "insecure address"
                case .unreachable: "unreachable"
                case .untrusted: "untrusted certificate"
                case .timedOut: "timed out"
                case .tooLarge: "response too large"
                case .cancelled: "cancelled"
                case .unexpectedResponse(let document, let status): "unexpected \(document) (HTTP \(status))"
                case .issuerMismatch: "issuer mismatch"
                case .noDeviceFlow: "no device flow"
                case .denied: "denied"
                case .expired: "code expired"
                case .refusedByProvider(let code): "provider: \(IDTokenRefusal.shown(code))"
                case .clientAuthenticationUnsupported: "no client authentication in common"
                }
            case .token(let refusal):
                switch refusal {
                case .malformed: "token: malformed"
                case .unsigned: "token: alg none"
                case .algorithmRefused(let name): "token: algorithm \(IDTokenRefusal.shown(name))"
                case .unknownKey: "token: unknown key"
                case .ambiguousKey: "token: ambiguous key"
                case .keyDoesNotFit: "token: key does not fit"
                case .badSignature: "token: bad signature"
                case .keysUnavailable: "token: keys unavailable"
                case .verifierUnavailable: "token: no libhogweed"
                case .wrongIssuer: "token: wrong issuer"
                case .wrongAudience: "token: wrong audience"
                case .wrongAuthorizedParty: "token: wrong azp"
                case .expired: "token: expired"
                case .issuedInTheFuture: "token: issued in the future"
                case .wrongNonce: "token: wrong nonce"
                case .missingClaim(let name): "token: no \(IDTokenRefusal.shown(name))"
                }
            }
        }
    }

    /// Discovery, the key set, and the device authorization request (RFC 8628 §3.1).
    public func start() async throws(ProviderProblem) -> Started {
        let provider = try await discover()
        for address in [provider.deviceAuthorizationEndpoint, provider.tokenEndpoint, provider.jwksURI] {
            try connection.check(address)
        }
        let keys = try await fetchKeys(provider)
        // §3.1: the client authenticates here as it does at the token endpoint.
        let response = try await connection.post(
            provider.deviceAuthorizationEndpoint,
            client.present(
                [("scope", (["openid"] + scopes).joined(separator: " "))],
                methods: provider.tokenEndpointAuthMethods))
        guard response.status == 200 else {
            // An OAuth error (an unknown client, a scope refused) says what it is.
            if let code = JSONValue.parse(response.body)?["error"]?.string { throw .refusedByProvider(code) }
            throw .unexpectedResponse(document: "device_authorization", status: response.status)
        }
        return Started(
            provider: provider, keys: keys, authorization: try DeviceAuthorization(json: response.body),
            issuedAt: now())
    }

    /// Discovery (`ISSUER/.well-known/openid-configuration`), its issuer checked.
    func discover() async throws(ProviderProblem) -> ProviderMetadata {
        let discovery = try await connection.get(ProviderMetadata.discoveryAddress(of: issuer))
        guard discovery.status == 200 else {
            throw .unexpectedResponse(document: "openid-configuration", status: discovery.status)
        }
        return try ProviderMetadata(document: discovery.body, issuer: issuer)
    }

    /// Where polling stands between two calls of `poll`: the interval (grown by `slow_down`) and
    /// how much later a poll that could not connect is tried again.
    public struct Polling: Sendable, Equatable {
        var interval: Double
        var backOff: Double = 1

        public init(_ started: Started) {
            interval = started.authorization.interval
        }
    }

    /// Polls the token endpoint at the provider's interval until the person approved or refused,
    /// or the code expired (RFC 8628 §3.4, §3.5), then checks the ID token.
    public func finish(_ started: Started) async throws(Failure) -> SignedIn {
        var polling = Polling(started)
        while true {
            if let signedIn = try await poll(started, polling: &polling, until: .infinity) { return signedIn }
        }
    }

    /// As `finish`, but gives up waiting once `deadline` (Unix time) has passed, at the first
    /// moment a poll would otherwise be waited for: nil then, and `polling` says how to go on, so
    /// a caller can show something new (the time left) and call again without polling sooner or
    /// later than the provider asked.
    public func poll(_ started: Started, polling: inout Polling, until deadline: Double) async throws(Failure)
        -> SignedIn?
    {
        while true {
            if now() >= deadline { return nil }
            do {
                try await pause(.milliseconds(Int64(polling.interval * polling.backOff * 1000)))
            } catch {
                throw .provider(.cancelled)
            }
            guard now() < started.expiresAt else { throw .provider(.expired) }
            let poll: TokenPoll
            do throws(ProviderProblem) {
                let response = try await connection.post(
                    started.provider.tokenEndpoint,
                    client.present(
                        [
                            ("grant_type", "urn:ietf:params:oauth:grant-type:device_code"),
                            ("device_code", started.authorization.deviceCode),
                        ], methods: started.provider.tokenEndpointAuthMethods))
                poll = try TokenPoll(status: response.status, body: response.body)
                polling.backOff = 1
            } catch .unreachable, .timedOut {
                // A poll that failed is asked again later, each time twice as late (§3.5).
                polling.backOff *= 2
                continue
            } catch {
                throw .provider(error)
            }
            switch poll {
            case .pending: continue
            case .slowDown: polling.interval += Self.slowDownStep
            case .issued(let idToken, let refreshToken, let accessToken):
                return SignedIn(
                    claims: try await checked(idToken, keys: started.keys, provider: started.provider),
                    refreshToken: refreshToken, accessToken: accessToken,
                    provider: started.provider)
            }
        }
    }

    /// What the provider said of a sign-in when its refresh token was used (`refresh`).
    public struct Renewed: Sendable {
        /// The new ID token's claims, checked as at sign-in, when the provider sent one.
        public let claims: IDTokenClaims?
        /// The refresh token to keep: the new one when the provider rotates them (the one used is
        /// then spent), else the one used.
        public let refreshToken: String
        public let provider: ProviderMetadata
    }

    /// Asks the provider whether it still stands by a sign-in, by using its refresh token (RFC 6749
    /// §6, the client authenticated as at sign-in). A provider that ended the grant (revoked,
    /// expired, its person disabled) says so with an OAuth error, `invalid_grant`:
    /// `.provider(.refusedByProvider(code))`. An ID token in the answer is checked as at sign-in
    /// (OpenID Connect Core §12.2); whether it names the same person is the caller's to check.
    public func refresh(_ refreshToken: String) async throws(Failure) -> Renewed {
        let provider: ProviderMetadata
        let answer: TokenRefresh
        do throws(ProviderProblem) {
            provider = try await discover()
            try connection.check(provider.tokenEndpoint)
            let response = try await connection.post(
                provider.tokenEndpoint,
                client.present(
                    [("grant_type", "refresh_token"), ("refresh_token", refreshToken)],
                    methods: provider.tokenEndpointAuthMethods))
            answer = try TokenRefresh(status: response.status, body: response.body)
        } catch {
            throw .provider(error)
        }
        var claims: IDTokenClaims?
        if let idToken = answer.idToken {
            let keys: JSONWebKeySet
            do throws(ProviderProblem) {
                try connection.check(provider.jwksURI)
                keys = try await fetchKeys(provider)
            } catch {
                // The token endpoint answered (and may have spent the refresh token used): a token
                // that cannot be checked is a refusal, never "the provider could not be asked".
                throw .token(.keysUnavailable)
            }
            claims = try await checked(idToken, keys: keys, provider: provider)
        }
        return Renewed(claims: claims, refreshToken: answer.refreshToken ?? refreshToken, provider: provider)
    }

    /// The ID token's claims once it passed every check (`IDTokenVerifier`), against `keys`, which
    /// are fetched from `provider` once more when the token names a key they lack.
    private func checked(_ idToken: String, keys: JSONWebKeySet, provider: ProviderMetadata)
        async throws(Failure)
        -> IDTokenClaims
    {
        do throws(IDTokenRefusal) {
            return try await verifier.verify(
                idToken, nonce: nil, now: now(), keys: keys,
                fetchKeysAgain: { try? await fetchKeys(provider) })
        } catch {
            throw .token(error)
        }
    }

    private func fetchKeys(_ provider: ProviderMetadata) async throws(ProviderProblem) -> JSONWebKeySet {
        let response = try await connection.get(provider.jwksURI)
        guard response.status == 200, let keys = JSONWebKeySet(json: response.body) else {
            throw .unexpectedResponse(document: "jwks", status: response.status)
        }
        return keys
    }

    static func unixTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
