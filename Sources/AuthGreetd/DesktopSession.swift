import AuthProcess
import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// A session a person can start from the greeter: a Wayland or X11 desktop from its desktop
/// entry, a plain shell, or the command the administrator gave the greeter.
///
/// `command` is shell text: greetd joins `start_session`'s command and runs it with `/bin/sh -c`
/// (after sourcing the profiles), so the shell session's `$SHELL` is the user's own.
public struct DesktopSession: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case wayland, x11, shell, command
    }

    /// Stable across restarts (what the greeter remembers): `wayland/sway.desktop`, `shell`.
    public var id: String
    /// The entry's `Name`: what the person chooses by where no translation of it fits.
    public var name: String
    /// The entry's `Name[LOCALE]` translations, by locale (`de`, `pt_BR`).
    public var localizedNames: [String: String]
    public var command: String
    public var kind: Kind
    /// The entry's `DesktopNames` (`XDG_CURRENT_DESKTOP`), if any.
    public var desktopNames: String?
    /// The entry's `TryExec`: the program that must be installed for it to be offered.
    public var tryExec: String?

    public init(
        id: String, name: String, command: String, kind: Kind, desktopNames: String? = nil,
        tryExec: String? = nil, localizedNames: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.localizedNames = localizedNames
        self.command = command
        self.kind = kind
        self.desktopNames = desktopNames
        self.tryExec = tryExec
    }

    /// The user's login shell (greetd sets `SHELL` from the password database).
    public static let shell = DesktopSession(
        id: "shell", name: shellName.english, command: "\"$SHELL\" -l", kind: .shell)

    /// The shell session's name.
    public static let shellName = Message("greeter.session.shell", "Shell")

    /// The session the administrator gave the greeter (`authtui greet -- COMMAND`).
    public static func given(_ command: [String]) -> DesktopSession {
        DesktopSession(
            id: "command", name: command.first ?? "",
            command: command.map(shellQuoted).joined(separator: " "),
            kind: .command)
    }

    /// What the person chooses by, in the language they read: the entry's name in it
    /// (`name(in:)`), the shell's from the catalogue; an X11 one marked (`GNOME on Xorg (X11)`) so
    /// that it stands apart from the Wayland session of the same desktop, unless its name says so
    /// already (KDE's `Plasma (X11)`).
    public var label: String {
        let shown = kind == .shell ? Self.shellName.text : name(in: Language.current.code)
        return kind == .x11 && !shown.uppercased().contains("X11") ? Self.x11Label(shown) : shown
    }

    /// The entry's name in the language `code` (`pt_BR`): its `Name[pt_BR]`, else `Name[pt]`, as
    /// the Desktop Entry Specification matches a locale's keys, else its `Name`.
    public func name(in code: String) -> String {
        let language = String(code.prefix { $0 != "_" })
        return localizedNames[code] ?? localizedNames[language] ?? name
    }

    /// An X11 session's label, with its name.
    public static let x11Label = Message("greeter.session.x11", "%1$s (X11)")

    /// What `start_session` adds to PAM's environment for this session.
    public var environment: [String] {
        var variables: [String] = []
        switch kind {
        case .wayland: variables.append("XDG_SESSION_TYPE=wayland")
        case .x11: variables.append("XDG_SESSION_TYPE=x11")
        case .shell, .command: variables.append("XDG_SESSION_TYPE=tty")
        }
        if let desktopNames {
            variables.append("XDG_CURRENT_DESKTOP=\(desktopNames.replacingSemicolons)")
            variables.append("XDG_SESSION_DESKTOP=\(desktopNames.split(separator: ";").first ?? "")")
        }
        return variables
    }

    /// Where desktop entries are installed.
    public static let waylandDirectory = "/usr/share/wayland-sessions"
    public static let xDirectory = "/usr/share/xsessions"

    /// What an X11 session is started through unless the administrator says otherwise
    /// (`--xsession-wrapper`, tuigreet's name and default): greetd gives a session only the
    /// console, and `startx` starts the X server there and runs `/usr/bin/env EXEC` as its client.
    public static let defaultXWrapper = "startx /usr/bin/env"

    /// The installed sessions (Wayland first, then X11, each by name), then the plain shell.
    /// An X11 session is started through `xWrapper` (nil: its `Exec` alone, as tuigreet's
    /// `--no-xsession-wrapper`). An entry whose `TryExec` program is not installed (not in
    /// `searchPath` when it is a bare name) is not offered.
    public static func installed(
        waylandDirectory: String = DesktopSession.waylandDirectory,
        xDirectory: String = DesktopSession.xDirectory, xWrapper: String? = DesktopSession.defaultXWrapper,
        searchPath: [String] = DesktopSession.searchPath(ProcessEnvironment.current["PATH"])
    ) -> [DesktopSession] {
        let isInstalled = { (program: String) in isInstalledProgram(program, searchPath: searchPath) }
        return entries(in: waylandDirectory, kind: .wayland, isInstalled: isInstalled)
            + entries(in: xDirectory, kind: .x11, xWrapper: xWrapper, isInstalled: isInstalled) + [.shell]
    }

    /// The installed sessions under each folder of `dataDirectories` (`XDG_DATA_DIRS`, as display
    /// managers read it): its `wayland-sessions`, then its `xsessions`, Wayland first then X11,
    /// each by name, then the plain shell. An entry's file in an earlier folder hides the same
    /// file in a later one, as the XDG Base Directory specification orders them. X11 entries are
    /// started through `xWrapper`.
    public static func installed(
        dataDirectories: [String], xWrapper: String? = DesktopSession.defaultXWrapper,
        searchPath: [String] = DesktopSession.searchPath(ProcessEnvironment.current["PATH"])
    ) -> [DesktopSession] {
        let isInstalled = { (program: String) in isInstalledProgram(program, searchPath: searchPath) }
        func firstOfEachID(_ kind: Kind, _ folder: String) -> [DesktopSession] {
            var seen = Set<String>()
            let found = dataDirectories.flatMap {
                entries(in: "\($0)/\(folder)", kind: kind, xWrapper: xWrapper, isInstalled: isInstalled)
            }
            .filter { seen.insert($0.id).inserted }
            return found.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        }
        return firstOfEachID(.wayland, "wayland-sessions") + firstOfEachID(.x11, "xsessions") + [.shell]
    }

    /// The folders of `XDG_DATA_DIRS` (absolute ones only), or the specification's default,
    /// `/usr/local/share` and `/usr/share`, when it is unset or empty.
    public static func dataDirectories(_ variable: String?) -> [String] {
        let folders = (variable ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return folders.isEmpty ? ["/usr/local/share", "/usr/share"] : folders
    }

    /// The folders of `PATH`, or the usual ones when it is unset or empty.
    public static func searchPath(_ path: String?) -> [String] {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return folders.isEmpty ? ["/usr/local/bin", "/usr/bin", "/bin"] : folders
    }

    /// Whether `program` (a path, or a name looked up in `searchPath`) is an executable file:
    /// what an entry's `TryExec` asks (Desktop Entry Specification 1.5).
    static func isInstalledProgram(_ program: String, searchPath: [String]) -> Bool {
        func isExecutableFile(_ path: String) -> Bool {
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
        }
        if program.contains("/") { return program.hasPrefix("/") && isExecutableFile(program) }
        return searchPath.contains { isExecutableFile("\($0)/\(program)") }
    }

    static func entries(
        in directory: String, kind: Kind, xWrapper: String? = DesktopSession.defaultXWrapper,
        isInstalled: (String) -> Bool
    ) -> [DesktopSession] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var found: [DesktopSession] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasSuffix(".desktop"), !name.hasPrefix("."),
                let text = readSmallFile("\(directory)/\(name)"),
                let session = parse(
                    entry: text, id: "\(kind.rawValue)/\(name)", kind: kind, xWrapper: xWrapper),
                session.tryExec.map(isInstalled) ?? true
            else { continue }
            found.append(session)
        }
        return found.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// The session a desktop entry describes; nil when it is hidden, not an application or has no
    /// `Exec` (freedesktop Desktop Entry Specification 1.5). An X11 entry's command is
    /// `xWrapper`'s words then its `Exec` (the `Exec` alone with no wrapper).
    static func parse(
        entry text: String, id: String, kind: Kind, xWrapper: String? = DesktopSession.defaultXWrapper
    ) -> DesktopSession? {
        var inMainGroup = false
        var values: [String: String] = [:]
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                inMainGroup = line == "[Desktop Entry]"
                continue
            }
            guard inMainGroup, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingWhitespace
            // The first of a key wins; localised keys (`Name[de]`) are kept apart from `Name`.
            if values[key] == nil { values[key] = line[line.index(after: equals)...].trimmingWhitespace }
        }
        guard values["Type"].map({ $0 == "Application" }) ?? true, values["Hidden"] != "true",
            values["NoDisplay"] != "true", let exec = values["Exec"].map(withoutFieldCodes), !exec.isEmpty,
            let name = values["Name"], !name.isEmpty
        else { return nil }
        let command = kind == .x11 ? xWrapper.map { "\($0) \(exec)" } ?? exec : exec
        return DesktopSession(
            id: id, name: name, command: command, kind: kind,
            desktopNames: values["DesktopNames"].flatMap { $0.isEmpty ? nil : $0 },
            tryExec: values["TryExec"].flatMap { $0.isEmpty ? nil : $0 },
            localizedNames: localizedNames(values))
    }

    /// The `Name[LOCALE]` values of an entry's keys, by locale; empty ones left out.
    static func localizedNames(_ values: [String: String]) -> [String: String] {
        var names: [String: String] = [:]
        for (key, value) in values where key.hasPrefix("Name[") && key.hasSuffix("]") && !value.isEmpty {
            names[String(key.dropFirst(5).dropLast())] = value
        }
        return names
    }

    /// `Exec` without its field codes (`%f`, `%U`…, which a session has nothing for) and with
    /// `%%` as `%`.
    static func withoutFieldCodes(_ exec: String) -> String {
        var result = ""
        var characters = exec.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            if let code = characters.next(), code == "%" { result.append("%") }
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
                || "/._-=+,:@".unicodeScalars.contains(scalar)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}

/// A file of at most `limit` bytes as text; nil when unreadable or larger.
func readSmallFile(_ path: String, limit: Int = 64 * 1024) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return readSmall(descriptor: fd, limit: limit)
}

/// What `descriptor` holds, if it is at most `limit` bytes.
func readSmall(descriptor fd: Int32, limit: Int = 64 * 1024) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { break }
        bytes += chunk[..<count]
        guard bytes.count <= limit else { return nil }
    }
    return String(decoding: bytes, as: UTF8.self)
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }

    fileprivate var replacingSemicolons: String {
        split(separator: ";").joined(separator: ":")
    }
}
