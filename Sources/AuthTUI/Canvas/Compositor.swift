import AuthDomain

/// Stacks layers over a host canvas inside a host region: the one place colours are blended.
///
/// Nothing outside the host region changes (except the outer half of a wide glyph cut by the
/// region edge, which becomes a blank keeping its colours, since a terminal cannot draw half a
/// glyph). On a terminal without colour, blending cannot show, so a full overlay blanks the
/// glyphs it covers instead, a partial one adds `dim`, and shadows are left out. On 256 and 8
/// colours, blends are done in OKLab and land on the palette (`ColorTier.blend`), so a fade's
/// frames never swing through other hues on their way.
///
/// A panel fading over a cell shows one glyph: the panel's, or, where the panel's cell is blank
/// (or it is less than half in), the covered one. Either glyph fades with its cell's colours, so
/// a host label's box never stands without its text and a sheet's letters never arrive before it.
public struct Compositor: Sendable {
    /// Set when the terminal shows no colour (`NO_COLOR`, vt100).
    public var colourless: Bool
    /// The terminal's colours: how blends are computed and matched to what it can show.
    public var tier: ColorTier

    public init(colourless: Bool = false, tier: ColorTier = .direct) {
        self.colourless = colourless
        self.tier = tier
    }

    /// The host with `layers` applied inside `region`.
    public func compose(host: Canvas, region: Rect, layers: [Layer]) -> Canvas {
        var output = host
        compose(host: host, region: region, layers: layers, into: &output)
        return output
    }

    /// As `compose(host:region:layers:)`, reusing `output`'s storage from the previous frame.
    public func compose(host: Canvas, region: Rect, layers: [Layer], into output: inout Canvas) {
        if output.width == host.width, output.height == host.height {
            // Cells are plain data: this is one memory copy into last frame's storage.
            output.cells.withUnsafeMutableBufferPointer { target in
                host.cells.withUnsafeBufferPointer { source in
                    _ = target.update(fromContentsOf: source)
                }
            }
        } else {
            output = host
        }
        let area = region.intersection(host.bounds)
        guard !area.isEmpty else { return }
        for layer in layers {
            switch layer {
            case .overlay(let overlay): apply(overlay, to: &output, in: area)
            case .panel(let panel): apply(panel, to: &output, in: area)
            }
        }
    }

    /// The colour `opacity` of the way from `base` to `top`, as the compositor computes it (the
    /// fade uses this to know which frames would look the same).
    public static func blend(_ base: RGBColor, toward top: RGBColor, opacity: Double) -> RGBColor {
        mix(base, top, weight: weight(opacity))
    }

