import Foundation
import Synchronization
import XCTest

@testable import AuthOIDC

/// The device flow (RFC 8628) against a stand-in provider on loopback (`StandInProvider`): the
/// requests it makes, how it polls, and every misbehaving provider refused with its reason.
/// Time is simulated: each pause moves the flow's clock on by what it asked for, so a code's
/// minutes pass at once and the waits asked for are what is checked.
final class DeviceFlowTests: XCTestCase {
    static let clientID = "authtui-host"

    /// The provider's keys: the one it signs with, the one it rotates in, and one it never publishes.
    struct Keys {
        let signing, rotatedIn, stranger: ProviderKey
    }

    nonisolated(unsafe) static var madeKeys: Keys?
    static let keyDirectory = NSTemporaryDirectory() + "authtui-device-flow-keys-\(getpid())"

    override class func tearDown() {
        // OIDCAuthenticatorTests makes them again if it runs after.
        madeKeys = nil
        try? FileManager.default.removeItem(atPath: keyDirectory)
        super.tearDown()
    }

    var keys: Keys {
        get throws { try Self.keys() }
    }

    static func keys() throws -> Keys {
        do {
            if let keys = Self.madeKeys { return keys }
            try FileManager.default.createDirectory(
                atPath: Self.keyDirectory + "/stranger", withIntermediateDirectories: true)
            let keys = Keys(
                signing: try ProviderKey(.rsa(bits: 2048), id: "rsa-1", in: Self.keyDirectory),
                rotatedIn: try ProviderKey(.p256, id: "ec-2", in: Self.keyDirectory),
                stranger: try ProviderKey(.rsa(bits: 2048), id: "rsa-1", in: Self.keyDirectory + "/stranger"))
            Self.madeKeys = keys
            return keys
        }
    }

    /// The flow's clock: starts now, moved on by each pause, which it records.
    final class SimulatedTime: Sendable {
        private let state = Mutex<(now: Double, pauses: [Double])>((Date().timeIntervalSince1970, []))
        var now: Double { state.withLock { $0.now } }
        var pauses: [Double] { state.withLock { $0.pauses } }
        func pause(_ duration: Duration) throws {
            try Task.checkCancellation()
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            state.withLock {
                $0.now += seconds
                $0.pauses.append(seconds)
            }
        }
    }

    var provider: StandInProvider!
    let time = SimulatedTime()

    override func setUp() async throws {
        provider = try StandInProvider()
    }

    override func tearDown() async throws {
        provider = nil
    }

    func flow(
        scopes: [String] = ["profile"], connection: ProviderConnection? = nil, issuer: String? = nil,
        secret: String? = nil
    ) -> DeviceFlow {
        var flow = DeviceFlow(
            issuer: issuer ?? provider.base, client: ClientCredentials(id: Self.clientID, secret: secret),
            scopes: scopes,
            connection: connection ?? ProviderConnection(allowsInsecureLoopback: true))
        let time = time
        flow.now = { time.now }
        flow.pause = { try time.pause($0) }
        return flow
    }

    func claims(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var claims: [String: Any] = [
            "iss": provider.base, "sub": "248289761001", "aud": Self.clientID, "exp": time.now + 300,
            "iat": time.now - 5, "preferred_username": "ada", "name": "Ada Lovelace",
        ]
        for (name, value) in changes { claims[name] = value }
        return claims
    }

    func idToken(_ claims: [String: Any], signedBy key: ProviderKey, header: [String: Any] = [:]) throws
        -> String
    {
        try Self.signedToken(claims, signedBy: key, header: header)
    }

    static func signedToken(_ claims: [String: Any], signedBy key: ProviderKey, header: [String: Any] = [:])
        throws -> String
    {
        let input =
            Base64URLText.encode(
                try IDTokenVerifierTests.json(["alg": key.algorithm, "kid": key.id].merging(header) { $1 }))
            + "." + Base64URLText.encode(try IDTokenVerifierTests.json(claims))
        return input + "." + Base64URLText.encode(try key.sign(Array(input.utf8)))
    }

    func jwks(_ keys: [ProviderKey]) -> String { Self.jwks(keys) }

    static func jwks(_ keys: [ProviderKey]) -> String {
        #"{"keys":[\#(keys.map(\.jwk).joined(separator: ","))]}"#
    }

