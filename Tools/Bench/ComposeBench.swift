import AuthDomain
import AuthLogin
import AuthTUI
import Glibc

/// `authtui-bench compose`: at 80×24 and 200×60, the time to compose one fade frame (host + scrim
/// + two panels with shadows), and the time of one whole frame of the real app: what the run
/// loop asks `RootScreen.frame(size:)` for whenever the state changed.
///
/// The whole frame is the login app as `authtui` builds it (`AppModules.build` on a throwaway
/// embedded store, `LoginApp`, `RootScreen`), with the Start screen and its generated picture
/// under the sign-in and password sheets, fades off: the views build the sheets from the flow's
/// state, draw them and compose them over the Start screen, and the hint line is added. Target:
/// 200×60 composed in under 1 ms (release build).
enum ComposeBench {
    @MainActor
    static func run() async {
        let data = "/tmp/authtui-bench-compose-\(getpid())"
        defer { _ = system("rm -rf '\(data)'") }
        let root: RootScreen
        do {
            root = try await loginSheetsOpen(dataDirectory: data)
        } catch {
            print("compose benchmark: the account store did not open: \(error)")
            return
        }
        print("compose benchmark, per frame: compose (host + scrim + 2 panels with shadows);")
        print("app frame (RootScreen.frame of the login app, Start screen + sign-in + password sheets):")
        for (width, height) in [(80, 24), (200, 60)] { measure(width: width, height: height, root: root) }
    }

    /// The app on a fresh store in `dataDirectory`, with ada's email typed and the password sheet
    /// on top of the sign-in sheet, as a person gets there with Enter, typing, Enter.
    @MainActor
    private static func loginSheetsOpen(dataDirectory: String) async throws -> RootScreen {
        let service = try await AccountService.open(
            dataDirectory: dataDirectory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let app = LoginApp(router: router)
        app.loginFlow.picture = ScreenImage(picture: .generated(seed: 2024))
        let context = ScreenContext(colorTier: .direct, clock: ManualClock())
        context.fadeSeconds = 0
        let root = RootScreen(app, context: context)
        let size = TerminalSize(width: 80, height: 24)
        app.start()
        await router.settled()
        _ = root.frame(size: size)  // keys act on what is on screen
        _ = root.handle(.enter)
        for character in "ada@example.com" { _ = root.handle(.character(character)) }
        _ = root.handle(.enter)
        await router.settled()
        let lines = root.frame(size: size).canvas.lines
        if !lines.contains(where: { $0.contains("Log in") }) {
            print(
                "compose benchmark: warning: the password sheet is not on screen; the figures are not the login's"
            )
        }
        return root
    }

    @MainActor
    private static func measure(width: Int, height: Int, root: RootScreen) {
        let theme = Theme.standard
        let host = busyHost(width: width, height: height)
        let region = host.bounds
        let sheets = [
            Sheet(
                id: "password", title: "Password",
                items: [
                    .label(Label("Welcome back, 漢字 user")),
                    .field(TextField("Email", value: "me@example.com")),
                    .secureField(SecureField("Password")),
                    .buttons([Button("Log in"), Button("Create account")]),
                ]),
            Confirm(
                id: "delete", title: "Delete account", message: "Enter your password to confirm",
                confirm: "Delete"
            )
            .sheet,
        ]
        let layers = SheetStage.layers(sheets.map { ($0, 1) }, in: region, theme: theme, scrim: theme.scrim)
        let compositor = Compositor()
        var output = host
        var checksum = 0

        let composeNs = time(iterations: iterations(width * height)) {
            compositor.compose(host: host, region: region, layers: layers, into: &output)
            checksum &+= Int(output.cells[output.cells.count / 2].background.red)
        }
        let size = TerminalSize(width: width, height: height)
        let frameNs = time(iterations: iterations(width * height) / 4) {
            let frame = root.frame(size: size)
            checksum &+= Int(frame.canvas.cells[frame.canvas.cells.count / 3].foreground.green)
        }
        print(
            "  \(width)x\(height): compose \(format(composeNs)), app frame \(format(frameNs))"
                + "  [checksum \(checksum % 10)]")
    }

    private static func iterations(_ cells: Int) -> Int { max(200, 4_000_000 / cells) }

    /// Mean nanoseconds per call, after a warm-up.
    private static func time(iterations: Int, _ body: () -> Void) -> Double {
        for _ in 0..<max(10, iterations / 10) { body() }
        let clock = SystemClock()
        let start = clock.now()
        for _ in 0..<iterations { body() }
        let elapsed = clock.now() - start
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
    }

    private static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 1000
            ? "\(Double(Int(nanoseconds / 10)) / 100) µs" : "\(Int(nanoseconds)) ns"
    }

    /// A host screen full of varied text and colours, a few wide glyphs per row.
    private static func busyHost(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height, fill: Theme.standard[.background].cell())
        let palette = [0xCDD6F4, 0x89B4FA, 0xF38BA8, 0xA6E3A1, 0xF9E2AF].map { RGBColor(hex: $0) }
        for y in 0..<height {
            let style = CellStyle(
                foreground: palette[y % palette.count], background: Theme.standard[.background].background)
            let text = String(repeating: "Secret codes 漢字 \(y) lorem ipsum ", count: width / 20 + 1)
            canvas.draw(text, x: 0, y: y, style: style)
        }
        return canvas
    }
}
