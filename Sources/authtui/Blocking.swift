import Dispatch

/// Runs `operation` (which must not need the main actor) to completion while the main thread
/// waits: for the few start-up steps that come before the event loop exists.
func waitFor<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    Task.detached {
        do { box.result = .success(try await operation()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}

/// Carries a result from the detached task to the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // Written once by the task before `signal()`, read once after `wait()`: the semaphore orders
    // the two accesses, so there is no concurrent access.
    var result: Result<T, any Error>?
}
