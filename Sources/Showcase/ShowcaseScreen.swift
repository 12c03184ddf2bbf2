import AuthDomain
import AuthTUI

/// `authtui showcase`: the modal-overlay demo for developers, as one full-screen program. A
/// colourful host screen, stacked sheets, an alert and a confirmation over a scrim, an optional
/// navigator-style cover, all inside an optional host region, with every setting live on screen.
///
/// Each frame is built as data: the host canvas, then a list of layers (cover, and per sheet a
/// scrim and a panel) that the `Compositor` stacks inside the region; the host screen itself
/// lists those layers. Sheets and the cover fade in and out with the current fade duration; any
/// key first completes every running fade, so nothing ever waits for an animation.
@MainActor
public final class ShowcaseScreen: LoopClient {
    /// Below this the whole screen shows `Terminal too small`; sheets and settings are kept. At
    /// this width the right half still holds a sheet.
    public static let minimumSize = TerminalSize(width: 70, height: 18)
    static let coverNotice = "Navigator overlay: the host is hidden"

    public let clock: any MonotonicClock
    public private(set) var needsFrame = true
    public private(set) var settings: ShowcaseSettings
    /// The sheets on screen, bottom to top.
    private(set) var stack = ModalStack()
    /// The sheet closed last, still drawn above the stack while it fades out.
    private(set) var leaving: Sheet?

    private let initialSettings: ShowcaseSettings
    private let theme: Theme
    private let compositor: Compositor
    private let animator: Animator
    private var lastSize = TerminalSize(width: 0, height: 0)
    private var presentations = 0

    /// - Parameters:
    ///   - settings: the starting settings (from the launch options); the confirmation resets to them.
    ///   - colorTier: the terminal's, for the theme, quantised fades and skipping them in mono.
    public init(
        settings: ShowcaseSettings, colorTier: ColorTier, noColor: Bool,
        clock: any MonotonicClock = SystemClock()
    ) {
        self.settings = settings
        self.initialSettings = settings
        self.clock = clock
        theme = Theme.resolved(for: colorTier, noColor: noColor)
        compositor = Compositor(colourless: theme.isMonochrome, tier: colorTier)
        animator = Animator(clock: clock, showsIntermediateColours: colorTier.showsIntermediateColors)
    }

    // MARK: LoopClient

    public var nextDeadline: Duration? { animator.nextFrameDue }

    public func tick() {
        if animator.step() { needsFrame = true }
    }

    public func frame(size: TerminalSize) -> (canvas: Canvas, cursor: CursorPosition?) {
        needsFrame = false
        lastSize = size
        var canvas = Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
        guard Self.fits(size) else {
            TooSmallNotice.render(into: &canvas, in: canvas.bounds, theme: theme)
            return (canvas, nil)
        }
        let layout = ShowcaseLayout(size: size, settings: settings)
        let scene = layers(in: layout.region)
        ShowcaseHost.render(
            into: &canvas, body: layout.body, layerCaptions: ["host: this screen"] + scene.map(\.caption),
            theme: theme)
        if stack.fits(in: layout.region), leaving.map({ $0.layout(in: layout.region) != nil }) ?? true {
            canvas = compositor.compose(host: canvas, region: layout.region, layers: scene.map(\.layer))
        } else {
            TooSmallNotice.render(into: &canvas, in: layout.region, theme: theme)
        }
        drawFooter(layout, on: &canvas)
        return (canvas, nil)
    }

    public func handle(_ key: Key) -> LoopCommand {
        needsFrame = true
        let action = ShowcaseKeys.action(for: key)
        if action == .quit || KeyMap.standard.action(for: key) == .quit { return .quit }
        if key == .resize { return .keepRunning }
        settleFades()
        guard Self.fits(lastSize) else { return .keepRunning }
        if let action {
            perform(action)
            return .keepRunning
        }
        guard let top = stack.top else { return .keepRunning }
        let region = ShowcaseLayout(size: lastSize, settings: settings).region
        switch stack.handle(key, in: region) {
        case .dismissed: fadeOut(top)
        case .pressed(_, let button): press(button)
        default: break
        }
        return .keepRunning
    }

    // MARK: Actions

    private func perform(_ action: ShowcaseAction) {
        switch action {
        case .openSheet: present { ShowcaseSheets.sheet(id: $0, depth: stack.sheets.count + 1) }
        case .openAlert: present(ShowcaseSheets.alert(id:))
        case .openConfirm: present(ShowcaseSheets.confirm(id:))
        case .toggleRegion: settings.toggleRegion()
        case .cycleColour: settings.cycleColour()
        case .cycleScrim: settings.cycleScrim()
        case .lengthenFade: settings.lengthenFade()
        case .shortenFade: settings.shortenFade()
        case .toggleCover:
            settings.toggleCover()
            fadeCover()
        case .quit: break
        }
    }

    private func press(_ button: String) {
        switch ShowcaseSheets.intent(of: button) {
        case .stackAnother: perform(.openSheet)
        case .openAlert: perform(.openAlert)
        case .close: closeTop()
        case .resetSettings:
            closeTop()
            let coverChanges = settings.coversHost != initialSettings.coversHost
            settings = initialSettings
            if coverChanges { fadeCover() }
        }
    }

