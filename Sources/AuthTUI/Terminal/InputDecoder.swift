import CNcurses

/// Turns what the terminal reads (ncurses' `wgetch` key codes, and characters `NcursesTerminal`
/// puts together from its bytes) into `Key`s, including the sequences ncurses does not know:
/// SGR 1006 mouse reports, bracketed paste, and the Home/End, arrow and function-key variants a
/// terminal may send outside its terminfo entry.
///
/// It is a pure state machine: feed it one input at a time and it answers with a key, a report, nothing
/// yet, or nothing at all. A report is the terminal answering a request the program sent
/// (`TerminalReport`): it arrives in the same stream as keys, and is handed over as a report,
/// never as a key, so no part of it can be typed into a field. ncurses hands an escape sequence it does not recognise back as ESC followed by
/// its bytes (all already buffered), so the decoder parses those bytes itself; an ESC with nothing
/// after it (ncurses already waited `ESCDELAY`) is the Esc key, and ESC plus a single character
/// (Alt+key) is dropped so that it neither closes a sheet nor types a letter.
struct InputDecoder {
    /// One item read: a character, a key code from `wgetch`, or the note that no further item
    /// arrived in time.
    enum Input: Equatable {
        case character(UInt32)
        case keyCode(Int32)
        case timedOut
    }

    /// The most a single paste keeps (in Unicode scalars); the rest is read and dropped.
    static let pasteLimit = 1 << 16

    private enum State: Equatable {
        case ready
        /// ESC read; its sequence (without the ESC) so far.
        case escape([UInt32])
        /// X10 mouse report after `\e[M`: the raw bytes so far.
        case x10Mouse([UInt32])
        /// Inside a bracketed paste: the text so far, and the escape sequence being read, if any.
        case paste(String, count: Int, escape: [UInt32]?)
    }

    private var state = State.ready
    /// Whether ncurses' `kmous` is `\e[<` (its `KEY_MOUSE` then starts an SGR report) rather than
    /// `\e[M` (an X10 report).
    let mouseKeyStartsSGR: Bool

    init(mouseKeyStartsSGR: Bool = true) { self.mouseKeyStartsSGR = mouseKeyStartsSGR }

    /// Whether the decoder is in the middle of a sequence, so the caller should wait a little for
    /// the rest (and feed `.timedOut` if nothing comes).
    var expectsContinuation: Bool { state != .ready }

    /// How long to wait for the next item of the current sequence, in milliseconds. Right after
    /// ESC it is 0: ncurses has already waited `ESCDELAY` and handed over whatever followed.
    var continuationTimeoutMilliseconds: Int32 {
        switch state {
        case .ready: 0
        case .escape(let bytes): bytes.isEmpty ? 0 : 50
        case .x10Mouse: 50
        case .paste: 500
        }
    }

    /// What one complete sequence of input is: a key, or the terminal's answer to a request.
    enum Decoded: Equatable {
        case key(Key)
        case report(TerminalReport)
    }

    /// Feeds one input; returns a key or a report when one is complete.
    mutating func feed(_ input: Input) -> Decoded? {
        switch state {
        case .ready:
            return decodeReady(input).map(Decoded.key)
        case .escape(let bytes):
            return continueEscape(bytes, with: input)
        case .x10Mouse(let bytes):
            return continueX10(bytes, with: input).map(Decoded.key)
        case .paste(let text, let count, let escape):
            return continuePaste(text, count: count, escape: escape, with: input).map(Decoded.key)
        }
    }

    /// Decodes a whole byte string (as a terminal would send it) into keys, as if ncurses had
    /// recognised none of its escape sequences: the pure path tests exercise. Reports are left out.
    static func decode(_ text: String, mouseKeyStartsSGR: Bool = true) -> [Key] {
        var decoder = InputDecoder(mouseKeyStartsSGR: mouseKeyStartsSGR)
        var keys: [Key] = []
        for scalar in text.unicodeScalars {
            if case .key(let key) = decoder.feed(.character(scalar.value)) { keys.append(key) }
        }
        while decoder.expectsContinuation {
            if case .key(let key) = decoder.feed(.timedOut) { keys.append(key) }
        }
        return keys
    }

