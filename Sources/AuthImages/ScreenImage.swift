import AuthNavigation

/// The Start screen's picture once loaded: what to paint, and why it is not the one asked for
/// when that failed.
///
/// It keeps the decoded original (already bounded by `ImageLimits.maxKeptPixels`), so a resize
/// only re-fits it and never downloads again; a generated landscape is repainted at the new size
/// from its seed, which stays sharp.
public struct ScreenImage: Hashable, Sendable {
    /// The picture itself.
    public enum Picture: Hashable, Sendable {
        case generated(seed: UInt64)
        case decoded(PixelImage)
    }

    public let picture: Picture
    /// Set when the requested picture failed and the generated landscape stands in for it.
    public let problem: ImageProblem?

    public init(picture: Picture, problem: ImageProblem? = nil) {
        self.picture = picture
        self.problem = problem
    }

    /// The one-line notice the screen shows, or nil when all went as asked.
    public var notice: String? { problem?.notice }

    /// The picture filling `width × height` pixels (cover, centre crop).
    public func fitted(width: Int, height: Int) -> PixelImage {
        switch picture {
        case .generated(let seed): GeneratedLandscape.render(width: width, height: height, seed: seed)
        case .decoded(let image): image.filling(width: width, height: height)
        }
    }

    /// The picture filling a host of `columns × rows` cells: `columns × 2·rows` pixels, for
    /// `ImageView`'s half-block cells.
    public func fitted(columns: Int, rows: Int) -> PixelImage {
        fitted(width: columns, height: rows * 2)
    }
}
