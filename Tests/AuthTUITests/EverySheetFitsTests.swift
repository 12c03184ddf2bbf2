import Foundation
import XCTest

@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI
@testable import Showcase

/// Every sheet the app can show, in every state it can be in (errors under every field, a
/// strength meter, a second factor), lays out at the smallest supported terminal (44×16) and at
/// the most common one (80×24): a change that makes any sheet unable to fit fails here, instead
/// of showing `Terminal too small` at every size and ignoring every key.
@MainActor
final class EverySheetFitsTests: XCTestCase {
    private static let sizes = [TerminalSize(width: 44, height: 16), TerminalSize(width: 80, height: 24)]
    private let password = "correct horse battery"

    private func makeApp(in directory: String = NSTemporaryDirectory() + "authtui-fit-" + UUID().uuidString)
        async throws -> (RootScreen, AppRouter, AccountService)
    {
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let app = LoginApp(router: router)
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        context.fadeSeconds = 0
        let screen = RootScreen(app, context: context)
        app.start()
        await router.settled()
        return (screen, router, service)
    }

    /// What is on screen now fits whole at every size: no `Terminal too small`, and no sheet
    /// scrolled (`▲`/`▼` in its border), which is for host regions and odd content, not for the
    /// app's own sheets on the terminals people have (`what` names the state in the failure).
    private func assertFits(
        _ screen: RootScreen, _ what: String, sizes: [TerminalSize] = sizes, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for size in sizes {
            let canvas = screen.frame(size: size).canvas
            assertWhole(canvas, "\(what) at \(size.width)x\(size.height)", file: file, line: line)
            if Language.current == .pseudo {
                assertEveryWordIsFromTheCatalogue(
                    canvas, "\(what) at \(size.width)x\(size.height)", data: Self.typedData.union(shownData),
                    file: file, line: line)
            }
        }
    }

    /// What the walks type or the store holds, which no catalogue translates: the account's email,
    /// name, what a walk types wrong and the Unix user and terminal a session was made on;
    /// `shownData` adds a walk's own (a key to type, recovery codes).
    private static let typedData: Set<String> = [
        "ada", "example", "com", "Ada", "root", "pts", "not", "an", "email", "nope", "evil", "name",
        "evilname",
    ]
    private var shownData: Set<String> = []

    private func assertWhole(
        _ canvas: Canvas, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = canvas.lines.joined(separator: "\n")
        for sign in [TooSmallNotice.message, "▲", "▼"] {
            XCTAssertFalse(
                text.contains(sign), "[\(Language.current.code)] \(what):\n\(text)", file: file, line: line)
        }
    }

    func testEveryStepOfTheLoginConversationFits() async throws {
        try await inEveryLanguage { try await walkEveryStepOfTheLoginConversationFits() }
    }

    private func walkEveryStepOfTheLoginConversationFits() async throws {
        let (screen, router, _) = try await makeApp()
        let auth = router.auth
        assertFits(screen, "the Start screen")
        await auth.open()
        assertFits(screen, "Sign in")
        auth.fill("email", with: "not an email")
        await auth.choose(AccountAuthenticator.ChoiceID.next)
        XCTAssertNotNil(auth.state.error("email"))
        assertFits(screen, "Sign in with an error")
        auth.fill("email", with: "ada@example.com")
        await auth.choose(AccountAuthenticator.ChoiceID.next)
        assertFits(screen, "Password")
        auth.fill("password", with: "wrong but long enough")
        await auth.choose(AccountAuthenticator.ChoiceID.logIn)
        XCTAssertEqual(auth.state.message, AccountError.wrongCredentials.message)
        assertFits(screen, "Password after a wrong one")
        auth.fill("password", with: password)
        await auth.choose(AccountAuthenticator.ChoiceID.createAccount)
        assertFits(screen, "Registration with its strength meter")
        auth.fill("email", with: "nope")
        auth.fill("password", with: "123456789012345")
        auth.fill("username", with: "evil\u{202E}name")
        await auth.choose(AccountAuthenticator.ChoiceID.register)
        XCTAssertEqual(auth.state.form.errors.count, 3)
        assertFits(screen, "Registration with an error under every field")
    }

    func testTheTwoFactorCodeStepFits() async throws {
        try await inEveryLanguage { try await walkTheTwoFactorCodeStepFits() }
    }

