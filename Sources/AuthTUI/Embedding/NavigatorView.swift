import AuthNavigation
import AuthText

/// Draws any `AuthNavigator`'s scene over a host: the overlay, then its loading and login
/// screens bottom to top, each fading in or out, all inside the navigator's host region. Its
/// `reconcile` starts each fade the scene asks for on the context's clock (paced by its
/// animator) and calls the navigator's `transitionEnded` itself when one ends, so a program only
/// reconciles, draws and forwards keys (`GuardedScreen` does all three).
///
/// Screens are looked up by the navigator's screen ids (`loginScreenID`, `loadingScreenID`).
/// While a fade-in runs the screen takes no caret, so no cursor shows before the screen does.
@MainActor
public final class NavigatorView {
    public let navigator: AuthNavigator
    /// The views for the navigator's screen ids.
    public var screens: [String: any ScreenView]

    public init(navigator: AuthNavigator, screens: [String: any ScreenView]) {
        self.navigator = navigator
        self.screens = screens
    }

    /// Whether the host must not take keys: something of the navigator covers it.
    public var coversHost: Bool { navigator.scene.coversHost }

    /// Whether the scene is not decided yet: the navigator is asking `shouldLogin()`, or its
    /// active screen is itself settling.
    public var isSettling: Bool {
        if navigator.isDeciding { return true }
        guard let active = navigator.scene.activeScreen, let view = screens[active.screenID] else {
            return false
        }
        return view.isSettling
    }

    /// What a host drawn for `body` would show through the navigator's cover when the cover
    /// (opaque: it blanks what it hides) spans all of it: nothing but the cover itself, so the
    /// host need not be drawn. Nil when some of the host shows.
    public func coveredHost(in body: Rect, context: ScreenContext) -> ScreenFrame? {
        guard let overlay = navigator.scene.overlay, region(in: body) == body, !body.isEmpty else {
            return nil
        }
        return ScreenFrame(canvas: cover(body, color: overlay.color ?? context.theme[.background].background))
    }

    /// The part of `body` the navigator covers (its host region, clipped; `body` when nil).
    public func region(in body: Rect) -> Rect {
        (navigator.scene.region ?? body).intersection(body)
    }

    /// `host` (drawn for `body`) with the overlay and screens on top. The cursor is the active
    /// screen's once it is fully shown; with nothing covering, the host's frame comes back as is.
    public func render(over host: ScreenFrame, in body: Rect, context: ScreenContext) -> ScreenFrame {
        let scene = navigator.scene
        let region = region(in: body)
        guard !region.isEmpty, scene.overlay != nil || !scene.screens.isEmpty else { return host }
        var layers: [Layer] = []
        // Screens fade through the overlay's colour (the empty screen), whatever their corner shows.
        var base = context.theme[.background].background
        if let overlay = scene.overlay {
            // The cover blanks what it hides: recoloured text would still be there to select,
            // copy or read aloud (a scrim recolours; this hides protected content).
            let color = overlay.color ?? context.theme[.background].background
            layers.append(.panel(PanelLayer(content: cover(region, color: color), x: region.x, y: region.y)))
            base = color
        }
        let size = TerminalSize(width: region.width, height: region.height)
        var cursor: CursorPosition?
        var keys: Set<KeyAction> = scene.coversHost ? [] : host.keys
        var animating = false
        for presentation in scene.screens {
            let opacity =
                context.animator.value(fadeKey(presentation))
                ?? (presentation.transition == .fadingOut ? 0 : 1)
            guard opacity > 0, let view = screens[presentation.screenID] else { continue }
            let frame = view.render(size: size, context: context)
            animating = animating || frame.isAnimating
            var content = frame.canvas
            if presentation.failedLogins > 0 { Self.sayLoginFailed(on: &content, context: context) }
            layers.append(
                .panel(PanelLayer(content: content, x: region.x, y: region.y, opacity: opacity, base: base)))
            if presentation.id == scene.activeScreen?.id {
                keys = frame.keys
                if presentation.transition == .shown, let caret = frame.cursor {
                    cursor = CursorPosition(x: region.x + caret.x, y: region.y + caret.y)
                }
            }
        }
        let canvas = context.compositor.compose(host: host.canvas, region: region, layers: layers)
        let hostCursor = scene.coversHost ? nil : host.cursor
        return ScreenFrame(
            canvas: canvas, cursor: cursor ?? hostCursor, isAnimating: animating || host.isAnimating,
            keys: keys)
    }

