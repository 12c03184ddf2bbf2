import AuthDomain
import Foundation
import ScriptedGreetd
import XCTest

@testable import AuthGreetd

/// The greeter's side of greetd-ipc(7) byte for byte: what `GreetdAuthenticator` writes on the
/// socket for each turn, against greetd's answers as greetd 0.9 gives them.
@MainActor
final class GreetdConversationTests: XCTestCase {
    private let password =
        #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#
    private let success = #"{"type":"success"}"#
    private let wrongAnswer =
        #"{"type":"error","error_type":"auth_error","description":"pam_authenticate: AUTH_ERR"}"#
    /// greetd 0.9's answer to `cancel_session` after an `auth_error`: its session worker has
    /// exited, yet the session stays under configuration until this cancel (a `create_session`
    /// before it is refused with `a session is already being configured`).
    private let cancelAfterWrongAnswer =
        #"{"type":"error","error_type":"error","description":"unable to send message: Connection refused (os error 111)"}"#

    private func greetd(_ answers: [String]) throws -> ScriptedGreetd {
        let greetd = try ScriptedGreetd(answers: answers)
        addTeardownBlock { greetd.close() }
        return greetd
    }

    private func authenticator(_ greetd: ScriptedGreetd, givenUser: String? = nil, memory: String? = nil)
        -> GreetdAuthenticator
    {
        GreetdAuthenticator(
            settings: .init(
                socketPath: greetd.path, sessions: [.shell], memoryDirectory: memory, givenUser: givenUser))
    }

    private func step(_ turn: ConversationTurn) -> ConversationStep? {
        if case .ask(let step, _) = turn { return step }
        return nil
    }

    /// greetd's responses are a few hundred bytes: a length prefix past 64 KiB is refused as not
    /// greetd-ipc before a byte of it is read or allocated (whatever listens on the socket cannot
    /// make the greeter wait for, or hold, megabytes).
    func testAResponseLongerThanGreetdEverSendsIsRefusedUnread() async throws {
        var length = UInt32(16 << 20)
        let header = withUnsafeBytes(of: &length) { Array($0) }
        let greetd = try ScriptedGreetd(frames: [header + Array(repeating: UInt8(ascii: "x"), count: 100)])
        addTeardownBlock { greetd.close() }
        let greeter = authenticator(greetd)
        let turn = await greeter.answer(
            Reply(choice: "continue", answers: ["user": "alice"]), to: "greetdUser")
        guard case .ask(let step, let feedback) = turn else { return XCTFail("\(turn)") }
        XCTAssertEqual(step.id, "greetdUser", "asked for a user name again")
        XCTAssertEqual(
            feedback.message,
            GreetdError.protocolViolation("a response of \(16 << 20) bytes").message)
    }

