/// Decides, each time a host screen appears, whether to cover it and present a loading and/or
/// login screen, and publishes the result as a `NavigatorScene` for a terminal layer to draw.
///
/// A faithful AuthNavigation: the same flags, decision order and delegate-call order, minus its
/// bugs. No call sequence crashes, stacks a second copy of a screen or leaves an invisible overlay;
/// `finishLoading()` waits for a slow `shouldLogin()` instead of using a stale default; misuse
/// throws a `NavigatorError` and changes nothing. Use one navigator per host (a `static let` on the
/// host type), or `shared` when a single host uses it.
@MainActor
public final class AuthNavigator {
    /// For programs with a single guarded host.
    public static let shared = AuthNavigator()

    /// The host screen this navigator guards.
    public weak var delegate: (any Authenticatable)?
    /// The login screen's identifier; required before a login screen has to be shown.
    public var loginScreenID: String?
    /// The loading screen's identifier; nil means basic mode (no loading screen).
    public var loadingScreenID: String?
    /// The part of the host to cover; nil (the default) means the whole host, whatever its size.
    public var hostRegion: Rect? {
        didSet { publish() }
    }
    /// The overlay's colour; nil (the default) means the host's background colour. Read every
    /// time the overlay is shown, so a change applies at the next presentation.
    public var overlayColor: RGBColor?
    /// Seconds of a fade when nobody says otherwise: the one default every screen and option uses.
    public nonisolated static let defaultAnimationDuration = 0.3

    /// Seconds each fade of this navigator's screens lasts. Nil (the default) leaves the length to
    /// whatever draws the scene, so a program sets it in one place for every screen (a
    /// `NavigatorView` uses its context's `fadeSeconds`, as every sheet does); 0 presents and
    /// removes screens at once (a renderer that draws no fades, a test without a terminal).
    public var animationDuration: Double?

    /// Called after every change of `scene`.
    public var onSceneChange: (@MainActor (NavigatorScene) -> Void)?

    /// What must be on screen now.
    public private(set) var scene = NavigatorScene()

    // AuthNavigation's own flags, with its names for them in the comments.
    /// `isAuthenticationRunning`: guards against a repeated start while content shows.
    private var isRunning = false
    /// `didLoad`: `finishLoading()` has been called since the last logout.
    private var didLoad = false
    /// `didLoginSuccessfully`: set by `finishLogin(success:)`, cleared by logout.
    private var didLoginSuccessfully = false
    /// `shouldLoginCalculationCache`: the last answer of `shouldLogin()` in advanced mode.
    private var cachedShouldLogin = true
    /// The `shouldLogin()` still being answered in advanced mode, so `finishLoading()` can wait.
    private var pendingAnswer: Task<Bool, Never>?
    /// Counts `askInBackground` calls, so an answer knows whether it is still the one asked for.
    private var questionsAsked = 0
    /// Incremented whenever a basic-mode decision must be abandoned (stop, logout).
    private var decisionEpoch = 0
    /// Incremented by every logout: an answer asked for before it is stale after it.
    private var logoutEpoch = 0
    /// A basic-mode `shouldLogin()` is being answered: the overlay covers the host and nothing
    /// else is decided yet.
    public private(set) var isDeciding = false
    private var nextPresentationID = 1

    public init() {}

    // MARK: - Calls from the host

    /// Call when the host appears. Covers the host with the overlay, then shows the loading
    /// screen (advanced mode, asking `shouldLogin()` meanwhile), the login screen, or the content.
    ///
    /// In basic mode it returns once `shouldLogin()` has answered and the decision is on screen.
    public func startAuthentication() async throws(NavigatorError) {
        guard let delegate else { throw .noDelegate }
        guard loginScreenID != nil else { throw .noLoginScreen }
        if isDeciding {
            // A basic-mode decision is already being made; it will put its result on screen.
            return
        }
        if scene.activeScreen != nil {
            // Stop removed only the overlay; the screen is still up. Cover the host again rather
            // than stacking a second copy (AuthNavigation bug 4).
            showOverlay()
            publish()
            return
        }
        await decide(delegate: delegate)
    }

    /// Call when the host disappears: removes the overlay at once. Screens that are showing stay,
    /// and the next `startAuthentication()` covers them again.
    public func stopAuthentication() {
        isRunning = false
        if isDeciding {
            isDeciding = false
            decisionEpoch += 1
        }
        scene.overlay = nil
        publish()
    }

    /// Called by the loading screen when it is done. Waits for `shouldLogin()` if it is still
    /// being answered, then cross-fades to the login screen or reveals the content.
    public func finishLoading() async throws(NavigatorError) {
        guard loadingScreenID != nil else { throw .noLoadingScreen }
        guard let loading = scene.activeScreen, loading.role == .loading else { throw .loadingNotShowing }
        guard let delegate else { throw .noDelegate }
        if let pendingAnswer {
            let epoch = logoutEpoch
            let answer = await pendingAnswer.value
            // While waiting the host may have logged out (the answer is stale: after a logout the
            // user must log in) or finished this screen another way.
            guard epoch == logoutEpoch else { return }
            cachedShouldLogin = answer
            self.pendingAnswer = nil
            guard scene.activeScreen?.id == loading.id else { return }
        }
        didLoad = true
        await decide(delegate: delegate)
        fadeOut(presentationID: loading.id)
    }

