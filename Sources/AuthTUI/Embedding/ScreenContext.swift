import AuthNavigation

/// What every view draws, reads keys and fades with: one per program, handed to each `render`
/// and `handle`.
///
/// Views ask it for colours (`theme`), blending (`compositor`), key meanings (`keyMap`, so a
/// rebinding reaches every view), the time (`now`) and fades (`animator`).
@MainActor
public final class ScreenContext {
    public let theme: Theme
    public let compositor: Compositor
    public let keyMap: KeyMap
    public let clock: any MonotonicClock
    public let animator: Animator

    /// - Parameters:
    ///   - colorTier: the terminal's: picks the theme, and makes fades jump where intermediate
    ///     colours cannot show.
    ///   - noColor: `NO_COLOR` is set: attributes only.
    ///   - inkIsDark: the terminal's own foreground is the darker of its colours (`Theme.inkIsDark`).
    ///   - themeTable: the theme (the default one, `ThemeTable.classic`, a person's `--theme`, …),
    ///     resolved here for the colour tier.
    public init(
        colorTier: ColorTier, noColor: Bool = false, inkIsDark: Bool = true,
        themeTable: ThemeTable = .standard, keyMap: KeyMap = .standard,
        clock: any MonotonicClock = SystemClock()
    ) {
        var theme = Theme.resolved(for: colorTier, noColor: noColor, table: themeTable)
        theme.inkIsDark = inkIsDark
        self.theme = theme
        compositor = Compositor(colourless: theme.isMonochrome, tier: colorTier)
        self.keyMap = keyMap
        self.clock = clock
        animator = Animator(
            clock: clock, showsIntermediateColours: colorTier.showsIntermediateColors && !theme.isMonochrome,
            pacing: .forThisSession)
    }

    /// The time now on the context's clock.
    public var now: Duration { clock.now() }

    /// An empty canvas of `size` in the theme's background.
    public func blank(_ size: TerminalSize) -> Canvas {
        Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
    }

    /// The spinner glyph to draw now (`SpinnerGlyph.frames`, turning every `SpinnerGlyph.interval`).
    public var spinnerFrame: String { SpinnerGlyph.frame(at: now) }

    /// Seconds every fade on screen lasts (0: none), the one place each view reads it: every
    /// sheet's, and every navigator's screens' unless that navigator was given a length of its
    /// own (`AuthNavigator.animationDuration`). `FullScreen` sets it from its options.
    public var fadeSeconds: Double = AuthNavigator.defaultAnimationDuration
}
