import Foundation
import XCTest

/// Issue 42 #1, the real binary: a person's configuration file changes what `authtui login` does,
/// the greeter never reads it, and a machine's file someone else than root may write stops the
/// greeter. Each test runs in a mount namespace whose `/etc` is an overlay on the machine's, so
/// `/etc/authtui/config.toml` is the test's own whatever the machine holds.
final class ConfigurationEndToEndTests: XCTestCase {
    private var namespace: OverlayNamespace?
    private var directory = ""
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ConfigurationExamples").path

    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    override func setUpWithError() throws {
        // `make install` puts files in a DESTDIR of the test's own: no namespace needed.
        if name.contains("MakeInstall") { return }
        guard getuid() == 0 else { throw XCTSkip("mount namespaces need root (CI runs as root)") }
        directory = try makeTemporaryDataDirectory()
        namespace = try OverlayNamespace(over: ["/etc"], in: directory)
        // The machine's file is the test's: none unless a test writes one.
        XCTAssertEqual(try run(["/bin/rm", "-rf", "/etc/authtui"]).status, 0)
    }

    override func tearDown() {
        namespace?.end()
        super.tearDown()
    }

    private func run(_ command: [String]) throws -> CommandResult {
        try XCTUnwrap(namespace).run(command)
    }

    /// `authtui ARGUMENTS` in the namespace, as a person whose configuration home is `home`.
    private func authtui(_ arguments: [String], configHome home: String) throws -> CommandResult {
        try run(["/usr/bin/env", "XDG_CONFIG_HOME=\(home)", AuthTUIBinary.path] + arguments)
    }

    /// A person's configuration home holding the example `name`, theirs alone to write.
    private func personalHome(with name: String) throws -> String {
        let home = directory + "/config-" + name
        try FileManager.default.createDirectory(atPath: home + "/authtui", withIntermediateDirectories: true)
        let path = home + "/authtui/config.toml"
        try FileManager.default.copyItem(atPath: Self.examples + "/" + name, toPath: path)
        chmod(path, 0o600)
        return home
    }

    /// The machine's file, root's and nobody else's to write, holding the example `name`.
    private func machineFile(_ name: String) throws {
        let text = try String(contentsOfFile: Self.examples + "/" + name, encoding: .utf8)
        try text.write(toFile: directory + "/machine.toml", atomically: true, encoding: .utf8)
        let installed = try run([
            "/usr/bin/install", "-D", "-m", "0644", directory + "/machine.toml", "/etc/authtui/config.toml",
        ])
        XCTAssertEqual(installed.status, 0, installed.stderr)
    }

    func testAPersonsFileChangesWhatLoginDoes() throws {
        let home = try personalHome(with: "person-plain.toml")
        let data = try makeTemporaryDataDirectory()
        let prompt = try Translation.english("prompt.email") + ":"
        let namespaced = try XCTUnwrap(namespace)
        let session = try TmuxSession(
            command: namespaced.command([
                "/usr/bin/env", "XDG_CONFIG_HOME=\(home)", AuthTUIBinary.path, "login", "--data-dir", data,
            ]))
        defer { session.kill() }
        let screen = try session.waitFor(prompt)
        XCTAssertNotNil(
            screen.firstMatch(of: try Regex("(?m)^" + NSRegularExpression.escapedPattern(for: prompt) + "$")),
            "the person's plain = true: one line at a time\n\(screen)")
        // The same login with the command line's --config naming an empty file: the sheets.
        try "".write(toFile: directory + "/empty.toml", atomically: true, encoding: .utf8)
        let sheets = try TmuxSession(
            command: namespaced.command([
                "/usr/bin/env", "XDG_CONFIG_HOME=\(home)", AuthTUIBinary.path, "login", "--data-dir", data,
                "--config", directory + "/empty.toml",
            ]))
        defer { sheets.kill() }
        try sheets.waitForFirstQuestion(timeout: 15)
        XCTAssertNil(
            try sheets.screen().firstMatch(
                of: try Regex("(?m)^" + NSRegularExpression.escapedPattern(for: prompt) + "$")),
            "without the person's file, the full screen")
    }

