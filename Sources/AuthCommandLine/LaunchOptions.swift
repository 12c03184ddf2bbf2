import AuthDomain
import AuthGreetd
import AuthOIDC

#if canImport(Glibc)
    import Glibc
#endif

/// What `authtui` was asked to do: the parsed command line.
///
/// Parsing is pure (arguments and environment are passed in), so every option and every bad value
/// is tested headless; the executable only prints `LaunchError.message` and exits 2.
public struct LaunchOptions: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        /// The login app (`authtui`).
        case app
        /// The login flow alone, for scripts (`authtui login`): prints the account on success.
        case login
        /// A login gate (`authtui run -- COMMAND [ARGS…]`): runs the command after a login.
        case run(command: [String])
        /// The greeter for greetd (`authtui greet [-- COMMAND [ARGS…]]`): the session to start is
        /// `command`, or chosen from the installed ones when it is empty.
        case greet(command: [String])
        /// The modal-overlay demo for developers.
        case showcase
        /// An operator action (`authtui accounts unlock EMAIL`, `authtui store migrate`).
        case operate(OperatorAction, argument: String?)
        case help
        case version
        /// The manual page, roff (`--man`).
        case manual
        /// The bash completion script (`--bash-completion`).
        case bashCompletion
        /// The zsh completion function (`--zsh-completion`).
        case zshCompletion
        /// The fish completion script (`--fish-completion`).
        case fishCompletion
        /// sshd's `AuthorizedKeysCommand` for the set-user-ID gate (`authtui authorized-keys FILE
        /// TYPE KEY`): FILE's line for that key, with a one-time ticket (`KeyTicket`).
        case authorizedKeys(file: String, keyType: String, key: String)

        /// The subcommands a set-user-ID copy runs as the store's owner (the rest give up the
        /// elevated user first, or only print).
        public var usesTheStoreElevated: Bool {
            switch self {
            case .app, .login, .run: true
            default: false
            }
        }

        public var isAuthorizedKeys: Bool {
            if case .authorizedKeys = self { return true }
            return false
        }
    }

    /// What `authtui login` prints on success.
    public enum PrintFormat: String, Equatable, Sendable, CaseIterable {
        case email, username, json
    }

    public var command: Command = .app
    /// `--print`: what `login` writes to standard output.
    public var printFormat: PrintFormat = .email
    /// `--ask`: log in even when a remembered session would do.
    public var ask = false
    /// `--logout-after`: `run` ends the session when the command exits.
    public var logoutAfter = false
    /// Where the accounts database and the remembered session live.
    public var dataDirectory: String
    /// Basic mode: no loading screen.
    public var noLoading = false
    /// The area the home navigator covers; nil = the whole screen.
    public var hostRegion: Rect?
    /// The navigator overlay's colour; nil = the host's background.
    public var overlayColor: RGBColor?
    /// Seconds every fade lasts; 0 = none.
    public var animation: Double = AuthNavigator.defaultAnimationDuration
    /// `--theme`: the colours, a named theme and parts recoloured on top.
    public var theme = ThemeChoice.standard
    /// A picture file, or a folder to pick one from at random.
    public var imagePath: String?
    /// A URL template with `{w}`/`{h}` replaced by the wanted size in pixels.
    public var imageURL: String?
    /// The account store; nil = the embedded SQLite database in `dataDirectory`.
    public var store: StoreLocation?
    /// `--yes`: `accounts delete` does not ask.
    public var assumeYes = false
    /// `--grant ROLE` (repeatable): `store migrate` gives these roles row access.
    public var grantRoles: [String] = []
    /// `--auth-command CMD`: `login` and `run` ask this program who someone is (see
    /// `CommandAuthenticator`) instead of the account store.
    public var authCommand: String?
    /// `--pam SERVICE`: `login` and `run` let the machine's PAM service decide who someone is.
    public var pamService: String?
    /// `--account EMAIL`: `audit list` and `follow` show only this account's events.
    public var auditAccount: String?
    /// `--since TIME`, as given: `audit list` and `follow` start there (`SecurityEventLine.time`).
    public var auditSince: String?
    /// `--before TIME`: `audit prune` removes the events older than this.
    public var auditBefore: String?
    /// `--json`: `audit list` and `follow` print one JSON object per event.
    public var json = false
    /// `--remember DURATION`: how long a remembered session lasts (nil: the default, 30 days; 0:
    /// nothing is remembered). Seconds.
    public var rememberFor: Double?
    /// `--session ID`: `accounts revoke` ends only this session (`accounts sessions` lists them).
    public var sessionIdentifier: String?
    /// `--reboot CMD`, `--power-off CMD`: the greeter's power actions (none unless configured).
    public var rebootCommand: String?
    public var powerOffCommand: String?
    /// `--suspend CMD`, `--hibernate CMD`: the greeter's other power actions.
    public var suspendCommand: String?
    public var hibernateCommand: String?
    /// `--user-menu`: the greeter's first step offers the machine's people (`UserMenu`).
    public var userMenu = false
    /// `--user-menu-min-uid N`, `--user-menu-max-uid N`: that end of the menu's UIDs instead of
    /// `/etc/login.defs`' (tuigreet's two options: each end given alone keeps the other's).
    public var userMenuMinimumUID: UInt32?
    public var userMenuMaximumUID: UInt32?
    /// `--xsession-wrapper CMD`: what the greeter's X11 sessions start through; nil:
    /// `--no-xsession-wrapper`, the entry's `Exec` alone.
    public var xsessionWrapper: String? = DesktopSession.defaultXWrapper
    /// `--env KEY=VALUE` (repeatable): what every session the greeter starts gets.
    public var sessionEnvironment: [String] = []
    /// `--user NAME`: the greeter opens on this user's first question (Esc: another user).
    public var greetUser: String?
    /// `--greeting TEXT`: the greeter's line above its login.
    public var greeting: String?
    /// `--issue`: the greeter shows `/etc/issue` (`issuePath`).
    public var showsIssue = false
    /// `--issue-file FILE`: the greeter shows this file as its issue text.
    public var issueFile: String?
    /// `--time-format FORMAT`: the greeter's clock, in `strftime`'s words; nil: the catalogue's.
    public var timeFormat: String?

    /// The issue file the greeter shows: `--issue-file`'s, else `/etc/issue` with `--issue`.
    public var issuePath: String? { issueFile ?? (showsIssue ? "/etc/issue" : nil) }

    /// The most characters a clock in `--time-format` may take on the greeter's first row.
    public static let longestClock = 40

    /// Whether `format` gives a clock the greeter can show: one line of 1 to `longestClock`
    /// characters, tried on a late September Wednesday (the longest English names) at 22:59:59.
    static func isClockFormat(_ format: String) -> Bool {
        var parts = tm()
        parts.tm_year = 2027 - 1900
        parts.tm_mon = 8
        parts.tm_mday = 29
        parts.tm_hour = 22
        parts.tm_min = 59
        parts.tm_sec = 59
        parts.tm_isdst = -1
        let sample = mktime(&parts)
        guard sample != -1 else { return false }
        let clock = OperatorText.clock(Double(sample), format: format)
        return !clock.isEmpty && clock.count <= longestClock
            && !clock.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `--oidc ISSUER` and its settings: `login`, `run` and the app sign people in through this
    /// OpenID provider with the device flow (`OIDCAuthenticator`, docs/oidc.md).
    public var oidcIssuer: String?
    public var oidcClientID: String?
    /// `--oidc-client-secret-file`: where a confidential client's secret is kept, and the secret
    /// read from it when the options are resolved (never shown, never on a command line).
    public var oidcClientSecretFile: String?
    public var oidcClientSecret: String?
    /// `--oidc-scope` (repeatable): the scopes asked for besides `openid`; nil: `profile`.
    public var oidcScopes: [String]?
    public var oidcCAFile: String?
    public var oidcAllowsInsecureLoopback = false
    /// `--oidc-user-claim`: the claim that names the user; nil: `preferred_username`.
    public var oidcUserClaim: String?
    /// `--oidc-require CLAIM=VALUE` (repeatable), as given.
    public var oidcRequirements: [String] = []

    /// Where `authtui greet` remembers the last user and each user's session unless `--data-dir`
    /// says otherwise (the greeter's user, such as Debian's `_greetd`, has no home to write to).
    public static let greeterDataDirectory = "/var/cache/authtui-greet"

    /// `--plain`: the app, `login` and `run` go one line at a time (see `PlainMode`).
    public var plain = false
    /// `--config FILE`: the one configuration file to read (`ConfigurationSources`).
    public var configurationFile: String?
    /// `--print-config`: print the settings in force and where each came from, instead of running.
    public var printsConfiguration = false

    public init(dataDirectory: String) { self.dataDirectory = dataDirectory }

    /// Parses `arguments` (without the program name) alone, reading no configuration file:
    /// `resolve` with no files. `elevated`: a set-user-ID gate's, which takes no option that
    /// names a file, a folder, a server or a program from its caller
    /// (`LaunchOption.refusedByElevatedGate`) where it keeps its privilege.
    public static func parse(_ arguments: [String], environment: [String: String], elevated: Bool = false)
        throws(LaunchError) -> LaunchOptions
    {
        try resolve(arguments, environment: environment, elevated: elevated, files: .none).options
    }
}

