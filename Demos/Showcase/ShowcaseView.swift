import AuthDomain
import AuthTUI

/// The showcase as a view, like every other screen: a colourful host that lists the layers the
/// compositor is stacking, the sheets of its `ShowcaseState` over the scrim (through
/// `SheetStage`, as the app's sheets), an optional navigator-style cover, all inside an optional
/// host region, and the settings and the key legend under it.
///
/// The sheets are derived from the state for every frame and every key, and their fades start
/// with the key that opened or closed them (the cover's too), never while drawing. The scrim is
/// the stage's, in the colour and opacity the settings choose.
@MainActor
final class ShowcaseView: ScreenView {
    static let coverNotice = "Navigator overlay: the host is hidden"

    private(set) var state: ShowcaseState
    private let stage = SheetStage()

    init(settings: ShowcaseSettings) {
        state = ShowcaseState(settings: settings)
    }

    private var coverKey: FadeKey { FadeKey(owner: self, .named("cover")) }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let theme = context.theme
        var canvas = context.blank(size)
        let layout = ShowcaseLayout(size: size, settings: state.settings)
        let sheets = state.sheets
        let cover = coverLayers(in: layout.region, context: context)
        ShowcaseHost.render(
            into: &canvas, body: layout.body,
            layerCaptions: ["host: this screen"] + captions(in: layout.region, context: context),
            theme: theme)
        let composed = stage.compose(
            sheets, over: canvas, in: layout.region, context: context, below: cover.map(\.layer),
            scrim: scrim(theme))
        canvas = composed.canvas
        drawFooter(layout, on: &canvas, theme: theme)
        return ScreenFrame(canvas: canvas, cursor: composed.caret)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let coveredBefore = state.settings.coversHost
        if let action = ShowcaseKeys.action(for: key) {
            if action == .quit { return .quit }
            state.perform(action)
        } else if !state.open.isEmpty {
            let region = ShowcaseLayout(size: size, settings: state.settings).region
            var stack = ModalStack(sheets: state.sheets, keyMap: context.keyMap)
            switch stack.handle(key, in: region) {
            case .dismissed: state.closeTop()
            case .pressed(_, let button):
                if let form = stack.top?.form { state.keep(form) }
                state.press(button)
            case .consumed, .edited:
                if let form = stack.top?.form { state.keep(form) }
            case .ignored: break
            }
        }
        // The fade length is the context's, the one every sheet fade reads.
        context.fadeSeconds = state.settings.fadeSeconds
        stage.reconcile(state.sheets, context: context)
        if state.settings.coversHost != coveredBefore { fadeCover(context) }
        return .keepRunning
    }

    /// The layers over the host, bottom to top, as the host screen lists them: the cover with its
    /// notice, the scrim, and the sheets the stage draws (with their opacity while they fade).
    func captions(in region: Rect, context: ScreenContext) -> [String] {
        var captions = coverLayers(in: region, context: context).map(\.caption)
        let shown = stage.shown(state.sheets, context: context)
        let plan = SheetStage.plan(shown.map { ($0.sheet, $0.opacity) })
        let caption = { (sheet: Sheet, opacity: Double) -> String? in
            guard sheet.layout(in: region) != nil else { return nil }
            return "panel: \(sheet.title)" + (opacity < 1 ? " " + ShowcaseSettings.decimal(opacity) : "")
        }
        captions += plan.screens.compactMap(caption)
        if plan.scrim > 0 {
            let scrim = scrim(context.theme)
            captions.append(
                scrim.flat == nil
                    ? "scrim \(scrim.color) \(ShowcaseSettings.decimal(scrim.opacity * plan.scrim))"
                    : "scrim: 8-colour backdrop")
        }
        captions += plan.panels.compactMap(caption)
        return captions
    }

    /// The settings' scrim: their colour and opacity (the 8-colour theme's flat backdrop stays).
    private func scrim(_ theme: Theme) -> Overlay {
        Overlay(color: state.settings.colour, opacity: state.settings.scrimOpacity, flat: theme.scrim.flat)
    }

    private func fadeCover(_ context: ScreenContext) {
        let seconds = context.fadeSeconds
        guard seconds > 0 else { return }
        let target: Double = state.settings.coversHost ? 1 : 0
        context.animator.start(coverKey, from: 1 - target, to: target, seconds: seconds)
    }

    /// The cover (an overlay of the settings' colour) and its one-line notice, while it shows.
    private func coverLayers(in region: Rect, context: ScreenContext) -> [(layer: Layer, caption: String)] {
        let colour = state.settings.colour
        let opacity = context.animator.value(coverKey) ?? (state.settings.coversHost ? 1 : 0)
        guard opacity > 0 else { return [] }
        var layers: [(layer: Layer, caption: String)] = [
            (
                .overlay(Overlay(color: colour, opacity: opacity)),
                "cover \(colour) \(ShowcaseSettings.decimal(opacity))"
            )
        ]
        if let notice = coverNotice(in: region, opacity: opacity, theme: context.theme) {
            layers.append((.panel(notice), "panel: cover notice"))
        }
        return layers
    }

    /// One line on the cover, in a colour that reads on it.
    private func coverNotice(in region: Rect, opacity: Double, theme: Theme) -> PanelLayer? {
        let width = min(region.width, DisplayWidth.of(Self.coverNotice) + 2)
        guard width > 0, region.height > 0 else { return nil }
        let colour = state.settings.colour
        let light = Int(colour.red) * 299 + Int(colour.green) * 587 + Int(colour.blue) * 114 > 128_000
        let style = CellStyle(foreground: light ? .black : theme[.text].foreground, background: colour)
        var canvas = Canvas(width: width, height: 1, fill: style.cell())
        canvas.draw(" " + Self.coverNotice, x: 0, y: 0, style: style)
        let frame = region.centred(width: width, height: 1)
        return PanelLayer(content: canvas, x: frame.x, y: frame.y, opacity: opacity)
    }

    private func drawFooter(_ layout: ShowcaseLayout, on canvas: inout Canvas, theme: Theme) {
        let rows = canvas.height - layout.footerTop
        let statusRows = max(0, rows - layout.legend.count)
        let statusStyle = theme.onBackground[.title]
        for (offset, line) in layout.status.prefix(statusRows).enumerated() {
            _ = canvas.draw(line, x: 1, y: layout.footerTop + offset, style: statusStyle)
        }
        for (offset, line) in layout.legend.enumerated() {
            _ = canvas.draw(line, x: 1, y: layout.footerTop + statusRows + offset, style: theme[.hint])
        }
    }
}
