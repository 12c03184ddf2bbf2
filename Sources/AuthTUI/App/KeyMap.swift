import AuthText

/// What a key means to the focused sheet or field, independent of which key produced it.
public enum KeyAction: Hashable, Sendable {
    case focusNext, focusPrevious
    /// In a list (a focused button): its first or last item, or a page up or down when it scrolls.
    case focusFirst, focusLast, focusPageUp, focusPageDown
    /// Enter: next field, or press the default button from the last field or a button.
    case submit
    /// Space on a button.
    case press
    /// Esc: close the top sheet.
    case back
    case quit
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteToStart, deleteToEnd, deleteWordBackward
}

/// One binding: the keys, how they are written for people, what they do.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    /// How the keys are written in help and the hint line, e.g. `Shift-Tab` (`Umschalt-Tab`: as
    /// the keyboards of the person's language label them).
    public var keyName: Message
    /// `keyName` in the person's language.
    public var keyLabel: String { keyName.text }
    public var action: KeyAction
    /// One line for `--help`.
    public var description: Message
    /// A word or two for the on-screen hint line; nil keeps the binding out of the hint line.
    public var hint: Message?

    public init(keys: [Key], keyName: Message, action: KeyAction, description: Message, hint: Message? = nil)
    {
        self.keys = keys
        self.keyName = keyName
        self.action = action
        self.description = description
        self.hint = hint
    }
}

/// The one table of key bindings: the modal stack and the line editor look keys up here, and
/// `--help` and the hint line are generated from it, so they cannot disagree.
///
/// Printable characters are not bindings: a focused field inserts them before the table is asked,
/// which is why Space only presses a button when a button has focus.
public struct KeyMap: Hashable, Sendable {
    public var bindings: [KeyBinding]

    public init(bindings: [KeyBinding]) {
        self.bindings = bindings
    }

    /// The keys the "Keys" table of docs/app.md lists (`--help` prints them from this table).
    public static let standard = KeyMap(bindings: [
        KeyBinding(
            keys: [.tab], keyName: Message("key-name.tab", "Tab"), action: .focusNext,
            description: Message("key.focus-next", "focus the next field or button (wraps)"),
            hint: Message("hint.next", "next")),
        KeyBinding(
            keys: [.backTab], keyName: Message("key-name.shift-tab", "Shift-Tab"), action: .focusPrevious,
            description: Message("key.focus-previous", "focus the previous field or button (wraps)")),
        KeyBinding(
            keys: [.down], keyName: Message("key-name.down", "↓"), action: .focusNext,
            description: Message("key.down", "focus the next field or button, as Tab does (down a list)")),
        KeyBinding(
            keys: [.up], keyName: Message("key-name.up", "↑"), action: .focusPrevious,
            description: Message(
                "key.up", "focus the previous field or button, as Shift-Tab does (up a list)")),
        KeyBinding(
            keys: [.enter], keyName: Message("key-name.enter", "Enter"), action: .submit,
            description: Message(
                "key.submit", "next field; in the last field or on a button, press the button"),
            hint: Message("hint.submit", "submit")),
        KeyBinding(
            keys: [.character(" ")], keyName: Message("key-name.space", "Space"), action: .press,
            description: Message("key.press", "press the focused button")),
        KeyBinding(
            keys: [.escape], keyName: Message("key-name.esc", "Esc"), action: .back,
            description: Message("key.back", "close the sheet (back)"),
            hint: Message("hint.back", "back")),
        KeyBinding(
            keys: [.control("c")], keyName: Message("key-name.ctrl-c", "Ctrl-C"), action: .quit,
            description: Message("key.quit", "quit"), hint: Message("hint.quit", "quit")),
        KeyBinding(
            keys: [.left], keyName: Message("key-name.left", "←"), action: .cursorLeft,
            description: Message("key.cursor-left", "move the cursor left")),
        KeyBinding(
            keys: [.right], keyName: Message("key-name.right", "→"), action: .cursorRight,
            description: Message("key.cursor-right", "move the cursor right")),
        KeyBinding(
            keys: [.home, .control("a")], keyName: Message("key-name.home", "Home, Ctrl-A"),
            action: .cursorToStart,
            description: Message("key.cursor-to-start", "move to the start of the field")),
        KeyBinding(
            keys: [.end, .control("e")], keyName: Message("key-name.end", "End, Ctrl-E"),
            action: .cursorToEnd,
            description: Message("key.cursor-to-end", "move to the end of the field")),
        KeyBinding(
            keys: [.home], keyName: Message("key-name.home-list", "Home"), action: .focusFirst,
            description: Message("key.focus-first", "in a list: focus its first item")),
        KeyBinding(
            keys: [.end], keyName: Message("key-name.end-list", "End"), action: .focusLast,
            description: Message("key.focus-last", "in a list: focus its last item")),
        KeyBinding(
            keys: [.pageUp], keyName: Message("key-name.page-up", "Page Up"), action: .focusPageUp,
            description: Message("key.page-up", "in a list: focus the item a page up")),
        KeyBinding(
            keys: [.pageDown], keyName: Message("key-name.page-down", "Page Down"), action: .focusPageDown,
            description: Message("key.page-down", "in a list: focus the item a page down")),
        KeyBinding(
            keys: [.backspace], keyName: Message("key-name.backspace", "Backspace"), action: .deleteBackward,
            description: Message("key.delete-backward", "delete the character before the cursor")),
        KeyBinding(
            keys: [.delete], keyName: Message("key-name.delete", "Delete"), action: .deleteForward,
            description: Message("key.delete-forward", "delete the character under the cursor")),
        KeyBinding(
            keys: [.control("u")], keyName: Message("key-name.ctrl-u", "Ctrl-U"), action: .deleteToStart,
            description: Message("key.delete-to-start", "delete to the start of the field")),
        KeyBinding(
            keys: [.control("k")], keyName: Message("key-name.ctrl-k", "Ctrl-K"), action: .deleteToEnd,
            description: Message("key.delete-to-end", "delete to the end of the field")),
        KeyBinding(
            keys: [.control("w")], keyName: Message("key-name.ctrl-w", "Ctrl-W"), action: .deleteWordBackward,
            description: Message(
                "key.delete-word-backward",
                "delete the word before the cursor (the whole field in a password)")),
    ])

