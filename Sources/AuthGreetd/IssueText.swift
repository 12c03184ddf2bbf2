import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// The machine's `/etc/issue` (or another issue file) as a greeter shows it: agetty's escapes
/// expanded from a snapshot of the machine (`MachineFacts`), so the expansion is a pure function
/// tested with any facts.
///
/// The escapes are agetty's (agetty(8), ISSUE FILES): `\n` node name, `\r` kernel release, `\s`
/// system name, `\m` architecture, `\v` kernel version, `\l` the terminal's name, `\d` date,
/// `\t` time, `\S` the os-release's `PRETTY_NAME` (`\S{VAR}` that variable), and any other
/// character after a backslash stands for itself (`\\` is one backslash), as agetty prints it.
/// Two differences, both so that the file cannot drive the terminal: `\e`, `\e{name}` and
/// `\S{ANSI_COLOR}`, which agetty turns into escape sequences, give nothing here; and the
/// escapes that need the network or the login records (`\4`, `\6`, `\o`, `\O`, `\b`, `\u`,
/// `\U`, with their `{argument}`) give nothing either, rather than a wrong letter.
public enum IssueText {
    /// Longest issue file read, in bytes: the greeter shows a few lines of it at most.
    public static let longestFile = 16_384

    /// `text` with its escapes expanded. What is left may still hold control characters and
    /// escape sequences the file itself contained: whoever draws it sanitises it.
    public static func expanded(_ text: String, facts: MachineFacts) -> String {
        var output = ""
        var characters = text[...]
        while let next = characters.popFirst() {
            guard next == "\\" else {
                output.append(next)
                continue
            }
            guard let escape = characters.popFirst() else { break }
            switch escape {
            case "n": output += facts.nodeName
            case "r": output += facts.kernelRelease
            case "s": output += facts.systemName
            case "m": output += facts.machine
            case "v": output += facts.kernelVersion
            case "l": output += facts.terminalName
            case "d": output += date(facts.time)
            case "t": output += time(facts.time)
            case "S":
                if let name = argument(&characters) {
                    if name != "ANSI_COLOR" { output += facts.osRelease[name] ?? "" }
                } else {
                    output += facts.osRelease["PRETTY_NAME"] ?? facts.systemName
                }
            case "e", "4", "6":
                _ = argument(&characters)
            case "o", "O", "b", "u", "U", "a", "A":
                break
            default: output.append(escape)
            }
        }
        return output
    }

    /// A `{argument}` right after an escape (consumed), as agetty reads one: nil when none
    /// follows; an argument never closed takes the rest of the text.
    private static func argument(_ characters: inout Substring) -> String? {
        guard characters.first == "{" else { return nil }
        characters.removeFirst()
        guard let close = characters.firstIndex(of: "}") else {
            characters = characters[characters.endIndex...]
            return nil
        }
        defer { characters = characters[characters.index(after: close)...] }
        return String(characters[..<close])
    }

    /// agetty's date, in the local time zone: `Fri Jan 15  2027` (its two spaces before the year
    /// included; the names are the C locale's, as agetty prints them on a console).
    static func date(_ seconds: Double) -> String {
        guard let parts = localParts(seconds) else { return "" }
        let day = parts.tm_mday < 10 ? " \(parts.tm_mday)" : "\(parts.tm_mday)"
        return
            "\(weekdays[Int(parts.tm_wday) % 7]) \(months[Int(parts.tm_mon) % 12]) \(day)  \(parts.tm_year + 1900)"
    }

    /// agetty's time: `08:00:00`.
    static func time(_ seconds: Double) -> String {
        guard let parts = localParts(seconds) else { return "" }
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(
            separator: ":")
    }

    private static func localParts(_ seconds: Double) -> tm? {
        guard seconds.isFinite, abs(seconds) < 1e11 else { return nil }
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        return parts
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The first `longestFile` bytes of the file at `path` as text, or nil when it cannot be read
    /// (missing, unreadable, not a regular file).
    public static func read(path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: longestFile)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes {
                Glibc.read(fd, $0.baseAddress! + count, $0.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}

/// What an issue file's escapes stand for, read once when the greeter starts: `uname`'s names,
/// the terminal's name, the time, and the os-release file's variables.
public struct MachineFacts: Equatable, Sendable {
    public var nodeName: String
    public var kernelRelease: String
    public var systemName: String
    public var machine: String
    public var kernelVersion: String
    /// The terminal's name without `/dev/` (`tty7`, `pts/3`), as agetty's `\l` prints it.
    public var terminalName: String
    /// Seconds since 1970.
    public var time: Double
    /// `/etc/os-release`'s variables (or `/usr/lib/os-release`'s), unquoted.
    public var osRelease: [String: String]

    public init(
        nodeName: String, kernelRelease: String, systemName: String, machine: String,
        kernelVersion: String = "", terminalName: String, time: Double, osRelease: [String: String]
    ) {
        self.nodeName = nodeName
        self.kernelRelease = kernelRelease
        self.systemName = systemName
        self.machine = machine
        self.kernelVersion = kernelVersion
        self.terminalName = terminalName
        self.time = time
        self.osRelease = osRelease
    }

    /// The machine now, with standard input as the terminal.
    public static func current() -> MachineFacts {
        var names = utsname()
        let known = uname(&names) == 0
        func field<T>(_ value: T) -> String {
            guard known else { return "" }
            return withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        var terminal = ""
        if let name = ttyname(STDIN_FILENO) {
            terminal = String(cString: name)
            if terminal.hasPrefix("/dev/") { terminal.removeFirst(5) }
        }
        let release =
            IssueText.read(path: "/etc/os-release") ?? IssueText.read(path: "/usr/lib/os-release") ?? ""
        return MachineFacts(
            nodeName: field(names.nodename), kernelRelease: field(names.release),
            systemName: field(names.sysname), machine: field(names.machine),
            kernelVersion: field(names.version),
            terminalName: terminal, time: Double(Glibc.time(nil)), osRelease: osRelease(parsing: release))
    }

    /// os-release(5)'s `VAR=value` lines: values in double or single quotes unquoted (a
    /// backslash in double quotes escapes the next character), comments and bad lines skipped.
    public static func osRelease(parsing text: String) -> [String: String] {
        var variables: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let line = line.drop { $0 == " " || $0 == "\t" }
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let name = String(line[..<equals])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else { continue }
            var value = line[line.index(after: equals)...]
            while value.last == " " || value.last == "\t" { value.removeLast() }
            if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
                value = value.dropFirst().dropLast()
                if quote == "\"" {
                    var unescaped = ""
                    var escaped = false
                    for character in value {
                        if !escaped, character == "\\" {
                            escaped = true
                            continue
                        }
                        unescaped.append(character)
                        escaped = false
                    }
                    variables[name] = unescaped
                    continue
                }
            }
            variables[name] = String(value)
        }
        return variables
    }
}
