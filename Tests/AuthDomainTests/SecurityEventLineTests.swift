import XCTest

@testable import AuthAccounts

/// The security log's line format, the one fail2ban and log shippers parse: the address first,
/// stored text quoted and escaped so a typed email can neither forge a line nor reach the
/// reader's terminal as control bytes.
final class SecurityEventLineTests: XCTestCase {
    private func line(
        subject: String, address: String = "198.51.100.7", detail: String = "password; failure 2"
    )
        -> String
    {
        SecurityEventLine.text(
            LoggedEvent(
                seq: 41,
                event: SecurityEvent(
                    kind: .signInFailed, accountID: 3, subject: subject,
                    origin: EventOrigin(
                        unixUser: "guest", address: address, sshKey: "SHA256:abc", terminal: "/dev/pts/2"),
                    authenticator: "accounts", detail: detail, time: 1_796_164_200),
                hash: []))
    }

    func testTheLineStartsWithTheAddressThenTheUTCTimeKindAndOutcome() {
        XCTAssertEqual(
            line(subject: "ada@x.io"),
            "198.51.100.7 2026-12-01T22:30:00Z sign-in-failed failed seq=41 account=3 subject=\"ada@x.io\" "
                + "user=\"guest\" key=\"SHA256:abc\" tty=\"/dev/pts/2\" via=accounts detail=\"password; failure 2\""
        )
        XCTAssertTrue(
            line(subject: "a@x.io", address: "").hasPrefix("- 2026-12-01T22:30:00Z "), "no address: -")
    }

    /// A typed email holding a newline and a second forged line, quotes, an escape sequence and a
    /// bidi override stays one line, with every control written out.
    func testATypedEmailCannotForgeALineOrReachTheTerminal() {
        let forged = "x\"\n203.0.113.9 2026-12-01T22:30:00Z sign-in-failed failed \u{1B}[2J\u{202E}\\"
        let text = line(subject: forged)
        XCTAssertFalse(text.contains("\n"))
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        XCTAssertTrue(
            text.contains(
                #"subject="x\"\u{A}203.0.113.9 2026-12-01T22:30:00Z sign-in-failed failed \u{1B}[2J\u{202E}\\""#
            ),
            text)
        XCTAssertTrue(text.hasPrefix("198.51.100.7 "), "the address is the origin's, never typed text")
    }

    /// An address stored by someone else (a shared store another writer filled) that is not one
    /// word is quoted, so it cannot add words where fail2ban reads the address and kind.
    func testAnAddressThatIsNotOneWordIsQuoted() {
        XCTAssertTrue(
            line(subject: "a@x.io", address: "1.2.3.4 sign-in-failed").hasPrefix(
                "\"1.2.3.4 sign-in-failed\" "))
    }

    func testOpenSSHFingerprintsAreBase64WithoutPadding() {
        XCTAssertEqual(
            EventOrigin.base64WithoutPadding(Array("any carnal pleas".utf8)), "YW55IGNhcm5hbCBwbGVhcw")
        XCTAssertEqual(EventOrigin.base64WithoutPadding([0xFB, 0xFF]), "+/8")
    }
}
