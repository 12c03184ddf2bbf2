import Foundation
import XCTest

/// Each library product needs only what it uses: a program built on the navigator and the TUI
/// (`Examples/CustomLogin`, as another package would depend on them) builds on a machine that
/// has the ncurses headers and none of the others.
final class LibraryProductsTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every C header of the libraries the domain uses, hidden from one process: a folder gets an
    /// empty tmpfs over it, a file becomes /dev/null (empty: anything that includes it fails).
    private static let otherHeaders = [
        "sqlite3.h", "sodium.h", "sodium", "utf8proc.h", "nettle", "postgresql", "qrencode.h", "zxcvbn.h",
        "png.h", "libpng16", "jpeglib.h", "x86_64-linux-gnu/curl", "x86_64-linux-gnu/jconfig.h",
    ]

    func testAProgramOnTheNavigatorAndTheTUIBuildsWithOnlyTheNcursesHeaders() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            throw XCTSkip("hiding headers from one build (unshare -m) needs root (CI runs as root)")
        }
        let package = NSTemporaryDirectory() + "authtui-products-" + UUID().uuidString
        try FileManager.default.createDirectory(
            atPath: package + "/Sources/Program", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: package) }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Program",
                dependencies: [.package(name: "authtui", path: "\(Self.sourceRoot.path)")],
                targets: [
                    .executableTarget(
                        name: "Program",
                        dependencies: [
                            .product(name: "AuthNavigation", package: "authtui"),
                            .product(name: "AuthTUI", package: "authtui"),
                        ])
                ])
            """
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Self.sourceRoot.appendingPathComponent("Examples/CustomLogin/main.swift").path,
            toPath: package + "/Sources/Program/main.swift")
        let hide = Self.otherHeaders.map { name in
            let path = "/usr/include/\(name)"
            return "if [ -d \(path) ]; then mount -t tmpfs none \(path); "
                + "elif [ -e \(path) ]; then mount --bind /dev/null \(path); fi"
        }
        let script =
            (["set -e"] + hide + [
                // The hiding worked: the build below cannot have used them.
                "! grep -q sqlite3_open /usr/include/sqlite3.h",
                "[ ! -e /usr/include/postgresql/libpq-fe.h ]",
                "\"$SWIFT\" build --package-path \(package) --scratch-path \(package)/.build 2>&1",
                "test -x \(package)/.build/debug/Program",
            ]).joined(separator: "\n")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT"] = environment["SWIFT"] ?? "swift"
        let result = try runCommand("/usr/bin/unshare", ["-m", "sh", "-c", script], environment: environment)
        XCTAssertEqual(result.status, 0, "stdout:\n\(result.stdout)\nstderr:\n\(result.stderr)")
    }
}
