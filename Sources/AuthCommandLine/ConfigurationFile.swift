import AuthDomain

/// authtui's configuration file: the machine's (`/etc/authtui/config.toml`) and a person's
/// (`$XDG_CONFIG_HOME/authtui/config.toml`), read as text here; which files a mode reads, and how
/// far each is trusted, is `ConfigurationSources`; what wins, `LaunchOptions.resolve`.
///
/// The format is a documented subset of TOML, greetd's own (docs/configuration.md): `name = value`
/// lines and `[table]` headers, `#` comments, basic (`"…"`, with `\"`, `\\`, `\n`, `\t`,
/// `\uXXXX`) and literal (`'…'`) strings, decimal integers and floats, booleans, and arrays of
/// strings on one line. A name is a command-line option's without its dashes; a table is a
/// subcommand's name (`[greet]`) or `[gate]`, the set-user-ID gate's. What the subset leaves out
/// (dotted and quoted keys, multi-line strings and arrays, dates, other numbers' spellings) is
/// refused with its line, never read otherwise than TOML would read it.
public enum ConfigurationFile {
    /// The machine's file (its path fixed at build time): the only one the greeter and the
    /// set-user-ID gate read, and only while root alone may have written it (`TrustedFile`).
    public static let machinePath = "/etc/authtui/config.toml"

    /// The table of the set-user-ID gate (`authtui run`, `login` or the app through a
    /// set-user-ID copy, and sshd's `authtui authorized-keys`).
    public static let gateTable = "gate"

    /// The tables a file may have: one per subcommand that draws a screen (`app` for the login app
    /// itself), and the gate's. The operators' subcommands read the top of the file: their
    /// options are theirs alone, and a `[store]` table could not stand beside the `store` setting
    /// in TOML.
    public static let tables: [String] = Subcommand.screens.map(table(of:)) + [gateTable]