/// A command line `authtui` cannot run with; `message` is the one line printed before exit 2.
public enum LaunchError: Error, Equatable, Sendable {
    case unknownOption(String)
    case unexpectedArgument(String)
    case missingValue(option: String)
    case invalidValue(option: String, value: String, expected: Message)
    /// A bad value that must not be echoed (a connection string may hold a password).
    case invalidSecretValue(option: String, reason: String)
    /// `authtui run` without `-- COMMAND`.
    case missingCommand
    /// `authtui run CMD` (the command must follow `--`, so its own options are never ours).
    case missingCommandSeparator(subcommand: String, String)
    /// An option another subcommand takes (`--print` is `login`'s).
    case notForSubcommand(option: String, subcommand: String)
    /// `authtui accounts frobnicate`: not one of the subcommand's actions.
    case unknownAction(subcommand: String, expected: [String])
    /// `authtui accounts show` without its EMAIL.
    case missingArgument(usage: String)
    /// An option a set-user-ID gate does not take from its caller; `setting`: the machine's
    /// configuration file may set it (in its `[gate]` table).
    case notTakenByElevatedGate(option: String, setting: Bool)
    /// A `--theme` value that names no theme, part or colour.
    case invalidTheme(ThemeChoice.Problem)
    /// A configuration file that cannot be used: nothing starts, as with a bad command line.
    case configuration(ConfigurationError)

