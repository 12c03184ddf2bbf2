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
        stage.reconcile([passwordSheet(typed: "hunter22")], context: context)
        context.animator.finishAll()
        stage.reconcile([], context: context)
        let leaving = stage.shown([], context: context)
        XCTAssertEqual(leaving.map(\.sheet.id), ["password"], "still drawn while it fades out")
        XCTAssertEqual(leaving.first?.sheet.value(of: "Password"), "")
        clock.advance(by: .seconds(1))
        context.animator.step()
        XCTAssertTrue(stage.shown([], context: context).isEmpty)
    }

    func testReconcileStartsTheFadeOnceAndComposeDoesNotStartItAgain() async {
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let stage = SheetStage()
        let sheets = [passwordSheet(typed: "")]
        stage.reconcile(sheets, context: context)
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

    /// The conversation replaces its top step (a code after the password, PAM's next prompt):
    /// the old top fades out as the new one fades in, instead of one cutting to the other.
    func testAReplacedTopSheetFadesOutWhileItsReplacementFadesIn() async {
        let clock = ManualClock()
        let context = ScreenContext(colorTier: .direct, clock: clock)
        let stage = SheetStage()
        let first = Sheet(id: "signIn", items: [.buttons([Button("Next")])])
        let code = Sheet(id: "code", items: [.buttons([Button("Verify")])])
        stage.reconcile([first, passwordSheet(typed: "hunter22")], context: context)
        context.animator.finishAll()
        stage.reconcile([first, code], context: context)
        clock.advance(by: .milliseconds(150))
        context.animator.step()
        let shown = stage.shown([first, code], context: context)
        XCTAssertEqual(shown.map(\.sheet.id), ["signIn", "code", "password"])
        XCTAssertEqual(shown[1].opacity, 0.5, accuracy: 0.01, "the new top fades in")
        XCTAssertEqual(shown[2].opacity, 0.5, accuracy: 0.01, "the old top fades out")
        XCTAssertEqual(shown[2].sheet.value(of: "Password"), "", "with its secret emptied")
    }

    /// Drawing never starts a fade: sheets that appear without a reconcile are drawn as they
    /// are, and nothing animates.
    func testComposeAloneStartsNoFade() async {
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        let stage = SheetStage()
        let sheets = [passwordSheet(typed: "")]
        let blank = context.blank(TerminalSize(width: 80, height: 24))
        let once = stage.compose(sheets, over: blank, in: region, context: context)
        let twice = stage.compose(sheets, over: blank, in: region, context: context)
        XCTAssertNil(context.animator.nextFrameDue)
        XCTAssertEqual(once.canvas, twice.canvas)
        XCTAssertEqual(once.caret, twice.caret)
    }

    /// Under a panel only the panel's focus shows: the screen below keeps its focused button
    /// but draws it as any other (without colours no scrim dims it, and two reversed buttons
    /// would read as two focuses).
    func testAScreenUnderAPanelDrawsNoFocus() async {
        let context = ScreenContext(colorTier: .direct, noColor: true, clock: ManualClock())
        context.fadeSeconds = 0
        // A row wider than the panel: `Sessions` stands beside it, not under it.
        var host = Sheet(
            id: "host",
            items: [.buttons(["Log out", "Delete account", "Secret page", "Sessions"].map { Button($0) })],
            presentation: .screen, preferredWidth: 80)
        host.form = Form(focus: "Sessions")
        let panel = Sheet(
            id: "panel", title: "List", items: [.buttons([Button("Close")])], preferredWidth: 20)
        let stage = SheetStage()
        func reversed(_ sheets: [Sheet], _ word: String) -> Bool {
            stage.reconcile(sheets, context: context)
            context.animator.finishAll()
            let canvas = stage.compose(
                sheets, over: context.blank(TerminalSize(width: 80, height: 24)), in: region, context: context
            ).canvas
            guard let row = canvas.lines.firstIndex(where: { $0.contains("[ \(word) ]") }),
                let column = canvas.lines[row].range(of: "[ \(word) ]").map({
                    canvas.lines[row].distance(from: canvas.lines[row].startIndex, to: $0.lowerBound)
                })
            else { return false }
            return canvas[column + 2, row].attributes.contains(.reverse)
        }
        XCTAssertTrue(reversed([host], "Sessions"), "alone, the host shows its focus")
        XCTAssertFalse(reversed([host, panel], "Sessions"), "under a panel it does not")
        XCTAssertTrue(reversed([host, panel], "Close"), "the panel's focus shows")
    }
}
