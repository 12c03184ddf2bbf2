import AuthNavigation

/// The frame of a modal sheet: panel background, border, and the title set into the top border.
///
/// It only draws; the shadow is the compositor's (a `Shadow` on the `PanelLayer`), because a
/// shadow recolours what lies under the panel, which a panel cannot see.
public struct Panel: Hashable, Sendable {
    public var title: String
    public var glyphs: BorderGlyphs

    public init(title: String, glyphs: BorderGlyphs = .light) {
        self.title = title
        self.glyphs = glyphs
    }

    /// The space inside the border, one column of padding each side and one row top and bottom.
    public static func contentRect(of frame: Rect) -> Rect {
        Rect(x: frame.x + 2, y: frame.y + 2, width: frame.width - 4, height: frame.height - 4)
    }

    /// Draws the panel over `frame` and returns the content rect.
    @discardableResult
    public func render(into canvas: inout Canvas, frame: Rect, theme: Theme) -> Rect {
        canvas.fill(frame, style: theme[.panel])
        canvas.drawBox(frame, style: theme[.border], glyphs: glyphs)
        if !title.isEmpty, frame.width > 6 {
            let clip = Rect(x: frame.x + 2, y: frame.y, width: frame.width - 4, height: 1)
            canvas.draw(" " + title + " ", x: frame.x + 2, y: frame.y, style: theme[.title], clip: clip)
        }
        return Self.contentRect(of: frame)
    }
}
