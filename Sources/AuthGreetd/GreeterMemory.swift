import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// What the greeter remembers between its runs: the last user, and each user's last session.
///
/// It lives in `greeter-memory` in a directory of the greeter's own user (`/var/cache/authtui-greet`
/// by default). It is read only when both the directory and the file belong to the user the
/// greeter runs as and nobody else can write them: a file another user wrote (or could have
/// written) is ignored, not trusted, since its user name is offered to whoever sits down next.
public struct GreeterMemory: Equatable, Sendable {
    /// The file's name inside the directory.
    public static let fileName = "greeter-memory"
    /// Users remembered at most (the oldest are forgotten first).
    static let capacity = 64

    public var lastUser: String?
    /// User name → session id (`DesktopSession.id`), most recent last.
    public private(set) var sessions: [(user: String, session: String)] = []

    public init(lastUser: String? = nil) { self.lastUser = lastUser }

    /// The last session `user` started.
    public func session(of user: String) -> String? { sessions.last { $0.user == user }?.session }

    /// `user` started `session`: both are remembered.
    public mutating func remember(user: String, session: String) {
        guard Self.isStorable(user), Self.isStorable(session) else { return }
        lastUser = user
        sessions.removeAll { $0.user == user }
        sessions.append((user, session))
        if sessions.count > Self.capacity { sessions.removeFirst(sessions.count - Self.capacity) }
    }

    public static func == (lhs: GreeterMemory, rhs: GreeterMemory) -> Bool {
        lhs.lastUser == rhs.lastUser && lhs.sessions.elementsEqual(rhs.sessions) { $0 == $1 }
    }

    // MARK: The file

    /// Why a memory could not be read: nothing was remembered yet, or what was there is not trusted.
    public enum Problem: Error, Equatable, Sendable {
        case nothingYet
        /// `path` is not used: `why` (`written by another user (uid 1000)`).
        case notTrusted(path: String, why: String)
        case unreadable(String)

        /// The problem as one line for the screen and the log.
        public var sentence: String {
            switch self {
            case .nothingYet: Message("greeter.memory.nothing", "Nothing remembered yet").text
            case .notTrusted(let path, let why):
                Message("greeter.memory.not-trusted", "Not using %1$s: %2$s")(path, why)
            case .unreadable(let what): Message("greeter.memory.unreadable", "Not using %1$s")(what)
            }
        }
    }

    /// The memory in `directory`, or why none is used.
    public static func read(from directory: String) -> Result<GreeterMemory, Problem> {
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            return errno == ENOENT
                ? .failure(.nothingYet) : .failure(.unreadable("\(directory): \(reason())"))
        }
        defer { close(folder) }
        if let why = distrust(folder) { return .failure(.notTrusted(path: directory, why: why)) }
        let file = openat(folder, fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else {
            return errno == ENOENT
                ? .failure(.nothingYet) : .failure(.unreadable("\(directory)/\(fileName): \(reason())"))
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(
                .notTrusted(
                    path: "\(directory)/\(fileName)",
                    why: Message("greeter.memory.not-regular", "not a regular file").text))
        }
        if let why = distrust(file) {
            return .failure(.notTrusted(path: "\(directory)/\(fileName)", why: why))
        }
        guard let text = readSmall(descriptor: file) else {
            return .failure(.unreadable("\(directory)/\(fileName): unreadable or too large"))
        }
        return .success(parse(text))
    }

    /// Writes the memory into `directory` (created, mode 0700, when missing), replacing the file
    /// at once (a new file renamed over the old: a reader sees the old or the new, never half).
    public func write(to directory: String) throws(Problem) {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw .unreadable("\(directory): \(Self.reason())")
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { throw .unreadable("\(directory): \(Self.reason())") }
        defer { close(folder) }
        if let why = Self.distrust(folder) { throw .notTrusted(path: directory, why: why) }
        var template = Array("\(directory)/.\(Self.fileName).XXXXXX".utf8CString)
        // mkstemp: a new file, mode 0600, that nobody else can have opened.
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { throw .unreadable("\(directory): \(Self.reason())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeMutableBytes {
                Glibc.write(file, $0.baseAddress, $0.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        bytes.removeAll()
        let synced = fsync(file) == 0
        close(file)
        guard written == text.utf8.count, synced, rename(temporary, "\(directory)/\(Self.fileName)") == 0
        else {
            let reason = Self.reason()
            unlink(temporary)
            throw .unreadable("\(directory)/\(Self.fileName): \(reason)")
        }
    }

    /// One line a fact: `user NAME`, `session NAME ID`, tab-separated.
    var text: String {
        var lines: [String] = []
        if let lastUser { lines.append("user\t\(lastUser)") }
        for (user, session) in sessions { lines.append("session\t\(user)\t\(session)") }
        return lines.map { $0 + "\n" }.joined()
    }

    static func parse(_ text: String) -> GreeterMemory {
        var memory = GreeterMemory()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "user" where fields.count == 2 && isStorable(fields[1]): memory.lastUser = fields[1]
            case "session" where fields.count == 3:
                let last = memory.lastUser
                memory.remember(user: fields[1], session: fields[2])
                memory.lastUser = last
            default: continue
            }
        }
        return memory
    }

    /// A name that fits on one line of the file and in a terminal: printable, no tabs, bounded.
    static func isStorable(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 256
            && text.unicodeScalars.allSatisfy {
                $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
            }
    }

    /// Why `descriptor` cannot be trusted (another owner, or writable by others); nil when it can.
    private static func distrust(_ descriptor: Int32) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return reason() }
        if status.st_uid != geteuid() {
            return Message(
                "greeter.memory.another-user", "written by another user (uid %1$s, not the greeter's %2$s)")(
                    String(status.st_uid), String(geteuid()))
        }
        if status.st_mode & 0o022 != 0 {
            return Message("greeter.memory.writable", "others can write to it (mode %1$s)")(
                String(status.st_mode & 0o777, radix: 8))
        }
        return nil
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
