import Glibc

/// One thread of the process's own that runs work in order, as a Swift executor: an actor whose
/// `unownedExecutor` is this thread runs on it, and so does the nonisolated code of a task that
/// prefers it (`Task.detached(executorPreference:)`), including the default actors it calls.
///
/// For blocking work that has a home of its own (a database connection and the service around
/// it), instead of Swift's cooperative pool and libdispatch's threads: a launch that opens the
/// account store then starts this one thread, not five (issue 25). The thread starts with the
/// first work sent to it and ends once the `SerialThread` is released and its queue is empty, so
/// one that is never used costs nothing.
public final class SerialThread: SerialExecutor, TaskExecutor, @unchecked Sendable {
    private let queue: WorkList

    /// `name` is the thread's, as `ps -L` and debuggers show it (at most 15 bytes are kept).
    public init(name: String) {
        queue = WorkList(name: name)
        queue.executors = (UnownedSerialExecutor(ordinary: self), UnownedTaskExecutor(ordinary: self))
    }

    deinit { queue.endWhenEmpty() }

    public func enqueue(_ job: consuming ExecutorJob) {
        queue.add(.job(UnownedJob(job)))
    }

    /// Starts the thread now rather than with its first work, so that its start (a new thread
    /// can wait half a millisecond for a core) overlaps what the caller does before it has
    /// work to send.
    public func start() {
        queue.startNow()
    }

    /// Whether the calling code runs on this thread.
    public var isCurrent: Bool { queue.isCurrentThread }

    /// `body`'s result, computed on this thread: at once when the caller is already on it (an
    /// actor this thread runs, calling down to its store), else sent to it and awaited.
    public func run<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T)
        async throws(Failure) -> T
    {
        if isCurrent { return try body() }
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            queue.add(.call { continuation.resume(returning: Result { () throws(Failure) in try body() }) })
        }
        return try result.get()
    }
}

/// The thread's queue and the thread itself, apart from the `SerialThread` so that releasing that
/// one ends the thread (the running thread holds only this).
private final class WorkList: @unchecked Sendable {
    enum Work {
        case job(UnownedJob)
        case call(@Sendable () -> Void)
    }

    // Everything below is read and written with `lock` held.
    private var lock = pthread_mutex_t()
    private var wake = pthread_cond_t()
    private var pending: [Work] = []
    private var head = 0
    private var thread: pthread_t?
    private var started = false
    private var closed = false
    private let name: String
    /// The `SerialThread`'s two faces, set once right after it is made; a job can only be there
    /// while its `SerialThread` is alive (the actor or the task holds it), so they stay valid.
    var executors: (serial: UnownedSerialExecutor, task: UnownedTaskExecutor)?

    init(name: String) {
        self.name = name
        pthread_mutex_init(&lock, nil)
        pthread_cond_init(&wake, nil)
    }

    deinit {
        pthread_cond_destroy(&wake)
        pthread_mutex_destroy(&lock)
    }

    var isCurrentThread: Bool {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    func add(_ work: Work) {
        pthread_mutex_lock(&lock)
        pending.append(work)
        let start = !started
        started = true
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&lock)
        if start { startThread() }
    }

    func startNow() {
        pthread_mutex_lock(&lock)
        let start = !started
        started = true
        pthread_mutex_unlock(&lock)
        if start { startThread() }
    }

    func endWhenEmpty() {
        pthread_mutex_lock(&lock)
        closed = true
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&lock)
    }

    private func startThread() {
        let context = Unmanaged.passRetained(self).toOpaque()
        // Born with every signal blocked but those a fault raises in the thread itself, as
        // libdispatch's threads are: a terminating signal goes to the thread that draws and
        // restores the terminal (`SignalThread`), whenever this thread was started.
        var blocked = sigset_t()
        var previous = sigset_t()
        sigfillset(&blocked)
        for fault in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS] {
            sigdelset(&blocked, fault)
        }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var created = pthread_t()
        let status = pthread_create(
            &created, nil,
            { context in
                let list = Unmanaged<WorkList>.fromOpaque(context!).takeRetainedValue()
                list.serve()
                return nil
            }, context)
        guard status == 0 else {
            // Without its thread the work would wait forever: stop with the reason instead (the
            // terminal is restored on the way out).
            Unmanaged<WorkList>.fromOpaque(context).release()
            fatalError("cannot start the thread \(name): \(String(cString: strerror(status)))")
        }
        pthread_detach(created)
    }

    /// `ps -L` and debuggers show the name (the kernel keeps 15 bytes). glibc names the calling
    /// thread with one `prctl`, where writing /proc/thread-self/comm took three calls and a path
    /// lookup on the way to the store's first answer (issue 25); the Glibc module does not
    /// declare it. Without it the thread goes on unnamed.
    private func nameThisThread() {
        typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
        guard let setName = dlsym(nil, "pthread_setname_np") else { return }
        _ = String(decoding: name.utf8.prefix(15), as: UTF8.self).withCString { name in
            unsafeBitCast(setName, to: SetName.self)(pthread_self(), name)
        }
    }

    /// The thread's life: the work in order, sleeping while there is none, until closed and empty.
    private func serve() {
        nameThisThread()
        pthread_mutex_lock(&lock)
        thread = pthread_self()
        while true {
            while head == pending.count, !closed { pthread_cond_wait(&wake, &lock) }
            if head == pending.count { break }
            let work = pending[head]
            head += 1
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
            }
            pthread_mutex_unlock(&lock)
            switch work {
            case .job(let job):
                let (serial, task) = executors!
                job.runSynchronously(isolatedTo: serial, taskExecutor: task)
            case .call(let body):
                body()
            }
            pthread_mutex_lock(&lock)
        }
        thread = nil
        pthread_mutex_unlock(&lock)
    }
}
