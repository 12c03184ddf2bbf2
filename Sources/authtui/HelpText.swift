import AuthCommandLine
import AuthDomain

/// `authtui --help`, generated from `CommandReference`, so it cannot drift from the program or
/// from the manual page.
enum HelpText {
    static func render() -> String {
        var lines = [
            "authtui \(AuthTUIVersion.current): a keyboard-driven login for the terminal", "", "usage:",
        ]
        lines += CommandReference.subcommands.map { "  \($0.usage)" }
        lines += ["", "commands:"]
        lines += aligned(
            CommandReference.subcommands.map { (($0.0 == .app ? "(none)" : $0.0.rawValue), $0.summary) })
        lines += ["", "operator commands:"]
        lines += aligned(CommandReference.operatorActions.map { ($0.name, $0.summary) })
        lines += ["", "options:"]
        lines += aligned(LaunchOption.table.map { (CommandReference.label($0), $0.summary) })
        lines += ["", "keys:"] + aligned(CommandReference.keys.map { ($0.name, $0.summary) })
        lines +=
            ["", "showcase keys:"] + aligned(CommandReference.showcaseKeys.map { ($0.name, $0.summary) })
        lines += ["", "environment:"] + aligned(CommandReference.environment.map { ($0.name, $0.summary) })
        lines += ["", "exit status:"] + aligned(CommandReference.exitStatuses.map { ($0.name, $0.summary) })
        lines += ["", "with a screen reader:"] + CommandReference.screenReader.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Two columns, the second aligned after the widest first one.
    private static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
    }
}
