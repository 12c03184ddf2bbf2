import AuthText

/// Why a sign-in through an OpenID provider stopped before an ID token was checked: the network,
/// the provider's documents, or the person's answer at the provider (`message` says which).
///
/// As with `IDTokenRefusal`, what the provider writes reaches a sentence only cut short to
/// printable ASCII (`IDTokenRefusal.shown`), and an address only as this client's configuration
/// or discovery gave it.
public enum ProviderProblem: Error, Equatable, Sendable {
    /// libcurl cannot be loaded.
    case libraryMissing
    /// An address that is neither `https://` nor (when allowed) `http://` to loopback.
    case insecureAddress(String)
    /// No connection, or it broke (libcurl's reason).
    case unreachable(host: String, detail: String)
    /// The provider's certificate is not trusted (libcurl's reason).
    case untrusted(host: String, detail: String)
    case timedOut(host: String)
    /// A response larger than `ProviderConnection.maxBytes`.
    case tooLarge
    /// The request's task was cancelled (the person backed out).
    case cancelled
    /// A document that is not what the standard says (the discovery document, the key set, the
    /// device authorization): which one, by its short name.
    case unexpectedResponse(document: String, status: Int)
    /// The discovery document names another issuer than the one configured.
    case issuerMismatch
    /// The provider offers no device authorization (no `device_authorization_endpoint`).
    case noDeviceFlow
    /// The person refused at the provider (`access_denied`).
    case denied
    /// The code expired before anyone approved it (`expired_token`, or its `expires_in` ran out).
    case expired
    /// Another OAuth error (RFC 6749 §5.2), its code as the provider gave it.
    case refusedByProvider(String)
    /// A client secret is configured, and the provider lists neither way to send it that this
    /// client knows (`client_secret_basic`, `client_secret_post`).
    case clientAuthenticationUnsupported

    static let libraryMissingMessage = Message(
        "oidc.provider.no-curl", "The identity provider cannot be reached: libcurl cannot be loaded")
    static let insecureAddressMessage = Message(
        "oidc.provider.insecure", "Refusing to talk to the identity provider over plain HTTP: %1$s")
    static let unreachableMessage = Message(
        "oidc.provider.unreachable", "The identity provider %1$s cannot be reached (%2$s)")
    static let untrustedMessage = Message(
        "oidc.provider.untrusted", "The identity provider %1$s is not trusted: %2$s")
    static let timedOutMessage = Message(
        "oidc.provider.timed-out", "The identity provider %1$s did not answer in time")
    static let tooLargeMessage = Message(
        "oidc.provider.too-large", "The identity provider sent more than this sign-in reads")
    static let cancelledMessage = Message("oidc.provider.cancelled", "Sign-in cancelled")
    static let unexpectedResponseMessage = Message(
        "oidc.provider.unexpected", "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
    )
    static let issuerMismatchMessage = Message(
        "oidc.provider.issuer", "The identity provider does not call itself %1$s")
    static let noDeviceFlowMessage = Message(
        "oidc.provider.no-device-flow", "The identity provider does not offer sign-in with a code")
    static let deniedMessage = Message("oidc.provider.denied", "The sign-in was denied")
    static let expiredMessage = Message(
        "oidc.provider.expired", "The code expired before the sign-in was approved")
    static let refusedMessage = Message("oidc.provider.refused", "The identity provider refused: %1$s")
    static let clientAuthenticationMessage = Message(
        "oidc.provider.client-authentication",
        "The identity provider takes the client secret neither as HTTP Basic nor in the form")

    /// The reason in the person's language; `issuer` is this client's configured issuer.
    public func message(issuer: String) -> String {
        switch self {
        case .libraryMissing: Self.libraryMissingMessage.text
        case .insecureAddress(let address): Self.insecureAddressMessage(Self.shown(address))
        case .unreachable(let host, let detail): Self.unreachableMessage(Self.shown(host), Self.shown(detail))
        case .untrusted(let host, let detail): Self.untrustedMessage(Self.shown(host), Self.shown(detail))
        case .timedOut(let host): Self.timedOutMessage(Self.shown(host))
        case .tooLarge: Self.tooLargeMessage.text
        case .cancelled: Self.cancelledMessage.text
        case .unexpectedResponse(let document, let status): Self.unexpectedResponseMessage(document, status)
        case .issuerMismatch: Self.issuerMismatchMessage(issuer)
        case .noDeviceFlow: Self.noDeviceFlowMessage.text
        case .denied: Self.deniedMessage.text
        case .expired: Self.expiredMessage.text
        case .refusedByProvider(let code): Self.refusedMessage(IDTokenRefusal.shown(code))
        case .clientAuthenticationUnsupported: Self.clientAuthenticationMessage.text
        }
    }

    /// Text from the network or from libcurl as it may appear in a sentence: printable ASCII and
    /// spaces, 120 characters at most.
    static func shown(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.filter { (0x20...0x7E).contains($0.value) }).prefix(
                120))
    }
}
