import AuthNavigation

/// Where a sheet's parts land in a host region: computed for the sheet and region it is asked
/// for (the last few are remembered by both, `Sheet.layout(in:)`), so it is always the layout
/// for the current terminal size.
public struct SheetLayout: Hashable, Sendable {
    /// The panel (or, for a screen, the whole host region).
    public var frame: Rect
    /// Where the items show, inside the padding (a scrolled body shows through it as a window).
    public var content: Rect
    /// One rect per item, in item order (in a scrolled body, partly or wholly outside `content`).
    public var itemRects: [Rect]
    /// The clickable cells of each field and button that shows, by id.
    public var hitAreas: [String: Rect]
    /// Rows of the body above `content` (scrolled out of sight to show the focused element).
    public var rowsAbove = 0
    /// Rows of the body below `content`.
    public var rowsBelow = 0

    /// Whether part of the body is out of sight (the sheet did not fit whole).
    public var isScrolled: Bool { rowsAbove > 0 || rowsBelow > 0 }
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

/// The shapes a sheet takes, tried in this order at every density until one fits: what is shown
/// never depends on a size that happens to be missing a row.
enum SheetForm: CaseIterable {
    /// A picture on the left, the items after it in a column on its right.
    case beside
    /// Every item under the one before it.
    case stacked
    /// Stacked, in a window of the region's height that shows the focused element.
    case scrolled
}

extension Sheet {
    /// Columns between a picture and the items beside it.
    static let besideGap = 2
    /// The narrowest column of text worth putting beside a picture.
    static let besideColumnWidth = 24

    /// The narrowest content width the items can live with (a row of buttons wraps, and a
    /// button wider than its row is cut, so only a button's narrowest counts).
    private var minimumContentWidth: Int {
        var width = 12
        for item in items {
            if let buttons = item.buttons {
                width = max(width, buttons.map { $0.width(within: Button.narrowest) }.max() ?? 0)
            }
            if case .picture(let image) = item { width = max(width, image.width) }
        }
        if presentation == .panel {
            width = max(width, DisplayWidth.of(TextSanitizer.displayable(title)) + 2)
        }
        return width
    }

    /// `labelWidth`: the sheet's `fieldLabelWidth`, worked out once by the caller.
    private func height(of item: Item, width: Int, labelWidth: Int) -> Int {
        switch item {
        case .label(let label): label.height(forWidth: width)
        case .list(let lines): lines.reduce(0) { $0 + $1.height(forWidth: width) }
        case .field(let field): field.height(forWidth: width, labelWidth: labelWidth)
        case .secureField(let field): field.height(forWidth: width, labelWidth: labelWidth)
        case .buttons(let buttons): Self.buttonRows(buttons, width: width).count
        case .buttonColumn(let buttons): buttons.count
        case .picture(let image): (image.height + 1) / 2
        }
    }

    /// `buttons` in rows that fit `width`, left to right, two columns apart (a button wider than
    /// `width` alone in its row, cut to it): as few rows as filling each in turn takes, with the
    /// buttons spread evenly over them where they fit so (the earlier rows one longer), so seven
    /// buttons in three rows are three, two and two, not three, three and one.
    static func buttonRows(_ buttons: [Button], width: Int) -> [[Button]] {
        let filled = filledButtonRows(buttons, width: width)
        guard filled.count > 1 else { return filled }
        let (shortest, longer) = buttons.count.quotientAndRemainder(dividingBy: filled.count)
        var even: [[Button]] = []
        var start = 0
        for row in 0..<filled.count {
            let count = shortest + (row < longer ? 1 : 0)
            let line = Array(buttons[start..<(start + count)])
            let columns = line.reduce(0) { $0 + $1.width(within: width) } + 2 * (line.count - 1)
            guard count > 0, columns <= width else { return filled }
            even.append(line)
            start += count
        }
        return even
    }

