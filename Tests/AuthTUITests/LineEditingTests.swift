import AuthDomain
import XCTest

@testable import AuthTUI

final class LineEditingTests: XCTestCase {
    private struct Step {
        var key: Key
        var value: String
        var cursor: Int
        var line: UInt

        init(_ key: Key, _ value: String, _ cursor: Int, line: UInt = #line) {
            self.key = key
            self.value = value
            self.cursor = cursor
            self.line = line
        }
    }

    func testTextFieldEditingTable() {
        var field = TextField("Email", maxLength: 20)
        let steps = [
            Step(.character("a"), "a", 1),
            Step(.character("b"), "ab", 2),
            Step(.paste(" cd\n\u{1B}[31mef"), "ab cd ef", 8),
            Step(.left, "ab cd ef", 7),
            Step(.home, "ab cd ef", 0),
            Step(.left, "ab cd ef", 0),
            Step(.delete, "b cd ef", 0),
            Step(.end, "b cd ef", 7),
            Step(.right, "b cd ef", 7),
            Step(.control("w"), "b cd ", 5),
            Step(.control("w"), "b ", 2),
            Step(.control("a"), "b ", 0),
            Step(.control("e"), "b ", 2),
            Step(.character("漢"), "b 漢", 3),
            Step(.left, "b 漢", 2),
            Step(.control("k"), "b ", 2),
            Step(.backspace, "b", 1),
            Step(.character("é"), "bé", 2),
            Step(.home, "bé", 0),
            Step(.right, "bé", 1),
            Step(.control("u"), "é", 0),
            Step(.backspace, "é", 0),
            Step(.delete, "", 0),
            Step(.delete, "", 0),
        ]
        for step in steps {
            XCTAssertTrue(field.handle(step.key), "key not used", line: step.line)
            XCTAssertEqual(field.value, step.value, line: step.line)
            XCTAssertEqual(field.editor.cursor, step.cursor, line: step.line)
        }
    }

    func testNavigationKeysAreNotTheFieldsToUse() {
        var field = TextField("Email")
        for key in [Key.tab, .backTab, .enter, .escape, .control("c")] {
            XCTAssertFalse(field.handle(key), "\(key)")
        }
    }

    func testPasteIsCutToTheLengthLimit() {
        var field = TextField("Username", maxLength: 5)
        _ = field.handle(.character("a"))
        _ = field.handle(.paste("bcdefghij"))
        XCTAssertEqual(field.value, "abcde")
        _ = field.handle(.character("z"))
        XCTAssertEqual(field.value, "abcde")
    }

    func testTypedControlCharactersAreDropped() {
        var field = TextField("Email")
        _ = field.handle(.character("\u{1B}"))
        _ = field.handle(.character("\u{202E}"))
        XCTAssertEqual(field.value, "")
    }

    func testAPasswordIsKeptAsTypedSoTheAppHashesWhatTheLibraryWould() {
        // Joiners, bidi marks and combining marks are characters someone can type or paste;
        // only what no key types as a character (escape sequences, C0, DEL, C1) is removed.
        let typed = "👩\u{200D}👩\u{200D}👧 rtl\u{200F} e\u{301}"
        var secure = SecureField("Password")
        secure.fieldText = FieldText(typed + "\u{1B}[31m\u{7}\u{9B}", cursor: 0)
        XCTAssertEqual(secure.value, typed)
        XCTAssertEqual(Array(secure.value.utf8), Array(typed.utf8))
        var long = SecureField("Password")
        long.fieldText = FieldText(String(repeating: "x", count: 300), cursor: 0)
        XCTAssertEqual(long.count, 300, "nothing a person can type is cut below the rules' maximum")
        // An ordinary field still drops invisible characters (they would spoof what is shown).
        var plain = TextField("Username")
        plain.fieldText = FieldText(typed, cursor: 0)
        XCTAssertEqual(plain.value, "👩👩👧 rtl e\u{301}")
    }

    func testSecureFieldEditingTable() {
        var field = SecureField("Password")
        let steps = [
            Step(.paste("correct horse"), "correct horse", 13),
            Step(.control("w"), "", 0),
            Step(.character("a"), "a", 1),
            Step(.character("b"), "ab", 2),
            Step(.character(" "), "ab ", 3),
            Step(.character("c"), "ab c", 4),
            Step(.left, "ab c", 3),
            Step(.control("w"), "c", 0),
            Step(.end, "c", 1),
            Step(.character("👍🏽"), "c👍🏽", 2),
            Step(.backspace, "c", 1),
            Step(.control("u"), "", 0),
        ]
        for step in steps {
            XCTAssertTrue(field.handle(step.key), "key not used", line: step.line)
            XCTAssertEqual(field.value, step.value, line: step.line)
            XCTAssertEqual(field.cursor, step.cursor, line: step.line)
        }
    }

