import AuthDomain
import AuthTUI

/// A canvas as an SVG picture: each cell's background as a rectangle and its glyph in its colours,
/// on a fixed monospace grid, exactly the cells the terminal would be sent (reverse and dim applied
/// as a terminal applies them). Runs of equal cells are merged, so the file stays small and stable.
enum CanvasSVG {
    static let cellWidth = 9
    static let cellHeight = 18

    static func render(_ canvas: Canvas, title: String) -> String {
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(canvas.width * cellWidth)" \
            height="\(canvas.height * cellHeight)" font-family="DejaVu Sans Mono, monospace" font-size="15">
            <title>\(escape(title))</title>

            """
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let background = colours(canvas[x, y]).background
                var end = x + 1
                while end < canvas.width, colours(canvas[end, y]).background == background { end += 1 }
                out +=
                    "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" "
                out += "height=\"\(cellHeight)\" fill=\"\(hex(background))\"/>\n"
                x = end
            }
        }
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                guard cell.width > 0, cell.grapheme != " " else {
                    x += 1
                    continue
                }
                let foreground = colours(cell).foreground
                var text = cell.grapheme
                var end = x + Int(cell.width)
                // A run of narrow glyphs in one colour is one text element; blanks may join it.
                while cell.width == 1, end < canvas.width {
                    let next = canvas[end, y]
                    guard next.width == 1, next.attributes == cell.attributes,
                        next.grapheme == " " || colours(next).foreground == foreground
                    else { break }
                    text += next.grapheme
                    end += 1
                }
                while text.hasSuffix(" ") {
                    text.removeLast()
                    end -= 1
                }
                let weight = cell.attributes.contains(.bold) ? " font-weight=\"bold\"" : ""
                let underline = cell.attributes.contains(.underline) ? " text-decoration=\"underline\"" : ""
                out += "<text x=\"\(x * cellWidth)\" y=\"\(y * cellHeight + 14)\" fill=\"\(hex(foreground))\""
                out += "\(weight)\(underline) xml:space=\"preserve\" textLength=\"\((end - x) * cellWidth)\">"
                out += escape(text) + "</text>\n"
                x = max(end, x + 1)
            }
        }
        return out + "</svg>\n"
    }

    /// The colours a terminal shows for `cell`: reverse swaps them, dim halves the foreground's
    /// distance from the background.
    private static func colours(_ cell: Cell) -> (foreground: RGBColor, background: RGBColor) {
        var (foreground, background) = (cell.foreground, cell.background)
        if cell.attributes.contains(.reverse) { swap(&foreground, &background) }
        if cell.attributes.contains(.dim) {
            foreground = Compositor.blend(foreground, toward: background, opacity: 0.5)
        }
        return (foreground, background)
    }

    private static func hex(_ color: RGBColor) -> String {
        let digits = String(color.hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
