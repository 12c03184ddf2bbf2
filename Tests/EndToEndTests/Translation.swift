import Foundation
import XCTest

/// What the program says in another language, read from the catalogue's own files: a test of a
/// translated screen asks for the words by id, so a better translation breaks no test and a
/// missing one does.
enum Translation {
    /// The translation of catalogue id `id` in `language` (`po/LANGUAGE.po`).
    static func of(_ id: String, in language: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let po = try String(contentsOf: root.appendingPathComponent("po/\(language).po"), encoding: .utf8)
        let lines = po.split(separator: "\n", omittingEmptySubsequences: false)
        guard let context = lines.firstIndex(where: { $0 == "msgctxt \"\(id)\"" }),
            let text = lines[context...].first(where: { $0.hasPrefix("msgstr \"") })
        else { throw XCTSkip("po/\(language).po has no \(id)") }
        return String(text.dropFirst("msgstr \"".count).dropLast())
    }
}
