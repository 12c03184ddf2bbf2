// swift-format-ignore-file
// Made by `make po` (scripts/po.py generate) from po/*.po: do not edit by hand.

/// Each language's `.po` text (comments left out), by catalogue code.
enum Translations {
    static let po: [String: String] = [
        "de": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: de\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Geben Sie den Code aus Ihrer Authenticator-App ein"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Zwei-Faktor-Code"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Konto erstellen"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Ihr Konto wird erstellt"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Anmelden"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Weiter"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "Registrieren"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Noch ein Schritt"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Anmelden oder registrieren"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "Wir brauchen Ihre E-Mail-Adresse, um Ihr Konto zu finden oder zu erstellen."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "ANMELDEN / REGISTRIEREN"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Benutzername (optional)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Prüfen"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Zurück"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Abbrechen"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Wird geprüft"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Schließen"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Weiter"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Fertig"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s ist erforderlich"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Geben Sie den Code aus Ihrer Authenticator-App ein"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Ihr Konto wurde erstellt, aber Sie konnten nicht angemeldet werden (%1$s). Melden Sie sich an, um fortzufahren"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Diese E-Mail-Adresse ist bereits registriert"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "Das Passwort konnte nicht geschützt werden (nicht genügend Speicher?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Zu viele Versuche. Dieses Konto ist gesperrt, bis ein Administrator es entsperrt"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "es gibt kein Konto mit dieser E-Mail-Adresse"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "das Konto hat keine Sitzung mit dieser ID"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "Sie sind nicht angemeldet"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "Zwei-Faktor-Authentifizierung ist bereits aktiviert"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "Zwei-Faktor-Anmeldung ist nicht verfügbar: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "Die Kontendatenbank ist beschädigt und wurde nicht verändert: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "der Kontenspeicher muss mit 'authtui store migrate' migriert werden"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "Die Kontendatenbank ist schreibgeschützt: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "Die Kontendatenbank wurde von einer neueren authtui-Version geschrieben (Schema %1$s); aktualisieren Sie authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "Der Kontenspeicher ist nicht verfügbar: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Zu viele Versuche. Versuchen Sie es in %1$s erneut"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Falscher Code"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "Falsche E-Mail-Adresse oder falsches Passwort"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Falsches Passwort"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Geben Sie Ihre E-Mail-Adresse ein"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "Die E-Mail-Adresse darf höchstens %1$s Zeichen lang sein"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s ist ungültig"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Zu leicht zu erraten: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Geben Sie Ihr Passwort ein"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "Das Passwort darf nicht Ihre E-Mail-Adresse sein"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "Das Passwort darf nicht Ihr Benutzername sein"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "Das Passwort darf höchstens %1$s Zeichen lang sein"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "Das Passwort muss mindestens %1$s Zeichen lang sein"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s ist erforderlich"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s darf höchstens %2$s Zeichen lang sein"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s darf auf einem Buchstaben nicht mehr als %2$s Akzente übereinander haben"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s darf höchstens %2$s Bytes lang sein"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s muss mindestens %2$s Zeichen lang sein"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Benutzername"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "Der Benutzername darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "Der Benutzername darf höchstens %1$s Zeichen lang sein"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Keine Sitzung gespeichert"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Zuletzt verwendet am %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Die Anmeldung konnte nicht gestartet werden"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Sitzungen"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Der Benutzername darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Die Anmeldung konnte nicht gestartet werden"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "zurück"

            msgctxt "hint.next"
            msgid "next"
            msgstr "weiter"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "beenden"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "senden"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "Das Konto wurde gelöscht"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Passwort ändern"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Passwort wiederholen"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Wird geändert"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Aktuelles Passwort"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Passwort geändert; Ihre anderen Sitzungen wurden abgemeldet"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Geben Sie Ihr aktuelles Passwort ein"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "Die neuen Passwörter stimmen nicht überein"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Neues Passwort"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Ihre anderen Sitzungen werden abgemeldet"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Konto löschen"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Geben Sie zur Bestätigung Ihr Passwort ein"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Löschen"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Wird gelöscht"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Geben Sie Ihr Passwort ein, um das Konto zu löschen"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Hallo, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Abmelden"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Überall abmelden"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Abgemeldet"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Überall abgemeldet"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Hier abgemeldet, aber die anderen Sitzungen konnten nicht widerrufen werden: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Beenden"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Geheime Seite"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Hier abgemeldet, aber die Sitzung konnte nicht widerrufen werden: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Sitzungen"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Erstellt am %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Beenden"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "Wenn Sie sie beenden, wird jenes Terminal abgemeldet."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "Wenn Sie sie beenden, werden Sie hier abgemeldet."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Sitzung von %1$s beendet"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Zuletzt verwendet am %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "Keine Sitzung gespeichert"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "und %1$d ältere (authtui accounts sessions listet sie)"
            msgstr[1] "und %1$d ältere (authtui accounts sessions listet sie)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (diese)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Wird beendet"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Sie sind angemeldet."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Zwei-Faktor-Authentifizierung"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Bestätigen"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "Zwei-Faktor-Authentifizierung ist deaktiviert"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "Zwei-Faktor-Authentifizierung ist aktiviert"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Schlüssel: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Mit Ihrem Passwort und einem aktuellen Code deaktivieren Sie die Zwei-Faktor-Authentifizierung."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Geben Sie Ihr Passwort ein, um die Zwei-Faktor-Authentifizierung zu aktivieren."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "Die Zwei-Faktor-Authentifizierung ist aktiviert. Mit jedem der Wiederherstellungscodes unten können Sie sich einmal anmelden, falls Sie Ihren Authenticator verlieren; bewahren Sie sie sicher auf, sie werden nicht noch einmal angezeigt."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Scannen Sie den Code mit einer Authenticator-App oder geben Sie den Schlüssel dort ein; geben Sie dann den angezeigten 6-stelligen Code ein, um die Zwei-Faktor-Authentifizierung zu aktivieren."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Deaktivieren"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "den Dialog schließen (zurück)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "den Cursor nach links bewegen"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "den Cursor nach rechts bewegen"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "zum Ende des Feldes springen"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "zum Anfang des Feldes springen"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "das Zeichen vor dem Cursor löschen"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "das Zeichen unter dem Cursor löschen"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "bis zum Ende des Feldes löschen"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "bis zum Anfang des Feldes löschen"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "das Wort vor dem Cursor löschen (in einem Passwort das ganze Feld)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "zum nächsten Feld oder Knopf wechseln (umlaufend)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "zum vorherigen Feld oder Knopf wechseln (umlaufend)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "den fokussierten Knopf drücken"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "beenden"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "nächstes Feld; im letzten Feld oder auf einem Knopf: den Knopf drücken"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Abgebrochen"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Prüfen Sie Ihre Verbindung: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Auswahl (Enter für 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Geben Sie eine Zahl von %1$s bis %2$s oder den Namen einer Auswahl ein"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "Die Anmeldung konnte nicht gestartet werden"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Fehler: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter behält Ihre Eingabe bei)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Zum Kopieren oder Scannen: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Stärke: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Drücken Sie Enter, um es erneut zu versuchen: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc oder Ctrl-C bricht ab)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Verbindung wird geprüft…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Ihr Konto wird erstellt"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "Zwei-Faktor-Authentifizierung ist aktiviert"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Erstellt am %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "es gibt kein Konto mit dieser E-Mail-Adresse"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "Der Kontenspeicher ist nicht verfügbar: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "benötigt %1$s, jetzt %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Sitzung von %1$s beendet"
            msgstr[1] "Sitzung von %1$s beendet"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "Zwei-Faktor-Authentifizierung ist deaktiviert"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "E-Mail"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "Keine Sitzung gespeichert"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Code"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "E-Mail"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Passwort"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Hier abgemeldet, aber die Sitzung konnte nicht widerrufen werden: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(ein etwas größeres Terminal zeigt einen QR-Code)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(ein um %1$s Spalten breiteres und %2$s Zeilen höheres Terminal zeigt einen QR-Code)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(hier gibt es keine Farben, um einen QR-Code zu zeichnen)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(ein um %1$d Zeile höheres Terminal zeigt einen QR-Code)"
            msgstr[1] "(ein um %1$d Zeilen höheres Terminal zeigt einen QR-Code)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(ein um %1$d Spalte breiteres Terminal zeigt einen QR-Code)"
            msgstr[1] "(ein um %1$d Spalten breiteres Terminal zeigt einen QR-Code)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Terminal zu klein"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "benötigt %1$s, jetzt %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "Erneut authentifizieren"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Geheime Codes"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Erneut authentifizieren"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Prüfen Sie Ihre Verbindung"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Geheime Anmeldung"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Geben Sie Ihr Passwort erneut ein, um die Codes zu sehen."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Zeigen!"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Zwei-Faktor-Authentifizierung ist deaktiviert"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Zwei-Faktor-Authentifizierung ist aktiviert"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Zwei-Faktor-Authentifizierung ist aktiviert"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Prüfen Sie Ihre Verbindung"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Verbindung wird geprüft…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "AUTHENTIFIZIERUNG"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "IST EINFACH"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Wiederholen"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "mäßig"

            msgctxt "strength.good"
            msgid "good"
            msgstr "gut"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "stark"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "sehr stark"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "zu leicht zu erraten"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "zu leicht zu erraten: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Erneut authentifizieren"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Anmelden"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Benutzername"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "es basiert auf einem häufig verwendeten Passwort oder Wort"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "es enthält ein Datum oder eine Jahreszahl"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "es ist ein Tastaturmuster wie qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "es enthält Ihre E-Mail-Adresse oder Ihren Benutzernamen"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "es wiederholt Zeichen oder Wörter"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "es ist eine Folge wie 12345 oder abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "seine Stärke kann nicht geprüft werden (libzxcvbn kann nicht geladen werden)"
            """#,
        "es": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: es\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Escriba el código de su aplicación de autenticación"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Código de dos factores"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Escriba el código de 6 dígitos de su aplicación de autenticación o un código de recuperación."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Crear cuenta"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Creando su cuenta"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Iniciar sesión"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Siguiente"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "Registrarse"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Un paso más"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Inicie sesión o regístrese"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "Necesitamos su correo electrónico para encontrar o crear su cuenta."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "INICIAR SESIÓN / REGISTRARSE"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Usuario (opcional)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Verificar"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Atrás"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Cancelar"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Comprobando"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Cerrar"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Continuar"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Hecho"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s: campo obligatorio"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Escriba el código de su aplicación de autenticación"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Su cuenta se creó, pero no se pudo iniciar sesión (%1$s). Inicie sesión para continuar"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Este correo electrónico ya está registrado"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "No se pudo proteger la contraseña (¿no hay suficiente memoria?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Demasiados intentos. Esta cuenta está bloqueada hasta que un administrador la desbloquee"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "ninguna cuenta tiene este correo electrónico"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "la cuenta no tiene ninguna sesión con este identificador"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "No ha iniciado sesión"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "La autenticación de dos factores ya está activada"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "El inicio de sesión con dos factores no está disponible: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "La base de datos de cuentas está dañada y no se ha modificado: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "el almacén de cuentas necesita «authtui store migrate»"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "La base de datos de cuentas es de solo lectura: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "La base de datos de cuentas la escribió una versión más reciente de authtui (esquema %1$s); actualice authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "El almacén de cuentas no está disponible: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Demasiados intentos. Inténtelo de nuevo en %1$s"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Código incorrecto"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "Correo electrónico o contraseña incorrectos"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Contraseña incorrecta"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Escriba su correo electrónico"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Escriba un correo electrónico válido, como nombre@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "El correo electrónico debe tener como máximo %1$s caracteres"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s: valor no válido"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Demasiado fácil de adivinar: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Escriba su contraseña"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "La contraseña no puede ser su correo electrónico"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "La contraseña no puede ser su nombre de usuario"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "La contraseña debe tener como máximo %1$s caracteres"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "La contraseña debe tener al menos %1$s caracteres"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s: campo obligatorio"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s: máximo %2$s caracteres"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s: no más de %2$s acentos apilados sobre una misma letra"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s: máximo %2$s bytes"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s: mínimo %2$s caracteres"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Usuario"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "El nombre de usuario no puede contener caracteres de control ni invisibles"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "El nombre de usuario debe tener como máximo %1$s caracteres"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "No hay ninguna sesión recordada"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Último uso: %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "No se pudo comenzar el inicio de sesión"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Sesiones"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "El nombre de usuario no puede contener caracteres de control ni invisibles"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "No se pudo comenzar el inicio de sesión"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "atrás"

            msgctxt "hint.next"
            msgid "next"
            msgstr "siguiente"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "salir"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "enviar"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "La cuenta se ha eliminado"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Cambiar contraseña"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Repetir contraseña"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Cambiando"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Contraseña actual"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Contraseña cambiada; se cerraron sus otras sesiones"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Escriba su contraseña actual"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "Las nuevas contraseñas no coinciden"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Nueva contraseña"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Se cerrarán sus otras sesiones"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Eliminar cuenta"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Escriba su contraseña para confirmar"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Eliminar"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Eliminando"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Escriba su contraseña para eliminar la cuenta"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Hola, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Cerrar sesión"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Cerrar todas las sesiones"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Sesión cerrada"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Todas las sesiones cerradas"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Sesión cerrada aquí, pero no se pudieron revocar las otras sesiones: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Salir"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Página secreta"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Sesión cerrada aquí, pero no se pudo revocar la sesión: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Sesiones"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Creada: %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Finalizar"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "Al finalizarla, se cierra la sesión en ese terminal."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "Al finalizarla, se cierra la sesión aquí."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Se finalizó la sesión iniciada desde %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Último uso: %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "No hay ninguna sesión recordada"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "y %1$d más antigua (authtui accounts sessions la muestra)"
            msgstr[1] "y %1$d más antiguas (authtui accounts sessions las muestra)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (esta)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Finalizando"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Ha iniciado sesión."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Autenticación de dos factores"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Confirmar"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "La autenticación de dos factores está desactivada"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "La autenticación de dos factores está activada"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Clave: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Para desactivar la autenticación de dos factores se necesitan su contraseña y un código actual."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Escriba su contraseña para activar la autenticación de dos factores."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "La autenticación de dos factores está activada. Cada código de recuperación de abajo le permite iniciar sesión una vez si pierde su autenticador; guárdelos en un lugar seguro, no se volverán a mostrar."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Escanee el código con una aplicación de autenticación o escriba la clave en ella; después escriba el código de 6 dígitos que muestre para activar la autenticación de dos factores."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Desactivar"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "cerrar el panel (atrás)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "mover el cursor a la izquierda"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "mover el cursor a la derecha"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "ir al final del campo"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "ir al principio del campo"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "borrar el carácter antes del cursor"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "borrar el carácter bajo el cursor"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "borrar hasta el final del campo"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "borrar hasta el principio del campo"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "borrar la palabra antes del cursor (todo el campo en una contraseña)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "pasar al siguiente campo o botón (vuelve al principio)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "pasar al campo o botón anterior (vuelve al final)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "pulsar el botón que tiene el foco"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "salir"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "siguiente campo; en el último campo o sobre un botón, pulsar el botón"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Cancelado"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Compruebe su conexión: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Elija (Enter para 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Escriba un número del %1$s al %2$s, o el nombre de una opción"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "No se pudo comenzar el inicio de sesión"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Error: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter conserva lo que escribió)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Para copiar o escanear: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Seguridad: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Pulse Enter para intentarlo de nuevo: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc o Ctrl-C cancela)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Comprobando la conexión…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Creando su cuenta"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "La autenticación de dos factores está activada"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Creada: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "ninguna cuenta tiene este correo electrónico"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "El almacén de cuentas no está disponible: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "necesita %1$s, ahora %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Se finalizó la sesión iniciada desde %1$s"
            msgstr[1] "Se finalizó la sesión iniciada desde %1$s"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "La autenticación de dos factores está desactivada"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "Correo electrónico"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "No hay ninguna sesión recordada"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Código"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "Correo electrónico"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Contraseña"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Sesión cerrada aquí, pero no se pudo revocar la sesión: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(un terminal algo más grande muestra un código QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(un terminal %1$s columnas más ancho y %2$s filas más alto muestra un código QR)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(aquí no hay colores para dibujar un código QR)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(un terminal %1$d fila más alto muestra un código QR)"
            msgstr[1] "(un terminal %1$d filas más alto muestra un código QR)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(un terminal %1$d columna más ancho muestra un código QR)"
            msgstr[1] "(un terminal %1$d columnas más ancho muestra un código QR)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Terminal demasiado pequeño"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "necesita %1$s, ahora %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "Autenticarse de nuevo"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Códigos secretos"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Autenticarse de nuevo"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Compruebe su conexión"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Acceso secreto"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Introduzca de nuevo su contraseña para ver los códigos."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "¡Mostrar!"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "La autenticación de dos factores está desactivada"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "La autenticación de dos factores está activada"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "La autenticación de dos factores está activada"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Compruebe su conexión"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Comprobando la conexión…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "LA AUTENTICACIÓN"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "ES FÁCIL"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Reintentar"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "aceptable"

            msgctxt "strength.good"
            msgid "good"
            msgstr "buena"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "fuerte"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "muy fuerte"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "demasiado fácil de adivinar"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "demasiado fácil de adivinar: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Autenticarse de nuevo"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Iniciar sesión"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Usuario"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "se basa en una contraseña o palabra de uso común"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "contiene una fecha o un año"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "es un patrón de teclado como qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "contiene su correo electrónico o su nombre de usuario"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "repite caracteres o palabras"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "es una secuencia como 12345 o abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "no se puede comprobar su seguridad (no se puede cargar libzxcvbn)"
            """#,
        "fr": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: fr\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=2; plural=(n > 1);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Saisissez le code de votre application d’authentification"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Code de double authentification"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de récupération."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Créer un compte"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Création de votre compte"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Se connecter"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Suivant"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "S’inscrire"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Encore une étape"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Se connecter ou s’inscrire"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "Nous avons besoin de votre adresse e-mail pour trouver ou créer votre compte."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "CONNEXION / INSCRIPTION"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Identifiant (facultatif)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Vérifier"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Retour"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Annuler"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Vérification"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Fermer"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Continuer"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Terminé"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s : obligatoire"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Saisissez le code de votre application d’authentification"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Votre compte a été créé, mais la connexion a échoué (%1$s). Connectez-vous pour continuer"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Cette adresse e-mail est déjà enregistrée"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "Impossible de protéger le mot de passe (mémoire insuffisante ?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Trop de tentatives. Ce compte est verrouillé jusqu’à ce qu’un administrateur le déverrouille"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "aucun compte n’est associé à cette adresse e-mail"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "le compte n’a aucune session avec cet identifiant"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "Vous n’êtes pas connecté"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "L’authentification à deux facteurs est déjà activée"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "La connexion à deux facteurs est indisponible : %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "La base de données des comptes est endommagée et n’a pas été modifiée : %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "le stockage des comptes nécessite « authtui store migrate »"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "La base de données des comptes est en lecture seule : %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "La base de données des comptes a été écrite par une version plus récente d’authtui (schéma %1$s) ; mettez à jour authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "Le stockage des comptes est indisponible : %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Trop de tentatives. Réessayez dans %1$s"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Code incorrect"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "Adresse e-mail ou mot de passe incorrect"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Mot de passe incorrect"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Saisissez votre adresse e-mail"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Saisissez une adresse e-mail valide, comme nom@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "L’adresse e-mail ne doit pas dépasser %1$s caractères"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s : valeur non valide"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Trop facile à deviner : %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Saisissez votre mot de passe"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "Le mot de passe ne doit pas être votre adresse e-mail"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "Le mot de passe ne doit pas être votre identifiant"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "Le mot de passe ne doit pas dépasser %1$s caractères"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "Le mot de passe doit comporter au moins %1$s caractères"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s : obligatoire"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s : %2$s caractères maximum"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s : pas plus de %2$s accents empilés sur une même lettre"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s : %2$s octets maximum"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s : %2$s caractères minimum"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Identifiant"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "L’identifiant ne doit pas contenir de caractères de contrôle ou invisibles"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "L’identifiant ne doit pas dépasser %1$s caractères"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Aucune session mémorisée"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Dernière utilisation : %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "La connexion n’a pas pu démarrer"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Sessions"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "L’identifiant ne doit pas contenir de caractères de contrôle ou invisibles"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "La connexion n’a pas pu démarrer"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "retour"

            msgctxt "hint.next"
            msgid "next"
            msgstr "suivant"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "quitter"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "valider"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "Le compte est supprimé"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Changer le mot de passe"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Confirmation"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Modification"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Mot de passe actuel"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Mot de passe changé ; vos autres sessions ont été fermées"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Saisissez votre mot de passe actuel"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "Les nouveaux mots de passe ne correspondent pas"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Nouveau mot de passe"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Vos autres sessions seront fermées"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Supprimer le compte"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Saisissez votre mot de passe pour confirmer"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Supprimer"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Suppression"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Saisissez votre mot de passe pour supprimer le compte"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Bonjour, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Se déconnecter"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Se déconnecter partout"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Déconnecté"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Déconnecté partout"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Déconnecté ici, mais les autres sessions n’ont pas pu être révoquées : %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Quitter"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Page secrète"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Déconnecté ici, mais la session n’a pas pu être révoquée : %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Sessions"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Création : %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Terminer"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "La terminer déconnecte ce terminal-là."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "La terminer vous déconnecte ici."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Session ouverte depuis %1$s terminée"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Dernière utilisation : %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "Aucune session mémorisée"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "et %1$d plus ancienne (authtui accounts sessions la liste)"
            msgstr[1] "et %1$d plus anciennes (authtui accounts sessions les liste)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (celle-ci)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Fermeture"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Vous êtes connecté."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Authentification à deux facteurs"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Confirmer"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "L’authentification à deux facteurs est désactivée"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "L’authentification à deux facteurs est activée"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Clé : %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Votre mot de passe et un code actuel sont nécessaires pour désactiver l’authentification à deux facteurs."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Saisissez votre mot de passe pour activer l’authentification à deux facteurs."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "L’authentification à deux facteurs est activée. Chaque code de récupération ci-dessous vous permet de vous connecter une fois si vous perdez votre application d’authentification ; conservez-les en lieu sûr, ils ne seront plus affichés."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Scannez le code avec une application d’authentification, ou saisissez-y la clé ; puis saisissez le code à 6 chiffres qu’elle affiche pour activer l’authentification à deux facteurs."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Désactiver"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "fermer le panneau (retour)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "déplacer le curseur vers la gauche"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "déplacer le curseur vers la droite"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "aller à la fin du champ"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "aller au début du champ"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "supprimer le caractère avant le curseur"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "supprimer le caractère sous le curseur"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "supprimer jusqu’à la fin du champ"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "supprimer jusqu’au début du champ"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "supprimer le mot avant le curseur (tout le champ dans un mot de passe)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "passer au champ ou bouton suivant (en boucle)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "passer au champ ou bouton précédent (en boucle)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "appuyer sur le bouton actif"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "quitter"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "champ suivant ; dans le dernier champ ou sur un bouton, appuyer sur le bouton"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Annulé"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Vérifiez votre connexion : %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Choix (Enter pour 1) : "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Tapez un nombre de %1$s à %2$s, ou le nom d’un choix"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "La connexion n’a pas pu démarrer"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Erreur : %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter garde ce que vous avez tapé)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Pour copier ou scanner : %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Robustesse : %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Appuyez sur Enter pour réessayer : "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc ou Ctrl-C pour annuler)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Vérification de la connexion…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Création de votre compte"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "L’authentification à deux facteurs est activée"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Création : %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "aucun compte n’est associé à cette adresse e-mail"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "Le stockage des comptes est indisponible : %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "requiert %1$s, actuellement %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Session ouverte depuis %1$s terminée"
            msgstr[1] "Session ouverte depuis %1$s terminée"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "L’authentification à deux facteurs est désactivée"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "E-mail"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "Aucune session mémorisée"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Code"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "E-mail"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Mot de passe"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Déconnecté ici, mais la session n’a pas pu être révoquée : %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(un terminal un peu plus grand affiche un code QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(un terminal plus large de %1$s colonnes et plus haut de %2$s lignes affiche un code QR)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(pas de couleurs ici pour dessiner un code QR)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(un terminal plus haut de %1$d ligne affiche un code QR)"
            msgstr[1] "(un terminal plus haut de %1$d lignes affiche un code QR)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(un terminal plus large de %1$d colonne affiche un code QR)"
            msgstr[1] "(un terminal plus large de %1$d colonnes affiche un code QR)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Terminal trop petit"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "requiert %1$s, actuellement %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "S’authentifier à nouveau"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Codes secrets"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "S’authentifier à nouveau"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Vérifiez votre connexion"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Connexion secrète"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Saisissez à nouveau votre mot de passe pour voir les codes."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Montrer !"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "L’authentification à deux facteurs est désactivée"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "L’authentification à deux facteurs est activée"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "L’authentification à deux facteurs est activée"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Vérifiez votre connexion"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Vérification de la connexion…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "L’AUTHENTIFICATION"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "C’EST SIMPLE"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Réessayer"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "passable"

            msgctxt "strength.good"
            msgid "good"
            msgstr "bonne"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "forte"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "très forte"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "trop facile à deviner"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "trop facile à deviner : %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "S’authentifier à nouveau"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Se connecter"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Identifiant"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "il repose sur un mot de passe ou un mot courant"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "il contient une date ou une année"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "c’est une suite de touches du clavier comme qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "il contient votre adresse e-mail ou votre identifiant"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "il répète des caractères ou des mots"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "c’est une suite comme 12345 ou abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "sa robustesse ne peut pas être vérifiée (libzxcvbn ne peut pas être chargée)"
            """#,
        "ja": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: ja\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=1; plural=0;\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "認証アプリのコードを入力してください"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "二要素認証コード"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "認証アプリの6桁のコード、またはリカバリーコードを入力してください。"

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "アカウント作成"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "アカウントを作成中"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "ログイン"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "次へ"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "登録"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "あと一歩です"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "ログインまたは登録"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "アカウントの検索または作成にメールアドレスが必要です。"

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "ログイン / 登録"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "ユーザー名 (任意)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "確認"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "戻る"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "キャンセル"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "確認中"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "閉じる"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "続行"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "完了"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s は必須です"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "認証アプリのコードを入力してください"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "アカウントは作成されましたが、ログインできませんでした (%1$s)。続行するにはログインしてください"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "このメールアドレスはすでに登録されています"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "パスワードを保護できませんでした (メモリー不足の可能性があります)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "試行回数が多すぎます。このアカウントは管理者がロックを解除するまでロックされます"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "このメールアドレスのアカウントはありません"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "このアカウントにはこの ID のセッションがありません"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "ログインしていません"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "二要素認証はすでにオンです"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "二要素認証によるログインは利用できません: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "アカウントデータベースが破損しているため、変更せずにそのままにしました: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "アカウントストアには 'authtui store migrate' の実行が必要です"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "アカウントデータベースは読み取り専用です: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "アカウントデータベースは新しいバージョンの authtui (スキーマ %1$s) で書き込まれています。authtui を更新してください"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "アカウントストアを利用できません: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "試行回数が多すぎます。%1$s後に再試行してください"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "コードが正しくありません"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "メールアドレスまたはパスワードが正しくありません"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "パスワードが正しくありません"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "メールアドレスを入力してください"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "有効なメールアドレスを入力してください (例: name@example.com)"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "メールアドレスは %1$s 文字以内にしてください"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s が無効です"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "パスワードが単純すぎます: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "パスワードを入力してください"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "パスワードをメールアドレスと同じにすることはできません"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "パスワードをユーザー名と同じにすることはできません"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "パスワードは %1$s 文字以内にしてください"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "パスワードは %1$s 文字以上にしてください"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s は必須です"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s は %2$s 文字以内にしてください"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s では、1 文字に %2$s 個を超えるアクセント記号を重ねることはできません"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s は %2$s バイト以内にしてください"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s は %2$s 文字以上にしてください"

            msgctxt "field.username"
            msgid "Username"
            msgstr "ユーザー名"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "ユーザー名に制御文字や不可視文字を含めることはできません"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "ユーザー名は %1$s 文字以内にしてください"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "記憶されているセッションはありません"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "最終使用日時: %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "ログインを開始できませんでした"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "セッション"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "ユーザー名に制御文字や不可視文字を含めることはできません"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "ログインを開始できませんでした"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "戻る"

            msgctxt "hint.next"
            msgid "next"
            msgstr "次へ"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "終了"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "決定"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "アカウントを削除しました"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "パスワード変更"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "パスワードを再入力"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "変更中"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "現在のパスワード"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "パスワードを変更しました。他のセッションはログアウトされました"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "現在のパスワードを入力してください"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "新しいパスワードが一致しません"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "新しいパスワード"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "他のセッションはログアウトされます"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "アカウント削除"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "確認のためパスワードを入力してください"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "削除"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "削除中"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "アカウントを削除するにはパスワードを入力してください"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "こんにちは、%1$s さん"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "ログアウト"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "全セッションからログアウト"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "ログアウトしました"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "全セッションからログアウトしました"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "ここではログアウトしましたが、他のセッションを無効にできませんでした: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "終了"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "秘密のページ"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "ここではログアウトしましたが、セッションを無効にできませんでした: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "セッション"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "作成日時: %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "終了"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "終了すると、その端末はログアウトされます。"

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "終了すると、ここでログアウトします。"

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "%1$s からのセッションを終了しました"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "最終使用日時: %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "記憶されているセッションはありません"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "ほかに古いセッションが %1$d 件 (authtui accounts sessions で一覧)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (この端末)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "処理中"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "ログインしています。"

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "二要素認証"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "確認"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "二要素認証はオフです"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "二要素認証はオンです"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "キー: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "二要素認証をオフにするには、パスワードと現在のコードが必要です。"

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "二要素認証をオンにするには、パスワードを入力してください。"

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "二要素認証がオンになりました。認証アプリを紛失した場合、下の各リカバリーコードでそれぞれ1回ログインできます。再表示されないため、安全に保管してください。"

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "認証アプリで QR コードをスキャンするか、キーを入力してください。次に、アプリに表示される6桁のコードを入力すると、二要素認証がオンになります。"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "オフにする"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "ダイアログを閉じる (戻る)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "カーソルを左へ移動"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "カーソルを右へ移動"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "フィールドの末尾へ移動"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "フィールドの先頭へ移動"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "カーソルの前の文字を削除"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "カーソル位置の文字を削除"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "フィールドの末尾まで削除"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "フィールドの先頭まで削除"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "カーソルの前の単語を削除 (パスワードではフィールド全体)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "次のフィールドまたはボタンへ移動 (循環)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "前のフィールドまたはボタンへ移動 (循環)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "選択中のボタンを押す"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "終了"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "次のフィールドへ移動。最後のフィールドまたはボタン上ではボタンを押す"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "キャンセルしました"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "接続を確認してください: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "選択してください (Enter で 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "%1$s から %2$s までの番号か、選択肢の名前を入力してください"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "ログインを開始できませんでした"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "エラー: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter で入力内容を保持)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "コピーまたはスキャン用: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "強度: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Enter を押すと再試行します: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc または Ctrl-C でキャンセル)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s 接続を確認しています…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "アカウントを作成中"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "二要素認証はオンです"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "作成日時: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "このメールアドレスのアカウントはありません"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "アカウントストアを利用できません: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "必要: %1$s、現在: %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "%1$s からのセッションを終了しました"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "二要素認証はオフです"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "メールアドレス"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "記憶されているセッションはありません"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "コード"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "メールアドレス"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "パスワード"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "ここではログアウトしましたが、セッションを無効にできませんでした: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(端末をもう少し大きくすると QR コードが表示されます)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(端末の幅をあと %1$s 列、高さをあと %2$s 行広げると QR コードが表示されます)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(QR コードを描画できる色がありません)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(端末の高さをあと %1$d 行広げると QR コードが表示されます)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(端末の幅をあと %1$d 列広げると QR コードが表示されます)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "端末が小さすぎます"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "必要: %1$s、現在: %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "再認証"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "秘密のコード"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "再認証"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "接続を確認してください"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "秘密のログイン"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "コードを見るには、パスワードを再入力してください。"

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "表示"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "二要素認証はオフです"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "二要素認証はオンです"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "二要素認証はオンです"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "接続を確認してください"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s 接続を確認しています…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "認証は"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "かんたん"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "再試行"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "普通"

            msgctxt "strength.good"
            msgid "good"
            msgstr "良い"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "強い"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "非常に強い"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "単純すぎます"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "単純すぎます: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "再認証"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "ログイン"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "ユーザー名"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s 分"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s 秒"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "よく使われるパスワードや単語に基づいています"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "日付または年が含まれています"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "qwerty のようなキーボード上の並びです"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "メールアドレスまたはユーザー名が含まれています"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "文字や単語が繰り返されています"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "12345 や abcde のような連続した並びです"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "強度を確認できません (libzxcvbn を読み込めません)"
            """#,
        "pt_BR": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: pt_BR\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=2; plural=(n > 1);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Digite o código do seu aplicativo autenticador"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Código de dois fatores"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Digite o código de 6 dígitos do seu aplicativo autenticador ou um código de recuperação."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Criar conta"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Criando sua conta"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Entrar"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Próximo"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "Cadastrar"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Só mais um passo"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Entre ou cadastre-se"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "Precisamos do seu e-mail para encontrar ou criar sua conta."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "ENTRAR / CADASTRAR"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Usuário (opcional)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Verificar"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Voltar"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Cancelar"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Verificando"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Fechar"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Continuar"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Concluído"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s: campo obrigatório"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Digite o código do seu aplicativo autenticador"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Sua conta foi criada, mas não foi possível entrar (%1$s). Entre para continuar"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Este e-mail já está cadastrado"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "Não foi possível proteger a senha (memória insuficiente?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Muitas tentativas. Esta conta está bloqueada até que um administrador a desbloqueie"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "nenhuma conta tem este e-mail"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "a conta não tem nenhuma sessão com este identificador"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "Sessão não iniciada"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "A autenticação de dois fatores já está ativada"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "O login com dois fatores não está disponível: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "O banco de dados de contas está danificado e não foi alterado: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "o armazenamento de contas precisa de “authtui store migrate”"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "O banco de dados de contas está somente leitura: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "O banco de dados de contas foi gravado por uma versão mais recente do authtui (esquema %1$s); atualize o authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "O armazenamento de contas não está disponível: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Muitas tentativas. Tente novamente em %1$s"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Código incorreto"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "E-mail ou senha incorretos"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Senha incorreta"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Digite seu e-mail"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Digite um e-mail válido, como nome@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "O e-mail deve ter no máximo %1$s caracteres"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s: valor inválido"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Fácil demais de adivinhar: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Digite sua senha"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "A senha não pode ser o seu e-mail"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "A senha não pode ser o seu nome de usuário"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "A senha deve ter no máximo %1$s caracteres"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "A senha deve ter pelo menos %1$s caracteres"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s: campo obrigatório"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s: no máximo %2$s caracteres"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s: no máximo %2$s acentos empilhados em uma mesma letra"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s: no máximo %2$s bytes"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s: no mínimo %2$s caracteres"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Usuário"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "O nome de usuário não pode conter caracteres de controle ou invisíveis"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "O nome de usuário deve ter no máximo %1$s caracteres"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Nenhuma sessão lembrada"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Último uso em %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Não foi possível iniciar o login"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Sessões"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "O nome de usuário não pode conter caracteres de controle ou invisíveis"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Não foi possível iniciar o login"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "voltar"

            msgctxt "hint.next"
            msgid "next"
            msgstr "próximo"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "sair"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "enviar"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "A conta foi excluída"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Alterar senha"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Confirmar senha"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Alterando"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Senha atual"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Senha alterada; suas outras sessões foram encerradas"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Digite sua senha atual"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "As novas senhas não conferem"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Nova senha"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Suas outras sessões serão encerradas"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Excluir conta"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Digite sua senha para confirmar"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Excluir"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Excluindo"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Digite sua senha para excluir a conta"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Olá, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Encerrar sessão"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Encerrar todas as sessões"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Sessão encerrada"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Todas as sessões encerradas"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Sessão encerrada aqui, mas as outras sessões não puderam ser revogadas: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Sair"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Página secreta"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Sessão encerrada aqui, mas a sessão não pôde ser revogada: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Sessões"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Criada em %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Encerrar"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "Encerrá-la desconecta aquele terminal."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "Encerrá-la desconecta você aqui."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Encerrada a sessão iniciada em %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Último uso em %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "Nenhuma sessão lembrada"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "e %1$d mais antiga (authtui accounts sessions a lista)"
            msgstr[1] "e %1$d mais antigas (authtui accounts sessions as lista)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (esta)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Encerrando"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Sessão iniciada."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Autenticação de dois fatores"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Confirmar"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "A autenticação de dois fatores está desativada"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "A autenticação de dois fatores está ativada"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Chave: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Para desativar a autenticação de dois fatores, são necessários sua senha e um código atual."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Digite sua senha para ativar a autenticação de dois fatores."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "A autenticação de dois fatores está ativada. Cada código de recuperação abaixo permite entrar uma vez se você perder seu autenticador; guarde-os em local seguro, eles não serão mostrados novamente."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Escaneie o código com um aplicativo autenticador ou digite a chave nele; depois digite o código de 6 dígitos exibido para ativar a autenticação de dois fatores."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Desativar"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "fechar o painel (voltar)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "mover o cursor para a esquerda"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "mover o cursor para a direita"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "ir para o fim do campo"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "ir para o início do campo"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "apagar o caractere antes do cursor"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "apagar o caractere sob o cursor"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "apagar até o fim do campo"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "apagar até o início do campo"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "apagar a palavra antes do cursor (o campo inteiro em uma senha)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "ir para o próximo campo ou botão (circular)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "ir para o campo ou botão anterior (circular)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "pressionar o botão em foco"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "sair"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "próximo campo; no último campo ou em um botão, pressionar o botão"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Cancelado"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Verifique sua conexão: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Escolha (Enter para 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Digite um número de %1$s a %2$s ou o nome de uma opção"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "Não foi possível iniciar o login"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Erro: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter mantém o que você digitou)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Para copiar ou escanear: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Força: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Pressione Enter para tentar novamente: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc ou Ctrl-C cancela)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Verificando a conexão…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Criando sua conta"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "A autenticação de dois fatores está ativada"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Criada em %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "nenhuma conta tem este e-mail"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "O armazenamento de contas não está disponível: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "requer %1$s, agora %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Encerrada a sessão iniciada em %1$s"
            msgstr[1] "Encerrada a sessão iniciada em %1$s"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "A autenticação de dois fatores está desativada"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "E-mail"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "Nenhuma sessão lembrada"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Código"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "E-mail"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Senha"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Sessão encerrada aqui, mas a sessão não pôde ser revogada: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(um terminal um pouco maior mostra um código QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(um terminal %1$s colunas mais largo e %2$s linhas mais alto mostra um código QR)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(sem cores aqui para desenhar um código QR)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(um terminal %1$d linha mais alto mostra um código QR)"
            msgstr[1] "(um terminal %1$d linhas mais alto mostra um código QR)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(um terminal %1$d coluna mais largo mostra um código QR)"
            msgstr[1] "(um terminal %1$d colunas mais largo mostra um código QR)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Terminal pequeno demais"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "requer %1$s, agora %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "Autenticar novamente"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Códigos secretos"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Autenticar novamente"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Verifique sua conexão"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Entrada secreta"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Digite sua senha novamente para ver os códigos."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Mostrar!"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "A autenticação de dois fatores está desativada"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "A autenticação de dois fatores está ativada"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "A autenticação de dois fatores está ativada"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Verifique sua conexão"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Verificando a conexão…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "AUTENTICAR"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "É FÁCIL"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Tentar novamente"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "razoável"

            msgctxt "strength.good"
            msgid "good"
            msgstr "boa"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "forte"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "muito forte"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "fácil demais de adivinhar"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "fácil demais de adivinhar: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Autenticar novamente"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Entrar"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Usuário"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "é baseada em uma senha ou palavra muito usada"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "contém uma data ou um ano"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "é um padrão de teclado como qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "contém seu e-mail ou nome de usuário"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "repete caracteres ou palavras"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "é uma sequência como 12345 ou abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "a força dela não pode ser verificada (não foi possível carregar a libzxcvbn)"
            """#,
        "ru": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: ru\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Введите код из приложения-аутентификатора"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Код двухфакторной аутентификации"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Введите 6-значный код из приложения-аутентификатора или код восстановления."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Создать учётную запись"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Создание учётной записи"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Войти"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Далее"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "Зарегистрироваться"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Ещё один шаг"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Вход или регистрация"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "По адресу электронной почты мы найдём или создадим вашу учётную запись."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "ВХОД / РЕГИСТРАЦИЯ"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Логин (по желанию)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Подтвердить"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Назад"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Отмена"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Проверка"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Закрыть"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Продолжить"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Готово"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s: обязательное поле"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Введите код из приложения-аутентификатора"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Учётная запись создана, но войти в систему не удалось (%1$s). Войдите, чтобы продолжить"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Этот адрес электронной почты уже зарегистрирован"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "Не удалось защитить пароль (недостаточно памяти?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Слишком много попыток. Учётная запись заблокирована, пока её не разблокирует оператор"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "нет учётной записи с таким адресом электронной почты"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "у учётной записи нет сеанса с таким идентификатором"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "Вы не вошли в систему"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "Двухфакторная аутентификация уже включена"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "Вход с двухфакторной аутентификацией недоступен: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "База данных учётных записей повреждена и оставлена без изменений: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "хранилище учётных записей требует выполнить 'authtui store migrate'"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "База данных учётных записей доступна только для чтения: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "База данных учётных записей записана более новой версией authtui (схема %1$s); обновите authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "Хранилище учётных записей недоступно: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Слишком много попыток. Повторите попытку через %1$s"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Неверный код"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "Неверный адрес электронной почты или пароль"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Неверный пароль"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Введите адрес электронной почты"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Введите правильный адрес электронной почты, например name@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "Адрес электронной почты слишком длинный (максимум символов: %1$s)"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s: недопустимое значение"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Слишком простой пароль: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Введите пароль"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "Пароль не должен совпадать с адресом электронной почты"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "Пароль не должен совпадать с логином"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "Пароль слишком длинный (максимум символов: %1$s)"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "Пароль слишком короткий (минимум символов: %1$s)"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s: обязательное поле"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s: слишком длинное значение (максимум символов: %2$s)"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s: слишком много диакритических знаков на одной букве (максимум: %2$s)"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s: слишком длинное значение (максимум байтов: %2$s)"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s: слишком короткое значение (минимум символов: %2$s)"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Логин"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "Логин не должен содержать управляющих или невидимых символов"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "Логин слишком длинный (максимум символов: %1$s)"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Нет запомненных сеансов"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Последнее использование: %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Не удалось начать вход в систему"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Сеансы"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Логин не должен содержать управляющих или невидимых символов"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Не удалось начать вход в систему"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "назад"

            msgctxt "hint.next"
            msgid "next"
            msgstr "далее"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "выход"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "отправить"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "Учётная запись удалена"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Сменить пароль"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Повторите пароль"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Смена пароля"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Текущий пароль"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Пароль изменён; другие ваши сеансы завершены"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Введите текущий пароль"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "Новые пароли не совпадают"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Новый пароль"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Другие ваши сеансы будут завершены"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Удалить учётную запись"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Введите пароль для подтверждения"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Удалить"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Удаление"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Введите пароль, чтобы удалить учётную запись"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Здравствуйте, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Выйти"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Выйти из всех сеансов"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Вы вышли из системы"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Выполнен выход из всех сеансов"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Здесь выход выполнен, но другие сеансы отозвать не удалось: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Закрыть"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Тайная страница"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Здесь выход выполнен, но сеанс отозвать не удалось: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Сеансы"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Создан: %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Завершить"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "Завершение сеанса выполнит выход на том терминале."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "Завершение сеанса выполнит выход здесь."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Сеанс с %1$s завершён"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Последнее использование: %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "Нет запомненных сеансов"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "и ещё %1$d более старый (все показывает authtui accounts sessions)"
            msgstr[1] "и ещё %1$d более старых (все показывает authtui accounts sessions)"
            msgstr[2] "и ещё %1$d более старых (все показывает authtui accounts sessions)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (текущий)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Выполняется"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Вы вошли в систему."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Двухфакторная аутентификация"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Подтвердить"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "Двухфакторная аутентификация отключена"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "Двухфакторная аутентификация включена"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Ключ: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Чтобы отключить двухфакторную аутентификацию, нужны пароль и текущий код."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Введите пароль, чтобы включить двухфакторную аутентификацию."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "Двухфакторная аутентификация включена. Каждый из кодов восстановления ниже позволяет один раз войти в систему, если вы потеряете аутентификатор; храните их в надёжном месте, повторно они показаны не будут."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Отсканируйте QR-код приложением-аутентификатором или введите в него ключ; затем введите показанный им 6-значный код, чтобы включить двухфакторную аутентификацию."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Отключить"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "закрыть окно (назад)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "переместить курсор влево"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "переместить курсор вправо"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "перейти в конец поля"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "перейти в начало поля"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "удалить символ перед курсором"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "удалить символ под курсором"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "удалить до конца поля"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "удалить до начала поля"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "удалить слово перед курсором (в поле пароля — всё поле)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "перейти к следующему полю или кнопке (по кругу)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "перейти к предыдущему полю или кнопке (по кругу)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "нажать выбранную кнопку"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "выйти из программы"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "следующее поле; в последнем поле или на кнопке — нажать кнопку"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Отменено"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Проверьте подключение: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Выберите (Enter — 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Введите число от %1$s до %2$s или название варианта"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "Не удалось начать вход в систему"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Ошибка: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter — оставить введённое)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Для копирования или сканирования: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Оценка пароля: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Нажмите Enter, чтобы повторить попытку: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc или Ctrl-C — отмена)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Проверка соединения…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Создание учётной записи"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "Двухфакторная аутентификация включена"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Создан: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "нет учётной записи с таким адресом электронной почты"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "Хранилище учётных записей недоступно: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "нужно %1$s, сейчас %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Сеанс с %1$s завершён"
            msgstr[1] "Сеанс с %1$s завершён"
            msgstr[2] "Сеанс с %1$s завершён"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "Двухфакторная аутентификация отключена"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "Эл. почта"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "Нет запомненных сеансов"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Код"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "Эл. почта"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Пароль"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Здесь выход выполнен, но сеанс отозвать не удалось: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(чуть больший терминал покажет QR-код)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(для QR-кода терминалу не хватает столбцов: %1$s, строк: %2$s)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(здесь нет цветов, чтобы нарисовать QR-код)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(для QR-кода терминалу не хватает %1$d строки)"
            msgstr[1] "(для QR-кода терминалу не хватает %1$d строк)"
            msgstr[2] "(для QR-кода терминалу не хватает %1$d строк)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(для QR-кода терминалу не хватает %1$d столбца)"
            msgstr[1] "(для QR-кода терминалу не хватает %1$d столбцов)"
            msgstr[2] "(для QR-кода терминалу не хватает %1$d столбцов)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Терминал слишком мал"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "нужно %1$s, сейчас %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "Войти снова"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Секретные коды"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Войти снова"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Проверьте подключение"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Тайный вход"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Введите пароль ещё раз, чтобы увидеть коды."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Показать!"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Двухфакторная аутентификация отключена"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Двухфакторная аутентификация включена"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Двухфакторная аутентификация включена"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Проверьте подключение"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Проверка соединения…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "АУТЕНТИФИКАЦИЯ"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "ЭТО ПРОСТО"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Повторить"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "средний"

            msgctxt "strength.good"
            msgid "good"
            msgstr "хороший"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "надёжный"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "очень надёжный"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "слишком простой"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "слишком простой: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Войти снова"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Войти"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Логин"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s мин"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s с"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "он основан на распространённом пароле или слове"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "он содержит дату или год"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "это клавиатурная последовательность вроде qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "он содержит ваш адрес электронной почты или логин"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "в нём повторяются символы или слова"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "это последовательность вроде 12345 или abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "его надёжность невозможно проверить (не удаётся загрузить libzxcvbn)"
            """#,
        "uk": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: uk\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "Введіть код із застосунку-автентифікатора"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "Код двофакторної автентифікації"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "Введіть 6-значний код із застосунку-автентифікатора або код відновлення."

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "Створити обліковий запис"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "Створення облікового запису"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "Увійти"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "Далі"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "Зареєструватися"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "Ще один крок"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "Вхід або реєстрація"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "За адресою електронної пошти ми знайдемо або створимо ваш обліковий запис."

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "ВХІД / РЕЄСТРАЦІЯ"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "Логін (за бажанням)"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "Підтвердити"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "Назад"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "Скасувати"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "Перевірка"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "Закрити"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "Продовжити"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "Готово"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s: обов'язкове поле"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "Введіть код із застосунку-автентифікатора"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "Обліковий запис створено, але увійти до системи не вдалося (%1$s). Увійдіть, щоб продовжити"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "Цю адресу електронної пошти вже зареєстровано"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "Не вдалося захистити пароль (недостатньо пам'яті?)"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "Забагато спроб. Обліковий запис заблоковано, доки оператор його не розблокує"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "немає облікового запису з такою адресою електронної пошти"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "обліковий запис не має сеансу з таким ідентифікатором"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "Ви не увійшли до системи"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "Двофакторну автентифікацію вже увімкнено"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "Вхід із двофакторною автентифікацією недоступний: %1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "Базу даних облікових записів пошкоджено, її залишено без змін: %1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "сховище облікових записів потребує виконання 'authtui store migrate'"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "База даних облікових записів доступна лише для читання: %1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "Базу даних облікових записів записано новішою версією authtui (схема %1$s); оновіть authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "Сховище облікових записів недоступне: %1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "Забагато спроб. Повторіть спробу через %1$s"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "Неправильний код"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "Неправильна адреса електронної пошти або пароль"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "Неправильний пароль"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "Введіть адресу електронної пошти"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "Введіть правильну адресу електронної пошти, наприклад name@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "Адреса електронної пошти задовга (максимум символів: %1$s)"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s: неприпустиме значення"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "Занадто простий пароль: %1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "Введіть пароль"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "Пароль не повинен збігатися з адресою електронної пошти"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "Пароль не повинен збігатися з логіном"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "Пароль задовгий (максимум символів: %1$s)"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "Пароль закороткий (мінімум символів: %1$s)"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s: обов'язкове поле"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s: задовге значення (максимум символів: %2$s)"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s: забагато діакритичних знаків на одній літері (максимум: %2$s)"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s: задовге значення (максимум байтів: %2$s)"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s: закоротке значення (мінімум символів: %2$s)"

            msgctxt "field.username"
            msgid "Username"
            msgstr "Логін"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "Логін не повинен містити керівних або невидимих символів"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "Логін задовгий (максимум символів: %1$s)"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Немає запам'ятованих сеансів"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Останнє використання: %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Не вдалося розпочати вхід до системи"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Сеанси"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Логін не повинен містити керівних або невидимих символів"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Не вдалося розпочати вхід до системи"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "назад"

            msgctxt "hint.next"
            msgid "next"
            msgstr "далі"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "вихід"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "надіслати"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "Обліковий запис вилучено"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "Змінити пароль"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "Повторіть пароль"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "Зміна пароля"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "Поточний пароль"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "Пароль змінено; інші ваші сеанси завершено"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "Введіть поточний пароль"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "Нові паролі не збігаються"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "Новий пароль"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "Інші ваші сеанси буде завершено"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "Вилучити обліковий запис"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "Введіть пароль для підтвердження"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "Вилучити"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "Вилучення"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "Введіть пароль, щоб вилучити обліковий запис"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "Вітаємо, %1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "Вийти"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "Вийти з усіх сеансів"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "Ви вийшли з системи"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "Виконано вихід з усіх сеансів"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "Тут вихід виконано, але інші сеанси не вдалося відкликати: %1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "Закрити"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "Таємна сторінка"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "Тут вихід виконано, але сеанс не вдалося відкликати: %1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "Сеанси"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "Створено: %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "Завершити"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "Завершення сеансу виконає вихід на тому терміналі."

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "Завершення сеансу виконає вихід тут."

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "Сеанс з %1$s завершено"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Останнє використання: %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "Немає запам'ятованих сеансів"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "і ще %1$d старіший (усі показує authtui accounts sessions)"
            msgstr[1] "і ще %1$d старіші (усі показує authtui accounts sessions)"
            msgstr[2] "і ще %1$d старіших (усі показує authtui accounts sessions)"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s (поточний)"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "Виконується"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "Ви увійшли до системи."

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "Двофакторна автентифікація"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "Підтвердити"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "Двофакторну автентифікацію вимкнено"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "Двофакторну автентифікацію увімкнено"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "Ключ: %1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "Щоб вимкнути двофакторну автентифікацію, потрібні пароль і поточний код."

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "Введіть пароль, щоб увімкнути двофакторну автентифікацію."

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "Двофакторну автентифікацію увімкнено. Кожен із кодів відновлення нижче дає змогу один раз увійти до системи, якщо ви втратите автентифікатор; зберігайте їх у надійному місці, повторно їх не буде показано."

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "Відскануйте QR-код застосунком-автентифікатором або введіть у нього ключ; потім введіть показаний ним 6-значний код, щоб увімкнути двофакторну автентифікацію."

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Вимкнути"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "закрити вікно (назад)"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "пересунути курсор ліворуч"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "пересунути курсор праворуч"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "перейти в кінець поля"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "перейти на початок поля"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "вилучити символ перед курсором"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "вилучити символ під курсором"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "вилучити до кінця поля"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "вилучити до початку поля"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "вилучити слово перед курсором (у полі пароля — усе поле)"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "перейти до наступного поля або кнопки (по колу)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "перейти до попереднього поля або кнопки (по колу)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "натиснути вибрану кнопку"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "вийти з програми"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "наступне поле; в останньому полі або на кнопці — натиснути кнопку"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "Скасовано"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "Перевірте з'єднання: %1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "Виберіть (Enter — 1): "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "Введіть число від %1$s до %2$s або назву варіанта"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "Не вдалося розпочати вхід до системи"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "Помилка: %1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (Enter — залишити введене)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "Для копіювання або сканування: %1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "Оцінка пароля: %1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "Натисніть Enter, щоб повторити спробу: "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s… (Esc або Ctrl-C — скасувати)"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s Перевірка з’єднання…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Створення облікового запису"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "Двофакторну автентифікацію увімкнено"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "Створено: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "немає облікового запису з такою адресою електронної пошти"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "Сховище облікових записів недоступне: %1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "потрібно %1$s, зараз %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "Сеанс з %1$s завершено"
            msgstr[1] "Сеанс з %1$s завершено"
            msgstr[2] "Сеанс з %1$s завершено"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "Двофакторну автентифікацію вимкнено"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "Ел. пошта"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "Немає запам'ятованих сеансів"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "Код"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "Ел. пошта"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "Пароль"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "Тут вихід виконано, але сеанс не вдалося відкликати: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(трохи більший термінал покаже QR-код)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(для QR-коду терміналу бракує стовпців: %1$s, рядків: %2$s)"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "(тут немає кольорів, щоб намалювати QR-код)"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "(для QR-коду терміналу бракує %1$d рядка)"
            msgstr[1] "(для QR-коду терміналу бракує %1$d рядків)"
            msgstr[2] "(для QR-коду терміналу бракує %1$d рядків)"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "(для QR-коду терміналу бракує %1$d стовпця)"
            msgstr[1] "(для QR-коду терміналу бракує %1$d стовпців)"
            msgstr[2] "(для QR-коду терміналу бракує %1$d стовпців)"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "Термінал замалий"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "потрібно %1$s, зараз %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "Увійти знову"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "Секретні коди"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Увійти знову"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Перевірте з'єднання"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Таємний вхід"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Введіть пароль ще раз, щоб побачити коди."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Показати!"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""
            msgstr[1] ""
            msgstr[2] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Двофакторну автентифікацію вимкнено"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Двофакторну автентифікацію увімкнено"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Двофакторну автентифікацію увімкнено"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "Перевірте з'єднання"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s Перевірка з’єднання…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "АВТЕНТИФІКАЦІЯ"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "ЦЕ ПРОСТО"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "Повторити"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "середній"

            msgctxt "strength.good"
            msgid "good"
            msgstr "добрий"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "надійний"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "дуже надійний"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "занадто простий"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "занадто простий: %1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Увійти знову"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Увійти"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "Логін"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s хв"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s с"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "він побудований на поширеному паролі або слові"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "він містить дату або рік"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "це клавіатурна послідовність на кшталт qwerty"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "він містить вашу адресу електронної пошти або логін"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "у ньому повторюються символи або слова"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "це послідовність на кшталт 12345 або abcde"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "його надійність неможливо перевірити (не вдається завантажити libzxcvbn)"
            """#,
        "zh_CN": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "Last-Translator: Automatically generated\n"
            "Language-Team: none\n"
            "Language: zh_CN\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=1; plural=0;\n"

            msgctxt "accounts.code.empty"
            msgid "Type the code from your authenticator app"
            msgstr "请输入身份验证器应用中的验证码"

            msgctxt "accounts.code.title"
            msgid "Two-factor code"
            msgstr "双因素验证码"

            msgctxt "accounts.code.why"
            msgid "Enter the 6-digit code from your authenticator app, or a recovery code."
            msgstr "请输入身份验证器应用中的 6 位验证码，或一个恢复码。"

            msgctxt "accounts.create-account"
            msgid "Create account"
            msgstr "创建账户"

            msgctxt "accounts.creating"
            msgid "Creating your account"
            msgstr "正在创建账户"

            msgctxt "accounts.log-in"
            msgid "Log in"
            msgstr "登录"

            msgctxt "accounts.next"
            msgid "Next"
            msgstr "下一步"

            msgctxt "accounts.register"
            msgid "Register"
            msgstr "注册"

            msgctxt "accounts.registration.title"
            msgid "One more step"
            msgstr "还差一步"

            msgctxt "accounts.sign-in.title"
            msgid "Sign in or register"
            msgstr "登录或注册"

            msgctxt "accounts.sign-in.why"
            msgid "We need your email to find or create your account."
            msgstr "我们需要您的电子邮箱地址来查找或创建您的账户。"

            msgctxt "accounts.start"
            msgid "SIGN IN / REGISTER"
            msgstr "登录 / 注册"

            msgctxt "accounts.username"
            msgid "Username (optional)"
            msgstr "用户名（可选）"

            msgctxt "accounts.verify"
            msgid "Verify"
            msgstr "验证"

            #, c-format
            msgctxt "audit.verify.altered"
            msgid "security log broken at event %1$s: it was altered (its hash does not match its fields and the event before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] ""

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr ""

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr ""

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr ""

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr ""

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr ""

            msgctxt "choice.back"
            msgid "Back"
            msgstr "返回"

            msgctxt "choice.cancel"
            msgid "Cancel"
            msgstr "取消"

            msgctxt "choice.checking"
            msgid "Checking"
            msgstr "正在验证"

            msgctxt "choice.close"
            msgid "Close"
            msgstr "关闭"

            msgctxt "choice.continue"
            msgid "Continue"
            msgstr "继续"

            msgctxt "choice.done"
            msgid "Done"
            msgstr "完成"

            msgctxt "choice.ok"
            msgid "OK"
            msgstr ""

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr ""

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr ""

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr ""

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr ""

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr ""

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.setting"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in %3$s)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr ""

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr ""

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr ""

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr ""

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr ""

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr ""

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr ""

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr ""

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr ""

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr ""

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr ""

            msgctxt "config.bad-unicode-escape"
            msgid "\\u needs four hexadecimal digits of a character"
            msgstr ""

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr ""

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr ""

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr ""

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr ""

            msgctxt "config.expected-value"
            msgid "expected a value: a \"string\", a number, true or false"
            msgstr ""

            msgctxt "config.no-tables"
            msgid "tables are not supported here; put settings at the top level"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "%1$s为必填项"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr ""

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr ""

            #, c-format
            msgctxt "config.unknown-setting"
            msgid "unknown setting '%1$s' (expected %2$s)"
            msgstr ""

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr ""

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr ""

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr ""

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr ""

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr ""

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr ""

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr ""

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr ""

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr ""

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr ""

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr ""

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr ""

            msgctxt "error.code-required"
            msgid "Enter the code from your authenticator app"
            msgstr "请输入身份验证器应用中的验证码"

            #, c-format
            msgctxt "error.created-not-signed-in"
            msgid "Your account was created, but you could not be signed in (%1$s). Sign in to continue"
            msgstr "账户已创建，但无法登录（%1$s）。请登录以继续"

            msgctxt "error.email-registered"
            msgid "This email is already registered"
            msgstr "此电子邮箱已注册"

            msgctxt "error.hashing-failed"
            msgid "Could not protect the password (not enough memory?)"
            msgstr "无法保护密码（内存不足？）"

            msgctxt "error.locked"
            msgid "Too many attempts. This account is locked until an operator unlocks it"
            msgstr "尝试次数过多。此账户已被锁定，需由管理员解锁"

            msgctxt "error.no-such-account"
            msgid "no account has this email"
            msgstr "没有使用此电子邮箱的账户"

            msgctxt "error.no-such-session"
            msgid "the account has no session with this id"
            msgstr "该账户没有此 ID 的会话"

            msgctxt "error.not-signed-in"
            msgid "You are not signed in"
            msgstr "您尚未登录"

            msgctxt "error.second-factor-on"
            msgid "Two-factor authentication is already on"
            msgstr "双因素认证已处于开启状态"

            #, c-format
            msgctxt "error.second-factor-unavailable"
            msgid "Two-factor sign-in is unavailable: %1$s"
            msgstr "双因素认证登录不可用：%1$s"

            #, c-format
            msgctxt "error.store-corrupted"
            msgid "The account database is damaged and was left untouched: %1$s"
            msgstr "账户数据库已损坏，未做任何改动：%1$s"

            msgctxt "error.store-needs-migration"
            msgid "the account store needs 'authtui store migrate'"
            msgstr "账户存储需要运行 'authtui store migrate'"

            #, c-format
            msgctxt "error.store-read-only"
            msgid "The account database is read-only: %1$s"
            msgstr "账户数据库为只读：%1$s"

            #, c-format
            msgctxt "error.store-too-new"
            msgid "The account database was written by a newer authtui (schema %1$s); update authtui"
            msgstr "账户数据库由更新版本的 authtui 写入（模式版本 %1$s）；请更新 authtui"

            #, c-format
            msgctxt "error.store-unavailable"
            msgid "The account store is unavailable: %1$s"
            msgstr "账户存储不可用：%1$s"

            #, c-format
            msgctxt "error.too-many-attempts"
            msgid "Too many attempts. Try again in %1$s"
            msgstr "尝试次数过多。请在 %1$s后重试"

            msgctxt "error.wrong-code"
            msgid "Wrong code"
            msgstr "验证码错误"

            msgctxt "error.wrong-credentials"
            msgid "Wrong email or password"
            msgstr "电子邮箱或密码错误"

            msgctxt "error.wrong-password"
            msgid "Wrong password"
            msgstr "密码错误"

            msgctxt "exit-status.0"
            msgid "a normal quit; login: someone is signed in; greet: a session is to start"
            msgstr ""

            msgctxt "exit-status.1"
            msgid "login, run: backed out (Esc on the Start screen); the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr ""

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr ""

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr ""

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr ""

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr ""

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr ""

            msgctxt "field.email.empty"
            msgid "Enter your email"
            msgstr "请输入电子邮箱"

            msgctxt "field.email.malformed"
            msgid "Enter a valid email, like name@example.com"
            msgstr "请输入有效的电子邮箱，例如 name@example.com"

            #, c-format
            msgctxt "field.email.too-long"
            msgid "Email must be at most %1$s characters"
            msgstr "电子邮箱不能超过 %1$s 个字符"

            #, c-format
            msgctxt "field.not-valid"
            msgid "%1$s is not valid"
            msgstr "%1$s无效"

            #, c-format
            msgctxt "field.password.easy-to-guess"
            msgid "Too easy to guess: %1$s"
            msgstr "密码太简单：%1$s"

            msgctxt "field.password.empty"
            msgid "Enter your password"
            msgstr "请输入密码"

            msgctxt "field.password.same-as-email"
            msgid "Password must not be your email"
            msgstr "密码不能与电子邮箱相同"

            msgctxt "field.password.same-as-username"
            msgid "Password must not be your username"
            msgstr "密码不能与用户名相同"

            #, c-format
            msgctxt "field.password.too-long"
            msgid "Password must be at most %1$s characters"
            msgstr "密码不能超过 %1$s 个字符"

            #, c-format
            msgctxt "field.password.too-short"
            msgid "Password must be at least %1$s characters"
            msgstr "密码至少需要 %1$s 个字符"

            #, c-format
            msgctxt "field.required"
            msgid "%1$s is required"
            msgstr "%1$s为必填项"

            #, c-format
            msgctxt "field.too-long"
            msgid "%1$s must be at most %2$s characters"
            msgstr "%1$s不能超过 %2$s 个字符"

            #, c-format
            msgctxt "field.too-many-accents"
            msgid "%1$s must not stack more than %2$s accents on one letter"
            msgstr "%1$s中的单个字母上不能叠加超过 %2$s 个重音符号"

            #, c-format
            msgctxt "field.too-many-bytes"
            msgid "%1$s must be at most %2$s bytes"
            msgstr "%1$s不能超过 %2$s 个字节"

            #, c-format
            msgctxt "field.too-short"
            msgid "%1$s must be at least %2$s characters"
            msgstr "%1$s至少需要 %2$s 个字符"

            msgctxt "field.username"
            msgid "Username"
            msgstr "用户名"

            msgctxt "field.username.invisible"
            msgid "Username must not contain control or invisible characters"
            msgstr "用户名不能包含控制字符或不可见字符"

            #, c-format
            msgctxt "field.username.too-long"
            msgid "Username must be at most %1$s characters"
            msgstr "用户名不能超过 %1$s 个字符"

            #, c-format
            msgctxt "gate.logged-out"
            msgid "Ended this key's session of %1$s; the next connection asks again"
            msgstr ""

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr ""

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr ""

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr ""

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr ""

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr ""

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr ""

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr ""

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr ""

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr ""

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "没有记住的会话"

            #, fuzzy, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "上次使用于 %1$s"

            #, fuzzy, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "无法开始登录"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr ""

            #, fuzzy
            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "会话"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr ""

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr ""

            msgctxt "help.commands"
            msgid "commands:"
            msgstr ""

            msgctxt "help.environment"
            msgid "environment:"
            msgstr ""

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr ""

            msgctxt "help.keys"
            msgid "keys:"
            msgstr ""

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr ""

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr ""

            msgctxt "help.options"
            msgid "options:"
            msgstr ""

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Ctrl-D backs out. On the full screen the terminal's cursor\n"
            "is always on what has focus (the caret in a field, on the row that starts with the field's\n"
            "label; a focused button's first letter), and on a message that has just appeared until the\n"
            "next key, so a reader that follows the cursor hears each field and button as Tab reaches it\n"
            "and each error as it appears."
            msgstr ""

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr ""

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr ""

            msgctxt "help.usage"
            msgid "usage:"
            msgstr ""

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr ""

            #, fuzzy
            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "用户名不能包含控制字符或不可见字符"

            #, fuzzy, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "无法开始登录"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr ""

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr ""

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr ""

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr ""

            msgctxt "hint.back"
            msgid "back"
            msgstr "返回"

            msgctxt "hint.next"
            msgid "next"
            msgstr "下一项"

            msgctxt "hint.quit"
            msgid "quit"
            msgstr "退出"

            msgctxt "hint.submit"
            msgid "submit"
            msgstr "提交"

            msgctxt "host.account-deleted"
            msgid "The account is deleted"
            msgstr "账户已删除"

            msgctxt "host.change-password"
            msgid "Change password"
            msgstr "更改密码"

            msgctxt "host.change.again"
            msgid "New password again"
            msgstr "重新输入新密码"

            msgctxt "host.change.changing"
            msgid "Changing"
            msgstr "正在更改"

            msgctxt "host.change.current"
            msgid "Current password"
            msgstr "当前密码"

            msgctxt "host.change.done"
            msgid "Password changed; your other sessions were signed out"
            msgstr "密码已更改；您的其他会话已登出"

            msgctxt "host.change.enter-current"
            msgid "Enter your current password"
            msgstr "请输入当前密码"

            msgctxt "host.change.mismatch"
            msgid "The new passwords do not match"
            msgstr "新密码不匹配"

            msgctxt "host.change.new"
            msgid "New password"
            msgstr "新密码"

            msgctxt "host.change.others-signed-out"
            msgid "Your other sessions will be signed out"
            msgstr "您的其他会话将被登出"

            msgctxt "host.delete-account"
            msgid "Delete account"
            msgstr "删除账户"

            msgctxt "host.delete.confirm"
            msgid "Enter your password to confirm"
            msgstr "请输入密码以确认"

            msgctxt "host.delete.delete"
            msgid "Delete"
            msgstr "删除"

            msgctxt "host.delete.deleting"
            msgid "Deleting"
            msgstr "正在删除"

            msgctxt "host.delete.type-password"
            msgid "Type your password to delete the account"
            msgstr "请输入密码以删除账户"

            #, c-format
            msgctxt "host.greeting"
            msgid "Hi, %1$s"
            msgstr "你好，%1$s"

            msgctxt "host.log-out"
            msgid "Log out"
            msgstr "登出"

            msgctxt "host.log-out-everywhere"
            msgid "Log out everywhere"
            msgstr "登出所有会话"

            msgctxt "host.logged-out"
            msgid "Logged out"
            msgstr "已登出"

            msgctxt "host.logged-out-everywhere"
            msgid "Logged out everywhere"
            msgstr "已登出所有会话"

            #, c-format
            msgctxt "host.others-not-revoked"
            msgid "Logged out here, but the other sessions could not be revoked: %1$s"
            msgstr "已在此处登出，但无法撤销其他会话：%1$s"

            msgctxt "host.quit"
            msgid "Quit"
            msgstr "退出"

            msgctxt "host.secret-page"
            msgid "Secret page"
            msgstr "秘密页面"

            #, c-format
            msgctxt "host.session-not-revoked"
            msgid "Logged out here, but the session could not be revoked: %1$s"
            msgstr "已在此处登出，但无法撤销该会话：%1$s"

            msgctxt "host.sessions"
            msgid "Sessions"
            msgstr "会话"

            #, c-format
            msgctxt "host.sessions.created"
            msgid "Created %1$s"
            msgstr "创建于 %1$s"

            msgctxt "host.sessions.end"
            msgid "End"
            msgstr "结束"

            msgctxt "host.sessions.end-other"
            msgid "Ending it signs that terminal out."
            msgstr "结束后，该终端将被登出。"

            msgctxt "host.sessions.end-this"
            msgid "Ending it logs out here."
            msgstr "结束后，将在此处登出。"

            #, c-format
            msgctxt "host.sessions.ended"
            msgid "Ended the session from %1$s"
            msgstr "已结束来自 %1$s 的会话"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "上次使用于 %1$s"

            msgctxt "host.sessions.none"
            msgid "No session is remembered"
            msgstr "没有记住的会话"

            #, c-format
            msgctxt "host.sessions.older"
            msgid "and %1$d older (authtui accounts sessions lists it)"
            msgid_plural "and %1$d older (authtui accounts sessions lists them)"
            msgstr[0] "还有 %1$d 个更早的会话（用 authtui accounts sessions 查看）"

            #, c-format
            msgctxt "host.sessions.this-one"
            msgid "%1$s (this one)"
            msgstr "%1$s（本机）"

            msgctxt "host.sessions.working"
            msgid "Working"
            msgstr "正在处理"

            msgctxt "host.signed-in"
            msgid "You are signed in."
            msgstr "您已登录。"

            msgctxt "host.two-factor"
            msgid "Two-factor authentication"
            msgstr "双因素认证"

            msgctxt "host.two-factor.confirm"
            msgid "Confirm"
            msgstr "确认"

            msgctxt "host.two-factor.is-off"
            msgid "Two-factor authentication is off"
            msgstr "双因素认证已关闭"

            msgctxt "host.two-factor.is-on"
            msgid "Two-factor authentication is on"
            msgstr "双因素认证已开启"

            #, c-format
            msgctxt "host.two-factor.key"
            msgid "Key: %1$s"
            msgstr "密钥：%1$s"

            msgctxt "host.two-factor.off-needs"
            msgid "Your password and a current code turn two-factor authentication off."
            msgstr "需要输入密码和当前验证码才能关闭双因素认证。"

            msgctxt "host.two-factor.password-first"
            msgid "Enter your password to turn two-factor authentication on."
            msgstr "请输入密码以开启双因素认证。"

            msgctxt "host.two-factor.recovery-codes"
            msgid "Two-factor authentication is on. Each recovery code below signs you in once if you lose your authenticator; keep them safe, they are not shown again."
            msgstr "双因素认证已开启。如果丢失了身份验证器，下面的每个恢复码都可用于登录一次；请妥善保管，它们不会再次显示。"

            msgctxt "host.two-factor.scan"
            msgid "Scan the code with an authenticator app, or type the key into it; then type the 6-digit code it shows to turn two-factor authentication on."
            msgstr "请用身份验证器应用扫描二维码，或在其中输入密钥；然后输入它显示的 6 位验证码，以开启双因素认证。"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "关闭"

            msgctxt "key.back"
            msgid "close the sheet (back)"
            msgstr "关闭对话框（返回）"

            msgctxt "key.cursor-left"
            msgid "move the cursor left"
            msgstr "光标左移"

            msgctxt "key.cursor-right"
            msgid "move the cursor right"
            msgstr "光标右移"

            msgctxt "key.cursor-to-end"
            msgid "move to the end of the field"
            msgstr "移到输入框末尾"

            msgctxt "key.cursor-to-start"
            msgid "move to the start of the field"
            msgstr "移到输入框开头"

            msgctxt "key.delete-backward"
            msgid "delete the character before the cursor"
            msgstr "删除光标前的字符"

            msgctxt "key.delete-forward"
            msgid "delete the character under the cursor"
            msgstr "删除光标处的字符"

            msgctxt "key.delete-to-end"
            msgid "delete to the end of the field"
            msgstr "删除到输入框末尾"

            msgctxt "key.delete-to-start"
            msgid "delete to the start of the field"
            msgstr "删除到输入框开头"

            msgctxt "key.delete-word-backward"
            msgid "delete the word before the cursor (the whole field in a password)"
            msgstr "删除光标前的单词（在密码框中删除全部内容）"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "聚焦下一个输入框或按钮（循环）"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "聚焦上一个输入框或按钮（循环）"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr ""

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "按下当前按钮"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "退出"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "下一个输入框；在最后一个输入框或按钮上时按下按钮"

            msgctxt "line.cancelled"
            msgid "Cancelled"
            msgstr "已取消"

            #, c-format
            msgctxt "line.check-connection"
            msgid "Check your connection: %1$s"
            msgstr "请检查连接：%1$s"

            msgctxt "line.choose"
            msgid "Choose (Enter for 1): "
            msgstr "请选择（按 Enter 选 1）： "

            #, c-format
            msgctxt "line.choose-again"
            msgid "Type a number from %1$s to %2$s, or a choice's name"
            msgstr "请输入 %1$s 到 %2$s 之间的数字，或选项名称"

            msgctxt "line.could-not-start"
            msgid "The login could not start"
            msgstr "无法开始登录"

            #, c-format
            msgctxt "line.error"
            msgid "Error: %1$s"
            msgstr "错误：%1$s"

            msgctxt "line.keeps-typed"
            msgid " (Enter keeps what you typed)"
            msgstr " (按 Enter 保留已输入的内容)"

            #, c-format
            msgctxt "line.scan"
            msgid "To copy or scan: %1$s"
            msgstr "用于复制或扫描：%1$s"

            #, c-format
            msgctxt "line.strength"
            msgid "Strength: %1$s"
            msgstr "强度：%1$s"

            msgctxt "line.try-again"
            msgid "Press Enter to try again: "
            msgstr "按 Enter 重试： "

            #, c-format
            msgctxt "line.waiting"
            msgid "%1$s… (Esc or Ctrl-C cancels)"
            msgstr "%1$s…（按 Esc 或 Ctrl-C 取消）"

            #, fuzzy
            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "%1$s 正在检查连接…"

            #, fuzzy
            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "正在创建账户"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr ""

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr ""

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr ""

            #, fuzzy
            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "双因素认证已开启"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr ""

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr ""

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr ""

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr ""

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr ""

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr ""

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr ""

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr ""

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] ""

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr ""

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "创建于 %1$s"

            #, fuzzy, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "没有使用此电子邮箱的账户"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr ""

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr ""

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr ""

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "账户存储不可用：%1$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "需要 %1$s，当前 %2$sx%3$s"

            #, fuzzy, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "已结束来自 %1$s 的会话"

            #, fuzzy, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "双因素认证已关闭"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr ""

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr ""

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr ""

            #, fuzzy
            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "电子邮箱"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr ""

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr ""

            #, fuzzy
            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "没有记住的会话"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr ""

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr ""

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr ""

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr ""

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr ""

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr ""

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr ""

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr ""

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr ""

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr ""

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr ""

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr ""

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr ""

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr ""

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr ""

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr ""

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr ""

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr ""

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr ""

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr ""

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr ""

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr ""

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr ""

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr ""

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr ""

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr ""

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr ""

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr ""

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr ""

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr ""

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr ""

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr ""

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr ""

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr ""

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr ""

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr ""

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr ""

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr ""

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr ""

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr ""

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr ""

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr ""

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr ""

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr ""

            msgctxt "prompt.code"
            msgid "Code"
            msgstr "验证码"

            msgctxt "prompt.email"
            msgid "Email"
            msgstr "电子邮箱"

            msgctxt "prompt.password"
            msgid "Password"
            msgstr "密码"

            #, c-format
            msgctxt "run.command-not-found"
            msgid "authtui run: %1$s: command not found"
            msgstr ""

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr ""

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "已在此处登出，但无法撤销该会话：%1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "（终端再大一点即可显示二维码）"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "（终端再宽 %1$s 列、再高 %2$s 行即可显示二维码）"

            msgctxt "scan.no-colours"
            msgid "(no colours here to draw a QR code)"
            msgstr "（此处没有颜色，无法绘制二维码）"

            #, c-format
            msgctxt "scan.taller"
            msgid "(a terminal %1$d row taller shows a QR code)"
            msgid_plural "(a terminal %1$d rows taller shows a QR code)"
            msgstr[0] "（终端再高 %1$d 行即可显示二维码）"

            #, c-format
            msgctxt "scan.wider"
            msgid "(a terminal %1$d column wider shows a QR code)"
            msgid_plural "(a terminal %1$d columns wider shows a QR code)"
            msgstr[0] "（终端再宽 %1$d 列即可显示二维码）"

            msgctxt "screen.too-small"
            msgid "Terminal too small"
            msgstr "终端太小"

            #, c-format
            msgctxt "screen.too-small.sizes"
            msgid "needs %1$s, now %2$sx%3$s"
            msgstr "需要 %1$s，当前 %2$sx%3$s"

            msgctxt "secret.authenticate-again"
            msgid "Authenticate again"
            msgstr "重新认证"

            msgctxt "secret.codes"
            msgid "Secret codes"
            msgstr "秘密代码"

            #, fuzzy
            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "重新认证"

            #, fuzzy
            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "请检查连接"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "秘密登录"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "请再次输入密码以查看代码。"

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "显示！"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr ""

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] ""

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr ""

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr ""

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "双因素认证已关闭"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "双因素认证已开启"

            #, fuzzy, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "双因素认证已开启"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr ""

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr ""

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr ""

            msgctxt "start.check-connection"
            msgid "Check your connection"
            msgstr "请检查连接"

            #, c-format
            msgctxt "start.checking"
            msgid "%1$s Checking the connection…"
            msgstr "%1$s 正在检查连接…"

            msgctxt "start.headline"
            msgid "AUTHENTICATION"
            msgstr "身份认证"

            msgctxt "start.headline-2"
            msgid "IS EASY"
            msgstr "如此简单"

            msgctxt "start.retry"
            msgid "Retry"
            msgstr "重试"

            msgctxt "strength.fair"
            msgid "fair"
            msgstr "一般"

            msgctxt "strength.good"
            msgid "good"
            msgstr "良好"

            msgctxt "strength.strong"
            msgid "strong"
            msgstr "强"

            msgctxt "strength.very-strong"
            msgid "very strong"
            msgstr "非常强"

            msgctxt "strength.weak"
            msgid "too easy to guess"
            msgstr "太简单"

            #, c-format
            msgctxt "strength.weak-because"
            msgid "too easy to guess: %1$s"
            msgstr "太简单：%1$s"

            #, fuzzy
            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "重新认证"

            #, fuzzy
            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "登录"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr ""

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr ""

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr ""

            #, fuzzy
            msgctxt "system.user"
            msgid "User name"
            msgstr "用户名"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr ""

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr ""

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr ""

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr ""

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr ""

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr ""

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr ""

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr ""

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s 分钟"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s 秒"

            msgctxt "weakness.common-word"
            msgid "it is built on a commonly used password or word"
            msgstr "它基于常用密码或单词"

            msgctxt "weakness.date"
            msgid "it contains a date or a year"
            msgstr "它包含日期或年份"

            msgctxt "weakness.keyboard"
            msgid "it is a keyboard pattern like qwerty"
            msgstr "它是类似 qwerty 的键盘模式"

            msgctxt "weakness.personal"
            msgid "it contains your email or username"
            msgstr "它包含您的电子邮箱或用户名"

            msgctxt "weakness.repeats"
            msgid "it repeats characters or words"
            msgstr "它重复了字符或单词"

            msgctxt "weakness.sequence"
            msgid "it is a sequence like 12345 or abcde"
            msgstr "它是类似 12345 或 abcde 的序列"

            msgctxt "weakness.unchecked"
            msgid "its strength cannot be checked (libzxcvbn cannot be loaded)"
            msgstr "无法检查其强度（无法加载 libzxcvbn）"
            """#,
    ]
}
