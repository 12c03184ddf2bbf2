import AuthNavigation
import CJpeg
import CPng

/// Turns PNG or JPEG bytes into a `PixelImage` through the system's libpng and libjpeg-turbo.
///
/// The format is sniffed from the first bytes, not trusted from a file name or a Content-Type.
/// Sizes are checked against `ImageLimits` from the header before decoding; decoder errors come
/// back as `ImageProblem.corrupt`, never as a crash or a message on stderr.
public enum ImageDecoder {
    /// The formats the decoder knows.
    public enum Format: Sendable {
        case png
        case jpeg
    }

    /// The format the bytes start with, or nil.
    public static func format(of bytes: [UInt8]) -> Format? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: png) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageProblem)
        -> PixelImage
    {
        guard bytes.count <= limits.maxBytes else { throw .tooLarge }
        switch format(of: bytes) {
        case .png: return try decodePNG(bytes, limits: limits).reduced(toAtMost: limits.maxKeptPixels)
        case .jpeg: return try decodeJPEG(bytes, limits: limits).reduced(toAtMost: limits.maxKeptPixels)
        case nil: throw .notAnImage
        }
    }

    private static func decodePNG(_ bytes: [UInt8], limits: ImageLimits) throws(ImageProblem) -> PixelImage {
        // libpng keeps reading from the input between begin and finish, so both happen while
        // the array's storage is pinned.
        // libpng allocates a chunk's declared length before reading it: a 154-byte file claiming a
        // 1.8 GB text chunk made it ask for 1.8 GB (found by `make fuzz`). Every chunk must fit
        // in the bytes we have.
        if let problem = chunkThatDoesNotFit(bytes) { throw .corrupt(detail: problem) }
        let result = bytes.withUnsafeBytes { input -> Result<PixelImage, ImageProblem> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { cpng_image_free(&image) }
            guard cpng_image_begin_read_from_memory(&image, input.baseAddress, input.count) != 0 else {
                return .failure(.corrupt(detail: message(of: &image)))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0 else { return .failure(.corrupt(detail: "empty image")) }
            guard width * height <= limits.maxPixels else { return .failure(.tooLarge) }
            image.format = UInt32(PNG_FORMAT_RGB)
            var pixels = [UInt8](repeating: 0, count: width * height * 3)
            // Transparent pixels are composited onto black, the Start screen's background.
            var background = png_color(red: 0, green: 0, blue: 0)
            let finished = pixels.withUnsafeMutableBytes { out in
                cpng_image_finish_read(&image, &background, out.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(.corrupt(detail: message(of: &image))) }
            return .success(PixelImage(width: width, height: height, rgb: pixels)!)
        }
        return try result.get()
    }

    /// Walks the chunk lengths after the signature; describes the first that claims more bytes
    /// than the file has left (nil when all fit, up to IEND).
    static func chunkThatDoesNotFit(_ bytes: [UInt8]) -> String? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                return "chunk \(type) claims \(length) bytes, more than the file holds"
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return nil
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func decodeJPEG(_ bytes: [UInt8], limits: ImageLimits) throws(ImageProblem) -> PixelImage {
        let header = bytes.withUnsafeBufferPointer {
            cjpeg_inspect($0.baseAddress, $0.count, UInt64(limits.maxPixels), UInt64(limits.maxKeptPixels))
        }
        switch Int(header.status) {
        case Int(CJPEG_OK): break
        case Int(CJPEG_TOO_LARGE): throw .tooLarge
        default: throw .corrupt(detail: text(header.message))
        }
        let width = Int(header.out_width)
        let height = Int(header.out_height)
        guard width > 0, height > 0 else { throw .corrupt(detail: "empty image") }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let result = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { out in
                cjpeg_decode(
                    input.baseAddress, input.count, header.scale_denom, out.baseAddress, out.count,
                    UInt(limits.maxDecoderMemory))
            }
        }
        switch Int(result.status) {
        case Int(CJPEG_OK): return PixelImage(width: width, height: height, rgb: pixels)!
        case Int(CJPEG_TRUNCATED): throw .corrupt(detail: "file is cut short")
        default: throw .corrupt(detail: text(result.message))
        }
    }

    private static func text<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
