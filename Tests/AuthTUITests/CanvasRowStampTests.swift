import AuthDomain
import XCTest

@testable import AuthTUI

/// Row stamps (`Canvas.sealRows`) let a frame's copies pass a row they have seen by one number:
/// that is only sound if two rows with the same stamp always hold the same cells, whichever
/// canvases they are in and whatever was written since. Every write primitive must take the
/// stamp of each row it touches (and only those, or nothing is saved).
final class CanvasRowStampTests: XCTestCase {
    private let width = 12
    private let height = 6
    private let plain = CellStyle(foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0x000000))

    /// SplitMix64: deterministic, so a failure replays.
    private struct Steps: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func row(_ canvas: Canvas, _ y: Int) -> [Cell] {
        Array(canvas.cells[(y * canvas.width)..<((y + 1) * canvas.width)])
    }

    /// Checks the one rule over every pair of rows of every canvas.
    private func assertEqualStampsMeanEqualRows(
        _ canvases: [Canvas], step: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (a, left) in canvases.enumerated() {
            for (b, right) in canvases.enumerated() where b >= a {
                for y in 0..<left.height {
                    for z in 0..<right.height {
                        let stamp = left.stamp(ofRow: y)
                        guard stamp != 0, stamp == right.stamp(ofRow: z) else { continue }
                        XCTAssertTrue(
                            row(left, y) == row(right, z),
                            "step \(step): canvas \(a) row \(y) and canvas \(b) row \(z) share stamp \(stamp)",
                            file: file, line: line)
                    }
                }
            }
        }
    }

    func testEqualStampsAlwaysMeanEqualRowsWhateverIsWrittenCopiedOrSealed() {
        var random = Steps(state: 25)
        let wide = Cell(grapheme: "漢", width: 2)
        var canvases = (0..<4).map { _ in Canvas(width: width, height: height) }
        var source = Canvas(width: 5, height: 3, fill: Cell(grapheme: "s"))
        source.draw("x漢y", x: 0, y: 1, style: plain)
        for step in 0..<6000 {
            let i = Int.random(in: 0..<canvases.count, using: &random)
            let x = Int.random(in: -2..<(width + 2), using: &random)
            let y = Int.random(in: -1..<(height + 1), using: &random)
            let rect = Rect(
                x: x, y: y, width: Int.random(in: 0..<6, using: &random),
                height: Int.random(in: 0..<4, using: &random))
            let glyph = Character(Unicode.Scalar(UInt8(Int.random(in: 97..<123, using: &random))))
            switch Int.random(in: 0..<12, using: &random) {
            case 0: canvases[i].fill(rect, with: Cell(grapheme: String(glyph)))
            case 1: canvases[i].draw("\(glyph)漢\(glyph)", x: x, y: y, style: plain)
            case 2:
                canvases[i].set(
                    Int.random(in: 0..<2, using: &random) == 0 ? wide : Cell(grapheme: String(glyph)),
                    x: x, y: y)
            case 3:
                canvases[i].blit(
                    source, x: x, y: y, clip: Int.random(in: 0..<2, using: &random) == 0 ? rect : nil)
            case 4: canvases[i].drawBox(rect, style: plain)
            case 5: canvases[i].restore([rect], from: canvases[(i + 1) % canvases.count])
            case 6: canvases[i].copyRows(of: canvases[(i + 1) % canvases.count])
            case 7:
                // A write through `cells` may touch anything.
                if x >= 0, x < width, y >= 0, y < height {
                    canvases[i].cells[y * width + x] = Cell(grapheme: String(glyph))
                }
            case 8: canvases[i] = canvases[(i + 1) % canvases.count]
            case 9: canvases[i].splitWideGlyphs(atEdgesOf: rect.intersection(canvases[i].bounds))
            case 10:
                Compositor(tier: [.direct, .ansi256][step % 2]).apply(
                    [.overlay(Overlay(color: RGBColor(hex: 0x102030), opacity: 0.5))], to: &canvases[i],
                    in: rect)
            default: canvases[(i + 1) % canvases.count] = canvases[i]
            }
            // As each frame does: what was written is sealed, so stamps are shared and compared.
            if Int.random(in: 0..<3, using: &random) > 0 { canvases[i].sealRows() }
            assertEqualStampsMeanEqualRows(canvases, step: step)
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    func testAWriteTakesTheStampsOfTheRowsItTouchesAndNoOthers() {
        var canvas = Canvas(width: width, height: height)
        canvas.sealRows()
        let sealed = (0..<height).map { canvas.stamp(ofRow: $0) }
        XCTAssertFalse(sealed.contains(0))
        XCTAssertEqual(Set(sealed).count, height, "every row has a stamp of its own")
        canvas.fill(Rect(x: 2, y: 1, width: 3, height: 2), with: Cell(grapheme: "#"))
        canvas.draw("hi", x: 0, y: 4, style: plain)
        XCTAssertEqual(
            (0..<height).map { canvas.stamp(ofRow: $0) }, [sealed[0], 0, 0, sealed[3], 0, sealed[5]])
        canvas.sealRows()
        XCTAssertEqual(canvas.stamp(ofRow: 0), sealed[0])
        XCTAssertFalse(sealed.contains(canvas.stamp(ofRow: 1)), "a row written is stamped anew")
    }

    func testAWriteThroughCellsTakesEveryStamp() {
        var canvas = Canvas(width: width, height: height)
        canvas.sealRows()
        canvas.cells[0] = Cell(grapheme: "x")
        XCTAssertEqual((0..<height).map { canvas.stamp(ofRow: $0) }, Array(repeating: 0, count: height))
    }

    func testCopyingRowsPassesARowWithTheSameStampAndTakesTheStampOfARowItCopies() {
        var frame = Canvas(width: width, height: height)
        frame.sealRows()
        var screen = Canvas(width: width, height: height + 1)
        screen.copyRows(of: frame)
        XCTAssertEqual(screen.stamp(ofRow: 2), frame.stamp(ofRow: 2))
        frame.draw("typed", x: 1, y: 2, style: plain)
        frame.sealRows()
        screen.copyRows(of: frame)
        XCTAssertEqual(screen.lines[2], frame.lines[2])
        XCTAssertEqual(screen.stamp(ofRow: 2), frame.stamp(ofRow: 2))
        XCTAssertEqual(screen.stamp(ofRow: height), 0, "a row below the source's keeps what it had")
    }

    func testStampsDoNotChangeWhatACanvasEquals() {
        var sealed = Canvas(width: width, height: height)
        sealed.sealRows()
        let plain = Canvas(width: width, height: height)
        XCTAssertEqual(sealed, plain)
        XCTAssertEqual(sealed.hashValue, plain.hashValue)
    }
}
