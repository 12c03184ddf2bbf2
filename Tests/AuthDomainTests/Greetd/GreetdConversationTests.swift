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
}
