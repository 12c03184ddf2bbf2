import AuthDomain

/// Runs every fade of a screen by name: starts them, answers their current value, advances them
/// on each loop turn, and says when the next frame is due (nil: idle, the loop sleeps).
///
/// One place applies the terminal's limits: frames are quantised to its colour tier, and on a
/// terminal that cannot show intermediate colours every fade jumps straight to its end.
public final class Animator {
    /// How many times a fade may rewrite the area it covers: a full-screen fade then costs no
    /// more bytes than three full repaints of that area (every frame of a colour fade rewrites
    /// nearly every cell it touches), while a small sheet still fades at up to 60 fps.
    public static let repaintBudget = 3.0

    /// The frame interval for a fade of `seconds` over `coverage` (0…1) of the screen.
    public static func frameInterval(seconds: Double, coverage: Double) -> Duration {
        let spread = seconds * min(max(coverage, 0), 1) / repaintBudget
        return max(Fade.sixtyFPS, .nanoseconds(Int64(spread * 1e9)))
    }

    private let clock: any MonotonicClock
    private let quantise: (RGBColor) -> RGBColor
    private let showsIntermediateColours: Bool
    private var fades: [String: Fade] = [:]
    private var values: [String: Double] = [:]

    public init(
        clock: any MonotonicClock, quantise: @escaping (RGBColor) -> RGBColor = { $0 },
        showsIntermediateColours: Bool = true
    ) {
        self.clock = clock
        self.quantise = quantise
        self.showsIntermediateColours = showsIntermediateColours
    }

    /// Starts (or restarts) the fade `name` from `from` to `to` over `seconds`, covering
    /// `coverage` of the screen (which sets its frame rate, see `frameInterval`). `samples` are
    /// colours the fade moves between, so frames that look the same on this terminal are skipped.
    public func start(
        _ name: String, from: Double, to: Double, seconds: Double, coverage: Double = 1,
        samples: [FadeSample] = []
    ) {
        fades[name] = Fade(
            from: from, to: to, duration: .milliseconds(Int64((max(0, seconds) * 1000).rounded())),
            clock: clock, frameInterval: Self.frameInterval(seconds: seconds, coverage: coverage),
            samples: samples, quantise: quantise, showsIntermediateColours: showsIntermediateColours)
        values[name] = from
    }

    /// The value to draw for `name` now, or nil when it is not fading.
    public func value(_ name: String) -> Double? { values[name] }

    public func isRunning(_ name: String) -> Bool { fades[name] != nil }

    public var isIdle: Bool { fades.isEmpty }

    /// When the next frame is due on the animator's clock; nil when nothing animates.
    public var nextFrameDue: Duration? { fades.values.compactMap(\.nextFrameDue).min() }

    /// Advances every fade to now. Returns whether any drawn value changed, and the names of the
    /// fades that ended (they no longer have a value).
    public func step() -> (changed: Bool, finished: [String]) {
        var changed = false
        var finished: [String] = []
        for name in Array(fades.keys) {
            guard var fade = fades[name] else { continue }
            if let value = fade.nextFrame() {
                values[name] = value
                changed = true
            }
            if fade.isFinished {
                fades[name] = nil
                values[name] = nil
                finished.append(name)
                changed = true
            } else {
                fades[name] = fade
            }
        }
        return (changed, finished.sorted())
    }

    /// Completes every fade at the next `step()` (a key press does not wait for an animation).
    public func finishAll() {
        for name in Array(fades.keys) { fades[name]?.finish() }
    }
}
