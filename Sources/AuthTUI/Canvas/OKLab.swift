import AuthNavigation
import Glibc

/// A colour in Björn Ottosson's OKLab space: lightness `l` (0 black … 1 white) and two opponent
/// axes `a` (green–red) and `b` (blue–yellow).
///
/// Distances here match what the eye sees far better than distances between sRGB triples, and a
/// straight line between two colours keeps their hue, which is why fades and palette matching on
/// 256- and 8-colour terminals are done in it.
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    public init(_ color: RGBColor) {
        let r = OKLab.linear[Int(color.red)]
        let g = OKLab.linear[Int(color.green)]
        let bl = OKLab.linear[Int(color.blue)]
        let lms = (
            cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl),
            cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl),
            cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
        )
        l = 0.210_454_255_3 * lms.0 + 0.793_617_785_0 * lms.1 - 0.004_072_046_8 * lms.2
        a = 1.977_998_495_1 * lms.0 - 2.428_592_205_0 * lms.1 + 0.450_593_709_9 * lms.2
        b = 0.025_904_037_1 * lms.0 + 0.782_771_766_2 * lms.1 - 0.808_675_766_0 * lms.2
    }

    /// How colourful it is (0 for greys).
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The hue angle in degrees (meaningless for greys).
    public var hue: Double { atan2(b, a) * 180 / .pi }

    /// Squared distance.
    public func distance(to other: OKLab) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The smallest angle between two hues, in degrees.
    static func hueDifference(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return difference > 180 ? 360 - difference : difference
    }

    /// sRGB channel value → linear light, for each of the 256 values.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
