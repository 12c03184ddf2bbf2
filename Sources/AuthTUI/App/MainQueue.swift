import CMainQueue

#if canImport(Glibc)
    import Glibc
#endif

/// The main dispatch queue, serviced from the app's own run loop instead of `dispatchMain()`.
///
/// The main thread sleeps in `poll` waiting for keys; main-actor tasks (a finished sign-in, a
/// loaded image) are queued on the main dispatch queue. libdispatch signals such work on an
/// eventfd (`wakeDescriptor`), which the terminal polls with its input; `drain()` then runs it.
/// This is the hook CoreFoundation's RunLoop uses on Linux, without importing Foundation.
@MainActor
public enum MainQueue {
    /// Readable when main-queue work is waiting.
    public static let wakeDescriptor: Int32 = _dispatch_get_main_queue_handle_4CF()

    /// Runs whatever is queued on the main queue now (never blocks). Returns whether anything
    /// was queued: state may have changed, so the screen is drawn again.
    @discardableResult
    public static func drain() -> Bool {
        var counter: UInt64 = 0
        // The eventfd is non-blocking: reading resets it, and fails harmlessly when nothing is due.
        let signalled = read(wakeDescriptor, &counter, MemoryLayout<UInt64>.size) > 0 && counter > 0
        _dispatch_main_queue_callback_4CF(nil)
        return signalled
    }
}