    /// Called by the login screen when the user is done: records the outcome, tells the host
    /// (`willReturnFromLoginActions`), decides again, then fades the login screen out unless the
    /// decision is to keep showing it; a failure that keeps it counts in its `failedLogins`,
    /// which the renderer shows.
    public func finishLogin(success: Bool) async throws(NavigatorError) {
        guard loginScreenID != nil else { throw .noLoginScreen }
        guard let login = scene.activeScreen, login.role == .login else { throw .loginNotShowing }
        guard let delegate else { throw .noDelegate }
        // A second press while the first is still being decided is the same press.
        if isDeciding { return }
        didLoginSuccessfully = success
        delegate.willReturnFromLoginActions(success: success)
        await decide(delegate: delegate)
        // Keep the same login screen when the decision is to log in again (no second copy).
        if scene.activeScreen?.id != login.id || scene.overlay == nil {
            fadeOut(presentationID: login.id)
        } else if !success, let index = scene.screens.firstIndex(where: { $0.id == login.id }) {
            scene.screens[index].failedLogins += 1
            publish()
        }
    }

    /// Forgets the login and shows the login screen over a fresh overlay, or the loading screen
    /// when `presentLoading` is true. Never asks `shouldLogin()`: after a logout the user must log
    /// in again, so the loading screen leads to the login screen.
    public func logout(presentLoading: Bool) throws(NavigatorError) {
        guard loginScreenID != nil else { throw .noLoginScreen }
        if presentLoading, loadingScreenID == nil { throw .noLoadingScreen }
        didLoginSuccessfully = false
        didLoad = false
        cachedShouldLogin = true
        logoutEpoch += 1
        pendingAnswer?.cancel()
        pendingAnswer = nil
        stopAuthentication()
        let role: ScreenRole = presentLoading ? .loading : .login
        // Screens already up give way to the requested one instead of piling up under it.
        for screen in scene.screens where screen.transition != .fadingOut && screen.role != role {
            fadeOut(presentationID: screen.id)
        }
        // A login screen that stays up starts afresh: the failures were the last person's.
        for index in scene.screens.indices { scene.screens[index].failedLogins = 0 }
        present(role)
        isRunning = false
        publish()
    }

    /// The renderer reports that a presentation's fade has ended: a fading-in screen is now
    /// shown, a fading-out one is removed. Unknown or already-finished ids are ignored.
    public func transitionEnded(presentationID: Int) {
        guard let index = scene.screens.firstIndex(where: { $0.id == presentationID }) else { return }
        switch scene.screens[index].transition {
        case .fadingIn: scene.screens[index].transition = .shown
        case .fadingOut: scene.screens.remove(at: index)
        case .shown: return
        }
        publish()
    }

    // MARK: - The decision (AuthNavigation's startAuthentication body)

    private func decide(delegate: any Authenticatable) async {
        showOverlay()
        if isRunning {
            revealContent()
            return
        }
        isRunning = true
        if didLoginSuccessfully {
            revealContent()
            return
        }
        if loadingScreenID != nil {
            if !didLoad {
                askInBackground(delegate: delegate)
                present(.loading)
                isRunning = false
            } else if cachedShouldLogin {
                present(.login)
                isRunning = false
            } else {
                revealContent()
            }
            return
        }
        // Basic mode: the answer decides right away (the overlay hides the host meanwhile).
        publish()
        isDeciding = true
        let epoch = decisionEpoch
        let mustLogin = await delegate.shouldLogin()
        guard epoch == decisionEpoch else { return }
        isDeciding = false
        if mustLogin {
            present(.login)
            isRunning = false
        } else {
            revealContent()
        }
    }

    private func askInBackground(delegate: any Authenticatable) {
        pendingAnswer?.cancel()
        questionsAsked += 1
        let question = questionsAsked
        // The task keeps its own answer: a second task awaiting this one's value would be resumed
        // through Swift's global executor, which starts libdispatch's threads (issue 25). Only a
        // `finishLoading()` that comes before the answer awaits it.
        pendingAnswer = Task { @MainActor [weak self] in
            let answer = await delegate.shouldLogin()
            // Kept only if it is still the question being asked (no logout since).
            if let self, self.questionsAsked == question, self.pendingAnswer != nil {
                self.cachedShouldLogin = answer
                self.pendingAnswer = nil
            }
            return answer
        }
    }

    // MARK: - Scene changes

    private func showOverlay() {
        scene.overlay = NavigatorOverlay(color: overlayColor)
    }

    private func revealContent() {
        scene.overlay = nil
        publish()
    }

    /// Presents a screen of `role` on top, unless one of that role is already active (no copies).
    private func present(_ role: ScreenRole) {
        guard let screenID = role == .login ? loginScreenID : loadingScreenID else { return }
        showOverlay()
        if let active = scene.activeScreen, active.role == role {
            publish()
            return
        }
        scene.screens.append(
            ScreenPresentation(
                id: nextPresentationID, screenID: screenID, role: role,
                transition: isInstant ? .shown : .fadingIn, fadeDuration: animationDuration.map { max(0, $0) }
            ))
        nextPresentationID += 1
        publish()
    }

    private func fadeOut(presentationID: Int) {
        guard let index = scene.screens.firstIndex(where: { $0.id == presentationID }) else { return }
        if isInstant {
            scene.screens.remove(at: index)
        } else {
            scene.screens[index].transition = .fadingOut
            scene.screens[index].fadeDuration = animationDuration
        }
        publish()
    }

    /// Screens come and go at once: this navigator was given no fades (a length of 0 or less).
    private var isInstant: Bool { animationDuration.map { $0 <= 0 } ?? false }

    private func publish() {
        scene.region = hostRegion
        onSceneChange?(scene)
    }
}
