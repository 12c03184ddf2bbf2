import Glibc

/// A monotonic time source for animations: time since an arbitrary fixed point.
///
/// Injected so tests step time by hand instead of sleeping; nothing in the terminal layer reads
/// the wall clock, which can jump.
public protocol MonotonicClock: AnyObject {
    /// Time since this clock's origin; never goes backwards.
    func now() -> Duration
}

/// The real clock: `clock_gettime(CLOCK_MONOTONIC)`, unaffected by wall-clock changes.
public final class SystemClock: MonotonicClock, Sendable {
    public init() {}

    public func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

/// A clock that only moves when told to: for tests of fades and spinners.
///
/// It is a class so a fade and the test share one timeline; `advance` refuses to go backwards,
/// as a monotonic clock would.
public final class ManualClock: MonotonicClock {
    private var current: Duration

    public init(start: Duration = .zero) {
        current = start
    }

    public func now() -> Duration { current }

    /// Moves time forward by `step` (negative steps are ignored).
    public func advance(by step: Duration) {
        if step > .zero { current += step }
    }
}
