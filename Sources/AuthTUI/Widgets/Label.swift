import AuthNavigation

/// Static text, wrapped at word boundaries to the width it is given.
///
/// Wrapping counts display columns, so a message in CJK wraps where it is actually drawn; a word
/// longer than the width is broken mid-word rather than overflowing a panel.
public struct Label: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable {
        case leading, centred
    }

    public var text: String
    public var role: Theme.Role
    public var alignment: Alignment

    public init(_ text: String, role: Theme.Role = .text, alignment: Alignment = .leading) {
        self.text = text
        self.role = role
        self.alignment = alignment
    }

    /// The wrapped lines at `width` columns (at least one line, possibly empty).
    public func lines(width: Int) -> [String] {
        let width = max(1, width)
        return Self.recentLines.answer((text, width)) { wrapped(width: width) }
    }

    /// The last texts wrapped: the lines are a function of the text and the width alone, and a
    /// sheet's labels are the same from key to key (laid out and drawn each frame). More than the
    /// labels of the sheets on screen at once (a stack of two, a ghost).
    private static let recentLines = RecentAnswers<(text: String, width: Int), [String]>(keeping: 16) {
        $0.width == $1.width && $0.text == $1.text
    }

    /// `lines(width:)` worked out (`width` at least 1).
    func wrapped(width: Int) -> [String] {
        let shown = TextSanitizer.displayable(text)
        if shown.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return Self.printableASCIILines(shown, width: width)
        }
        var lines: [String] = []
        for paragraph in shown.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for (word, spaced) in Self.breakableRuns(paragraph) {
                var word = word
                var wordWidth = DisplayWidth.of(word)
                let gap = spaced ? 1 : 0
                if lineWidth > 0, lineWidth + gap + wordWidth <= width {
                    // String's own Substring append: `" " + word` went through the generic
                    // sequence append, ~19 k instructions a word.
                    if spaced { line.append(" ") }
                    line.append(contentsOf: word)
                    lineWidth += gap + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = ""
                    var headWidth = 0
                    while let first = word.first, headWidth + DisplayWidth.of(first) <= width {
                        head.append(first)
                        headWidth += DisplayWidth.of(first)
                        word = word.dropFirst()
                    }
                    if head.isEmpty, let first = word.first {
                        head.append(first)
                        word = word.dropFirst()
                    }
                    lines.append(head)
                    wordWidth = DisplayWidth.of(word)
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The runs a line may break between, each with whether a space came before it: words
    /// between spaces and, in Japanese and Chinese, which use none, each wide glyph on its own,
    /// except that closing punctuation (`、`, `。`, `」`, a small kana, an ASCII `:`) stays with
    /// the glyph before it and opening punctuation (`「`, `（`) with the one after it.
    static func breakableRuns(_ paragraph: Substring) -> [(run: Substring, spaced: Bool)] {
        var runs: [(run: Substring, spaced: Bool)] = []
        var start: Substring.Index?
        var spaced = false
        var previousWide = false
        var previous: Character?
        for index in paragraph.indices {
            let character = paragraph[index]
            if character == " " {
                if let begun = start { runs.append((paragraph[begun..<index], spaced)) }
                start = nil
                spaced = true
                previousWide = false
                previous = nil
                continue
            }
            let wide = DisplayWidth.of(character) == 2
            if let begun = start, wide || previousWide, !staysWithTheGlyphBefore(character),
                !(previous.map(staysWithTheGlyphAfter) ?? false)
            {
                runs.append((paragraph[begun..<index], spaced))
                start = index
                spaced = false
            } else if start == nil {
                start = index
            }
            previousWide = wide
            previous = character
        }
        if let begun = start { runs.append((paragraph[begun...], spaced)) }
        return runs
    }

    private static func staysWithTheGlyphBefore(_ character: Character) -> Bool {
        "、。，．：；！？）」』】〕〉》ー～…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ,.:;!?)]%".contains(character)
    }

    private static func staysWithTheGlyphAfter(_ character: Character) -> Bool {
        "（「『【〔〈《([".contains(character)
    }

    /// `lines(width:)` for one paragraph of printable ASCII (nearly every label): one column a
    /// byte, so the same wrapping is done on bytes, with no grapheme breaking.
    private static func printableASCIILines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        for word in Array(text.utf8).split(separator: 0x20) {
            var word = word
            if !line.isEmpty, line.count + 1 + word.count <= width {
                line.append(0x20)
                line += word
                continue
            }
            if !line.isEmpty {
                lines.append(String(decoding: line, as: UTF8.self))
                line = []
            }
            while word.count > width {
                lines.append(String(decoding: word.prefix(width), as: UTF8.self))
                word = word.dropFirst(width)
            }
            line = Array(word)
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    public func height(forWidth width: Int) -> Int { lines(width: width).count }

    /// Where its first line starts when drawn `width` columns wide (0 unless centred).
    public func indent(ofFirstLineAt width: Int) -> Int {
        indent(of: lines(width: width).first ?? "", width: width)
    }

    private func indent(of line: String, width: Int) -> Int {
        alignment == .centred ? max(0, (width - DisplayWidth.of(line)) / 2) : 0
    }

    public func render(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
            let indent = indent(of: line, width: rect.width)
            canvas.draw(line, x: rect.x + indent, y: rect.y + row, style: theme[role], clip: rect)
        }
    }
}
