import XCTest

@testable import AuthDomain

final class GeometryTests: XCTestCase {
    func testColourParsesHashRRGGBBAndPrintsLowercase() {
        XCTAssertEqual(RGBColor(parsing: "#FF8000"), RGBColor(red: 255, green: 128, blue: 0))
        XCTAssertEqual(RGBColor(parsing: "0a0b0c")?.description, "#0a0b0c")
    }

    func testColourRejectsMalformedText() {
        for bad in ["", "#", "#12345", "#1234567", "#GG0000", "red", "# 12345"] {
            XCTAssertNil(RGBColor(parsing: bad), bad)
        }
    }

    func testColourBlendEndsAndMiddle() {
        let a = RGBColor(hex: 0x000000)
        let b = RGBColor(hex: 0xC8641E)
        XCTAssertEqual(a.blended(toward: b, amount: 0), a)
        XCTAssertEqual(a.blended(toward: b, amount: 1), b)
        XCTAssertEqual(a.blended(toward: b, amount: 0.5), RGBColor(hex: 0x64320F))
    }

    func testHostRegionParsesX11Geometry() {
        XCTAssertEqual(Rect(geometry: "40x10+5+2"), Rect(x: 5, y: 2, width: 40, height: 10))
        XCTAssertEqual(Rect(geometry: "40x10"), Rect(x: 0, y: 0, width: 40, height: 10))
        for bad in ["", "40", "40x", "x10", "0x10", "40x10+5", "40x10+-1+2", "40x10+a+b", "-4x10"] {
            XCTAssertNil(Rect(geometry: bad), bad)
        }
    }

    func testRectIntersectionAndCentring() {
        let screen = Rect(width: 80, height: 24)
        XCTAssertEqual(
            screen.intersection(Rect(x: 70, y: 20, width: 20, height: 10)),
            Rect(x: 70, y: 20, width: 10, height: 4))
        XCTAssertTrue(screen.intersection(Rect(x: 90, y: 0, width: 5, height: 5)).isEmpty)
        XCTAssertEqual(screen.centred(width: 40, height: 10), Rect(x: 20, y: 7, width: 40, height: 10))
    }
}
