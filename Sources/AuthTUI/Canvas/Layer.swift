import AuthNavigation

/// One thing the compositor stacks over the host canvas, bottom to top: pure data, no drawing.
///
/// Order is meaning: a scrim `overlay` dims everything listed before it, and a `panel` covers
/// everything before it. The compositor stacks only what it is given; which sheets are drawn
/// over how much scrim is `SheetStage.plan`'s rule (one scrim and the front panel, however many
/// sheets are open, plus the panel behind it while the front one fades).
public enum Layer: Hashable, Sendable {
    case overlay(Overlay)
    case panel(PanelLayer)
}

/// A wash of colour over the whole host region: each covered cell keeps its glyph while its
/// foreground and background move toward `color` by `opacity`.
///
/// At 1.0 the host's colours are gone (foreground equals background) but its glyphs are still
/// there to select, copy or read aloud, which is why the navigator's cover is a panel of blank
/// cells instead (docs/DECISIONS.md); about 0.6 is the dimming scrim under a sheet.
public struct Overlay: Hashable, Sendable {
    public var color: RGBColor
    /// 0 leaves the host as it is, 1 replaces its colours entirely.
    public var opacity: Double
    /// For themes with too few colours to blend (8): the colours and attributes every covered
    /// cell takes, glyph kept, once the overlay is at least half on; nil blends.
    public var flat: CellStyle?

    public init(color: RGBColor, opacity: Double, flat: CellStyle? = nil) {
        self.color = color
        self.opacity = opacity
        self.flat = flat
    }
}

/// A drop shadow: recolours (never erases) the cells `offsetX` columns right and `offsetY` rows
/// below a panel, so the host's text stays readable in it.
public struct Shadow: Hashable, Sendable {
    public var color: RGBColor
    public var opacity: Double
    public var offsetX: Int
    public var offsetY: Int
    /// Whether the shadow is one even band: every cell's background, and a picture's block
    /// glyphs, take `color` itself, while text is still only tinted by `opacity` (readable).
    /// Tinted, a shadow over a picture keeps the picture's blotches, darker, and on 256 colours
    /// neighbouring cells land on different palette entries.
    public var isFlat: Bool

    public init(color: RGBColor, opacity: Double, offsetX: Int = 2, offsetY: Int = 1, isFlat: Bool = false) {
        self.color = color
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.isFlat = isFlat
    }
}

/// A drawn panel (its own canvas) placed at `frame`'s origin, optionally with a shadow.
///
/// `opacity` below 1 fades the panel in over what is under it, through its `base` colour: what
/// it covers sinks into that colour, then the panel's own boxes and glyphs rise out of it.
public struct PanelLayer: Hashable, Sendable {
    public var content: Canvas
    public var x: Int
    public var y: Int
    public var shadow: Shadow?
    public var opacity: Double
    /// The panel's body colour, which a fade passes through: by default the background of its
    /// top-left cell (a sheet's border corner stands on the sheet's colour).
    public var base: RGBColor

    public init(
        content: Canvas, x: Int, y: Int, shadow: Shadow? = nil, opacity: Double = 1, base: RGBColor? = nil
    ) {
        self.content = content
        self.x = x
        self.y = y
        self.shadow = shadow
        self.opacity = opacity
        self.base = base ?? (content.cells.first?.background ?? .black)
    }

    /// Where the panel lands on the host canvas.
    public var frame: Rect { Rect(x: x, y: y, width: content.width, height: content.height) }
}
