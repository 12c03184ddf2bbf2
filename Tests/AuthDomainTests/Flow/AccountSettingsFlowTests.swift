import XCTest

@testable import AuthDomain

/// `Change password` and `Log out everywhere` on the logged-in host, and the strength meter on
/// the sheets that take a new password, walked headless.
@MainActor
final class AccountSettingsFlowTests: XCTestCase {
    private let password = "correct horse battery"
    private let newPassword = "a brand new passphrase"

    /// Ada signed up in the app, and another terminal (the laptop) on the same account holding a
    /// session of its own.
    private func signedInHereAndOnALaptop(_ directory: String) async throws -> (HeadlessApp, AccountService) {
        let app = try await HeadlessApp(directory: directory)
        try await app.signUp("ada@example.com", password, username: "Ada")
        try await app.expect { app.showsContent }
        let laptop = AccountService(
            store: try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3"),
            sessionFile: SessionFile(path: "\(directory)/laptop-session"), configuration: testConfiguration())
        try await laptop.signIn(email: "ada@example.com", password: password)
        return (app, laptop)
    }

    func testChangePasswordChecksTheCurrentOneMatchesTheRepeatAndRevokesOtherSessions() async throws {
        let directory = try makeDataDirectory(self)
        let (app, laptop) = try await signedInHereAndOnALaptop(directory)

        let host = app.router.loggedIn
        await host.changePassword(current: "", new: newPassword, again: newPassword)
        XCTAssertEqual(host.error("current"), ChangePassword.enterCurrent.text)
        await host.changePassword(current: password, new: newPassword, again: "a brand new passphrasE")
        XCTAssertEqual(host.error("repeat"), ChangePassword.mismatch.text)
        await host.changePassword(current: "not my password at all", new: newPassword, again: newPassword)
        XCTAssertEqual(host.error("current"), AccountError.wrongPassword.message)
        XCTAssertEqual(host.conversation.state.form.text("current"), "", "a wrong password is emptied")
        XCTAssertEqual(host.conversation.state.form.text("new"), newPassword, "the new one is kept")
        host.fill(["current": password, "new": "aaaaaaaaaaaaaaaa", "repeat": "aaaaaaaaaaaaaaaa"])
        XCTAssertEqual(
            host.conversation.state.newSecretStrength?.level, 0, "the meter follows the new password")
        host.fill(["new": "ada@example.com1", "repeat": ""])
        XCTAssertEqual(
            host.conversation.state.newSecretStrength?.weakness, .personal,
            "the account's email counts against the new password")
        await host.changePassword(current: password, new: "aaaaaaaaaaaaaaaa", again: "aaaaaaaaaaaaaaaa")
        XCTAssertEqual(
            host.error("new"), FieldError(field: .password, reason: .easyToGuess(.repeats)).message)

        host.fill(["current": password, "new": newPassword, "repeat": newPassword])
        XCTAssertEqual(host.conversation.state.newSecretStrength?.isAcceptable, true)
        await host.choose("change")
        XCTAssertNil(host.openStep)
        XCTAssertEqual(host.state.notice, ChangePassword.changed.text)
        XCTAssertTrue(app.showsContent, "this session continues")
        let laptopSession = try await laptop.checkCurrentSession()
        XCTAssertNil(laptopSession, "the other session was revoked")

        await host.logOut()
        try await app.logIn("ada@example.com", password)
        XCTAssertEqual(app.router.auth.state.message, AccountError.wrongCredentials.message)
        await app.router.auth.back()
        await app.router.auth.back()
        try await app.logIn("ada@example.com", newPassword)
        try await app.expect { app.showsContent }
    }

    func testLogOutEverywhereEndsEverySessionAndReturnsToStart() async throws {
        let directory = try makeDataDirectory(self)
        let (app, laptop) = try await signedInHereAndOnALaptop(directory)
        await app.router.loggedIn.open(HostAction.ID.logOutEverywhere)
        try await app.expect { app.startIsReady }
        let laptopSession = try await laptop.checkCurrentSession()
        XCTAssertNil(laptopSession)
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM sessions"), [["0"]])
    }

    /// `Sessions` lists this terminal's session and the laptop's (this one marked); `End` on the
    /// laptop's revokes it (its next check asks again) and keeps this one; `End` on this one
    /// logs out here.
    func testSessionsListsBothAndEndsTheChosenOne() async throws {
        let directory = try makeDataDirectory(self)
        let (app, laptop) = try await signedInHereAndOnALaptop(directory)
        let host = app.router.loggedIn
        await host.open(HostAction.ID.sessions)
        let listed = try XCTUnwrap(host.step?.choices.filter { $0.id.hasPrefix("open:") })
        XCTAssertEqual(listed.count, 2)
        let isThisOne = { (choice: Choice) in choice.label.hasPrefix(Sessions.thisOne("")) }
        XCTAssertEqual(listed.filter(isThisOne).count, 1, "exactly this terminal's is marked")
        let other = try XCTUnwrap(listed.first { !isThisOne($0) })
        await host.choose(other.id)
        XCTAssertEqual(host.step?.lines.last, .info(Sessions.endingAnother.text))
        await host.conversation.back()
        XCTAssertEqual(host.openStep, "sessions", "Back is the list again")
        await host.choose(other.id)
        await host.choose("end")
        XCTAssertEqual(
            host.step?.choices.filter { $0.id.hasPrefix("open:") }.map(isThisOne), [true])
        XCTAssertEqual(
            host.step?.lines.first.map {
                "\($0)".contains(Sessions.ended("").trimmingCharacters(in: .whitespaces))
            }, true)
        let laptopSession = try await laptop.checkCurrentSession()
        XCTAssertNil(laptopSession, "the laptop must sign in again")
        XCTAssertTrue(app.showsContent, "this terminal stays signed in")
        let mine = try XCTUnwrap(host.step?.choices.first { $0.id.hasPrefix("open:") })
        await host.choose(mine.id)
        XCTAssertEqual(host.step?.lines.last, .info(Sessions.endingThisOne.text))
        await host.choose("end")
        try await app.expect { app.startIsReady }
        XCTAssertEqual(
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT count(*) FROM sessions"), [["0"]])
    }

    func testTheRegistrationSheetShowsALiveStrengthMeter() async throws {
        let app = try await HeadlessApp(directory: try makeDataDirectory(self))
        try await app.expect { app.startIsReady }
        await app.router.auth.openSignIn()
        await app.router.auth.submitEmail("ada@example.com")
        app.router.auth.fill(.password, with: "password")
        XCTAssertNil(app.router.auth.state.newSecretStrength, "a sign-in password is not graded")
        await app.router.auth.createAccount(password: "correct horse battery staple")
        XCTAssertEqual(app.router.auth.state.openSteps.last, .registration)
        XCTAssertEqual(app.router.auth.state.newSecretStrength?.level, 4, "graded as the sheet opens")
        app.router.auth.fill(.password, with: "ada@example.com!")
        XCTAssertEqual(app.router.auth.state.newSecretStrength?.weakness, .personal, "graded as typed")
    }
}
