import Foundation
import TestProcesses
import XCTest

/// Issue 45: `--oidc` through the release binary in tmux, against the stand-in provider on
/// loopback (Tests/OIDCStandIn/provider.py, which signs its ID tokens with a key `openssl` made):
/// `authtui login` on the sheets and a line at a time, `authtui run`, Esc while waiting, a
/// denial and a code that expires.
final class OIDCEndToEndTests: XCTestCase {
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }
    static let clientID = "authtui-e2e"
    static var pending: [Any] { [400, ["error": "authorization_pending"]] }

    /// The stand-in provider, answering as `token` says (in order, the last again and again).
    final class Provider {
        let process = Process()
        let folder: String
        let base: String

        init(token: [Any], expiresIn: Int = 600, revokes: Bool = false) throws {
            folder = try makeTemporaryDataDirectory()
            let key = folder + "/signing.pem"
            let made = try runCommand(
                "/usr/bin/openssl",
                ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", key])
            XCTAssertEqual(made.status, 0, made.stderr)
            FileManager.default.createFile(atPath: folder + "/answers.json", contents: Data("{}".utf8))
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [
                Self.script, folder + "/answers.json", folder + "/requests.jsonl",
            ]
            process.standardOutput = output
            try process.run()
            let port = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            base = "http://127.0.0.1:\(port)"
            var discovery = [
                "issuer": base, "device_authorization_endpoint": base + "/device",
                "token_endpoint": base + "/token", "jwks_uri": base + "/jwks",
            ]
            if revokes { discovery["revocation_endpoint"] = base + "/revoke" }
            let answers: [String: Any] = [
                "discovery": discovery,
                "jwks": ["auto"], "signing_key": key, "kid": "e2e-1", "issuer": base, "client_id": clientID,
                "device": [
                    "device_code": "device-code-e2e", "user_code": "WDJBMJHT",
                    "verification_uri": "https://id.example.test/device",
                    "verification_uri_complete": "https://id.example.test/device?user_code=WDJBMJHT",
                    "expires_in": expiresIn, "interval": 1,
                ],
                "token": token,
            ]
            try JSONSerialization.data(withJSONObject: answers).write(
                to: URL(fileURLWithPath: folder + "/answers.json"))
        }

        deinit {
            stopServer(process)
        }

        /// The requests so far, as the provider logged them (`path`, `form`, `issued`).
        var requests: [[String: Any]] {
            ((try? String(contentsOfFile: folder + "/requests.jsonl", encoding: .utf8)) ?? "")
                .split(separator: "\n").compactMap {
                    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                }
        }

        var polls: Int { requests.filter { $0["path"] as? String == "/token" }.count }

        /// Device authorization requests: codes asked for.
        var codes: Int { requests.filter { $0["path"] as? String == "/device" }.count }

        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("OIDCStandIn/provider.py").path
    }

    /// `authtui SUBCOMMAND` with the provider's options, then `after` (`-- COMMAND`).
    private func login(
        _ provider: Provider, plain: Bool = false, subcommand: String = "login --print json",
        after: String = ""
    ) throws -> TmuxSession {
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) \(subcommand) --no-loading --animation 0 \(plain ? "--plain " : "")"
                    + "--data-dir \(provider.folder)/data --oidc \(provider.base) --oidc-client-id \(Self.clientID) "
                    + "--oidc-allow-insecure-loopback \(after); echo \"[status=$?]\"",
            ], width: 100, height: 30)
        addTeardownBlock { session.kill() }
        return session
    }

    /// The security log of the data directory the sign-ins used.
    private func securityLog(_ provider: Provider) throws -> String {
        try auditList(dataDirectory: provider.folder + "/data")
    }

    func testLoginShowsTheCodeAndItsQRCodeThenSignsInWhenApproved() throws {
        let provider = try Provider(token: [Self.pending, Self.pending, Self.pending, ["sign": [:]]])
        let session = try login(provider)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        XCTAssertEqual(provider.polls, 0, "nothing asked of the provider before Get a code")
        try session.press("Enter")
        try session.waitFor(try Translation.english("oidc.code.caption", "WDJB-MJHT"), timeout: 15)
        // The screen may be read while the step's rows are still arriving: the code's line comes
        // before the QR code's last rows.
        try session.waitFor("▄▄▄▄▄▄▄", timeout: 5)
        // The JSON line is longer than the pane is wide.
        let done = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(done.contains(#""user":"ada""#), done)
        XCTAssertTrue(done.contains(#""authenticator":"oidc""#), done)
        XCTAssertTrue(done.contains(#""subject":"248289761001""#), done)
        let log = try securityLog(provider)
        XCTAssertTrue(
            log.contains(#"signed-in ok"#) && log.contains(#"subject="248289761001""#)
                && log.contains(#"via=oidc detail="issuer \#(provider.base); user ada""#), log)
        XCTAssertFalse(log.contains("device-code-e2e"), "no device code in the log")
    }

    func testTheLineModeSaysTheCodeAndSignsIn() throws {
        let provider = try Provider(token: [Self.pending, Self.pending, ["sign": [:]]])
        let session = try login(provider, plain: true)
        let said = try session.waitFor("[status=0]", timeout: 20)
        XCTAssertTrue(said.contains(try Translation.english("oidc.code.caption", "WDJB-MJHT")), said)
        XCTAssertTrue(said.contains("https://id.example.test/device?user_code=WDJBMJHT"), said)
        XCTAssertTrue(said.contains(#""user":"ada""#), said)
    }

    func testRunGivesTheCommandTheUserTheAuthenticatorAndTheIssuer() throws {
        let provider = try Provider(token: [Self.pending, ["sign": ["preferred_username": "ada.l"]]])
        let session = try login(
            provider, plain: true,
            subcommand: "run",
            after: "-- sh -c 'echo \"[$AUTHTUI_USER|$AUTHTUI_AUTHENTICATOR|$AUTHTUI_OIDC_ISSUER]\"'")
        let said = try session.waitFor("[status=0]", timeout: 20)
        XCTAssertTrue(said.contains("[ada.l|oidc|\(provider.base)]"), said)
    }

    /// Issue 45 #4: `run --logout-after` ends the provider's grant when the command ends: the
    /// refresh token the token response gave is revoked with its hint and the client id, and the
    /// security log says who signed out, never the token.
    func testRunLogoutAfterRevokesTheRefreshTokenTheProviderGave() throws {
        let provider = try Provider(token: [Self.pending, ["sign": [:]]], revokes: true)
        let session = try login(provider, plain: true, subcommand: "run --logout-after", after: "-- true")
        let said = try session.waitFor("[status=0]", timeout: 20)
        XCTAssertFalse(said.contains(try Translation.fixedPart(of: "oidc.sign-out.not-revoked")), said)
        let issued = try XCTUnwrap(
            provider.requests.compactMap { $0["issued"] as? String }.first, "no refresh token issued")
        let revocations = provider.requests.filter { $0["path"] as? String == "/revoke" }
        XCTAssertEqual(revocations.count, 1, "\(provider.requests)")
        XCTAssertEqual(
            revocations.first?["form"] as? [String: String],
            ["token": issued, "token_type_hint": "refresh_token", "client_id": Self.clientID])
        let log = try securityLog(provider)
        XCTAssertTrue(
            log.contains("signed-out ok") && log.contains(#"subject="248289761001""#)
                && log.contains(#"detail="issuer \#(provider.base); refresh token revoked""#), log)
        XCTAssertFalse(log.contains(issued), "no token in the log")
    }

    /// The stand-in issues a new refresh token at every answer, as a provider that rotates them:
    /// each start renewed the sign-in with the one issued before it (sealed anew), and signing
    /// out revoked the last one, once.
    static func assertRenewedThenRevokedTheLastRefreshToken(
        _ provider: Provider, firstIssued: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let issued = provider.requests.compactMap { $0["issued"] as? String }
        let renewals = provider.requests.compactMap { $0["form"] as? [String: String] }
            .filter { $0["grant_type"] == "refresh_token" }.compactMap { $0["refresh_token"] }
        XCTAssertEqual(issued.first, firstIssued, file: file, line: line)
        XCTAssertEqual(
            renewals, Array(issued.dropLast()), "each renewal used the token issued before it", file: file,
            line: line)
        let revoked = provider.requests.filter { $0["path"] as? String == "/revoke" }.map {
            $0["form"] as? [String: String]
        }
        XCTAssertEqual(
            revoked,
            [["token": issued.last ?? "", "token_type_hint": "refresh_token", "client_id": Self.clientID]],
            file: file, line: line)
    }

    /// Issue 45 #4: a device-flow sign-in is remembered like the store's own sessions. After it,
    /// no file of the data directory (the database, its write-ahead log, the session file) holds
    /// the access, ID or refresh token in the clear; a second `login` signs in without a code,
    /// renewing the sign-in at the provider; a fresh `run --logout-after` signs in the same way and
    /// revokes at the provider the very refresh token it issued last (so it was sealed anew and
    /// unsealed from the store); and then a login asks again.
    func testASignInIsRememberedSealedAndAFreshProcessLogsOutRevokingTheRefreshTokenIssued() throws {
        let provider = try Provider(token: [Self.pending, ["sign": [:]]], revokes: true)
        let first = try login(provider, plain: true)
        let said = try first.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(said.contains(#""subject":"248289761001""#), said)
        let tokens = provider.requests.flatMap { $0["tokens"] as? [String] ?? [] }
        XCTAssertEqual(tokens.count, 3, "the access, ID and refresh tokens")
        let issued = try XCTUnwrap(provider.requests.compactMap { $0["issued"] as? String }.first)
        let data = provider.folder + "/data"
        let files = try FileManager.default.contentsOfDirectory(atPath: data)
        XCTAssertTrue(files.contains("session") && files.contains("accounts.sqlite3"), "\(files)")
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: data + "/" + file))
            for token in tokens {
                XCTAssertNil(
                    bytes.range(of: Data(token.utf8)), "a token of the provider's is readable in \(file)")
            }
        }
        let codes = provider.codes
        let second = try login(provider, plain: true)
        let again = try second.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(again.contains(#""user":"ada""#) && again.contains(#""subject":"248289761001""#), again)
        XCTAssertFalse(again.contains(try Translation.english("oidc.code.caption", "WDJB-MJHT")), again)
        XCTAssertEqual(provider.codes, codes, "the remembered sign-in asked for no code")
        XCTAssertTrue(
            provider.requests.allSatisfy { $0["path"] as? String != "/revoke" }, "kept while signed in")
        let third = try login(provider, plain: true, subcommand: "run --logout-after", after: "-- true")
        let ran = try third.waitFor("[status=0]", timeout: 20)
        XCTAssertFalse(ran.contains(try Translation.fixedPart(of: "oidc.sign-out.not-revoked")), ran)
        XCTAssertEqual(provider.codes, codes, "run signed in from the remembered session")
        Self.assertRenewedThenRevokedTheLastRefreshToken(provider, firstIssued: issued)
        XCTAssertFalse(FileManager.default.fileExists(atPath: data + "/session"), "the session file is gone")
        let fourth = try login(provider, plain: true)
        let asked = try fourth.waitFor("[status=0]", timeout: 20)
        XCTAssertTrue(asked.contains(try Translation.english("oidc.code.caption", "WDJB-MJHT")), asked)
        XCTAssertEqual(provider.codes, codes + 1, "logged out: the next login asks again")
        let log = try securityLog(provider)
        for kind in ["session-remembered", "session-used", "session-revoked"] {
            XCTAssertTrue(
                log.split(separator: "\n").contains {
                    $0.contains(kind) && $0.contains(#"subject="248289761001""#) && $0.contains("via=oidc")
                }, "\(kind): \(log)")
        }
        for token in tokens { XCTAssertFalse(log.contains(token), "a token in the log") }
    }

    /// The app's own `Log out` revokes the refresh token the provider gave, and the Start screen
    /// says `Logged out`.
    func testTheAppsLogOutRevokesTheRefreshToken() throws {
        let provider = try Provider(token: [Self.pending, ["sign": [:]]], revokes: true)
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) --no-loading --animation 0 --data-dir \(provider.folder)/data --oidc \(provider.base) "
                    + "--oidc-client-id \(Self.clientID) --oidc-allow-insecure-loopback 2>/dev/null; "
                    + "echo \"[status=$?]\"",
            ], width: 100, height: 30)
        addTeardownBlock { session.kill() }
        try session.waitFor(try Translation.english("system.start"), timeout: 15)
        try session.press("Enter")
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        try session.waitFor(try Translation.english("host.greeting", "Ada Lovelace"), timeout: 20)
        XCTAssertTrue(provider.requests.allSatisfy { $0["path"] as? String != "/revoke" }, "signed in: kept")
        try session.press("Enter")  // Log out, the host's first button
        try session.waitFor(try Translation.english("host.logged-out"), timeout: 20)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: provider.folder + "/data/session"),
            "logged out: the remembered sign-in is gone")
        let issued = try XCTUnwrap(provider.requests.compactMap { $0["issued"] as? String }.first)
        Self.assertRenewedThenRevokedTheLastRefreshToken(provider, firstIssued: issued)
        try session.press("C-c")
        try session.waitFor("[status=", timeout: 10)
    }

    /// A provider that refuses the revocation is said on standard error; the sign-out and the
    /// command's status stand.
    func testRunLogoutAfterSaysARevocationTheProviderRefused() throws {
        let provider = try Provider(token: [["sign": [:]]], revokes: true)
        var answers = try XCTUnwrap(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: provider.folder + "/answers.json")))
                as? [String: Any])
        answers["revoke"] = [400, ["error": "invalid_client"]]
        try JSONSerialization.data(withJSONObject: answers).write(
            to: URL(fileURLWithPath: provider.folder + "/answers.json"))
        let session = try login(provider, plain: true, subcommand: "run --logout-after", after: "-- true")
        let said = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(
            said.contains(
                "authtui run: "
                    + (try Translation.english(
                        "oidc.sign-out.not-revoked",
                        try Translation.english("oidc.provider.refused", "invalid_client")))), said)
        XCTAssertTrue(try securityLog(provider).contains("revocation failed: provider: invalid_client"))
    }

    func testEscWhileWaitingCancelsAtOnceAndPollsNoMore() throws {
        let provider = try Provider(token: [Self.pending])
        let session = try login(provider)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        try session.waitFor("WDJB-MJHT", timeout: 15)
        try session.press("Escape")
        try session.waitFor("[status=255]", timeout: 10)
        let polls = provider.polls
        usleep(2_500_000)  // two of the provider's intervals
        XCTAssertEqual(provider.polls, polls, "no poll after Esc")
        let log = try securityLog(provider)
        XCTAssertTrue(
            log.contains("sign-in-cancelled refused")
                && log.contains(#"via=oidc detail="issuer \#(provider.base)""#),
            log)
    }

    func testADenialIsSaidOnTheFirstStepWhichOffersANewCodeOrCancel() throws {
        let provider = try Provider(token: [Self.pending, [400, ["error": "access_denied"]]])
        let session = try login(provider)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        let denied = try session.waitFor(try Translation.english("oidc.provider.denied"), timeout: 15)
        XCTAssertTrue(denied.contains(try Translation.english("oidc.start.get-new-code")), denied)
        let polls = provider.polls
        try session.press("Tab", "Enter")  // Cancel, as dialog's: status 1
        try session.waitFor("[status=1]", timeout: 10)
        XCTAssertEqual(provider.polls, polls, "no new code was asked for")
        let log = try securityLog(provider)
        XCTAssertTrue(
            log.contains("sign-in-failed failed")
                && log.contains(#"detail="issuer \#(provider.base); denied""#), log)
    }

    /// Esc leaves the step a refusal comes back to, as on any first step (dialog's 255); the
    /// line mode asks it (`1) Get a new code`, `0) Cancel`) rather than taking a new code itself.
    func testAfterADenialEscLeavesAndTheLineModeAsksBeforeANewCode() throws {
        let provider = try Provider(token: [Self.pending, [400, ["error": "access_denied"]]])
        let session = try login(provider)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        try session.waitFor(try Translation.english("oidc.provider.denied"), timeout: 15)
        try session.press("Escape")
        try session.waitFor("[status=255]", timeout: 10)

        let line = try Provider(token: [[400, ["error": "access_denied"]]])
        let plain = try login(line, plain: true)
        let asked = try plain.waitFor(try Translation.english("oidc.start.get-new-code"), timeout: 20)
        XCTAssertTrue(asked.contains(try Translation.english("choice.cancel")), asked)
        usleep(1_500_000)
        XCTAssertEqual(line.codes, 1, "no second code before the person asks")
    }

    func testACodeNobodyApprovesExpires() throws {
        let provider = try Provider(token: [Self.pending], expiresIn: 3)
        let session = try login(provider, plain: true)
        let said = try session.waitFor(try Translation.english("oidc.provider.expired"), timeout: 20)
        XCTAssertFalse(said.contains("[status=0]"), said)
    }
}
