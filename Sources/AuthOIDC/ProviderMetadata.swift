import AuthJSON

/// What a provider says about itself at `ISSUER/.well-known/openid-configuration` (OpenID Connect
/// Discovery 1.0 §4), the parts the device flow uses.
///
/// The document must name exactly the configured issuer (§4.3: otherwise anyone who can answer at
/// that address could send people to their own endpoints), and every endpoint it names is later
/// held to the connection's address rule (`ProviderConnection.check`) like the issuer itself.
public struct ProviderMetadata: Equatable, Sendable {
    public let issuer: String
    /// RFC 8628 §4: where a device asks for a code.
    public let deviceAuthorizationEndpoint: String
    public let tokenEndpoint: String
    public let jwksURI: String
    /// RFC 7009, when the provider offers it.
    public let revocationEndpoint: String?
    /// How a confidential client may authenticate at the token endpoint (and so at the device
    /// authorization endpoint), and at the revocation endpoint (RFC 8414 §2); nil when the
    /// document lists none.
    public let tokenEndpointAuthMethods: [String]?
    public let revocationEndpointAuthMethods: [String]?

    /// The address of the discovery document for `issuer` (§4.1: a trailing slash is not doubled).
    public static func discoveryAddress(of issuer: String) -> String {
        (issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer) + "/.well-known/openid-configuration"
    }

    /// The metadata in `document`, for the configured `issuer`.
    public init(document bytes: [UInt8], issuer expected: String) throws(ProviderProblem) {
        guard let document = JSONValue.parse(bytes), case .object = document else {
            throw .unexpectedResponse(document: "openid-configuration", status: 200)
        }
        guard document["issuer"]?.string == expected else { throw .issuerMismatch }
        guard let device = document["device_authorization_endpoint"]?.string else { throw .noDeviceFlow }
        guard let token = document["token_endpoint"]?.string, let keys = document["jwks_uri"]?.string else {
            throw .unexpectedResponse(document: "openid-configuration", status: 200)
        }
        issuer = expected
        deviceAuthorizationEndpoint = device
        tokenEndpoint = token
        jwksURI = keys
        revocationEndpoint = document["revocation_endpoint"]?.string
        tokenEndpointAuthMethods = document["token_endpoint_auth_methods_supported"]?.strings
        revocationEndpointAuthMethods = document["revocation_endpoint_auth_methods_supported"]?.strings
    }
}

/// A provider's answer to a device authorization request (RFC 8628 §3.2): the code to poll with,
/// the code and address to show the person, and how long and how often.
public struct DeviceAuthorization: Equatable, Sendable {
    /// Secret between this device and the provider: never shown.
    public let deviceCode: String
    /// What the person types at `verificationURI`.
    public let userCode: String
    public let verificationURI: String
    /// The address with the code in it, for a QR code; not every provider gives one.
    public let verificationURIComplete: String?
    /// Seconds the codes last.
    public let expiresIn: Double
    /// Seconds between two polls (5 when the provider says nothing, §3.2).
    public let interval: Double

    /// The longest a code is waited for whatever the provider says (an hour), and the shortest
    /// interval polled at (one second), so a provider's odd numbers cannot make a device wait
    /// forever or hammer it.
    static let longestWait: Double = 3600
    static let shortestInterval: Double = 1

    public init(json bytes: [UInt8]) throws(ProviderProblem) {
        guard let document = JSONValue.parse(bytes), let deviceCode = document["device_code"]?.string,
            let userCode = document["user_code"]?.string, !userCode.isEmpty,
            // `verification_url` is what Google still sends instead.
            let address = document["verification_uri"]?.string ?? document["verification_url"]?.string,
            let expiresIn = document["expires_in"]?.number, expiresIn > 0
        else { throw .unexpectedResponse(document: "device_authorization", status: 200) }
        self.deviceCode = deviceCode
        self.userCode = userCode
        verificationURI = address
        verificationURIComplete = document["verification_uri_complete"]?.string
        self.expiresIn = min(expiresIn, Self.longestWait)
        interval = max(document["interval"]?.number ?? 5, Self.shortestInterval)
    }

    /// The user code as it is read aloud: in groups of four (or of three for 6 and 9 characters),
    /// where the provider wrote it without a separator; as written when it has one.
    public var groupedUserCode: String {
        guard userCode.allSatisfy({ $0.isLetter || $0.isNumber }), userCode.count > 4 else { return userCode }
        let size = userCode.count % 4 != 0 && userCode.count % 3 == 0 ? 3 : 4
        var groups: [String] = []
        var rest = Substring(userCode)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return groups.joined(separator: "-")
    }
}

/// What one poll of the token endpoint found (RFC 8628 §3.5).
public enum TokenPoll: Equatable, Sendable {
    /// The person approved: the ID token, and the refresh and access tokens when issued.
    case issued(idToken: String, refreshToken: String?, accessToken: String?)
    /// `authorization_pending`: ask again after the interval.
    case pending
    /// `slow_down`: ask again after the interval, 5 seconds longer from now on.
    case slowDown

    /// The poll's outcome from the token endpoint's response; a refusal or an answer that is
    /// neither throws.
    public init(status: Int, body: [UInt8]) throws(ProviderProblem) {
        let document = JSONValue.parse(body)
        if status == 200 {
            guard let idToken = document?["id_token"]?.string else {
                throw .unexpectedResponse(document: "token", status: status)
            }
            self = .issued(
                idToken: idToken, refreshToken: document?["refresh_token"]?.string,
                accessToken: document?["access_token"]?.string)
            return
        }
        guard let error = document?["error"]?.string else {
            throw .unexpectedResponse(document: "token", status: status)
        }
        switch error {
        case "authorization_pending": self = .pending
        case "slow_down": self = .slowDown
        case "access_denied": throw .denied
        case "expired_token": throw .expired
        default: throw .refusedByProvider(error)
        }
    }
}

/// The token endpoint's answer to a refresh (RFC 6749 §6 and §5.1): the new access token, and a
/// new refresh token and an ID token when the provider sends them (OpenID Connect Core §12.2).
public struct TokenRefresh: Equatable, Sendable {
    public let idToken: String?
    public let refreshToken: String?
    public let accessToken: String

    /// The answer from the token endpoint's response; a refusal (an OAuth error: `invalid_grant`
    /// when the grant is over) or an answer that is neither throws. The status decides first: a
    /// server error, a timeout or a rate limit (5xx, 408, 429) is the provider not answering,
    /// whatever its body says.
    public init(status: Int, body: [UInt8]) throws(ProviderProblem) {
        let document = JSONValue.parse(body)
        guard status == 200 else {
            if !Self.notAnswering(status), let error = document?["error"]?.string {
                throw .refusedByProvider(error)
            }
            throw .unexpectedResponse(document: "token", status: status)
        }
        guard let accessToken = document?["access_token"]?.string, !accessToken.isEmpty else {
            throw .unexpectedResponse(document: "token", status: status)
        }
        self.accessToken = accessToken
        refreshToken = document?["refresh_token"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        idToken = document?["id_token"]?.string
    }

    /// A status that says the provider did not get to the request: a server error, a request
    /// timeout, too many requests.
    public static func notAnswering(_ status: Int) -> Bool {
        status >= 500 || status == 408 || status == 429
    }
}
