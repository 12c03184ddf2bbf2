import TestProcesses
import XCTest

@testable import AuthText

/// The catalogue's runtime: which language a person gets, which plural form a count takes, what
/// a `.po` file says, and how values go into a sentence.
final class LanguageTests: XCTestCase {
    override func tearDown() {
        Language.use(.english)
    }

    private func chosen(
        _ environment: [String: String], canShow: @escaping (Language) -> Bool = { _ in true }
    )
        -> String
    {
        Language.chosen(environment: environment, canShow: canShow).code
    }

    /// gettext's order: LANGUAGE's list first, then LC_ALL, LC_MESSAGES, LANG (the first set).
    func testTheLanguageIsChosenAsGettextChoosesIt() {
        XCTAssertEqual(chosen([:]), "en", "nothing set: English")
        XCTAssertEqual(chosen(["LANG": "de_DE.UTF-8"]), "de", "de_DE falls back to de")
        XCTAssertEqual(chosen(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]), "fr")
        XCTAssertEqual(chosen(["LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "pt_BR.UTF-8"]), "pt_BR")
        XCTAssertEqual(
            chosen(["LC_ALL": "de_DE", "LANGUAGE": "xx:fr:de"]), "fr", "LANGUAGE's first known entry")
        XCTAssertEqual(chosen(["LANG": "pt_PT.UTF-8"]), "en", "pt_PT is not pt_BR and no pt exists")
        XCTAssertEqual(chosen(["LANG": "C.UTF-8", "LANGUAGE": ""]), "en")
        XCTAssertEqual(chosen(["LANG": "xx_YY"]), "en", "an unknown language: English")
        XCTAssertEqual(chosen(["LANG": "de_DE@euro"]), "de", "a modifier is not part of the name")
        XCTAssertEqual(chosen(["LANG": "x-pseudo"]), "x-pseudo")
    }

    func testALanguageTheTerminalCannotDrawIsPassedOver() {
        let noWideGlyphs: (Language) -> Bool = { !$0.usesWideScript }
        XCTAssertEqual(chosen(["LANG": "ja_JP.UTF-8"], canShow: noWideGlyphs), "en")
        XCTAssertEqual(chosen(["LANGUAGE": "ja:de"], canShow: noWideGlyphs), "de")
        XCTAssertEqual(chosen(["LANG": "ja_JP.UTF-8"]), "ja")
    }

    func testGettextsPluralRulesPickTheRightForm() throws {
        let slavic = try XCTUnwrap(
            PluralRule(
                header: "Project-Id-Version: x\nPlural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
                    + "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"))
        let forms = [1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 0, 22: 1, 25: 2, 101: 0, 111: 2, 0: 2]
        for (count, form) in forms { XCTAssertEqual(slavic.form(count), form, "\(count)") }
        let french = try XCTUnwrap(PluralRule(expression: "(n > 1)"))
        XCTAssertEqual([0, 1, 2].map(french.form), [0, 0, 1])
        XCTAssertEqual(PluralRule(expression: "0")?.form(7), 0)
        XCTAssertEqual(PluralRule.germanic.form(1), 0)
        XCTAssertEqual(PluralRule.germanic.form(0), 1)
        XCTAssertNil(PluralRule(expression: "n ? "), "a rule that does not parse is refused")
        XCTAssertEqual(
            PluralRule(expression: "n % 0")?.form(3), 0, "a division by zero is form 0, not a crash")
    }

    func testAPoFileIsReadWithContextsPluralsEscapesAndWithoutFuzzyEntries() {
        let catalogue = Catalogue(
            po: #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);\n"

                msgctxt "greeting"
                msgid "Hello"
                msgstr "Ahoj \"vy\"\n"
                "tam"

                #, fuzzy
                msgctxt "stale"
                msgid "Old"
                msgstr "Staré"

                #, c-format
                msgctxt "files"
                msgid "%1$d file"
                msgid_plural "%1$d files"
                msgstr[0] "%1$d soubor"
                msgstr[1] "%1$d soubory"
                msgstr[2] "%1$d souborů"
                """#)
        XCTAssertEqual(catalogue.forms("greeting"), ["Ahoj \"vy\"\ntam"])
        XCTAssertNil(catalogue.forms("stale"), "a fuzzy entry is no translation")
        XCTAssertEqual(catalogue.forms("files")?.count, 3)
        XCTAssertEqual([1, 3, 5].map(catalogue.pluralForm), [0, 1, 2])
    }

    func testValuesGoIntoOrderedPlaceholdersATranslatorMayMove() {
        XCTAssertEqual(Message.fill("%2$s, then %1$s", ["one", "two"]), "two, then one")
        XCTAssertEqual(Message.fill("100%% of %1$s", ["it"]), "100% of it")
        XCTAssertEqual(Message.fill("%3$s is missing", ["a"]), "%3$s is missing", "no value: left as it is")
        let message = Message("test.sentence", "From %1$s at %2$s")
        XCTAssertEqual(message("pts/2", "17:02"), "From pts/2 at 17:02")
        let plural = PluralMessage(
            "test.count", one: "%1$d attempt from %2$s", other: "%1$d attempts from %2$s")
        XCTAssertEqual(plural(1, "x"), "1 attempt from x")
        XCTAssertEqual(plural(3, "x"), "3 attempts from x")
    }

    /// The pseudo-locale marks every sentence from the catalogue and makes it a third longer,
    /// keeping its placeholders, so layouts are tried on longer words and stray English shows.
    func testThePseudoLocaleBracketsLengthensAndKeepsPlaceholders() {
        Language.use(.pseudo)
        let text = Message("test.sentence", "From %1$s at %2$s")("pts/2", "17:02")
        XCTAssertTrue(text.hasPrefix("[Fróm pts/2 át 17:02"), text)
        XCTAssertTrue(text.hasSuffix("]"), text)
        XCTAssertGreaterThanOrEqual(text.count, "From pts/2 at 17:02".count + 5)
    }

    /// Every catalogue is complete, not fuzzy, keeps the English placeholders, passes
    /// `msgfmt --check`, and the template and the generated table are what the sources make
    /// (`scripts/po.py check`, also run by `make test` before the suites).
    func testEveryCatalogueIsCompleteAndCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") else {
            throw XCTSkip("msgfmt (gettext) is missing: make test-deps installs it")
        }
        let checked = try runCommand(
            "/usr/bin/python3", [root.appendingPathComponent("scripts/po.py").path, "check"])
        XCTAssertEqual(checked.status, 0, checked.stdout + checked.stderr)
    }
}
