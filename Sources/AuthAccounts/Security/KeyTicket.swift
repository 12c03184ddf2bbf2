import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// A one-time ticket that says which public key sshd accepted, for the set-user-ID gate
/// (issue 44 #1).
///
/// The gate runs for whoever can start it, with whatever environment, name and parents they
/// arrange, so `$SSH_USER_AUTH` (a file the shared user writes) proves nothing there. Instead sshd
/// asks `authtui authorized-keys` (its `AuthorizedKeysCommand`, run as the store's owner) about
/// each key a client offers; for a key in the keys file it issues a ticket: 32 random bytes, of
/// which only a hash names a file in the data directory's `key-tickets` folder (the store
/// owner's, 0700), holding the key's fingerprint and the sshd process that asked (the
/// connection's privileged monitor). sshd hands the accepted key's ticket to the session in
/// `AUTHTUI_KEY_TICKET` (an `environment=` option, allowed by `PermitUserEnvironment
/// AUTHTUI_KEY_TICKET`), never on a command line. The gate redeems it once: only within
/// `lifetime`, and only from a process that descends from that monitor, so a ticket read by
/// someone else on its way is worth nothing outside its own connection.
public enum KeyTicket {
    /// The session's variable that carries the ticket.
    public static let variable = "AUTHTUI_KEY_TICKET"
    /// The folder in the data directory.
    static let folderName = "key-tickets"
    /// Seconds a ticket may wait for its session: sshd's `LoginGraceTime` default.
    public static let lifetime: Double = 120

    /// What a redeemed ticket says: the accepted key's fingerprint (SHA-256 of its blob, hex).
    public struct Redeemed: Equatable, Sendable {
        public let fingerprint: String

        public init(fingerprint: String) { self.fingerprint = fingerprint }
    }

    /// Issues a ticket for the key `fingerprint`, redeemable from processes that descend from
    /// `connection`; the ticket's text (64 hexadecimal digits). Expired tickets are removed.
    public static func issue(
        fingerprint: String, connection: ProcessStamp, dataDirectory: String, now: Double
    ) throws(AccountError) -> String {
        let folder = try prepareFolder(in: dataDirectory)
        removeExpired(in: folder, now: now)
        let secret = Sodium.randomBytes(32)
        let record = "\(fingerprint) \(connection.pid) \(connection.startTime) \(Int64(now))\n"
        let temporary = "\(folder)/.new-\(hex(Sodium.randomBytes(8)))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .storeUnavailable("cannot write a key ticket: \(lastError)") }
        var bytes = Array(record.utf8)
        let written = write(descriptor, &bytes, bytes.count)
        close(descriptor)
        guard written == bytes.count, rename(temporary, "\(folder)/\(fileName(for: secret))") == 0 else {
            unlink(temporary)
            throw .storeUnavailable("cannot write a key ticket: \(lastError)")
        }
        return hex(secret)
    }

    /// The key `ticket` was issued for, once: nil when it is malformed, unknown, already used,
    /// expired, or presented by a process that does not descend from the sshd process it was
    /// issued to (then it stays for its own connection).
    public static func redeem(
        _ ticket: String, dataDirectory: String, now: Double,
        descendsFrom: (ProcessStamp) -> Bool = { ProcessLineage.descendsFrom($0) }
    ) -> Redeemed? {
        guard let secret = bytes(fromHex: ticket), secret.count == 32 else { return nil }
        let path = "\(dataDirectory)/\(folderName)/\(fileName(for: secret))"
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        close(descriptor)
        guard count > 0 else { return nil }
        let words = String(decoding: buffer.prefix(count), as: UTF8.self).split(
            whereSeparator: \.isWhitespace)
        guard words.count == 4, words[0].count == 64, let pid = pid_t(words[1]), let start = UInt64(words[2]),
            let issued = Double(words[3])
        else { return nil }
        guard now - issued <= lifetime, issued <= now + 5 else {
            unlink(path)
            return nil
        }
        guard descendsFrom(ProcessStamp(pid: pid, startTime: start)) else { return nil }
        // The one who removes it redeems it: two gates racing for one ticket cannot both win.
        guard unlink(path) == 0 else { return nil }
        return Redeemed(fingerprint: String(words[0]))
    }

    private static func prepareFolder(in dataDirectory: String) throws(AccountError) -> String {
        try DataDirectory.prepare(dataDirectory)
        let folder = "\(dataDirectory)/\(folderName)"
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            throw .storeUnavailable("cannot create \(folder): \(lastError)")
        }
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
            info.st_mode & 0o077 == 0
        else { throw .storeUnavailable("\(folder) must be a folder of this user's alone (mode 0700)") }
        return folder
    }

    private static func removeExpired(in folder: String, now: Double) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard lstat("\(folder)/\(name)", &info) == 0 else { continue }
            if now - Double(info.st_mtim.tv_sec) > lifetime { unlink("\(folder)/\(name)") }
        }
    }

    /// Only the secret's hash names its file: a listing of the folder gives away no ticket.
    private static func fileName(for secret: [UInt8]) -> String { hex(Sodium.sha256(secret)) }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    private static func bytes(fromHex text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// The lines of an `authorized_keys` file that sshd's `AuthorizedKeysCommand` hands back for one
/// offered key, each with the key's ticket added as an `environment=` option (the line's own
/// options, such as `from=` or `restrict`, are kept).
public enum AuthorizedKeys {
    /// The lines of `file` for the key `keyType` `key` (sshd's `%t` and `%k`), without options.
    public static func matching(_ file: String, keyType: String, key: String) -> [(
        options: String, line: String
    )] {
        var found: [(String, String)] = []
        for raw in file.split(separator: "\n") {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty || line.hasPrefix("#") { continue }
            var rest = line
            var options = ""
            if !isKeyType(rest.prefix(while: { $0 != " " && $0 != "\t" })) {
                // Options: up to the first blank outside double quotes.
                var quoted = false
                var end = rest.startIndex
                while end < rest.endIndex, quoted || (rest[end] != " " && rest[end] != "\t") {
                    if rest[end] == "\"" { quoted.toggle() }
                    if rest[end] == "\\", rest.index(after: end) < rest.endIndex {
                        end = rest.index(after: end)
                    }
                    end = rest.index(after: end)
                }
                options = String(rest[..<end])
                rest = rest[end...].drop(while: { $0 == " " || $0 == "\t" })
            }
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, words[0] == keyType, words[1] == key else { continue }
            found.append((options, String(rest)))
        }
        return found
    }

    /// `line` with `ticket` added to its options.
    public static func withTicket(_ ticket: String, options: String, line: String) -> String {
        let added = "environment=\"\(KeyTicket.variable)=\(ticket)\""
        return (options.isEmpty ? added : "\(added),\(options)") + " " + line
    }

    /// The SHA-256 of a key's blob (`%k`, base64), hex, as sessions and the security log name it.
    public static func fingerprint(ofKey key: String) -> String? {
        guard let blob = Sodium.base64Decoded(key), !blob.isEmpty else { return nil }
        return KeyTicket.hex(Sodium.sha256(blob))
    }

    private static func isKeyType(_ word: Substring) -> Bool {
        word.hasPrefix("ssh-") || word.hasPrefix("ecdsa-sha2-") || word.hasPrefix("sk-")
    }
}