    /// A person's file: `$XDG_CONFIG_HOME/authtui/config.toml`, else `~/.config/authtui/config.toml`
    /// (XDG's base directories); nil without a home to look in.
    public static func personalPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/authtui/config.toml"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/authtui/config.toml"
    }

    /// A `[[table]]` line, a table the file may not have, or one given twice.
    static let noArrayTables = Message(
        "config.no-array-tables", "arrays of tables ([[…]]) are not supported here")
    static let unknownTable = Message("config.unknown-table", "unknown table [%1$s] (expected one of %2$s)")
    /// A table given twice, or named as a setting above it is (TOML allows neither).
    static let tableTwice = Message("config.table-twice", "[%1$s] is already defined above")
    /// Something after a setting's value on its line, with the setting's name.
    static let trailingText = Message("config.trailing-text", "unexpected text after the value of '%1$s'")
    /// A setting's second line in the same table.
    static let setTwice = Message("config.set-twice", "'%1$s' is set twice")
    /// A string without its closing quote.
    static let unclosedString = Message("config.unclosed-string", "a string is not closed")
    /// A value that is no string, number, boolean or array of strings.
    static let expectedValue = Message(
        "config.expected-value.array",
        "expected a value: a \"string\", a number, true, false or [\"strings\"]")
    /// An array that does not close on its own line, or holds something other than strings.
    static let badArray = Message(
        "config.bad-array", "an array here holds only strings, separated by commas, and closes on its line")
    static let expectedName = Message("config.expected-name", "expected a setting's name")

    /// One `name = value` line.
    public struct Setting: Equatable, Sendable {
        /// The `[table]` it stands in; nil at the top of the file.
        public let table: String?
        public let name: String
        public let value: SettingValue
        public let line: Int
    }

    /// A subcommand's table (`[login]`; the login app's is `[app]`).
    static func table(of subcommand: Subcommand) -> String {
        subcommand == .app ? "app" : subcommand.rawValue
    }

    /// The subcommands a table's settings are for.
    static func subcommands(ofTable table: String) -> [Subcommand] {
        if table == gateTable { return [.app, .login, .run] }
        return Subcommand.screens.filter { self.table(of: $0) == table }
    }

    static let unknownSetting = Message(
        "config.unknown-option", "unknown setting '%1$s': no option --%1$s (see authtui --help)")
    static let commandLineOnly = Message(
        "config.command-line-only", "'%1$s' is given on the command line only, not in a file")
    static let notForTable = Message("config.not-for-table", "'%1$s' does not apply to [%2$s]")
    static let wrongType = Message("config.wrong-type", "'%1$s' takes %2$s")
    static let invalidValue = Message("config.invalid-value", "%1$s = '%2$s' is not valid; expected %3$s")

    /// A setting whose option, table, kind and value are right.
    struct Checked {
        let table: String?
        let option: LaunchOption
        /// The command-line values it stands for (`LaunchOption.arguments(for:)`).
        let arguments: [String?]
        let line: Int
    }

    /// The file's settings, each checked whatever mode reads it (so a mistake anywhere in a file
    /// stops every mode, not only the one it was meant for), or the first line that is wrong.
    static func check(_ text: String, path: String) throws(ConfigurationError) -> [Checked] {
        var checked: [Checked] = []
        for setting in try parse(text, path: path) {
            func fail(_ problem: String) -> ConfigurationError {
                ConfigurationError(path: path, line: setting.line, problem: problem)
            }
            let name = setting.name
            guard let option = LaunchOption.table.first(where: { $0.settingName == name }) else {
                throw fail(unknownSetting(name))
            }
            guard let kind = option.setting else { throw fail(commandLineOnly(name)) }
            if let table = setting.table {
                guard subcommands(ofTable: table).contains(where: option.subcommands.contains) else {
                    throw fail(notForTable(name, table))
                }
            }
            guard let arguments = option.arguments(for: setting.value) else {
                throw fail(wrongType(name, kind.expected.text))
            }
            var scratch = LaunchOptions(dataDirectory: "")
            for argument in arguments {
                do throws(LaunchError) {
                    try option.apply(argument, &scratch)
                } catch {
                    switch error {
                    case .invalidValue(_, let value, let expected):
                        throw fail(invalidValue(name, value, expected.text))
                    case .invalidSecretValue(_, let reason): throw fail("\(name): \(reason)")
                    case .invalidTheme(let problem):
                        throw fail("\(name): \(LaunchError.themeProblem(problem))")
                    default: throw fail(error.message)
                    }
                }
            }
            checked.append(
                Checked(table: setting.table, option: option, arguments: arguments, line: setting.line))
        }
        return checked
    }

    /// The file's settings in order, or the first line it cannot read.
    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> [Setting] {
        var settings: [Setting] = []
        var table: String?
        var tablesSeen: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            func fail(_ problem: String) -> ConfigurationError {
                ConfigurationError(path: path, line: number, problem: problem)
            }
            var line = Substring(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            line = line.drop(while: isBlank)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                if line.hasPrefix("[[") { throw fail(noArrayTables.text) }
                let inside = line.dropFirst().drop(while: isBlank)
                let name = inside.prefix(while: isNameCharacter)
                var rest = inside.dropFirst(name.count).drop(while: isBlank)
                guard !name.isEmpty, rest.first == "]" else { throw fail(expectedName.text) }
                rest = rest.dropFirst().drop(while: isBlank)
                guard rest.isEmpty || rest.hasPrefix("#") else { throw fail(trailingText("[\(name)]")) }
                guard tables.contains(String(name)) else {
                    throw fail(unknownTable(name, tables.joined(separator: ", ")))
                }
                guard !tablesSeen.contains(String(name)) else { throw fail(tableTwice(name)) }
                // TOML: a name is a value or a table, not both.
                guard !settings.contains(where: { $0.table == nil && $0.name == name }) else {
                    throw fail(tableTwice(name))
                }
                tablesSeen.append(String(name))
                table = String(name)
                continue
            }
            let name = line.prefix(while: isNameCharacter)
            guard !name.isEmpty else { throw fail(expectedName.text) }
            var rest = line.dropFirst(name.count).drop(while: isBlank)
            guard rest.first == "=" else {
                throw fail(Message("config.expected-equals", "expected '=' after '%1$s'")(name))
            }
            rest = rest.dropFirst().drop(while: isBlank)
            let (value, after) = try readValue(rest, fail: fail)
            let trailing = after.drop(while: isBlank)
            guard trailing.isEmpty || trailing.hasPrefix("#") else {
                throw fail(trailingText(name))
            }
            guard !settings.contains(where: { $0.name == name && $0.table == table }) else {
                throw fail(setTwice(name))
            }
            settings.append(Setting(table: table, name: String(name), value: value, line: number))
        }
        return settings
    }

    static let controlCharacter = Message("config.control-character", "a control character in a string")

    /// TOML keeps control characters but the tab out of strings, to be written as escapes.
    private static func isAllowedInString(_ character: Character) -> Bool {
        character == "\t" || character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII
            && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    private static func readValue(
        _ text: Substring, fail: (String) -> ConfigurationError
    ) throws(ConfigurationError) -> (SettingValue, Substring) {
        switch text.first {
        case "'", "\"":
            let (string, rest) = try readString(text, fail: fail)
            return (.string(string), rest)
        case "[":
            var strings: [String] = []
            var rest = text.dropFirst().drop(while: isBlank)
            while rest.first != "]" {
                guard rest.first == "'" || rest.first == "\"" else { throw fail(badArray.text) }
                let (string, after) = try readString(rest, fail: fail)
                strings.append(string)
                rest = after.drop(while: isBlank)
                if rest.first == "," {
                    rest = rest.dropFirst().drop(while: isBlank)
                } else if rest.first != "]" {
                    throw fail(badArray.text)
                }
            }
            return (.strings(strings), rest.dropFirst())
        default:
            let word = text.prefix(while: { $0 != " " && $0 != "\t" && $0 != "#" && $0 != "," && $0 != "]" })
            let rest = text.dropFirst(word.count)
            if word == "true" || word == "false" { return (.boolean(word == "true"), rest) }
            if let number = number(word) { return (number, rest) }
            throw fail(expectedValue.text)
        }
    }

    /// A decimal integer or float as TOML spells them (no leading zeros, no `_`, no `inf`/`nan`,
    /// no hexadecimal): nil for anything else.
    private static func number(_ word: Substring) -> SettingValue? {
        let unsigned = word.hasPrefix("-") || word.hasPrefix("+") ? word.dropFirst() : word
        func isDigits(_ part: Substring) -> Bool {
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
        let integerPart = unsigned.prefix(while: { $0.isASCII && $0.isNumber })
        guard isDigits(integerPart), !(integerPart.count > 1 && integerPart.hasPrefix("0")) else {
            return nil
        }
        var rest = unsigned.dropFirst(integerPart.count)
        if rest.isEmpty {
            return Int(word.hasPrefix("+") ? unsigned : word).map(SettingValue.integer)
        }
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber })
            guard isDigits(fraction) else { return nil }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            var exponent = rest.dropFirst()
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard isDigits(exponent) else { return nil }
            rest = ""
        }
        guard rest.isEmpty, let value = Double(word), value.isFinite else { return nil }
        return .float(value)
    }

    private static func readString(
        _ text: Substring, fail: (String) -> ConfigurationError
    ) throws(ConfigurationError) -> (String, Substring) {
        if text.first == "'" {
            let body = text.dropFirst()
            guard let end = body.firstIndex(of: "'") else {
                throw fail(unclosedString.text)
            }
            guard body[..<end].allSatisfy(isAllowedInString) else { throw fail(controlCharacter.text) }
            return (String(body[..<end]), body[body.index(after: end)...])
        }
        var value = ""
        var rest = text.dropFirst()
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "\"": return (value, rest)
            case "\\":
                guard let escaped = rest.first else {
                    throw fail(unclosedString.text)
                }
                rest = rest.dropFirst()
                switch escaped {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "b": value.append("\u{8}")
                case "f": value.append("\u{C}")
                case "u", "U":
                    let digits = escaped == "u" ? 4 : 8
                    guard rest.count >= digits, rest.prefix(digits).allSatisfy(\.isHexDigit),
                        let code = UInt32(rest.prefix(digits), radix: 16), let scalar = Unicode.Scalar(code)
                    else {
                        throw fail(
                            Message(
                                "config.bad-unicode-escape.long",
                                "\\u needs four hexadecimal digits of a character, \\U eight"
                            ).text)
                    }
                    value.unicodeScalars.append(scalar)
                    rest = rest.dropFirst(digits)
                default:
                    throw fail(
                        Message("config.unknown-escape", "unknown escape \\%1$s in a string")(escaped))
                }
            default:
                guard isAllowedInString(character) else { throw fail(controlCharacter.text) }
                value.append(character)
            }
        }
        throw fail(unclosedString.text)
    }
}

/// A setting's value as the file spells it, or as `--print-config` shows one in force.
public enum SettingValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case strings([String])

    /// As TOML writes it (`--print-config` prints a file that could be read back).
    public var toml: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .integer(let number): String(number)
        case .float(let number): "\(number)"
        case .boolean(let flag): flag ? "true" : "false"
        case .strings(let texts): "[" + texts.map(Self.quoted).joined(separator: ", ") + "]"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A configuration file that cannot be used: where, and what is wrong.
public struct ConfigurationError: Error, Equatable, Sendable {
    public let path: String
    /// 0 when the problem is the file itself (its owner, its mode), not a line.
    public let line: Int
    public let problem: String

    public init(path: String, line: Int, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    /// A problem on a line of the file: the file, the line and what is wrong there.
    static let atLine = Message("config.error-at-line", "authtui: %1$s, line %2$d: %3$s")

    public var message: String {
        line > 0
            ? Self.atLine(path, line, problem)
            : "authtui: \(problem)"
    }
}
