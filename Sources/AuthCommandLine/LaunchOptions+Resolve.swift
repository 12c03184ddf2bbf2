import AuthDomain
import AuthOIDC
import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// The options in force and where each came from: what `--print-config` shows.
public struct ResolvedLaunch: Sendable {
    public var options: LaunchOptions
    /// The subcommand the settings are for.
    public let subcommand: Subcommand
    /// Whether they are the set-user-ID gate's (`[gate]` table, the machine's file alone).
    public let isGate: Bool
    /// The files looked at, lowest first, and whether each was there.
    public let files: [(source: ConfigurationSource, found: Bool)]
    /// By option name (`--data-dir`), for every option a file may set that applies here.
    public let origins: [String: SettingOrigin]
    /// By option name, the command-line values each setting that is not a default stands for.
    public let arguments: [String: [String?]]
}

extension LaunchOptions {
    /// Parses `arguments` (without the program name) and lays it over the configuration files
    /// the mode reads (`ConfigurationSources`) and the environment: the command line wins over
    /// the environment (`AUTHTUI_STORE`), which wins over the person's file, which wins over the
    /// machine's; in a file, the mode's table (`[login]`, or `[gate]` for the set-user-ID gate)
    /// wins over its top. `elevated`: a set-user-ID gate's, which takes no option that names a
    /// file, a folder, a server or a program from its caller where it keeps its privilege
    /// (`LaunchOption.refusedByElevatedGate`), and reads the machine's file alone.
    public static func resolve(
        _ arguments: [String], environment: [String: String], elevated: Bool = false,
        files: ConfigurationReader
    ) throws(LaunchError) -> ResolvedLaunch {
        var options = LaunchOptions(dataDirectory: DataDirectory.defaultPath(environment: environment))
        if arguments.first == Subcommand.authorizedKeys.rawValue {
            guard arguments.count == 4,
                !arguments.dropFirst().contains(where: { $0.hasPrefix("-") || $0.isEmpty })
            else {
                throw .missingArgument(
                    usage: Message(
                        "cli.error.authorized-keys-usage",
                        "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
                    ).text)
            }
            options.command = .authorizedKeys(file: arguments[1], keyType: arguments[2], key: arguments[3])
            return try layered(
                options, subcommand: .authorizedKeys, elevated: elevated, given: [], environment: environment,
                files: files)
        }
        if arguments.first == Subcommand.greet.rawValue { options.dataDirectory = greeterDataDirectory }
        var rest = arguments[...]
        var subcommand = Subcommand.app
        if let first = rest.first, let named = Subcommand(rawValue: first), named != .app {
            subcommand = named
            rest = rest.dropFirst()
        }
        options.command =
            switch subcommand {
            case .app: .app
            case .login: .login
            case .run: .run(command: [])
            case .greet: .greet(command: [])
            case .showcase: .showcase
            case .accounts, .store, .audit, .authorizedKeys: .help
            }
        var operatorWords: [String] = []
        // The settings the command line gives, in order, laid over the files' below; each value
        // is checked at once (into `checked`), so a bad one is reported where it stands.
        var given: [(option: LaunchOption, value: String?)] = []
        var checked = options
        while let argument = rest.popFirst() {
            if argument == "--", subcommand == .run {
                options.command = .run(command: Array(rest))
                rest = []
                break
            }
            if argument == "--", subcommand == .greet {
                options.command = .greet(command: Array(rest))
                rest = []
                break
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = LaunchOption.table.first(where: { $0.name == name }) else {
                if argument.hasPrefix("-") { throw .unknownOption(argument) }
                if subcommand.isOperator {
                    operatorWords.append(argument)
                    continue
                }
                if subcommand == .run || subcommand == .greet {
                    throw .missingCommandSeparator(subcommand: subcommand.usage, argument)
                }
                throw .unexpectedArgument(argument)
            }
            guard option.subcommands.contains(subcommand) else {
                throw .notForSubcommand(option: name, subcommand: subcommand.usage)
            }
            // Operators and the greeter give up the elevated user first: they reach only what
            // the caller could, so where they look is the caller's business.
            if elevated, option.refusedByElevatedGate, !subcommand.isOperator, subcommand != .greet {
                throw .notTakenByElevatedGate(option: name, setting: option.setting != nil)
            }
            var value: String?
            if option.valueName != nil {
                guard let next = inlineValue ?? rest.popFirst() else { throw .missingValue(option: name) }
                value = next
            } else if inlineValue != nil {
                throw .invalidValue(
                    option: name, value: inlineValue ?? "",
                    expected: Message("option.expected.no-value", "no value"))
            }
            if option.setting == nil {
                try option.apply(value, &options)
            } else {
                try option.apply(value, &checked)
                given.append((option, value))
            }
        }
        // Until an action word is resolved an operator subcommand stands at `.help`; `--help`
        // keeps it there, `--version` replaces it.
        if subcommand.isOperator, options.command == .help, !arguments.contains("--help") {
            let (action, argument) = try OperatorAction.resolve(subcommand, words: operatorWords)
            options.command = .operate(action, argument: argument)
        }
        if case .run(let command) = options.command, command.isEmpty {
            throw .missingCommand
        }
        var resolved = try layered(
            options, subcommand: subcommand, elevated: elevated, given: given, environment: environment,
            files: files)
        // Alternatives set where one wins over the other were settled above; these were both set
        // in one place (the command line, or one table of a file).
        if let service = resolved.options.pamService, resolved.options.authCommand != nil {
            throw .invalidValue(
                option: "--pam", value: service,
                expected: Message(
                    "option.expected.pam-or-auth-command", "either --pam or --auth-command, not both"))
        }
        if let issuer = resolved.options.oidcIssuer {
            try checkOIDC(resolved.options, issuer: issuer)
            if let path = resolved.options.oidcClientSecretFile {
                resolved.options.oidcClientSecret = try clientSecret(in: path)
            }
        }
        if resolved.options.imagePath != nil, let url = resolved.options.imageURL {
            throw .invalidValue(
                option: "--image-url", value: url,
                expected: Message(
                    "option.expected.image-or-image-url", "either --image or --image-url, not both"))
        }
        // One property says both: given together on the command line, the later would win unseen.
        let names = given.map(\.option.name)
        if names.contains("--xsession-wrapper"), names.contains("--no-xsession-wrapper") {
            throw .invalidValue(
                option: "--no-xsession-wrapper", value: "",
                expected: Message(
                    "option.expected.xsession-wrapper-or-none",
                    "either --xsession-wrapper or --no-xsession-wrapper, not both"))
        }
        return resolved
    }

    /// `--oidc` with what it needs: no other authenticator, a client id, and an issuer this
    /// connection may reach (https, or http to loopback when allowed).
    private static func checkOIDC(_ options: LaunchOptions, issuer: String) throws(LaunchError) {
        if options.pamService != nil || options.authCommand != nil {
            throw .invalidValue(
                option: "--oidc", value: issuer,
                expected: Message(
                    "option.expected.one-authenticator", "only one of --pam, --auth-command and --oidc"))
        }
        if options.oidcClientID == nil {
            throw .missingValue(option: "--oidc-client-id")
        }
        do throws(ProviderProblem) {
            try ProviderConnection(allowsInsecureLoopback: options.oidcAllowsInsecureLoopback).check(issuer)
        } catch {
            throw .invalidValue(
                option: "--oidc", value: issuer,
                expected: Message(
                    "option.oidc.expected-https",
                    "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"))
        }
    }

    /// The client secret in the file `--oidc-client-secret-file` names: its first line, from a
    /// file of the person's (or root's) that nobody else may read or write; never echoed.
    private static func clientSecret(in path: String) throws(LaunchError) -> String {
        let option = "--oidc-client-secret-file"
        switch TrustedFile.readSecret(path, ownedBy: getuid()) {
        case .failure(let problem): throw .invalidSecretValue(option: option, reason: problem.message)
        case .success(nil):
            throw .invalidSecretValue(
                option: option, reason: TrustedFileError.unreadable(path, ENOENT).message)
        case .success(let text?):
            let secret =
                text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init) ?? ""
            guard !secret.isEmpty, secret.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
            else {
                throw .invalidSecretValue(
                    option: option,
                    reason: Message(
                        "option.oidc-client-secret-file.empty",
                        "%1$s holds no client secret on its first line (printable, no spaces)")(path))
            }
            return secret
        }
    }

