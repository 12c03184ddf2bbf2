import AuthDomain
import XCTest

@testable import AuthTUI

final class ModalStackTests: XCTestCase {
    private let region = Rect(width: 80, height: 24)

    private func passwordSheet() -> Sheet {
        Sheet(
            id: "password", title: "Password",
            items: [
                .field(TextField("Email")), .secureField(SecureField("Password")),
                .buttons([Button("Log in"), Button("Create account")]),
            ])
    }

    private func startScreen() -> Sheet {
        Sheet(
            id: "start", title: "Welcome",
            items: [.buttons([Button("SIGN IN / REGISTER"), Button("Quit")])], presentation: .screen)
    }

    private func type(_ text: String, into stack: inout ModalStack) {
        for character in text { _ = stack.handle(.character(character), in: region) }
    }

    func testSheetOpensOnItsFirstEmptyField() {
        var sheet = passwordSheet()
        XCTAssertEqual(sheet.focus, "Email")
        sheet.form = Form(fields: ["Email": FieldText("a@b.c")])
        XCTAssertEqual(Sheet(id: "s", items: sheet.items).focus, "Password")
        XCTAssertEqual(startScreen().focus, "SIGN IN / REGISTER")
    }

    func testTabAndShiftTabWrapThroughFieldsThenButtons() {
        var stack = ModalStack(sheets: [passwordSheet()])
        var seen: [String?] = []
        for _ in 0..<4 {
            XCTAssertEqual(stack.handle(.tab, in: region), .consumed)
            seen.append(stack.top?.focus)
        }
        XCTAssertEqual(seen, ["Password", "Log in", "Create account", "Email"])
        _ = stack.handle(.backTab, in: region)
        XCTAssertEqual(stack.top?.focus, "Create account")
    }

    func testEnterMovesToTheNextFieldThenPressesTheDefaultButton() {
        var stack = ModalStack(sheets: [passwordSheet()])
        type("me@example.com", into: &stack)
        XCTAssertEqual(stack.handle(.enter, in: region), .consumed)
        XCTAssertEqual(stack.top?.focus, "Password")
        type("hunter22", into: &stack)
        XCTAssertEqual(stack.handle(.enter, in: region), .pressed(sheet: "password", button: "Log in"))
        XCTAssertEqual(stack.top?.value(of: "Email"), "me@example.com")
        XCTAssertEqual(stack.top?.value(of: "Password"), "hunter22")
    }

    func testEnterAndSpaceOnAButtonPressIt() {
        var stack = ModalStack(sheets: [passwordSheet()])
        _ = stack.handle(.backTab, in: region)
        XCTAssertEqual(
            stack.handle(.enter, in: region), .pressed(sheet: "password", button: "Create account"))
        XCTAssertEqual(
            stack.handle(.character(" "), in: region), .pressed(sheet: "password", button: "Create account"))
    }

    func testTypingReportsTheEditedField() {
        var stack = ModalStack(sheets: [passwordSheet()])
        XCTAssertEqual(stack.handle(.character("x"), in: region), .edited(sheet: "password", field: "Email"))
        XCTAssertEqual(stack.handle(.left, in: region), .consumed)
    }

    /// Focus memory is the view's state: the sheet under the top one comes in with its focus and
    /// keeps it (ShowcaseScreenTests follows it through a view's state across a close).
    func testEscClosesTheTopSheetAndLeavesTheOneUnderItAsItWas() {
        var start = startScreen()
        start.focus("Quit")
        var stack = ModalStack(sheets: [start, passwordSheet()])
        _ = stack.handle(.tab, in: region)
        XCTAssertEqual(stack.handle(.escape, in: region), .dismissed(sheet: "password"))
        XCTAssertEqual(stack.sheets.map(\.id), ["start"])
        XCTAssertEqual(stack.top?.focus, "Quit")
        XCTAssertEqual(stack.handle(.escape, in: region), .ignored, "the bottom screen is not closed by Esc")
    }

    func testKeysOnlyReachTheTopSheet() {
        var stack = ModalStack(sheets: [startScreen(), passwordSheet()])
        _ = stack.handle(.tab, in: region)
        XCTAssertEqual(stack["start"]?.focus, "SIGN IN / REGISTER")
        XCTAssertEqual(stack.top?.focus, "Password")
    }

    func testClickOnAButtonPressesItAndOnAFieldFocusesIt() throws {
        var stack = ModalStack(sheets: [passwordSheet()])
        let layout = try XCTUnwrap(stack.top?.layout(in: region))
        let password = try XCTUnwrap(layout.hitAreas["Password"])
        XCTAssertEqual(
            stack.handle(.mouse(MouseEvent(x: password.x + 3, y: password.y + 1, kind: .press)), in: region),
            .consumed)
        XCTAssertEqual(stack.top?.focus, "Password")
        let create = try XCTUnwrap(layout.hitAreas["Create account"])
        XCTAssertEqual(
            stack.handle(.mouse(MouseEvent(x: create.maxX - 1, y: create.y, kind: .press)), in: region),
            .pressed(sheet: "password", button: "Create account"))
        XCTAssertEqual(stack.handle(.mouse(MouseEvent(x: 0, y: 0, kind: .press)), in: region), .ignored)
    }

