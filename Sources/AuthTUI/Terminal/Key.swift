/// One decoded input event: what the terminal backend hands to the focused widget or the KeyMap.
///
/// Backends turn raw bytes (ncurses `wgetch`, SGR 1006 mouse reports, bracketed-paste markers) into
/// this type; everything above the backend only ever sees `Key`.
public enum Key: Hashable, Sendable {
    /// A printable grapheme typed by the user.
    case character(Character)
    /// Ctrl plus a letter, given as the lowercase letter (`control("c")` is Ctrl-C).
    case control(Character)
    case enter
    case tab
    /// Shift-Tab.
    case backTab
    case escape
    case backspace
    case delete
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// F1…F12.
    case function(Int)
    /// The terminal changed size; re-read the size and re-lay out.
    case resize
    /// A mouse button event at a cell (0-based column and row).
    case mouse(MouseEvent)
    /// Text pasted in one piece (bracketed paste); still untrusted, sanitise before use.
    case paste(String)
}

/// A mouse report at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press
        case release
    }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