    // MARK: - States

    private mutating func decodeReady(_ input: Input) -> Key? {
        switch input {
        case .timedOut:
            return nil
        case .keyCode(let code):
            if code == KEY_MOUSE {
                state = mouseKeyStartsSGR ? .escape(Array("[<".unicodeScalars.map(\.value))) : .x10Mouse([])
                return nil
            }
            return InputDecoder.key(forKeyCode: code)
        case .character(27):
            state = .escape([])
            return nil
        case .character(let value):
            return InputDecoder.key(forCharacter: value)
        }
    }

    private mutating func continueEscape(_ bytes: [UInt32], with input: Input) -> Decoded? {
        guard case .character(let value) = input else {
            state = .ready
            // A resize is never lost, whatever it interrupts.
            if input == .keyCode(KEY_RESIZE) { return .key(.resize) }
            // ESC alone is the Esc key; a sequence cut short (or interrupted by a key code) is dropped.
            if bytes.isEmpty {
                if case .keyCode = input {
                    // Alt + a special key: drop both.
                    return nil
                }
                return .key(.escape)
            }
            return nil
        }
        if bytes.isEmpty {
            switch value {
            case 27:
                // ESC ESC: the first is the Esc key, the second may start a sequence.
                return .key(.escape)
            case 0x5B, 0x4F:  // "[" CSI, "O" SS3
                state = .escape([value])
                return nil
            default:
                // Alt + character: dropped on purpose.
                state = .ready
                return nil
            }
        }
        let sequence = bytes + [value]
        if bytes[0] == 0x4F {  // SS3 takes exactly one more byte
            state = .ready
            return InputDecoder.key(forSS3: value).map(Decoded.key)
        }
        // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, final byte 0x40–0x7E.
        switch value {
        case 0x20...0x3F where sequence.count <= 64:
            state = .escape(sequence)
            return nil
        case 0x40...0x7E:
            state = .ready
            return finishCSI(String(decoding: sequence.dropFirst().map { UInt8($0) }, as: UTF8.self))
        default:
            state = .ready
            return nil
        }
    }

    private mutating func finishCSI(_ body: String) -> Decoded? {
        if body == "200~" {
            state = .paste("", count: 0, escape: nil)
            return nil
        }
        if let report = TerminalReport(csi: body) { return .report(report) }
        return InputDecoder.key(forCSI: body).map(Decoded.key)
    }

    private mutating func continueX10(_ bytes: [UInt32], with input: Input) -> Key? {
        guard case .character(let value) = input else {
            state = .ready
            return nil
        }
        let report = bytes + [value]
        guard report.count == 3 else {
            state = .x10Mouse(report)
            return nil
        }
        state = .ready
        return InputDecoder.x10Mouse(report).map(Key.mouse)
    }

