import XCTest

@testable import AuthTUI

/// How a label wraps: at word boundaries, by display columns, a word wider than the line broken
/// mid-word. Plain ASCII takes a shorter way than other text, so both must wrap alike.
final class LabelWrappingTests: XCTestCase {
    func testWordsWrapAtTheWidthAndAWordThatFillsTheLineExactlyStaysOnIt() {
        XCTAssertEqual(Label("Wrong email or password").lines(width: 11), ["Wrong email", "or password"])
        XCTAssertEqual(Label("Wrong email or password").lines(width: 10), ["Wrong", "email or", "password"])
    }

    func testAWordWiderThanTheLineIsBrokenMidWord() {
        XCTAssertEqual(Label("abcdefghij xy").lines(width: 4), ["abcd", "efgh", "ij", "xy"])
        XCTAssertEqual(Label("abcdefgh").lines(width: 4), ["abcd", "efgh"])
    }

    func testRunsOfSpacesCollapseAndEmptyTextIsOneEmptyLine() {
        XCTAssertEqual(Label("a   b  c").lines(width: 20), ["a b c"])
        XCTAssertEqual(Label("").lines(width: 20), [""])
        XCTAssertEqual(Label("   ").lines(width: 20), [""])
    }

    /// The same words with one accented letter take the general path; they must break where the
    /// ASCII ones do, at every width.
    func testPlainASCIIWrapsWhereTheSameTextWithAnAccentWraps() {
        let ascii = "Enter the code from your authenticator app, or a recovery code instead"
        let accented = ascii.replacingOccurrences(of: "e", with: "é")
        for width in 1...40 {
            XCTAssertEqual(
                Label(ascii).lines(width: width),
                Label(accented).lines(width: width).map { $0.replacingOccurrences(of: "é", with: "e") },
                "width \(width)")
        }
    }

    /// Japanese and Chinese use no spaces: a line breaks between any two of their glyphs, never
    /// before closing punctuation (`。`, `、`, a small kana, `:`) or after an opening one, and
    /// adds no space where it joins them.
    func testJapaneseAndChineseBreakBetweenGlyphsButNotBeforeClosingPunctuation() {
        XCTAssertEqual(
            Label("単純すぎます: よく使われるパスワードに基づいています").lines(width: 20),
            ["単純すぎます: よく使", "われるパスワードに基", "づいています"])
        XCTAssertEqual(Label("新しいパスワードが一致しません。").lines(width: 16), ["新しいパスワード", "が一致しません。"])
        XCTAssertEqual(Label("密码不匹配，请重试。").lines(width: 8), ["密码不匹", "配，请重", "试。"])
        XCTAssertEqual(Label("「確認」を押す").lines(width: 6), ["「確", "認」を", "押す"])
        XCTAssertEqual(Label("TOTP認証を有効にする").lines(width: 10), ["TOTP認証を", "有効にする"])
    }
}
