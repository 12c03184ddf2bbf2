import AuthDomain
import XCTest

@testable import AuthTUI

final class ImageViewTests: XCTestCase {
    private let red = RGBColor(hex: 0xFF0000)
    private let green = RGBColor(hex: 0x00FF00)
    private let blue = RGBColor(hex: 0x0000FF)
    private let white = RGBColor.white

    func testEachCellShowsUpperPixelAsForegroundAndLowerAsBackground() {
        // 2×2 pixels: red green / blue white → one row of two cells.
        let image = PixelImage(width: 2, height: 2) { x, y in [[red, green], [blue, white]][y][x] }
        var canvas = Canvas(width: 4, height: 2)
        ImageView(image: image).draw(in: Rect(x: 1, y: 1, width: 2, height: 1), on: &canvas)
        XCTAssertEqual(canvas.lines, ["    ", " ▀▀ "])
        XCTAssertEqual(canvas[1, 1].foreground, red)
        XCTAssertEqual(canvas[1, 1].background, blue)
        XCTAssertEqual(canvas[2, 1].foreground, green)
        XCTAssertEqual(canvas[2, 1].background, white)
        XCTAssertEqual(canvas[0, 1], .blank())
    }

    func testDrawingIsClippedToTheRectAndTheCanvas() {
        let image = PixelImage(width: 4, height: 4, fill: red)
        var canvas = Canvas(width: 3, height: 3)
        ImageView(image: image).draw(in: Rect(x: 1, y: 2, width: 4, height: 2), on: &canvas)
        XCTAssertEqual(canvas.lines, ["   ", "   ", " ▀▀"])
    }

    func testOddLastPixelRowIsPairedWithBlack() {
        let image = PixelImage(width: 1, height: 3, fill: green)
        var canvas = Canvas(width: 1, height: 2)
        ImageView(image: image).draw(in: canvas.bounds, on: &canvas)
        XCTAssertEqual(canvas[0, 0].background, green)
        XCTAssertEqual(canvas[0, 1].foreground, green)
        XCTAssertEqual(canvas[0, 1].background, .black)
    }

    func testFittedScreenImageFillsTheWholeHost() {
        let screen = ScreenImage(picture: .generated(seed: 1))
        var canvas = Canvas(width: 6, height: 3)
        ImageView(image: screen.fitted(columns: 6, rows: 3)).draw(in: canvas.bounds, on: &canvas)
        XCTAssertEqual(canvas.lines, ["▀▀▀▀▀▀", "▀▀▀▀▀▀", "▀▀▀▀▀▀"])
    }
}