    private func walkTheTwoFactorCodeStepFits() async throws {
        let (screen, router, service) = try await makeApp()
        try await service.signUp(email: "ada@example.com", password: password, username: "Ada")
        let enrolment = try await service.beginSecondFactorEnrolment(password: password)
        let secret = try XCTUnwrap(Base32.decode(enrolment.secret))
        let code = try TOTP(secret: secret).code(step: TOTP.step(at: Date().timeIntervalSince1970))
        _ = try await service.confirmSecondFactor(code: code)
        try await service.signOut()
        let auth = router.auth
        await auth.open()
        auth.fill("email", with: "ada@example.com")
        await auth.choose(AccountAuthenticator.ChoiceID.next)
        auth.fill("password", with: password)
        await auth.choose(AccountAuthenticator.ChoiceID.logIn)
        XCTAssertEqual(auth.state.stepIDs.last, AccountAuthenticator.StepID.code)
        assertFits(screen, "Two-factor code")
        auth.fill("code", with: "000000")
        await auth.choose(AccountAuthenticator.ChoiceID.verify)
        assertFits(screen, "Two-factor code after a wrong one")
    }

    func testEverySheetOfTheSignedInHostFits() async throws {
        try await inEveryLanguage { try await walkEverySheetOfTheSignedInHostFits() }
    }

    private func walkEverySheetOfTheSignedInHostFits() async throws {
        let (screen, router, service) = try await makeApp()
        let account = try await service.signUp(email: "ada@example.com", password: password, username: "Ada")
        try await router.showSignedIn(account)
        let host = router.loggedIn
        assertFits(screen, "the signed-in host")

        let conversation = host.conversation
        await host.open(HostAction.ID.delete)
        assertFits(screen, "Delete account")
        await conversation.choose("delete")
        XCTAssertNotNil(conversation.state.error(AccountField.password.rawValue))
        assertFits(screen, "Delete account with an error")
        await conversation.back()

        await host.open(HostAction.ID.changePassword)
        assertFits(screen, "Change password")
        conversation.fill("current", with: "wrong")
        conversation.fill("new", with: "short")
        conversation.fill("repeat", with: "other")
        await conversation.choose("change")
        assertFits(screen, "Change password with errors")
        await conversation.back()

        await host.open(HostAction.ID.twoFactor)
        XCTAssertEqual(host.step?.defaultChoice?.id, "continue")
        assertFits(screen, "Two-factor: the password first")
        conversation.fill(AccountField.password.rawValue, with: "not the password at all")
        await conversation.choose("continue")
        XCTAssertNotNil(conversation.state.error(AccountField.password.rawValue))
        assertFits(screen, "Two-factor: a wrong password")
        conversation.fill(AccountField.password.rawValue, with: password)
        await conversation.choose("continue")
        guard let key = host.enrolmentKey else { return XCTFail("no enrolment: \(host.state.problem ?? "")") }
        shownData.insert(key)
        if case .scan(let address, _) = host.step?.lines.first { shownData.insert(address) }
        assertFits(screen, "Two-factor enrolment")
        let secret = try XCTUnwrap(Base32.decode(key))
        conversation.fill(
            AccountField.code.rawValue,
            with: try TOTP(secret: secret).code(step: TOTP.step(at: Date().timeIntervalSince1970)))
        await conversation.choose("confirm")
        guard let shown = host.recoveryCodes else { return XCTFail("no recovery codes") }
        shownData.formUnion(shown)
        assertFits(screen, "the recovery codes")
        let codes = screen.frame(size: TerminalSize(width: 44, height: 16)).canvas.lines.joined(
            separator: "\n")
        for code in shown {
            XCTAssertTrue(codes.contains(code), "every code is on a 44x16 screen:\n\(codes)")
        }
        await conversation.choose("done")
        await host.open(HostAction.ID.twoFactor)
        XCTAssertEqual(host.step?.defaultChoice?.id, "turnOff")
        assertFits(screen, "Turning two-factor authentication off")
    }

    /// `Sessions` with more sessions than fit lists the newest that do (this one among them when
    /// it is), and says how many more there are, at 44x16 as at 80x24.
    func testTheSessionsSheetFitsWithManySessions() async throws {
        try await inEveryLanguage { try await walkTheSessionsSheetFitsWithManySessions() }
    }

