import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Where a setting in force came from, as `--print-config` says it.
public enum SettingOrigin: Equatable, Sendable {
    case defaultValue
    case file(path: String, line: Int)
    case environment(String)
    case commandLine

    /// Where it came from, in the person's language.
    public var text: String {
        switch self {
        case .defaultValue: Message("print-config.default", "default").text
        case .file(let path, let line): Message("print-config.file-line", "%1$s, line %2$d")(path, line)
        case .environment(let name): Message("print-config.environment", "environment (%1$s)")(name)
        case .commandLine: Message("print-config.command-line", "command line").text
        }
    }
}

/// A configuration file a mode reads, and whose it must be.
public struct ConfigurationSource: Equatable, Sendable {
    public enum Trust: Equatable, Sendable {
        /// Root alone may have written it and every folder above it (`TrustedFile.read`): the
        /// machine's file, and whatever the greeter or the set-user-ID gate reads.
        case root
        /// It belongs to the person running authtui or to root, and nobody else may write it
        /// (`TrustedFile.read(_:ownedBy:)`): a file can name programs to run.
        case owner
    }

    public let path: String
    public let trust: Trust
    /// Named by `--config`: missing is an error, not a file with no settings.
    public let isNamed: Bool
}

/// Reads the files a mode's settings come from; injected, so parsing stays a pure function of
/// its inputs (`ConfigurationReader.system` in the program).
public struct ConfigurationReader: Sendable {
    /// The file's text, nil when it is not there, or why it cannot be used.
    public let read: @Sendable (ConfigurationSource) -> Result<String?, ConfigurationError>

    public init(read: @escaping @Sendable (ConfigurationSource) -> Result<String?, ConfigurationError>) {
        self.read = read
    }

    /// No files at all: the command line and the environment alone.
    public static let none = ConfigurationReader { _ in .success(nil) }

    /// The files on this machine, each checked as its `trust` asks; `user`: the real user, who
    /// may own a person's file.
    public static func system(user: uid_t) -> ConfigurationReader {
        ConfigurationReader { source in
            let read =
                source.trust == .root
                ? TrustedFile.read(source.path) : TrustedFile.read(source.path, ownedBy: user)
            switch read {
            case .success(nil) where source.isNamed:
                return .failure(
                    ConfigurationError(
                        path: source.path, line: 0,
                        problem: TrustedFileError.unreadable(source.path, ENOENT).message))
            case .success(let text): return .success(text)
            case .failure(let error):
                return .failure(ConfigurationError(path: source.path, line: 0, problem: error.message))
            }
        }
    }
}

/// Which configuration files a mode reads, lowest first.
public enum ConfigurationSources {
    /// - The set-user-ID gate (and any set-user-ID copy): the machine's file alone; `--config` is
    ///   refused, since a file its caller names is the caller's, not the machine's.
    /// - The greeter and sshd's `authorized-keys`: the machine's file, or the one `--config` names
    ///   (greetd's configuration, root's, says so), and only while root alone may have written it.
    /// - Everyone else: the machine's, then the person's; or only the one `--config` names.
    /// - Nothing for what only prints (`--help`, `--version`, the manual, the completions).
    static func files(
        for options: LaunchOptions, subcommand: Subcommand, elevated: Bool, environment: [String: String]
    ) throws(LaunchError) -> [ConfigurationSource] {
        switch options.command {
        case .help, .version, .manual, .bashCompletion, .zshCompletion, .fishCompletion: return []
        default: break
        }
        let machine = ConfigurationSource(path: ConfigurationFile.machinePath, trust: .root, isNamed: false)
        let named = options.configurationFile
        if elevated {
            guard named == nil else { throw .notTakenByElevatedGate(option: "--config", setting: false) }
            return [machine]
        }
        if subcommand == .greet || options.command.isAuthorizedKeys {
            return [named.map { ConfigurationSource(path: $0, trust: .root, isNamed: true) } ?? machine]
        }
        if let named { return [ConfigurationSource(path: named, trust: .owner, isNamed: true)] }
        let personal = ConfigurationFile.personalPath(environment: environment).map {
            ConfigurationSource(path: $0, trust: .owner, isNamed: false)
        }
        return [machine] + (personal.map { [$0] } ?? [])
    }
}
