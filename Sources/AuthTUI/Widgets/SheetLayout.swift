import AuthNavigation

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

/// How much air a layout keeps: a sheet is laid out roomy when it can, tighter when the region is
/// small, so the same sheet works from the smallest supported terminal to the largest.
enum SheetDensity: CaseIterable {
    /// A blank row after every label and button row; a panel's border has a blank row and two
    /// columns of padding inside it; a screen's title a blank row under it.
    case roomy
    /// No blank rows between items.
    case tight
    /// Tight, and a panel's content starts right inside its border.
    case bare

    var panelPadding: Int { self == .bare ? 0 : 1 }
}

extension Sheet {
    /// The narrowest content width the items can live with (a row of buttons wraps, so its
    /// widest button counts).
    private var minimumContentWidth: Int {
        var width = 12
        for item in items {
            if case .buttons(let buttons) = item { width = max(width, buttons.map(\.width).max() ?? 0) }
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
        case .buttons(let buttons): Self.buttonRows(buttons, width: width).count
        case .picture(let image): (image.height + 1) / 2
        }
    }

    /// `buttons` in rows that fit `width`, left to right, two columns apart.
    static func buttonRows(_ buttons: [Button], width: Int) -> [[Button]] {
        var rows: [[Button]] = []
        var used = 0
        for button in buttons {
            if let last = rows.indices.last, used + 2 + button.width <= width {
                rows[last].append(button)
                used += 2 + button.width
            } else {
                rows.append([button])
                used = button.width
            }
        }
        return rows
    }

    /// The layout in `region`, or nil when the region is too small for the sheet at its
    /// tightest.
    public func layout(in region: Rect) -> SheetLayout? {
        for density in SheetDensity.allCases {
            if let layout = layout(in: region, density: density) { return layout }
        }
        return nil
    }

    private func layout(in region: Rect, density: SheetDensity) -> SheetLayout? {
        let padding = presentation == .panel ? 1 + density.panelPadding : 0
        let chrome = 2 * padding
        let width = min(preferredWidth, region.width) - chrome
        guard width >= minimumContentWidth else { return nil }
        // Tighter, an empty line (a status with nothing to say yet) takes no row.
        let heights = items.map { item in
            if density != .roomy, case .label(let label) = item, label.text.isEmpty { return 0 }
            return height(of: item, width: width)
        }
        let gaps = items.dropLast().map { density == .roomy ? Self.gap(after: $0) : 0 }
        let titleRows = presentation == .screen && !title.isEmpty ? (density == .roomy ? 2 : 1) : 0
        let contentHeight = titleRows + heights.reduce(0, +) + gaps.reduce(0, +)
        guard contentHeight + chrome <= region.height else { return nil }

        let frame: Rect
        let content: Rect
        switch presentation {
        case .panel:
            frame = region.centred(width: width + chrome, height: contentHeight + chrome)
            content = Rect(
                x: frame.x + padding, y: frame.y + padding, width: frame.width - chrome,
                height: frame.height - chrome)
        case .screen:
            frame = region
            content = region.centred(width: width, height: contentHeight)
        }
        var itemRects: [Rect] = []
        var hitAreas: [String: Rect] = [:]
        var y = content.y + titleRows
        for (index, (item, height)) in zip(items, heights).enumerated() {
            let rect = Rect(x: content.x, y: y, width: content.width, height: height)
            itemRects.append(rect)
            switch item {
            case .field(let field): hitAreas[field.id] = rect
            case .secureField(let field): hitAreas[field.id] = rect
            case .buttons(let buttons):
                for (row, line) in Self.buttonRows(buttons, width: rect.width).enumerated() {
                    var x = buttonRowStart(line, in: rect)
                    for button in line {
                        hitAreas[button.id] = Rect(x: x, y: y + row, width: button.width, height: 1)
                        x += button.width + 2
                    }
                }
            case .label, .picture: break
            }
            y += height + (index < gaps.count ? gaps[index] : 0)
        }
        return SheetLayout(frame: frame, content: content, itemRects: itemRects, hitAreas: hitAreas)
    }

    /// Blank rows after an item in a roomy layout: one, except after a field, whose reserved
    /// error row is its gap.
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
        layout(in: region).map { render($0, theme: theme, opacity: opacity) }
    }

    /// The sheet drawn at `layout`, its layout in some region (`layout(in:)`).
    func render(_ layout: SheetLayout, theme: Theme, opacity: Double = 1) -> PanelLayer {
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

    /// Where the terminal's cursor goes in `region`: the caret of the focused field, or the first
    /// letter of the focused button, so a screen reader or a braille display that follows the
    /// cursor is always on what has focus.
    public func caret(in region: Rect) -> (x: Int, y: Int)? {
        layout(in: region).flatMap { caret(at: $0) }
    }

    /// The caret (see `caret(in:)`) with the sheet at `layout`, its layout in some region.
    func caret(at layout: SheetLayout) -> (x: Int, y: Int)? {
        guard isFocused, let focus else { return nil }
        for (item, rect) in zip(items, layout.itemRects) {
            if case .field(let field) = item, field.id == focus { return field.caret(in: rect) }
            if case .secureField(let field) = item, field.id == focus { return field.caret(in: rect) }
        }
        if let button = layout.hitAreas[focus], self.button(focus) != nil { return (button.x + 2, button.y) }
        return nil
    }
}