    public var message: String {
        switch self {
        case .unknownOption(let option):
            Message("cli.error.unknown-option", "authtui: unknown option %1$s (see authtui --help)")(option)
        case .unexpectedArgument(let argument):
            Message(
                "cli.error.unexpected-argument", "authtui: unexpected argument '%1$s' (see authtui --help)")(
                    argument)
        case .missingValue(let option):
            Message("cli.error.missing-value", "authtui: %1$s needs a value (see authtui --help)")(option)
        case .invalidValue(let option, let value, let expected):
            Message("cli.error.invalid-value", "authtui: %1$s: '%2$s' is not valid; expected %3$s")(
                option, Self.escapingControls(value), expected.text)
        case .invalidSecretValue(let option, let reason):
            "authtui: \(option): \(reason)"
        case .missingCommand:
            Message(
                "cli.error.missing-command",
                "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            ).text
        case .missingCommandSeparator(let subcommand, let argument):
            Message("cli.error.missing-separator", "%1$s: put the command after --, as in: %1$s -- %2$s")(
                subcommand, argument)
        case .notForSubcommand(let option, let subcommand):
            Message(
                "cli.error.not-for-subcommand", "authtui: %1$s does not apply to %2$s (see authtui --help)")(
                    option, subcommand)
        case .unknownAction(let subcommand, let expected):
            Message("cli.error.unknown-action", "%1$s: expected one of %2$s (see authtui --help)")(
                subcommand, expected.joined(separator: ", "))
        case .missingArgument(let usage):
            Message("cli.error.missing-argument", "authtui: missing argument (%1$s)")(usage)
        case .notTakenByElevatedGate(let option, let setting):
            setting
                ? Message(
                    "cli.error.not-taken-by-gate.gate-table",
                    "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)")(
                        option, option.dropFirst(2), ConfigurationFile.gateTable,
                        ConfigurationFile.machinePath)
                : Message("cli.error.not-taken-by-gate", "authtui: %1$s is not taken by a set-user-ID gate")(
                    option)
        case .invalidTheme(let problem):
            "authtui: --theme: \(Self.themeProblem(problem))"
        case .configuration(let error): error.message
        }
    }
}

extension LaunchError {
    /// `value` with each control character written as `\n`, `\t` or `\u{1B}`: an echoed value
    /// stays one line and cannot move the terminal's cursor or recolour it.
    static func escapingControls(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// What is wrong in a `--theme` value (or a configuration file's `theme`), naming it.
    static func themeProblem(_ problem: ThemeChoice.Problem) -> String {
        switch problem {
        case .unknownTheme(let name):
            Message(
                "cli.error.theme.unknown-theme",
                "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)")(
                    name, ThemeChoice.Name.allCases.map(\.rawValue).joined(separator: ", "))
        case .twoThemes(let first, let second):
            Message("cli.error.theme.two-themes", "two themes given, '%1$s' and '%2$s'")(
                first, second)
        case .unknownKey(let key):
            Message("cli.error.theme.unknown-key", "unknown key '%1$s' (expected %2$s)")(
                key, ThemeChoice.Part.allCases.map(\.rawValue).joined(separator: ", "))
        case .unknownColour(let key, let value):
            Message(
                "cli.error.theme.unknown-colour",
                "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)")(
                    key, value, ThemeChoice.Colour.names.joined(separator: ", "))
        }
    }
}

/// The first word of a command line: which program `authtui` is.
public enum Subcommand: String, CaseIterable, Sendable {
    /// No word: the login app.
    case app = ""
    case login
    case run
    /// The greetd greeter.
    case greet
    case showcase
    /// Operators: `accounts list|show|unlock|revoke|reset-2fa|delete`.
    case accounts
    /// Operators: `store migrate`.
    case store
    /// Operators: `audit verify|list|follow`, the security log.
    case audit
    /// sshd's `AuthorizedKeysCommand` for the set-user-ID gate.
    case authorizedKeys = "authorized-keys"

    /// How it is written in usage lines and messages.
    public var usage: String { self == .app ? "authtui" : "authtui \(rawValue)" }

    /// The subcommands that take an action word (`OperatorAction`) instead of drawing a screen.
    public var isOperator: Bool { self == .accounts || self == .store || self == .audit }

    /// The subcommands that draw on the terminal; screen options apply to these.
    public static let screens: [Subcommand] = [.app, .login, .run, .greet, .showcase]
}

/// One row of the option table; `--help` is generated from `table`.
public struct LaunchOption: Sendable {
    public let name: String
    /// The value's placeholder in `--help` (`DIR`, `SECONDS`), nil for a flag.
    public let valueName: String?
    public let summary: Message
    /// The subcommands that take it. A list, not a `Set`: the first `Set` of a new element type
    /// costs the Swift runtime a walk over every conformance record in the binary (0.14 M
    /// instructions, before the account store starts opening), for lists of at most a dozen.
    public let subcommands: [Subcommand]
    /// Whether a set-user-ID gate refuses it from its caller: its value names a file, a folder,
    /// a server or a program the gate would reach as the store's owner, or decides how long a
    /// key's session lasts (the machine's configuration file sets those, in its `[gate]` table).
    public let refusedByElevatedGate: Bool
    /// What a configuration file gives it, under its name without the dashes (`data-dir =
    /// "/srv/a"`); nil for the options that only the command line gives: those that choose
    /// something else to do (`--help`, `--version`, `--man`, the completions, `--print-config`)
    /// and `--config` itself.
    public let setting: SettingKind?
    let apply: @Sendable (String?, inout LaunchOptions) throws(LaunchError) -> Void
    /// Its value in force, for `--print-config`; nil when it has none. Without it, `--print-config`
    /// shows the text the value was given as, so an option whose value may hold a secret has one
    /// that leaves the secret out (`--store`).
    let shown: (@Sendable (LaunchOptions) -> SettingValue?)?

