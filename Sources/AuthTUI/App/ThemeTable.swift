import AuthNavigation

/// One theme as a person picks it (`--theme`) or a program passes it (`FullScreen.Options.theme`):
/// every `Theme.Role` with its colours on terminals with many colours, on 8 and 16, and its
/// attributes without colour, with the scrim and shadow of each. `Theme.resolved` takes the
/// variant the terminal can show.
///
/// The tables shipped are data, one row per role (`standard`, `classic`, `light`,
/// `highContrast`, `monochrome`); the contrast tests hold every one of them to at least 4.5:1
/// (7:1 for `highContrast`) on 256 colours and on xterm's 8. A program may build its own from
/// one of them, or read tuigreet's one-line form (`ThemeTable(ThemeChoice(parsing:))`).
public struct ThemeTable: Hashable, Sendable {
    /// What lies under and beside a sheet on one kind of terminal.
    public struct Layers: Hashable, Sendable {
        /// What dims the screen under a sheet.
        public var scrim: Overlay
        /// What the sheets cast.
        public var shadow: Shadow

        public init(scrim: Overlay, shadow: Shadow) {
            self.scrim = scrim
            self.shadow = shadow
        }
    }

    /// One row per role, in `Theme.Role` order.
    public private(set) var entries: [Theme.Entry]
    /// False for a table that is never drawn in colour (`monochrome`): the terminal is then
    /// driven as with `NO_COLOR`.
    public var usesColour: Bool
    /// The scrim and shadow on terminals with many colours.
    public var layers: Layers
    /// The scrim and shadow on 8 and 16 colours (a scrim there cannot blend: its `flat` style).
    public var eightLayers: Layers

    /// A table from one entry per role, in any order (a role missing or given twice stops the
    /// program: a table is written once, by hand).
    public init(entries: [Theme.Entry], usesColour: Bool = true, layers: Layers, eightLayers: Layers) {
        // By raw value, as `Theme` reads them (a Dictionary keyed by `Role` cost the Swift runtime
        // a walk over every conformance record, checking `Role: Hashable`, on the way to the first
        // frame).
        var byRole = [Theme.Entry?](repeating: nil, count: Theme.Role.allCases.count)
        for entry in entries {
            precondition(byRole[entry.role.rawValue] == nil, "two entries for \(entry.role)")
            byRole[entry.role.rawValue] = entry
        }
        self.entries = Theme.Role.allCases.map { role in
            guard let entry = byRole[role.rawValue] else { preconditionFailure("no entry for \(role)") }
            return entry
        }
        self.usesColour = usesColour
        self.layers = layers
        self.eightLayers = eightLayers
    }

    /// The row of `role`.
    public subscript(role: Theme.Role) -> Theme.Entry {
        get { entries[role.rawValue] }
        set {
            precondition(newValue.role == role, "the entry of \(role) given for \(newValue.role)")
            entries[role.rawValue] = newValue
        }
    }

    /// The table a person chose: the named one, with the parts the choice recolours.
    public init(_ choice: ThemeChoice) {
        self = Self.named(choice.name)
        for recolouring in choice.recolourings { recolour(recolouring) }
        // tuigreet's rule: the titles follow the borders unless they are given a colour of their own.
        if let border = choice.recolourings.last(where: { $0.part == .border }),
            !choice.recolourings.contains(where: { $0.part == .title })
        {
            recolour(ThemeChoice.Recolouring(.title, border.colour))
        }
    }

    /// The table shipped under `name`.
    public static func named(_ name: ThemeChoice.Name) -> ThemeTable {
        switch name {
        case .standard: .standard
        case .classic: .classic
        case .light: .light
        case .highContrast: .highContrast
        case .monochrome: .monochrome
        }
    }
}

// MARK: Recolouring a part

extension ThemeTable {
    /// The roles whose text a part colours (a background part: none).
    private static func roles(inkedBy part: ThemeChoice.Part) -> [Theme.Role] {
        switch part {
        case .text: [.text, .panel]
        case .border: [.border]
        case .title: [.title]
        case .prompt: [.dimText]
        case .input: [.field, .focusedField]
        case .action: [.hint]
        case .error: [.error]
        case .container, .background: []
        }
    }

