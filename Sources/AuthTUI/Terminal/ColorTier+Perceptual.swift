import AuthNavigation
import Synchronization

/// Palette matching and fades in OKLab, for the tiers with a fixed palette (256 and 8 colours).
///
/// The 256-colour cube has no entry of most hues at most lightness levels, so the entry nearest
/// to each frame of a fade can swing from olive to mauve to tan between neighbouring frames. A
/// fade here instead walks the palette between the two colours the terminal shows at its ends:
/// every frame is a palette entry near that line, of the ends' hue or a grey, as near as it can
/// be to what direct colour shows (the tests walk every theme colour to check that lightness
/// moves one way only).
extension ColorTier {
    /// Most of a cube entry's hue before it counts as another colour (greys are always allowed).
    static let hueTolerance = 20.0
    /// Below this chroma a colour reads as a grey.
    static let greyChroma = 0.03
    /// How much being off the line between the ends costs against being at the wrong point on it.
    static let offLineWeight = 3.0

    /// The palette entries this tier picks from, with their OKLab values: the cube and greys on
    /// 256 colours (16–255), the eight ANSI colours on 8.
    var perceptualPalette: [PaletteEntry] {
        switch self {
        case .ansi256: ColorTier.palette256
        case .ansi8: ColorTier.palette8
        case .monochrome, .direct: []
        }
    }

    /// One colour of a palette with what matching needs of it, computed once.
    struct PaletteEntry: Sendable {
        var index: Int
        var color: RGBColor
        var lab: OKLab
        /// Its hue in degrees, or nil for a grey.
        var hue: Double?

        init(index: Int, color: RGBColor) {
            self.index = index
            self.color = color
            lab = OKLab(color)
            hue = lab.chroma >= ColorTier.greyChroma ? lab.hue : nil
        }
    }

    private static let palette256: [PaletteEntry] = (16...255).map { index in
        PaletteEntry(index: index, color: ColorTier.ansi256.displayedColor(forPaletteIndex: index))
    }

    private static let palette8: [PaletteEntry] = (0...7).map { index in
        PaletteEntry(index: index, color: ansiColors[index])
    }

    /// The entry of `perceptualPalette` nearest to `color` in OKLab.
    func nearestPerceptual(_ color: RGBColor) -> Int {
        let lab = OKLab(color)
        var best = 0
        var bestDistance = Double.infinity
        for entry in perceptualPalette {
            let distance = entry.lab.distance(to: lab)
            if distance < bestDistance {
                best = entry.index
                bestDistance = distance
            }
        }
        return best
    }

    /// The colour shown `amount` of the way from `start` to `end`: the palette entry nearest in
    /// OKLab to the sRGB blend (what direct colour shows) among those of the ends' hue or grey,
    /// weighed by how far it lies off the OKLab line between the ends as this tier shows them.
    /// Other tiers blend in sRGB.
    public func blend(_ start: RGBColor, toward end: RGBColor, amount: Double) -> RGBColor {
        let amount = min(max(amount.isFinite ? amount : 0, 0), 1)
        guard self == .ansi256 || self == .ansi8 else {
            return start.blended(toward: end, amount: amount)
        }
        // 64 steps are finer than any fade's frames; the table of answers stays small.
        let step = UInt8((amount * 64).rounded())
        // start, end, step and tier packed: 24 + 24 + 7 + 1 bits.
        let key =
            ColourMemo.key(start) & 0xFF_FFFF | (ColourMemo.key(end) & 0xFF_FFFF) << 24 | UInt64(step) << 48
            | (self == .ansi8 ? 1 << 55 : 0) | 1 << 63
        return ColorTier.blendMemo.withLock { memo in
            if memo.count > 1 << 16 { memo.removeAll() }
            return memo.answer(for: key) { computeBlend(start, end, amount: Double(step) / 64) }
        }
    }

    /// The palette entry the terminal shows for `color` (the entry of its `quantised` colour,
    /// whose OKLab values are computed once); only on 256 and 8 colours.
    private func shownEntry(_ color: RGBColor) -> PaletteEntry {
        switch self {
        case .ansi8: ColorTier.palette8[ColorTier.nearestANSI(color)]
        default: ColorTier.palette256[ColorTier.nearest256(color) - 16]
        }
    }

    private func computeBlend(_ start: RGBColor, _ end: RGBColor, amount: Double) -> RGBColor {
        let fromEntry = shownEntry(start)
        let toEntry = shownEntry(end)
        let from = fromEntry.color
        let to = toEntry.color
        if amount <= 0 || from == to { return from }
        if amount >= 1 { return to }
        let a = fromEntry.lab
        let b = toEntry.lab
        // The colour to approach is the one direct colour shows, so a scrim is as dark on every
        // tier; the walk only decides which palette entries may stand in for it.
        let target = OKLab(start.blended(toward: end, amount: amount))
        let direction = (b.l - a.l, b.a - a.a, b.b - a.b)
        let length = direction.0 * direction.0 + direction.1 * direction.1 + direction.2 * direction.2
        // The ends' hues (nil for a grey end): an entry of another hue may not stand in.
        let (hueA, hueB) = (fromEntry.hue, toEntry.hue)
        func isOfTheEndsHue(_ hue: Double) -> Bool {
            hueA.map { OKLab.hueDifference($0, hue) <= ColorTier.hueTolerance } == true
                || hueB.map { OKLab.hueDifference($0, hue) <= ColorTier.hueTolerance } == true
        }
        var best = from
        var bestScore = Double.infinity
        func consider(_ entry: PaletteEntry) {
            let lab = entry.lab
            if let hue = entry.hue, !isOfTheEndsHue(hue) { return }
            let along =
                ((lab.l - a.l) * direction.0 + (lab.a - a.a) * direction.1 + (lab.b - a.b) * direction.2)
                / length
            let clamped = min(max(along, 0), 1)
            let onLine = OKLab(
                l: a.l + direction.0 * clamped, a: a.a + direction.1 * clamped, b: a.b + direction.2 * clamped
            )
            let score = lab.distance(to: target) + ColorTier.offLineWeight * lab.distance(to: onLine)
            if score < bestScore {
                best = entry.color
                bestScore = score
            }
        }
        // Outward from the target's lightness: the score is at least the lightness difference
        // squared, so the walk stops once that alone is worse than the best found.
        let palette = paletteByLightness
        var upper = palette.partitioningIndex { $0.lab.l >= target.l }
        var lower = upper - 1
        while lower >= 0 || upper < palette.count {
            let below = lower >= 0 ? target.l - palette[lower].lab.l : .infinity
            let above = upper < palette.count ? palette[upper].lab.l - target.l : .infinity
            let nearer = min(below, above)
            if nearer * nearer >= bestScore { break }
            if below <= above {
                consider(palette[lower])
                lower -= 1
            } else {
                consider(palette[upper])
                upper += 1
            }
        }
        return best
    }

    /// `perceptualPalette` ordered by OKLab lightness.
    private var paletteByLightness: [PaletteEntry] {
        switch self {
        case .ansi256: ColorTier.palette256ByLightness
        case .ansi8: ColorTier.palette8ByLightness
        case .monochrome, .direct: []
        }
    }

    private static let palette256ByLightness = palette256.sorted { $0.lab.l < $1.lab.l }
    private static let palette8ByLightness = palette8.sorted { $0.lab.l < $1.lab.l }

    private static let blendMemo = Mutex(ColourMemo())
}

extension Array {
    /// The first index whose element satisfies `belongs` (which must be false, then true, along
    /// the array): a binary search.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
