import AuthNavigation

/// The single source of colours: one table of named roles, each with a colour style and the
/// attributes to use instead when the terminal shows no colour.
///
/// The monochrome variant (for `NO_COLOR` and terminals like vt100) and the 8-colour one (for
/// `TERM=xterm` and the Linux console) come from the same table, so a role added once works in
/// all three; widgets ask for roles, never for colours. The 8-colour styles are designed for
/// xterm's default palette after dialog's look (a light sheet with a dark shadow over a blue
/// backdrop), not derived by matching: every text role keeps at least 4.5:1 there.
public struct Theme: Hashable, Sendable {
    /// What a piece of the screen is, as far as colour goes.
    public enum Role: Int, CaseIterable, Hashable, Sendable {
        /// The host screen behind everything.
        case background
        /// Ordinary text on a sheet.
        case text
        /// Field labels and secondary text.
        case dimText
        /// Sheet titles in the top border.
        case title
        /// A button without focus.
        case button
        /// The focused button.
        case focusedButton
        /// A button that destroys data, unfocused.
        case destructiveButton
        /// An input field without focus.
        case field
        /// The focused input field.
        case focusedField
        /// Inline field errors and failure messages.
        case error
        /// A sheet's body.
        case panel
        /// A sheet's border.
        case border
        /// The key hint line at the bottom.
        case hint
    }

    /// One row of the theme table.
    public struct Entry: Hashable, Sendable {
        public var role: Role
        public var style: CellStyle
        /// Used instead of `style` on 8- and 16-colour terminals: colours of xterm's palette.
        public var eight: CellStyle
        /// Used instead of `style`'s attributes when there is no colour.
        public var monochrome: CellAttributes
    }

    /// Whether this theme speaks attributes only (colours are white on black and meaningless).
    public let isMonochrome: Bool
    /// Whether this is the theme for 8 and 16 colours (pictures are dithered to its palette).
    public let isEightColour: Bool
    /// Whether a focused field draws its caret as a reversed cell. Off: the terminal's own cursor
    /// sits at the caret (`RootScreen` puts it there), so the cell would only repeat it, and every
    /// keystroke rewrites one cell less. A program that draws fields with no cursor turns it on.
    public var drawsCaretCell = false
    /// On a terminal without colours (this theme monochrome), whether the terminal's own
    /// foreground is the darker of its two colours, as with xterm's defaults (black on white): a
    /// picture's dark pixels are then drawn in the foreground, else in the background.
    public var inkIsDark = true
    /// The default overlay colour: the host's background, so the overlay reads as "empty screen".
    public let overlay: RGBColor
    /// Colour and strength of the scrim that dims whatever lies under a sheet.
    public let scrim: Overlay
    /// The shadow panels cast.
    public let shadow: Shadow
    private let styles: [CellStyle]

    /// The style for `role`.
    public subscript(role: Role) -> CellStyle { styles[role.rawValue] }

    private init(
        entries: [Entry], monochrome: Bool, eight: Bool = false, overlay: RGBColor, scrim: Overlay,
        shadow: Shadow
    ) {
        self.isMonochrome = monochrome
        self.isEightColour = eight
        self.overlay = overlay
        self.scrim = scrim
        self.shadow = shadow
        // By raw value, as `styles` is read (a Dictionary keyed by `Role` cost the Swift runtime a
        // walk over every conformance record, checking `Role: Hashable`, on the way to the first frame).
        var byRole = [Entry?](repeating: nil, count: Role.allCases.count)
        for entry in entries {
            precondition(byRole[entry.role.rawValue] == nil, "two entries for \(entry.role)")
            byRole[entry.role.rawValue] = entry
        }
        self.styles = Role.allCases.map { role in
            let entry = byRole[role.rawValue]!
            if monochrome {
                return CellStyle(foreground: .white, background: .black, attributes: entry.monochrome)
            }
            return eight ? entry.eight : entry.style
        }
    }

    private static let base = RGBColor(hex: 0x1E1E2E)
    private static let sheet = RGBColor(hex: 0x2A2B3D)
    private static let ink = RGBColor(hex: 0xCDD6F4)
    private static let accent = RGBColor(hex: 0x89B4FA)
    private static let focus = RGBColor(hex: 0xF9E2AF)
    private static let danger = RGBColor(hex: 0xF38BA8)
    private static let well = RGBColor(hex: 0x3A3C52)

    /// xterm's default palette, the colours the 8-colour styles are chosen from.
    public enum ANSI {
        public static let black = RGBColor(hex: 0x000000)
        public static let red = RGBColor(hex: 0xCD0000)
        public static let green = RGBColor(hex: 0x00CD00)
        public static let yellow = RGBColor(hex: 0xCDCD00)
        public static let blue = RGBColor(hex: 0x0000EE)
        public static let magenta = RGBColor(hex: 0xCD00CD)
        public static let cyan = RGBColor(hex: 0x00CDCD)
        public static let white = RGBColor(hex: 0xE5E5E5)
    }

    private static func eight(
        _ foreground: RGBColor, on background: RGBColor, _ attributes: CellAttributes = []
    )
        -> CellStyle
    {
        CellStyle(foreground: foreground, background: background, attributes: attributes)
    }