    private func walkTheSessionsSheetFitsWithManySessions() async throws {
        let directory = NSTemporaryDirectory() + "authtui-fit-" + UUID().uuidString
        let (screen, router, service) = try await makeApp(in: directory)
        let account = try await service.signUp(email: "ada@example.com", password: password, username: "Ada")
        // Five other terminals on the same store, each with a session file of its own.
        for index in 0..<5 {
            let other = AccountService(
                store: try await SQLiteAccountStore.open(path: directory + "/accounts.sqlite3"),
                sessionFile: SessionFile(path: directory + "/other-\(index)"),
                configuration: .init(hashing: .minimum))
            try await other.signIn(email: "ada@example.com", password: password)
        }
        try await router.showSignedIn(account)
        await router.loggedIn.open(HostAction.ID.sessions)
        XCTAssertEqual(router.loggedIn.step?.lines.last, .info(Sessions.older(1)), "five of six are listed")
        assertFits(screen, "Sessions with six")
        let small = screen.frame(size: TerminalSize(width: 44, height: 16)).canvas.lines.joined(
            separator: "\n")
        XCTAssertTrue(small.contains(String(Sessions.older(1).prefix(5))), "says there are more:\n\(small)")
        // This terminal's session is listed (its button cut to the row where a language is long).
        let thisOne = Sessions.thisOne("").trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(small.contains(String(thisOne.prefix(8))), "lists this terminal's:\n\(small)")
        let first = try XCTUnwrap(router.loggedIn.step?.choices.first?.id)
        await router.loggedIn.conversation.choose(first)
        assertFits(screen, "a session's details")
    }

    func testTheSecretPageFits() async throws {
        try await inEveryLanguage { try await walkTheSecretPageFits() }
    }

    private func walkTheSecretPageFits() async throws {
        let (screen, router, service) = try await makeApp()
        let account = try await service.signUp(email: "ada@example.com", password: password, username: "Ada")
        try await router.showSignedIn(account)
        await router.loggedIn.open(HostAction.ID.secretPage)
        await router.settled()
        assertFits(screen, "the secret page")
        router.secrets.login.fill("password", with: "wrong")
        await router.secrets.login.choose("show")
        assertFits(screen, "the secret page's login after a wrong password")
    }

    /// Every sheet the showcase opens (a stack four deep, the alert, the confirmation) shows whole
    /// in a 44x16 terminal's sheet area and in the showcase itself at 80x24, full screen and in
    /// its host region.
    func testEveryShowcaseSheetFits() throws {
        let kinds: [ShowcaseSheets.Kind] = (1...4).map { .stacked(depth: $0) } + [.alert, .confirm]
        for kind in kinds {
            let sheet = ShowcaseSheets.sheet(kind, id: "\(kind)")
            for size in Self.sizes {
                let region = Rect(width: size.width, height: size.height - 1)  // the hint line
                let layout = try XCTUnwrap(
                    sheet.layout(in: region), "\(kind) at \(size.width)x\(size.height)")
                XCTAssertFalse(layout.isScrolled, "\(kind) at \(size.width)x\(size.height)")
            }
        }
        let screen = ShowcaseScreen(
            settings: ShowcaseSettings(animation: 0), colorTier: .direct, noColor: false, clock: ManualClock()
        )
        let size = TerminalSize(width: 80, height: 24)
        for region in [false, true] {
            _ = screen.frame(size: size)
            if region { _ = screen.handle(.character("r")) }
            for (key, what) in [("s", "a sheet"), ("s", "a second sheet"), ("a", "the alert")] {
                _ = screen.handle(.character(Character(key)))
                assertWhole(screen.frame(size: size).canvas, "the showcase with \(what), region \(region)")
            }
            _ = screen.handle(.escape)
            _ = screen.handle(.escape)
            _ = screen.handle(.escape)
            _ = screen.handle(.character("c"))
            assertWhole(screen.frame(size: size).canvas, "the showcase's confirmation, region \(region)")
            _ = screen.handle(.escape)
            if region { _ = screen.handle(.character("r")) }
        }
    }

    /// The issue's example: a third button on the Password sheet (52 columns of buttons in 44)
    /// wraps onto a second row instead of making the sheet fit nowhere; every button stays
    /// clickable where it is drawn.
    func testARowOfButtonsWiderThanTheSheetWraps() throws {
        let sheet = Sheet(
            id: "password", title: "Password",
            items: [
                .secureField(SecureField("Password", id: "password")),
                .buttons([
                    Button("Log in", id: "logIn"), Button("Create account", id: "create"),
                    Button("Forgot password?", id: "forgot"),
                ]),
            ])
        let layout = try XCTUnwrap(sheet.layout(in: Rect(width: 44, height: 15)))
        let areas = ["logIn", "create", "forgot"].compactMap { layout.hitAreas[$0] }
        XCTAssertEqual(areas.count, 3)
        XCTAssertEqual(Set(areas.map(\.y)).count, 2, "two rows of buttons")
        for area in areas { XCTAssertTrue(layout.content.contains(x: area.x + area.width - 1, y: area.y)) }
    }
}
