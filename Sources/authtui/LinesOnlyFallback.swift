import AuthTUI
import Synchronization

/// Whether the full screen could not start because the terminal cannot show one (no `TERM`, an
/// unknown one, one that cannot move the cursor): the command then goes on a line at a time.
/// Any other terminal error goes to the command's own report.
final class LinesOnlyFallback: Sendable {
    private let noted = Mutex(false)

    /// Whether the screen failed for want of a screen.
    var isNeeded: Bool { noted.withLock { $0 } }

    /// A `FullScreen.Options.onTerminalError` that notes a lines-only terminal and reports the rest.
    func handler(reporting report: @escaping @Sendable (TerminalError) -> Void)
        -> @Sendable (TerminalError) -> Void
    {
        { [self] error in
            if error.leavesLinesOnly { self.noted.withLock { $0 = true } } else { report(error) }
        }
    }
}
