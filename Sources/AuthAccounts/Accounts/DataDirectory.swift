#if canImport(Glibc)
    import Glibc
#endif

/// The folder that holds the account database and the session file: created 0700 when missing
/// (parents too), refused when something else than a directory is in the way, when it belongs to
/// another user, or when group or others may write in it (they could swap the database or plant
/// a session file).
public enum DataDirectory {
    /// Where the data directory is when none is given: `$XDG_DATA_HOME/authtui` (an absolute
    /// `XDG_DATA_HOME` only, as the XDG spec says), else `~/.local/share/authtui`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/authtui" }
        // No HOME (sshd runs its AuthorizedKeysCommand with almost no environment): the
        // user's home from the password database.
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? getpwuid(geteuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? "."
        return home + "/.local/share/authtui"
    }

    /// `prepare`, for `authtui store migrate` creating an embedded store.
    public static func prepareForOperator(_ path: String) throws(AccountError) { try prepare(path) }

    static func prepare(_ path: String) throws(AccountError) {
        guard !path.isEmpty else { throw .storeUnavailable("no data directory given") }
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/\(component)"
            if mkdir(partial, 0o700) != 0, errno != EEXIST {
                throw .storeUnavailable("cannot create \(partial): \(String(cString: strerror(errno)))")
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .storeUnavailable("\(path) is not a directory")
        }
        if info.st_uid != geteuid() {
            throw .storeUnavailable(
                "the data directory \(path) belongs to another user (uid \(info.st_uid)); use one of your own"
            )
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw .storeUnavailable(
                "the data directory \(path) is writable by group or others (mode 0\(String(info.st_mode & 0o7777, radix: 8))); run chmod go-w on it"
            )
        }
        // What a session write killed before its rename left behind.
        SessionFile.removeStaleTemporaryFiles(in: path)
    }
}
