import Foundation
import XCTest

/// The default launch's cross-fade to the Start screen, with `--animation 2`, as the release
/// binary writes it into a 256-colour pty. Read as fast as it comes, it is a run of frames
/// (bursts of output, one a frame) of at least ten (it was three: the frame budget spread three
/// repaints over any fade); read through a reader throttled to 8 KB/s, a slow link, the program
/// thins its frames: far fewer bytes for the same fade, and it never fills the link.
final class FadeEndToEndTests: XCTestCase {
    private struct Reading {
        /// Sizes of the bursts of output (a gap of 8 ms or more ends one), in order.
        var bursts: [Int] = []
        /// Every byte the program wrote, until it had been quiet for a while after Ctrl-C.
        var bytes = 0
    }

    /// Runs the app on a fresh pty for `seconds`, reading at most `bytesPerSecond` (nil: as fast
    /// as it comes), then quits it and reads what is left.
    private func launch(seconds: Double, bytesPerSecond: Int?) throws -> Reading {
        let directory = try makeTemporaryDataDirectory()
        let (pid, master) = try spawnOnPty(
            [AuthTUIBinary.path, "--data-dir", directory, "--animation", "2"], width: 80, height: 24,
            environment: ["NO_COLOR": ""])
        defer {
            close(master)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        var reading = Reading()
        let start = Date()
        var lastRead = start
        let chunk = bytesPerSecond.map { max(1, $0 / 20) } ?? 65536
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date().timeIntervalSince(start) < seconds {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 5) > 0 else { continue }
            let count = read(master, &buffer, chunk)
            guard count > 0 else { break }
            let now = Date()
            if reading.bursts.isEmpty || now.timeIntervalSince(lastRead) >= 0.008 {
                reading.bursts.append(count)
            } else {
                reading.bursts[reading.bursts.count - 1] += count
            }
            lastRead = now
            reading.bytes += count
            if bytesPerSecond != nil { usleep(50_000) }
        }
        _ = write(master, [0x03], 1)  // Ctrl-C
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 500) > 0 else { break }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            reading.bytes += count
        }
        return reading
    }

    func testATwoSecondFadeShowsManyFramesAndASlowLinkGetsFarFewerBytes() throws {
        let fast = try launch(seconds: 3.5, bytesPerSecond: nil)
        // A frame of the fade rewrites a row or more; the first burst is the first frame.
        let frames = fast.bursts.dropFirst().filter { $0 >= 100 }.count
        XCTAssertGreaterThanOrEqual(frames, 10, "distinct frames in the 2 s fade: \(fast.bursts)")

        let rate = 8000
        let slow = try launch(seconds: 3.5, bytesPerSecond: rate)
        // Read as fast as it comes, the fade is 65 to 175 KB (fewer frames on a loaded machine);
        // through the link, under half of it.
        XCTAssertLessThan(
            slow.bytes * 2, fast.bytes,
            "a slow link gets a thinned fade: \(slow.bytes) bytes against \(fast.bytes)")
        // Each frame waits twice as long as the link took for the one before: the program never
        // writes faster than the link drains, so it leaves it idle part of the time.
        XCTAssertLessThan(slow.bytes, Int(3.5 * Double(rate)), "\(slow.bytes) bytes at \(rate) B/s")
    }
}
