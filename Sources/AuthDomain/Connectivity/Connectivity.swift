import AuthText

/// The outcome of a connection check: what the Start screen shows (`Check your connection`
/// plus the reason when offline).
public enum Connectivity: Hashable, Sendable {
    case online
    case offline(OfflineReason)
}

/// Why the check failed, in one short line for the screen.
///
/// The route is checked first: with no network the store's answer is beside the point.
public enum OfflineReason: Hashable, Sendable, CustomStringConvertible {
    /// No default route on an interface that is up.
    case noNetworkRoute
    /// The account store did not answer.
    case accountStoreUnreachable

    public var description: String {
        switch self {
        case .noNetworkRoute: Message("connection.no-route", "No network route").text
        case .accountStoreUnreachable:
            Message("connection.store-unreachable", "Account store unreachable").text
        }
    }
}