    func testSecureFieldShowsOneMaskPerCharacterAndNeverTheValue() {
        var field = SecureField("Password")
        _ = field.handle(.paste("p漢👍🏽e\u{301}"))
        XCTAssertEqual(field.count, 4)
        var canvas = Canvas(width: 10, height: 2)
        field.render(into: &canvas, in: Rect(width: 10, height: 2), theme: .standard, focused: false)
        XCTAssertEqual(canvas.lines, ["Password  ", "••••      "])
        XCTAssertFalse(field.description.contains("p"))
        XCTAssertFalse(String(reflecting: field).contains("漢"))
        field.clear()
        XCTAssertEqual(field.value, "")
    }

    func testLongValueScrollsToKeepTheCaretVisible() {
        var field = TextField("Email", value: "abcdefgh")
        var canvas = Canvas(width: 5, height: 2)
        var theme = Theme.standard
        theme.drawsCaretCell = true
        field.render(into: &canvas, in: Rect(width: 5, height: 2), theme: theme, focused: true)
        XCTAssertEqual(canvas.lines[1], "‹fgh ", "text hidden at the left is marked")
        XCTAssertTrue(canvas[4, 1].attributes.contains(.reverse), "caret after the last character")
        XCTAssertEqual(field.caret(in: Rect(width: 5, height: 2)).x, 4)

        _ = field.handle(.home)
        field.render(into: &canvas, in: Rect(width: 5, height: 2), theme: theme, focused: true)
        XCTAssertEqual(canvas.lines[1], "abcd›", "text hidden at the right is marked")
        XCTAssertTrue(canvas[0, 1].attributes.contains(.reverse))

        _ = field.handle(.right)
        _ = field.handle(.right)
        field.render(into: &canvas, in: Rect(width: 5, height: 2), theme: .standard, focused: true)
        XCTAssertEqual(canvas.lines[1], "abcd›")
    }

    func testAShortValueShowsNoMarkers() {
        let field = TextField("Email", value: "abcd")
        var canvas = Canvas(width: 5, height: 2)
        field.render(into: &canvas, in: Rect(width: 5, height: 2), theme: .standard, focused: true)
        XCTAssertEqual(canvas.lines[1], "abcd ")
    }

    func testAClickPutsTheCaretOnTheCharacterClicked() {
        var field = TextField("Email", value: "ada@example.org")
        let rect = Rect(x: 2, y: 0, width: 30, height: 2)
        // "Email" and two columns: the input starts at column 2 + 7.
        field.placeCaret(atColumn: 12, in: rect)
        XCTAssertEqual(field.fieldText.cursor, 3, "column 12 is the fourth character, '@'")
        field.placeCaret(atColumn: 31, in: rect)
        XCTAssertEqual(field.fieldText.cursor, 15, "past the text: the end")
        var scrolled = TextField("Email", value: "abcdefgh")
        scrolled.placeCaret(atColumn: 2, in: Rect(width: 5, height: 3))
        XCTAssertEqual(scrolled.fieldText.cursor, 6, "a scrolled field counts what is hidden at its left")
    }

    /// A plain ASCII text counts a column a character; a wide character typed into it, and
    /// deleted again, moves the caret by what it takes on screen.
    func testTheCaretCountsColumnsAsWideCharactersAreTypedAndDeleted() {
        var field = TextField("Name", value: "ab")
        let rect = Rect(width: 40, height: 2)
        let start = field.caret(in: rect).x
        _ = field.handle(.character("漢"))
        XCTAssertEqual(field.caret(in: rect).x, start + 2, "a wide character takes two columns")
        _ = field.handle(.character("c"))
        XCTAssertEqual(field.caret(in: rect).x, start + 3)
        _ = field.handle(.left)
        _ = field.handle(.backspace)
        XCTAssertEqual(field.caret(in: rect).x, start, "the wide character deleted")
        _ = field.handle(.end)
        XCTAssertEqual(field.caret(in: rect).x, start + 1)
    }

    func testScrolledWideCharactersNeverShowAsHalves() {
        let field = TextField("Name", value: "漢字漢")
        var canvas = Canvas(width: 4, height: 2)
        field.render(into: &canvas, in: Rect(width: 4, height: 2), theme: .standard, focused: true)
        XCTAssertEqual(canvas.lines[1], "‹漢 ")
    }

    func testErrorRendersUnderTheInput() {
        var field = TextField("Email", value: "x")
        field.error = "Wrong email or password"
        XCTAssertEqual(field.height(forWidth: 32), 2)
        var canvas = Canvas(width: 32, height: 2)
        field.render(into: &canvas, in: Rect(width: 32, height: 2), theme: .standard, focused: false)
        XCTAssertEqual(
            canvas.lines, ["Email  x                        ", "Wrong email or password         "])
        XCTAssertEqual(canvas[0, 1].foreground, Theme.standard[.error].foreground)
        XCTAssertEqual(field.errorStart(in: Rect(width: 32, height: 2))?.x, 0)
        XCTAssertEqual(field.errorStart(in: Rect(width: 32, height: 2))?.y, 1)
    }

