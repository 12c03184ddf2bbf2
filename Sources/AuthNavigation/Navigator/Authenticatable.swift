/// The host screen a navigator guards: it answers whether the user must log in, and hears back when
/// the login screen is done.
///
/// `shouldLogin()` may be slow (it can restore a remembered session from disk or ask a server); in
/// advanced mode the navigator asks it while the loading screen shows, and `finishLoading()` waits
/// for the answer rather than guessing.
@MainActor
public protocol Authenticatable: AnyObject {
    /// True when the user must see the login screen before the host's content.
    func shouldLogin() async -> Bool

    /// Called by `finishLogin(success:)` before the navigator decides again, so the host can update
    /// whatever `shouldLogin()` reads.
    func willReturnFromLoginActions(success: Bool)
}
