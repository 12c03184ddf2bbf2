import AuthDomain
import XCTest

final class ImageCoverTests: XCTestCase {
    private func image(_ rows: [[UInt32]]) -> PixelImage {
        PixelImage(width: rows[0].count, height: rows.count) { x, y in RGBColor(hex: rows[y][x]) }
    }

    private func hexRows(_ image: PixelImage) -> [[UInt32]] {
        (0..<image.height).map { y in (0..<image.width).map { x in image[x, y].hex } }
    }

    func testWideImageIntoSquareCropsBothSidesEqually() {
        let wide = image([[0x11, 0x22, 0x33, 0x44], [0x55, 0x66, 0x77, 0x88]])
        XCTAssertEqual(hexRows(wide.filling(width: 2, height: 2)), [[0x22, 0x33], [0x66, 0x77]])
    }

    func testTallImageIntoWideAreaCropsTopAndBottom() {
        let tall = image([[0x01], [0x02], [0x03], [0x04]])
        XCTAssertEqual(hexRows(tall.filling(width: 2, height: 1)), [[0x02, 0x02]])
    }

    func testHalvingAveragesEachTwoByTwoBlock() {
        let source = image([
            [0x00_0000, 0x00_0008, 0x10_0000, 0x10_0000],
            [0x00_0004, 0x00_0004, 0x10_0000, 0x30_0000],
        ])
        XCTAssertEqual(hexRows(source.filling(width: 2, height: 1)), [[0x00_0004, 0x18_0000]])
    }

    func testGrowingRepeatsPixels() {
        XCTAssertEqual(
            hexRows(ImageFixtures.quad.filling(width: 4, height: 4)),
            [
                [0xFF0000, 0xFF0000, 0x00FF00, 0x00FF00],
                [0xFF0000, 0xFF0000, 0x00FF00, 0x00FF00],
                [0x0000FF, 0x0000FF, 0xFFFFFF, 0xFFFFFF],
                [0x0000FF, 0x0000FF, 0xFFFFFF, 0xFFFFFF],
            ])
    }

    func testEmptySourceGivesBlackOfTheWantedSize() {
        let filled = PixelImage(width: 0, height: 0).filling(width: 3, height: 2)
        XCTAssertEqual([filled.width, filled.height], [3, 2])
        XCTAssertEqual(filled[2, 1], .black)
    }

    func testReducedKeepsAspectUnderThePixelBudget() {
        let reduced = ImageFixtures.halves(width: 400, height: 100).reduced(toAtMost: 400)
        XCTAssertEqual([reduced.width, reduced.height], [40, 10])
        XCTAssertEqual(reduced[0, 0], ImageFixtures.red)
        XCTAssertEqual(reduced[39, 9], ImageFixtures.blue)
    }
}
