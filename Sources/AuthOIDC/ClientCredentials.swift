/// Who this machine is at the provider: its client id, and for a confidential client the secret
/// the provider gave it (Google's device flow asks for one; so does a provider that revokes tokens
/// only for confidential clients).
///
/// A public client names itself with `client_id` in each form. A confidential one authenticates
/// each request to the token, device authorization and revocation endpoints as RFC 6749 §2.3.1
/// says, by the method the provider's metadata lists for that endpoint: HTTP Basic
/// (`client_secret_basic`, the default when it lists none), else the secret in the form
/// (`client_secret_post`); never both in one request.
public struct ClientCredentials: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    public let id: String
    /// Nil: a public client.
    public let secret: String?

    public init(id: String, secret: String? = nil) {
        self.id = id
        self.secret = secret
    }

    /// Printed (a test's failure, a debugger) without the secret.
    public var description: String {
        "ClientCredentials(id: \(id), secret: \(secret == nil ? "none" : "withheld"))"
    }

    public var customMirror: Mirror { Mirror(self, children: ["id": id], displayStyle: .struct) }

    /// How one request carries the credentials: the form's own fields, and the Basic
    /// credentials (form-encoded as §2.3.1 asks) when the method is `client_secret_basic`.
    struct Presented {
        var fields: [(String, String)]
        var basic: (user: String, password: String)?
    }

    /// `fields` with the client named as `methods` (the endpoint's
    /// `…_auth_methods_supported`, nil when the metadata lists none) allow; a confidential client
    /// whose provider lists neither secret method is refused before anything is sent.
    func present(_ fields: [(String, String)], methods: [String]?) throws(ProviderProblem) -> Presented {
        // RFC 8628 §3.1 and §3.4 keep `client_id` in the form even for an authenticated client.
        let named = fields + [("client_id", id)]
        guard let secret else { return Presented(fields: named) }
        let offered = methods ?? ["client_secret_basic"]
        if offered.contains("client_secret_basic") {
            return Presented(
                fields: named,
                basic: (ProviderConnection.percentEncoded(id), ProviderConnection.percentEncoded(secret)))
        }
        if offered.contains("client_secret_post") {
            return Presented(fields: named + [("client_secret", secret)])
        }
        throw .clientAuthenticationUnsupported
    }
}
