import Foundation
import XCTest

/// The products table of docs/library.md says which C libraries each library product needs: exactly those of
/// the system-library targets it reaches through `Package.swift`, so a dependency added to a
/// target (or a product that stops needing one) without the table changing fails here.
final class ProductsTableTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each system-library target's library, in the table's words.
    static let libraryNames = [
        "CNcurses": "ncurses", "CMainQueue": "libdispatch", "CSQLite": "SQLite", "CSodium": "libsodium",
        "CUtf8proc": "utf8proc", "CNettle": "Nettle", "CHogweed": "Nettle", "CLibpq": "libpq",
        "CQrencode": "libqrencode", "CZxcvbn": "zxcvbn", "CPng": "libpng", "CJpeg": "libjpeg",
        "CCurl": "libcurl", "CPam": "libpam",
    ]

    /// Library products that are no API and so have no row (the fuzz package's).
    static let unlisted: Set = ["FuzzTargets"]

    /// The manifest's system-library targets, every target's dependencies by name (a product of
    /// another package counts as its name), and each library product's targets.
    struct Manifest: Equatable {
        var systemLibraries: Set<String> = []
        var dependencies: [String: [String]] = [:]
        var products: [String: [String]] = [:]

        init(_ text: String) {
            for product in text.matches(of: #/\.library\(\s*name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]/#) {
                products[String(product.1)] = Self.quoted(product.2)
            }
            let calls = text.matches(
                of: #/\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"/#)
            for (index, call) in calls.enumerated() {
                let end = index + 1 < calls.count ? calls[index + 1].range.lowerBound : text.endIndex
                let name = String(call.2)
                if call.1 == "systemLibrary" { systemLibraries.insert(name) }
                let body = text[call.range.upperBound..<end]
                dependencies[name] =
                    body.firstMatch(of: #/dependencies:\s*\[([^\]]*)\]/#).map { Self.quoted($0.1) } ?? []
            }
        }

        private static func quoted(_ text: Substring) -> [String] {
            text.matches(of: #/"([^"]+)"/#).map { String($0.1) }
        }

        /// The system-library targets `product` reaches, directly or through other targets.
        func systemLibraries(of product: String) -> Set<String> {
            var seen: Set<String> = []
            var next = products[product] ?? []
            while let target = next.popLast() {
                guard seen.insert(target).inserted else { continue }
                next += dependencies[target] ?? []
            }
            return seen.intersection(systemLibraries)
        }
    }

    /// The table's rows: product → the words of its last column.
    static func table(inPage page: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for row in page.matches(of: #/(?m)^\| `([A-Za-z]+)` \|.*\| ([^|]*) \|$/#) {
            rows[String(row.1)] = Set(row.2.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        }
        return rows
    }

    func testEachProductListsExactlyTheCLibrariesItReaches() throws {
        let manifest = Manifest(
            try String(contentsOf: Self.sourceRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
        let table = Self.table(
            inPage: try String(
                contentsOf: Self.sourceRoot.appendingPathComponent("docs/library.md"), encoding: .utf8))
        XCTAssertGreaterThan(manifest.products.count, 8, "the manifest's products were all found")
        for library in manifest.systemLibraries.sorted() where Self.libraryNames[library] == nil {
            XCTFail(
                "\(library) is a new C library: give it the table's name in ProductsTableTests.libraryNames")
        }
        for product in manifest.products.keys.sorted() where !Self.unlisted.contains(product) {
            guard let words = table[product] else {
                XCTFail("docs/library.md's products table has no row for \(product)")
                continue
            }
            let needed = Set(manifest.systemLibraries(of: product).compactMap { Self.libraryNames[$0] })
            let listed = words.intersection(Self.libraryNames.values)
            XCTAssertEqual(
                listed, needed,
                "\(product) lists \(listed.sorted()) but reaches \(needed.sorted()) in Package.swift")
        }
    }

    func testTheCheckFollowsDependenciesThroughTargets() {
        let manifest = Manifest(
            """
            .library(name: "P", targets: ["A"]),
            .library(name: "Q", targets: ["B"]),
            .systemLibrary(name: "CPam", providers: []),
            .systemLibrary(name: "CSQLite"),
            .target(name: "A", dependencies: ["B", "CPam"]),
            .target(name: "B", dependencies: ["CSQLite"]),
            .target(name: "C"),
            """)
        XCTAssertEqual(manifest.systemLibraries(of: "P"), ["CPam", "CSQLite"])
        XCTAssertEqual(manifest.systemLibraries(of: "Q"), ["CSQLite"])
        let table = Self.table(inPage: "| `P` | what, `X` | libpam, SQLite headers |\n| `Q` | b | none |\n")
        XCTAssertEqual(table["P"]?.intersection(Self.libraryNames.values), ["libpam", "SQLite"])
        XCTAssertEqual(table["Q"], ["none"])
    }
}
