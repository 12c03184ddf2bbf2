import AuthText

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
    /// When this sign-in happened: times are said from it (`today 17:02`); nil writes dates.
    public var now: Double?

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

    /// When and where the previous sign-in was.
    static let lastSignIn = Message("sign-in.last", "Last sign-in: %1$s from %2$s")
    static let lastSignInHere = Message("sign-in.last-here", "Last sign-in: %1$s on this computer")
    /// How many sign-ins failed since the previous one.
    static let failedSince = PluralMessage(
        "sign-in.failed-since", one: "%1$d failed attempt since then",
        other: "%1$d failed attempts since then")
    /// A password change since the previous sign-in, and when.
    static let passwordChanged = Message("sign-in.password-changed", "Password changed %1$s")

    /// The lines to show, in order: `Last sign-in: 2026-12-01 23:00 from 198.51.100.7`,
    /// `3 failed attempts since then`, `Password changed 2026-12-01 23:10 by an operator`, in the
    /// person's language and time zone. Empty for a first sign-in with nothing to tell.
    public var lines: [String] {
        var lines: [String] = []
        if let previousTime {
            if let place = previousOrigin?.remotePlace {
                lines.append(Self.lastSignIn(said(previousTime), place))
            } else {
                lines.append(Self.lastSignInHere(said(previousTime)))
            }
        }
        if failuresSince > 0 {
            let failures =
                switch (previousTime == nil, isPartial) {
                case (false, false): Self.failedSince
                case (false, true):
                    PluralMessage(
                        "sign-in.failed-since-partial", one: "at least %1$d failed attempt since then",
                        other: "at least %1$d failed attempts since then")
                case (true, false):
                    PluralMessage(
                        "sign-in.failed-before", one: "%1$d failed attempt before this sign-in",
                        other: "%1$d failed attempts before this sign-in")
                case (true, true):
                    PluralMessage(
                        "sign-in.failed-before-partial",
                        one: "at least %1$d failed attempt before this sign-in",
                        other: "at least %1$d failed attempts before this sign-in")
                }
            lines.append(failures(failuresSince))
        }
        for change in changes {
            let line = Self.phrase(change.kind, at: said(change.time))
            lines.append(
                change.byOperator ? Message("sign-in.by-operator", "%1$s by an operator")(line) : line)
        }
        return lines
    }

    /// `time` as the person says it, seen from this sign-in.
    private func said(_ time: Double) -> String {
        now.map { OperatorText.spoken(time, now: $0) } ?? OperatorText.local(time)
    }

    /// What changed, and when.
    private static func phrase(_ kind: SecurityEvent.Kind, at time: String) -> String {
        let said: Message
        switch kind {
        case .passwordChanged: said = passwordChanged
        case .secondFactorOn:
            said = Message("sign-in.two-factor-on", "Two-factor authentication turned on %1$s")
        case .secondFactorOff:
            said = Message("sign-in.two-factor-off", "Two-factor authentication turned off %1$s")
        case .secondFactorReset:
            said = Message("sign-in.two-factor-reset", "Two-factor authentication reset %1$s")
        case .recoveryCodeUsed: said = Message("sign-in.recovery-code-used", "Recovery code used %1$s")
        case .sessionsRevoked: said = Message("sign-in.sessions-ended", "Sessions ended %1$s")
        case .unlocked: said = Message("sign-in.unlocked", "Account unlocked %1$s")
        default: return "\(kind.rawValue) \(time)"
        }
        return said(time)
    }
}
