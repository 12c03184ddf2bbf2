import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// Whose remembered session a process uses.
///
/// On a shared Unix account reached over SSH (a `ForceCommand` gate), "the user" is not one person:
/// with `ExposeAuthInfo yes`, sshd names the public key the client authenticated with in the file
/// `$SSH_USER_AUTH`, and the session then belongs to that key, so one person's login never logs
/// the next person in. A client that authenticated without a key (password, keyboard-interactive)
/// gets nothing remembered. So does any SSH login without `$SSH_USER_AUTH` (`ExposeAuthInfo`
/// off): every client would otherwise share the Unix account's one session, and one person's
/// login would let the next one in (`sshNotice` is what to tell them).
///
/// An elevated gate (`ProcessPrivilege`, the SSH recipe's) serves everyone who can start it
/// from one data directory, and anyone can start it with any environment: it remembers only the
/// session of a key sshd vouched for with a ticket (`SSHClient.vouched`, `KeyTicket`), never a
/// key a program behind the gate names in `$SSH_USER_AUTH`.
public enum SessionScope: Equatable, Sendable {
    /// The Unix user's own: `session` in the data directory.
    case localUser
    /// One SSH client key's, by the SHA-256 of its public key blob (hex): `session-ssh-<hex>`.
    case sshKey(fingerprint: String)
    /// Nothing is remembered.
    case none

    /// The scope for `client` (what this process believes of its SSH client: `SSHClient`).
    /// `elevated`: an elevated gate's, which remembers a key's session or nothing.
    public static func from(environment: [String: String], client: SSHClient, elevated: Bool = false)
        -> SessionScope
    {
        if let fingerprint = client.keyFingerprint { return .sshKey(fingerprint: fingerprint) }
        // sshd said how the client authenticated, and it was not by a key (or said nothing).
        if elevated || !(environment["SSH_USER_AUTH"] ?? "").isEmpty { return .none }
        return isSSHWithoutAuthInfo(environment) ? .none : .localUser
    }

    /// The scope of a process that is not elevated, from sshd's variables.
    public static func from(
        environment: [String: String], readFile: (String) -> String? = SessionScope.readSmallFile
    ) -> SessionScope {
        from(environment: environment, client: .announced(by: environment, readFile: readFile))
    }

    /// The line for standard error (said once, at start) when nothing is remembered because sshd
    /// does not say which key logged in; nil otherwise.
    public static func sshNotice(environment: [String: String], client: SSHClient, elevated: Bool = false)
        -> String?
    {
        // The gate learns the key from a ticket, never from `ExposeAuthInfo`.
        if elevated {
            guard client.keyFingerprint == nil else { return nil }
            return Message(
                "ssh.no-key-ticket",
                "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket "
                    + "(see the recipe in docs/ssh-gate.md)"
            ).text
        }
        guard isSSHWithoutAuthInfo(environment) else { return nil }
        return Message(
            "ssh.no-auth-info",
            "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config "
                + "(every client would share one); each connection must log in"
        ).text
    }

    private static func isSSHWithoutAuthInfo(_ environment: [String: String]) -> Bool {
        let connection = environment["SSH_CONNECTION"] ?? ""
        let authInfo = environment["SSH_USER_AUTH"] ?? ""
        return !connection.isEmpty && authInfo.isEmpty
    }

    /// Who registers, for the registration throttle: the key, else the Unix user.
    public var registrationOrigin: RegistrationOrigin {
        if case .sshKey(let fingerprint) = self { return .sshKey(fingerprint: fingerprint) }
        return .unixUser
    }

    /// The session file's name in the data directory, or nil when nothing is remembered.
    public var fileName: String? {
        switch self {
        case .localUser: AccountService.sessionFileName
        case .sshKey(let fingerprint): "\(AccountService.sessionFileName)-ssh-\(fingerprint)"
        case .none: nil
        }
    }

    /// Up to 64 KiB of a file (sshd's auth info is a few lines), or nil when it cannot be read.
    public static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &bytes, bytes.count)
        guard count >= 0 else { return nil }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }
}
