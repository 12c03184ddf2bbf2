/// What a person asked the screen to look like (`--theme`): one of the named themes, with some of
/// its parts recoloured on top, written as tuigreet writes its theme (`border=magenta;text=cyan`).
///
/// Pure words, no colours of any terminal: `ThemeTable(_:)` in AuthTUI turns a choice into the
/// colours of every role. The key and colour names are tuigreet's (its `Theme::parse`, and
/// ratatui's `Color::from_str` for colours) where authtui has the same part, so a line written
/// for tuigreet reads the same here; what tuigreet silently ignores (an unknown key or colour)
/// is a problem here, named.
public struct ThemeChoice: Hashable, Sendable {
    /// The themes shipped, by the name `--theme` takes.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        /// The dark theme authtui has always had.
        case standard = "default"
        /// After dialog: grey sheets over a blue backdrop.
        case classic
        /// Dark text on white sheets over a light grey backdrop.
        case light
        /// For low vision: white and yellow on black, every text at least 7:1.
        case highContrast = "high-contrast"
        /// No colour at all, as with `NO_COLOR`: bold, underline and reverse only.
        case monochrome
    }

    /// A part of the screen the one-line form colours. The first seven are tuigreet's keys (its
    /// `time`, `greet` and `button` have no part of their own here); `background` and `error`
    /// are authtui's, for roles tuigreet does not have.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        /// The sheets' body (tuigreet: its centred container): a background.
        case container
        /// Ordinary text on a sheet.
        case text
        /// The sheets' borders, and their titles unless `title` is given (as in tuigreet).
        case border
        /// The sheets' titles.
        case title
        /// Field labels (tuigreet: "Username:").
        case prompt
        /// What is typed into a field.
        case input
        /// The key hint line at the bottom (tuigreet: the actions in its status bar).
        case action
        /// The screen behind the sheets: a background.
        case background
        /// Error messages.
        case error

        /// Whether the part's colour is a background (tuigreet's `container`), not the text's.
        public var isBackground: Bool { self == .container || self == .background }
    }

    /// A colour as the one-line form names it: a palette entry (0–15 are the terminal's named
    /// colours, 16–255 xterm's cube and greys) or 24 bits.
    public enum Colour: Hashable, Sendable {
        case palette(UInt8)
        case rgb(RGBColor)

        /// ratatui's names, in palette order (`white` is 15, the bright one; `gray` is 7).
        public static let names = [
            "black", "red", "green", "yellow", "blue", "magenta", "cyan", "gray", "darkgray", "lightred",
            "lightgreen", "lightyellow", "lightblue", "lightmagenta", "lightcyan", "white",
        ]

        /// A colour name, a palette number (`0`–`255`) or `#RRGGBB`, as ratatui reads them: case,
        /// spaces, `-` and `_` do not matter, `bright` means `light`, `grey` and `silver` mean
        /// `gray`. Nil for anything else (ratatui's `reset`, the terminal's own colour, too: the
        /// contrast of a colour nobody knows cannot be checked).
        public init?(parsing text: String) {
            var name = String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
            for (from, to) in [
                ("bright", "light"), ("grey", "gray"), ("silver", "gray"), ("lightblack", "darkgray"),
                ("lightwhite", "white"), ("lightgray", "white"),
            ] {
                name = name.replacing(from, with: to)
            }
            if let index = Self.names.firstIndex(of: name) {
                self = .palette(UInt8(index))
            } else if !text.isEmpty, text.allSatisfy(\.isASCII), let number = UInt8(text) {
                self = .palette(number)
            } else if text.hasPrefix("#"), let colour = RGBColor(parsing: text) {
                self = .rgb(colour)
            } else {
                return nil
            }
        }
    }

    /// One part recoloured.
    public struct Recolouring: Hashable, Sendable {
        public var part: Part
        public var colour: Colour

        public init(_ part: Part, _ colour: Colour) {
            self.part = part
            self.colour = colour
        }
    }

    /// Why a `--theme` value cannot be used; AuthCommandLine words it.
    public enum Problem: Error, Hashable, Sendable {
        /// Not one of `Name`'s.
        case unknownTheme(String)
        /// Two theme names in one value.
        case twoThemes(String, String)
        /// A key that is not one of `Part`'s.
        case unknownKey(String)
        /// A colour `Colour(parsing:)` does not read, with its key.
        case unknownColour(key: String, value: String)
    }

    public var name: Name
    /// Applied in order on top of the named theme: a part given twice takes the later colour.
    public var recolourings: [Recolouring]

    public init(_ name: Name = .standard, recolourings: [Recolouring] = []) {
        self.name = name
        self.recolourings = recolourings
    }

    /// The default theme, nothing recoloured.
    public static let standard = ThemeChoice()

    /// Reads `--theme`'s value: items separated by `;`, each a theme name or `key=colour`; without
    /// a name, the colours go on top of the default theme. Empty items are skipped (tuigreet's
    /// lines often end in `;`).
    public init(parsing text: String) throws(Problem) {
        var name: Name?
        var recolourings: [Recolouring] = []
        for item in text.split(separator: ";", omittingEmptySubsequences: true) {
            let item = String(item).trimmingSpaces
            if item.isEmpty { continue }
            guard let equals = item.firstIndex(of: "=") else {
                guard let named = Name(rawValue: item) else { throw .unknownTheme(item) }
                if let name { throw .twoThemes(name.rawValue, item) }
                name = named
                continue
            }
            let key = String(item[..<equals]).trimmingSpaces
            let value = String(item[item.index(after: equals)...]).trimmingSpaces
            guard let part = Part(rawValue: key) else { throw .unknownKey(key) }
            guard let colour = Colour(parsing: value) else { throw .unknownColour(key: key, value: value) }
            recolourings.append(Recolouring(part, colour))
        }
        self.init(name ?? .standard, recolourings: recolourings)
    }
}

extension ThemeChoice: CustomStringConvertible {
    /// The one-line form that reads back as this choice: the name, then each recolouring
    /// (`classic;border=magenta`).
    public var description: String {
        ([name.rawValue] + recolourings.map { "\($0.part.rawValue)=\($0.colour)" }).joined(separator: ";")
    }
}

extension ThemeChoice.Colour: CustomStringConvertible {
    /// A named palette entry by its name, another by its number, 24 bits as `#rrggbb`.
    public var description: String {
        switch self {
        case .palette(let index): index < 16 ? Self.names[Int(index)] : String(index)
        case .rgb(let colour): colour.description
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
