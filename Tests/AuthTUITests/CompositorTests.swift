import AuthDomain
import XCTest

@testable import AuthTUI

final class CompositorTests: XCTestCase {
    private let white = RGBColor(hex: 0xFFFFFF)
    private let black = RGBColor(hex: 0x000000)
    private let grey = RGBColor(hex: 0x808080)

    private func host(width: Int, height: Int, text: String = "", background: RGBColor = .black) -> Canvas {
        let style = CellStyle(foreground: .white, background: background)
        var canvas = Canvas(width: width, height: height, fill: style.cell("."))
        for y in 0..<height { canvas.draw(text, x: 0, y: y, style: style) }
        return canvas
    }

    func testFullOverlayHidesHostColoursButKeepsGlyphs() {
        let overlayColour = RGBColor(hex: 0x102030)
        let output = Compositor().compose(
            host: host(width: 4, height: 2, text: "ab"), region: Rect(width: 4, height: 2),
            layers: [.overlay(Overlay(color: overlayColour, opacity: 1))])
        XCTAssertEqual(output.lines, ["ab..", "ab.."])
        for cell in output.cells {
            XCTAssertEqual(cell.foreground, overlayColour)
            XCTAssertEqual(cell.background, overlayColour)
        }
    }

    func testScrimAtSixtyPercentDimsTowardItsColour() {
        let output = Compositor().compose(
            host: host(width: 2, height: 1, text: "ok"), region: Rect(width: 2, height: 1),
            layers: [.overlay(Overlay(color: .black, opacity: 0.6))])
        XCTAssertEqual(output.lines, ["ok"])
        XCTAssertEqual(output[0, 0].foreground, RGBColor(hex: 0x666666))
        XCTAssertEqual(output[0, 0].background, black)

        let lifted = Compositor().compose(
            host: host(width: 1, height: 1), region: Rect(width: 1, height: 1),
            layers: [.overlay(Overlay(color: white, opacity: 0.6))])
        XCTAssertEqual(lifted[0, 0].background, RGBColor(hex: 0x999999))
    }

    func testNothingOutsideTheHostRegionChanges() {
        let original = host(width: 8, height: 4, text: "abcdefgh")
        let region = Rect(x: 2, y: 1, width: 4, height: 2)
        let panel = PanelLayer(
            content: Canvas(
                width: 6, height: 3, fill: CellStyle(foreground: .white, background: grey).cell("#")),
            x: 1, y: 0, shadow: Shadow(color: .black, opacity: 0.5))
        let output = Compositor().compose(
            host: original, region: region,
            layers: [.overlay(Overlay(color: RGBColor(hex: 0x123456), opacity: 1)), .panel(panel)])
        for y in 0..<4 {
            for x in 0..<8 where !region.contains(x: x, y: y) {
                XCTAssertEqual(output[x, y], original[x, y], "cell \(x),\(y)")
            }
        }
        XCTAssertEqual(output.lines, ["abcdefgh", "ab####gh", "ab####gh", "abcdefgh"])
    }

    func testShadowRecoloursTheCellsRightAndBelowAndKeepsTheirGlyphs() {
        let panel = PanelLayer(
            content: Canvas(
                width: 4, height: 2, fill: CellStyle(foreground: .white, background: .black).cell("#")),
            x: 1, y: 1, shadow: Shadow(color: .black, opacity: 0.5, offsetX: 2, offsetY: 1))
        let output = Compositor().compose(
            host: host(width: 8, height: 4, background: grey), region: Rect(width: 8, height: 4),
            layers: [.panel(panel)])
        XCTAssertEqual(output.lines, ["........", ".####...", ".####...", "........"])
        let shaded = RGBColor(hex: 0x404040)
        let shadowCells = [(5, 2), (6, 2), (3, 3), (4, 3), (5, 3), (6, 3)]
        for y in 0..<4 {
            for x in 0..<8 where !panel.frame.contains(x: x, y: y) {
                let inShadow = shadowCells.contains { $0 == (x, y) }
                XCTAssertEqual(output[x, y].background, inShadow ? shaded : grey, "cell \(x),\(y)")
            }
        }
    }

    func testHostWideGlyphsCutByAPanelEdgeBecomeBlanks() {
        var wide = Canvas(width: 8, height: 1)
        wide.draw("漢字漢字", x: 0, y: 0, style: CellStyle(foreground: .white, background: .black))
        var content = Canvas(width: 4, height: 1)
        content.draw("abcd", x: 0, y: 0, style: CellStyle(foreground: .white, background: .black))
        let output = Compositor().compose(
            host: wide, region: wide.bounds, layers: [.panel(PanelLayer(content: content, x: 1, y: 0))])
        XCTAssertEqual(output.lines, [" abcd 字"])
    }

    func testPanelWideGlyphCrossingTheHostRegionEdgeBecomesABlank() {
        var content = Canvas(width: 3, height: 1)
        content.draw("a漢", x: 0, y: 0, style: CellStyle(foreground: .white, background: .black))
        let output = Compositor().compose(
            host: host(width: 8, height: 1), region: Rect(width: 7, height: 1),
            layers: [.panel(PanelLayer(content: content, x: 5, y: 0))])
        XCTAssertEqual(output.lines, [".....a ."])
    }

    func testFadingPanelFadesThroughItsOwnColour() {
        let content = Canvas(
            width: 1, height: 1, fill: CellStyle(foreground: .black, background: white).cell("x"))
        let fade = { (opacity: Double) in
            Compositor().compose(
                host: self.host(width: 1, height: 1), region: Rect(width: 1, height: 1),
                layers: [.panel(PanelLayer(content: content, x: 0, y: 0, opacity: opacity))])[0, 0]
        }
        XCTAssertEqual(fade(0.25).grapheme, ".", "the host's glyph, sinking")
        XCTAssertEqual(fade(0.25).background, RGBColor(hex: 0x808080))
        XCTAssertEqual(fade(0.5).grapheme, "x")
        XCTAssertEqual(fade(0.5).foreground, white, "the panel's glyph starts in the panel's colour")
        XCTAssertEqual(fade(0.75).background, white)
        XCTAssertEqual(fade(0.75).foreground, RGBColor(hex: 0x808080))
    }

    func testColourlessFullOverlayBlanksTheGlyphsItHides() {
        let output = Compositor(colourless: true).compose(
            host: host(width: 4, height: 1, text: "pin!"), region: Rect(x: 1, y: 0, width: 2, height: 1),
            layers: [.overlay(Overlay(color: .black, opacity: 1))])
        XCTAssertEqual(output.lines, ["p  !"])
    }

    func testReusedOutputCanvasGetsTheSameFrame() {
        let base = host(width: 5, height: 2, text: "hello")
        let layers: [Layer] = [.overlay(Overlay(color: .black, opacity: 0.6))]
        var reused = Canvas(width: 5, height: 2, fill: Cell(grapheme: "z"))
        Compositor().compose(host: base, region: base.bounds, layers: layers, into: &reused)
        XCTAssertEqual(reused, Compositor().compose(host: base, region: base.bounds, layers: layers))
    }
}
