import AuthCommandLine
import AuthDomain
import AuthTUI

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui audit verify|list|follow`: the security log the store keeps (`SecurityLogStore`).
/// `list` prints what is there, `follow` what is written from now on (or from `--since`), line by
/// line as it comes, until it is interrupted: the feed for fail2ban or a log shipper.
enum AuditCommand {
    /// How often `follow` asks the store for new events.
    static let followInterval: UInt32 = 500_000

    static func perform(_ action: OperatorAction, _ options: LaunchOptions, _ location: StoreLocation)
        async throws(AccountError) -> ([String], Int32)
    {
        let administration = try await AccountAdministration.open(location)
        switch action.name {
        case "verify":
            let verdict = try await administration.verifyLog()
            if case .intact = verdict { return ([verdict.line], 0) }
            return ([verdict.line], 1)
        case "list":
            try await forEachEvent(administration, options, following: false)
            return ([], 0)
        case "follow":
            try await forEachEvent(administration, options, following: true)
            return ([], 0)
        case "prune":
            guard
                let text = options.auditBefore,
                let before = SecurityEventLine.time(parsing: text, now: SystemWallClock().now())
            else {
                throw .storeUnavailable(
                    Message(
                        "operator.audit.prune-needs-before",
                        "audit prune needs --before TIME (e.g. --before 90d)"
                    )
                    .text)
            }
            let count = try await administration.pruneLog(before: before)
            let removed = PluralMessage(
                "operator.audit.pruned", one: "removed %1$d event before %2$s",
                other: "removed %1$d events before %2$s")
            return ([removed(count, OperatorText.utc(before))], 0)
        default:
            throw .storeUnavailable("\(action.usage) has no handler")
        }
    }

    /// Prints every event that matches, a page at a time, flushing each page; `following` keeps
    /// polling for new ones (starting at the end unless `--since` says where).
    private static func forEachEvent(
        _ administration: AccountAdministration, _ options: LaunchOptions, following: Bool
    ) async throws(AccountError) {
        let since = options.auditSince.flatMap {
            SecurityEventLine.time(parsing: $0, now: SystemWallClock().now())
        }
        var seq: Int64 = 0
        if following, since == nil { seq = try await administration.logEnd() }
        while true {
            let page = try await administration.events(after: seq, email: options.auditAccount, since: since)
            for logged in page.events {
                print(options.json ? json(logged) : SecurityEventLine.text(logged))
            }
            // Every stream: naming `stdout` is shared mutable state to Swift 6.
            fflush(nil)
            let moved = page.lastSeq != seq
            seq = page.lastSeq
            if moved { continue }
            guard following else { return }
            usleep(followInterval)
        }
    }

    /// One event as a JSON object on one line.
    static func json(_ logged: LoggedEvent) -> String {
        let event = logged.event
        let members = [
            "\"seq\":\(logged.seq)", "\"time\":\(JSONText.quoted(SecurityEventLine.iso8601(event.time)))",
            "\"epoch\":\(event.time)", "\"kind\":\(JSONText.quoted(event.kind.rawValue))",
            "\"outcome\":\(JSONText.quoted(event.kind.outcome))",
            "\"account\":\(event.accountID.map { String($0) } ?? "null")",
            "\"subject\":\(JSONText.quoted(event.subject))",
            "\"address\":\(JSONText.quoted(event.origin.address))",
            "\"user\":\(JSONText.quoted(event.origin.unixUser))",
            "\"key\":\(JSONText.quoted(event.origin.sshKey))",
            "\"tty\":\(JSONText.quoted(event.origin.terminal))",
            "\"authenticator\":\(JSONText.quoted(event.authenticator))",
            "\"detail\":\(JSONText.quoted(event.detail))",
            "\"hash\":\"\(logged.hash.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())\"",
        ]
        return "{" + members.joined(separator: ",") + "}"
    }
}
