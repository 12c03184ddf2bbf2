/// The SSH client this process serves, as far as it may believe it: the public key it
/// authenticated with and its address; `none` for a local terminal or a claim not believed.
///
/// A process that is not elevated believes sshd's variables (`announced`): whoever could forge
/// them owns everything they would reach. The set-user-ID gate believes only a key ticket sshd
/// handed over (`vouched`, `KeyTicket`), and `SSH_CONNECTION`'s address only with one: a forged
/// address in the security log would have fail2ban ban someone else.
public struct SSHClient: Equatable, Sendable {
    /// SHA-256 of the client's public key blob, hex; nil when no key is believed.
    public var keyFingerprint: String?
    /// The client's address, empty when not known or not believed.
    public var address: String

    public init(keyFingerprint: String?, address: String) {
        self.keyFingerprint = keyFingerprint
        self.address = address
    }

    public static let none = SSHClient(keyFingerprint: nil, address: "")

    /// What sshd's variables say: the first `publickey` line of the `$SSH_USER_AUTH` file
    /// (`ExposeAuthInfo yes`) and `$SSH_CONNECTION`'s first word.
    public static func announced(
        by environment: [String: String], readFile: (String) -> String? = SessionScope.readSmallFile
    ) -> SSHClient {
        var key: String?
        if let path = environment["SSH_USER_AUTH"], !path.isEmpty, let methods = readFile(path) {
            for line in methods.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 3, words[0] == "publickey",
                    let fingerprint = AuthorizedKeys.fingerprint(ofKey: String(words[2]))
                else { continue }
                key = fingerprint
                break
            }
        }
        return SSHClient(keyFingerprint: key, address: address(in: environment))
    }

    /// What the set-user-ID gate believes: the key of the ticket it redeemed, and the address
    /// sshd set beside that ticket; nothing without one.
    public static func vouched(by ticket: KeyTicket.Redeemed?, environment: [String: String]) -> SSHClient {
        guard let ticket else { return .none }
        return SSHClient(keyFingerprint: ticket.fingerprint, address: address(in: environment))
    }

    private static func address(in environment: [String: String]) -> String {
        (environment["SSH_CONNECTION"] ?? "").split(separator: " ").first.map(String.init) ?? ""
    }
}
