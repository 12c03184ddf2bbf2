import XCTest

@testable import AuthTUI

final class DisplayWidthTests: XCTestCase {
    func testWidthsOfCommonGraphemes() {
        let table: [(Character, Int)] = [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("한", 2), ("あ", 2), ("Ａ", 2), ("ｱ", 1),
            ("👍", 2), ("👍🏽", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("👩‍💻", 2), ("\u{200B}", 0),
            ("\u{301}", 0), ("─", 1), ("•", 1), ("\u{7}", 0),
        ]
        for (character, width) in table {
            XCTAssertEqual(DisplayWidth.of(character), width, "\(character.unicodeScalars.map { $0.value })")
        }
    }

    func testStringWidthSumsGraphemes() {
        XCTAssertEqual(DisplayWidth.of("ab漢字👍"), 8)
    }

    /// Text of scalars below the combining marks is counted a column a scalar without breaking
    /// it into graphemes: that must agree with counting grapheme by grapheme.
    func testTextBelowTheCombiningMarksCountsAsItsGraphemesDo() {
        for value in UInt32(0xA0)..<0x300 {
            let text = "a\(Character(Unicode.Scalar(value)!))·b"
            XCTAssertEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) }, "U+\(value)")
        }
        XCTAssertEqual(DisplayWidth.of("Tab next · Enter submit"), 23)
        XCTAssertEqual(DisplayWidth.of("Andre\u{301}"), 5, "a combining accent takes no column")
    }
}
