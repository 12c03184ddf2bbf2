import AuthDomain

/// Stacks layers over a host canvas inside a host region: the one place colours are blended.
///
/// Nothing outside the host region changes (except the outer half of a wide glyph cut by the
/// region edge, which becomes a blank keeping its colours, since a terminal cannot draw half a
/// glyph). On a terminal without colour, blending cannot show, so a full overlay blanks the
/// glyphs it covers instead, a partial one adds `dim`, and shadows are left out.
public struct Compositor: Sendable {
    /// Set when the terminal shows no colour (`NO_COLOR`, vt100).
    public var colourless: Bool

    public init(colourless: Bool = false) {
        self.colourless = colourless
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
        // Fading in: start each cell's colours from the background it covers.
        var under: [RGBColor] = []
        under.reserveCapacity(visible.width * visible.height)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX { under.append(canvas.cells[y * canvas.width + x].background) }
        }
        canvas.blit(panel.content, x: panel.x, y: panel.y, clip: visible)
        var next = 0
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let index = y * canvas.width + x
                let base = under[next]
                next += 1
                canvas.cells[index].foreground = Self.mix(
                    base, canvas.cells[index].foreground, weight: amount)
                canvas.cells[index].background = Self.mix(
                    base, canvas.cells[index].background, weight: amount)
            }
        }
    }

    private func tint(_ canvas: inout Canvas, in area: Rect, toward color: RGBColor, weight: Int) {
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
