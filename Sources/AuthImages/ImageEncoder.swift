import AuthNavigation
import CJpeg
import CPng
import Glibc

/// Writes a `PixelImage` as PNG or JPEG bytes, through the same system libraries that decode.
///
/// The app itself only reads pictures; this exists so tests and the benchmark make real files
/// with real encoders instead of checked-in binaries. Nil means the library refused.
public enum ImageEncoder {
    public static func png(_ image: PixelImage) -> [UInt8]? {
        guard !image.isEmpty else { return nil }
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        header.width = UInt32(image.width)
        header.height = UInt32(image.height)
        header.format = UInt32(PNG_FORMAT_RGB)
        defer { cpng_image_free(&header) }
        var size = 0
        let sized = image.rgb.withUnsafeBytes {
            cpng_image_write_to_memory(&header, nil, &size, 0, $0.baseAddress, 0, nil)
        }
        guard sized != 0, size > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = image.rgb.withUnsafeBytes { input in
            bytes.withUnsafeMutableBytes { out in
                cpng_image_write_to_memory(&header, out.baseAddress, &size, 0, input.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { return nil }
        return Array(bytes.prefix(size))
    }

    /// Baseline (or progressive) JPEG at `quality` (1–100).
    public static func jpeg(_ image: PixelImage, quality: Int = 90, progressive: Bool = false) -> [UInt8]? {
        guard !image.isEmpty else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.rgb.withUnsafeBufferPointer {
            cjpeg_encode(
                $0.baseAddress, UInt32(image.width), UInt32(image.height), Int32(min(max(quality, 1), 100)),
                progressive ? 1 : 0, &output, &size)
        }
        guard status == 0, let output else { return nil }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
