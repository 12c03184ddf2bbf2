import AuthNavigation

/// The editable text of one single-line field: characters, a cursor between them, and the edits
/// of the `KeyMap`; shared by `TextField` and `SecureField`.
///
/// It counts `Character`s (graphemes), never bytes or scalars, so a cursor can never sit inside
/// an accented letter or an emoji, and its drawing scrolls by display columns so wide characters
/// keep the caret where it is drawn.
public struct LineEditor: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// Whether every character is one printable ASCII byte (then a character is a column): kept
    /// with `characters` on every edit, so it is always what they say.
    private var isPrintableASCII = true
    /// Index into `characters` (0…count): the caret sits before `characters[cursor]`.
    public private(set) var cursor: Int
    /// The most characters the field holds; typing and pasting stop there.
    public var maxLength: Int
    /// A secret's text is kept as typed (`TextSanitizer.typed`); other fields drop invisible
    /// and format characters too (`TextSanitizer.insertable`).
    public var keepsTextAsTyped = false

    public init(text: String = "", maxLength: Int = 256, keepsTextAsTyped: Bool = false) {
        self.maxLength = max(0, maxLength)
        self.keepsTextAsTyped = keepsTextAsTyped
        self.characters = []
        self.cursor = 0
        setText(text)
    }

    private func cleaned(_ text: String) -> String {
        keepsTextAsTyped ? TextSanitizer.typed(text) : TextSanitizer.insertable(text)
    }

    public var text: String { String(characters) }

    /// The text and caret as plain data, for a `Form`; setting it sanitises and cuts the text.
    public var fieldText: FieldText {
        get { FieldText(text, cursor: cursor) }
        set {
            setText(newValue.text)
            cursor = min(max(0, newValue.cursor), characters.count)
        }
    }

    /// Applies a key: printable characters and pastes are inserted (sanitised, cut to the length
    /// limit), editing actions from `keyMap` are applied. Returns whether the key was the field's.
    /// With `wholeFieldWords` (password fields) Ctrl-W deletes everything before the cursor, so
    /// nothing about word boundaries leaks.
    public mutating func handle(_ key: Key, keyMap: KeyMap = .standard, wholeFieldWords: Bool = false) -> Bool
    {
        switch key {
        case .character(let character):
            insert(String(character))
            return true
        case .paste(let text):
            insert(text)
            return true
        default:
            break
        }
        guard let action = keyMap.action(for: key) else { return false }
        // A deletion can only make the text plainer.
        defer { if !isPrintableASCII { isPrintableASCII = Self.arePrintableASCII(characters) } }
        switch action {
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(characters.count, cursor + 1)
        case .cursorToStart: cursor = 0
        case .cursorToEnd: cursor = characters.count
        case .deleteBackward:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .deleteForward:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd:
            characters.removeSubrange(cursor...)
        case .deleteWordBackward:
            let start = wholeFieldWords ? 0 : wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .focusNext, .focusPrevious, .focusFirst, .focusLast, .focusPageUp, .focusPageDown, .submit,
            .press,
            .back, .quit:
            return false
        }
        return true
    }

    /// Inserts untrusted text at the cursor: controls and escape sequences removed, line breaks
    /// and tabs turned into spaces, cut to fit `maxLength`.
    public mutating func insert(_ text: String) {
        let room = maxLength - characters.count
        guard room > 0 else { return }
        let clean = Array(cleaned(text).prefix(room))
        characters.insert(contentsOf: clean, at: cursor)
        isPrintableASCII = isPrintableASCII && Self.arePrintableASCII(clean)
        cursor += clean.count
    }

    /// Replaces the whole text (cursor at the end).
    public mutating func setText(_ text: String) {
        characters = Array(cleaned(text).prefix(maxLength))
        isPrintableASCII = Self.arePrintableASCII(characters)
        cursor = characters.count
    }

    /// Empties the field and overwrites the old characters' storage first.
    public mutating func clear() {
        for index in characters.indices { characters[index] = " " }
        characters.removeAll()
        isPrintableASCII = true
        cursor = 0
    }

    private static func arePrintableASCII(_ characters: [Character]) -> Bool {
        characters.allSatisfy { $0.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } ?? false }
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// The glyphs drawn at either end of the input row when text is hidden beyond that end.
    public static let hiddenLeft = "‹"
    public static let hiddenRight = "›"

    /// Draws the text (or one `mask` per character) into `rect`'s first row, scrolled so the
    /// caret is visible; with `showsCaret` the caret cell is drawn reversed. An end beyond which
    /// text is hidden shows `hiddenLeft` / `hiddenRight` instead of a character.
    func draw(
        into canvas: inout Canvas, in rect: Rect, style: CellStyle, showsCaret: Bool, mask: Character? = nil
    ) {
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        canvas.fill(row, style: style)
        guard row.width > 0 else { return }
        let shown: [Character] = mask.map { Array(repeating: $0, count: characters.count) } ?? characters
        let caretColumn = column(of: cursor, mask: mask)
        let offset = scrollOffset(width: row.width, mask: mask)
        canvas.draw(String(shown), x: row.x - offset, y: row.y, style: style, clip: row)
        if row.width > 2 {
            if offset > 0 { canvas.draw(Self.hiddenLeft, x: row.x, y: row.y, style: style, clip: row) }
            if column(of: characters.count, mask: mask) - offset > row.width {
                canvas.draw(Self.hiddenRight, x: row.maxX - 1, y: row.y, style: style, clip: row)
            }
        }
        if showsCaret {
            let x = row.x + caretColumn - offset
            var cell = canvas[x, row.y]
            cell.attributes.insert(.reverse)
            canvas.cells[row.y * canvas.width + x] = cell
            if cell.width == 2, x + 1 < canvas.width {
                canvas.cells[row.y * canvas.width + x + 1].attributes.insert(.reverse)
            }
        }
    }

    /// The display column where character `index` starts.
    private func column(of index: Int, mask: Character?) -> Int {
        if let mask { return index * DisplayWidth.of(mask) }
        if isPrintableASCII { return index }
        var column = 0
        for character in characters[..<index] { column += DisplayWidth.of(character) }
        return column
    }

    /// How many columns the text is scrolled left in a row `width` wide: just enough to show the
    /// caret (then in the last column, so the marker in the first never covers it).
    private func scrollOffset(width: Int, mask: Character?) -> Int {
        max(0, column(of: cursor, mask: mask) + 1 - width)
    }

    /// Where the caret is drawn in `rect` (for putting the terminal cursor there, e.g. for IMEs).
    func caretPosition(in rect: Rect, mask: Character? = nil) -> (x: Int, y: Int) {
        (rect.x + column(of: cursor, mask: mask) - scrollOffset(width: rect.width, mask: mask), rect.y)
    }

    /// Moves the caret to the character drawn at column `x` of `rect` as `draw` scrolls it now
    /// (a click on a character puts the caret before it; past the text, at the end).
    mutating func placeCaret(atColumn x: Int, in rect: Rect, mask: Character? = nil) {
        let target = x - rect.x + scrollOffset(width: rect.width, mask: mask)
        var column = 0
        for (index, character) in characters.enumerated() {
            let width = mask.map(DisplayWidth.of) ?? DisplayWidth.of(character)
            if target < column + width {
                cursor = index
                return
            }
            column += width
        }
        cursor = characters.count
    }
}
