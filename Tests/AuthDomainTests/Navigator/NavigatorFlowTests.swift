import XCTest

@testable import AuthDomain

/// The flows of seeds-behaviour §2.4–2.6: delegate-call order, modes, hosts and regions.
@MainActor
final class NavigatorFlowTests: XCTestCase {
    func testBasicModeCallsWillReturnBeforeAskingAgain() async throws {
        let host = FakeHost(mustLogin: true)
        host.loggedInAfterSuccess = false
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        try await navigator.finishLogin(success: false)
        XCTAssertEqual(host.calls, ["shouldLogin", "willReturn(false)", "shouldLogin"])
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
    }

    /// Issue 41 #7: a failed login that keeps its screen counts on it, so the renderer can say
    /// so (before, nothing on screen changed); a fresh presentation starts at none.
    func testAFailedLoginThatKeepsItsScreenCountsOnIt() async throws {
        let host = FakeHost(mustLogin: true)
        host.loggedInAfterSuccess = false
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.activeScreen?.failedLogins, 0)
        try await navigator.finishLogin(success: false)
        try await navigator.finishLogin(success: false)
        XCTAssertEqual(navigator.scene.activeScreen?.failedLogins, 2)
        XCTAssertEqual(navigator.scene.screens.count, 1, "the same screen, not a second copy")
        try navigator.logout(presentLoading: false)
        completeFades(navigator)
        XCTAssertEqual(navigator.scene.activeScreen?.failedLogins, 0)
    }

    func testBasicModeFailedLoginThatHostNoLongerNeedsRevealsContent() async throws {
        // AuthNavigation's decision order: after a failed login the host is asked again, and its
        // answer wins (the README advises handling failures inside the login screen).
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        host.mustLogin = false
        try await navigator.finishLogin(success: false)
        XCTAssertEqual(navigator.scene.summary, "login:out")
    }

    func testBasicModeAsksOnEveryFreshStartUntilLoginSucceeds() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: false)
        for _ in 0..<3 {
            try await navigator.startAuthentication()
            navigator.stopAuthentication()
        }
        XCTAssertEqual(host.calls, ["shouldLogin", "shouldLogin", "shouldLogin"])
    }

    func testAfterSuccessfulLoginLaterAppearancesGoStraightToContentUntilLogout() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        try await navigator.finishLogin(success: true)
        completeFades(navigator)
        navigator.stopAuthentication()
        host.mustLogin = true
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "content")
        XCTAssertEqual(host.calls, ["shouldLogin", "willReturn(true)"])
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
    }

    func testAdvancedModeAsksOnceAndReusesTheAnswerUntilLogout() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        completeFades(navigator)
        for _ in 0..<2 {
            navigator.stopAuthentication()
            try await navigator.startAuthentication()
            XCTAssertEqual(navigator.scene.summary, "content")
        }
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testAdvancedModeFullFlowCallsHostInOrder() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        try await navigator.finishLogin(success: true)
        completeFades(navigator)
        XCTAssertEqual(host.calls, ["shouldLogin", "willReturn(true)"])
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testLogoutNeverAsksTheHost() async throws {
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        try navigator.logout(presentLoading: true)
        try await navigator.finishLoading()
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testLogoutWithLoadingLeadsToLoginEvenWhenTheFirstAnswerWasNo() async throws {
        // AuthNavigation reused the stale "no login" answer here and never showed a login screen.
        let host = FakeHost(mustLogin: false)
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        try await navigator.finishLoading()
        completeFades(navigator)
        try navigator.logout(presentLoading: true)
        completeFades(navigator)
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:out login:in")
    }

    func testSlowShouldLoginMakesFinishLoadingWaitForTheAnswer() async throws {
        let host = FakeHost(mustLogin: true)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        await settle()
        XCTAssertEqual(host.pendingQuestions, 1)
        let finishing = Task { try await navigator.finishLoading() }
        await settle()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:in", "no decision before the answer")
        host.answer(false)
        try await finishing.value
        XCTAssertEqual(navigator.scene.summary, "loading:out", "the real answer (no login) is used")
    }

    func testAnswerArrivingBeforeFinishLoadingIsKept() async throws {
        let host = FakeHost(mustLogin: true)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: true)
        try await navigator.startAuthentication()
        await settle()
        host.answer(false)
        await settle()
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "loading:out")
    }

    func testSlowBasicDecisionKeepsHostCoveredUntilAnswered() async throws {
        let host = FakeHost(mustLogin: true)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: false)
        let starting = Task { try await navigator.startAuthentication() }
        await settle()
        XCTAssertEqual(navigator.scene.summary, "overlay")
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay", "a second start joins the decision")
        host.answer(true)
        try await starting.value
        XCTAssertEqual(navigator.scene.summary, "overlay login:in")
        XCTAssertEqual(host.calls, ["shouldLogin"])
    }

    func testStopDuringSlowBasicDecisionDropsItsPresentation() async throws {
        let host = FakeHost(mustLogin: true)
        host.isSlow = true
        let navigator = makeNavigator(host: host, advanced: false)
        let starting = Task { try await navigator.startAuthentication() }
        await settle()
        navigator.stopAuthentication()
        host.answer(true)
        try await starting.value
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testDoubleFinishLoginWhileDecidingCountsOnce() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        try await navigator.startAuthentication()
        host.isSlow = true
        let first = Task { try await navigator.finishLogin(success: false) }
        await settle()
        try await navigator.finishLogin(success: false)
        host.answer(false)
        try await first.value
        XCTAssertEqual(host.calls, ["shouldLogin", "willReturn(false)", "shouldLogin"])
        XCTAssertEqual(navigator.scene.summary, "login:out")
    }

    func testTwoNavigatorsOnTwoHostsStayIndependent() async throws {
        let home = FakeHost(mustLogin: true)
        let secrets = FakeHost(mustLogin: true)
        let homeNavigator = makeNavigator(host: home, advanced: false)
        let secretNavigator = makeNavigator(host: secrets, advanced: true)
        secretNavigator.hostRegion = Rect(x: 40, y: 0, width: 40, height: 24)
        try await homeNavigator.startAuthentication()
        try await homeNavigator.finishLogin(success: true)
        try await secretNavigator.startAuthentication()
        await settle()
        XCTAssertEqual(homeNavigator.scene.summary, "login:out")
        XCTAssertNil(homeNavigator.scene.region)
        XCTAssertEqual(secretNavigator.scene.summary, "overlay loading:in")
        XCTAssertEqual(secretNavigator.scene.region, Rect(x: 40, y: 0, width: 40, height: 24))
        try secretNavigator.logout(presentLoading: true)
        XCTAssertEqual(homeNavigator.scene.summary, "login:out")
        XCTAssertEqual(home.calls, ["shouldLogin", "willReturn(true)"])
        XCTAssertEqual(secrets.calls, ["shouldLogin"])
    }

    func testSharedInstanceIsOneNavigator() {
        XCTAssertTrue(AuthNavigator.shared === AuthNavigator.shared)
        XCTAssertFalse(AuthNavigator.shared === AuthNavigator())
    }

    func testHostRegionDefaultsToWholeHostAndIsPublished() throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: false)
        var published: [NavigatorScene] = []
        navigator.onSceneChange = { published.append($0) }
        XCTAssertNil(navigator.hostRegion)
        navigator.hostRegion = Rect(x: 2, y: 1, width: 10, height: 5)
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(published.last?.region, Rect(x: 2, y: 1, width: 10, height: 5))
        XCTAssertEqual(published.last?.summary, "overlay login:in")
    }

    func testZeroDurationPresentsAndRemovesScreensInstantly() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true, duration: 0)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.summary, "overlay loading:shown")
        try await navigator.finishLoading()
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
        try await navigator.finishLogin(success: true)
        XCTAssertEqual(navigator.scene.summary, "content")
    }

    func testFadesCarryTheAnimationDuration() async throws {
        let host = FakeHost(mustLogin: true)
        let navigator = makeNavigator(host: host, advanced: true, duration: 0.5)
        try await navigator.startAuthentication()
        XCTAssertEqual(navigator.scene.screens.map(\.fadeDuration), [0.5])
        XCTAssertEqual(navigator.scene.screens.map(\.screenID), ["Loading"])
    }

    func testTransitionEndedIgnoresUnknownAndFinishedPresentations() throws {
        let navigator = makeNavigator(host: FakeHost(mustLogin: true), advanced: false)
        try navigator.logout(presentLoading: false)
        let id = try XCTUnwrap(navigator.scene.activeScreen?.id)
        navigator.transitionEnded(presentationID: id)
        navigator.transitionEnded(presentationID: id)
        navigator.transitionEnded(presentationID: 999)
        XCTAssertEqual(navigator.scene.summary, "overlay login:shown")
    }
}
