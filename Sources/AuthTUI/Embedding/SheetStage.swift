import AuthNavigation

/// The sheets of one view, on screen: draws the stack its state asks for over a host, and fades
/// a sheet in when it opens and out when it closes (drawn as a ghost, its fields emptied, until
/// its fade ends). The only place that decides how stacked sheets and their scrim look.
///
/// Two steps, as every view has them: `reconcile` compares the sheets the view's state lists now
/// with the ones it listed last and starts the fades (opened, closed, replaced); `compose` then
/// draws and changes nothing, so drawing the same state twice gives the same frame.
@MainActor
public final class SheetStage {
    private var shownIDs: [String] = []
    private var ghost: Sheet?

    public init() {}

    /// `host` with `sheets` (bottom to top) composed inside `region` over `below`, or `Terminal
    /// too small` there when they do not fit; and the caret of the top sheet's focused field, once
    /// the sheet has finished fading in; and the keys that act on the sheets for the hint line
    /// (`ModalStack.actingKeys`, from the layouts made here). `scrim` is the theme's unless a view
    /// chooses its own.
    public func compose(
        _ sheets: [Sheet], over host: Canvas, in region: Rect, context: ScreenContext, below: [Layer] = [],
        scrim: Overlay? = nil
    ) -> (canvas: Canvas, caret: CursorPosition?, keys: Set<KeyAction>) {
        let entries = shown(sheets, context: context)
        // Each sheet is laid out once a frame: the fit, the drawing and the caret read that layout.
        var laidOut: [(sheet: Sheet, layout: SheetLayout?)] = []
        func layout(_ sheet: Sheet) -> SheetLayout? {
            if let known = laidOut.first(where: { $0.sheet == sheet }) { return known.layout }
            let layout = sheet.layout(in: region)
            laidOut.append((sheet, layout))
            return layout
        }
        let fits = sheets.allSatisfy { layout($0) != nil } && (ghost.map { layout($0) != nil } ?? true)
        guard fits else {
            lastFrame = nil
            // Only a sheet that may not scroll fails where its width fits: it says what it needs.
            let needed = (sheets + [ghost].compactMap { $0 }).filter { layout($0) == nil }
                .compactMap { $0.neededSize(width: region.width) }
            var canvas = host
            TooSmallNotice.render(
                into: &canvas, in: region, theme: context.theme,
                needed: needed.max { ($0.width, $0.height) < ($1.width, $1.height) })
            return (canvas, nil, [])
        }
        let layers =
            below
            + Self.layers(
                entries.map { ($0.sheet, $0.opacity) }, theme: context.theme,
                scrim: scrim ?? context.theme.scrim,
                layout: layout)
        // Everything up to the scrim is the same picture from key to key: composed once, the
        // panels over it on each frame.
        let split = layers.lastIndex { if case .overlay = $0 { true } else { false } }.map { $0 + 1 } ?? 0
        let backdrop = backdrop(host: host, region: region, layers: Array(layers[..<split]), context: context)
        let canvas = front(
            Array(layers[split...]), over: backdrop, in: region, compositor: context.compositor)
        let settled = entries.last.map { $0.opacity >= 1 && $0.sheet.id == sheets.last?.id } ?? false
        let top = sheets.last
        let caret =
            settled
            ? top.flatMap { top in layout(top).flatMap { top.caret(at: $0) } }.map {
                CursorPosition(x: $0.x, y: $0.y)
            } : nil
        return (canvas, caret, ModalStack.actingKeys(of: top))
    }

    /// Which sheets are drawn, with what opacity, over how much scrim: the one rule for how
    /// stacked sheets look. Screen sheets are drawn as they are; of the panels only the front one
    /// shows, over one scrim, so a taller sheet below never peeks out under a shorter one on top.
    /// While the front panel fades, the panel behind it cross-fades the other way, so a sheet
    /// opening over another (or closing to reveal it) reads as one motion.
    public struct Plan: Sendable {
        /// Screen sheets, bottom to top.
        public var screens: [(sheet: Sheet, opacity: Double)] = []
        /// How much of the scrim's opacity to lay over them (0: no panel, no scrim).
        public var scrim: Double = 0
        /// Panels to draw over the scrim, bottom to top.
        public var panels: [(sheet: Sheet, opacity: Double)] = []
    }

    /// The plan for `sheets` (bottom to top, each with its opacity now).
    public nonisolated static func plan(_ sheets: [(Sheet, Double)]) -> Plan {
        var plan = Plan()
        plan.screens = sheets.filter { $0.0.presentation == .screen && $0.1 > 0 }.map { ($0.0, $0.1) }
        let panels = sheets.filter { $0.0.presentation == .panel }
        guard let (front, frontOpacity) = panels.last else { return plan }
        let behind = panels.dropLast().last?.0
        plan.scrim = behind == nil ? frontOpacity : 1
        if let behind, frontOpacity < 1 { plan.panels.append((behind, 1 - frontOpacity)) }
        if frontOpacity > 0 { plan.panels.append((front, frontOpacity)) }
        return plan
    }

    /// The compositor layers for `sheets` (see `plan`).
    public nonisolated static func layers(
        _ sheets: [(Sheet, Double)], in region: Rect, theme: Theme, scrim: Overlay
    )
        -> [Layer]
    {
        layers(sheets, theme: theme, scrim: scrim) { $0.layout(in: region) }
    }

