import AuthDomain
import AuthTUI
import Glibc

/// The greeter's whole screen (`authtui greet`): the guarded login, with the machine's name and
/// the time of day on its first row, over everything (a console greeter is also the clock a
/// person glances at).
///
/// The time is state: whoever runs the greeter sets `time` (seconds since 1970) when the minute
/// changes, and `render` only formats it, in the local time zone.
@MainActor
public final class GreeterScreen: ScreenView {
    public let login: any ScreenView
    public let hostName: String
    /// The wall-clock time to show, seconds since 1970.
    public var time: Double

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
        let clock = OperatorText.clock(time)
        let theme = context.theme.onBackground
        let clockWidth = DisplayWidth.of(clock)
        guard size.width > clockWidth + 2 else { return frame }
        Label(clock, role: .hint).render(
            into: &frame.canvas, in: Rect(x: size.width - clockWidth - 1, y: 0, width: clockWidth, height: 1),
            theme: theme)
        let nameWidth = size.width - clockWidth - 3
        if nameWidth > 0 {
            Label(hostName, role: .hint).render(
                into: &frame.canvas, in: Rect(x: 1, y: 0, width: nameWidth, height: 1), theme: theme)
        }
        return frame
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        login.handle(key, size: size, context: context)
    }

    /// The machine's name (`uname -n`), as a greeter shows it.
    nonisolated public static var machineName: String {
        var names = utsname()
        guard uname(&names) == 0 else { return "" }
        return withUnsafeBytes(of: names.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
