/// The home host: the full screen the login app guards. It must log in unless a remembered
/// session restores (auto-login), and it hands the signed-in account to the logged-in presenter.
@MainActor
final class HomeHost: Authenticatable {
    private let service: AccountService
    private let onAccount: @MainActor (Account) -> Void

    init(service: AccountService, onAccount: @escaping @MainActor (Account) -> Void) {
        self.service = service
        self.onAccount = onAccount
    }

    func shouldLogin() async -> Bool {
        guard let account = try? await service.restoreSession() else { return true }
        onAccount(account)
        return false
    }

    func willReturnFromLoginActions(success: Bool) {}
}

/// The secret page's host: asks its presenter whether the password must be entered again.
@MainActor
final class SecretHost: Authenticatable {
    weak var presenter: SecretsPresenter?

    func shouldLogin() async -> Bool { await presenter?.mustLogin() ?? true }

    func willReturnFromLoginActions(success: Bool) { presenter?.unlock(success) }
}
