import Dispatch

/// Runs async work to completion while the calling thread waits: for the steps of a command-line
/// program that come before any run loop (opening the store, checking a remembered session) or
/// after it (ending a session). Never call it on a thread the work itself needs.
public enum Blocking {
    public static func run<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
        start(operation).wait()
    }

    /// Starts `operation` now and returns at once, so the calling thread can do other start-up
    /// work meanwhile (start the terminal while the store opens); `wait()` then blocks until the
    /// result is there. `executor`, when given, is where the task's nonisolated code runs (and
    /// the default actors it calls) instead of Swift's cooperative pool.
    public static func start<T: Sendable>(
        on executor: (any TaskExecutor)? = nil, _ operation: @escaping @Sendable () async -> T
    ) -> Pending<T> {
        let pending = Pending<T>()
        Task.detached(executorPreference: executor) {
            pending.value = await operation()
            pending.done.signal()
        }
        return pending
    }

    /// Work started by `start`, and its result once it has one.
    public final class Pending<T: Sendable>: @unchecked Sendable {
        // Written once by the task before `signal()`, read only after `wait()`: the semaphore
        // orders the two accesses, so there is no concurrent access.
        fileprivate var value: T?
        fileprivate let done = DispatchSemaphore(value: 0)
        private var waited = false

        fileprivate init() {}

        /// The result, waiting for it the first time. Call from one thread only.
        public func wait() -> T {
            if !waited {
                done.wait()
                waited = true
            }
            return value!
        }
    }
}