    /// The same keys, with `action` left out of the hint line (it still acts): a console
    /// greeter's quit, which greetd answers by starting the greeter again.
    public func notHinting(_ action: KeyAction) -> KeyMap {
        var map = self
        for index in map.bindings.indices where map.bindings[index].action == action {
            map.bindings[index].hint = nil
        }
        return map
    }

    /// How the first key bound to `action` is written, in the person's language (`Esc`).
    public func keyLabel(for action: KeyAction) -> String? {
        bindings.first { $0.action == action }?.keyLabel
    }

    /// The action bound to `key`, if any (the first binding wins).
    public func action(for key: Key) -> KeyAction? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// Every action bound to `key`, in the table's order: a key that means one thing in a field
    /// and another in a list (Home: the start of the field, the first item) has a binding for
    /// each, and whoever has focus takes the first that is its own.
    public func actions(for key: Key) -> [KeyAction] {
        bindings.compactMap { $0.keys.contains(key) ? $0.action : nil }
    }

    /// The hint line, e.g. `Tab next · Enter submit · Esc back · Ctrl-C quit`, cut at whole hints to
    /// fit `width` columns: only the bindings of `acting` (what acts on the screen now, see
    /// `ScreenFrame.keys`) and quit, which acts everywhere; every binding when nil. Where not all
    /// fit, the last ones go first, but quit stays to the last: how to get out matters most.
    public func hintLine(width: Int, acting: Set<KeyAction>? = nil) -> String {
        var parts = bindings.compactMap { binding -> (text: String, isQuit: Bool)? in
            guard let hint = binding.hint,
                binding.action == .quit || acting?.contains(binding.action) != false
            else { return nil }
            return (binding.keyLabel + " " + hint.text, binding.action == .quit)
        }
        let separator = " · "
        func columns(of parts: [(text: String, isQuit: Bool)]) -> Int {
            parts.reduce(0) { $0 + DisplayWidth.of($1.text) } + DisplayWidth.of(separator)
                * max(0, parts.count - 1)
        }
        while columns(of: parts) > width, !parts.isEmpty {
            parts.remove(at: parts.lastIndex { !$0.isQuit } ?? parts.count - 1)
        }
        // Joined by hand: the generic `joined(separator:)` looked up its element's conformance at
        // run time, a walk over every conformance record in the binary in the first frame.
        var line = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { line += separator }
            line += part.text
        }
        return line
    }
}
