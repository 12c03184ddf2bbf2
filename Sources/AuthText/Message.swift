/// A sentence, label, button or hint a person reads: a stable id and its English text, the
/// catalogue's source (`po/authtui.pot` is made from these by `make po`). Shown in the person's
/// language (`Language.current`) when the catalogue has it there, in English otherwise.
///
/// Values go into ordered placeholders a translator may move (`%1$s`, `%2$s`): a sentence is
/// always whole, never glued from pieces.
public struct Message: Sendable, Hashable {
    public let id: String
    public let english: String

    public init(_ id: String, _ english: String) {
        self.id = id
        self.english = english
    }

    /// The text in the current language, with `values` in its placeholders.
    public func callAsFunction(_ values: any CustomStringConvertible...) -> String {
        Self.fill(Language.current.translation(of: self), values.map(\.description))
    }

    /// The text in the current language (no placeholders to fill).
    public var text: String { self() }

    /// `format` with `%N$s` (and `%N$d`) replaced by `values[N-1]`; `%%` is a percent sign.
    static func fill(_ format: String, _ values: [String]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            let marker = after.dropFirst(digits.count)
            if let number = Int(digits), marker.hasPrefix("$s") || marker.hasPrefix("$d"),
                values.indices.contains(number - 1)
            {
                result += values[number - 1]
                rest = marker.dropFirst(2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}

/// A sentence with a number in it: one English form for 1 and one for any other count; each
/// language has as many forms as its grammar needs (three for Russian and Ukrainian, one for
/// Japanese and Chinese), chosen by its `Plural-Forms` rule. The count is `%1$d`.
public struct PluralMessage: Sendable, Hashable {
    public let id: String
    public let one: String
    public let other: String

    public init(_ id: String, one: String, other: String) {
        self.id = id
        self.one = one
        self.other = other
    }

    /// The form for `count` in the current language, with `count` in `%1$d` and `values` after it.
    public func callAsFunction(_ count: Int, _ values: any CustomStringConvertible...) -> String {
        Message.fill(
            Language.current.translation(of: self, count: count), ["\(count)"] + values.map(\.description))
    }
}
