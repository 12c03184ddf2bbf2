import Foundation
import Glibc
import XCTest

@testable import AuthTUI

/// While the screen is up, standard error goes to a file of this process's own, and comes back
/// afterwards.
final class StderrCaptureTests: XCTestCase {
    func testWhatIsWrittenToStandardErrorMeanwhileIsReturnedAndDescriptorTwoRestored() throws {
        var before = stat()
        fstat(2, &before)
        let capture = try XCTUnwrap(StderrCapture.start())
        let line = Array("libfoo: warning mid-frame\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        var during = stat()
        fstat(2, &during)
        let said = capture.finish()
        var after = stat()
        fstat(2, &after)
        XCTAssertEqual(said, "libfoo: warning mid-frame\n")
        XCTAssertNotEqual(during.st_ino, before.st_ino, "descriptor 2 was the log meanwhile")
        XCTAssertEqual([after.st_dev, after.st_ino], [before.st_dev, before.st_ino], "and is restored")
    }

    /// Issue 26 #13: `stderr.log` in a shared data directory was one file for every process: at
    /// exit each showed what the others had appended while its screen was up, and it grew for
    /// ever. Now the log has no name another process could open (no link, 0600), so it holds
    /// only this process's lines and is gone with it, and at most 64 KiB of it is shown.
    func testAnotherPersonsLinesCannotReachThisProcesssLogAndItIsBounded() throws {
        let capture = try XCTUnwrap(StderrCapture.start())
        var during = stat()
        fstat(2, &during)
        let flood = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000) + [10]
        _ = flood.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        let said = capture.finish()
        XCTAssertEqual(during.st_nlink, 0, "the log has no name in any directory")
        XCTAssertEqual(during.st_mode & 0o777, 0o600)
        XCTAssertEqual(during.st_uid, getuid())
        XCTAssertLessThanOrEqual(said.utf8.count, StderrCapture.shownLimit + 64)
        XCTAssertTrue(
            said.hasSuffix("(\(100_001 - StderrCapture.shownLimit) more bytes not shown)\n"),
            said.suffix(80).description)
    }

    /// The log is an anonymous memory file: no inode on a disk made and freed in every launch.
    func testTheLogIsAnAnonymousMemoryFile() throws {
        let capture = try XCTUnwrap(StderrCapture.start())
        var target = [CChar](repeating: 0, count: 256)
        let length = readlink("/proc/self/fd/2", &target, target.count - 1)
        _ = capture.finish()
        XCTAssertTrue(
            String(cString: target).hasPrefix("/memfd:authtui-stderr"),
            "descriptor 2 was \(String(cString: target)) (\(length))")
    }

    /// Where the kernel refuses memory files (an old kernel, a sandbox's filter), the log is a
    /// file in the temporary directory, with no name from the moment it exists.
    func testWithoutMemoryFilesTheLogIsATemporaryFileWithNoName() throws {
        let capture = try XCTUnwrap(StderrCapture.start(on: StderrCapture.namelessTemporaryFile()))
        var during = stat()
        fstat(2, &during)
        let line = Array("still held\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        let said = capture.finish()
        XCTAssertEqual(said, "still held\n")
        XCTAssertEqual(during.st_nlink, 0, "the log has no name in any directory")
        XCTAssertEqual(during.st_mode & 0o777, 0o600)
    }
}