    /// How a configuration file spells an option's value.
    public enum SettingKind: Equatable, Sendable {
        /// `true` or `false` (the command line can only say `true`, by naming it).
        case flag
        /// A string, as the command line's value.
        case text
        /// An integer or a float (`animation = 0.5`).
        case number
        /// An option the command line repeats: an array of strings (or one string).
        case texts

        /// What a setting of this kind must be, for a file's error.
        var expected: Message {
            switch self {
            case .flag: Message("config.expected.flag", "true or false")
            case .text: Message("config.expected.text", "a \"string\"")
            case .number: Message("config.expected.number", "a number")
            case .texts: Message("config.expected.texts", "an array of strings, [\"a\", \"b\"]")
            }
        }
    }

    /// The command-line values `value` stands for (`[nil]` for a flag that is on, none for one
    /// that is off), or nil when it is not of this option's kind.
    func arguments(for value: SettingValue) -> [String?]? {
        switch (setting, value) {
        case (.flag, .boolean(let on)): on ? [nil] : []
        case (.text, .string(let text)), (.texts, .string(let text)): [text]
        case (.number, .integer(let number)): [String(number)]
        case (.number, .float(let number)): ["\(number)"]
        case (.texts, .strings(let texts)): texts
        default: nil
        }
    }

    /// The option's name in a configuration file: without its dashes.
    public var settingName: String { String(name.dropFirst(2)) }

    init(
        name: String, valueName: String?, summary: Message,
        subcommands: [Subcommand] = Subcommand.screens, refusedByElevatedGate: Bool = false,
        setting kind: SettingKind? = nil, commandLineOnly: Bool = false,
        shown: (@Sendable (LaunchOptions) -> SettingValue?)? = nil,
        apply: @escaping @Sendable (String?, inout LaunchOptions) throws(LaunchError) -> Void
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.subcommands = subcommands
        self.refusedByElevatedGate = refusedByElevatedGate
        // By default a flag is true or false, and a value a string.
        self.setting = commandLineOnly ? nil : kind ?? (valueName == nil ? .flag : .text)
        self.shown = shown
        self.apply = apply
    }

    /// Options that are alternatives: given together they are an error, but one of them set
    /// where more wins (the command line over a file) replaces the other set where less does.
    static let alternatives = [
        ["--pam", "--auth-command", "--oidc"], ["--image", "--image-url"],
        ["--xsession-wrapper", "--no-xsession-wrapper"],
    ]

    /// A power action's or a wrapper's shell text: anything but empty.
    private static func shellCommand(_ value: String?, option: String) throws(LaunchError) -> String {
        guard let value, !value.isEmpty else {
            throw .invalidValue(
                option: option, value: "",
                expected: Message("option.expected.shell-command", "a shell command"))
        }
        return value
    }

    /// A user ID, as `/etc/passwd` writes it.
    private static func uid(_ value: String?, option: String) throws(LaunchError) -> UInt32 {
        guard let value, let uid = UInt32(value) else {
            throw .invalidValue(
                option: option, value: value ?? "",
                expected: Message("option.uid.expected", "a user ID (a number from 0 to 4294967295)"))
        }
        return uid
    }

    /// Whether `text` is an environment assignment PAM takes (`pam_putenv`): a portable name
    /// (POSIX: letters, digits and `_`, not starting with a digit), `=`, and a value with no
    /// control character (a newline would split the session's environment).
    static func isEnvironmentAssignment(_ text: String) -> Bool {
        guard let equals = text.firstIndex(of: "=") else { return false }
        let key = text[..<equals].unicodeScalars
        guard let first = key.first, !("0"..."9").contains(first),
            key.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else { return false }
        return text[text.index(after: equals)...].unicodeScalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F
        }
    }

