import AuthDomain
import XCTest

@testable import AuthTUI

/// `Sheet.layout(in:)` remembers its last layouts: one remembered must only ever be given back
/// for an equal sheet in the same region, whatever was laid out in between.
final class SheetLayoutMemoTests: XCTestCase {
    private func sheet(
        focus: String = "email", error: String? = nil, lines: Int = 1, password: FieldText = FieldText()
    ) -> Sheet {
        var sheet = Sheet(
            id: "signIn", title: "Sign in",
            items: [
                .label(
                    Label(
                        Array(repeating: "We need your email to find or create your account.", count: lines)
                            .joined(separator: " "))),
                .field(TextField("Email", id: "email")),
                .secureField(SecureField("Password", id: "password")),
                .buttons([Button("Next", id: "next"), Button("Back", id: "back")]),
            ])
        var form = Form(fields: ["email": FieldText("ada@example.com"), "password": password])
        form.focus = focus
        form.errors["email"] = error
        sheet.form = form
        return sheet
    }

    func testARememberedLayoutIsOnlyGivenBackForAnEqualSheetInTheSameRegion() {
        let sheets = [
            sheet(), sheet(focus: "password"), sheet(focus: "next"), sheet(error: "Not an email address"),
            sheet(lines: 4), sheet(lines: 9),
            sheet(focus: "password", password: FieldText("hunter2", cursor: 3)),
            sheet(focus: "password", password: FieldText("correct horse battery staple")),
        ]
        let regions = [
            Rect(width: 80, height: 24), Rect(width: 44, height: 16), Rect(width: 44, height: 9),
            Rect(x: 3, y: 2, width: 60, height: 20), Rect(width: 200, height: 60),
        ]
        // Every pair twice, in an order that revisits each one after the memo has moved on.
        var order: [(Sheet, Rect)] = []
        for round in 0..<2 {
            for (index, sheet) in sheets.enumerated() {
                for offset in 0..<regions.count {
                    order.append((sheet, regions[(index + offset + round) % regions.count]))
                }
            }
        }
        for (sheet, region) in order {
            XCTAssertEqual(sheet.layout(in: region), sheet.firstLayoutThatFits(in: region), "\(region)")
        }
    }

    /// What the memo keeps of a sheet holds no password: only as many mask glyphs, and the caret.
    func testTheMemoKeepsNoPassword() {
        let typed = sheet(focus: "password", password: FieldText("hunter2", cursor: 3))
        let kept = typed.maskingSecrets()
        XCTAssertEqual(kept.value(of: "password"), "•••••••")
        XCTAssertEqual(kept.form.fields["password"]?.cursor, 3)
        XCTAssertEqual(kept.value(of: "email"), "ada@example.com", "only passwords are masked")
        XCTAssertEqual(typed.value(of: "password"), "hunter2")
        _ = typed.layout(in: Rect(width: 80, height: 24))
        let remembered = Sheet.recentLayouts.questions.map(\.sheet)
        XCTAssertTrue(remembered.contains(kept), "the masked sheet is what is remembered")
        XCTAssertFalse(remembered.contains { $0.value(of: "password") == "hunter2" })
    }
}
