/// An answer the terminal sends, in the same stream as keys, to a request the program wrote: the
/// requests are here too, so what is asked and what answers it are read side by side.
///
/// A terminal answers requests in the order they came, and only once it has processed every byte
/// before them: the answer to a status request written after a frame says the terminal has that
/// frame (ECMA-48 DSR; every terminal emulator, tmux, screen and the Linux console answer it).
enum TerminalReport: Equatable {
    /// The answer to a status request (`CSI 5 n`): `CSI 0 n` (ready), or `CSI 3 n` (a fault).
    case status
    /// The answer to a mode request (DECRQM, `CSI ? mode $ p`): DECRPM `CSI ? mode ; setting $ y`,
    /// the setting 0 when the terminal does not know the mode, 1 or 2 when it knows it (set, reset),
    /// 3 or 4 when it is fixed.
    case mode(Int, setting: Int)

    /// The report a CSI sequence's body (what follows `ESC [`, final byte included) is, or nil
    /// when it is not one (it may be a key).
    init?(csi body: String) {
        if body == "0n" || body == "3n" {
            self = .status
            return
        }
        guard body.hasPrefix("?"), body.hasSuffix("$y") else { return nil }
        let fields = body.dropFirst().dropLast(2).split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2, let mode = Int(fields[0]), let setting = Int(fields[1]) else { return nil }
        self = .mode(mode, setting: setting)
    }

    /// DEC private mode 2026, synchronized output: between `beginSynchronizedFrame` and
    /// `endSynchronizedFrame` the terminal keeps showing the last frame and then shows the new one
    /// whole (foot, kitty, WezTerm, VTE, iTerm2, Windows Terminal, tmux from 3.7 on).
    static let synchronizedOutput = 2026

    /// Asks whether the terminal knows synchronized output (`CSI ? 2026 $ p`).
    static let askSynchronizedOutput = Array("\u{1B}[?2026$p".utf8)
    /// A status request (DSR, `CSI 5 n`).
    static let askStatus = Array("\u{1B}[5n".utf8)
    static let beginSynchronizedFrame = Array("\u{1B}[?2026h".utf8)
    static let endSynchronizedFrame = Array("\u{1B}[?2026l".utf8)

    /// Whether a mode report says the terminal knows synchronized output and it can be switched
    /// (setting 1 or 2).
    var offersSynchronizedOutput: Bool {
        guard case .mode(TerminalReport.synchronizedOutput, let setting) = self else { return false }
        return setting == 1 || setting == 2
    }
}
