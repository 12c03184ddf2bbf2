import XCTest

@testable import AuthGreetd

/// The greeter's user menu (`--user-menu`): which accounts of a password file are the machine's
/// people, from which UIDs, in which order. Every file here is the test's text, never the
/// machine's own `/etc/passwd`.
final class UserMenuTests: XCTestCase {
    private let passwd = """
        root:x:0:0:root:/root:/bin/bash
        daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
        alice:x:1000:1000:Alice Liddell,,,:/home/alice:/bin/bash
        bob:x:1001:1001::/home/bob:/bin/sh
        locked:x:1002:1002::/home/locked:/usr/sbin/nologin
        svc:x:1003:1003::/srv:/bin/false
        carol:x:1500:1500:Carol:/home/carol:/usr/bin/zsh
        emptyshell:x:1004:1004::/home/e:
        +nisuser::1005:1005:::
        broken line
        nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin
        big:x:60001:60001::/home/big:/bin/sh

        """

    func testLoginDefsUIDMinAndMaxAreTheRangeAndCommentsAreNot() {
        let text = """
            # UID_MIN 5
            UID_MIN\t\t 2000
            UID_MAX   59999
            SYS_UID_MIN 100
            """
        XCTAssertEqual(UserMenu.uids(loginDefinitions: text), 2000...59999)
    }

    func testWithoutLoginDefsOrItsKeysTheRangeIsShadowsDefault() {
        XCTAssertEqual(UserMenu.uids(loginDefinitions: nil), 1000...60000)
        XCTAssertEqual(UserMenu.uids(loginDefinitions: "MAIL_DIR /var/mail\nUID_MIN many\n"), 1000...60000)
    }

    func testAGivenEndReplacesOnlyThatEndOfLoginDefs() {
        let text = "UID_MIN 2000\nUID_MAX 3000\n"
        XCTAssertEqual(UserMenu.uids(loginDefinitions: text, minimum: 1500), 1500...3000)
        XCTAssertEqual(UserMenu.uids(loginDefinitions: text, maximum: 2500), 2000...2500)
        XCTAssertNil(
            UserMenu.uids(loginDefinitions: text, minimum: 4000), "a minimum above the maximum: nobody")
        XCTAssertEqual(UserMenu(passwd: passwd, uids: nil).people, [])
    }

    func testThePeopleAreTheAccountsInTheRangeWhoseShellLetsThemLogIn() {
        let menu = UserMenu(passwd: passwd, uids: 1000...60000)
        XCTAssertEqual(menu.people.map(\.name), ["alice", "bob", "carol", "emptyshell"])
        XCTAssertEqual(
            menu.people.map(\.label), ["Alice Liddell (alice)", "bob", "Carol (carol)", "emptyshell"])
        XCTAssertEqual(
            UserMenu(passwd: passwd, uids: 1001...1500).people.map(\.name), ["bob", "carol", "emptyshell"])
    }

    func testTheLastUserComesFirstAndTheOthersKeepTheirOrder() {
        let menu = UserMenu(passwd: passwd, uids: 1000...60000)
        XCTAssertEqual(menu.ordered(lastUser: "carol").map(\.name), ["carol", "alice", "bob", "emptyshell"])
        XCTAssertEqual(
            menu.ordered(lastUser: "root").map(\.name), ["alice", "bob", "carol", "emptyshell"],
            "a last user outside the menu is not added to it")
        XCTAssertEqual(menu.ordered(lastUser: nil).map(\.name), ["alice", "bob", "carol", "emptyshell"])
    }

    func testTheMachinesMenuReadsTheFilesItIsGiven() throws {
        let folder = NSTemporaryDirectory() + "authtui-usermenu-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try passwd.write(toFile: folder + "/passwd", atomically: true, encoding: .utf8)
        try "UID_MIN 1001\nUID_MAX 1003\n".write(
            toFile: folder + "/login.defs", atomically: true, encoding: .utf8)
        let menu = UserMenu.machine(
            passwdPath: folder + "/passwd", loginDefinitionsPath: folder + "/login.defs")
        XCTAssertEqual(menu.people.map(\.name), ["bob"])
        XCTAssertEqual(
            UserMenu.machine(passwdPath: folder + "/missing", loginDefinitionsPath: folder + "/login.defs")
                .people,
            [], "no password file: nobody, and the name is typed")
    }
}
