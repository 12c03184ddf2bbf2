import AuthCommandLine
import AuthDomain

/// `authtui --help`, generated from `CommandReference`, so it cannot drift from the program or
/// from the manual page.
enum HelpText {
    static func render() -> String {
        var lines = [
            Message("help.title", "authtui %1$s: a keyboard-driven login for the terminal")(
                AuthTUIVersion.current), "",
            Message("help.usage", "usage:").text,
        ]
        lines += CommandReference.subcommands.map { "  \($0.usage)" }
        let none = Message("help.no-command", "(none)").text
        /// A heading, then its rows in two columns.
        func section(_ heading: Message, _ rows: [(String, String)]) -> [String] {
            ["", heading.text] + aligned(rows)
        }
        lines += section(
            Message("help.commands", "commands:"),
            CommandReference.subcommands.map { (($0.0 == .app ? none : $0.0.rawValue), $0.summary.text) })
        lines += section(
            Message("help.operator-commands", "operator commands:"),
            CommandReference.operatorActions.map { ($0.name, $0.summary) })
        lines += section(
            Message("help.options", "options:"),
            LaunchOption.table.map { (CommandReference.label($0), $0.summary.text) })
        lines += section(Message("help.keys", "keys:"), CommandReference.keys.map { ($0.name, $0.summary) })
        lines += section(
            Message("help.showcase-keys", "showcase keys:"),
            CommandReference.showcaseKeys.map { ($0.name, $0.summary) })
        lines += section(
            Message("help.environment", "environment:"),
            CommandReference.environment.map { ($0.name, $0.summary) })
        lines += section(
            Message("help.exit-status", "exit status:"),
            CommandReference.exitStatuses.map { ($0.name, $0.summary) })
        lines +=
            ["", Message("help.with-a-screen-reader", "with a screen reader:").text]
            + CommandReference.screenReader.text.split(separator: "\n").map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Two columns, the second aligned after the widest first one.
    private static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
    }
}
