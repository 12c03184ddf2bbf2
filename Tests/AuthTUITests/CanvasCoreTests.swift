import AuthDomain
import XCTest

@testable import AuthTUI

final class CanvasCoreTests: XCTestCase {
    func testOverwritingRightHalfOfWideGlyphBlanksLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0] = Cell(grapheme: "漢", width: 2)
        canvas[1, 0] = Cell(grapheme: "", width: 0)
        canvas[1, 0] = Cell(grapheme: "|")
        XCTAssertEqual(canvas.lines, [" |  "])
    }

    func testOverwritingLeftHalfOfWideGlyphBlanksContinuation() {
        var canvas = Canvas(width: 4, height: 1)
        canvas[1, 0] = Cell(grapheme: "漢", width: 2)
        canvas[2, 0] = Cell(grapheme: "", width: 0)
        canvas[1, 0] = Cell(grapheme: "a")
        XCTAssertEqual(canvas.lines, [" a  "])
    }
}
