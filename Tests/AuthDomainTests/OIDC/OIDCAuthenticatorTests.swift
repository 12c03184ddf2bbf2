import AuthConversation
import Foundation
import TestProcesses
import XCTest

@testable import AuthOIDC

/// The device flow as a conversation (`OIDCAuthenticator`), against the stand-in provider: the
/// steps a person sees, the identity from the claims, the requirements, and Esc while it waits.
@MainActor
final class OIDCAuthenticatorTests: XCTestCase {
    var provider: StandInProvider!
    let time = DeviceFlowTests.SimulatedTime()

    override func setUp() async throws {
        provider = try StandInProvider()
    }

    override func tearDown() async throws {
        provider = nil
    }

    override class func tearDown() {
        DeviceFlowTests.tearDown()
        super.tearDown()
    }

    func authenticator(
        userClaim: String = OIDCAuthenticator.Settings.defaultUserClaim,
        requirements: [ClaimRequirement] = [],
        connection: ProviderConnection = ProviderConnection(allowsInsecureLoopback: true)
    ) -> OIDCAuthenticator {
        let authenticator = OIDCAuthenticator(
            settings: .init(
                issuer: provider.base, clientID: DeviceFlowTests.clientID,
                connection: connection, userClaim: userClaim,
                requirements: requirements, machineName: "build-7"))
        // Polls at once: the flow's clock is the test's.
        let time = time
        authenticator.flow.now = { time.now }
        authenticator.flow.pause = { try time.pause($0) }
        return authenticator
    }

    /// The stand-in's answers: the token endpoint's in order, the usual device authorization
    /// unless `device`.
    func answer(
        token: [(Int, String)], device: [String: Any] = StandInProvider.device, revokes: Bool = true,
        revoke: (Int, String) = (200, ""), hang: [String: Double] = [:]
    ) throws {
        try provider.answer(
            .init(
                discovery: provider.discovery(revokes: revokes),
                jwks: [DeviceFlowTests.jwks([try DeviceFlowTests.keys().signing])],
                device: device, token: token, hang: hang, revoke: revoke))
    }

    /// An ID token of the provider's, its usual claims with `changes` (nil removes one).
    func token(_ changes: [String: Any?] = [:]) throws -> (Int, String) {
        var claims: [String: Any] = [
            "iss": provider.base, "sub": "248289761001", "aud": DeviceFlowTests.clientID,
            "exp": time.now + 300,
            "iat": time.now - 5, "preferred_username": "ada", "name": "Ada Lovelace",
        ]
        for (name, value) in changes { claims[name] = value }
        return try DeviceFlowTests.issued(
            try DeviceFlowTests.signedToken(claims, signedBy: try DeviceFlowTests.keys().signing))
    }

    /// A provider that approves at the second poll with these claims.
    func approving(_ changes: [String: Any?] = [:]) throws {
        try answer(token: [StandInProvider.pending, try token(changes)])
    }

    /// The code step after `Get a code`.
    func codeStep(_ authenticator: OIDCAuthenticator) async throws -> ConversationStep {
        let first = await authenticator.begin()
        guard case .ask(let start, _) = first else {
            throw UnexpectedTurn(expected: "a first step", turn: first)
        }
        XCTAssertEqual(start.title, OIDCAuthenticator.startTitle("127.0.0.1"))
        XCTAssertEqual(try provider.requests().count, 0, "nothing reaches the provider before someone asks")
        let turn = await authenticator.answer(Reply(choice: "code"), to: start.id)
        guard case .waiting(let step, let doing) = turn else {
            throw UnexpectedTurn(expected: "waiting", turn: turn)
        }
        XCTAssertEqual(doing, OIDCAuthenticator.waitingMessage.text)
        return step
    }

