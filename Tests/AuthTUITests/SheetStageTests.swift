import AuthDomain
import XCTest

@testable import AuthTUI

/// The stage every view draws its sheets with: which fades a change of sheets starts, and what
/// a closing sheet shows while it fades out.
@MainActor
final class SheetStageTests: XCTestCase {
    private let region = Rect(width: 80, height: 24)

    private func passwordSheet(typed: String) -> Sheet {
        var sheet = Sheet(
            id: "password", title: "Password",
            items: [.secureField(SecureField("Password")), .buttons([Button("Log in")])])
        sheet.form = Form(fields: ["Password": FieldText(typed)])
        return sheet
    }

    func testASheetThatClosesFadesOutWithItsPasswordEmptied() async {
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let stage = SheetStage()
        stage.update([passwordSheet(typed: "hunter22")], context: context)
        context.animator.finishAll()
        stage.update([], context: context)
        let leaving = stage.shown([], context: context)
        XCTAssertEqual(leaving.map(\.sheet.id), ["password"], "still drawn while it fades out")
        XCTAssertEqual(leaving.first?.sheet.value(of: "Password"), "")
        clock.advance(by: .seconds(1))
        context.animator.step()
        XCTAssertTrue(stage.shown([], context: context).isEmpty)
    }

    func testUpdateStartsTheFadeOnceAndComposeDoesNotStartItAgain() async {
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let stage = SheetStage()
        let sheets = [passwordSheet(typed: "")]
        stage.update(sheets, context: context)
        XCTAssertNotNil(context.animator.nextFrameDue, "the key that opened the sheet started its fade")
        clock.advance(by: .milliseconds(150))
        context.animator.step()
        let halfway = stage.shown(sheets, context: context).map(\.opacity)
        _ = stage.compose(
            sheets, over: context.blank(TerminalSize(width: 80, height: 24)), in: region, context: context)
        XCTAssertEqual(
            stage.shown(sheets, context: context).map(\.opacity), halfway, "drawing restarted nothing")
        XCTAssertEqual(halfway.first ?? 0, 0.5, accuracy: 0.01)
    }
}