    /// `buttons` in rows filled in turn: each button on the row before when it fits there.
    private static func filledButtonRows(_ buttons: [Button], width: Int) -> [[Button]] {
        var rows: [[Button]] = []
        var used = 0
        for button in buttons {
            let columns = button.width(within: width)
            if let last = rows.indices.last, used + 2 + columns <= width {
                rows[last].append(button)
                used += 2 + columns
            } else {
                rows.append([button])
                used = columns
            }
        }
        return rows
    }

    /// Where each button of a row or column item lands in `rect`: a row's lines centred one
    /// under the other, a column's buttons left-aligned in a centred block; none for other items.
    static func buttonPlaces(_ item: Item, in rect: Rect) -> [(button: Button, rect: Rect)] {
        switch item {
        case .buttons(let buttons): return buttonPlaces(buttons, in: rect)
        case .buttonColumn(let buttons):
            let widest = buttons.map { $0.width(within: rect.width) }.max() ?? 0
            let x = rect.x + max(0, (rect.width - widest) / 2)
            return buttons.enumerated().map { row, button in
                (button, Rect(x: x, y: rect.y + row, width: button.width(within: rect.width), height: 1))
            }
        case .label, .list, .field, .secureField, .picture: return []
        }
    }

    /// Where each button of a row lands in `rect` (its lines centred, one under the other).
    static func buttonPlaces(_ buttons: [Button], in rect: Rect) -> [(button: Button, rect: Rect)] {
        var places: [(button: Button, rect: Rect)] = []
        for (row, line) in buttonRows(buttons, width: rect.width).enumerated() {
            let total = line.reduce(0) { $0 + $1.width(within: rect.width) } + 2 * max(0, line.count - 1)
            var x = rect.x + max(0, (rect.width - total) / 2)
            for button in line {
                let columns = button.width(within: rect.width)
                places.append((button, Rect(x: x, y: rect.y + row, width: columns, height: 1)))
                x += columns + 2
            }
        }
        return places
    }

    /// The layout in `region`: the first form and density that fits (`SheetForm`), or nil when
    /// the region is too small for the sheet even scrolled (or, for a sheet that may not scroll,
    /// stacked at its tightest).
    public func layout(in region: Rect) -> SheetLayout? {
        let key = maskingSecrets()
        return Self.recentLayouts.answer((key, region)) { firstLayoutThatFits(in: region) }
    }

    /// The sheet with each password replaced by as many mask glyphs, the caret where it was: all
    /// a layout reads of a password, and all the memo may keep of one.
    func maskingSecrets() -> Sheet {
        guard
            items.contains(where: { if case .secureField(let field) = $0 { !field.isEmpty } else { false } })
        else { return self }
        var masked = self
        masked.updateItems { item in
            if case .secureField(var field) = item, !field.isEmpty {
                field.fieldText = FieldText(
                    String(repeating: SecureField.mask, count: field.count), cursor: field.cursor)
                item = .secureField(field)
            }
        }
        return masked
    }

    /// The last layouts made, newest first. A layout is a function of the sheet's value and the
    /// region alone (of a password, only how long it is and where its caret is), so one made for
    /// an equal sheet in the same region is the same layout: the frame's drawing and the next
    /// key's routing (`ModalStack`) lay a sheet out once between them, not once each. A sheet
    /// changed in anything (a letter typed, focus moved) is another key.
    /// Four: a stack of two sheets and the ghost of a third fading out, with one to spare.
    static let recentLayouts = RecentAnswers<(sheet: Sheet, region: Rect), SheetLayout?>(keeping: 4) {
        $0.region == $1.region && $0.sheet == $1.sheet
    }

    func firstLayoutThatFits(in region: Rect) -> SheetLayout? {
        for form in SheetForm.allCases where form != .scrolled || mayScroll {
            for density in SheetDensity.allCases where form != .scrolled || density == .bare {
                if let layout = layout(in: region, form: form, density: density) { return layout }
            }
        }
        return nil
    }

    /// The smallest region, at most `width` wide (or as wide as the sheet needs), that shows the
    /// whole sheet without scrolling: what a sheet that does not fit asks for.
    public func neededSize(width: Int) -> TerminalSize? {
        let chrome = presentation == .panel ? 2 : 0
        let width = max(width, minimumContentWidth + chrome)
        for form in [SheetForm.beside, .stacked] {
            guard let body = arrangement(form: form, density: .bare, width: width) else { continue }
            return TerminalSize(width: body.width + chrome, height: body.height + chrome)
        }
        return nil
    }

