import AuthNavigation
import CQrencode

/// A QR code as a square of dark and light modules, made by libqrencode (error correction level
/// L, the smallest version that fits), with a quiet zone around it so a phone can find it.
///
/// Level L and a narrow quiet zone keep it small enough for a 80x24 terminal: a screen is not a
/// sticker, nothing wears it down, and a terminal's light cells are an even light.
public struct QRCode: Equatable, Sendable {
    /// Rows of modules, `true` dark; includes the quiet zone.
    public let modules: [[Bool]]

    /// The light border, in modules, around the code. The standard asks for 4; phone scanners
    /// and ZBar find a code on a screen with 2 (the tests decode what the terminal shows).
    public static let quietZone = 2

    /// Whether libqrencode can be loaded (it is, on first use; `init` is nil when it cannot).
    public static var isAvailable: Bool { cqrencode_available() == 1 }

    /// nil when the text cannot be encoded (too long for any version).
    public init?(_ text: String) {
        guard let code = cqrencode_encode_string_8bit(text, 0, QR_ECLEVEL_L) else { return nil }
        defer { cqrencode_free(code) }
        let width = Int(code.pointee.width)
        let border = Self.quietZone
        var rows = [[Bool]](
            repeating: [Bool](repeating: false, count: width + 2 * border), count: width + 2 * border)
        for y in 0..<width {
            for x in 0..<width where code.pointee.data[y * width + x] & 1 == 1 {
                rows[y + border][x + border] = true
            }
        }
        modules = rows
    }

    /// Modules per side, quiet zone included.
    public var size: Int { modules.count }

    /// The code as a picture: one pixel per module, dark on white, with one more light row when
    /// the size is odd, so that drawn two rows a cell the bottom of the quiet zone stays light.
    public var image: PixelImage {
        PixelImage(width: size, height: size + size % 2) { x, y in y < size && modules[y][x] ? .black : .white
        }
    }
}
