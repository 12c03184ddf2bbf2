import AuthTUI

/// The sheets the showcase opens: numbered stackable sheets, an alert and a reset confirmation.
///
/// Each opening gets a fresh id (`sheet-3`, `alert-4`, see `ShowcaseState`), so a fade is always
/// tied to one presentation even when the same kind of sheet is opened again at once.
enum ShowcaseSheets {
    /// Which sheet.
    enum Kind: Equatable, Sendable {
        /// Sheet number `depth` of the stack (1 for the first).
        case stacked(depth: Int)
        case alert
        case confirm

        /// The start of the ids of this kind's openings.
        var idPrefix: String {
            switch self {
            case .stacked: "sheet"
            case .alert: "alert"
            case .confirm: "confirm"
            }
        }
    }

    /// What a pressed button asks the showcase to do.
    enum Intent: Equatable {
        case stackAnother
        case openAlert
        case close
        case resetSettings
    }

    static let stackButton = "Stack"
    static let alertButton = "Alert"
    static let closeButton = "Close"
    static let okButton = "OK"
    static let cancelButton = "Cancel"
    static let resetButton = "Reset"

    /// The sheet of `kind` with `id`, focus where it opens.
    static func sheet(_ kind: Kind, id: String) -> Sheet {
        switch kind {
        case .stacked(let depth): sheet(id: id, depth: depth)
        case .alert: alert(id: id)
        case .confirm: confirm(id: id)
        }
    }

    /// Sheet number `depth` (1 for the first), over `depth - 1` others. Each one is a little
    /// narrower than the one under it, so the edges of the stack stay in view.
    static func sheet(id: String, depth: Int) -> Sheet {
        Sheet(
            id: id, title: "Sheet \(depth)",
            items: [
                .label(Label("Sheet \(depth) of the stack.", role: .title)),
                .label(
                    Label(
                        "Stack opens one more sheet on top. Esc closes this one and focus goes back to what opened it.",
                        role: .dimText)),
                .buttons([Button(stackButton), Button(alertButton), Button(closeButton)]),
            ], preferredWidth: max(36, 52 - 4 * (depth - 1)))
    }

    static func alert(id: String) -> Sheet {
        Alert(
            id: id, title: "Alert",
            message: "An alert has one button. Enter, Space or Esc closes it.", button: okButton
        ).sheet
    }

    /// The confirmation whose default (and first) button is the safe `Cancel`.
    static func confirm(id: String) -> Sheet {
        Confirm(
            id: id, title: "Confirm", message: "Put every setting back as the showcase started?",
            cancel: cancelButton, confirm: resetButton
        ).sheet
    }

    /// What pressing `button` means (every sheet's buttons are distinct).
    static func intent(of button: String) -> Intent {
        switch button {
        case stackButton: .stackAnother
        case alertButton: .openAlert
        case resetButton: .resetSettings
        default: .close
        }
    }
}
