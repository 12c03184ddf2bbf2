/// The delete-account confirmation: `Enter your password to confirm`, `Cancel` / `Delete`.
///
/// The typed password is the confirmation: Enter in its field presses `Delete`.
public struct DeleteConfirmation: Equatable, Sendable {
    /// The confirmation's field id.
    public static let passwordField = AccountField.password.rawValue

    /// The password typed so far, and the error under it (a wrong password deletes nothing).
    public internal(set) var form = Form()
    public internal(set) var isBusy = false

    public init() {}

    public var error: String? { form.errors[Self.passwordField] }
}

/// The two-factor sheets of the logged-in host (`Two-factor authentication`).
public enum TwoFactorSheet: Equatable, Sendable {
    /// Turning it on starts with the password (`password` field); the key is made only after it.
    case confirmingPassword
    /// Scan the QR code (or type the key), then confirm with a current code (`code` field).
    case enrolling(SecondFactorEnrolment)
    /// The ten recovery codes, shown this once.
    case recoveryCodes([String])
    /// Turning it off takes the password and a current code (`password` and `code` fields).
    case turningOff
}

/// The change-password sheet: `Current password`, `New password`, `New password again`,
/// `Cancel` / `Change password`, with a live strength meter for the new one.
public struct PasswordChange: Equatable, Sendable {
    public static let currentField = "current"
    public static let newField = "new"
    public static let repeatField = "repeat"

    public internal(set) var form = Form()
    public internal(set) var isBusy = false
    /// zxcvbn's estimate of the new password as typed (nil while it is empty).
    public internal(set) var strength: PasswordStrength?

    public init() {}
}

/// The `Sessions` sheet: the account's remembered sessions (where from, created, last used; this
/// terminal's marked), each of which can be ended.
public struct SessionsSheet: Equatable, Sendable {
    public internal(set) var sessions: [RememberedSession] = []
    public internal(set) var isBusy = false
    /// A one-line result or problem (`Ended the session from …`).
    public internal(set) var message: String?

    public init() {}
}

/// What the logged-in host shows.
public struct LoggedInState: Equatable, Sendable {
    /// `Hi, <username>` (the username is untrusted text: views sanitise it).
    public internal(set) var greeting = "Hi"
    /// Someone is signed in: the host shows (with or without an account of the store: PAM's
    /// people have none).
    public internal(set) var isSignedIn = false
    public internal(set) var account: Account?
    /// What the signed-in identity may do here: the host offers only these.
    public internal(set) var abilities: Identity.Abilities = []
    /// Non-nil while the delete confirmation is open.
    public internal(set) var deleteConfirmation: DeleteConfirmation?
    /// Non-nil while the change-password sheet is open.
    public internal(set) var passwordChange: PasswordChange?
    /// A one-line result under the greeting (`Password changed…`).
    public internal(set) var notice: String?
    /// What the sign-in told (`Last sign-in: … from …`, failures and changes since), under it.
    public internal(set) var signInNotice: [String] = []
    /// The host's focused button (nil: the first, `Log out`); kept while the secret page shows.
    public internal(set) var focus: String?
    /// The two-factor sheet that is open, what is typed into it, and whether it is working.
    public internal(set) var twoFactor: TwoFactorSheet?
    public internal(set) var twoFactorForm = Form()
    public internal(set) var twoFactorBusy = false
    /// A one-line problem opening the two-factor sheet (a missing key file, say).
    public internal(set) var twoFactorNotice: String?
    /// Non-nil while the `Sessions` sheet is open.
    public internal(set) var sessions: SessionsSheet?

    public init() {}
}

/// The presenter of the logged-in host: greeting, `Log out`, `Delete account` with password
/// confirmation, `Secret page`, `Change password` (other sessions revoked) and `Log out
/// everywhere` (every session of the account revoked).
@MainActor
public final class LoggedInPresenter {
    public private(set) var state = LoggedInState()

    private let service: AccountService
    /// Called after a log out or a deletion, with a one-line problem to show, if any.
    private let onSignedOut: @MainActor (String?) async -> Void
    private let onOpenSecretPage: @MainActor () async -> Void

