import AuthDomain

/// The login app as one full-screen program: routes keys to the screen that has focus, composes
/// host, navigator overlay, navigator screens (fading) and sheets into one frame per change, and
/// reports fade ends back to the navigators.
///
/// Layers for the home host, bottom to top: the logged-in content (empty while logged out), the
/// navigator's overlay, its loading and Start screens, all inside the navigator's region; the
/// key-hint line on the last row stays visible. The secret page adds its own navigator over the
/// right-hand region while `Back` stays usable on the left.
@MainActor
public final class LoginAppScreen: LoopClient {
    /// Below this the screen shows `Terminal too small` and ignores typing (nothing is lost).
    public static let minimumSize = TerminalSize(width: 44, height: 16)

    public let clock: any MonotonicClock
    public private(set) var needsFrame = true

    private let router: AppRouter
    private let theme: Theme
    private let compositor: Compositor
    private let animator: Animator
    private let start: StartView
    private let loggedIn: LoggedInView
    private let secret: SecretPageView
    private var lastSize = TerminalSize(width: 0, height: 0)
    /// Fades already started for navigator presentations (`home.3.in`, `secret.5.out`).
    private var startedFades: Set<String> = []
    private let spinnerStart: Duration

    /// - Parameters:
    ///   - colorTier: the terminal's, for the theme, quantised fades and skipping them in mono.
    public init(router: AppRouter, colorTier: ColorTier, noColor: Bool, clock: any MonotonicClock = SystemClock()) {
        self.router = router
        self.clock = clock
        var theme = Theme.resolved(noColor: noColor, terminalHasColour: colorTier != .monochrome)
        // The terminal cursor sits at the focused field's caret (see `frame(size:)`).
        theme.drawsCaretCell = false
        self.theme = theme
        compositor = Compositor(colourless: theme.isMonochrome)
        animator = Animator(
            clock: clock, quantise: colorTier.quantised,
            showsIntermediateColours: colorTier.showsIntermediateColors)
        let seconds = router.homeNavigator.animationDuration
        start = StartView(
            presenter: router.auth, fades: SheetFades(name: "start", animator: animator, seconds: seconds))
        loggedIn = LoggedInView(
            presenter: router.loggedIn, fades: SheetFades(name: "home", animator: animator, seconds: seconds))
        secret = SecretPageView(
            presenter: router.secrets, fades: SheetFades(name: "secret", animator: animator, seconds: seconds)
        )
        spinnerStart = clock.now()
        router.onChange = { [unowned self] in self.changed() }
        router.auth.onChange = { [unowned self] _ in self.changed() }
        router.loggedIn.onChange = { [unowned self] _ in self.changed() }
        router.secrets.onChange = { [unowned self] _ in self.changed() }
        router.loading.onChange = { [unowned self] _ in self.changed() }
        router.secretLoading.onChange = { [unowned self] _ in self.changed() }
        changed()
    }

    /// The Start screen's background picture arrived (or its fallback).
    public func show(picture: ScreenImage) {
        start.picture = picture
        needsFrame = true
    }

    private var spinnerFrame: String {
        let elapsed = clock.now() - spinnerStart
        let index = Int(elapsed / Spinner.interval) % Spinner.frames.count
        return Spinner.frames[index]
    }

    private var isBusy: Bool {
        router.auth.state.isBusy || router.loggedIn.state.deleteConfirmation?.isBusy == true
            || router.secrets.state.isBusy || router.auth.state.connection == .checking
            || router.homeNavigator.scene.activeScreen?.role == .loading
            || (router.route == .secret && router.secretNavigator.scene.activeScreen?.role == .loading)
    }

    private func changed() {
        let frame = spinnerFrame
        start.sync(router.auth.state, spinnerFrame: frame)
        loggedIn.sync(router.loggedIn.state, spinnerFrame: frame)
        secret.sync(
            router.secrets.state,
            loginPresentation: router.secretNavigator.scene.screens.last { $0.role == .login }?.id,
            spinnerFrame: frame)
        syncFades(router.homeNavigator, prefix: "home")
        syncFades(router.secretNavigator, prefix: "secret")
        needsFrame = true
    }

    /// Starts a fade for each presentation that began fading in or out.
    private func syncFades(_ navigator: AuthNavigator, prefix: String) {
        for screen in navigator.scene.screens where screen.transition != .shown {
            let inward = screen.transition == .fadingIn
            let name = "\(prefix).\(screen.id).\(inward ? "in" : "out")"
            guard !startedFades.contains(name) else { continue }
            startedFades.insert(name)
            let screenArea = Double(max(1, lastSize.width * lastSize.height))
            let coverage = navigator.scene.region.map { Double($0.width * $0.height) / screenArea } ?? 1
            animator.start(
                name, from: inward ? 0 : 1, to: inward ? 1 : 0, seconds: screen.fadeDuration,
                coverage: coverage)
        }
    }

    // MARK: LoopClient

    public var nextDeadline: Duration? {
        let spinner = isBusy ? spinnerStart + Spinner.nextChange(after: clock.now() - spinnerStart) : nil
        return [animator.nextFrameDue, spinner].compactMap { $0 }.min()
    }

    public func tick() {
        let (changed, finished) = animator.step()
        for name in finished {
            // The presentation moves on (shown or removed), so its name is never started again.
            startedFades.remove(name)
            let parts = name.split(separator: ".")
            guard parts.count == 3, let id = Int(parts[1]) else { continue }
            let navigator = parts[0] == "home" ? router.homeNavigator : router.secretNavigator
            navigator.transitionEnded(presentationID: id)
        }
        if changed || isBusy {
            self.changed()
        }
    }

