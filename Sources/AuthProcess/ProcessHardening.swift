#if canImport(Glibc)
    import Glibc
#endif

/// What the process does to itself before it asks for a password: no core file (a crash would
/// otherwise write the typed password and the session token to disk), and not dumpable, so
/// other processes of the same user cannot ptrace it or read its memory through /proc.
public enum ProcessHardening {
    public static func apply() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        // prctl is variadic, which Swift cannot call directly; with integer arguments only the
        // fixed-argument call through its address is the same call.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let symbol = dlsym(nil, "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
        }
    }
}
