import AuthText

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
        case .notATerminal:
            Message("terminal.not-a-terminal", "standard input and output must be a terminal").text
        case .noControllingTerminal(let overSSH):
            overSSH
                ? Message(
                    "terminal.none-over-ssh",
                    "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
                )
                .text
                : Message("terminal.none", "no terminal to draw on (/dev/tty cannot be opened)").text
        case .noTerminalType: Message("terminal.no-term", "TERM is not set").text
        case .unknownTerminalType(let name):
            Message("terminal.unknown", "unknown terminal type '%1$s' (no terminfo entry)")(name)
        case .cannotAddressCursor(let name):
            Message(
                "terminal.cannot-address", "TERM=%1$s cannot move the cursor; run authtui in a full terminal")(
                    name)
        case .systemCallFailed(let call, let errno): "\(call) failed (errno \(errno))"
        }
    }
}
