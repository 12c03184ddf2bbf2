/// Holds back the attribute reset ncurses writes at the end of every `doupdate`, and drops the
/// attribute changes the next frame opens with when the terminal already shows them.
///
/// ncurses ends each update by returning the terminal to normal attributes (`op` + `sgr0`, 14 bytes
/// on xterm) and so starts the next one by setting the colours again (22 bytes for two 256-colour
/// numbers): typing one character into a field cost 37 bytes, of which the glyph was one. Between
/// frames nothing but this terminal writes to the screen, so the reset can wait: if the next frame
/// opens (after plain cursor moves) by setting exactly the attributes still showing, both the
/// withheld reset and those settings are dropped; otherwise the reset is written first and the
/// frame goes out unchanged. Anything the owner writes outside a frame, and shutdown, first calls
/// `flush()`, so the terminal is never left in, or asked to erase with, attributes ncurses does not
/// know about.
///
/// A pure byte filter: it is told the terminal's `sgr0` and `op` strings and sees only bytes.
struct DeferredAttributeReset {
    /// `sgr0`: the sequence that returns every attribute to normal.
    let reset: [UInt8]
    /// What ncurses ends an update with, longest first: `op` + `sgr0`, then `sgr0` alone.
    private let endings: [[UInt8]]
    /// The withheld ending of the last frame, written by `flush()` or by the next frame.
    private(set) var pending: [UInt8] = []
    /// The attribute sequences written since the last reset (replayed after a reset, they give
    /// what the terminal shows now), kept only while short: a picture frame writes thousands.
    private var active: [UInt8] = []
    private var activeIsExact = true
    /// Whether any attribute was set since the last reset, and what those settings did to colours.
    private var anyActive = false
    private var activeColours = ColourState()
    private static let exactLimit = 64

    init(reset: [UInt8], originalColors: [UInt8]) {
        self.reset = reset
        endings = [originalColors + reset, reset].filter { !$0.isEmpty && $0 != originalColors }
    }

    /// The bytes to send for one frame as ncurses wrote it.
    mutating func filter(_ frame: [UInt8]) -> [UInt8] {
        guard !reset.isEmpty else { return frame }
        // One pointer for the whole frame: a picture frame has a thousand sequences, and an
        // `ArraySlice` of the array for each cost a retain, a release and bounds checks.
        return frame.withUnsafeBufferPointer { filter(bytes: $0) }
    }