    public init(
        service: AccountService, onSignedOut: @escaping @MainActor (String?) async -> Void,
        onOpenSecretPage: @escaping @MainActor () async -> Void
    ) {
        self.service = service
        self.onSignedOut = onSignedOut
        self.onOpenSecretPage = onOpenSecretPage
    }

    /// Someone is signed in (by the login flow or a remembered session).
    public func show(_ identity: Identity) {
        state = LoggedInState()
        state.isSignedIn = true
        state.account = identity.account
        state.abilities = identity.abilities
        state.greeting = "Hi, \(identity.displayName)"
        state.signInNotice = identity.notice
    }

    /// `Log out`: revokes the remembered session, then back to the Start screen. The local
    /// sign-in is gone even when the store cannot revoke the session; the Start screen says so.
    public func logOut() async {
        // An identity from elsewhere (PAM) has no session in the store to revoke: the store's
        // own remembered session, if any, is someone else's sign-in and stays.
        guard state.abilities.contains(.rememberedSessions) else {
            state = LoggedInState()
            await onSignedOut(nil)
            return
        }
        await endSession(notRevoked: "the session") { (service) throws(AccountError) in
            try await service.signOut()
        }
    }

    /// Revokes with `revoke`, then leaves for the Start screen whatever the store said; a store
    /// that could not revoke `notRevoked` is the Start screen's notice.
    private func endSession(
        notRevoked: String, _ revoke: (AccountService) async throws(AccountError) -> Void
    ) async {
        var problem: String?
        do {
            try await revoke(service)
        } catch {
            problem = "Logged out here, but \(notRevoked) could not be revoked: \(error.message)"
        }
        state = LoggedInState()
        await onSignedOut(problem)
    }

    /// Focus moved on the host (Tab, a click).
    public func focus(_ id: String?) {
        state.focus = id
    }

    /// `Delete account`: opens the confirmation with its password field focused.
    public func askToDelete() {
        guard state.account != nil, state.abilities.contains(.deleteAccount), state.deleteConfirmation == nil,
            state.twoFactor == nil, state.sessions == nil
        else { return }
        state.deleteConfirmation = DeleteConfirmation()
    }

    /// `Cancel` or Esc on the confirmation.
    public func cancelDelete() {
        guard state.deleteConfirmation?.isBusy == false else { return }
        state.deleteConfirmation = nil
    }

    /// The confirmation's form after a key (typing, caret or focus moves).
    public func editDeletion(_ form: Form) {
        guard state.deleteConfirmation?.isBusy == false else { return }
        state.deleteConfirmation?.form.accept(form)
    }

    /// Types the password into the confirmation, as a person would (for headless drivers).
    public func fillDeletionPassword(_ password: String) {
        guard var form = state.deleteConfirmation?.form else { return }
        form.set(DeleteConfirmation.passwordField, to: password)
        editDeletion(form)
    }

    /// `Delete` on the confirmation (or Enter in its field): re-authenticates with the typed
    /// password, then deletes. An empty field says so; a wrong password keeps the confirmation
    /// open with the error under an emptied, focused field, and deletes nothing.
    public func confirmDelete() async {
        guard var confirmation = state.deleteConfirmation, !confirmation.isBusy else { return }
        let field = DeleteConfirmation.passwordField
        let password = confirmation.form.text(field)
        guard !password.isEmpty else {
            refuse("Type your password to delete the account")
            return
        }
        confirmation.isBusy = true
        confirmation.form.errors = [:]
        state.deleteConfirmation = confirmation
        do {
            try await service.deleteAccount(password: password)
            state = LoggedInState()
            await onSignedOut(nil)
        } catch {
            state.deleteConfirmation?.isBusy = false
            refuse(error.message)
        }
    }

    private func refuse(_ message: String) {
        let field = DeleteConfirmation.passwordField
        state.deleteConfirmation?.form.set(field, to: "")
        state.deleteConfirmation?.form.show(errors: [field: message], order: [field])
    }

    /// `Secret page`.
    public func openSecretPage() async {
        guard state.abilities.contains(.confirmIdentity), state.deleteConfirmation == nil,
            state.passwordChange == nil
        else { return }
        await onOpenSecretPage()
    }

    // MARK: Two-factor authentication

