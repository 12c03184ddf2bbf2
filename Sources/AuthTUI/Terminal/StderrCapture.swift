import Glibc

/// Standard error held in a file of this process's own while the screen is up, and shown after
/// the terminal is restored: a warning a library prints mid-frame would otherwise land on the
/// screen, between ncurses' cursor moves, and vanish at the next repaint.
///
/// The file is made 0600 in the temporary directory and unlinked at once (issue 26 #13: a
/// `stderr.log` in a shared data directory showed each person the lines of everyone else's
/// processes and grew for ever): no other process can open it, nothing is left behind, and
/// `finish` shows at most `shownLimit` bytes of it. Only the main thread starts and finishes it.
struct StderrCapture {
    /// The most `finish` returns; the rest is counted, not shown.
    static let shownLimit = 1 << 16

    private let log: Int32
    private let saved: Int32

    /// Nil (and nothing changed) when no file can be made.
    static func start() -> StderrCapture? {
        let directory =
            getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/authtui-stderr-XXXXXX".utf8CString)
        let log = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard log >= 0 else { return nil }
        _ = fcntl(log, F_SETFD, FD_CLOEXEC)
        // Nameless from here on: only this process (and what it starts) holds it.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        fchmod(log, 0o600)
        let saved = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0, dup2(log, 2) >= 0 else {
            close(log)
            if saved >= 0 { close(saved) }
            return nil
        }
        return StderrCapture(log: log, saved: saved)
    }

    /// Restores standard error; returns what was written to it since `start` (at most
    /// `shownLimit` bytes, then a line saying how much more there was).
    func finish() -> String {
        dup2(saved, 2)
        close(saved)
        defer { close(log) }
        var bytes = [UInt8](repeating: 0, count: Self.shownLimit)
        let count = bytes.withUnsafeMutableBytes { pread(log, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return "" }
        var shown = String(decoding: bytes.prefix(count), as: UTF8.self)
        let total = lseek(log, 0, SEEK_END)
        if total > count {
            if !shown.hasSuffix("\n") { shown += "\n" }
            shown += "(\(Int(total) - count) more bytes not shown)\n"
        }
        return shown
    }
}
