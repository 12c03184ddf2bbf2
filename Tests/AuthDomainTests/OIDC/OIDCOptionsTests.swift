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
        XCTAssertFalse(options.usesAccountStore, "no remembered session of the store's signs in instead")
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
}
