import AuthAccounts
import XCTest

@testable import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 44 #1: the set-user-ID gate believes a key only from a ticket sshd's
/// `AuthorizedKeysCommand` issued: once, in time, and only from the connection it was issued to.
final class KeyTicketTests: XCTestCase {
    private let fingerprint = String(repeating: "ab", count: 32)
    private let monitor = ProcessStamp(pid: 4242, startTime: 777)

    func testATicketIsRedeemedOnceAndOnlyFromItsOwnConnection() throws {
        let directory = try makeDataDirectory(self)
        let ticket = try KeyTicket.issue(
            fingerprint: fingerprint, connection: monitor, dataDirectory: directory, now: 1000)
        XCTAssertNil(
            KeyTicket.redeem(ticket, dataDirectory: directory, now: 1001, descendsFrom: { _ in false }),
            "a ticket read on its way is worth nothing outside its connection")
        XCTAssertEqual(
            KeyTicket.redeem(
                ticket, dataDirectory: directory, now: 1002, descendsFrom: { $0 == self.monitor }),
            KeyTicket.Redeemed(fingerprint: fingerprint), "the connection's own process still redeems it")
        XCTAssertNil(
            KeyTicket.redeem(ticket, dataDirectory: directory, now: 1003, descendsFrom: { _ in true }),
            "a second redemption gets nothing")
    }

    func testAnExpiredGuessedOrMalformedTicketIsWorthNothing() throws {
        let directory = try makeDataDirectory(self)
        let ticket = try KeyTicket.issue(
            fingerprint: fingerprint, connection: monitor, dataDirectory: directory, now: 1000)
        XCTAssertNil(
            KeyTicket.redeem(
                ticket, dataDirectory: directory, now: 1000 + KeyTicket.lifetime + 1,
                descendsFrom: { _ in true }))
        for guess in [
            String(repeating: "ab", count: 32), "", "../../accounts.sqlite3", String(ticket.dropLast()),
        ] {
            XCTAssertNil(
                KeyTicket.redeem(guess, dataDirectory: directory, now: 1001, descendsFrom: { _ in true }))
        }
    }

    func testTheTicketFolderNamesNoTicketAndIsTheOwnersAlone() throws {
        let directory = try makeDataDirectory(self)
        let ticket = try KeyTicket.issue(
            fingerprint: fingerprint, connection: monitor, dataDirectory: directory, now: 1000)
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/key-tickets")
        XCTAssertEqual(names.count, 1)
        XCTAssertNotEqual(names.first, ticket, "a listing gives away no ticket")
        var info = stat()
        XCTAssertEqual(stat("\(directory)/key-tickets", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        // A later issue removes tickets past their lifetime.
        _ = try KeyTicket.issue(
            fingerprint: fingerprint, connection: monitor, dataDirectory: directory,
            now: SystemWallClock().now() + KeyTicket.lifetime + 10)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: "\(directory)/key-tickets").count, 1)
    }

    func testThisProcessDescendsFromItsParentAndNotFromAStranger() throws {
        let parent = try XCTUnwrap(ProcessLineage.record(of: getppid()))
        XCTAssertTrue(ProcessLineage.descendsFrom(parent.stamp))
        XCTAssertFalse(
            ProcessLineage.descendsFrom(
                ProcessStamp(pid: parent.stamp.pid, startTime: parent.stamp.startTime + 1)),
            "a reused pid is another process")
        XCTAssertFalse(ProcessLineage.descendsFrom(ProcessStamp(pid: getpid(), startTime: 0)))
    }

    /// Issue 43 #10: a process names itself; `) S 1 1 1` in its name must not shift the fields.
    func testAProcessNameWithParenthesesAndSpacesCannotForgeItsParent() throws {
        let stat = "4242 (x) S 1 1 1 ) S 77 4242 4242 0 -1 4194560 100 0 0 0 0 0 0 0 20 0 1 0 9876 1 2"
        let parsed = try XCTUnwrap(ProcessRecord.parse(stat: stat, pid: 4242))
        XCTAssertEqual(parsed.name, "x) S 1 1 1 ")
        XCTAssertEqual(parsed.parent, 77)
        XCTAssertEqual(parsed.stamp, ProcessStamp(pid: 4242, startTime: 9876))
    }

    /// The lines sshd gets back: the file's line for the offered key, options kept, the ticket
    /// added; nothing for another key.
    func testAuthorizedKeysHandsBackOnlyTheOfferedKeysLineWithItsTicket() {
        let file = """
            # the people behind the gate
            ssh-ed25519 AAAAalice alice@laptop
            from="192.0.2.0/24,198.51.100.7",restrict ssh-ed25519 AAAAbob bob@desk
            ssh-rsa AAAAalice not-the-same-type
            """
        let alice = AuthorizedKeys.matching(file, keyType: "ssh-ed25519", key: "AAAAalice")
        XCTAssertEqual(alice.count, 1)
        XCTAssertEqual(
            alice.first.map { AuthorizedKeys.withTicket("T", options: $0.options, line: $0.line) },
            "environment=\"AUTHTUI_KEY_TICKET=T\" ssh-ed25519 AAAAalice alice@laptop")
        let bob = AuthorizedKeys.matching(file, keyType: "ssh-ed25519", key: "AAAAbob")
        XCTAssertEqual(
            bob.first.map { AuthorizedKeys.withTicket("T", options: $0.options, line: $0.line) },
            "environment=\"AUTHTUI_KEY_TICKET=T\",from=\"192.0.2.0/24,198.51.100.7\",restrict ssh-ed25519 AAAAbob bob@desk"
        )
        XCTAssertTrue(AuthorizedKeys.matching(file, keyType: "ssh-ed25519", key: "AAAAmallory").isEmpty)
    }
}
