/// How consecutive sign-in failures for one email key turn into waits: after `freeFailures`
/// failures in a row the key is refused for `firstWait` seconds, each further failure doubles the
/// wait up to `longestWait`; any success resets the count.
///
/// Applied to every email key, registered or not, so throttling does not reveal which emails
/// exist. Waits are capped (never a permanent lock, which would let anyone lock a victim out).
public struct ThrottlePolicy: Sendable, Equatable {
    public var freeFailures: Int
    public var firstWait: Double
    public var longestWait: Double

    public init(freeFailures: Int = 5, firstWait: Double = 30, longestWait: Double = 15 * 60) {
        self.freeFailures = freeFailures
        self.firstWait = firstWait
        self.longestWait = longestWait
    }

    /// The default: 5 free failures, then 30 s doubling up to 15 min.
    public static let standard = ThrottlePolicy()

    /// How long to refuse after `failures` consecutive failures (0 = not throttled).
    public func wait(afterFailures failures: Int) -> Double {
        guard failures >= freeFailures else { return 0 }
        let doublings = min(failures - freeFailures, 30)
        return min(firstWait * Double(1 << doublings), longestWait)
    }

    /// The throttle after `failures` consecutive failures, the last at `time`: refused until
    /// `time` plus the wait (0: not refused). The one place a store's lock is computed.
    public func record(afterFailures failures: Int, at time: Double) -> ThrottleRecord {
        let wait = wait(afterFailures: failures)
        return ThrottleRecord(failures: failures, lockedUntil: wait > 0 ? time + wait : 0)
    }
}
