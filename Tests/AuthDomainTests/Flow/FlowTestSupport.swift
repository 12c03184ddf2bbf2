import Foundation
import Synchronization
import XCTest

@testable import AuthDomain

/// A whole login app without a terminal: real AccountService (minimum hashing) in a temporary
/// data directory, a probe whose network can be switched off, and the router with fades off.
@MainActor
final class HeadlessApp {
    let router: AppRouter
    let service: AccountService
    let network: NetworkSwitch

    nonisolated private static let routeTable =
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
        + "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"

    convenience init(
        directory: String, advanced: Bool = true, online: Bool = true, clock: FakeWallClock = FakeWallClock()
    )
        async throws
    {
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration(clock: clock))
        await self.init(service: service, advanced: advanced, online: online)
    }

    /// The app over a service made by the test (a store of its own in front of the real one).
    init(service: AccountService, advanced: Bool = true, online: Bool = true) async {
        let network = NetworkSwitch(online)
        self.network = network
        let probe = ConnectivityProbe(
            routes: { RoutingTable(ipv4: network.isUp ? Self.routeTable : "", ipv6: "") },
            interfaceIsUp: { _ in true },
            storeAnswers: { (try? await service.ping()) != nil })
        self.service = service
        router = AppModules.build(
            service: service, probe: probe, settings: .init(advancedMode: advanced, fades: false))
        await router.start()
        await router.settled()
    }

    /// Waits for everything the app started (sign-ins, loading steps, connection checks), then
    /// checks `condition`: no polling, the router says when it is done.
    func expect(
        _ message: String = "condition", file: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) async throws {
        await router.settled()
        guard condition() else {
            XCTFail("not true once the app settled: \(message)", file: file, line: line)
            throw CancellationError()
        }
    }

    var home: NavigatorScene { router.homeNavigator.scene }
    var secret: NavigatorScene { router.secretNavigator.scene }

    /// The Start screen is up and its connection check has finished.
    var startIsReady: Bool {
        home.activeScreen?.screenID == ScreenID.start && router.auth.state.connection != .checking
    }

    var showsContent: Bool { !home.coversHost }

    /// Signs up through the sheets, as a person would.
    func signUp(_ email: String, _ password: String, username: String = "") async throws {
        try await expect { self.startIsReady }
        await router.auth.openSignIn()
        await router.auth.submitEmail(email)
        await router.auth.createAccount(password: password)
        await router.auth.register(email: email, password: password, username: username)
        await router.settled()
    }

    /// Logs in through the sheets.
    func logIn(_ email: String, _ password: String) async throws {
        try await expect { self.startIsReady }
        await await router.auth.openSignIn()
        await await router.auth.submitEmail(email)
        await router.auth.logIn(password: password)
        await router.settled()
    }
}

/// Whether the fake machine has a default route.
final class NetworkSwitch: Sendable {
    private let up: Mutex<Bool>
    init(_ up: Bool) { self.up = Mutex(up) }
    var isUp: Bool {
        get { up.withLock { $0 } }
        set { up.withLock { $0 = newValue } }
    }
}

/// A person typing into the sheets and pressing their buttons, through the presenter's intents
/// (the built-in accounts' steps and choices).
extension AuthFlowPresenter {
    typealias ChoiceID = AccountAuthenticator.ChoiceID

    func openSignIn() async { await open() }

    func fill(_ field: AccountField, with text: String) { fill(field.rawValue, with: text) }

    func submitEmail() async { await choose(ChoiceID.next) }

    func submitEmail(_ email: String) async {
        fill(.email, with: email)
        await submitEmail()
    }

    func logIn() async { await choose(ChoiceID.logIn) }

    func logIn(password: String) async {
        fill(.password, with: password)
        await logIn()
    }

    func createAccount() async { await choose(ChoiceID.createAccount) }

    func createAccount(password: String) async {
        fill(.password, with: password)
        await createAccount()
    }

    func register() async { await choose(ChoiceID.register) }

    func register(email: String, password: String, username: String) async {
        fill(.email, with: email)
        fill(.password, with: password)
        fill(.username, with: username)
        await register()
    }

    func submitCode() async { await choose(ChoiceID.verify) }
}

extension AuthFlowState {
    /// The error under `field` on the top step.
    func error(_ field: AccountField) -> String? { error(field.rawValue) }
}

/// The built-in accounts' steps by name, so tests read `[.signIn, .password]`.
enum AccountStep: String { case signIn, password, registration, code }

extension AuthFlowState {
    /// The open steps of the built-in accounts' conversation, bottom to top.
    var openSteps: [AccountStep] { stepIDs.compactMap(AccountStep.init) }
}

extension LoggedInPresenter {
    /// The open action's top step id (nil: none open).
    var openStep: String? { conversation.state.top?.id }
    /// The open action's top step.
    var step: ConversationStep? { conversation.state.top?.step }
    /// The error under prompt `id` of the open action's top step.
    func error(_ id: String) -> String? { conversation.state.error(id) }
    func error(_ field: AccountField) -> String? { error(field.rawValue) }

    /// Types each answer into its prompt of the open action's top step.
    func fill(_ answers: KeyValuePairs<String, String>) {
        for (id, text) in answers { conversation.fill(id, with: text) }
    }
    func fill(_ field: AccountField, with text: String) { conversation.fill(field.rawValue, with: text) }

    /// Presses choice `id` of the open action's top step.
    func choose(_ id: String) async { await conversation.choose(id) }

    /// The key of the enrolment step on top (from the `otpauth://` address to scan), if it is.
    var enrolmentKey: String? {
        guard case .scan(let address, _) = step?.lines.first else { return nil }
        return URLComponents(string: address)?.queryItems?.first { $0.name == "secret" }?.value
    }

    /// `Delete account`, the password typed, `Delete`.
    func confirmDelete(password: String) async {
        if openStep == nil { await open(HostAction.ID.delete) }
        fill(.password, with: password)
        await choose("delete")
    }

    /// `Change password` (opened when it is not), the three answers typed, `Change password`.
    func changePassword(current: String, new: String, again: String) async {
        if openStep == nil { await open(HostAction.ID.changePassword) }
        fill(["current": current, "new": new, "repeat": again])
        await choose("change")
    }
}

extension SecretsPresenter {
    /// `Secret login`: the password typed, `Show me!`.
    func showMe(password: String) async {
        login.fill(AccountField.password.rawValue, with: password)
        await login.choose("show")
    }

    /// The error under the `Secret login` password.
    var loginError: String? { login.state.error(AccountField.password.rawValue) }
}
