import AuthTUI
import AuthText

/// What a showcase key does.
///
/// Settings actions change only what the next frame and the next fade use; nothing already on
/// screen is rebuilt, so a key never restarts a sheet's fade.
public enum ShowcaseAction: Hashable, Sendable, CaseIterable {
    case openSheet, openAlert, openConfirm
    case toggleRegion, cycleColour, cycleScrim, lengthenFade, shortenFade, toggleCover
    case quit
}

/// One showcase binding: the keys, how they are written on screen, what they do.
///
/// Several keys may share a binding (`+` and `=`, so the unshifted key works too); only
/// `keyLabel` is shown.
public struct ShowcaseBinding: Hashable, Sendable {
    public var keys: [Key]
    public var keyLabel: String
    public var action: ShowcaseAction
    /// A word or two for the on-screen legend.
    public var hint: String

    public init(keys: [Key], keyLabel: String, action: ShowcaseAction, hint: String) {
        self.keys = keys
        self.keyLabel = keyLabel
        self.action = action
        self.hint = hint
    }
}

/// The showcase's key table; the legend at the bottom of the screen is generated from it and from
/// the standard `KeyMap` (which still drives the sheets), so the legend cannot lie.
///
/// The sheets hold buttons only, no text fields, so a letter never lands in a field: every key
/// here works whether or not a sheet is open.
public enum ShowcaseKeys {
    public static let table: [ShowcaseBinding] = [
        ShowcaseBinding(keys: [.character("s")], keyLabel: "s", action: .openSheet, hint: "sheet"),
        ShowcaseBinding(keys: [.character("a")], keyLabel: "a", action: .openAlert, hint: "alert"),
        ShowcaseBinding(keys: [.character("c")], keyLabel: "c", action: .openConfirm, hint: "confirm"),
        ShowcaseBinding(keys: [.character("r")], keyLabel: "r", action: .toggleRegion, hint: "region"),
        ShowcaseBinding(keys: [.character("o")], keyLabel: "o", action: .cycleColour, hint: "colour"),
        ShowcaseBinding(keys: [.character("d")], keyLabel: "d", action: .cycleScrim, hint: "scrim"),
        ShowcaseBinding(
            keys: [.character("+"), .character("=")], keyLabel: "+", action: .lengthenFade, hint: "slower"),
        ShowcaseBinding(
            keys: [.character("-"), .character("_")], keyLabel: "-", action: .shortenFade, hint: "faster"),
        ShowcaseBinding(keys: [.character("n")], keyLabel: "n", action: .toggleCover, hint: "cover"),
        ShowcaseBinding(
            keys: [.character("q"), .control("c")], keyLabel: "q, Ctrl-C", action: .quit, hint: "quit"),
    ]

    /// The key map the showcase runs with: the standard one, its quit bound to the table's quit
    /// keys (`q` as well as Ctrl-C), so quitting is the `RootScreen`'s as in every program and
    /// works even while the terminal is too small.
    public static var keyMap: KeyMap {
        var map = KeyMap.standard
        guard let quit = table.first(where: { $0.action == .quit }) else { return map }
        for index in map.bindings.indices where map.bindings[index].action == .quit {
            map.bindings[index].keys = quit.keys
            // The showcase is for developers and speaks English only: an id no catalogue has.
            map.bindings[index].keyName = Message("showcase.key-name.quit", quit.keyLabel)
        }
        return map
    }

    /// The showcase action bound to `key`, if any.
    public static func action(for key: Key) -> ShowcaseAction? {
        table.first { $0.keys.contains(key) }?.action
    }

    /// Every legend entry in order (`s sheet`, …, then the sheet keys of the standard `KeyMap`
    /// such as `Esc back`; its quit is already in the table).
    public static var legend: [String] {
        table.map { "\($0.keyLabel) \($0.hint)" }
            + KeyMap.standard.bindings.compactMap { binding in
                guard binding.action != .quit, let hint = binding.hint else { return nil }
                return "\(binding.keyLabel) \(hint.text)"
            }
    }
}
