import AuthDomain
import Foundation
import XCTest

@testable import AuthLogin
@testable import AuthTUI

/// `render` is a function of state: the login app drawn twice in the same state gives the same
/// frame, and drawing starts no fade, changes no fade's value and touches no navigator. Fades
/// start in `reconcile`, which the run loop calls before a frame.
@MainActor
final class RenderChangesNothingTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)

    private struct Snapshot: Equatable {
        var fades: [FadeKey: Double]
        var home: NavigatorScene
        var secret: NavigatorScene
    }

    private func snapshot(_ router: AppRouter, _ context: ScreenContext) -> Snapshot {
        Snapshot(
            fades: context.animator.running, home: router.homeNavigator.scene,
            secret: router.secretNavigator.scene
        )
    }

    /// Renders twice straight through the view (no loop around it) and checks nothing moved.
    private func assertRenderChangesNothing(
        _ app: LoginApp, _ router: AppRouter, _ context: ScreenContext, _ what: String,
        size: TerminalSize? = nil, line: UInt = #line
    ) {
        let size = size ?? self.size
        let before = snapshot(router, context)
        let first = app.render(size: size, context: context)
        let second = app.render(size: size, context: context)
        XCTAssertEqual(first.canvas, second.canvas, "\(what): the same state drew two frames", line: line)
        XCTAssertEqual(first.cursor, second.cursor, "\(what)", line: line)
        XCTAssertEqual(
            snapshot(router, context), before, "\(what): drawing changed a fade or a navigator", line: line)
    }

    func testDrawingTheAppInEveryStateChangesNothing() async throws {
        let router = try await makeRouter(self, settings: .init())
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let app = LoginApp(router: router)
        let screen = RootScreen(app, context: context)
        // A first frame before anything is presented: the first frame shows fades it starts at
        // their end (nothing was on screen to fade from), so the loading screen's fade below
        // starts on a second frame, as a fade during the program does.
        _ = screen.frame(size: size)
        app.start()
        assertRenderChangesNothing(app, router, context, "the loading screen, before its fade began")
        XCTAssertTrue(context.animator.running.isEmpty, "no fade until the loop reconciles")
        _ = screen.frame(size: size)  // the loop: reconcile, then render
        XCTAssertFalse(context.animator.running.isEmpty, "reconcile started the loading screen's fade")
        assertRenderChangesNothing(app, router, context, "the loading screen fading in")
        await router.settled()
        clock.advance(by: .seconds(5))
        screen.tick()
        _ = screen.frame(size: size)
        clock.advance(by: .seconds(5))
        screen.tick()
        _ = screen.frame(size: size)
        assertRenderChangesNothing(app, router, context, "the Start screen")

        await router.auth.open()
        assertRenderChangesNothing(app, router, context, "a sheet just opened, not yet reconciled")
        _ = screen.frame(size: size)
        clock.advance(by: .milliseconds(100))
        screen.tick()
        assertRenderChangesNothing(app, router, context, "a sheet fading in")
        assertRenderChangesNothing(
            app, router, context, "a sheet fading in, at another size",
            size: TerminalSize(width: 100, height: 30))
        clock.advance(by: .seconds(1))
        screen.tick()
        _ = screen.frame(size: size)
        assertRenderChangesNothing(app, router, context, "the Sign-in sheet")
    }

    func testDrawingTheSecretPageLeavesItsNavigatorAlone() async throws {
        let (router, service) = try await signedInRouter()
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let app = LoginApp(router: router)
        _ = service
        await router.loggedIn.open(HostAction.ID.secretPage)
        let regionBefore = router.secretNavigator.hostRegion
        assertRenderChangesNothing(app, router, context, "the secret page")
        XCTAssertEqual(router.secretNavigator.hostRegion, regionBefore, "render set no host region")
        app.reconcile(size: size, context: context)
        XCTAssertEqual(
            router.secretNavigator.hostRegion, SecretPageScreen.layout(Rect(width: 80, height: 24)).region,
            "reconcile gives the page's navigator its region")
        assertRenderChangesNothing(app, router, context, "the secret page, reconciled")
        await router.settled()
    }

    private func signedInRouter() async throws -> (AppRouter, AccountService) {
        let directory = NSTemporaryDirectory() + "authtui-pure-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let account = try await service.signUp(
            email: "ada@example.com", password: "correct horse battery", username: "Ada")
        try await router.showSignedIn(account)
        return (router, service)
    }
}
