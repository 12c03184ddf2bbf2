import AuthDomain

/// The login app's home host: `Hi, <username>` with `Log out`, `Delete account` and `Secret page`,
/// then `Change password` and `Log out everywhere`; the delete confirmation (`Enter your password
/// to confirm`, `Cancel` / `Delete`) and the change-password sheet open over it.
/// Empty while nobody is signed in (the navigator covers it then anyway).
@MainActor
final class LoggedInScreen: ScreenView {
    private let presenter: LoggedInPresenter
    private let work: PendingWork
    private let stage = SheetStage()

    init(presenter: LoggedInPresenter, work: PendingWork) {
        self.presenter = presenter
        self.work = work
    }

    private enum Action: String {
        case logOut, delete, secretPage, cancelDelete, confirmDelete
        case changePassword, logOutEverywhere, cancelChange, confirmChange
    }

    private static let hostID = "home"
    private static let confirmationID = "deleteConfirmation"
    private static let changeID = "passwordChange"

    private func sheets(_ context: ScreenContext) -> [Sheet] {
        let state = presenter.state
        guard state.account != nil else { return [] }
        var sheets = [
            Sheet(
                id: Self.hostID, title: "authtui",
                items: [
                    .label(Label(state.greeting, role: .title, alignment: .centred)),
                    .label(
                        Label(state.notice ?? "You are signed in.", role: .dimText, alignment: .centred)),
                    .buttons([
                        Button("Log out", id: Action.logOut.rawValue),
                        Button("Delete account", id: Action.delete.rawValue, isDestructive: true),
                        Button("Secret page", id: Action.secretPage.rawValue),
                    ]),
                    .buttons([
                        Button("Change password", id: Action.changePassword.rawValue),
                        Button("Log out everywhere", id: Action.logOutEverywhere.rawValue),
                    ]),
                ], presentation: .screen, form: Form(focus: state.focus))
        ]
        if let change = state.passwordChange {
            let status = change.isBusy ? "\(context.spinnerFrame) Changing…" : ""
            func secret(_ label: String, _ id: String) -> Sheet.Item {
                .secureField(SecureField(label, id: id, maxLength: AccountRules.passwordMaximumLength))
            }
            sheets.append(
                Confirm(
                    id: Self.changeID, title: "Change password",
                    message: "Your other sessions will be signed out",
                    fields: [
                        secret("Current password", PasswordChange.currentField),
                        secret("New password", PasswordChange.newField),
                        .label(StrengthMeter.label(change.strength)),
                        secret("New password again", PasswordChange.repeatField),
                        .label(Label(status, role: .dimText)),
                    ], cancel: "Cancel", confirm: "Change password", cancelID: Action.cancelChange.rawValue,
                    confirmID: Action.confirmChange.rawValue
                ).filledSheet(change.form))
        }
        if let confirmation = state.deleteConfirmation {
            let status = confirmation.isBusy ? "\(context.spinnerFrame) Deleting…" : ""
            sheets.append(
                Confirm(
                    id: Self.confirmationID, title: "Delete account",
                    message: "Enter your password to confirm",
                    fields: [
                        .secureField(
                            SecureField(
                                "Password", id: DeleteConfirmation.passwordField,
                                maxLength: AccountRules.passwordMaximumLength)),
                        .label(Label(status, role: .dimText)),
                    ], cancel: "Cancel", confirm: "Delete", cancelID: Action.cancelDelete.rawValue,
                    confirmID: Action.confirmDelete.rawValue
                ).filledSheet(confirmation.form))
        }
        return sheets
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let (canvas, caret) = stage.compose(
            sheets(context), over: context.blank(size), in: Rect(width: size.width, height: size.height),
            context: context)
        let state = presenter.state
        return ScreenFrame(
            canvas: canvas, cursor: caret,
            isAnimating: state.deleteConfirmation?.isBusy == true || state.passwordChange?.isBusy == true)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        var stack = ModalStack(sheets: sheets(context), keyMap: context.keyMap)
        guard let top = stack.top else { return .keepRunning }
        let event = stack.handle(key, in: Rect(width: size.width, height: size.height))
        if top.id == Self.confirmationID {
            if let form = stack[Self.confirmationID]?.form { presenter.editDeletion(form) }
        } else if top.id == Self.changeID {
            if let form = stack[Self.changeID]?.form { presenter.editPasswordChange(form) }
        } else {
            presenter.focus(stack.top?.focus)
        }
        switch event {
        case .dismissed:
            if top.id == Self.changeID { presenter.cancelPasswordChange() } else { presenter.cancelDelete() }
        case .pressed(_, let button):
            if let action = Action(rawValue: button) { perform(action) }
        case .ignored, .consumed, .edited: break
        }
        return .keepRunning
    }

    private func perform(_ action: Action) {
        switch action {
        case .logOut: work.start { [presenter] in await presenter.logOut() }
        case .delete: presenter.askToDelete()
        case .secretPage: work.start { [presenter] in await presenter.openSecretPage() }
        case .cancelDelete: presenter.cancelDelete()
        case .confirmDelete: work.start { [presenter] in await presenter.confirmDelete() }
        case .changePassword: presenter.askToChangePassword()
        case .logOutEverywhere: work.start { [presenter] in await presenter.logOutEverywhere() }
        case .cancelChange: presenter.cancelPasswordChange()
        case .confirmChange: work.start { [presenter] in await presenter.confirmPasswordChange() }
        }
    }
}
