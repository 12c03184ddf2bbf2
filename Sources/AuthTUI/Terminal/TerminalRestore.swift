import Glibc
import Synchronization

/// Puts the user's terminal back when the process dies without a clean `shutdown()`: on every
/// signal whose default action ends the process (`terminatingSignals`), on a Swift trap (`fatalError`, overflow and bounds checks die with
/// SIGILL on x86_64, SIGTRAP on arm64), SIGSEGV, SIGBUS, SIGABRT, SIGFPE, and on `exit()`.
///
/// The restore bytes (mouse and paste modes off, `sgr0`, `cnorm`, `rmkx`, `rmcup`) and the shell's
/// termios are computed once, before any handler is installed, and stored in a plain C-layout
/// record that is never freed. The handlers are Swift functions passed as `@convention(c)` pointers
/// that touch only that record through a raw pointer loaded from an `Atomic` (no ARC, no
/// allocation, no locks), and call only async-signal-safe functions: `write`, `tcsetattr`,
/// `signal`, `sigaction` and `raise`. Terminating signals are then re-raised with the default
/// action, so the exit status says which signal killed the process; traps are re-raised with the
/// disposition that was there before (the Swift runtime's crash reporter, if any), which now
/// prints on the normal screen.
///
/// SIGTSTP and SIGCONT only raise flags (`takeSuspendRequest`, `takeContinued`): the run loop
/// suspends synchronously through ncurses (`endwin`, stop, full repaint), which a handler cannot do
/// safely. SIGWINCH is left to ncurses so that `KEY_RESIZE` keeps arriving.
enum TerminalRestore {
    /// Activates the restore paths for one terminal. Only one terminal may be active at a time.
    static func activate(
        outputFD: Int32, terminalFD: Int32, shellModes: termios?, restoreBytes: [UInt8]
    ) {
        // Force the lazy initialisation of every global a handler reads before installing it.
        _ = suspendRequested.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        _ = activeRecordAddress.load(ordering: .relaxed)

        let record = UnsafeMutablePointer<RestoreRecord>.allocate(capacity: 1)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreBytes.count))
        bytes.initialize(from: restoreBytes, count: restoreBytes.count)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        previous.initialize(repeating: sigaction(), count: signalSlots)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: signalSlots)
        installed.initialize(repeating: false, count: signalSlots)
        record.initialize(
            to: RestoreRecord(
                outputFD: outputFD, terminalFD: terminalFD, hasShellModes: shellModes != nil,
                shellModes: shellModes ?? termios(), bytes: bytes, byteCount: restoreBytes.count,
                previousActions: previous, installed: installed))

        let (exchanged, _) = activeRecordAddress.compareExchange(
            expected: 0, desired: UInt(bitPattern: record), ordering: .acquiringAndReleasing)
        precondition(exchanged, "only one NcursesTerminal may guard the process at a time")

        installAlternateStack()
        for signal in terminatingSignals + trapSignals {
            install(restoreAndReraise, for: signal, record: record, keepIgnored: true)
        }
        install(requestSuspend, for: SIGTSTP, record: record, keepIgnored: true)
        install(noteContinued, for: SIGCONT, record: record, keepIgnored: false)
        registerExitHookOnce()
    }

    /// Puts back the signal dispositions found at `activate` and stops guarding.
    static func deactivate() {
        guard let record = activeRecord else { return }
        for signal in 1..<Int32(signalSlots) where record.pointee.installed[Int(signal)] {
            sigaction(signal, record.pointee.previousActions + Int(signal), nil)
            record.pointee.installed[Int(signal)] = false
        }
        // The record is deliberately leaked: a handler running on another thread at this very
        // moment may still read it, and a few hundred bytes per terminal is a fair price.
        activeRecordAddress.store(0, ordering: .releasing)
    }

    /// True once after SIGTSTP arrived (someone ran `kill -TSTP`).
    static func takeSuspendRequest() -> Bool {
        suspendRequested.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// True once after SIGCONT arrived (the process was stopped and continued).
    static func takeContinued() -> Bool { continued.exchange(false, ordering: .acquiringAndReleasing) }

    /// Whether SIGTSTP was ignored when the process started (no job control: do not suspend).
    static func jobControlIsIgnored() -> Bool {
        var current = sigaction()
        sigaction(SIGTSTP, nil, &current)
        return dispositionValue(current) == ignoredDisposition
    }

    /// Stops the process as the shell's Ctrl-Z would, and returns once it is continued. The
    /// caller has already handed the terminal back (`endwin`).
    static func stopProcess() {
        var stopDefault = sigaction()
        stopDefault.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&stopDefault.sa_mask)
        var saved = sigaction()
        sigaction(SIGTSTP, &stopDefault, &saved)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        kill(getpid(), SIGTSTP)
        sigaction(SIGTSTP, &saved, nil)
    }

    /// The signals whose handlers write to the terminal or change what the loop does; blocked while
    /// a frame is being written so the restore bytes never land inside an escape sequence.
    static var signalsBlockedWhileDrawing: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in terminatingSignals + [SIGTSTP, SIGCONT] { sigaddset(&set, signal) }
        return set
    }

    /// Every signal whose default action ends the process without a core (and SIGXCPU, SIGXFSZ,
    /// SIGSYS, which dump one): all of them must put the terminal back (issue 26 #12: `kill -USR1`
    /// left it raw), realtime ones included. SIGPIPE is here too: a write to a closed pipe that
    /// kills the process must not leave the screen behind.
    static let terminatingSignals: [Int32] =
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
            SIGXFSZ, SIGPIPE, SIGSTKFLT, SIGIO, SIGPWR, SIGSYS,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    static let trapSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// Writes the restore bytes and the shell's termios now (the body of every restore path).
    static func restoreNow() {
        guard let record = activeRecord else { return }
        restore(record)
    }

    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32,
        record: UnsafeMutablePointer<RestoreRecord>, keepIgnored: Bool
    ) {
        var current = sigaction()
        sigaction(signal, nil, &current)
        // A signal the parent chose to ignore (nohup, a shell without job control) stays ignored.
        if keepIgnored, dispositionValue(current) == ignoredDisposition { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a wait in `readKey` must return so the loop sees the flag. SA_ONSTACK: a
        // stack overflow (SIGSEGV) can still restore the terminal.
        action.sa_flags = Int32(SA_ONSTACK)
        sigaction(signal, &action, record.pointee.previousActions + Int(signal))
        record.pointee.installed[Int(signal)] = true
    }

    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 64 * 1024
        guard let memory = malloc(size) else { return }
        // Never freed: it must outlive every handler that may run on it.
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
    }

    private static func registerExitHookOnce() {
        let (first, _) = exitHookRegistered.compareExchange(
            expected: false, desired: true, ordering: .acquiringAndReleasing)
        if first { atexit(restoreAtExit) }
    }
}

