/// The Start screen's connection check: online means a default route on an interface that is up
/// **and** an account store that answers. Run it when the Start screen appears and on each Retry.
///
/// Both inputs are injected (the defaults read the kernel), so tests feed route tables and store
/// states. Nothing is sent over the network: like the ancestor, this asks the system whether a
/// route exists, it does not ping anything.
public struct ConnectivityProbe: Sendable {
    private let routes: @Sendable () -> RoutingTable
    private let interfaceIsUp: @Sendable (String) -> Bool
    private let storeAnswers: nonisolated(nonsending) @Sendable () async -> Bool
    private let needsNetwork: Bool

    /// - Parameters:
    ///   - routes: the routing tables to consult (default: this machine's).
    ///   - interfaceIsUp: whether an interface is up (default: its `operstate` in `/sys`).
    ///   - needsNetwork: false for a local store (SQLite): no route check, so a machine with no
    ///     network at all still logs in to its own store.
    ///   - storeAnswers: whether the account store answers a trivial query.
    public init(
        routes: @escaping @Sendable () -> RoutingTable = RoutingTable.readFromKernel,
        interfaceIsUp: @escaping @Sendable (String) -> Bool = ConnectivityProbe.kernelInterfaceIsUp,
        needsNetwork: Bool = true,
        storeAnswers: nonisolated(nonsending) @escaping @Sendable () async -> Bool
    ) {
        self.routes = routes
        self.interfaceIsUp = interfaceIsUp
        self.needsNetwork = needsNetwork
        self.storeAnswers = storeAnswers
    }

    /// The probe for `service`'s store: the route check only when that store is remote.
    public static func checking(_ service: AccountService) -> ConnectivityProbe {
        ConnectivityProbe(
            needsNetwork: service.storeIsRemote, storeAnswers: { (try? await service.ping()) != nil })
    }

    /// Runs where the caller runs (the Start screen's main actor), so the check starts no thread
    /// of Swift's pool; only the store's answer is awaited elsewhere.
    public nonisolated(nonsending) func check() async -> Connectivity {
        guard !needsNetwork || routes().defaultRouteInterfaces.contains(where: interfaceIsUp) else {
            return .offline(.noNetworkRoute)
        }
        guard await storeAnswers() else { return .offline(.accountStoreUnreachable) }
        return .online
    }

    /// Whether `/sys/class/net/<name>/operstate` says `up` (or `unknown`, which virtual links
    /// such as tunnels report while working). An unreadable file counts as up: some containers
    /// hide `/sys`, and the route itself is already flagged up.
    @Sendable public static func kernelInterfaceIsUp(_ name: String) -> Bool {
        guard !name.contains("/"), let state = KernelText.read("/sys/class/net/\(name)/operstate") else {
            return true
        }
        let trimmed = state.filter { !$0.isWhitespace }
        return trimmed == "up" || trimmed == "unknown"
    }
}
