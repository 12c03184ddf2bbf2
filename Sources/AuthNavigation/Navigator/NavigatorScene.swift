/// What a navigator needs on screen right now: the data a terminal layer renders and tests read.
///
/// Layers, bottom to top: the host's own content, the overlay (if any), then `screens` in order.
/// Everything is confined to `region` (nil: the whole host), so the rest of the host stays usable.
public struct NavigatorScene: Equatable, Sendable {
    /// The part of the host the navigator covers; nil means the whole host.
    public var region: Rect?
    /// The opaque cover that hides the host's content while a decision is made or a screen shows.
    public var overlay: NavigatorOverlay?
    /// Loading and login screens, bottom to top, including ones still fading out.
    public var screens: [ScreenPresentation]

    public init(region: Rect? = nil, overlay: NavigatorOverlay? = nil, screens: [ScreenPresentation] = []) {
        self.region = region
        self.overlay = overlay
        self.screens = screens
    }

    /// True while the host's protected content must not be visible.
    public var coversHost: Bool { overlay != nil || screens.contains { $0.transition != .fadingOut } }

    /// The topmost screen that is not leaving: the one that receives input.
    public var activeScreen: ScreenPresentation? { screens.last { $0.transition != .fadingOut } }
}

/// The navigator's overlay: fully opaque, appears without a fade (as in AuthNavigation).
public struct NavigatorOverlay: Equatable, Sendable {
    /// The overlay's colour; nil means the host's background colour, resolved by the renderer.
    public var color: RGBColor?

    public init(color: RGBColor?) { self.color = color }
}

/// Which of the navigator's two screens a presentation is.
public enum ScreenRole: Equatable, Sendable {
    case loading
    case login
}

/// Where a presented screen is in its life: fading in, fully shown, or fading out before removal.
public enum ScreenTransition: Equatable, Sendable {
    case fadingIn
    case shown
    case fadingOut
}

/// One presentation of a loading or login screen. A fresh presentation gets a fresh `id`, so a
/// renderer can tell a new screen from the one it is already fading.
public struct ScreenPresentation: Equatable, Sendable, Identifiable {
    public let id: Int
    /// The host's identifier for the screen (`loginScreenID` / `loadingScreenID`).
    public let screenID: String
    public let role: ScreenRole
    public var transition: ScreenTransition
    /// Seconds the current fade lasts (the navigator's `animationDuration` when it began); nil:
    /// as long as the renderer fades everything else.
    public var fadeDuration: Double?
    /// How many times `finishLogin(success: false)` kept this login screen up: while it is above
    /// 0 the renderer says the login failed, so a try that did not work never looks like nothing.
    public var failedLogins: Int

    public init(
        id: Int, screenID: String, role: ScreenRole, transition: ScreenTransition, fadeDuration: Double?,
        failedLogins: Int = 0
    ) {
        self.id = id
        self.screenID = screenID
        self.role = role
        self.transition = transition
        self.fadeDuration = fadeDuration
        self.failedLogins = failedLogins
    }
}
