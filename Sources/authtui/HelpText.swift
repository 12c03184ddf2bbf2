import AuthDomain

/// `authtui --help`, generated from the option table (and, once the app is wired, the KeyMap).
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
            "", "environment: NO_COLOR disables colour; ESCDELAY sets the Esc delay in ms (default 25).",
        ]
        return lines.joined(separator: "\n")
    }
}
