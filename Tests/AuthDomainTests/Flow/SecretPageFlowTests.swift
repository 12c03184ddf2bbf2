import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// The secret page: a second host with its own navigator over a region.
@MainActor
final class SecretPageFlowTests: XCTestCase {
    private let password = "correct horse battery"

    private func loggedInApp() async throws -> HeadlessApp {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        return app
    }

    func testSecretPageAsksForThePasswordAgain() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        XCTAssertEqual(app.router.route, .secret)
        try await app.expect("Secret login") { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: "wrong guess")
        XCTAssertEqual(app.router.secrets.loginError, AccountError.wrongPassword.message)
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        await app.router.secrets.showMe(password: password)
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
        XCTAssertFalse(app.secret.coversHost)
    }

    func testAuthenticateAgainRelocksOnlyTheSecretPage() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: password)
        XCTAssertTrue(app.router.secrets.state.canAuthenticateAgain)
        app.router.secrets.authenticateAgain()
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        try await app.expect("loading then login") {
            app.secret.activeScreen?.screenID == ScreenID.secretLogin
        }
        XCTAssertTrue(app.home.overlay == nil, "the home navigator is untouched")
    }

    func testBackLeavesTheSecretPageEvenWhileItsLoginShows() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.back()
        XCTAssertEqual(app.router.route, .home)
        XCTAssertTrue(app.showsContent)
        XCTAssertNil(app.secret.overlay)
    }

    func testAPasswordCheckStillRunningWhenLeavingLeavesNoErrorBehind() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        let checking = Task { await app.router.secrets.showMe(password: "wrong guess") }
        // The check under way:
        for _ in 0..<10_000 where !app.router.secrets.login.state.isBusy { await Task.yield() }
        await app.router.secrets.back()
        await checking.value
        XCTAssertNil(app.router.secrets.loginError)
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        XCTAssertNil(app.router.secrets.loginError)
    }

    func testUnlockedSecretPageReopensWithoutAskingAgain() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: password)
        await app.router.secrets.back()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        XCTAssertFalse(app.secret.coversHost)
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
    }

    func testLogOutLocksTheSecretPage() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: password)
        await app.router.secrets.back()
        await app.router.loggedIn.logOut()
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        try await app.expect { app.startIsReady }
    }

    /// Issue 26 #9: `Two-factor authentication` showed a fresh key at once, so anyone at an
    /// unlocked screen could enrol their own phone and lock the owner out. Now the password comes
    /// first: no key is made or shown until it is right, and a wrong one counts as a failure.
    func testTurningTwoFactorOnAtAnUnlockedScreenNeedsThePasswordBeforeAnyKeyIsMade() async throws {
        let app = try await loggedInApp()
        let host = app.router.loggedIn
        await host.open(HostAction.ID.twoFactor)
        XCTAssertEqual(host.step?.defaultChoice?.id, "continue", "the password first, no key yet")
        XCTAssertNil(host.enrolmentKey)
        let accountID = try XCTUnwrap(host.state.account?.id)
        let noFactor = try await app.service.store.secondFactor(accountID: accountID)
        XCTAssertNil(noFactor, "no secret was made before the password")
        host.fill(.password, with: "someone else's guess")
        await host.choose("continue")
        XCTAssertEqual(host.step?.defaultChoice?.id, "continue")
        XCTAssertNil(host.enrolmentKey)
        XCTAssertEqual(host.error(.password), AccountError.wrongPassword.message)
        let stillNone = try await app.service.store.secondFactor(accountID: accountID)
        XCTAssertNil(stillNone)
        let service = app.service
        do {
            _ = try await service.beginSecondFactorEnrolment(password: "someone else's guess")
            XCTFail("a library caller skipped the password")
        } catch {
            XCTAssertEqual(error, .wrongPassword)
        }
        host.fill(.password, with: password)
        await host.choose("continue")
        XCTAssertNotNil(
            host.enrolmentKey, "no key after the right password: \(String(describing: host.step))")
    }

    func testWithTwoFactorOnTheSecretPageAsksForACodeToo() async throws {
        let app = try await loggedInApp()
        let host = app.router.loggedIn
        await host.open(HostAction.ID.twoFactor)
        host.fill(.password, with: password)
        await host.choose("continue")
        guard let key = host.enrolmentKey else {
            return XCTFail("no enrolment: \(host.state.problem ?? "")")
        }
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(key)))
        let clock = FakeWallClock()  // the app's configuration clock starts here too
        host.fill(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await host.choose("confirm")
        guard case .list = host.step?.lines.last else { return XCTFail("not turned on") }
        await host.choose("done")

        await app.router.loggedIn.open(HostAction.ID.secretPage)
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        XCTAssertTrue(app.router.secrets.state.needsCode)
        await app.router.secrets.showMe(password: password)
        XCTAssertEqual(
            app.router.secrets.login.state.error("code"), AccountError.wrongCode.message,
            "the password alone is not enough")
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        app.router.secrets.login.fill("password", with: password)
        var form = app.router.secrets.login.state.form
        form.set("code", to: totp.code(step: TOTP.step(at: clock.now()) + 1))
        app.router.secrets.login.edit(form)
        await app.router.secrets.login.choose("show")
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
    }
}
