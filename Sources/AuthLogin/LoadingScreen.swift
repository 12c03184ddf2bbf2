import AuthDomain
import AuthTUI

/// A navigator's loading screen, ready to use: its title, the step under way, and a progress bar
/// (when the presenter reports a fraction) or a spinner, from a `LoadingPresenter`'s state. It
/// takes no keys.
@MainActor
public final class LoadingScreen: ScreenView {
    public let presenter: LoadingPresenter

    public init(presenter: LoadingPresenter) {
        self.presenter = presenter
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let state = presenter.state
        var canvas = context.blank(size)
        let plain = context.theme.onBackground
        let middle = size.height / 2
        let title = state.fraction == nil ? "\(context.spinnerFrame) \(state.title)" : state.title
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
        return ScreenFrame(canvas: canvas, isAnimating: state.fraction == nil)
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand { .keepRunning }
}
