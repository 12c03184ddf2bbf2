import AuthDomain

/// A busy indicator (`⠋ Signing in…`) whose frame is a function of elapsed time.
///
/// It holds no timer: the run loop asks `nextChange(after:)` when to wake, like a `Fade`, so an
/// idle screen with no spinner costs nothing.
public struct Spinner: Hashable, Sendable {
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static let interval = Duration.milliseconds(80)

    public var label: String
    public var phase: Int

    public init(_ label: String, phase: Int = 0) {
        self.label = label
        self.phase = phase
    }

    /// Sets the frame for `elapsed` time since the spinner started.
    public mutating func advance(to elapsed: Duration) {
        phase = max(0, Int(elapsed / Self.interval)) % Self.frames.count
    }

    /// The elapsed time at which the frame changes next.
    public static func nextChange(after elapsed: Duration) -> Duration {
        Self.interval * (max(0, Int(elapsed / Self.interval)) + 1)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let glyph = Self.frames[phase % Self.frames.count]
        let used = canvas.draw(glyph + " ", x: rect.x, y: rect.y, style: theme[.title], clip: rect)
        canvas.draw(label, x: rect.x + used, y: rect.y, style: theme[.text], clip: rect)
    }
}