    /// What a login screen says once `finishLogin(success: false)` kept it up, whatever the
    /// screen is (a program's own sheet need not say it): on its last row, as an error.
    public static let loginFailed = Message("navigator.login-failed", "Login failed: try again")

    private static func sayLoginFailed(on canvas: inout Canvas, context: ScreenContext) {
        guard canvas.width > 2, canvas.height > 0 else { return }
        Label(loginFailed.text, role: .error, alignment: .centred).render(
            into: &canvas, in: Rect(x: 1, y: canvas.height - 1, width: canvas.width - 2, height: 1),
            theme: context.theme.onBackground)
    }

    /// The cover last drawn: blank cells of the overlay's colour over the region's size.
    private var lastCover: Canvas?

    private func cover(_ region: Rect, color: RGBColor) -> Canvas {
        let blank = Cell.blank(foreground: color, background: color)
        if let lastCover, lastCover.width == region.width, lastCover.height == region.height,
            lastCover.cells.first == blank
        {
            return lastCover
        }
        let cover = Canvas(width: region.width, height: region.height, fill: blank)
        lastCover = cover
        return cover
    }

    /// A key for the active screen (mouse made local to the region). Returns nil when no screen
    /// of the navigator takes keys: the host's, unless the overlay hides it (then the key is
    /// swallowed: nobody types into a covered host).
    public func handle(_ key: Key, in body: Rect, context: ScreenContext) -> LoopCommand? {
        let scene = navigator.scene
        let region = region(in: body)
        if let active = scene.activeScreen, let view = screens[active.screenID] {
            return view.handle(
                localised(key, to: region), size: TerminalSize(width: region.width, height: region.height),
                context: context)
        }
        return scene.overlay == nil ? nil : .keepRunning
    }

    private func fadeKey(_ presentation: ScreenPresentation) -> FadeKey {
        FadeKey(owner: self, .presentation(presentation.id, leaving: presentation.transition == .fadingOut))
    }

    /// Starts the fades of the scene (see `startFades`) and reconciles the screens it will draw.
    public func reconcile(in body: Rect, context: ScreenContext) {
        startFades(context: context)
        let region = region(in: body)
        let size = TerminalSize(width: region.width, height: region.height)
        for presentation in navigator.scene.screens {
            screens[presentation.screenID]?.reconcile(size: size, context: context)
        }
    }

    /// One place starts fades: for each presentation that is fading in or out and has no fade
    /// running in that direction, one fade over its duration (the context's `fadeSeconds` unless
    /// the navigator has a length of its own), from where a fade the other way left it, which
    /// reports back to the navigator when it ends, unless the presentation has turned round
    /// meanwhile. A fade of no length ends here, so the screen is drawn shown at once.
    private func startFades(context: ScreenContext) {
        for presentation in navigator.scene.screens where presentation.transition != .shown {
            let key = fadeKey(presentation)
            guard context.animator.value(key) == nil else { continue }
            let seconds = presentation.fadeDuration ?? context.fadeSeconds
            let inward = presentation.transition == .fadingIn
            guard seconds > 0 else {
                navigator.transitionEnded(presentationID: presentation.id)
                continue
            }
            let opposite = FadeKey(owner: self, .presentation(presentation.id, leaving: inward))
            let from = context.animator.value(opposite) ?? (inward ? 0 : 1)
            let (navigator, id, transition) = (navigator, presentation.id, presentation.transition)
            context.animator.start(key, from: from, to: inward ? 1 : 0, seconds: seconds) {
                guard navigator.scene.screens.first(where: { $0.id == id })?.transition == transition else {
                    return
                }
                navigator.transitionEnded(presentationID: id)
            }
        }
    }
}
