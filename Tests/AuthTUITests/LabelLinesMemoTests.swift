import XCTest

@testable import AuthTUI

/// `Label.lines(width:)` remembers its last wrappings: one remembered must only ever be given back
/// for the same text at the same width.
final class LabelLinesMemoTests: XCTestCase {
    func testRememberedLinesAreOnlyGivenBackForTheSameTextAtTheSameWidth() {
        let texts = [
            "We need your email to find or create your account.", "We need your email to find or create your",
            "Wrong email or password", "漢字の ラベル that wraps", "", "a\nb c",
            // Two texts of one length, wrapped differently.
            "aaaa bbbb cccc dddd eeee", "aaaaaaaaa bbbbbbbbbbbbbb",
        ]
        var order: [(String, Int)] = []
        for round in 0..<2 {
            for (index, text) in texts.enumerated() {
                for width in [1, 7, 20, 44, 80] where (index + width + round) % 3 != 0 {
                    order.append((text, width))
                }
                order.append((text, 20))
            }
        }
        for (text, width) in order {
            let label = Label(text)
            XCTAssertEqual(label.lines(width: width), label.wrapped(width: width), "\(text) at \(width)")
        }
    }
}