    /// `options` with the settings of the files the mode reads, the environment and the command
    /// line (`given`) applied, in that order of strength.
    private static func layered(
        _ base: LaunchOptions, subcommand: Subcommand, elevated: Bool,
        given: [(option: LaunchOption, value: String?)],
        environment: [String: String], files: ConfigurationReader
    ) throws(LaunchError) -> ResolvedLaunch {
        // By option name: the values, where they came from, and the place (the command line,
        // the environment, a file's top or one of its tables) that set them.
        var chosen: [String: (arguments: [String?], origin: SettingOrigin, place: String)] = [:]
        func choose(_ option: LaunchOption, _ arguments: [String?], _ origin: SettingOrigin, place: String) {
            // One of two alternatives set where more wins replaces the other set where less does.
            for pair in LaunchOption.alternatives where pair.contains(option.name) {
                for other in pair where other != option.name && chosen[other]?.place != place {
                    chosen[other] = nil
                }
            }
            chosen[option.name] = (arguments, origin, place)
        }
        let isGate = base.command.isAuthorizedKeys || (elevated && base.command.usesTheStoreElevated)
        let sources = try ConfigurationSources.files(
            for: base, subcommand: subcommand, elevated: elevated, environment: environment)
        var looked: [(source: ConfigurationSource, found: Bool)] = []
        for source in sources {
            let text: String?
            switch files.read(source) {
            case .failure(let error): throw .configuration(error)
            case .success(let read): text = read
            }
            looked.append((source, text != nil))
            guard let text else { continue }
            let settings: [ConfigurationFile.Checked]
            do throws(ConfigurationError) {
                settings = try ConfigurationFile.check(text, path: source.path)
            } catch {
                throw .configuration(error)
            }
            // The top of the file, then the mode's table, which wins.
            let table =
                isGate
                ? ConfigurationFile.gateTable
                : Subcommand.screens.contains(subcommand) ? ConfigurationFile.table(of: subcommand) : nil
            for wanted in [nil] + (table.map { [$0] } ?? []) {
                for setting in settings
                where setting.table == wanted && setting.option.subcommands.contains(subcommand) {
                    choose(
                        setting.option, setting.arguments, .file(path: source.path, line: setting.line),
                        place: source.path + "[" + (wanted ?? "") + "]")
                }
            }
        }
        // The store may come from the environment, so no password needs to be in argv (`ps`).
        if let text = environment["AUTHTUI_STORE"], !text.isEmpty,
            let option = LaunchOption.table.first(where: { $0.name == "--store" })
        {
            do throws(StoreLocationError) {
                _ = try StoreLocation(parsing: text)
            } catch {
                throw .invalidSecretValue(option: "AUTHTUI_STORE", reason: error.message)
            }
            choose(option, [text], .environment("AUTHTUI_STORE"), place: "environment")
        }
        var fromCommandLine: [String: [String?]] = [:]
        for (option, value) in given {
            // A repeated option adds a value when it may repeat, and replaces it otherwise.
            fromCommandLine[option.name] =
                option.setting == .texts ? (fromCommandLine[option.name] ?? []) + [value] : [value]
        }
        for option in LaunchOption.table {
            if let arguments = fromCommandLine[option.name] {
                choose(option, arguments, .commandLine, place: "command line")
            }
        }
        var options = base
        var origins: [String: SettingOrigin] = [:]
        for option in LaunchOption.table
        where option.setting != nil && option.subcommands.contains(subcommand) {
            guard let (arguments, origin, _) = chosen[option.name] else {
                origins[option.name] = .defaultValue
                continue
            }
            origins[option.name] = origin
            for argument in arguments {
                // Every value was checked where it was read (the command line, a file's line).
                try option.apply(argument, &options)
            }
        }
        return ResolvedLaunch(
            options: options, subcommand: subcommand, isGate: isGate, files: looked, origins: origins,
            arguments: chosen.mapValues(\.arguments))
    }
}
