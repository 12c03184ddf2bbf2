import Glibc

/// Runs blocking work (a download, a file read, a decode) on a thread of its own, so neither the
/// UI thread nor Swift's small cooperative pool (one thread a core) waits on the network.
public enum DetachedThread {
    /// Runs `work` on a new detached thread and returns its result.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let job = ThreadJob { continuation.resume(returning: work()) }
            let context = Unmanaged.passRetained(job).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    let job = Unmanaged<ThreadJob>.fromOpaque(context!).takeRetainedValue()
                    job.body()
                    return nil
                }, context)
            if started == 0 {
                pthread_detach(thread)
            } else {
                // No thread to be had: do the work here rather than not at all.
                Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().body()
            }
        }
    }
}

/// The closure handed to the new thread; immutable, so sharing it is safe.
private final class ThreadJob: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
