/// What a sign-in tells the person, read from the security log just before the sign-in's own
/// event: when and where the previous sign-in was, how many attempts failed since, and what
/// changed on the account since (a password, the second factor, an operator's action).
///
/// ASVS 6.3.5 and 6.3.7: a guesser's failures and a change the person did not make are shown to
/// the one person who can tell. The lines are plain text built from stored values (an address, a
/// terminal name): views sanitise them as they do any stored text.
public struct SignInNotice: Sendable, Equatable {
    /// How many of the newest events are read: enough for a busy account between two sign-ins; a
    /// longer stretch says "at least".
    static let eventsRead = 200

    public struct Change: Sendable, Equatable {
        public var kind: SecurityEvent.Kind
        public var time: Double
        public var byOperator: Bool
    }

    /// The previous sign-in (nil: this is the first one the log knows).
    public var previousTime: Double?
    public var previousOrigin: EventOrigin?
    /// Failed or refused attempts on the account since the previous sign-in.
    public var failuresSince: Int
    /// Whether the log ran out before the previous sign-in (`failuresSince` is then a minimum).
    public var isPartial: Bool
    /// Changes to the account since the previous sign-in, oldest first.
    public var changes: [Change]

    /// Kinds that change what protects the account, worth telling at the next sign-in (ended
    /// sessions only when an operator ended them).
    static let notableChanges: Set<SecurityEvent.Kind> = [
        .passwordChanged, .secondFactorOn, .secondFactorOff, .secondFactorReset, .recoveryCodeUsed,
        .sessionsRevoked, .unlocked,
    ]

    /// The notice from an account's newest events, newest first (`SecurityLogStore.recentEvents`).
    public init(recentEvents: [LoggedEvent]) {
        failuresSince = 0
        changes = []
        isPartial = recentEvents.count >= Self.eventsRead
        for logged in recentEvents {
            let event = logged.event
            if event.kind.isSignIn {
                previousTime = event.time
                previousOrigin = event.origin
                isPartial = false
                break
            }
            if event.kind.outcome != "ok" { failuresSince += 1 }
            let byOperator = event.authenticator == "operator"
            // The person's own password change ends their other sessions: one change, told once.
            if Self.notableChanges.contains(event.kind), event.kind != .sessionsRevoked || byOperator {
                changes.insert(Change(kind: event.kind, time: event.time, byOperator: byOperator), at: 0)
            }
        }
    }

    public init(
        previousTime: Double?, previousOrigin: EventOrigin?, failuresSince: Int, isPartial: Bool = false,
        changes: [Change] = []
    ) {
        self.previousTime = previousTime
        self.previousOrigin = previousOrigin
        self.failuresSince = failuresSince
        self.isPartial = isPartial
        self.changes = changes
    }

    /// The lines to show, in order: `Last sign-in: 2026-12-01 22:00:00Z from 198.51.100.7`,
    /// `3 failed attempts since then`, `Password changed 2026-12-01 22:10:00Z (by an operator)`.
    /// Empty for a first sign-in with nothing to tell.
    public var lines: [String] {
        var lines: [String] = []
        if let previousTime {
            lines.append(
                "Last sign-in: \(OperatorText.utc(previousTime)) from \(previousOrigin?.place ?? "?")")
        }
        if failuresSince > 0 {
            let count =
                "\(isPartial ? "at least " : "")\(failuresSince) failed attempt\(failuresSince == 1 ? "" : "s")"
            lines.append(previousTime == nil ? "\(count) before this sign-in" : "\(count) since then")
        }
        for change in changes {
            lines.append(
                "\(Self.phrase(change.kind)) \(OperatorText.utc(change.time))\(change.byOperator ? " by an operator" : "")"
            )
        }
        return lines
    }

    private static func phrase(_ kind: SecurityEvent.Kind) -> String {
        switch kind {
        case .passwordChanged: "Password changed"
        case .secondFactorOn: "Two-factor authentication turned on"
        case .secondFactorOff: "Two-factor authentication turned off"
        case .secondFactorReset: "Two-factor authentication reset"
        case .recoveryCodeUsed: "Recovery code used"
        case .sessionsRevoked: "Sessions ended"
        case .unlocked: "Account unlocked"
        default: kind.rawValue
        }
    }
}
