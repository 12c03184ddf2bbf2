import Foundation

/// Where the PostgreSQL server programs (`initdb`, `pg_ctl`) are, for the tests that start a
/// throwaway server; shared by the domain and end-to-end suites so both run on the same server.
///
/// `$AUTHTUI_PG_BINDIR` wins and is the only place looked at when set, so pointing it at a missing
/// directory hides PostgreSQL (the tests then skip, and say so). Otherwise the newest Debian
/// `/usr/lib/postgresql/N/bin` (no version is assumed), else the first `initdb` on `PATH`.
public enum PostgresBinaries {
    /// The directory holding `initdb`, or nil when there is none.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let manager = FileManager.default
        if let chosen = environment["AUTHTUI_PG_BINDIR"] {
            return manager.isExecutableFile(atPath: "\(chosen)/initdb") ? chosen : nil
        }
        let versions = ((try? manager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .compactMap(Int.init).sorted(by: >)
        if let version = versions.first(where: {
            manager.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
        }) {
            return "/usr/lib/postgresql/\(version)/bin"
        }
        let path = environment["PATH"] ?? ""
        return path.split(separator: ":").map(String.init).first {
            manager.isExecutableFile(atPath: "\($0)/initdb")
        }
    }

    /// The reason a test gives when it skips for want of a server.
    public static let missingReason =
        "PostgreSQL tests skipped: initdb not found in $AUTHTUI_PG_BINDIR, /usr/lib/postgresql/*/bin or PATH"
        + " (`make test-deps` installs the postgresql package)"
}
