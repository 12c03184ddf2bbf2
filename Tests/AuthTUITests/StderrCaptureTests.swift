import Foundation
import Glibc
import XCTest

@testable import AuthTUI

/// While the screen is up, standard error goes to a log, and comes back afterwards.
final class StderrCaptureTests: XCTestCase {
    func testWhatIsWrittenToStandardErrorMeanwhileGoesToTheLogAndIsReturned() throws {
        let path = NSTemporaryDirectory() + "authtui-stderr-\(UUID().uuidString).log"
        defer { unlink(path) }
        FileManager.default.createFile(atPath: path, contents: Data("an older run\n".utf8))
        var before = stat()
        fstat(2, &before)
        let capture = try XCTUnwrap(StderrCapture.start(path: path))
        let line = Array("libfoo: warning mid-frame\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        var during = stat()
        fstat(2, &during)
        let said = capture.finish()
        var after = stat()
        fstat(2, &after)
        XCTAssertEqual(said, "libfoo: warning mid-frame\n", "only this run's lines")
        XCTAssertNotEqual(during.st_ino, before.st_ino, "descriptor 2 was the log meanwhile")
        XCTAssertEqual([after.st_dev, after.st_ino], [before.st_dev, before.st_ino], "and is restored")
        let log = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(log, "an older run\nlibfoo: warning mid-frame\n")
    }
}
