import AuthNavigation

/// Draws a picture with half-block cells: each cell shows two stacked pixels as `▄`, the lower
/// pixel in the foreground colour and the upper one in the background colour; a cell whose two
/// pixels are the same colour is a space in that colour. A terminal that draws block glyphs from
/// its font (xterm) draws the cell's background exactly but may stop a glyph a pixel short of the
/// cell's top: `▀` then left a light seam across dark rows, and a QR code cut by seams did not
/// scan (checked with ZBar on xterm screenshots); with `▄` and spaces the seams are gone.
///
/// It draws the image as given, from the rect's top-left corner, clipped to the rect and the
/// canvas; fitting is the caller's job (`ScreenImage.fitted(columns:rows:)`), done once per
/// resize rather than every frame. An odd last pixel row is paired with black.
public struct ImageView: Sendable {
    public var image: PixelImage

    public init(image: PixelImage) { self.image = image }

    /// The glyph of every image cell.
    public static let halfBlock = "▄"

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let columns = min(area.maxX, rect.x + image.width) - area.x
        let rows = min(area.maxY, rect.y + (image.height + 1) / 2) - area.y
        guard columns > 0, rows > 0 else { return }
        // The two glyphs encoded once, not once a cell: the picture is every cell of the first frame.
        let halfBlock = GlyphBytes(Self.halfBlock)
        let space = GlyphBytes(" ")
        let canvasWidth = canvas.width
        let imageWidth = image.width
        let imageHeight = image.height
        // Rows written in place, the pixels read from their bytes: through the canvas's and the
        // image's subscripts the first frame's picture cost ~200 instructions a cell (issue 25).
        // Inside the area every cell is overwritten, so `Canvas.set`'s repair of a wide glyph cut
        // in half can only matter at the area's two edges, where it is done here.
        image.rgb.withUnsafeBufferPointer { rgb in
            canvas.withCells(inRows: area.y..<(area.y + rows)) { cells in
                for row in 0..<rows {
                    let first = row * canvasWidth + area.x
                    let last = first + columns - 1
                    if cells[first].isContinuation, area.x > 0 {
                        cells[first - 1] = .blank(
                            foreground: cells[first - 1].foreground, background: cells[first - 1].background)
                    }
                    if cells[last].width == 2, area.x + columns < canvasWidth {
                        cells[last + 1] = .blank(
                            foreground: cells[last + 1].foreground, background: cells[last + 1].background)
                    }
                    let upper = (area.y + row - rect.y) * 2
                    let hasLower = upper + 1 < imageHeight
                    var top = (upper * imageWidth + area.x - rect.x) * 3
                    for column in 0..<columns {
                        let topColour = RGBColor(red: rgb[top], green: rgb[top + 1], blue: rgb[top + 2])
                        let below = top + imageWidth * 3
                        let lowerColour =
                            hasLower
                            ? RGBColor(red: rgb[below], green: rgb[below + 1], blue: rgb[below + 2]) : .black
                        cells[first + column] = Cell(
                            glyph: topColour == lowerColour ? space : halfBlock, foreground: lowerColour,
                            background: topColour, attributes: [])
                        top += 3
                    }
                }
            }
        }
    }

    /// Draws a picture of two shades (a QR code: black and white pixels) on a terminal without
    /// colours, in the terminal's own foreground and background, which stand for the picture's
    /// dark and light pixels as `inkIsDark` says (the foreground darker: xterm's black on white;
    /// else the paler one, as on the Linux console). A cell is a space, reversed where both its
    /// pixels are the foreground, or `▄` with its lower pixel the foreground, reversed where the
    /// upper one is: as in colour, no `▀` and so no seams. `style` gives the colours the canvas
    /// keeps (a terminal without colours does not show them) and the other attributes.
    public func drawInTerminalShades(
        in rect: Rect, on canvas: inout Canvas, style: CellStyle, inkIsDark: Bool
    ) {
        let area = rect.intersection(canvas.bounds)
        let columns = min(area.maxX, rect.x + image.width) - area.x
        let rows = min(area.maxY, rect.y + (image.height + 1) / 2) - area.y
        guard columns > 0, rows > 0 else { return }
        func isForeground(_ x: Int, _ y: Int) -> Bool {
            // Past the last row is the paper, as the quiet zone around a code is.
            guard y < image.height else { return false }
            let pixel = image[x, y]
            let isDark = Int(pixel.red) * 299 + Int(pixel.green) * 587 + Int(pixel.blue) * 114 < 128_000
            return isDark == inkIsDark
        }
        for row in 0..<rows {
            let upperY = (area.y + row - rect.y) * 2
            for column in 0..<columns {
                let x = area.x + column - rect.x
                let (upper, lower) = (isForeground(x, upperY), isForeground(x, upperY + 1))
                var attributes = style.attributes
                if upper { attributes.insert(.reverse) }
                canvas.set(
                    Cell(
                        grapheme: upper == lower ? " " : Self.halfBlock, foreground: style.foreground,
                        background: style.background, attributes: attributes),
                    x: area.x + column, y: area.y + row)
            }
        }
    }

    /// The calm palette pictures are drawn in on 8 and 16 colours, dark to light: a blue
    /// print reads as a picture where the nearest of eight garish colours (magenta skies, red
    /// hills) does not.
    public static let eightColourInks: [RGBColor] = [
        Theme.ANSI.black, Theme.ANSI.blue, Theme.ANSI.cyan, Theme.ANSI.white,
    ]

    /// `image` with every pixel replaced by one of `inks` (ordered dark to light) by its OKLab
    /// lightness, with a 4×4 Bayer ordered dither between the two inks around it, so gradients
    /// become even patterns rather than bands or noise (and stay still frame to frame).
    public static func dithered(_ image: PixelImage, inks: [RGBColor] = eightColourInks) -> PixelImage {
        let levels = inks.map { OKLab($0).l }
        guard levels.count > 1 else { return image }
        return PixelImage(width: image.width, height: image.height) { x, y in
            let l = min(max(OKLab(image[x, y]).l, levels[0]), levels[levels.count - 1])
            var upper = 1
            while upper < levels.count - 1, l > levels[upper] { upper += 1 }
            let span = levels[upper] - levels[upper - 1]
            let position = span > 0 ? (l - levels[upper - 1]) / span : 0
            let threshold = (Double(bayer[(y % 4) * 4 + x % 4]) + 0.5) / 16
            return position > threshold ? inks[upper] : inks[upper - 1]
        }
    }

    private static let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
}
