/// The delete-account confirmation: `Enter your password to confirm`, `Cancel` / `Delete`.
public struct DeleteConfirmation: Equatable, Sendable {
    /// Inline error under the password field (a wrong password deletes nothing).
    public var error: String?
    public var isBusy = false

    public init(error: String? = nil, isBusy: Bool = false) {
        self.error = error
        self.isBusy = isBusy
    }
}

/// What the logged-in host shows.
public struct LoggedInState: Equatable, Sendable {
    /// `Hi, <username>` (the username is untrusted text: views sanitise it).
    public var greeting = "Hi"
    public var account: Account?
    /// Non-nil while the delete confirmation is open.
    public var deleteConfirmation: DeleteConfirmation?

    public init() {}
}

/// The presenter of the logged-in host: greeting, `Log out`, `Delete account` with password
/// confirmation, `Secret page`.
@MainActor
public final class LoggedInPresenter {
    public private(set) var state = LoggedInState() {
        didSet { if state != oldValue { onChange?(state) } }
    }
    public var onChange: (@MainActor (LoggedInState) -> Void)?

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
    public func show(_ account: Account) {
        state = LoggedInState()
        state.account = account
        state.greeting = "Hi, \(account.username)"
    }

    /// `Log out`: revokes the remembered session, then back to the Start screen. The local
    /// sign-in is gone even when the store cannot revoke the session; the Start screen says so.
    public func logOut() async {
        var problem: String?
        do {
            try await service.signOut()
        } catch {
            problem = "Logged out here, but the session could not be revoked: \(error.message)"
        }
        state = LoggedInState()
        await onSignedOut(problem)
    }

    /// `Delete account`: opens the confirmation (its default button is `Cancel`).
    public func askToDelete() {
        guard state.account != nil, state.deleteConfirmation == nil else { return }
        state.deleteConfirmation = DeleteConfirmation()
    }

    /// `Cancel` or Esc on the confirmation.
    public func cancelDelete() {
        guard state.deleteConfirmation?.isBusy == false else { return }
        state.deleteConfirmation = nil
    }

    /// `Delete` on the confirmation: re-authenticates with `password`, then deletes. A wrong
    /// password keeps the confirmation open with an inline error and deletes nothing.
    public func confirmDelete(password: String) async {
        guard var confirmation = state.deleteConfirmation, !confirmation.isBusy else { return }
        confirmation.isBusy = true
        confirmation.error = nil
        state.deleteConfirmation = confirmation
        do {
            try await service.deleteAccount(password: password)
            state = LoggedInState()
            await onSignedOut(nil)
        } catch {
            state.deleteConfirmation = DeleteConfirmation(error: error.message)
        }
    }

    /// `Secret page`.
    public func openSecretPage() async {
        guard state.deleteConfirmation == nil else { return }
        await onOpenSecretPage()
    }
}
