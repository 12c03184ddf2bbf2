import XCTest

@testable import AuthDomain

/// The `--auth-command` line protocol, headless: what a program's lines mean, and what authtui
/// writes back.
final class AuthCommandLinesTests: XCTestCase {
    func testAStepWithLinesPromptsAndChoicesIsAskedAsWritten() {
        let turn = AuthCommandLines.turn(from: [
            "step otp One-time code", "info Sent to your phone", "scan otpauth://totp/x",
            "visible user User name",
            "secret code Code", "new-secret fresh New PIN", "choice send Send", "choice again Send again",
            "invalid code Too late", "message Try once more", "ask",
        ])
        guard case .ask(let step, let feedback) = turn else { return XCTFail("\(turn)") }
        XCTAssertEqual(step.id, "otp")
        XCTAssertEqual(step.title, "One-time code")
        XCTAssertEqual(step.lines, [.info("Sent to your phone"), .scan("otpauth://totp/x")])
        XCTAssertEqual(step.prompts.map(\.kind), [.visible, .secret, .newSecret])
        XCTAssertEqual(step.prompts.map(\.label), ["User name", "Code", "New PIN"])
        XCTAssertEqual(step.prompts.map(\.value), [nil, "", ""], "secrets are asked afresh every time")
        XCTAssertEqual(step.choices.map(\.id), ["send", "again"])
        XCTAssertEqual(feedback, StepFeedback(errors: ["code": "Too late"], message: "Try once more"))
    }

    func testAStepWithoutChoicesGetsOneAndUnknownLinesAreIgnored() {
        let turn = AuthCommandLines.turn(from: ["step s Hello", "colour blue", "ask"])
        guard case .ask(let step, _) = turn else { return XCTFail("\(turn)") }
        XCTAssertEqual(step.choices.map(\.label), ["OK"])
        XCTAssertEqual(step.lines, [])
    }

    func testTheEndsOfAConversation() {
        XCTAssertEqual(
            AuthCommandLines.turn(from: ["signed-in alice Alice Liddell"]),
            .signedIn(Identity(user: "alice", displayName: "Alice Liddell", authenticator: "command")))
        XCTAssertEqual(
            AuthCommandLines.turn(from: ["signed-in bob"]),
            .signedIn(Identity(user: "bob", displayName: "bob", authenticator: "command")))
        XCTAssertEqual(AuthCommandLines.turn(from: ["refused Account expired"]), .refused("Account expired"))
        XCTAssertEqual(AuthCommandLines.turn(from: ["cancelled"]), .cancelled)
    }

    func testAProgramThatStopsOrNamesNobodyRefuses() {
        XCTAssertEqual(
            AuthCommandLines.turn(from: []), .refused(AuthCommandLines.stoppedWithoutAnswer))
        XCTAssertEqual(
            AuthCommandLines.turn(from: ["step s Half a step", "secret p Password"]),
            .refused(AuthCommandLines.stoppedWithoutAnswer))
        XCTAssertEqual(
            AuthCommandLines.turn(from: ["signed-in"]),
            .refused(AuthCommandLines.stoppedWithoutAnswer))
        XCTAssertEqual(
            AuthCommandLines.turn(from: ["signed-in "]),
            .refused(AuthCommandLines.stoppedWithoutAnswer))
    }

    /// Issue 26 #11: the name a program signs in reaches scripts (`--print`, `AUTHTUI_USER`);
    /// one with ESC, BEL, C1 controls or U+202E is refused where it enters, as a username would be.
    func testAProgramThatSignsInANameWithControlOrBidiCharactersIsRefused() {
        for line in [
            "signed-in ali\u{1B}]0;owned\u{07}ce Alice", "signed-in alice Al\u{202E}ice",
            "signed-in alice A\u{9B}2J",
            "signed-in alice\u{7F}", "signed-in alice Alice\u{2028}Liddell",
        ] {
            XCTAssertEqual(
                AuthCommandLines.turn(from: [line]),
                .refused(AuthCommandLines.namedWithControlCharacters), line)
        }
    }

    /// An answer is one line whatever was typed: a pasted line break cannot add a `chose` or a
    /// `signed-in` of its own.
    func testAnAnswerCannotInjectAProtocolLine() {
        let lines = AuthCommandLines.reply(
            Reply(choice: "unlock", answers: ["b": "x\nchose admin", "a": "tab\there\u{7F}"]))
        XCTAssertEqual(lines, ["answer a tab here ", "answer b x chose admin", "chose unlock"])
    }

    /// A real `sh` program whose step has an `info` line of `padding` `x`s; `tail` is written
    /// after a pause, so whatever authtui has read by then ends exactly one byte past 4 KiB for a
    /// padding of 4 092 (`info ` and 4 092 bytes), as a program echoing a long typed name would.
    @MainActor
    private static func helper(infoPadding padding: Int, tail: String) -> CommandAuthenticator {
        CommandAuthenticator(
            command: """
                printf 'step who Who\\n'
                printf 'info %s' "$(printf '%\(padding)s' '' | tr ' ' x)"
                sleep 0.3
                printf '\(tail)\\n'
                """)
    }

    /// Issue 44 #4: a program that never signs anyone in but writes one line over 4 KiB ending in
    /// `signed-in root` (cut at 4 KiB, the rest was read as the next line: root was signed in).
    @MainActor
    func testAHelpersOverlongLineEndingInSignedInRootSignsNobodyIn() async {
        let authenticator = Self.helper(infoPadding: 4092, tail: "signed-in root")
        let turn = await authenticator.begin()
        XCTAssertEqual(turn, .refused(AuthCommandLines.lineTooLong))
    }

    /// The limit is 4 096 bytes before the newline: a line of exactly that is read whole.
    @MainActor
    func testAHelperLineOfExactly4KiBIsReadWhole() async {
        let authenticator = Self.helper(infoPadding: 4091, tail: "\\nvisible name Name\\nask")
        guard case .ask(let step, _) = await authenticator.begin() else {
            return XCTFail("a 4 096-byte line ended the conversation")
        }
        XCTAssertEqual(step.lines, [.info(String(repeating: "x", count: 4091))])
        XCTAssertEqual(step.prompts.map(\.id), ["name"])
        _ = await authenticator.back(from: step.id)
    }
}
