import AuthNavigation
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
        /// Seconds every fade lasts (0: none): each sheet's and each navigator's screens' (the
        /// context's `fadeSeconds`). The one fade length a program sets.
        public var fadeSeconds: Double
        /// The colours (`ThemeTable.standard`, `.classic`, `.light`, `.highContrast`,
        /// `.monochrome`, or a table of the program's own). `NO_COLOR` still wins; a table
        /// without colours drives the terminal as `NO_COLOR` does.
        public var themeTable: ThemeTable = .standard
        /// Draw on the controlling terminal (`/dev/tty`) rather than standard input and output, so
        /// standard output stays free for a script to read (`user=$(authtui login)`).
        public var usesControllingTerminal = false
        /// Whether standard error is held while the screen is up (in a nameless file of this
        /// process's own) and shown again after the terminal is restored; false leaves it alone.
        public var capturesStandardError = false
        /// What to say when the terminal cannot start; nil writes `<program>: <reason>` to
        /// standard error.
        public var onTerminalError: (@Sendable (TerminalError) -> Void)?

        public init(
            keyMap: KeyMap = .standard, minimumSize: TerminalSize = RootScreen.standardMinimumSize,
            showsHints: Bool = true, fadeSeconds: Double = AuthNavigator.defaultAnimationDuration
        ) {
            self.keyMap = keyMap
            self.minimumSize = minimumSize
            self.showsHints = showsHints
            self.fadeSeconds = fadeSeconds
        }
    }

    /// The program once the terminal is up: its root (to `finish()` it from state) and the size.
    public struct Session {
        public let root: RootScreen
        public let size: TerminalSize
    }

    /// Runs `view` full screen. `started` runs once the terminal is up, before the first key.
    /// Returns the exit status: 0 after a normal quit (a key or `finish()`), 1 (with a one-line
    /// reason on standard error) when the terminal cannot start.
    public static func run(
        _ view: any ScreenView, options: Options = Options(), started: (Session) -> Void = { _ in }
    ) -> Int32 {
        run(options: options, makeView: { view }, started: started)
    }

    /// `run(_:options:started:)` with the view built once the terminal is up, so slow set-up (the
    /// account store opening on another thread) overlaps the terminal's. `makeView` returning nil
    /// restores the terminal and returns 1; the caller then says why on standard error.
    public static func run(
        options: Options = Options(), makeView: () -> (any ScreenView)?, started: (Session) -> Void = { _ in }
    ) -> Int32 {
        run(
            usesControllingTerminal: options.usesControllingTerminal,
            capturesStandardError: options.capturesStandardError, usesColour: options.themeTable.usesColour,
            onTerminalError: options.onTerminalError
        ) { terminal -> RootScreen? in
            guard let view = makeView() else { return nil }
            let context = ScreenContext(
                colorTier: terminal.colorTier, noColor: noColor, inkIsDark: ColorTier.terminalInkIsDark,
                themeTable: options.themeTable, keyMap: options.keyMap)
            context.fadeSeconds = options.fadeSeconds
            let root = RootScreen(
                view, context: context, minimumSize: options.minimumSize, showsHints: options.showsHints)
            started(Session(root: root, size: terminal.size))
            return root
        }
    }

    /// Runs the loop client `makeClient` builds for the terminal (a `RootScreen` put together
    /// by hand, as the showcase's is, or any other `LoopClient`). A nil client restores the
    /// terminal and returns 1. `usesColour` false starts the terminal as `NO_COLOR` does (its
    /// `colorTier` is then `monochrome`).
    public static func run<Client: LoopClient>(
        usesControllingTerminal: Bool = false, capturesStandardError: Bool = false, usesColour: Bool = true,
        onTerminalError: ((TerminalError) -> Void)? = nil, _ makeClient: (NcursesTerminal) -> Client?
    ) -> Int32 {
        let terminal: NcursesTerminal
        do throws(TerminalError) {
            terminal =
                try usesControllingTerminal
                ? controllingTerminal(usesColour: usesColour) : NcursesTerminal(usesColour: usesColour)
        } catch {
            if let onTerminalError {
                onTerminalError(error)
            } else {
                writeLine("\(programName): \(error)", to: 2)
            }
            return 1
        }
        terminal.extraWakeDescriptors = [MainQueue.wakeDescriptor]
        let capture = capturesStandardError ? StderrCapture.start() : nil
        let client = makeClient(terminal)
        if let client { EventLoop(terminal: terminal).run(client) }
        terminal.shutdown()
        if let capture {
            let said = capture.finish()
            if !said.isEmpty {
                writeLine("\(programName): while the screen was up:", to: 2)
                _ = Array(said.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            }
        }
        return client == nil ? 1 : 0
    }

    /// ncurses on `/dev/tty`, whatever standard input and output are.
    private static func controllingTerminal(usesColour: Bool) throws(TerminalError) -> NcursesTerminal {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { throw .noControllingTerminal(overSSH: getenv("SSH_CONNECTION") != nil) }
        defer { close(tty) }
        return try NcursesTerminal(
            terminalType: nil, inputDescriptor: tty, outputDescriptor: tty, usesColour: usesColour)
    }

    /// `NO_COLOR` set to anything but the empty string (no-color.org): `ColorTier`'s reading.
    public static var noColor: Bool { ColorTier.noColorRequested }

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
