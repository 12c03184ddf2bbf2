import AuthDomain
import TestProcesses
import XCTest

@testable import AuthCommandLine

/// Issue 42 #1: one configuration file for every mode, in a documented subset of TOML that reads
/// as TOML reads it, whose every mistake names the file, the line and the problem.
final class ConfigurationFileTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The example files the tests use (Tests/ConfigurationExamples), by name.
    static func example(_ name: String) throws -> String {
        try String(
            contentsOf: root.appendingPathComponent("Tests/ConfigurationExamples/\(name)"), encoding: .utf8)
    }

    /// Every file of authtui's configuration the tests or the project use: the tests' examples, the
    /// example `make install` and the Debian package put in place (as it is, and with every
    /// setting taken out of its comment), and the examples of the docs.
    private func everyExample() throws -> [(name: String, text: String)] {
        let folder = Self.root.appendingPathComponent("Tests/ConfigurationExamples")
        var files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".toml")
        }.sorted().map { ($0, try Self.example($0)) }
        let installed = try String(
            contentsOf: Self.root.appendingPathComponent("packaging/config.toml"), encoding: .utf8)
        files.append(("packaging/config.toml", installed))
        files.append(("packaging/config.toml, every setting on", Self.everySettingOn(installed)))
        // The pages' examples: every one of configuration.md, and the others' that say they are
        // authtui's (greetd's own are greetd's TOML).
        for page in ["docs/configuration.md", "docs/greeter.md", "README.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            var block: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "```toml" {
                    block = ""
                } else if line == "```", let example = block {
                    if page == "docs/configuration.md" || example.hasPrefix("# /etc/authtui/config.toml") {
                        files.append(("\(page), example \(files.count)", example))
                    }
                    block = nil
                } else {
                    block? += line + "\n"
                }
            }
        }
        XCTAssertGreaterThan(files.count, 8)
        return files
    }

    /// The example with its commented settings (`#name = value`, `#[table]`) taken out of their comments.
    static func everySettingOn(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("#"), let next = line.dropFirst().first,
                next.isLowercase || next == "["
            else { return String(line) }
            return String(line.dropFirst())
        }.joined(separator: "\n")
    }

    /// The subset is TOML: every file the tests and the project use means the same to Python's
    /// `tomllib`, value by value and type by type.
    func testEveryExampleReadsAsTOMLReadsIt() throws {
        for (name, text) in try everyExample() {
            let theirs = try Self.tomllib(text)
            var top: [String: Any] = [:]
            var tables: [String: [String: Any]] = [:]
            for setting in try ConfigurationFile.parse(text, path: name) {
                if let table = setting.table {
                    tables[table, default: [:]][setting.name] = Self.tagged(setting.value)
                } else {
                    top[setting.name] = Self.tagged(setting.value)
                }
            }
            for (table, settings) in tables { top[table] = ["table", settings] }
            let ours = ["table", top] as NSArray
            XCTAssertEqual(ours, theirs as NSArray, name)
        }
    }

    /// And every example the project ships sets only options that exist, with values they take.
    func testEveryShippedExampleSetsOnlyRealOptionsWithGoodValues() throws {
        for (name, text) in try everyExample()
        where !name.hasPrefix("subset") && !name.hasPrefix("person-broken") {
            XCTAssertNoThrow(try ConfigurationFile.check(text, path: name), name)
        }
    }

    /// The example `make install` and the package put in place names every option a file may set.
    func testTheInstalledExampleNamesEverySetting() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("packaging/config.toml"), encoding: .utf8)
        let named = try ConfigurationFile.parse(Self.everySettingOn(text), path: "example").map(\.name)
        for option in LaunchOption.table where option.setting != nil {
            XCTAssertTrue(
                named.contains(option.settingName), "\(option.settingName) in packaging/config.toml")
        }
        XCTAssertEqual(
            try ConfigurationFile.parse(text, path: "example"), [], "as installed, it changes nothing")
    }

    func testTheSubsetsValues() throws {
        let settings = try ConfigurationFile.parse(Self.example("subset.toml"), path: "subset.toml")
        func value(_ name: String, in table: String? = nil) -> SettingValue? {
            settings.first { $0.name == name && $0.table == table }?.value
        }
        XCTAssertEqual(value("plain"), .string("a\u{e9}\"b\\c\td\u{1F600}"))
        XCTAssertEqual(value("literal"), .string(#"C:\no\escapes "here""#))
        XCTAssertEqual(value("indented-with-tab"), .boolean(true))
        XCTAssertEqual(value("negative"), .integer(-17))
        XCTAssertEqual(value("positive"), .integer(42))
        XCTAssertEqual(value("exponent"), .float(1000))
        XCTAssertEqual(value("list"), .strings(["a", "b\\c", "d\"e"]))
        XCTAssertEqual(value("trailing-comma"), .strings(["x"]))
        XCTAssertEqual(value("value", in: "greet"), .string("another table, same name as above"))
        XCTAssertEqual(settings.first { $0.name == "value" && $0.table == "login" }?.line, 19)
    }

    /// A bad file says which file, which line, and what is wrong there.
    func testABadFileNamesItsLineAndProblem() {
        let tables = ConfigurationFile.tables.joined(separator: ", ")
        for (text, line, problem) in [
            // Unknown settings and tables, and settings where they do not belong.
            ("animation = 0\nimag = \"/pics\"\n", 2, ConfigurationFile.unknownSetting("imag")),
            ("help = true\n", 1, ConfigurationFile.commandLineOnly("help")),
            ("config = \"/etc/other.toml\"\n", 1, ConfigurationFile.commandLineOnly("config")),
            ("[greet]\nprint = \"json\"\n", 2, ConfigurationFile.notForTable("print", "greet")),
            ("[gate]\nreboot = \"systemctl reboot\"\n", 2, ConfigurationFile.notForTable("reboot", "gate")),
            ("[gaet]\n", 1, ConfigurationFile.unknownTable("gaet", tables)),
            ("[store]\n", 1, ConfigurationFile.unknownTable("store", tables)),
            // Wrong types.
            (
                "animation = \"0.5\"\n", 1,
                ConfigurationFile.wrongType("animation", LaunchOption.SettingKind.number.expected.text)
            ),
            (
                "plain = \"yes\"\n", 1,
                ConfigurationFile.wrongType("plain", LaunchOption.SettingKind.flag.expected.text)
            ),
            (
                "data-dir = 7\n", 1,
                ConfigurationFile.wrongType("data-dir", LaunchOption.SettingKind.text.expected.text)
            ),
            (
                "remember = 0\n", 1,
                ConfigurationFile.wrongType("remember", LaunchOption.SettingKind.text.expected.text)
            ),
            (
                "image = [\"/a\"]\n", 1,
                ConfigurationFile.wrongType("image", LaunchOption.SettingKind.text.expected.text)
            ),
            (
                "grant = true\n", 1,
                ConfigurationFile.wrongType("grant", LaunchOption.SettingKind.texts.expected.text)
            ),
            // Values the option's own rule refuses, a secret's never echoed.
            ("remember = \"forever\"\n", 1, "forever"),
            ("animation = 11\n", 1, "animation = '11'"),
            ("store = \"postgresql://ada:s3cret@[db/x\"\n", 1, "store: "),
            // What the subset cannot read.
            ("data-dir = /var/lib/authtui\n", 1, ConfigurationFile.expectedValue.text),
            ("data-dir = \"a\"\ndata-dir = \"b\"\n", 2, ConfigurationFile.setTwice("data-dir")),
            ("[greet]\n[greet]\n", 2, ConfigurationFile.tableTwice("greet")),
            ("greet = true\n[greet]\n", 2, ConfigurationFile.tableTwice("greet")),
            ("[[greet]]\n", 1, ConfigurationFile.noArrayTables.text),
            ("store = \"sqlite:/x\" trailing\n", 1, ConfigurationFile.trailingText("store")),
            ("data-dir = \"/var/lib/authtui\n", 1, ConfigurationFile.unclosedString.text),
            ("grant = [\"a\",\n\"b\"]\n", 1, ConfigurationFile.badArray.text),
            ("grant = [1, 2]\n", 1, ConfigurationFile.badArray.text),
            ("animation = 0.5.1\n", 1, ConfigurationFile.expectedValue.text),
            ("animation = 05\n", 1, ConfigurationFile.expectedValue.text),
            ("image = 'tab\u{7}bell'\n", 1, ConfigurationFile.controlCharacter.text),
            ("image.url = \"x\"\n", 1, "'image'"),
        ] {
            XCTAssertThrowsError(try ConfigurationFile.check(text, path: "/etc/authtui/config.toml")) {
                let error = $0 as? ConfigurationError
                XCTAssertEqual(error?.line, line, text)
                XCTAssertTrue(
                    error?.problem.contains(problem) == true, "\(problem) in \(error?.problem ?? "")")
                XCTAssertFalse(error?.problem.contains("s3cret") ?? true, "a password is never echoed")
                XCTAssertEqual(
                    error?.message,
                    ConfigurationError.atLine("/etc/authtui/config.toml", line, error?.problem ?? ""))
            }
        }
    }

    /// A new option in the table is a setting at once, by its name without the dashes: the file
    /// reads its keys from `LaunchOption.table`, the table `--help` is made from.
    func testEveryOptionOfTheTableIsASettingButThoseThatOnlyChooseWhatToDo() throws {
        let commandLineOnly = LaunchOption.table.filter { $0.setting == nil }.map(\.name)
        XCTAssertEqual(
            Set(commandLineOnly),
            [
                "--help", "--version", "--man", "--bash-completion", "--zsh-completion", "--fish-completion",
                "--config", "--print-config",
            ])
        for option in LaunchOption.table where option.setting != nil {
            XCTAssertEqual(option.settingName, String(option.name.dropFirst(2)))
            XCTAssertNotNil(option.shown, "\(option.name): --print-config shows its value")
        }
    }

    // MARK: - Helpers

    private static func tagged(_ value: SettingValue) -> [Any] {
        switch value {
        case .string(let text): ["str", text]
        case .integer(let number): ["int", number]
        case .float(let number): ["float", number]
        case .boolean(let flag): ["bool", flag]
        case .strings(let texts): ["list", texts.map { ["str", $0] }]
        }
    }

    /// What Python's `tomllib` reads in `text`, each value tagged with its type.
    private static func tomllib(_ text: String) throws -> [Any] {
        let script = """
            import sys, json, tomllib
            def tag(v):
                if isinstance(v, bool): return ["bool", v]
                if isinstance(v, int): return ["int", v]
                if isinstance(v, float): return ["float", v]
                if isinstance(v, str): return ["str", v]
                if isinstance(v, list): return ["list", [tag(x) for x in v]]
                if isinstance(v, dict): return ["table", {k: tag(x) for k, x in v.items()}]
                raise SystemExit("unexpected " + repr(v))
            print(json.dumps(tag(tomllib.loads(sys.stdin.read()))))
            """
        let inputFile = NSTemporaryDirectory() + "authtui-toml-\(UUID().uuidString)"
        try text.write(toFile: inputFile, atomically: false, encoding: .utf8)
        defer { unlink(inputFile) }
        let python = try runCommand("/usr/bin/env", ["python3", "-c", script], input: inputFile)
        if python.stderr.contains("No module named 'tomllib'") {
            throw XCTSkip("python3 with tomllib (3.11+) is not here")
        }
        XCTAssertEqual(python.status, 0, python.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(python.stdout.utf8)) as? [Any])
    }
}
