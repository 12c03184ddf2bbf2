/// A 24-bit colour, the one colour type of the whole product.
///
/// The domain speaks it (the navigator's overlay colour) and the terminal layer maps it down to
/// whatever the terminal can show (256 or 8 colours, or none), so nothing above the backend ever
/// deals with palette indices.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// Parses `#RRGGBB` (the `#` is optional, case-insensitive); nil for anything else.
    public init?(parsing text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(hex: value)
    }

    public var hex: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `#rrggbb`.
    public var description: String {
        let text = String(hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - text.count) + text
    }

    /// Linear interpolation toward `other`; `amount` 0 gives `self`, 1 gives `other`.
    /// Inlinable: painting a picture calls it for nearly every pixel.
    @inlinable @inline(__always)
    public func blended(toward other: RGBColor, amount: Double) -> RGBColor {
        let t = min(max(amount, 0), 1)
        // Rounded half up by truncating (the value is never negative): `rounded()` is a libm
        // call per channel, a third of what painting the generated picture costs.
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(Double(a) + (Double(b) - Double(a)) * t + 0.5)
        }
        return RGBColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    public static let black = RGBColor(hex: 0x000000)
    public static let white = RGBColor(hex: 0xFFFFFF)
}
