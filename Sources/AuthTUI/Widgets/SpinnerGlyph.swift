import AuthNavigation

/// The busy glyph a view puts before a status line (`⠋ Signing in…`, via
/// `ScreenContext.spinnerFrame`): ten braille frames, one every 80 ms.
///
/// The frame is a function of the clock alone and nothing holds a timer: `RootScreen` asks
/// `nextChange(after:)` when to wake, like a `Fade`, so an idle screen with no spinner costs nothing.
enum SpinnerGlyph {
    static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let interval = Duration.milliseconds(80)

    /// The glyph at `time` on the context's clock.
    static func frame(at time: Duration) -> String {
        frames[Int(time / interval) % frames.count]
    }

    /// The time at which the glyph changes next.
    static func nextChange(after time: Duration) -> Duration {
        interval * (max(0, Int(time / interval)) + 1)
    }
}
