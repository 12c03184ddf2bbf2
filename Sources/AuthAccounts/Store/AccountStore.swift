/// One database that keeps everything the own accounts need: account rows, remembered sessions,
/// throttle counters, second-factor secrets and the security log of all of them (`SQLiteAccountStore`, `PostgresAccountStore`).
/// `AccountService` holds the rules, a store only keeps data consistent.
///
/// Each part is its own protocol so that code needing one depends on that one only, and a
/// backend that can only verify credentials can be combined with the local store's sessions,
/// throttle and factor. `AccountStore` is a protocol refining them, not a typealias of their
/// composition, because it promises more than the parts: they share one database, so deleting an
/// account takes its sessions and factor in the same transaction and the operator overviews join
/// rows, sessions and counters. A type is an `AccountStore` only when it says so. Free of any
/// database specifics; storage failures are `AccountError.store…` cases.
public protocol AccountStore:
    StoreBasics, AccountRowStore, SessionStore, FederatedSessionStore, ThrottleStore, SecondFactorStore,
    SecurityLogStore
{}