    public func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?) {
        needsFrame = false
        lastSize = size
        let screen = Rect(width: size.width, height: size.height)
        var canvas = Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            TooSmallNotice.render(into: &canvas, in: screen, theme: theme)
            return (canvas, nil)
        }
        let body = Rect(width: size.width, height: size.height - 1)
        var cursor: CursorPosition?
        switch router.route {
        case .home:
            canvas = loggedIn.render(into: canvas, area: body, theme: theme, compositor: compositor)
            if let caret = loggedIn.caret(area: body) { cursor = CursorPosition(x: caret.x, y: caret.y) }
            let (composed, caret) = composeNavigator(
                router.homeNavigator, prefix: "home", over: canvas, body: body)
            canvas = composed
            if router.homeNavigator.scene.coversHost { cursor = caret }
        case .secret:
            secret.renderHost(into: &canvas, screen: body, theme: theme, compositor: compositor)
            let region = SecretPageView.layout(body).region
            if router.secretNavigator.hostRegion != region { router.secretNavigator.hostRegion = region }
            let (composed, caret) = composeNavigator(
                router.secretNavigator, prefix: "secret", over: canvas, body: body)
            canvas = composed
            cursor = caret
        }
        drawHintLine(on: &canvas, row: size.height - 1)
        return (canvas, cursor)
    }

    /// The navigator's overlay and screens over `host`, inside its region (clipped to `body`).
    private func composeNavigator(_ navigator: AuthNavigator, prefix: String, over host: Canvas, body: Rect)
        -> (Canvas, CursorPosition?)
    {
        let scene = navigator.scene
        let region = (scene.region ?? body).intersection(body)
        guard !region.isEmpty, scene.overlay != nil || !scene.screens.isEmpty else { return (host, nil) }
        var layers: [Layer] = []
        if let overlay = scene.overlay {
            layers.append(
                .overlay(Overlay(color: overlay.color ?? theme[.background].background, opacity: 1)))
        }
        let size = TerminalSize(width: region.width, height: region.height)
        var cursor: CursorPosition?
        for presentation in scene.screens {
            let name = "\(prefix).\(presentation.id).\(presentation.transition == .fadingOut ? "out" : "in")"
            let opacity = animator.value(name) ?? (presentation.transition == .fadingOut ? 0 : 1)
            guard opacity > 0 else { continue }
            let content = screenCanvas(presentation, size: size)
            layers.append(.panel(PanelLayer(content: content, x: region.x, y: region.y, opacity: opacity)))
            if presentation.id == scene.activeScreen?.id, let caret = caret(for: presentation, size: size) {
                cursor = CursorPosition(x: region.x + caret.x, y: region.y + caret.y)
            }
        }
        return (compositor.compose(host: host, region: region, layers: layers), cursor)
    }

    private func screenCanvas(_ presentation: ScreenPresentation, size: TerminalSize) -> Canvas {
        switch presentation.screenID {
        case ScreenID.start:
            return start.render(size: size, theme: theme, compositor: compositor, spinnerFrame: spinnerFrame)
        case ScreenID.loading:
            return LoadingView.render(
                router.loading.state, size: size, theme: theme, spinnerFrame: spinnerFrame)
        case ScreenID.secretLoading:
            return LoadingView.render(
                router.secretLoading.state, size: size, theme: theme, spinnerFrame: spinnerFrame)
        default:
            return secret.renderLogin(size: size, theme: theme, compositor: compositor)
        }
    }

    private func caret(for presentation: ScreenPresentation, size: TerminalSize) -> (x: Int, y: Int)? {
        switch presentation.screenID {
        case ScreenID.start: start.caret(size: size)
        case ScreenID.secretLogin: secret.loginCaret(size: size)
        default: nil
        }
    }

    private func drawHintLine(on canvas: inout Canvas, row: Int) {
        let hint = KeyMap.standard.hintLine(width: canvas.width - 2)
        canvas.fill(Rect(x: 0, y: row, width: canvas.width, height: 1), style: theme[.hint])
        _ = canvas.draw(hint, x: 1, y: row, style: theme[.hint])
    }

    public func handle(_ key: Key) -> LoopCommand {
        needsFrame = true
        if KeyMap.standard.action(for: key) == .quit { return .quit }
        if key == .resize { return .keepRunning }
        // A key does not wait for an animation: every fade completes at the next tick.
        if !animator.isIdle { animator.finishAll() }
        let size = lastSize
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            return .keepRunning
        }
        let body = Rect(width: size.width, height: size.height - 1)
        switch router.route {
        case .home:
            let scene = router.homeNavigator.scene
            if let active = scene.activeScreen {
                guard active.screenID == ScreenID.start else { return .keepRunning }
                let region = (scene.region ?? body).intersection(body)
                return start.handle(
                    localised(key, to: region), size: TerminalSize(width: region.width, height: region.height)
                )
            }
            if scene.overlay != nil { return .keepRunning }
            return loggedIn.handle(key, area: body)
        case .secret:
            let active = router.secretNavigator.scene.activeScreen
            return secret.handle(
                key, screen: body, loginShowing: active?.role == .login,
                loadingShowing: active?.role == .loading)
        }
    }
}
