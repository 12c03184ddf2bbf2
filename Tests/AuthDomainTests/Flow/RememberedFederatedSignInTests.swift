import AuthText
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// Issue 45 #4, through the app as composed: a sign-in another party decided is remembered by the
/// login, the next start hands it back to the authenticator (no question asked), and logging out
/// ends the remembered sign-in before the authenticator ends its grant. One that remembers
/// nothing (PAM, a program) gets nothing remembered.
@MainActor
final class RememberedFederatedSignInTests: XCTestCase {
    /// Signs in whoever chooses `go`, as a provider would: with a federation and a grant.
    private final class Provider: Authenticator {
        let startLabel = "PROVIDER"
        let remembers: Bool
        var restored: [Identity] = []
        var signedOut: [Identity] = []

        init(remembers: Bool = true) { self.remembers = remembers }

        static var identity: Identity {
            var identity = Identity(user: "ada", displayName: "Ada", authenticator: "provider")
            identity.federation = Identity.Federation(
                issuer: "https://id.example.test/", clientID: "host7", subject: "sub-7",
                grant: Array("refresh-secret".utf8))
            return identity
        }

        var remembersSignIns: Bool { remembers }

        func begin() async -> ConversationTurn {
            .ask(
                ConversationStep(id: "provider", title: "Provider", choices: [Choice(id: "go", label: "Go")]))
        }
        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .signedIn(Self.identity) }
        func back(from stepID: String) async -> ConversationTurn { .cancelled }

        /// What `restore` does when it is its own: renews the grant (a provider that rotates its
        /// refresh tokens), or says it is over.
        var renewal: [UInt8]?
        var ends = false
        /// The only grants still good at the provider (nil: any).
        var accepts: [[UInt8]]?
        /// Runs once, at the first `restore`, before it answers: another start on the same session.
        var meanwhile: (() async throws -> Void)?

        func restore(_ remembered: Identity) async -> Restored {
            restored.append(remembered)
            guard remembered.federation?.issuer == Self.identity.federation?.issuer else { return .notMine }
            if let meanwhile {
                self.meanwhile = nil
                do { try await meanwhile() } catch { XCTFail("the other start: \(error)") }
            }
            if let accepts, !accepts.contains(remembered.federation?.grant ?? []) {
                return .ended(
                    reason: "Please log in: the provider ended it.", logReason: "provider: invalid_grant")
            }
            if ends {
                return .ended(
                    reason: "Please log in: the provider ended it.", logReason: "provider: invalid_grant")
            }
            var taken = remembered
            if let renewal { taken.federation?.grant = renewal }
            return .signedIn(taken, note: "renewed at the provider")
        }

