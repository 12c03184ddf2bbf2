import Synchronization

/// The language a person reads: chosen as gettext chooses it (`LANGUAGE`, a list tried in order,
/// then `LC_ALL`, `LC_MESSAGES`, `LANG`), English when no catalogue matches. One is current for
/// the whole program; `Message` and `PluralMessage` read it.
public struct Language: Sendable, Equatable {
    /// The catalogue's name (`de`, `pt_BR`, `zh_CN`), `en` for English, `x-pseudo` for the
    /// pseudo-locale (every text bracketed, accented and a third longer, to find text that did not
    /// come from the catalogue and layouts that break on longer words).
    public let code: String
    let catalogue: Catalogue?

    public static let english = Language(code: "en", catalogue: nil)
    public static let pseudo = Language(code: "x-pseudo", catalogue: nil)

    /// The languages that have a catalogue, by code.
    public static var translated: [String] { Translations.po.keys.sorted() }

    /// The language named `code` (`de`, `pt_BR`, `x-pseudo`), nil when there is no catalogue for it.
    public static func named(_ code: String) -> Language? {
        if code == "en" { return .english }
        if code == pseudo.code { return .pseudo }
        guard let text = Translations.po[code] else { return nil }
        return Language(code: code, catalogue: Catalogue(po: text))
    }

    /// What `environment` asks for: the first of `LANGUAGE`'s entries, then of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` (the first of these three that is set), that has a catalogue
    /// (`pt_BR.UTF-8` tries `pt_BR`, then `pt`); `C`, `POSIX` and `en…` are English. A language
    /// whose script `canShow` says the terminal cannot draw (Japanese and Chinese on the Linux
    /// console) is passed over.
    public static func chosen(
        environment: [String: String], canShow: (Language) -> Bool = { _ in true }
    ) -> Language {
        var wanted: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty {
            wanted += list.split(separator: ":").map(String.init)
        }
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
            !$0.isEmpty
        }) {
            wanted.append(locale)
        }
        for name in wanted {
            let bare = name.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
            if bare == "C" || bare == "POSIX" || bare.hasPrefix("en") { return .english }
            let general = bare.split(separator: "_").first.map(String.init) ?? String(bare)
            for code in [String(bare), general] {
                if let language = named(code), canShow(language) { return language }
            }
        }
        return .english
    }

    /// Whether its text needs glyphs of two cells (Japanese, Chinese), which a console font lacks.
    public var usesWideScript: Bool { code.hasPrefix("ja") || code.hasPrefix("zh") }

    /// Every character beyond ASCII that its catalogue uses (none for English and the
    /// pseudo-locale's accents are ignored): what a terminal must draw to show it.
    public var letters: Set<UInt32> { catalogue?.letters ?? [] }

    private static let shared = Mutex<Language>(.english)

    /// The language every message is shown in now.
    public static var current: Language { shared.withLock { $0 } }

    /// Makes `language` current (at start, from the environment; tests pick one).
    public static func use(_ language: Language) {
        shared.withLock { $0 = language }
    }

    func translation(of message: Message) -> String {
        if self == .pseudo { return Self.pseudo(message.english) }
        return catalogue?.forms(message.id)?.first.flatMap { $0.isEmpty ? nil : $0 } ?? message.english
    }

    func translation(of message: PluralMessage, count: Int) -> String {
        let english = count == 1 ? message.one : message.other
        if self == .pseudo { return Self.pseudo(english) }
        guard let catalogue, let forms = catalogue.forms(message.id) else { return english }
        let index = catalogue.pluralForm(count)
        return forms.indices.contains(index) && !forms[index].isEmpty ? forms[index] : english
    }

    public static func == (left: Language, right: Language) -> Bool { left.code == right.code }

    /// `text` bracketed, its letters accented and a third longer; placeholders kept as they are.
    static func pseudo(_ text: String) -> String {
        let accents: [Character: Character] = [
            "a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú", "A": "Å", "E": "É", "I": "Í", "O": "Ö",
            "U": "Ü",
            "c": "ç", "n": "ñ", "y": "ý",
        ]
        var result = ""
        var inPlaceholder = false
        for character in text {
            if character == "%" { inPlaceholder = true }
            result.append(inPlaceholder ? character : accents[character] ?? character)
            if inPlaceholder, character == "s" || character == "d" { inPlaceholder = false }
        }
        // A third longer, in words of four (so it wraps as a longer sentence does, not as one
        // unbreakable run).
        let extra = max(1, text.count / 3)
        let padding = stride(from: 0, to: extra, by: 5).map {
            String(repeating: "·", count: min(4, extra - $0))
        }
        return "[" + result + " " + padding.joined(separator: " ") + "]"
    }
}
