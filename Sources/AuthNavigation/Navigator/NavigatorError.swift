/// A navigator call that cannot work as made. The navigator changes nothing when it throws one.
///
/// Each case replaces one of AuthNavigation's console messages (which named legacy settings such as
/// "loginDelegate") or one of its crashes, and its `message` says what to fix.
public enum NavigatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `startAuthentication()` (or a call that needs the host) without a delegate.
    case noDelegate
    /// A login screen is needed but `loginScreenID` is nil.
    case noLoginScreen
    /// A loading screen is needed but `loadingScreenID` is nil (basic mode).
    case noLoadingScreen
    /// `finishLoading()` while no loading screen is showing.
    case loadingNotShowing
    /// `finishLogin(success:)` while no login screen is showing.
    case loginNotShowing

    public var message: String {
        switch self {
        case .noDelegate:
            "No delegate: set the navigator's delegate to the host screen before startAuthentication()."
        case .noLoginScreen:
            "No login screen: set loginScreenID before the navigator has to present the login screen."
        case .noLoadingScreen:
            "No loading screen: set loadingScreenID (advanced mode) before finishLoading() or "
                + "logout(presentLoading: true)."
        case .loadingNotShowing:
            "finishLoading() was called while no loading screen is showing; call it once, from the loading screen."
        case .loginNotShowing:
            "finishLogin(success:) was called while no login screen is showing; call it once, from the login screen."
        }
    }

    public var description: String { message }
}
