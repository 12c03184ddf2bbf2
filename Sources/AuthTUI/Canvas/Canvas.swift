import AuthNavigation
import Glibc

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

    /// Puts back `original`'s cells (a canvas of the same size) inside `rects`.
    mutating func restore(_ rects: [Rect], from original: Canvas) {
        precondition(original.width == width && original.height == height, "restore from another size")
        let width = self.width
        let bounds = self.bounds
        cells.withUnsafeMutableBufferPointer { target in
            original.cells.withUnsafeBufferPointer { source in
                for rect in rects {
                    let area = rect.intersection(bounds)
                    guard !area.isEmpty else { continue }
                    for row in area.y..<area.maxY {
                        let start = row * width + area.x
                        (target.baseAddress! + start).update(
                            from: source.baseAddress! + start, count: area.width)
                    }
                }
            }
        }
    }

    /// Copies the rows of `source` (as wide as this canvas, no taller) into the top rows of this
    /// one, as `blit` at the origin would, touching only the rows that differ.
    mutating func copyRows(of source: Canvas) {
        precondition(source.width == width && source.height <= height, "rows of another width")
        let width = self.width
        var copied: [Int] = []
        cells.withUnsafeMutableBufferPointer { target in
            source.cells.withUnsafeBufferPointer { rows in
                guard let target = target.baseAddress, let rows = rows.baseAddress else { return }
                let rowBytes = width * MemoryLayout<Cell>.stride
                for row in 0..<source.height {
                    let start = row * width
                    // Equal bytes are equal cells (a cell is plain data).
                    if memcmp(target + start, rows + start, rowBytes) == 0 { continue }
                    (target + start).update(from: rows + start, count: width)
                    copied.append(row)
                }
            }
        }
        for row in copied { blankGlyphsCutAtSides(row: row) }
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
