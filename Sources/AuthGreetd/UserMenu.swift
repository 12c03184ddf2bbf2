/// The machine's people the greeter offers on its first step (`--user-menu`, tuigreet's name):
/// the accounts of the password file whose UID is in the range of ordinary users and whose shell
/// lets them log in, the last user first.
///
/// The range is `/etc/login.defs`' `UID_MIN`–`UID_MAX` (what `useradd` gives ordinary users),
/// 1000–60000 where it says nothing, as shadow's own defaults; either end can be given instead
/// (`--user-menu-min-uid`, `--user-menu-max-uid`). Both files are read as text by the caller, so
/// the rules are tested on any text and never on the machine's own accounts.
public struct UserMenu: Equatable, Sendable {
    /// One account of the password file.
    public struct Person: Equatable, Sendable {
        /// The login name (what greetd is asked for).
        public var name: String
        /// The GECOS field's first part, the person's full name; nil when empty.
        public var fullName: String?

        public init(name: String, fullName: String? = nil) {
            self.name = name
            self.fullName = fullName
        }

        /// How the menu shows them: `Alice Liddell (alice)`, or the name alone.
        public var label: String { fullName.map { "\($0) (\(name))" } ?? name }
    }

    /// shadow's defaults for `UID_MIN` and `UID_MAX` where `login.defs` does not set them.
    public static let defaultUIDs: ClosedRange<UInt32> = 1000...60000
    /// Where the accounts and the UID range are read from.
    public static let passwdPath = "/etc/passwd"
    public static let loginDefinitionsPath = "/etc/login.defs"

    /// The people offered, in the password file's order.
    public var people: [Person]

    public init(people: [Person]) { self.people = people }

    /// The menu from a password file's text, with UIDs in `uids` (nil: nobody).
    public init(passwd: String, uids: ClosedRange<UInt32>?) {
        guard let uids else {
            people = []
            return
        }
        people = passwd.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            // name:password:UID:GID:GECOS:home:shell; `+`/`-` lines are NIS markers, not people.
            guard fields.count == 7, let uid = UInt32(fields[2]), uids.contains(uid),
                let first = fields[0].first, first != "+", first != "-",
                Self.mayLogIn(shell: String(fields[6]))
            else { return nil }
            let fullName =
                fields[4].split(separator: ",", omittingEmptySubsequences: false).first
                .map { $0.trimmingCharacters(in: " \t") } ?? ""
            return Person(name: String(fields[0]), fullName: fullName.isEmpty ? nil : fullName)
        }
    }

    /// The machine's menu: `passwdPath`'s people with UIDs from `loginDefinitionsPath` (or
    /// `minimum`/`maximum`). A password file that cannot be read (or past 4 MiB) is nobody: the
    /// name can still be typed.
    public static func machine(
        passwdPath: String = UserMenu.passwdPath,
        loginDefinitionsPath: String = UserMenu.loginDefinitionsPath,
        minimum: UInt32? = nil, maximum: UInt32? = nil
    ) -> UserMenu {
        let uids = uids(
            loginDefinitions: readSmallFile(loginDefinitionsPath, limit: 1 << 20), minimum: minimum,
            maximum: maximum)
        return UserMenu(passwd: readSmallFile(passwdPath, limit: 4 << 20) ?? "", uids: uids)
    }

    /// Whether `shell` lets its account log in: not `nologin` or `false` (system accounts and
    /// locked-out people carry them), and not empty, which login takes as `/bin/sh`.
    static func mayLogIn(shell: String) -> Bool {
        let program = shell.split(separator: "/").last.map(String.init) ?? ""
        return program != "nologin" && program != "false"
    }

    /// The people with `lastUser` first (the default, so Enter logs them in); the rest keep their
    /// order. A last user who is not among them is not added: the menu offers only the machine's
    /// people, and the remembered name still opens its own question at start.
    public func ordered(lastUser: String?) -> [Person] {
        guard let lastUser, let index = people.firstIndex(where: { $0.name == lastUser }) else {
            return people
        }
        var ordered = people
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// The UIDs of ordinary users from `login.defs`' text (nil: no file): its `UID_MIN` and
    /// `UID_MAX`, each end replaced by `minimum`/`maximum` when given, shadow's defaults for an
    /// end it does not set (or sets to something that is not a number); nil when the minimum is
    /// above the maximum.
    public static func uids(loginDefinitions text: String?, minimum: UInt32? = nil, maximum: UInt32? = nil)
        -> ClosedRange<UInt32>?
    {
        var low = defaultUIDs.lowerBound
        var high = defaultUIDs.upperBound
        for line in (text ?? "").split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, !words[0].hasPrefix("#"), let value = UInt32(words[1]) else { continue }
            switch words[0] {
            case "UID_MIN": low = value
            case "UID_MAX": high = value
            default: continue
            }
        }
        low = minimum ?? low
        high = maximum ?? high
        // A minimum above the maximum: nobody (a ClosedRange cannot be empty).
        return low <= high ? low...high : nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
