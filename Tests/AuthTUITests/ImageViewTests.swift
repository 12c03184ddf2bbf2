import AuthDomain
import XCTest

@testable import AuthTUI

final class ImageViewTests: XCTestCase {
    private let red = RGBColor(hex: 0xFF0000)
    private let green = RGBColor(hex: 0x00FF00)
    private let blue = RGBColor(hex: 0x0000FF)
    private let white = RGBColor.white

    func testEachCellShowsLowerPixelAsForegroundAndUpperAsBackground() {
        // 2×2 pixels: red green / blue white → one row of two cells.
        let image = PixelImage(width: 2, height: 2) { x, y in [[red, green], [blue, white]][y][x] }
        var canvas = Canvas(width: 4, height: 2)
        ImageView(image: image).draw(in: Rect(x: 1, y: 1, width: 2, height: 1), on: &canvas)
        XCTAssertEqual(canvas.lines, ["    ", " ▄▄ "])
        XCTAssertEqual(canvas[1, 1].background, red)
        XCTAssertEqual(canvas[1, 1].foreground, blue)
        XCTAssertEqual(canvas[2, 1].background, green)
        XCTAssertEqual(canvas[2, 1].foreground, white)
        XCTAssertEqual(canvas[0, 1], .blank())
    }

    /// Two pixels of one colour are a space in it: no glyph, so no seam where a terminal's font
    /// draws a block short of the cell (what kept xterm's QR codes from scanning).
    func testACellOfOneColourIsASpaceInThatColour() {
        let image = PixelImage(width: 2, height: 2) { x, y in [[red, red], [red, blue]][y][x] }
        var canvas = Canvas(width: 2, height: 1)
        ImageView(image: image).draw(in: canvas.bounds, on: &canvas)
        XCTAssertEqual(canvas.lines, [" ▄"])
        XCTAssertEqual(canvas[0, 0].background, red)
    }

    func testDrawingIsClippedToTheRectAndTheCanvas() {
        let image = PixelImage(width: 4, height: 4) { x, y in y % 2 == 0 ? red : blue }
        var canvas = Canvas(width: 3, height: 3)
        ImageView(image: image).draw(in: Rect(x: 1, y: 2, width: 4, height: 2), on: &canvas)
        XCTAssertEqual(canvas.lines, ["   ", "   ", " ▄▄"])
    }

    func testOddLastPixelRowIsPairedWithBlack() {
        let image = PixelImage(width: 1, height: 3, fill: green)
        var canvas = Canvas(width: 1, height: 2)
        ImageView(image: image).draw(in: canvas.bounds, on: &canvas)
        XCTAssertEqual(canvas[0, 0].background, green)
        XCTAssertEqual(canvas[0, 1].background, green)
        XCTAssertEqual(canvas[0, 1].foreground, .black)
    }

    func testFittedScreenImageFillsTheWholeHost() {
        let screen = ScreenImage(picture: .generated(seed: 1))
        var canvas = Canvas(width: 6, height: 3)
        ImageView(image: screen.fitted(columns: 6, rows: 3)).draw(in: canvas.bounds, on: &canvas)
        XCTAssertTrue(canvas.lines.joined().allSatisfy { $0 == "▄" || $0 == " " }, "\(canvas.lines)")
    }
}
