import AuthDomain
import XCTest

@testable import AuthTUI

/// How one cell looks across a fade: which glyph it shows, and which colours a 256- or 8-colour
/// terminal can show for it on the way.
final class FadeColourTests: XCTestCase {
    private let focus = Theme.standard[.focusedButton].background

    /// The colours a fade from `start` to `end` passes through on `tier`, sampled finely.
    private func walk(_ start: RGBColor, _ end: RGBColor, tier: ColorTier, steps: Int = 60) -> [RGBColor] {
        (0...steps).map { tier.blend(start, toward: end, amount: Double($0) / Double(steps)) }
    }

    private func assertBetween(
        _ frames: [RGBColor], tier: ColorTier, file: StaticString = #filePath, line: UInt = #line
    ) {
        let start = OKLab(frames[0])
        let end = OKLab(frames[frames.count - 1])
        let hues = [start, end].filter { $0.chroma >= ColorTier.greyChroma }.map(\.hue)
        var lightness = start.l
        for colour in frames {
            XCTAssertEqual(
                tier.quantised(colour), colour, "\(colour) is not a \(tier) colour", file: file, line: line)
            let lab = OKLab(colour)
            if lab.chroma >= ColorTier.greyChroma {
                XCTAssertTrue(
                    hues.contains { OKLab.hueDifference($0, lab.hue) <= ColorTier.hueTolerance },
                    "\(colour) (hue \(Int(lab.hue))) swings away from the ends' hue \(hues.map(Int.init))",
                    file: file, line: line)
            }
            let goingDown = end.l <= start.l
            XCTAssertTrue(
                goingDown ? lab.l <= lightness + 1e-9 : lab.l >= lightness - 1e-9,
                "\(colour) turns back in lightness", file: file, line: line)
            lightness = lab.l
        }
    }

    func testTheFocusedButtonDimmingOn256ColoursKeepsItsHueThenTurnsGrey() {
        // The Start screen's button under a scrim that fades in or out (up to 0.6 black).
        let dimmed = Compositor.blend(focus, toward: .black, opacity: 0.6)
        let frames = walk(focus, dimmed, tier: .ansi256)
        assertBetween(frames, tier: .ansi256)
        XCTAssertEqual(frames.first, ColorTier.ansi256.quantised(focus))
        XCTAssertEqual(frames.last, ColorTier.ansi256.quantised(dimmed))
        XCTAssertGreaterThan(Set(frames).count, 3, "it still fades through several colours")
    }

    func testNearestColourMatchingWouldSwingThroughMauve() {
        // Why the walk exists: matching each frame on its own visits other hues (this is what was
        // seen in xterm before): the test above would fail on these frames.
        let frames = (0...60).map {
            ColorTier.ansi256.quantised(focus.blended(toward: .black, amount: 0.6 * Double($0) / 60))
        }
        let hues = Set(
            frames.map(OKLab.init).filter { $0.chroma >= ColorTier.greyChroma }.map { Int($0.hue / 20) })
        XCTAssertGreaterThan(hues.count, 1)
    }

    func testEveryThemeColourFadesBetweenItsEndsOn256And8Colours() {
        for tier in [ColorTier.ansi256, .ansi8] {
            for name in ThemeChoice.Name.allCases {
                let table = ThemeTable.named(name)
                let theme = Theme.resolved(for: .direct, noColor: false, table: table)
                for entry in table.entries {
                    for end in [RGBColor.black, theme.overlay, theme[.panel].background] {
                        assertBetween(walk(entry.style.background, end, tier: tier), tier: tier)
                        assertBetween(walk(entry.style.foreground, end, tier: tier), tier: tier)
                    }
                }
            }
        }
    }

    func testDirectColourStillBlendsInSRGB() {
        XCTAssertEqual(
            ColorTier.direct.blend(.white, toward: .black, amount: 0.5),
            RGBColor.white.blended(toward: .black, amount: 0.5))
    }

    // MARK: Glyphs

