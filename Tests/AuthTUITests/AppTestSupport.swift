import AuthDomain
import Foundation
import XCTest

/// The login app's router on a fresh embedded store in a temporary folder (removed when `test`
/// ends), hashing at the minimum cost, with the connection check the app itself uses.
@MainActor
func makeRouter(_ test: XCTestCase, settings: AppModules.Settings) async throws -> AppRouter {
    let directory = NSTemporaryDirectory() + "authtui-app-" + UUID().uuidString
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
    let service = try await AccountService.open(
        dataDirectory: directory, configuration: .init(hashing: .minimum))
    return AppModules.build(service: service, probe: .checking(service), settings: settings)
}

extension AppRouter {
    /// Puts `account` on the home host as if its person had just signed in (no sheets walked).
    func showSignedIn(_ account: Account) async throws {
        loggedIn.show(Identity(account: account))
        try homeNavigator.logout(presentLoading: false)
        try await homeNavigator.finishLogin(success: true)
    }
}