    private mutating func filter(bytes frame: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(frame.count + pending.count)
        var index = 0
        if !pending.isEmpty {
            // Cursor moves do not depend on attributes: they may go out before the decision.
            while let token = token(in: frame, at: index), token.kind == .cursor {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[index..<token.end]))
                index = token.end
            }
            var end = index
            var opening = ColourState()
            while let token = token(in: frame, at: end), token.kind == .attributes {
                opening.apply(UnsafeBufferPointer(rebasing: frame[end..<token.end]))
                end = token.end
            }
            if end > index, activeIsExact, frame[index..<end].elementsEqual(active) {
                index = end  // The terminal shows these already.
            } else if end > index, activeColours.only, opening.foreground, opening.background {
                // Only colours are on, and the frame sets both anew: the reset would change nothing.
                clearActive()
            } else {
                output += pending
                clearActive()
            }
            pending = []
        }
        var body = frame.count
        var withheld: [UInt8] = []
        let remaining = frame.count - index
        if let ending = endings.first(where: {
            remaining >= $0.count && frame[(frame.count - $0.count)...].elementsEqual($0)
        }) {
            body = frame.count - ending.count
            withheld = ending
        }
        // The rest goes out as it is; only the attribute state is followed.
        let bodyStart = index
        // Only an escape (or the first byte of `sgr0`, when it is some other control) starts a
        // sequence that matters here: the text between them, most of a picture frame, is skipped
        // without looking at it byte by byte.
        let resetStart = reset[0]
        while index < body {
            while index < body, frame[index] != 0x1B, frame[index] != resetStart { index += 1 }
            guard index < body else { break }
            guard let token = token(in: frame, at: index) else {
                index += 1
                continue
            }
            let end = min(token.end, body)
            switch token.kind {
            case .reset: clearActive()
            case .attributes: noteAttributes(UnsafeBufferPointer(rebasing: frame[index..<end]))
            case .cursor, .other: break
            }
            index = end
        }
        if bodyStart < body {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: frame[bodyStart..<body]))
        }
        if !withheld.isEmpty {
            if anyActive {
                pending = withheld
            } else {
                output += withheld
            }
        }
        return output
    }

    /// The withheld reset, if any (to write before anything that is not a frame).
    mutating func flush() -> [UInt8] {
        defer {
            pending = []
            clearActive()
        }
        return pending
    }

    private mutating func clearActive() {
        active = []
        activeIsExact = true
        anyActive = false
        activeColours = ColourState()
    }

    private mutating func noteAttributes(_ sequence: UnsafeBufferPointer<UInt8>) {
        anyActive = true
        activeColours.apply(sequence)
        guard activeIsExact else { return }
        if active.count + sequence.count <= Self.exactLimit {
            active.append(contentsOf: sequence)
        } else {
            activeIsExact = false
            active = []
        }
    }

    /// What SGR sequences did to colours, folded one sequence at a time: whether nothing but
    /// colours is set (since the last SGR 0), and whether the foreground and background were set.
    struct ColourState {
        var only = true
        var foreground = false
        var background = false

        /// Folds in one `ESC [ parameters m` sequence (parsed in place: a picture frame has
        /// thousands of them).
        mutating func apply(_ sequence: UnsafeBufferPointer<UInt8>) {
            var value: Int? = 0
            // After 38 or 48: -1 while the colour model (5 or 2) is still to come, then how many
            // colour parameters remain to skip.
            var colourParameters = 0
            for byte in sequence.dropFirst(2) {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = value.map { $0 * 10 + Int(byte - UInt8(ascii: "0")) }
                case UInt8(ascii: ";"), UInt8(ascii: "m"):
                    // ESC [ m has one empty parameter, which is 0.
                    if colourParameters == -1 {
                        colourParameters = value == 2 ? 3 : 1
                    } else if colourParameters > 0 {
                        colourParameters -= 1
                    } else if let parameter = value {
                        colourParameters = fold(parameter)
                    } else {
                        only = false
                    }
                    value = 0
                default: value = nil  // ':' sub-parameters and the like: not understood
                }
            }
        }

        /// Folds in one parameter; returns -1 when colour parameters follow (38 and 48).
        private mutating func fold(_ parameter: Int) -> Int {
            switch parameter {
            case 0: (only, foreground, background) = (true, false, false)  // back to normal
            case 38:
                foreground = true
                return -1
            case 48:
                background = true
                return -1
            case 30...37, 39, 90...97: foreground = true
            case 40...47, 49, 100...107: background = true
            default: only = false
            }
            return 0
        }
    }

    private enum Kind { case reset, attributes, cursor, other }

    private struct Token {
        var kind: Kind
        var end: Int
    }

    /// The escape sequence starting at `start`, classified; nil for a plain byte.
    private func token(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Token? {
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        if first >= 0x20, first != 0x1B { return nil }  // Text: the common case, decided at once.
        if first == reset[0], bytes.count - start >= reset.count,
            bytes[start..<start + reset.count].elementsEqual(reset)
        {
            return Token(kind: .reset, end: start + reset.count)
        }
        switch first {
        case 0x08, 0x0D: return Token(kind: .cursor, end: start + 1)  // BS, CR
        case 0x1B: break
        default: return nil
        }
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var end = start + 2
        var isPrivate = false
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            if bytes[end] == UInt8(ascii: "?") { isPrivate = true }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let final = bytes[end]
        end += 1
        if isPrivate {
            // Cursor visibility (`?25h`/`?25l`, `?12h`/`?12l`) is the only private mode a frame sets.
            let parameters = bytes[(start + 3)..<(end - 1)]
            let isCursorMode = parameters.elementsEqual("25".utf8) || parameters.elementsEqual("12".utf8)
            return Token(kind: isCursorMode ? .cursor : .other, end: end)
        }
        switch final {
        case UInt8(ascii: "m"): return Token(kind: .attributes, end: end)
        // Moves: up, down, forward, back, column, row, position (CUU CUD CUF CUB CHA VPA CUP HVP).
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"),
            UInt8(ascii: "G"), UInt8(ascii: "d"), UInt8(ascii: "H"), UInt8(ascii: "f"):
            return Token(kind: .cursor, end: end)
        default: return Token(kind: .other, end: end)
        }
    }
}
