import CNcurses
import Glibc

/// Standard error held in a file of this process's own while the screen is up, and shown after
/// the terminal is restored: a warning a library prints mid-frame would otherwise land on the
/// screen, between ncurses' cursor moves, and vanish at the next repaint.
///
/// The file has no name another process could open (issue 26 #13: a `stderr.log` in a shared data
/// directory showed each person the lines of everyone else's processes and grew for ever): an
/// anonymous memory file, or where the kernel refuses one, a 0600 file in the temporary directory
/// unlinked at once. Nothing is left behind, and `finish` shows at most `shownLimit` bytes of it.
/// Only the main thread starts and finishes it.
struct StderrCapture {
    /// The most `finish` returns; the rest is counted, not shown.
    static let shownLimit = 1 << 16

    private let log: Int32
    private let saved: Int32

    /// Nil (and nothing changed) when no file can be made.
    static func start() -> StderrCapture? {
        // In memory: no inode on a disk to allocate and free in every launch (0.1 ms on ext4),
        // the same as the temporary directory on the tmpfs most systems mount there.
        let memory = cncurses_memory_file("authtui-stderr")
        return start(on: memory >= 0 ? memory : namelessTemporaryFile())
    }

    /// Standard error into `log` (an open file this process alone holds); nil for -1.
    static func start(on log: Int32) -> StderrCapture? {
        guard log >= 0 else { return nil }
        fchmod(log, 0o600)
        let saved = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0, dup2(log, 2) >= 0 else {
            close(log)
            if saved >= 0 { close(saved) }
            return nil
        }
        return StderrCapture(log: log, saved: saved)
    }

    /// A 0600 file made in `TMPDIR` (or /tmp) and unlinked at once, close-on-exec; -1 if none.
    static func namelessTemporaryFile() -> Int32 {
        let directory =
            getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/authtui-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return -1 }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        // Nameless from here on: only this process (and what it starts) holds it.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return file
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
