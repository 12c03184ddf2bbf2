import AuthDomain

/// The logged-in home host: `Hi, <username>`, `Log out`, `Delete account`, `Secret page`, and the
/// dimmed delete confirmation (`Enter your password to confirm`, `Cancel` / `Delete`).
@MainActor
final class LoggedInView {
    static let homeID = "home"
    static let deleteID = "delete"

    private let presenter: LoggedInPresenter
    private(set) var stack = ModalStack()
    private let fades: SheetFades
    private var shownError: String?

    init(presenter: LoggedInPresenter, fades: SheetFades) {
        self.presenter = presenter
        self.fades = fades
    }

    func sync(_ state: LoggedInState, spinnerFrame: String) {
        guard state.account != nil else {
            while !stack.sheets.isEmpty { stack.dismiss() }
            return
        }
        if stack.sheets.isEmpty {
            stack.present(
                Sheet(
                    id: Self.homeID, title: "authtui",
                    items: [
                        .label(Label(state.greeting, id: "greeting", role: .title, alignment: .centred)),
                        .label(Label("You are signed in.", role: .dimText, alignment: .centred)),
                        .buttons([
                            Button("Log out", id: "logout"),
                            Button("Delete account", id: "delete", isDestructive: true),
                            Button("Secret page", id: "secret"),
                        ]),
                    ], presentation: .screen))
        }
        stack.update(Self.homeID) { sheet in
            sheet.setText(state.greeting, of: "greeting")
        }
        let confirming = stack[Self.deleteID] != nil
        if let confirmation = state.deleteConfirmation {
            if !confirming {
                shownError = nil
                stack.present(
                    Confirm(
                        id: Self.deleteID, title: "Delete account", message: "Enter your password to confirm",
                        fields: [
                            .secureField(
                                SecureField(
                                    "Password", id: "password", maxLength: AccountRules.passwordMaximumLength)
                            ),
                            .label(Label("", id: "status", role: .dimText)),
                        ], cancel: "Cancel", confirm: "Delete"
                    ).sheet)
                fades.presented(Self.deleteID)
            }
            let newError = confirmation.error != nil && confirmation.error != shownError
            shownError = confirmation.error
            stack.update(Self.deleteID) { sheet in
                sheet.setError(confirmation.error, for: "password")
                sheet.setText(confirmation.isBusy ? "\(spinnerFrame) Deleting…" : "", of: "status")
                // A refused password is cleared once, so the next attempt starts empty.
                if newError { sheet.clearSecrets() }
            }
        } else if confirming {
            var closed = stack[Self.deleteID]
            closed?.clearSecrets()
            stack.dismiss(through: Self.deleteID)
            fades.dismissed(closed)
        }
    }

    func render(into canvas: Canvas, area: Rect, theme: Theme, compositor: Compositor) -> Canvas {
        fades.compose(stack, host: canvas, region: area, theme: theme, compositor: compositor)
    }

    func caret(area: Rect) -> (x: Int, y: Int)? { stack.caret(in: area) }

    func handle(_ key: Key, area: Rect) -> LoopCommand {
        // While the deletion runs the confirmation stays: Esc would otherwise close it under it.
        if presenter.state.deleteConfirmation?.isBusy == true, KeyMap.standard.action(for: key) == .back {
            return .keepRunning
        }
        switch stack.handle(key, in: area) {
        case .quit: return .quit
        case .dismissed(let sheet) where sheet == Self.deleteID: presenter.cancelDelete()
        case .pressed(let sheet, let button): press(button, on: sheet)
        default: break
        }
        return .keepRunning
    }

    private func press(_ button: String, on sheetID: String) {
        switch (sheetID, button) {
        case (Self.homeID, "logout"): Task { await presenter.logOut() }
        case (Self.homeID, "delete"): presenter.askToDelete()
        case (Self.homeID, "secret"): Task { await presenter.openSecretPage() }
        case (Self.deleteID, "Cancel"): presenter.cancelDelete()
        case (Self.deleteID, "Delete"):
            let password = stack[Self.deleteID]?.value(of: "password") ?? ""
            Task { await presenter.confirmDelete(password: password) }
        default: break
        }
    }
}
