import XCTest

@testable import AuthDomain

/// Issue 41 #6: how a person leaves the login, which scripts tell apart as dialog's do (Esc 255,
/// Cancel 1): Esc out of the first step, a choice that backs out, and a choice the conversation
/// answers by cancelling are told to `onBackedOut` as what they are; the app, which listens to
/// none of it, shows its Start screen again.
@MainActor
final class BackOutTests: XCTestCase {
    /// One step: a PIN, `Unlock`, `Cancel` (backs out as Esc does) and `Give up` (answered by
    /// cancelling, as an `--auth-command` program's own cancel is).
    private final class PIN: Authenticator {
        let startLabel = "UNLOCK"
        var cancelsAtOnce = false

        func begin() async -> ConversationTurn {
            if cancelsAtOnce { return .cancelled }
            return .ask(
                ConversationStep(
                    id: "pin", title: "Unlock", prompts: [Prompt(id: "pin", label: "PIN", kind: .secret)],
                    choices: [
                        Choice(id: "unlock", label: "Unlock"), Choice(id: "give-up", label: "Give up"),
                        Choice(id: "cancel", label: "Cancel", backsOut: true),
                    ]),
                .none)
        }

        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
            reply.choice == "give-up" ? .cancelled : await begin()
        }

        func back(from stepID: String) async -> ConversationTurn { .cancelled }
    }

    /// The flow with its first step open, and what `onBackedOut` heard (nil: not listening).
    private func openFlow(listening: Bool = true, _ pin: PIN = PIN()) async -> (
        AuthFlowPresenter, () -> [BackOut]
    ) {
        let flow = AuthFlowPresenter(
            authenticator: pin, probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            onSignedIn: { _ in })
        var heard: [BackOut] = []
        if listening { flow.onBackedOut = { heard.append($0) } }
        await flow.retry()
        await flow.open()
        return (flow, { heard })
    }

    func testEscapeOnTheFirstStepBacksOutByEscape() async {
        let (flow, heard) = await openFlow()
        XCTAssertEqual(flow.state.stepIDs, ["pin"])
        await flow.back()
        XCTAssertEqual(heard(), [.escape])
        XCTAssertTrue(flow.state.steps.isEmpty)
    }

    func testAChoiceThatBacksOutBacksOutByChoice() async {
        let (flow, heard) = await openFlow()
        await flow.choose("cancel")
        XCTAssertEqual(heard(), [.choice])
    }

    func testAChoiceTheConversationAnswersByCancellingBacksOutByChoice() async {
        let (flow, heard) = await openFlow()
        await flow.choose("give-up")
        XCTAssertEqual(heard(), [.choice])
    }

    func testEscapeOnTheStartScreenBacksOutOnlyWhenSomeoneListens() async {
        let (flow, heard) = await openFlow()
        XCTAssertFalse(flow.state.steps.isEmpty)
        flow.escapeAtStart()
        XCTAssertEqual(heard(), [], "a step is open: Esc is the step's")
        await flow.back()
        flow.escapeAtStart()
        XCTAssertEqual(heard(), [.escape, .escape])
        XCTAssertTrue(flow.backsOutAtStart)

        let (app, _) = await openFlow(listening: false)
        XCTAssertFalse(app.backsOutAtStart, "the app's Start screen stays")
    }

    func testWithNobodyListeningTheFirstStepsEscapeShowsTheStartScreenAgain() async {
        let (flow, _) = await openFlow(listening: false)
        await flow.back()
        XCTAssertTrue(flow.state.steps.isEmpty)
        await flow.open()
        XCTAssertEqual(flow.state.stepIDs, ["pin"], "its button opens the conversation again")
    }

    /// Nobody did anything: a conversation that cancels itself at once is no person backing out.
    func testAConversationThatCancelsItselfAtOnceIsNoBackOut() async {
        let pin = PIN()
        pin.cancelsAtOnce = true
        let (flow, heard) = await openFlow(pin)
        XCTAssertTrue(flow.state.steps.isEmpty)
        XCTAssertEqual(heard(), [])
        XCTAssertNil(flow.conversation.backOut)
    }
}
