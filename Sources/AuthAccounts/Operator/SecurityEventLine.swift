#if canImport(Glibc)
    import Glibc
#endif

/// The security log as lines of text (`authtui audit list` and `follow`): one event per line, in a
/// stable format whose first word is the origin address, so fail2ban's `<ADDR>` finds it:
///
///     198.51.100.7 2026-12-01T22:00:00Z sign-in-failed failed seq=41 account=3 subject="ada@x.io" user="guest" key="SHA256:…" tty="/dev/pts/2" via=accounts detail="password; failure 2"
///
/// `-` stands for a missing address or account. Every stored text is quoted with `\"` for a
/// quote and `OperatorText.escaped` for the rest, so a typed email holding a newline or an escape
/// sequence can neither forge a second line nor reach the reader's terminal.
public enum SecurityEventLine {
    public static func text(_ logged: LoggedEvent) -> String {
        let event = logged.event
        return [
            event.origin.address.isEmpty ? "-" : quotedIfNeeded(event.origin.address),
            iso8601(event.time), quotedIfNeeded(event.kind.rawValue), event.kind.outcome, "seq=\(logged.seq)",
            "account=\(event.accountID.map { String($0) } ?? "-")", "subject=\(quoted(event.subject))",
            "user=\(quoted(event.origin.unixUser))", "key=\(quoted(event.origin.sshKey))",
            "tty=\(quoted(event.origin.terminal))", "via=\(quotedIfNeeded(event.authenticator))",
            "detail=\(quoted(event.detail))",
        ].joined(separator: " ")
    }

    /// `"…"` with quotes and backslashes escaped and controls written as `\u{…}`.
    public static func quoted(_ text: String) -> String {
        "\"" + OperatorText.escaped(text).replacingQuotes() + "\""
    }

    /// A word that is only letters, digits, `.:-_` as it is, anything else quoted: an address or
    /// kind stored by someone else cannot add words to the line.
    private static func quotedIfNeeded(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || ".:-_".unicodeScalars.contains($0)
            }
        return plain ? text : quoted(text)
    }

    /// `2026-12-01T22:00:00Z`.
    public static func iso8601(_ seconds: Double) -> String {
        OperatorText.utc(seconds).replacingFirstSpaceWithT()
    }

    /// A `--since` value: `2026-12-01`, `2026-12-01T22:00[:00][Z]` (UTC), or an age such as `90m`,
    /// `24h`, `7d` before `now`. Nil when it is none of these.
    public static func time(parsing text: String, now: Double) -> Double? {
        if let age = TimeSpan.seconds(parsing: text) { return now - age }
        var body = Substring(text)
        if body.hasSuffix("Z") { body = body.dropLast() }
        let parts = body.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let clock =
            parts.count == 2
            ? parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) } : []
        guard date.count == 3, date.allSatisfy({ $0 != nil }), clock.count <= 3,
            clock.allSatisfy({ $0 != nil }),
            parts.count == 1 || clock.count >= 2
        else { return nil }
        var calendar = tm()
        calendar.tm_year = Int32(date[0]! - 1900)
        calendar.tm_mon = Int32(date[1]! - 1)
        calendar.tm_mday = Int32(date[2]!)
        calendar.tm_hour = Int32(clock.count > 0 ? clock[0]! : 0)
        calendar.tm_min = Int32(clock.count > 1 ? clock[1]! : 0)
        calendar.tm_sec = Int32(clock.count > 2 ? clock[2]! : 0)
        guard (1...12).contains(date[1]!), (1...31).contains(date[2]!), (0...23).contains(calendar.tm_hour),
            (0...59).contains(calendar.tm_min), (0...60).contains(calendar.tm_sec)
        else { return nil }
        return Double(timegm(&calendar))
    }
}

/// A remembered session as an operator or its owner sees it (`authtui accounts sessions EMAIL`).
public enum SessionLine {
    /// A short public name for the session: the first 12 hex digits of its token's hash (the
    /// hash is no secret, the token is never stored), for `accounts revoke EMAIL --session ID`.
    public static func identifier(of session: StoredSession) -> String {
        session.tokenHash.prefix(6).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `id  created …  last used …  expires …  from …`, tab-separated.
    public static func text(_ session: StoredSession) -> String {
        [
            identifier(of: session), "created \(OperatorText.utc(session.createdAt))",
            "last used \(OperatorText.utc(session.lastUsedAt))",
            "expires \(OperatorText.utc(session.expiresAt))",
            "from \(OperatorText.escaped(session.origin.isEmpty ? "?" : session.origin))",
        ].joined(separator: "\t")
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self { result += character == "\"" ? "\\\"" : String(character) }
        return result
    }

    fileprivate func replacingFirstSpaceWithT() -> String {
        guard let space = firstIndex(of: " ") else { return self }
        return self[..<space] + "T" + self[index(after: space)...]
    }
}
