import AuthDomain
import AuthTUI
import Glibc

/// The greeter's whole screen (`authtui greet`): the guarded login, with the machine's name and
/// the time of day on its first row, over everything (a console greeter is also the clock a
/// person glances at), and the issue text and greeting (`banner`) in the rows above the login's
/// sheets, never over them.
///
/// The time is state: whoever runs the greeter sets `time` (seconds since 1970) when the minute
/// changes, and `render` only formats it, in the local time zone (`clockFormat`, or the
/// catalogue's clock).
@MainActor
public final class GreeterScreen: ScreenView {
    public let login: any ScreenView
    public let hostName: String
    /// The wall-clock time to show, seconds since 1970.
    public var time: Double
    /// The clock's `strftime` format (`--time-format`); nil: the catalogue's clock
    /// (`OperatorText.clock`).
    public var clockFormat: String?
    /// The issue text and the greeting, drawn above the sheets.
    public var banner = GreeterBanner()
    /// Where the login's sheets are in a screen of a size (`LoginFlowScreen.sheetFrames`, moved
    /// into the host region): the banner stays in the rows above the highest.
    public var sheetFrames: @MainActor (TerminalSize, ScreenContext) -> [Rect] = { _, _ in [] }
    /// Told of every key before the login handles it: whoever runs the greeter reads the
    /// keyboard's lights then (an effect, never the view's).
    public var keyArrived: (@MainActor () -> Void)?

    public init(login: any ScreenView, hostName: String, time: Double) {
        self.login = login
        self.hostName = hostName
        self.time = time
    }

    public var isSettling: Bool { login.isSettling }

    public func reconcile(size: TerminalSize, context: ScreenContext) {
        login.reconcile(size: size, context: context)
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        var frame = login.render(size: size, context: context)
        let clock = clockFormat.map { OperatorText.clock(time, format: $0) } ?? OperatorText.clock(time)
        drawBanner(into: &frame.canvas, size: size, context: context)
        let clockWidth = DisplayWidth.of(clock)
        guard size.width > clockWidth + 2 else { return frame }
        // A bar across the top as the key hints are across the bottom, so the name and the time
        // read the same over a picture, a scrim or a flat backdrop.
        let bar = context.theme[.hint]
        frame.canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: bar)
        _ = frame.canvas.draw(clock, x: size.width - clockWidth - 1, y: 0, style: bar)
        let nameWidth = size.width - clockWidth - 3
        if nameWidth > 0 {
            _ = frame.canvas.draw(
                hostName, x: 1, y: 0, style: bar, clip: Rect(x: 1, y: 0, width: nameWidth, height: 1))
        }
        return frame
    }

    /// The banner in the rows between the first (the machine's name and the clock) and the row
    /// above the highest sheet; with no sheet drawn (too small a screen, a moment between steps)
    /// there is no telling where it would fit, and it is left out.
    private func drawBanner(into canvas: inout Canvas, size: TerminalSize, context: ScreenContext) {
        guard !banner.isEmpty, let top = sheetFrames(size, context).map(\.y).min(), top > 2 else { return }
        let theme = context.theme.onBackground
        let lines = banner.placed(width: size.width, rows: 1..<(top - 1))
        // One block, a column wider on either side, so lines of different lengths read as one
        // notice rather than a ragged patch over the backdrop.
        if let first = lines.first {
            let width = lines.map(\.frame.width).max() ?? 0
            canvas.fill(
                Rect(x: first.frame.x - 1, y: first.frame.y, width: width + 2, height: lines.count),
                style: theme[.text])
        }
        // Drawn as they are, not wrapped as a label's words: an issue file's spaces are its drawing.
        for placed in lines {
            _ = canvas.draw(
                placed.line, x: placed.frame.x, y: placed.frame.y,
                style: theme[placed.isGreeting ? .title : .text],
                clip: placed.frame)
        }
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let command = login.handle(key, size: size, context: context)
        keyArrived?()
        return command
    }

    /// The machine's name (`uname -n`), as a greeter shows it.
    nonisolated public static var machineName: String {
        var names = utsname()
        guard uname(&names) == 0 else { return "" }
        return withUnsafeBytes(of: names.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
