import Glibc
import Synchronization

/// The controlling terminal one line at a time, for the plain renderer: screen readers, braille
/// displays, `TERM=dumb`, serial consoles and editors' shell buffers. No cursor addressing, no
/// colour, no escape sequence is ever written; answers are typed with the terminal's own line
/// editing (canonical mode).
///
/// A secret is read with echo off (nothing at all is shown as it is typed: a listener would hear
/// each mask), and the terminal's modes come back on every path: after the line, on Ctrl-C (the
/// read ends, `ask` says so), and on any terminating signal or crash (`TerminalRestore`).
@MainActor
public final class LineTerminal {
    /// How a question ended.
    public enum Answer: Equatable, Sendable {
        case line(String)
        /// Esc alone on the line (then Enter): the line mode's Esc, as on the full screen.
        case escape
        /// End of input (Ctrl-D at an empty line, a closed terminal).
        case endOfInput
        /// Ctrl-C.
        case interrupted
    }

    private let fd: Int32
    private let shellModes: termios
    private var isOpen = true

    /// Opens `/dev/tty`, so standard output stays free for a script (`user=$(authtui login)`).
    public init() throws(TerminalError) {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .noControllingTerminal(overSSH: getenv("SSH_CONNECTION") != nil) }
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else {
            Glibc.close(fd)
            throw .notATerminal
        }
        self.fd = fd
        shellModes = modes
        TerminalRestore.activate(outputFD: fd, terminalFD: fd, shellModes: modes, restoreBytes: [])
        setBetweenQuestions()
        Interrupt.install()
        // The thread that reads takes the terminating signals (a TUI command blocks them on
        // every thread first, see `SignalThread`): they restore the modes and end the process.
        SignalThread.release()
    }

    /// Writes `text` as one or more whole lines, with everything that could move the cursor or
    /// change the terminal taken out (the text may come from a database or another program).
    public func say(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            TextSanitizer.displayable(String($0))
        }
        write(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `label` and reads the answer on the same line; a secret is not echoed.
    ///
    /// Ctrl-C ends the line instead of signalling: the terminal's interrupt character becomes an
    /// extra end of line (`VEOL`) and signals are off while the line is read, so a script that
    /// runs `user=$(authtui login --plain)` gets status 130 back instead of dying with it, as it
    /// does with the full screen. The terminal's own line editing (Backspace, Ctrl-U, Ctrl-W)
    /// stays.
    public func ask(_ label: String, secret: Bool = false) -> Answer {
        write(TextSanitizer.displayable(label))
        var asking = shellModes
        asking.c_lflag |= tcflag_t(ICANON)
        asking.c_lflag &= ~tcflag_t(ISIG)
        withUnsafeMutableBytes(of: &asking.c_cc) { $0[Int(VEOL)] = interruptCharacter }
        if secret {
            asking.c_lflag &= ~tcflag_t(ECHO)
            asking.c_lflag |= tcflag_t(ECHONL)
        }
        tcsetattr(fd, TCSANOW, &asking)
        defer { setBetweenQuestions() }
        return readLine()
    }

    /// Waits while `stillWaiting()` holds, reading keys as they are typed (not echoed): true as
    /// soon as the person presses Esc, the interrupt character (Ctrl-C) or end of input (Ctrl-D),
    /// false once the wait is over. It yields between looks, so the main actor's other work (the
    /// authenticator's wait) runs meanwhile.
    public func waitForCancel(while stillWaiting: () -> Bool) async -> Bool {
        var reading = shellModes
        reading.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG)
        withUnsafeMutableBytes(of: &reading.c_cc) {
            $0[Int(VMIN)] = 0
            $0[Int(VTIME)] = 0
        }
        tcsetattr(fd, TCSANOW, &reading)
        defer { setBetweenQuestions() }
        let endOfInput = withUnsafeBytes(of: shellModes.c_cc) { $0[Int(VEOF)] }
        while stillWaiting() {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 0) > 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                let count = read(fd, &bytes, bytes.count)
                if count == 0
                    || bytes.prefix(max(count, 0)).contains(where: {
                        $0 == 27 || $0 == interruptCharacter || $0 == endOfInput
                    })
                {
                    return true
                }
            }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return false
    }

    /// Between two questions nothing typed is echoed: a password typed before its prompt has
    /// appeared (a slow check, a slow PAM module) would otherwise show as it is typed, since the
    /// terminal echoes on arrival, not when it is read.
    private func setBetweenQuestions() {
        var quiet = shellModes
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        tcsetattr(fd, TCSANOW, &quiet)
    }

    /// The terminal's interrupt character (Ctrl-C unless `stty intr` says otherwise).
    private var interruptCharacter: UInt8 {
        var modes = shellModes
        let character = withUnsafeBytes(of: &modes.c_cc) { $0[Int(VINTR)] }
        return character == 0 ? 3 : character
    }

    /// Puts the terminal's modes back and stops guarding it.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        var modes = shellModes
        tcsetattr(fd, TCSANOW, &modes)
        Interrupt.remove()
        TerminalRestore.deactivate()
        Glibc.close(fd)
    }

    private func readLine() -> Answer {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        Interrupt.pending.store(false, ordering: .relaxed)
        while true {
            let count = read(fd, &byte, 1)
            if Interrupt.pending.exchange(false, ordering: .relaxed) {
                write("\n")
                return .interrupted
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes.isEmpty ? .endOfInput : .line(decoded(bytes)) }
            if byte == interruptCharacter {
                write("\n")
                return .interrupted
            }
            if byte == 10 { return bytes == [27] ? .escape : .line(decoded(bytes)) }
            bytes.append(byte)
        }
    }

    /// The typed bytes as text: invalid UTF-8 becomes U+FFFD (seen, never silently dropped), and
    /// controls the line discipline let through (a pasted escape) are removed.
    private func decoded(_ bytes: [UInt8]) -> String {
        TextSanitizer.typed(String(decoding: bytes, as: UTF8.self))
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes {
                Glibc.write(fd, $0.baseAddress, $0.count)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Ctrl-C while a line is read: the handler only raises a flag; without `SA_RESTART` the read
/// returns at once and `LineTerminal` ends the question. A SIGINT the parent chose to ignore
/// (`nohup`, a script's background job) stays ignored, and what was there comes back after.
private enum Interrupt {
    static let pending = Atomic<Bool>(false)
    // Written by `install` and read by `remove`, both on the main actor's thread, never by the
    // handler.
    nonisolated(unsafe) private static var previous = sigaction()

    static func install() {
        _ = pending.load(ordering: .relaxed)
        sigaction(SIGINT, nil, &previous)
        if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1 /* SIG_IGN */ { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interrupt.pending.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    static func remove() {
        sigaction(SIGINT, &previous, nil)
    }
}