    /// `recolouring` applied to every variant with colour: a text part sets its roles'
    /// foreground; `container` every background that is the sheet's, `background` every one
    /// that is the host's (on the host too).
    private mutating func recolour(_ recolouring: ThemeChoice.Recolouring) {
        let colour = recolouring.colour
        let full = colour.full
        let (eight, bright) = colour.eight
        if recolouring.part.isBackground {
            let role: Theme.Role = recolouring.part == .container ? .panel : .background
            let was = self[role].style.background
            let eightWas = self[role].eight.background
            for index in entries.indices {
                entries[index].style.replaceBackground(was, with: full)
                entries[index].onHost?.replaceBackground(was, with: full)
                entries[index].eight.replaceBackground(eightWas, with: eight)
                entries[index].eightOnHost?.replaceBackground(eightWas, with: eight)
            }
            return
        }
        for role in Self.roles(inkedBy: recolouring.part) {
            var entry = self[role]
            entry.style.foreground = full
            entry.onHost?.foreground = full
            entry.eight.setEightForeground(eight, bright: bright)
            entry.eightOnHost?.setEightForeground(eight, bright: bright)
            self[role] = entry
        }
    }
}

extension ThemeChoice.Colour {
    /// The colour on terminals with many colours: xterm's value of a palette entry.
    fileprivate var full: RGBColor {
        switch self {
        case .palette(let index):
            ColorTier.ansi256.displayedColor(forPaletteIndex: Int(index))
        case .rgb(let colour): colour
        }
    }

    /// The colour on 8 colours, and whether text in it is bold (xterm and the console show the
    /// colours 8–15 as the bold of 0–7).
    fileprivate var eight: (colour: RGBColor, bright: Bool) {
        if case .palette(let index) = self, index < 16 {
            return (ColorTier.ansi8.displayedColor(forPaletteIndex: Int(index % 8)), index >= 8)
        }
        return (ColorTier.ansi8.quantised(full), false)
    }
}

extension CellStyle {
    fileprivate mutating func replaceBackground(_ old: RGBColor, with new: RGBColor) {
        if background == old { background = new }
    }

    /// On 8 colours the bold of a colour is its bright one: bold is what a bright colour asks
    /// for, and is dropped for a plain one, so the colour shown is the colour named.
    fileprivate mutating func setEightForeground(_ colour: RGBColor, bright: Bool) {
        foreground = colour
        if bright { attributes.insert(.bold) } else { attributes.remove(.bold) }
    }
}

// MARK: The tables shipped

extension ThemeTable {
    private static func style(
        _ foreground: UInt32, on background: UInt32, _ attributes: CellAttributes = []
    ) -> CellStyle {
        CellStyle(
            foreground: RGBColor(hex: foreground), background: RGBColor(hex: background),
            attributes: attributes)
    }

    private static func eight(
        _ foreground: RGBColor, on background: RGBColor, _ attributes: CellAttributes = []
    ) -> CellStyle {
        CellStyle(foreground: foreground, background: background, attributes: attributes)
    }

    private typealias ANSI = Theme.ANSI

