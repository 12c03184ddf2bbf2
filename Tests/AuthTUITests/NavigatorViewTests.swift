import AuthDomain
import XCTest

@testable import AuthTUI

/// `NavigatorView` drawing a navigator's scene over a host that holds protected text.
@MainActor
final class NavigatorViewTests: XCTestCase {
    private final class Secret: ScreenView, Authenticatable {
        var renders = 0
        func shouldLogin() async -> Bool { true }
        func willReturnFromLoginActions(success: Bool) {}
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            renders += 1
            var canvas = context.blank(size)
            canvas.draw("TOP SECRET", x: 2, y: 1, style: context.theme[.text])
            return ScreenFrame(canvas: canvas)
        }
        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }

    private final class Login: ScreenView {
        func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
            var canvas = context.blank(size)
            canvas.draw("LOGIN", x: 0, y: 0, style: context.theme[.text])
            return ScreenFrame(canvas: canvas)
        }
        func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
    }

    func testTheCoverBlanksWhatItHidesSoNothingCanBeSelectedOrCopied() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        navigator.animationDuration = 0.3
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        try navigator.logout(presentLoading: false)  // overlay up, the login screen starts fading in
        let size = TerminalSize(width: 30, height: 5)
        guarded.reconcile(size: size, context: context)  // the scene's fade starts here, not in render
        let covered = guarded.render(size: size, context: context).canvas
        XCTAssertFalse(covered.lines.joined().contains("TOP SECRET"), covered.lines.joined(separator: "\n"))
        XCTAssertFalse(covered.lines.joined().contains("LOGIN"), "the login screen is not there yet")
        clock.advance(by: .seconds(1))
        context.animator.step()
        XCTAssertTrue(guarded.render(size: size, context: context).canvas.lines[0].contains("LOGIN"))
        XCTAssertEqual(navigator.scene.screens.first?.transition, .shown, "the view reported the fade's end")
    }

    /// Issue 41 #7: `finishLogin(success: false)` kept the login screen and showed nothing, so a
    /// program's own login looked dead; the view now says the login failed, in the catalogue's
    /// words, on the screen's last row, whatever the program's screen draws.
    func testAFailedLoginIsSaidOnTheLoginScreen() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        navigator.animationDuration = 0
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        try await navigator.startAuthentication()
        let size = TerminalSize(width: 40, height: 5)
        guarded.reconcile(size: size, context: context)
        let before = guarded.render(size: size, context: context).canvas.lines
        XCTAssertFalse(
            before.joined().contains(NavigatorView.loginFailed.text), before.joined(separator: "\n"))
        try await navigator.finishLogin(success: false)
        guarded.reconcile(size: size, context: context)
        let after = guarded.render(size: size, context: context).canvas.lines
        XCTAssertTrue(after[4].contains(NavigatorView.loginFailed.text), after.joined(separator: "\n"))
        XCTAssertTrue(after[0].contains("LOGIN"), "the login screen itself is still there")
    }

    /// Under a cover over part of the host (a host region), the host is drawn, and the cover
    /// blanks its cells rather than recolouring them: the hidden text is not there to copy.
    func testACoverOverPartOfTheHostBlanksTheCellsItHides() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        navigator.animationDuration = 0.3
        navigator.hostRegion = Rect(x: 0, y: 0, width: 30, height: 3)
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        try navigator.logout(presentLoading: false)
        let size = TerminalSize(width: 30, height: 5)
        guarded.reconcile(size: size, context: context)
        let covered = guarded.render(size: size, context: context).canvas
        XCTAssertGreaterThan(host.renders, 0, "part of the host shows, so it is drawn")
        XCTAssertFalse(covered.lines.joined().contains("TOP SECRET"), covered.lines.joined(separator: "\n"))
    }

    /// Nothing of a host under a cover over all of it shows, so it is not drawn at all; under a
    /// cover over part of it, it is.
    func testAHostIsDrawnOnlyWhenSomeOfItShows() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        navigator.animationDuration = 0
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        let size = TerminalSize(width: 30, height: 5)
        _ = guarded.render(size: size, context: context)
        XCTAssertEqual(host.renders, 1, "uncovered")
        try navigator.logout(presentLoading: false)
        let covered = guarded.render(size: size, context: context).canvas
        XCTAssertEqual(host.renders, 1, "covered entirely")
        XCTAssertTrue(covered.lines[0].hasPrefix("LOGIN"))
        XCTAssertFalse(covered.lines.joined().contains("TOP SECRET"))
        navigator.hostRegion = Rect(x: 0, y: 3, width: 30, height: 2)
        XCTAssertTrue(guarded.render(size: size, context: context).canvas.lines[1].contains("TOP SECRET"))
        XCTAssertEqual(host.renders, 2, "covered in part")
    }

    func testWithARegionOnlyThatRegionIsCovered() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        navigator.animationDuration = 0
        navigator.hostRegion = Rect(x: 0, y: 3, width: 30, height: 2)
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        try navigator.logout(presentLoading: false)
        let canvas = guarded.render(size: TerminalSize(width: 30, height: 5), context: context).canvas
        XCTAssertTrue(canvas.lines[1].contains("TOP SECRET"), "outside the region the host stays")
        XCTAssertTrue(canvas.lines[3].hasPrefix("LOGIN"), "the login screen sits in the region")
    }

    /// A navigator given no length of its own fades as long as the context says (the one fade
    /// length of the program), and with no fades its screen is shown at the first reconcile,
    /// before anything is drawn.
    func testANavigatorWithoutALengthOfItsOwnFadesAsLongAsTheContext() async throws {
        let host = Secret()
        let navigator = AuthNavigator()
        navigator.delegate = host
        navigator.loginScreenID = "Login"
        XCTAssertNil(navigator.animationDuration)
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        context.fadeSeconds = 2
        let guarded = GuardedScreen(host: host, navigator: navigator, screens: ["Login": Login()])
        try navigator.logout(presentLoading: false)
        XCTAssertEqual(navigator.scene.screens.map(\.transition), [.fadingIn])
        let size = TerminalSize(width: 30, height: 5)
        guarded.reconcile(size: size, context: context)
        clock.advance(by: .seconds(1))
        context.animator.step()
        XCTAssertEqual(Array(context.animator.running.values), [0.5], "halfway through two seconds")
        context.fadeSeconds = 0
        try await navigator.finishLogin(success: true)
        guarded.reconcile(size: size, context: context)
        XCTAssertEqual(navigator.scene.screens, [], "a fade of no length ends as it starts")
    }

}
