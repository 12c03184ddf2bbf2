import Foundation

/// Stops a server a test started (an OpenID provider, glewlwyd): SIGTERM, five seconds to exit,
/// then SIGKILL. `Process.waitUntilExit` alone would wait for ever on a server stuck in its
/// shutdown, and it polls the calling thread's run loop, which a test's deinit may not be on.
public func stopServer(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
}
