import AuthDomain

/// Where a sheet's parts land in a host region: computed, never stored, so it is always the
/// layout for the current terminal size.
public struct SheetLayout: Hashable, Sendable {
    /// The panel (or, for a screen, the whole host region).
    public var frame: Rect
    /// Where the items stack, inside the padding.
    public var content: Rect
    /// One rect per item, in item order.
    public var itemRects: [Rect]
    /// The clickable cells of each field and button, by id.
    public var hitAreas: [String: Rect]
}

extension Sheet {
    /// The narrowest content width the items can live with.
    private var minimumContentWidth: Int {
        var width = 12
        for item in items {
            if case .buttons(let buttons) = item {
                width = max(width, buttons.reduce(0) { $0 + $1.width } + 2 * max(0, buttons.count - 1))
            }
            if case .picture(let image) = item { width = max(width, image.width) }
        }
        if presentation == .panel {
            width = max(width, DisplayWidth.of(TextSanitizer.displayable(title)) + 2)
        }
        return width
    }

    private func height(of item: Item, width: Int) -> Int {
        switch item {
        case .label(let label): label.height(forWidth: width)
        case .field(let field): field.height(forWidth: width)
        case .secureField(let field): field.height(forWidth: width)
        case .buttons: 1
        case .picture(let image): (image.height + 1) / 2
        }
    }

    /// The layout in `region`, or nil when the region is too small for the sheet.
    public func layout(in region: Rect) -> SheetLayout? {
        let chrome = presentation == .panel ? 4 : 0
        let width = min(preferredWidth, region.width) - chrome
        guard width >= minimumContentWidth else { return nil }
        let heights = items.map { height(of: $0, width: width) }
        let gaps = items.dropLast().map(Self.gap(after:))
        let titleRows = presentation == .screen && !title.isEmpty ? 2 : 0
        let contentHeight = titleRows + heights.reduce(0, +) + gaps.reduce(0, +)
        guard contentHeight + chrome <= region.height else { return nil }

        let frame: Rect
        let content: Rect
        switch presentation {
        case .panel:
            frame = region.centred(width: width + chrome, height: contentHeight + chrome)
            content = Panel.contentRect(of: frame)
        case .screen:
            frame = region
            content = region.centred(width: width, height: contentHeight)
        }
        var itemRects: [Rect] = []
        var hitAreas: [String: Rect] = [:]
        var y = content.y + titleRows
        for (item, height) in zip(items, heights) {
            let gap = Self.gap(after: item)
            let rect = Rect(x: content.x, y: y, width: content.width, height: height)
            itemRects.append(rect)
            switch item {
            case .field(let field): hitAreas[field.id] = rect
            case .secureField(let field): hitAreas[field.id] = rect
            case .buttons(let buttons):
                var x = buttonRowStart(buttons, in: rect)
                for button in buttons {
                    hitAreas[button.id] = Rect(x: x, y: y, width: button.width, height: 1)
                    x += button.width + 2
                }
            case .label, .picture: break
            }
            y += height + gap
        }
        return SheetLayout(frame: frame, content: content, itemRects: itemRects, hitAreas: hitAreas)
    }

    /// Blank rows after an item: one, except after a field, whose reserved error row is its gap.
    private static func gap(after item: Item) -> Int {
        switch item {
        case .field, .secureField: 0
        default: 1
        }
    }

    private func buttonRowStart(_ buttons: [Button], in rect: Rect) -> Int {
        let total = buttons.reduce(0) { $0 + $1.width } + 2 * max(0, buttons.count - 1)
        return rect.x + max(0, (rect.width - total) / 2)
    }

    /// The sheet drawn for `region`: a panel layer at its frame (with the theme's shadow for a
    /// panel), or nil when it does not fit. `opacity` fades it in over what is under it.
    public func render(in region: Rect, theme: Theme, opacity: Double = 1) -> PanelLayer? {
        guard let layout = layout(in: region) else { return nil }
        let frame = layout.frame
        var canvas = Canvas(width: frame.width, height: frame.height)
        let local = { (rect: Rect) in
            Rect(x: rect.x - frame.x, y: rect.y - frame.y, width: rect.width, height: rect.height)
        }
        let content = local(layout.content)
        switch presentation {
        case .panel:
            Panel(title: title).render(into: &canvas, frame: canvas.bounds, theme: theme)
        case .screen:
            canvas.fill(canvas.bounds, with: theme[.background].cell())
            if !title.isEmpty {
                Label(title, role: .title, alignment: .centred).render(
                    into: &canvas, in: Rect(x: content.x, y: content.y, width: content.width, height: 1),
                    theme: theme.onBackground)
            }
        }
        let itemTheme = presentation == .screen ? theme.onBackground : theme
        for (item, rect) in zip(items, layout.itemRects.map(local)) {
            switch item {
            case .label(let label): label.render(into: &canvas, in: rect, theme: itemTheme)
            case .field(let field):
                field.render(
                    into: &canvas, in: rect, theme: itemTheme, focused: isFocused && focus == field.id)
            case .secureField(let field):
                field.render(
                    into: &canvas, in: rect, theme: itemTheme, focused: isFocused && focus == field.id)
            case .buttons(let buttons):
                for button in buttons {
                    guard let hit = layout.hitAreas[button.id] else { continue }
                    let at = local(hit)
                    button.render(
                        into: &canvas, at: at.x, y: at.y, theme: itemTheme,
                        focused: isFocused && focus == button.id,
                        clip: rect)
                }
            case .picture(let image):
                let x = rect.x + max(0, (rect.width - image.width) / 2)
                ImageView(image: image).draw(
                    in: Rect(x: x, y: rect.y, width: image.width, height: rect.height), on: &canvas)
            }
        }
        return PanelLayer(
            content: canvas, x: frame.x, y: frame.y, shadow: presentation == .panel ? theme.shadow : nil,
            opacity: opacity)
    }

    /// Where the focused field's caret is in `region` (for the terminal cursor), if a field has focus.
    public func caret(in region: Rect) -> (x: Int, y: Int)? {
        guard isFocused, let focus, let layout = layout(in: region) else { return nil }
        for (item, rect) in zip(items, layout.itemRects) {
            if case .field(let field) = item, field.id == focus { return field.caret(in: rect) }
            if case .secureField(let field) = item, field.id == focus { return field.caret(in: rect) }
        }
        return nil
    }
}
