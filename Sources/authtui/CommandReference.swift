import AuthCommandLine
import AuthDomain
import AuthTUI
import Showcase

/// Everything `--help`, the manual page and the bash completion say about the command line, as
/// tables: the subcommands, the options (`LaunchOption.table`), the keys (`KeyMap.standard`, the
/// showcase's), the environment, the files and the exit statuses. The three outputs are generated
/// from here, so they cannot drift apart.
enum CommandReference {
    struct Entry {
        /// In English: the manual page and the completions say this.
        var englishName: String
        var english: String
        private var message: Message?
        private var nameMessage: Message?

        /// In the person's language: `--help` says these.
        var name: String { nameMessage?.text ?? englishName }
        var summary: String { message?.text ?? english }

        init(name: String, summary: Message) {
            self.englishName = name
            self.english = summary.english
            self.message = summary
        }

        /// A key, whose name a keyboard in the person's language may spell otherwise (`Strg-C`).
        init(name: Message, summary: Message) {
            self.init(name: name.english, summary: summary)
            self.nameMessage = name
        }

        /// A summary only the manual page shows, or the developers' showcase's: English only.
        init(name: String, english: String) {
            self.englishName = name
            self.english = english
        }
    }

    static let subcommands: [(Subcommand, usage: String, summary: Message)] = [
        (
            .app, "authtui [options]",
            Message("command.app", "the login app: a host screen guarded by the login flow")
        ),
        (
            .login, "authtui login [options]",
            Message(
                "command.login",
                "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout")
        ),
        (
            .run, "authtui run [options] -- COMMAND [ARGS...]",
            Message(
                "command.run",
                "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            )
        ),
        (
            .greet, "authtui greet [options] [-- COMMAND [ARGS...]]",
            Message(
                "command.greet",
                "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            )
        ),
        (.showcase, "authtui showcase [options]", Message("command.showcase", "the modal-overlay demo")),
        (
            .accounts, "authtui accounts \(accountActions) [EMAIL] [options]",
            Message("command.accounts", "operators: accounts in the store (see operator commands)")
        ),
        (
            .store, "authtui store migrate [options]",
            Message("command.store", "operators: create or upgrade the store's schema")
        ),
        (
            .audit, "authtui audit \(actions(of: .audit)) [options]",
            Message("command.audit", "operators: the security log (see operator commands)")
        ),
        (
            .authorizedKeys, "authtui authorized-keys FILE TYPE KEY",
            Message(
                "command.authorized-keys",
                "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            )
        ),
    ]

    /// `list|show|…`: the action words from their table, so the usage line cannot miss one.
    private static var accountActions: String { actions(of: .accounts) }

    private static func actions(of subcommand: Subcommand) -> String {
        OperatorAction.actions(of: subcommand).map(\.name).joined(separator: "|")
    }

    /// `authtui accounts show EMAIL` and the other operator actions, one row each.
    static var operatorActions: [Entry] {
        OperatorAction.table.map { Entry(name: $0.usage, summary: $0.summary) }
    }

    static let environment: [Entry] = [
        Entry(
            name: "NO_COLOR", summary: Message("environment.no-color", "any value but empty turns colour off")
        ),
        Entry(
            name: "ESCDELAY",
            summary: Message(
                "environment.escdelay", "milliseconds to wait after Esc for a key sequence (default 25)")),
        Entry(
            name: "XDG_DATA_HOME",
            summary: Message(
                "environment.xdg-data-home", "the default data directory is $XDG_DATA_HOME/authtui")),
        Entry(
            name: "TERM",
            summary: Message(
                "environment.term",
                "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain")),
        Entry(
            name: "ACCESSIBLE",
            summary: Message(
                "environment.accessible",
                "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers")),
        Entry(
            name: "AUTHTUI_STORE",
            summary: Message(
                "environment.authtui-store",
                "the account store, as --store takes it (keeps a connection string out of argv)")),
        Entry(
            name: "PGPASSFILE",
            summary: Message(
                "environment.pgpassfile",
                "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI")),
        Entry(
            name: "PGSSLROOTCERT",
            summary: Message(
                "environment.pgsslrootcert",
                "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)")),
        Entry(
            name: "AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID",
            summary: Message("environment.authtui-user", "set by authtui run for COMMAND: who logged in")),
        Entry(
            name: "SSH_ORIGINAL_COMMAND",
            summary: Message(
                "environment.ssh-original-command",
                "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate")
        ),
        Entry(
            name: "GREETD_SOCK",
            summary: Message(
                "environment.greetd-sock", "greet: greetd's socket (greetd sets it for its greeter)")),
        Entry(
            name: "AUTHTUI_KEY_TICKET",
            summary: Message(
                "environment.authtui-key-ticket",
                "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used")),
    ]

    static let files: [Entry] = [
        Entry(
            name: "$XDG_DATA_HOME/authtui/accounts.sqlite3",
            english: "the embedded account store (else ~/.local/share/authtui)"),
        Entry(
            name: "$XDG_DATA_HOME/authtui/session",
            english: "the remembered session (0600, a token whose hash the store keeps)"),
        Entry(
            name: ConfigurationFile.machinePath,
            english:
                "the machine's settings, every option by name, [gate] the set-user-ID gate's (TOML; root's alone)"
        ),
        Entry(
            name: "$XDG_CONFIG_HOME/authtui/config.toml",
            english: "a person's settings, over the machine's (else ~/.config/authtui; yours or root's alone)"
        ),
        Entry(
            name: "/var/cache/authtui-greet/greeter-memory",
            english: "greet: the last user and each user's session (used only if the greeter's user wrote it)"
        ),
    ]

    /// How to use authtui with a screen reader or a braille display, for `--help` and the manual:
    /// lines of at most 94 characters (a translation breaks its lines where it likes).
    static let screenReader = Message(
        "help.screen-reader",
        "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            + "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            + "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            + "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            + "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            + "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            + "field and button as Tab reaches it and each error as it appears.")

    static let exitStatuses: [Entry] = [
        Entry(
            name: "0",
            summary: Message(
                "exit-status.0", "a normal quit; login: someone is signed in; greet: a session is to start")),
        Entry(
            name: "1",
            summary: Message(
                "exit-status.1",
                "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel;"
                    + " the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            )),
        Entry(
            name: "2",
            summary: Message("exit-status.2", "a usage error (one line on stderr); greet: not run by greetd")),
        Entry(
            name: "3",
            summary: Message(
                "exit-status.3",
                "login, run, accounts, store: anything else (store, terminal), one line on stderr")),
        Entry(
            name: "126, 127",
            summary: Message("exit-status.126-127", "run: COMMAND cannot be executed, or is not found")),
        Entry(name: "130", summary: Message("exit-status.130", "login, run, greet: interrupted with Ctrl-C")),
        Entry(
            name: "255",
            summary: Message(
                "exit-status.255",
                "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc")),
        Entry(
            name: "N, 128+N",
            summary: Message("exit-status.signal", "run: COMMAND's own status, or the signal N that ended it")
        ),
    ]

    /// How an option is written with its value (`--data-dir DIR`).
    static func label(_ option: LaunchOption) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }

    /// The option's subcommands when it is not for all of them (`login, run`).
    static func scope(_ option: LaunchOption) -> String? {
        guard !Subcommand.screens.allSatisfy(option.subcommands.contains) else { return nil }
        return Subcommand.allCases.filter(option.subcommands.contains).map(\.usage).joined(separator: ", ")
    }

    static var showcaseKeys: [Entry] {
        ShowcaseKeys.table.map { Entry(name: $0.keyLabel, english: $0.hint) }
    }

    static var keys: [Entry] {
        KeyMap.standard.bindings.map { Entry(name: $0.keyName, summary: $0.description) }
            + [
                Entry(
                    name: Message("key-name.mouse", "mouse"),
                    summary: Message("key.mouse", "click a button to press it, a field to focus it"))
            ]
    }
}
