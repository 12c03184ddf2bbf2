import AuthProcess
import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// What `authtui accounts …` and `authtui store migrate` do, headless: list and show accounts,
/// unlock a throttled email, revoke every session of an account, delete an account, migrate a
/// store. The executable only parses, asks for a confirmation and prints.
///
/// Accounts are named by email as people type them (the same normalisation as sign-in), and
/// what is printed passes through `OperatorText.escaped`: a username another client stored with
/// escape sequences cannot reach the operator's terminal as control bytes.
public struct AccountAdministration: Sendable {
    // One store, held as the parts the commands use: each command needs one of them (and
    // `accounts` to find the email's id), nothing else.
    private let accounts: any AccountRowStore
    private let sessions: any SessionStore
    private let throttles: any ThrottleStore
    private let factors: any SecondFactorStore
    private let log: any SecurityLogStore
    private let clock: any WallClock
    private let origin: EventOrigin

    public init(
        store: any AccountStore, clock: any WallClock = SystemWallClock(),
        origin: EventOrigin = .current(environment: ProcessEnvironment.current)
    ) {
        self.accounts = store
        self.sessions = store
        self.throttles = store
        self.factors = store
        self.log = store
        self.clock = clock
        self.origin = origin
    }

    /// An operator's event about the account `id` (or the email key alone).
    private func event(_ kind: SecurityEvent.Kind, _ email: String, account id: Int64?, _ detail: String = "")
        -> SecurityEvent
    {
        SecurityEvent(
            kind: kind, accountID: id, subject: AccountRules.emailKey(email), origin: origin,
            authenticator: "operator", detail: detail, time: clock.now())
    }

    /// Opens the store at `location` for an operator. A SQLite file must exist already (an
    /// operator command never creates an empty store by mistake, except `migrate`).
    public static func open(_ location: StoreLocation, creating: Bool = false) async throws(AccountError)
        -> AccountAdministration
    {
        switch location {
        case .sqlite(let path):
            if !creating, access(path, F_OK) != 0 {
                throw .storeUnavailable(Message("operator.no-store", "no account store at %1$s")(path))
            }
            return AccountAdministration(store: try await SQLiteAccountStore.open(path: path))
        case .postgres(let conninfo):
            return AccountAdministration(store: try await PostgresAccountStore.open(conninfo: conninfo))
        }
    }

    /// `store migrate`: PostgreSQL's schema brought to the current version as the connecting
    /// role, granting `roles` row access; SQLite migrates when opened. Returns one line to print.
    public static func migrate(_ location: StoreLocation, grantTo roles: [String]) async throws(AccountError)
        -> String
    {
        switch location {
        case .sqlite(let path):
            guard roles.isEmpty else {
                throw .storeUnavailable(
                    Message("operator.grant-postgres-only", "--grant applies to PostgreSQL stores only").text)
            }
            _ = try await SQLiteAccountStore.open(path: path)
            return Message("operator.migrated.sqlite", "sqlite:%1$s: schema version %2$s")(
                path, AccountSchema.currentVersion)
        case .postgres(let conninfo):
            let done = try await PostgresAccountStore.migrate(conninfo: conninfo, grantTo: roles)
            let target = PostgresConnection.summary(of: conninfo)
            let granted = roles.joined(separator: ", ")
            switch (done.from == done.to, roles.isEmpty) {
            case (true, true):
                return Message(
                    "operator.migrated.current", "postgresql %1$s: schema version %2$s, up to date")(
                        target, done.to)
            case (true, false):
                return Message(
                    "operator.migrated.current-granted",
                    "postgresql %1$s: schema version %2$s, up to date; row access for %3$s")(
                        target, done.to, granted)
            case (false, true):
                return Message("operator.migrated", "postgresql %1$s: schema version %2$s -> %3$s")(
                    target, done.from, done.to)
            case (false, false):
                return Message(
                    "operator.migrated-granted",
                    "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s")(
                        target, done.from, done.to, granted)
            }
        }
    }

    /// Every account, in id order.
    public func list() async throws(AccountError) -> [AccountOverview] {
        try await accounts.accountOverviews(emailKey: nil)
    }

    /// The account with `email`; `.noSuchAccount` when there is none.
    public func show(_ email: String) async throws(AccountError) -> AccountOverview {
        guard let found = try await accounts.accountOverviews(emailKey: AccountRules.emailKey(email)).first
        else {
            throw .noSuchAccount
        }
        return found
    }

    /// Clears the email's failures and lock (also the lock that needs an operator). Works for an
    /// email without an account too, since such emails are throttled alike.
    public func unlock(_ email: String) async throws(AccountError) {
        let id = try await accounts.account(emailKey: AccountRules.emailKey(email))?.id
        try await throttles.resetThrottle(
            key: AccountRules.emailKey(email), recording: event(.unlocked, email, account: id))
    }

