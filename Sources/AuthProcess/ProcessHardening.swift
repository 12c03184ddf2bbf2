#if canImport(Glibc)
    import Glibc
#endif

/// What the process does to itself before it asks for a password: no core file (a crash would
/// otherwise write the typed password and the session token to disk), and not dumpable, so
/// other processes of the same user cannot ptrace it or read its memory through /proc.
///
/// It also withdraws the Swift runtime's crash handlers (issue 26 #8): on a crash they start a
/// `swift-backtrace` found next to the binary (or wherever `SWIFT_BACKTRACE` points), so with
/// the binary in a directory another user can write, that user's program ran as the victim,
/// with the crashed process's memory to read. A crash now takes the default action (no core
/// file either); the terminal is still restored first by the TUI's own handlers.
public enum ProcessHardening {
    /// The signals the Swift runtime's backtracer catches.
    static let crashSignals: [Int32] = [SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

    public static func apply() {
        withdrawCrashReporter()
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        // prctl is variadic, which Swift cannot call directly; with integer arguments only the
        // fixed-argument call through its address is the same call.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let symbol = dlsym(nil, "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
        }
    }

    /// Puts every crash signal the runtime took over back to its default action. Called first
    /// thing in `main`, when nothing but the runtime can have installed a handler.
    static func withdrawCrashReporter() {
        for signal in crashSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            // SIG_DFL (0) and SIG_IGN (1) are no one's handler: left as they are.
            guard handler != 0, handler != 1 else { continue }
            var standard = sigaction()
            standard.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&standard.sa_mask)
            sigaction(signal, &standard, nil)
        }
    }
}
