import AuthNavigation
import AuthProcess

/// Where the Start screen's picture comes from: `--image PATH`, `--image-url TEMPLATE`, or,
/// by default, a generated landscape that needs no network.
///
/// Loading never fails: any problem gives the generated landscape plus a one-line notice (see
/// `ScreenImage`). The work runs on a thread of its own, so awaiting it never blocks a UI thread.
public enum ImageSource: Hashable, Sendable {
    /// A procedural landscape (`seed` nil: a new one each launch).
    case generated
    /// A PNG/JPEG file, or a folder from which one is picked at random.
    case file(path: String)
    /// An http(s) address where `{w}` and `{h}` become the wanted width and height in pixels.
    case url(template: String)

    /// The source the command line asks for. `--image` wins over `--image-url` when both are
    /// given (no network needed); the CLI may prefer to reject that combination.
    public init(imagePath: String?, imageURLTemplate: String?) {
        if let imagePath, !imagePath.isEmpty {
            self = .file(path: imagePath)
        } else if let imageURLTemplate, !imageURLTemplate.isEmpty {
            self = .url(template: imageURLTemplate)
        } else {
            self = .generated
        }
    }

    /// `template` with every `{w}` and `{h}` replaced by the pixel size.
    public static func address(fromTemplate template: String, width: Int, height: Int) -> String {
        template.replacing("{w}", with: String(width)).replacing("{h}", with: String(height))
    }

    /// The picture at once when nothing has to be read or downloaded (the generated landscape,
    /// drawn when first shown), so it can be on the first frame; nil for a file or an address.
    public func immediate(options: ImageLoadOptions = ImageLoadOptions()) -> ScreenImage? {
        guard self == .generated else { return nil }
        return ScreenImage(picture: .generated(seed: options.seed ?? UInt64.random(in: .min ... .max)))
    }

    /// Loads the picture for a host of `columns × rows` cells (`columns × 2·rows` pixels).
    ///
    /// Cancelling the calling task stops a download at its next progress tick.
    public func load(columns: Int, rows: Int, options: ImageLoadOptions = ImageLoadOptions()) async
        -> ScreenImage
    {
        let seed = options.seed ?? UInt64.random(in: .min ... .max)
        let limits = options.limits
        let result: Result<PixelImage, ImageProblem>
        switch self {
        case .generated:
            return ScreenImage(picture: .generated(seed: seed))
        case .file(let path):
            result = await DetachedThread.run {
                do throws(ImageProblem) {
                    var random = SeededRandom(seed: seed)
                    let bytes = try LocalPictures.bytes(at: path, limits: limits, random: &random)
                    return .success(try ImageDecoder.decode(bytes, limits: limits))
                } catch {
                    return .failure(error)
                }
            }
        case .url(let template):
            let address = Self.address(
                fromTemplate: template, width: max(1, columns), height: max(1, rows * 2))
            let cancel = CancelFlag()
            let timeout = options.timeout
            let redirects = options.maxRedirects
            result = await withTaskCancellationHandler {
                await DetachedThread.run {
                    do throws(ImageProblem) {
                        let bytes = try ImageDownload.get(
                            address, timeout: timeout, maxBytes: limits.maxBytes,
                            maxRedirects: redirects, cancel: cancel)
                        return .success(try ImageDecoder.decode(bytes, limits: limits))
                    } catch {
                        return .failure(error)
                    }
                }
            } onCancel: {
                cancel.raise()
            }
        }
        switch result {
        case .success(let image): return ScreenImage(picture: .decoded(image))
        case .failure(let problem): return ScreenImage(picture: .generated(seed: seed), problem: problem)
        }
    }
}

/// Knobs for `ImageSource.load`; the defaults are the product's.
public struct ImageLoadOptions: Hashable, Sendable {
    /// Total time allowed for a download (connect, redirects and body).
    public var timeout: Duration
    public var limits: ImageLimits
    /// Fixes the generated landscape and the folder pick; nil picks a fresh seed each load.
    public var seed: UInt64?
    public var maxRedirects: Int

    public init(
        timeout: Duration = .seconds(3), limits: ImageLimits = .standard, seed: UInt64? = nil,
        maxRedirects: Int = 5
    ) {
        self.timeout = timeout
        self.limits = limits
        self.seed = seed
        self.maxRedirects = maxRedirects
    }
}
