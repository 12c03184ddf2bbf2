import Foundation
import FuzzTargets
import XCTest

/// Every input `make fuzz` kept (and every seed) under `Tests/FuzzCorpus/<target>/` runs through
/// its target again on every `make test`: what once crashed or found new code stays covered.
final class FuzzCorpusReplayTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    func testEverySavedFuzzInputRunsThroughItsTargetAgain() throws {
        for target in FuzzTarget.allCases {
            let directory = Self.corpus.appendingPathComponent(target.rawValue)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            XCTAssertFalse(names.isEmpty, "\(target.rawValue) has no corpus")
            for name in names {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                target.run(bytes)
            }
        }
    }
}