    /// `layers(_:in:theme:scrim:)` with each sheet's layout in the region from `layout`.
    nonisolated static func layers(
        _ sheets: [(Sheet, Double)], theme: Theme, scrim: Overlay, layout: (Sheet) -> SheetLayout?
    ) -> [Layer] {
        let plan = plan(sheets)
        var layers: [Layer] = []
        for (screen, opacity) in plan.screens {
            // Under a panel, a screen's focus is not where keys go: it is drawn without it, so
            // only one focused element shows (without colours no scrim dims the one below). Focus
            // moves nothing, so the screen's own layout serves (no second layout a frame).
            guard let at = layout(screen) else { continue }
            var sheet = screen
            if plan.scrim > 0 { sheet.isFocused = false }
            layers.append(.panel(sheet.render(at, theme: theme, opacity: opacity)))
        }
        if plan.scrim > 0 {
            var dimming = scrim
            dimming.opacity *= plan.scrim
            layers.append(.overlay(dimming))
        }
        for (sheet, opacity) in plan.panels {
            if let at = layout(sheet) {
                layers.append(.panel(sheet.render(at, theme: theme, opacity: opacity)))
            }
        }
        return layers
    }

    /// The last backdrop composed: the host with the layers under the front panels (the scrim
    /// and what it dims), and what it was composed from. Any change of host, region, layers (a
    /// scrim's opacity during a fade) or compositor composes it again.
    private var lastBackdrop:
        (host: Canvas, region: Rect, layers: [Layer], compositor: Compositor, canvas: Canvas)?

    private func backdrop(host: Canvas, region: Rect, layers: [Layer], context: ScreenContext) -> Canvas {
        guard !layers.isEmpty else { return host }
        let compositor = context.compositor
        if let last = lastBackdrop, last.region == region, last.compositor == compositor,
            last.layers == layers,
            last.host == host
        {
            return last.canvas
        }
        let canvas = compositor.compose(host: host, region: region, layers: layers)
        lastBackdrop = (host, region, layers, compositor, canvas)
        return canvas
    }

    /// The last frame composed, the backdrop it was composed over, and the cells its front
    /// layers may have changed (`Compositor.reach`): over the same backdrop, the next frame puts
    /// those cells back and draws its own front layers, instead of copying the whole backdrop.
    private var lastFrame: (canvas: Canvas, backdrop: Canvas, region: Rect, reach: [Rect])?

    private func front(_ layers: [Layer], over backdrop: Canvas, in region: Rect, compositor: Compositor)
        -> Canvas
    {
        guard !layers.isEmpty else {
            lastFrame = nil
            return backdrop
        }
        var canvas = backdrop
        // Taken out, so that once the frame on screen is dropped its cells are written in place.
        if var last = lastFrame.take(), last.region == region, last.backdrop == backdrop {
            last.canvas.restore(last.reach, from: backdrop)
            canvas = last.canvas
        }
        compositor.apply(layers, to: &canvas, in: region)
        // The rows the front layers did not reach keep their stamps: the next copy passes them.
        canvas.sealRows()
        lastFrame = (
            canvas, backdrop, region, compositor.reach(of: layers, in: region, bounds: canvas.bounds)
        )
        return canvas
    }

    private func key(_ id: String, leaving: Bool) -> FadeKey {
        FadeKey(owner: self, .sheet(id, leaving: leaving))
    }

    /// What `compose` draws for `sheets` now, bottom to top: each with its opacity, then the
    /// sheet closed last while it fades out (a view that lists its layers reads them here).
    public func shown(_ sheets: [Sheet], context: ScreenContext) -> [(sheet: Sheet, opacity: Double)] {
        var entries = sheets.map { sheet in
            (sheet: sheet, opacity: context.animator.value(key(sheet.id, leaving: false)) ?? 1)
        }
        if let ghost, let opacity = context.animator.value(key(ghost.id, leaving: true)) {
            entries.append((sheet: ghost, opacity: opacity))
        }
        return entries
    }

    /// Starts the fades for the change from the sheets reconciled last to `sheets`: sheets added
    /// on top fade the new top in; sheets taken off fade the old top out (as a ghost, its
    /// secrets emptied); a top replaced by another does both, so it reads as one motion. A
    /// change of the whole stack (a fresh start, a flow that completed) has no fade. Calling it again with the same sheets does nothing.
    /// Each fade lasts the context's `fadeSeconds`, the one length every screen reads.
    public func reconcile(_ sheets: [Sheet], context: ScreenContext) {
        let ids = sheets.map(\.id)
        defer {
            shownIDs = ids
            lastTop = sheets.last
        }
        guard ids != shownIDs else { return }
        let seconds = context.fadeSeconds
        let kept = zip(ids, shownIDs).prefix { $0 == $1 }.count
        // From nothing, or back to nothing, only one sheet fades (the first opened, the last
        // closed); a whole stack that appears or goes at once is a new scene, not a motion.
        let fromOrToNothing = (shownIDs.isEmpty && ids.count == 1) || (ids.isEmpty && shownIDs.count == 1)
        guard seconds > 0, kept > 0 || fromOrToNothing else { return }
        if kept < shownIDs.count, let closed = lastTop, closed.presentation == .panel {
            var leaving = closed
            leaving.clearSecrets()
            ghost = leaving
            context.animator.start(
                key(closed.id, leaving: true), from: 1, to: 0, seconds: seconds
            ) { [weak self] in
                if self?.ghost?.id == closed.id { self?.ghost = nil }
            }
        }
        if kept < ids.count, let top = sheets.last, top.presentation == .panel {
            context.animator.start(
                key(top.id, leaving: false), from: 0, to: 1, seconds: seconds)
        }
    }

    /// The top sheet as last drawn (kept to draw it leaving).
    private var lastTop: Sheet?
}
