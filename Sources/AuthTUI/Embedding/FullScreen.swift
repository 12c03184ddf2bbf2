import AuthDomain
import Glibc

/// Runs a program on the process's terminal: starts ncurses, lets main-actor work (a finished
/// sign-in, a loaded picture) wake the loop, runs the loop until the program quits, and restores
/// the terminal, also on signals and crashes. The one call a program without a terminal of its
/// own needs.
@MainActor
public enum FullScreen {
    /// How the program looks and reads keys.
    public struct Options: Sendable {
        public var keyMap: KeyMap
        /// Below this the screen says `Terminal too small` (with the size needed and the size now).
        public var minimumSize: TerminalSize
        /// The key hints on the last row.
        public var showsHints: Bool
        /// Seconds a sheet takes to fade in or out (0: none).
        public var fadeSeconds: Double

        public init(
            keyMap: KeyMap = .standard, minimumSize: TerminalSize = TerminalSize(width: 44, height: 16),
            showsHints: Bool = true, fadeSeconds: Double = 0.3
        ) {
            self.keyMap = keyMap
            self.minimumSize = minimumSize
            self.showsHints = showsHints
            self.fadeSeconds = fadeSeconds
        }
    }

    /// Runs `view` full screen. `started` runs once the terminal is up (its size known), before
    /// the first key. Returns the exit status: 0 after a normal quit, 1 (with a one-line reason
    /// on standard error) when the terminal cannot start.
    public static func run(
        _ view: any ScreenView, options: Options = Options(), started: (TerminalSize) -> Void = { _ in }
    ) -> Int32 {
        run { terminal in
            let context = ScreenContext(
                colorTier: terminal.colorTier, noColor: noColor, keyMap: options.keyMap)
            context.fadeSeconds = options.fadeSeconds
            started(terminal.size)
            return RootScreen(
                view, context: context, minimumSize: options.minimumSize, showsHints: options.showsHints)
        }
    }

    /// Runs the loop client `makeClient` builds for the terminal (for programs that draw
    /// everything themselves, such as the showcase).
    public static func run<Client: LoopClient>(_ makeClient: (NcursesTerminal) -> Client) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            writeLine("\(programName): \(error)", to: 2)
            return 1
        }
        terminal.extraWakeDescriptors = [MainQueue.wakeDescriptor]
        let client = makeClient(terminal)
        EventLoop(terminal: terminal).run(client)
        terminal.shutdown()
        return 0
    }

    /// `NO_COLOR` set to anything but the empty string (no-color.org).
    public static var noColor: Bool {
        getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    }

    private static var programName: String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) }
            ?? "program"
    }
}

/// Writes `line` and a newline straight to descriptor `fd` (unbuffered).
func writeLine(_ line: String, to fd: Int32) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
}