    static func issued(_ token: String) throws -> (Int, String) {
        (
            200,
            try IDTokenVerifierTests.json([
                "access_token": "at", "token_type": "Bearer", "id_token": token, "refresh_token": "rt",
            ])
        )
    }

    /// An honest provider that answers the token endpoint with `token` (and is signed by the
    /// signing key).
    func answer(token: [(Int, String)], jwks: [String]? = nil, device: [String: Any] = StandInProvider.device)
        throws
    {
        try provider.answer(
            .init(
                discovery: provider.discovery(), jwks: jwks ?? [self.jwks([try keys.signing])],
                device: device,
                token: token))
    }

    func signIn(_ flow: DeviceFlow? = nil) async throws(DeviceFlow.Failure) -> DeviceFlow.SignedIn {
        let flow = flow ?? self.flow()
        let started: DeviceFlow.Started
        do throws(ProviderProblem) {
            started = try await flow.start()
        } catch {
            throw .provider(error)
        }
        return try await flow.finish(started)
    }

    func assertFails(
        _ expected: DeviceFlow.Failure, _ flow: DeviceFlow? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        do {
            let signedIn = try await signIn(flow)
            XCTFail("signed in as \(signedIn.claims.subject)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    // MARK: An honest provider

    func testTheFlowAsksForACodeThenPollsUntilApprovedAndReturnsTheClaims() async throws {
        let token = try idToken(claims(), signedBy: try keys.signing)
        try answer(token: [StandInProvider.pending, StandInProvider.pending, try Self.issued(token)])
        let signedIn = try await signIn()
        XCTAssertEqual(signedIn.claims.subject, "248289761001")
        XCTAssertEqual(signedIn.claims.all["preferred_username"]?.string, "ada")
        XCTAssertEqual(signedIn.refreshToken, "rt")
        XCTAssertEqual(signedIn.provider.revocationEndpoint, provider.base + "/revoke")
        let device = try provider.requests(to: "/device")
        XCTAssertEqual(device, [["client_id": Self.clientID, "scope": "openid profile"]])
        let polls = try provider.requests(to: "/token")
        XCTAssertEqual(polls.count, 3)
        XCTAssertEqual(
            polls.first,
            [
                "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
                "device_code": StandInProvider.device["device_code"] as? String ?? "",
                "client_id": Self.clientID,
            ])
        XCTAssertEqual(time.pauses, [1, 1, 1], "a poll each interval")
    }

    // MARK: A confidential client

    /// A confidential client's provider, listing `methods` for its token endpoint (none: nothing
    /// listed, which means HTTP Basic) and `revocationMethods` for its revocation endpoint.
    func answerConfidentially(methods: [String]? = nil, revocationMethods: [String]? = nil) throws {
        var discovery = provider.discovery()
        discovery["token_endpoint_auth_methods_supported"] = methods
        discovery["revocation_endpoint_auth_methods_supported"] = revocationMethods
        try provider.answer(
            .init(
                discovery: discovery, jwks: [jwks([try keys.signing])], device: StandInProvider.device,
                token: [try Self.issued(try idToken(claims(), signedBy: try keys.signing))]))
    }

    func testAClientSecretGoesAsHTTPBasicWhenTheProviderListsNoMethod() async throws {
        try answerConfidentially()
        let signedIn = try await signIn(flow(secret: "s3cret"))
        XCTAssertEqual(signedIn.claims.subject, "248289761001")
        let basic = "Basic " + Data("\(Self.clientID):s3cret".utf8).base64EncodedString()
        XCTAssertEqual(try provider.authorizations(to: "/device"), [basic])
        XCTAssertEqual(try provider.authorizations(to: "/token"), [basic])
        XCTAssertNil(try provider.requests(to: "/token").first?["client_secret"], "never in two places")
    }

    func testAClientSecretIsFormEncodedBeforeItGoesIntoBasic() async throws {
        // RFC 6749 §2.3.1: a colon in the secret must not end the secret early at the provider.
        try answerConfidentially(methods: ["client_secret_basic"])
        _ = try await signIn(flow(secret: "p:ss+w/rd"))
        let basic = "Basic " + Data("\(Self.clientID):p%3Ass%2Bw%2Frd".utf8).base64EncodedString()
        XCTAssertEqual(try provider.authorizations(to: "/device"), [basic])
    }

    func testAClientSecretGoesInTheFormWhenThatIsAllTheProviderTakes() async throws {
        try answerConfidentially(methods: ["client_secret_post"])
        _ = try await signIn(flow(secret: "s3cret"))
        XCTAssertEqual(try provider.authorizations(to: "/device"), [nil])
        XCTAssertEqual(try provider.requests(to: "/device").first?["client_secret"], "s3cret")
        XCTAssertEqual(try provider.requests(to: "/token").first?["client_secret"], "s3cret")
    }

    func testAClientSecretIsNeverPrinted() {
        let client = ClientCredentials(id: Self.clientID, secret: "s3cret")
        for printed in [String(describing: client), String(reflecting: client), "\(flow(secret: "s3cret"))"] {
            XCTAssertFalse(printed.contains("s3cret"), printed)
        }
    }

    func testAPublicClientSendsNoSecretAnywhere() async throws {
        try answerConfidentially(methods: ["client_secret_post", "client_secret_basic"])
        _ = try await signIn(flow())
        XCTAssertEqual(try provider.authorizations(to: "/token"), [nil])
        XCTAssertNil(try provider.requests(to: "/token").first?["client_secret"])
    }

    func testASecretTheProviderCannotTakeIsRefusedBeforeAskingForACode() async throws {
        try answerConfidentially(methods: ["private_key_jwt"])
        await assertFails(.provider(.clientAuthenticationUnsupported), flow(secret: "s3cret"))
        XCTAssertEqual(try provider.requests(to: "/device"), [], "the secret was not offered to it")
    }

    func testRevocationAuthenticatesByTheRevocationEndpointsOwnMethods() async throws {
        try answerConfidentially(methods: ["client_secret_basic"], revocationMethods: ["client_secret_post"])
        let flow = flow(secret: "s3cret")
        let signedIn = try await signIn(flow)
        let revocation = await flow.revoke(signedIn)
        XCTAssertEqual(revocation, .revoked(hint: "refresh_token"))
        XCTAssertEqual(try provider.authorizations(to: "/revoke"), [nil])
        XCTAssertEqual(
            try provider.requests(to: "/revoke"),
            [
                [
                    "token": "rt", "token_type_hint": "refresh_token", "client_id": Self.clientID,
                    "client_secret": "s3cret",
                ]
            ])
    }

    func testStartReturnsTheCodeToShowAndWhenItExpires() async throws {
        try answer(token: [StandInProvider.pending])
        let started = try await flow(scopes: ["profile", "email"]).start()
        XCTAssertEqual(started.authorization.userCode, "WDJBMJHT")
        XCTAssertEqual(started.authorization.groupedUserCode, "WDJB-MJHT")
        XCTAssertEqual(
            started.authorization.verificationURIComplete, "https://id.example.test/device?user_code=WDJBMJHT"
        )
        XCTAssertEqual(started.expiresAt, started.issuedAt + 60)
        XCTAssertEqual(try provider.requests(to: "/device").first?["scope"], "openid profile email")
        XCTAssertEqual(
            try provider.requests(to: "/token").count, 0, "nothing polled before the code is shown")
    }

    func testSlowDownAddsFiveSecondsToTheIntervalFromThenOn() async throws {
        let token = try idToken(claims(), signedBy: try keys.signing)
        try answer(
            token: [
                StandInProvider.pending, (400, #"{"error":"slow_down"}"#), StandInProvider.pending,
                try Self.issued(token),
            ])
        _ = try await signIn()
        XCTAssertEqual(time.pauses, [1, 1, 6, 6])
    }

    func testAProviderThatSaysNoIntervalIsPolledEveryFiveSeconds() async throws {
        var device = StandInProvider.device
        device["interval"] = nil
        try answer(
            token: [
                StandInProvider.pending, try Self.issued(try idToken(claims(), signedBy: try keys.signing)),
            ], device: device)
        _ = try await signIn()
        XCTAssertEqual(time.pauses, [5, 5])
    }

    // MARK: The person's answer at the provider

    func testAccessDeniedStopsPollingAndSaysTheSignInWasDenied() async throws {
        try answer(token: [StandInProvider.pending, (400, #"{"error":"access_denied"}"#)])
        await assertFails(.provider(.denied))
        XCTAssertEqual(try provider.requests(to: "/token").count, 2)
    }

    func testExpiredTokenStopsPolling() async throws {
        try answer(token: [(400, #"{"error":"expired_token"}"#)])
        await assertFails(.provider(.expired))
    }

    func testACodeNobodyApprovesExpiresAtItsTimeEvenIfTheProviderNeverSaysSo() async throws {
        var device = StandInProvider.device
        device["expires_in"] = 20
        device["interval"] = 5
        try answer(token: [StandInProvider.pending], device: device)
        await assertFails(.provider(.expired))
        XCTAssertEqual(try provider.requests(to: "/token").count, 3, "polled at 5, 10 and 15 s, not at 20")
    }

    func testAnotherOAuthErrorIsReportedByItsCode() async throws {
        try answer(token: [(400, #"{"error":"invalid_client"}"#)])
        await assertFails(.provider(.refusedByProvider("invalid_client")))
    }

    // MARK: Misbehaving providers: the token

    func testATokenSignedByAnotherKeyIsRefused() async throws {
        try answer(token: [try Self.issued(try idToken(claims(), signedBy: try keys.stranger))])
        await assertFails(.token(.badSignature))
    }

    func testAnUnsignedTokenIsRefused() async throws {
        let unsigned =
            Base64URLText.encode(#"{"alg":"none"}"#) + "."
            + Base64URLText.encode(try IDTokenVerifierTests.json(claims()))
            + "."
        try answer(token: [try Self.issued(unsigned)])
        await assertFails(.token(.unsigned))
    }

    func testHS256SignedWithThePublicKeyIsRefused() async throws {
        let signing = try keys.signing
        let input =
            Base64URLText.encode(#"{"alg":"HS256","kid":"rsa-1"}"#) + "."
            + Base64URLText.encode(try IDTokenVerifierTests.json(claims()))
        let hexKey = signing.publicPEM.map { String(format: "%02x", $0) }.joined()
        let mac = try OpenSSL.run(
            ["dgst", "-sha256", "-mac", "HMAC", "-macopt", "hexkey:\(hexKey)", "-binary"],
            input: Array(input.utf8))
        try answer(token: [try Self.issued(input + "." + Base64URLText.encode(mac))])
        await assertFails(.token(.algorithmRefused("HS256")))
    }

    func testATokenFromAnotherIssuerIsRefused() async throws {
        try answer(
            token: [
                try Self.issued(
                    try idToken(claims(["iss": "https://evil.example"]), signedBy: try keys.signing))
            ])
        await assertFails(.token(.wrongIssuer))
    }

    func testATokenForAnotherClientIsRefused() async throws {
        try answer(token: [
            try Self.issued(try idToken(claims(["aud": "someone-else"]), signedBy: try keys.signing))
        ])
        await assertFails(.token(.wrongAudience))
    }

    func testAnExpiredTokenIsRefused() async throws {
        try answer(
            token: [
                try Self.issued(
                    try idToken(
                        claims(["exp": time.now - 3600, "iat": time.now - 7200]), signedBy: try keys.signing))
            ])
        await assertFails(.token(.expired))
    }

    func testAKeyRotatedInAfterTheCodeWasIssuedIsFetchedOnceAndAccepted() async throws {
        let keys = try keys
        try answer(
            token: [try Self.issued(try idToken(claims(), signedBy: keys.rotatedIn))],
            jwks: [jwks([keys.signing]), jwks([keys.signing, keys.rotatedIn])])
        let signedIn = try await signIn()
        XCTAssertEqual(signedIn.claims.subject, "248289761001")
        XCTAssertEqual(try provider.requests(to: "/jwks").count, 2)
    }

    func testAKidTheProviderNeverPublishesIsRefusedAfterOneMoreFetch() async throws {
        let keys = try keys
        try answer(token: [try Self.issued(try idToken(claims(), signedBy: keys.rotatedIn))])
        await assertFails(.token(.unknownKey))
        XCTAssertEqual(try provider.requests(to: "/jwks").count, 2)
    }

    // MARK: Misbehaving providers: discovery and transport

    func testADiscoveryDocumentNamingAnotherIssuerIsRefused() async throws {
        try provider.answer(
            .init(
                discovery: provider.discovery(issuer: provider.base + "/"), jwks: [jwks([try keys.signing])],
                device: StandInProvider.device, token: [StandInProvider.pending]))
        await assertFails(.provider(.issuerMismatch))
        XCTAssertEqual(try provider.requests(to: "/device").count, 0)
    }

    func testAProviderWithoutDeviceAuthorizationIsSaidSo() async throws {
        var discovery = provider.discovery()
        discovery["device_authorization_endpoint"] = nil
        try provider.answer(
            .init(
                discovery: discovery, jwks: [], device: StandInProvider.device,
                token: [StandInProvider.pending]))
        await assertFails(.provider(.noDeviceFlow))
    }

    func testAnEndpointOverPlainHTTPElsewhereThanLoopbackIsRefused() async throws {
        var discovery = provider.discovery()
        discovery["token_endpoint"] = "http://id.example.test/token"
        try provider.answer(
            .init(
                discovery: discovery, jwks: [jwks([try keys.signing])], device: StandInProvider.device,
                token: [StandInProvider.pending]))
        await assertFails(.provider(.insecureAddress("http://id.example.test/token")))
    }

    func testPlainHTTPIsRefusedEvenOnLoopbackUnlessAllowed() async throws {
        try answer(token: [StandInProvider.pending])
        await assertFails(
            .provider(.insecureAddress(provider.base + "/.well-known/openid-configuration")),
            flow(connection: ProviderConnection()))
        XCTAssertEqual(try provider.requests().count, 0, "no request made")
    }

    func testOnlyLoopbackAddressesCountAsLoopback() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "::1", "LOCALHOST"] {
            XCTAssertTrue(ProviderConnection.isLoopback(host), host)
        }
        for host in [
            "127.0.0.1.evil.example", "128.0.0.1", "127.0.0", "10.0.0.1", "localhost.example", "::2", "",
        ] {
            XCTAssertFalse(ProviderConnection.isLoopback(host), host)
        }
        XCTAssertEqual(ProviderConnection.host(of: "http://user@127.0.0.1:80/x"), "127.0.0.1")
        XCTAssertEqual(ProviderConnection.host(of: "http://[::1]:8080/"), "::1")
        XCTAssertEqual(ProviderConnection.host(of: "http://127.0.0.1@evil.example/"), "evil.example")
    }

    func testAResponseLargerThanTheLimitIsRefused() async throws {
        try answer(
            token: [StandInProvider.pending],
            jwks: [#"{"keys":[],"pad":""# + String(repeating: "x", count: 4096) + #""}"#])
        await assertFails(
            .provider(.tooLarge),
            flow(connection: ProviderConnection(allowsInsecureLoopback: true, maxBytes: 2048)))
    }

    func testAProviderThatIsNotRunningIsUnreachableAndSaysWhere() async throws {
        let closed = provider.base
        provider = nil  // its port is closed now
        do {
            _ = try await flow(issuer: closed).start()
            XCTFail("started")
        } catch {
            guard case .unreachable(let host, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(host, "127.0.0.1")
            XCTAssertTrue(error.message(issuer: closed).contains("127.0.0.1"))
        }
    }

    func testCancellingTheTaskStopsARequestThatHangs() async throws {
        var answers = StandInProvider.Answers(
            discovery: provider.discovery(), jwks: [jwks([try keys.signing])], device: StandInProvider.device,
            token: [StandInProvider.pending])
        answers.hang = ["/device": 30]
        try provider.answer(answers)
        let flow = flow()
        let task = Task { () -> ProviderProblem? in
            do throws(ProviderProblem) {
                _ = try await flow.start()
                return nil
            } catch {
                return error
            }
        }
        // Cancelled once the request to the hanging endpoint is on its way.
        try await eventually(every: .milliseconds(20)) { try !provider.requests(to: "/device").isEmpty }
        task.cancel()
        let problem = await task.value
        XCTAssertEqual(problem, .cancelled)
    }

    // MARK: TLS

    func testHTTPSIsVerifiedAgainstTheConfiguredCAAndRefusedWithoutIt() async throws {
        provider = try StandInProvider(tls: true)
        try answer(token: [try Self.issued(try idToken(claims(), signedBy: try keys.signing))])
        let trusting = flow(connection: ProviderConnection(caFile: provider.caFile))
        let signedIn = try await signIn(trusting)
        XCTAssertEqual(signedIn.claims.subject, "248289761001")
        do {
            _ = try await flow(connection: ProviderConnection()).start()
            XCTFail("a certificate from an unknown CA was trusted")
        } catch {
            guard case .untrusted(let host, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(host, "127.0.0.1")
        }
    }
}