    /// Item rects relative to the top-left corner of the body, and the body's height.
    private struct Arrangement {
        var width: Int
        var rects: [Rect]
        var height: Int
    }

    /// The items arranged in a body `regionWidth` wide (less the chrome of `density`), or nil when
    /// the form cannot be used at that width.
    private func arrangement(form: SheetForm, density: SheetDensity, width regionWidth: Int) -> Arrangement? {
        let chrome = presentation == .panel ? 2 * (1 + density.panelPadding) : 0
        let width = min(preferredWidth, regionWidth) - chrome
        guard width >= minimumContentWidth else { return nil }
        // Beside: the first picture with items after it; the ones after it go into the column.
        var column: Range<Int>?
        var columnX = 0
        if form == .beside {
            guard
                let picture = items.firstIndex(where: { if case .picture = $0 { true } else { false } }),
                picture + 1 < items.count, case .picture(let image) = items[picture]
            else { return nil }
            columnX = image.width + Self.besideGap
            guard width - columnX >= Self.besideColumnWidth else { return nil }
            column = (picture + 1)..<items.count
        }
        let titleRows = presentation == .screen && !title.isEmpty ? (density == .roomy ? 2 : 1) : 0
        var rects: [Rect] = []
        var y = titleRows
        var columnTop = 0
        var pictureBottom = 0
        let labelWidth = fieldLabelWidth
        for (index, item) in items.enumerated() {
            let inColumn = column?.contains(index) == true
            if inColumn, index == column?.lowerBound { y = columnTop }
            let itemWidth = inColumn ? width - columnX : width
            // Tighter, an empty line (a status with nothing to say yet) takes no row.
            var height = height(of: item, width: itemWidth, labelWidth: labelWidth)
            if density != .roomy, case .label(let label) = item, label.text.isEmpty { height = 0 }
            if let column, index + 1 == column.lowerBound {
                // The picture: as wide as itself, and the column starts beside its top.
                rects.append(Rect(x: 0, y: y, width: columnX - Self.besideGap, height: height))
                columnTop = y
                pictureBottom = y + height
                continue
            }
            rects.append(Rect(x: inColumn ? columnX : 0, y: y, width: itemWidth, height: height))
            y += height
            if index + 1 < items.count, density == .roomy { y += Self.gap(after: item) }
        }
        return Arrangement(width: width, rects: rects, height: max(y, pictureBottom))
    }

    private func layout(in region: Rect, form: SheetForm, density: SheetDensity) -> SheetLayout? {
        guard let body = arrangement(form: form, density: density, width: region.width) else { return nil }
        let padding = presentation == .panel ? 1 + density.panelPadding : 0
        let chrome = 2 * padding
        let visible = form == .scrolled ? min(body.height, region.height - chrome) : body.height
        guard visible >= 1, visible + chrome <= region.height else { return nil }
        // Scrolled, the window starts at the top and moves down only as far as the focused
        // element needs to show whole (a function of focus, so nothing is remembered).
        var scroll = 0
        if visible < body.height, let focus, let index = focusedItem(focus) {
            let rect = body.rects[index]
            scroll = min(max(0, rect.maxY - visible), rect.y, body.height - visible)
        }
        let frame: Rect
        let content: Rect
        switch presentation {
        case .panel:
            frame = region.centred(width: body.width + chrome, height: visible + chrome)
            content = Rect(
                x: frame.x + padding, y: frame.y + padding, width: frame.width - chrome,
                height: frame.height - chrome)
        case .screen:
            frame = region
            content = region.centred(width: body.width, height: visible)
        }
        let itemRects = body.rects.map {
            Rect(x: content.x + $0.x, y: content.y + $0.y - scroll, width: $0.width, height: $0.height)
        }
        var hitAreas: [String: Rect] = [:]
        func shows(_ rect: Rect) -> Bool { rect.y >= content.y && rect.maxY <= content.maxY }
        for (item, rect) in zip(items, itemRects) {
            switch item {
            case .field(let field): if shows(rect) { hitAreas[field.id] = rect }
            case .secureField(let field): if shows(rect) { hitAreas[field.id] = rect }
            case .buttons, .buttonColumn:
                for place in Self.buttonPlaces(item, in: rect) where shows(place.rect) {
                    hitAreas[place.button.id] = place.rect
                }
            case .label, .list, .picture: break
            }
        }
        return SheetLayout(
            frame: frame, content: content, itemRects: itemRects, hitAreas: hitAreas, rowsAbove: scroll,
            rowsBelow: body.height - visible - scroll)
    }