/// Everything a handler needs, in memory it can read without the Swift runtime.
struct RestoreRecord {
    var outputFD: Int32
    var terminalFD: Int32
    var hasShellModes: Bool
    var shellModes: termios
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    /// Indexed by signal number: the disposition found when the handler was installed.
    var previousActions: UnsafeMutablePointer<sigaction>
    /// Indexed by signal number: whether a handler of ours is installed.
    var installed: UnsafeMutablePointer<Bool>
}

private let signalSlots = 65
/// The active record's address (0: none). Stored as a bit pattern because `Atomic` of a pointer
/// is not `Sendable`; the record itself is never freed, so the address stays valid.
private let activeRecordAddress = Atomic<UInt>(0)
private let suspendRequested = Atomic<Bool>(false)
private let continued = Atomic<Bool>(false)
private let exitHookRegistered = Atomic<Bool>(false)
private let ignoredDisposition = 1  // SIG_IGN

private var activeRecord: UnsafeMutablePointer<RestoreRecord>? {
    UnsafeMutablePointer(bitPattern: activeRecordAddress.load(ordering: .acquiring))
}

private func dispositionValue(_ action: sigaction) -> Int {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

/// Async-signal-safe: `write` and `tcsetattr` on data prepared before the handler was installed.
private func restore(_ record: UnsafeMutablePointer<RestoreRecord>) {
    var offset = 0
    let count = record.pointee.byteCount
    while offset < count {
        let written = write(record.pointee.outputFD, record.pointee.bytes + offset, count - offset)
        if written > 0 {
            offset += written
        } else if written < 0, errno == EINTR {
            continue
        } else {
            break
        }
    }
    if record.pointee.hasShellModes, record.pointee.terminalFD >= 0 {
        var modes = record.pointee.shellModes
        tcsetattr(record.pointee.terminalFD, TCSADRAIN, &modes)
    }
}

private func restoreAndReraise(_ signal: Int32) {
    if let record = activeRecord {
        restore(record)
        switch signal {
        case SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE:
            var previous = record.pointee.previousActions[Int(signal)]
            if dispositionValue(previous) == ignoredDisposition {
                previous.__sigaction_handler.sa_handler = SIG_DFL
            }
            sigaction(signal, &previous, nil)
        default:
            Glibc.signal(signal, SIG_DFL)
        }
    } else {
        Glibc.signal(signal, SIG_DFL)
    }
    // Blocked while this handler runs; delivered with the disposition just restored when it
    // returns (a faulting instruction would also simply fault again).
    raise(signal)
}

private func requestSuspend(_ signal: Int32) {
    suspendRequested.store(true, ordering: .releasing)
}

private func noteContinued(_ signal: Int32) {
    continued.store(true, ordering: .releasing)
}

private func restoreAtExit() {
    TerminalRestore.restoreNow()
}
