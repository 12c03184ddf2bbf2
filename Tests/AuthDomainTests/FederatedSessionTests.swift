import AuthOIDC
import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// Issue 45 #4: an OpenID provider's sign-in remembered like the store's own sessions (the
/// session file, expiry, the idle rule, the lifetime cap), taken back only by the authenticator
/// that made it, and nothing from the provider kept in the clear.
@MainActor
final class FederatedSessionTests: XCTestCase {
    private var directory = ""
    private var clock = FakeWallClock()
    static let issuer = "https://id.example.test/realms/staff"
    static let clientID = "authtui-host7"
    /// A refresh token as a provider gives one: what must never be found in the clear.
    static let refreshToken = "rt-Zq81vXkP3mW0aL7ehT5sG2"
    static let grant = Array("refresh_token\n\(refreshToken)".utf8)

    override func setUp() async throws {
        directory = try makeDataDirectory(self)
        clock = FakeWallClock()
    }

    private func open(lifetime: Double? = nil) async throws -> AccountService {
        var configuration = testConfiguration(clock: clock)
        if let lifetime { configuration.sessionLifetime = lifetime }
        return try await AccountService.open(dataDirectory: directory, configuration: configuration)
    }

    private var sessionPath: String { "\(directory)/session" }
    private var database: String { "\(directory)/accounts.sqlite3" }

    private static func signIn(issuer: String = issuer, grant: [UInt8]? = grant) -> FederatedSignIn {
        FederatedSignIn(
            authenticator: OIDCAuthenticator.name, issuer: issuer, clientID: clientID,
            subject: "248289761001",
            user: "ada", displayName: "Ada Lovelace", grant: grant)
    }

    private func authenticator(issuer: String = issuer, clientID: String = clientID) -> OIDCAuthenticator {
        OIDCAuthenticator(settings: .init(issuer: issuer, clientID: clientID, machineName: "build-7"))
    }

    /// Remembers a sign-in as a first process would.
    private func remember(_ signIn: FederatedSignIn = signIn(), lifetime: Double? = nil) async throws {
        let service = try await open(lifetime: lifetime)
        try await service.rememberFederatedSignIn(signIn)
    }

    private func events(_ kind: SecurityEvent.Kind) throws -> [[String]] {
        try sqliteRows(
            database, "SELECT subject, authenticator, detail FROM events WHERE kind = '\(kind.rawValue)'")
    }

    func testAFederatedSignInIsTakenBackAfterARestartWithItsGrantAndMarkedUsed() async throws {
        try await remember()
        clock.advance(by: 3600)
        let service = try await open()
        guard case .federated(let remembered) = await service.rememberedSignIn(acceptsAccountSessions: false)
        else { return XCTFail("not remembered") }
        XCTAssertEqual(remembered.grant, Self.grant)
        XCTAssertEqual(remembered.issuer, Self.issuer)
        XCTAssertEqual(remembered.subject, "248289761001")
        XCTAssertEqual(remembered.user, "ada")
        XCTAssertEqual(
            remembered.expiresAt, 1_800_000_000 + AccountService.Configuration.longestSessionLifetime)
        try await service.acceptRememberedFederatedSignIn(
            grant: remembered.grant, note: "renewed at the provider")
        XCTAssertEqual(
            try sqliteRows(database, "SELECT last_used_at - created_at FROM federated_sessions"), [["3600.0"]]
        )
        XCTAssertEqual(
            try events(.sessionRemembered), [["248289761001", "oidc", "issuer \(Self.issuer)"]])
        XCTAssertEqual(
            try events(.sessionUsed),
            [["248289761001", "oidc", "issuer \(Self.issuer); remembered session; renewed at the provider"]])
        let end = await service.federatedSessionEnd
        XCTAssertEqual(end, remembered.expiresAt)
    }

