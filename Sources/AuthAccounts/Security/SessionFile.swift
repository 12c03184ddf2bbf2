import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// Why a remembered session was not used; in every case the file (or the link) has been removed
/// and the user is simply asked to log in.
public enum SessionRefusal: Sendable, Equatable {
    case symbolicLink
    case notRegularFile
    case readableByOthers
    case ownedBySomeoneElse
    case malformed
    case fromAnotherStore
    case unknownToken
    case expired
    /// The session was made by another way of signing in than this login's (the account store's,
    /// another identity provider's, or the same provider for another client).
    case anotherSignInMethod
    /// The identity provider's grant kept with the session does not open with its token.
    case sealedGrantDamaged
    /// The authenticator that made it ended it (`Restored.ended`): its words, already the person's.
    case ended(String)

    /// The security log's detail when a login refuses another way's session (`anotherSignInMethod`).
    public static let anotherSignInMethodDetail = "this login signs in another way"

    /// A one-line warning the app may show or log, in the person's language.
    public var message: String {
        switch self {
        case .symbolicLink:
            Message("session-refusal.symbolic-link", "Please log in: the session file is a symbolic link.")
                .text
        case .notRegularFile:
            Message("session-refusal.not-regular", "Please log in: the session file is not a regular file.")
                .text
        case .readableByOthers:
            Message(
                "session-refusal.readable-by-others",
                "Please log in: the session file was readable by other users."
            ).text
        case .ownedBySomeoneElse:
            Message(
                "session-refusal.owned-by-another", "Please log in: the session file belongs to another user."
            )
            .text
        case .malformed:
            Message("session-refusal.damaged", "Please log in: the session file is damaged.").text
        case .fromAnotherStore:
            Message(
                "session-refusal.another-store",
                "Please log in: the session belongs to another account database."
            ).text
        case .unknownToken: Message("session-refusal.revoked", "Please log in: the session was revoked.").text
        case .expired: Message("session-refusal.expired", "Please log in: the session has expired.").text
        case .anotherSignInMethod:
            Message(
                "session-refusal.another-sign-in-method",
                "Please log in: the session was made by another way of signing in."
            ).text
        case .sealedGrantDamaged:
            Message(
                "session-refusal.sealed-grant-damaged",
                "Please log in: the identity provider's sign-in kept with the session is damaged."
            ).text
        case .ended(let reason): reason
        }
    }
}

/// The remembered-session file in the data directory: the session token and the identifier of the
/// store that issued it, mode 0600, replaced atomically.
///
/// Reading is paranoid in the ssh-key way: a symlink, a file another user could read, a file owned
/// by someone else, or anything not in the exact format is refused and removed without its
/// contents being trusted. The file never holds a password.
public struct SessionFile: Sendable {
    /// Outcome of reading the file.
    enum Reading: Equatable {
        case absent
        case token(SessionToken)
        case refused(SessionRefusal)
    }

    static let header = "authtui-session 1"
    static let maximumSize = 512

    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Reads the token written for the store `storeID`; refusals remove the file.
    func read(expectedStoreID storeID: String) -> Reading {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        if let refusal = Self.refusal(for: info) {
            unlink(path)
            return .refused(refusal)
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            unlink(path)
            return .refused(errno == ELOOP ? .symbolicLink : .malformed)
        }
        defer { close(descriptor) }
        // Check the opened file again: it may have been swapped between lstat and open.
        guard fstat(descriptor, &info) == 0 else { return remove(.malformed) }
        if let refusal = Self.refusal(for: info) { return remove(refusal) }
        var buffer = [UInt8](repeating: 0, count: Self.maximumSize + 1)
        var length = 0
        while length < buffer.count {
            let got = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + length, $0.count - length)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            length += got
        }
        guard length <= Self.maximumSize, let (fileStore, token) = Self.parse(buffer[..<length]) else {
            return remove(.malformed)
        }
        guard fileStore == storeID else { return remove(.fromAnotherStore) }
        return .token(token)
    }

    /// Writes the file atomically: a fresh temporary file (`O_EXCL|O_NOFOLLOW`, 0600), fsync,
    /// rename over the old one, fsync of the directory.
    func write(_ token: SessionToken, storeID: String) throws(AccountError) {
        let contents = Array("\(Self.header)\nstore \(storeID)\ntoken \(token.hex)\n".utf8)
        let suffix = Sodium.randomBytes(6).map { String($0, radix: 16) }.joined()
        let temporary = "\(directory)/.session-\(suffix).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        var written = 0
        var ok = fchmod(descriptor, 0o600) == 0
        while ok, written < contents.count {
            let count = contents.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0, errno == EINTR { continue }
            ok = count > 0
            written += max(count, 0)
        }
        ok = ok && fsync(descriptor) == 0
        let error = failure("cannot write \(temporary)")
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw ok ? failure("cannot replace \(path)") : error
        }
        syncDirectory()
    }

    /// Removes `.session-*.tmp` files in `directory` older than `age` seconds: what a write that
    /// was killed between create and rename leaves (a younger one may be another process's
    /// write in flight). Returns how many went.
    @discardableResult
    static func removeStaleTemporaryFiles(in directory: String, olderThan age: Double = 60) -> Int {
        guard let listing = opendir(directory) else { return 0 }
        defer { closedir(listing) }
        var removed = 0
        let now = Double(time(nil))
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(".session-"), name.hasSuffix(".tmp") else { continue }
            var info = stat()
            let path = "\(directory)/\(name)"
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                now - Double(info.st_mtim.tv_sec) > age
            else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Deletes the file (sign-out, account deletion, refusal); a missing file is fine.
    func remove() {
        unlink(path)
        syncDirectory()
    }

    private func remove(_ refusal: SessionRefusal) -> Reading {
        remove()
        return .refused(refusal)
    }

    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func syncDirectory() {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ what: String) -> AccountError {
        .storeUnavailable("\(what): \(String(cString: strerror(errno)))")
    }

    /// Refusals decided from metadata alone (before any byte is read). Mode bits are checked
    /// directly, so the rule also holds when running as root.
    private static func refusal(for info: stat) -> SessionRefusal? {
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFREG: break
        default: return .notRegularFile
        }
        if info.st_uid != geteuid() { return .ownedBySomeoneElse }
        if info.st_mode & 0o077 != 0 { return .readableByOthers }
        return nil
    }

    /// Exactly: header line, `store <id>` line, `token <64 hex>` line, each ending in a newline.
    static func parse(_ bytes: ArraySlice<UInt8>) -> (String, SessionToken)? {
        guard bytes.last == UInt8(ascii: "\n"), let text = String(validating: bytes, as: UTF8.self) else {
            return nil
        }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0] == header, lines[1].hasPrefix("store "),
            lines[2].hasPrefix("token "),
            let token = SessionToken(hex: lines[2].dropFirst("token ".count))
        else { return nil }
        let store = lines[1].dropFirst("store ".count)
        guard !store.isEmpty, store.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        return (String(store), token)
    }
}
