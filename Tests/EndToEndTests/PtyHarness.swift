import Foundation
import XCTest

/// `arguments` started on a fresh pty (`width`x`height`, TERM=xterm-256color unless `environment`
/// says otherwise) in a session of its own with no controlling terminal; returns its pid and the
/// pty's master side, which the caller reads (at whatever pace it likes) and closes.
func spawnOnPty(
    _ arguments: [String], width: Int = 100, height: Int = 30, environment extra: [String: String] = [:]
) throws -> (pid_t, Int32) {
    // /dev/ptmx by hand: Glibc's module does not offer posix_openpt and friends.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    XCTAssertGreaterThanOrEqual(master, 0)
    var unlock: Int32 = 0
    XCTAssertEqual(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock), 0)
    let slave = ioctl(master, 0x5441 /* TIOCGPTPEER */, O_RDWR | O_NOCTTY)
    XCTAssertGreaterThanOrEqual(slave, 0)
    defer { close(slave) }
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, target) }
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A session of its own and no controlling terminal: a hang-up sends it no signal.
    posix_spawnattr_setflags(&attributes, 0x80 /* POSIX_SPAWN_SETSID */)
    let environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm-256color"]) { $1 }
        .merging(extra) { $1 }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw HarnessError.spawn(arguments[0], spawned) }
    return (pid, master)
}
