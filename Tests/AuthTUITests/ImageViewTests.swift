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

    /// The picture is written a row at a time; the result must be what writing each cell with
    /// `Canvas.set` gives, which blanks the other half of any wide glyph a cell cuts: over a row of
    /// wide glyphs at either offset, for rects inside, across and off each side of the canvas, and
    /// images narrower and shorter than the rect.
    func testDrawingOverWideGlyphsLeavesWhatCellByCellWritesLeave() {
        let image = PixelImage(width: 5, height: 5) { x, y in [red, green, blue, white][(x + 2 * y) % 4] }
        let rects = [
            Rect(x: 1, y: 0, width: 3, height: 2), Rect(x: 2, y: 1, width: 5, height: 3),
            Rect(x: -2, y: -1, width: 4, height: 3), Rect(x: 6, y: 0, width: 4, height: 4),
            Rect(x: 0, y: 0, width: 8, height: 4), Rect(x: 3, y: 2, width: 1, height: 1),
        ]
        for offset in 0..<2 {
            for rect in rects {
                var canvas = Canvas(width: 8, height: 4, fill: .blank(foreground: green, background: blue))
                for y in 0..<4 {
                    _ = canvas.draw(
                        String(repeating: "界", count: 4), x: offset, y: y,
                        style: CellStyle(foreground: white, background: red))
                }
                var expected = canvas
                let area = rect.intersection(canvas.bounds)
                let columns = min(area.maxX, rect.x + image.width) - area.x
                let rows = min(area.maxY, rect.y + (image.height + 1) / 2) - area.y
                for y in area.y..<(area.y + max(0, rows)) {
                    for x in area.x..<(area.x + max(0, columns)) {
                        let upper = (y - rect.y) * 2
                        let top = image[x - rect.x, upper]
                        let lower = upper + 1 < image.height ? image[x - rect.x, upper + 1] : .black
                        expected[x, y] = Cell(
                            grapheme: top == lower ? " " : ImageView.halfBlock, foreground: lower,
                            background: top)
                    }
                }
                ImageView(image: image).draw(in: rect, on: &canvas)
                XCTAssertEqual(canvas, expected, "glyphs at offset \(offset), rect \(rect)")
            }
        }
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