    private func apply(_ overlay: Overlay, to canvas: inout Canvas, in area: Rect) {
        let amount = weight(overlay.opacity)
        guard amount > 0 else { return }
        canvas.splitWideGlyphs(atEdgesOf: area)
        if colourless {
            recolourColourless(&canvas, in: area, full: amount >= 256)
            return
        }
        if let flat = overlay.flat {
            // Too few colours to blend: the covered cells take one muted pair once it is half on.
            guard amount >= 128 else { return }
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    canvas.cells[y * canvas.width + x].foreground = flat.foreground
                    canvas.cells[y * canvas.width + x].background = flat.background
                    canvas.cells[y * canvas.width + x].attributes = flat.attributes
                }
            }
            return
        }
        tint(&canvas, in: area, toward: overlay.color, weight: amount)
    }

    private func apply(_ panel: PanelLayer, to canvas: inout Canvas, in area: Rect) {
        let amount = weight(panel.opacity)
        guard amount > 0 else { return }
        let frame = panel.frame
        if let shadow = panel.shadow, !colourless {
            let shade = weight(shadow.opacity) * amount / 256
            let right = Rect(
                x: frame.maxX, y: frame.y + shadow.offsetY, width: shadow.offsetX, height: frame.height)
            let below = Rect(
                x: frame.x + shadow.offsetX, y: frame.maxY, width: frame.width - shadow.offsetX,
                height: shadow.offsetY)
            for strip in [right, below] {
                let visible = strip.intersection(area)
                guard !visible.isEmpty, shade > 0 else { continue }
                canvas.splitWideGlyphs(atEdgesOf: visible)
                tint(&canvas, in: visible, toward: shadow.color, weight: shade)
            }
        }
        let visible = frame.intersection(area)
        guard !visible.isEmpty else { return }
        if amount >= 256 || colourless {
            canvas.blit(panel.content, x: panel.x, y: panel.y, clip: visible)
            return
        }
        // Fading in: each cell moves from the cell it covers to the panel's, one glyph at a time.
        var under: [Cell] = []
        under.reserveCapacity(visible.width * visible.height)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX { under.append(canvas.cells[y * canvas.width + x]) }
        }
        canvas.blit(panel.content, x: panel.x, y: panel.y, clip: visible)
        let opacity = Double(amount) / 256
        var next = 0
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let index = y * canvas.width + x
                let below = under[next]
                next += 1
                let top = canvas.cells[index]
                var cell = top
                cell.background = blend(below.background, toward: top.background, opacity)
                if Self.keepsCoveredGlyph(below: below, top: top, opacity: opacity) {
                    // The covered glyph sinks into the panel's colour with its box.
                    cell.grapheme = below.grapheme
                    cell.attributes = below.attributes
                    cell.foreground = blend(below.foreground, toward: top.background, opacity)
                } else {
                    // The panel's glyph rises out of what it covers.
                    cell.foreground = blend(below.background, toward: top.foreground, opacity)
                }
                canvas.cells[index] = cell
            }
        }
    }

    /// Whether a cell `opacity` of the way from `below` to `top` shows `below`'s glyph: when the
    /// panel has nothing to draw there, or is less than half in. Wide glyphs are left to the panel
    /// (half of one cannot be kept).
    static func keepsCoveredGlyph(below: Cell, top: Cell, opacity: Double) -> Bool {
        guard below.width == 1, top.width == 1, below.grapheme != " " else { return false }
        return top.grapheme == " " || opacity < 0.5
    }

    private func blend(_ base: RGBColor, toward top: RGBColor, _ opacity: Double) -> RGBColor {
        switch tier {
        case .ansi256, .ansi8: tier.blend(base, toward: top, amount: opacity)
        case .direct, .monochrome: Self.mix(base, top, weight: Self.weight(opacity))
        }
    }

    private func tint(_ canvas: inout Canvas, in area: Rect, toward color: RGBColor, weight: Int) {
        if tier == .ansi256 || tier == .ansi8 {
            tintOnPalette(&canvas, in: area, toward: color, weight: weight)
            return
        }
        // One lookup table per channel: 768 blends once instead of six per cell.
        let red = Self.table(toward: color.red, weight: weight)
        let green = Self.table(toward: color.green, weight: weight)
        let blue = Self.table(toward: color.blue, weight: weight)
        let width = canvas.width
        red.withUnsafeBufferPointer { red in
            green.withUnsafeBufferPointer { green in
                blue.withUnsafeBufferPointer { blue in
                    canvas.cells.withUnsafeMutableBufferPointer { cells in
                        for y in area.y..<area.maxY {
                            let row = y * width
                            for index in (row + area.x)..<(row + area.maxX) {
                                let cell = cells[index]
                                cells[index].foreground = RGBColor(
                                    red: red[Int(cell.foreground.red)],
                                    green: green[Int(cell.foreground.green)],
                                    blue: blue[Int(cell.foreground.blue)])
                                cells[index].background = RGBColor(
                                    red: red[Int(cell.background.red)],
                                    green: green[Int(cell.background.green)],
                                    blue: blue[Int(cell.background.blue)])
                            }
                        }
                    }
                }
            }
        }
    }

    private func tintOnPalette(_ canvas: inout Canvas, in area: Rect, toward color: RGBColor, weight: Int) {
        var memo: [RGBColor: RGBColor] = [:]
        let amount = Double(weight) / 256
        func tinted(_ colour: RGBColor) -> RGBColor {
            if let known = memo[colour] { return known }
            let answer = tier.blend(colour, toward: color, amount: amount)
            memo[colour] = answer
            return answer
        }
        for y in area.y..<area.maxY {
            for index in (y * canvas.width + area.x)..<(y * canvas.width + area.maxX) {
                canvas.cells[index].foreground = tinted(canvas.cells[index].foreground)
                canvas.cells[index].background = tinted(canvas.cells[index].background)
            }
        }
    }

    private static func table(toward target: UInt8, weight: Int) -> [UInt8] {
        (0...255).map { base in
            UInt8(truncatingIfNeeded: (base * (256 - weight) + Int(target) * weight + 128) >> 8)
        }
    }

    private func recolourColourless(_ canvas: inout Canvas, in area: Rect, full: Bool) {
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let index = y * canvas.width + x
                if full {
                    canvas.cells[index] = Cell.blank(
                        foreground: canvas.cells[index].foreground, background: canvas.cells[index].background
                    )
                } else {
                    canvas.cells[index].attributes.insert(.dim)
                }
            }
        }
    }

    /// Opacity as a 0…256 fixed-point weight, so blending is integer arithmetic per channel.
    private func weight(_ opacity: Double) -> Int { Self.weight(opacity) }

    private static func weight(_ opacity: Double) -> Int {
        guard opacity.isFinite else { return 0 }
        return Int((min(max(opacity, 0), 1) * 256).rounded())
    }

    @inline(__always)
    private static func mix(_ base: RGBColor, _ top: RGBColor, weight: Int) -> RGBColor {
        @inline(__always) func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: Int(a) + (((Int(b) - Int(a)) * weight + 128) >> 8))
        }
        return RGBColor(
            red: channel(base.red, top.red), green: channel(base.green, top.green),
            blue: channel(base.blue, top.blue))
    }
}
