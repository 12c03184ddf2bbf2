import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI
@testable import Showcase

/// Issue 38 #3: a sheet that fits the screen can still draw past its own frame (the two-factor
/// enrolment's QR code ran over the sheet's bottom border). Every sheet of every screen, in
/// every state the sheets are walked through, at 44×16, 80×24, 100×30 and 120×40: no cell its
/// content writes lies outside its content rect, so the border, the title and the padding stay
/// what the frame alone draws.
@MainActor
final class NothingDrawnOutsideItsSheetTests: XCTestCase {
    private static let sizes = [
        TerminalSize(width: 44, height: 16), TerminalSize(width: 80, height: 24),
        TerminalSize(width: 100, height: 30), TerminalSize(width: 120, height: 40),
    ]
    private let password = "correct horse battery"
    private let theme = Theme.standard

    /// The cells of `sheet` laid out in `region` that differ from the same frame drawn with
    /// nothing in it, outside the content rect.
    static func strayCells(_ sheet: Sheet, in region: Rect, theme: Theme) -> [(x: Int, y: Int)] {
        guard let layout = sheet.layout(in: region) else { return [] }
        return strayCells(sheet, at: layout, theme: theme)
    }

    static func strayCells(_ sheet: Sheet, at layout: SheetLayout, theme: Theme) -> [(x: Int, y: Int)] {
        let drawn = sheet.render(layout, theme: theme).content
        var bare = sheet
        bare.items = sheet.items.map { _ in .label(Label("")) }
        let frameOnly = bare.render(layout, theme: theme).content
        let content = Rect(
            x: layout.content.x - layout.frame.x, y: layout.content.y - layout.frame.y,
            width: layout.content.width, height: layout.content.height)
        var stray: [(x: Int, y: Int)] = []
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where !content.contains(x: x, y: y) && drawn[x, y] != frameOnly[x, y] {
                stray.append((x, y))
            }
        }
        return stray
    }

    private func assertContained(
        _ sheets: [Sheet], _ what: String, sizes: [TerminalSize] = sizes, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for size in sizes {
            let region = Rect(width: size.width, height: size.height - 1)  // the hint line
            for sheet in sheets {
                let stray = Self.strayCells(sheet, in: region, theme: theme)
                XCTAssertTrue(
                    stray.isEmpty,
                    "[\(Language.current.code)] \(what): sheet '\(sheet.id)' at \(size.width)x\(size.height) draws \(stray.count) cells "
                        + "outside its content, first at \(stray.first.map { "\($0.x),\($0.y)" } ?? "")",
                    file: file, line: line)
            }
        }
    }

    private func makeApp() async throws -> (AppRouter, AccountService, LoggedInScreen, ScreenContext) {
        let directory = NSTemporaryDirectory() + "authtui-contained-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        return (router, service, LoggedInScreen(presenter: router.loggedIn, work: router.work), context)
    }

    private func loginSheets(_ presenter: AuthFlowPresenter) -> [Sheet] {
        presenter.state.steps.enumerated().map { index, open in
            ConversationSheets.sheet(
                for: open, isTop: index == presenter.state.steps.count - 1,
                state: presenter.state.conversation,
                spinner: "")
        }
    }

    func testNoSheetOfTheLoginConversationDrawsOutsideItself() async throws {
        try await inEveryLanguage { try await walkNoSheetOfTheLoginConversationDrawsOutsideItself() }
    }

    private func walkNoSheetOfTheLoginConversationDrawsOutsideItself() async throws {
        let (router, _, _, _) = try await makeApp()
        let auth = router.auth
        await auth.open()
        assertContained(loginSheets(auth), "Sign in")
        auth.fill("email", with: "not an email")
        await auth.choose(AccountAuthenticator.ChoiceID.next)
        assertContained(loginSheets(auth), "Sign in with an error")
        auth.fill("email", with: "ada@example.com")
        await auth.choose(AccountAuthenticator.ChoiceID.next)
        auth.fill("password", with: "wrong but long enough")
        await auth.choose(AccountAuthenticator.ChoiceID.logIn)
        assertContained(loginSheets(auth), "Password after a wrong one")
        auth.fill("password", with: password)
        await auth.choose(AccountAuthenticator.ChoiceID.createAccount)
        auth.fill("email", with: "nope")
        auth.fill("username", with: "evil\u{202E}name")
        await auth.choose(AccountAuthenticator.ChoiceID.register)
        assertContained(loginSheets(auth), "Registration with an error under every field")
    }

    func testNoSheetOfTheSignedInHostDrawsOutsideItself() async throws {
        try await inEveryLanguage { try await walkNoSheetOfTheSignedInHostDrawsOutsideItself() }
    }

    private func walkNoSheetOfTheSignedInHostDrawsOutsideItself() async throws {
        let (router, service, screen, context) = try await makeApp()
        let account = try await service.signUp(
            email: "a.rather.long.address.for.a.bigger.code@example.com", password: password, username: "Ada")
        try await router.showSignedIn(account)
        let host = router.loggedIn
        func sheets(_ size: TerminalSize) -> [Sheet] { screen.sheets(context, size: size) }
        func check(_ what: String) {
            for size in Self.sizes {
                assertContained(
                    sheets(TerminalSize(width: size.width, height: size.height - 1)), what, sizes: [size])
            }
        }
        check("the signed-in host")
        let conversation = host.conversation
        await host.open(HostAction.ID.delete)
        await conversation.choose("delete")
        check("Delete account with an error")
        await conversation.back()
        await host.open(HostAction.ID.changePassword)
        conversation.fill("current", with: "wrong")
        conversation.fill("new", with: "short")
        conversation.fill("repeat", with: "other")
        await conversation.choose("change")
        check("Change password with errors")
        await conversation.back()
        await host.open(HostAction.ID.twoFactor)
        check("Two-factor: the password first")
        conversation.fill(AccountField.password.rawValue, with: password)
        await conversation.choose("continue")
        guard let key = host.enrolmentKey else { return XCTFail("no enrolment: \(host.state.problem ?? "")") }
        check("Two-factor enrolment")
        conversation.fill(AccountField.code.rawValue, with: "000000")
        await conversation.choose("confirm")
        check("Two-factor enrolment after a wrong code")
        let secret = try XCTUnwrap(Base32.decode(key))
        conversation.fill(
            AccountField.code.rawValue,
            with: try TOTP(secret: secret).code(step: TOTP.step(at: Date().timeIntervalSince1970)))
        await conversation.choose("confirm")
        check("the recovery codes")
        await conversation.choose("done")
        await host.open(HostAction.ID.sessions)
        check("Sessions")
    }

    func testNoSheetOfTheShowcaseDrawsOutsideItself() async throws {
        let kinds: [ShowcaseSheets.Kind] = (1...4).map { .stacked(depth: $0) } + [.alert, .confirm]
        assertContained(kinds.map { ShowcaseSheets.sheet($0, id: "\($0)") }, "the showcase")
    }

    /// The checker itself: a picture laid out taller than the content rect (as the enrolment's
    /// QR code was) is found drawn over the border; laid out as it is, it is not.
    func testAPictureLaidOutPastTheContentIsFound() async throws {
        let code = PixelImage(width: 10, height: 20) { x, y in (x + y) % 2 == 0 ? .black : .white }
        let sheet = Sheet(id: "code", title: "Code", items: [.picture(code), .label(Label("beside it"))])
        var layout = try XCTUnwrap(sheet.layout(in: Rect(width: 80, height: 23)))
        XCTAssertTrue(Self.strayCells(sheet, at: layout, theme: theme).isEmpty)
        layout.itemRects[0].y += 4
        XCTAssertFalse(Self.strayCells(sheet, at: layout, theme: theme).isEmpty)
    }
}
