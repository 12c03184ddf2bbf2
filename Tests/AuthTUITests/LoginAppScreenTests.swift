import AuthDomain
import Foundation
import XCTest

@testable import AuthTUI

/// The login app's frames, rendered to a canvas from a real router and account store.
@MainActor
final class LoginAppScreenTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)

    private func makeApp(region: Rect? = nil, animation: Double = 0, clock: ManualClock = ManualClock())
        async throws -> (LoginAppScreen, AppRouter)
    {
        let directory = NSTemporaryDirectory() + "authtui-screen-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.openDefault(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let probe = ConnectivityProbe(
            routes: {
                RoutingTable(
                    ipv4: "Iface\tDestination\tGateway\tFlags\tRefCnt\tUse\tMetric\tMask\n"
                        + "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\n", ipv6: "")
            },
            interfaceIsUp: { _ in true }, storeAnswers: { true })
        let router = AppModules.build(
            service: service, probe: probe, settings: .init(hostRegion: region, animation: animation))
        let screen = LoginAppScreen(router: router, colorTier: .direct, noColor: false, clock: clock)
        await router.start()
        try await until { router.auth.state.connection == .online }
        return (screen, router)
    }

    private func until(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertTrue(condition(), "timed out")
    }

    func testStartScreenShowsTitleButtonAndHintLine() async throws {
        let (screen, _) = try await makeApp()
        let frame = screen.frame(size: size).canvas
        XCTAssertTrue(frame.lines[6].contains("AUTHENTICATION"), frame.lines[6])
        XCTAssertTrue(frame.lines[7].contains("IS EASY"))
        XCTAssertTrue(frame.lines[19].contains("[ SIGN IN / REGISTER ]"), frame.lines[19])
        XCTAssertEqual(
            frame.lines[23].trimmingCharacters(in: .whitespaces),
            "Tab next · Enter submit · Esc back · Ctrl-C quit")
    }

    func testSignInSheetOpensOverADimmedStartScreenWithTheCursorInTheField() async throws {
        let (screen, _) = try await makeApp()
        let before = screen.frame(size: size).canvas
        XCTAssertEqual(screen.handle(.enter), .keepRunning)
        let (frame, cursor) = screen.frame(size: size)
        let text = frame.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("SIGN IN / REGISTER"))
        XCTAssertTrue(text.contains("Email"))
        XCTAssertTrue(text.contains("[ Next ]"))
        // A corner cell outside the sheet keeps its glyph but is blended toward the scrim.
        XCTAssertEqual(frame[0, 0].grapheme, before[0, 0].grapheme)
        XCTAssertEqual(
            frame[0, 0].background, Compositor.blend(before[0, 0].background, toward: .black, opacity: 0.6))
        let caret = try XCTUnwrap(cursor)
        XCTAssertTrue(frame.lines[caret.y - 1].contains("Email"), "the cursor sits in the Email field")
    }

    func testEscapeFadesTheSheetOutInsteadOfCuttingIt() async throws {
        let clock = ManualClock()
        let (screen, router) = try await makeApp(animation: 0.3, clock: clock)
        try await until { router.homeNavigator.scene.activeScreen?.screenID == ScreenID.start }
        clock.advance(by: .seconds(1))
        screen.tick()
        _ = screen.frame(size: size)
        _ = screen.handle(.enter)
        clock.advance(by: .seconds(1))
        screen.tick()
        XCTAssertTrue(screen.frame(size: size).canvas.lines.joined().contains("[ Next ]"))
        _ = screen.handle(.escape)
        XCTAssertEqual(router.auth.state.steps, [])
        clock.advance(by: .milliseconds(150))
        screen.tick()
        let halfway = screen.frame(size: size).canvas
        XCTAssertTrue(halfway.lines.joined().contains("[ Next ]"), "still fading out")
        clock.advance(by: .seconds(1))
        screen.tick()
        XCTAssertFalse(screen.frame(size: size).canvas.lines.joined().contains("[ Next ]"))
        XCTAssertNil(screen.nextDeadline, "idle once the fade is over")
    }

    func testTypedEmailSurvivesATooSmallTerminal() async throws {
        let (screen, _) = try await makeApp()
        _ = screen.frame(size: size)  // keys act on what is on screen
        _ = screen.handle(.enter)
        for character in "ada@ex" { _ = screen.handle(.character(character)) }
        let tiny = screen.frame(size: TerminalSize(width: 30, height: 8)).canvas
        XCTAssertTrue(tiny.lines.joined().contains("Terminal too small"), tiny.lines.joined(separator: "\n"))
        _ = screen.handle(.character("X"))  // ignored while too small
        let back = screen.frame(size: size).canvas
        XCTAssertTrue(
            back.lines.joined(separator: "\n").contains("ada@ex"), back.lines.joined(separator: "\n"))
        XCTAssertFalse(back.lines.joined(separator: "\n").contains("ada@exX"))
    }

    func testHostRegionConfinesTheStartScreen() async throws {
        let (screen, _) = try await makeApp(region: Rect(x: 0, y: 0, width: 40, height: 12))
        let frame = screen.frame(size: size).canvas
        let background = Theme.standard[.background].background
        for (x, y) in [(60, 5), (10, 18), (79, 0)] {
            XCTAssertEqual(frame[x, y].background, background, "(\(x), \(y)) is outside the region")
            XCTAssertEqual(frame[x, y].grapheme, " ")
        }
        XCTAssertTrue(frame.lines[..<12].joined().contains("SIGN IN / REGISTER"))
    }

    func testSignedInHostGreetsAndOffersItsButtons() async throws {
        let (screen, router) = try await makeApp()
        router.auth.openSignIn()
        router.auth.submitEmail("ada@example.com")
        router.auth.createAccount(password: "correct horse battery")
        await router.auth.register(
            email: "ada@example.com", password: "correct horse battery", username: "Ada")
        try await until { !router.homeNavigator.scene.coversHost }
        screen.tick()
        let text = screen.frame(size: size).canvas.lines.joined(separator: "\n")
        for label in ["Hi, Ada", "[ Log out ]", "[ Delete account ]", "[ Secret page ]"] {
            XCTAssertTrue(text.contains(label), label)
        }
    }

    func testUsernameWithEscapeSequencesIsDrawnInert() async throws {
        let (screen, router) = try await makeApp()
        router.loggedIn.show(
            Account(id: 1, email: "e@x.io", username: "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}evil"))
        try router.homeNavigator.logout(presentLoading: false)
        try await router.homeNavigator.finishLogin(success: true)
        screen.tick()
        let frame = screen.frame(size: size).canvas
        for cell in frame.cells {
            XCTAssertFalse(
                cell.grapheme.unicodeScalars.contains {
                    $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E
                })
        }
    }
}