    private func present(_ make: (String) -> Sheet) {
        presentations += 1
        let sheet = make("sheet-\(presentations)")
        stack.present(sheet)
        if settings.fadeSeconds > 0 {
            animator.start(
                fadeKey(.sheet(sheet.id, leaving: false)), from: 0, to: 1, seconds: settings.fadeSeconds)
        }
    }

    private func closeTop() {
        if let closed = stack.dismiss() { fadeOut(closed) }
    }

    private func fadeOut(_ sheet: Sheet) {
        guard settings.fadeSeconds > 0 else { return }
        leaving = sheet
        animator.start(
            fadeKey(.sheet(sheet.id, leaving: true)), from: 1, to: 0, seconds: settings.fadeSeconds
        ) {
            [weak self] in
            if self?.leaving?.id == sheet.id { self?.leaving = nil }
        }
    }

    private func fadeCover() {
        guard settings.fadeSeconds > 0 else { return }
        let target: Double = settings.coversHost ? 1 : 0
        animator.start(fadeKey(.named("cover")), from: 1 - target, to: target, seconds: settings.fadeSeconds)
    }

    /// Completes every running fade now, so the key acts on the finished state.
    private func settleFades() {
        animator.finishAll()
    }

    private func fadeKey(_ subject: FadeKey.Subject) -> FadeKey { FadeKey(owner: self, subject) }

    // MARK: Drawing

    /// One layer with the line the host screen lists it under.
    struct CaptionedLayer {
        var layer: Layer
        var caption: String
    }

    /// Bottom to top: the cover with its notice, then per sheet a scrim and its panel, then the
    /// sheet fading out.
    func layers(in region: Rect) -> [CaptionedLayer] {
        var layers: [CaptionedLayer] = []
        let colour = settings.colour
        let cover = animator.value(fadeKey(.named("cover"))) ?? (settings.coversHost ? 1 : 0)
        if cover > 0 {
            layers.append(
                CaptionedLayer(
                    layer: .overlay(Overlay(color: colour, opacity: cover)),
                    caption: "cover \(colour) \(ShowcaseSettings.decimal(cover))"))
            if let notice = coverNotice(in: region, opacity: cover) {
                layers.append(CaptionedLayer(layer: .panel(notice), caption: "panel: cover notice"))
            }
        }
        var sheets = stack.sheets.map { ($0, animator.value(fadeKey(.sheet($0.id, leaving: false))) ?? 1) }
        if let leaving {
            sheets.append((leaving, animator.value(fadeKey(.sheet(leaving.id, leaving: true))) ?? 0))
        }
        // How stacked sheets look is the library's rule; the showcase only labels the layers.
        let plan = SheetStage.plan(sheets)
        let caption = { (sheet: Sheet, opacity: Double) in
            "panel: \(sheet.title)" + (opacity < 1 ? " " + ShowcaseSettings.decimal(opacity) : "")
        }
        for (sheet, opacity) in plan.screens {
            guard let panel = sheet.render(in: region, theme: theme, opacity: opacity) else { continue }
            layers.append(CaptionedLayer(layer: .panel(panel), caption: caption(sheet, opacity)))
        }
        if plan.scrim > 0 {
            let scrim = settings.scrimOpacity * plan.scrim
            layers.append(
                CaptionedLayer(
                    layer: .overlay(Overlay(color: colour, opacity: scrim, flat: theme.scrim.flat)),
                    caption: theme.scrim.flat == nil
                        ? "scrim \(colour) \(ShowcaseSettings.decimal(scrim))"
                        : "scrim: 8-colour backdrop"))
        }
        for (sheet, opacity) in plan.panels {
            guard let panel = sheet.render(in: region, theme: theme, opacity: opacity) else { continue }
            layers.append(CaptionedLayer(layer: .panel(panel), caption: caption(sheet, opacity)))
        }
        return layers
    }

    /// One line on the cover, in a colour that reads on it.
    private func coverNotice(in region: Rect, opacity: Double) -> PanelLayer? {
        let width = min(region.width, DisplayWidth.of(Self.coverNotice) + 2)
        guard width > 0, region.height > 0 else { return nil }
        let colour = settings.colour
        let light = Int(colour.red) * 299 + Int(colour.green) * 587 + Int(colour.blue) * 114 > 128_000
        let style = CellStyle(foreground: light ? .black : theme[.text].foreground, background: colour)
        var canvas = Canvas(width: width, height: 1, fill: style.cell())
        canvas.draw(" " + Self.coverNotice, x: 0, y: 0, style: style)
        let frame = region.centred(width: width, height: 1)
        return PanelLayer(content: canvas, x: frame.x, y: frame.y, opacity: opacity)
    }

    private func drawFooter(_ layout: ShowcaseLayout, on canvas: inout Canvas) {
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

    private static func fits(_ size: TerminalSize) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height
    }
}
