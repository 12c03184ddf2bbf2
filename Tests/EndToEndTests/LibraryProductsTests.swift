import Foundation
import XCTest

/// Each library product needs only what it uses: a program built on the navigator and the TUI
/// (`Examples/CustomLogin`, as another package would depend on them) builds on a machine that
/// has the ncurses headers and none of the others; an authenticator of a program's own, and
/// `AuthGreetd`, build with no C header at all; `AuthPAM` with libpam's alone.
final class LibraryProductsTests: XCTestCase {
    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every C header of the libraries the domain uses, hidden from one process: a folder gets an
    /// empty tmpfs over it, a file becomes /dev/null (empty: anything that includes it fails).
    private static let otherHeaders = [
        "sqlite3.h", "sodium.h", "sodium", "utf8proc.h", "nettle", "postgresql", "qrencode.h", "zxcvbn.h",
        "png.h", "libpng16", "jpeglib.h", "x86_64-linux-gnu/curl", "x86_64-linux-gnu/jconfig.h",
    ]
    /// The terminal's (`AuthTUI`'s) headers.
    private static let ncursesHeaders = [
        "ncursesw", "ncurses.h", "curses.h", "term.h", "unctrl.h", "ncurses_dll.h",
    ]
    /// Linux-PAM's (`AuthPAM`'s) headers.
    private static let pamHeaders = ["security"]

    /// Checks that the hiding worked, so the build after them cannot have used those headers.
    private static let hidingChecks = [
        "sqlite3.h": "! grep -q sqlite3_open /usr/include/sqlite3.h",
        "postgresql": "[ ! -e /usr/include/postgresql/libpq-fe.h ]",
        "ncursesw": "[ ! -e /usr/include/ncursesw/curses.h ]",
        "curses.h": "! grep -q initscr /usr/include/curses.h",
        "security": "[ ! -e /usr/include/security/pam_appl.h ]",
    ]

    /// Issue 41 #7: the README's `.package(path: "../authtui")` with `package: "authtui"` worked
    /// only from a checkout in a folder named `authtui`: SwiftPM 6 names a dependency by the
    /// `name:` the manifest gives it, else by the path's last part, never by the `name` in
    /// authtui's own manifest. The README's and docs/library.md's lines, as written, from a
    /// checkout named otherwise, make a graph SwiftPM accepts; without `name:`, the same product
    /// is an unknown package.
    func testThePackageLinesOfTheDocsWorkFromACheckoutNamedOtherwise() throws {
        func block(_ page: String) throws -> String {
            let text = try String(contentsOf: Self.sourceRoot.appendingPathComponent(page), encoding: .utf8)
            let marker = "<!-- package dependencies -->\n```swift\n"
            let start = try XCTUnwrap(text.range(of: marker), "\(page) marks its package lines")
            let rest = text[start.upperBound...]
            return String(rest[..<(try XCTUnwrap(rest.range(of: "```\n"))).lowerBound])
        }
        let lines = try block("README.md")
        XCTAssertEqual(try block("docs/library.md"), lines, "the README and docs/library.md say the same")
        let folder = try makeTemporaryDataDirectory()
        let checkout = folder + "/authtui-checkout"
        try FileManager.default.createSymbolicLink(
            atPath: checkout, withDestinationPath: Self.sourceRoot.path)
        let consumer = folder + "/hello"
        try FileManager.default.createDirectory(
            atPath: consumer + "/Sources/Hello", withIntermediateDirectories: true)
        try "import AuthLogin\n".write(
            toFile: consumer + "/Sources/Hello/main.swift", atomically: true, encoding: .utf8)
        func graph(_ dependencies: String) throws -> CommandResult {
            let manifest =
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n    name: \"Hello\",\n"
                + dependencies.replacingOccurrences(of: "\"../authtui\"", with: "\"\(checkout)\"") + ")\n"
            try manifest.write(toFile: consumer + "/Package.swift", atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: consumer + "/Package.resolved")
            // `SWIFT` as make passes it (`swift`, or a path): a bare name is looked up on PATH.
            let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
            return try runCommand(
                swift.contains("/") ? swift : "/usr/bin/env",
                (swift.contains("/") ? [] : [swift]) + [
                    "package", "--package-path", consumer, "--scratch-path", consumer + "/.build",
                    "show-dependencies",
                ])
        }
        let written = try graph(lines)
        XCTAssertEqual(written.status, 0, "stdout:\n\(written.stdout)\nstderr:\n\(written.stderr)")
        XCTAssertTrue(written.stdout.contains("authtui-checkout"), written.stdout)
        let unnamed = try graph(
            lines.replacingOccurrences(of: ".package(name: \"authtui\", path:", with: ".package(path:"))
        XCTAssertNotEqual(unnamed.status, 0, "control: the folder's name, not the manifest's, names it")
        XCTAssertTrue(unnamed.stderr.contains("unknown package 'authtui'"), unnamed.stderr)
    }

