import AuthDomain
import AuthTUI

/// The host screen under the showcase's overlays: a title bar, the live list of layers the
/// compositor is stacking, the theme's roles as swatches, and a colour spectrum.
///
/// It is drawn in many colours on purpose: a scrim or a cover only shows what it does over
/// something to dim. Layout is a function of the body rect alone; sections that do not fit are
/// cut, never squeezed.
enum ShowcaseHost {
    static let title = "authtui showcase"
    static let layersHeading = "Layers, bottom to top"
    static let rolesHeading = "Theme roles"
    static let spectrumText = "an overlay recolours, it never erases: every glyph stays in place "

    static func render(into canvas: inout Canvas, body: Rect, layerCaptions: [String], theme: Theme) {
        guard !body.isEmpty else { return }
        let plain = theme.onBackground
        canvas.fill(body, style: plain[.background])
        drawTitleBar(into: &canvas, body: body, theme: theme)

        let spectrumRows = body.height >= 10 ? 2 : 0
        let columnsTop = body.y + 2
        let columnsBottom = body.maxY - spectrumRows - (spectrumRows > 0 ? 1 : 0)
        let gutter = 2
        let leftWidth = (body.width - 2 - gutter) / 2
        let left = Rect(
            x: body.x + 1, y: columnsTop, width: leftWidth, height: max(0, columnsBottom - columnsTop))
        let right = Rect(
            x: left.maxX + gutter, y: columnsTop, width: max(0, body.maxX - 1 - left.maxX - gutter),
            height: left.height)

        var rows = [(layersHeading, plain[.title])]
        for (index, caption) in layerCaptions.enumerated() {
            rows.append(("\(index + 1) \(caption)", plain[.text]))
        }
        for (offset, row) in rows.prefix(left.height).enumerated() {
            canvas.draw(row.0, x: left.x, y: left.y + offset, style: row.1, clip: left)
        }
        drawRoles(into: &canvas, in: right, theme: theme)
        if spectrumRows > 0 {
            drawSpectrum(into: &canvas, in: Rect(x: body.x, y: body.maxY - 2, width: body.width, height: 2))
        }
    }

    private static func drawTitleBar(into canvas: inout Canvas, body: Rect, theme: Theme) {
        let bar = CellStyle(
            foreground: theme[.background].background, background: theme[.title].foreground, attributes: .bold
        )
        let row = Rect(x: body.x, y: body.y, width: body.width, height: 1)
        canvas.fill(row, style: bar)
        canvas.draw(" " + title, x: body.x, y: body.y, style: bar, clip: row)
        let note = "host screen "
        let noteWidth = DisplayWidth.of(note)
        if body.width >= DisplayWidth.of(title) + noteWidth + 3 {
            canvas.draw(note, x: body.maxX - noteWidth, y: body.y, style: bar, clip: row)
        }
    }

    /// One row per theme role: a sample in the role's own style, then the role's name.
    private static func drawRoles(into canvas: inout Canvas, in area: Rect, theme: Theme) {
        guard area.height > 0 else { return }
        canvas.draw(rolesHeading, x: area.x, y: area.y, style: theme.onBackground[.title], clip: area)
        for (offset, role) in Theme.Role.allCases.prefix(area.height - 1).enumerated() {
            let y = area.y + 1 + offset
            let width = canvas.draw(" Aa ", x: area.x, y: y, style: theme[role], clip: area)
            canvas.draw(
                " \(role)", x: area.x + width, y: y, style: theme.onBackground[.dimText], clip: area)
        }
    }

    /// A hue sweep with text on it, and a grey ramp under it.
    private static func drawSpectrum(into canvas: inout Canvas, in area: Rect) {
        let text = Array(spectrumText)
        for column in 0..<area.width {
            let hue = Double(column) / Double(max(1, area.width)) * 360
            let background = colour(hue: hue, saturation: 0.55, value: 0.85)
            let glyph = String(text[column % text.count])
            canvas.set(
                CellStyle(foreground: .black, background: background).cell(glyph), x: area.x + column,
                y: area.y)
            let level = UInt8(column * 255 / max(1, area.width - 1))
            let grey = RGBColor(red: level, green: level, blue: level)
            canvas.set(
                CellStyle(foreground: .black, background: grey).cell(" "), x: area.x + column, y: area.y + 1)
        }
    }

    /// HSV to RGB; `hue` in degrees, the others in 0…1.
    static func colour(hue: Double, saturation: Double, value: Double) -> RGBColor {
        let chroma = value * saturation
        let sector = (hue / 60).truncatingRemainder(dividingBy: 6)
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let lift = value - chroma
        func byte(_ channel: Double) -> UInt8 { UInt8(max(0, min(255, ((channel + lift) * 255).rounded()))) }
        return RGBColor(red: byte(r), green: byte(g), blue: byte(b))
    }
}
