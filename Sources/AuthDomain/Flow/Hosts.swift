/// The home host: the full screen the login app guards. It must log in unless a remembered
/// session restores (auto-login), and it hands the signed-in account to the logged-in presenter.
@MainActor
final class HomeHost: Authenticatable {
    private let service: AccountService
    private let onAccount: @MainActor (Account) -> Void
    private let onRefusal: @MainActor (SessionRefusal) -> Void

    /// `onRefusal` hears why a remembered session that was there was not used (expired, revoked,
    /// from another store…); the file is gone then, so it is said once.
    init(
        service: AccountService, onAccount: @escaping @MainActor (Account) -> Void,
        onRefusal: @escaping @MainActor (SessionRefusal) -> Void = { _ in }
    ) {
        self.service = service
        self.onAccount = onAccount
        self.onRefusal = onRefusal
    }

    func shouldLogin() async -> Bool {
        guard let account = try? await service.restoreSession() else {
            if let refusal = await service.lastSessionRefusal { onRefusal(refusal) }
            return true
        }
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
