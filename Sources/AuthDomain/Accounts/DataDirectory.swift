#if canImport(Glibc)
    import Glibc
#endif

/// The folder that holds the account database and the session file: created 0700 when missing
/// (parents too), refused when something else than a directory is in the way.
public enum DataDirectory {
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
    }
}
