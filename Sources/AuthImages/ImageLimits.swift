/// Bounds on what a picture may cost, checked before any pixel is decoded.
///
/// `maxKeptPixels` is not a refusal: a bigger picture is decoded at a reduced size (JPEG's own
/// DCT scaling when it can) and only the reduced copy is kept for re-fitting on resize, so a
/// camera photo does not hold 70 MiB for the life of the app.
public struct ImageLimits: Hashable, Sendable {
    /// Largest file or download body accepted, in bytes.
    public var maxBytes: Int
    /// Largest picture accepted, in pixels (width × height in its header).
    public var maxPixels: Int
    /// Largest picture kept after decoding, in pixels.
    public var maxKeptPixels: Int
    /// Most working memory libjpeg may use while decoding (a progressive JPEG holds every DCT
    /// coefficient of the whole picture, about 6 bytes a pixel); over it the decode fails.
    public var maxDecoderMemory: Int

    public init(
        maxBytes: Int = 20_000_000, maxPixels: Int = 40_000_000, maxKeptPixels: Int = 4_000_000,
        maxDecoderMemory: Int = 256 << 20
    ) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
        self.maxKeptPixels = maxKeptPixels
        self.maxDecoderMemory = maxDecoderMemory
    }

    public static let standard = ImageLimits()
}
