import Glibc

/// Standard error sent to a log file while the screen is up, and shown after the terminal is
/// restored: a warning a library prints mid-frame would otherwise land on the screen, between
/// ncurses' cursor moves, and vanish at the next repaint.
///
/// `start` points descriptor 2 at the log (appending, 0600); `finish` points it back and returns
/// what was written meanwhile. Only the main thread starts and finishes it.
struct StderrCapture {
    let path: String
    private let log: Int32
    private let saved: Int32
    private let offset: off_t

    /// Nil (and nothing changed) when the log cannot be opened.
    static func start(path: String) -> StderrCapture? {
        let log = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard log >= 0 else { return nil }
        let saved = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0, dup2(log, 2) >= 0 else {
            close(log)
            if saved >= 0 { close(saved) }
            return nil
        }
        return StderrCapture(path: path, log: log, saved: saved, offset: lseek(log, 0, SEEK_END))
    }

    /// Restores standard error; returns what was written to it since `start` (at most 64 KiB).
    func finish() -> String {
        dup2(saved, 2)
        close(saved)
        defer { close(log) }
        let reader = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard reader >= 0 else { return "" }
        defer { close(reader) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = bytes.withUnsafeMutableBytes { pread(reader, $0.baseAddress, $0.count, offset) }
        return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : ""
    }
}
