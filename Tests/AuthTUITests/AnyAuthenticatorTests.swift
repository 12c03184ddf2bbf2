import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI

/// An authenticator unlike the built-in one: an information line and three secrets, one a step,
/// with its own button, titles and identity. Nothing in AuthTUI knows it.
@MainActor
final class VaultAuthenticator: Authenticator {
    static let secrets = ["amber", "basalt", "cobalt"]
    let startLabel = "OPEN THE VAULT"

    func begin() async -> ConversationTurn { .ask(step(0)) }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        guard let index = Int(stepID.dropFirst("secret-".count)) else { return .cancelled }
        guard reply["secret"] == Self.secrets[index] else {
            return .ask(step(index, emptied: true), StepFeedback(errors: ["secret": "Not that one"]))
        }
        if index == Self.secrets.count - 1 {
            return .signedIn(Identity(user: "keeper", displayName: "Keeper", authenticator: "vault"))
        }
        return .ask(step(index + 1))
    }

    func back(from stepID: String) async -> ConversationTurn {
        guard let index = Int(stepID.dropFirst("secret-".count)), index > 0 else { return .cancelled }
        return .ask(step(index - 1, emptied: true))
    }

    private func step(_ index: Int, emptied: Bool = false) -> ConversationStep {
        let ordinal = ["First", "Second", "Third"][index]
        return ConversationStep(
            id: "secret-\(index)", title: "The vault",
            lines: index == 0 ? [.info("Three secrets open this vault.")] : [],
            prompts: [
                Prompt(id: "secret", label: "\(ordinal) secret", kind: .secret, value: emptied ? "" : nil)
            ],
            choices: [Choice(id: "unlock", label: "Unlock", busyLabel: "Turning the dial")])
    }
}

/// A custom authenticator drawn and driven by the real sheets of `LoginGate`, as an embedder
/// would use it: no view code of its own.
@MainActor
final class AnyAuthenticatorTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)

    private final class Blank: ScreenView {
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            ScreenFrame(canvas: context.blank(size))
        }
        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }

    /// A gate built as "Embed it" in docs/library.md builds one, run with `fadeSeconds` as
    /// `FullScreen.run(gate.screen, options: .init(fadeSeconds:))` runs it.
    /// `drawnFirst`: a frame is drawn before the gate starts, so the Start screen fades in (a
    /// first frame shows the fades it starts at their end).
    private func makeGate(
        fadeSeconds: Double = 0, clock: ManualClock = ManualClock(), drawnFirst: Bool = false
    ) async throws -> (LoginGate, RootScreen) {
        let directory = NSTemporaryDirectory() + "authtui-vault-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let gate = try LoginGate(
            host: Blank(), service: service, authenticator: VaultAuthenticator(),
            settings: LoginGuard.Settings(showsLoading: false, remembersSession: false))
        let context = ScreenContext(colorTier: .direct, clock: clock)
        context.fadeSeconds = fadeSeconds
        let screen = RootScreen(gate.screen, context: context)
        if drawnFirst { _ = screen.frame(size: size) }
        gate.start()
        await gate.work.settled()
        return (gate, screen)
    }

    private func press(_ keys: [Key], on screen: RootScreen, _ gate: LoginGate) async -> String {
        for key in keys { _ = screen.handle(key) }
        await gate.work.settled()
        return screen.frame(size: size).canvas.lines.joined(separator: "\n")
    }

    private func typed(_ text: String) -> [Key] { text.map(Key.character) + [.enter] }

    func testThreeSecretsAndAnInformationLineAreDrawnAsSheetsAndSignIn() async throws {
        let (gate, screen) = try await makeGate()
        var shown = await press([], on: screen, gate)
        XCTAssertTrue(shown.contains("OPEN THE VAULT"), shown)
        XCTAssertFalse(
            shown.contains(AccountAuthenticator.startButton.text), "the button is the authenticator's")

        shown = await press([.enter], on: screen, gate)
        XCTAssertTrue(shown.contains("The vault"), shown)
        XCTAssertTrue(shown.contains("Three secrets open this vault."), shown)
        XCTAssertTrue(shown.contains("First secret"), shown)
        XCTAssertTrue(shown.contains("Unlock"), shown)

        shown = await press(typed("amber"), on: screen, gate)
        XCTAssertTrue(shown.contains("Second secret"), shown)
        XCTAssertFalse(shown.contains("amber"), "a secret is never drawn")

        shown = await press(typed("granite"), on: screen, gate)
        XCTAssertTrue(shown.contains("Not that one"), shown)
        XCTAssertEqual(gate.login.auth.state.form.text("secret"), "", "a wrong secret is emptied")

        shown = await press([.escape], on: screen, gate)
        XCTAssertTrue(shown.contains("First secret"), "Esc goes back one step: \(shown)")
        XCTAssertEqual(gate.login.auth.state.form.text("secret"), "", "the authenticator emptied it")
        XCTAssertEqual(gate.login.auth.state.stepIDs, ["secret-0"])

        for secret in ["amber", "basalt"] { _ = await press(typed(secret), on: screen, gate) }
        XCTAssertNil(gate.identity)
        _ = await press(typed("cobalt"), on: screen, gate)
        XCTAssertEqual(gate.identity?.user, "keeper")
        XCTAssertEqual(gate.identity?.authenticator, "vault")
        XCTAssertFalse(gate.navigator.scene.coversHost, "signed in: the host shows")
    }

    func testEscapeFromTheFirstStepClosesTheConversation() async throws {
        let (gate, screen) = try await makeGate()
        _ = await press([.enter], on: screen, gate)
        let shown = await press([.escape], on: screen, gate)
        XCTAssertEqual(gate.login.auth.state.stepIDs, [])
        XCTAssertTrue(shown.contains("OPEN THE VAULT"), shown)
    }

    /// An embedder sets one fade length, the screen's, and writes nothing else: the navigator's
    /// Start screen and the conversation's sheets both fade for that long, not 0.3 s.
    func testAnEmbeddersOneFadeLengthIsEveryScreensFadeLength() async throws {
        let clock = ManualClock()
        let (gate, screen) = try await makeGate(fadeSeconds: 1, clock: clock, drawnFirst: true)
        _ = screen.frame(size: size)
        clock.advance(by: .milliseconds(500))
        screen.tick()
        let starting = screen.context.animator.running.values.sorted()
        XCTAssertEqual(starting.count, 1, "the Start screen is still fading in at 0.5 s: \(starting)")
        XCTAssertEqual(starting.first ?? 0, 0.5, accuracy: 0.05)
        clock.advance(by: .seconds(1))
        screen.tick()
        XCTAssertEqual(gate.navigator.scene.activeScreen?.transition, .shown)
        _ = await press([.enter], on: screen, gate)
        clock.advance(by: .milliseconds(500))
        screen.tick()
        let opening = screen.context.animator.running.values.sorted()
        XCTAssertEqual(opening.count, 1, "the sheet is still fading in at 0.5 s: \(opening)")
        XCTAssertEqual(opening.first ?? 0, 0.5, accuracy: 0.05)
    }
}
