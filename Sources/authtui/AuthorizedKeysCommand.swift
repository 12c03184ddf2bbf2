import AuthCommandLine
import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui authorized-keys FILE TYPE KEY`: sshd's `AuthorizedKeysCommand` for the set-user-ID
/// gate, run by sshd as the store's owner (`AuthorizedKeysCommandUser`) for each key a client
/// offers. It prints FILE's lines for that key, each with a fresh one-time ticket that sshd hands
/// to the session if the client proves it holds the key (`KeyTicket`); nothing for another key,
/// so sshd refuses it. Status 0 either way (sshd reads the output), 3 when no ticket can be made
/// (then sshd gets no line, and the client no login by this key).
enum AuthorizedKeysCommand {
    static func run(_ options: LaunchOptions, file: String, keyType: String, key: String) -> Int32 {
        // sshd's privileged monitor for this connection: the ticket's session must descend from it.
        guard let monitor = ProcessLineage.record(of: getppid()), monitor.realUser == 0 else {
            writeError(
                Message(
                    "authorized-keys.not-sshd",
                    "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
                ).text)
            return 3
        }
        // The keys file must be root's and nobody else's to write, as sshd asks of its own
        // `AuthorizedKeysFile`: a key planted in it would be a login.
        let text: String
        switch TrustedFile.read(file) {
        case .success(let read?): text = read
        case .success(nil):
            writeError(
                Message("authorized-keys.no-file", "authtui authorized-keys: %1$s does not exist")(file))
            return 3
        case .failure(let error):
            writeError("authtui authorized-keys: \(error.message)")
            return 3
        }
        let lines = AuthorizedKeys.matching(text, keyType: keyType, key: key)
        guard !lines.isEmpty else { return 0 }
        guard let fingerprint = AuthorizedKeys.fingerprint(ofKey: key) else { return 0 }
        let ticket: String
        do throws(AccountError) {
            ticket = try KeyTicket.issue(
                fingerprint: fingerprint, connection: monitor.stamp, dataDirectory: options.dataDirectory,
                now: SystemWallClock().now())
        } catch {
            writeError("authtui authorized-keys: \(error.message)")
            return 3
        }
        print(
            lines.map { AuthorizedKeys.withTicket(ticket, options: $0.options, line: $0.line) }.joined(
                separator: "\n"))
        return 0
    }

}