    private let box = CellStyle(foreground: RGBColor(hex: 0xEEEEEE), background: RGBColor(hex: 0x303030))
    private let sheet = CellStyle(foreground: RGBColor(hex: 0xCDD6F4), background: RGBColor(hex: 0x2A2B3D))

    private func fade(host: String, panel: String, opacity: Double, tier: ColorTier = .direct) -> Cell {
        var canvas = Canvas(width: 1, height: 1, fill: box.cell(" "))
        canvas.draw(host, x: 0, y: 0, style: box)
        var content = Canvas(width: 1, height: 1, fill: sheet.cell(" "))
        content.draw(panel, x: 0, y: 0, style: sheet)
        return Compositor(tier: tier).compose(
            host: canvas, region: canvas.bounds,
            layers: [.panel(PanelLayer(content: content, x: 0, y: 0, opacity: opacity))]
        )[0, 0]
    }

    func testInTheFirstHalfAHostLabelSinksWithItsBoxIntoTheSheetColour() {
        for opacity in [0.125, 0.25, 0.375] {
            let cell = fade(host: "T", panel: "G", opacity: opacity)
            XCTAssertEqual(cell.grapheme, "T", "the label stays with its box at \(opacity)")
            XCTAssertEqual(
                cell.background,
                Compositor.blend(box.background, toward: sheet.background, opacity: opacity * 2))
            XCTAssertEqual(
                cell.foreground,
                Compositor.blend(box.foreground, toward: sheet.background, opacity: opacity * 2))
        }
    }

    func testInTheSecondHalfTheSheetsLettersRiseOutOfItsColour() {
        for opacity in [0.5, 0.75, 0.875] {
            let cell = fade(host: "T", panel: "G", opacity: opacity)
            XCTAssertEqual(cell.grapheme, "G", "at \(opacity)")
            XCTAssertEqual(cell.background, sheet.background, "no trace of the host's box")
            XCTAssertEqual(
                cell.foreground,
                Compositor.blend(sheet.background, toward: sheet.foreground, opacity: opacity * 2 - 1))
        }
        XCTAssertEqual(
            fade(host: "T", panel: " ", opacity: 0.6).grapheme, " ", "a label never stands on the sheet")
    }

    func testASheetsBoxesRiseOutOfItsColourWithTheirText() {
        // A sheet (body colour at its corner) holding a button box: the box is never ahead of its label.
        let well = CellStyle(foreground: .white, background: RGBColor(hex: 0x3A3C52))
        var content = Canvas(width: 3, height: 1, fill: sheet.cell(" "))
        content.draw("OK", x: 1, y: 0, style: well)
        let host = Canvas(width: 3, height: 1, fill: box.cell("T"))
        for opacity in [0.25, 0.5, 0.75, 0.875] {
            let cell = Compositor().compose(
                host: host, region: host.bounds,
                layers: [.panel(PanelLayer(content: content, x: 0, y: 0, opacity: opacity))])[1, 0]
            let rise = max(0, opacity * 2 - 1)
            XCTAssertEqual(
                cell.background,
                opacity < 0.5
                    ? cell.background
                    : Compositor.blend(sheet.background, toward: well.background, opacity: rise))
            if opacity >= 0.5 {
                XCTAssertEqual(cell.grapheme, "O")
                XCTAssertEqual(
                    cell.foreground, Compositor.blend(sheet.background, toward: .white, opacity: rise))
            } else {
                XCTAssertEqual(cell.grapheme, "T")
            }
        }
    }

    func testOn256ColoursAFadingCellUsesOnlyColoursBetweenItsEnds() {
        // (At 0 and 1 the cell is the host's or the panel's as drawn; the terminal matches those.)
        for step in 1..<20 {
            let cell = fade(host: "T", panel: " ", opacity: Double(step) / 20, tier: .ansi256)
            // The second half stands on the sheet's own colour, which the terminal matches as drawn.
            XCTAssertTrue(
                ColorTier.ansi256.quantised(cell.background) == cell.background
                    || cell.background == sheet.background)
            XCTAssertEqual(ColorTier.ansi256.quantised(cell.foreground), cell.foreground)
        }
    }
}
