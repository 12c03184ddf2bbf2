import Foundation
import XCTest

/// What the program says in another language, read from the catalogue's own files: a test of a
/// translated screen asks for the words by id, so a better translation breaks no test and a
/// missing one does.
enum Translation {
    /// The translation of catalogue id `id` in `language` (`po/LANGUAGE.po`).
    static func of(_ id: String, in language: String) throws -> String {
        try entry(id, field: "msgstr", in: "po/\(language).po")
    }

    /// The English text of catalogue id `id` (`po/authtui.pot`), its placeholders left in.
    static func english(_ id: String) throws -> String {
        try entry(id, field: "msgid", in: "po/authtui.pot")
    }

    /// The English text of `id` with its one placeholder taken out: the fixed part of a line
    /// such as `this terminal: %1$s`, to look for on a screen.
    static func fixedPart(of id: String) throws -> String {
        try english(id).replacingOccurrences(of: "%1$s", with: "").trimmingCharacters(in: .whitespaces)
    }

    private static func entry(_ id: String, field: String, in file: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let po = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = po.split(separator: "\n", omittingEmptySubsequences: false)
        guard let context = lines.firstIndex(where: { $0 == "msgctxt \"\(id)\"" }),
            let text = lines[context...].first(where: { $0.hasPrefix(field + " \"") })
        else { throw XCTSkip("\(file) has no \(id)") }
        return String(text.dropFirst(field.count + 2).dropLast())
    }
}
