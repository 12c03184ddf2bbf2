import AuthDomain
import AuthText
import Foundation
import ScriptedGreetd
import XCTest

@testable import AuthGreetd
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
        power: [GreetdAuthenticator.PowerAction] = [], socket: String = "/nonexistent/greetd.sock",
        sessions: [DesktopSession] = [.shell], userMenu: UserMenu? = nil,
        lights: @escaping @MainActor () -> KeyboardLights? = { nil }
    )
        async -> (Greeter, RootScreen)
    {
        let greetd = GreetdAuthenticator(
            settings: .init(
                socketPath: socket, sessions: sessions, powerActions: power, memoryDirectory: nil,
                userMenu: userMenu))
        // 2027-01-15 08:00:00 UTC, a Friday.
        let greeter = Greeter(
            authenticator: greetd, settings: LoginGuard.Settings(fades: false), hostName: "console-box",
            clock: FixedWallClock(seconds: 1_800_000_000), keyboardLights: lights)
        let context = ScreenContext(colorTier: .ansi8, keyMap: Greeter.keyMap, clock: ManualClock())
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
        XCTAssertTrue(lines[0].hasSuffix(OperatorText.clock(1_800_000_000) + " "), lines[0])
        let screen = lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains(GreetdAuthenticator.logIn.text), screen)
        XCTAssertTrue(screen.contains(GreetdAuthenticator.userName.text), screen)
        XCTAssertTrue(screen.contains("[ \(GreetdAuthenticator.next.text) ]"), screen)
        XCTAssertFalse(screen.contains(TooSmallNotice.message), "the console's 80×25 is enough:\n\(screen)")
        XCTAssertFalse(
            screen.contains("Reboot") || screen.contains("Power off"), "no power action unless configured")
        XCTAssertFalse(
            screen.contains(GreetdAuthenticator.startButton.text),
            "no Start screen button behind the open conversation:\n\(screen)")
    }

    func testTheClockShowsTheTimeItIsGiven() async {
        let (greeter, root) = await greeter()
        greeter.screen.time = 1_800_000_000 + 3 * 3600 + 25 * 60
        XCTAssertTrue(
            shown(root)[0].hasSuffix(OperatorText.clock(1_800_000_000 + 3 * 3600 + 25 * 60) + " "),
            shown(root)[0])
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
        XCTAssertTrue(shown(root).joined(separator: "\n").contains(GreetdAuthenticator.typeUserName.text))
    }

    /// Issue 43 #4: an error PAM reports through greetd (pam_unix's words for an expired account,
    /// relayed as greetd 0.9 relays them: an `error` auth message, then `auth_error` for
    /// `pam_acct_mgmt`) is kept in the refusal and drawn in the error colour, above the next
    /// attempt's question.
    func testAnErrorPAMReportsThroughGreetdIsDrawnAsAnErrorAndKeptInTheRefusal() async throws {
        let expired = "Your account has expired; please contact your system administrator."
        let password = #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#
        let greetd = try ScriptedGreetd(answers: [
            password,
            #"{"type":"auth_message","auth_message_type":"error","auth_message":"\#(expired)"}"#,
            #"{"type":"error","error_type":"auth_error","description":"pam_acct_mgmt: ACCT_EXPIRED"}"#,
            #"{"type":"success"}"#,  // to the cancel_session after it
            password,
        ])
        addTeardownBlock { greetd.close() }
        let (greeter, root) = await greeter(socket: greetd.path)
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        greeter.login.auth.fill("answer", with: "right password, expired account")
        await greeter.login.auth.choose("continue")

        XCTAssertEqual(
            greeter.login.auth.state.top?.message,
            "\(expired): \(GreetdAuthenticator.authenticationFailure.text)")
        XCTAssertNil(greeter.identity)
        let canvas = root.frame(size: console).canvas
        let screen = canvas.lines.joined(separator: "\n")
        let row = try XCTUnwrap(
            canvas.lines.firstIndex { $0.contains("Your account has expired") }, "not drawn:\n\(screen)")
        let column = canvas.lines[row].distance(
            from: canvas.lines[row].startIndex, to: canvas.lines[row].range(of: "Your account")!.lowerBound)
        let errorColour = ScreenContext(colorTier: .ansi8, clock: ManualClock()).theme[.error].foreground
        XCTAssertEqual(canvas[column, row].foreground, errorColour, "drawn as an error:\n\(screen)")
        XCTAssertTrue(screen.contains("Password:"), "the next attempt asks again:\n\(screen)")
    }

    /// Eight sessions, as a machine with GNOME, Plasma, Sway, Hyprland and Xfce installs them.
    private let eightSessions: [DesktopSession] =
        [
            ("GNOME", "wayland"), ("GNOME on Xorg", "x11"), ("Hyprland", "wayland"),
            ("Plasma (Wayland)", "wayland"),
            ("Plasma (X11)", "x11"), ("Sway", "wayland"), ("Xfce Session", "x11"),
        ].map { name, kind in
            DesktopSession(
                id: "\(kind)/\(name).desktop", name: name, command: name, kind: .init(rawValue: kind)!)
        } + [.shell]

    func testEightSessionsFitTheConsoleAndEachIsReachable() async throws {
        let greetd = try ScriptedGreetd(answers: [
            #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#,
            #"{"type":"success"}"#,
        ])
        addTeardownBlock { greetd.close() }
        let (greeter, root) = await greeter(socket: greetd.path, sessions: eightSessions)
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        greeter.login.auth.fill("answer", with: "s3cret")
        await greeter.login.auth.choose("continue")
        let lines = shown(root)
        let screen = lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains(GreetdAuthenticator.whichSession("alice")), screen)
        XCTAssertFalse(
            screen.contains(TooSmallNotice.message) || screen.contains("▼"), "all of it shows:\n\(screen)")
        // One a row, in order, left-aligned: a list read downwards.
        let rows = eightSessions.map { session in lines.firstIndex { $0.contains("[ \(session.label) ]") } }
        XCTAssertEqual(rows.compactMap { $0 }.count, 8, screen)
        let first = try XCTUnwrap(rows[0])
        XCTAssertEqual(rows, (first..<first + 8).map { $0 }, screen)
        let columns = Set(
            zip(rows, eightSessions).map { row, session in
                lines[row!].range(of: "[ \(session.label) ]")!.lowerBound.utf16Offset(in: lines[row!])
            })
        XCTAssertEqual(columns.count, 1, "the sessions are left-aligned:\n\(screen)")
        // Tab from the first (the default) reaches each one in turn, the cursor on its name.
        let column = try XCTUnwrap(columns.first)
        for (index, session) in eightSessions.enumerated() {
            let cursor = root.frame(size: console).cursor
            XCTAssertEqual(
                cursor, CursorPosition(x: column + 2, y: first + index), "focus on \(session.name)")
            _ = root.handle(.tab)
        }
        XCTAssertEqual(root.frame(size: console).cursor?.y, first, "and wraps to the first")
        // ↓ and ↑ move down and up the list as Tab and Shift-Tab do (issue 42).
        _ = root.handle(.down)
        _ = root.handle(.down)
        XCTAssertEqual(root.frame(size: console).cursor?.y, first + 2, "two down")
        _ = root.handle(.up)
        XCTAssertEqual(root.frame(size: console).cursor?.y, first + 1, "one up")
        // End and Home: the last and the first of the list.
        _ = root.handle(.end)
        XCTAssertEqual(root.frame(size: console).cursor?.y, first + 7, "End: the last session")
        _ = root.handle(.home)
        XCTAssertEqual(root.frame(size: console).cursor?.y, first, "Home: the first")
    }

    /// Every step of the greeter (the user name, its error, PAM's question, a refusal, the
    /// sessions) fits the console and the smallest terminal in every language, and in the
    /// pseudo-locale shows no word that did not come from the catalogue (PAM's own words and the
    /// machine's are data, as a real PAM's would be).
    func testEveryStepOfTheGreeterFitsAndIsTranslatedInEveryLanguage() async throws {
        try await inEveryLanguage { try await walkEveryStepOfTheGreeter() }
    }

    private func walkEveryStepOfTheGreeter() async throws {
        let password = #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#
        let greetd = try ScriptedGreetd(answers: [
            password,
            #"{"type":"error","error_type":"auth_error","description":"pam_authenticate: AUTH_ERR"}"#,
            #"{"type":"success"}"#,  // to the cancel_session after it
            password,
            #"{"type":"success"}"#,
        ])
        addTeardownBlock { greetd.close() }
        let (greeter, root) = await greeter(
            power: [.init(id: "reboot", label: Message("greet.reboot", "Reboot").text, command: "true")],
            socket: greetd.path, sessions: eightSessions)
        let pam: Set<String> = ["console", "box", "alice", "Password", "pam", "authenticate", "AUTH", "ERR"]
        // The desktop entries' names are the machine's; the shell's is the catalogue's.
        let entries = eightSessions.filter { $0.kind != .shell }
        let data = pam.union(entries.flatMap { $0.name.split { !$0.isLetter }.map(String.init) })
        func check(_ what: String) {
            for size in [console, TerminalSize(width: 44, height: 16)] {
                let canvas = root.frame(size: size).canvas
                let text = canvas.lines.joined(separator: "\n")
                let label = "[\(Language.current.code)] \(what) at \(size.width)x\(size.height)"
                XCTAssertFalse(
                    text.contains(TooSmallNotice.message) || text.contains("▼"), "\(label):\n\(text)")
                if Language.current == .pseudo {
                    assertEveryWordIsFromTheCatalogue(canvas, label, data: data)
                }
            }
        }
        check("the user name")
        await greeter.login.auth.choose("continue")
        check("an empty user name")
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        check("PAM's question")
        greeter.login.auth.fill("answer", with: "wrong")
        await greeter.login.auth.choose("continue")
        check("a refusal and the question again")
        greeter.login.auth.fill("answer", with: "s3cret")
        await greeter.login.auth.choose("continue")
        XCTAssertTrue(shown(root).joined().contains("[ Sway ]"), "the walk reached the sessions")
        check("the sessions")
    }

    /// The user menu (three people, the four power actions) on the console in every language: a
    /// list, one a row, that fits 80x25 unscrolled and still works scrolled at 44x16; in the
    /// pseudo-locale every word but the people's names is the catalogue's; `Other user…` opens
    /// the name to type, and Esc comes back to the menu.
    func testTheUserMenuFitsTheConsoleInEveryLanguage() async throws {
        try await inEveryLanguage { try await walkTheUserMenu() }
    }

    private func walkTheUserMenu() async throws {
        let power = [
            ("suspend", Message("greet.suspend", "Suspend")),
            ("hibernate", Message("greet.hibernate", "Hibernate")),
            ("reboot", Message("greet.reboot", "Reboot")),
            ("powerOff", Message("greet.power-off", "Power off")),
        ].map { GreetdAuthenticator.PowerAction(id: $0.0, label: $0.1.text, command: "true") }
        let people = UserMenu(people: [
            .init(name: "alice", fullName: "Alice Liddell"), .init(name: "bob"),
            .init(name: "carol", fullName: "Carol Ann"),
        ])
        let (greeter, root) = await greeter(power: power, userMenu: people)
        let data: Set<String> = [
            "console", "box", "alice", "Alice", "Liddell", "bob", "carol", "Carol", "Ann",
        ]
        func check(_ what: String) {
            for size in [console, TerminalSize(width: 44, height: 16)] {
                let canvas = root.frame(size: size).canvas
                let text = canvas.lines.joined(separator: "\n")
                let label = "[\(Language.current.code)] \(what) at \(size.width)x\(size.height)"
                XCTAssertFalse(text.contains(TooSmallNotice.message), "\(label):\n\(text)")
                if size == console {
                    XCTAssertFalse(text.contains("▼"), "all of it shows: \(label):\n\(text)")
                }
                if Language.current == .pseudo, size == console {
                    assertEveryWordIsFromTheCatalogue(canvas, label, data: data)
                }
            }
        }
        let lines = shown(root)
        let rows = ["[ Alice Liddell (alice) ]", "[ bob ]", "[ Carol Ann (carol) ]"].map { button in
            lines.firstIndex { $0.contains(button) }
        }
        XCTAssertEqual(rows.compactMap { $0 }.count, 3, lines.joined(separator: "\n"))
        if let first = rows[0] { XCTAssertEqual(rows, [first, first + 1, first + 2], "a list, one a row") }
        check("the user menu")
        await greeter.login.auth.choose("otherUser")
        XCTAssertEqual(greeter.login.auth.state.stepIDs.last, "greetdOtherUser")
        check("another user's name")
        _ = root.handle(.escape)
        await greeter.work.settled()
        XCTAssertEqual(greeter.login.auth.state.stepIDs, ["greetdUser"], "Esc: the menu again")
    }

    /// The hint line offers only what acts: no `Esc` on the first step, where there is nothing
    /// to go back to, and no quit on a greeter (greetd starts it again); `Esc` once a user's
    /// question is open, where it asks for another user.
    func testTheHintLineOffersOnlyWhatActsOnAGreeter() async throws {
        let greetd = try ScriptedGreetd(answers: [
            #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#
        ])
        addTeardownBlock { greetd.close() }
        let (greeter, root) = await greeter(socket: greetd.path)
        let esc = try XCTUnwrap(KeyMap.standard.keyLabel(for: .back))
        let quit = try XCTUnwrap(KeyMap.standard.keyLabel(for: .quit))
        let first = try XCTUnwrap(shown(root).last)
        XCTAssertFalse(first.contains(esc), first)
        XCTAssertFalse(first.contains(quit), first)
        _ = root.handle(.escape)
        XCTAssertEqual(greeter.login.auth.state.stepIDs, ["greetdUser"], "Esc does nothing there")
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        let asked = try XCTUnwrap(shown(root).last)
        XCTAssertTrue(asked.contains(esc), asked)
        XCTAssertFalse(asked.contains(quit), asked)
    }

    // MARK: The issue text and the greeting (issue 42)

    /// The row of the sheet's top border.
    private func sheetTop(_ lines: [String], line: UInt = #line) throws -> Int {
        try XCTUnwrap(lines.firstIndex { $0.contains("┌") }, lines.joined(separator: "\n"), line: line)
    }

    func testTheIssueTextAndTheGreetingShowAboveTheSheetNeverOverIt() async throws {
        let (greeter, root) = await greeter()
        greeter.screen.banner = GreeterBanner(
            issue: "Debian GNU/Linux 12 console-box tty7\n  Fri Jan 15  2027\n\n",
            greeting: "Authorised users only")
        let lines = shown(root)
        let screen = lines.joined(separator: "\n")
        let top = try sheetTop(lines)
        let issue = try XCTUnwrap(
            lines.firstIndex { $0.contains("Debian GNU/Linux 12 console-box tty7") }, screen)
        let greeting = try XCTUnwrap(lines.firstIndex { $0.contains("Authorised users only") }, screen)
        XCTAssertEqual(greeting, issue + 2, "the greeting under the issue text:\n\(screen)")
        let first = try XCTUnwrap(lines[issue].range(of: "Debian")).lowerBound.utf16Offset(in: lines[issue])
        let second = try XCTUnwrap(lines[issue + 1].range(of: "Fri Jan 15  2027"), "spaces kept:\n\(screen)")
        XCTAssertEqual(
            second.lowerBound.utf16Offset(in: lines[issue + 1]), first + 2,
            "lines keep their indent:\n\(screen)")
        XCTAssertEqual(greeting, top - 2, "next to the sheet, a blank row between:\n\(screen)")
        XCTAssertTrue(lines[0].hasPrefix(" console-box"), "the first row is the machine's and the clock's")
        XCTAssertTrue(screen.contains(GreetdAuthenticator.userName.text), screen)
    }

    /// The first row is one bar in the key hints' colours, as the last row is, and the banner one
    /// block a column wider than its longest line on either side: over the console's blue scrim
    /// neither is a row of patches.
    func testTheFirstRowIsABarAndTheBannerOneBlock() async throws {
        let (greeter, root) = await greeter()
        greeter.screen.banner = GreeterBanner(issue: "a longer issue line\nshort", greeting: "Hello")
        let canvas = root.frame(size: console).canvas
        let bar = root.context.theme[.hint].background
        for x in 0..<console.width {
            XCTAssertEqual(canvas[x, 0].background, bar, "column \(x) of the first row")
        }
        let lines = canvas.lines
        let row = try XCTUnwrap(
            lines.firstIndex { $0.contains("a longer issue line") }, lines.joined(separator: "\n"))
        let left = try XCTUnwrap(lines[row].range(of: "a longer")).lowerBound.utf16Offset(in: lines[row])
        let block = root.context.theme.onBackground[.text].background
        for y in row...(row + 2) {
            for x in (left - 1)...(left + "a longer issue line".count) {
                XCTAssertEqual(canvas[x, y].background, block, "(\(x), \(y)) in the banner's block")
            }
        }
    }

    /// Long lines are cut to the screen less a column on each side; lines beyond the rows above
    /// the sheet are dropped from the end of the issue text, the greeting kept; the row above
    /// the sheet stays free.
    func testALongIssueIsCutAndItsLastLinesDroppedSoItNeverReachesTheSheet() async throws {
        let (greeter, root) = await greeter()
        let issue = (1...30).map { "line \($0) " + String(repeating: "x", count: 200) }.joined(
            separator: "\n")
        greeter.screen.banner = GreeterBanner(issue: issue, greeting: "Authorised users only")
        let lines = shown(root)
        let screen = lines.joined(separator: "\n")
        let top = try sheetTop(lines)
        XCTAssertTrue(lines[1].hasPrefix(" line 1 xxx"), "the issue's first line first:\n\(screen)")
        XCTAssertTrue(lines[1].hasSuffix("x "), "cut a column from the edge:\n\(screen)")
        XCTAssertEqual(lines[top - 2].trimmingCharacters(in: .whitespaces), "Authorised users only", screen)
        XCTAssertTrue(
            lines[top - 1].trimmingCharacters(in: .whitespaces).isEmpty, "free above the sheet:\n\(screen)")
        XCTAssertTrue(lines[top - 3].hasPrefix(" line \(top - 3) "), "as many issue lines as fit:\n\(screen)")
        XCTAssertFalse(screen.contains("line \(top - 2) "), "the rest are dropped:\n\(screen)")
    }

    /// From the console down to the smallest terminal the sheet fits: the banner is never drawn
    /// in or next to the sheet's rows; its issue lines go first, then the greeting.
    func testTheBannerNeverOverlapsTheSheetAtAnySize() async throws {
        let (greeter, root) = await greeter()
        greeter.screen.banner = GreeterBanner(issue: "ISSUE-1\nISSUE-2\nISSUE-3", greeting: "GREETING")
        for height in stride(from: 25, through: 8, by: -1) {
            let lines = root.frame(size: TerminalSize(width: 60, height: height)).canvas.lines
            let screen = lines.joined(separator: "\n")
            guard let top = lines.firstIndex(where: { $0.contains("┌") }) else {
                XCTAssertFalse(
                    screen.contains("ISSUE") || screen.contains("GREETING"), "no sheet, no banner:\n\(screen)"
                )
                continue
            }
            XCTAssertEqual(screen.contains("ISSUE-1"), top - 2 > 1, "\(height) rows:\n\(screen)")
            XCTAssertEqual(screen.contains("GREETING"), top - 2 > 0, "\(height) rows:\n\(screen)")
            for row in max(0, top - 1)..<lines.count {
                XCTAssertFalse(
                    lines[row].contains("ISSUE") || lines[row].contains("GREETING"),
                    "\(height) rows: the banner reaches the sheet:\n\(screen)")
            }
        }
    }

    /// A sheet that reaches the second row leaves no row between it and the first: no banner.
    func testASheetWithNoRowAboveItDropsTheBanner() async throws {
        let (greeter, root) = await greeter()
        greeter.screen.banner = GreeterBanner(issue: "ISSUE-1", greeting: "GREETING")
        for top in 0...3 {
            greeter.screen.sheetFrames = { _, _ in [Rect(x: 10, y: top, width: 40, height: 10)] }
            let screen = shown(root).joined(separator: "\n")
            XCTAssertEqual(screen.contains("GREETING"), top == 3, "a sheet at row \(top):\n\(screen)")
            XCTAssertFalse(screen.contains("ISSUE"), "a sheet at row \(top):\n\(screen)")
        }
        greeter.screen.sheetFrames = { _, _ in [] }
        XCTAssertFalse(shown(root).joined().contains("GREETING"), "no sheet drawn: no telling where it fits")
    }

    /// An escape sequence or a control character in the file shows as what it is, never as
    /// something the terminal would act on.
    func testEscapeSequencesAndControlsInTheIssueFileAreMadeHarmless() async throws {
        let banner = GreeterBanner(
            issue: "a\u{1B}[2Jb\u{07}c\u{9B}31md\r\nd\te\nnext", greeting: "hi\u{1B}]0;title\u{07}")
        for line in banner.lines {
            XCTAssertFalse(
                line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
        }
        XCTAssertEqual(banner.issue.count, 3, "\\r\\n ends a line: \(banner.issue)")
        XCTAssertTrue(banner.issue[0].hasPrefix("a") && banner.issue[0].hasSuffix("d"), banner.issue[0])
        XCTAssertEqual(banner.issue[1], "d       e", "a tab is spaces to the next stop")
        XCTAssertEqual(banner.issue[2], "next")
        let (greeter, root) = await greeter()
        greeter.screen.banner = banner
        let lines = shown(root)
        XCTAssertTrue(lines.contains { $0.contains("next") }, lines.joined(separator: "\n"))
        for line in lines {
            XCTAssertFalse(
                line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
        }
    }

    // MARK: Caps Lock and Num Lock beside the password (issue 42)

    private func greeterAtThePassword(lights: @escaping @MainActor () -> KeyboardLights?) async throws
        -> (Greeter, RootScreen)
    {
        let greetd = try ScriptedGreetd(answers: [
            #"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#
        ])
        addTeardownBlock { greetd.close() }
        let (greeter, root) = await greeter(socket: greetd.path, lights: lights)
        greeter.login.auth.fill("user", with: "alice")
        await greeter.login.auth.choose("continue")
        XCTAssertTrue(greeter.loginFlow.asksForSecret)
        _ = shown(root)
        return (greeter, root)
    }

    func testCapsLockIsShownUnderThePasswordWhileOnAndGoneWhenOff() async throws {
        var lights: KeyboardLights? = KeyboardLights(capsLock: true)
        let (greeter, root) = try await greeterAtThePassword { lights }
        defer { withExtendedLifetime(greeter) {} }
        _ = root.handle(.character("a"))
        var lines = shown(root)
        let password = try XCTUnwrap(
            lines.firstIndex { $0.contains("Password:") }, lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines[password + 1].contains(KeyboardLights.capsLockOn.text),
            "in the row under the input:\n\(lines.joined(separator: "\n"))")
        lights = KeyboardLights(capsLock: false, numLock: true)
        _ = root.handle(.character("b"))
        lines = shown(root)
        XCTAssertFalse(lines.joined().contains(KeyboardLights.capsLockOn.text), lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines[password + 1].contains(KeyboardLights.numLockOn.text), lines.joined(separator: "\n"))
        lights = KeyboardLights()
        _ = root.handle(.character("c"))
        lines = shown(root)
        XCTAssertTrue(
            lines[password + 1].trimmingCharacters(in: CharacterSet(charactersIn: " │")).isEmpty,
            "nothing while both are off:\n\(lines.joined(separator: "\n"))")
    }

    /// Caps Lock sends no character on the console: while a password is asked the lights are
    /// read again by themselves, so the warning comes with no key typed.
    func testWhileAPasswordIsAskedTheLightsAreReadAgainWithoutAKey() async throws {
        var lights = KeyboardLights()
        let (greeter, root) = try await greeterAtThePassword { lights }
        _ = root.handle(.character("a"))
        // The readings the key itself asked for (now, and once its work settles) are over.
        await greeter.work.settled()
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertFalse(shown(root).joined().contains(KeyboardLights.capsLockOn.text))
        lights.capsLock = true
        var waited = 0
        while !shown(root).joined().contains(KeyboardLights.capsLockOn.text), waited < 100 {
            try await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
        XCTAssertTrue(shown(root).joined().contains(KeyboardLights.capsLockOn.text), "read again within 5 s")
        withExtendedLifetime(greeter) {}
    }

    /// Where the terminal cannot tell (an xterm, ssh: the reading fails), nothing is shown, and
    /// nothing is read again.
    func testNothingIsShownOrReadAgainWhereTheTerminalCannotTell() async throws {
        var readings = 0
        let (greeter, root) = try await greeterAtThePassword {
            readings += 1
            return nil
        }
        _ = root.handle(.character("a"))
        _ = root.handle(.character("b"))
        let screen = shown(root).joined(separator: "\n")
        XCTAssertFalse(screen.contains(KeyboardLights.capsLockOn.text), screen)
        XCTAssertEqual(readings, 1, "one failed reading is enough")
        withExtendedLifetime(greeter) {}
    }

    /// On the user name's step nothing is read at all: a greeter waiting for someone does nothing.
    func testTheLightsAreNotReadWhileNoSecretIsAsked() async throws {
        var readings = 0
        let (greeter, root) = await greeter {
            readings += 1
            return KeyboardLights(capsLock: true)
        }
        _ = root.handle(.character("a"))
        await greeter.work.settled()
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(readings, 0)
        XCTAssertFalse(shown(root).joined().contains(KeyboardLights.capsLockOn.text))
    }

    /// The view draws the lights it is given, and only those: set and taken back with nothing
    /// else changing (no key typed), the warning comes and goes.
    func testTheLoginDrawsTheLightsItIsGivenAndNothingElse() async throws {
        let (greeter, root) = try await greeterAtThePassword { nil }
        XCTAssertFalse(shown(root).joined().contains(KeyboardLights.capsLockOn.text))
        greeter.loginFlow.keyboardLights = KeyboardLights(capsLock: true)
        XCTAssertTrue(shown(root).joined().contains(KeyboardLights.capsLockOn.text))
        greeter.loginFlow.keyboardLights = KeyboardLights(capsLock: true, numLock: true)
        XCTAssertTrue(shown(root).joined().contains(KeyboardLights.bothOn.text))
        greeter.loginFlow.keyboardLights = nil
        let screen = shown(root).joined(separator: "\n")
        XCTAssertFalse(
            screen.contains(KeyboardLights.capsLockOn.text) || screen.contains(KeyboardLights.bothOn.text),
            screen)
    }

    /// The view only draws the state it is given: lights on over a step without a secret show
    /// nothing.
    func testTheWarningIsOnlyUnderASecret() async throws {
        let (greeter, root) = await greeter()
        greeter.loginFlow.keyboardLights = KeyboardLights(capsLock: true, numLock: true)
        XCTAssertFalse(shown(root).joined().contains(KeyboardLights.bothOn.text))
    }

    func testTheConsolesFlagsReadAsKDGKBLEDGivesThem() {
        XCTAssertEqual(KeyboardLights(flags: 0x04), KeyboardLights(capsLock: true))
        XCTAssertEqual(KeyboardLights(flags: 0x02), KeyboardLights(numLock: true))
        XCTAssertEqual(KeyboardLights(flags: 0x06 | 0x01), KeyboardLights(capsLock: true, numLock: true))
        XCTAssertEqual(
            KeyboardLights(flags: 0x40), KeyboardLights(), "the high nibble is the default, not the state")
        XCTAssertNil(KeyboardLights.read(descriptor: -1))
        let pipe = Pipe()
        XCTAssertNil(
            KeyboardLights.read(descriptor: pipe.fileHandleForReading.fileDescriptor), "a pipe cannot tell")
    }

    // MARK: The clock's format (issue 42)

    func testTheClockFollowsTheConfiguredFormat() async {
        let (greeter, root) = await greeter()
        greeter.screen.clockFormat = "%Y-%m-%d %H:%M"
        XCTAssertTrue(shown(root)[0].hasSuffix("2027-01-15 08:00 "), shown(root)[0])
    }
}
