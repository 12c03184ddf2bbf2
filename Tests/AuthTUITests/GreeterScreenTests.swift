import AuthDomain
import AuthGreetd
import Foundation
import XCTest

@testable import AuthLogin
@testable import AuthTUI

/// `authtui greet`'s screen on the Linux console's terms (80×25, 8 colours): the real greeter
/// composition and the real greetd conversation, up to the point where greetd would answer.
@MainActor
final class GreeterScreenTests: XCTestCase {
    private let console = TerminalSize(width: 80, height: 25)

    private struct FixedWallClock: WallClock {
        let seconds: Double
        func now() -> Double { seconds }
    }

    override func setUp() {
        super.setUp()
        setenv("TZ", "UTC", 1)
        tzset()
    }

    private func greeter(
        power: [GreetdAuthenticator.PowerAction] = [], socket: String = "/nonexistent/greetd.sock"
    )
        async -> (Greeter, RootScreen)
    {
        let greetd = GreetdAuthenticator(
            settings: .init(socketPath: socket, sessions: [.shell], powerActions: power, memoryDirectory: nil)
        )
        // 2027-01-15 08:00:00 UTC, a Friday.
        let greeter = Greeter(
            authenticator: greetd, settings: LoginGuard.Settings(animation: 0), hostName: "console-box",
            clock: FixedWallClock(seconds: 1_800_000_000))
        let context = ScreenContext(colorTier: .ansi8, clock: ManualClock())
        context.fadeSeconds = 0
        let root = RootScreen(greeter.screen, context: context)
        greeter.start()
        await greeter.work.settled()
        return (greeter, root)
    }

    private func shown(_ root: RootScreen) -> [String] { root.frame(size: console).canvas.lines }

    func testTheGreeterOpensOnTheUserNameWithTheMachineAndTheTimeOnTheFirstRow() async {
        let (_, root) = await greeter()
        let lines = shown(root)
        XCTAssertTrue(lines[0].hasPrefix(" console-box"), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("Fri 15 Jan 08:00 "), lines[0])
        let screen = lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains("Log in"), screen)
        XCTAssertTrue(screen.contains("User name"), screen)
        XCTAssertTrue(screen.contains("[ Next ]"), screen)
        XCTAssertFalse(screen.contains("Terminal too small"), "the console's 80×25 is enough:\n\(screen)")
        XCTAssertFalse(
            screen.contains("Reboot") || screen.contains("Power off"), "no power action unless configured")
        XCTAssertFalse(
            screen.contains("LOG IN"), "no Start screen button behind the open conversation:\n\(screen)")
    }

    func testTheClockShowsTheTimeItIsGiven() async {
        let (greeter, root) = await greeter()
        greeter.screen.time = 1_800_000_000 + 3 * 3600 + 25 * 60
        XCTAssertTrue(shown(root)[0].hasSuffix("Fri 15 Jan 11:25 "), shown(root)[0])
    }

    func testConfiguredPowerActionsAreOfferedAndRunTheAdministratorsCommand() async throws {
        let marker = NSTemporaryDirectory() + "authtui-reboot-" + UUID().uuidString
        addTeardownBlock { unlink(marker) }
        let (greeter, root) = await greeter(power: [
            .init(id: "reboot", label: "Reboot", command: "echo rebooted > \(marker)"),
            .init(id: "powerOff", label: "Power off", command: "exit 3"),
        ])
        let screen = shown(root).joined(separator: "\n")
        XCTAssertTrue(screen.contains("[ Reboot ]") && screen.contains("[ Power off ]"), screen)
        await greeter.login.auth.choose("reboot")
        XCTAssertEqual(try String(contentsOfFile: marker, encoding: .utf8), "rebooted\n")
        await greeter.login.auth.choose("powerOff")
        XCTAssertEqual(
            greeter.login.auth.state.top?.message, "Power off failed: the command exited with status 3",
            "a failed power action says so on the step")
        XCTAssertTrue(
            shown(root).joined(separator: "\n").contains("Power off failed"),
            shown(root).joined(separator: "\n"))
    }

    func testAGreetdThatCannotBeReachedIsSaidOnTheUserStep() async {
        let (greeter, root) = await greeter(socket: "/nonexistent/greetd.sock")
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        let screen = shown(root).joined(separator: "\n")
        XCTAssertTrue(screen.contains("cannot reach greetd at"), screen)
        XCTAssertEqual(greeter.login.auth.state.stepIDs, ["greetdUser"], "still asking for the user name")
        XCTAssertNil(greeter.identity)
    }

    func testAnEmptyUserNameIsAskedAgain() async {
        let (greeter, root) = await greeter()
        await greeter.login.auth.choose("continue")
        XCTAssertTrue(shown(root).joined(separator: "\n").contains("Type your user name"))
    }
}
