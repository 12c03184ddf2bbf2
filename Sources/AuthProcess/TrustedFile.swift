import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// A file only root can have written, checked as sudo checks its `sudoers`: the file and every
/// folder above it belong to root and no one else may write them, and the file is a regular
/// file reached without following a link at its end. What a set-user-ID gate takes from such a
/// file (its store, its data directory) cannot come from the person who starts it. A person's
/// own file is checked as ssh checks `~/.ssh/config` (`read(_:ownedBy:)`).
public enum TrustedFile {
    /// The file's text, nil when it does not exist, or why it cannot be trusted or read.
    public static func read(_ path: String) -> Result<String?, TrustedFileError> {
        guard path.hasPrefix("/") else { return .failure(.untrusted(path, .notAbsolute)) }
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += "/\(component)"
            var info = stat()
            guard lstat(folder, &info) == 0 else {
                return errno == ENOENT ? .success(nil) : .failure(.unreadable(folder, errno))
            }
            if let problem = problem(with: info, isFolder: true) {
                return .failure(.untrusted(folder, problem))
            }
        }
        var rootInfo = stat()
        if stat("/", &rootInfo) == 0, let problem = problem(with: rootInfo, isFolder: true) {
            return .failure(.untrusted("/", problem))
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .success(nil) : .failure(.unreadable(path, errno))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(path, errno)) }
        if let problem = problem(with: info, isFolder: false) { return .failure(.untrusted(path, problem)) }
        return readAll(descriptor, path: path)
    }

    /// A person's own file (their configuration): the text of a regular file that belongs to
    /// `user` or to root and that nobody else may write, as ssh asks of `~/.ssh/config`; nil when
    /// it does not exist. A link is followed (dotfiles are often links), and the file it reaches
    /// is what is checked.
    public static func read(_ path: String, ownedBy user: uid_t) -> Result<String?, TrustedFileError> {
        readOwn(path, ownedBy: user, othersMayRead: true)
    }

    /// A secret the person keeps in a file (a client secret): as `read(_:ownedBy:)`, and nobody but
    /// its owner may read it either, as ssh asks of a private key; nil when it does not exist.
    public static func readSecret(_ path: String, ownedBy user: uid_t) -> Result<String?, TrustedFileError> {
        readOwn(path, ownedBy: user, othersMayRead: false)
    }

    /// The checks of a person's own file, on the one descriptor that is then read.
    private static func readOwn(_ path: String, ownedBy user: uid_t, othersMayRead: Bool)
        -> Result<String?, TrustedFileError>
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .success(nil) : .failure(.unreadable(path, errno))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(path, errno)) }
        if info.st_mode & S_IFMT != S_IFREG { return .failure(.untrusted(path, .notARegularFile)) }
        if info.st_uid != user, info.st_uid != 0 {
            return .failure(.untrusted(path, .notTheUsers(uid: info.st_uid, user: user)))
        }
        if !othersMayRead, info.st_mode & (S_IRWXG | S_IRWXO) != 0 {
            return .failure(.untrusted(path, .readableByOthersThanItsOwner(mode: info.st_mode & 0o7777)))
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return .failure(.untrusted(path, .writableByOthersThanItsOwner(mode: info.st_mode & 0o7777)))
        }
        return readAll(descriptor, path: path)
    }

    /// The rest of an open file, up to 1 MiB.
    private static func readAll(_ descriptor: Int32, path: String) -> Result<String?, TrustedFileError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= 1 << 20 {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(path, errno)) }
            if count == 0 { return .success(String(decoding: bytes, as: UTF8.self)) }
            bytes += chunk.prefix(count)
        }
        return .failure(.untrusted(path, .tooLarge))
    }

    private static func problem(with info: stat, isFolder: Bool) -> TrustedFileError.Problem? {
        let kind = info.st_mode & S_IFMT
        if isFolder, kind != S_IFDIR { return .notAFolder }
        if !isFolder, kind != S_IFREG { return .notARegularFile }
        if info.st_uid != 0 { return .notRoots(uid: info.st_uid) }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 { return .writableByOthers(mode: info.st_mode & 0o7777) }
        return nil
    }
}

/// Why a file that must be root's cannot be used.
public enum TrustedFileError: Error, Equatable, Sendable {
    /// What is wrong with a file or a folder above it.
    public enum Problem: Equatable, Sendable {
        case notAbsolute, notAFolder, notARegularFile, tooLarge
        case notRoots(uid: uid_t)
        case writableByOthers(mode: mode_t)
        /// A person's file that belongs to neither them nor root.
        case notTheUsers(uid: uid_t, user: uid_t)
        case writableByOthersThanItsOwner(mode: mode_t)
        /// A secret's file that others than its owner may read or write.
        case readableByOthersThanItsOwner(mode: mode_t)
    }

    case untrusted(String, Problem)
    case unreadable(String, Int32)

    /// One sentence, in the person's language, naming the file and what is wrong with it.
    public var message: String {
        switch self {
        case .untrusted(let path, .notAbsolute):
            Message("trusted-file.not-absolute", "%1$s is not an absolute path, so it is not trusted")(path)
        case .untrusted(let path, .notAFolder):
            Message("trusted-file.not-folder", "%1$s is not a folder, so it is not trusted")(path)
        case .untrusted(let path, .notARegularFile):
            Message("trusted-file.not-regular", "%1$s is not a regular file, so it is not trusted")(path)
        case .untrusted(let path, .tooLarge):
            Message("trusted-file.too-large", "%1$s is larger than 1 MiB, so it is not trusted")(path)
        case .untrusted(let path, .notRoots(let uid)):
            Message(
                "trusted-file.not-roots", "%1$s does not belong to root (uid %2$s), so it is not trusted")(
                    path, String(uid))
        case .untrusted(let path, .writableByOthers(let mode)):
            Message(
                "trusted-file.writable",
                "%1$s may be written by others than root (mode %2$s), so it is not trusted")(
                    path, "0" + String(mode, radix: 8))
        case .untrusted(let path, .notTheUsers(let uid, let user)):
            Message(
                "trusted-file.not-the-users",
                "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted")(
                    path, String(uid), String(user))
        case .untrusted(let path, .writableByOthersThanItsOwner(let mode)):
            Message(
                "trusted-file.writable-by-others",
                "%1$s may be written by others than its owner (mode %2$s), so it is not trusted")(
                    path, "0" + String(mode, radix: 8))
        case .untrusted(let path, .readableByOthersThanItsOwner(let mode)):
            Message(
                "trusted-file.secret-readable",
                "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used")(
                    path, "0" + String(mode, radix: 8))
        case .unreadable(let path, let code):
            Message("trusted-file.unreadable", "cannot read %1$s: %2$s")(
                path, String(cString: strerror(code)))
        }
    }
}