    /// The theme table: role, colour style, 8-colour style, monochrome attributes.
    public static let table: [Entry] = [
        Entry(
            role: .background, style: CellStyle(foreground: ink, background: base),
            eight: eight(ANSI.white, on: ANSI.black), monochrome: []),
        Entry(
            role: .text, style: CellStyle(foreground: ink, background: sheet),
            eight: eight(ANSI.black, on: ANSI.white), monochrome: []),
        Entry(
            role: .dimText, style: CellStyle(foreground: RGBColor(hex: 0x9399B2), background: sheet),
            eight: eight(ANSI.blue, on: ANSI.white), monochrome: [.dim]),
        Entry(
            role: .title, style: CellStyle(foreground: accent, background: sheet, attributes: .bold),
            eight: eight(ANSI.blue, on: ANSI.white), monochrome: [.bold]),
        Entry(
            role: .button, style: CellStyle(foreground: ink, background: well),
            eight: eight(ANSI.black, on: ANSI.white), monochrome: []),
        Entry(
            role: .focusedButton,
            style: CellStyle(foreground: base, background: focus, attributes: .bold),
            eight: eight(ANSI.white, on: ANSI.blue, .bold), monochrome: [.reverse, .bold]),
        Entry(
            role: .destructiveButton, style: CellStyle(foreground: danger, background: well),
            eight: eight(ANSI.red, on: ANSI.white), monochrome: [.underline]),
        Entry(
            role: .field, style: CellStyle(foreground: ink, background: well),
            eight: eight(ANSI.black, on: ANSI.cyan), monochrome: [.underline]),
        Entry(
            role: .focusedField,
            style: CellStyle(foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0x45475A)),
            eight: eight(ANSI.white, on: ANSI.blue), monochrome: [.underline, .bold]),
        Entry(
            role: .error, style: CellStyle(foreground: danger, background: sheet),
            eight: eight(ANSI.red, on: ANSI.white), monochrome: [.bold]),
        Entry(
            role: .panel, style: CellStyle(foreground: ink, background: sheet),
            eight: eight(ANSI.black, on: ANSI.white), monochrome: []),
        Entry(
            role: .border, style: CellStyle(foreground: accent, background: sheet),
            eight: eight(ANSI.blue, on: ANSI.white), monochrome: []),
        Entry(
            role: .hint, style: CellStyle(foreground: RGBColor(hex: 0x7F849C), background: base),
            eight: eight(ANSI.cyan, on: ANSI.black), monochrome: [.dim]),
    ]

    /// The colour theme: sheets cast an even black shadow (over a picture a tinted one was
    /// blotchy), in which text under it is half dimmed.
    public static let standard = Theme(
        entries: table, monochrome: false, overlay: base, scrim: Overlay(color: .black, opacity: 0.6),
        shadow: Shadow(color: .black, opacity: 0.5, isFlat: true))

    /// The theme for 8 and 16 colours: light sheets with a black shadow; the scrim turns what it
    /// covers into black glyphs on blue (dialog's backdrop), since 8 colours cannot dim.
    public static let eightColour = Theme(
        entries: table, monochrome: false, eight: true, overlay: ANSI.black,
        scrim: Overlay(
            color: .black, opacity: 0.6, flat: CellStyle(foreground: ANSI.black, background: ANSI.blue)),
        shadow: Shadow(color: ANSI.black, opacity: 1))

    /// The attributes-only theme for `NO_COLOR` and terminals without colour.
    public static let monochrome = Theme(
        entries: table, monochrome: true, overlay: .black, scrim: Overlay(color: .black, opacity: 0.6),
        shadow: Shadow(color: .black, opacity: 0.5))

    /// The theme for a terminal's colour tier: monochrome with `NO_COLOR` or no colour, the
    /// 8-colour theme on 8 and 16 colours, else the standard one.
    public static func resolved(for tier: ColorTier, noColor: Bool) -> Theme {
        if noColor || tier == .monochrome { return .monochrome }
        return tier == .ansi8 ? .eightColour : .standard
    }

    /// This theme for drawing straight on the host background (full-screen sheets): every role
    /// that sits on the panel colour sits on the background colour instead.
    public var onBackground: Theme {
        let panel = self[.panel].background
        let background = self[.background].background
        return Theme(
            copying: self, overlay: overlay,
            styles: zip(Role.allCases, styles).map { role, style in
                var style = style
                if style.background == panel {
                    style.background = background
                    if isEightColour, let ink = Self.eightOnHost[role] {
                        style.foreground = ink.foreground
                        style.attributes = ink.attributes
                    }
                }
                return style
            })
    }

    /// On 8 colours, the ink a sheet role takes on the black host, where the sheet's dark inks
    /// would not read: bold turns the colour bright in xterm and on the console.
    private static let eightOnHost: [Role: (foreground: RGBColor, attributes: CellAttributes)] = [
        .text: (ANSI.white, []), .panel: (ANSI.white, []), .button: (ANSI.white, []),
        .dimText: (ANSI.cyan, []), .border: (ANSI.cyan, []), .title: (ANSI.white, .bold),
        .error: (ANSI.red, .bold), .destructiveButton: (ANSI.red, .bold),
    ]

    private init(copying other: Theme, overlay: RGBColor, styles: [CellStyle]? = nil) {
        self.isMonochrome = other.isMonochrome
        self.isEightColour = other.isEightColour
        self.inkIsDark = other.inkIsDark
        self.overlay = overlay
        self.scrim = other.scrim
        self.shadow = other.shadow
        self.styles = styles ?? other.styles
    }
}
