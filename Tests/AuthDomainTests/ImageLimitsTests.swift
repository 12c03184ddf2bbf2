import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthImages

/// The product's bounds on a background picture, as docs/app.md documents them: a 3 s download
/// timeout, 20 MB and 40 megapixels. Each is checked at its edge with the default limits, so
/// raising one (or lowering it) fails here.
final class ImageLimitsTests: XCTestCase {
    func testDefaultsAreTheOnesTheAppPageDocuments() throws {
        let page = try String(contentsOfFile: Self.packageDirectory + "/docs/app.md", encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let timeout = try XCTUnwrap(
            Self.number(in: page, before: " s timeout"), "docs/app.md names the download timeout")
        let megabytes = try XCTUnwrap(
            Self.number(in: page, before: " MB or"), "docs/app.md names the byte limit")
        let megapixels = try XCTUnwrap(
            Self.number(in: page, before: " megapixels"), "docs/app.md names the pixel limit")
        XCTAssertEqual([timeout, megabytes, megapixels], [3, 20, 40], "the figures of docs/app.md changed")

        let options = ImageLoadOptions()
        XCTAssertEqual(options.timeout, .seconds(timeout))
        XCTAssertEqual(options.limits, .standard)
        XCTAssertEqual(ImageLimits.standard.maxBytes, megabytes * 1_000_000)
        XCTAssertEqual(ImageLimits.standard.maxPixels, megapixels * 1_000_000)
    }

    func testBodyOneByteOverTwentyMegabytesIsRefusedAndOneAtTheLimitIsRead() {
        XCTAssertThrowsError(try ImageDecoder.decode([UInt8](repeating: 0, count: 20_000_001))) {
            XCTAssertEqual($0 as? ImageProblem, .tooLarge)
        }
        // At the limit the bytes are looked at (and found not to be a picture).
        XCTAssertThrowsError(try ImageDecoder.decode([UInt8](repeating: 0, count: 20_000_000))) {
            XCTAssertEqual($0 as? ImageProblem, .notAnImage)
        }
    }

    func testPictureOneRowOverFortyMegapixelsIsRefusedAndOneAtTheLimitIsDecoded() throws {
        let small = try XCTUnwrap(ImageEncoder.jpeg(ImageFixtures.halves(width: 16, height: 16)))
        // Only the header's size changes: libjpeg fills the missing scan data, so a picture the
        // limit lets through decodes at the claimed size (reduced), one it refuses never gets that far.
        let over = try Self.jpeg(small, claimingWidth: 8000, height: 5001)
        XCTAssertThrowsError(try ImageDecoder.decode(over)) {
            XCTAssertEqual($0 as? ImageProblem, .tooLarge)
        }
        let atLimit = try ImageDecoder.decode(Self.jpeg(small, claimingWidth: 8000, height: 5000))
        // Accepted, and kept at 1/4 scale: the largest DCT scale that fits in 4 megapixels.
        XCTAssertEqual([atLimit.width, atLimit.height], [2000, 1250])
    }

    // MARK: Helpers

    private static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The whole number just before `suffix` in `text` ("a 3 s timeout" → 3).
    private static func number(in text: String, before suffix: String) -> Int? {
        guard let end = text.range(of: suffix)?.lowerBound else { return nil }
        let digits = text[..<end].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// `jpeg` with the frame header (SOF0…SOF2) rewritten to claim `width`×`height`.
    private static func jpeg(_ jpeg: [UInt8], claimingWidth width: Int, height: Int) throws -> [UInt8] {
        var bytes = jpeg
        let start = try XCTUnwrap(
            bytes.indices.dropLast(9).first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) },
            "no frame header")
        // marker (2), length (2), precision (1), height (2), width (2)
        bytes[start + 5] = UInt8(height >> 8)
        bytes[start + 6] = UInt8(height & 0xFF)
        bytes[start + 7] = UInt8(width >> 8)
        bytes[start + 8] = UInt8(width & 0xFF)
        return bytes
    }
}
