import AuthDomain
import AuthTUI

/// Something to scan on a sheet (a `.scan` line, the two-factor enrolment's `otpauth://` address):
/// a QR code, whole or not at all, with the text itself under or beside it, so it can be copied
/// or typed where no camera is at hand. The one place a sheet draws a QR code.
///
/// Without colours the code is drawn in the terminal's own two colours (`ImageView`). A code that
/// would make its sheet scroll gives way to one line saying how much larger the terminal must be,
/// and then, if the sheet still scrolls, the text under a caption goes too (the caption says the
/// same in a shorter form: the key). The line renderer prints the text (`PlainLogin`).
enum ScanCode {
    /// The sheet width that holds a usual code (41 columns) beside a column of text.
    static let sheetWidth = 78

    /// The code for `text` as a sheet item, or nil when it cannot be made (libqrencode missing,
    /// or the text too long for any QR version): then the text alone is shown.
    static func picture(_ text: String) -> Sheet.Item? {
        QRCode(text).map { .picture($0.image) }
    }

    /// The items of a `.scan` line: the code, the caption (or the text), and under a caption the
    /// text itself, in the role `fitted` knows it by.
    static func items(_ text: String, caption: String?) -> [Sheet.Item] {
        var items: [Sheet.Item] = []
        if let code = picture(text) { items.append(code) }
        items.append(.label(Label(caption ?? text)))
        if caption != nil { items.append(.label(Label(text, role: textUnderCaption))) }
        return items
    }

    /// The role of the text shown under its caption: secondary, as the caption says it shorter.
    static let textUnderCaption = Theme.Role.dimText

    /// `sheet` as it can be shown in `size`: its codes kept when the whole sheet fits unscrolled,
    /// else each replaced by a line saying what would show it; then, if it still scrolls, the
    /// texts under captions left out.
    static func fitted(_ sheet: Sheet, in size: TerminalSize) -> Sheet {
        guard sheet.items.contains(where: { if case .picture = $0 { true } else { false } }) else {
            return sheet
        }
        let region = Rect(width: size.width, height: size.height)
        guard sheet.layout(in: region)?.isScrolled != false else { return sheet }
        let hint = largerTerminalHint(sheet, in: size)
        var fitted = sheet
        fitted.items = sheet.items.map { item in
            guard case .picture = item else { return item }
            return .label(Label(hint, role: .dimText))
        }
        guard fitted.layout(in: region)?.isScrolled != false else { return fitted }
        // A text under a caption follows the caption, which follows the code.
        let underCaptions = sheet.items.indices.filter { index in
            guard index >= 2, case .picture = sheet.items[index - 2],
                case .label(let label) = sheet.items[index]
            else { return false }
            return label.role == textUnderCaption
        }
        for index in underCaptions.reversed() { fitted.items.remove(at: index) }
        return fitted
    }

    /// How much larger the terminal must be for `sheet` to show its code, e.g. `(a terminal 8
    /// rows taller shows a QR code)`: relative to now, so it is right whatever is around the sheet.
    static func largerTerminalHint(_ sheet: Sheet, in size: TerminalSize) -> String {
        guard let needed = sheet.neededSize(width: sheet.preferredWidth) else { return "" }
        let wider = needed.width - size.width
        let taller = needed.height - size.height
        switch (wider > 0, taller > 0) {
        case (true, true):
            return Message(
                "scan.larger-both", "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)")(
                    wider, taller)
        case (true, false):
            return PluralMessage(
                "scan.wider", one: "(a terminal %1$d column wider shows a QR code)",
                other: "(a terminal %1$d columns wider shows a QR code)")(wider)
        case (false, true):
            return PluralMessage(
                "scan.taller", one: "(a terminal %1$d row taller shows a QR code)",
                other: "(a terminal %1$d rows taller shows a QR code)")(taller)
        case (false, false):
            return Message("scan.larger", "(a terminal a little larger shows a QR code)").text
        }
    }
}
