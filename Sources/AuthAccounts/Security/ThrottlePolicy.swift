/// How consecutive sign-in failures for one email key turn into waits: after `freeFailures`
/// failures in a row the key is refused for `firstWait` seconds, each further failure doubles the
/// wait up to `longestWait`; any success resets the count, and so does a quiet `quietPeriod`.
/// After `operatorLockFailures` consecutive failures (NIST SP 800-63B's cap of 100) the key is
/// locked until an operator unlocks it (`authtui accounts unlock`).
///
/// Applied to every email key, registered or not, so throttling does not reveal which emails
/// exist. Every attempt is claimed (`claim`) before the password is verified, so parallel
/// attempts cannot all be verified before the lock lands.
public struct ThrottlePolicy: Sendable, Equatable {
    public var freeFailures: Int
    public var firstWait: Double
    public var longestWait: Double
    public var operatorLockFailures: Int
    public var quietPeriod: Double

    public init(
        freeFailures: Int = 5, firstWait: Double = 30, longestWait: Double = 15 * 60,
        operatorLockFailures: Int = 100, quietPeriod: Double = 24 * 60 * 60
    ) {
        self.freeFailures = freeFailures
        self.firstWait = firstWait
        self.longestWait = longestWait
        self.operatorLockFailures = operatorLockFailures
        self.quietPeriod = quietPeriod
    }

    /// The default: 5 free failures, then 30 s doubling up to 15 min; forgotten after a quiet
    /// day; after 100 in a row, locked until an operator unlocks it.
    public static let standard = ThrottlePolicy()

    /// Registrations, per email and per origin (issue 26 #4): the same waits, but every attempt
    /// counts, a success too (nothing resets the count but a quiet day: a created account would
    /// otherwise reset it, and probes of unknown emails create accounts), and nothing needs an
    /// operator (no account is at stake; the 15 min wait alone caps it near 100 a day).
    public static let registration = ThrottlePolicy(operatorLockFailures: .max)

    /// Rows of keys without an account are pruned once quiet only below this many failures: one
    /// an operator may have to unlock stays, whichever policy's claim prunes (a registration
    /// claim must not prune a sign-in lock).
    public var prunedBelowFailures: Int {
        min(operatorLockFailures, Self.standard.operatorLockFailures)
    }

    /// How long to refuse after `failures` consecutive failures (0 = not throttled).
    public func wait(afterFailures failures: Int) -> Double {
        guard failures >= freeFailures else { return 0 }
        let doublings = min(failures - freeFailures, 30)
        return min(firstWait * Double(1 << doublings), longestWait)
    }

    /// The throttle after `failures` consecutive failures, the last at `time`: refused until
    /// `time` plus the wait (0: not refused).
    public func record(afterFailures failures: Int, at time: Double) -> ThrottleRecord {
        let wait = wait(afterFailures: failures)
        return ThrottleRecord(
            failures: failures, lockedUntil: wait > 0 ? time + wait : 0, lastFailureAt: time)
    }

    /// What an attempt at `now` gets, given the stored record: the one place a lock is computed.
    /// An allowed attempt is counted as a failure at once (`record` is what to store); a success
    /// resets it afterwards. Stored values that make no sense (not finite, a lock longer than the
    /// longest wait, a failure in the future) are treated as stale, never trusted or crashed on.
    public func claim(_ stored: ThrottleRecord, at now: Double) -> ThrottleClaim {
        if stored.failures >= operatorLockFailures { return .lockedUntilUnlocked }
        var failures = max(0, stored.failures)
        let sinceLast = now - stored.lastFailureAt
        if !sinceLast.isFinite || sinceLast >= quietPeriod || sinceLast < -longestWait { failures = 0 }
        let remaining = stored.lockedUntil - now
        if failures > 0, remaining.isFinite, remaining > 0, remaining <= longestWait {
            return .refused(retryAfterSeconds: remaining)
        }
        return .allowed(record(afterFailures: failures + 1, at: now))
    }
}

/// The answer to one claimed attempt.
public enum ThrottleClaim: Sendable, Equatable {
    /// Go ahead and verify; `record` (this attempt counted as a failure) is what is now stored.
    case allowed(ThrottleRecord)
    /// Refused without verifying, for this many more seconds.
    case refused(retryAfterSeconds: Double)
    /// Refused until an operator unlocks the email.
    case lockedUntilUnlocked
}
