#if canImport(Glibc)
    import Glibc
#endif

/// Wall-clock time in seconds since 1970, for expiries and throttling that must hold across
/// processes and restarts (so not a monotonic clock).
///
/// Injected into `AccountService`; tests pass a fake one and move it instead of sleeping.
public protocol WallClock: Sendable {
    /// Seconds since 1970-01-01 UTC.
    func now() -> Double
}

/// The system's real-time clock (`CLOCK_REALTIME`).
public struct SystemWallClock: WallClock {
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
