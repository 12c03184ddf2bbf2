/// The environment variables that say where the account store is and how to reach it: the one
/// list of what a program authtui starts must not inherit (issue 26 #2: a gated program read
/// the PostgreSQL password in `AUTHTUI_STORE`).
///
/// Every `PG*` variable goes with them: libpq reads its password, password file, host, user and
/// TLS files from there, so any of them can be the store's.
public enum StoreEnvironment {
    /// `--store`'s variable and the TOTP key file's.
    public static let names: Set<String> = ["AUTHTUI_STORE", "AUTHTUI_TOTP_KEY_FILE"]

    /// Whether `name` configures the store (one of `names`, or libpq's).
    public static func isStoreSetting(_ name: String) -> Bool {
        names.contains(name) || name.hasPrefix("PG")
    }

    /// `environment` without any variable that configures the store.
    public static func withoutStoreSettings(_ environment: [String: String]) -> [String: String] {
        environment.filter { !isStoreSetting($0.key) }
    }
}