    /// The greeter reads the machine's file alone: a person's file, even a broken one, is not
    /// its business, while a person's own login stops on it with the file, the line and the
    /// problem.
    func testTheGreeterIgnoresAPersonsFileAndLoginStopsOnABrokenOne() throws {
        try machineFile("greeter.toml")
        let home = try personalHome(with: "person-broken.toml")
        let greet = try authtui(["greet", "--print-config"], configHome: home)
        XCTAssertEqual(greet.status, 0, greet.stderr)
        XCTAssertTrue(greet.stdout.contains("reboot = \"systemctl reboot\""), greet.stdout)
        XCTAssertTrue(
            greet.stdout.contains(
                try Translation.english("print-config.file-line", "/etc/authtui/config.toml", 5)),
            greet.stdout)
        XCTAssertFalse(
            greet.stdout.contains(home), "the person's file is not even looked at:\n\(greet.stdout)")

        let login = try authtui(["login", "--print-config"], configHome: home)
        XCTAssertEqual(login.status, 2, "nothing starts")
        XCTAssertEqual(
            login.stderr,
            try Translation.english(
                "config.error-at-line", home + "/authtui/config.toml", 3,
                try Translation.english("config.unknown-option", "animaton")) + "\n")
        XCTAssertEqual(login.stdout, "")
    }

    /// A machine's file someone else than root may write, or that someone else owns, stops the
    /// greeter before it starts (exit 2), naming the file; so does a file `--config` names in a
    /// folder anyone may write.
    func testAnUntrustedMachineFileStopsTheGreeter() throws {
        try machineFile("greeter.toml")
        let home = try personalHome(with: "person-plain.toml")
        XCTAssertEqual(try run(["/bin/chmod", "0666", "/etc/authtui/config.toml"]).status, 0)
        let loose = try authtui(["greet"], configHome: home)
        XCTAssertEqual(loose.status, 2, loose.stderr)
        XCTAssertNotNil(
            loose.stderr.range(
                of: try Translation.pattern(
                    of: "trusted-file.writable", startingWith: "/etc/authtui/config.toml"),
                options: .regularExpression), loose.stderr)
        XCTAssertEqual(try run(["/bin/chmod", "0644", "/etc/authtui/config.toml"]).status, 0)
        XCTAssertEqual(try run(["/bin/chown", "nobody", "/etc/authtui/config.toml"]).status, 0)
        let owned = try authtui(["greet"], configHome: home)
        XCTAssertEqual(owned.status, 2, owned.stderr)
        XCTAssertNotNil(
            owned.stderr.range(
                of: try Translation.pattern(
                    of: "trusted-file.not-roots", startingWith: "/etc/authtui/config.toml"),
                options: .regularExpression), owned.stderr)
        // A person's own login reads the same machine file under the same rule.
        XCTAssertEqual(try authtui(["login", "--print-config"], configHome: home).status, 2)

        let named = NSTemporaryDirectory() + "authtui-greeter-\(UUID().uuidString).toml"
        try "animation = 0\n".write(toFile: named, atomically: true, encoding: .utf8)
        defer { unlink(named) }
        let fromTmp = try authtui(["greet", "--config", named], configHome: home)
        XCTAssertEqual(fromTmp.status, 2, fromTmp.stderr)
        XCTAssertNotNil(
            fromTmp.stderr.range(
                of: try Translation.pattern(of: "trusted-file.writable"), options: .regularExpression),
            "a file in a folder anyone may write: \(fromTmp.stderr)")
    }

    /// Issue 42 #4: `make install` puts the commented example in place, never over an
    /// administrator's own, and `make uninstall` takes it away only as it was installed.
    func testMakeInstallPutsTheCommentedExampleInPlaceAndKeepsAnAdministratorsOwn() throws {
        let destination = NSTemporaryDirectory() + "authtui-install-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: destination) }
        func make(_ target: String) throws -> CommandResult {
            try runCommand(
                "/usr/bin/make",
                ["-C", Self.sourceRoot, "--no-print-directory", target, "DESTDIR=\(destination)"])
        }
        let installed = destination + "/etc/authtui/config.toml"
        let example = try String(contentsOfFile: Self.sourceRoot + "/packaging/config.toml", encoding: .utf8)
        XCTAssertEqual(try make("install-config").status, 0)
        XCTAssertEqual(try String(contentsOfFile: installed, encoding: .utf8), example)
        let mode = try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: installed)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o644)
        try (example + "animation = 0\n").write(toFile: installed, atomically: true, encoding: .utf8)
        XCTAssertEqual(try make("install-config").status, 0)
        XCTAssertTrue(
            try String(contentsOfFile: installed, encoding: .utf8).hasSuffix("animation = 0\n"),
            "an administrator's own file is kept")
        XCTAssertEqual(try make("uninstall").status, 0)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: installed), "a changed file stays after uninstall")
        try example.write(toFile: installed, atomically: true, encoding: .utf8)
        XCTAssertEqual(try make("uninstall").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: installed), "the example as installed goes")
    }
}
