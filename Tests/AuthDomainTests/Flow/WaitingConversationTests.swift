import XCTest

@testable import AuthDomain

/// Issue 38 #4: a turn that waits for something outside, finished by the authenticator when the
/// outside answers, and cancelled by backing out, the authenticator told (its task cancelled)
/// before it is asked where to go back to: its calls still come one at a time.
@MainActor
final class WaitingConversationTests: XCTestCase {
    /// Shows a code and waits until `approve()` (or a cancellation).
    private final class Approval: Authenticator {
        let startLabel = "SIGN IN"
        var calls: [String] = []
        private var approved = false

        func approve() { approved = true }

        func begin() async -> ConversationTurn {
            calls.append("begin")
            return .waiting(
                ConversationStep(
                    id: "approve", title: "Approve", lines: [.scan("https://id.example.com/d")],
                    choices: [Choice(id: "check", label: "Check now")]),
                doing: "Waiting for the approval")
        }

        func awaitOutside(_ stepID: String) async -> ConversationTurn {
            calls.append("awaitOutside \(stepID)")
            while !approved {
                if Task.isCancelled {
                    calls.append("cleaned up")
                    // What a wait returns once cancelled is not used, whatever it says.
                    return .signedIn(
                        Identity(user: "mallory", displayName: "Mallory", authenticator: "approval"))
                }
                await Task.yield()
            }
            return .signedIn(Identity(user: "ada", displayName: "Ada", authenticator: "approval"))
        }

        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
            calls.append("answer")
            return .cancelled
        }

        func back(from stepID: String) async -> ConversationTurn {
            calls.append("back \(stepID)")
            return .cancelled
        }
    }

    private func presenter(_ authenticator: Approval, signedIn: @escaping @MainActor (Identity) -> Void)
        -> AuthFlowPresenter
    {
        let flow = AuthFlowPresenter(
            authenticator: authenticator,
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            onSignedIn: { signedIn($0) })
        return flow
    }

    func testAWaitingStepIsShownAndTheOutsidesAnswerFinishesIt() async {
        let approval = Approval()
        var who: Identity?
        let flow = presenter(approval) { who = $0 }
        await flow.retry()
        await flow.open()
        XCTAssertEqual(flow.state.stepIDs, ["approve"])
        XCTAssertEqual(flow.state.waitingFor, "Waiting for the approval")
        await flow.choose("check")
        XCTAssertFalse(approval.calls.contains("answer"), "no answer while it waits")
        approval.approve()
        await flow.outsideAnswered()
        XCTAssertFalse(flow.state.isWaiting)
        XCTAssertEqual(who?.user, "ada")
        XCTAssertEqual(approval.calls, ["begin", "awaitOutside approve"])
    }

    func testBackingOutOfAWaitTellsTheAuthenticatorBeforeAskingItWhereToGo() async {
        let approval = Approval()
        var who: Identity?
        let flow = presenter(approval) { who = $0 }
        await flow.retry()
        await flow.open()
        XCTAssertTrue(flow.state.isWaiting)
        await flow.back()
        XCTAssertEqual(approval.calls, ["begin", "awaitOutside approve", "cleaned up", "back approve"])
        XCTAssertFalse(flow.state.isWaiting)
        XCTAssertTrue(flow.state.steps.isEmpty, "backed out of the first step: the Start screen")
        approval.approve()
        await flow.outsideAnswered()
        XCTAssertNil(who, "a cancelled wait signs nobody in")
    }

    /// A wait that ends by showing its step anew (an OpenID code's time left) goes on waiting on
    /// the same step, its lines replaced, never seen as not waiting: the line mode stays in its
    /// wait and says nothing more, the sheets draw the new lines.
    func testAWaitThatAsksItsStepAgainKeepsWaitingWithTheNewLines() async {
        final class Countdown: Authenticator {
            let startLabel = "SIGN IN"
            var waits = 0
            var approved = false
            func step(_ minutes: Int) -> ConversationStep {
                ConversationStep(
                    id: "code", title: "Code", lines: [.info("\(minutes) minutes left")],
                    choices: [Choice(id: "cancel", label: "Cancel", backsOut: true)])
            }
            func begin() async -> ConversationTurn { .waiting(step(2), doing: "Waiting") }
            func awaitOutside(_ stepID: String) async -> ConversationTurn {
                waits += 1
                if waits == 1 { return .waiting(step(1), doing: "Waiting") }
                while !approved, !Task.isCancelled { await Task.yield() }
                return .signedIn(Identity(user: "ada", displayName: "Ada", authenticator: "countdown"))
            }
            func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .cancelled }
            func back(from stepID: String) async -> ConversationTurn { .cancelled }
        }
        let countdown = Countdown()
        var who: Identity?
        let flow = AuthFlowPresenter(
            authenticator: countdown, probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { true }),
            onSignedIn: { who = $0 })
        await flow.retry()
        await flow.open()
        var seen: [Bool] = []
        await eventually {
            seen.append(flow.state.isWaiting)
            return countdown.waits >= 2
        }
        XCTAssertEqual(Set(seen), [true], "never seen between two waits")
        XCTAssertEqual(flow.state.stepIDs, ["code"])
        XCTAssertEqual(flow.state.top?.step.lines, [.info("1 minutes left")])
        XCTAssertEqual(flow.state.waitingFor, "Waiting")
        countdown.approved = true
        await flow.outsideAnswered()
        XCTAssertEqual(who?.user, "ada")
    }
}