        func signOut(_ identity: Identity) async -> String? {
            signedOut.append(identity)
            return nil
        }
    }

    private var directory = ""

    override func setUp() async throws {
        directory = try makeDataDirectory(self)
    }

    /// The app on this test's data directory, started and settled.
    private func startedApp(_ provider: Provider) async throws -> (AppRouter, AccountService) {
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: FakeWallClock()))
        let router = AppModules.build(
            service: service, authenticator: provider,
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            settings: .init(advancedMode: false, fades: false))
        await router.start()
        await router.settled()
        return (router, service)
    }

    private func signIn(_ router: AppRouter) async {
        await router.auth.retry()
        await router.auth.open()
        await router.auth.choose("go")
        await router.settled()
    }

    private var rows: [[String]] {
        get throws {
            try sqliteRows("\(directory)/accounts.sqlite3", "SELECT subject FROM federated_sessions")
        }
    }

    func testTheNextStartHandsTheRememberedSignInBackWithItsGrantWithoutAsking() async throws {
        let (first, _) = try await startedApp(Provider())
        await signIn(first)
        XCTAssertTrue(first.loggedIn.state.isSignedIn)
        XCTAssertEqual(try rows, [["sub-7"]])

        let provider = Provider()
        let (second, _) = try await startedApp(provider)
        XCTAssertTrue(second.loggedIn.state.isSignedIn, "signed in without a question")
        XCTAssertEqual(provider.restored.map(\.federation), [Provider.identity.federation])
        XCTAssertEqual(second.home.identity?.user, "ada")
    }

    /// The grant the authenticator renewed is the one sealed for the next start (the spent one
    /// would be refused), and the log says how the sign-in was checked.
    func testARenewedGrantIsTheOneTheNextStartHandsBack() async throws {
        let (first, _) = try await startedApp(Provider())
        await signIn(first)
        let renewing = Provider()
        renewing.renewal = Array("refresh-secret-2".utf8)
        let (second, _) = try await startedApp(renewing)
        XCTAssertTrue(second.loggedIn.state.isSignedIn)
        let provider = Provider()
        let (third, _) = try await startedApp(provider)
        XCTAssertTrue(third.loggedIn.state.isSignedIn)
        XCTAssertEqual(provider.restored.map(\.federation?.grant), [Array("refresh-secret-2".utf8)])
        let used = try sqliteRows(
            "\(directory)/accounts.sqlite3", "SELECT detail FROM events WHERE kind = 'session-used'")
        XCTAssertEqual(used.count, 2)
        XCTAssertTrue(
            used.allSatisfy { $0.first?.hasSuffix("remembered session; renewed at the provider") == true },
            "\(used)")
    }

    /// Two starts on one session at once, with a provider that rotates refresh tokens: the one
    /// that comes second finds its token spent, and is asked once more with the grant the first
    /// sealed meanwhile, rather than ending the sign-in the first had just renewed.
    func testAStartWhoseTokenAnotherStartSpentTriesTheGrantItSealed() async throws {
        let (first, _) = try await startedApp(Provider())
        await signIn(first)
        let renewed = Array("refresh-secret-2".utf8)
        let racing = Provider()
        racing.accepts = [renewed]
        racing.meanwhile = { [directory] in
            let other = try await AccountService.open(
                dataDirectory: directory, configuration: testConfiguration(clock: FakeWallClock()))
            guard case .federated = await other.rememberedSignIn(acceptsAccountSessions: false) else {
                return XCTFail("the other start found no remembered sign-in")
            }
            try await other.acceptRememberedFederatedSignIn(grant: renewed, note: "renewed at the provider")
        }
        let (second, _) = try await startedApp(racing)
        XCTAssertTrue(second.loggedIn.state.isSignedIn, "the sign-in the other start renewed stands")
        XCTAssertEqual(racing.restored.map(\.federation?.grant), [Array("refresh-secret".utf8), renewed])
        XCTAssertEqual(try rows, [["sub-7"]])
    }

    /// A remembered sign-in its authenticator says is over is removed, and the person is asked
    /// in the authenticator's words.
    func testASignInItsAuthenticatorEndedIsRemovedAndThePersonAsked() async throws {
        let (first, _) = try await startedApp(Provider())
        await signIn(first)
        let ending = Provider()
        ending.ends = true
        let (second, service) = try await startedApp(ending)
        XCTAssertFalse(second.loggedIn.state.isSignedIn)
        let refusal = await service.lastSessionRefusal
        XCTAssertEqual(refusal?.message, "Please log in: the provider ended it.")
        XCTAssertEqual(try rows, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/session"))
        let revoked = try sqliteRows(
            "\(directory)/accounts.sqlite3", "SELECT detail FROM events WHERE kind = 'session-revoked'")
        XCTAssertEqual(revoked.last?.first?.hasSuffix("refused: provider: invalid_grant"), true, "\(revoked)")
    }

    func testLogOutEndsTheRememberedSignInThenTheAuthenticatorsGrantAndTheNextStartAsks() async throws {
        let (first, _) = try await startedApp(Provider())
        await signIn(first)
        let provider = Provider()
        let (second, _) = try await startedApp(provider)
        await second.loggedIn.logOut()
        await second.settled()
        XCTAssertFalse(second.loggedIn.state.isSignedIn)
        XCTAssertEqual(provider.signedOut.map(\.user), ["ada"])
        XCTAssertEqual(try rows, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/session"))
        let (third, _) = try await startedApp(Provider())
        XCTAssertFalse(third.loggedIn.state.isSignedIn, "logged out: asked again")
    }

    /// An authenticator whose sessions live elsewhere (PAM, greetd, a program) has nothing
    /// remembered here, even when its identity names a federation.
    func testAnAuthenticatorThatRemembersNothingHasNoRememberedSignIn() async throws {
        let (first, _) = try await startedApp(Provider(remembers: false))
        await signIn(first)
        XCTAssertTrue(first.loggedIn.state.isSignedIn)
        XCTAssertEqual(try rows, [])
        let provider = Provider(remembers: false)
        let (second, _) = try await startedApp(provider)
        XCTAssertFalse(second.loggedIn.state.isSignedIn)
        XCTAssertEqual(provider.restored, [])
    }
}
