import Dispatch

/// Runs async work to completion while the calling thread waits: for the steps of a command-line
/// program that come before any run loop (opening the store, checking a remembered session) or
/// after it (ending a session). Never call it on a thread the work itself needs.
public enum Blocking {
    public static func run<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            box.value = await operation()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}

/// Carries the result from the detached task to the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // Written once by the task before `signal()`, read once after `wait()`: the semaphore orders
    // the two accesses, so there is no concurrent access.
    var value: T?
}
