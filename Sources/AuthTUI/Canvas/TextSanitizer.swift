/// Makes untrusted text (user input, database rows, pasted text) inert before it reaches the screen
/// or a field.
///
/// Two uses, two outputs. `displayable` keeps the evidence: every escape sequence (CSI, OSC, DCS,
/// APC, PM, SOS, and the C1 forms of their introducers) becomes one `�`, and every other control,
/// bidi override or invisible format character is shown as a Swift-style escape such as
/// `\u{202E}`, so a spoofed name looks spoofed. `insertable` is for values: the same characters are
/// removed, and tabs and line breaks become spaces because fields hold one line.
public enum TextSanitizer {
    /// The text with nothing left that a terminal would act on; safe to draw on one line.
    public static func displayable(_ text: String) -> String {
        if isInert(text) { return text }
        return rewrite(text, keepEvidence: true)
    }

    /// `displayable` cut to at most `limit` characters, the last one `…` when anything was left
    /// out: for quoting untrusted text of any length back in a one-line message.
    public static func displayableExcerpt(_ text: String, atMost limit: Int) -> String {
        // The whole text first: an escape sequence of any length shows as one character, so no
        // prefix of the input is sure to hold the first `limit` characters shown.
        let shown = displayable(text)
        guard shown.count > limit else { return shown }
        return String(shown.prefix(limit - 1)) + "…"
    }

    /// The text cleaned for insertion into a one-line field (as for a bracketed paste).
    public static func insertable(_ text: String) -> String {
        if isInert(text) { return text }
        return rewrite(text, keepEvidence: false)
    }

    /// A secret as typed: only what no key types as a character is removed (escape sequences,
    /// C0 controls, DEL, C1), so a password keeps its joiners, bidi marks and tabs-as-spaces and
    /// the app hashes exactly the bytes a program calling the library with the same text would.
    public static func typed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUntypable) else { return text }
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if let end = sequenceEnd(scalars, from: index) {
                index = end
                continue
            }
            if !isUntypable(scalars[index]) { output.append(scalars[index]) }
            index += 1
        }
        return String(output)
    }

    /// C0, DEL and C1: produced by control keys and escape sequences, never by typing a character.
    public static func isUntypable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether a scalar is shown escaped or removed: C0, DEL, C1, bidi controls, zero-width and
    /// other invisible format characters, line and paragraph separators.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x200B { return value == 0x061C }
        return (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2060...0x206F).contains(value) || value == 0xFEFF
    }

    private static func isInert(_ text: String) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte >= 0xC2 {
            // Multi-byte sequences are checked per scalar below; ASCII controls are unsafe outright.
            if byte < 0x80 { return false }
            return text.unicodeScalars.allSatisfy { !isUnsafe($0) }
        }
        return true
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func rewrite(_ text: String, keepEvidence: Bool) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = sequenceEnd(scalars, from: index) {
                if keepEvidence { output.append(replacement) }
                index = end
                continue
            }
            if isUnsafe(scalar) {
                if keepEvidence {
                    output.append(
                        contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
                {
                    // A CR LF pair becomes one space, not two.
                    if !(scalar == "\n" && index > 0 && scalars[index - 1] == "\r") { output.append(" ") }
                }
                index += 1
                continue
            }
            output.append(scalar)
            index += 1
        }
        return String(output)
    }

    /// If an escape sequence starts at `start`, the index just past it (ECMA-48 shapes).
    private static func sequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let first = scalars[start].value
        var index = start + 1
        let kind: UInt32
        switch first {
        case 0x1B:
            guard index < scalars.count else { return index }
            let next = scalars[index].value
            switch next {
            case 0x5B, 0x5D, 0x50, 0x5F, 0x5E, 0x58:  // [ ] P _ ^ X
                kind = next
                index += 1
            default:
                // nF / Fp / Fe / Fs escapes: intermediates 0x20–0x2F, then one final 0x30–0x7E.
                while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
                if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
                return index
            }
        case 0x9B: kind = 0x5B
        case 0x9D: kind = 0x5D
        case 0x90: kind = 0x50
        case 0x9F: kind = 0x5F
        case 0x9E: kind = 0x5E
        case 0x98: kind = 0x58
        default: return nil
        }
        if kind == 0x5B {
            // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) { return index }
                if !(0x20...0x3F).contains(value) { return index - 1 }
            }
            return index
        }
        // Control strings run to ST (ESC \ or U+009C) or BEL, or to the end of the text.
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x07 || value == 0x9C { return index + 1 }
            if value == 0x1B {
                if index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
                return index
            }
            index += 1
        }
        return index
    }
}
