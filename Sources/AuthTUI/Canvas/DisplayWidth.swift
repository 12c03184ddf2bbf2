/// How many terminal columns a grapheme takes: 2 for East Asian Wide/Fullwidth and emoji, 0 for
/// combining and zero-width marks, 1 for everything else.
///
/// It is pure Swift on purpose: `wcwidth` answers from the C locale, which is "C" in tests and
/// differs between libcs, so the canvas and the terminal could disagree about where a glyph ends.
/// A grapheme takes the width of its first visible scalar, widened to 2 when it asks for emoji
/// presentation (U+FE0F) or is a flag.
public enum DisplayWidth {
    /// The columns one grapheme takes (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        // Fast path: every printable ASCII grapheme is a single narrow scalar.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        var width = 0
        var emojiBase = false
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value == 0xFE0F, emojiBase { return 2 }
            if (0x1F1E6...0x1F1FF).contains(value) { regionalIndicators += 1 }
            if width == 0 {
                width = of(scalar)
                emojiBase = scalar.properties.isEmoji
            }
        }
        return regionalIndicators >= 2 ? 2 : width
    }

    /// The columns a string takes when drawn grapheme by grapheme.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Printable ASCII, nearly every label: one column a byte, no grapheme breaking.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        // Below U+0300 (before the combining marks) every printable scalar is a narrow
        // grapheme of its own (`·` in the hint line, Latin-1 names).
        let scalars = text.unicodeScalars
        if scalars.allSatisfy({ (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }) {
            return scalars.count
        }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The longest start of `text` that takes at most `columns` columns (a wide glyph that would
    /// straddle the edge is left out whole).
    public static func prefix(of text: String, fitting columns: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += of(text[index])
            if used > columns { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .surrogate:
            return 0
        default:
            break
        }
        // Hangul medial vowels and final consonants join the preceding syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (Unicode 15 EastAsianWidth.txt, W and F, coalesced);
    /// emoji blocks are left to `isEmojiPresentation`, which marks exactly their wide members.
    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
