import AuthDomain
import Foundation
import XCTest

final class ImageSourceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("authtui-image-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    // MARK: choosing the source

    func testCommandLineChoosesTheSource() {
        XCTAssertEqual(ImageSource(imagePath: nil, imageURLTemplate: nil), .generated)
        XCTAssertEqual(ImageSource(imagePath: "/p", imageURLTemplate: nil), .file(path: "/p"))
        XCTAssertEqual(
            ImageSource(imagePath: nil, imageURLTemplate: "https://x/{w}"), .url(template: "https://x/{w}"))
        XCTAssertEqual(ImageSource(imagePath: "/p", imageURLTemplate: "https://x"), .file(path: "/p"))
    }

    func testTemplateGetsPixelWidthAndHeight() {
        XCTAssertEqual(
            ImageSource.address(fromTemplate: "https://img/{w}x{h}?w={w}", width: 80, height: 48),
            "https://img/80x48?w=80")
    }

    // MARK: generated

    func testGeneratedLandscapeIsTheSameForTheSameSeed() {
        XCTAssertEqual(
            GeneratedLandscape.render(width: 40, height: 24, seed: 7),
            GeneratedLandscape.render(width: 40, height: 24, seed: 7))
    }

    func testGeneratedLandscapeDiffersBetweenSeeds() {
        XCTAssertNotEqual(
            GeneratedLandscape.render(width: 40, height: 24, seed: 7),
            GeneratedLandscape.render(width: 40, height: 24, seed: 8))
    }

    func testGeneratedLandscapeIsNotOneFlatColour() {
        let image = GeneratedLandscape.render(width: 40, height: 24, seed: 3)
        XCTAssertNotEqual(image[20, 0], image[20, 23], "sky and land should differ")
    }

    /// The pixels of every palette (dusk, day, night with its stars, dawn, teal) at the first
    /// frame's 80×48 and at 200×120, as FNV-1a digests of their RGB bytes, taken from the painter
    /// that drew every layer and the sky under them: a faster painter must paint the same picture.
    func testGeneratedLandscapePixelsStayTheSame() {
        func digest(_ image: PixelImage) -> UInt64 {
            image.rgb.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        let digests = [(80, 48), (200, 120)].flatMap { size in
            (UInt64(0)..<12).map { seed in
                digest(GeneratedLandscape.render(width: size.0, height: size.1, seed: seed))
            }
        }
        XCTAssertEqual(
            digests,
            [
                0x9497C11259811BA4, 0xFCF7B4EF8730655A, 0x92AAD615457513F9, 0xCB9EE280F7C6E18F,
                0x2BC1925A935E0AA8, 0xD097DD365B3B8598, 0xBBAE45613919E410, 0x5A6BC31782E593EC,
                0x751D5B32DD993C62, 0x18FF2881F89A4532, 0xE6C7E87D2296532C, 0x36B51E7700E6EC24,
                0x7D279162F9D41EA5, 0x85A1023EF10C2943, 0x9C0E3FA10F3D5396, 0x72D0AEBE817D63C6,
                0xFE38DEC81DB8A8E2, 0xB69766F1666BB28F, 0x378BC850F88F8276, 0x77A3DD231121C17,
                0xBF437318F22D6569, 0x2BA880C3EF3DD295, 0x86CC2CCE6086495, 0x8192AB19BC3D4606,
            ])
    }

    func testDefaultSourceIsGeneratedAtTheHostSizeWithoutNotice() async {
        let loaded = await ImageSource.generated.load(columns: 10, rows: 4)
        XCTAssertNil(loaded.notice)
        let fitted = loaded.fitted(columns: 10, rows: 4)
        XCTAssertEqual([fitted.width, fitted.height], [10, 8])
    }

    func testTwoLoadsWithoutSeedPaintDifferentLandscapes() async {
        let first = await ImageSource.generated.load(columns: 10, rows: 4)
        let second = await ImageSource.generated.load(columns: 10, rows: 4)
        XCTAssertNotEqual(first.picture, second.picture)
    }

    // MARK: local files

    func testPNGFileIsDecodedAndRefittedOnResize() async throws {
        let path = try write(XCTUnwrap(ImageEncoder.png(ImageFixtures.quad)), "quad.png")
        let loaded = await ImageSource.file(path: path).load(columns: 4, rows: 2)
        XCTAssertNil(loaded.problem)
        XCTAssertEqual(loaded.picture, .decoded(ImageFixtures.quad))
        XCTAssertEqual(loaded.fitted(columns: 4, rows: 2)[3, 3], ImageFixtures.white)
        let resized = loaded.fitted(columns: 6, rows: 3)
        XCTAssertEqual([resized.width, resized.height], [6, 6])
        XCTAssertEqual(resized[0, 0], ImageFixtures.red)
    }

    func testFolderPicksOneOfItsPicturesAndIgnoresOtherFiles() async throws {
        _ = try write(XCTUnwrap(ImageEncoder.png(ImageFixtures.quad)), "a.PNG")
        _ = try write(XCTUnwrap(ImageEncoder.jpeg(ImageFixtures.halves(width: 16, height: 8))), "b.jpg")
        _ = try write(Array("not a picture".utf8), "notes.txt")
        var sizes: Set<[Int]> = []
        for seed in UInt64(0)..<12 {
            let loaded = await ImageSource.file(path: folder.path).load(
                columns: 4, rows: 2, options: ImageLoadOptions(seed: seed))
            XCTAssertNil(loaded.problem)
            if case .decoded(let image) = loaded.picture { sizes.insert([image.width, image.height]) }
        }
        XCTAssertEqual(sizes, [[2, 2], [16, 8]])
    }

    func testFolderWithoutPicturesFallsBackWithNotice() async throws {
        _ = try write(Array("x".utf8), "notes.txt")
        let loaded = await ImageSource.file(path: folder.path).load(columns: 4, rows: 2)
        XCTAssertEqual(loaded.problem, .noPicturesInFolder(path: folder.path))
        guard case .generated = loaded.picture else { return XCTFail("expected the generated picture") }
    }

    func testMissingFileFallsBackWithOneLineNotice() async {
        let path = folder.appendingPathComponent("nope.png").path
        let loaded = await ImageSource.file(path: path).load(columns: 4, rows: 2)
        XCTAssertEqual(
            loaded.notice, "Cannot read \(path) (No such file or directory); showing a generated picture")
        XCTAssertFalse(loaded.notice!.contains("\n"))
    }

    func testNoticeStaysOneLineWhateverTheFileName() async {
        let path = folder.appendingPathComponent("two\nlines\t.png").path
        let loaded = await ImageSource.file(path: path).load(columns: 4, rows: 2)
        XCTAssertEqual(
            loaded.notice,
            "Cannot read \(folder.path)/two lines .png (No such file or directory); showing a generated picture"
        )
    }

    func testOversizedFileIsRefusedBeforeReading() async throws {
        let path = try write([UInt8](repeating: 0xFF, count: 5000), "big.jpg")
        let loaded = await ImageSource.file(path: path).load(
            columns: 4, rows: 2, options: ImageLoadOptions(limits: ImageLimits(maxBytes: 4000)))
        XCTAssertEqual(loaded.problem, .tooLarge)
    }
}