    /// `Two-factor authentication`: asks for the password to turn it on when it is off, or asks
    /// to turn it off.
    public func openTwoFactor() async {
        guard state.account != nil, state.abilities.contains(.secondFactor), state.twoFactor == nil,
            state.deleteConfirmation == nil, state.sessions == nil,
            state.passwordChange == nil, !state.twoFactorBusy
        else { return }
        state.twoFactorNotice = nil
        state.twoFactorBusy = true
        defer { state.twoFactorBusy = false }
        do {
            if try await service.hasSecondFactor() {
                state.twoFactorForm = Form()
                state.twoFactor = .turningOff
            } else {
                state.twoFactorForm = Form()
                state.twoFactor = .confirmingPassword
            }
        } catch {
            state.twoFactorNotice = error.message
        }
    }

    /// `Continue` after the password: a right one makes the key and shows it (QR code, key,
    /// `Code`); a wrong one says so under the field and shows nothing.
    public func continueTwoFactor() async {
        guard state.twoFactor == .confirmingPassword, !state.twoFactorBusy else { return }
        let field = AccountField.password.rawValue
        state.twoFactorBusy = true
        defer { state.twoFactorBusy = false }
        do {
            let enrolment = try await service.beginSecondFactorEnrolment(
                password: state.twoFactorForm.text(field))
            state.twoFactorForm = Form()
            state.twoFactor = .enrolling(enrolment)
        } catch {
            refuseTwoFactor(error, fields: [field])
        }
    }

    /// The open two-factor sheet's form after a key.
    public func editTwoFactor(_ form: Form) {
        guard state.twoFactor != nil, !state.twoFactorBusy else { return }
        state.twoFactorForm.accept(form)
    }

    /// Types `text` into a field of the open two-factor sheet (for headless drivers).
    public func fillTwoFactor(_ field: AccountField, with text: String) {
        var form = state.twoFactorForm
        form.set(field.rawValue, to: text)
        editTwoFactor(form)
    }

    /// `Confirm` on the enrolment sheet: a current code turns the factor on and shows the
    /// recovery codes; a wrong one says so under the field.
    public func confirmTwoFactor() async {
        guard case .enrolling = state.twoFactor, !state.twoFactorBusy else { return }
        let field = AccountField.code.rawValue
        state.twoFactorBusy = true
        defer { state.twoFactorBusy = false }
        do {
            let codes = try await service.confirmSecondFactor(code: state.twoFactorForm.text(field))
            state.twoFactorForm = Form()
            state.twoFactor = .recoveryCodes(codes)
        } catch {
            refuseTwoFactor(error, fields: [field])
        }
    }

    /// `Turn off`: the password and a current code remove the factor.
    public func turnOffTwoFactor() async {
        guard state.twoFactor == .turningOff, !state.twoFactorBusy else { return }
        let form = state.twoFactorForm
        state.twoFactorBusy = true
        defer { state.twoFactorBusy = false }
        do {
            try await service.turnOffSecondFactor(
                password: form.text(AccountField.password.rawValue),
                code: form.text(AccountField.code.rawValue))
            closeTwoFactor()
        } catch {
            refuseTwoFactor(error, fields: [AccountField.password.rawValue, AccountField.code.rawValue])
        }
    }

    /// `Cancel`, `Done` or Esc: closes the two-factor sheet (an unfinished enrolment stays off).
    public func closeTwoFactor() {
        guard !state.twoFactorBusy else { return }
        state.twoFactor = nil
        state.twoFactorForm = Form()
    }

    /// A refused code or password: the error under the field it concerns, that field emptied and
    /// focused; a wrong code empties the code.
    private func refuseTwoFactor(_ error: AccountError, fields: [String]) {
        let field =
            error == .wrongPassword || fields == [AccountField.password.rawValue]
            ? AccountField.password.rawValue : error.field?.rawValue ?? AccountField.code.rawValue
        state.twoFactorForm.set(field, to: "")
        state.twoFactorForm.show(errors: [field: error.message], order: fields)
    }

    // MARK: Sessions and password

    /// `Log out everywhere`: revokes every remembered session of the account (other terminals
    /// and machines too), then back to the Start screen.
    public func logOutEverywhere() async {
        await endSession(notRevoked: "the other sessions") { (service) throws(AccountError) in
            try await service.signOutEverywhere()
        }
    }

