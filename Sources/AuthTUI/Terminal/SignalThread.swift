import Glibc

/// Makes the drawing thread the only one that takes the terminating signals (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, and every other one whose default ends the process). A program calls `claim()` first thing on its main thread, before it starts
/// any other thread: threads inherit the signal mask of the thread that creates them, so every
/// thread started afterwards (the store's, libdispatch's, a download's) keeps them blocked, and
/// `NcursesTerminal` unblocks them again on the thread that draws. Its handlers then restore the
/// terminal between frames, never in the middle of one.
public enum SignalThread {
    public static func claim() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in TerminalRestore.terminatingSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Takes them on this thread again (before waiting for a child, say).
    public static func release() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in TerminalRestore.terminatingSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
