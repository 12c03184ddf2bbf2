import Foundation
import TestProcesses
import XCTest

/// Issue 45 against a real OpenID provider: Debian's glewlwyd on loopback over HTTPS with a test
/// CA (`--oidc-ca-file`), its SQLite database, a public client allowed the device grant and a test
/// user, set up by Tests/OIDCStandIn/glewlwyd.py through glewlwyd's own API; the approval is the
/// request its verification page makes once the person has signed in there. The release binary
/// signs in through `authtui login` in tmux, on the sheets and a line at a time; one wait is
/// cancelled with Esc and one code left to expire. (A denial is the stand-in's, in
/// OIDCEndToEndTests: glewlwyd's API offers no way to refuse a device code.)
final class GlewlwydEndToEndTests: XCTestCase {
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("OIDCStandIn/glewlwyd.py").path

    /// One glewlwyd, set up and running, stopped with the test.
    final class Glewlwyd {
        let process = Process()
        let folder: String
        let port: Int

        init() throws {
            folder = try makeTemporaryDataDirectory()
            let free = try runCommand(
                "/usr/bin/python3",
                [
                    "-c",
                    "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])",
                ])
            port = try XCTUnwrap(Int(free.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            try Self.helper("prepare", folder, "\(port)")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/glewlwyd")
            process.arguments = ["--config-file=\(folder)/glewlwyd.conf"]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            try Self.helper("configure", folder, "\(port)")
        }

        deinit {
            stopServer(process)
        }

        func issuer(_ plugin: String = "oidc") -> String { "https://127.0.0.1:\(port)/api/\(plugin)" }

        func approve(_ code: String, plugin: String = "oidc", client: String = "authtui-e2e") throws {
            try Self.helper("approve", folder, "\(port)", code, plugin, client)
        }

        /// Ada ends, from her profile at glewlwyd, every refresh token it issued her.
        func endAdasGrants() throws {
            try Self.helper("end-grants", folder, "\(port)")
        }

        /// The confidential client's secret (glewlwyd.py's), in a 0600 file of the test's.
        func secretFile() throws -> String {
            let path = folder + "/client-secret"
            try "e2e-client-secret.7Qx_w~9\n".write(toFile: path, atomically: false, encoding: .utf8)
            XCTAssertEqual(chmod(path, 0o600), 0)
            return path
        }

        static func helper(_ arguments: String...) throws {
            let result = try runCommand("/usr/bin/python3", [GlewlwydEndToEndTests.script] + arguments)
            XCTAssertEqual(
                result.status, 0, "glewlwyd.py \(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/glewlwyd") else {
            throw XCTSkip("glewlwyd is not installed (make test-deps installs it)")
        }
    }

    private func login(
        _ glewlwyd: Glewlwyd, plugin: String = "oidc", plain: Bool = false,
        subcommand: String = "login --print json", client: String = "authtui-e2e", after: String = ""
    ) throws -> TmuxSession {
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) \(subcommand) --no-loading --animation 0 \(plain ? "--plain " : "")"
                    + "--data-dir \(glewlwyd.folder)/data --oidc \(glewlwyd.issuer(plugin)) "
                    + "--oidc-client-id \(client) --oidc-ca-file \(glewlwyd.folder)/ca.pem \(after); "
                    + "echo \"[status=$?]\"",
            ], width: 100, height: 30)
        addTeardownBlock { session.kill() }
        return session
    }

