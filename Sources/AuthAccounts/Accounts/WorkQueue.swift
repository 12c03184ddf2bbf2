import Dispatch

/// A private serial Dispatch queue that Argon2 is sent to, bridged back with a continuation, so
/// neither the service's thread nor the caller's (a UI run loop) is held for the ~70 ms a hash
/// takes. (Its thread starts with the first hash, never on the way to the first frame.)
///
/// Serial on purpose: each Argon2 run takes its full memory limit (64 MiB by default), so one
/// service never hashes two passwords at once (`HashingSlots` bounds them across services and
/// processes).
struct WorkQueue: Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func run<T: Sendable>(_ body: @escaping @Sendable () throws(AccountError) -> T) async throws(AccountError)
        -> T
    {
        let result: Result<T, AccountError> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: Result { () throws(AccountError) in try body() }) }
        }
        return try result.get()
    }
}
