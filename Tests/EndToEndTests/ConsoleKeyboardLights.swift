import Foundation
import XCTest

extension GreetdConsole {
    /// `KDGKBLED` and `KDSKBLED` (linux/kd.h): the console keyboard's lock flags.
    private static let getFlags: UInt = 0x4B64
    private static let setFlags: UInt = 0x4B65
    /// Caps Lock's flag in them.
    static let capsLock: UInt8 = 0x04

    /// The console keyboard's flags (the locks in the low bits, their defaults in the high nibble).
    func keyboardFlags() throws -> UInt8 {
        let fd = open("/dev/tty\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw HarnessError.spawn("/dev/tty\(number)", errno) }
        defer { close(fd) }
        var flags: UInt8 = 0
        guard ioctl(fd, Self.getFlags, &flags) == 0 else { throw HarnessError.spawn("KDGKBLED", errno) }
        return flags
    }

    /// Sets the console keyboard's flags as a Caps Lock key would (`KDSKBLED`).
    func setKeyboardFlags(_ flags: UInt8) throws {
        let fd = open("/dev/tty\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw HarnessError.spawn("/dev/tty\(number)", errno) }
        defer { close(fd) }
        guard ioctl(fd, Self.setFlags, CInt(flags)) == 0 else { throw HarnessError.spawn("KDSKBLED", errno) }
    }
}
