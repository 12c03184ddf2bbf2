import AuthJSON
import XCTest

/// What `JSONValue` writes is JSON any reader takes, and reads back as the same value.
final class JSONWritingTests: XCTestCase {
    func testEveryControlCharacterIsEscapedAndReadsBackAsItself() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\"\\/é"
        let written = JSONValue.string(text).text
        XCTAssertFalse(written.unicodeScalars.contains { $0.value < 0x20 }, written)
        XCTAssertEqual(JSONValue.parse(Array(written.utf8)), .string(text))
    }

    /// A scalar outside the basic plane that the caller wants escaped is written as its UTF-16
    /// surrogate pair (RFC 8259 §7), not as five hexadecimal digits no reader takes.
    func testAnEscapedScalarBeyondTheBasicPlaneIsItsSurrogatePair() throws {
        let tag = "\u{E0041}"
        let written = JSONValue.quoted("a\(tag)b", alsoEscaping: { $0.value == 0xE0041 })
        XCTAssertEqual(written, #""a\udb40\udc41b""#)
        XCTAssertEqual(JSONValue.parse(Array(written.utf8)), .string("a\(tag)b"))
    }

    func testMembersAreWrittenInOneOrderAndNumbersAsTheyRead() {
        let value = JSONValue.object(["b": .number(2), "a": .array([.null, .bool(true), .number(0.5)])])
        XCTAssertEqual(value.text, #"{"a":[null,true,0.5],"b":2}"#)
        XCTAssertEqual(JSONValue.parse(Array(value.text.utf8)), value)
    }
}
