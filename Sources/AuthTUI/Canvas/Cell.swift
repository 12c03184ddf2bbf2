import AuthNavigation

/// Text attributes a cell can carry; the backend maps them to the terminal's capabilities.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let underline = CellAttributes(rawValue: 1 << 2)
    public static let reverse = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
}

/// One terminal cell: a grapheme, its display width, colours and attributes.
///
/// A wide grapheme (width 2) occupies its own cell and the one to its right; that right cell is a
/// *continuation* (`width == 0`, empty grapheme) and must never be drawn on its own.
///
/// The grapheme is stored inline (see `GlyphBytes`), so a cell is plain data and copying a
/// canvas involves no reference counting; a grapheme over 15 UTF-8 bytes is shortened to a prefix
/// of whole scalars with the same width.
public struct Cell: Hashable, Sendable {
    private var glyph: GlyphBytes
    public var grapheme: String {
        get { glyph.string }
        set { glyph = GlyphBytes(newValue) }
    }
    /// The grapheme's inline bytes, for the backend's per-cell loop (no String is built).
    var glyphBytes: GlyphBytes { glyph }
    /// 1 for ordinary text, 2 for the leading half of a wide glyph, 0 for its continuation.
    public var width: UInt8
    public var foreground: RGBColor
    public var background: RGBColor
    public var attributes: CellAttributes

    public init(
        grapheme: String = " ", width: UInt8 = 1, foreground: RGBColor = .white,
        background: RGBColor = .black, attributes: CellAttributes = []
    ) {
        self.glyph = GlyphBytes(grapheme)
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A narrow cell holding `glyph` as it is.
    init(glyph: GlyphBytes, foreground: RGBColor, background: RGBColor, attributes: CellAttributes) {
        self.glyph = glyph
        self.width = 1
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public var isContinuation: Bool { width == 0 }

    /// A blank cell painted with the given colours.
    public static func blank(foreground: RGBColor = .white, background: RGBColor = .black) -> Cell {
        Cell(grapheme: " ", width: 1, foreground: foreground, background: background)
    }
}
