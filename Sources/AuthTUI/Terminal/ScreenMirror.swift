import AuthNavigation
import CNcurses
import Glibc

/// Keeps ncurses' `stdscr` equal to the last presented `Canvas`: copies only the cells that
/// changed, and knows which colour pair every screen cell shows so that `ColorPairCache` never
/// recycles a pair still on screen.
///
/// It is a struct owned by `NcursesTerminal` so the per-cell loop runs on local, exclusively owned
/// state (no per-access exclusivity checks on class properties), which keeps a 200×60 copy cheap.
struct ScreenMirror {
    let window: UnsafeMutablePointer<WINDOW>
    let colorTier: ColorTier
    private(set) var pairs: ColorPairCache
    /// The pair each screen cell was last drawn with (row-major, the screen's size; 0 for the
    /// default pair and for wide glyphs' extension cells).
    private var screenPairs: [Int32] = []
    private var screenWidth = 0
    private var screenHeight = 0
    /// The cells of the last frame copied, row-major at `shownSize`: the mirror's own, so the
    /// frame it was given is not kept (its owner may write its next frame into it in place).
    private var shownCells: [Cell] = []
    /// The stamp of each row of `shownCells` (`Canvas.sealRows`; 0: none): a canvas row with the
    /// same stamp holds the same cells, and is passed over unread.
    private var shownStamps: [UInt64] = []
    private var shownSize: (width: Int, height: Int)?
    /// One cell's wide characters for `setcchar`: a spacing character, combining ones, NUL.
    private let glyph: UnsafeMutablePointer<wchar_t>
    private let glyphCapacity: Int
    private var foregroundMemo: (color: RGBColor, index: Int32)?
    private var backgroundMemo: (color: RGBColor, index: Int32)?
    private var keyMemo: (key: ColorPairKey, pair: Int32)?
    /// What `glyph` holds: the bytes and cell width it was loaded for, and the width shown. A run
    /// of equal glyphs (the picture's half blocks: every cell of it) is decoded once.
    private var loadedGlyph: (bytes: GlyphBytes, cellWidth: Int, shownWidth: Int)?

    init(window: UnsafeMutablePointer<WINDOW>, colorTier: ColorTier, pairs: ColorPairCache) {
        self.window = window
        self.colorTier = colorTier
        self.pairs = pairs
        glyphCapacity = Int(cncurses_ccharw_max())
        glyph = .allocate(capacity: glyphCapacity + 1)
    }

    /// Frees the glyph buffer; the owner calls it once, from its `deinit`.
    func deallocate() { glyph.deallocate() }

    /// Copies the cells of `canvas` that differ from the last frame into `stdscr` (all of them
    /// after a size change), and says whether it changed anything. The caller then flushes with
    /// `doupdate` and calls `frameFlushed`.
    mutating func copy(_ canvas: Canvas, screenWidth width: Int, screenHeight height: Int) -> Bool {
        let sameSize = shownSize.map { $0.width == canvas.width && $0.height == canvas.height } ?? false
        guard width == screenWidth, height == screenHeight, sameSize, shownCells.count == canvas.cells.count
        else {
            forgetScreen(width: width, height: height)
            drawAll(canvas, columns: min(width, canvas.width), rows: min(height, canvas.height))
            shownCells = canvas.cells
            shownStamps = (0..<canvas.height).map { canvas.stamp(ofRow: $0) }
            shownSize = (canvas.width, canvas.height)
            return true
        }
        let columns = min(width, canvas.width)
        let rows = min(height, canvas.height)
        let canvasWidth = canvas.width
        var changed = false
        var shown = shownCells
        shownCells = []
        var stamps = shownStamps
        shownStamps = []
        // Cells are read through pointers: no bounds check and no copy per cell (a copy is
        // plain data, no reference counting, since a cell keeps its grapheme inline).
        canvas.cells.withUnsafeBufferPointer { cells in
            shown.withUnsafeMutableBufferPointer { shown in
                guard let cells = cells.baseAddress, let old = shown.baseAddress else { return }
                // Equal bytes are equal cells (a cell is plain data): a row that did not change,
                // nearly every row after a key, is passed over at the speed of `memcmp`.
                let rowBytes = canvasWidth * MemoryLayout<Cell>.stride
                for y in 0..<rows {
                    let stamp = canvas.stamp(ofRow: y)
                    if stamp != 0, stamps[y] == stamp { continue }
                    stamps[y] = stamp
                    let rowStart = y * canvasWidth
                    if memcmp(old + rowStart, cells + rowStart, rowBytes) == 0 { continue }
                    for x in 0..<columns {
                        let cell = cells + (rowStart + x)
                        if cell.pointee.width == 0 { continue }
                        if ScreenMirror.same(old + (rowStart + x), cell) { continue }
                        let window = window
                        draw(cell, x: x, y: y) { character, column in
                            // The bottom-right cell "fails" only because the cursor cannot
                            // advance; the cell is set.
                            mvwadd_wch(window, Int32(y), Int32(column), &character)
                        }
                        changed = true
                    }
                    (old + rowStart).update(from: cells + rowStart, count: canvasWidth)
                }
            }
        }
        shownCells = shown
        shownStamps = stamps
        return changed
    }

