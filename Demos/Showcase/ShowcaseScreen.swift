import AuthDomain
import AuthTUI

/// `authtui showcase`, the modal-overlay demo for developers, as a program for a run loop: the
/// `RootScreen` of a `ShowcaseView`, with the showcase's key map (`q` quits too), its minimum
/// size and no hint line (the view draws its own legend).
///
/// Everything a loop asks is the root's: the quit keys, `Terminal too small` below the minimum
/// size (sheets and settings are kept), any key first completing every running fade, and sleeping
/// while nothing animates. This type only puts the pieces together in one call.
@MainActor
public final class ShowcaseScreen: LoopClient {
    /// Below this the whole screen shows `Terminal too small`. At this width the right half still
    /// holds a sheet.
    public static let minimumSize = TerminalSize(width: 70, height: 18)

    public let root: RootScreen
    let view: ShowcaseView

    /// - Parameters:
    ///   - settings: the starting settings (from the launch options); the confirmation resets to them.
    ///   - colorTier: the terminal's, for the theme, quantised fades and skipping them in mono.
    ///   - themeTable: the colours (`--theme`).
    public init(
        settings: ShowcaseSettings, colorTier: ColorTier, noColor: Bool, themeTable: ThemeTable = .standard,
        clock: any MonotonicClock = SystemClock()
    ) {
        view = ShowcaseView(settings: settings)
        let context = ScreenContext(
            colorTier: colorTier, noColor: noColor, themeTable: themeTable, keyMap: ShowcaseKeys.keyMap,
            clock: clock)
        context.fadeSeconds = settings.fadeSeconds
        root = RootScreen(view, context: context, minimumSize: Self.minimumSize, showsHints: false)
    }

    public var needsFrame: Bool { root.needsFrame }
    public var clock: any MonotonicClock { root.clock }
    public var nextDeadline: Duration? { root.nextDeadline }
    public func tick() { root.tick() }
    public func framePresented(took duration: Duration) { root.framePresented(took: duration) }
    public func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?) {
        root.frame(size: size)
    }
    public func handle(_ key: Key) -> LoopCommand { root.handle(key) }
}