    /// The item holding the focused field or button.
    private func focusedItem(_ id: String) -> Int? {
        items.firstIndex { item in
            switch item {
            case .field(let field): field.id == id
            case .secureField(let field): field.id == id
            case .buttons(let buttons), .buttonColumn(let buttons): buttons.contains { $0.id == id }
            case .label, .list, .picture: false
            }
        }
    }

    /// Blank rows after an item in a roomy layout: one, except after a field, whose reserved
    /// error row is its gap.
    private static func gap(after item: Item) -> Int {
        switch item {
        case .field, .secureField: 0
        default: 1
        }
    }

    /// The sheet drawn for `region`: a panel layer at its frame (with the theme's shadow for a
    /// panel), or nil when it does not fit. `opacity` fades it in over what is under it. A
    /// scrolled body shows through its content rect, with `▲`/`▼` in the border where more is.
    public func render(in region: Rect, theme: Theme, opacity: Double = 1) -> PanelLayer? {
        layout(in: region).map { render($0, theme: theme, opacity: opacity) }
    }

    /// The sheet drawn at `layout`, its layout in some region (`layout(in:)`).
    func render(_ layout: SheetLayout, theme: Theme, opacity: Double = 1) -> PanelLayer {
        let frame = layout.frame
        var canvas = Canvas(width: frame.width, height: frame.height)
        let content = Rect(
            x: layout.content.x - frame.x, y: layout.content.y - frame.y, width: layout.content.width,
            height: layout.content.height)
        let fill: CellStyle
        switch presentation {
        case .panel:
            Panel(title: title).render(into: &canvas, frame: canvas.bounds, theme: theme)
            fill = theme[.panel]
            let arrowX = canvas.width - 3
            if layout.rowsAbove > 0 { _ = canvas.draw("▲", x: arrowX, y: 0, style: theme[.border]) }
            if layout.rowsBelow > 0 {
                _ = canvas.draw("▼", x: arrowX, y: canvas.height - 1, style: theme[.border])
            }
        case .screen:
            canvas.fill(canvas.bounds, with: theme[.background].cell())
            fill = theme[.background]
        }
        guard layout.isScrolled else {
            drawBody(into: &canvas, layout: layout, origin: (frame.x, frame.y), theme: theme)
            return PanelLayer(
                content: canvas, x: frame.x, y: frame.y, shadow: presentation == .panel ? theme.shadow : nil,
                opacity: opacity)
        }
        // A scrolled body is drawn whole on a canvas of its own and shown through the content rect.
        let bodyHeight = content.height + layout.rowsAbove + layout.rowsBelow
        var body = Canvas(width: content.width, height: bodyHeight, fill: fill.cell())
        drawBody(
            into: &body, layout: layout, origin: (layout.content.x, layout.content.y - layout.rowsAbove),
            theme: theme)
        canvas.blit(body, x: content.x, y: content.y - layout.rowsAbove, clip: content)
        return PanelLayer(
            content: canvas, x: frame.x, y: frame.y, shadow: presentation == .panel ? theme.shadow : nil,
            opacity: opacity)
    }

