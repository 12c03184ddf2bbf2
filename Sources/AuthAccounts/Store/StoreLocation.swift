import AuthProcess
import AuthText

/// Where the accounts live, as `--store` names it: the embedded SQLite file (the default, in the
/// data directory) or a PostgreSQL server shared by many machines.
///
/// `sqlite:PATH` takes the rest of the text as the path, verbatim (no `~` expansion, relative
/// paths are relative to the working directory). Anything that starts with `postgresql://` or
/// `postgres://`, or contains `=` (libpq's `key=value` form), is a PostgreSQL connection string,
/// checked with libpq's own parser when libpq is installed. `description` never shows a password.
public enum StoreLocation: Equatable, Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(conninfo: String)

    /// The default: `accounts.sqlite3` in the data directory.
    public static func embedded(dataDirectory: String) -> StoreLocation {
        .sqlite(path: "\(dataDirectory)/\(AccountService.databaseFileName)")
    }

    /// Parses a `--store` value.
    public init(parsing text: String) throws(StoreLocationError) {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw .noSQLitePath }
            guard !path.utf8.contains(0) else {
                throw .nulCharacter
            }
            self = .sqlite(path: path)
            return
        }
        let isURI = text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
        guard isURI || text.contains("=") else { throw .unrecognised }
        guard !text.utf8.contains(0) else {
            throw .nulCharacter
        }
        do {
            _ = try PostgresConnection.settings(of: text)
        } catch {
            // Without libpq the string cannot be checked now; connecting will say libpq is missing.
            if error.message != PostgresConnection.libraryMissing.message {
                throw .invalidConnectionString(PostgresConnection.redact(error.message, secretsOf: text))
            }
        }
        self = .postgres(conninfo: text)
    }

    /// `sqlite:PATH`, or `postgresql (host=… dbname=… user=…)` without the password.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let conninfo): "postgresql \(PostgresConnection.summary(of: conninfo))"
        }
    }
}

/// A `--store` value that names no usable store; `message` is one line, without the value
/// itself (it may hold a password).
public enum StoreLocationError: Error, Equatable, Sendable {
    /// `sqlite:` with nothing after it.
    case noSQLitePath
    /// A NUL character in the path or connection string (no C library could be given it).
    case nulCharacter
    /// Neither `sqlite:PATH` nor a PostgreSQL connection string.
    case unrecognised
    /// libpq's parser refused it; libpq's words, any password taken out.
    case invalidConnectionString(String)

    public var message: String {
        switch self {
        case .noSQLitePath: Message("store-location.no-path", "sqlite: needs a file path (sqlite:PATH)").text
        case .nulCharacter: Message("store-location.nul", "the store's name contains a NUL character").text
        case .unrecognised:
            Message(
                "store-location.unrecognised",
                "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            ).text
        case .invalidConnectionString(let detail):
            Message("store-location.invalid", "not a valid PostgreSQL connection string: %1$s")(detail)
        }
    }
}

extension AccountService {
    /// A service over the store at `location`, with the remembered session in `dataDirectory`
    /// (created 0700 when missing). The session file records the issuing store's identifier, so
    /// switching stores never sends a token to the wrong one.
    ///
    /// SQLite is opened at once (a file that cannot be used is reported, never replaced).
    /// PostgreSQL is contacted on the first call instead, typically the Start screen's `ping()`:
    /// a server that is down gives the offline state and Retry, not a failed launch.
    /// `session` says whose remembered session to use (see `SessionScope`); a nil `location` is
    /// the embedded default, `accounts.sqlite3` in `dataDirectory`. `environment` is where
    /// `AUTHTUI_TOTP_KEY_FILE` is looked up (a caller that has read it already passes its copy).
    /// The service and an embedded store's connection run on `thread`; a caller that starts this
    /// on a task preferring that thread (`Blocking.start(on:)`) opens the store without any other.
    /// Its Argon2 computations take slots in `dataDirectory` (`HashingSlots`), so every process
    /// on this data directory, whichever store it names, shares one bound on their memory.
    public static func open(
        store location: StoreLocation? = nil, dataDirectory: String, session: SessionScope = .localUser,
        configuration: Configuration = Configuration(),
        environment: [String: String] = ProcessEnvironment.current,
        on thread: SerialThread = AccountService.newThread()
    ) async throws(AccountError) -> AccountService {
        try DataDirectory.prepare(dataDirectory)
        let store: any AccountStore
        switch location ?? .embedded(dataDirectory: dataDirectory) {
        case .sqlite(let path): store = try await SQLiteAccountStore.open(path: path, on: thread)
        case .postgres(let conninfo): store = PostgresAccountStore(conninfo: conninfo)
        }
        let service = AccountService(
            store: store, sessionFile: session.fileName.map { SessionFile(path: "\(dataDirectory)/\($0)") },
            origin: session.registrationOrigin, configuration: configuration, thread: thread,
            hashingSlots: HashingSlots(directory: dataDirectory))
        await service.useSecondFactorKey(
            SecretSealer.keyLocation(dataDirectory: dataDirectory, environment: environment))
        return service
    }
}

extension AccountService {
    /// `open(store:dataDirectory:)` for a program that has no run loop yet (its start-up, before
    /// the screen): the calling thread waits while the store opens on another.
    public nonisolated static func openAndWait(
        store location: StoreLocation, dataDirectory: String, session: SessionScope = .localUser,
        configuration: Configuration = Configuration()
    ) throws(AccountError) -> AccountService {
        try Blocking.run { () async -> Result<AccountService, AccountError> in
            do throws(AccountError) {
                return .success(
                    try await open(
                        store: location, dataDirectory: dataDirectory, session: session,
                        configuration: configuration))
            } catch {
                return .failure(error)
            }
        }.get()
    }
}