    func testAProgramOnTheNavigatorAndTheTUIBuildsWithOnlyTheNcursesHeaders() throws {
        let main = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("Examples/CustomLogin/main.swift"),
            encoding: .utf8)
        try build(
            programs: ["Program": (["AuthNavigation", "AuthTUI"], main)],
            hiding: Self.otherHeaders + Self.pamHeaders)
    }

    /// A program's own authenticator needs only the conversation's API, and greetd's
    /// conversation needs nothing more: neither needs a C header, ncurses' included.
    func testAnAuthenticatorOfItsOwnAndTheGreetdOneBuildWithNoCHeaderAtAll() throws {
        let pin = """
            import AuthConversation

            @MainActor final class PIN: Authenticator {
                let startLabel = "UNLOCK"

                func step(error: String? = nil) -> ConversationTurn {
                    let step = ConversationStep(
                        id: "pin", title: "Unlock", prompts: [Prompt(id: "pin", label: "PIN", kind: .secret)],
                        choices: [Choice(id: "unlock", label: "Unlock")])
                    return .ask(step, StepFeedback(errors: error.map { ["pin": $0] } ?? [:]))
                }

                func begin() async -> ConversationTurn { step() }

                func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
                    guard reply["pin"] == "1234" else { return step(error: "Not that one") }
                    return .signedIn(Identity(user: "me", displayName: "Me", authenticator: "pin"))
                }

                func back(from stepID: String) async -> ConversationTurn { .cancelled }
            }

            let pin = PIN()
            _ = await pin.begin()
            guard case .ask = await pin.answer(Reply(choice: "unlock", answers: ["pin": "0000"]), to: "pin"),
                case .signedIn(let identity) = await pin.answer(
                    Reply(choice: "unlock", answers: ["pin": "1234"]), to: "pin")
            else { fatalError("the conversation went wrong") }
            print("signed in as \\(identity.user)")
            """
        let greeter = """
            import AuthConversation
            import AuthGreetd

            let greeter: any Authenticator.Type = GreetdAuthenticator.self
            print(greeter)
            """
        try build(
            programs: [
                "Program": (["AuthConversation"], pin),
                "Greeter": (["AuthConversation", "AuthGreetd"], greeter),
            ],
            hiding: Self.otherHeaders + Self.ncursesHeaders + Self.pamHeaders,
            running: "Program", prints: "signed in as me")
    }

    func testPAMBuildsWithOnlyLibpamsHeaders() throws {
        let main = """
            import AuthConversation
            import AuthPAM

            let pam: any Authenticator = PAMAuthenticator(service: "login")
            print(pam.startLabel)
            """
        try build(
            programs: ["Program": (["AuthConversation", "AuthPAM"], main)],
            hiding: Self.otherHeaders + Self.ncursesHeaders)
    }

    /// Builds a package whose executables (name → the products they use and their main.swift)
    /// depend on this one, in a process where the headers `hiding` names (under /usr/include) are
    /// empty, and runs `running` if given, expecting it to print `prints`.
    private func build(
        programs: [String: (products: [String], main: String)], hiding: [String],
        running: String? = nil, prints: String = ""
    ) throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            throw XCTSkip("hiding headers from one build (unshare -m) needs root (CI runs as root)")
        }
        let package = NSTemporaryDirectory() + "authtui-products-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: package) }
        var targets: [String] = []
        for (name, program) in programs.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createDirectory(
                atPath: package + "/Sources/\(name)", withIntermediateDirectories: true)
            try program.main.write(
                toFile: package + "/Sources/\(name)/main.swift", atomically: true, encoding: .utf8)
            let products = program.products.map { ".product(name: \"\($0)\", package: \"authtui\")" }
            targets.append(
                ".executableTarget(name: \"\(name)\", dependencies: [\(products.joined(separator: ", "))])")
        }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Programs",
                dependencies: [.package(name: "authtui", path: "\(Self.sourceRoot.path)")],
                targets: [\(targets.joined(separator: ", "))])
            """
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let hide = hiding.map { name in
            let path = "/usr/include/\(name)"
            return "if [ -d \(path) ]; then mount -t tmpfs none \(path); "
                + "elif [ -e \(path) ]; then mount --bind /dev/null \(path); fi"
        }
        let run = running.map { ["[ \"$(\(package)/.build/debug/\($0))\" = \"\(prints)\" ]"] } ?? []
        let script =
            (["set -e"] + hide + hiding.compactMap { Self.hidingChecks[$0] } + [
                "\"$SWIFT\" build --package-path \(package) --scratch-path \(package)/.build 2>&1"
            ] + programs.keys.map { "test -x \(package)/.build/debug/\($0)" } + run).joined(separator: "\n")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT"] = environment["SWIFT"] ?? "swift"
        let result = try runCommand("/usr/bin/unshare", ["-m", "sh", "-c", script], environment: environment)
        XCTAssertEqual(result.status, 0, "stdout:\n\(result.stdout)\nstderr:\n\(result.stderr)")
    }
}
