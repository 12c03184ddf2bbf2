// AuthNavigation's README usage, one to one: a host with its own navigator, a loading screen
// that finishes after 2 s, the program's own login sheet, and logout on a key.
import AuthNavigation
import AuthTUI
import Glibc

@MainActor final class Host: ScreenView, Authenticatable {
    static let navigator = AuthNavigator()
    var loggedIn = false

    func shouldLogin() async -> Bool { !loggedIn }
    func willReturnFromLoginActions(success: Bool) { loggedIn = success }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        var canvas = context.blank(size)
        canvas.draw("Protected content. o: log out, Ctrl-C: quit", x: 2, y: 1, style: context.theme[.title])
        return ScreenFrame(canvas: canvas)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        if key == .character("o") { try? Host.navigator.logout(presentLoading: true) }
        return .keepRunning
    }
}

let host = Host()
let navigator = Host.navigator
navigator.delegate = host
navigator.loginScreenID = "LoginVC"
navigator.loadingScreenID = "LoadingVC"
navigator.hostRegion = Rect(x: 0, y: 3, width: 60, height: 18)
navigator.overlayColor = RGBColor(hex: 0x203040)
navigator.animationDuration = 0.5
let login = SheetScreen(title: "Log in", fields: ["Name"], button: "Log in") { form in
    Task { try await navigator.finishLogin(success: form.text("Name") == "ada") }
}
let loading = SheetScreen(message: "Loading…")
// The loading screen's own work: 2 s, then finishLoading() (a second call for the same screen is
// refused by the navigator and ignored here).
navigator.onSceneChange = { scene in
    guard scene.activeScreen?.role == .loading else { return }
    Task {
        try await Task.sleep(for: .seconds(2))
        try? await navigator.finishLoading()
    }
}
let screen = GuardedScreen(
    host: host, navigator: navigator, screens: ["LoginVC": login, "LoadingVC": loading])
exit(FullScreen.run(screen) { _ in Task { try await navigator.startAuthentication() } })
