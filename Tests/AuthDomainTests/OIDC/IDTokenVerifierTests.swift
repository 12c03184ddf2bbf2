import AuthText
import Foundation
import TestProcesses
import XCTest

@testable import AuthOIDC

/// The ID token's checks (OpenID Connect Core §3.1.3.7), each attack a test of its own, with keys
/// and signatures made by `openssl` as a provider makes them.
final class IDTokenVerifierTests: XCTestCase {
    static let issuer = "https://id.example.test/realms/staff"
    static let clientID = "authtui-host"
    static let nonce = "n-0S6_WzA2Mj"
    static let now: Double = 1_750_000_000

    /// The provider's keys (made once for the class: an RSA key takes a moment), and one it does
    /// not publish.
    struct Keys {
        let rsa, p256, ed25519, rotatedIn, stranger: ProviderKey
        var published: [ProviderKey] { [rsa, p256, ed25519] }
    }

    nonisolated(unsafe) static var madeKeys: Keys?
    static let keyDirectory = NSTemporaryDirectory() + "authtui-oidc-keys-\(getpid())"

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: keyDirectory)
        super.tearDown()
    }

    var keys: Keys {
        get throws {
            if let keys = Self.madeKeys { return keys }
            try FileManager.default.createDirectory(
                atPath: Self.keyDirectory + "/stranger", withIntermediateDirectories: true)
            let directory = Self.keyDirectory
            let keys = Keys(
                rsa: try ProviderKey(.rsa(bits: 2048), id: "rsa-1", in: directory),
                p256: try ProviderKey(.p256, id: "ec-1", in: directory),
                ed25519: try ProviderKey(.ed25519, id: "ed-1", in: directory),
                rotatedIn: try ProviderKey(.rsa(bits: 2048), id: "rsa-2", in: directory),
                stranger: try ProviderKey(.rsa(bits: 2048), id: "rsa-1", in: directory + "/stranger"))
            Self.madeKeys = keys
            return keys
        }
    }

    let verifier = IDTokenVerifier(issuer: issuer, clientID: clientID)

    /// A provider's usual claims for this client, with `changes` (nil removes a claim).
    func claims(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var claims: [String: Any] = [
            "iss": Self.issuer, "sub": "248289761001", "aud": Self.clientID, "nonce": Self.nonce,
            "exp": Self.now + 300, "iat": Self.now - 5, "preferred_username": "ada",
        ]
        for (name, value) in changes { claims[name] = value }
        return claims
    }

    static func json(_ object: [String: Any]) throws -> String {
        String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            as: UTF8.self)
    }

    /// A token whose header and claims are given as JSON text, signed by `key`.
    func token(headerJSON: String, claimsJSON: String, signedBy key: ProviderKey) throws -> String {
        let input = Base64URLText.encode(headerJSON) + "." + Base64URLText.encode(claimsJSON)
        return input + "." + Base64URLText.encode(try key.sign(Array(input.utf8)))
    }

    /// A token as `key`'s provider signs it: its algorithm and `kid` in the header.
    func token(_ claims: [String: Any], signedBy key: ProviderKey, header: [String: Any] = [:]) throws
        -> String
    {
        try token(
            headerJSON: Self.json(
                ["alg": key.algorithm, "kid": key.id, "typ": "JWT"].merging(header) { $1 }),
            claimsJSON: Self.json(claims), signedBy: key)
    }

    func keySet(_ keys: [ProviderKey]) throws -> JSONWebKeySet {
        try XCTUnwrap(
            JSONWebKeySet(json: Array(#"{"keys":[\#(keys.map(\.jwk).joined(separator: ","))]}"#.utf8)))
    }

    func verify(_ token: String, verifier: IDTokenVerifier? = nil, keys: [ProviderKey]? = nil)
        throws(IDTokenRefusal)
        -> IDTokenClaims
    {
        // The test's own keys always make a set; should they not, the test fails here (and the
        // token is refused as with no keys), rather than crashing the test process.
        guard let set = try? keySet(keys ?? self.keys.published) else {
            XCTFail("the test's keys did not make a key set")
            throw .keysUnavailable
        }
        return try (verifier ?? self.verifier).verify(token, nonce: Self.nonce, now: Self.now, keys: set)
    }

    func assertRefused(
        _ token: String, _ expected: IDTokenRefusal, verifier: IDTokenVerifier? = nil,
        keys: [ProviderKey]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let claims = try verify(token, verifier: verifier, keys: keys)
            XCTFail("accepted, for \(claims.subject)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    // MARK: What a provider signs is accepted

    func testTokensSignedByTheProvidersRSAP256AndEd25519KeysAreAccepted() throws {
        for key in try keys.published {
            let claims = try verify(try token(claims(), signedBy: key))
            XCTAssertEqual(claims.subject, "248289761001", key.algorithm)
            XCTAssertEqual(claims.all["preferred_username"]?.string, "ada", key.algorithm)
        }
    }

    func testATokenWithoutKidIsCheckedWithTheOnlyKeyOfItsAlgorithm() throws {
        let rsa = try keys.rsa
        let header = try Self.json(["alg": "RS256"])
        let unnamed = try token(headerJSON: header, claimsJSON: Self.json(claims()), signedBy: rsa)
        XCTAssertEqual(try verify(unnamed).subject, "248289761001")
        assertRefused(unnamed, .ambiguousKey, keys: [rsa, try keys.rotatedIn])
    }

    // MARK: Attacks on the signature

    func testATokenSignedByAnotherKeyIsRefused() throws {
        assertRefused(try token(claims(), signedBy: try keys.stranger), .badSignature)
    }

    func testAlgNoneIsRefused() throws {
        let claims = Base64URLText.encode(try Self.json(claims()))
        assertRefused(Base64URLText.encode(#"{"alg":"none"}"#) + "." + claims + ".", .unsigned)
        assertRefused(Base64URLText.encode(#"{"alg":"none","kid":"rsa-1"}"#) + "." + claims + ".", .unsigned)
    }

    func testHS256SignedWithThePublicKeyAsHMACSecretIsRefused() throws {
        let rsa = try keys.rsa
        let input =
            Base64URLText.encode(#"{"alg":"HS256","kid":"rsa-1"}"#) + "."
            + Base64URLText.encode(try Self.json(claims()))
        let hexKey = rsa.publicPEM.map { String(format: "%02x", $0) }.joined()
        let mac = try OpenSSL.run(
            ["dgst", "-sha256", "-mac", "HMAC", "-macopt", "hexkey:\(hexKey)", "-binary"],
            input: Array(input.utf8))
        assertRefused(input + "." + Base64URLText.encode(mac), .algorithmRefused("HS256"))
    }

    func testAnAlgorithmThatIsNotConfiguredIsRefused() throws {
        let onlyRS256 = IDTokenVerifier(issuer: Self.issuer, clientID: Self.clientID, algorithms: [.rs256])
        assertRefused(
            try token(claims(), signedBy: try keys.p256), .algorithmRefused("ES256"), verifier: onlyRS256)
        assertRefused(
            try token(claims(), signedBy: try keys.ed25519), .algorithmRefused("EdDSA"), verifier: onlyRS256)
        XCTAssertEqual(
            try verify(try token(claims(), signedBy: try keys.rsa), verifier: onlyRS256).issuer, Self.issuer)
    }

    func testATamperedPayloadIsRefused() throws {
        for key in try keys.published {
            let parts = try token(claims(), signedBy: key).split(separator: ".")
            let tampered = Base64URLText.encode(try Self.json(claims(["sub": "0"])))
            assertRefused([parts[0], Substring(tampered), parts[2]].joined(separator: "."), .badSignature)
        }
    }

    func testATruncatedSignatureIsRefused() throws {
        for key in try keys.published {
            let parts = try token(claims(), signedBy: key).split(separator: ".")
            let signature = try XCTUnwrap(Base64URL.decode(parts[2]))
            for cut in [signature.dropLast(), signature.dropLast(signature.count / 2), signature.dropFirst()]
            {
                let truncated = [parts[0], parts[1], Substring(Base64URLText.encode(Array(cut)))].joined(
                    separator: ".")
                assertRefused(truncated, .badSignature)
            }
        }
    }

    func testASignatureWithAZeroByteInFrontIsRefused() throws {
        // The same number to RSA's arithmetic, but not the signature's one spelling (RFC 8017 §8.2.2).
        for key in try keys.published {
            let parts = try token(claims(), signedBy: key).split(separator: ".")
            let signature = try XCTUnwrap(Base64URL.decode(parts[2]))
            let padded = [parts[0], parts[1], Substring(Base64URLText.encode([0] + signature))].joined(
                separator: ".")
            assertRefused(padded, .badSignature)
        }
    }

    func testATokenNamingAKeyOfAnotherKindIsRefused() throws {
        // An ES256 header naming the RSA key: a key never checks another algorithm's signature.
        let p256 = try keys.p256
        assertRefused(try token(claims(), signedBy: p256, header: ["kid": "rsa-1"]), .keyDoesNotFit)
    }

    func testAKeyPublishedForEncryptionDoesNotCheckSignatures() throws {
        let rsa = try keys.rsa
        let set = try XCTUnwrap(
            JSONWebKeySet(
                json: Array(
                    #"{"keys":[\#(rsa.jwk.replacingOccurrences(of: #""use":"sig""#, with: #""use":"enc""#))]}"#
                        .utf8)))
        XCTAssertThrowsError(
            try verifier.verify(
                try token(claims(), signedBy: rsa), nonce: Self.nonce, now: Self.now, keys: set)
        ) { XCTAssertEqual($0 as? IDTokenRefusal, .keyDoesNotFit) }
    }

    func testAnRSAKeyUnder2048BitsIsRefused() throws {
        let directory = NSTemporaryDirectory() + "authtui-oidc-small-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let small = try ProviderKey(.rsa(bits: 1024), id: "rsa-small", in: directory)
        assertRefused(try token(claims(), signedBy: small), .keyDoesNotFit, keys: [small])
    }

    // MARK: A key the provider rotated in

    func testAnUnknownKidAsksForTheKeysAgainOnceThenRefuses() async throws {
        let keys = try self.keys
        let token = try token(claims(), signedBy: keys.rotatedIn)
        let stale = try keySet(keys.published)
        var fetches = 0
        do {
            let claims = try await verifier.verify(token, nonce: Self.nonce, now: Self.now, keys: stale) {
                fetches += 1
                return stale
            }
            XCTFail("accepted, for \(claims.subject)")
        } catch {
            XCTAssertEqual(error, .unknownKey)
        }
        XCTAssertEqual(fetches, 1)
    }

    func testAKeyRotatedInIsFoundWhenTheKeysAreFetchedAgain() async throws {
        let keys = try self.keys
        let token = try token(claims(), signedBy: keys.rotatedIn)
        let fresh = try keySet(keys.published + [keys.rotatedIn])
        var fetches = 0
        let claims = try await verifier.verify(
            token, nonce: Self.nonce, now: Self.now, keys: try keySet(keys.published)
        ) {
            fetches += 1
            return fresh
        }
        XCTAssertEqual(claims.subject, "248289761001")
        XCTAssertEqual(fetches, 1)
    }

    func testAKnownKidNeverFetchesTheKeysAgain() async throws {
        let keys = try self.keys
        var fetches = 0
        _ = try? await verifier.verify(
            try token(claims(), signedBy: keys.stranger), nonce: Self.nonce, now: Self.now,
            keys: try keySet(keys.published)
        ) {
            fetches += 1
            return nil
        }
        XCTAssertEqual(fetches, 0, "a bad signature by a known key is no reason to fetch the keys")
    }

    func testKeysThatCannotBeFetchedAgainAreSaidSo() async throws {
        let keys = try self.keys
        let token = try token(claims(), signedBy: keys.rotatedIn)
        let stale = try keySet(keys.published)
        do {
            _ = try await verifier.verify(token, nonce: Self.nonce, now: Self.now, keys: stale) { nil }
            XCTFail("accepted")
        } catch {
            XCTAssertEqual(error, .keysUnavailable)
        }
    }

    // MARK: Attacks on the claims

    func testAWrongIssuerIsRefused() throws {
        let rsa = try keys.rsa
        for issuer in [
            Self.issuer + "/", "https://id.example.test/realms/other", "HTTPS://id.example.test/realms/staff",
        ] {
            assertRefused(try token(claims(["iss": issuer]), signedBy: rsa), .wrongIssuer)
        }
        assertRefused(try token(claims(["iss": nil]), signedBy: rsa), .missingClaim("iss"))
    }

    func testAWrongAudienceIsRefused() throws {
        let rsa = try keys.rsa
        assertRefused(try token(claims(["aud": "another-client"]), signedBy: rsa), .wrongAudience)
        assertRefused(
            try token(
                claims(["aud": ["another-client", "a-third"], "azp": "another-client"]), signedBy: rsa),
            .wrongAudience)
        assertRefused(try token(claims(["aud": nil]), signedBy: rsa), .missingClaim("aud"))
    }

    func testSeveralAudiencesWithoutAzpAreRefused() throws {
        let rsa = try keys.rsa
        let both = [Self.clientID, "another-client"]
        assertRefused(try token(claims(["aud": both]), signedBy: rsa), .wrongAuthorizedParty)
        assertRefused(
            try token(claims(["aud": both, "azp": "another-client"]), signedBy: rsa), .wrongAuthorizedParty)
        let claims = try verify(try token(claims(["aud": both, "azp": Self.clientID]), signedBy: rsa))
        XCTAssertEqual(claims.audiences, both)
    }

    func testAnExpiredTokenIsRefused() throws {
        let rsa = try keys.rsa
        let skew = IDTokenVerifier.clockSkew
        assertRefused(try token(claims(["exp": Self.now - skew]), signedBy: rsa), .expired)
        assertRefused(try token(claims(["exp": Self.now - 3600]), signedBy: rsa), .expired)
        XCTAssertNoThrow(
            try verify(try token(claims(["exp": Self.now - skew + 1]), signedBy: rsa)), "within the skew")
    }

    func testATokenIssuedInTheFutureIsRefused() throws {
        let rsa = try keys.rsa
        let skew = IDTokenVerifier.clockSkew
        assertRefused(try token(claims(["iat": Self.now + skew + 1]), signedBy: rsa), .issuedInTheFuture)
        XCTAssertNoThrow(
            try verify(try token(claims(["iat": Self.now + skew]), signedBy: rsa)), "within the skew")
    }

    func testAWrongOrMissingNonceIsRefused() throws {
        let rsa = try keys.rsa
        assertRefused(try token(claims(["nonce": "another-sign-in"]), signedBy: rsa), .wrongNonce)
        assertRefused(try token(claims(["nonce": nil]), signedBy: rsa), .wrongNonce)
        let withoutNonce = try verifier.verify(
            try token(claims(["nonce": nil]), signedBy: rsa), nonce: nil, now: Self.now,
            keys: try keySet([rsa]))
        XCTAssertEqual(withoutNonce.subject, "248289761001", "no nonce sent, none to match")
    }

    // MARK: The token's form

    func testATokenThatIsNotThreeBase64URLPartsIsRefused() throws {
        let valid = try token(claims(), signedBy: try keys.rsa)
        let parts = valid.split(separator: ".").map(String.init)
        let (header, claims, signature) = (parts[0], parts[1], parts[2])
        let broken: [String] = [
            "\(valid).", "\(valid).\(signature)", "\(header).\(claims)",
            "\(header)=.\(claims).\(signature)",  // padding
            "\(header).\(claims).\(signature)+",  // another alphabet
            "\(header).\(claims).\(signature)*",  // no alphabet's
            " \(valid)", "", "..",
        ]
        for broken in broken {
            assertRefused(broken, .malformed)
        }
    }

    func testAHeaderOrPayloadThatIsNotAJSONObjectIsRefused() throws {
        let rsa = try keys.rsa
        let claims = try Self.json(claims())
        for header in [#"{"alg":"RS256","kid":"rsa-1""#, "RS256", #"["RS256"]"#, #"{"alg":"RS256","kid":7}"#]
        {
            assertRefused(try token(headerJSON: header, claimsJSON: claims, signedBy: rsa), .malformed)
        }
        assertRefused(
            try token(headerJSON: #"{"alg":"RS256","kid":"rsa-1"}"#, claimsJSON: "[1]", signedBy: rsa),
            .malformed)
    }

    func testADuplicateAlgIsRefused() throws {
        let rsa = try keys.rsa
        let claims = try Self.json(claims())
        for header in [
            #"{"alg":"RS256","kid":"rsa-1","alg":"none"}"#,
            #"{"alg":"RS256","kid":"rsa-1","al\u0067":"HS256"}"#,
        ] {
            assertRefused(try token(headerJSON: header, claimsJSON: claims, signedBy: rsa), .malformed)
        }
        let twoSubjects =
            #"{"aud":"authtui-host","exp":1750000300,"iat":1749999995,"iss":"\#(Self.issuer)","nonce":"\#(Self.nonce)","sub":"ada","sub":"root"}"#
        assertRefused(
            try token(headerJSON: #"{"alg":"RS256","kid":"rsa-1"}"#, claimsJSON: twoSubjects, signedBy: rsa),
            .malformed)
    }

    func testACriticalHeaderExtensionIsRefused() throws {
        let rsa = try keys.rsa
        let header = #"{"alg":"RS256","kid":"rsa-1","crit":["exp"],"exp":1}"#
        assertRefused(
            try token(headerJSON: header, claimsJSON: Self.json(claims()), signedBy: rsa), .malformed)
    }

    // MARK: Without libhogweed

    /// libhogweed is loaded on first use: without it an RS256 or ES256 token is refused with the
    /// reason, never accepted unchecked (fail closed), and EdDSA, which libsodium checks, still
    /// works. The library is hidden from one run of this test (a private mount namespace, which
    /// needs root), where the environment says it is the hidden run.
    func testWithoutLibhogweedAnRS256TokenIsRefusedAndSaysWhy() throws {
        if ProcessInfo.processInfo.environment[Self.hiddenHogweed] == "1" {
            assertRefused(try token(claims(), signedBy: try keys.rsa), .verifierUnavailable)
            assertRefused(try token(claims(), signedBy: try keys.p256), .verifierUnavailable)
            XCTAssertNoThrow(try verify(try token(claims(), signedBy: try keys.ed25519)))
            return
        }
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            throw XCTSkip("hiding a library needs root and unshare(1)")
        }
        guard let library = realpath("/usr/lib/x86_64-linux-gnu/libhogweed.so.6", nil) else {
            throw XCTSkip("libhogweed.so.6 is not where Debian puts it on x86-64")
        }
        defer { free(library) }
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let result = try runCommand(
            "/usr/bin/unshare",
            [
                "-m", "sh", "-c", #"mount --bind /dev/null "$1" && exec env "$2=1" "$3" "$4" 2>&1"#,
                "sh", String(cString: library), Self.hiddenHogweed, bundle,
                "AuthDomainTests.IDTokenVerifierTests/testWithoutLibhogweedAnRS256TokenIsRefusedAndSaysWhy",
            ])
        let text = result.stdout
        XCTAssertEqual(result.status, 0, text)
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text)
    }

    /// Set in the run of the test above that cannot load libhogweed.
    static let hiddenHogweed = "AUTHTUI_TEST_LIBHOGWEED_HIDDEN"

    // MARK: What a person reads

    func testEachRefusalSaysWhyFromTheCatalogue() {
        XCTAssertEqual(
            IDTokenRefusal.wrongIssuer.message(issuer: Self.issuer),
            IDTokenRefusal.wrongIssuerMessage(Self.issuer))
        XCTAssertEqual(
            IDTokenRefusal.algorithmRefused("HS256\u{1B}[2J" + String(repeating: "A", count: 40)).message(
                issuer: ""),
            IDTokenRefusal.algorithmMessage("HS256[2JAAAAAAAA"),
            "the sender's text cut short, no control characters")
        XCTAssertEqual(
            IDTokenRefusal.verifierUnavailable.message(issuer: ""),
            IDTokenRefusal.verifierUnavailableMessage("libhogweed"))
    }
}
