import Foundation
import XCTest

/// "Where each layer lives" in docs/ARCHITECTURE.md is the map of the package: every target's folder in
/// `Package.swift` has a line there, and every path the map names exists, so a target added,
/// moved or removed without the map failing here cannot happen.
final class LayoutDocsTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The page the map is on, from the package's root.
    static let map = "docs/ARCHITECTURE.md"

    private func source(_ path: String) throws -> String {
        try String(contentsOf: Self.sourceRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each target's folder: its `path:`, else `Sources/<name>` (`Tests/<name>` for a test target),
    /// as SwiftPM finds them.
    static func targetFolders(inManifest manifest: String) -> [String] {
        let calls = manifest.matches(
            of: #/\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"/#)
        return calls.enumerated().map { index, call in
            let end = index + 1 < calls.count ? calls[index + 1].range.lowerBound : manifest.endIndex
            if let path = manifest[call.range.upperBound..<end].firstMatch(of: #/path:\s*"([^"]+)"/#) {
                return String(path.1)
            }
            return (call.1 == "testTarget" ? "Tests/" : "Sources/") + call.2
        }
    }

    /// The paths the map names: the first word of each line of its code block that starts at the
    /// left margin (indented lines continue the one above). Nil when there is no such block.
    static func namedPaths(inPage page: String) -> [String]? {
        guard let heading = page.range(of: "## Where each layer lives\n"),
            let open = page.range(of: "```\n", range: heading.upperBound..<page.endIndex),
            let close = page.range(of: "```\n", range: open.upperBound..<page.endIndex)
        else { return nil }
        return page[open.upperBound..<close.lowerBound].split(separator: "\n").compactMap { line in
            guard let first = line.first, !first.isWhitespace else { return nil }
            return String(line.prefix { !$0.isWhitespace })
        }
    }

    func testEveryTargetFolderHasALineInWhereEachLayerLives() throws {
        let folders = Self.targetFolders(inManifest: try source("Package.swift"))
        XCTAssertGreaterThan(folders.count, 25, "the manifest's targets were all found")
        let named = Set(try XCTUnwrap(Self.namedPaths(inPage: try source(Self.map)), "no map in \(Self.map)"))
        for folder in folders {
            XCTAssertTrue(named.contains(folder), "\(Self.map)'s \"Where each layer lives\" lacks \(folder)")
        }
    }

    func testWhereEachLayerLivesNamesOnlyPathsThatExist() throws {
        let named = try XCTUnwrap(Self.namedPaths(inPage: try source(Self.map)), "no map in \(Self.map)")
        for path in named {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: Self.sourceRoot.appendingPathComponent(path).path),
                "\(Self.map)'s \"Where each layer lives\" names \(path), which does not exist")
        }
    }

    func testTheCheckReadsDefaultAndExplicitFoldersAndSkipsContinuationLines() {
        let manifest = """
            .target(name: "A", dependencies: ["B"]),
            .executableTarget(name: "b-tool", dependencies: [.product(name: "X", package: "x")], path: "Tools/B"),
            .testTarget(name: "ATests", dependencies: ["A"]),
            """
        XCTAssertEqual(Self.targetFolders(inManifest: manifest), ["Sources/A", "Tools/B", "Tests/ATests"])
        let page =
            "## Where each layer lives\n\n```\nSources/A  a\n           more of a\nTools/B    b\n```\n"
        XCTAssertEqual(Self.namedPaths(inPage: page), ["Sources/A", "Tools/B"])
    }
}
