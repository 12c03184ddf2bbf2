import AuthNavigation

/// Drawing primitives: every one clips to a rect and to the canvas, and none ever leaves half a
/// wide glyph behind.
///
/// Text goes through `TextSanitizer.displayable` on the way in, so the canvas never holds a
/// character a terminal would act on, whoever called `draw`.
extension Canvas {
    /// Paints `cell` over `rect` (clipped to the canvas).
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        splitWideGlyphs(atEdgesOf: area)
        let width = self.width
        withCells(inRows: area.y..<area.maxY) { rows in
            for y in 0..<area.height {
                let row = y * width
                for x in area.x..<area.maxX { rows[row + x] = cell }
            }
        }
    }

    /// Paints blanks of `style` over `rect`.
    public mutating func fill(_ rect: Rect, style: CellStyle) { fill(rect, with: style.cell()) }

    /// Draws one line of text starting at column `x`, clipped to `clip` (the whole canvas by
    /// default). Returns the columns the text takes, clipped or not.
    ///
    /// A wide glyph that would cross a clip edge is replaced by a blank on the visible side, so a
    /// horizontally scrolled field or a narrow panel shows a gap, never half a glyph.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var column = x
        let visibleRow = y >= area.y && y < area.maxY
        let shown = TextSanitizer.displayable(text)
        let utf8 = shown.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII: a narrow glyph a byte, each cell made from its byte.
            for byte in utf8 {
                defer { column += 1 }
                guard visibleRow, column < area.maxX, column >= area.x else { continue }
                set(style.cell(ascii: byte), x: column, y: y)
            }
            return column - x
        }
        for character in shown {
            let glyphWidth = DisplayWidth.of(character)
            guard glyphWidth > 0 else { continue }
            defer { column += glyphWidth }
            guard visibleRow, column < area.maxX, column + glyphWidth > area.x else { continue }
            if glyphWidth == 1 {
                set(style.cell(String(character)), x: column, y: y)
            } else if column >= area.x && column + 1 < area.maxX {
                putWide(style.cell(String(character), width: 2), x: column, y: y)
            } else {
                for half in column...(column + 1) where half >= area.x && half < area.maxX {
                    set(style.cell(), x: half, y: y)
                }
            }
        }
        return column - x
    }

    /// Draws a border on the outermost cells of `rect` (clipped to the canvas); the inside is left
    /// as it is.
    public mutating func drawBox(_ rect: Rect, style: CellStyle, glyphs: BorderGlyphs = .light) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        let horizontal = style.cell(glyphs.horizontal)
        let vertical = style.cell(glyphs.vertical)
        for x in (rect.x + 1)..<right {
            set(horizontal, x: x, y: rect.y)
            set(horizontal, x: x, y: bottom)
        }
        for y in (rect.y + 1)..<bottom {
            set(vertical, x: rect.x, y: y)
            set(vertical, x: right, y: y)
        }
        set(style.cell(glyphs.topLeft), x: rect.x, y: rect.y)
        set(style.cell(glyphs.topRight), x: right, y: rect.y)
        set(style.cell(glyphs.bottomLeft), x: rect.x, y: bottom)
        set(style.cell(glyphs.bottomRight), x: right, y: bottom)
    }

    /// Copies `source` with its top-left corner at (`x`, `y`), only inside `clip`.
    ///
    /// A wide glyph of `source` cut by the clip becomes a blank, and a wide glyph of this canvas
    /// cut by the copied area is blanked on its uncovered half.
    public mutating func blit(_ source: Canvas, x: Int, y: Int, clip: Rect? = nil) {
        let target = Rect(x: x, y: y, width: source.width, height: source.height)
            .intersection((clip ?? bounds).intersection(bounds))
        guard !target.isEmpty else { return }
        splitWideGlyphs(atEdgesOf: target)
        let width = self.width
        let sourceCells = source.cells
        withCells(inRows: target.y..<target.maxY) { rows in
            for row in target.y..<target.maxY {
                let sourceRow = (row - y) * source.width - x
                let targetRow = (row - target.y) * width
                for column in target.x..<target.maxX {
                    rows[targetRow + column] = sourceCells[sourceRow + column]
                }
            }
        }
        for row in target.y..<target.maxY { blankCutGlyphs(row: row, from: target.x, to: target.maxX) }
    }

    /// Writes a wide glyph and its continuation at `x` and `x + 1` (both must be on the canvas).
    mutating func putWide(_ lead: Cell, x: Int, y: Int) {
        set(lead, x: x, y: y)
        let width = self.width
        withCells(inRows: y..<(y + 1)) { row in
            let index = x + 1
            if row[index].width == 2, x + 2 < width {
                row[index + 1] = Cell.blank(
                    foreground: row[index + 1].foreground, background: row[index + 1].background)
            }
            row[index] = Cell(
                grapheme: "", width: 0, foreground: lead.foreground, background: lead.background,
                attributes: lead.attributes)
        }
    }

    /// Blanks both halves of every wide glyph that straddles the left or right edge of `area`,
    /// each half keeping its colours, so what is then written inside cannot orphan a half outside.
    mutating func splitWideGlyphs(atEdgesOf area: Rect) {
        for y in area.y..<area.maxY {
            if area.x > 0, self[area.x, y].isContinuation { blankPair(x: area.x - 1, y: y) }
            if area.maxX < width, self[area.maxX - 1, y].width == 2 { blankPair(x: area.maxX - 1, y: y) }
        }
    }

    /// What `blit` does to the rows it copies whole: a continuation in the first column or a
    /// lead in the last becomes a blank (so a canvas taken as it is looks exactly as if copied).
    mutating func blankGlyphsCutAtSides() {
        guard width > 0 else { return }
        // Looked for first: a canvas shared with another (a cached one) is copied only to repair.
        let cut = (0..<height).filter { row in
            self[0, row].isContinuation || self[width - 1, row].width == 2
        }
        for row in cut { blankCutGlyphs(row: row, from: 0, to: width) }
    }

    /// `blankGlyphsCutAtSides` for one row.
    mutating func blankGlyphsCutAtSides(row: Int) {
        guard width > 0 else { return }
        blankCutGlyphs(row: row, from: 0, to: width)
    }

    /// Within one row, replaces a continuation with no lead before it, or a lead with no
    /// continuation after it, by a blank (for copies that cut a source glyph).
    private mutating func blankCutGlyphs(row: Int, from start: Int, to end: Int) {
        if self[start, row].isContinuation { blankCell(x: start, y: row) }
        if self[end - 1, row].width == 2 { blankCell(x: end - 1, y: row) }
    }

    private mutating func blankPair(x: Int, y: Int) {
        blankCell(x: x, y: y)
        blankCell(x: x + 1, y: y)
    }

    private mutating func blankCell(x: Int, y: Int) {
        withCells(inRows: y..<(y + 1)) { row in
            let old = row[x]
            row[x] = Cell(
                grapheme: " ", width: 1, foreground: old.foreground, background: old.background,
                attributes: old.attributes)
        }
    }
}