    /// `Sessions`: opens the list of the account's remembered sessions.
    public func openSessions() async {
        guard state.account != nil, state.abilities.contains(.rememberedSessions), state.sessions == nil,
            state.deleteConfirmation == nil, state.passwordChange == nil, state.twoFactor == nil
        else { return }
        state.sessions = SessionsSheet()
        await reloadSessions(message: nil)
    }

    private func reloadSessions(message: String?) async {
        state.sessions?.isBusy = true
        do {
            let list = try await service.rememberedSessions()
            state.sessions?.sessions = list
            state.sessions?.message = message ?? (list.isEmpty ? "No session is remembered" : nil)
        } catch {
            state.sessions?.message = error.message
        }
        state.sessions?.isBusy = false
    }

    /// `End` on one session: another terminal's next start asks again; this terminal's own
    /// signs out here, back to the Start screen.
    public func endSession(_ identifier: String) async {
        guard let sheet = state.sessions, !sheet.isBusy,
            let session = sheet.sessions.first(where: { $0.identifier == identifier })
        else { return }
        state.sessions?.isBusy = true
        do {
            if try await service.endSession(identifier) {
                state = LoggedInState()
                await onSignedOut(nil)
                return
            }
            await reloadSessions(
                message: "Ended the session from \(session.origin.isEmpty ? "?" : session.origin)")
        } catch {
            await reloadSessions(message: error.message)
        }
    }

    /// `Close` or Esc on the `Sessions` sheet.
    public func closeSessions() {
        guard state.sessions?.isBusy == false else { return }
        state.sessions = nil
    }

    /// `Change password`: opens its sheet with `Current password` focused.
    public func askToChangePassword() {
        guard state.account != nil, state.abilities.contains(.changePassword), state.passwordChange == nil,
            state.deleteConfirmation == nil, state.sessions == nil,
            state.twoFactor == nil
        else { return }
        state.notice = nil
        state.passwordChange = PasswordChange()
    }

    /// `Cancel` or Esc on the change-password sheet.
    public func cancelPasswordChange() {
        guard state.passwordChange?.isBusy == false else { return }
        state.passwordChange = nil
    }

    /// The change-password form after a key; the meter follows the new password as typed.
    public func editPasswordChange(_ form: Form) {
        guard var change = state.passwordChange, !change.isBusy, let account = state.account else { return }
        change.form.accept(form)
        let new = change.form.text(PasswordChange.newField)
        change.strength =
            new.isEmpty ? nil : PasswordStrength.estimate(new, knownWords: [account.email, account.username])
        state.passwordChange = change
    }

    /// Types into the change-password sheet, as a person would (for headless drivers).
    public func fillPasswordChange(current: String, new: String, again: String) {
        guard var form = state.passwordChange?.form else { return }
        form.set(PasswordChange.currentField, to: current)
        form.set(PasswordChange.newField, to: new)
        form.set(PasswordChange.repeatField, to: again)
        editPasswordChange(form)
    }

    /// `Change password`: the new password twice and the current one; every other session of
    /// the account is revoked, this one continues. Errors go under the field they are about.
    public func confirmPasswordChange() async {
        guard var change = state.passwordChange, !change.isBusy else { return }
        let current = change.form.text(PasswordChange.currentField)
        let new = change.form.text(PasswordChange.newField)
        let again = change.form.text(PasswordChange.repeatField)
        let order = [PasswordChange.currentField, PasswordChange.newField, PasswordChange.repeatField]
        if current.isEmpty {
            return refuseChange([PasswordChange.currentField: "Enter your current password"], order)
        }
        if new != again {
            return refuseChange([PasswordChange.repeatField: "The new passwords do not match"], order)
        }
        change.isBusy = true
        change.form.errors = [:]
        state.passwordChange = change
        do {
            try await service.changePassword(current: current, new: new)
            state.passwordChange = nil
            state.notice = "Password changed; your other sessions were signed out"
        } catch {
            state.passwordChange?.isBusy = false
            let field = error.field == .password ? PasswordChange.newField : PasswordChange.currentField
            if field == PasswordChange.currentField { state.passwordChange?.form.set(field, to: "") }
            refuseChange([field: error.message], order)
        }
    }

    private func refuseChange(_ errors: [String: String], _ order: [String]) {
        state.passwordChange?.form.show(errors: errors, order: order)
    }
}
