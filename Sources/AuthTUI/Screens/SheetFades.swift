import AuthDomain

/// Fades the sheets of one modal stack: a presented sheet fades in (the top sheet's opacity comes
/// from the animator while its fade runs), and a dismissed one fades out as a ghost drawn above
/// the stack, its passwords already cleared, until its fade ends.
@MainActor
final class SheetFades {
    let name: String
    let animator: Animator
    var seconds: Double
    private var ghost: Sheet?

    init(name: String, animator: Animator, seconds: Double) {
        self.name = name
        self.animator = animator
        self.seconds = seconds
    }

    /// A sheet covers about a third of the screen, which sets how many frames its fade may use.
    private static let coverage = 0.35

    /// Starts the fade for `sheetID`, newly on top.
    func presented(_ sheetID: String) {
        guard seconds > 0 else { return }
        animator.start("\(name).\(sheetID)", from: 0, to: 1, seconds: seconds, coverage: Self.coverage)
    }

    /// Starts fading out `sheet`, just removed from the stack.
    func dismissed(_ sheet: Sheet?) {
        guard seconds > 0, let sheet else { return }
        ghost = sheet
        animator.start("\(name).ghost", from: 1, to: 0, seconds: seconds, coverage: Self.coverage)
    }

    /// The opacity to draw the top sheet of `stack` with.
    func topOpacity(of stack: ModalStack) -> Double {
        guard let top = stack.top else { return 1 }
        return animator.value("\(name).\(top.id)") ?? 1
    }

    /// `stack` composed over `host`, with a dismissed sheet still fading out on top.
    func compose(_ stack: ModalStack, host: Canvas, region: Rect, theme: Theme, compositor: Compositor)
        -> Canvas
    {
        let canvas = stack.compose(
            host: host, region: region, theme: theme, compositor: compositor,
            topOpacity: topOpacity(of: stack))
        guard let ghost, stack.fits(in: region) else { return canvas }
        guard let opacity = animator.value("\(name).ghost") else {
            self.ghost = nil
            return canvas
        }
        var layers: [Layer] = []
        if ghost.presentation == .panel {
            var scrim = theme.scrim
            scrim.opacity *= opacity
            layers.append(.overlay(scrim))
        }
        if let panel = ghost.render(in: region, theme: theme, opacity: opacity) {
            layers.append(.panel(panel))
        }
        return compositor.compose(host: canvas, region: region, layers: layers)
    }
}
