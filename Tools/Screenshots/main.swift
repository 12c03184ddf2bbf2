// `authtui-screenshots DIR [--two-factor]`: the README's pictures, drawn by the real screens at 100×30 through the
// same RootScreen the terminal runs (a fresh account store, a fixed picture seed, fades off, a
// clock that does not move), written as SVG. `make screenshots` runs it into docs/screenshots; a
// test runs it again and compares, so a committed picture never lies about what the code draws.
import AuthDomain
import AuthLogin
import AuthTUI
import Glibc
import Showcase

let size = TerminalSize(width: 100, height: 30)

/// One line to standard error (fd 2, unbuffered).
func complain(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
}

@MainActor
func write(_ canvas: Canvas, _ name: String, _ title: String, into directory: String) {
    let svg = CanvasSVG.render(canvas, title: title)
    guard let file = fopen("\(directory)/\(name).svg", "w") else {
        complain("authtui-screenshots: cannot write \(directory)/\(name).svg")
        exit(1)
    }
    fputs(svg, file)
    fclose(file)
}

@MainActor
func type(_ text: String, into root: RootScreen) {
    for character in text { _ = root.handle(.character(character)) }
}

@MainActor
func screenshots(into directory: String) async throws {
    let data = "/tmp/authtui-screenshots-\(getpid())"
    defer { _ = system("rm -rf '\(data)'") }
    let service = try await AccountService.open(
        dataDirectory: data, configuration: .init(hashing: .minimum))
    // The embedded store needs no network route, so the machine's network cannot change a picture.
    let probe = ConnectivityProbe.checking(service)
    let router = AppModules.build(service: service, probe: probe, settings: .init(fades: false))
    let app = LoginApp(router: router)
    app.loginFlow.picture = ScreenImage(picture: .generated(seed: 2024))
    let context = ScreenContext(colorTier: .direct, clock: ManualClock())
    context.fadeSeconds = 0
    let root = RootScreen(app, context: context)
    app.start()
    await router.settled()
    write(root.frame(size: size).canvas, "start", "The Start screen with its picture", into: directory)

    _ = root.handle(.enter)
    type("ada@example.com", into: root)
    _ = root.handle(.enter)
    type("not my password", into: root)
    _ = root.handle(.enter)
    await router.settled()
    write(
        root.frame(size: size).canvas, "password-error", "The password sheet after a wrong password",
        into: directory)

    _ = root.handle(.escape)
    _ = root.handle(.escape)
    await router.settled()
    typealias Choice = AccountAuthenticator.ChoiceID
    await router.auth.open()
    router.auth.fill(AccountField.email.rawValue, with: "ada@example.com")
    await router.auth.choose(Choice.next)
    router.auth.fill(AccountField.password.rawValue, with: "correct horse battery")
    await router.auth.choose(Choice.createAccount)
    router.auth.fill(AccountField.username.rawValue, with: "Ada")
    await router.auth.choose(Choice.register)
    await router.settled()
    write(root.frame(size: size).canvas, "logged-in", "The logged-in host", into: directory)

    if CommandLine.arguments.contains("--two-factor") {
        // Not a committed picture: the key is new every time.
        await router.loggedIn.open(HostAction.ID.twoFactor)
        router.loggedIn.conversation.fill(AccountField.password.rawValue, with: "correct horse battery")
        await router.loggedIn.conversation.choose(
            router.loggedIn.conversation.state.top?.step.choices.first?.id ?? "")
        write(
            root.frame(size: TerminalSize(width: 80, height: 24)).canvas, "two-factor",
            "Turning two-factor authentication on", into: directory)
        await router.loggedIn.conversation.back()
    }
    await router.loggedIn.open(HostAction.ID.secretPage)
    await router.settled()
    write(
        root.frame(size: size).canvas, "secret-page",
        "The secret page: its navigator covers the right-hand region", into: directory)

    let showcase = ShowcaseScreen(
        settings: ShowcaseSettings(animation: 0), colorTier: .direct, noColor: false, clock: ManualClock())
    _ = showcase.frame(size: size)  // keys act on what is on screen
    for key: Key in [.character("r"), .character("s"), .character("s")] { _ = showcase.handle(key) }
    write(
        showcase.frame(size: size).canvas, "showcase", "authtui showcase: stacked sheets in a host region",
        into: directory)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    complain("usage: authtui-screenshots DIR [--two-factor]")
    exit(2)
}
do {
    try await screenshots(into: arguments[1])
} catch {
    complain("authtui-screenshots: \(error)")
    exit(1)
}
