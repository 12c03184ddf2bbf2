import AuthDomain
import AuthTUI
import Glibc

/// `authtui-bench compose`: time to compose one frame (host + scrim + two panels with shadows)
/// at 80×24 and 200×60, and the time for a whole frame including drawing the two sheets.
///
/// Compose is what runs on every fade frame; the full frame adds the sheet drawing the app does
/// when state changes. Target: 200×60 composed in under 1 ms (release build).
enum ComposeBench {
    static func run() {
        print("compose benchmark (host + scrim + 2 panels with shadows), per frame:")
        for (width, height) in [(80, 24), (200, 60)] { measure(width: width, height: height) }
    }

    private static func measure(width: Int, height: Int) {
        let theme = Theme.standard
        let host = busyHost(width: width, height: height)
        let region = host.bounds
        var stack = ModalStack()
        stack.present(
            Sheet(
                id: "password", title: "Password",
                items: [
                    .label(Label("Welcome back, 漢字 user")),
                    .field(TextField("Email", value: "me@example.com")),
                    .secureField(SecureField("Password")),
                    .buttons([Button("Log in"), Button("Create account")]),
                ]))
        stack.present(
            Confirm(
                id: "delete", title: "Delete account", message: "Enter your password to confirm",
                confirm: "Delete"
            )
            .sheet)
        let layers = SheetStage.layers(
            stack.sheets.map { ($0, 1) }, in: region, theme: theme, scrim: theme.scrim)
        let compositor = Compositor()
        var output = host
        var checksum = 0

        let composeNs = time(iterations: iterations(width * height)) {
            compositor.compose(host: host, region: region, layers: layers, into: &output)
            checksum &+= Int(output.cells[output.cells.count / 2].background.red)
        }
        let frameNs = time(iterations: iterations(width * height) / 4) {
            let frame = stack.compose(host: host, region: region, theme: theme, compositor: compositor)
            checksum &+= Int(frame.cells[frame.cells.count / 3].foreground.green)
        }
        print(
            "  \(width)x\(height): compose \(format(composeNs)), full frame (draw sheets + compose) \(format(frameNs))"
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