    /// Draws every cell of `canvas` (after a size change, on a screen just erased), a row at a
    /// time: one `wadd_wchnstr` a row instead of a move and an add a cell (a first frame of
    /// 1 920 cells: 1.13 M instructions in ncurses' adds before, ~0.2 M after). ncurses gives a
    /// wide glyph its extension cell itself, so a row's characters are the cells that start a
    /// glyph, and a column no glyph covers gets a blank.
    private mutating func drawAll(_ canvas: Canvas, columns: Int, rows: Int) {
        let canvasWidth = canvas.width
        // At most two characters a column (a wide glyph libc calls narrow: it and a blank).
        let row = UnsafeMutablePointer<cchar_t>.allocate(capacity: 2 * columns + 1)
        defer { row.deallocate() }
        var last: (character: cchar_t, x: Int, y: Int)?
        canvas.cells.withUnsafeBufferPointer { cells in
            guard let cells = cells.baseAddress else { return }
            for y in 0..<rows {
                var count = 0
                var nextColumn = 0
                for x in 0..<columns where x >= nextColumn {
                    let cell = cells + (y * canvasWidth + x)
                    if cell.pointee.width == 0 {
                        // A continuation with no glyph before it (a canvas never holds one).
                        glyph[0] = 0x20
                        glyph[1] = 0
                        loadedGlyph = nil
                        row[count] = character(attributes: cncurses_a_normal(), pair: 0)
                        count += 1
                        track(pair: 0, at: y * screenWidth + x)
                        nextColumn = x + 1
                        continue
                    }
                    nextColumn = draw(cell, x: x, y: y) { character, column in
                        row[count] = character
                        count += 1
                        last = (character, column, y)
                    }
                }
                wmove(window, Int32(y), 0)
                wadd_wchnstr(window, row, Int32(count))
            }
        }
        // `wadd_wchnstr` leaves the window's cursor where the row began; a hidden cursor is
        // parked where adding cell by cell left it (after the last cell), as every frame after
        // this one leaves it, so no frame sends a cursor motion for nothing.
        if var last { mvwadd_wch(window, Int32(last.y), Int32(last.x), &last.character) }
    }

    /// The frame is on the terminal: pairs no cell shows any more may be reused.
    mutating func frameFlushed() {
        pairs.commitFrame()
    }

    /// Forgets what is on screen: every cell is drawn again on the next frame. The pairs shown so
    /// far stay reserved until that frame is flushed.
    private mutating func forgetScreen(width: Int, height: Int) {
        for pair in screenPairs where pair != 0 { pairs.release(pair) }
        screenPairs = Array(repeating: 0, count: width * height)
        screenWidth = width
        screenHeight = height
        keyMemo = nil
        werase(window)
    }

