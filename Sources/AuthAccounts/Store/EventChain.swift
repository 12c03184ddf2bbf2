import AuthText

/// The hash chain over the security log: each event's hash is SHA-256 of the previous event's
/// hash followed by its own fields, each written as `<byte count>:<UTF-8>\n` so no two different
/// events encode alike. The head row (`EventChainEnds`) keeps the last sequence number and hash,
/// written in the same transaction as each event, so a removed last event shows too. The first
/// event chains to 32 zero bytes, the head row's start hash as the schema writes it.
///
/// What it proves: an event changed, removed or slipped in by someone writing to the database
/// directly breaks the chain at that event. What it cannot: whoever can rewrite every later row
/// and the head can rewrite history; the copy that `authtui audit follow` sends off the machine,
/// and on PostgreSQL the app role's missing UPDATE and DELETE rights on the log, are the answer.
public enum EventChain {
    /// The columns both stores select for a `LoggedEvent`, in its `init(row:)` order.
    static let columns =
        "seq, time, kind, account_id, subject, unix_user, address, ssh_key, terminal, authenticator, detail, hash"

    /// The hash of `event` at `seq`, chained to `previous`.
    public static func hash(of event: SecurityEvent, seq: Int64, previous: [UInt8]) -> [UInt8] {
        var bytes = previous
        let fields = [
            String(seq), String(event.time), event.kind.rawValue, event.accountID.map { String($0) } ?? "",
            event.subject, event.origin.unixUser, event.origin.address, event.origin.sshKey,
            event.origin.terminal, event.authenticator, event.detail,
        ]
        for field in fields {
            bytes += Array("\(field.utf8.count):".utf8)
            bytes += Array(field.utf8)
            bytes.append(0x0A)
        }
        return Sodium.sha256(bytes)
    }

    /// What a prune removed, for its `events-pruned` event: the checkpoint, inside the chain.
    struct Pruned: Sendable {
        var count: Int
        var detail: String

        init(count: Int, detail: String) {
            self.count = count
            self.detail = detail
        }

        init(count: Int, from first: Int64, through last: Int64, hash: [UInt8]) {
            self.count = count
            let hex = hash.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            detail = "events \(first) to \(last) removed; the chain goes on from \(hex)"
        }
    }

    /// What `authtui audit verify` found.
    public enum Verdict: Sendable, Equatable {
        /// Every event from `first` to `last` chains (`count` of them; none when the log is empty).
        case intact(count: Int, first: Int64, last: Int64)
        /// The first event that does not chain, and how it is broken.
        case broken(seq: Int64, problem: Problem)

        public enum Problem: String, Sendable, Equatable {
            /// The row is there but its fields or hash are not what was written.
            case altered
            /// Events are missing here (a gap in the numbers, or the last ones the head names).
            case removed
            /// A row the head never recorded (after the last event written).
            case inserted
        }

        /// One line for the operator. (English says "1 events": its one form keeps the line as
        /// it always was, for the scripts that read it.)
        public var line: String {
            switch self {
            case .intact(let count, let first, let last):
                count == 0
                    ? Message("audit.verify.intact-empty", "security log intact: no events").text
                    : PluralMessage(
                        "audit.verify.intact", one: "security log intact: %1$d events (%2$s to %3$s)",
                        other: "security log intact: %1$d events (%2$s to %3$s)")(count, first, last)
            case .broken(let seq, .altered):
                Message(
                    "audit.verify.altered",
                    "security log broken at event %1$s: it was altered"
                        + " (its hash does not match its fields and the event before it)")(seq)
            case .broken(let seq, .removed):
                Message(
                    "audit.verify.removed",
                    "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
                )(seq)
            case .broken(let seq, .inserted):
                Message(
                    "audit.verify.inserted",
                    "security log broken at event %1$s: it was inserted (the log's head ends before it)")(seq)
            }
        }
    }

    /// How many events `verify` reads at a time: a log of any length is checked in bounded memory.
    public static let pageSize = 1000

    /// Recomputes the whole chain from the store's head, a page at a time.
    public static func verify(_ log: any SecurityLogStore, pageSize: Int = EventChain.pageSize)
        async throws(AccountError)
        -> Verdict
    {
        let ends = try await log.eventChainEnds()
        var previous = ends.startHash
        var expected = ends.firstSeq
        var count = 0
        while true {
            let page = try await log.events(after: expected - 1, limit: pageSize)
            for logged in page {
                if logged.seq > ends.lastSeq { return .broken(seq: logged.seq, problem: .inserted) }
                if logged.seq != expected { return .broken(seq: expected, problem: .removed) }
                let hash = hash(of: logged.event, seq: logged.seq, previous: previous)
                guard hash == logged.hash else { return .broken(seq: logged.seq, problem: .altered) }
                previous = hash
                expected += 1
                count += 1
            }
            if page.count < pageSize { break }
        }
        if expected <= ends.lastSeq { return .broken(seq: expected, problem: .removed) }
        if previous != ends.lastHash { return .broken(seq: ends.lastSeq, problem: .altered) }
        return .intact(count: count, first: ends.firstSeq, last: ends.lastSeq)
    }
}
