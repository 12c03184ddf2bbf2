// The launch floor (scripts/bench_launch_floor.py): Swift with its runtime linked in, ncurses
// started as NcursesTerminal starts it, then authtui's first frame, captured from a real launch:
//   floor bytes FILE   writes the frame's bytes as they are (no rendering at all)
//   floor cells FILE   draws the frame's cells (fg, bg, bold, code point; 80x24) into stdscr with
//                      mvwadd_wch and sends them with one doupdate, as authtui's frame goes out
//   floor cells FILE DATABASE
//                      the same, after opening the account store at DATABASE on this thread as
//                      authtui's store opens it (the same flags and pragmas, the schema version,
//                      the store's identifier, the ping the first frame waits for, and the look
//                      for a remembered session's file beside it)
// and waits for a key.
import CNcurses
import CSQLite
import Glibc

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, arguments[1] == "bytes" || arguments[1] == "cells"
else {
    fputs("usage: floor bytes|cells FILE [DATABASE]\n", stderr)
    exit(2)
}
setlocale(LC_CTYPE, "")
if arguments.count == 4 { openStore(arguments[3]) }

/// What `SQLiteAccountStore.open` and the first frame's questions ask SQLite, with nothing around
/// it: no threads, no actors, no Swift values but the statements' text.
func openStore(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { exit(1) }
    _ = csqlite_allocate_pages_on_demand()
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
    guard sqlite3_open_v2(path, &db, flags, nil) == SQLITE_OK else { exit(1) }
    sqlite3_extended_result_codes(db, 1)
    for statement in [
        "PRAGMA busy_timeout = 5000", "PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL",
        "PRAGMA journal_mode = WAL", "PRAGMA application_id", "PRAGMA user_version",
        "SELECT value FROM meta WHERE key = 'store_id'", "SELECT 1",
    ] {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(db, statement, -1, &prepared, nil) == SQLITE_OK else { exit(1) }
        while sqlite3_step(prepared) == SQLITE_ROW {}
        sqlite3_finalize(prepared)
    }
    // `AccountService.sessionFileName` in the same directory (`SessionFile.read` starts so).
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    _ = lstat(directory + "/session", &info)
}
let file = open(arguments[2], O_RDONLY)
var input = [UInt8](repeating: 0, count: 1 << 16)
let count = read(file, &input, input.count)
close(file)
guard count > 0, let screen = newterm(nil, stdout, stdin) else { exit(1) }
set_term(screen)
raw()
noecho()
nonl()
keypad(stdscr, true)
meta(stdscr, true)
curs_set(0)
start_color()
use_default_colors()
if arguments[1] == "bytes" {
    _ = input.withUnsafeBytes { write(1, $0.baseAddress, count) }
} else {
    // A pair per (fg, bg), numbered as first met; -1 is the terminal's default colour.
    var pairs = [Int32](repeating: 0, count: 257 * 257)
    var nextPair: Int32 = 1
    input.withUnsafeBytes { bytes in
        for row in 0..<24 {
            for column in 0..<80 {
                let at = (row * 80 + column) * 10
                let foreground = Int32(bytes.loadUnaligned(fromByteOffset: at, as: Int16.self))
                let background = Int32(bytes.loadUnaligned(fromByteOffset: at + 2, as: Int16.self))
                let bold = bytes.loadUnaligned(fromByteOffset: at + 4, as: Int16.self) & 1 != 0
                let codePoint = bytes.loadUnaligned(fromByteOffset: at + 6, as: UInt32.self)
                let slot = Int((foreground + 1) * 257 + (background + 1))
                if pairs[slot] == 0 {
                    pairs[slot] = nextPair
                    init_extended_pair(nextPair, foreground, background)
                    nextPair += 1
                }
                var text: [wchar_t] = [wchar_t(codePoint), 0]
                var cell = cchar_t()
                setcchar(&cell, &text, bold ? cncurses_a_bold() : 0, 0, nil)
                cell.ext_color = pairs[slot]
                mvwadd_wch(stdscr, Int32(row), Int32(column), &cell)
            }
        }
    }
    wnoutrefresh(stdscr)
    doupdate()
}
var key = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
_ = poll(&key, 1, -1)
endwin()
