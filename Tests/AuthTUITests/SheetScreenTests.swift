import AuthNavigation
import XCTest

@testable import AuthTUI

/// `SheetScreen`, a program's own login screen, driven by keys as the run loop drives it
/// (issue 41 #7: its short form could not ask a secret, and a refused secret was kept, so `0000`
/// refused and then `1234` typed was `00001234`).
@MainActor
final class SheetScreenTests: XCTestCase {
    private let size = TerminalSize(width: 60, height: 16)
    private let context = ScreenContext(colorTier: .direct, clock: ManualClock())

    private func type(_ text: String, into screen: SheetScreen) {
        for character in text { _ = screen.handle(.character(character), size: size, context: context) }
    }

    private func shown(_ screen: SheetScreen) -> String {
        screen.render(size: size, context: context).canvas.lines.joined(separator: "\n")
    }

    func testTheShortFormAsksASecretMaskedAndHandsItOver() async {
        var pressed: [Form] = []
        let screen = SheetScreen(title: "Unlock", fields: ["Name", .secret("PIN")], button: "Unlock") {
            form in
            pressed.append(form)
        }
        type("ada", into: screen)
        _ = screen.handle(.enter, size: size, context: context)  // to the PIN
        type("1234", into: screen)
        let drawn = shown(screen)
        XCTAssertTrue(drawn.contains("ada"), drawn)
        XCTAssertFalse(drawn.contains("1234"), "a secret is never drawn:\n\(drawn)")
        XCTAssertTrue(drawn.contains(String(repeating: SecureField.mask, count: 4)), drawn)
        _ = screen.handle(.enter, size: size, context: context)
        XCTAssertEqual(pressed.map { [$0.text("Name"), $0.text("PIN")] }, [["ada", "1234"]])
    }

    func testARefusedSecretIsEmptiedSoTheNextTryIsOnlyWhatIsTypedThen() async {
        var tries: [String] = []
        let screen = SheetScreen(title: "Unlock", fields: ["Name", .secret("PIN")], button: "Unlock") {
            form, screen in
            tries.append(form.text("PIN"))
            if form.text("PIN") != "1234" { screen.refuse("PIN", "Not that one") }
        }
        screen.form.set("Name", to: "ada")
        screen.form.focus = "PIN"
        type("0000", into: screen)
        _ = screen.handle(.enter, size: size, context: context)
        XCTAssertEqual(screen.form.text("PIN"), "", "the refused secret is gone")
        XCTAssertEqual(screen.form.text("Name"), "ada", "what is not secret stays")
        XCTAssertEqual(screen.form.focus, "PIN")
        XCTAssertTrue(shown(screen).contains("Not that one"))
        type("1234", into: screen)
        _ = screen.handle(.enter, size: size, context: context)
        XCTAssertEqual(tries, ["0000", "1234"])
    }
}
