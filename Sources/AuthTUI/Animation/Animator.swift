import AuthNavigation

/// What a fade animates: a navigator's presentation, or a sheet of one view. Typed, so a fade is
/// found by what it is, never by a string built and parsed back.
public struct FadeKey: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        /// A navigator's loading or login screen (`ScreenPresentation.id`), arriving or leaving.
        case presentation(Int, leaving: Bool)
        /// A sheet, by its id, arriving or leaving.
        case sheet(String, leaving: Bool)
        /// The cover of a demo or a program's own layer.
        case named(String)
    }

    /// The view that started the fade (several views may fade sheets with the same id).
    public var owner: ObjectIdentifier
    public var subject: Subject

    public init(owner: AnyObject, _ subject: Subject) {
        self.owner = ObjectIdentifier(owner)
        self.subject = subject
    }
}

/// Every fade on screen: starts them, answers their current value, advances them on each loop
/// turn, and says when the next frame is due (nil: idle, the loop sleeps). The one owner of fade
/// state: a fade that ends runs its `onFinish` (a navigator's `transitionEnded`, a ghost sheet's
/// removal) and is forgotten.
///
/// On a terminal that cannot show intermediate colours every fade jumps straight to its end.
/// Frames come as often as `pacing` allows: up to 60 a second locally, fewer on a slow link.
@MainActor
public final class Animator {

    private struct Running {
        var fade: Fade
        var value: Double
        var onFinish: (@MainActor () -> Void)?
    }

    private let clock: any MonotonicClock
    private let showsIntermediateColours: Bool
    private var fades: [FadeKey: Running] = [:]
    /// How often fades draw; the run loop reports each frame's cost (`framePresented(took:)`).
    public private(set) var pacing: FramePacing

    public init(
        clock: any MonotonicClock, showsIntermediateColours: Bool = true, pacing: FramePacing = .local
    ) {
        self.clock = clock
        self.showsIntermediateColours = showsIntermediateColours
        self.pacing = pacing
    }

    /// A frame took `duration` to reach the terminal: running fades space their next frames by
    /// the pacing this gives.
    public func framePresented(took duration: Duration) {
        pacing.presented(took: duration)
        guard !fades.isEmpty else { return }
        for key in Array(fades.keys) { fades[key]?.fade.frameInterval = pacing.interval }
    }

    /// Starts (or restarts) the fade `key` from `from` to `to` over `seconds`, a frame as often as
    /// `pacing` allows. `onFinish` runs once, when the end value has been drawn.
    public func start(
        _ key: FadeKey, from: Double, to: Double, seconds: Double, onFinish: (@MainActor () -> Void)? = nil
    ) {
        let fade = Fade(
            from: from, to: to, duration: .milliseconds(Int64((max(0, seconds) * 1000).rounded())),
            clock: clock, frameInterval: pacing.interval, showsIntermediateColours: showsIntermediateColours)
        // Where intermediate colours cannot show, the end is drawn from the first frame (the
        // sheet appears with the key that opened it); `onFinish` still waits for a step.
        fades[key] = Running(fade: fade, value: showsIntermediateColours ? from : to, onFinish: onFinish)
    }

    /// The value to draw for `key` now, or nil when it is not fading.
    public func value(_ key: FadeKey) -> Double? { fades[key]?.value }

    /// Every fade running now, with the value it draws: what a test compares to prove that
    /// drawing started or changed none.
    public var running: [FadeKey: Double] { fades.mapValues(\.value) }

    /// When the next frame is due on the animator's clock; nil when nothing animates.
    public var nextFrameDue: Duration? { fades.values.compactMap(\.fade.nextFrameDue).min() }

    /// Advances every fade to now and runs the `onFinish` of those that ended. Returns whether
    /// anything on screen changed.
    @discardableResult
    public func step() -> Bool {
        var changed = false
        var finished: [@MainActor () -> Void] = []
        for key in Array(fades.keys) {
            guard var entry = fades[key] else { continue }
            if let value = entry.fade.nextFrame() {
                entry.value = value
                changed = true
            }
            if entry.fade.isFinished {
                fades[key] = nil
                changed = true
                if let onFinish = entry.onFinish { finished.append(onFinish) }
            } else {
                fades[key] = entry
            }
        }
        for onFinish in finished { onFinish() }
        return changed
    }

    /// Whether any fade is running (what `finishAll` would end).
    public var isFading: Bool { !fades.isEmpty }

    /// Completes every fade now (a key press does not wait for an animation): the end values
    /// are what the key acts on.
    public func finishAll() {
        guard !fades.isEmpty else { return }
        for key in Array(fades.keys) { fades[key]?.fade.finish() }
        step()
    }
}
