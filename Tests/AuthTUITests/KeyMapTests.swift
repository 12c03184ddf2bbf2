import XCTest

@testable import AuthTUI

final class KeyMapTests: XCTestCase {
    func testDesignKeysAreBound() {
        let map = KeyMap.standard
        let expected: [(Key, KeyAction)] = [
            (.tab, .focusNext), (.backTab, .focusPrevious), (.enter, .submit), (.character(" "), .press),
            (.escape, .back), (.control("c"), .quit), (.left, .cursorLeft), (.right, .cursorRight),
            (.home, .cursorToStart), (.control("a"), .cursorToStart), (.end, .cursorToEnd),
            (.control("e"), .cursorToEnd), (.backspace, .deleteBackward), (.delete, .deleteForward),
            (.control("u"), .deleteToStart), (.control("k"), .deleteToEnd),
            (.control("w"), .deleteWordBackward),
        ]
        for (key, action) in expected { XCTAssertEqual(map.action(for: key), action, "\(key)") }
        XCTAssertNil(map.action(for: .character("a")))
    }

    func testHintLineIsGeneratedAndCutAtWholeHints() {
        XCTAssertEqual(
            KeyMap.standard.hintLine(width: 80), "Tab next · Enter submit · Esc back · Ctrl-C quit")
        XCTAssertEqual(KeyMap.standard.hintLine(width: 42), "Tab next · Enter submit · Ctrl-C quit")
        XCTAssertEqual(
            KeyMap.standard.hintLine(width: 30), "Tab next · Ctrl-C quit", "quit is the last to go")
        XCTAssertEqual(KeyMap.standard.hintLine(width: 11), "Ctrl-C quit")
        XCTAssertEqual(KeyMap.standard.hintLine(width: 10), "")
    }

    func testMonochromeThemeUsesAttributesOnly() {
        let mono = Theme.resolved(for: .direct, noColor: true)
        XCTAssertTrue(mono.isMonochrome)
        XCTAssertEqual(mono[.focusedButton].attributes, [.reverse, .bold])
        XCTAssertEqual(Set(Theme.Role.allCases.map { mono[$0].background }), [.black])
        XCTAssertTrue(Theme.resolved(for: .monochrome, noColor: false).isMonochrome)
        XCTAssertFalse(Theme.resolved(for: .direct, noColor: false).isMonochrome)
        XCTAssertTrue(
            Theme.resolved(for: .direct, noColor: false, table: .monochrome).isMonochrome,
            "a table without colours is drawn without, on any terminal")
    }
}
