import AuthNavigation

/// The colours views draw with on this terminal: named roles, each with a style, resolved from a
/// theme table (`ThemeTable`: the default, classic, light, high-contrast or monochrome one, or an
/// embedder's own) for the terminal's colour tier.
///
/// The monochrome variant (for `NO_COLOR` and terminals like vt100) and the 8-colour one (for
/// `TERM=xterm` and the Linux console) come from the same table, so a role added once works in
/// all three; widgets ask for roles, never for colours.
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

    /// One row of a theme table (`ThemeTable`).
    public struct Entry: Hashable, Sendable {
        public var role: Role
        public var style: CellStyle
        /// Used instead of `style` on 8- and 16-colour terminals: colours of xterm's palette.
        public var eight: CellStyle
        /// Used instead of `style`'s attributes when there is no colour.
        public var monochrome: CellAttributes
        /// The style straight on the host background (`onBackground`), where the sheet's would
        /// not read; nil: `style` with the host's background if it sat on the sheet's.
        public var onHost: CellStyle?
        /// The same for `eight`.
        public var eightOnHost: CellStyle?

        public init(
            role: Role, style: CellStyle, eight: CellStyle, monochrome: CellAttributes,
            onHost: CellStyle? = nil, eightOnHost: CellStyle? = nil
        ) {
            self.role = role
            self.style = style
            self.eight = eight
            self.monochrome = monochrome
            self.onHost = onHost
            self.eightOnHost = eightOnHost
        }
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
    /// `styles` straight on the host background (`onBackground`).
    private let hostStyles: [CellStyle]

    /// The style for `role`.
    public subscript(role: Role) -> CellStyle { styles[role.rawValue] }

    /// The theme `table` gives on one kind of terminal (`eight`: 8 and 16 colours; `monochrome`:
    /// none, or the table has no colours).
    init(table: ThemeTable, monochrome: Bool, eight: Bool) {
        self.isMonochrome = monochrome
        self.isEightColour = eight && !monochrome
        let entries = table.entries
        if monochrome {
            self.styles = entries.map {
                CellStyle(foreground: .white, background: .black, attributes: $0.monochrome)
            }
            self.hostStyles = styles
            self.scrim = Overlay(color: .black, opacity: 0.6)
            self.shadow = Shadow(color: .black, opacity: 0.5)
        } else {
            let styles = entries.map { eight ? $0.eight : $0.style }
            self.styles = styles
            // Every role that sits on the sheet's colour sits on the host's instead, in the ink
            // the table gives it there, if any.
            let panel = styles[Role.panel.rawValue].background
            let host = styles[Role.background.rawValue].background
            self.hostStyles = zip(entries, styles).map { entry, style in
                if let ink = eight ? entry.eightOnHost : entry.onHost { return ink }
                var style = style
                if style.background == panel { style.background = host }
                return style
            }
            let layers = eight ? table.eightLayers : table.layers
            self.scrim = layers.scrim
            self.shadow = layers.shadow
        }
        self.overlay = styles[Role.background.rawValue].background
    }

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

    /// The default table on terminals with many colours.
    public static let standard = Theme(table: .standard, monochrome: false, eight: false)

    /// The default table on 8 and 16 colours: light sheets with a black shadow; the scrim turns
    /// what it covers into black glyphs on blue (dialog's backdrop), since 8 colours cannot dim.
    public static let eightColour = Theme(table: .standard, monochrome: false, eight: true)

    /// The attributes-only theme for `NO_COLOR` and terminals without colour.
    public static let monochrome = Theme(table: .standard, monochrome: true, eight: false)

    /// `table` on a terminal of colour tier `tier`: monochrome with `NO_COLOR`, no colour or a
    /// table without colours, the 8-colour styles on 8 and 16 colours, else the full ones.
    public static func resolved(for tier: ColorTier, noColor: Bool, table: ThemeTable = .standard) -> Theme {
        Theme(
            table: table, monochrome: noColor || tier == .monochrome || !table.usesColour,
            eight: tier == .ansi8)
    }

    /// This theme for drawing straight on the host background (full-screen sheets): every role
    /// that sits on the panel colour sits on the background colour instead, in the ink its table
    /// gives it there (`Entry.onHost`, `Entry.eightOnHost`).
    public var onBackground: Theme { Theme(copying: self, styles: hostStyles) }

    private init(copying other: Theme, styles: [CellStyle]) {
        self.isMonochrome = other.isMonochrome
        self.isEightColour = other.isEightColour
        self.drawsCaretCell = other.drawsCaretCell
        self.inkIsDark = other.inkIsDark
        self.overlay = other.overlay
        self.scrim = other.scrim
        self.shadow = other.shadow
        self.styles = styles
        self.hostStyles = styles
    }
}