    /// The database file (with its write-ahead log) and the session file each hold nothing of
    /// the provider's: the refresh token is only in the store sealed, and the file has the
    /// session token alone.
    func testNeitherTheDatabaseNorTheSessionFileHoldsTheRefreshTokenInTheClear() async throws {
        try await remember()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasPrefix(AccountService.databaseFileName) || $0 == "session" }
        XCTAssertTrue(
            files.contains("session") && files.contains(AccountService.databaseFileName), "\(files)")
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(file)"))
            XCTAssertNil(
                bytes.range(of: Data(Self.refreshToken.utf8)), "the refresh token is readable in \(file)")
        }
        let sealed = try sqliteRows(database, "SELECT length(sealed_grant) FROM federated_sessions")
        XCTAssertEqual(sealed, [[String(Self.grant.count + 24 + 16)]], "a nonce, the box and its tag")
    }

    /// The key is the session token's: the row's own bytes (its token hash included) do not open
    /// it, so a copy of the database alone yields no grant.
    func testTheStoredRowAloneDoesNotOpenTheGrant() async throws {
        try await remember()
        let store = try await SQLiteAccountStore.open(path: database)
        let text = try String(contentsOfFile: sessionPath, encoding: .utf8)
        let token = try XCTUnwrap(SessionToken(hex: text.split(separator: "\n")[2].dropFirst("token ".count)))
        let found = try await store.federatedSession(tokenHash: token.storedHash)
        let row = try XCTUnwrap(found)
        let sealed = try XCTUnwrap(row.sealedGrant)
        XCTAssertEqual(FederatedGrantSeal(token: token).unseal(sealed, for: row), Self.grant)
        let guessedFromHash = try XCTUnwrap(
            SessionToken(hex: Substring(row.tokenHash.map { String(format: "%02x", $0) }.joined())))
        XCTAssertNil(FederatedGrantSeal(token: guessedFromHash).unseal(sealed, for: row))
    }

    func testAnExpiredFederatedSessionIsRefusedAndItsRowAndFileRemoved() async throws {
        try await remember(lifetime: 3600)
        clock.advance(by: 3601)
        let service = try await open(lifetime: 3600)
        guard case .logIn(let refusal) = await service.rememberedSignIn(acceptsAccountSessions: false) else {
            return XCTFail("an expired session signed in")
        }
        XCTAssertEqual(refusal, .expired)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]])
        XCTAssertEqual(try events(.sessionExpired), [["248289761001", "oidc", "issuer \(Self.issuer)"]])
    }

    func testAFederatedSessionUnusedPastTheIdleLimitHasExpired() async throws {
        try await remember()
        clock.advance(by: testConfiguration().sessionIdleLimit)
        let service = try await open()
        guard case .logIn(let refusal) = await service.rememberedSignIn(acceptsAccountSessions: false) else {
            return XCTFail("an idle session signed in")
        }
        XCTAssertEqual(refusal, .expired)
    }

    /// `--remember` shortened the lifetime after the session was made: the longer end stored
    /// then is not trusted.
    func testAnEndBeyondTheConfiguredLifetimeIsNotTrusted() async throws {
        try await remember()
        clock.advance(by: 60)
        let service = try await open(lifetime: 3600)
        guard case .logIn(let refusal) = await service.rememberedSignIn(acceptsAccountSessions: false) else {
            return XCTFail("a session outliving --remember signed in")
        }
        XCTAssertEqual(refusal, .expired)
    }

    /// A sealed grant with one byte changed in the database, or its row's issuer rewritten to
    /// send the token to another provider at sign-out, does not open: refused and removed.
    func testADamagedSealedGrantOrARewrittenIssuerIsRefused() async throws {
        for tamper in [
            "UPDATE federated_sessions SET sealed_grant = ?",
            "UPDATE federated_sessions SET issuer = 'https://evil.example/'",
            "UPDATE federated_sessions SET subject = '1'",
        ] {
            try await remember()
            let connection = try SQLiteConnection(path: database, flags: 0x2)
            if tamper.hasSuffix("?") {
                var sealed = try XCTUnwrap(
                    try connection.query("SELECT sealed_grant FROM federated_sessions").first?.first?.bytes)
                sealed[30] ^= 0x01
                _ = try connection.query(tamper, [.bytes(sealed)])
            } else {
                try connection.execute(tamper)
            }
            let service = try await open()
            guard case .logIn(let refusal) = await service.rememberedSignIn(acceptsAccountSessions: false)
            else {
                return XCTFail("\(tamper): signed in")
            }
            XCTAssertEqual(refusal, .sealedGrantDamaged, tamper)
            XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath), tamper)
            XCTAssertEqual(
                try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]], tamper)
        }
    }

    /// The login takes the session back through its authenticator: the same issuer and client
    /// sign in at once, holding the grant to revoke.
    func testTheSameProvidersLoginSignsInFromTheRememberedSession() async throws {
        try await remember()
        let service = try await open()
        guard
            case .signedIn(let identity) = await RememberedLogin.signIn(
                service: service, authenticator: authenticator())
        else { return XCTFail("not signed in") }
        XCTAssertEqual(identity.user, "ada")
        XCTAssertEqual(identity.authenticator, OIDCAuthenticator.name)
        XCTAssertEqual(identity.attributes[OIDCAuthenticator.subjectAttribute], "248289761001")
        XCTAssertEqual(identity.federation?.grant, Self.grant)
    }

    /// A session another provider (or another client of it) made is refused with its reason,
    /// its file and row removed: a login for one issuer never signs in a person another one
    /// vouched for.
    func testALoginForAnotherIssuerOrClientRefusesTheSession() async throws {
        for other in [
            authenticator(issuer: "https://evil.example/"), authenticator(issuer: Self.issuer + "/"),
            authenticator(clientID: "another-client"),
        ] {
            try await remember()
            let service = try await open()
            guard
                case .logIn(let refusal) = await RememberedLogin.signIn(
                    service: service, authenticator: other)
            else { return XCTFail("\(other.settings.issuer) signed in") }
            XCTAssertEqual(refusal, .anotherSignInMethod)
            XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
            XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]])
        }
    }

    /// The account store's own login takes no provider's session, and a provider's login takes
    /// no account's session.
    func testTheAccountLoginAndAProvidersLoginRefuseEachOthersSessions() async throws {
        try await remember()
        let service = try await open()
        guard case .logIn(let refusal) = await RememberedLogin.signIn(service: service, authenticator: nil)
        else {
            return XCTFail("the account login signed in a provider's person")
        }
        XCTAssertEqual(refusal, .anotherSignInMethod)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        try await service.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
        let later = try await open()
        guard
            case .logIn(let accountRefusal) = await RememberedLogin.signIn(
                service: later, authenticator: authenticator())
        else { return XCTFail("a provider's login signed in an account") }
        XCTAssertEqual(accountRefusal, .anotherSignInMethod)
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["0"]])
    }

    func testSigningOutDeletesTheRowAndTheFileAndRecordsItNeverTheToken() async throws {
        try await remember()
        let service = try await open()
        guard case .signedIn = await RememberedLogin.signIn(service: service, authenticator: authenticator())
        else {
            return XCTFail("not signed in")
        }
        try await service.signOut()
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]])
        XCTAssertEqual(
            try events(.sessionRevoked), [["248289761001", "oidc", "issuer \(Self.issuer); log out"]])
        let log = try sqliteRows(database, "SELECT subject || detail FROM events").flatMap { $0 }.joined()
        XCTAssertFalse(log.contains(Self.refreshToken))
        let again = try await open()
        guard case .logIn(nil) = await again.rememberedSignIn(acceptsAccountSessions: false) else {
            return XCTFail("signed in after signing out")
        }
    }

    /// A new sign-in replaces the one remembered before it, whichever way either was made.
    func testANewSignInReplacesTheRememberedOne() async throws {
        let service = try await open()
        try await service.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
        try await service.rememberFederatedSignIn(Self.signIn())
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["0"]])
        try await service.rememberFederatedSignIn(Self.signIn(grant: nil))
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["1"]])
        try await service.signIn(email: "ada@x.io", password: "correct horse battery")
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]])
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM sessions"), [["1"]])
    }

    /// Whoever's session a new sign-in replaces, the revocation names that session's owner: an
    /// account's (not the newcomer's) and a provider's person.
    func testAReplacedSessionIsRevokedInItsOwnersName() async throws {
        let service = try await open()
        // Signing up signs in: Ada's session, then Bob's replaces it.
        try await service.signUp(email: "ada@x.io", password: "correct horse battery", username: "Ada")
        try await service.signUp(email: "bob@x.io", password: "battery horse correct", username: "Bob")
        try await service.signIn(email: "ada@x.io", password: "correct horse battery")
        try await service.rememberFederatedSignIn(Self.signIn())
        try await service.signIn(email: "bob@x.io", password: "battery horse correct")
        let replaced = try events(.sessionRevoked).filter { $0[2].hasSuffix("replaced by a new sign-in") }
        XCTAssertEqual(replaced.map { $0[0] }, ["ada@x.io", "bob@x.io", "ada@x.io", "248289761001"])
    }

    /// Nothing is remembered where the scope remembers nothing (`--remember 0`, an SSH client
    /// without a key): no row, no file.
    func testWithoutASessionFileNothingIsRemembered() async throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = try await SQLiteAccountStore.open(path: database)
        let service = AccountService(
            store: store, sessionFile: nil, configuration: testConfiguration(clock: clock))
        try await service.rememberFederatedSignIn(Self.signIn())
        XCTAssertEqual(try sqliteRows(database, "SELECT count(*) FROM federated_sessions"), [["0"]])
    }
}
