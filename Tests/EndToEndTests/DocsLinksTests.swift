import Foundation
import XCTest

/// The README is a front door and `docs/` the rooms behind it: every relative link in README.md
/// and docs/*.md leads to a file that exists (and, with a `#anchor`, to a heading of that page),
/// every page in docs/ is linked from somewhere, the README stays about 200 lines, and its greetd
/// example is the greeter page's, on the console Debian leaves free.
final class DocsLinksTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The README's most, in lines: enough for a front door, too few for a manual.
    static let readmeLineLimit = 200

    /// The pages checked, from the package's root: the README, then each Markdown file of docs/.
    static func pages(in root: URL) throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The targets of a page's links and images, outside fenced code blocks and code spans (which
    /// hold examples, not links).
    static func links(in page: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let text = line.replacing(#/`[^`]*`/#, with: "")
            for match in text.matches(of: #/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/#) {
                targets.append(String(match.1))
            }
        }
        return targets
    }

    /// The anchors of a page's headings as GitHub makes them: lowercased, every character but
    /// letters, digits, `-` and `_` dropped, spaces as `-`; a repeated heading gets `-1`, `-2`, ...
    static func anchors(in page: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in page.split(separator: "\n") {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, let heading = line.firstMatch(of: #/^#{1,6} (.+)$/#) else { continue }
            var slug = ""
            for character in heading.1.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// What is wrong with the relative links of `page` (at `path` from `root`): a file that does
    /// not exist, or an anchor no heading of its page has. Web and mail links are not followed.
    static func brokenLinks(in page: String, at path: String, root: URL) -> [String] {
        let here = root.appendingPathComponent(path)
        var problems: [String] = []
        for link in links(in: page) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = String(parts[0])
            let target = file.isEmpty ? here : here.deletingLastPathComponent().appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: target.path) else {
                problems.append("\(path): \(link): no such file")
                continue
            }
            guard parts.count > 1, target.pathExtension == "md" else { continue }
            let text = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
            if !anchors(in: text).contains(String(parts[1])) {
                problems.append("\(path): \(link): no such heading")
            }
        }
        return problems
    }

    func testEveryRelativeLinkInTheReadmeAndDocsLeadsToAFileAndHeading() throws {
        let root = Self.sourceRoot
        var checked = 0
        for path in try Self.pages(in: root) {
            let page = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            checked += Self.links(in: page).count
            XCTAssertEqual(Self.brokenLinks(in: page, at: path, root: root), [], "broken links in \(path)")
        }
        XCTAssertGreaterThan(checked, 60, "the README's and the pages' links were all found")
    }

    func testEveryPageInDocsIsLinkedFromTheReadmeOrAnotherPage() throws {
        let root = Self.sourceRoot.standardizedFileURL
        let pages = try Self.pages(in: root)
        var reached: Set<String> = []
        for path in pages {
            let here = root.appendingPathComponent(path)
            let page = try String(contentsOf: here, encoding: .utf8)
            for link in Self.links(in: page) where !link.contains("://") {
                let file = link.split(separator: "#", omittingEmptySubsequences: false)[0]
                guard !file.isEmpty else { continue }
                let target = here.deletingLastPathComponent().appendingPathComponent(String(file))
                reached.insert(String(target.standardizedFileURL.path.dropFirst(root.path.count + 1)))
            }
        }
        for path in pages.dropFirst() {
            XCTAssertTrue(reached.contains(path), "nothing links to \(path)")
        }
    }

    func testTheReadmeStaysAFrontDoorOfAboutTwoHundredLines() throws {
        let readme = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertLessThanOrEqual(
            lines, Self.readmeLineLimit, "README.md has \(lines) lines: move the depth to a page in docs/")
    }

    /// Debian runs getty on tty1 (and more on tty2-6 on demand) and its greetd package uses vt 7,
    /// as `greetd.service`; the greeter's own settings are in authtui's configuration file.
    func testTheReadmesGreetdExampleIsTheGreeterPagesAndUsesDebiansConsole() throws {
        func example(_ path: String, _ name: String = "greetd config") throws -> String {
            let page = try String(contentsOf: Self.sourceRoot.appendingPathComponent(path), encoding: .utf8)
            let marker = "<!-- \(name) -->\n```toml\n"
            let start = try XCTUnwrap(page.range(of: marker), "\(path) has no \(name) example").upperBound
            return String(page[start..<(try XCTUnwrap(page[start...].range(of: "```\n")).lowerBound)])
        }
        let readme = try example("README.md")
        XCTAssertEqual(
            readme, try example("docs/greeter.md"), "the README's greetd example is the greeter page's")
        XCTAssertNotNil(readme.firstMatch(of: #/(?m)^vt = 7\b/#), "the example takes vt 7:\n\(readme)")
        XCTAssertNil(readme.firstMatch(of: #/(?m)^vt = 1\b/#), "getty runs on tty1")
        let settings = try example("README.md", "greeter settings")
        XCTAssertEqual(settings, try example("docs/greeter.md", "greeter settings"))
        XCTAssertTrue(settings.hasPrefix("# /etc/authtui/config.toml"), settings)
        XCTAssertTrue(settings.contains("[greet]\n"), settings)
        XCTAssertNotNil(settings.firstMatch(of: #/(?m)^theme = "/#), "the example sets a theme:\n\(settings)")
        let page = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(page.contains("`greetd.service`"), "the README names Debian's service")
    }

    func testTheCheckFindsAMissingFileAndHeadingAndLeavesCodeAndTheWebAlone() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory() + "authtui-docs-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try "# Page\n\n## Where it lives\n\n## Where it lives\n".write(
            to: root.appendingPathComponent("docs/page.md"), atomically: true, encoding: .utf8)
        let readme = """
            [fine](docs/page.md#where-it-lives) and [the second](docs/page.md#where-it-lives-1),
            [gone](docs/gone.md), [no heading](docs/page.md#nowhere), [web](https://example.test/x),
            `[a span](docs/span.md)`, ![a picture](docs/missing.png "its title")
            ```
            [in a block](docs/block.md)
            ```
            """
        XCTAssertEqual(
            Self.links(in: readme),
            [
                "docs/page.md#where-it-lives", "docs/page.md#where-it-lives-1", "docs/gone.md",
                "docs/page.md#nowhere", "https://example.test/x", "docs/missing.png",
            ])
        XCTAssertEqual(
            Self.brokenLinks(in: readme, at: "README.md", root: root),
            [
                "README.md: docs/gone.md: no such file", "README.md: docs/page.md#nowhere: no such heading",
                "README.md: docs/missing.png: no such file",
            ])
        XCTAssertEqual(
            Self.anchors(in: "# Two-factor `codes`: 80×24\n## A, b & c\n"),
            ["two-factor-codes-8024", "a-b--c"])
    }
}
