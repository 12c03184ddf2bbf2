import XCTest

@testable import AuthTUI

final class TerminalPairCacheTests: XCTestCase {
    private let red = ColorPairKey(foreground: 196, background: 16)
    private let blue = ColorPairKey(foreground: 21, background: 16)
    private let green = ColorPairKey(foreground: 46, background: 16)

    func testSameColoursReuseOnePairDefinedOnce() {
        var cache = ColorPairCache(capacity: 16)
        let first = cache.acquire(red)
        let second = cache.acquire(red)
        XCTAssertEqual(first, .init(pair: 1, needsDefinition: true))
        XCTAssertEqual(second, .init(pair: 1, needsDefinition: false))
        XCTAssertEqual(cache.referenceCount(of: 1), 2)
    }

    func testAPairStillOnScreenIsNeverHandedToOtherColours() {
        var cache = ColorPairCache(capacity: 3)  // pairs 1 and 2
        let redPair = cache.acquire(red).pair
        let bluePair = cache.acquire(blue).pair
        cache.commitFrame()
        // Both are on screen: a third colour finds no pair and falls back to pair 0.
        XCTAssertEqual(cache.acquire(green), .init(pair: 0, needsDefinition: false))
        XCTAssertEqual(cache.exhaustedRequests, 1)
        XCTAssertEqual(cache.pair(for: red), redPair)
        XCTAssertEqual(cache.pair(for: blue), bluePair)
    }

    func testAReleasedPairIsReusedOnlyAfterTheFrameIsFlushed() {
        var cache = ColorPairCache(capacity: 2)  // only pair 1
        let redPair = cache.acquire(red).pair
        cache.commitFrame()
        cache.release(redPair)
        // Still on the terminal until this frame is flushed.
        XCTAssertEqual(cache.acquire(blue).pair, 0)
        cache.commitFrame()
        XCTAssertEqual(cache.acquire(blue), .init(pair: redPair, needsDefinition: true))
        XCTAssertNil(cache.pair(for: red))
    }

    func testAFreedPairAskedForAgainIsRevivedWithoutRedefinition() {
        var cache = ColorPairCache(capacity: 2)
        let redPair = cache.acquire(red).pair
        cache.release(redPair)
        cache.commitFrame()
        XCTAssertEqual(cache.acquire(red), .init(pair: redPair, needsDefinition: false))
        cache.commitFrame()
        // Revived, so it is on screen again and not free for blue.
        XCTAssertEqual(cache.acquire(blue).pair, 0)
    }

    func testUnusedNumbersAreHandedOutBeforeFreedOnes() {
        var cache = ColorPairCache(capacity: 8)
        let redPair = cache.acquire(red).pair
        cache.release(redPair)
        cache.commitFrame()
        XCTAssertEqual(cache.acquire(blue).pair, 2)
    }

    func testPairsAbove32767AreHandedOutFromAWideTable() {
        var cache = ColorPairCache(capacity: 65536)
        var last: Int32 = 0
        for index in 0..<40000 {
            last = cache.acquire(ColorPairKey(foreground: Int32(index), background: 0)).pair
        }
        XCTAssertEqual(last, 40000)
        XCTAssertEqual(cache.pairsInUse, 40000)
    }

    func testTheDefaultPairNeedsNoNumber() {
        var cache = ColorPairCache(capacity: 4, defaultKey: ColorPairKey(foreground: 7, background: 0))
        XCTAssertEqual(
            cache.acquire(ColorPairKey(foreground: 7, background: 0)), .init(pair: 0, needsDefinition: false))
        XCTAssertEqual(cache.pairsInUse, 0)
    }

    func testRepeatedFreeAndReviveDoesNotGrowOrDoubleAllocate() {
        var cache = ColorPairCache(capacity: 3)
        let redPair = cache.acquire(red).pair
        for _ in 0..<100 {
            cache.release(redPair)
            cache.commitFrame()
            _ = cache.acquire(red)
            cache.commitFrame()
        }
        cache.release(redPair)
        cache.commitFrame()
        let bluePair = cache.acquire(blue).pair
        let greenPair = cache.acquire(green).pair
        XCTAssertEqual(Set([bluePair, greenPair]), [1, 2])
        XCTAssertEqual(cache.acquire(ColorPairKey(foreground: 1, background: 1)).pair, 0)
    }

    func testRetainRefusesAPairGivenToOtherColoursSince() {
        var cache = ColorPairCache(capacity: 2)
        let redPair = cache.acquire(red).pair
        XCTAssertTrue(cache.retain(redPair, showing: red))
        XCTAssertEqual(cache.referenceCount(of: redPair), 2)
        cache.release(redPair)
        cache.release(redPair)
        cache.commitFrame()
        XCTAssertEqual(cache.acquire(blue).pair, redPair)
        XCTAssertFalse(cache.retain(redPair, showing: red))
        XCTAssertEqual(cache.referenceCount(of: redPair), 1)
    }
}
