import XCTest

@testable import AuthDomain

/// One test per cell of the state × call table (seeds-behaviour §2.4), with AuthNavigation's
/// crashes and duplicate screens replaced by the fixed outcome.
@MainActor
final class NavigatorStateTableTests: XCTestCase {
    /// The navigator holds its host weakly, as a delegate; the tests keep the hosts alive.
    private var hosts: [FakeHost] = []

    // MARK: - Reaching each state

    private func loadingState(mustLogin: Bool = true) async throws -> (AuthNavigator, FakeHost) {
        let host = FakeHost(mustLogin: mustLogin)
        hosts.append(host)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        await settle()
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "overlay loading:shown")
        return (navigator, host)
    }

    private func loginState() async throws -> (AuthNavigator, FakeHost) {
        let (navigator, host) = try await loadingState(mustLogin: true)
        try await navigator.finishLoading()
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
        return (navigator, host)
    }

    private func contentState() async throws -> (AuthNavigator, FakeHost) {
        let host = FakeHost(mustLogin: false)
        hosts.append(host)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "content")
        return (navigator, host)
    }

    // MARK: - IDLE

    func testIdleStartInAdvancedModeShowsLoadingOverOverlayAndAsksInBackground() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:in")
        await settle()
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testIdleStartInBasicModeAsksThenShowsLogin() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        XCTAssertEqual(host.calls, ["shouldLogin"])
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
    }

    func testIdleStartInBasicModeRevealsContentWhenNoLoginIsNeeded() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testIdleStopChangesNothing() {
        let navigator = makeNavigator(host: FakeHost(mustLogin: true), advanced: true)
        navigator.stopAuthentication()
        XCTAssertEqual(navigator.scene, NavigatorScene())
    }

    func testIdleFinishLoadingThrowsInsteadOfCrashing() async {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        await assertThrows(.loadingNotShowing) { try await navigator.finishLoading() }
        XCTAssertEqual(navigator.scene.summary, "content")
        XCTAssertEqual(host.calls, [])
    }

    func testIdleFinishLoginThrowsWithoutCallingTheHost() async {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        await assertThrows(.loginNotShowing) { try await navigator.finishLogin(success: true) }
        XCTAssertEqual(host.calls, [])
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testIdleLogoutShowsLoginOrLoadingWithoutAskingTheHost() throws {
        let host = FakeHost(mustLogin: false)
        let first = makeNavigator(host: host, advanced: true)
        try first.logout(presentLoading: false)
        XCTAssertEqual(first.scene.summary, "overlay login:in")
        let second = makeNavigator(host: host, advanced: true)
        try second.logout(presentLoading: true)
        XCTAssertEqual(second.scene.summary, "overlay loading:in")
        XCTAssertEqual(host.calls, [])
    }

    // MARK: - LOADING

    func testLoadingStartAgainDoesNotStackASecondLoadingScreen() async throws {
        let (navigator, host) = try await loadingState()
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:shown")
        await settle()
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testLoadingStopRemovesOverlayButKeepsLoadingScreen() async throws {
        let (navigator, _) = try await loadingState()
        navigator.stopAuthentication()
        XCTAssertEqual(navigator.scene.summary, "loading:shown")
    }

    func testLoadingFinishLoadingCrossFadesToLogin() async throws {
        let (navigator, _) = try await loadingState(mustLogin: true)
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:out login:in")
    }

    func testLoadingFinishLoadingRevealsContentWhenNoLoginIsNeeded() async throws {
        let (navigator, _) = try await loadingState(mustLogin: false)
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "loading:out")
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testLoadingFinishLoginThrowsAndKeepsLoading() async throws {
        let (navigator, host) = try await loadingState()
        await assertThrows(.loginNotShowing) { try await navigator.finishLogin(success: true) }
        XCTAssertEqual(navigator.scene.summary, "overlay loading:shown")
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testLoadingLogoutToLoginReplacesLoadingScreen() async throws {
        let (navigator, _) = try await loadingState()
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(navigator.scene.summary, "overlay loading:out login:in")
    }

    func testLoadingLogoutToLoadingKeepsTheOneLoadingScreen() async throws {
        let (navigator, _) = try await loadingState()
        try navigator.logout(presentLoading: true)
        XCTAssertEqual(navigator.scene.summary, "overlay loading:shown")
    }

    // MARK: - LOGIN

    func testLoginStartAgainDoesNotStackASecondLogin() async throws {
        let (navigator, _) = try await loginState()
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
    }

    func testLoginStopRemovesOverlayButKeepsLogin() async throws {
        let (navigator, _) = try await loginState()
        navigator.stopAuthentication()
        XCTAssertEqual(navigator.scene.summary, "login:shown")
    }

    func testLoginFinishLoadingThrowsAndStacksNothing() async throws {
        let (navigator, _) = try await loginState()
        await assertThrows(.loadingNotShowing) { try await navigator.finishLoading() }
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
    }

    func testLoginFinishLoginSuccessRevealsContentAndFadesLoginOut() async throws {
        let (navigator, host) = try await loginState()
        try await navigator.finishLogin(success: true)
        XCTAssertEqual(navigator.scene.summary, "login:out")
        XCTAssertEqual(host.calls, ["shouldLogin", "willReturn(true)"])
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testLoginFinishLoginFailureKeepsTheSameSingleLoginScreen() async throws {
        let (navigator, _) = try await loginState()
        let before = navigator.scene.activeScreen?.id
        try await navigator.finishLogin(success: false)
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
        XCTAssertEqual(navigator.scene.activeScreen?.id, before)
    }

    func testLoginLogoutToLoginKeepsTheOneLoginScreen() async throws {
        let (navigator, _) = try await loginState()
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
    }

    func testLoginLogoutToLoadingReplacesLogin() async throws {
        let (navigator, _) = try await loginState()
        try navigator.logout(presentLoading: true)
        XCTAssertEqual(navigator.scene.summary, "overlay login:out loading:in")
    }

    // MARK: - CONTENT

    func testContentStartAgainStaysContentWithoutAsking() async throws {
        let (navigator, host) = try await contentState()
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "content")
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testContentStopThenStartDecidesAgain() async throws {
        let (navigator, host) = try await contentState()
        navigator.stopAuthentication()
        XCTAssertEqual(navigator.scene.summary, "content")
        host.mustLogin = true
        try await navigator.startAuthentication()
        XCTAssertEqual(host.calls, ["shouldLogin", "shouldLogin"])
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
    }

    func testContentFinishLoadingThrows() async throws {
        let (navigator, _) = try await contentState()
        navigator.loadingScreenID = "Loading"
        await assertThrows(.loadingNotShowing) { try await navigator.finishLoading() }
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testContentFinishLoginThrowsWithoutCallingTheHost() async throws {
        let (navigator, host) = try await contentState()
        await assertThrows(.loginNotShowing) { try await navigator.finishLogin(success: true) }
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testContentLogoutShowsLoginOverFreshOverlay() async throws {
        let (navigator, host) = try await contentState()
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testContentLogoutToLoadingShowsLoadingOverOverlay() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.summary, "content")
        try navigator.logout(presentLoading: true)
        XCTAssertEqual(navigator.scene.summary, "overlay loading:in")
    }
}

/// Asserts that `body` throws exactly `expected`.
@MainActor
func assertThrows(
    _ expected: NavigatorError, file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> Void
) async {
    do {
        try await body()
        XCTFail("expected \(expected)", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? NavigatorError, expected, file: file, line: line)
    }
}