    func testConfirmDefaultsToCancelButWithAFieldEnterConfirmsWhatWasTyped() {
        var stack = ModalStack(sheets: [
            Confirm(id: "quit", title: "Quit", message: "Really quit?", confirm: "Quit").sheet
        ])
        XCTAssertEqual(stack.top?.focus, Confirm.cancelLabel.text)
        XCTAssertEqual(
            stack.handle(.enter, in: region), .pressed(sheet: "quit", button: Confirm.cancelLabel.text))

        let delete = Confirm(
            id: "delete", title: "Delete account", message: "Enter your password to confirm",
            fields: [.secureField(SecureField("Password"))], confirm: "Delete")
        stack = ModalStack(sheets: stack.sheets + [delete.sheet])
        XCTAssertEqual(stack.top?.focus, "Password")
        type("pw", into: &stack)
        XCTAssertEqual(stack.handle(.enter, in: region), .pressed(sheet: "delete", button: "Delete"))
    }

    func testDisabledButtonIsSkippedAndCannotBePressed() {
        var sheet = passwordSheet()
        sheet.items = sheet.items.map { item in
            guard case .buttons(var buttons) = item else { return item }
            buttons[0].isEnabled = false  // `Log in` while a sign-in runs
            return .buttons(buttons)
        }
        var stack = ModalStack(sheets: [sheet])
        XCTAssertEqual(stack.top?.focusOrder, ["Email", "Password", "Create account"])
        _ = stack.handle(.tab, in: region)
        XCTAssertEqual(stack.handle(.enter, in: region), .consumed, "no double submit while busy")
    }

    func testAlertRendersAsAPanelOverADimmedHost() {
        let alert = Alert(id: "offline", title: "Offline", message: "Check your connection", button: "Retry")
        let host = Canvas(width: 30, height: 9, fill: Theme.standard[.background].cell())
        let layers = SheetStage.layers(
            [(alert.sheet, 1)], in: host.bounds, theme: .standard, scrim: Theme.standard.scrim)
        let frame = Compositor().compose(host: host, region: host.bounds, layers: layers)
        XCTAssertEqual(
            frame.lines,
            [
                "                              ",
                "┌─ Offline ──────────────────┐",
                "│                            │",
                "│ Check your connection      │",
                "│                            │",
                "│         [ Retry ]          │",
                "│                            │",
                "└────────────────────────────┘",
                "                              ",
            ])
        XCTAssertEqual(frame[0, 0].background, RGBColor(hex: 0x0C0C12), "host dimmed by the 60% scrim")
        XCTAssertEqual(
            frame[5, 3].background, Theme.standard[.panel].background, "the sheet keeps full contrast")
        XCTAssertEqual(frame[10, 5].background, Theme.standard[.focusedButton].background)
    }

    /// Home and End jump to the first and last item of the list a focused button is in, Page
    /// Up and Down a page of it where the list scrolls (issue 42: one table's keys, every list);
    /// in a field Home and End still move the caret.
    func testHomeEndAndPageKeysMoveThroughAListAndTheCaretInAField() throws {
        let names = (1...30).map { "Session \($0)" }
        let list = Sheet(
            id: "sessions", title: "Start a session",
            items: [.field(TextField("Note", value: "abc")), .buttonColumn(names.map { Button($0) })])
        var stack = ModalStack(sheets: [list])
        let small = Rect(width: 60, height: 14)
        XCTAssertEqual(stack.top?.focus, "Session 1", "the default button: the field is filled")
        _ = stack.handle(.backTab, in: small)
        XCTAssertEqual(stack.top?.focus, "Note")
        _ = stack.handle(.home, in: small)
        XCTAssertEqual(stack.top?.focus, "Note", "Home in a field stays in it")
        XCTAssertEqual(stack.top?.form.fields["Note"]?.cursor, 0, "and moves the caret to its start")
        _ = stack.handle(.end, in: small)
        XCTAssertEqual(stack.top?.form.fields["Note"]?.cursor, 3)
        _ = stack.handle(.tab, in: small)
        XCTAssertEqual(stack.top?.focus, "Session 1")
        XCTAssertEqual(stack.handle(.end, in: small), .consumed)
        XCTAssertEqual(stack.top?.focus, "Session 30", "End: the list's last item")
        _ = stack.handle(.home, in: small)
        XCTAssertEqual(stack.top?.focus, "Session 1", "Home: its first, not the field above it")
        let layout = try XCTUnwrap(stack.top?.layout(in: small))
        XCTAssertTrue(layout.isScrolled, "thirty rows do not fit fourteen")
        let page = layout.content.height - 1
        _ = stack.handle(.pageDown, in: small)
        XCTAssertEqual(stack.top?.focus, names[page], "a page down: the rows the window shows, less one")
        _ = stack.handle(.pageDown, in: small)
        _ = stack.handle(.pageDown, in: small)
        _ = stack.handle(.pageDown, in: small)
        XCTAssertEqual(stack.top?.focus, "Session 30", "and no further than the last")
        _ = stack.handle(.pageUp, in: small)
        XCTAssertEqual(stack.top?.focus, names[29 - page])
        // Where the whole list shows, a page is all of it.
        var whole = ModalStack(sheets: [
            Sheet(id: "few", items: [.buttonColumn(names.prefix(5).map { Button($0) })])
        ])
        _ = whole.handle(.pageDown, in: region)
        XCTAssertEqual(whole.top?.focus, "Session 5")
        _ = whole.handle(.pageUp, in: region)
        XCTAssertEqual(whole.top?.focus, "Session 1")
    }
}
