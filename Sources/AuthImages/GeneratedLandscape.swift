import AuthNavigation
import Glibc

/// The default Start-screen picture, painted without any network: a sky gradient with a sun or
/// moon, and hazy hill ridges one behind the other.
///
/// Everything is a function of the seed and of positions relative to the image size, so the
/// same seed gives the same scene at any size: a resize repaints it instead of stretching it.
public enum GeneratedLandscape {
    /// The scene for `seed`, `width × height` pixels.
    public static func render(width: Int, height: Int, seed: UInt64) -> PixelImage {
        let scene = Scene(seed: seed)
        guard width > 0, height > 0 else { return PixelImage(width: width, height: height) }
        let w = Double(width)
        let h = Double(height)
        // Ridge heights per column, layer by layer (nearest last, so it paints over the others),
        // in one flat array: the pixel loop below runs for every pixel of the first frame.
        let ridges: [Double] = scene.layers.flatMap { layer in
            (0..<width).map { x in layer.ridge(at: (Double(x) + 0.5) / w) }
        }
        let colours = scene.layers.map(\.colour)
        let shades = scene.layers.map(\.shade)
        let skies = (0..<height).map { y in scene.sky(at: (Double(y) + 0.5) / h) }
        let sunX = scene.sunX * w
        let sunY = scene.sunY * h
        let sunRadius = scene.sunSize * min(w, h * 1.6)
        // Each pixel is painted straight into the bytes, `blended` inlined: through `PixelImage`'s
        // colour function (two calls a pixel into another module) the first frame's 80×46
        // picture took 1.07 M instructions instead of 0.82 M (issue 25).
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { bytes in
            var at = 0
            for y in 0..<height {
                let v = (Double(y) + 0.5) / h
                for x in 0..<width {
                    let colour = paint(x: x, y: y, v: v)
                    bytes[at] = colour.red
                    bytes[at + 1] = colour.green
                    bytes[at + 2] = colour.blue
                    at += 3
                }
            }
        }
        func paint(x: Int, y: Int, v: Double) -> RGBColor {
            // The nearest ridge that reaches this pixel paints it whole: the layers behind it and
            // the sky (its sun glow, an `exp` a pixel) would be painted over, so they are skipped.
            for index in colours.indices.reversed() {
                let ridge = ridges[index * width + x]
                guard v >= ridge else { continue }
                return colours[index].blended(toward: shades[index], amount: min(1, (v - ridge) * 4))
            }
            var colour = skies[y]
            let dx = Double(x) + 0.5 - sunX
            let dy = Double(y) + 0.5 - sunY
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance <= sunRadius {
                colour = scene.sun
            } else {
                let glow = 0.45 * exp(-(distance - sunRadius) / (sunRadius * 2.5))
                colour = colour.blended(toward: scene.sun, amount: glow)
                if scene.isNight, scene.hasStar(x: x, y: y, width: width), v < 0.6 {
                    colour = colour.blended(toward: .white, amount: 0.8)
                }
            }
            return colour
        }
        return PixelImage(width: width, height: height, rgb: rgb)!
    }
}

/// The random choices behind one landscape.
private struct Scene {
    struct Palette {
        let top: UInt32
        let horizon: UInt32
        let sun: UInt32
        let land: UInt32
    }

    static let palettes = [
        Palette(top: 0x1B_2A4E, horizon: 0xF4_A259, sun: 0xFF_E8A3, land: 0x2E_294E),  // dusk
        Palette(top: 0x2F_6FB3, horizon: 0xBF_E3F2, sun: 0xFF_FBE6, land: 0x2F_5D3A),  // day
        Palette(top: 0x06_0B1E, horizon: 0x23_3A66, sun: 0xE8_ECF5, land: 0x0B_1426),  // night
        Palette(top: 0x5C_4B8A, horizon: 0xF7_C6B0, sun: 0xFF_F1D6, land: 0x4A_3B5C),  // dawn
        Palette(top: 0x0E_3B43, horizon: 0x9A_D1C4, sun: 0xF6_F7D7, land: 0x14_3D33),  // misty teal
    ]

    struct Layer {
        let base: Double
        let amplitude: Double
        let phases: [Double]
        let colour: RGBColor
        let shade: RGBColor

        /// The ridge's top edge at horizontal position `u` (0...1), as a fraction of the height.
        func ridge(at u: Double) -> Double {
            var offset = 0.0
            var weight = 1.0
            var frequency = 1.5
            var total = 0.0
            for phase in phases {
                offset += weight * Scene.smoothNoise(u * frequency + phase)
                total += weight
                weight *= 0.5
                frequency *= 2.1
            }
            return base - amplitude * (offset / total)
        }
    }

    let top: RGBColor
    let horizon: RGBColor
    let sun: RGBColor
    let sunX: Double
    let sunY: Double
    let sunSize: Double
    let isNight: Bool
    let starSeed: UInt64
    let layers: [Layer]

    init(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let paletteIndex = Int(random.next() % UInt64(Self.palettes.count))
        let palette = Self.palettes[paletteIndex]
        top = RGBColor(hex: palette.top)
        horizon = RGBColor(hex: palette.horizon)
        sun = RGBColor(hex: palette.sun)
        isNight = paletteIndex == 2
        sunX = 0.15 + 0.7 * random.unit()
        sunY = 0.12 + 0.3 * random.unit()
        sunSize = 0.035 + 0.03 * random.unit()
        starSeed = random.next()
        let land = RGBColor(hex: palette.land)
        let count = 3 + Int(random.next() % 2)
        var built: [Layer] = []
        for index in 0..<count {
            let nearness = Double(index + 1) / Double(count)
            let haze = 0.75 * (1 - nearness)
            let colour = land.blended(toward: horizon, amount: haze)
            built.append(
                Layer(
                    base: 0.48 + 0.42 * nearness + 0.04 * random.unit(),
                    amplitude: 0.22 + 0.2 * random.unit(),
                    phases: (0..<4).map { _ in random.unit() * 64 },
                    colour: colour,
                    shade: colour.blended(toward: .black, amount: 0.25 + 0.2 * nearness)))
        }
        layers = built
    }

    /// Sky colour at height fraction `v`: top colour easing into the horizon colour.
    func sky(at v: Double) -> RGBColor {
        let t = min(1, max(0, v / 0.7))
        return top.blended(toward: horizon, amount: t * t * (3 - 2 * t))
    }

    /// About one pixel in 90 of the night sky is a star.
    func hasStar(x: Int, y: Int, width: Int) -> Bool {
        var random = SeededRandom(seed: starSeed ^ UInt64(y * width + x) &* 0x2545_F491_4F6C_DD1D)
        return random.next() % 90 == 0
    }

    /// Smooth value noise in 0...1: random heights on integer points, eased in between.
    static func smoothNoise(_ t: Double) -> Double {
        let cell = t.rounded(.down)
        let fraction = t - cell
        let eased = fraction * fraction * (3 - 2 * fraction)
        let left = lattice(Int64(cell))
        let right = lattice(Int64(cell) + 1)
        return left + (right - left) * eased
    }

    private static func lattice(_ point: Int64) -> Double {
        var random = SeededRandom(seed: UInt64(bitPattern: point) &* 0x9E37_79B9_7F4A_7C15)
        return random.unit()
    }
}
