import AuthDomain

/// The machine's configuration file, `/etc/authtui/config.toml` (its path fixed at build time):
/// what the set-user-ID gate and sshd's `authtui authorized-keys` take their store, data
/// directory and session lifetime from, since nothing that names a file, a folder or a server
/// may come from whoever starts the gate (issue 44 #2). Only root may have written it
/// (`TrustedFile` checks that before the text reaches `parse`).
///
/// The format is a documented subset of TOML, greetd's own: `name = value` lines, `#` comments,
/// basic (`"…"`, with `\"`, `\\`, `\n`, `\t`, `\uXXXX`) and literal (`'…'`) strings, integers and
/// booleans; no tables yet. A name is a command-line option's without its dashes, and its value
/// is checked by that option's own rule (`LaunchOption.table`).
public enum MachineConfiguration {
    public static let path = "/etc/authtui/config.toml"

    /// The settings the file may hold, by their option names: what a gate must not take from
    /// its caller.
    public static let names = ["store", "data-dir", "remember"]

    /// A setting the file may not hold, and the ones it may.
    static let unknownSetting = Message("config.unknown-setting", "unknown setting '%1$s' (expected %2$s)")
    /// A `[table]` line.
    static let noTables = Message(
        "config.no-tables", "tables are not supported here; put settings at the top level")
    /// Something after a setting's value on its line, with the setting's name.
    static let trailingText = Message("config.trailing-text", "unexpected text after the value of '%1$s'")
    /// A setting's second line.
    static let setTwice = Message("config.set-twice", "'%1$s' is set twice")
    /// A string without its closing quote.
    static let unclosedString = Message("config.unclosed-string", "a string is not closed")
    /// A value that is no string, number or boolean.
    static let expectedValue = Message(
        "config.expected-value", "expected a value: a \"string\", a number, true or false")

    /// `options` with the file's settings applied, or the file, line and problem.
    public static func apply(_ text: String, path: String = path, to options: LaunchOptions)
        throws(ConfigurationError) -> LaunchOptions
    {
        var options = options
        for setting in try parse(text, path: path) {
            guard names.contains(setting.name),
                let option = LaunchOption.table.first(where: { $0.name == "--" + setting.name })
            else {
                throw ConfigurationError(
                    path: path, line: setting.line,
                    problem: unknownSetting(setting.name, names.joined(separator: ", ")))
            }
            do throws(LaunchError) {
                try option.apply(setting.value, &options)
            } catch {
                throw ConfigurationError(path: path, line: setting.line, problem: error.message)
            }
        }
        return options
    }

    /// One `name = value` line.
    public struct Setting: Equatable, Sendable {
        public let name: String
        /// The value as text: a string's contents, an integer's or a boolean's spelling.
        public let value: String
        public let line: Int
    }

    /// The file's settings in order, or the first line it cannot read.
    public static func parse(_ text: String, path: String = path) throws(ConfigurationError) -> [Setting] {
        var settings: [Setting] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            func fail(_ problem: String) -> ConfigurationError {
                ConfigurationError(path: path, line: number, problem: problem)
            }
            var line = Substring(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            line = line.drop(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                throw fail(noTables.text)
            }
            let name = line.prefix(while: {
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
            })
            guard !name.isEmpty else {
                throw fail(Message("config.expected-name", "expected a setting's name").text)
            }
            var rest = line.dropFirst(name.count).drop(while: { $0 == " " || $0 == "\t" })
            guard rest.first == "=" else {
                throw fail(Message("config.expected-equals", "expected '=' after '%1$s'")(name))
            }
            rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            let (value, after) = try readValue(rest, fail: fail)
            let trailing = after.drop(while: { $0 == " " || $0 == "\t" })
            guard trailing.isEmpty || trailing.hasPrefix("#") else {
                throw fail(trailingText(name))
            }
            guard !settings.contains(where: { $0.name == name }) else {
                throw fail(setTwice(name))
            }
            settings.append(Setting(name: String(name), value: value, line: number))
        }
        return settings
    }

    private static func readValue(
        _ text: Substring, fail: (String) -> ConfigurationError
    ) throws(ConfigurationError) -> (String, Substring) {
        switch text.first {
        case "'":
            let body = text.dropFirst()
            guard let end = body.firstIndex(of: "'") else {
                throw fail(unclosedString.text)
            }
            return (String(body[..<end]), body[body.index(after: end)...])
        case "\"":
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
                    case "u":
                        guard rest.count >= 4, let code = UInt32(rest.prefix(4), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else {
                            throw fail(
                                Message(
                                    "config.bad-unicode-escape",
                                    "\\u needs four hexadecimal digits of a character"
                                ).text)
                        }
                        value.unicodeScalars.append(scalar)
                        rest = rest.dropFirst(4)
                    default:
                        throw fail(
                            Message("config.unknown-escape", "unknown escape \\%1$s in a string")(escaped))
                    }
                default:
                    guard
                        character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
                            || character == "\t"
                    else {
                        throw fail(
                            Message("config.control-character", "a control character in a string").text)
                    }
                    value.append(character)
                }
            }
            throw fail(unclosedString.text)
        default:
            let word = text.prefix(while: { $0 != " " && $0 != "\t" && $0 != "#" })
            if word == "true" || word == "false" { return (String(word), text.dropFirst(word.count)) }
            let digits = word.hasPrefix("-") || word.hasPrefix("+") ? word.dropFirst() : word[...]
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                !(digits.count > 1 && digits.hasPrefix("0"))
            {
                return (String(word.hasPrefix("+") ? digits : word), text.dropFirst(word.count))
            }
            throw fail(expectedValue.text)
        }
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
