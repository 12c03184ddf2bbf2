import AuthText
import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// Every flow of the login app, walked headless through presenters and router (issue 5).
@MainActor
final class LoginFlowTests: XCTestCase {
    private let password = "correct horse battery"

    func testFirstLaunchShowsLoadingThenTheStartScreenOnline() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        XCTAssertEqual(app.router.auth.state.connection, .online)
        XCTAssertEqual(app.router.loading?.state.fraction, 1)
        XCTAssertFalse(app.showsContent)
    }

    func testARefusedRememberedSessionIsSaidOnTheStartScreenOnce() async throws {
        let directory = try makeDataDirectory(self)
        let clock = FakeWallClock()
        let first = try await HeadlessApp(directory: directory, clock: clock)
        try await first.service.signUp(email: "ada@x.io", password: password, username: "Ada")
        clock.advance(by: 8 * 24 * 3600)
        let expired = try await HeadlessApp(directory: directory, clock: clock)
        try await expired.expect { expired.startIsReady }
        XCTAssertEqual(expired.router.auth.state.notice, SessionRefusal.expired.message)
        let again = try await HeadlessApp(directory: directory, clock: clock)
        try await again.expect { again.startIsReady }
        XCTAssertNil(again.router.auth.state.notice, "said once: the refused file is gone")
    }

    func testBasicModeGoesStraightToStartWithoutLoading() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self), advanced: false)
        XCTAssertEqual(app.home.screens.map(\.screenID), [ScreenID.start])
        try await app.expect { app.startIsReady }
    }

    func testSignUpSignsInAndGreetsByUsername() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        XCTAssertEqual(app.router.loggedIn.state.greeting, LoggedInPresenter.greeting("Ada"))
    }

    /// The store keeps `noname` for an account registered without a username, as the ancestor
    /// app did; the host greets the person by their email instead.
    func testSignUpWithoutUsernameGreetsByEmail() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password)
        try await app.expect { app.showsContent }
        XCTAssertEqual(app.router.loggedIn.state.account?.username, AccountRules.defaultUsername)
        XCTAssertEqual(
            app.router.loggedIn.state.greeting, LoggedInPresenter.greeting("ada@example.com"))
    }

    /// Deleting the account returns to the Start screen, which says it was deleted (not as a
    /// problem); logging out says so too.
    func testTheStartScreenConfirmsADeletion() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        await app.router.loggedIn.open(HostAction.ID.delete)
        app.router.loggedIn.conversation.fill(AccountField.password.rawValue, with: password)
        await app.router.loggedIn.conversation.choose("delete")
        try await app.expect { app.startIsReady }
        let deleted = try XCTUnwrap(HostAction.all.first { $0.id == HostAction.ID.delete }?.farewell)
        XCTAssertEqual(app.router.auth.state.notice, deleted.text)
        XCTAssertFalse(app.router.auth.state.noticeIsProblem)
    }

    /// The host says whether sign-in asks for a code, and says it again after it is turned on.
    func testTheHostSaysWhetherTwoFactorAuthenticationIsOn() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        await app.router.settled()
        XCTAssertEqual(app.router.loggedIn.state.twoFactorIsOn, false)
        let host = app.router.loggedIn
        await host.open(HostAction.ID.twoFactor)
        host.conversation.fill(AccountField.password.rawValue, with: password)
        await host.conversation.choose("continue")
        let key = try XCTUnwrap(host.enrolmentKey)
        let secret = try XCTUnwrap(Base32.decode(key))
        let clock = FakeWallClock()  // the app's configuration clock starts here too
        host.conversation.fill(
            AccountField.code.rawValue, with: try TOTP(secret: secret).code(step: TOTP.step(at: clock.now())))

        await host.conversation.choose("confirm")
        guard case .list = host.step?.lines.last else { return XCTFail("not turned on") }
        XCTAssertEqual(host.state.twoFactorIsOn, false, "not until the recovery codes are closed")
        await host.conversation.choose("done")
        XCTAssertEqual(host.state.twoFactorIsOn, true)
    }

    func testRelaunchAfterSignUpLogsInAutomatically() async throws {
        let directory = try makeDataDirectory(self)
        do {
            let first = try await HeadlessApp(directory: directory)
            try await first.signUp("ada@example.com", password, username: "Ada")
            try await first.expect { first.showsContent }
        }
        let second = try await HeadlessApp(directory: directory)
        try await second.expect("auto-login") { second.showsContent }
        XCTAssertEqual(second.router.loggedIn.state.greeting, LoggedInPresenter.greeting("Ada"))
    }

    func testAutoLoginAlsoWorksInBasicMode() async throws {
        let directory = try makeDataDirectory(self)
        let first = try await HeadlessApp(directory: directory)
        try await first.signUp("ada@example.com", password, username: "Ada")
        try await first.expect { first.showsContent }
        let second = try await HeadlessApp(directory: directory, advanced: false)
        XCTAssertTrue(second.showsContent)
        XCTAssertEqual(second.router.loggedIn.state.greeting, LoggedInPresenter.greeting("Ada"))
    }

    func testLogOutReturnsToStartAndForgetsTheSession() async throws {
        let directory = try makeDataDirectory(self)
        let app = try await HeadlessApp(directory: directory)
        try await app.signUp("ada@example.com", password)
        try await app.expect { app.showsContent }
        await app.router.loggedIn.logOut()
        try await app.expect { app.startIsReady }
        XCTAssertEqual(app.router.auth.state.openSteps, [])
        let relaunched = try await HeadlessApp(directory: directory)
        try await relaunched.expect { relaunched.startIsReady }
        XCTAssertFalse(relaunched.showsContent)
    }

    /// The launch's early connection answer is for the Start screen the launch shows: after a
    /// remembered login and a log-out (maybe hours later), the Start screen checks afresh.
    func testAfterARememberedLoginAndALogOutTheStartScreenChecksAfresh() async throws {
        let directory = try makeDataDirectory(self)
        let first = try await HeadlessApp(directory: directory)
        try await first.signUp("ada@example.com", password)
        try await first.expect { first.showsContent }
        let second = try await HeadlessApp(directory: directory)
        try await second.expect("auto-login") { second.showsContent }
        second.network.isUp = false
        await second.router.loggedIn.logOut()
        try await second.expect { second.startIsReady }
        XCTAssertEqual(second.router.auth.state.connection, .offline(reason: "No network route"))
    }

    func testLogInAfterLogOut() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        await app.router.loggedIn.logOut()
        try await app.logIn("ADA@example.com ", password)
        try await app.expect { app.showsContent }
        XCTAssertEqual(app.router.loggedIn.state.greeting, LoggedInPresenter.greeting("Ada"))
    }

    func testWrongPasswordSaysSoOnceAndKeepsTheSheet() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password)
        try await app.expect { app.showsContent }
        await app.router.loggedIn.logOut()
        try await app.logIn("ada@example.com", "not the password")
        await app.router.auth.logIn(password: "still not it")
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn, .password])
        XCTAssertFalse(app.showsContent)
    }

    /// A refusal's message and a field's error are unread (the cursor shows them) until the
    /// next key hands the form back.
    func testAMessageIsUnreadUntilTheNextKey() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        XCTAssertFalse(app.router.auth.state.form.hasUnreadMessage, "a new sheet has nothing to read")
        await app.router.auth.submitEmail("ada@")
        XCTAssertTrue(app.router.auth.state.form.hasUnreadMessage, "a field error")
        app.router.auth.edit(app.router.auth.state.form)
        XCTAssertFalse(app.router.auth.state.form.hasUnreadMessage, "read once a key was pressed")
        await app.router.auth.submitEmail("nobody@example.com")
        XCTAssertFalse(app.router.auth.state.form.hasUnreadMessage, "the Password sheet opens quiet")
        await app.router.auth.logIn(password: password)
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
        XCTAssertTrue(app.router.auth.state.form.hasUnreadMessage, "the sheet's own message")
    }

    func testUnknownEmailGetsTheSameMessageAsAWrongPassword() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.logIn("nobody@example.com", password)
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
    }

    func testTakenEmailSaysAlreadyRegisteredAndChangesNothing() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        await app.router.loggedIn.logOut()
        try await app.signUp("Ada@Example.com", "another good passphrase", username: "Eve")
        XCTAssertEqual(app.router.auth.state.message, AccountError.emailAlreadyRegistered.message)
        XCTAssertFalse(app.showsContent)
        await app.router.auth.back()
        await app.router.auth.logIn(password: password)
        try await app.expect { app.showsContent }
        XCTAssertEqual(app.router.loggedIn.state.greeting, LoggedInPresenter.greeting("Ada"))
    }

    func testFiveFailuresThrottleTheNextAttempt() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.logIn("ada@example.com", "wrong password 1")
        for attempt in 2...5 { await app.router.auth.logIn(password: "wrong password \(attempt)") }
        await app.router.auth.logIn(password: password)
        let message = try XCTUnwrap(app.router.auth.state.message)
        XCTAssertEqual(message, AccountError.tooManyAttempts(retryAfterSeconds: 30).message)
    }

    func testDoubleSubmitWhileBusyCountsOnce() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.logIn("ada@example.com", "wrong password 0")
        for attempt in 1...3 {
            async let first: Void = app.router.auth.logIn(password: "wrong password \(attempt)")
            async let second: Void = app.router.auth.logIn(password: "wrong password \(attempt)")
            _ = await (first, second)
        }
        // Four attempts counted, not seven: the fifth failure is still allowed.
        await app.router.auth.logIn(password: "wrong password 4")
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
    }

    func testInvalidEmailShowsInlineErrorAndStaysOnSignIn() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        await app.router.auth.submitEmail("ada@")
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn])
        XCTAssertNotNil(app.router.auth.state.error(.email))
        await app.router.auth.submitEmail("ada@example.com")
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn, .password])
        XCTAssertNil(app.router.auth.state.error(.email))
    }

    func testWeakPasswordIsRefusedBeforeRegistration() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        await app.router.auth.submitEmail("ada@example.com")
        await app.router.auth.createAccount(password: "short")
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn, .password])
        XCTAssertNotNil(app.router.auth.state.error(.password))
        await app.router.auth.createAccount(password: password)
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn, .password, .registration])
        XCTAssertEqual(app.router.auth.state.form.text("password"), password)
        XCTAssertEqual(app.router.auth.state.form.text("email"), "ada@example.com")
    }

    func testRegistrationShowsEveryFieldErrorAtOnce() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        await app.router.auth.submitEmail("ada@example.com")
        await app.router.auth.createAccount(password: password)
        await app.router.auth.register(email: "nope", password: "123", username: "evil\u{202E}name")
        let errors = app.router.auth.state.form.errors
        XCTAssertEqual(Set(errors.keys), ["email", "password", "username"])
    }

    func testEscapeGoesBackOneSheetAtATime() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        await app.router.auth.submitEmail("ada@example.com")
        await app.router.auth.createAccount(password: password)
        for expected: [AccountStep] in [[.signIn, .password], [.signIn], []] {
            await app.router.auth.back()
            XCTAssertEqual(app.router.auth.state.openSteps, expected)
        }
        XCTAssertEqual(app.router.auth.state.form.text("password"), "")
    }

    func testOfflineStartSaysWhyAndRetryRecovers() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self), online: false)
        try await app.expect { app.startIsReady }
        XCTAssertEqual(app.router.auth.state.connection, .offline(reason: "No network route"))
        await app.router.auth.openSignIn()
        XCTAssertEqual(app.router.auth.state.openSteps, [], "nothing else is reachable offline")
        await app.router.auth.retry()
        XCTAssertEqual(app.router.auth.state.connection, .offline(reason: "No network route"))
        app.network.isUp = true
        await app.router.auth.retry()
        XCTAssertEqual(app.router.auth.state.connection, .online)
        await app.router.auth.openSignIn()
        XCTAssertEqual(app.router.auth.state.openSteps, [.signIn])
    }

    func testDeleteWithWrongPasswordKeepsTheAccount() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password)
        try await app.expect { app.showsContent }
        await app.router.loggedIn.confirmDelete(password: "not my password")
        XCTAssertEqual(app.router.loggedIn.error(.password), AccountError.wrongPassword.message)
        XCTAssertTrue(app.showsContent)
        await app.router.loggedIn.choose("cancel")
        XCTAssertNil(app.router.loggedIn.openStep)
        await app.router.loggedIn.logOut()
        try await app.logIn("ada@example.com", password)
        try await app.expect { app.showsContent }
    }

    func testDeleteWithRightPasswordRemovesTheAccountAndReturnsToStart() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.signUp("ada@example.com", password)
        try await app.expect { app.showsContent }
        await app.router.loggedIn.confirmDelete(password: password)
        try await app.expect { app.startIsReady }
        try await app.logIn("ada@example.com", password)
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
    }
}