    private mutating func continuePaste(_ text: String, count: Int, escape: [UInt32]?, with input: Input)
        -> Key?
    {
        var text = text
        var count = count
        func append(_ scalar: Unicode.Scalar) {
            guard count < InputDecoder.pasteLimit else { return }
            text.unicodeScalars.append(scalar)
            count += 1
        }
        switch input {
        case .timedOut:
            // The terminal never sent the end marker: hand over what arrived rather than hang.
            state = .ready
            return .paste(text)
        case .keyCode(let code):
            // ncurses may still turn bytes inside the paste into keys; keep only line breaks.
            if code == KEY_ENTER { append("\n") }
            state = .paste(text, count: count, escape: escape)
            return nil
        case .character(let value):
            guard var sequence = escape else {
                if value == 27 {
                    state = .paste(text, count: count, escape: [])
                } else {
                    if let scalar = Unicode.Scalar(value) { append(scalar) }
                    state = .paste(text, count: count, escape: nil)
                }
                return nil
            }
            sequence.append(value)
            let body = String(decoding: sequence.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
            if body == "[201~" {
                state = .ready
                return .paste(text)
            }
            // Anything else inside the paste that looks like an escape sequence is dropped (the text
            // is untrusted); stop collecting at a final byte or a non-sequence byte.
            let stillInSequence =
                "[201~".hasPrefix(body) || (sequence.count < 32 && (0x20...0x3F).contains(value))
            state = .paste(text, count: count, escape: stillInSequence ? sequence : nil)
            return nil
        }
    }

    // MARK: - Tables

    /// A plain character read from the terminal.
    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(0x60 + value))))
        case 0..<32, 0x80..<0xA0: return nil  // other C0 and C1 controls carry no key
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A key code ncurses recognised from terminfo (`KEY_*`).
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        // Home/End also arrive as the keypad corners and as find/select (`\e[1~`, `\e[4~` in xterm's entry).
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_DC: return .delete
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }

    /// The byte after `\eO` (SS3: cursor and keypad keys in application mode).
    static func key(forSS3 value: UInt32) -> Key? {
        switch value {
        case 0x41: return .up  // A
        case 0x42: return .down  // B
        case 0x43: return .right  // C
        case 0x44: return .left  // D
        case 0x48: return .home  // H
        case 0x46: return .end  // F
        case 0x4D: return .enter  // M: keypad Enter
        case 0x50...0x53: return .function(Int(value) - 0x4F)  // P Q R S: F1–F4
        default: return nil
        }
    }

    /// The body of a CSI sequence (after `\e[`, final byte included). Modifiers (`;5` for Ctrl…)
    /// are ignored: Ctrl-→ moves like →.
    static func key(forCSI body: String) -> Key? {
        guard let final = body.unicodeScalars.last else { return nil }
        let parameters = body.unicodeScalars.dropLast()
        if parameters.first == "<" {
            guard final == "M" || final == "m" else { return nil }
            return sgrMouse(String(String.UnicodeScalarView(parameters.dropFirst())), released: final == "m")
                .map(Key.mouse)
        }
        let numbers = String(String.UnicodeScalarView(parameters)).split(separator: ";").map { Int($0) }
        let first = numbers.first ?? nil
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "P", "Q", "R", "S": return first == nil || first == 1 ? .function(Int(final.value) - 0x4F) : nil
        case "~":
            guard let first else { return nil }
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(first - 10)
            case 17...21: return .function(first - 11)
            case 23, 24: return .function(first - 12)
            default: return nil
            }
        default: return nil
        }
    }

    /// An SGR 1006 report body `Cb;Cx;Cy` (1-based cell). Only the left button's press and release
    /// are reported; other buttons, wheel and motion give nil.
    static func sgrMouse(_ parameters: String, released: Bool) -> MouseEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
            column >= 1, row >= 1
        else { return nil }
        // Bits 0–1: button (0 = left); 4, 8, 16: Shift, Meta, Ctrl; 32: motion; 64/128: wheel/extra.
        guard button & ~(4 | 8 | 16) == 0 else { return nil }
        return MouseEvent(x: column - 1, y: row - 1, kind: released ? .release : .press)
    }

    /// An X10 report (the three bytes after `\e[M`, each offset by 32; cells are 1-based).
    static func x10Mouse(_ bytes: [UInt32]) -> MouseEvent? {
        guard bytes.count == 3, bytes[0] >= 32, bytes[1] >= 33, bytes[2] >= 33 else { return nil }
        let button = Int(bytes[0]) - 32
        guard button & ~(4 | 8 | 16) == 0 || button & ~(4 | 8 | 16) == 3 else { return nil }
        let kind: MouseEvent.Kind = button & 3 == 3 ? .release : .press
        return MouseEvent(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33, kind: kind)
    }
}
