import AuthDomain
import AuthTUI

/// `authtui showcase`: the modal-overlay demo, starting from the host region, overlay colour and
/// fade duration given on the command line.
@MainActor
enum ShowcaseCommand {
    static func run(_ options: LaunchOptions, environment: [String: String]) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            writeError("authtui: \(error)")
            return 1
        }
        let settings = ShowcaseSettings(
            hostRegion: options.hostRegion, overlayColor: options.overlayColor, animation: options.animation)
        let screen = ShowcaseScreen(
            settings: settings, colorTier: terminal.colorTier,
            noColor: environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        EventLoop(terminal: terminal).run(screen)
        terminal.shutdown()
        return 0
    }
}
