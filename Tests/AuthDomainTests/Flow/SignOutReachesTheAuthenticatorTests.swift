import AuthText
import XCTest

@testable import AuthDomain

/// Issue 45 #4: signing out reaches the authenticator that signed the person in, so it can end
/// what it holds for them elsewhere (an OpenID provider's grant); what it could not end is said
/// on the Start screen, and signing out goes on regardless.
@MainActor
final class SignOutReachesTheAuthenticatorTests: XCTestCase {
    /// Signs in whoever chooses `go`, and remembers who signed out.
    private final class Badge: Authenticator {
        let startLabel = "BADGE"
        var signedOut: [Identity] = []
        /// What `signOut` says went wrong (nil: nothing).
        var notEnded: String?

        static let identity = Identity(
            user: "ada", displayName: "Ada", authenticator: "badge", attributes: ["badge.id": "7"])

        func begin() async -> ConversationTurn {
            .ask(ConversationStep(id: "badge", title: "Badge", choices: [Choice(id: "go", label: "Go")]))
        }
        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .signedIn(Self.identity) }
        func back(from stepID: String) async -> ConversationTurn { .cancelled }

        func signOut(_ identity: Identity) async -> String? {
            signedOut.append(identity)
            return notEnded
        }
    }

    private func signedInApp(_ badge: Badge) async throws -> AppRouter {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self),
            configuration: testConfiguration(clock: FakeWallClock()))
        let router = AppModules.build(
            service: service, authenticator: badge,
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            settings: .init(advancedMode: false, fades: false))
        await router.start()
        await router.settled()
        await router.auth.retry()
        await router.auth.open()
        await router.auth.choose("go")
        await router.settled()
        XCTAssertTrue(router.loggedIn.state.isSignedIn)
        XCTAssertEqual(badge.signedOut, [], "nothing ended by signing in")
        return router
    }

    func testLogOutAsksTheAuthenticatorThatSignedThePersonInToEndIt() async throws {
        let badge = Badge()
        let router = try await signedInApp(badge)
        await router.loggedIn.logOut()
        await router.settled()
        XCTAssertFalse(router.loggedIn.state.isSignedIn)
        XCTAssertEqual(badge.signedOut, [Badge.identity])
        XCTAssertEqual(router.auth.state.notice, Message("host.logged-out", "Logged out").text)
        XCTAssertFalse(router.auth.state.noticeIsProblem)
    }

    func testWhatTheAuthenticatorCouldNotEndIsSaidAndTheSignOutGoesOn() async throws {
        let badge = Badge()
        badge.notEnded = "the badge office is closed"
        let router = try await signedInApp(badge)
        await router.loggedIn.logOut()
        await router.settled()
        XCTAssertFalse(router.loggedIn.state.isSignedIn, "signed out here all the same")
        XCTAssertNil(router.home.identity)
        XCTAssertEqual(router.auth.state.notice, "the badge office is closed")
        XCTAssertTrue(router.auth.state.noticeIsProblem)
    }
}