    func testTheCodeStepShowsTheAddressTheGroupedCodeAQRCodeAndTheExpiry() async throws {
        try approving()
        let step = try await codeStep(authenticator())
        XCTAssertEqual(step.title, OIDCAuthenticator.codeTitle("build-7"))
        XCTAssertEqual(step.lines.count, 3)
        XCTAssertEqual(
            step.lines[0],
            .info(OIDCAuthenticator.visitMessage("https://id.example.test/device", "WDJB-MJHT")))
        XCTAssertEqual(
            step.lines[1],
            .scan(
                "https://id.example.test/device?user_code=WDJBMJHT",
                caption: OIDCAuthenticator.codeCaption("WDJB-MJHT")))
        XCTAssertEqual(
            step.lines[2],
            .info(OIDCAuthenticator.expiryMessage(1, OIDCAuthenticator.clockTime(time.now + 60))))
        XCTAssertEqual(step.choices.map(\.backsOut), [true], "its one choice backs out, as Esc")
    }

    /// The time left is said anew each time the minutes change, on the same step, while the
    /// polling goes on at the provider's pace (no poll sooner, none skipped) until the code expires.
    func testTheTimeLeftIsSaidAgainEachMinuteWhilePollingGoesOnAtItsPace() async throws {
        var device = StandInProvider.device
        device["expires_in"] = 180
        device["interval"] = 5
        try answer(token: [StandInProvider.pending], device: device)
        let authenticator = authenticator()
        let expiresAt = OIDCAuthenticator.clockTime(time.now + 180)
        let code = try await codeStep(authenticator)
        XCTAssertEqual(code.lines.last, .info(OIDCAuthenticator.expiryMessage(3, expiresAt)))
        for minutes in [2, 1] {
            let turn = await authenticator.awaitOutside(code.id)
            guard case .waiting(let again, let doing) = turn else {
                throw UnexpectedTurn(expected: "the code's step again", turn: turn)
            }
            XCTAssertEqual(again.id, code.id)
            XCTAssertEqual(doing, OIDCAuthenticator.waitingMessage.text)
            XCTAssertEqual(again.lines.last, .info(OIDCAuthenticator.expiryMessage(minutes, expiresAt)))
            XCTAssertEqual(
                Array(again.lines.dropLast()), Array(code.lines.dropLast()), "the code is the same")
        }
        let last = await authenticator.awaitOutside(code.id)
        XCTAssertEqual(last, .refused(ProviderProblem.expired.message(issuer: provider.base)))
        XCTAssertEqual(Set(time.pauses), [5], "every poll at the provider's interval")
        XCTAssertEqual(try provider.requests(to: "/token").count, 35, "a poll each 5 s of the 180")
    }

