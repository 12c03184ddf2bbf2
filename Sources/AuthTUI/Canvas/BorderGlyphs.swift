/// The eight glyphs a box border is drawn with.
///
/// `ascii` exists for terminals without line-drawing glyphs; every glyph is one column wide, so a
/// border never changes a panel's layout.
public struct BorderGlyphs: Hashable, Sendable {
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var horizontal: String
    public var vertical: String

    public init(
        topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
        horizontal: String, vertical: String
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐│└┘`.
    public static let light = BorderGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `╭─╮│╰╯`.
    public static let rounded = BorderGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `+-+|++`.
    public static let ascii = BorderGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
