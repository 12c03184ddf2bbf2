import XCTest

@testable import AuthDomain

/// Every AuthNavigation bug of seeds-behaviour §2.7 and §2.5, pinned as fixed.
@MainActor
final class NavigatorBugFixTests: XCTestCase {
    func testBug1FailedLoginThenSuccessDoesNotLeaveAnUntrackedLogin() async throws {
        let host = FakeHost(mustLogin: true)
        host.loggedInAfterSuccess = false
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        try await navigator.finishLogin(success: false)
        XCTAssertEqual(navigator.scene.screens.filter { $0.role == .login }.count, 1)
        try await navigator.finishLogin(success: true)
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testBug2FinishLoadingTwiceDoesNotStackLoginOrCrash() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        await assertThrows(.loadingNotShowing) { try await navigator.finishLoading() }
        XCTAssertEqual(navigator.scene.summary, "overlay loading:out login:in")
    }

    func testBug3FinishWithoutMatchingScreenHasNoSideEffects() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        try navigator.logout(presentLoading: true)
        let before = navigator.scene
        await assertThrows(.loginNotShowing) { try await navigator.finishLogin(success: true) }
        XCTAssertEqual(navigator.scene, before)
        XCTAssertEqual(host.calls, [])
    }

    func testBug4StopThenStartWhileLoginShowsDoesNotStackASecondCopy() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        navigator.stopAuthentication()
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testBug5LogoutWithLoadingPutsTheOverlayUnderTheLoadingScreen() throws {
        let navigator = makeNavigator(host: FakeHost(mustLogin: true), advanced: true)
        try navigator.logout(presentLoading: true)
        XCTAssertNotNil(navigator.scene.overlay)
        XCTAssertEqual(navigator.scene.summary, "overlay loading:in")
    }

    func testBug6AnswerIsNotLostWhenFinishLoadingComesFirst() async throws {
        let host = FakeHost(mustLogin: false)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        let finishing = Task { try await navigator.finishLoading() }
        await settle()
        host.answer(false)
        try await finishing.value
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "content", "not the stale default (login)")
    }

    func testLogoutWhileFinishLoadingWaitsDropsTheStaleAnswer() async throws {
        let host = FakeHost(mustLogin: false)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        let finishing = Task { try await navigator.finishLoading() }
        await settle()
        try navigator.logout(presentLoading: true)
        host.answer(false)  // asked before the logout: it must not uncover the host
        try await finishing.value
        XCTAssertEqual(navigator.scene.summary, "overlay loading:in")
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:out login:in")
    }

    func testBug7OverlayIsOpaqueOnEveryPresentationAndRereadsItsColour() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: false)
        var overlays: [NavigatorOverlay] = []
        navigator.onSceneChange = { scene in if let overlay = scene.overlay { overlays.append(overlay) } }
        try await navigator.startAuthentication()
        navigator.stopAuthentication()
        navigator.overlayColor = RGBColor(hex: 0x336699)
        try await navigator.startAuthentication()
        XCTAssertEqual(overlays.first, NavigatorOverlay(color: nil))
        XCTAssertEqual(overlays.last, NavigatorOverlay(color: RGBColor(hex: 0x336699)))
    }

    func testBug8MisuseMessagesNameTheCurrentSettings() {
        XCTAssertTrue(NavigatorError.noLoginScreen.message.contains("loginScreenID"))
        XCTAssertTrue(NavigatorError.noLoadingScreen.message.contains("loadingScreenID"))
        XCTAssertTrue(NavigatorError.noDelegate.message.contains("delegate"))
        for error in [NavigatorError.noDelegate, .noLoginScreen, .noLoadingScreen] {
            XCTAssertFalse(error.message.contains("loginDelegate") || error.message.contains("authView"))
        }
    }

    func testStartWithoutDelegateThrowsAndShowsNothing() async {
        let navigator = AuthNavigator()
        navigator.loginScreenID = "Login"
        await assertThrows(.noDelegate) { try await navigator.startAuthentication() }
        XCTAssertEqual(navigator.scene, NavigatorScene())
    }

    func testStartWithoutLoginScreenThrowsAndShowsNothing() async {
        let host = FakeHost(mustLogin: true)
        let navigator = AuthNavigator()
        navigator.delegate = host
        await assertThrows(.noLoginScreen) { try await navigator.startAuthentication() }
        XCTAssertEqual(navigator.scene, NavigatorScene())
        XCTAssertEqual(host.calls, [])
    }

    func testLogoutToLoadingInBasicModeThrowsInsteadOfCrashing() throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        XCTAssertThrowsError(try navigator.logout(presentLoading: true)) { error in
            XCTAssertEqual(error as? NavigatorError, .noLoadingScreen)
        }
        XCTAssertEqual(navigator.scene, NavigatorScene())
    }

    func testFinishLoadingInBasicModeThrowsNoLoadingScreen() async {
        let navigator = makeNavigator(host: FakeHost(mustLogin: true), advanced: false)
        await assertThrows(.noLoadingScreen) { try await navigator.finishLoading() }
    }
}
