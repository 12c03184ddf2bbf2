import Foundation
import XCTest

/// `--help`, the manual page and the bash completion come from one command reference: the man page
/// says everything `--help` says, the committed `docs/authtui.1` is what the binary generates, and
/// the completion completes what the parser accepts.
final class ReferenceDocsTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func output(_ arguments: [String]) throws -> String {
        let result = try runCommand(AuthTUIBinary.path, arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// The man page as text, with roff's escapes for `-` and `\` undone.
    private func manualText() throws -> String {
        try output(["--man"]).replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(
            of: "\\e", with: "\\")
    }

    func testTheManPageSaysEverythingHelpSays() throws {
        let help = try output(["--help"])
        let manual = try manualText()
        var checked = 0
        for line in help.split(separator: "\n") where line.hasPrefix("  ") {
            // Each help row is `  NAME  summary`; the man page has both, NAME as a tagged paragraph.
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
            let name = parts[0]
            let summary = parts.dropFirst().joined().trimmingCharacters(in: .whitespaces)
            if name != "(none)" { XCTAssertTrue(manual.contains(name), "man page lacks \(name)") }
            if !summary.isEmpty { XCTAssertTrue(manual.contains(summary), "man page lacks: \(summary)") }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 40, "options, keys, environment and exit statuses were compared")
    }

    func testTheCommittedManPageIsWhatTheProgramGenerates() throws {
        let committed = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("docs/authtui.1"), encoding: .utf8)
        XCTAssertEqual(committed, try output(["--man"]), "run: authtui --man > docs/authtui.1")
    }

    /// A release changes the version and the changelog together: the top `## ` entry of
    /// CHANGELOG.md names the version the binary prints.
    func testTheChangelogsTopEntryIsTheVersionTheProgramPrints() throws {
        let changelog = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let top = try XCTUnwrap(
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") }, "CHANGELOG.md has no entry")
        let entryVersion = top.dropFirst(3).split(separator: " ").first.map(String.init)
        let printed = try output(["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(entryVersion.map { "authtui \($0)" }, printed, "CHANGELOG.md's top entry: \(top)")
    }

    func testBashCompletesSubcommandsOptionsAndFixedValues() throws {
        let script = NSTemporaryDirectory() + "authtui-completion-" + UUID().uuidString
        try output(["--bash-completion"]).write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let result = try runCommand(
                "/bin/bash",
                [
                    "-c",
                    "source \(script); COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _authtui; "
                        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
                ])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try complete(["authtui", "r"]), ["run"])
        XCTAssertEqual(try complete(["authtui", "login", "--pr"]), ["--print", "--print-config"])
        XCTAssertEqual(try complete(["authtui", "login", "--print", ""]), ["email", "username", "json"])
        XCTAssertEqual(try complete(["authtui", "greet", "--theme", "h"]), ["high-contrast"])
        XCTAssertEqual(try complete(["authtui", "run", "--lo"]), ["--logout-after"])
        XCTAssertEqual(try complete(["authtui", "--pr"]), ["--print-config"], "--print is login's only")
        XCTAssertEqual(
            try complete(["authtui", "accounts", ""]),
            ["list", "show", "unlock", "revoke", "sessions", "reset-2fa", "delete"])
        XCTAssertEqual(try complete(["authtui", "audit", ""]), ["verify", "list", "follow", "prune"])
        XCTAssertEqual(try complete(["authtui", "store", "m"]), ["migrate"])
        XCTAssertEqual(try complete(["authtui", "store", "migrate", "--gr"]), ["--grant"])
        XCTAssertEqual(
            try complete(["authtui", "run", "--", "l"]), [], "the command's own words are left alone")
    }
}

/// The pictures of the README and docs/app.md are what the code draws: `authtui-screenshots`
/// renders the real screens again and every committed SVG must match byte for byte
/// (`make screenshots` refreshes them).
final class ScreenshotTests: XCTestCase {
    func testCommittedScreenshotsMatchWhatTheScreensDraw() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let generator = URL(fileURLWithPath: AuthTUIBinary.path).deletingLastPathComponent()
            .appendingPathComponent("authtui-screenshots").path
        let output = NSTemporaryDirectory() + "authtui-screenshots-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try runCommand(generator, [output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = ["start", "password-error", "logged-in", "secret-page", "showcase"]
        for name in names {
            let fresh = try String(contentsOfFile: "\(output)/\(name).svg", encoding: .utf8)
            let committed = try String(
                contentsOf: root.appendingPathComponent("docs/screenshots/\(name).svg"), encoding: .utf8)
            XCTAssertTrue(fresh == committed, "docs/screenshots/\(name).svg is stale: run make screenshots")
        }
    }
}
