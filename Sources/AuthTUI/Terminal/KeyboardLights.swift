import AuthText
import Glibc

/// Caps Lock and Num Lock as the Linux console's keyboard has them: what a password field warns
/// about while they are on.
///
/// Read with the console's `KDGKBLED` request (linux/kd.h), which only a virtual console answers:
/// on an xterm, over ssh or on a pipe `read` gives nil and nothing is shown, since there is no
/// way to tell. Reading is an effect: whoever runs the screen reads it (when a key arrives, and
/// while a password is asked) and hands the value to the view as state.
public struct KeyboardLights: Equatable, Sendable {
    public var capsLock: Bool
    public var numLock: Bool

    public init(capsLock: Bool = false, numLock: Bool = false) {
        self.capsLock = capsLock
        self.numLock = numLock
    }

    /// `KDGKBLED`: the keyboard's lock flags, in the low bits of one byte.
    static let getFlagsRequest: UInt = 0x4B64
    static let capsLockFlag: UInt8 = 0x04
    static let numLockFlag: UInt8 = 0x02

    /// The flags of the console on `descriptor`, or nil when it is not a virtual console.
    public static func read(descriptor: Int32) -> KeyboardLights? {
        var flags: UInt8 = 0
        guard ioctl(descriptor, getFlagsRequest, &flags) == 0 else { return nil }
        return KeyboardLights(flags: flags)
    }

    /// The lights of `KDGKBLED`'s byte (the low bits are the flags; the high nibble, the default
    /// flags, is not the keyboard's state).
    public init(flags: UInt8) {
        self.init(capsLock: flags & Self.capsLockFlag != 0, numLock: flags & Self.numLockFlag != 0)
    }

    /// What a password field says under its input: nil while both are off.
    public var notice: String? {
        switch (capsLock, numLock) {
        case (true, true): Self.bothOn.text
        case (true, false): Self.capsLockOn.text
        case (false, true): Self.numLockOn.text
        case (false, false): nil
        }
    }

    static let capsLockOn = Message("keyboard.caps-lock", "Caps Lock is on")
    static let numLockOn = Message("keyboard.num-lock", "Num Lock is on")
    static let bothOn = Message("keyboard.caps-and-num-lock", "Caps Lock and Num Lock are on")
}
