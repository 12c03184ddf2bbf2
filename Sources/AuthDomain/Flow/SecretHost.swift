/// The secret page's host: asks its presenter whether the password must be entered again.
@MainActor
final class SecretHost: Authenticatable {
    weak var presenter: SecretsPresenter?

    func shouldLogin() async -> Bool { await presenter?.mustLogin() ?? true }

    func willReturnFromLoginActions(success: Bool) { presenter?.unlock(success) }
}
