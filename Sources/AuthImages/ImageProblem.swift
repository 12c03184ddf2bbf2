import AuthText

/// Why a requested picture could not be shown; the Start screen then shows the generated
/// landscape and `notice` in one line.
///
/// Every failure of a file or a download ends up here, never as a crash or a hang: the cases
/// are the user's words for what went wrong, not library error codes.
public enum ImageProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole download took longer than its time limit.
    case timedOut
    /// No answer from the server: refused, unknown host, TLS failure… (`detail` from libcurl).
    case unreachable(detail: String)
    /// The server answered with an HTTP error status.
    case httpStatus(Int)
    /// The bytes are neither PNG nor JPEG.
    case notAnImage
    /// A PNG or JPEG that cannot be decoded (`detail` from the decoder).
    case corrupt(detail: String)
    /// Over the byte or pixel limit; refused before decoding.
    case tooLarge
    /// `--image` names something that cannot be read (`detail` from the system).
    case unreadableFile(path: String, detail: String)
    /// `--image` names a folder with no PNG or JPEG in it.
    case noPicturesInFolder(path: String)
    /// `--image-url` is not an http(s) address.
    case invalidAddress(String)
    /// libcurl could not be loaded, so nothing can be downloaded.
    case downloaderMissing

    /// What went wrong, in a few words.
    public var description: String {
        switch self {
        case .timedOut: Message("image.timed-out", "image download timed out").text
        case .unreachable(let detail): Message("image.unreachable", "image server unreachable (%1$s)")(detail)
        case .httpStatus(let status): Message("image.http-status", "image server answered HTTP %1$d")(status)
        case .notAnImage: Message("image.not-an-image", "not a PNG or JPEG image").text
        case .corrupt(let detail): Message("image.corrupt", "damaged image (%1$s)")(detail)
        case .tooLarge: Message("image.too-large", "image too large").text
        case .unreadableFile(let path, let detail):
            Message("image.unreadable", "cannot read %1$s (%2$s)")(path, detail)
        case .noPicturesInFolder(let path): Message("image.empty-folder", "no PNG or JPEG in %1$s")(path)
        case .invalidAddress(let text): Message("image.invalid-address", "not an http(s) address: %1$s")(text)
        case .downloaderMissing: Message("image.no-curl", "libcurl is not installed").text
        }
    }

    /// The notice's sentence around the problem.
    static let insteadNotice = Message("image.notice", "%1$s; showing a generated picture")

    /// The one-line notice for the screen: the problem and what is shown instead. Control
    /// characters (from a file name or a server message) become spaces so it stays one line.
    public var notice: String {
        let text = String(
            description.map { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? " " : $0 })
        return Self.insteadNotice(text.prefix(1).uppercased() + text.dropFirst())
    }
}
