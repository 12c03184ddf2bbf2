import AuthDomain

/// A navigator's loading screen: its title, the step under way, and a progress bar (home) or a
/// spinner (the secret page's `Authentication in progress`).
enum LoadingView {
    static func render(
        _ state: LoadingState, size: TerminalSize, theme: Theme, spinnerFrame: String
    ) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
        let plain = theme.onBackground
        let middle = size.height / 2
        let title = state.fraction == nil ? "\(spinnerFrame) \(state.title)" : state.title
        Label(title, role: .title, alignment: .centred)
            .render(into: &canvas, in: Rect(x: 0, y: middle - 2, width: size.width, height: 1), theme: plain)
        if let fraction = state.fraction {
            let width = min(40, size.width - 4)
            ProgressBar(fraction: fraction)
                .render(
                    into: &canvas, in: Rect(x: (size.width - width) / 2, y: middle, width: width, height: 1),
                    theme: plain)
        }
        Label(state.step, role: .dimText, alignment: .centred)
            .render(into: &canvas, in: Rect(x: 0, y: middle + 2, width: size.width, height: 1), theme: plain)
        return canvas
    }
}