    public static let table: [LaunchOption] = [
        LaunchOption(
            name: "--data-dir", valueName: "DIR",
            summary: Message(
                "option.data-dir", "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            ),
            subcommands: Subcommand.allCases, refusedByElevatedGate: true,
            shown: { .string($0.dataDirectory) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--data-dir", value: value ?? "",
                    expected: Message("option.data-dir.expected", "a directory path"))
            }
            options.dataDirectory = value
        },
        LaunchOption(
            name: "--store", valueName: "URL",
            summary: Message(
                "option.store", "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            ),
            subcommands: Subcommand.allCases, refusedByElevatedGate: true,
            shown: { $0.store.map { .string($0.description) } }
        ) { value, options throws(LaunchError) in
            do throws(StoreLocationError) {
                options.store = try StoreLocation(parsing: value ?? "")
            } catch {
                throw .invalidSecretValue(option: "--store", reason: error.message)
            }
        },
        LaunchOption(
            name: "--no-loading", valueName: nil,
            summary: Message("option.no-loading", "basic mode: no loading screen"),
            shown: { .boolean($0.noLoading) }
        ) {
            _, options in options.noLoading = true
        },
        LaunchOption(
            name: "--host-region", valueName: "WxH+X+Y",
            summary: Message(
                "option.host-region", "confine overlay, loading and login to this rectangle of cells"),
            shown: { $0.hostRegion.map { .string($0.description) } }
        ) { value, options throws(LaunchError) in
            guard let value, let region = Rect(geometry: value) else {
                throw .invalidValue(
                    option: "--host-region", value: value ?? "",
                    expected: Message("option.host-region.expected", "WxH+X+Y, e.g. 40x12+2+1"))
            }
            options.hostRegion = region
        },
        LaunchOption(
            name: "--overlay-color", valueName: "#RRGGBB",
            summary: Message(
                "option.overlay-color", "the navigator overlay's colour (default: the host's background)"),
            shown: { $0.overlayColor.map { .string($0.description) } }
        ) { value, options throws(LaunchError) in
            guard let value, let color = RGBColor(parsing: value) else {
                throw .invalidValue(
                    option: "--overlay-color", value: value ?? "",
                    expected: Message("option.overlay-color.expected", "#RRGGBB"))
            }
            options.overlayColor = color
        },
        LaunchOption(
            name: "--animation", valueName: "SECONDS",
            summary: Message("option.animation", "fade duration (default 0.3, 0 = none)"),
            setting: .number, shown: { .float($0.animation) }
        ) { value, options throws(LaunchError) in
            guard let value, let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 10 else {
                throw .invalidValue(
                    option: "--animation", value: value ?? "",
                    expected: Message("option.animation.expected", "seconds between 0 and 10"))
            }
            options.animation = seconds
        },
        LaunchOption(
            name: "--theme", valueName: "THEME",
            summary: Message(
                "option.theme",
                "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            ),
            shown: { .string($0.theme.description) }
        ) { value, options throws(LaunchError) in
            do throws(ThemeChoice.Problem) {
                options.theme = try ThemeChoice(parsing: value ?? "")
            } catch {
                throw .invalidTheme(error)
            }
        },
        LaunchOption(
            name: "--image", valueName: "PATH",
            summary: Message(
                "option.image", "background picture (PNG or JPEG), or a folder to pick one from at random"),
            refusedByElevatedGate: true,
            shown: { $0.imagePath.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--image", value: "",
                    expected: Message("option.image.expected", "a file or folder path"))
            }
            options.imagePath = value
        },
        LaunchOption(
            name: "--image-url", valueName: "TEMPLATE",
            summary: Message(
                "option.image-url", "download the background; {w} and {h} become its size in pixels"),
            refusedByElevatedGate: true,
            shown: { $0.imageURL.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, value.hasPrefix("http://") || value.hasPrefix("https://") else {
                throw .invalidValue(
                    option: "--image-url", value: value ?? "",
                    expected: Message("option.image-url.expected", "an http(s) URL template"))
            }
            options.imageURL = value
        },
        LaunchOption(
            name: "--print", valueName: "email|username|json",
            summary: Message("option.print", "login: what to print on success (default email)"),
            subcommands: [.login],
            shown: { .string($0.printFormat.rawValue) }
        ) { value, options throws(LaunchError) in
            guard let value, let format = LaunchOptions.PrintFormat(rawValue: value) else {
                throw .invalidValue(
                    option: "--print", value: value ?? "",
                    expected: Message("option.print.expected", "email, username or json"))
            }
            options.printFormat = format
        },
        LaunchOption(
            name: "--ask", valueName: nil,
            summary: Message("option.ask", "login, run: ask even when a session is remembered"),
            subcommands: [.login, .run],
            shown: { .boolean($0.ask) }
        ) { _, options in options.ask = true },
        LaunchOption(
            name: "--auth-command", valueName: "CMD",
            summary: Message(
                "option.auth-command", "login, run: let CMD decide who someone is (docs/auth-command.md)"),
            subcommands: [.login, .run], refusedByElevatedGate: true,
            shown: { $0.authCommand.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--auth-command", value: "",
                    expected: Message("option.expected.shell-command", "a shell command"))
            }
            options.authCommand = value
        },
        LaunchOption(
            name: "--pam", valueName: "SERVICE",
            summary: Message(
                "option.pam", "the app, login, run: the machine's accounts, through PAM (e.g. login)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { $0.pamService.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty, !value.contains("/"), !value.hasPrefix(".") else {
                throw .invalidValue(
                    option: "--pam", value: value ?? "",
                    expected: Message("option.pam.expected", "a PAM service name, as in /etc/pam.d"))
            }
            options.pamService = value
        },
        LaunchOption(
            name: "--plain", valueName: nil,
            summary: Message(
                "option.plain",
                "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"),
            subcommands: [.app, .login, .run, .greet],
            shown: { .boolean($0.plain) }
        ) { _, options in options.plain = true },
        LaunchOption(
            name: "--reboot", valueName: "CMD",
            summary: Message("option.reboot", "greet: offer Reboot, which runs CMD (none by default)"),
            subcommands: [.greet],
            shown: { $0.rebootCommand.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--reboot", value: "",
                    expected: Message("option.expected.shell-command", "a shell command"))
            }
            options.rebootCommand = value
        },
        LaunchOption(
            name: "--power-off", valueName: "CMD",
            summary: Message("option.power-off", "greet: offer Power off, which runs CMD (none by default)"),
            subcommands: [.greet],
            shown: { $0.powerOffCommand.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--power-off", value: "",
                    expected: Message("option.expected.shell-command", "a shell command"))
            }
            options.powerOffCommand = value
        },
        LaunchOption(
            name: "--suspend", valueName: "CMD",
            summary: Message("option.suspend", "greet: offer Suspend, which runs CMD (none by default)"),
            subcommands: [.greet],
            shown: { $0.suspendCommand.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            options.suspendCommand = try shellCommand(value, option: "--suspend")
        },
        LaunchOption(
            name: "--hibernate", valueName: "CMD",
            summary: Message("option.hibernate", "greet: offer Hibernate, which runs CMD (none by default)"),
            subcommands: [.greet],
            shown: { $0.hibernateCommand.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            options.hibernateCommand = try shellCommand(value, option: "--hibernate")
        },
        LaunchOption(
            name: "--user-menu", valueName: nil,
            summary: Message(
                "option.user-menu",
                "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"),
            subcommands: [.greet],
            shown: { .boolean($0.userMenu) }
        ) { _, options in options.userMenu = true },
        LaunchOption(
            name: "--user-menu-min-uid", valueName: "UID",
            summary: Message(
                "option.user-menu-min-uid", "greet: the user menu's lowest UID (default UID_MIN, else 1000)"),
            subcommands: [.greet], setting: .number,
            shown: { $0.userMenuMinimumUID.map { .integer(Int($0)) } }
        ) { value, options throws(LaunchError) in
            options.userMenuMinimumUID = try uid(value, option: "--user-menu-min-uid")
        },
        LaunchOption(
            name: "--user-menu-max-uid", valueName: "UID",
            summary: Message(
                "option.user-menu-max-uid", "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            ),
            subcommands: [.greet], setting: .number,
            shown: { $0.userMenuMaximumUID.map { .integer(Int($0)) } }
        ) { value, options throws(LaunchError) in
            options.userMenuMaximumUID = try uid(value, option: "--user-menu-max-uid")
        },
        LaunchOption(
            name: "--xsession-wrapper", valueName: "CMD",
            summary: Message(
                "option.xsession-wrapper",
                "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"),
            subcommands: [.greet],
            shown: { $0.xsessionWrapper.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            options.xsessionWrapper = try shellCommand(value, option: "--xsession-wrapper")
        },
        LaunchOption(
            name: "--no-xsession-wrapper", valueName: nil,
            summary: Message(
                "option.no-xsession-wrapper", "greet: start X11 sessions as their Exec alone, with no wrapper"
            ),
            subcommands: [.greet],
            shown: { .boolean($0.xsessionWrapper == nil) }
        ) { _, options in options.xsessionWrapper = nil },
        LaunchOption(
            name: "--env", valueName: "KEY=VALUE",
            summary: Message(
                "option.env", "greet: give every session this environment variable (repeatable)"),
            subcommands: [.greet],
            setting: .texts, shown: { .strings($0.sessionEnvironment) }
        ) { value, options throws(LaunchError) in
            guard let value, isEnvironmentAssignment(value) else {
                throw .invalidValue(
                    option: "--env", value: value ?? "",
                    expected: Message(
                        "option.env.expected",
                        "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
                    ))
            }
            options.sessionEnvironment.append(value)
        },
        LaunchOption(
            name: "--user", valueName: "NAME",
            summary: Message(
                "option.user",
                "greet: open on NAME's first question, before the remembered user (Esc: another user)"),
            subcommands: [.greet],
            shown: { $0.greetUser.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty,
                value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && $0 != ":" })
            else {
                throw .invalidValue(
                    option: "--user", value: value ?? "",
                    expected: Message("option.user.expected", "a user name (no spaces, colons or controls)"))
            }
            options.greetUser = value
        },
        LaunchOption(
            name: "--greeting", valueName: "TEXT",
            summary: Message("option.greeting", "greet: a line shown above the login"),
            subcommands: [.greet],
            shown: { $0.greeting.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.allSatisfy(\.isWhitespace) else {
                throw .invalidValue(
                    option: "--greeting", value: value ?? "",
                    expected: Message("option.greeting.expected", "some text"))
            }
            options.greeting = value
        },
        LaunchOption(
            name: "--issue", valueName: nil,
            summary: Message(
                "option.issue", "greet: show /etc/issue above the login, its escapes expanded as agetty does"),
            subcommands: [.greet],
            shown: { .boolean($0.showsIssue) }
        ) { _, options in options.showsIssue = true },
        LaunchOption(
            name: "--issue-file", valueName: "FILE",
            summary: Message("option.issue-file", "greet: show FILE instead of /etc/issue"),
            subcommands: [.greet],
            shown: { $0.issueFile.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--issue-file", value: "",
                    expected: Message("option.issue-file.expected", "a file path"))
            }
            options.issueFile = value
        },
        LaunchOption(
            name: "--time-format", valueName: "FORMAT",
            summary: Message(
                "option.time-format",
                "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"),
            subcommands: [.greet],
            shown: { $0.timeFormat.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, LaunchOptions.isClockFormat(value) else {
                throw .invalidValue(
                    option: "--time-format", value: value ?? "",
                    expected: Message(
                        "option.time-format.expected",
                        "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"))
            }
            options.timeFormat = value
        },
        LaunchOption(
            name: "--logout-after", valueName: nil,
            summary: Message("option.logout-after", "run: end the session when the command exits"),
            subcommands: [.run],
            shown: { .boolean($0.logoutAfter) }
        ) { _, options in options.logoutAfter = true },
        LaunchOption(
            name: "--yes", valueName: nil,
            summary: Message("option.yes", "accounts delete: do not ask for confirmation"),
            subcommands: [.accounts],
            shown: { .boolean($0.assumeYes) }
        ) { _, options in options.assumeYes = true },
        LaunchOption(
            name: "--remember", valueName: "DURATION",
            summary: Message(
                "option.remember",
                "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: {
                .string(
                    TimeSpan.text(
                        seconds: $0.rememberFor ?? AccountService.Configuration.longestSessionLifetime))
            }
        ) { value, options throws(LaunchError) in
            guard let value, let seconds = value == "0" ? 0 : TimeSpan.seconds(parsing: value),
                seconds <= AccountService.Configuration.longestSessionLifetime
            else {
                throw .invalidValue(
                    option: "--remember", value: value ?? "",
                    expected: Message("option.remember.expected", "0 or a duration up to 30d, e.g. 12h"))
            }
            options.rememberFor = seconds
        },
        LaunchOption(
            name: "--session", valueName: "ID",
            summary: Message(
                "option.session", "accounts revoke: end only this session (an id from accounts sessions)"),
            subcommands: [.accounts],
            shown: { $0.sessionIdentifier.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, value.count == 12, value.allSatisfy(\.isHexDigit) else {
                throw .invalidValue(
                    option: "--session", value: value ?? "",
                    expected: Message("option.session.expected", "a 12-digit id from accounts sessions"))
            }
            options.sessionIdentifier = value
        },
        LaunchOption(
            name: "--account", valueName: "EMAIL",
            summary: Message("option.account", "audit list, follow: only this account's events"),
            subcommands: [.audit],
            shown: { $0.auditAccount.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--account", value: "", expected: Message("option.account.expected", "an email"))
            }
            options.auditAccount = value
        },
        LaunchOption(
            name: "--since", valueName: "TIME",
            summary:
                Message(
                    "option.since",
                    "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"),
            subcommands: [.audit],
            shown: { $0.auditSince.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, SecurityEventLine.time(parsing: value, now: 0) != nil else {
                throw .invalidValue(
                    option: "--since", value: value ?? "",
                    expected: Message(
                        "option.since.expected", "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"))
            }
            options.auditSince = value
        },
        LaunchOption(
            name: "--before", valueName: "TIME",
            summary: Message(
                "option.before", "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            ),
            subcommands: [.audit],
            shown: { $0.auditBefore.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, SecurityEventLine.time(parsing: value, now: 0) != nil else {
                throw .invalidValue(
                    option: "--before", value: value ?? "",
                    expected: Message("option.before.expected", "2026-01-01 or an age such as 90d"))
            }
            options.auditBefore = value
        },
        LaunchOption(
            name: "--json", valueName: nil,
            summary: Message("option.json", "audit list, follow: one JSON object per event"),
            subcommands: [.audit],
            shown: { .boolean($0.json) }
        ) { _, options in options.json = true },
        LaunchOption(
            name: "--grant", valueName: "ROLE",
            summary: Message(
                "option.grant", "store migrate: give ROLE row access only (the app's role; repeatable)"),
            subcommands: [.store],
            setting: .texts, shown: { .strings($0.grantRoles) }
        ) { value, options throws(LaunchError) in
            guard let value, PostgresAccountStore.isPlainRoleName(value) else {
                throw .invalidValue(
                    option: "--grant", value: value ?? "",
                    expected: Message("option.grant.expected", "a role name: a-z, 0-9 and _"))
            }
            options.grantRoles.append(value)
        },
        LaunchOption(
            name: "--config", valueName: "FILE",
            summary: Message(
                "option.config",
                "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            ),
            subcommands: Subcommand.allCases, refusedByElevatedGate: true, commandLineOnly: true
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--config", value: "", expected: Message("option.config.expected", "a file path"))
            }
            options.configurationFile = value
        },
        LaunchOption(
            name: "--print-config", valueName: nil,
            summary: Message(
                "option.print-config", "print the settings in force, each with where it comes from, and exit"),
            subcommands: Subcommand.allCases, commandLineOnly: true
        ) { _, options in options.printsConfiguration = true },
        LaunchOption(
            name: "--help", valueName: nil, summary: Message("option.help", "show this help and exit"),
            subcommands: Subcommand.allCases,
            commandLineOnly: true
        ) { _, options in
            options.command = .help
        },
        LaunchOption(
            name: "--version", valueName: nil,
            summary: Message("option.version", "print the version and exit"),
            subcommands: Subcommand.allCases,
            commandLineOnly: true
        ) { _, options in
            options.command = .version
        },
        LaunchOption(
            name: "--man", valueName: nil,
            summary: Message("option.man", "print the manual page (roff) and exit"),
            subcommands: [.app],
            commandLineOnly: true
        ) { _, options in options.command = .manual },
        LaunchOption(
            name: "--bash-completion", valueName: nil,
            summary: Message("option.bash-completion", "print the bash completion script and exit"),
            subcommands: [.app],
            commandLineOnly: true
        ) { _, options in options.command = .bashCompletion },
        LaunchOption(
            name: "--zsh-completion", valueName: nil,
            summary: Message("option.zsh-completion", "print the zsh completion function and exit"),
            subcommands: [.app],
            commandLineOnly: true
        ) { _, options in options.command = .zshCompletion },
        LaunchOption(
            name: "--fish-completion", valueName: nil,
            summary: Message("option.fish-completion", "print the fish completion script and exit"),
            subcommands: [.app],
            commandLineOnly: true
        ) { _, options in options.command = .fishCompletion },
        // MARK: Signing in through an OpenID provider (docs/oidc.md).
        LaunchOption(
            name: "--oidc", valueName: "ISSUER",
            summary: Message(
                "option.oidc",
                "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { $0.oidcIssuer.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, value.hasPrefix("https://") || value.hasPrefix("http://"),
                !value.contains("?"), !value.contains("#"),
                value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
            else {
                throw .invalidValue(
                    option: "--oidc", value: value ?? "",
                    expected: Message(
                        "option.oidc.expected", "the issuer's https:// address, as the provider names it"))
            }
            options.oidcIssuer = value
        },
        LaunchOption(
            name: "--oidc-client-id", valueName: "ID",
            summary: Message("option.oidc-client-id", "--oidc: this machine's client id at the provider"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { $0.oidcClientID.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty,
                value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
            else {
                throw .invalidValue(
                    option: "--oidc-client-id", value: value ?? "",
                    expected: Message("option.oidc-client-id.expected", "a client id (printable, no spaces)"))
            }
            options.oidcClientID = value
        },
        LaunchOption(
            name: "--oidc-client-secret-file", valueName: "FILE",
            summary: Message(
                "option.oidc-client-secret-file",
                "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { $0.oidcClientSecretFile.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--oidc-client-secret-file", value: "",
                    expected: Message("option.config.expected", "a file path"))
            }
            options.oidcClientSecretFile = value
        },
        LaunchOption(
            name: "--oidc-scope", valueName: "SCOPE",
            summary: Message(
                "option.oidc-scope", "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            ),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            setting: .texts, shown: { .strings($0.oidcScopes ?? OIDCAuthenticator.Settings.defaultScopes) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty,
                value.unicodeScalars.allSatisfy({
                    $0.value > 0x20 && $0.value < 0x7F && $0 != "\\" && $0 != "\""
                })
            else {
                throw .invalidValue(
                    option: "--oidc-scope", value: value ?? "",
                    expected: Message("option.oidc-scope.expected", "a scope name, such as email"))
            }
            options.oidcScopes = (options.oidcScopes ?? []) + [value]
        },
        LaunchOption(
            name: "--oidc-user-claim", valueName: "CLAIM",
            summary: Message(
                "option.oidc-user-claim",
                "--oidc: the claim that names the user (default preferred_username; email, sub)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { .string($0.oidcUserClaim ?? OIDCAuthenticator.Settings.defaultUserClaim) }
        ) { value, options throws(LaunchError) in
            guard let value, ClaimRequirement.isClaimName(value) else {
                throw .invalidValue(
                    option: "--oidc-user-claim", value: value ?? "",
                    expected: Message("option.oidc-user-claim.expected", "a claim name, such as email"))
            }
            options.oidcUserClaim = value
        },
        LaunchOption(
            name: "--oidc-require", valueName: "CLAIM=VALUE",
            summary: Message(
                "option.oidc-require", "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            setting: .texts, shown: { .strings($0.oidcRequirements) }
        ) { value, options throws(LaunchError) in
            guard let value, ClaimRequirement(parsing: value) != nil else {
                throw .invalidValue(
                    option: "--oidc-require", value: value ?? "",
                    expected: Message("option.oidc-require.expected", "CLAIM=VALUE, such as groups=staff"))
            }
            options.oidcRequirements.append(value)
        },
        LaunchOption(
            name: "--oidc-ca-file", valueName: "FILE",
            summary: Message(
                "option.oidc-ca-file", "--oidc: trust the CAs in FILE (PEM) instead of the system's"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { $0.oidcCAFile.map(SettingValue.string) }
        ) { value, options throws(LaunchError) in
            guard let value, !value.isEmpty else {
                throw .invalidValue(
                    option: "--oidc-ca-file", value: "",
                    expected: Message("option.config.expected", "a file path"))
            }
            options.oidcCAFile = value
        },
        LaunchOption(
            name: "--oidc-allow-insecure-loopback", valueName: nil,
            summary: Message(
                "option.oidc-allow-insecure-loopback",
                "--oidc: allow plain http to a loopback address (for tests)"),
            subcommands: [.app, .login, .run], refusedByElevatedGate: true,
            shown: { .boolean($0.oidcAllowsInsecureLoopback) }
        ) { _, options in options.oidcAllowsInsecureLoopback = true },
    ]
}

/// The version `authtui --version` prints.
public enum AuthTUIVersion {
    public static let current = "0.1.0"
}
