import AuthNavigation

/// A grid of cells that every screen draws into; the terminal backend copies it out.
///
/// It is plain data, so tests compare `lines` with literal rows. Writes keep wide glyphs whole:
/// overwriting either half of a wide glyph blanks the other half, so no half glyph is left
/// behind at a panel edge.
public struct Canvas: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Row-major, `width * height` cells; the compositor edits it in place.
    public internal(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public var bounds: Rect { Rect(width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { set(newValue, x: x, y: y) }
    }

    /// Writes one cell, repairing any wide glyph it cuts in half. Out-of-bounds writes are ignored.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = y * width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell.blank(
                foreground: cells[index - 1].foreground, background: cells[index - 1].background)
        } else if old.width == 2, x + 1 < width {
            cells[index + 1] = Cell.blank(
                foreground: cells[index + 1].foreground, background: cells[index + 1].background)
        }
        cells[index] = cell
    }

    /// Grows the canvas by `rows` rows of `fill` at the bottom: the same cells as blitting it
    /// into the top of a taller canvas of `fill` (glyphs cut at its sides blanked), without
    /// copying the cells that stay.
    public mutating func addRows(_ rows: Int, fill: Cell) {
        guard rows > 0 else { return }
        blankGlyphsCutAtSides()
        cells.append(contentsOf: repeatElement(fill, count: rows * width))
        height += rows
    }

    /// The text of each row (continuations skipped), for tests and snapshots.
    public var lines: [String] {
        (0..<height).map { y in
            var row = ""
            for x in 0..<width where !self[x, y].isContinuation { row += self[x, y].grapheme }
            return row
        }
    }
}
