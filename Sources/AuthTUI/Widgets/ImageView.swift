import AuthDomain

/// Draws a picture with half-block cells: each cell shows two stacked pixels as `▀`, the upper
/// pixel in the foreground colour and the lower one in the background colour.
///
/// It draws the image as given, from the rect's top-left corner, clipped to the rect and the
/// canvas; fitting is the caller's job (`ScreenImage.fitted(columns:rows:)`), done once per
/// resize rather than every frame. An odd last pixel row is paired with black.
public struct ImageView: Sendable {
    public var image: PixelImage

    public init(image: PixelImage) { self.image = image }

    /// The glyph of every image cell.
    public static let halfBlock = "▀"

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let columns = min(area.maxX, rect.x + image.width) - area.x
        let rows = min(area.maxY, rect.y + (image.height + 1) / 2) - area.y
        guard columns > 0, rows > 0 else { return }
        for row in 0..<rows {
            let y = area.y + row
            let upper = (y - rect.y) * 2
            for column in 0..<columns {
                let x = area.x + column
                let imageX = x - rect.x
                let lower = upper + 1 < image.height ? image[imageX, upper + 1] : .black
                canvas[x, y] = Cell(
                    grapheme: Self.halfBlock, width: 1, foreground: image[imageX, upper], background: lower)
            }
        }
    }
}