    /// The dark theme authtui has always had: pale text on dark blue-grey sheets. On 8 colours,
    /// dialog's light sheets with a dark shadow over a black host, the scrim dialog's blue.
    public static let standard: ThemeTable = {
        let base: UInt32 = 0x1E1E2E
        let sheet: UInt32 = 0x2A2B3D
        let ink: UInt32 = 0xCDD6F4
        let accent: UInt32 = 0x89B4FA
        let danger: UInt32 = 0xF38BA8
        let well: UInt32 = 0x3A3C52
        return ThemeTable(
            entries: [
                Theme.Entry(
                    role: .background, style: style(ink, on: base), eight: eight(ANSI.white, on: ANSI.black),
                    monochrome: []),
                Theme.Entry(
                    role: .text, style: style(ink, on: sheet), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], eightOnHost: eight(ANSI.white, on: ANSI.black)),
                Theme.Entry(
                    role: .dimText, style: style(0x9399B2, on: sheet),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.dim], eightOnHost: eight(ANSI.cyan, on: ANSI.black)),
                Theme.Entry(
                    role: .title, style: style(accent, on: sheet, .bold),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.bold], eightOnHost: eight(ANSI.white, on: ANSI.black, .bold)),
                Theme.Entry(
                    role: .button, style: style(ink, on: well), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], eightOnHost: eight(ANSI.white, on: ANSI.black)),
                Theme.Entry(
                    role: .focusedButton, style: style(base, on: 0xF9E2AF, .bold),
                    eight: eight(ANSI.white, on: ANSI.blue, .bold), monochrome: [.reverse, .bold]),
                Theme.Entry(
                    role: .destructiveButton, style: style(0xF5A0B8, on: well),
                    eight: eight(ANSI.white, on: ANSI.red, .bold), monochrome: [.underline],
                    eightOnHost: eight(ANSI.red, on: ANSI.black, .bold)),
                Theme.Entry(
                    role: .field, style: style(ink, on: well), eight: eight(ANSI.black, on: ANSI.cyan),
                    monochrome: [.underline]),
                Theme.Entry(
                    role: .focusedField, style: style(0xFFFFFF, on: 0x45475A),
                    eight: eight(ANSI.white, on: ANSI.blue), monochrome: [.underline, .bold]),
                Theme.Entry(
                    role: .error, style: style(danger, on: sheet),
                    eight: eight(ANSI.white, on: ANSI.red, .bold),
                    monochrome: [.bold], eightOnHost: eight(ANSI.red, on: ANSI.black, .bold)),
                Theme.Entry(
                    role: .panel, style: style(ink, on: sheet), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], eightOnHost: eight(ANSI.white, on: ANSI.black)),
                Theme.Entry(
                    role: .border, style: style(accent, on: sheet), eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [], eightOnHost: eight(ANSI.cyan, on: ANSI.black)),
                Theme.Entry(
                    role: .hint, style: style(0x9399B2, on: base), eight: eight(ANSI.cyan, on: ANSI.black),
                    monochrome: [.dim]),
            ],
            // Sheets cast an even black shadow (over a picture a tinted one was blotchy), in
            // which text under it is half dimmed.
            layers: Layers(
                scrim: Overlay(color: .black, opacity: 0.6),
                shadow: Shadow(color: .black, opacity: 0.5, isFlat: true)),
            // 8 colours cannot dim: the scrim turns what it covers into black glyphs on blue.
            eightLayers: Layers(
                scrim: Overlay(
                    color: .black, opacity: 0.6, flat: eight(ANSI.black, on: ANSI.blue)),
                shadow: Shadow(color: ANSI.black, opacity: 1)))
    }()

    /// After dialog: black text on grey sheets with a black shadow over a blue backdrop, the
    /// focused button white on blue, fields white bars.
    public static let classic: ThemeTable = {
        let blue: UInt32 = 0x0000AF
        let grey: UInt32 = 0xD0D0D0
        let well: UInt32 = 0xE4E4E4
        let red: UInt32 = 0xAF0000
        return ThemeTable(
            entries: [
                Theme.Entry(
                    role: .background, style: style(0xFFFFFF, on: blue),
                    eight: eight(ANSI.white, on: ANSI.blue),
                    monochrome: []),
                Theme.Entry(
                    role: .text, style: style(0x000000, on: grey), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], onHost: style(0xFFFFFF, on: blue),
                    eightOnHost: eight(ANSI.white, on: ANSI.blue)),
                Theme.Entry(
                    role: .dimText, style: style(0x444444, on: grey), eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.dim], onHost: style(0xAFD7FF, on: blue),
                    eightOnHost: eight(ANSI.cyan, on: ANSI.blue)),
                Theme.Entry(
                    role: .title, style: style(blue, on: grey, .bold),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.bold], onHost: style(0xFFFF5F, on: blue, .bold),
                    eightOnHost: eight(ANSI.yellow, on: ANSI.blue, .bold)),
                Theme.Entry(
                    role: .button, style: style(0x000000, on: well), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], eightOnHost: eight(ANSI.black, on: ANSI.white)),
                Theme.Entry(
                    role: .focusedButton, style: style(0xFFFFFF, on: blue, .bold),
                    eight: eight(ANSI.white, on: ANSI.blue, .bold), monochrome: [.reverse, .bold],
                    onHost: style(0x000000, on: 0xFFFF5F, .bold),
                    eightOnHost: eight(ANSI.yellow, on: ANSI.black, .bold)),
                Theme.Entry(
                    role: .destructiveButton, style: style(red, on: well),
                    eight: eight(ANSI.white, on: ANSI.red, .bold),
                    monochrome: [.underline], eightOnHost: eight(ANSI.white, on: ANSI.red, .bold)),
                Theme.Entry(
                    role: .field, style: style(0x000000, on: 0xFFFFFF),
                    eight: eight(ANSI.black, on: ANSI.cyan),
                    monochrome: [.underline]),
                Theme.Entry(
                    role: .focusedField, style: style(0xFFFFFF, on: blue),
                    eight: eight(ANSI.white, on: ANSI.blue),
                    monochrome: [.underline, .bold], onHost: style(0x000000, on: 0x00D7D7),
                    eightOnHost: eight(ANSI.black, on: ANSI.cyan)),
                Theme.Entry(
                    role: .error, style: style(red, on: grey, .bold),
                    eight: eight(ANSI.white, on: ANSI.red, .bold),
                    monochrome: [.bold], onHost: style(0xFF8787, on: blue, .bold),
                    eightOnHost: eight(ANSI.white, on: ANSI.red, .bold)),
                Theme.Entry(
                    role: .panel, style: style(0x000000, on: grey), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], onHost: style(0xFFFFFF, on: blue),
                    eightOnHost: eight(ANSI.white, on: ANSI.blue)),
                Theme.Entry(
                    role: .border, style: style(0x000000, on: grey), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [], onHost: style(0x00D7D7, on: blue),
                    eightOnHost: eight(ANSI.cyan, on: ANSI.blue)),
                Theme.Entry(
                    role: .hint, style: style(0x00D7D7, on: blue), eight: eight(ANSI.cyan, on: ANSI.blue),
                    monochrome: [.dim]),
            ],
            // The picture behind sinks into dialog's blue.
            layers: Layers(
                scrim: Overlay(color: RGBColor(hex: blue), opacity: 0.8),
                shadow: Shadow(color: .black, opacity: 0.6, isFlat: true)),
            eightLayers: Layers(
                scrim: Overlay(
                    color: RGBColor(hex: blue), opacity: 0.8, flat: eight(ANSI.blue, on: ANSI.blue)),
                shadow: Shadow(color: ANSI.black, opacity: 1)))
    }()

    /// Dark text on white sheets over a light grey backdrop, a soft grey shadow.
    public static let light: ThemeTable = {
        let paper: UInt32 = 0xFFFFFF
        let backdrop: UInt32 = 0xE4E4E4
        let ink: UInt32 = 0x1C1C1C
        let accent: UInt32 = 0x005FAF
        let well: UInt32 = 0xDADADA
        let red: UInt32 = 0xAF0000
        return ThemeTable(
            entries: [
                Theme.Entry(
                    role: .background, style: style(ink, on: backdrop),
                    eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: []),
                Theme.Entry(
                    role: .text, style: style(ink, on: paper), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: []),
                Theme.Entry(
                    role: .dimText, style: style(0x4E4E4E, on: paper),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.dim]),
                Theme.Entry(
                    role: .title, style: style(accent, on: paper, .bold),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.bold]),
                Theme.Entry(
                    role: .button, style: style(ink, on: well), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: []),
                Theme.Entry(
                    role: .focusedButton, style: style(0xFFFFFF, on: accent, .bold),
                    eight: eight(ANSI.white, on: ANSI.blue, .bold), monochrome: [.reverse, .bold]),
                Theme.Entry(
                    role: .destructiveButton, style: style(red, on: well),
                    eight: eight(ANSI.white, on: ANSI.red, .bold),
                    monochrome: [.underline]),
                Theme.Entry(
                    role: .field, style: style(ink, on: 0xEEEEEE), eight: eight(ANSI.black, on: ANSI.cyan),
                    monochrome: [.underline]),
                Theme.Entry(
                    role: .focusedField, style: style(ink, on: 0xD7D7FF),
                    eight: eight(ANSI.white, on: ANSI.blue),
                    monochrome: [.underline, .bold]),
                Theme.Entry(
                    role: .error, style: style(red, on: paper, .bold),
                    eight: eight(ANSI.white, on: ANSI.red, .bold),
                    monochrome: [.bold]),
                Theme.Entry(
                    role: .panel, style: style(ink, on: paper), eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: []),
                Theme.Entry(
                    role: .border, style: style(accent, on: paper), eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: []),
                Theme.Entry(
                    role: .hint, style: style(0x4E4E4E, on: backdrop),
                    eight: eight(ANSI.blue, on: ANSI.white),
                    monochrome: [.dim]),
            ],
            layers: Layers(
                scrim: Overlay(color: RGBColor(hex: 0x808080), opacity: 0.5),
                shadow: Shadow(color: RGBColor(hex: 0x9E9E9E), opacity: 0.4, isFlat: true)),
            // A white backdrop with the picture gone: the sheet stands out by its border and shadow.
            eightLayers: Layers(
                scrim: Overlay(color: .white, opacity: 0.6, flat: eight(ANSI.white, on: ANSI.white)),
                shadow: Shadow(color: ANSI.black, opacity: 1)))
    }()

    /// For low vision: white, yellow and black only, every text at least 7:1 (WCAG's AAA), the
    /// focus black on yellow (on 8 colours black on cyan: the console's yellow is brown),
    /// nothing behind a sheet but black.
    public static let highContrast: ThemeTable = {
        let black: UInt32 = 0x000000
        let white: UInt32 = 0xFFFFFF
        let yellow: UInt32 = 0xFFFF00
        let well: UInt32 = 0x262626
        return ThemeTable(
            entries: [
                Theme.Entry(
                    role: .background, style: style(white, on: black),
                    eight: eight(ANSI.white, on: ANSI.black),
                    monochrome: []),
                Theme.Entry(
                    role: .text, style: style(white, on: black),
                    eight: eight(ANSI.white, on: ANSI.black, .bold),
                    monochrome: [.bold]),
                Theme.Entry(
                    role: .dimText, style: style(0xE4E4E4, on: black),
                    eight: eight(ANSI.white, on: ANSI.black),
                    monochrome: []),
                Theme.Entry(
                    role: .title, style: style(yellow, on: black, .bold),
                    eight: eight(ANSI.yellow, on: ANSI.black, .bold), monochrome: [.bold, .underline]),
                Theme.Entry(
                    role: .button, style: style(white, on: well, .bold),
                    eight: eight(ANSI.white, on: ANSI.blue, .bold),
                    monochrome: [.bold]),
                Theme.Entry(
                    role: .focusedButton, style: style(black, on: yellow, .bold),
                    eight: eight(ANSI.black, on: ANSI.cyan), monochrome: [.reverse, .bold]),
                Theme.Entry(
                    role: .destructiveButton, style: style(0xFFAFAF, on: well, .bold),
                    eight: eight(ANSI.yellow, on: ANSI.black, [.bold, .underline]),
                    monochrome: [.bold, .underline]),
                Theme.Entry(
                    role: .field, style: style(white, on: well),
                    eight: eight(ANSI.white, on: ANSI.blue, .bold),
                    monochrome: [.underline]),
                Theme.Entry(
                    role: .focusedField, style: style(black, on: white),
                    eight: eight(ANSI.black, on: ANSI.white),
                    monochrome: [.reverse]),
                Theme.Entry(
                    role: .error, style: style(0xFFAFAF, on: black, .bold),
                    eight: eight(ANSI.yellow, on: ANSI.black, .bold), monochrome: [.bold, .underline]),
                Theme.Entry(
                    role: .panel, style: style(white, on: black), eight: eight(ANSI.white, on: ANSI.black),
                    monochrome: []),
                Theme.Entry(
                    role: .border, style: style(white, on: black, .bold),
                    eight: eight(ANSI.white, on: ANSI.black, .bold),
                    monochrome: [.bold]),
                Theme.Entry(
                    role: .hint, style: style(white, on: black), eight: eight(ANSI.white, on: ANSI.black),
                    monochrome: []),
            ],
            layers: Layers(
                scrim: Overlay(color: .black, opacity: 0.85),
                shadow: Shadow(color: .black, opacity: 1, isFlat: true)),
            eightLayers: Layers(
                scrim: Overlay(color: .black, opacity: 0.85, flat: eight(ANSI.black, on: ANSI.black)),
                shadow: Shadow(color: ANSI.black, opacity: 1)))
    }()

    /// No colour at all: the default table's attributes, and the terminal's own colours, as with
    /// `NO_COLOR`.
    public static let monochrome: ThemeTable = {
        var table = standard
        table.usesColour = false
        return table
    }()
}
