import AuthCommandLine
import AuthDomain
import AuthTUI
import Showcase

/// `authtui showcase`: the modal-overlay demo, starting from the host region, overlay colour and
/// fade duration given on the command line.
@MainActor
enum ShowcaseCommand {
    static func run(_ options: LaunchOptions) -> Int32 {
        SignalThread.claim()
        let settings = ShowcaseSettings(
            hostRegion: options.hostRegion, overlayColor: options.overlayColor, animation: options.animation)
        return FullScreen.run { terminal in
            ShowcaseScreen(settings: settings, colorTier: terminal.colorTier, noColor: FullScreen.noColor)
        }
    }
}