    /// Cell equality on the stored fields (the grapheme as its inline bytes, not as a String).
    private static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        a.pointee.foreground == b.pointee.foreground && a.pointee.background == b.pointee.background
            && a.pointee.attributes == b.pointee.attributes && a.pointee.width == b.pointee.width
            && a.pointee.glyphBytes == b.pointee.glyphBytes
    }

    /// Draws one cell through `place` (each character ncurses is given, with its column) and
    /// returns the column after it.
    @discardableResult
    private mutating func draw(
        _ cell: UnsafePointer<Cell>, x: Int, y: Int, place: (inout cchar_t, Int) -> Void
    ) -> Int {
        let cellWidth = cell.pointee.width
        let shownWidth: Int
        if cellWidth == 2, x + 1 >= screenWidth {
            // Half a wide glyph cannot be shown at the right edge: show a blank instead.
            glyph[0] = 0x20
            glyph[1] = 0
            loadedGlyph = nil
            shownWidth = 1
        } else {
            shownWidth = loadGlyph(cell)
        }
        let attributes = ncursesAttributes(cell.pointee.attributes)
        let pair = colorPair(for: cell)
        var first = character(attributes: attributes, pair: pair)
        place(&first, x)
        let index = y * screenWidth + x
        var next = x + 1
        if cellWidth == 2, x + 1 < screenWidth {
            next = x + 2
            if shownWidth == 2 {
                // ncurses made x+1 the glyph's extension cell, drawn with the same pair.
                track(pair: 0, at: index + 1)
            } else {
                // libc thinks the glyph is narrow: blank its second cell so the layout still holds.
                glyph[0] = 0x20
                glyph[1] = 0
                loadedGlyph = nil
                let secondPair = colorPair(for: cell)
                var second = character(attributes: attributes, pair: secondPair)
                place(&second, x + 1)
                track(pair: secondPair, at: index + 1)
            }
        }
        track(pair: pair, at: index)
        return next
    }

    /// `glyph` as ncurses' character, in `attributes` and `pair`.
    private func character(attributes: attr_t, pair: Int32) -> cchar_t {
        var character = cchar_t()
        var extendedPair = pair
        // Pairs above 255 do not fit the short argument (or A_COLOR): they go through `opts`.
        setcchar(&character, glyph, attributes, 0, &extendedPair)
        return character
    }

    /// Records that the cell at `index` now shows `pair`, releasing the pair it showed before.
    private mutating func track(pair: Int32, at index: Int) {
        guard index < screenPairs.count else {
            if pair != 0 { pairs.release(pair) }
            return
        }
        let old = screenPairs[index]
        if old != 0 { pairs.release(old) }
        screenPairs[index] = pair
    }

    /// Fills `glyph` with the cell's grapheme as ncurses wants it and returns the width libc gives
    /// it. Anything libc cannot print (controls, unassigned code points), or a wide glyph in a
    /// narrow cell, becomes U+FFFD; combining characters beyond the cell's capacity are dropped.
    private mutating func loadGlyph(_ cell: UnsafePointer<Cell>) -> Int {
        let bytes = cell.pointee.glyphBytes
        let cellWidth = Int(cell.pointee.width)
        if let loaded = loadedGlyph, loaded.cellWidth == cellWidth, loaded.bytes == bytes {
            return loaded.shownWidth
        }
        let shownWidth: Int
        if let byte = bytes.asciiByte, byte >= 0x20, byte < 0x7F {
            glyph[0] = wchar_t(byte)
            glyph[1] = 0
            shownWidth = 1
        } else {
            shownWidth = bytes.withUTF8 { utf8 in
                var scalars = DecodedScalars(bytes: utf8.makeIterator())
                return loadGlyph(cell, scalars: &scalars)
            }
        }
        loadedGlyph = (bytes, cellWidth, shownWidth)
        return shownWidth
    }

    private func loadGlyph(_ cell: UnsafePointer<Cell>, scalars: inout DecodedScalars) -> Int {
        guard let first = scalars.next() else {
            glyph[0] = 0x20
            glyph[1] = 0
            return 1
        }
        let second = scalars.next()
        if first.value >= 0x20, first.value < 0x7F, second == nil {
            glyph[0] = wchar_t(first.value)
            glyph[1] = 0
            return 1
        }
        let width = Int(cncurses_wcwidth(wchar_t(bitPattern: first.value)))
        if width < 1 || (width == 2 && cell.pointee.width != 2) {
            glyph[0] = 0xFFFD
            glyph[1] = 0
            return 1
        }
        glyph[0] = wchar_t(bitPattern: first.value)
        var count = 1
        var next = second
        while let scalar = next, count < glyphCapacity {
            // Only combining characters (width 0) can share the cell; others are dropped.
            if cncurses_wcwidth(wchar_t(bitPattern: scalar.value)) == 0 {
                glyph[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            next = scalars.next()
        }
        glyph[count] = 0
        return min(width, 2)
    }

    private mutating func colorPair(for cell: UnsafePointer<Cell>) -> Int32 {
        guard colorTier != .monochrome else { return 0 }
        let key = ColorPairKey(
            foreground: ScreenMirror.paletteIndex(
                cell.pointee.foreground, tier: colorTier, memo: &foregroundMemo),
            background: ScreenMirror.paletteIndex(
                cell.pointee.background, tier: colorTier, memo: &backgroundMemo))
        // Neighbouring cells mostly share colours: skip the dictionary for a repeat.
        if let keyMemo, keyMemo.key == key, pairs.retain(keyMemo.pair, showing: key) { return keyMemo.pair }
        let allocation = pairs.acquire(key)
        if allocation.needsDefinition {
            init_extended_pair(allocation.pair, key.foreground, key.background)
        }
        keyMemo = (key, allocation.pair)
        return allocation.pair
    }

    private static func paletteIndex(
        _ color: RGBColor, tier: ColorTier, memo: inout (color: RGBColor, index: Int32)?
    ) -> Int32 {
        if let memo, memo.color == color { return memo.index }
        let index = Int32(tier.paletteIndex(for: color) ?? 0)
        memo = (color, index)
        return index
    }

    private func ncursesAttributes(_ attributes: CellAttributes) -> attr_t {
        var result = cncurses_a_normal()
        if attributes.isEmpty { return result }
        if attributes.contains(.bold) { result |= cncurses_a_bold() }
        if attributes.contains(.underline) { result |= cncurses_a_underline() }
        if attributes.contains(.reverse) { result |= cncurses_a_reverse() }
        // Monochrome terminals (vt100) show only reverse, bold and underline.
        if colorTier != .monochrome {
            if attributes.contains(.dim) { result |= cncurses_a_dim() }
            if attributes.contains(.italic) { result |= cncurses_a_italic() }
        }
        return result
    }
}

/// The scalars of a cell's UTF-8 bytes, decoded in place (no String, no allocation).
private struct DecodedScalars: IteratorProtocol {
    var bytes: UnsafeRawBufferPointer.Iterator
    var decoder = UTF8()

    init(bytes: UnsafeRawBufferPointer.Iterator) {
        self.bytes = bytes
    }

    mutating func next() -> Unicode.Scalar? {
        if case .scalarValue(let scalar) = decoder.decode(&bytes) { return scalar }
        return nil
    }
}
