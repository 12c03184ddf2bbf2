import Foundation
import XCTest

/// What the program says, read from the catalogue's own files: a test asks for the words by id,
/// so a better wording or translation breaks no test and a wrong message does.
enum Translation {
    /// The translation of catalogue id `id` in `language` (`po/LANGUAGE.po`).
    static func of(_ id: String, in language: String) throws -> String {
        try entry(id, field: "msgstr", in: "po/\(language).po")
    }

    /// The English text of catalogue id `id` (`po/authtui.pot`), its placeholders left in.
    static func english(_ id: String) throws -> String {
        try entry(id, field: "msgid", in: "po/authtui.pot")
    }

    /// The English text of `id` with `values` in its placeholders (`%1$s`, `%2$d`, …), as the
    /// program shows it.
    static func english(_ id: String, _ values: any CustomStringConvertible...) throws -> String {
        fill(try english(id), values)
    }

    /// The English text of `id` as a screen shows it: `values` in its placeholders, and no spaces
    /// around it (a terminal's capture keeps no trailing ones), as in `Choose (Enter for 1):`.
    static func shown(_ id: String, _ values: any CustomStringConvertible...) throws -> String {
        fill(try english(id), values).trimmingCharacters(in: .whitespaces)
    }

    /// The English text of `id` with its one placeholder taken out: the fixed part of a line
    /// such as `this terminal: %1$s`, to look for on a screen.
    static func fixedPart(of id: String) throws -> String {
        try english(id).replacingOccurrences(of: "%1$s", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// The English form of plural entry `id` for `count` (`msgid` for one, `msgid_plural`
    /// otherwise), with `count` in `%1$d` and `values` in the placeholders after it.
    static func english(_ id: String, count: Int, _ values: any CustomStringConvertible...) throws -> String {
        fill(
            try entry(id, field: count == 1 ? "msgid" : "msgid_plural", in: "po/authtui.pot"),
            [count] + values)
    }

    /// The English text of `id`, `values` in its first placeholders, up to the first placeholder
    /// left: what a line such as `Ended the session from %1$s` starts with, to look for on a
    /// screen.
    static func englishStart(of id: String, _ values: any CustomStringConvertible...) throws -> String {
        let text = fill(try english(id), values)
        let start = text.range(of: #"%\d+\$[sd]"#, options: .regularExpression)?.lowerBound ?? text.endIndex
        return String(text[..<start]).trimmingCharacters(in: .whitespaces)
    }

    /// The English text of `id` up to and with its last placeholder `values` fill: what a line
    /// such as `Logging in as %1$s (Esc: another user)` starts with when the rest may wrap.
    static func englishThrough(_ id: String, _ values: any CustomStringConvertible...) throws -> String {
        let text = try english(id)
        guard let last = text.range(of: "%\(values.count)$", options: .literal),
            let end = text[last.upperBound...].first.map({ _ in text.index(last.upperBound, offsetBy: 1) })
        else { throw UnknownID(id: "\(id) with \(values.count) placeholders") }
        return fill(String(text[..<end]), values)
    }

    /// The first `count` words of `id`'s English text: the start of a sentence a sheet may wrap
    /// onto more lines, to look for on a screen.
    static func opening(of id: String, words count: Int) throws -> String {
        try english(id).split(separator: " ").prefix(count).joined(separator: " ")
    }

    /// The last `count` words of `id`'s English text, without the spaces after them: the end of a
    /// sentence a terminal may wrap, to look for on a screen.
    static func ending(of id: String, words count: Int) throws -> String {
        try english(id).split(separator: " ").suffix(count).joined(separator: " ")
    }

    /// A regular expression for one line of `id`'s English text whose placeholders hold values
    /// starting with `starts` (`20` for a year, `pts/` for a terminal): for a line whose values
    /// are not known whole, such as `Last sign-in: 2026-12-01 23:00 from pts/3`.
    static func pattern(of id: String, startingWith starts: String...) throws -> String {
        var pattern = ""
        var rest = Substring(try english(id))
        while let placeholder = rest.range(of: #"%\d+\$[sd]"#, options: .regularExpression) {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<placeholder.lowerBound]))
            let number = Int(rest[placeholder].dropFirst().prefix { $0.isNumber }) ?? 0
            let start = starts.indices.contains(number - 1) ? starts[number - 1] : ""
            pattern += NSRegularExpression.escapedPattern(for: start) + "[^\n]*?"
            rest = rest[placeholder.upperBound...]
        }
        return pattern + NSRegularExpression.escapedPattern(for: String(rest))
    }

    /// `text` with `values` in its placeholders `%1$s`/`%1$d`, `%2$s`, … in order.
    private static func fill(_ text: String, _ values: [any CustomStringConvertible]) -> String {
        var text = text
        for (index, value) in values.enumerated() {
            for kind in ["s", "d"] {
                text = text.replacingOccurrences(of: "%\(index + 1)$\(kind)", with: value.description)
            }
        }
        return text
    }

    /// An id the template does not have: a test's typo, not a missing translation.
    struct UnknownID: Error, CustomStringConvertible {
        let id: String
        var description: String { "po/authtui.pot has no \(id)" }
    }

    /// The text of `field` in `id`'s entry, its continuation lines joined and its escapes undone.
    private static func entry(_ id: String, field: String, in file: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let po = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = po.split(separator: "\n", omittingEmptySubsequences: false)
        guard let context = lines.firstIndex(where: { $0 == "msgctxt \"\(id)\"" }),
            let start = lines[context...].firstIndex(where: { $0.hasPrefix(field + " \"") })
        else {
            if file.hasSuffix(".pot") { throw UnknownID(id: id) }
            throw XCTSkip("\(file) has no \(id)")
        }
        var text = unquoted(lines[start].dropFirst(field.count + 1))
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("\"") else { break }
            text += unquoted(line)
        }
        return text
    }

    /// A quoted `.po` string's text (`"a \"b\"\n"` is `a "b"` and a line break).
    private static func unquoted(_ quoted: Substring) -> String {
        var result = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
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
