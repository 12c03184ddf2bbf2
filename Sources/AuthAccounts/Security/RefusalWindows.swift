/// Which throttled refusals reach the security log, and with what count (issue 44 #7).
///
/// A refusal costs no hash, so a terminal can be refused as fast as it types: 9 events a second
/// went into the log. The first refusal of a subject is written at once and opens a window of
/// `length` seconds; the refusals of that subject inside it are only counted, and the count is
/// written as one event (the last refusal's detail, then `N refusals`) when the window is found
/// closed (at the subject's next refusal, merged into that one's event, or at anyone's), before
/// the next attempt on the subject is allowed, or when the service writes what is pending. The
/// log is never updated (it is a hash chain), so nothing is written until the count is known; a
/// process killed inside a window loses at most that window's count.
///
/// Failures (a wrong password) are not refusals: each stays its own event, so fail2ban still
/// sees every one.
struct RefusalWindows: Sendable {
    /// How long after a written refusal the subject's further refusals are only counted.
    static let length: Double = 10

    /// Refusals of one subject, to be written as one event.
    struct Count: Sendable, Equatable {
        var subject: String
        /// What the last of them refused (`password; 30 s left`).
        var detail: String
        var refusals: Int

        /// The event's detail: the last refusal's, then how many the event stands for when more
        /// than one (what `authtui audit list` shows).
        var eventDetail: String { refusals == 1 ? detail : "\(detail); \(refusals) refusals" }

        /// How many refusals a `throttled` event's detail stands for (1 for one without a count).
        static func refusals(inDetail detail: String) -> Int {
            let last = detail.split(separator: "; ").last ?? ""
            guard last.hasSuffix(" refusals"), let count = Int(last.dropLast(" refusals".count)) else {
                return 1
            }
            return count
        }
    }

    private struct Window: Sendable {
        var opened: Double
        /// Refusals counted since the one written when it opened.
        var pending: Count
    }

    private var windows: [String: Window] = [:]

    /// A refusal of `subject` at `now`: the counts to write now (this refusal's own when it opens
    /// a window, with what its subject's closed window held; windows found closed for others).
    mutating func refusal(of subject: String, detail: String, at now: Double) -> [Count] {
        if var window = windows[subject], isOpen(window, at: now) {
            window.pending.refusals += 1
            window.pending.detail = detail
            windows[subject] = window
            return []
        }
        var due = closed(at: now)
        var written = Count(subject: subject, detail: detail, refusals: 1)
        if let index = due.firstIndex(where: { $0.subject == subject }) {
            written.refusals += due.remove(at: index).refusals
        }
        windows[subject] = Window(opened: now, pending: Count(subject: subject, detail: detail, refusals: 0))
        return due + [written]
    }

    /// Ends `subject`'s window (another event about it is next): its count, if it has one.
    mutating func close(_ subject: String) -> Count? {
        guard let window = windows.removeValue(forKey: subject), window.pending.refusals > 0 else {
            return nil
        }
        return window.pending
    }

    /// Ends every window: the counts not written yet.
    mutating func closeAll() -> [Count] {
        defer { windows = [:] }
        return windows.values.map(\.pending).filter { $0.refusals > 0 }.sorted { $0.subject < $1.subject }
    }

    /// Ends the windows that have closed by `now`: their counts.
    private mutating func closed(at now: Double) -> [Count] {
        let ended = windows.filter { !isOpen($0.value, at: now) }
        for subject in ended.keys { windows[subject] = nil }
        return ended.values.map(\.pending).filter { $0.refusals > 0 }.sorted { $0.subject < $1.subject }
    }

    /// A clock that went back (a wall clock set back) closes the window rather than stretching it.
    private func isOpen(_ window: Window, at now: Double) -> Bool {
        now >= window.opened && now < window.opened + Self.length
    }
}
