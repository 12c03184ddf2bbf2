/// The work a flow started and has not finished: presenter operations fired by a key, a loading
/// screen's steps, a connection check. Whoever starts work goes through `start`, so a test (or a
/// program shutting down) can `await settled()` instead of polling for a result.
@MainActor
public final class PendingWork {
    private var running: [Int: Task<Void, Never>] = [:]
    /// Work that finished before `start` could record it (it never suspended).
    private var finishedAtOnce: Set<Int> = []
    private var nextID = 0

    public init() {}

    /// Runs `operation` on the main actor without waiting for it. It starts at once, up to its
    /// first suspension, so what it sets before awaiting (a sheet's busy state) holds for the very
    /// next key.
    public func start(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        let task = Task.immediate { @MainActor [weak self] in
            await operation()
            guard let self else { return }
            if self.running.removeValue(forKey: id) == nil { self.finishedAtOnce.insert(id) }
        }
        if finishedAtOnce.remove(id) == nil { running[id] = task }
    }

    /// Returns when everything started, including work started by that work, has finished.
    public func settled() async {
        while let task = running.values.first {
            await task.value
        }
    }
}
