import AuthNavigation
import Foundation
import XCTest

@testable import AuthTUI

/// Every theme shipped, on the colours a terminal really shows: each role's text against its
/// background, on a sheet and straight on the host (`onBackground`), at WCAG 2's 4.5:1 for
/// text, 7:1 for the high-contrast theme; and what `--theme`'s one-line form recolours.
final class ThemeContrastTests: XCTestCase {
    private let tables = ThemeChoice.Name.allCases.filter { $0 != .monochrome }.map {
        ($0, ThemeTable.named($0))
    }

    private func floor(_ name: ThemeChoice.Name) -> Double { name == .highContrast ? 7 : 4.5 }

    // MARK: Contrast

    /// WCAG 2 contrast ratio of two colours.
    private func contrast(_ first: RGBColor, _ second: RGBColor) -> Double {
        func luminance(_ colour: RGBColor) -> Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(colour.red) + 0.7152 * channel(colour.green) + 0.0722
                * channel(colour.blue)
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// An 8-colour palette as a terminal shows it: the eight colours, and the bright ones bold
    /// text is drawn in (xterm and the Linux console both brighten bold text in colours 0–7).
    private struct EightPalette {
        let name: String
        let colours: [RGBColor]
        let bright: [RGBColor]

        func shown(_ cell: Cell) -> (foreground: RGBColor, background: RGBColor) {
            let foreground = ColorTier.ansi8.paletteIndex(for: cell.foreground)!
            let background = ColorTier.ansi8.paletteIndex(for: cell.background)!
            return (
                cell.attributes.contains(.bold) ? bright[foreground] : colours[foreground],
                colours[background]
            )
        }
    }

    private let xterm = EightPalette(
        name: "xterm", colours: (0..<8).map { ColorTier.ansi8.displayedColor(forPaletteIndex: $0) },
        bright: ColorTier.brightANSIColors)

    /// The Linux console's default palette (VGA's: brown for yellow, grey for white).
    private let console = EightPalette(
        name: "the console",
        colours: [0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA].map(
            RGBColor.init(hex:)),
        bright: [0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF].map(
            RGBColor.init(hex:)))

    /// Each role's style on a sheet and on the host, named for the failure message.
    private func styles(_ theme: Theme) -> [(String, CellStyle)] {
        Theme.Role.allCases.flatMap { role in
            [("\(role)", theme[role]), ("\(role) on the host", theme.onBackground[role])]
        }
    }

    func testEveryThemeReadsAtLeastItsFloorOn256Colours() {
        for (name, table) in tables {
            for (role, style) in styles(Theme.resolved(for: .ansi256, noColor: false, table: table)) {
                let shown = contrast(
                    ColorTier.ansi256.quantised(style.foreground),
                    ColorTier.ansi256.quantised(style.background))
                XCTAssertGreaterThanOrEqual(shown, floor(name), "\(name.rawValue): \(role)")
            }
        }
    }

    func testEveryThemeReadsAtLeastItsFloorInDirectColour() {
        for (name, table) in tables {
            for (role, style) in styles(Theme.resolved(for: .direct, noColor: false, table: table)) {
                XCTAssertGreaterThanOrEqual(
                    contrast(style.foreground, style.background), floor(name), "\(name.rawValue): \(role)")
            }
        }
    }

    func testEveryThemeReadsAtLeastItsFloorOnXtermsEightColours() {
        for (name, table) in tables {
            let theme = Theme.resolved(for: .ansi8, noColor: false, table: table)
            XCTAssertTrue(theme.isEightColour)
            for (role, style) in styles(theme) {
                let shown = xterm.shown(style.cell("x"))
                XCTAssertGreaterThanOrEqual(
                    contrast(shown.foreground, shown.background), floor(name), "\(name.rawValue): \(role)")
            }
        }
    }

    /// A console greeter is drawn in the console's own palette (where yellow is brown and red is
    /// dark): every theme keeps its floor there too, the one for low vision 7:1.
    func testEveryThemeReadsAtLeastItsFloorOnTheConsolesEightColours() {
        for (name, table) in tables {
            for (role, style) in styles(Theme.resolved(for: .ansi8, noColor: false, table: table)) {
                let shown = console.shown(style.cell("x"))
                XCTAssertGreaterThanOrEqual(
                    contrast(shown.foreground, shown.background), floor(name), "\(name.rawValue): \(role)")
            }
        }
    }

    /// Every text role of a theme differs from ordinary text by colour or attributes, so what is
    /// focused or wrong can be told apart.
    func testFocusIsVisibleInEveryThemeOnEveryTier() {
        for name in ThemeChoice.Name.allCases {
            for tier in [ColorTier.direct, .ansi256, .ansi8, .monochrome] {
                let theme = Theme.resolved(for: tier, noColor: false, table: .named(name))
                for (plain, focused) in [
                    (Theme.Role.button, Theme.Role.focusedButton), (.field, .focusedField),
                ] {
                    let shown = { (style: CellStyle) in
                        [tier.quantised(style.foreground), tier.quantised(style.background)]
                    }
                    XCTAssertTrue(
                        shown(theme[plain]) != shown(theme[focused])
                            || theme[plain].attributes != theme[focused].attributes,
                        "\(name.rawValue) on \(tier): \(focused) looks like \(plain)")
                }
            }
        }
    }

    // MARK: No colour

    func testNoColorDrawsEveryThemeWithAttributesOnly() {
        for name in ThemeChoice.Name.allCases {
            let theme = Theme.resolved(for: .ansi256, noColor: true, table: .named(name))
            XCTAssertTrue(theme.isMonochrome, name.rawValue)
            XCTAssertEqual(Set(Theme.Role.allCases.map { theme[$0].background }), [.black], name.rawValue)
            XCTAssertEqual(Set(Theme.Role.allCases.map { theme[$0].foreground }), [.white], name.rawValue)
        }
    }

    func testTheMonochromeThemeIsTheNoColorThemeOnAColourTerminal() {
        XCTAssertFalse(ThemeTable.monochrome.usesColour)
        XCTAssertEqual(
            Theme.resolved(for: .direct, noColor: false, table: .monochrome),
            Theme.resolved(for: .direct, noColor: true, table: .standard))
    }

    // MARK: The one-line form

    private func table(_ text: String) throws -> ThemeTable { ThemeTable(try ThemeChoice(parsing: text)) }

    func testABorderColourAlsoColoursTheTitlesUnlessTheyHaveTheirOwn() throws {
        let magenta = ColorTier.ansi256.displayedColor(forPaletteIndex: 5)
        let bordered = try table("border=magenta;text=cyan")
        XCTAssertEqual(bordered[.border].style.foreground, magenta)
        XCTAssertEqual(bordered[.title].style.foreground, magenta)
        XCTAssertEqual(bordered[.text].style.foreground, ColorTier.ansi256.displayedColor(forPaletteIndex: 6))
        XCTAssertEqual(bordered[.border].eight.foreground, Theme.ANSI.magenta)
        let titled = try table("border=magenta;title=yellow")
        XCTAssertEqual(titled[.title].eight.foreground, Theme.ANSI.yellow)
    }

    func testARecolouringGoesOnTopOfTheNamedThemeAndLeavesTheRest() throws {
        let recoloured = try table("classic;prompt=#123456")
        XCTAssertEqual(recoloured[.dimText].style.foreground, RGBColor(hex: 0x123456))
        XCTAssertEqual(
            recoloured[.dimText].eight.foreground, ColorTier.ansi8.quantised(RGBColor(hex: 0x123456)))
        for role in Theme.Role.allCases where role != .dimText {
            XCTAssertEqual(recoloured[role], ThemeTable.classic[role], "\(role)")
        }
        XCTAssertEqual(try table("prompt=red"), try table("default;prompt=red"), "no name: the default theme")
    }

    func testTheContainerColourIsEverySheetRolesBackgroundAndNoneOnTheHost() throws {
        let recoloured = try table("container=blue")
        let blue = ColorTier.ansi256.displayedColor(forPaletteIndex: 4)
        let sheet = ThemeTable.standard[.panel].style.background
        for role in Theme.Role.allCases {
            let was = ThemeTable.standard[role].style.background
            XCTAssertEqual(recoloured[role].style.background, was == sheet ? blue : was, "\(role)")
        }
        let onHost = Theme.resolved(for: .direct, noColor: false, table: recoloured).onBackground
        XCTAssertEqual(onHost[.text].background, ThemeTable.standard[.background].style.background)
    }

    func testTheBackgroundColourIsTheHostsAndTheOverlays() throws {
        let theme = Theme.resolved(for: .ansi8, noColor: false, table: try table("background=green"))
        XCTAssertEqual(theme[.background].background, Theme.ANSI.green)
        XCTAssertEqual(theme[.hint].background, Theme.ANSI.green)
        XCTAssertEqual(theme.overlay, Theme.ANSI.green)
        XCTAssertEqual(theme.onBackground[.text].background, Theme.ANSI.green)
    }

    func testOnEightColoursALightColourIsItsBoldAndAPlainOneDropsBold() throws {
        let light = try table("action=lightred;title=blue")
        XCTAssertEqual(light[.hint].eight.foreground, Theme.ANSI.red)
        XCTAssertTrue(light[.hint].eight.attributes.contains(.bold))
        XCTAssertEqual(light[.hint].style.foreground, ColorTier.brightANSIColors[1])
        let bold = try table("high-contrast;title=blue")
        XCTAssertFalse(bold[.title].eight.attributes.contains(.bold), "bold would show bright blue")
    }

    // MARK: A program's own

    /// docs/library.md's example: a shipped table with a row changed reaches the context's theme.
    @MainActor func testAProgramsOwnTableReachesTheViewsThroughTheContext() {
        var mine = ThemeTable.standard
        mine[.title].style.foreground = RGBColor(hex: 0xFFAF00)
        mine[.title].eight.foreground = Theme.ANSI.yellow
        XCTAssertEqual(
            ScreenContext(colorTier: .direct, themeTable: mine).theme[.title].foreground,
            RGBColor(hex: 0xFFAF00))
        XCTAssertEqual(
            ScreenContext(colorTier: .ansi8, themeTable: mine).theme[.title].foreground, Theme.ANSI.yellow)
        XCTAssertTrue(ScreenContext(colorTier: .direct, themeTable: .monochrome).compositor.colourless)
    }
}
