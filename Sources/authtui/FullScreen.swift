import AuthTUI

/// Runs a full-screen program on the process's terminal: starts ncurses, lets main-actor work
/// wake the loop, runs the loop until the program quits, and restores the terminal.
@MainActor
enum FullScreen {
    /// Exit status: 0 after a normal quit, 1 (with a one-line reason) when the terminal cannot start.
    static func run<Client: LoopClient>(_ makeClient: (NcursesTerminal) -> Client) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            writeError("authtui: \(error)")
            return 1
        }
        terminal.extraWakeDescriptors = [MainQueue.wakeDescriptor]
        let client = makeClient(terminal)
        EventLoop(terminal: terminal).run(client)
        terminal.shutdown()
        return 0
    }

    /// `NO_COLOR` set to anything but the empty string (no-color.org).
    static func noColor(_ environment: [String: String]) -> Bool {
        environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }
}
