import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthImages

final class ImageDecoderTests: XCTestCase {
    func testPNGRoundTripKeepsEveryPixel() throws {
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.quad))
        XCTAssertEqual(ImageDecoder.format(of: png), .png)
        XCTAssertEqual(try ImageDecoder.decode(png), ImageFixtures.quad)
    }

    func testJPEGDecodesToTheEncodedColoursWithinCompressionError() throws {
        let original = ImageFixtures.halves(width: 32, height: 16)
        let jpeg = try XCTUnwrap(ImageEncoder.jpeg(original, quality: 95))
        XCTAssertEqual(ImageDecoder.format(of: jpeg), .jpeg)
        let decoded = try ImageDecoder.decode(jpeg)
        XCTAssertEqual(decoded.width, 32)
        XCTAssertEqual(decoded.height, 16)
        for (x, expected) in [(2, ImageFixtures.red), (29, ImageFixtures.blue)] {
            let pixel = decoded[x, 8]
            XCTAssertLessThan(abs(Int(pixel.red) - Int(expected.red)), 12, "x=\(x)")
            XCTAssertLessThan(abs(Int(pixel.green) - Int(expected.green)), 12, "x=\(x)")
            XCTAssertLessThan(abs(Int(pixel.blue) - Int(expected.blue)), 12, "x=\(x)")
        }
    }

    func testLibjpegWorkingMemoryIsBoundedSoAProgressiveFileCannotAskForMore() throws {
        // A progressive JPEG keeps every coefficient of the picture while decoding: ~6 MB here.
        let size = 1000
        var rgb = [UInt8](repeating: 0, count: size * size * 3)
        for index in rgb.indices { rgb[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 7) }
        let picture = try XCTUnwrap(PixelImage(width: size, height: size, rgb: rgb))
        let progressive = try XCTUnwrap(ImageEncoder.jpeg(picture, progressive: true))
        let limits = ImageLimits(maxDecoderMemory: 1 << 20)
        XCTAssertThrowsError(try ImageDecoder.decode(progressive, limits: limits)) { error in
            guard case .corrupt = error as? ImageProblem else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try ImageDecoder.decode(progressive).width, size)
    }

    func testAPNGChunkClaimingMoreThanTheFileIsCorruptBeforeLibpngAllocatesIt() throws {
        // Found by `make fuzz`: libpng asked for 1.8 GB to read a 154-byte file's tEXt chunk.
        let found = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/png/oom-chunk-length-beyond-the-file")
        let bytes = try [UInt8](Data(contentsOf: found))
        XCTAssertThrowsError(try ImageDecoder.decode(bytes)) { error in
            guard case .corrupt(let detail) = error as? ImageProblem else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("more than the file holds"), detail)
        }
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.quad))
        XCTAssertNil(ImageDecoder.chunkThatDoesNotFit(png))
    }

    func testBytesThatAreNeitherPNGNorJPEGAreNotAnImage() {
        XCTAssertThrowsError(try ImageDecoder.decode(Array("<html>hello</html>".utf8))) {
            XCTAssertEqual($0 as? ImageProblem, .notAnImage)
        }
    }

    func testTruncatedPNGIsCorruptNotACrash() throws {
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.halves(width: 64, height: 64)))
        XCTAssertThrowsError(try ImageDecoder.decode(Array(png.prefix(png.count / 2)))) {
            guard case .corrupt = $0 as? ImageProblem else { return XCTFail("got \($0)") }
        }
    }

    func testTruncatedJPEGIsCorruptNotGreyStripes() throws {
        let jpeg = try XCTUnwrap(ImageEncoder.jpeg(ImageFixtures.halves(width: 64, height: 64)))
        XCTAssertThrowsError(try ImageDecoder.decode(Array(jpeg.prefix(jpeg.count / 2)))) {
            guard case .corrupt = $0 as? ImageProblem else { return XCTFail("got \($0)") }
        }
    }

    func testJPEGWithGarbageAfterTheMarkerIsCorrupt() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + Array(repeating: 0x42, count: 200)
        XCTAssertThrowsError(try ImageDecoder.decode(bytes)) {
            guard case .corrupt = $0 as? ImageProblem else { return XCTFail("got \($0)") }
        }
    }

    func testPictureOverThePixelLimitIsRefusedFromItsHeader() throws {
        let limits = ImageLimits(maxPixels: 100)
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.halves(width: 20, height: 10)))
        let jpeg = try XCTUnwrap(ImageEncoder.jpeg(ImageFixtures.halves(width: 20, height: 10)))
        for bytes in [png, jpeg] {
            XCTAssertThrowsError(try ImageDecoder.decode(bytes, limits: limits)) {
                XCTAssertEqual($0 as? ImageProblem, .tooLarge)
            }
        }
    }

    func testBodyOverTheByteLimitIsRefused() throws {
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.quad))
        XCTAssertThrowsError(try ImageDecoder.decode(png, limits: ImageLimits(maxBytes: png.count - 1))) {
            XCTAssertEqual($0 as? ImageProblem, .tooLarge)
        }
    }

    func testBigPictureIsKeptReducedWithItsAspect() throws {
        let limits = ImageLimits(maxKeptPixels: 200)
        let png = try XCTUnwrap(ImageEncoder.png(ImageFixtures.halves(width: 40, height: 20)))
        let jpeg = try XCTUnwrap(ImageEncoder.jpeg(ImageFixtures.halves(width: 40, height: 20)))
        let fromPNG = try ImageDecoder.decode(png, limits: limits)
        XCTAssertEqual([fromPNG.width, fromPNG.height], [20, 10])
        // JPEG shrinks by its DCT scaling first: 1/2 gives exactly 20×10.
        let fromJPEG = try ImageDecoder.decode(jpeg, limits: limits)
        XCTAssertEqual([fromJPEG.width, fromJPEG.height], [20, 10])
    }
}
