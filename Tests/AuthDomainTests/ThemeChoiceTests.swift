import XCTest

@testable import AuthCommandLine
@testable import AuthDomain

/// `--theme`'s words: a theme name, tuigreet's `key=colour;…` on top, ratatui's colour names, and
/// a clear line naming what is wrong.
final class ThemeChoiceTests: XCTestCase {
    private func choice(_ text: String) throws -> ThemeChoice { try ThemeChoice(parsing: text) }

    func testEveryNamedThemeIsChosenByItsName() throws {
        for name in ThemeChoice.Name.allCases {
            XCTAssertEqual(try choice(name.rawValue), ThemeChoice(name))
        }
        XCTAssertEqual(try choice("high-contrast").name, .highContrast)
        XCTAssertEqual(try choice("default"), .standard)
    }

    func testTuigreetsLineIsRecolouringsOnTopOfTheDefault() throws {
        XCTAssertEqual(
            try choice("border=magenta;text=cyan"),
            ThemeChoice(.standard, recolourings: [.init(.border, .palette(5)), .init(.text, .palette(6))]))
        XCTAssertEqual(
            try choice(" classic ; prompt = lightblue ;"),
            ThemeChoice(.classic, recolourings: [.init(.prompt, .palette(12))]),
            "spaces and a last ; are fine")
    }

    func testEveryTuigreetKeyWithAPartHereIsTaken() throws {
        for key in ["container", "text", "border", "title", "prompt", "input", "action"] {
            XCTAssertEqual(try choice("\(key)=red").recolourings.first?.part.rawValue, key)
        }
    }

    func testColoursAreReadAsRatatuiReadsThem() {
        let expected: [(String, ThemeChoice.Colour)] = [
            ("black", .palette(0)), ("Red", .palette(1)), ("gray", .palette(7)), ("grey", .palette(7)),
            ("silver", .palette(7)), ("dark-gray", .palette(8)), ("darkgrey", .palette(8)),
            ("bright black", .palette(8)), ("light_red", .palette(9)), ("brightcyan", .palette(14)),
            ("lightgray", .palette(15)), ("white", .palette(15)), ("brightwhite", .palette(15)),
            ("42", .palette(42)), ("255", .palette(255)), ("#FF00ff", .rgb(RGBColor(hex: 0xFF00FF))),
        ]
        for (text, colour) in expected {
            XCTAssertEqual(ThemeChoice.Colour(parsing: text), colour, text)
        }
        for text in ["reset", "256", "-1", "#ff00f", "ff00ff", "pink", "", "٤٢"] {
            XCTAssertNil(ThemeChoice.Colour(parsing: text), text)
        }
    }

    func testAChoiceIsWrittenAsWordsThatReadBackAsIt() throws {
        for text in ["default", "classic;border=magenta;text=lightcyan", "light;prompt=42;error=#af0000"] {
            XCTAssertEqual(try choice(text).description, text)
            XCTAssertEqual(try choice(try choice(text).description), try choice(text))
        }
        XCTAssertEqual(try choice(" border = Bright Cyan ").description, "default;border=lightcyan")
    }

    func testEachProblemIsNamed() {
        let expected: [(String, ThemeChoice.Problem)] = [
            ("dracula", .unknownTheme("dracula")),
            ("light;classic", .twoThemes("light", "classic")),
            ("time=red", .unknownKey("time")),
            ("greet=red", .unknownKey("greet")),
            ("button=red", .unknownKey("button")),
            ("border=pink", .unknownColour(key: "border", value: "pink")),
            ("border=", .unknownColour(key: "border", value: "")),
        ]
        for (text, problem) in expected {
            XCTAssertThrowsError(try choice(text), text) { error in
                XCTAssertEqual(error as? ThemeChoice.Problem, problem, text)
            }
        }
    }

    // MARK: On the command line

    private func parse(_ arguments: [String]) throws -> LaunchOptions {
        try LaunchOptions.parse(arguments, environment: ["HOME": "/home/ada"])
    }

    func testThemeIsAnOptionOfEveryScreen() throws {
        XCTAssertEqual(try parse([]).theme, .standard)
        for subcommand in [[], ["login"], ["greet"], ["showcase"], ["run"]] {
            let tail = subcommand == ["run"] ? ["--", "true"] : []
            XCTAssertEqual(
                try parse(subcommand + ["--theme", "light"] + tail).theme.name, .light, "\(subcommand)")
        }
        XCTAssertEqual(try parse(["--theme=border=red"]).theme.recolourings, [.init(.border, .palette(1))])
        XCTAssertThrowsError(try parse(["accounts", "list", "--theme", "light"]))
    }

    func testABadThemeIsOneLineNamingTheOptionAndWhatIsWrong() {
        for (value, named) in [
            ("dracula", "'dracula'"), ("time=red", "'time'"), ("border=pink", "'pink'"), ("a;b", "'a'"),
        ] {
            XCTAssertThrowsError(try parse(["--theme", value])) { error in
                let message = (error as? LaunchError)?.message ?? ""
                XCTAssertTrue(message.contains("--theme"), message)
                XCTAssertTrue(message.contains(named), "\(message) names \(named)")
                XCTAssertFalse(message.contains("\n"), message)
            }
        }
    }

    func testTheUnknownKeyLineListsEveryKeyTaken() {
        let message = LaunchError.invalidTheme(.unknownKey("time")).message
        for part in ThemeChoice.Part.allCases {
            XCTAssertTrue(message.contains(part.rawValue), "\(message) lists \(part)")
        }
    }

    func testTheConfigurationFileTakesAThemeAndNamesTheLineAndKeyOfABadOne() throws {
        XCTAssertNoThrow(try ConfigurationFile.check("[greet]\ntheme = \"classic;border=red\"\n", path: "/f"))
        XCTAssertThrowsError(try ConfigurationFile.check("animation = 0\ntheme = \"time=red\"\n", path: "/f"))
        {
            let error = $0 as? ConfigurationError
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(
                error?.problem, "theme: " + LaunchError.themeProblem(.unknownKey("time")),
                error?.problem ?? "")
        }
    }

    func testTheHelpLineNamesEveryTheme() throws {
        let option = try XCTUnwrap(LaunchOption.table.first { $0.name == "--theme" })
        for name in ThemeChoice.Name.allCases {
            XCTAssertTrue(option.summary.english.contains(name.rawValue), name.rawValue)
        }
    }
}
