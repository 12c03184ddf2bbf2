/// What every store part answers, whatever it keeps: whether it is reached over a network, which
/// database it is, whether it answers, and what time it is there.
///
/// The clock belongs to the store, not to the caller: a PostgreSQL store that many machines share
/// gives its server's time, so every terminal stamps and judges the same rows alike; a local
/// file has no clock of its own and hands back the caller's.
public protocol StoreBasics: Sendable {
    /// Whether the store is reached over a network (PostgreSQL) rather than a local file.
    var isRemote: Bool { get }

    /// A stable identifier of this database, written into session files so a token is never sent
    /// to another store.
    func storeIdentifier() async throws(AccountError) -> String

    /// A cheap round trip proving the store answers (for connectivity checks).
    func ping() async throws(AccountError)

    /// The time to stamp and judge sessions with: the database server's clock where there is
    /// one (PostgreSQL, so every machine agrees), else `fallback` (one clock: the caller's).
    func currentTime(fallback: Double) async throws(AccountError) -> Double
}
