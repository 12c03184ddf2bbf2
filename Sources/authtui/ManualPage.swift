import AuthCommandLine
import AuthDomain

/// `authtui(1)`, in roff (`authtui --man`; `make install` installs it), generated from
/// `CommandReference` like `--help`.
enum ManualPage {
    static func render() -> String {
        var page = [
            ".TH AUTHTUI 1 \"\" \"authtui \(AuthTUIVersion.current)\" \"User Commands\"",
            ".SH NAME", "authtui \\- a keyboard-driven login for the terminal", ".SH SYNOPSIS",
        ]
        for (_, usage, _) in CommandReference.subcommands { page += [".B " + escape(usage), ".br"] }
        page += [
            ".SH DESCRIPTION",
            "A login screen for terminals: accounts in an embedded SQLite database (or a shared",
            "PostgreSQL server), passwords hashed with Argon2id, a navigator that covers a host screen",
            "with a loading and a login screen when someone must log in, and logs in by itself with a",
            "remembered session.",
            ".SH COMMANDS",
        ]
        for (subcommand, usage, summary) in CommandReference.subcommands {
            page += [
                ".TP", ".B " + escape(subcommand == .app ? usage : subcommand.usage), escape(summary.english),
            ]
        }
        page += section("OPERATOR COMMANDS", CommandReference.operatorActions)
        page += [".SH OPTIONS"]
        for option in LaunchOption.table {
            let scope = CommandReference.scope(option).map { " (\($0))" } ?? ""
            page += [
                ".TP", ".B " + escape(CommandReference.label(option)), escape(option.summary.english + scope),
            ]
        }
        page += section("KEYS", CommandReference.keys)
        page += section("SHOWCASE KEYS", CommandReference.showcaseKeys)
        page += section("ENVIRONMENT", CommandReference.environment)
        page += section("FILES", CommandReference.files)
        page += section("EXIT STATUS", CommandReference.exitStatuses)
        page +=
            [".SH WITH A SCREEN READER"]
            + CommandReference.screenReader.english.split(separator: "\n").map { escape(String($0)) }
        page += [
            ".SH EXAMPLES", ".nf", "user=$(authtui login) && echo \"hello $user\"",
            "authtui login \\-\\-print json | jq \\-r .username",
            "authtui run \\-\\- sh \\-c 'echo $AUTHTUI_USER'",
            "authtui store migrate \\-\\-store postgresql://owner@db/accounts \\-\\-grant authtui_app",
            "AUTHTUI_STORE=postgresql://authtui_app@db/accounts authtui accounts unlock ada@example.com",
            ".fi", ".SH SEE ALSO", "dialog(1), whiptail(1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    private static func section(_ title: String, _ entries: [CommandReference.Entry]) -> [String] {
        [".SH " + title] + entries.flatMap { [".TP", ".B " + escape($0.englishName), escape($0.english)] }
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a control dot.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

extension String {
    /// Every `target` replaced with `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { result += character == target ? replacement : String(character) }
        return result
    }
}