    /// Ends every remembered session of the account; returns how many there were.
    public func revoke(_ email: String) async throws(AccountError) -> Int {
        let account = try await show(email)
        return try await sessions.deleteSessions(
            accountID: account.id, keeping: nil,
            recording: event(.sessionsRevoked, email, account: account.id))
    }

    /// The account's remembered sessions, newest first.
    public func sessions(_ email: String) async throws(AccountError) -> [StoredSession] {
        try await sessions.sessions(accountID: try await show(email).id)
    }

    /// Ends the one session of the account whose `SessionLine.identifier` is `identifier`;
    /// `.noSuchSession` when none is.
    public func revokeSession(_ email: String, identifier: String) async throws(AccountError) {
        let account = try await show(email)
        guard
            let session = try await sessions.sessions(accountID: account.id).first(where: {
                SessionLine.identifier(of: $0) == identifier.lowercased()
            })
        else { throw .noSuchSession }
        try await sessions.deleteSession(
            tokenHash: session.tokenHash,
            recording: event(.sessionRevoked, email, account: account.id, "by an operator"))
    }

    /// `audit verify`: the chain recomputed from the store's head.
    public func verifyLog() async throws(AccountError) -> EventChain.Verdict {
        try await EventChain.verify(log)
    }

    /// `audit prune --before TIME`: the events older than `time` go (see
    /// `SecurityLogStore.pruneEvents`); returns how many.
    public func pruneLog(before time: Double) async throws(AccountError) -> Int {
        try await log.pruneEvents(
            before: time,
            recording: SecurityEvent(
                kind: .eventsPruned, accountID: nil, subject: "", origin: origin, authenticator: "operator",
                detail: "before \(OperatorText.utc(time))", time: clock.now()))
    }

    /// The last event's number (`audit follow` starts after it).
    public func logEnd() async throws(AccountError) -> Int64 {
        try await log.eventChainEnds().lastSeq
    }

    /// Events after `seq`, oldest first, for `audit list` and `audit follow`: of one account (its
    /// id or its email key) when `email` is given, from `since` on.
    public func events(after seq: Int64, email: String?, since: Double?, limit: Int = 1000)
        async throws(AccountError) -> (events: [LoggedEvent], lastSeq: Int64)
    {
        let page = try await log.events(after: seq, limit: limit)
        let id: Int64? =
            if let email { try await accounts.account(emailKey: AccountRules.emailKey(email))?.id } else {
                nil
            }
        let key = email.map(AccountRules.emailKey)
        let kept = page.filter { logged in
            (key == nil || logged.event.subject == key || (id != nil && logged.event.accountID == id))
                && (since == nil || logged.event.time >= since ?? 0)
        }
        return (kept, page.last?.seq ?? seq)
    }

    /// Turns the account's second factor off (secret and recovery codes go); false when it had
    /// none.
    public func resetSecondFactor(_ email: String) async throws(AccountError) -> Bool {
        let account = try await show(email)
        return try await factors.removeSecondFactor(
            accountID: account.id, recording: event(.secondFactorReset, email, account: account.id))
    }

    /// Deletes the account, its profile and its sessions in one transaction.
    public func delete(_ email: String) async throws(AccountError) {
        let account = try await show(email)
        guard
            try await accounts.deleteAccount(
                id: account.id,
                recording: event(.accountDeleted, email, account: account.id, "by an operator"))
        else { throw .noSuchAccount }
    }

    /// One tab-separated line: id, email, username, created (UTC), sessions, failures, lock state.
    public func line(_ account: AccountOverview) -> String {
        let now = clock.now()
        let lock: String
        if account.throttle.failures >= ThrottlePolicy.standard.operatorLockFailures {
            lock = "locked until unlocked"
        } else if account.throttle.lockedUntil.isFinite, account.throttle.lockedUntil > now {
            lock =
                "locked for \(AccountError.describeWait(Int(min(account.throttle.lockedUntil - now, 1e9))))"
        } else {
            lock = "not locked"
        }
        return [
            String(account.id), OperatorText.escaped(account.email), OperatorText.escaped(account.username),
            OperatorText.utc(account.createdAt), "\(account.sessions) sessions",
            "\(account.throttle.failures) failures", lock,
        ].joined(separator: "\t")
    }
}

