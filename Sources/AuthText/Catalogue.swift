/// One language's translations, read from the text of its `.po` file: each message's forms by
/// its id (the entry's `msgctxt`), and the language's plural rule (its `Plural-Forms` header).
/// Fuzzy entries are not translations yet and are left out.
struct Catalogue: Sendable {
    private var entries: [String: [String]] = [:]
    private var plural = PluralRule.germanic

    init(po text: String) {
        for entry in Self.entries(text) where !entry.isFuzzy {
            if entry.context == nil, entry.id.isEmpty {
                if let header = entry.forms.first, let rule = PluralRule(header: header) { plural = rule }
            } else if let context = entry.context {
                entries[context] = entry.forms
            }
        }
    }

    /// The translated forms of message `id` (one, or one a plural form), nil when untranslated.
    func forms(_ id: String) -> [String]? { entries[id] }

    /// Which form a count takes.
    func pluralForm(_ count: Int) -> Int { plural.form(count) }

    /// The ids that have a translation.
    var ids: Set<String> { Set(entries.keys) }

    /// Every letter beyond ASCII its translations use (`ä`, `Ж`, `日`): what a terminal must be
    /// able to draw to show them. Punctuation (`…`, `«»`) is left out: a console without it shows a
    /// stand-in, and the words still read.
    var letters: Set<UInt32> {
        Set(
            entries.values.joined().flatMap {
                $0.unicodeScalars.filter { !$0.isASCII && $0.properties.isAlphabetic }.map(\.value)
            })
    }

    /// An entry of a `.po` file as written.
    struct Entry: Equatable {
        var context: String?
        var id = ""
        var pluralID: String?
        var forms: [String] = []
        var isFuzzy = false
        var flags: [String] = []
    }

    /// The entries of `text`, in order (comments dropped, flags kept).
    static func entries(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var entry = Entry()
        var started = false
        /// Which string the continuation lines (`"…"`) add to.
        enum Field { case context, id, pluralID, form(Int) }
        var field: Field?
        func finish() {
            if started { entries.append(entry) }
            entry = Entry()
            started = false
            field = nil
        }
        func append(_ text: String) {
            switch field {
            case .context: entry.context = (entry.context ?? "") + text
            case .id: entry.id += text
            case .pluralID: entry.pluralID = (entry.pluralID ?? "") + text
            case .form(let index):
                while entry.forms.count <= index { entry.forms.append("") }
                entry.forms[index] += text
            case nil: break
            }
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = trimmed(raw)
            if line.isEmpty {
                finish()
                continue
            }
            if line.hasPrefix("#,") {
                if started { finish() }
                let flags = line.dropFirst(2).split(separator: ",").map { trimmed($0) }
                entry.flags += flags
                entry.isFuzzy = entry.isFuzzy || flags.contains("fuzzy")
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                append(unquoted(line))
                continue
            }
            let keyword = line.prefix { $0 != " " && $0 != "\"" }
            let value = unquoted(trimmed(line.dropFirst(keyword.count)))
            switch keyword {
            case "msgctxt":
                if started { finish() }
                started = true
                field = .context
            case "msgid":
                // A new entry, unless this one has only its context so far.
                if started, !(entry.context != nil && entry.id.isEmpty && entry.forms.isEmpty) { finish() }
                started = true
                field = .id
            case "msgid_plural": field = .pluralID
            case "msgstr": field = .form(0)
            default:
                if keyword.hasPrefix("msgstr["), let index = Int(keyword.dropFirst(7).dropLast()) {
                    field = .form(index)
                } else {
                    continue
                }
            }
            append(value)
        }
        finish()
        return entries
    }

    /// `text` without the spaces, tabs and carriage returns around it.
    static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }
    static func trimmed(_ text: String) -> String { trimmed(text[...]) }

    /// The text of a quoted `.po` string, its escapes (`\n`, `\t`, `\"`, `\\`) undone.
    static func unquoted(_ quoted: String) -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return "" }
        var result = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
