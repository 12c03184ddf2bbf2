/// The work a flow started and has not finished: presenter operations fired by a key, a loading
/// screen's steps, a connection check. Whoever starts work goes through `start`, so a test (or a
/// program shutting down) can `await settled()` instead of polling for a result.
@MainActor
public final class PendingWork {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    public init() {}

    /// Runs `operation` on the main actor without waiting for it.
    public func start(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        running[id] = Task { @MainActor [weak self] in
            await operation()
            self?.running[id] = nil
        }
    }

    /// Whether anything started is still running.
    public var isIdle: Bool { running.isEmpty }

    /// Returns when everything started, including work started by that work, has finished.
    public func settled() async {
        while let task = running.values.first {
            await task.value
            // A task removes itself when it ends; make sure even a cancelled one is gone.
            if let id = running.first(where: { $0.value == task })?.key { running[id] = nil }
        }
    }
}
