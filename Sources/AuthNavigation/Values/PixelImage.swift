/// A picture as packed 8-bit RGB pixels, row-major: what every image source produces and what
/// the half-block image view draws.
///
/// Pixels are square; a terminal cell shows two of them stacked, so a host of C columns and R
/// rows wants a `C × 2R` image. Storage is one flat byte array (3 bytes a pixel) so the C decoders
/// write into it directly.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue for each pixel, rows top to bottom.
    public private(set) var rgb: [UInt8]

    /// An image filled with one colour (negative sizes become 0).
    public init(width: Int, height: Int, fill: RGBColor = .black) {
        self.width = max(0, width)
        self.height = max(0, height)
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 3)
        if fill != .black {
            for index in stride(from: 0, to: bytes.count, by: 3) {
                bytes[index] = fill.red
                bytes[index + 1] = fill.green
                bytes[index + 2] = fill.blue
            }
        }
        self.rgb = bytes
    }

    /// Wraps packed RGB bytes; nil when the count is not `width * height * 3`.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width >= 0, height >= 0, rgb.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Builds an image row by row from a colour function of (x, y).
    public init(width: Int, height: Int, pixel: (Int, Int) -> RGBColor) {
        self.width = max(0, width)
        self.height = max(0, height)
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 3)
        var index = 0
        for y in 0..<self.height {
            for x in 0..<self.width {
                let colour = pixel(x, y)
                bytes[index] = colour.red
                bytes[index + 1] = colour.green
                bytes[index + 2] = colour.blue
                index += 3
            }
        }
        self.rgb = bytes
    }

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at (x, y); both must be in bounds.
    public subscript(x: Int, y: Int) -> RGBColor {
        get {
            let index = (y * width + x) * 3
            return RGBColor(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
        }
        set {
            let index = (y * width + x) * 3
            rgb[index] = newValue.red
            rgb[index + 1] = newValue.green
            rgb[index + 2] = newValue.blue
        }
    }
}
