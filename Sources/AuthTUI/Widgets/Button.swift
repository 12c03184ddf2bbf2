import AuthNavigation

/// A push button drawn as `[ Title ]`: Enter or Space presses it when focused, a click presses it
/// anywhere on its cells.
///
/// The brackets are part of the drawing, not decoration: on a monochrome terminal they are what
/// tells a button from text, and the focused one is shown reversed.
public struct Button: Hashable, Sendable {
    /// Unique within its sheet; the title by default.
    public var id: String
    public var title: String
    /// Destructive buttons (`Delete`) use the error colour, so they are never the quiet choice.
    public var isDestructive: Bool
    /// A disabled button is skipped by focus and ignores presses (e.g. while signing in).
    public var isEnabled: Bool

    public init(_ title: String, id: String? = nil, isDestructive: Bool = false, isEnabled: Bool = true) {
        self.id = id ?? title
        self.title = title
        self.isDestructive = isDestructive
        self.isEnabled = isEnabled
    }

    /// Columns the button takes: the title plus `[ ` and ` ]`.
    public var width: Int { DisplayWidth.of(TextSanitizer.displayable(title)) + 4 }

    /// The fewest columns a button is cut to where its row is narrower than its title (`[ Ch… ]`):
    /// a long translation shortens its button rather than leave the sheet unable to show.
    public static let narrowest = 8

    /// Columns the button takes in a row `columns` wide: its whole width when that fits, else the
    /// row's (never under `narrowest`).
    func width(within columns: Int) -> Int { min(width, max(columns, Self.narrowest)) }

    /// Whether `key` presses this (focused) button.
    public func isPressed(by key: Key, keyMap: KeyMap = .standard) -> Bool {
        guard isEnabled else { return false }
        let action = keyMap.action(for: key)
        return action == .submit || action == .press
    }

    /// Draws `[ Title ]` at x, y; in fewer than `width` columns the title ends in `…` where it is
    /// cut, the brackets kept.
    public func render(
        into canvas: inout Canvas, at x: Int, y: Int, width columns: Int? = nil, theme: Theme, focused: Bool,
        clip: Rect? = nil
    ) {
        var style = theme[focused ? .focusedButton : (isDestructive ? .destructiveButton : .button)]
        if !isEnabled { style.attributes.insert(.dim) }
        var shown = TextSanitizer.displayable(title)
        if let columns, columns < width { shown = DisplayWidth.prefix(of: shown, fitting: columns - 5) + "…" }
        canvas.draw("[ " + shown + " ]", x: x, y: y, style: style, clip: clip)
    }
}