    /// The user code on screen, as its caption says it.
    private func code(on screen: String) throws -> String {
        let caption = try Translation.english("oidc.code.caption", "")
        let line = try XCTUnwrap(screen.split(separator: "\n").first { $0.contains(caption) }, screen)
        let after = line[line.range(of: caption)!.upperBound...]
        return String(after.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    func testLoginOnTheSheetsSignsInOnceGlewlwydApproves() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(glewlwyd)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        // The screen may be read while the step's rows are still arriving.
        let screen = try session.waitFor("▄▄▄▄▄▄▄", timeout: 5)
        try glewlwyd.approve(try code(on: screen))
        let done = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(done.contains(#""user":"ada""#), done)
        XCTAssertTrue(done.contains(#""username":"Ada Lovelace""#), done)
        XCTAssertTrue(done.contains(#""issuer":"\#(glewlwyd.issuer())""#), done)
    }

    func testTheLineModeSignsInOnceGlewlwydApproves() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(glewlwyd, plain: true)
        let said = try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        try glewlwyd.approve(try code(on: said))
        let done = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(done.contains(#""user":"ada""#), done)
    }

    func testEscCancelsTheWaitForGlewlwyd() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(glewlwyd)
        try session.waitFor(try Translation.english("oidc.start.get-code"), timeout: 15)
        try session.press("Enter")
        let screen = try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        try session.press("Escape")
        try session.waitFor("[status=255]", timeout: 10)
        // Approved after Esc: nobody is signed in by it.
        try glewlwyd.approve(try code(on: screen))
        XCTAssertFalse(try session.screen().contains("[status=0]"))
    }

    func testACodeGlewlwydLetsExpireIsSaidSo() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(glewlwyd, plugin: "oidcshort", plain: true)
        let said = try session.waitFor(try Translation.english("oidc.provider.expired"), timeout: 20)
        XCTAssertFalse(said.contains("[status=0]"), said)
    }

    /// The security log of the data directory the sign-ins used.
    private func securityLog(_ glewlwyd: Glewlwyd) throws -> String {
        try auditList(dataDirectory: glewlwyd.folder + "/data")
    }

    /// A remembered sign-in is renewed at glewlwyd at each start (its refresh token used, the log
    /// says so), and ends once glewlwyd no longer stands by it: after Ada ended her sign-ins from
    /// her profile there, the next start says so and asks for a code again.
    func testARememberedSignInIsRenewedAtGlewlwydAndEndsOnceAdaEndedItThere() throws {
        let glewlwyd = try Glewlwyd()
        let first = try login(glewlwyd, plain: true)
        try glewlwyd.approve(
            try code(on: try first.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)))
        try first.waitFor("[status=0]", timeout: 20)
        let second = try login(glewlwyd, plain: true)
        let again = try second.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(again.contains(#""user":"ada""#), again)
        XCTAssertFalse(again.contains(try Translation.english("oidc.code.caption", "")), again)
        XCTAssertTrue(try securityLog(glewlwyd).contains("remembered session; renewed at the provider"))
        try glewlwyd.endAdasGrants()
        let third = try login(glewlwyd, plain: true)
        let asked = try third.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        XCTAssertTrue(asked.contains(try Translation.english("oidc.remembered.ended")), asked)
        // glewlwyd answers a refresh token it ended with a bare 400, not RFC 6749's invalid_grant.
        let log = try securityLog(glewlwyd)
        XCTAssertTrue(
            log.contains("session-revoked ok") && log.contains("refused: unexpected token (HTTP 400)"), log)
    }

    /// Issue 45 #4 against glewlwyd, whose discovery names no `revocation_endpoint` unless its
    /// plugin allows revocation: `run --logout-after` then asks nothing of it, says nothing, and
    /// the log says there was nothing to revoke with.
    func testRunLogoutAfterAsksNothingOfAGlewlwydThatOffersNoRevocation() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(glewlwyd, plain: true, subcommand: "run --logout-after", after: "-- true")
        let said = try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        try glewlwyd.approve(try code(on: said))
        let done = try session.waitFor("[status=0]", timeout: 20)
        XCTAssertFalse(done.contains(try Translation.fixedPart(of: "oidc.sign-out.not-revoked")), done)
        let log = try securityLog(glewlwyd)
        XCTAssertTrue(
            log.contains("signed-out ok")
                && log.contains(#"detail="issuer \#(glewlwyd.issuer()); no revocation endpoint""#), log)
    }

    /// glewlwyd's revocation endpoint takes confidential clients only
    /// (`revocation_endpoint_auth_methods_supported: client_secret_basic`), and a device-flow
    /// client is public: the refusal is said on standard error, and the sign-out and the
    /// command's status stand.
    func testRunLogoutAfterSaysGlewlwydRefusedToRevokeForAPublicClient() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(
            glewlwyd, plugin: "oidcrevoke", plain: true, subcommand: "run --logout-after", after: "-- true")
        let said = try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        try glewlwyd.approve(try code(on: said), plugin: "oidcrevoke")
        let done = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(done.contains(try Translation.fixedPart(of: "oidc.sign-out.not-revoked")), done)
        let log = try securityLog(glewlwyd)
        XCTAssertTrue(log.contains("revocation failed: unexpected revocation (HTTP 401)"), log)
    }

    /// With its secret (`--oidc-client-secret-file`) the client is a confidential one, which
    /// glewlwyd lets revoke: the device flow authenticates with HTTP Basic, and signing out ends
    /// the grant at glewlwyd (its 200), logged as revoked.
    func testAConfidentialClientSignsInAndGlewlwydRevokesItsGrantAtSignOut() throws {
        let glewlwyd = try Glewlwyd()
        let session = try login(
            glewlwyd, plugin: "oidcrevoke", plain: true, subcommand: "run --logout-after",
            client: "authtui-e2e-confidential",
            after:
                "--oidc-client-secret-file \(try glewlwyd.secretFile()) -- sh -c 'echo \"[user=$AUTHTUI_USER]\"'"
        )
        let said = try session.waitFor(try Translation.english("oidc.code.caption", ""), timeout: 15)
        try glewlwyd.approve(try code(on: said), plugin: "oidcrevoke", client: "authtui-e2e-confidential")
        let done = try session.waitFor("[status=0]", timeout: 20).replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(done.contains("[user=ada]"), done)
        XCTAssertFalse(done.contains(try Translation.fixedPart(of: "oidc.sign-out.not-revoked")), done)
        let log = try securityLog(glewlwyd)
        XCTAssertTrue(
            log.contains(#"detail="issuer \#(glewlwyd.issuer("oidcrevoke")); refresh token revoked""#), log)
    }
}
