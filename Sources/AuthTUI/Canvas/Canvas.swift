import AuthNavigation
import Glibc
import Synchronization

/// A grid of cells that every screen draws into; the terminal backend copies it out.
///
/// It is plain data, so tests compare `lines` with literal rows. Writes keep wide glyphs whole:
/// overwriting either half of a wide glyph blanks the other half, so no half glyph is left
/// behind at a panel edge.
///
/// A canvas kept from frame to frame can be *sealed* (`sealRows`): each row then carries a stamp
/// that no other row content in the process has, and any write to a row takes its stamp away.
/// Two rows with the same stamp therefore hold the same cells, whichever canvases they are in,
/// so whoever copies a frame on (`copyRows`, the terminal's `ScreenMirror`) passes a row it has
/// already seen by comparing one number instead of its cells: a key costs the rows it changed,
/// not the screen's area. Equality and hashing look at the cells only.
public struct Canvas: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Row-major, `width * height` cells.
    private var storage: [Cell]
    /// Each row's stamp (0: none; empty: no row has one), given by `sealRows`, taken by a write.
    private var rowStamps: [UInt64] = []

    /// Row-major, `width * height` cells; the compositor edits it in place. A write through it
    /// may touch any row, so it takes every row's stamp away: the primitives below write through
    /// `withCells(inRows:)` and keep the stamps of the rows they leave alone.
    public internal(set) var cells: [Cell] {
        get { storage }
        set {
            forgetRowStamps()
            storage = newValue
        }
        _modify {
            forgetRowStamps()
            yield &storage
        }
    }

    public init(width: Int, height: Int, fill: Cell = .blank()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.storage = Array(repeating: fill, count: self.width * self.height)
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(storage)
    }

    public var bounds: Rect { Rect(width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { storage[y * width + x] }
        set { set(newValue, x: x, y: y) }
    }

    /// The cells of `rows` (clamped to the canvas), row-major from the first of them, to write in
    /// place: those rows lose their stamps, the others keep theirs.
    mutating func withCells<Result>(
        inRows rows: Range<Int>, _ body: (UnsafeMutableBufferPointer<Cell>) throws -> Result
    ) rethrows -> Result {
        let rows = rows.clamped(to: 0..<height)
        unstamp(rows)
        return try storage.withUnsafeMutableBufferPointer { all in
            try body(
                UnsafeMutableBufferPointer(
                    rebasing: all[(rows.lowerBound * width)..<(rows.upperBound * width)]))
        }
    }

    private mutating func forgetRowStamps() {
        if !rowStamps.isEmpty { rowStamps = [] }
    }

    private mutating func unstamp(_ rows: Range<Int>) {
        guard !rowStamps.isEmpty else { return }
        for row in rows { rowStamps[row] = 0 }
    }

    /// Gives every row without a stamp a new one (see the type's comment). O(rows).
    mutating func sealRows() {
        if rowStamps.count != height {
            rowStamps = Array(repeating: 0, count: height)
        }
        let unstamped = rowStamps.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        guard unstamped > 0 else { return }
        var next = Canvas.nextStamp.wrappingAdd(UInt64(unstamped), ordering: .relaxed).oldValue
        for row in 0..<height where rowStamps[row] == 0 {
            rowStamps[row] = next
            next += 1
        }
    }

    /// The stamp of `row` (0: none, it must be compared cell by cell).
    func stamp(ofRow row: Int) -> UInt64 { rowStamps.isEmpty ? 0 : rowStamps[row] }

    /// Stamps are unique in the process: each seal takes the next ones.
    private static let nextStamp = Atomic<UInt64>(1)

    /// Writes one cell, repairing any wide glyph it cuts in half. Out-of-bounds writes are ignored.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        if !rowStamps.isEmpty { rowStamps[y] = 0 }
        let index = y * width + x
        let old = storage[index]
        if old.isContinuation, x > 0 {
            storage[index - 1] = Cell.blank(
                foreground: storage[index - 1].foreground, background: storage[index - 1].background)
        } else if old.width == 2, x + 1 < width {
            storage[index + 1] = Cell.blank(
                foreground: storage[index + 1].foreground, background: storage[index + 1].background)
        }
        storage[index] = cell
    }

    /// Puts back `original`'s cells (a canvas of the same size) inside `rects`.
    mutating func restore(_ rects: [Rect], from original: Canvas) {
        precondition(original.width == width && original.height == height, "restore from another size")
        let width = self.width
        let bounds = self.bounds
        for rect in rects {
            let area = rect.intersection(bounds)
            guard !area.isEmpty else { continue }
            unstamp(area.y..<area.maxY)
        }
        storage.withUnsafeMutableBufferPointer { target in
            original.storage.withUnsafeBufferPointer { source in
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
    /// one, as `blit` at the origin would, touching only the rows that differ. A copied row takes
    /// the source row's stamp with its cells; a row whose stamp is the source row's is equal
    /// already and is passed over unread.
    mutating func copyRows(of source: Canvas) {
        precondition(source.width == width && source.height <= height, "rows of another width")
        var stamps = rowStamps.count == height ? rowStamps : Array(repeating: 0, count: height)
        rowStamps = []
        let width = self.width
        var copied: [Int] = []
        storage.withUnsafeMutableBufferPointer { target in
            source.storage.withUnsafeBufferPointer { rows in
                guard let target = target.baseAddress, let rows = rows.baseAddress else { return }
                let rowBytes = width * MemoryLayout<Cell>.stride
                for row in 0..<source.height {
                    let stamp = source.stamp(ofRow: row)
                    if stamp != 0, stamps[row] == stamp { continue }
                    stamps[row] = stamp
                    let start = row * width
                    // Equal bytes are equal cells (a cell is plain data).
                    if memcmp(target + start, rows + start, rowBytes) == 0 { continue }
                    (target + start).update(from: rows + start, count: width)
                    copied.append(row)
                }
            }
        }
        rowStamps = stamps
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
