import AuthNavigation

/// A host screen guarded by a navigator: the host draws itself, the navigator's overlay and
/// screens go on top inside its host region, and keys go to the navigator's active screen while
/// it covers the host (to the host otherwise; clicks outside the region always reach the host).
///
/// It is a `ScreenView` itself, so it can fill a whole program (`FullScreen.run`) or one part of
/// a bigger screen.
@MainActor
public final class GuardedScreen: ScreenView {
    public let host: any ScreenView
    public let navigatorView: NavigatorView

    /// - Parameter screens: the views for the navigator's `loginScreenID` and `loadingScreenID`.
    public init(host: any ScreenView, navigator: AuthNavigator, screens: [String: any ScreenView]) {
        self.host = host
        navigatorView = NavigatorView(navigator: navigator, screens: screens)
    }

    /// The navigator's scene is not decided yet, or what covers the host (or the host) is settling.
    public var isSettling: Bool {
        navigatorView.isSettling || (!navigatorView.coversHost && host.isSettling)
    }

    public func reconcile(size: TerminalSize, context: ScreenContext) {
        host.reconcile(size: size, context: context)
        navigatorView.reconcile(in: Rect(width: size.width, height: size.height), context: context)
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let body = Rect(width: size.width, height: size.height)
        // Under a cover over all of it the host would be drawn for nothing.
        let frame =
            navigatorView.coveredHost(in: body, context: context) ?? host.render(size: size, context: context)
        return navigatorView.render(over: frame, in: body, context: context)
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let body = Rect(width: size.width, height: size.height)
        if case .mouse(let mouse) = key, !navigatorView.region(in: body).contains(x: mouse.x, y: mouse.y) {
            return host.handle(key, size: size, context: context)
        }
        return navigatorView.handle(key, in: body, context: context)
            ?? host.handle(key, size: size, context: context)
    }
}
