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
        await app.router.loggedIn.openSecretPage()
        XCTAssertEqual(app.router.route, .secret)
        try await app.expect("Secret login") { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: "wrong guess")
        XCTAssertEqual(app.router.secrets.state.loginError, "Wrong password")
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        await app.router.secrets.showMe(password: password)
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
        XCTAssertFalse(app.secret.coversHost)
    }

    func testAuthenticateAgainRelocksOnlyTheSecretPage() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.openSecretPage()
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
        await app.router.loggedIn.openSecretPage()
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.back()
        XCTAssertEqual(app.router.route, .home)
        XCTAssertTrue(app.showsContent)
        XCTAssertNil(app.secret.overlay)
    }

    func testAPasswordCheckStillRunningWhenLeavingLeavesNoErrorBehind() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.openSecretPage()
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        let checking = Task { await app.router.secrets.showMe(password: "wrong guess") }
        for _ in 0..<10_000 where !app.router.secrets.state.isBusy { await Task.yield() }  // check under way
        await app.router.secrets.back()
        await checking.value
        XCTAssertNil(app.router.secrets.state.loginError)
        await app.router.loggedIn.openSecretPage()
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        XCTAssertNil(app.router.secrets.state.loginError)
    }

    func testUnlockedSecretPageReopensWithoutAskingAgain() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.openSecretPage()
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        await app.router.secrets.showMe(password: password)
        await app.router.secrets.back()
        await app.router.loggedIn.openSecretPage()
        XCTAssertFalse(app.secret.coversHost)
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
    }

    func testLogOutLocksTheSecretPage() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.openSecretPage()
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
        await host.openTwoFactor()
        XCTAssertEqual(host.state.twoFactor, .confirmingPassword, "the password first, no key yet")
        let accountID = try XCTUnwrap(host.state.account?.id)
        let noFactor = try await app.service.store.secondFactor(accountID: accountID)
        XCTAssertNil(noFactor, "no secret was made before the password")
        host.fillTwoFactor(.password, with: "someone else's guess")
        await host.continueTwoFactor()
        XCTAssertEqual(host.state.twoFactor, .confirmingPassword)
        XCTAssertEqual(host.state.twoFactorForm.errors[AccountField.password.rawValue], "Wrong password")
        let stillNone = try await app.service.store.secondFactor(accountID: accountID)
        XCTAssertNil(stillNone)
        let service = app.service
        do {
            _ = try await service.beginSecondFactorEnrolment(password: "someone else's guess")
            XCTFail("a library caller skipped the password")
        } catch {
            XCTAssertEqual(error as? AccountError, .wrongPassword)
        }
        host.fillTwoFactor(.password, with: password)
        await host.continueTwoFactor()
        guard case .enrolling = host.state.twoFactor else {
            return XCTFail("no key after the right password: \(String(describing: host.state.twoFactor))")
        }
    }

    func testWithTwoFactorOnTheSecretPageAsksForACodeToo() async throws {
        let app = try await loggedInApp()
        await app.router.loggedIn.openTwoFactor()
        app.router.loggedIn.fillTwoFactor(.password, with: password)
        await app.router.loggedIn.continueTwoFactor()
        guard case .enrolling(let enrolment) = app.router.loggedIn.state.twoFactor else {
            return XCTFail("no enrolment: \(app.router.loggedIn.state.twoFactorNotice ?? "")")
        }
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(enrolment.secret)))
        let clock = FakeWallClock()  // the app's configuration clock starts here too
        app.router.loggedIn.fillTwoFactor(.code, with: totp.code(step: TOTP.step(at: clock.now())))
        await app.router.loggedIn.confirmTwoFactor()
        guard case .recoveryCodes = app.router.loggedIn.state.twoFactor else {
            return XCTFail("not turned on")
        }
        app.router.loggedIn.closeTwoFactor()

        await app.router.loggedIn.openSecretPage()
        try await app.expect { app.secret.activeScreen?.screenID == ScreenID.secretLogin }
        XCTAssertTrue(app.router.secrets.state.needsCode)
        await app.router.secrets.showMe(password: password)
        XCTAssertEqual(
            app.router.secrets.state.loginForm.errors["code"], "Wrong code",
            "the password alone is not enough")
        XCTAssertFalse(app.router.secrets.state.isUnlocked)
        app.router.secrets.fillLoginPassword(password)
        var form = app.router.secrets.state.loginForm
        form.set("code", to: totp.code(step: TOTP.step(at: clock.now()) + 1))
        app.router.secrets.editLogin(form)
        await app.router.secrets.showMe()
        XCTAssertTrue(app.router.secrets.state.isUnlocked)
    }
}