    func testAWrongAnswerIsFollowedByTheCancelGreetdNeedsBeforeTheNextUser() async throws {
        let greetd = try greetd([password, wrongAnswer, cancelAfterWrongAnswer, password])
        let greeter = authenticator(greetd)
        _ = await greeter.answer(Reply(choice: "continue", answers: ["user": "alice"]), to: "greetdUser")
        let refused = await greeter.answer(
            Reply(choice: "continue", answers: ["answer": "wrong"]), to: "greetd1")
        XCTAssertEqual(
            refused, .refused(GreetdAuthenticator.authenticationFailure.text),
            "greetd's error to the cancel is not shown")
        let again = await greeter.begin()
        XCTAssertEqual(step(again)?.prompts.first?.label, "Password: ", "the next attempt starts at once")
        XCTAssertEqual(
            greetd.requests,
            [
                ScriptedGreetd.frame(#"{"type":"create_session","username":"alice"}"#),
                ScriptedGreetd.frame(#"{"response":"wrong","type":"post_auth_message_response"}"#),
                ScriptedGreetd.frame(#"{"type":"cancel_session"}"#),
                ScriptedGreetd.frame(#"{"type":"create_session","username":"alice"}"#),
            ], greetd.requestTexts.joined(separator: "\n"))
        XCTAssertEqual(greetd.requests[2], [25, 0, 0, 0] + Array(#"{"type":"cancel_session"}"#.utf8))
    }

    /// A user name typed with a stray space or tab around it is the name without them (greetd
    /// and PAM would look for a user called `  alice`); an empty one is asked again, and greetd
    /// hears nothing of it.
    func testAUserNameIsSentWithoutTheSpacesAroundItAndAnEmptyOneIsAskedAgain() async throws {
        let greetd = try greetd([password])
        let greeter = authenticator(greetd)
        let empty = await greeter.answer(
            Reply(choice: "continue", answers: ["user": " \t "]), to: "greetdUser")
        XCTAssertEqual(step(empty)?.id, "greetdUser")
        XCTAssertEqual(greetd.requests, [], "an empty name starts nothing")
        let asked = await greeter.answer(
            Reply(choice: "continue", answers: ["user": "  alice\t"]), to: "greetdUser")
        XCTAssertEqual(step(asked)?.prompts.first?.label, "Password: ")
        XCTAssertEqual(
            greetd.requests, [ScriptedGreetd.frame(#"{"type":"create_session","username":"alice"}"#)],
            greetd.requestTexts.joined(separator: "\n"))
    }

    func testAUserGivenInAdvanceOpensOnTheirFirstQuestionAndEscAsksForAnother() async throws {
        let greetd = try greetd([password, success, password])
        let greeter = authenticator(greetd, givenUser: "alice")
        let first = await greeter.begin()
        XCTAssertEqual(step(first)?.prompts.map(\.label), ["Password: "], "no user name asked")
        XCTAssertEqual(step(first)?.lines, [.info(GreetdAuthenticator.loggingInAs("alice"))])
        let back = await greeter.back(from: "greetd1")
        XCTAssertEqual(step(back)?.id, "greetdUser", "Esc asks for a user name")
        XCTAssertEqual(step(back)?.prompts.first?.value, "", "the user name field is empty")
        let other = await greeter.answer(
            Reply(choice: "continue", answers: ["user": "bob"]), to: "greetdUser")
        XCTAssertEqual(step(other)?.lines.first, .info(GreetdAuthenticator.loggingInAs("bob")))
        XCTAssertEqual(
            greetd.requestTexts,
            [
                #"{"type":"create_session","username":"alice"}"#, #"{"type":"cancel_session"}"#,
                #"{"type":"create_session","username":"bob"}"#,
            ])
    }

    func testAUserGivenInAdvanceComesBeforeTheRememberedOne() async throws {
        let memory = NSTemporaryDirectory() + "authtui-memory-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: memory) }
        var remembered = GreeterMemory()
        remembered.remember(user: "carol", session: "shell")
        try remembered.write(to: memory)
        let greetd = try greetd([password, password])
        _ = await authenticator(greetd, givenUser: "alice", memory: memory).begin()
        _ = await authenticator(greetd, memory: memory).begin()
        XCTAssertEqual(
            greetd.requestTexts,
            [
                #"{"type":"create_session","username":"alice"}"#,
                #"{"type":"create_session","username":"carol"}"#,
            ])
    }

    func testAMemoryWrittenByAnotherUserIsSaidOnTheFirstStep() async throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let memory = NSTemporaryDirectory() + "authtui-memory-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: memory) }
        var remembered = GreeterMemory()
        remembered.remember(user: "mallory", session: "shell")
        try remembered.write(to: memory)
        XCTAssertEqual(chown(memory + "/" + GreeterMemory.fileName, 65534, 65534), 0)
        let greetd = try greetd([password])
        let greeter = authenticator(greetd, memory: memory)
        let first = step(await greeter.begin())
        XCTAssertEqual(first?.id, "greetdUser", "mallory's name is not offered")
        XCTAssertEqual(
            first?.lines,
            [
                .error(
                    "Not using \(memory)/\(GreeterMemory.fileName): written by another user (uid 65534, not the greeter's 0)"
                )
            ])
        let asked = step(
            await greeter.answer(Reply(choice: "continue", answers: ["user": "alice"]), to: "greetdUser"))
        XCTAssertEqual(asked?.lines.first, first?.lines.first, "and again on the user's first question")
    }

    /// `--user-menu`: the first step lists the people, the last user first (the default, so
    /// Enter logs them in); choosing one asks greetd for them; "Other user…" asks for a name, and
    /// Esc there comes back to the menu.
    func testTheUserMenuOffersThePeopleLastUserFirstAndAChoiceAnswersTheUserQuestion() async throws {
        let memory = NSTemporaryDirectory() + "authtui-memory-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: memory) }
        var remembered = GreeterMemory()
        remembered.remember(user: "bob", session: "shell")
        try remembered.write(to: memory)
        let greetd = try greetd([password, success, password])
        let menu = UserMenu(people: [.init(name: "alice", fullName: "Alice Liddell"), .init(name: "bob")])
        let greeter = GreetdAuthenticator(
            settings: .init(
                socketPath: greetd.path, sessions: [.shell], memoryDirectory: memory, userMenu: menu))
        // The remembered user's question first, as without a menu; Esc: the menu.
        _ = await greeter.begin()
        let back = await greeter.back(from: "greetd1")
        let first = try XCTUnwrap(step(back))
        XCTAssertEqual(first.id, "greetdUser")
        XCTAssertEqual(first.prompts, [], "nothing to type on the menu")
        XCTAssertEqual(
            first.choices.map(\.label), ["bob", "Alice Liddell (alice)", GreetdAuthenticator.otherUser.text])
        XCTAssertEqual(first.defaultChoice?.id, "user:bob", "the last user is the default")
        XCTAssertFalse(first.mayGoBack)
        let chosen = await greeter.answer(Reply(choice: "user:alice"), to: "greetdUser")
        XCTAssertEqual(step(chosen)?.lines.first, .info(GreetdAuthenticator.loggingInAs("alice")))
        let again = await greeter.back(from: "greetd1")
        let other = try XCTUnwrap(step(again))
        let asked = await greeter.answer(Reply(choice: "otherUser"), to: other.id)
        let typing = try XCTUnwrap(step(asked))
        XCTAssertEqual(typing.prompts.map(\.id), ["user"])
        XCTAssertTrue(typing.mayGoBack, "Esc goes back to the menu")
        let menuAgain = await greeter.back(from: typing.id)
        XCTAssertEqual(step(menuAgain)?.id, "greetdUser")
        let unknown = await greeter.answer(Reply(choice: "user:mallory"), to: "greetdUser")
        XCTAssertEqual(step(unknown)?.id, "greetdUser", "only the menu's people are chosen")
        XCTAssertEqual(
            greetd.requestTexts,
            [
                #"{"type":"create_session","username":"bob"}"#, #"{"type":"cancel_session"}"#,
                #"{"type":"create_session","username":"alice"}"#, #"{"type":"cancel_session"}"#,
            ])
    }

    /// `start_session` carries the session's own variables (its type) and then the
    /// administrator's `--env` ones, which PAM's environment takes in that order.
    func testStartSessionGivesTheSessionTypeThenTheConfiguredEnvironment() async throws {
        let greetd = try greetd([success, success])
        let x11 = DesktopSession(
            id: "x11/xfce.desktop", name: "Xfce", command: "startx /usr/bin/env startxfce4", kind: .x11)
        let greeter = GreetdAuthenticator(
            settings: .init(
                socketPath: greetd.path, sessions: [x11], environment: ["LANG=de_DE.UTF-8", "EDITOR=vi"]))
        let signedIn = await greeter.answer(
            Reply(choice: "continue", answers: ["user": "alice"]), to: "greetdUser")
        let sessions = try XCTUnwrap(step(signedIn))
        XCTAssertEqual(sessions.choices.map(\.label), [DesktopSession.x11Label("Xfce")])
        let started = await greeter.answer(Reply(choice: x11.id), to: sessions.id)
        guard case .signedIn = started else { return XCTFail("\(started)") }
        XCTAssertEqual(
            greetd.requestTexts.last,
            #"{"cmd":["startx /usr/bin/env startxfce4"],"env":["XDG_SESSION_TYPE=x11","LANG=de_DE.UTF-8","EDITOR=vi"],"type":"start_session"}"#
        )
    }
}