    func testASlowDownIsKeptAcrossTheWaitsThatSayTheTimeLeft() async throws {
        var device = StandInProvider.device
        device["expires_in"] = 180
        device["interval"] = 5
        try answer(token: [(400, #"{"error":"slow_down"}"#), StandInProvider.pending], device: device)
        let authenticator = authenticator()
        let code = try await codeStep(authenticator)
        var turn = await authenticator.awaitOutside(code.id)
        while case .waiting = turn { turn = await authenticator.awaitOutside(code.id) }
        XCTAssertEqual(time.pauses.first, 5)
        XCTAssertEqual(Set(time.pauses.dropFirst()), [10], "10 s from the slow_down on, each minute too")
    }

    func testWithoutACompleteAddressTheQRCodeIsThePlainAddress() async throws {
        var device = StandInProvider.device
        device["verification_uri_complete"] = nil
        try answer(token: [try token()], device: device)
        let step = try await codeStep(authenticator())
        XCTAssertEqual(
            step.lines[1],
            .scan("https://id.example.test/device", caption: OIDCAuthenticator.codeCaption("WDJB-MJHT")))
    }

    func testAnApprovedSignInIsThePreferredUsernameGreetedByName() async throws {
        try approving()
        let authenticator = authenticator()
        let step = try await codeStep(authenticator)
        let turn = await authenticator.awaitOutside(step.id)
        var expected = Identity(
            user: "ada", displayName: "Ada Lovelace", authenticator: "oidc",
            attributes: ["oidc.issuer": provider.base, "oidc.subject": "248289761001"])
        expected.federation = Identity.Federation(
            issuer: provider.base, clientID: DeviceFlowTests.clientID, subject: "248289761001",
            grant: Array("refresh_token\nrt".utf8))
        XCTAssertEqual(turn, .signedIn(expected))
    }

    func testTheUserClaimIsConfigurable() async throws {
        try approving(["email": "ada@example.test"])
        let authenticator = authenticator(userClaim: "email")
        let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        guard case .signedIn(let identity) = turn else { return XCTFail("\(turn)") }
        XCTAssertEqual(identity.user, "ada@example.test")
    }

    func testATokenWithoutTheUserClaimIsRefusedAndSaysWhichClaim() async throws {
        try approving(["preferred_username": nil])
        let authenticator = authenticator()
        let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        XCTAssertEqual(turn, .refused(OIDCAuthenticator.noUserMessage("preferred_username")))
    }

    func testAUserNameWithControlOrBidiCharactersIsRefused() async throws {
        for name in ["ad\u{1B}[2Ja", "ada\u{202E}nimda", "ada\nroot"] {
            try approving(["preferred_username": name])
            let authenticator = authenticator()
            let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
            XCTAssertEqual(turn, .refused(OIDCAuthenticator.noUserMessage("preferred_username")), name)
            provider = try StandInProvider()
        }
    }

    /// The provider's names obey the rule a username obeys at sign-up (`Identity.isAcceptableName`):
    /// a name with a private-use character is not shown (the user is), one with U+3000 is.
    func testTheProvidersNameIsKeptUnderTheUsernameRule() async throws {
        for (name, shown) in [("山田\u{3000}花子", "山田\u{3000}花子"), ("Ada\u{F8FF}", "ada")] {
            try approving(["name": name])
            let authenticator = authenticator()
            let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
            guard case .signedIn(let identity) = turn else { return XCTFail("\(turn)") }
            XCTAssertEqual(identity.displayName, shown, name)
            provider = try StandInProvider()
        }
    }

    func testAnUnmetRequirementIsRefusedInTheProvidersWords() async throws {
        let staff = ClaimRequirement(claim: "groups", value: "staff")
        try approving(["groups": ["students", "library"]])
        var authenticator = authenticator(requirements: [staff])
        var turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        XCTAssertEqual(turn, .refused(OIDCAuthenticator.requirementMessage("groups", "staff")))

        provider = try StandInProvider()
        try approving(["groups": ["students", "staff"]])
        authenticator = self.authenticator(requirements: [staff])
        turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        guard case .signedIn = turn else { return XCTFail("a member of staff was refused: \(turn)") }
    }

    func testARequirementOnAStringClaimNeedsItExactly() {
        let requirement = ClaimRequirement(parsing: "hd=example.test")
        XCTAssertEqual(requirement, ClaimRequirement(claim: "hd", value: "example.test"))
        XCTAssertEqual(requirement?.isMet(by: .object(["hd": .string("example.test")])), true)
        XCTAssertEqual(requirement?.isMet(by: .object(["hd": .string("example.test.evil")])), false)
        XCTAssertEqual(requirement?.isMet(by: .object([:])), false)
        XCTAssertNil(ClaimRequirement(parsing: "groups"))
        XCTAssertNil(ClaimRequirement(parsing: "=staff"))
        XCTAssertNil(ClaimRequirement(parsing: "groups="))
        XCTAssertNil(ClaimRequirement(parsing: "gr oups=staff"))
    }

    func testADeniedSignInIsRefusedWithTheReason() async throws {
        try answer(token: [(400, #"{"error":"access_denied"}"#)])
        let authenticator = authenticator()
        let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        XCTAssertEqual(turn, .refused(ProviderProblem.deniedMessage.text))
    }

    func testAProviderThatCannotBeReachedIsSaidOnTheFirstStep() async throws {
        try answer(token: [StandInProvider.pending])
        let closed = provider.base
        provider = nil
        let authenticator = OIDCAuthenticator(
            settings: .init(
                issuer: closed, clientID: DeviceFlowTests.clientID,
                connection: ProviderConnection(allowsInsecureLoopback: true)))
        let turn = await authenticator.answer(Reply(choice: "code"), to: OIDCAuthenticator.startStepID)
        guard case .ask(let step, let feedback) = turn else { return XCTFail("\(turn)") }
        XCTAssertEqual(step.id, OIDCAuthenticator.againStepID)
        XCTAssertTrue(feedback.message?.contains("127.0.0.1") == true, feedback.message ?? "")
    }

    func testAfterARefusalTheFirstStepIsAskedAgainAndNeverTakenByItself() async throws {
        try answer(token: [(400, #"{"error":"access_denied"}"#)])
        let authenticator = authenticator()
        _ = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        guard case .ask(let again, _) = await authenticator.begin() else { return XCTFail("not asked") }
        XCTAssertEqual(again.id, OIDCAuthenticator.againStepID)
        XCTAssertTrue(again.mayGoBack, "Esc leaves it, as Cancel does")
        XCTAssertEqual(
            again.choices.map(\.backsOut), [false, true], "a way out of its own: a line mode asks")
        let cancelled = await authenticator.answer(
            Reply(choice: OIDCAuthenticator.cancelChoiceID), to: again.id)
        XCTAssertEqual(cancelled, .cancelled)
        XCTAssertEqual(try provider.requests(to: "/device").count, 1, "Cancel asks for no new code")
        guard case .ask(let first, _) = await authenticator.begin() else { return XCTFail("not asked") }
        XCTAssertEqual(first.id, OIDCAuthenticator.startStepID, "a new conversation starts afresh")
    }

    /// What the security log is told: who signed in (by `sub`), why a sign-in was refused, a
    /// cancelled wait; never a token.
    func testEachSignInRefusalAndCancellationIsReportedForTheLog() async throws {
        var outcomes: [OIDCAuthenticator.Outcome] = []
        try approving()
        var authenticator = authenticator()
        authenticator.onOutcome = { outcomes.append($0) }
        _ = await authenticator.awaitOutside(try await codeStep(authenticator).id)

        provider = try StandInProvider()
        try answer(token: [(400, #"{"error":"access_denied"}"#)])
        authenticator = self.authenticator()
        authenticator.onOutcome = { outcomes.append($0) }
        _ = await authenticator.awaitOutside(try await codeStep(authenticator).id)

        provider = try StandInProvider()
        try approving(["aud": "someone-else"])
        authenticator = self.authenticator()
        authenticator.onOutcome = { outcomes.append($0) }
        _ = await authenticator.awaitOutside(try await codeStep(authenticator).id)

        provider = try StandInProvider()
        try approving(["groups": ["students"]])
        authenticator = self.authenticator(requirements: [ClaimRequirement(claim: "groups", value: "staff")])
        authenticator.onOutcome = { outcomes.append($0) }
        _ = await authenticator.awaitOutside(try await codeStep(authenticator).id)

        XCTAssertEqual(
            outcomes,
            [
                .signedIn(subject: "248289761001", user: "ada"), .refused(reason: "denied", subject: nil),
                .refused(reason: "token: wrong audience", subject: nil),
                .refused(reason: "identity", subject: "248289761001"),
            ])
    }

    func testEscWhileWaitingStopsPollingAtOnceAndEndsTheConversation() async throws {
        try answer(token: [StandInProvider.pending])
        let authenticator = OIDCAuthenticator(
            settings: .init(
                issuer: provider.base, clientID: DeviceFlowTests.clientID,
                connection: ProviderConnection(allowsInsecureLoopback: true)))
        let step = try await codeStep(authenticator)
        // Real time here: the provider's interval is a second, so Esc comes while it waits.
        let waiting = Task { await authenticator.awaitOutside(step.id) }
        try await eventually(every: .milliseconds(20)) { try !provider.requests(to: "/token").isEmpty }
        waiting.cancel()
        let afterEsc = await waiting.value
        XCTAssertEqual(afterEsc, .cancelled, "what it returns is not used: back(from:) follows")
        var outcomes: [OIDCAuthenticator.Outcome] = []
        authenticator.onOutcome = { outcomes.append($0) }
        let back = await authenticator.back(from: step.id)
        XCTAssertEqual(back, .cancelled)
        XCTAssertEqual(outcomes, [.cancelled])
    }

    // MARK: Signing out

    /// Signed in through the stand-in (which answers as `answer` set it up), with what the
    /// authenticator reports for the log.
    func signedIn(_ authenticator: OIDCAuthenticator) async throws -> (
        Identity, () -> [OIDCAuthenticator.Outcome]
    ) {
        var outcomes: [OIDCAuthenticator.Outcome] = []
        authenticator.onOutcome = { outcomes.append($0) }
        let turn = await authenticator.awaitOutside(try await codeStep(authenticator).id)
        guard case .signedIn(let identity) = turn else {
            throw UnexpectedTurn(expected: "signed in", turn: turn)
        }
        return (identity, { outcomes })
    }

    func testSigningOutRevokesTheRefreshTokenWithItsHintAndTheClientID() async throws {
        try answer(token: [StandInProvider.pending, try token()])
        let authenticator = authenticator()
        let (identity, outcomes) = try await signedIn(authenticator)
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 0, "nothing revoked while signed in")
        let notEnded = await authenticator.signOut(identity)
        XCTAssertNil(notEnded)
        XCTAssertEqual(
            try provider.requests(to: "/revoke"),
            [["token": "rt", "token_type_hint": "refresh_token", "client_id": DeviceFlowTests.clientID]])
        XCTAssertEqual(
            outcomes().last, .signedOut(subject: "248289761001", revocation: .revoked(hint: "refresh_token")))
        let again = await authenticator.signOut(identity)
        XCTAssertNil(again)
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 1, "the grant is forgotten once revoked")
    }

    /// What the login remembers of a sign-in: the issuer, the client, the `sub` and the refresh
    /// token as the grant, in the form `ProviderGrant(remembered:)` reads back.
    func testASignInCarriesItsFederationWithTheRefreshTokenAsItsGrant() async throws {
        try approving()
        let (identity, _) = try await signedIn(authenticator())
        let federation = try XCTUnwrap(identity.federation)
        XCTAssertEqual(federation.issuer, provider.base)
        XCTAssertEqual(federation.clientID, DeviceFlowTests.clientID)
        XCTAssertEqual(federation.subject, "248289761001")
        let grant = try XCTUnwrap(ProviderGrant(remembered: try XCTUnwrap(federation.grant)))
        XCTAssertEqual(grant.token, "rt")
        XCTAssertEqual(grant.hint, "refresh_token")
    }

    /// A sign-in taken back by another process's authenticator (`restore`) is first renewed with
    /// its refresh token (the client authenticated as at sign-in), then signed out as a fresh one
    /// is: the very refresh token the provider issued is revoked, once, at the revocation endpoint
    /// the renewal's discovery found.
    func testARestoredSignInIsRenewedAtTheProviderAndRevokesItsRefreshTokenAtSignOut() async throws {
        try approving()
        let (first, _) = try await signedIn(authenticator())
        let later = authenticator()
        var outcomes: [OIDCAuthenticator.Outcome] = []
        later.onOutcome = { outcomes.append($0) }
        let taken = await later.restore(first)
        guard case .signedIn(let restored, let note) = taken else { return XCTFail("\(taken)") }
        XCTAssertEqual(note, "renewed at the provider")
        XCTAssertEqual(restored.user, "ada")
        XCTAssertEqual(restored.displayName, "Ada Lovelace")
        XCTAssertEqual(restored.attributes[OIDCAuthenticator.subjectAttribute], "248289761001")
        XCTAssertEqual(restored.attributes[OIDCAuthenticator.issuerAttribute], provider.base)
        XCTAssertEqual(
            try provider.requests(to: "/token").last,
            ["grant_type": "refresh_token", "refresh_token": "rt", "client_id": DeviceFlowTests.clientID])
        let discoveries = try provider.requests(to: "/.well-known/openid-configuration").count
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 0, "nothing revoked on restoring")
        let notEnded = await later.signOut(restored)
        XCTAssertNil(notEnded)
        XCTAssertEqual(
            try provider.requests(to: "/revoke"),
            [["token": "rt", "token_type_hint": "refresh_token", "client_id": DeviceFlowTests.clientID]])
        XCTAssertEqual(
            try provider.requests(to: "/.well-known/openid-configuration").count, discoveries,
            "the renewal's discovery serves the sign-out")
        XCTAssertEqual(
            outcomes, [.signedOut(subject: "248289761001", revocation: .revoked(hint: "refresh_token"))])
        _ = await later.signOut(restored)
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 1, "the grant is forgotten once revoked")
    }

    /// A provider that rotates refresh tokens spends the one used: the new one is the grant kept
    /// (in the identity's federation, which the login seals anew) and the one revoked at sign-out.
    func testARotatedRefreshTokenIsTheGrantKept() async throws {
        try approving()
        let (first, _) = try await signedIn(authenticator())
        try answer(token: [(200, #"{"access_token":"at2","token_type":"Bearer","refresh_token":"rt2"}"#)])
        let later = authenticator()
        guard case .signedIn(let restored, _) = await later.restore(first) else {
            return XCTFail("not taken back")
        }
        XCTAssertEqual(restored.federation?.grant, Array("refresh_token\nrt2".utf8))
        XCTAssertEqual(restored.displayName, "Ada Lovelace", "no new ID token: the names remembered")
        _ = await later.signOut(restored)
        XCTAssertEqual(try provider.requests(to: "/revoke").map { $0["token"] }, ["rt2"])
    }

    /// The provider's say is asked for: a grant it ended (`invalid_grant`: revoked, expired, the
    /// person disabled) ends the remembered sign-in in the person's words, and it holds nothing
    /// to revoke afterwards.
    func testARememberedSignInTheProviderEndedIsOver() async throws {
        try approving()
        let (first, _) = try await signedIn(authenticator())
        try answer(token: [(400, #"{"error":"invalid_grant"}"#)])
        let later = authenticator()
        let taken = await later.restore(first)
        XCTAssertEqual(
            taken, .ended(reason: OIDCAuthenticator.endedMessage.text, logReason: "provider: invalid_grant"))
        _ = await later.signOut(first)
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 0, "an ended sign-in holds no grant")
        // glewlwyd answers a refresh token it ended with a bare 400, without RFC 6749's error.
        try answer(token: [(400, "")])
        let bare = await authenticator().restore(first)
        XCTAssertEqual(
            bare,
            .ended(reason: OIDCAuthenticator.endedMessage.text, logReason: "unexpected token (HTTP 400)"))
    }

    /// A new ID token is checked as at sign-in and must name the same person under this login's
    /// rules: another `sub`, a requirement no longer met (taken out of the group), a name no
    /// longer acceptable, or a token that fails its checks each end the remembered sign-in.
    func testARenewedIDTokenForSomeoneElseOrFailingTheRulesEndsIt() async throws {
        try approving(["groups": ["staff"]])
        let staff = ClaimRequirement(claim: "groups", value: "staff")
        let (first, _) = try await signedIn(authenticator(requirements: [staff]))
        let cases: [([String: Any?], Restored)] = [
            (
                ["sub": "someone-else", "groups": ["staff"]],
                .ended(reason: OIDCAuthenticator.anotherPersonMessage.text, logReason: "token: another sub")
            ),
            (
                ["groups": ["alumni"]],
                .ended(reason: OIDCAuthenticator.requirementMessage("groups", "staff"), logReason: "identity")
            ),
            (
                ["groups": ["staff"], "preferred_username": "ada\u{202E}"],
                .ended(reason: OIDCAuthenticator.noUserMessage("preferred_username"), logReason: "identity")
            ),
            (
                ["groups": ["staff"], "aud": "another-client"],
                .ended(
                    reason: DeviceFlow.Failure.token(.wrongAudience).message(issuer: provider.base),
                    logReason: "token: wrong audience")
            ),
        ]
        for (changes, expected) in cases {
            try answer(token: [try token(changes)])
            let taken = await authenticator(requirements: [staff]).restore(first)
            XCTAssertEqual(taken, expected, "\(changes)")
        }
        try answer(token: [try token(["groups": ["staff"], "name": "Ada King"])])
        guard case .signedIn(let renamed, _) = await authenticator(requirements: [staff]).restore(first)
        else {
            return XCTFail("not taken back")
        }
        XCTAssertEqual(renamed.displayName, "Ada King", "the provider's names of today")
    }

    /// Once the token endpoint answered, the renewal is the provider's answer: keys that cannot be
    /// fetched to check its ID token end the sign-in (the refresh token used may be spent), never
    /// "not asked"; and a renewal refused for this login's rules is revoked, not left live.
    func testARenewalThatCannotBeCheckedOrIsRefusedHereEndsItAndIsNotLeftLive() async throws {
        try approving(["groups": ["staff"]])
        let staff = ClaimRequirement(claim: "groups", value: "staff")
        let (first, _) = try await signedIn(authenticator(requirements: [staff]))
        try provider.answer(
            .init(
                discovery: provider.discovery(), jwks: ["not a key set"], device: StandInProvider.device,
                token: [try token(["groups": ["staff"]])]))
        let unchecked = await authenticator(requirements: [staff]).restore(first)
        guard case .ended(_, let logReason) = unchecked else { return XCTFail("\(unchecked)") }
        XCTAssertEqual(logReason, "token: keys unavailable")

        try answer(token: [(200, #"{"access_token":"at2","token_type":"Bearer","refresh_token":"rt2"}"#)])
        let silent = await authenticator(requirements: [staff]).restore(first)
        XCTAssertEqual(
            silent,
            .ended(
                reason: OIDCAuthenticator.notConfirmedMessage.text,
                logReason: "no new ID token for the requirements"))
        XCTAssertEqual(
            try provider.requests(to: "/revoke").map { $0["token"] }, ["rt2"], "the renewal is not left live")
        // Without requirements, a renewal with no ID token keeps the names remembered.
        guard case .signedIn = await authenticator().restore(first) else { return XCTFail("not taken back") }
    }

    /// A provider that cannot be asked (down, a server error) leaves the sign-in as remembered,
    /// its grant unchanged, and the note says it was not asked.
    func testAProviderThatCannotBeAskedLeavesTheRememberedSignIn() async throws {
        try approving()
        let (first, _) = try await signedIn(authenticator())
        try answer(token: [(503, "busy")])
        guard case .signedIn(let busy, let note) = await authenticator().restore(first) else {
            return XCTFail("not taken back")
        }
        XCTAssertEqual(note, "not asked: unexpected token (HTTP 503)")
        XCTAssertEqual(busy.federation?.grant, first.federation?.grant)
        // The status decides, not the body: a server error or a rate limit that names an OAuth
        // error is still the provider not answering.
        for (status, body) in [
            (503, #"{"error":"temporarily_unavailable"}"#), (500, #"{"error":"server_error"}"#),
            (429, #"{"error":"slow_down"}"#),
        ] {
            try answer(token: [(status, body)])
            guard case .signedIn(_, let why) = await authenticator().restore(first) else {
                return XCTFail("ended by a \(status)")
            }
            XCTAssertEqual(why, "not asked: unexpected token (HTTP \(status))")
        }
        stopServer(provider.process)
        guard case .signedIn(_, let downNote) = await authenticator().restore(first) else {
            return XCTFail("not taken back")
        }
        XCTAssertEqual(downNote, "not asked: unreachable")
    }

    /// A remembered sign-in is this provider's and this client's only: one of another issuer
    /// (even one differing by a trailing slash), another client, another authenticator, or with
    /// a grant not in the remembered form is not taken back, and holds nothing to revoke.
    func testRestoreRefusesAnotherIssuerClientOrAuthenticatorAndAGrantNotInItsForm() async throws {
        try approving()
        let (identity, _) = try await signedIn(authenticator())
        let later = authenticator()
        var changed: [Identity] = []
        for change: (inout Identity) -> Void in [
            { $0.federation?.issuer += "/" }, { $0.federation?.issuer = "https://evil.example/" },
            { $0.federation?.clientID = "another-client" }, { $0.authenticator = "accounts" },
            { $0.federation = nil }, { $0.federation?.grant = Array("refresh_token\n".utf8) },
            { $0.federation?.grant = Array("id_token\nxyz".utf8) },
            { $0.federation?.grant = Array("refresh_token\nr\u{1b}t".utf8) },
            { $0.user = "ada\u{202e}" },
        ] {
            var remembered = identity
            change(&remembered)
            changed.append(remembered)
        }
        for remembered in changed {
            let restored = await later.restore(remembered)
            XCTAssertEqual(restored, .notMine, "\(remembered)")
        }
        _ = await later.signOut(identity)
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 0, "a refused session holds no grant")
    }

    func testWithoutARefreshTokenTheAccessTokenIsRevoked() async throws {
        let idToken = try DeviceFlowTests.signedToken(
            [
                "iss": provider.base, "sub": "248289761001", "aud": DeviceFlowTests.clientID,
                "exp": time.now + 300,
                "iat": time.now - 5, "preferred_username": "ada",
            ], signedBy: try DeviceFlowTests.keys().signing)
        try answer(
            token: [
                (
                    200,
                    try IDTokenVerifierTests.json([
                        "access_token": "at", "token_type": "Bearer", "id_token": idToken,
                    ])
                )
            ])
        let authenticator = authenticator()
        let (identity, _) = try await signedIn(authenticator)
        _ = await authenticator.signOut(identity)
        XCTAssertEqual(
            try provider.requests(to: "/revoke"),
            [["token": "at", "token_type_hint": "access_token", "client_id": DeviceFlowTests.clientID]])
    }

    func testWithoutARevocationEndpointSigningOutAsksNothingOfTheProvider() async throws {
        try answer(token: [try token()], revokes: false)
        let authenticator = authenticator()
        let (identity, outcomes) = try await signedIn(authenticator)
        let asked = try provider.requests().count
        let notEnded = await authenticator.signOut(identity)
        XCTAssertNil(notEnded, "nothing to say: the provider offers no revocation")
        XCTAssertEqual(try provider.requests().count, asked, "no request at all")
        XCTAssertEqual(outcomes().last, .signedOut(subject: "248289761001", revocation: .notOffered))
    }

    func testARevocationTheProviderRefusesIsSaidAndTheGrantForgotten() async throws {
        try answer(token: [try token()], revoke: (400, #"{"error":"invalid_client"}"#))
        let authenticator = authenticator()
        let (identity, outcomes) = try await signedIn(authenticator)
        let notEnded = await authenticator.signOut(identity)
        XCTAssertEqual(
            notEnded, OIDCAuthenticator.notRevokedMessage(ProviderProblem.refusedMessage("invalid_client")))
        XCTAssertEqual(
            outcomes().last,
            .signedOut(subject: "248289761001", revocation: .failed(.refusedByProvider("invalid_client"))))
        XCTAssertEqual(
            Revocation.failed(.refusedByProvider("invalid_client")).logPhrase,
            "revocation failed: provider: invalid_client")
        let again = await authenticator.signOut(identity)
        XCTAssertNil(again, "signed out all the same: nothing is held any more")
    }

    /// A provider that does not answer is given up on at the connection's time limit.
    func testARevocationThatHangsEndsAtTheConnectionsTimeout() async throws {
        try answer(token: [try token()], hang: ["/revoke": 30])
        let authenticator = authenticator(
            connection: ProviderConnection(allowsInsecureLoopback: true, timeout: .seconds(1)))
        let (identity, _) = try await signedIn(authenticator)
        let notEnded = await authenticator.signOut(identity)
        XCTAssertEqual(
            notEnded, OIDCAuthenticator.notRevokedMessage(ProviderProblem.timedOutMessage("127.0.0.1")))
    }

    func testSomeoneThisAuthenticatorDidNotSignInEndsNothingHere() async throws {
        try answer(token: [try token()])
        let authenticator = authenticator()
        let (identity, _) = try await signedIn(authenticator)
        var other = identity
        other.attributes[OIDCAuthenticator.subjectAttribute] = "someone-else"
        var local = identity
        local.authenticator = "accounts"
        for stranger in [other, local] {
            let notEnded = await authenticator.signOut(stranger)
            XCTAssertNil(notEnded)
        }
        XCTAssertEqual(try provider.requests(to: "/revoke").count, 0)
    }
}

/// A conversation turn a helper did not expect: thrown, so the test fails with it (never a skip).
private struct UnexpectedTurn: Error, CustomStringConvertible {
    let expected: String
    let turn: ConversationTurn
    var description: String { "expected \(expected), got \(turn)" }
}
