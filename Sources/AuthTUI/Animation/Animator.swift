import AuthDomain

/// Runs every fade of a screen by name: starts them, answers their current value, advances them
/// on each loop turn, and says when the next frame is due (nil: idle, the loop sleeps).
///
/// One place applies the terminal's limits: frames are quantised to its colour tier, and on a
/// terminal that cannot show intermediate colours every fade jumps straight to its end.
public final class Animator {
    private let clock: any Clock
    private let quantise: (RGBColor) -> RGBColor
    private let showsIntermediateColours: Bool
    private var fades: [String: Fade] = [:]
    private var values: [String: Double] = [:]

    public init(
        clock: any Clock, quantise: @escaping (RGBColor) -> RGBColor = { $0 },
        showsIntermediateColours: Bool = true
    ) {
        self.clock = clock
        self.quantise = quantise
        self.showsIntermediateColours = showsIntermediateColours
    }

    /// Starts (or restarts) the fade `name` from `from` to `to` over `seconds`. `samples` are
    /// colours the fade moves between, so frames that look the same on this terminal are skipped.
    public func start(_ name: String, from: Double, to: Double, seconds: Double, samples: [FadeSample] = []) {
        fades[name] = Fade(
            from: from, to: to, duration: .milliseconds(Int64((max(0, seconds) * 1000).rounded())),
            clock: clock, samples: samples, quantise: quantise,
            showsIntermediateColours: showsIntermediateColours)
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
