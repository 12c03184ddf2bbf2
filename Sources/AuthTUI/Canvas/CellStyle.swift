import AuthNavigation

/// The colours and attributes a piece of text is drawn with: what a `Theme` role resolves to.
///
/// It carries no glyph, so one style paints text, fills and borders alike; the compositor may
/// later recolour the cells it produced, but a style itself is never blended.
public struct CellStyle: Hashable, Sendable {
    public var foreground: RGBColor
    public var background: RGBColor
    public var attributes: CellAttributes

    public init(foreground: RGBColor, background: RGBColor, attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A cell of this style showing `grapheme`.
    public func cell(_ grapheme: String = " ", width: UInt8 = 1) -> Cell {
        Cell(
            grapheme: grapheme, width: width, foreground: foreground, background: background,
            attributes: attributes)
    }

    /// `cell(_:)` for one printable ASCII character, from its byte (no String).
    func cell(ascii byte: UInt8) -> Cell {
        Cell(
            glyph: GlyphBytes(ascii: byte), foreground: foreground, background: background,
            attributes: attributes)
    }
}
