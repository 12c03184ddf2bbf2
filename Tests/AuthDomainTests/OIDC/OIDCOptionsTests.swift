import AuthProcess
import Foundation
import XCTest

@testable import AuthCommandLine

/// `--oidc` and its settings on the command line and in the configuration file.
final class OIDCOptionsTests: XCTestCase {
    let issuer = "https://id.example.test/realms/staff"

    func parse(_ arguments: [String], elevated: Bool = false) throws -> LaunchOptions {
        try LaunchOptions.parse(arguments, environment: ["HOME": "/home/ada"], elevated: elevated)
    }

    func assertRefused(
        _ arguments: [String], _ expected: LaunchError, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(arguments), file: file, line: line) { error in
            XCTAssertEqual(error as? LaunchError, expected, file: file, line: line)
        }
    }

    func testOIDCWithAClientIDChoosesTheProviderOverTheAccountStore() throws {
        let options = try parse([
            "login", "--oidc", issuer, "--oidc-client-id", "host-7", "--oidc-scope", "email", "--oidc-scope",
            "groups",
            "--oidc-user-claim", "email", "--oidc-require", "groups=staff", "--oidc-ca-file",
            "/etc/ssl/private-ca.pem",
        ])
        XCTAssertEqual(options.oidcIssuer, issuer)
        XCTAssertEqual(options.oidcClientID, "host-7")
        XCTAssertEqual(options.oidcScopes, ["email", "groups"])
        XCTAssertEqual(options.oidcUserClaim, "email")
        XCTAssertEqual(options.oidcRequirements, ["groups=staff"])
        XCTAssertEqual(options.oidcCAFile, "/etc/ssl/private-ca.pem")
    }

    func testOIDCNeedsAClientID() {
        assertRefused(["login", "--oidc", issuer], .missingValue(option: "--oidc-client-id"))
    }

    func testPlainHTTPIsOnlyForLoopbackAndOnlyWhenAllowed() throws {
        let loopback = "http://127.0.0.1:5556"
        XCTAssertThrowsError(try parse(["login", "--oidc", loopback, "--oidc-client-id", "x"]))
        XCTAssertEqual(
            try parse([
                "login", "--oidc", loopback, "--oidc-client-id", "x", "--oidc-allow-insecure-loopback",
            ])
            .oidcIssuer, loopback)
        XCTAssertThrowsError(
            try parse([
                "login", "--oidc", "http://id.example.test", "--oidc-client-id", "x",
                "--oidc-allow-insecure-loopback",
            ]))
        XCTAssertThrowsError(try parse(["login", "--oidc", "id.example.test", "--oidc-client-id", "x"]))
    }

    func testOIDCIsNotTakenWithPAMOrAnAuthCommand() {
        XCTAssertThrowsError(
            try parse(["login", "--oidc", issuer, "--oidc-client-id", "x", "--pam", "login"]))
        XCTAssertThrowsError(
            try parse([
                "run", "--oidc", issuer, "--oidc-client-id", "x", "--auth-command", "/bin/x", "--", "true",
            ]))
    }

    func testABadRequirementOrClaimNameIsRefusedWhereItStands() {
        XCTAssertThrowsError(try parse(["login", "--oidc-require", "groups"]))
        XCTAssertThrowsError(try parse(["login", "--oidc-user-claim", "pre ferred"]))
        XCTAssertThrowsError(try parse(["login", "--oidc-scope", "a b"]))
    }

    func testASetUserIDGateDoesNotTakeAProviderFromItsCaller() {
        XCTAssertThrowsError(try parse(["login", "--oidc", issuer, "--oidc-client-id", "x"], elevated: true))
        { error in
            XCTAssertEqual(error as? LaunchError, .notTakenByElevatedGate(option: "--oidc", setting: true))
        }
    }

    func testTheConfigurationFileSetsTheProvider() throws {
        let file = """
            [login]
            oidc = "\(issuer)"
            oidc-client-id = "host-7"
            oidc-scope = ["email"]
            oidc-require = ["groups=staff"]

            """
        let resolved = try LaunchOptions.resolve(
            ["login"], environment: ["HOME": "/home/ada"],
            files: ConfigurationReader { .success($0.path == ConfigurationFile.machinePath ? file : nil) })
        XCTAssertEqual(resolved.options.oidcIssuer, issuer)
        XCTAssertEqual(resolved.options.oidcClientID, "host-7")
        XCTAssertEqual(resolved.options.oidcScopes, ["email"])
        XCTAssertEqual(resolved.options.oidcRequirements, ["groups=staff"])
    }

    // MARK: A confidential client's secret

    /// A file of `text` with `mode` in a folder of the test's own, removed with the test.
    func secretFile(_ text: String, mode: mode_t = 0o600) throws -> String {
        let folder = NSTemporaryDirectory() + "authtui-secret-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/client-secret"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, mode), 0)
        return path
    }

    func resolveWithSecret(_ path: String) throws -> ResolvedLaunch {
        try LaunchOptions.resolve(
            ["login", "--oidc", issuer, "--oidc-client-id", "host-7", "--oidc-client-secret-file", path],
            environment: ["HOME": "/home/ada"], files: .none)
    }

    func testTheClientSecretIsTheFilesFirstLineAndIsNeverShown() throws {
        let path = try secretFile("s3cret-Value_1\nwhatever follows\n")
        let resolved = try resolveWithSecret(path)
        XCTAssertEqual(resolved.options.oidcClientSecret, "s3cret-Value_1")
        let report = ConfigurationReport.render(resolved)
        XCTAssertTrue(report.contains(path), report)
        XCTAssertFalse(
            report.contains("s3cret"), "the configuration shows where the secret is, never the secret")
    }

    func testASecretOthersMayReadIsRefusedWithoutBeingEchoed() throws {
        let path = try secretFile("s3cret\n", mode: 0o644)
        XCTAssertThrowsError(try resolveWithSecret(path)) { error in
            let message = (error as? LaunchError)?.message ?? ""
            XCTAssertEqual(
                error as? LaunchError,
                .invalidSecretValue(
                    option: "--oidc-client-secret-file",
                    reason: TrustedFileError.untrusted(path, .readableByOthersThanItsOwner(mode: 0o644))
                        .message))
            XCTAssertFalse(message.contains("s3cret"), message)
        }
    }

    func testAnEmptyOrMissingSecretFileIsRefused() throws {
        XCTAssertThrowsError(try resolveWithSecret(try secretFile("\n")))
        XCTAssertThrowsError(try resolveWithSecret(try secretFile("two words\n")))
        XCTAssertThrowsError(try resolveWithSecret("/nonexistent/authtui-client-secret"))
    }
}
