import AuthDomain
import AuthTUI

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
        case twoFactor, continueTwoFactor, confirmTwoFactor, turnOffTwoFactor, closeTwoFactor
        case changePassword, logOutEverywhere, cancelChange, confirmChange
        case sessions, closeSessions
    }

    /// The `End` button of one session: this prefix and the session's identifier.
    private static let endSessionPrefix = "endSession:"
    /// How many sessions the sheet lists (the newest); `authtui accounts sessions` has them all.
    private static let sessionsShown = 5

    private static let hostID = "home"
    private static let confirmationID = "deleteConfirmation"
    private static let twoFactorID = "twoFactor"
    private static let changeID = "passwordChange"
    private static let sessionsID = "sessions"

    func sheets(_ context: ScreenContext, size: TerminalSize) -> [Sheet] {
        let state = presenter.state
        guard state.isSignedIn else { return [] }
        var sheets = [
            Sheet(
                id: Self.hostID, title: "authtui",
                items: [
                    .label(Label(state.greeting, role: .title, alignment: .centred)),
                    .label(
                        Label(state.notice ?? "You are signed in.", role: .dimText, alignment: .centred)),
                ] + state.signInNotice.map { .label(Label($0, role: .dimText, alignment: .centred)) }
                    + hostButtons(state.abilities)
                    + [.label(Label(state.twoFactorNotice ?? "", role: .error, alignment: .centred))],
                presentation: .screen, form: Form(focus: state.focus))
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
                                maxLength: AccountRules.passwordMaximumLength))
                    ], cancel: "Cancel", confirm: "Delete", cancelID: Action.cancelDelete.rawValue,
                    confirmID: Action.confirmDelete.rawValue, status: Label(status, role: .dimText)
                ).filledSheet(confirmation.form))
        }
        if let twoFactor = state.twoFactor {
            sheets.append(twoFactorSheet(twoFactor, state: state, context: context, size: size))
        }
        if let sessions = state.sessions {
            sheets.append(sessionsSheet(sessions, context: context, size: size))
        }
        return sheets
    }

    /// The host's buttons, in rows: only what the signed-in identity may do is offered.
    private func hostButtons(_ abilities: Identity.Abilities) -> [Sheet.Item] {
        func row(_ buttons: [Button?]) -> Sheet.Item? {
            let present = buttons.compactMap { $0 }
            return present.isEmpty ? nil : .buttons(present)
        }
        func offered(_ ability: Identity.Abilities, _ button: Button) -> Button? {
            abilities.contains(ability) ? button : nil
        }
        return [
            row([
                Button("Log out", id: Action.logOut.rawValue),
                offered(
                    .deleteAccount, Button("Delete account", id: Action.delete.rawValue, isDestructive: true)),
                offered(.confirmIdentity, Button("Secret page", id: Action.secretPage.rawValue)),
            ]),
            row([
                offered(.changePassword, Button("Change password", id: Action.changePassword.rawValue)),
                offered(.rememberedSessions, Button("Sessions", id: Action.sessions.rawValue)),
                offered(
                    .rememberedSessions, Button("Log out everywhere", id: Action.logOutEverywhere.rawValue)),
            ]),
            row([offered(.secondFactor, Button("Two-factor authentication", id: Action.twoFactor.rawValue))]),
        ].compactMap { $0 }
    }

    /// The password first, then the enrolment (QR code, key, `Code`), the recovery codes, or
    /// turning it off.
    private func twoFactorSheet(
        _ sheet: TwoFactorSheet, state: LoggedInState, context: ScreenContext, size: TerminalSize
    ) -> Sheet {
        let status: Sheet.Item = .label(
            Label(state.twoFactorBusy ? "\(context.spinnerFrame) Checking…" : "", role: .dimText))
        let code = Sheet.Item.field(TextField("Code", id: AccountField.code.rawValue, maxLength: 24))
        let password = Sheet.Item.secureField(
            SecureField(
                "Password", id: AccountField.password.rawValue, maxLength: AccountRules.passwordMaximumLength)
        )
        /// An instruction, dimmed.
        func says(_ text: String) -> Sheet.Item { .label(Label(text, role: .dimText)) }
        /// `Cancel` and the sheet's own button, then the busy line.
        func cancelOr(_ confirm: Button) -> [Sheet.Item] {
            [.buttons([Button("Cancel", id: Action.closeTwoFactor.rawValue), confirm]), status]
        }
        let items: [Sheet.Item]
        var defaultButton: String?
        switch sheet {
        case .confirmingPassword:
            items =
                [
                    says("Enter your password to turn two-factor authentication on."),
                    password,
                ] + cancelOr(Button("Continue", id: Action.continueTwoFactor.rawValue))
            defaultButton = Action.continueTwoFactor.rawValue
        case .enrolling(let enrolment):
            items =
                [
                    .picture(enrolment.qrCode.image),
                    says("Scan the code with an authenticator app, or type the key into it:"),
                    .label(Label("Key: " + Self.grouped(enrolment.secret))),
                    says("Then type the 6-digit code it shows to turn two-factor authentication on."),
                    code,
                ] + cancelOr(Button("Confirm", id: Action.confirmTwoFactor.rawValue))
            defaultButton = Action.confirmTwoFactor.rawValue
        case .recoveryCodes(let codes):
            items =
                [
                    says(
                        "Two-factor authentication is on. Each recovery code below signs you in once "
                            + "if you lose your authenticator; keep them safe, they are not shown again.")
                ] + Self.codeRows(codes, perRow: 1) + [
                    .buttons([Button("Done", id: Action.closeTwoFactor.rawValue)])
                ]
        case .turningOff:
            items =
                [
                    .label(
                        Label(
                            "Your password and a current code turn two-factor authentication off.",
                            role: .dimText
                        )),
                    password, code,
                ] + cancelOr(Button("Turn off", id: Action.turnOffTwoFactor.rawValue, isDestructive: true))
            defaultButton = Action.turnOffTwoFactor.rawValue
        }
        let region = Rect(width: size.width, height: size.height)
        var made = Sheet(
            id: Self.twoFactorID, title: "Two-factor authentication", items: items,
            defaultButton: defaultButton,
            // The QR code (41 columns for a usual address) beside a column of text at 80 columns.
            preferredWidth: ScanCode.sheetWidth, form: state.twoFactorForm)
        if case .recoveryCodes(let codes) = sheet {
            // Shown once: only `Done` closes it, and it never scrolls a code out of sight; two a
            // row when one a row does not fit (ten codes then fit at 44x16).
            made.closesOnEscape = false
            made.mayScroll = false
            if made.layout(in: region) == nil {
                let single = Self.codeRows(codes, perRow: 1)
                made.items = made.items.filter { !single.contains($0) }
                made.items.insert(contentsOf: Self.codeRows(codes, perRow: 2), at: 1)
            }
        }
        // A QR code shows whole or not at all (`ScanCode`): the key in groups still works.
        if case .enrolling = sheet { made = ScanCode.fitted(made, in: size, theme: context.theme) }
        return made
    }

    /// `Sessions`: per session where it was made (this one marked), when it was made and last
    /// used, and its `End` button; `Close` at the bottom. As many as fit in `size` (at most
    /// `sessionsShown`), newest first and this terminal's always among them; the rest are counted.
    private func sessionsSheet(_ sheet: SessionsSheet, context: ScreenContext, size: TerminalSize) -> Sheet {
        let region = Rect(width: size.width, height: size.height)
        var count = min(sheet.sessions.count, Self.sessionsShown)
        while true {
            let made = sessionsSheet(sheet, showing: count, context: context)
            // Whole, not scrolled: fewer sessions and a count beat a list to scroll through.
            var whole = made
            whole.mayScroll = false
            if count <= 1 || whole.layout(in: region) != nil { return made }
            count -= 1
        }
    }

    private func sessionsSheet(_ sheet: SessionsSheet, showing count: Int, context: ScreenContext) -> Sheet {
        var shown = Array(sheet.sessions.prefix(count))
        if let this = sheet.sessions.first(where: \.isThisOne), !shown.contains(this), !shown.isEmpty {
            shown[shown.count - 1] = this
        }
        var items: [Sheet.Item] = []
        for session in shown {
            let place = session.origin.isEmpty ? "?" : session.origin
            items.append(.label(Label(place + (session.isThisOne ? "  (this one)" : ""), role: .title)))
            items.append(
                .label(
                    Label(
                        "created \(OperatorText.utc(session.createdAt)), last used \(OperatorText.utc(session.lastUsedAt))",
                        role: .dimText)))
            items.append(
                .buttons([
                    Button(
                        session.isThisOne ? "End (logs out here)" : "End",
                        id: Self.endSessionPrefix + session.identifier, isDestructive: true)
                ]))
        }
        if sheet.sessions.count > shown.count {
            let more = sheet.sessions.count - shown.count
            items.append(
                .label(Label("and \(more) older (authtui accounts sessions lists them)", role: .dimText)))
        }
        let status = sheet.isBusy ? "\(context.spinnerFrame) Working…" : sheet.message ?? ""
        items.append(.label(Label(status, role: .dimText)))
        items.append(.buttons([Button("Close", id: Action.closeSessions.rawValue)]))
        return Sheet(id: Self.sessionsID, title: "Sessions", items: items, preferredWidth: 66)
    }

    /// Recovery codes as centred rows, `perRow` codes a row, two spaces apart.
    private static func codeRows(_ codes: [String], perRow: Int) -> [Sheet.Item] {
        stride(from: 0, to: codes.count, by: perRow).map { start in
            let row = codes[start..<min(start + perRow, codes.count)].joined(separator: "  ")
            return .label(Label(row, alignment: .centred))
        }
    }

    /// A base32 key in groups of four, as authenticator apps show it.
    static func grouped(_ key: String) -> String {
        stride(from: 0, to: key.count, by: 4).map { String(key.dropFirst($0).prefix(4)) }.joined(
            separator: " ")
    }

    func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile(sheets(context, size: size), context: context)
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let region = Rect(width: size.width, height: size.height)
        let sheets = sheets(context, size: size)
        let (canvas, caret, keys) = stage.compose(
            sheets, over: context.blank(size), in: region, context: context)
        let state = presenter.state
        return ScreenFrame(
            canvas: canvas, cursor: caret,
            isAnimating: state.deleteConfirmation?.isBusy == true || state.passwordChange?.isBusy == true
                || state.twoFactorBusy || state.sessions?.isBusy == true,
            keys: keys)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        var stack = ModalStack(sheets: sheets(context, size: size), keyMap: context.keyMap)
        guard let top = stack.top else { return .keepRunning }
        let event = stack.handle(key, in: Rect(width: size.width, height: size.height))
        switch top.id {
        case Self.confirmationID:
            if let form = stack[Self.confirmationID]?.form { presenter.editDeletion(form) }
        case Self.twoFactorID:
            if let form = stack[Self.twoFactorID]?.form { presenter.editTwoFactor(form) }
        case Self.changeID:
            if let form = stack[Self.changeID]?.form { presenter.editPasswordChange(form) }
        default:
            presenter.focus(stack.top?.focus)
        }
        switch event {
        case .dismissed(let sheet) where sheet == Self.twoFactorID: presenter.closeTwoFactor()
        case .dismissed(let sheet) where sheet == Self.changeID: presenter.cancelPasswordChange()
        case .dismissed(let sheet) where sheet == Self.sessionsID: presenter.closeSessions()
        case .dismissed: presenter.cancelDelete()
        case .pressed(_, let button):
            if button.hasPrefix(Self.endSessionPrefix) {
                let identifier = String(button.dropFirst(Self.endSessionPrefix.count))
                work.start { [presenter] in await presenter.endSession(identifier) }
            } else if let action = Action(rawValue: button) {
                perform(action)
            }
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
        case .twoFactor: work.start { [presenter] in await presenter.openTwoFactor() }
        case .continueTwoFactor: work.start { [presenter] in await presenter.continueTwoFactor() }
        case .confirmTwoFactor: work.start { [presenter] in await presenter.confirmTwoFactor() }
        case .turnOffTwoFactor: work.start { [presenter] in await presenter.turnOffTwoFactor() }
        case .closeTwoFactor: presenter.closeTwoFactor()
        case .changePassword: presenter.askToChangePassword()
        case .logOutEverywhere: work.start { [presenter] in await presenter.logOutEverywhere() }
        case .cancelChange: presenter.cancelPasswordChange()
        case .confirmChange: work.start { [presenter] in await presenter.confirmPasswordChange() }
        case .sessions: work.start { [presenter] in await presenter.openSessions() }
        case .closeSessions: presenter.closeSessions()
        }
    }
}
