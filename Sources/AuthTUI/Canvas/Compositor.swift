import AuthNavigation

/// Stacks layers over a host canvas inside a host region: the one place colours are blended.
///
/// Nothing outside the host region changes (except the outer half of a wide glyph cut by the
/// region edge, which becomes a blank keeping its colours, since a terminal cannot draw half a
/// glyph). On a terminal without colour, blending cannot show, so a full overlay blanks the
/// glyphs it covers instead, a partial one adds `dim`, and shadows are left out. On 256 and 8
/// colours, blends are matched to the palette in OKLab (`ColorTier.blend`), so a fade's frames
/// never swing through other hues on their way.
///
/// A panel fades through its own colour (`PanelLayer.base`): in the first half of its fade what
/// it covers sinks into that colour, glyphs with their boxes; in the second its own boxes and
/// glyphs rise out of it together. So no box ever stands without its text, a sheet's letters
/// never arrive before the sheet, and at any moment the text on screen is one state's or the
/// other's, never a mix.
public struct Compositor: Hashable, Sendable {
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
        // The host's storage is copied only when a layer writes to it (none: it comes back as is).
        var output = host
        apply(layers, to: &output, in: region)
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
        apply(layers, to: &output, in: region)
    }

    /// Applies `layers` inside `region` to `output` as it is (`compose` without the copy).
    func apply(_ layers: [Layer], to output: inout Canvas, in region: Rect) {
        let area = region.intersection(output.bounds)
        guard !area.isEmpty else { return }
        // What an opaque panel covering the whole canvas hides is never seen: start from it.
        var first = layers.startIndex
        if let cover = layers.lastIndex(where: { covers($0, everythingOf: output, area: area) }),
            case .panel(let panel) = layers[cover]
        {
            output = panel.content
            output.blankGlyphsCutAtSides()
            first = cover + 1
        }
        for layer in layers[first...] {
            switch layer {
            case .overlay(let overlay): apply(overlay, to: &output, in: area)
            case .panel(let panel): apply(panel, to: &output, in: area)
            }
        }
    }

    /// The cells of a canvas of `bounds` that applying `layers` inside `region` may change: each
    /// panel's frame and shadow, each overlay's region, one column wider on either side (the
    /// other half of a wide glyph cut by an edge becomes a blank). Outside them every cell stays.
    func reach(of layers: [Layer], in region: Rect, bounds: Rect) -> [Rect] {
        let area = region.intersection(bounds)
        guard !area.isEmpty else { return [] }
        func widened(_ rect: Rect) -> Rect {
            Rect(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height).intersection(bounds)
        }
        var rects: [Rect] = []
        for layer in layers {
            switch layer {
            case .overlay: rects.append(widened(area))
            case .panel(let panel):
                let frame = panel.frame
                rects.append(widened(frame.intersection(area)))
                if let shadow = panel.shadow {
                    let right = Rect(
                        x: frame.maxX, y: frame.y + shadow.offsetY, width: shadow.offsetX,
                        height: frame.height)
                    let below = Rect(
                        x: frame.x + shadow.offsetX, y: frame.maxY, width: frame.width - shadow.offsetX,
                        height: shadow.offsetY)
                    rects += [right, below].map { widened($0.intersection(area)) }
                }
            }
        }
        return rects.filter { !$0.isEmpty }
    }

    /// Whether `layer` is a panel drawn as it is (fully opaque, or on a terminal without colour)
    /// over every cell of `canvas`: then the canvas after it is the panel's content, whatever was
    /// under it.
    private func covers(_ layer: Layer, everythingOf canvas: Canvas, area: Rect) -> Bool {
        guard case .panel(let panel) = layer, area == canvas.bounds, panel.x == 0, panel.y == 0,
            panel.content.width == canvas.width, panel.content.height == canvas.height
        else { return false }
        let amount = weight(panel.opacity)
        return amount >= 256 || (colourless && amount > 0)
    }

    /// The colour `opacity` of the way from `base` to `top`, as the compositor computes it in
    /// direct colour (on 256 and 8 colours it uses `ColorTier.blend`, which aims at this colour).
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
                    let index = y * canvas.width + x
                    // A picture's pixels in one colour would be stripes: they take the backdrop's
                    // colour and the picture recedes.
                    canvas.cells[index].foreground =
                        Self.isPicturePixel(canvas.cells[index]) ? flat.background : flat.foreground
                    canvas.cells[index].background = flat.background
                    canvas.cells[index].attributes = flat.attributes
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
                guard shadow.isFlat else {
                    tint(&canvas, in: visible, toward: shadow.color, weight: shade)
                    continue
                }
                for y in visible.y..<visible.maxY {
                    for x in visible.x..<visible.maxX {
                        let index = y * canvas.width + x
                        let cell = canvas.cells[index]
                        canvas.cells[index].background = blend(cell.background, shadow.color, amount)
                        canvas.cells[index].foreground = blend(
                            cell.foreground, shadow.color, Self.isPicturePixel(cell) ? amount : shade)
                    }
                }
            }
        }
        let visible = frame.intersection(area)
        guard !visible.isEmpty else { return }
        if amount >= 256 || colourless {
            canvas.blit(panel.content, x: panel.x, y: panel.y, clip: visible)
            return
        }
        let base = panel.base
        if amount < 128 {
            // First half: what the panel covers sinks, glyphs and boxes together, into its colour.
            let sink = amount * 2
            for y in visible.y..<visible.maxY {
                for x in visible.x..<visible.maxX {
                    let index = y * canvas.width + x
                    canvas.cells[index].foreground = blend(canvas.cells[index].foreground, base, sink)
                    canvas.cells[index].background = blend(canvas.cells[index].background, base, sink)
                }
            }
            return
        }
        // Second half: the panel's boxes and glyphs rise out of its colour together.
        let rise = amount * 2 - 256
        canvas.blit(panel.content, x: panel.x, y: panel.y, clip: visible)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let index = y * canvas.width + x
                canvas.cells[index].foreground = blend(base, canvas.cells[index].foreground, rise)
                canvas.cells[index].background = blend(base, canvas.cells[index].background, rise)
            }
        }
    }

    /// Whether `cell` holds a block glyph (`▄`, `█`, ...): a picture's pixels, not text.
    static func isPicturePixel(_ cell: Cell) -> Bool {
        cell.grapheme.unicodeScalars.first.map { (0x2580...0x259F).contains($0.value) } ?? false
    }

    /// `weight`/256 of the way from `base` to `top`: in OKLab on the palette on 256 and 8
    /// colours, in sRGB otherwise.
    private func blend(_ base: RGBColor, _ top: RGBColor, _ weight: Int) -> RGBColor {
        switch tier {
        case .ansi256, .ansi8: tier.blend(base, toward: top, amount: Double(weight) / 256)
        case .direct, .monochrome: Self.mix(base, top, weight: weight)
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
                    canvas.withCells(inRows: area.y..<area.maxY) { cells in
                        for y in 0..<area.height {
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
        // Sized for the area (a shadow's strip has a few dozen colours, a picture thousands).
        var memo = ColourMemo(capacity: min(1024, 2 * area.width * area.height))
        let amount = Double(weight) / 256
        let tier = tier
        func tinted(_ colour: RGBColor, _ last: inout (colour: RGBColor, answer: RGBColor)?) -> RGBColor {
            if let last, last.colour == colour { return last.answer }
            let answer = memo.answer(for: ColourMemo.key(colour)) {
                tier.blend(colour, toward: color, amount: amount)
            }
            last = (colour, answer)
            return answer
        }
        // Neighbouring cells mostly share colours: the last answer for each skips the dictionary.
        var lastForeground: (colour: RGBColor, answer: RGBColor)?
        var lastBackground: (colour: RGBColor, answer: RGBColor)?
        let width = canvas.width
        canvas.withCells(inRows: area.y..<area.maxY) { cells in
            for y in 0..<area.height {
                for index in (y * width + area.x)..<(y * width + area.maxX) {
                    cells[index].foreground = tinted(cells[index].foreground, &lastForeground)
                    cells[index].background = tinted(cells[index].background, &lastBackground)
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
