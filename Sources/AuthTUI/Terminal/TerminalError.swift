/// Why a terminal could not be started; its description is the one-line reason the app prints.
///
/// Starting is the only step that can fail: once a terminal runs, drawing and reading never throw
/// (a terminal that goes away sends SIGHUP, which restores and exits).
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (the app was piped or redirected).
    case notATerminal
    /// There is no controlling terminal (`/dev/tty` cannot be opened: a cron job, `ssh` without `-t`).
    case noControllingTerminal(overSSH: Bool)
    /// `TERM` is unset or empty.
    case noTerminalType
    /// terminfo has no entry for this `TERM`.
    case unknownTerminalType(String)
    /// This terminal type cannot move the cursor (`TERM=dumb`): no screen can be drawn.
    case cannotAddressCursor(String)
    /// A system call failed while setting up (the name of the call and `errno`).
    case systemCallFailed(String, errno: Int32)

    /// Whether the terminal is there but cannot be drawn on as a screen (no `TERM`, an unknown
    /// one, one that cannot move the cursor): a line at a time still works.
    public var leavesLinesOnly: Bool {
        switch self {
        case .noTerminalType, .unknownTerminalType, .cannotAddressCursor: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .noControllingTerminal(let overSSH):
            overSSH
                ? "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
                : "no terminal to draw on (/dev/tty cannot be opened)"
        case .noTerminalType: "TERM is not set"
        case .unknownTerminalType(let name): "unknown terminal type '\(name)' (no terminfo entry)"
        case .cannotAddressCursor(let name):
            "TERM=\(name) cannot move the cursor; run authtui in a full terminal"
        case .systemCallFailed(let call, let errno): "\(call) failed (errno \(errno))"
        }
    }
}