    func testTheErrorRowIsReservedAndALongErrorWraps() {
        var field = TextField("Email", value: "x")
        XCTAssertEqual(field.height(forWidth: 40), 2, "the error row is there before any error")
        XCTAssertNil(field.errorStart(in: Rect(width: 40, height: 2)))
        field.error = "Enter a valid email, like name@example.com"
        XCTAssertEqual(field.height(forWidth: 40), 3)
        var canvas = Canvas(width: 40, height: 3)
        field.render(into: &canvas, in: Rect(width: 40, height: 3), theme: .standard, focused: false)
        XCTAssertEqual(canvas.lines[1].trimmingCharacters(in: .whitespaces), "Enter a valid email, like")
        XCTAssertEqual(canvas.lines[2].trimmingCharacters(in: .whitespaces), "name@example.com")
    }

    /// A screen reader that speaks the cursor's line names the field when focus arrives: the
    /// label is on the input's row, and the sheet's inputs line up after its widest label.
    func testTheLabelIsOnTheInputsRowAndTheInputsLineUp() {
        let sheet = Sheet(
            id: "s", items: [.field(TextField("Email")), .secureField(SecureField("Password"))],
            preferredWidth: 44)
        guard let layer = sheet.render(in: Rect(width: 44, height: 10), theme: .standard) else {
            return XCTFail("the sheet does not fit")
        }
        let lines = layer.content.lines
        XCTAssertTrue(lines[2].hasPrefix("│ Email     "), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[4].hasPrefix("│ Password  "), lines.joined(separator: "\n"))
        let caret = sheet.caret(in: Rect(width: 44, height: 10))
        XCTAssertEqual(
            caret.map { [$0.x, $0.y] }, [12, layer.y + 2], "the caret starts after the widest label")
    }

    /// A label that would leave the input fewer than twelve columns goes above it (PAM's prompts
    /// can be long), so the input keeps room to type; one that leaves twelve stays beside it.
    func testALongLabelGoesAboveTheInput() {
        let field = TextField("One-time password (OATH) for 'alice':")
        XCTAssertEqual(field.height(forWidth: 44), 3, "label, input and error rows")
        var canvas = Canvas(width: 44, height: 3)
        field.render(into: &canvas, in: Rect(width: 44, height: 3), theme: .standard, focused: true)
        XCTAssertTrue(canvas.lines[0].hasPrefix("One-time password (OATH) for 'alice':"))
        XCTAssertEqual(field.caret(in: Rect(width: 44, height: 3)).y, 1)
        XCTAssertEqual(field.caret(in: Rect(width: 44, height: 3)).x, 0)
    }

    /// A longer language's labels stay on the input's row while the input keeps twelve columns
    /// (a German `Passwort wiederholen` costs no extra row at 44 columns), and go above at eleven.
    func testALabelStaysBesideItsInputWhileTheInputKeepsTwelveColumns() {
        let label = String(repeating: "x", count: 26)
        XCTAssertEqual(TextField(label).height(forWidth: 40), 2, "input row and error row: 40 - 28 = 12")
        XCTAssertEqual(TextField(label).height(forWidth: 39), 3, "label above: 39 - 28 = 11")
    }

    /// A button wider than its sheet's row is cut to the row, `…` where the title ends and its
    /// brackets kept, and a click anywhere on what is drawn presses it: a long translation
    /// shortens its button instead of leaving the sheet unable to show.
    func testAButtonWiderThanItsRowIsCutWithAnEllipsis() throws {
        let title = "Cerrar la sesión en todos los demás terminales ahora"
        let sheet = Sheet(
            id: "s", items: [.buttons([Button(title, id: "end"), Button("OK")])], preferredWidth: 30)
        let region = Rect(width: 30, height: 10)
        let layer = try XCTUnwrap(sheet.render(in: region, theme: .standard), "the sheet shows")
        let layout = try XCTUnwrap(sheet.layout(in: region))
        let drawn = layer.content.lines.first { $0.contains("Cerrar") } ?? ""
        XCTAssertTrue(
            drawn.contains("[ Cerrar la sesión en t… ]"), layer.content.lines.joined(separator: "\n"))
        XCTAssertEqual(layout.hitAreas["end"]?.width, DisplayWidth.of("[ Cerrar la sesión en t… ]"))
        XCTAssertEqual(layout.hitAreas["OK"]?.width, 6, "a button that fits keeps its width")
    }
}
