import AuthDomain
import AuthTUI

/// Something to scan on a sheet (a `.scan` line, the two-factor enrolment's `otpauth://` address):
/// a QR code, whole or not at all, with the text itself under or beside it, so it can be copied
/// or typed where no camera is at hand. The one place a sheet draws a QR code.
///
/// A code that would make its sheet scroll, or that the terminal has no colours to draw, gives
/// way to one line saying how much larger the terminal must be (or why it cannot show one); the
/// text stays. The line renderer prints the text (`PlainLogin`).
enum ScanCode {
    /// The sheet width that holds a usual code (41 columns) beside a column of text.
    static let sheetWidth = 78

    /// The code for `text` as a sheet item, or nil when it cannot be made (libqrencode missing,
    /// or the text too long for any QR version): then the text alone is shown.
    static func picture(_ text: String) -> Sheet.Item? {
        QRCode(text).map { .picture($0.image) }
    }

    /// `sheet` as it can be shown in `size`: its codes kept when the whole sheet fits unscrolled
    /// and the theme has colours, else each replaced by a line saying what would show it.
    static func fitted(_ sheet: Sheet, in size: TerminalSize, theme: Theme) -> Sheet {
        guard sheet.items.contains(where: { if case .picture = $0 { true } else { false } }) else {
            return sheet
        }
        let region = Rect(width: size.width, height: size.height)
        guard theme.isMonochrome || sheet.layout(in: region)?.isScrolled != false else { return sheet }
        let hint =
            theme.isMonochrome ? "(no colours here to draw a QR code)" : largerTerminalHint(sheet, in: size)
        var fitted = sheet
        fitted.items = sheet.items.map { item in
            guard case .picture = item else { return item }
            return .label(Label(hint, role: .dimText))
        }
        return fitted
    }

    /// How much larger the terminal must be for `sheet` to show its code, e.g. `(a terminal 8
    /// rows taller shows a QR code)`: relative to now, so it is right whatever is around the sheet.
    static func largerTerminalHint(_ sheet: Sheet, in size: TerminalSize) -> String {
        guard let needed = sheet.neededSize(width: sheet.preferredWidth) else { return "" }
        var more: [String] = []
        if needed.width > size.width { more.append("\(needed.width - size.width) columns wider") }
        if needed.height > size.height { more.append("\(needed.height - size.height) rows taller") }
        return "(a terminal " + (more.isEmpty ? "a little larger" : more.joined(separator: " and "))
            + " shows a QR code)"
    }
}
