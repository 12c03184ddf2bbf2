import XCTest

@testable import AuthDomain

/// Under sshd with `ExposeAuthInfo`, a remembered session belongs to the client's key: one person's
/// login on a shared account never logs the next person in.
final class SessionScopeTests: XCTestCase {
    private let password = "correct horse battery"

    private func scope(_ authInfo: String?) -> SessionScope {
        SessionScope.from(environment: ["SSH_USER_AUTH": "/run/auth"]) { path in
            XCTAssertEqual(path, "/run/auth")
            return authInfo
        }
    }

    func testWithoutSSHTheUnixUserKeepsItsSession() {
        XCTAssertEqual(SessionScope.from(environment: ["HOME": "/home/ada"]), .localUser)
        XCTAssertEqual(SessionScope.localUser.fileName, "session")
    }

    func testAPublicKeyNamesItsOwnSessionFileBySHA256OfTheKeyBlob() {
        // "YWJj" is base64 for "abc", whose SHA-256 is the FIPS 180-2 example digest.
        let digest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        XCTAssertEqual(scope("publickey ssh-ed25519 YWJj\n"), .sshKey(fingerprint: digest))
        XCTAssertEqual(scope("publickey ssh-ed25519 YWJj\n").fileName, "session-ssh-\(digest)")
        XCTAssertNotEqual(scope("publickey ssh-ed25519 YWJk\n"), scope("publickey ssh-ed25519 YWJj\n"))
    }

    func testWithoutAPublicKeyNothingIsRemembered() {
        XCTAssertEqual(scope("password\n"), SessionScope.none)
        XCTAssertEqual(scope("keyboard-interactive\n"), SessionScope.none)
        XCTAssertEqual(scope("publickey ssh-ed25519 not*base64\n"), SessionScope.none)
        XCTAssertEqual(scope(nil), SessionScope.none, "an unreadable auth file remembers nothing")
        XCTAssertNil(SessionScope.none.fileName)
    }

    /// Issue 26 #3: without `ExposeAuthInfo yes` every SSH client of the shared account used the
    /// one `session` file, so Bob's key landed in Alice's program. Over SSH without
    /// `SSH_USER_AUTH`, nothing is remembered, and there is one line to say why.
    func testOverSSHWithoutExposeAuthInfoNobodyInheritsAnotherClientsSession() {
        let ssh = ["SSH_CONNECTION": "192.0.2.7 50022 192.0.2.1 22", "HOME": "/home/guest"]
        XCTAssertEqual(SessionScope.from(environment: ssh), SessionScope.none)
        XCTAssertEqual(
            SessionScope.from(environment: ssh.merging(["SSH_USER_AUTH": ""]) { $1 }), SessionScope.none)
        let notice = SessionScope.sshNotice(environment: ssh, client: .announced(by: ssh))
        XCTAssertTrue(notice?.contains("ExposeAuthInfo yes") == true, notice ?? "no notice")
        XCTAssertNil(
            SessionScope.sshNotice(environment: ["HOME": "/home/ada"], client: .none), "not over SSH")
        XCTAssertNil(
            SessionScope.sshNotice(
                environment: ssh.merging(["SSH_USER_AUTH": "/run/auth"]) { $1 },
                client: SSHClient(keyFingerprint: "ab", address: "192.0.2.7")),
            "sshd says which key")
    }

    func testTwoKeysOnOneAccountDoNotShareASessionAndNoKeyRemembersNothing() async throws {
        let directory = try makeDataDirectory(self)
        func service(_ scope: SessionScope) async throws -> AccountService {
            try await AccountService.open(
                store: .embedded(dataDirectory: directory), dataDirectory: directory, session: scope,
                configuration: testConfiguration())
        }
        let first = try await service(scope("publickey ssh-ed25519 YWJj\n"))
        try await first.signUp(email: "ada@example.com", password: password, username: "Ada")
        let again = try await service(scope("publickey ssh-ed25519 YWJj\n"))
        let restored = try await again.restoreSession()
        XCTAssertEqual(restored?.username, "Ada", "the same key is remembered")
        let other = try await service(scope("publickey ssh-ed25519 YWJk\n"))
        let otherRestored = try await other.restoreSession()
        XCTAssertNil(otherRestored, "another key is asked to log in")
        let noKey = try await service(.none)
        try await noKey.signIn(email: "ada@example.com", password: password)
        let afterNoKey = try await service(.none).restoreSession()
        XCTAssertNil(afterNoKey, "a password-authenticated client is never remembered")
    }
    /// Issue 26 #2 and issue 44 #1: behind the set-user-ID gate a program can set
    /// `SSH_USER_AUTH` and `SSH_CONNECTION` itself, name itself `sshd` and start the gate again.
    /// The elevated gate believes a key, and the address, only beside a ticket sshd handed over,
    /// and never shares one Unix user's `session` among everyone who can start it.
    func testAnElevatedGateBelievesOnlyATicketsKeyAndRemembersNothingElse() {
        let auth = ["SSH_CONNECTION": "203.0.113.9 50022 192.0.2.1 22", "SSH_USER_AUTH": "/run/auth"]
        let digest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        let forged = SSHClient.vouched(by: nil, environment: auth)
        XCTAssertEqual(forged, .none, "no ticket: neither the key nor the address")
        XCTAssertEqual(
            SessionScope.from(environment: auth, client: forged, elevated: true), SessionScope.none)
        let ticketed = SSHClient.vouched(by: KeyTicket.Redeemed(fingerprint: digest), environment: auth)
        XCTAssertEqual(ticketed, SSHClient(keyFingerprint: digest, address: "203.0.113.9"))
        XCTAssertEqual(
            SessionScope.from(environment: auth, client: ticketed, elevated: true),
            .sshKey(fingerprint: digest))
        XCTAssertEqual(
            SessionScope.from(environment: ["HOME": "/home/ada"], client: .none, elevated: true),
            SessionScope.none,
            "an elevated gate never remembers the shared account's one session")
        let key = { (_: String) -> String? in "publickey ssh-ed25519 YWJj\n" }
        XCTAssertEqual(
            SessionScope.from(environment: auth, readFile: key), .sshKey(fingerprint: digest),
            "not elevated: as before")
        let notice = SessionScope.sshNotice(environment: auth, client: forged, elevated: true)
        XCTAssertTrue(notice?.contains("no key ticket") == true, notice ?? "no notice")
        XCTAssertNil(
            SessionScope.sshNotice(
                environment: ["SSH_CONNECTION": "203.0.113.9 1 2 22"], client: ticketed, elevated: true),
            "a ticketed connection is remembered: nothing to say about ExposeAuthInfo")
        XCTAssertEqual(
            EventOrigin.current(environment: auth, client: forged).address, "", "no forged address in the log"
        )
    }
}
