import AuthCommandLine
import AuthDomain
import AuthTUI
import Showcase

/// `authtui showcase`: the modal-overlay demo, starting from the host region, overlay colour,
/// fade duration and theme given on the command line.
@MainActor
enum ShowcaseCommand {
    static func run(_ options: LaunchOptions) -> Int32 {
        SignalThread.claim()
        let settings = ShowcaseSettings(
            hostRegion: options.hostRegion, overlayColor: options.overlayColor, animation: options.animation)
        let themeTable = ThemeTable(options.theme)
        return FullScreen.run(usesColour: themeTable.usesColour) { terminal in
            ShowcaseScreen(
                settings: settings, colorTier: terminal.colorTier, noColor: FullScreen.noColor,
                themeTable: themeTable)
        }
    }
}