/// Text for an operator's terminal.
public enum OperatorText {
    /// A time of today (`today 17:02`).
    static let today = Message("time.today", "today %1$s")
    /// Control characters (C0, DEL, C1), bidi and zero-width controls written as `\u{…}`, so
    /// stored text is shown, never obeyed.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let control =
                value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
            if control || scalar == "\\" {
                result += scalar == "\\" ? "\\\\" : "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A time as a person reads it: in the local time zone and the language's own way
    /// (`2026-11-30 22:30` in English, `30.11.2026 22:30` in German); `?` for a time that is not
    /// a time. Machines get `utc` (`--json`, `audit`).
    public static func local(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e11 else { return "?" }
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "?" }
        // strftime's format, translatable: each language writes dates its own way.
        let format = Message("time.format", "%Y-%m-%d %H:%M").text
        var buffer = [CChar](repeating: 0, count: 128)
        let count = strftime(&buffer, buffer.count, format, &parts)
        guard count > 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A time as a person says it in a sentence, seen from `now`: `today 17:02`, `yesterday
    /// 17:02`, else the date and time as `local` writes them with the word the language puts
    /// before a date (German `am`, French `le`), so a sentence holding it needs none of its own.
    public static func spoken(_ seconds: Double, now: Double) -> String {
        let onDate = Message("time.on-date", "%1$s")
        guard seconds.isFinite, abs(seconds) < 1e11, now.isFinite, abs(now) < 1e11,
            let day = localDay(seconds), let today = localDay(now)
        else { return onDate(local(seconds)) }
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "?" }
        let clock = hoursAndMinutes(parts)
        if day == today { return Self.today(clock) }
        if day == localDay(now, daysBefore: 1) { return Message("time.yesterday", "yesterday %1$s")(clock) }
        return onDate(local(seconds))
    }

    /// The local calendar day of `seconds` (or of `daysBefore` days before it), as year and day
    /// of the year: noon of that day, normalised by `mktime`, so a change to or from summer time
    /// moves no day.
    private static func localDay(_ seconds: Double, daysBefore: Int32 = 0) -> [Int32]? {
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        parts.tm_mday -= daysBefore
        parts.tm_hour = 12
        parts.tm_min = 0
        parts.tm_sec = 0
        parts.tm_isdst = -1
        var noon = mktime(&parts)
        guard noon != -1, localtime_r(&noon, &parts) != nil else { return nil }
        return [parts.tm_year, parts.tm_yday]
    }

    /// A clock as a greeter shows it, in the local time zone and the person's language:
    /// `Fri 15 Jan 08:00`, `Fr 15. Jan 08:00`, `1月15日(金) 08:00`; empty for a time that is not one.
    /// The names are the catalogue's, not the C library's, which knows only English unless the
    /// machine has generated that language's locale.
    public static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e11 else { return "" }
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "" }
        let weekday = weekdays[Int(parts.tm_wday) % 7].text
        let month = months[Int(parts.tm_mon) % 12].text
        return Message("time.clock", "%1$s %2$s %3$s %4$s")(
            weekday, String(parts.tm_mday), month, hoursAndMinutes(parts))
    }

    /// A clock in an administrator's `strftime` format (`--time-format`), in the local time zone
    /// and in the machine's language for dates (`LC_TIME` from the environment, as `date` reads
    /// it, only for this call: the process's own locale is not touched); the C locale's names
    /// where the machine has not generated that locale. Empty when the format gives nothing, or
    /// more than `longestClock` bytes.
    public static func clock(_ seconds: Double, format: String) -> String {
        guard seconds.isFinite, abs(seconds) < 1e11 else { return "" }
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "" }
        let locale = timeLocale
        var bytes = [CChar](repeating: 0, count: longestClock + 1)
        let count =
            locale.map { strftime_l(&bytes, bytes.count, format, &parts, $0) }
            ?? strftime(&bytes, bytes.count, format, &parts)
        guard count > 0 else { return "" }
        return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The most a clock in an administrator's format may take, in bytes.
    public static let longestClock = 64

    /// The environment's `LC_TIME` locale, made once (nil where it is not installed: the C
    /// library's own names then, `strftime` in the process's C locale). Unchecked, and safe: it is
    /// made once, never changed or freed, and POSIX lets any thread pass a locale object to
    /// `strftime_l` at the same time.
    nonisolated(unsafe) private static let timeLocale: locale_t? = newlocale(LC_TIME_MASK, "", nil)

    /// `08:05`: the time of day of `parts`, as every language here writes it.
    private static func hoursAndMinutes(_ parts: tm) -> String {
        (parts.tm_hour < 10 ? "0" : "") + String(parts.tm_hour) + ":" + (parts.tm_min < 10 ? "0" : "")
            + String(parts.tm_min)
    }

    private static let weekdays = [
        Message("time.weekday.sun", "Sun"), Message("time.weekday.mon", "Mon"),
        Message("time.weekday.tue", "Tue"),
        Message("time.weekday.wed", "Wed"), Message("time.weekday.thu", "Thu"),
        Message("time.weekday.fri", "Fri"),
        Message("time.weekday.sat", "Sat"),
    ]

    private static let months = [
        Message("time.month.01", "Jan"), Message("time.month.02", "Feb"), Message("time.month.03", "Mar"),
        Message("time.month.04", "Apr"), Message("time.month.05", "May"), Message("time.month.06", "Jun"),
        Message("time.month.07", "Jul"), Message("time.month.08", "Aug"), Message("time.month.09", "Sep"),
        Message("time.month.10", "Oct"), Message("time.month.11", "Nov"), Message("time.month.12", "Dec"),
    ]

    /// `2026-11-30 21:30:00Z`; `?` for a time that is not a time.
    public static func utc(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e11 else { return "?" }
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "?" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