    /// The title of a screen and every item, on a canvas whose top-left corner is at `origin`.
    private func drawBody(
        into body: inout Canvas, layout: SheetLayout, origin: (x: Int, y: Int), theme: Theme
    ) {
        let local = { (rect: Rect) in
            Rect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
        }
        let itemTheme = presentation == .screen ? theme.onBackground : theme
        let labelWidth = fieldLabelWidth
        if presentation == .screen, !title.isEmpty {
            let top = layout.content.y - layout.rowsAbove - origin.y
            Label(title, role: .title, alignment: .centred).render(
                into: &body,
                in: Rect(x: layout.content.x - origin.x, y: top, width: layout.content.width, height: 1),
                theme: itemTheme)
        }
        for (item, rect) in zip(items, layout.itemRects.map(local)) {
            switch item {
            case .label(let label): label.render(into: &body, in: rect, theme: itemTheme)
            case .list(let lines):
                var y = rect.y
                for line in lines {
                    let height = line.height(forWidth: rect.width)
                    line.render(
                        into: &body, in: Rect(x: rect.x, y: y, width: rect.width, height: height),
                        theme: itemTheme)
                    y += height
                }
            case .field(let field):
                field.render(
                    into: &body, in: rect, theme: itemTheme, focused: isFocused && focus == field.id,
                    labelWidth: labelWidth)
            case .secureField(let field):
                field.render(
                    into: &body, in: rect, theme: itemTheme, focused: isFocused && focus == field.id,
                    labelWidth: labelWidth)
            case .buttons, .buttonColumn:
                for place in Self.buttonPlaces(item, in: rect) {
                    place.button.render(
                        into: &body, at: place.rect.x, y: place.rect.y, width: place.rect.width,
                        theme: itemTheme,
                        focused: isFocused && focus == place.button.id, clip: rect)
                }
            case .picture(let image):
                let x = rect.x + max(0, (rect.width - image.width) / 2)
                let place = Rect(x: x, y: rect.y, width: image.width, height: rect.height)
                if itemTheme.isMonochrome {
                    ImageView(image: image).drawInTerminalShades(
                        in: place, on: &body, style: itemTheme[.panel], inkIsDark: itemTheme.inkIsDark)
                } else {
                    ImageView(image: image).draw(in: place, on: &body)
                }
            }
        }
    }

    /// Where the terminal's cursor goes in `region`: the first line of a message that has just
    /// appeared (the first error in reading order), else the caret of the focused field or the
    /// first letter of the focused button, so a screen reader or a braille display that follows
    /// the cursor is always on what changed or what has focus.
    public func caret(in region: Rect) -> (x: Int, y: Int)? {
        layout(in: region).flatMap { caret(at: $0) }
    }

    /// The caret (see `caret(in:)`) with the sheet at `layout`, its layout in some region.
    func caret(at layout: SheetLayout) -> (x: Int, y: Int)? {
        guard isFocused else { return nil }
        let labelWidth = fieldLabelWidth
        if hasUnreadMessage {
            if let first = firstMessageStart(layout, labelWidth: labelWidth),
                layout.content.contains(x: first.x, y: first.y)
            {
                return first  // unless a scrolled body hides it
            }
        }
        guard let focus else { return nil }
        for (item, rect) in zip(items, layout.itemRects) {
            if case .field(let field) = item, field.id == focus {
                return field.caret(in: rect, labelWidth: labelWidth)
            }
            if case .secureField(let field) = item, field.id == focus {
                return field.caret(in: rect, labelWidth: labelWidth)
            }
        }
        if let button = layout.hitAreas[focus], self.button(focus) != nil { return (button.x + 2, button.y) }
        return nil
    }

    /// Where the first message in reading order starts: a field's error or an error line.
    private func firstMessageStart(_ layout: SheetLayout, labelWidth: Int) -> (x: Int, y: Int)? {
        for (item, rect) in zip(items, layout.itemRects) {
            switch item {
            case .field(let field):
                if let start = field.errorStart(in: rect, labelWidth: labelWidth) { return start }
            case .secureField(let field):
                if let start = field.errorStart(in: rect, labelWidth: labelWidth) { return start }
            case .label(let label) where label.role == .error && !label.text.isEmpty:
                return (rect.x + label.indent(ofFirstLineAt: rect.width), rect.y)
            default: break
            }
        }
        return nil
    }
}
