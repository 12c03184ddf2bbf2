import AuthNavigation

/// An opacity animation driven by a monotonic clock: which value to draw now, and when the next
/// frame is due, so the run loop can sleep exactly until then (no timer while idle).
///
/// Frames are computed for *now*, never replayed: a run loop that wakes late simply skips the
/// frames it missed. Duration 0, or a terminal that cannot show intermediate colours, jumps
/// straight to the end value. (Two frames that look the same on a 256- or 8-colour terminal cost
/// no bytes: the terminal's diff compares the colour pairs cells are drawn with, after
/// quantising.)
///
/// Typical use:
/// ```
/// var fade = Fade(from: 0, to: 1, duration: .milliseconds(300), clock: clock)
/// if let value = fade.nextFrame() { draw(opacity: value) }   // on each wake-up
/// let sleepUntil = fade.nextFrameDue                           // nil: nothing to wait for
/// ```
public struct Fade {
    /// The default frame cap: about 60 frames a second.
    public static let sixtyFPS = Duration.nanoseconds(16_666_667)

    public let from: Double
    public let to: Double
    public let duration: Duration
    public let easing: Easing
    /// The least time between two frames (the animator sets it from its `FramePacing`).
    public var frameInterval: Duration
    /// The clock time the fade started at.
    public let start: Duration

    private let clock: any MonotonicClock
    private let jumpsToEnd: Bool
    private var finishRequested = false
    private var lastCheck: Duration?
    private var lastValue: Double

    /// Whether the end value has been emitted (or needed no frame); no more frames will come.
    public private(set) var isFinished = false

    /// - Parameters:
    ///   - showsIntermediateColours: false on terminals without colour; the fade then jumps.
    public init(
        from: Double, to: Double, duration: Duration, clock: any MonotonicClock, easing: Easing = .easeInOut,
        frameInterval: Duration = Fade.sixtyFPS, showsIntermediateColours: Bool = true
    ) {
        self.from = from
        self.to = to
        self.duration = duration
        self.easing = easing
        self.frameInterval = frameInterval
        self.clock = clock
        self.jumpsToEnd = duration <= .zero || !showsIntermediateColours
        self.start = clock.now()
        // The screen shows the starting state already, so a first frame equal to it is not news.
        self.lastValue = from
    }

    /// When the next frame is due on this fade's clock, or nil when the fade has finished.
    public var nextFrameDue: Duration? {
        if isFinished { return nil }
        if finishRequested || jumpsToEnd { return start }
        guard let lastCheck else { return start }
        return lastCheck + frameInterval
    }

    /// The value to draw now, or nil when no frame is due or the value has not changed.
    public mutating func nextFrame() -> Double? {
        guard !isFinished else { return nil }
        let now = clock.now()
        if let due = nextFrameDue, now < due { return nil }
        lastCheck = now
        let progress = progress(at: now)
        let value = value(atProgress: progress)
        if progress >= 1 { isFinished = true }
        guard value != lastValue else { return nil }
        lastValue = value
        return value
    }

    /// Ends the fade early (e.g. on a key press): the next frame is due at once and shows `to`.
    public mutating func finish() {
        finishRequested = true
    }

    private func progress(at now: Duration) -> Double {
        if finishRequested || jumpsToEnd { return 1 }
        let elapsed = now - start
        if elapsed >= duration { return 1 }
        return max(0, elapsed / duration)
    }

    private func value(atProgress progress: Double) -> Double {
        progress >= 1 ? to : from + (to - from) * easing(progress)
    }
}
