import AuthProcess
import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// Where an event came from: the Unix user running authtui, the SSH client's address and the
/// fingerprint of the key it authenticated with (when sshd says), and the terminal.
///
/// Read once from the process (`current`): the values are the process's own and a person cannot
/// type them, but an SSH client chooses its `TERM` and, through `SetEnv`, nothing here; the
/// address comes from `SSH_CONNECTION`, which sshd sets. Empty text means "not known".
public struct EventOrigin: Sendable, Equatable {
    public var unixUser: String
    /// The SSH client's address, empty for a local terminal.
    public var address: String
    /// `SHA256:<base64>` of the client's public key, as `ssh-keygen -l` and sshd's log print it.
    public var sshKey: String
    /// The controlling terminal (`/dev/pts/3`).
    public var terminal: String

    public init(unixUser: String, address: String, sshKey: String, terminal: String) {
        self.unixUser = unixUser
        self.address = address
        self.sshKey = sshKey
        self.terminal = terminal
    }

    /// Nothing known (tests, tools).
    public static let unknown = EventOrigin(unixUser: "", address: "", sshKey: "", terminal: "")

    /// This process's origin: the user who started it (the person, also behind the set-user-ID
    /// gate: `ProcessPrivilege.caller`), what it believes of its SSH client (`SSHClient`: sshd's
    /// variables, or for the gate a key ticket), and the terminal on standard input (else
    /// standard error).
    public static func current(environment: [String: String], client: SSHClient? = nil) -> EventOrigin {
        var user = ""
        if let entry = getpwuid(ProcessPrivilege.caller), let name = entry.pointee.pw_name {
            user = String(cString: name)
        }
        let client = client ?? .announced(by: environment)
        var key = ""
        if let fingerprint = client.keyFingerprint {
            key = "SHA256:" + base64WithoutPadding(hexBytes(fingerprint))
        }
        var terminal = ""
        for descriptor: Int32 in [0, 2] where isatty(descriptor) == 1 {
            if let name = ttyname(descriptor) {
                terminal = String(cString: name)
                break
            }
        }
        return EventOrigin(unixUser: user, address: client.address, sshKey: key, terminal: terminal)
    }

    /// Where, in a few words a person knows, for `Last sign-in: … from <where>`: the SSH client's
    /// address, else the fingerprint of the key it used; nil for this computer (a terminal's
    /// name, `pts/2`, means nothing to most, so the sentence says `on this computer`).
    public var remotePlace: String? {
        if !address.isEmpty { return address }
        if !sshKey.isEmpty { return sshKey }
        return nil
    }

    /// The place as a summary stores it: nil for a local process with no terminal.
    private var storedPlace: String? {
        if !address.isEmpty { return address }
        if terminal.hasPrefix("/dev/") { return String(terminal.dropFirst(5)) }
        return terminal.isEmpty ? nil : terminal
    }

    private static let thisComputer = Message("origin.this-computer", "this computer")
    /// How a summary stores a place it does not know (`storedPlace` nil).
    private static let storedThisMachine = "this machine"

    /// One line for a session's `where from`, as the sessions table stores it, the same in every
    /// language: the place, then the SSH key and the Unix user when known (`198.51.100.7 key
    /// SHA256:… user guest`). `described(summary:)` puts it into words.
    public var summary: String {
        var words = [storedPlace ?? Self.storedThisMachine]
        if !sshKey.isEmpty { words.append("key \(sshKey)") }
        if !unixUser.isEmpty { words.append("user \(unixUser)") }
        return words.joined(separator: " ")
    }

    /// A stored `summary` as the person reads it, in their language (`pts/2, user ada`); a text
    /// in no known shape is returned as it is.
    public static func described(summary: String) -> String {
        var words = summary.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        func take(_ marker: String) -> String? {
            guard words.count >= 3, words[words.count - 2] == marker else { return nil }
            defer { words.removeLast(2) }
            return words[words.count - 1]
        }
        let user = take("user")
        let key = take("key")
        let stored = words.joined(separator: " ")
        // An SSH client's address as stored; a terminal's name or none is this computer.
        let place = isAddress(stored) ? stored : thisComputer.text
        switch (key, user) {
        case (nil, nil): return place
        case (nil, let user?): return Message("origin.place-user", "%1$s, user %2$s")(place, user)
        case (let key?, nil): return Message("origin.place-key", "%1$s, key %2$s")(place, key)
        case (let key?, let user?):
            return Message("origin.place-key-user", "%1$s, key %2$s, user %3$s")(place, key, user)
        }
    }

    private static func isAddress(_ text: String) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, text, &bytes) == 1 || inet_pton(AF_INET6, text, &bytes) == 1
    }

    private static func hexBytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex), index != hex.endIndex {
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return [] }
            bytes.append(byte)
            index = next
        }
        return bytes
    }

    /// OpenSSH's fingerprint spelling: standard base64 with the `=` padding dropped.
    static func base64WithoutPadding(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count {
                text.append(alphabet[Int((value >> (18 - 6 * position)) & 63)])
            }
            index += 3
        }
        return text
    }
}
