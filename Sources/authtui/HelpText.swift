import AuthDomain
import AuthTUI
import Showcase

/// `authtui --help`, generated from the option table and the KeyMap, so neither can drift.
enum HelpText {
    static func render() -> String {
        var lines = [
            "authtui \(AuthTUIVersion.current): a keyboard-driven login for the terminal",
            "",
            "usage: authtui [options]",
            "       authtui showcase [options]   the modal-overlay demo",
            "",
            "options:",
        ]
        let labels = LaunchOption.table.map { option in
            option.valueName.map { "\(option.name) \($0)" } ?? option.name
        }
        let width = labels.map(\.count).max() ?? 0
        for (label, option) in zip(labels, LaunchOption.table) {
            lines.append(
                "  " + label + String(repeating: " ", count: width - label.count + 2) + option.summary)
        }
        lines += [
            "", "keys:", KeyMap.standard.helpText,
            "  mouse         click a button to press it, a field to focus it",
        ]
        lines +=
            ["", "showcase keys:"]
            + ShowcaseKeys.table.map {
                "  " + $0.keyLabel + String(repeating: " ", count: max(1, 14 - $0.keyLabel.count)) + $0.hint
            }
        lines += [
            "", "environment: NO_COLOR disables colour; ESCDELAY sets the Esc delay in ms (default 25).",
        ]
        return lines.joined(separator: "\n")
    }
}
