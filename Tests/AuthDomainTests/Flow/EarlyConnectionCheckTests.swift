import Synchronization
import XCTest

@testable import AuthDomain

/// The connection check the app starts at launch, before the Start screen shows: the screen's
/// first check takes its answer, whichever of the two ends first, and the store is asked once.
@MainActor
final class EarlyConnectionCheckTests: XCTestCase {
    /// A store whose answers are counted and can be held back until `release()`.
    private final class HeldStore: Sendable {
        private let state = Mutex<
            (asked: Int, answered: Int, held: Bool, waiting: [CheckedContinuation<Void, Never>])
        >((0, 0, false, []))

        var asked: Int { state.withLock { $0.asked } }
        var answered: Int { state.withLock { $0.answered } }

        func hold() { state.withLock { $0.held = true } }

        func release() {
            let waiting = state.withLock { state in
                state.held = false
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }

        func answer() async -> Bool {
            let held = state.withLock { state in
                state.asked += 1
                return state.held
            }
            if held {
                await withCheckedContinuation { continuation in
                    let stillHeld = state.withLock { state in
                        if state.held { state.waiting.append(continuation) }
                        return state.held
                    }
                    if !stillHeld { continuation.resume() }
                }
            }
            state.withLock { $0.answered += 1 }
            return true
        }
    }

    private final class NoConversation: Authenticator {
        let startLabel = "SIGN IN"
        func begin() async -> ConversationTurn { .cancelled }
        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .cancelled }
        func back(from stepID: String) async -> ConversationTurn { .cancelled }
    }

    private func presenter(_ store: HeldStore) -> AuthFlowPresenter {
        AuthFlowPresenter(
            authenticator: NoConversation(),
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { await store.answer() }),
            onSignedIn: { _ in })
    }

    func testTheScreensFirstCheckTakesTheEarlyAnswerThatCameFirst() async {
        let store = HeldStore()
        let flow = presenter(store)
        await flow.checkConnectionEarly()
        await flow.retry()
        XCTAssertEqual(flow.state.connection, .online)
        XCTAssertEqual(store.asked, 1, "the store was asked once, at launch")
    }

    /// The early check started against a held store and waiting for its answer.
    private func earlyCheckOnItsWay() async -> (HeldStore, AuthFlowPresenter, Task<Void, Never>) {
        let store = HeldStore()
        store.hold()
        let flow = presenter(store)
        let early = Task { await flow.checkConnectionEarly() }
        await eventually { store.asked > 0 }
        return (store, flow, early)
    }

    func testTheEarlyCheckStillOnItsWayShowsItsAnswerOnTheScreen() async {
        let (store, flow, early) = await earlyCheckOnItsWay()
        await flow.retry()
        XCTAssertEqual(flow.state.connection, .checking, "the screen waits for the launch's check")
        store.release()
        await early.value
        XCTAssertEqual(flow.state.connection, .online)
        XCTAssertEqual(store.asked, 1, "the screen did not ask again")
    }

    private final class OneStep: Authenticator {
        let startLabel = "SIGN IN"
        func begin() async -> ConversationTurn {
            .ask(ConversationStep(id: "one", title: "One", choices: [Choice(id: "ok", label: "OK")]), .none)
        }
        func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .cancelled }
        func back(from stepID: String) async -> ConversationTurn { .cancelled }
    }

    /// Issue 41 #6: a conversation that opens at once (`login`, `run`) opens when the check
    /// passes, also when that is the launch's check answering after the screen appeared (with no
    /// loading screen it did not open, and the Start screen waited for Enter).
    func testAConversationThatOpensAtOnceOpensWhenTheEarlyCheckAnswersLate() async {
        let store = HeldStore()
        store.hold()
        let flow = AuthFlowPresenter(
            authenticator: OneStep(),
            probe: ConnectivityProbe(needsNetwork: false, storeAnswers: { await store.answer() }),
            onSignedIn: { _ in })
        flow.opensAtOnce = true
        let early = Task { await flow.checkConnectionEarly() }
        await eventually { store.asked > 0 }
        await flow.retry()
        XCTAssertEqual(flow.state.stepIDs, [], "not before the check passed")
        store.release()
        await early.value
        XCTAssertEqual(flow.state.stepIDs, ["one"])
    }

    func testAnEarlyCheckForgottenOnItsWayIsDroppedAndTheScreenAsksAgain() async {
        let (store, flow, early) = await earlyCheckOnItsWay()
        flow.forgetEarlyCheck()
        store.release()
        await early.value
        await flow.retry()
        XCTAssertEqual(flow.state.connection, .online)
        XCTAssertEqual(store.asked, 2, "the screen asked afresh")
    }

    func testARetryAfterTheFirstAsksTheStoreAgain() async {
        let store = HeldStore()
        let flow = presenter(store)
        await flow.checkConnectionEarly()
        await flow.retry()
        await flow.retry()
        XCTAssertEqual(store.asked, 2, "the early answer is used once")
    }
}
