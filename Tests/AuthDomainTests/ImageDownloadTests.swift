import XCTest

@testable import AuthDomain
@testable import AuthImages

final class ImageDownloadTests: XCTestCase {
    private var server: ImageTestServer!
    private let picture = ImageFixtures.halves(width: 8, height: 6)

    override func setUpWithError() throws {
        let png = try XCTUnwrap(ImageEncoder.png(picture))
        let jpeg = try XCTUnwrap(ImageEncoder.jpeg(picture))
        server = try ImageTestServer(routes: [
            "/pic/8x6.png": .init(headers: ["Content-Type": "image/png"], body: png),
            "/photo.jpg": .init(body: jpeg),
            "/moved": .init(status: 302, headers: ["Location": "/pic/8x6.png"]),
            "/loop": .init(status: 302, headers: ["Location": "/loop"]),
            "/slow.png": .init(body: png, delay: 2),
            "/garbage": .init(body: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }),
            "/huge": .init(body: [UInt8](repeating: 0x89, count: 50_000)),
            "/huge-unannounced": .init(body: [UInt8](repeating: 0x89, count: 50_000), announceLength: false),
            "/broken.png": .init(body: Array(png.prefix(png.count - 20))),
        ])
    }

    override func tearDown() {
        server.stop()
    }

    private func load(_ template: String, columns: Int = 8, rows: Int = 3) async -> ScreenImage {
        await ImageSource.url(template: template).load(
            columns: columns, rows: rows,
            options: ImageLoadOptions(timeout: .milliseconds(500), limits: ImageLimits(maxBytes: 20_000)))
    }

    func testTemplateSizedPNGIsDownloadedAndDecoded() async {
        let loaded = await load(server.url("/pic/{w}x{h}.png"))
        XCTAssertNil(loaded.problem)
        XCTAssertEqual(loaded.picture, .decoded(picture))
    }

    func testJPEGIsDownloadedAndDecoded() async {
        let loaded = await load(server.url("/photo.jpg"))
        XCTAssertNil(loaded.problem)
        guard case .decoded(let image) = loaded.picture else { return XCTFail("not decoded") }
        XCTAssertEqual([image.width, image.height], [8, 6])
    }

    func testRedirectIsFollowed() async {
        let loaded = await load(server.url("/moved"))
        XCTAssertEqual(loaded.picture, .decoded(picture))
    }

    func testARedirectFromHTTPSToHTTPIsNeverFollowed() {
        XCTAssertEqual(ImageDownload.redirectProtocols(for: "HTTPS://pictures.example/x"), "https")
        XCTAssertEqual(ImageDownload.redirectProtocols(for: "http://pictures.example/x"), "http,https")
        // What an https start allows, applied to the test server's redirect to http: refused.
        XCTAssertThrowsError(
            try ImageDownload.get(
                server.url("/moved"), timeout: .seconds(5), maxBytes: 1 << 20, redirectProtocols: "https",
                cancel: CancelFlag()))
        XCTAssertNoThrow(
            try ImageDownload.get(
                server.url("/moved"), timeout: .seconds(5), maxBytes: 1 << 20, cancel: CancelFlag()))
    }

    func testEndlessRedirectsStopAndFallBack() async {
        let loaded = await load(server.url("/loop"))
        guard case .unreachable = loaded.problem else {
            return XCTFail("got \(String(describing: loaded.problem))")
        }
    }

    func testNotFoundFallsBackWithTheStatus() async {
        let loaded = await load(server.url("/nothing-here"))
        XCTAssertEqual(loaded.problem, .httpStatus(404))
        XCTAssertEqual(loaded.notice, "Image server answered HTTP 404; showing a generated picture")
        guard case .generated = loaded.picture else { return XCTFail("expected the generated picture") }
    }

    func testServerSlowerThanTheTimeoutFallsBack() async {
        let loaded = await load(server.url("/slow.png"))
        XCTAssertEqual(loaded.problem, .timedOut)
    }

    func testGarbageBodyIsNotAnImage() async {
        let loaded = await load(server.url("/garbage"))
        XCTAssertEqual(loaded.problem, .notAnImage)
    }

    func testCorruptPNGFallsBack() async {
        let loaded = await load(server.url("/broken.png"))
        guard case .corrupt = loaded.problem else {
            return XCTFail("got \(String(describing: loaded.problem))")
        }
    }

    func testAnnouncedOversizedBodyIsRefused() async {
        let loaded = await load(server.url("/huge"))
        XCTAssertEqual(loaded.problem, .tooLarge)
    }

    func testUnannouncedOversizedBodyIsCutOff() async {
        let loaded = await load(server.url("/huge-unannounced"))
        XCTAssertEqual(loaded.problem, .tooLarge)
    }

    func testUnannouncedOversizedBodyIsAbortedAsSoonAsItPassesTheLimit() {
        // The decoder would refuse the body too; the download itself must stop, so a hostile
        // server cannot make the app hold more than the limit.
        XCTAssertThrowsError(
            try ImageDownload.get(
                server.url("/huge-unannounced"), timeout: .seconds(5), maxBytes: 20_000, cancel: CancelFlag())
        ) { XCTAssertEqual($0 as? ImageProblem, .tooLarge) }
    }

    func testRefusedConnectionFallsBack() async {
        let port = server.port
        server.stop()
        let loaded = await load("http://127.0.0.1:\(port)/pic.png")
        guard case .unreachable = loaded.problem else {
            return XCTFail("got \(String(describing: loaded.problem))")
        }
    }

    func testNonHTTPAddressIsRefusedWithoutFetching() async {
        let loaded = await load("file:///etc/passwd")
        XCTAssertEqual(loaded.problem, .invalidAddress("file:///etc/passwd"))
    }

    func testCancellingTheLoadStopsASlowDownload() async {
        let address = server.url("/slow.png")
        let task = Task {
            await ImageSource.url(template: address).load(
                columns: 8, rows: 3, options: ImageLoadOptions(timeout: .seconds(30)))
        }
        try? await Task.sleep(for: .milliseconds(100))
        task.cancel()
        let loaded = await task.value
        guard case .unreachable = loaded.problem else {
            return XCTFail("got \(String(describing: loaded.problem))")
        }
    }
}
