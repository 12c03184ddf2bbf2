// swift-format-ignore-file
// Made by `make po` (scripts/po.py generate) from po/*.po: do not edit by hand.

/// Each language's `.po` text (comments left out), by catalogue code.
enum Translations {
    static let po: [String: String] = [
        "de": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: German\n"
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
            msgstr "Sicherheitsprotokoll bei Ereignis %1$s unterbrochen: es wurde verändert (sein Hash passt nicht zu seinen Feldern und dem vorherigen Ereignis)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "Sicherheitsprotokoll bei Ereignis %1$s unterbrochen: es wurde eingefügt (der Kopf des Protokolls endet davor)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "Sicherheitsprotokoll intakt: %1$d Ereignis (%2$s bis %3$s)"
            msgstr[1] "Sicherheitsprotokoll intakt: %1$d Ereignisse (%2$s bis %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "Sicherheitsprotokoll intakt: keine Ereignisse"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "Sicherheitsprotokoll bei Ereignis %1$s unterbrochen: es wurde entfernt (die Kette springt vom vorherigen Ereignis darüber hinweg)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: nicht über eine Set-User-ID-Kopie; sshd führt es als Eigentümer des Speichers aus"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s existiert nicht"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: nur sshd (ein Prozess von root) darf ein Schlüsselticket anfordern"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: der Set-User-ID-Benutzer kann nicht abgegeben werden; es wurde nichts getan"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY, so wie sshd es aufruft"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: '%2$s' ist ungültig; erwartet: %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: fehlendes Argument (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: kein Befehl angegeben (authtui run [options] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: geben Sie den Befehl nach -- an, etwa so: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: %1$s benötigt einen Wert (siehe authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s gilt nicht für %2$s (siehe authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: %1$s wird von einem Set-User-ID-Gate nicht angenommen"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: %1$s wird von einem Set-User-ID-Gate nicht angenommen (setzen Sie %2$s in der Tabelle [%3$s] von %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "zwei Farbschemata angegeben, '%1$s' und '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: unbekannte Farbe '%2$s' (erwartet: %3$s, eine Zahl 0-255 oder #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "unbekannter Schlüssel '%1$s' (erwartet: %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "kein Farbschema heißt '%1$s' (erwartet: %2$s oder SCHLÜSSEL=FARBE;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: unerwartetes Argument '%1$s' (siehe authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: erwartet wird eines von %2$s (siehe authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: unbekannte Option %1$s (siehe authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s; es wurde nichts getan"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "Administratoren: Konten im Speicher (siehe Administratorbefehle)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "die Anmelde-App: ein Host-Bildschirm, geschützt durch den Anmeldeablauf"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "Administratoren: das Sicherheitsprotokoll (siehe Administratorbefehle)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand von sshd für das Set-User-ID-Gate: die Zeile aus FILE für den Schlüssel, mit einem Einmalticket"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "der Greeter für greetd: meldet über $GREETD_SOCK an und startet dann COMMAND oder eine gewählte Sitzung"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "nur der Anmeldeablauf, für Skripte: zeichnet auf /dev/tty, gibt das Konto auf stdout aus"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "ein Anmelde-Gate: führt COMMAND nach einer Anmeldung aus, mit AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "die Demo der modalen Overlays"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "Administratoren: das Schema des Speichers anlegen oder aktualisieren"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "ein Array enthält hier nur Zeichenketten, durch Kommas getrennt, und endet in seiner Zeile"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u benötigt vier hexadezimale Ziffern eines Zeichens, \\U acht"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' wird nur auf der Befehlszeile angegeben, nicht in einer Datei"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "ein Steuerzeichen in einer Zeichenkette"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s, Zeile %2$d: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "'=' erwartet nach '%1$s'"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "Name einer Einstellung erwartet"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "Wert erwartet: eine \"Zeichenkette\", eine Zahl, true, false oder [\"Zeichenketten\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true oder false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "eine Zahl"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "eine \"Zeichenkette\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "ein Array von Zeichenketten, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' ist ungültig; erwartet: %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "Arrays von Tabellen ([[…]]) werden hier nicht unterstützt"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' gilt nicht für [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' ist zweimal gesetzt"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] ist weiter oben bereits definiert"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "unerwarteter Text nach dem Wert von '%1$s'"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "eine Zeichenkette ist nicht geschlossen"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "unbekannte Escape-Sequenz \\%1$s in einer Zeichenkette"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "unbekannte Einstellung '%1$s': keine Option --%1$s (siehe authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "unbekannte Tabelle [%1$s] (erwartet: eine von %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' erwartet %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Keine Netzwerkroute"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Kontenspeicher nicht erreichbar"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "gesetzt (oder GH_ACCESSIBLE_PROMPTER): --plain, eine Zeile nach der anderen, für Bildschirmleser"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "das Set-User-ID-Gate: das Einmalticket, das sshd für den vom Client verwendeten Schlüssel übergibt"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "der Kontenspeicher, wie --store ihn annimmt (hält eine Verbindungszeichenkette aus argv heraus)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "von authtui run für COMMAND gesetzt: wer sich angemeldet hat"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "Millisekunden, die nach Esc auf eine Tastenfolge gewartet wird (Standard 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: der Socket von greetd (greetd setzt ihn für seinen Greeter)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "jeder nicht leere Wert schaltet die Farben aus"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "die Passwortdatei von libpq (Standard ~/.pgpass, Modus 0600): kein Passwort in der URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "die Zertifizierungsstelle, die das Zertifikat des PostgreSQL-Servers signiert hat (TLS wird standardmäßig geprüft)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run unter ForceCommand von sshd: whoami, logout oder logout-everywhere fragen das Gate"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "der Terminaltyp (terminfo); einer, der den Cursor nicht bewegen kann (dumb), bekommt --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "das Standard-Datenverzeichnis ist $XDG_DATA_HOME/authtui"

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
            msgstr "normales Beenden; login: jemand ist angemeldet; greet: eine Sitzung soll starten"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run: durch eine Auswahl abgebrochen (Abbrechen, Zurück; 0 bei --plain), wie dialogs Abbrechen; die App: ein Speicher- oder Terminalfehler; accounts: kein solches Konto oder Löschen nicht bestätigt"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND kann nicht ausgeführt werden oder wurde nicht gefunden"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet: mit Strg-C unterbrochen"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "ein Aufruffehler (eine Zeile auf stderr); greet: nicht von greetd gestartet"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run: mit Esc abgebrochen (bei --plain auch Strg-D), wie Esc bei dialog und whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store: alles andere (Speicher, Terminal), eine Zeile auf stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: der eigene Status von COMMAND oder das Signal N, das es beendet hat"

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
            msgstr "Die Sitzung dieses Schlüssels für %1$s wurde beendet; bei der nächsten Verbindung wird erneut gefragt"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Alle Sitzungen von %1$s wurden beendet, für jeden Schlüssel und jedes Terminal"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "Für diesen Schlüssel ist keine Sitzung gespeichert; verbinden Sie sich ohne Befehl, um sich anzumelden"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: als %1$s angemeldet durch eine gespeicherte Sitzung"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: als %1$s angemeldet durch eine gespeicherte Sitzung (`ssh -t HOST logout` beendet sie)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: '%1$s' ist keine Funktion dieses Gates; verbinden Sie sich ohne Befehl, um sich anzumelden, oder geben Sie %2$s an"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Als %1$s angemeldet durch die gespeicherte Sitzung dieses Schlüssels"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Als %1$s angemeldet durch die gespeicherte Sitzung dieses Schlüssels, bis %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Ruhezustand"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: die Issue-Datei %1$s kann nicht gelesen werden: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK ist nicht gesetzt: greetd startet den Greeter (siehe docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Ausschalten"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Neu starten"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Bereitschaft"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "die Verbindung zu greetd wurde beendet: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd hat etwas gesendet, das kein greetd-ipc ist: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "greetd ist unter %1$s nicht erreichbar: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "greetd wird gefragt"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Anmeldung als %1$s (Esc: anderer Benutzer)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "von einem anderen Benutzer geschrieben (UID %1$s, nicht die des Greeters, %2$s)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "keine reguläre Datei"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "%1$s wird nicht verwendet: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Noch nichts gespeichert"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "%1$s wird nicht verwendet"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "andere können hineinschreiben (Modus %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: erledigt"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s fehlgeschlagen: der Befehl endete mit Status %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Die Sitzung konnte nicht gestartet werden: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "Die Sitzung konnte nicht gestartet werden: greetd hat etwas Unerwartetes gefragt"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Shell"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Sitzung starten"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Als %1$s angemeldet. Welche Sitzung?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Wird gestartet"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Anderer Benutzer…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "Wer meldet sich an?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "Befehle:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "Umgebung:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "Rückgabewert:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "Tasten:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(keiner)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "Administratorbefehle:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "Optionen:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (oder ACCESSIBLE=1) fragt eine Zeile nach der anderen: jede Eingabeaufforderung beginnt mit\n"
            "ihrer Beschriftung, ein Passwort wird gar nicht angezeigt, Fehler sind ganze Zeilen, Auswahlen sind\n"
            "nummeriert und werden mit Nummer oder Namen beantwortet (0 geht zurück);\n"
            "Esc allein auf einer Zeile geht zurück wie Esc; Strg-D bricht ab. Im Vollbild\n"
            "steht der Cursor des Terminals immer auf dem, was den Fokus hat (der Einfügemarke in einem Feld, in der\n"
            "Zeile, die mit der Beschriftung des Feldes beginnt; dem ersten Buchstaben eines fokussierten Knopfes),\n"
            "und bis zur nächsten Taste auf einer gerade erschienenen Meldung, sodass ein Bildschirmleser, der dem\n"
            "Cursor folgt, jedes Feld und jeden Knopf vorliest, sobald Tab es erreicht, und jeden Fehler, sobald er erscheint."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "Tasten der Demo:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: eine per Tastatur bediente Anmeldung für das Terminal"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "Aufruf:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "mit einem Bildschirmleser:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Der Authentifikator nannte einen Benutzer mit Steuerzeichen oder unsichtbaren Zeichen"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Der Authentifikator konnte nicht gestartet werden: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "Der Authentifikator schrieb eine Zeile, die länger als 4 KiB ist"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Abgelehnt"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "Der Authentifikator wurde ohne Antwort beendet"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Warten"

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
            msgstr "Erstellt %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Sitzung beendet: %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Zuletzt verwendet %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "dieses Terminal: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Zwei-Faktor-Authentifizierung: aus"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Zwei-Faktor-Authentifizierung: an"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Deaktivieren"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "beschädigtes Bild (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "kein PNG oder JPEG in %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "Bildserver antwortete mit HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "keine http(s)-Adresse: %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl ist nicht installiert"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "kein PNG- oder JPEG-Bild"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s; stattdessen wird ein erzeugtes Bild gezeigt"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "Bilddownload hat zu lange gedauert"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "Bild zu groß"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "Bildserver nicht erreichbar (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "%1$s kann nicht gelesen werden (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Rücktaste"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Strg-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Strg-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Strg-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Strg-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Entf"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "Ende, Strg-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "Ende"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Pos1, Strg-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Pos1"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "Maus"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Bild ab"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Bild auf"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Umschalt-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Leertaste"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "zum nächsten Feld oder Knopf wechseln, wie Tab (in einer Liste nach unten)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "in einer Liste: ihren ersten Eintrag wählen"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "in einer Liste: ihren letzten Eintrag wählen"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "zum nächsten Feld oder Knopf wechseln (umlaufend)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "zum vorherigen Feld oder Knopf wechseln (umlaufend)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "auf einen Knopf klicken, um ihn zu drücken, auf ein Feld, um es zu fokussieren"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "in einer Liste: den Eintrag eine Seite tiefer wählen"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "in einer Liste: den Eintrag eine Seite höher wählen"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "den fokussierten Knopf drücken"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "beenden"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "nächstes Feld; im letzten Feld oder auf einem Knopf: den Knopf drücken"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "zum vorherigen Feld oder Knopf wechseln, wie Umschalt-Tab (in einer Liste nach oben)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Feststelltaste und Num-Lock sind aktiviert"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Feststelltaste ist aktiviert"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Num-Lock ist aktiviert"

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
            msgstr "%1$s… (Esc oder Strg-C bricht ab)"

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Verbindung wird geprüft"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Ihre Sitzung wird wiederhergestellt"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Willkommen bei authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Anmeldung fehlgeschlagen: bitte erneut versuchen"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Code: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "Der Code läuft in %1$d Minute ab, um %2$s"
            msgstr[1] "Der Code läuft in %1$d Minuten ab, um %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Anmeldung bei %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "Öffnen Sie auf Ihrem Telefon oder Computer %1$s und geben Sie den Code %2$s ein"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "Warten auf die Bestätigung"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "Der Identitätsanbieter hat nicht gesagt, wer sich angemeldet hat (kein Claim %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Angemeldet, aber hier nicht zugelassen: %1$s muss %2$s enthalten"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "Die Schlüssel des Identitätsanbieters konnten nicht abgerufen werden"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Anmeldung abgebrochen"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "Der Identitätsanbieter nimmt das Client-Geheimnis weder per HTTP Basic noch im Formular an"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "Die Anmeldung wurde abgelehnt"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "Der Code ist abgelaufen, bevor die Anmeldung bestätigt wurde"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Keine Verbindung zum Identitätsanbieter über unverschlüsseltes HTTP: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "Der Identitätsanbieter nennt sich nicht %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "Der Identitätsanbieter ist nicht erreichbar: libcurl kann nicht geladen werden"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "Der Identitätsanbieter bietet keine Anmeldung mit einem Code an"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "Der Identitätsanbieter hat abgelehnt: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "Der Identitätsanbieter %1$s hat nicht rechtzeitig geantwortet"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "Der Identitätsanbieter hat mehr gesendet, als diese Anmeldung liest"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s des Identitätsanbieters entspricht nicht OpenID Connect (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "Der Identitätsanbieter %1$s ist nicht erreichbar (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "Dem Identitätsanbieter %1$s wird nicht vertraut: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Bitte melden Sie sich an: Der Identitätsanbieter nennt für die gespeicherte Anmeldung jetzt eine andere Person."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Bitte melden Sie sich an: Der Identitätsanbieter hat die gespeicherte Anmeldung beendet."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Bitte melden Sie sich an: Der Identitätsanbieter hat die Anmeldung erneuert, ohne zu sagen, für wen sie gilt, was die Anforderungen dieser Anmeldung brauchen."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Hier abgemeldet, aber der Identitätsanbieter konnte die Anmeldung nicht beenden: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Verbindung zum Identitätsanbieter"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Sie erhalten einen Code, den Sie auf Ihrem Telefon oder Computer bestätigen, wo Sie sich bereits bei Ihrer Organisation anmelden."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Code anfordern"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Neuen Code anfordern"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Mit %1$s anmelden"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "Das ID-Token ist mit %1$s signiert, was diese Anmeldung nicht akzeptiert"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "Das ID-Token gibt nicht an, welcher Schlüssel des Identitätsanbieters es signiert hat"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "Das ID-Token ist nicht für diesen Client bestimmt"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "Das ID-Token ist für mehrere Clients bestimmt und wurde nicht für diesen ausgestellt"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "Dem ID-Token fehlt der Claim %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "Das ID-Token ist abgelaufen (prüfen Sie die Uhr dieses Rechners)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "Das ID-Token wurde in der Zukunft ausgestellt (prüfen Sie die Uhr dieses Rechners)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "Das ID-Token wurde nicht von %1$s ausgestellt"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "Der Schlüssel des Identitätsanbieters für das ID-Token kann dessen Signatur nicht prüfen"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "Der Identitätsanbieter hat ein ID-Token gesendet, das nicht gelesen werden kann"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "Das ID-Token gehört nicht zu dieser Anmeldung"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "Die Signatur des ID-Tokens ist ungültig"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "Das ID-Token ist mit einem Schlüssel signiert, den der Identitätsanbieter nicht veröffentlicht"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "Das ID-Token ist nicht signiert"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "ID-Tokens können nicht geprüft werden: %1$s kann nicht geladen werden"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "das Konto, sein Profil und seine Sitzungen löschen (fragt nach, außer mit --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "eine Zeile pro Konto: ID, E-Mail, Benutzername, Sitzungen, Fehlversuche, Sperre"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "die Zwei-Faktor-Authentifizierung des Kontos deaktivieren (ein verlorenes Telefon)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "jede gespeicherte Sitzung des Kontos beenden (eine mit --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "die gespeicherten Sitzungen des Kontos: ID, erstellt, zuletzt verwendet, läuft ab, woher"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "dieselbe Zeile für ein Konto"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "die Fehlversuche der E-Mail-Adresse und ihre Sperre löschen"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "Ereignisse ausgeben, sobald sie geschrieben werden, für fail2ban oder einen Log-Versender (Strg-C beendet)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "das Sicherheitsprotokoll ausgeben, ein Ereignis pro Zeile (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "Aufbewahrung: die Ereignisse vor --before TIME entfernen; der Rest ist weiterhin prüfbar"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune benötigt --before TIME (z. B. --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "%1$d Ereignis vor %2$s entfernt"
            msgstr[1] "%1$d Ereignisse vor %2$s entfernt"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "die Hash-Kette des Sicherheitsprotokolls neu berechnen; das erste veränderte, entfernte oder eingefügte Ereignis nennen"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "%1$s, sein Profil und seine Sitzungen löschen? Geben Sie zur Bestätigung die E-Mail-Adresse ein: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "%1$s gelöscht"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: es gibt kein Konto mit der E-Mail-Adresse %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: %2$s hat keine Sitzung %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: nicht bestätigt; es wurde nichts gelöscht"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant gilt nur für PostgreSQL-Speicher"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: Schemaversion %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: Schemaversion %2$s -> %3$s; Zeilenzugriff für %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: Schemaversion %2$s, aktuell"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: Schemaversion %2$s, aktuell; Zeilenzugriff für %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: Schemaversion %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s hatte keinen zweiten Faktor"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "kein Kontenspeicher unter %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "Sitzung %1$s von %2$s widerrufen"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "%1$d Sitzung von %2$s widerrufen"
            msgstr[1] "%1$d Sitzungen von %2$s widerrufen"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "Zwei-Faktor-Authentifizierung ist für %1$s deaktiviert"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "das Schema des Speichers anlegen oder aktualisieren, als die Rolle, der es gehört"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "%1$s entsperrt"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow: nur die Ereignisse dieses Kontos"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "eine E-Mail-Adresse"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "Dauer der Überblendung (Standard 0.3, 0 = keine)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "Sekunden zwischen 0 und 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run: auch fragen, wenn eine Sitzung gespeichert ist"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run: CMD entscheiden lassen, wer jemand ist (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "das Bash-Vervollständigungsskript ausgeben und beenden"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: die Ereignisse entfernen, die älter sind (2026-01-01, oder ein Alter: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 oder ein Alter wie 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "FILE statt der Konfigurationsdateien lesen (docs/configuration.md); greet: eine Datei von root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "ein Dateipfad"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "Kontendatenbank und gespeicherte Sitzung (Standard $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "ein Verzeichnispfad"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: jeder Sitzung diese Umgebungsvariable geben (mehrfach möglich)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, KEY aus Buchstaben, Ziffern und _, nicht mit einer Ziffer beginnend, VALUE in einer Zeile"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "entweder --image oder --image-url, nicht beides"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "kein Wert"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "nur eines von --pam, --auth-command und --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "entweder --pam oder --auth-command, nicht beides"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "ein Shell-Befehl"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "entweder --xsession-wrapper oder --no-xsession-wrapper, nicht beides"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "das Fish-Vervollständigungsskript ausgeben und beenden"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: ROLE nur Zeilenzugriff geben (die Rolle der App; wiederholbar)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "ein Rollenname: a-z, 0-9 und _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: eine Zeile, die über der Anmeldung steht"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "etwas Text"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "diese Hilfe anzeigen und beenden"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: Ruhezustand anbieten, das CMD ausführt (standardmäßig keiner)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "Overlay, Ladebildschirm und Anmeldung auf dieses Rechteck aus Zellen beschränken"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, z. B. 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "Hintergrundbild (PNG oder JPEG) oder ein Ordner, aus dem zufällig eines gewählt wird"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "den Hintergrund herunterladen; {w} und {h} werden zu seiner Größe in Pixeln"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "eine http(s)-URL-Vorlage"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "ein Datei- oder Ordnerpfad"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: /etc/issue über der Anmeldung anzeigen, seine Escapes wie bei agetty ersetzt"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: FILE statt /etc/issue anzeigen"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "ein Dateipfad"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow: ein JSON-Objekt pro Ereignis"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: die Sitzung beenden, wenn der Befehl endet"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "die Handbuchseite (roff) ausgeben und beenden"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "einfacher Modus: kein Ladebildschirm"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: X11-Sitzungen nur mit ihrem Exec starten, ohne Wrapper"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "App, login, run: Anmeldung über diesen OpenID-Anbieter mit einem Code (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: unverschlüsseltes http zu einer Loopback-Adresse erlauben (für Tests)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: den CAs in FILE (PEM) statt denen des Systems vertrauen"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: die Client-ID dieses Rechners beim Anbieter"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "eine Client-ID (druckbar, ohne Leerzeichen)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: das Geheimnis eines vertraulichen Clients, in der ersten Zeile von FILE (Modus 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s enthält in der ersten Zeile kein Client-Geheimnis (druckbar, ohne Leerzeichen)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: nur einlassen, wessen CLAIM VALUE ist oder enthält (wiederholbar)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, etwa groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: ein Scope, der zusätzlich zu openid angefordert wird (wiederholbar; Standard profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "ein Scope-Name, etwa email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: der Claim, der den Benutzer nennt (Standard preferred_username; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "ein Claim-Name, etwa email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "die https://-Adresse des Ausstellers, wie der Anbieter sie nennt"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "eine https://-Adresse (http:// nur zu Loopback, mit --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "die Farbe des Navigator-Overlays (Standard: der Hintergrund des Hosts)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "die App, login, run: die Konten des Rechners, über PAM (z. B. login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "ein PAM-Dienstname, wie in /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "eine Zeile nach der anderen, für Bildschirmleser und einfache Terminals (auch ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: Ausschalten anbieten, das CMD ausführt (standardmäßig keiner)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: was bei Erfolg ausgegeben wird (Standard email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "die geltenden Einstellungen mit ihrer Herkunft ausgeben und beenden"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username oder json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: Neu starten anbieten, das CMD ausführt (standardmäßig keiner)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "app, login, run: wie lange eine Sitzung gespeichert bleibt (12h, 7d; 0 = nie; Standard 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 oder eine Dauer bis 30d, z. B. 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: nur diese Sitzung beenden (eine ID aus accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "eine 12-stellige ID aus accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow: ab dieser UTC-Zeit (2026-12-01, 2026-12-01T22:00Z) oder diesem Alter (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h oder 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "Kontenspeicher: sqlite:PATH (Standard, im Datenverzeichnis) oder eine postgresql://-URI"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: Bereitschaft anbieten, das CMD ausführt (standardmäßig keiner)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "Farben: default, classic, light, high-contrast oder monochrome, und/oder SCHLÜSSEL=FARBE;... wie bei tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: das strftime-Format der Uhr, z. B. '%H:%M' (Standard: Tag, Datum und Uhrzeit)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "ein strftime-Format, das eine Uhr in einer kurzen Zeile ergibt, etwa '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "eine Benutzer-ID (eine Zahl von 0 bis 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: mit der ersten Frage von NAME öffnen, vor dem gespeicherten Benutzer (Esc: anderer Benutzer)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: die Benutzer des Rechners anbieten (UIDs aus /etc/login.defs), den letzten zuerst"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: größte UID im Benutzermenü (standardmäßig UID_MAX, sonst 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: kleinste UID im Benutzermenü (standardmäßig UID_MIN, sonst 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "ein Benutzername (keine Leerzeichen, Doppelpunkte oder Steuerzeichen)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "die Version ausgeben und beenden"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: X11-Sitzungen als CMD und dann das Exec des Eintrags starten (standardmäßig startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: nicht nach Bestätigung fragen"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "die Zsh-Vervollständigungsfunktion ausgeben und beenden"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, Schlüssel %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, Schlüssel %2$s, Benutzer %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, Benutzer %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "dieser Computer"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "Befehlszeile"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "Standard"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "Umgebung (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, Zeile %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: nicht vorhanden"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: gelesen"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: die geltenden Einstellungen und woher jede stammt"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s über eine Set-User-ID-Kopie: die Einstellungen des Gates und woher jede stammt"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s ist nicht gesetzt"

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
            msgstr "authtui run: %1$s: Befehl nicht gefunden"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s; es wurde nichts getan"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: Zugriff verweigert"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: die Sitzung konnte nicht beendet werden: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(ein etwas größeres Terminal zeigt einen QR-Code)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(ein um %1$s Spalten breiteres und %2$s Zeilen höheres Terminal zeigt einen QR-Code)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Authentifizierung läuft"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Ihre Sitzung wird geprüft"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Geheime Anmeldung"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Geben Sie Ihr Passwort erneut ein, um die Codes zu sehen."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Zeigen!"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Bitte melden Sie sich an: Die Sitzung wurde auf eine andere Anmeldeart erstellt."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Bitte melden Sie sich an: Die Sitzung gehört zu einer anderen Kontendatenbank."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Bitte melden Sie sich an: Die Sitzungsdatei ist beschädigt."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Bitte melden Sie sich an: Die Sitzung ist abgelaufen."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Bitte melden Sie sich an: Die Sitzungsdatei ist keine reguläre Datei."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Bitte melden Sie sich an: Die Sitzungsdatei gehört einem anderen Benutzer."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Bitte melden Sie sich an: Die Sitzungsdatei war für andere Benutzer lesbar."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Bitte melden Sie sich an: Die Sitzung wurde widerrufen."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Bitte melden Sie sich an: Die mit der Sitzung gespeicherte Anmeldung beim Identitätsanbieter ist beschädigt."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Bitte melden Sie sich an: Die Sitzungsdatei ist ein symbolischer Link."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s durch einen Administrator"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d Fehlversuch vor dieser Anmeldung"
            msgstr[1] "%1$d Fehlversuche vor dieser Anmeldung"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "mindestens %1$d Fehlversuch vor dieser Anmeldung"
            msgstr[1] "mindestens %1$d Fehlversuche vor dieser Anmeldung"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d Fehlversuch seitdem"
            msgstr[1] "%1$d Fehlversuche seitdem"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "mindestens %1$d Fehlversuch seitdem"
            msgstr[1] "mindestens %1$d Fehlversuche seitdem"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Letzte Anmeldung: %1$s von %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Letzte Anmeldung: %1$s an diesem Computer"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Passwort geändert %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Wiederherstellungscode verwendet %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Sitzungen beendet %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Zwei-Faktor-Authentifizierung deaktiviert %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Zwei-Faktor-Authentifizierung aktiviert %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Zwei-Faktor-Authentifizierung zurückgesetzt %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Konto entsperrt %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: über SSH wird ohne `ExposeAuthInfo yes` in sshd_config keine Sitzung gespeichert (alle Clients würden sich eine teilen); jede Verbindung muss sich anmelden"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: keine Sitzung gespeichert: sshd hat diesem Set-User-ID-Gate kein Schlüsselticket übergeben (siehe die Anleitung in docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "keine gültige PostgreSQL-Verbindungszeichenkette: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: braucht einen Dateipfad (sqlite:PFAD)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "der Name des Speichers enthält ein NUL-Zeichen"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "erwartet: sqlite:PFAD, eine postgresql://-URI oder eine libpq-Zeichenkette key=value"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Authentifizierungsfehler"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Anmelden"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "PAM ist hier nicht verfügbar: libpam konnte nicht geladen werden"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "ANMELDEN"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "Der Authentifizierungsdienst wurde ohne Antwort beendet"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Benutzername"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Geben Sie Ihren Benutzernamen ein"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s kann den Cursor nicht bewegen; starten Sie authtui in einem vollwertigen Terminal"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM ist nicht gesetzt"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "kein Terminal zum Zeichnen (/dev/tty kann nicht geöffnet werden)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "kein Terminal zum Zeichnen: verbinden Sie sich mit ssh -t (zum Anmelden wird ein Terminal benötigt)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "Standardeingabe und -ausgabe müssen ein Terminal sein"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "unbekannter Terminaltyp '%1$s' (kein terminfo-Eintrag)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s %2$s. %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d.%m.%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "Jan"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "Feb"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "Mär"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "Apr"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "Mai"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "Jun"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "Jul"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "Aug"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "Sep"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "Okt"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "Nov"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "Dez"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "am %1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "heute um %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "Fr"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "Mo"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "Sa"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "So"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "Do"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "Di"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "Mi"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "gestern um %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s ist kein absoluter Pfad und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s ist kein Ordner und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s ist keine reguläre Datei und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s gehört nicht root (UID %2$s) und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s gehört UID %2$s, weder Ihnen (UID %3$s) noch root, und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s kann auch von anderen als seinem Eigentümer gelesen werden (Modus %2$s), daher wird das Geheimnis darin nicht verwendet"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s ist größer als 1 MiB und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "%1$s kann nicht gelesen werden: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "%1$s kann auch von anderen als root geschrieben werden (Modus %2$s) und wird daher nicht als vertrauenswürdig angesehen"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "%1$s kann auch von anderen als seinem Eigentümer geschrieben werden (Modus %2$s) und wird daher nicht als vertrauenswürdig angesehen"

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


            #, c-format



            #, c-format
            """#,
        "es": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Spanish\n"
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
            msgstr "registro de seguridad roto en el evento %1$s: se modificó (su hash no coincide con sus campos ni con el evento anterior)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "registro de seguridad roto en el evento %1$s: se insertó (la cabeza del registro termina antes de él)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "registro de seguridad intacto: %1$d evento (de %2$s a %3$s)"
            msgstr[1] "registro de seguridad intacto: %1$d eventos (de %2$s a %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "registro de seguridad intacto: ningún evento"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "registro de seguridad roto en el evento %1$s: se eliminó (la cadena salta desde el evento anterior a él)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: no a través de una copia set-user-ID; sshd lo ejecuta como el propietario del almacén"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s no existe"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: solo sshd (un proceso de root) puede pedir un ticket de clave"

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
            msgstr "Aceptar"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: no se puede renunciar al usuario set-user-ID; no se hizo nada"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY, tal como lo ejecuta sshd"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: '%2$s' no es válido; se esperaba %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: falta un argumento (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: no se indicó ningún comando (authtui run [options] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: ponga el comando después de --, como en: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: %1$s necesita un valor (consulte authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s no se aplica a %2$s (consulte authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: una puerta set-user-ID no acepta %1$s"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: una puerta set-user-ID no acepta %1$s (defina %2$s en la tabla [%3$s] de %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "se dieron dos temas, '%1$s' y '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: color desconocido '%2$s' (se esperaba %3$s, un número de 0 a 255 o #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "clave desconocida '%1$s' (se esperaba %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "ningún tema se llama '%1$s' (se esperaba %2$s, o CLAVE=COLOR;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: argumento inesperado '%1$s' (consulte authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: se esperaba uno de estos: %2$s (consulte authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: opción desconocida %1$s (consulte authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s; no se hizo nada"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "administradores: cuentas del almacén (vea los comandos de administrador)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "la aplicación de inicio de sesión: una pantalla anfitriona protegida por el inicio de sesión"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "administradores: el registro de seguridad (vea los comandos de administrador)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand de sshd para la puerta set-user-ID: la línea de FILE para la clave, con un ticket de un solo uso"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "la pantalla de bienvenida (greeter) para greetd: inicia sesión a través de $GREETD_SOCK y luego inicia COMMAND o una sesión elegida"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "solo el inicio de sesión, para scripts: dibuja en /dev/tty e imprime la cuenta en stdout"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "una puerta de inicio de sesión: ejecuta COMMAND tras iniciar sesión, con AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "la demostración de la superposición modal"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "administradores: crear o actualizar el esquema del almacén"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "aquí un arreglo solo contiene cadenas, separadas por comas, y se cierra en su línea"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u necesita los cuatro dígitos hexadecimales de un carácter, \\U ocho"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' solo se da en la línea de órdenes, no en un archivo"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "un carácter de control en una cadena"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s, línea %2$d: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "se esperaba '=' después de '%1$s'"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "se esperaba el nombre de un ajuste"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "se esperaba un valor: una \"cadena\", un número, true, false o [\"cadenas\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true o false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "un número"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "una \"cadena\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "un arreglo de cadenas, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' no es válido; se esperaba %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "aquí no se admiten arreglos de tablas ([[…]])"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' no se aplica a [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' está definido dos veces"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] ya está definido más arriba"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "texto inesperado después del valor de '%1$s'"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "una cadena no está cerrada"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "secuencia de escape desconocida \\%1$s en una cadena"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "ajuste desconocido '%1$s': no existe la opción --%1$s (vea authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "tabla desconocida [%1$s] (se esperaba una de %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' admite %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Sin ruta de red"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Almacén de cuentas inaccesible"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "definida (o GH_ACCESSIBLE_PROMPTER): --plain, una línea cada vez, para lectores de pantalla"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "la puerta set-user-ID: el ticket de un solo uso que sshd entrega para la clave que usó el cliente"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "el almacén de cuentas, como lo acepta --store (mantiene una cadena de conexión fuera de argv)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "definida por authtui run para COMMAND: quién inició sesión"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "milisegundos de espera tras Esc para una secuencia de teclas (predeterminado: 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: el socket de greetd (greetd la define para su pantalla de bienvenida)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "cualquier valor no vacío desactiva los colores"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "el archivo de contraseñas de libpq (predeterminado: ~/.pgpass, modo 0600): ninguna contraseña en la URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "la CA que firmó el certificado del servidor PostgreSQL (TLS se verifica de forma predeterminada)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run bajo ForceCommand de sshd: whoami, logout o logout-everywhere consultan a la puerta"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "el tipo de terminal (terminfo); uno que no puede mover el cursor (dumb) recibe --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "el directorio de datos predeterminado es $XDG_DATA_HOME/authtui"

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
            msgstr "salida normal; login: alguien ha iniciado sesión; greet: se va a iniciar una sesión"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run: se abandonó con una opción (Cancelar, Atrás; 0 con --plain), como Cancelar de dialog; la aplicación: un error del almacén o del terminal; accounts: la cuenta no existe o no se confirmó la eliminación"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND no se puede ejecutar o no se encuentra"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet: interrumpido con Ctrl-C"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "un error de uso (una línea en stderr); greet: no lo ejecuta greetd"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run: se abandonó con Esc (con --plain también Ctrl-D), como Esc en dialog y whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store: cualquier otro error (almacén, terminal), una línea en stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: el estado de salida del propio COMMAND, o la señal N que lo terminó"

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
            msgstr "Se finalizó la sesión de %1$s de esta clave; la próxima conexión volverá a preguntar"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Se finalizaron todas las sesiones de %1$s, en todas las claves y terminales"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "No hay ninguna sesión recordada para esta clave; conéctese sin un comando para iniciar sesión"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: sesión iniciada como %1$s mediante una sesión recordada"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: sesión iniciada como %1$s mediante una sesión recordada (`ssh -t HOST logout` la finaliza)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: '%1$s' no es algo que haga esta puerta; conéctese sin un comando para iniciar sesión, o indique %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Sesión iniciada como %1$s mediante la sesión recordada de esta clave"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Sesión iniciada como %1$s mediante la sesión recordada de esta clave hasta el %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Hibernar"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: no se puede leer el archivo issue %1$s: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK no está definida: greetd ejecuta la pantalla de bienvenida (consulte docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Apagar"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Reiniciar"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Suspender"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "la conexión con greetd terminó: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd envió algo que no es greetd-ipc: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "no se puede contactar con greetd en %1$s: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "Consultando a greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Iniciando sesión como %1$s (Esc: otro usuario)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "escrito por otro usuario (uid %1$s, no el del greeter, %2$s)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "no es un archivo normal"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "No se usa %1$s: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Aún no se recuerda nada"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "No se usa %1$s"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "otros pueden escribir en él (modo %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: hecho"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s falló: la orden terminó con el estado %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "No se pudo iniciar la sesión: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "No se pudo iniciar la sesión: greetd preguntó algo inesperado"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Consola"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Iniciar una sesión"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Sesión iniciada como %1$s. ¿Qué sesión?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Iniciando"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Otro usuario…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "¿Quién inicia sesión?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "comandos:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "entorno:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "estado de salida:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "teclas:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(ninguno)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "comandos de administrador:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "opciones:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (o ACCESSIBLE=1) pregunta una línea cada vez: cada pregunta empieza con su etiqueta,\n"
            "la contraseña no se muestra en absoluto, los errores son líneas completas, las opciones están\n"
            "numeradas y se responden con el número o con el nombre (0 vuelve atrás);\n"
            "Esc solo en una línea vuelve atrás como Esc; Ctrl-D abandona. En\n"
            "la pantalla completa, el cursor del terminal está siempre sobre lo que tiene el foco (el punto\n"
            "de inserción en un campo, en la fila que empieza con la etiqueta del campo; la primera letra\n"
            "de un botón con el foco), y sobre un mensaje que acaba de aparecer hasta la siguiente tecla,\n"
            "de modo que un lector que sigue el cursor oye cada campo y cada botón cuando Tab llega a él y\n"
            "cada error cuando aparece."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "teclas de showcase:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: un inicio de sesión para el terminal, manejado con el teclado"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "uso:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "con un lector de pantalla:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "El autenticador indicó un usuario con caracteres de control o invisibles"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "No se pudo iniciar el autenticador: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "El autenticador escribió una línea de más de 4 KiB"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Rechazado"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "El autenticador se detuvo sin dar respuesta"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Esperando"

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
            msgstr "Creada %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Sesión finalizada: %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Último uso %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "este terminal: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Autenticación de dos factores: desactivada"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Autenticación de dos factores: activada"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Desactivar"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "imagen dañada (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "ningún PNG ni JPEG en %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "el servidor de imágenes respondió HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "no es una dirección http(s): %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl no está instalada"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "no es una imagen PNG ni JPEG"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s; se muestra una imagen generada"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "la descarga de la imagen tardó demasiado"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "imagen demasiado grande"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "servidor de imágenes inaccesible (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "no se puede leer %1$s (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Retroceso"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Supr"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "Fin, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "Fin"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Intro"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Inicio, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Inicio"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "ratón"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Av Pág"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Re Pág"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Mayús-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Espacio"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "ir al campo o botón siguiente, como Tab (hacia abajo en una lista)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "en una lista: ir a su primer elemento"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "en una lista: ir a su último elemento"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "pasar al siguiente campo o botón (vuelve al principio)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "pasar al campo o botón anterior (vuelve al final)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "hacer clic en un botón para pulsarlo, en un campo para darle el foco"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "en una lista: ir una página hacia abajo"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "en una lista: ir una página hacia arriba"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "pulsar el botón que tiene el foco"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "salir"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "siguiente campo; en el último campo o sobre un botón, pulsar el botón"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "ir al campo o botón anterior, como Mayús-Tab (hacia arriba en una lista)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Bloq Mayús y Bloq Num están activados"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Bloq Mayús está activado"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Bloq Num está activado"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Comprobando la conexión"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Restaurando su sesión"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Bienvenido a authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Error de inicio de sesión: inténtelo de nuevo"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Código: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "El código caduca en %1$d minuto, a las %2$s"
            msgstr[1] "El código caduca en %1$d minutos, a las %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Iniciando sesión en %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "En su teléfono o computadora, abra %1$s e introduzca el código %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "Esperando la aprobación"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "El proveedor de identidad no dijo quién inició sesión (no hay claim %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Sesión iniciada, pero sin permiso aquí: %1$s debe incluir %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "No se pudieron obtener las claves del proveedor de identidad"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Inicio de sesión cancelado"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "El proveedor de identidad no acepta el secreto del cliente ni por HTTP Basic ni en el formulario"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "Se denegó el inicio de sesión"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "El código caducó antes de que se aprobara el inicio de sesión"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Se rechaza hablar con el proveedor de identidad por HTTP sin cifrar: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "El proveedor de identidad no se identifica como %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "No se puede contactar con el proveedor de identidad: no se puede cargar libcurl"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "El proveedor de identidad no ofrece inicio de sesión con un código"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "El proveedor de identidad rechazó: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "El proveedor de identidad %1$s no respondió a tiempo"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "El proveedor de identidad envió más de lo que este inicio de sesión lee"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s del proveedor de identidad no es lo que dice OpenID Connect (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "No se puede contactar con el proveedor de identidad %1$s (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "El proveedor de identidad %1$s no es de confianza: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Inicie sesión: el proveedor de identidad ahora nombra a otra persona para el inicio de sesión recordado."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Inicie sesión: el proveedor de identidad ha terminado el inicio de sesión recordado."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Inicie sesión: el proveedor de identidad renovó el inicio de sesión sin decir para quién es, y los requisitos de este inicio de sesión lo necesitan."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Sesión cerrada aquí, pero el proveedor de identidad no pudo terminar el inicio de sesión: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Contactando con el proveedor de identidad"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Recibirá un código para aprobar en su teléfono o computadora, donde ya inicia sesión en su organización."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Obtener un código"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Obtener un código nuevo"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Iniciar sesión con %1$s"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "El token de ID está firmado con %1$s, que este inicio de sesión no acepta"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "El token de ID no indica cuál de las claves del proveedor de identidad lo firmó"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "El token de ID no está destinado a este cliente"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "El token de ID está destinado a varios clientes y no fue emitido para este"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "Al token de ID le falta la notificación %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "El token de ID ha caducado (compruebe el reloj de esta máquina)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "El token de ID se emitió en el futuro (compruebe el reloj de esta máquina)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "El token de ID no fue emitido por %1$s"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "La clave del proveedor de identidad para el token de ID no puede comprobar su firma"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "El proveedor de identidad envió un token de ID que no se puede leer"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "El token de ID no corresponde a este inicio de sesión"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "La firma del token de ID no es válida"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "El token de ID está firmado con una clave que el proveedor de identidad no publica"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "El token de ID no está firmado"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "No se pueden comprobar los tokens de ID: no se puede cargar %1$s"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "eliminar la cuenta, su perfil y sus sesiones (pregunta salvo con --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "una línea por cuenta: id, correo electrónico, usuario, sesiones, fallos, bloqueo"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "desactivar la autenticación de dos factores de la cuenta (un teléfono perdido)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "finalizar todas las sesiones recordadas de la cuenta (solo una con --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "las sesiones recordadas de la cuenta: id, creación, último uso, caducidad, origen"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "la misma línea para una sola cuenta"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "borrar los intentos fallidos del correo electrónico y su bloqueo"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "imprimir los eventos a medida que se escriben, para fail2ban o un enviador de registros (Ctrl-C termina)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "imprimir el registro de seguridad, un evento por línea (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "retención: eliminar los eventos anteriores a --before TIME; el resto sigue pudiéndose verificar"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune necesita --before TIME (p. ej., --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "se eliminó %1$d evento anterior a %2$s"
            msgstr[1] "se eliminaron %1$d eventos anteriores a %2$s"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "recalcular la cadena de hashes del registro de seguridad; indicar el primer evento modificado, eliminado o insertado"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "¿Eliminar %1$s, su perfil y sus sesiones? Escriba el correo electrónico para confirmar: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "se eliminó %1$s"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: ninguna cuenta tiene el correo electrónico %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: %2$s no tiene la sesión %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: no confirmado; no se eliminó nada"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant solo se aplica a almacenes PostgreSQL"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: versión del esquema %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: versión del esquema %2$s -> %3$s; acceso a filas para %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: versión del esquema %2$s, actualizada"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: versión del esquema %2$s, actualizada; acceso a filas para %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: versión del esquema %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s no tenía segundo factor"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "no hay ningún almacén de cuentas en %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "se revocó la sesión %1$s de %2$s"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "se revocó %1$d sesión de %2$s"
            msgstr[1] "se revocaron %1$d sesiones de %2$s"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "la autenticación de dos factores está desactivada para %1$s"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "crear o actualizar el esquema del almacén, como el rol que es su propietario"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "se desbloqueó %1$s"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow: solo los eventos de esta cuenta"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "un correo electrónico"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "duración del fundido (predeterminado: 0.3; 0 = ninguno)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "segundos entre 0 y 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run: preguntar aunque haya una sesión recordada"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run: dejar que CMD decida quién es cada persona (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "imprimir el script de autocompletado de bash y salir"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: eliminar los eventos anteriores a esto (2026-01-01, o una antigüedad: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 o una antigüedad como 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "leer FILE en lugar de los archivos de configuración (docs/configuration.md); greet: un archivo de root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "una ruta de archivo"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "base de datos de cuentas y sesión recordada (predeterminado: $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "una ruta de directorio"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: dar a cada sesión esta variable de entorno (repetible)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, KEY de letras, dígitos y _, sin empezar por un dígito, VALUE en una línea"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "--image o --image-url, no ambas"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "ningún valor"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "solo uno de --pam, --auth-command y --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "--pam o --auth-command, no ambas"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "un comando de shell"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "--xsession-wrapper o --no-xsession-wrapper, no ambas"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "imprimir el script de autocompletado de fish y salir"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: dar a ROLE solo acceso a filas (el rol de la aplicación; se puede repetir)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "un nombre de rol: a-z, 0-9 y _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: una línea mostrada sobre el inicio de sesión"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "algo de texto"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "mostrar esta ayuda y salir"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: ofrecer Hibernar, que ejecuta CMD (ninguno de forma predeterminada)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "limitar la superposición, la carga y el inicio de sesión a este rectángulo de celdas"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, p. ej., 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "imagen de fondo (PNG o JPEG), o una carpeta de la que elegir una al azar"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "descargar el fondo; {w} y {h} se sustituyen por su tamaño en píxeles"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "una plantilla de URL http(s)"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "una ruta de archivo o de carpeta"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: mostrar /etc/issue sobre el inicio de sesión, con sus escapes sustituidos como hace agetty"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: mostrar FILE en lugar de /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "una ruta de archivo"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow: un objeto JSON por evento"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: finalizar la sesión cuando termine el comando"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "imprimir la página de manual (roff) y salir"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "modo básico: sin pantalla de carga"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: iniciar las sesiones X11 solo con su Exec, sin envoltorio"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "la app, login, run: iniciar sesión con este proveedor OpenID mediante un código (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: permitir http sin cifrar hacia una dirección loopback (para pruebas)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: confiar en las CA de FILE (PEM) en lugar de las del sistema"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: el ID de cliente de esta máquina en el proveedor"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "un ID de cliente (imprimible, sin espacios)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: el secreto de un cliente confidencial, en la primera línea de FILE (modo 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s no contiene un secreto de cliente en su primera línea (imprimible, sin espacios)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: dejar entrar solo a quien tenga CLAIM igual a VALUE o que lo incluya (repetible)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, como groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: un ámbito que pedir además de openid (repetible; por defecto profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "un nombre de ámbito, como email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: el claim que nombra al usuario (por defecto preferred_username; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "un nombre de claim, como email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "la dirección https:// del emisor, tal como la nombra el proveedor"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "una dirección https:// (http:// solo hacia loopback, con --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "el color de la superposición del navegador (predeterminado: el fondo del anfitrión)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "la aplicación, login, run: las cuentas del sistema, a través de PAM (p. ej., login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "un nombre de servicio PAM, como en /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "una línea cada vez, para lectores de pantalla y terminales simples (también ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: ofrecer Apagar, que ejecuta CMD (ninguno de forma predeterminada)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: qué imprimir si tiene éxito (predeterminado: email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "mostrar los ajustes vigentes, cada uno con su procedencia, y salir"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username o json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: ofrecer Reiniciar, que ejecuta CMD (ninguno de forma predeterminada)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "app, login, run: cuánto tiempo se recuerda una sesión (12h, 7d; 0 = nunca; predeterminado: 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 o una duración de hasta 30d, p. ej., 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: finalizar solo esta sesión (un id de accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "un id de 12 dígitos de accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow: desde esta hora UTC (2026-12-01, 2026-12-01T22:00Z) o antigüedad (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h o 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "almacén de cuentas: sqlite:PATH (predeterminado, en el directorio de datos) o una URI postgresql://"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: ofrecer Suspender, que ejecuta CMD (ninguno de forma predeterminada)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "colores: default, classic, light, high-contrast o monochrome, y/o CLAVE=COLOR;... como en tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: el formato strftime del reloj, p. ej. '%H:%M' (predeterminado: día, fecha y hora)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "un formato strftime que dé un reloj de una línea corta, como '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "un identificador de usuario (un número de 0 a 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: abrir en la primera pregunta de NAME, antes del usuario recordado (Esc: otro usuario)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: ofrecer los usuarios del equipo (UID de /etc/login.defs), el último primero"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: el UID más alto del menú de usuarios (predeterminado UID_MAX, si no 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: el UID más bajo del menú de usuarios (predeterminado UID_MIN, si no 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "un nombre de usuario (sin espacios, dos puntos ni caracteres de control)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "imprimir la versión y salir"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: iniciar las sesiones X11 como CMD seguido del Exec de la entrada (predeterminado startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: no pedir confirmación"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "imprimir la función de autocompletado de zsh y salir"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, clave %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, clave %2$s, usuario %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, usuario %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "este equipo"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "línea de órdenes"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "predeterminado"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "entorno (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, línea %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: no existe"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: leído"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: los ajustes vigentes y la procedencia de cada uno"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s mediante una copia set-user-ID: los ajustes de la puerta y la procedencia de cada uno"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s no está definido"

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
            msgstr "authtui run: %1$s: no se encontró el comando"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s; no se hizo nada"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: permiso denegado"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: no se pudo finalizar la sesión: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(un terminal algo más grande muestra un código QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(un terminal %1$s columnas más ancho y %2$s filas más alto muestra un código QR)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Autenticación en curso"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Comprobando su sesión"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Acceso secreto"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Introduzca de nuevo su contraseña para ver los códigos."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "¡Mostrar!"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Inicie sesión: la sesión se abrió con otro método de inicio de sesión."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Inicie sesión: la sesión pertenece a otra base de datos de cuentas."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Inicie sesión: el archivo de sesión está dañado."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Inicie sesión: la sesión ha caducado."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Inicie sesión: el archivo de sesión no es un archivo normal."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Inicie sesión: el archivo de sesión pertenece a otro usuario."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Inicie sesión: otros usuarios podían leer el archivo de sesión."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Inicie sesión: la sesión se revocó."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Inicie sesión: el inicio de sesión del proveedor de identidad guardado con la sesión está dañado."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Inicie sesión: el archivo de sesión es un enlace simbólico."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s por un administrador"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d intento fallido antes de este inicio de sesión"
            msgstr[1] "%1$d intentos fallidos antes de este inicio de sesión"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "al menos %1$d intento fallido antes de este inicio de sesión"
            msgstr[1] "al menos %1$d intentos fallidos antes de este inicio de sesión"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d intento fallido desde entonces"
            msgstr[1] "%1$d intentos fallidos desde entonces"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "al menos %1$d intento fallido desde entonces"
            msgstr[1] "al menos %1$d intentos fallidos desde entonces"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Último inicio de sesión: %1$s desde %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Último inicio de sesión: %1$s en este equipo"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Contraseña cambiada %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Código de recuperación usado %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Sesiones finalizadas %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Autenticación de dos factores desactivada %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Autenticación de dos factores activada %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Autenticación de dos factores restablecida %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Cuenta desbloqueada %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: no se recuerda ninguna sesión por SSH sin `ExposeAuthInfo yes` en sshd_config (todos los clientes compartirían una); cada conexión debe iniciar sesión"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: no se recuerda ninguna sesión: sshd no entregó ningún ticket de clave a esta puerta set-user-ID (consulte la receta en docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "no es una cadena de conexión de PostgreSQL válida: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: necesita una ruta de archivo (sqlite:RUTA)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "el nombre del almacén contiene un carácter NUL"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "se esperaba sqlite:RUTA, una URI postgresql:// o una cadena libpq clave=valor"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Fallo de autenticación"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Iniciar sesión"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "PAM no está disponible aquí: no se pudo cargar libpam"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "INICIAR SESIÓN"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "El servicio de autenticación se detuvo sin dar respuesta"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Nombre de usuario"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Escriba su nombre de usuario"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s no puede mover el cursor; ejecute authtui en un terminal completo"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM no está definida"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "no hay ningún terminal en el que dibujar (no se puede abrir /dev/tty)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "no hay ningún terminal en el que dibujar: conéctese con ssh -t (se necesita un terminal para iniciar sesión)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "la entrada y la salida estándar deben ser un terminal"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "tipo de terminal desconocido '%1$s' (no hay ninguna entrada en terminfo)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s %2$s %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d/%m/%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "ene"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "feb"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "mar"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "abr"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "may"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "jun"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "jul"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "ago"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "sept"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "oct"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "nov"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "dic"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "el %1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "hoy a las %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "vie"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "lun"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "sáb"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "dom"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "jue"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "mar"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "mié"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "ayer a las %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s no es una ruta absoluta, así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s no es una carpeta, así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s no es un archivo normal, así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s no pertenece a root (uid %2$s), así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s pertenece al uid %2$s, ni a usted (uid %3$s) ni a root, así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s puede ser leído por otros además de su propietario (modo %2$s), por lo que no se usa el secreto que contiene"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s ocupa más de 1 MiB, así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "no se puede leer %1$s: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "otros además de root pueden escribir en %1$s (modo %2$s), así que no es de confianza"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "otros además de su propietario pueden escribir en %1$s (modo %2$s), así que no es de confianza"

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


            #, c-format



            #, c-format
            """#,
        "fr": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: French\n"
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
            msgstr "journal de sécurité rompu à l’événement %1$s : il a été modifié (son empreinte ne correspond pas à ses champs et à l’événement précédent)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "journal de sécurité rompu à l’événement %1$s : il a été inséré (la tête du journal se termine avant lui)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "journal de sécurité intact : %1$d événement (de %2$s à %3$s)"
            msgstr[1] "journal de sécurité intact : %1$d événements (de %2$s à %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "journal de sécurité intact : aucun événement"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "journal de sécurité rompu à l’événement %1$s : il a été supprimé (la chaîne saute depuis l’événement précédent)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys : pas au moyen d’une copie set-user-ID ; sshd l’exécute en tant que propriétaire du stockage"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys : %1$s n’existe pas"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys : seul sshd (un processus de root) peut demander un ticket de clé"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui : impossible d’abandonner l’utilisateur set-user-ID ; rien n’a été fait"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY, tel que sshd l’exécute"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui : %1$s : « %2$s » n’est pas valide ; attendu : %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui : argument manquant (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run : aucune commande donnée (authtui run [options] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s : placez la commande après --, comme ceci : %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui : %1$s nécessite une valeur (voir authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui : %1$s ne s’applique pas à %2$s (voir authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui : %1$s n’est pas accepté par une passerelle set-user-ID"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui : %1$s n’est pas accepté par une passerelle set-user-ID (définissez %2$s dans la table [%3$s] de %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "deux thèmes donnés, « %1$s » et « %2$s »"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s : couleur inconnue « %2$s » (attendu : %3$s, un nombre de 0 à 255 ou #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "clé inconnue « %1$s » (attendu : %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "aucun thème ne s’appelle « %1$s » (attendu : %2$s, ou CLÉ=COULEUR;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui : argument inattendu « %1$s » (voir authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s : attendu l’un de %2$s (voir authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui : option inconnue %1$s (voir authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui : %1$s ; rien n’a été fait"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "administrateurs : les comptes du stockage (voir commandes d’administration)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "l’application de connexion : un écran hôte protégé par le parcours de connexion"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "administrateurs : le journal de sécurité (voir commandes d’administration)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand de sshd pour la passerelle set-user-ID : la ligne de FILE pour la clé, avec un ticket à usage unique"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "l’écran d’accueil pour greetd : connecte via $GREETD_SOCK, puis lance COMMAND ou une session choisie"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "le parcours de connexion seul, pour les scripts : dessine sur /dev/tty, affiche le compte sur stdout"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "une passerelle de connexion : lance COMMAND après une connexion, avec AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "la démo des fenêtres modales superposées"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "administrateurs : créer ou mettre à niveau le schéma du stockage"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "un tableau ne contient ici que des chaînes, séparées par des virgules, et se ferme sur sa ligne"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u nécessite les quatre chiffres hexadécimaux d’un caractère, \\U huit"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "« %1$s » se donne sur la ligne de commande uniquement, pas dans un fichier"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "un caractère de contrôle dans une chaîne"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui : %1$s, ligne %2$d : %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "« = » attendu après « %1$s »"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "nom de paramètre attendu"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "valeur attendue : une \"chaîne\", un nombre, true, false ou [\"chaînes\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true ou false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "un nombre"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "une \"chaîne\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "un tableau de chaînes, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = « %2$s » n’est pas valide ; attendu : %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "les tableaux de tables ([[…]]) ne sont pas pris en charge ici"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "« %1$s » ne s’applique pas à [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "« %1$s » est défini deux fois"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] est déjà défini plus haut"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "texte inattendu après la valeur de « %1$s »"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "une chaîne n’est pas fermée"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "séquence d’échappement inconnue \\%1$s dans une chaîne"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "paramètre inconnu « %1$s » : pas d’option --%1$s (voir authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "table inconnue [%1$s] (attendu : l’une de %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "« %1$s » attend %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Aucune route réseau"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Stockage des comptes injoignable"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "définie (ou GH_ACCESSIBLE_PROMPTER) : --plain, une ligne à la fois, pour les lecteurs d’écran"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "la passerelle set-user-ID : le ticket à usage unique que sshd transmet pour la clé utilisée par le client"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "le stockage des comptes, tel que --store l’accepte (garde une chaîne de connexion hors d’argv)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "définie par authtui run pour COMMAND : qui s’est connecté"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "millisecondes d’attente après Esc pour une séquence de touches (25 par défaut)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet : le socket de greetd (greetd définit cette variable pour son écran d’accueil)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "toute valeur non vide désactive les couleurs"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "le fichier de mots de passe de libpq (~/.pgpass par défaut, mode 0600) : aucun mot de passe dans l’URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "l’autorité de certification qui a signé le certificat du serveur PostgreSQL (TLS est vérifié par défaut)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run sous ForceCommand de sshd : whoami, logout ou logout-everywhere interrogent la passerelle"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "le type de terminal (terminfo) ; un terminal qui ne peut pas déplacer le curseur (dumb) reçoit --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "le répertoire de données par défaut est $XDG_DATA_HOME/authtui"

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
            msgstr "sortie normale ; login : quelqu’un est connecté ; greet : une session doit démarrer"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run : abandon par un choix (Annuler, Retour ; 0 avec --plain), comme Annuler de dialog ; l’application : une erreur de stockage ou de terminal ; accounts : compte inexistant, ou suppression non confirmée"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run : COMMAND ne peut pas être exécutée, ou est introuvable"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet : interrompu par Ctrl-C"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "une erreur d’utilisation (une ligne sur stderr) ; greet : non lancé par greetd"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run : abandon par Échap (avec --plain aussi Ctrl-D), comme Échap dans dialog et whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store : toute autre erreur (stockage, terminal), une ligne sur stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run : le code de retour de COMMAND, ou le signal N qui l’a terminée"

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
            msgstr "Session de cette clé pour %1$s terminée ; la prochaine connexion redemandera"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Toutes les sessions de %1$s ont été terminées, sur chaque clé et chaque terminal"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "Aucune session n’est mémorisée pour cette clé ; connectez-vous sans commande pour vous identifier"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run : connecté en tant que %1$s grâce à une session mémorisée"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run : connecté en tant que %1$s grâce à une session mémorisée (`ssh -t HOST logout` la termine)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run : « %1$s » n’est pas une action de cette passerelle ; connectez-vous sans commande pour vous identifier, ou indiquez %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Connecté en tant que %1$s grâce à la session mémorisée de cette clé"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Connecté en tant que %1$s grâce à la session mémorisée de cette clé jusqu’au %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Hiberner"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet : impossible de lire le fichier issue %1$s : %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet : GREETD_SOCK n’est pas définie : c’est greetd qui lance l’écran d’accueil (voir docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Éteindre"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Redémarrer"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Mettre en veille"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "la connexion à greetd s’est terminée : %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd a envoyé quelque chose qui n’est pas du greetd-ipc : %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "impossible de joindre greetd à %1$s : %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "Interrogation de greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Connexion en tant que %1$s (Échap : autre utilisateur)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "écrit par un autre utilisateur (uid %1$s, pas celui du greeter, %2$s)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "pas un fichier ordinaire"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "%1$s n’est pas utilisé : %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Rien n’est encore mémorisé"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "%1$s n’est pas utilisé"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "d’autres peuvent y écrire (mode %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s : fait"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s a échoué : la commande s’est terminée avec le code %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "La session n’a pas pu démarrer : %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "La session n’a pas pu démarrer : greetd a demandé quelque chose d’inattendu"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Interpréteur de commandes"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Démarrer une session"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Connecté en tant que %1$s. Quelle session ?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Démarrage"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Autre utilisateur…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "Qui se connecte ?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "commandes :"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "environnement :"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "code de retour :"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "touches :"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(aucune)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "commandes d’administration :"

            msgctxt "help.options"
            msgid "options:"
            msgstr "options :"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (ou ACCESSIBLE=1) pose les questions une ligne à la fois : chaque invite commence par son\n"
            "libellé, un mot de passe n’est pas du tout affiché, les erreurs sont des lignes entières, les choix\n"
            "sont numérotés, on y répond par numéro ou par nom (0 revient en arrière) ;\n"
            "Échap seul sur une ligne revient en arrière comme Échap ; Ctrl-D abandonne. En\n"
            "plein écran, le curseur du terminal est toujours sur l’élément actif (le point d’insertion dans un\n"
            "champ, sur la ligne qui commence par le libellé du champ ; la première lettre d’un bouton actif), et\n"
            "sur un message qui vient d’apparaître jusqu’à la touche suivante, de sorte qu’un lecteur qui suit le\n"
            "curseur annonce chaque champ et bouton quand Tab l’atteint, et chaque erreur quand elle apparaît."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "touches de la démo :"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s : une connexion au clavier pour le terminal"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "utilisation :"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "avec un lecteur d’écran :"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "L’authentificateur a nommé un utilisateur avec des caractères de contrôle ou invisibles"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "L’authentificateur n’a pas pu démarrer : %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "L’authentificateur a écrit une ligne de plus de 4 Kio"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Refusé"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "L’authentificateur s’est arrêté sans répondre"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Attente"

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
            msgstr "Créée %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Session fermée : %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Dernière utilisation %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "ce terminal : %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Authentification à deux facteurs : désactivée"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Authentification à deux facteurs : activée"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Désactiver"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "image endommagée (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "aucun PNG ni JPEG dans %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "le serveur d’images a répondu HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "pas une adresse http(s) : %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl n’est pas installée"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "pas une image PNG ou JPEG"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s ; une image générée est affichée à la place"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "délai dépassé pour le téléchargement de l’image"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "image trop grande"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "serveur d’images injoignable (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "impossible de lire %1$s (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Retour arrière"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Suppr"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "Fin, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "Fin"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Entrée"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Échap"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Début, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Début"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "souris"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page suiv."

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page préc."

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Maj-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Espace"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "passer au champ ou bouton suivant, comme Tab (vers le bas d’une liste)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "dans une liste : aller à son premier élément"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "dans une liste : aller à son dernier élément"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "passer au champ ou bouton suivant (en boucle)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "passer au champ ou bouton précédent (en boucle)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "cliquer sur un bouton pour l’activer, sur un champ pour le sélectionner"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "dans une liste : aller une page plus bas"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "dans une liste : aller une page plus haut"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "appuyer sur le bouton actif"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "quitter"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "champ suivant ; dans le dernier champ ou sur un bouton, appuyer sur le bouton"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "revenir au champ ou bouton précédent, comme Maj-Tab (vers le haut d’une liste)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Les verrouillages majuscules et numérique sont activés"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Le verrouillage des majuscules est activé"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Le verrouillage numérique est activé"

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
            msgstr "%1$s… (Échap ou Ctrl-C pour annuler)"

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Vérification de la connexion"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Restauration de votre session"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Bienvenue dans authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Échec de la connexion : réessayez"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Code : %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "Le code expire dans %1$d minute, à %2$s"
            msgstr[1] "Le code expire dans %1$d minutes, à %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Connexion à %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "Sur votre téléphone ou votre ordinateur, ouvrez %1$s et saisissez le code %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "En attente de l’approbation"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "Le fournisseur d’identité n’a pas dit qui s’est connecté (pas de revendication %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Connecté, mais pas autorisé ici : %1$s doit contenir %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "Les clés du fournisseur d’identité n’ont pas pu être récupérées"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Connexion annulée"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "Le fournisseur d’identité n’accepte le secret client ni en HTTP Basic ni dans le formulaire"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "La connexion a été refusée"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "Le code a expiré avant que la connexion soit approuvée"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Refus de contacter le fournisseur d’identité en HTTP non chiffré : %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "Le fournisseur d’identité ne se présente pas comme %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "Le fournisseur d’identité est injoignable : libcurl ne peut pas être chargée"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "Le fournisseur d’identité ne propose pas la connexion par code"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "Le fournisseur d’identité a refusé : %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "Le fournisseur d’identité %1$s n’a pas répondu à temps"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "Le fournisseur d’identité a envoyé plus que ce que cette connexion lit"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s du fournisseur d’identité n’est pas conforme à OpenID Connect (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "Le fournisseur d’identité %1$s est injoignable (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "Le fournisseur d’identité %1$s n’est pas de confiance : %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Veuillez vous connecter : le fournisseur d’identité nomme désormais une autre personne pour la connexion mémorisée."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Veuillez vous connecter : le fournisseur d’identité a mis fin à la connexion mémorisée."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Veuillez vous connecter : le fournisseur d’identité a renouvelé la connexion sans dire pour qui, ce dont les exigences de cette connexion ont besoin."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Déconnecté ici, mais le fournisseur d’identité n’a pas pu mettre fin à la connexion : %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Contact du fournisseur d’identité"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Vous recevrez un code à approuver sur votre téléphone ou votre ordinateur, là où vous vous connectez déjà à votre organisation."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Obtenir un code"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Obtenir un nouveau code"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Se connecter avec %1$s"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "Le jeton d’identité est signé avec %1$s, que cette connexion n’accepte pas"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "Le jeton d’identité n’indique pas laquelle des clés du fournisseur d’identité l’a signé"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "Le jeton d’identité n’est pas destiné à ce client"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "Le jeton d’identité est destiné à plusieurs clients et n’a pas été émis pour celui-ci"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "Il manque au jeton d’identité la revendication %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "Le jeton d’identité a expiré (vérifiez l’horloge de cette machine)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "Le jeton d’identité a été émis dans le futur (vérifiez l’horloge de cette machine)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "Le jeton d’identité n’a pas été émis par %1$s"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "La clé du fournisseur d’identité pour ce jeton d’identité ne peut pas vérifier sa signature"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "Le fournisseur d’identité a envoyé un jeton d’identité illisible"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "Le jeton d’identité ne correspond pas à cette connexion"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "La signature du jeton d’identité n’est pas valide"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "Le jeton d’identité est signé avec une clé que le fournisseur d’identité ne publie pas"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "Le jeton d’identité n’est pas signé"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "Les jetons d’identité ne peuvent pas être vérifiés : %1$s ne peut pas être chargée"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "supprimer le compte, son profil et ses sessions (demande confirmation sauf avec --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "une ligne par compte : identifiant, e-mail, nom d’utilisateur, sessions, échecs, verrouillage"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "désactiver l’authentification à deux facteurs du compte (un téléphone perdu)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "terminer toutes les sessions mémorisées du compte (une seule avec --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "les sessions mémorisées du compte : identifiant, création, dernière utilisation, expiration, provenance"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "la même ligne pour un seul compte"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "effacer les tentatives échouées de l’adresse e-mail et son verrouillage"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "afficher les événements au fur et à mesure qu’ils sont écrits, pour fail2ban ou un expéditeur de journaux (Ctrl-C pour terminer)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "afficher le journal de sécurité, un événement par ligne (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "rétention : supprimer les événements antérieurs à --before TIME ; le reste reste vérifiable"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune nécessite --before TIME (par ex. --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "%1$d événement antérieur à %2$s supprimé"
            msgstr[1] "%1$d événements antérieurs à %2$s supprimés"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "recalculer la chaîne d’empreintes du journal de sécurité ; nommer le premier événement modifié, supprimé ou inséré"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "Supprimer %1$s, son profil et ses sessions ? Saisissez l’adresse e-mail pour confirmer : "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "%1$s supprimé"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s : aucun compte n’a l’adresse e-mail %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s : %2$s n’a pas de session %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s : non confirmé ; rien n’a été supprimé"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant ne s’applique qu’aux stockages PostgreSQL"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s : version du schéma %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s : version du schéma %2$s -> %3$s ; accès aux lignes pour %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s : version du schéma %2$s, à jour"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s : version du schéma %2$s, à jour ; accès aux lignes pour %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s : version du schéma %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s n’avait pas de second facteur"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "aucun stockage des comptes à %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "session %1$s de %2$s révoquée"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "%1$d session de %2$s révoquée"
            msgstr[1] "%1$d sessions de %2$s révoquées"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "l’authentification à deux facteurs est désactivée pour %1$s"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "créer ou mettre à niveau le schéma du stockage, avec le rôle qui en est propriétaire"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "%1$s déverrouillé"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow : seulement les événements de ce compte"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "une adresse e-mail"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "durée du fondu (0.3 par défaut, 0 = aucun)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "un nombre de secondes entre 0 et 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run : demander même quand une session est mémorisée"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run : laisser CMD décider de l’identité de la personne (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "afficher le script de complétion bash et quitter"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune : supprimer les événements plus anciens que cela (2026-01-01, ou un âge : 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 ou un âge comme 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "lire FILE au lieu des fichiers de configuration (docs/configuration.md) ; greet : un fichier de root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "un chemin de fichier"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "base de données des comptes et session mémorisée ($XDG_DATA_HOME/authtui par défaut)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "un chemin de répertoire"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet : donner cette variable d’environnement à chaque session (répétable)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, KEY en lettres, chiffres et _, sans chiffre au début, VALUE sur une ligne"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "soit --image, soit --image-url, pas les deux"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "aucune valeur"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "un seul de --pam, --auth-command et --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "soit --pam, soit --auth-command, pas les deux"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "une commande shell"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "soit --xsession-wrapper, soit --no-xsession-wrapper, pas les deux"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "afficher le script de complétion fish et quitter"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate : donner à ROLE uniquement l’accès aux lignes (le rôle de l’application ; répétable)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "un nom de rôle : a-z, 0-9 et _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet : une ligne affichée au-dessus de la connexion"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "du texte"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "afficher cette aide et quitter"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet : proposer Hiberner, qui exécute CMD (aucune par défaut)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "limiter la superposition, le chargement et la connexion à ce rectangle de cellules"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, par ex. 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "image de fond (PNG ou JPEG), ou un dossier où en choisir une au hasard"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "télécharger le fond ; {w} et {h} deviennent sa taille en pixels"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "un modèle d’URL http(s)"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "un chemin de fichier ou de dossier"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet : afficher /etc/issue au-dessus de la connexion, ses échappements remplacés comme par agetty"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet : afficher FILE au lieu de /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "un chemin de fichier"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow : un objet JSON par événement"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run : terminer la session quand la commande se termine"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "afficher la page de manuel (roff) et quitter"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "mode de base : pas d’écran de chargement"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet : lancer les sessions X11 par leur seul Exec, sans enveloppe"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "l’app, login, run : connexion via ce fournisseur OpenID avec un code (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc : autoriser http non chiffré vers une adresse de boucle locale (pour les tests)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc : faire confiance aux AC de FILE (PEM) au lieu de celles du système"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc : l’identifiant client de cette machine chez le fournisseur"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "un identifiant client (imprimable, sans espace)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc : le secret d’un client confidentiel, sur la première ligne de FILE (mode 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s ne contient pas de secret client sur sa première ligne (imprimable, sans espaces)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc : n’admettre que ceux dont CLAIM est ou contient VALUE (répétable)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, comme groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc : une portée demandée en plus d’openid (répétable ; par défaut profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "un nom de portée, comme email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc : la revendication qui nomme l’utilisateur (par défaut preferred_username ; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "un nom de revendication, comme email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "l’adresse https:// de l’émetteur, telle que le fournisseur la nomme"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "une adresse https:// (http:// seulement vers la boucle locale, avec --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "la couleur de la superposition du navigateur (par défaut : le fond de l’hôte)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "l’application, login, run : les comptes de la machine, via PAM (par ex. login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "un nom de service PAM, comme dans /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "une ligne à la fois, pour les lecteurs d’écran et les terminaux simples (aussi ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet : proposer Éteindre, qui exécute CMD (aucune par défaut)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login : ce qu’il faut afficher en cas de succès (email par défaut)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "afficher les paramètres en vigueur, chacun avec sa provenance, et quitter"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username ou json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet : proposer Redémarrer, qui exécute CMD (aucune par défaut)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "app, login, run : durée de mémorisation d’une session (12h, 7d ; 0 = jamais ; 30d par défaut)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 ou une durée jusqu’à 30d, par ex. 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke : terminer seulement cette session (un identifiant de accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "un identifiant à 12 chiffres de accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow : depuis cette heure UTC (2026-12-01, 2026-12-01T22:00Z) ou cet âge (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h ou 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "stockage des comptes : sqlite:PATH (par défaut, dans le répertoire de données) ou une URI postgresql://"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet : proposer Mettre en veille, qui exécute CMD (aucune par défaut)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "couleurs : default, classic, light, high-contrast ou monochrome, et/ou CLÉ=COULEUR;... comme tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet : le format strftime de l’horloge, par ex. '%H:%M' (par défaut : jour, date et heure)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "un format strftime donnant une horloge d’une courte ligne, comme '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "un identifiant d’utilisateur (un nombre de 0 à 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet : ouvrir sur la première question de NAME, avant l’utilisateur mémorisé (Échap : autre utilisateur)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet : proposer les utilisateurs de la machine (UID de /etc/login.defs), le dernier en premier"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet : le plus grand UID du menu des utilisateurs (par défaut UID_MAX, sinon 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet : le plus petit UID du menu des utilisateurs (par défaut UID_MIN, sinon 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "un nom d’utilisateur (sans espaces, deux-points ni caractères de contrôle)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "afficher la version et quitter"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet : lancer les sessions X11 par CMD suivi de l’Exec de l’entrée (par défaut startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete : ne pas demander de confirmation"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "afficher la fonction de complétion zsh et quitter"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, clé %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, clé %2$s, utilisateur %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, utilisateur %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "cet ordinateur"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "ligne de commande"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "par défaut"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "environnement (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, ligne %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s : absent"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s : lu"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s : les paramètres en vigueur, et la provenance de chacun"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s par une copie set-user-ID : les paramètres de la passerelle, et la provenance de chacun"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s n’est pas défini"

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
            msgstr "authtui run : %1$s : commande introuvable"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run : %1$s ; rien n’a été fait"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run : %1$s : permission refusée"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run : la session n’a pas pu être terminée : %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(un terminal un peu plus grand affiche un code QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(un terminal plus large de %1$s colonnes et plus haut de %2$s lignes affiche un code QR)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Authentification en cours"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Vérification de votre session"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Connexion secrète"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Saisissez à nouveau votre mot de passe pour voir les codes."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Montrer !"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Veuillez vous connecter : la session a été ouverte par un autre moyen de connexion."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Veuillez vous connecter : la session appartient à une autre base de comptes."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Veuillez vous connecter : le fichier de session est endommagé."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Veuillez vous connecter : la session a expiré."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Veuillez vous connecter : le fichier de session n’est pas un fichier ordinaire."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Veuillez vous connecter : le fichier de session appartient à un autre utilisateur."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Veuillez vous connecter : le fichier de session était lisible par d’autres utilisateurs."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Veuillez vous connecter : la session a été révoquée."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Veuillez vous connecter : la connexion au fournisseur d’identité conservée avec la session est endommagée."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Veuillez vous connecter : le fichier de session est un lien symbolique."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s par un administrateur"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d tentative échouée avant cette connexion"
            msgstr[1] "%1$d tentatives échouées avant cette connexion"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "au moins %1$d tentative échouée avant cette connexion"
            msgstr[1] "au moins %1$d tentatives échouées avant cette connexion"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d tentative échouée depuis"
            msgstr[1] "%1$d tentatives échouées depuis"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "au moins %1$d tentative échouée depuis"
            msgstr[1] "au moins %1$d tentatives échouées depuis"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Dernière connexion : %1$s depuis %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Dernière connexion : %1$s sur cet ordinateur"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Mot de passe changé %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Code de récupération utilisé %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Sessions fermées %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Authentification à deux facteurs désactivée %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Authentification à deux facteurs activée %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Authentification à deux facteurs réinitialisée %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Compte déverrouillé %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui : aucune session n’est mémorisée via SSH sans `ExposeAuthInfo yes` dans sshd_config (tous les clients en partageraient une) ; chaque connexion doit s’identifier"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui : aucune session n’est mémorisée : sshd n’a transmis aucun ticket de clé à cette passerelle set-user-ID (voir la recette dans docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "chaîne de connexion PostgreSQL non valide : %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: demande un chemin de fichier (sqlite:CHEMIN)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "le nom du stockage contient un caractère NUL"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "attendu : sqlite:CHEMIN, une URI postgresql:// ou une chaîne libpq clé=valeur"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Échec d’authentification"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Se connecter"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "PAM n’est pas disponible ici : libpam n’a pas pu être chargée"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "CONNEXION"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "Le service d’authentification s’est arrêté sans répondre"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Nom d’utilisateur"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Saisissez votre nom d’utilisateur"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s ne peut pas déplacer le curseur ; lancez authtui dans un terminal complet"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM n’est pas définie"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "aucun terminal où dessiner (/dev/tty ne peut pas être ouvert)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "aucun terminal où dessiner : connectez-vous avec ssh -t (un terminal est nécessaire pour se connecter)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "l’entrée et la sortie standard doivent être un terminal"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "type de terminal inconnu « %1$s » (aucune entrée terminfo)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s %2$s %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d/%m/%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "janv."

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "févr."

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "mars"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "avr."

            msgctxt "time.month.05"
            msgid "May"
            msgstr "mai"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "juin"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "juil."

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "août"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "sept."

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "oct."

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "nov."

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "déc."

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "le %1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "aujourd’hui à %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "ven."

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "lun."

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "sam."

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "dim."

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "jeu."

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "mar."

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "mer."

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "hier à %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s n’est pas un chemin absolu, il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s n’est pas un dossier, il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s n’est pas un fichier ordinaire, il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s n’appartient pas à root (uid %2$s), il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s appartient à l’uid %2$s, ni à vous (uid %3$s) ni à root, il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s peut être lu par d’autres que son propriétaire (mode %2$s), le secret qu’il contient n’est donc pas utilisé"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s dépasse 1 Mio, il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "impossible de lire %1$s : %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "%1$s peut être modifié par d’autres que root (mode %2$s), il n’est donc pas digne de confiance"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "%1$s peut être modifié par d’autres que son propriétaire (mode %2$s), il n’est donc pas digne de confiance"

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


            #, c-format



            #, c-format
            """#,
        "ja": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Japanese\n"
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
            msgstr "セキュリティログはイベント %1$s で壊れています: 改ざんされています (ハッシュがそのフィールドおよび直前のイベントと一致しません)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "セキュリティログはイベント %1$s で壊れています: 挿入されたイベントです (ログの先頭はその前で終わっています)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "セキュリティログは正常です: イベント %1$d 件 (%2$s から %3$s まで)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "セキュリティログは正常です: イベントはありません"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "セキュリティログはイベント %1$s で壊れています: 削除されています (チェーンが直前のイベントから飛んでいます)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: set-user-ID のコピー経由では実行できません。sshd がストアの所有者として実行します"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s が存在しません"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: キーチケットを要求できるのは sshd (root のプロセス) だけです"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: set-user-ID のユーザー権限を放棄できません。何も実行されませんでした"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY (sshd が実行する形式)"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: '%2$s' は無効です。指定できるのは %3$s です"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: 引数がありません (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: コマンドが指定されていません (authtui run [options] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: コマンドは -- の後に置いてください。例: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: %1$s には値が必要です (authtui --help を参照)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s は %2$s には使えません (authtui --help を参照)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: %1$s は set-user-ID ゲートでは受け付けられません"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: %1$s は set-user-ID ゲートでは受け付けられません (%4$s の [%3$s] テーブルで %2$s を設定してください)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "配色が 2 つ指定されています ('%1$s' と '%2$s')"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: 不明な色 '%2$s' (指定できるのは %3$s、0-255 の数値、#RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "不明なキー '%1$s' (指定できるのは %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "'%1$s' という配色はありません (指定できるのは %2$s、または キー=色;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: 予期しない引数 '%1$s' (authtui --help を参照)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: %2$s のいずれかを指定してください (authtui --help を参照)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: 不明なオプション %1$s (authtui --help を参照)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s。何も実行されませんでした"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "管理者向け: ストア内のアカウント (管理者コマンドを参照)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "ログインアプリ: ログインフローで保護されたホスト画面"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "管理者向け: セキュリティログ (管理者コマンドを参照)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "set-user-ID ゲート用の sshd の AuthorizedKeysCommand: キーに対応する FILE の行をワンタイムチケット付きで出力"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "greetd 用のグリーター: $GREETD_SOCK 経由でログインし、COMMAND または選択したセッションを開始"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "スクリプト用のログインフロー単体: /dev/tty に描画し、アカウントを stdout に出力"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "ログインゲート: ログイン後に COMMAND を AUTHTUI_USER、AUTHTUI_EMAIL、AUTHTUI_ACCOUNT_ID 付きで実行"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "モーダルオーバーレイのデモ"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "管理者向け: ストアのスキーマを作成またはアップグレード"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "ここでの配列は文字列だけをコンマで区切って並べ、同じ行で閉じる必要があります"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u には文字を表す 16 進数 4 桁、\\U には 8 桁が必要です"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' はコマンドラインでのみ指定でき、ファイルには書けません"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "文字列に制御文字が含まれています"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s、%2$d 行目: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "'%1$s' の後に '=' が必要です"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "設定名が必要です"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "値が必要です: \"文字列\"、数値、true、false または [\"文字列\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true または false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "数値"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "\"文字列\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "文字列の配列 [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' は無効です (指定できるのは %3$s)"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "テーブルの配列 ([[…]]) はここではサポートされていません"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' は [%2$s] には適用されません"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' が 2 回設定されています"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] はすでに上で定義されています"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "'%1$s' の値の後に予期しないテキストがあります"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "文字列が閉じられていません"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "文字列内に不明なエスケープ \\%1$s があります"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "不明な設定 '%1$s': オプション --%1$s はありません (authtui --help を参照)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "不明なテーブル [%1$s] (指定できるのは %2$s のいずれか)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' には %2$s を指定します"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "ネットワーク経路がありません"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "アカウントストアに接続できません"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "設定すると (GH_ACCESSIBLE_PROMPTER も同様) --plain: スクリーンリーダー向けに 1 行ずつ表示"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "set-user-ID ゲート: クライアントが使用したキーについて sshd が渡すワンタイムチケット"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "アカウントストア。--store と同じ形式 (接続文字列を argv に含めずに済みます)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "authtui run が COMMAND 用に設定: ログインしたユーザー"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "Esc の後にキーシーケンスを待つミリ秒数 (デフォルト 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: greetd のソケット (greetd がグリーターに設定します)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "空以外の値を設定すると色を使用しません"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "libpq のパスワードファイル (デフォルト ~/.pgpass、モード 0600): URI にパスワードを含めずに済みます"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "PostgreSQL サーバーの証明書に署名した CA (TLS はデフォルトで検証されます)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "sshd の ForceCommand で実行される authtui run: whoami、logout、logout-everywhere はゲートへの問い合わせです"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "端末の種類 (terminfo)。カーソルを移動できない端末 (dumb) では --plain になります"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "デフォルトのデータディレクトリは $XDG_DATA_HOME/authtui です"

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
            msgstr "正常終了。login: ログインした。greet: セッションを開始する"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login、run: 選択肢で中断した (キャンセル、戻る。--plain では 0)。dialog のキャンセルと同じ。アプリ: ストアまたは端末のエラー。accounts: アカウントが存在しない、または削除が確認されなかった"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND を実行できない、または見つからない"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login、run、greet: Ctrl-C で中断された"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "使用法の誤り (stderr に 1 行)。greet: greetd から実行されていない"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login、run: Esc で中断した (--plain では Ctrl-D も)。dialog と whiptail の Esc と同じ"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login、run、accounts、store: その他のエラー (ストア、端末)。stderr に 1 行"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: COMMAND 自体の終了ステータス、またはそれを終了させたシグナル N"

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
            msgstr "このキーでの %1$s のセッションを終了しました。次回の接続時に再度確認します"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "すべてのキーと端末で %1$s のセッションをすべて終了しました"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "このキーには記憶されているセッションがありません。ログインするにはコマンドを付けずに接続してください"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: 記憶されたセッションにより %1$s としてログインしました"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: 記憶されたセッションにより %1$s としてログインしました (`ssh -t HOST logout` で終了します)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: '%1$s' はこのゲートでは実行できません。ログインするにはコマンドを付けずに接続するか、%2$s を指定してください"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "このキーの記憶されたセッションにより %1$s としてログインしています"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "このキーの記憶されたセッションにより %2$s まで %1$s としてログインしています"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "ハイバネート"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: issue ファイル %1$s を読み込めません: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK が設定されていません。グリーターは greetd が実行します (docs/greeter.md を参照)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "電源オフ"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "再起動"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "サスペンド"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "greetd との接続が切れました: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd から greetd-ipc ではないデータを受け取りました: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "%1$s の greetd に接続できません: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "greetd に問い合わせ中"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "%1$s としてログインします (Esc: 別のユーザー)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "別のユーザーが書き込んだファイルです (uid %1$s、グリーターは %2$s)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "通常のファイルではありません"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "%1$s は使用しません: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "まだ何も記憶されていません"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "%1$s は使用しません"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "他のユーザーが書き込めます (モード %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: 完了"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s に失敗しました: コマンドが終了ステータス %2$d で終了しました"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "セッションを開始できませんでした: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "セッションを開始できませんでした: greetd から予期しない質問がありました"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "シェル"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "セッションの開始"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "%1$s としてログインしました。どのセッションを開始しますか?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "開始中"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "その他のユーザー…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "ログインするユーザーは?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "コマンド:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "環境変数:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "終了ステータス:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "キー:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(なし)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "管理者コマンド:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "オプション:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (または ACCESSIBLE=1) では 1 行ずつ質問します: 各プロンプトはラベルで始まり、\n"
            "パスワードは一切エコーされず、エラーは 1 行全体で表示され、選択肢には番号が付き、番号\n"
            "または名前で答えます (0 で戻る)。\n"
            "行に Esc だけを入力すると Esc と同じく戻り、Ctrl-D で中断します。フルスクリーンでは端末のカーソルが\n"
            "常にフォーカスのある場所 (フィールド内のキャレットはフィールドのラベルで始まる行に、\n"
            "フォーカスのあるボタンではその最初の文字) にあり、新しく表示されたメッセージでは次のキー\n"
            "を押すまでそこにあります。そのため、カーソルを追うスクリーンリーダーは、Tab で移動するたびに\n"
            "各フィールドとボタンを読み上げ、エラーが表示されるとそれを読み上げます。"

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "showcase のキー:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: キーボードで操作する端末用ログイン"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "使用法:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "スクリーンリーダーを使う場合:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "認証プログラムが制御文字または不可視文字を含むユーザーを指定しました"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "認証プログラムを開始できませんでした: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "認証プログラムが 4 KiB を超える行を出力しました"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "拒否されました"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "認証プログラムが応答せずに終了しました"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "待機中"

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
            msgid "Session ended: %1$s"
            msgstr "セッションを終了しました: %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "この端末: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "二要素認証: オフ"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "二要素認証: オン"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "オフにする"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "画像が壊れています (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "%1$s に PNG も JPEG もありません"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "画像サーバーが HTTP %1$d を返しました"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "http(s) のアドレスではありません: %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl がインストールされていません"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "PNG または JPEG の画像ではありません"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s。代わりに生成した画像を表示しています"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "画像のダウンロードがタイムアウトしました"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "画像が大きすぎます"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "画像サーバーに接続できません (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "%1$s を読み込めません (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Backspace"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Delete"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "End, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "End"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Home, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Home"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "マウス"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page Down"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page Up"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Shift-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "スペース"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "Tab と同じく次の欄やボタンへ移動 (リストでは下へ)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "リスト内: 最初の項目へ移動"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "リスト内: 最後の項目へ移動"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "次のフィールドまたはボタンへ移動 (循環)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "前のフィールドまたはボタンへ移動 (循環)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "ボタンをクリックすると押し、フィールドをクリックするとフォーカス"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "リスト内: 1 ページ下の項目へ移動"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "リスト内: 1 ページ上の項目へ移動"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "選択中のボタンを押す"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "終了"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "次のフィールドへ移動。最後のフィールドまたはボタン上ではボタンを押す"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "Shift-Tab と同じく前の欄やボタンへ移動 (リストでは上へ)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Caps Lock と Num Lock がオンです"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Caps Lock がオンです"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Num Lock がオンです"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "接続を確認しています"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "セッションを復元しています"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "authtui へようこそ"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "ログインに失敗しました: もう一度お試しください"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "コード: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "コードは %1$d 分後の %2$s に期限切れになります"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "%1$s にサインインしています"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "スマートフォンまたはコンピューターで %1$s を開き、コード %2$s を入力してください"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "承認を待っています"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "ID プロバイダーはサインインした人を示しませんでした (%1$s クレームがありません)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "サインインしましたが、ここでは許可されていません: %1$s に %2$s が含まれている必要があります"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "ID プロバイダーの鍵を取得できませんでした"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "サインインをキャンセルしました"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "ID プロバイダーはクライアント シークレットを HTTP Basic でもフォームでも受け付けません"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "サインインは拒否されました"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "サインインが承認される前にコードの有効期限が切れました"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "暗号化されていない HTTP では ID プロバイダーに接続しません: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "ID プロバイダーは自身を %1$s と名乗っていません"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "ID プロバイダーに接続できません: libcurl を読み込めません"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "ID プロバイダーはコードによるサインインに対応していません"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "ID プロバイダーが拒否しました: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "ID プロバイダー %1$s が時間内に応答しませんでした"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "ID プロバイダーがこのサインインで読み取れる量を超えて送信しました"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "ID プロバイダーの %1$s が OpenID Connect の仕様どおりではありません (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "ID プロバイダー %1$s に接続できません (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "ID プロバイダー %1$s は信頼されていません: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "ログインしてください: ID プロバイダーは保存されたサインインに別の人を示しています。"

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "ログインしてください: ID プロバイダーが保存されたサインインを終了しました。"

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "ログインしてください: ID プロバイダーは誰のためのサインインかを示さずに更新しました。このログインの要件にはそれが必要です。"

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "ここではログアウトしましたが、ID プロバイダーでサインインを終了できませんでした: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "ID プロバイダーに接続しています"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "組織にすでにサインインしているスマートフォンやコンピューターで承認するコードが表示されます。"

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "コードを取得"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "新しいコードを取得"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "%1$s でサインイン"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "ID トークンは %1$s で署名されていますが、このログインでは受け付けません"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "ID トークンには、ID プロバイダーのどの鍵で署名されたかが示されていません"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "ID トークンはこのクライアント向けではありません"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "ID トークンは複数のクライアント向けで、このクライアントに発行されたものではありません"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "ID トークンに %1$s クレームがありません"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "ID トークンの有効期限が切れています (このマシンの時計を確認してください)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "ID トークンの発行時刻が未来になっています (このマシンの時計を確認してください)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "ID トークンは %1$s が発行したものではありません"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "この ID トークン用の ID プロバイダーの鍵では署名を検証できません"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "ID プロバイダーから読み取れない ID トークンが送られてきました"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "ID トークンはこのログインのものではありません"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "ID トークンの署名が無効です"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "ID トークンは ID プロバイダーが公開していない鍵で署名されています"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "ID トークンが署名されていません"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "ID トークンを検証できません: %1$s を読み込めません"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "アカウントとそのプロフィール、セッションを削除 (--yes がなければ確認します)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "アカウントごとに 1 行: ID、メールアドレス、ユーザー名、セッション、失敗回数、ロック"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "アカウントの二要素認証をオフにする (スマートフォンを紛失した場合)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "アカウントの記憶されたセッションをすべて終了 (--session ID で 1 つだけ)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "アカウントの記憶されたセッション: ID、作成日時、最終使用日時、有効期限、接続元"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "1 つのアカウントについて同じ行を表示"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "メールアドレスの失敗した試行とロックを解除"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "イベントを書き込まれるたびに出力 (fail2ban やログ転送ツール用、Ctrl-C で終了)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "セキュリティログを 1 行に 1 イベントで出力 (--account、--since、--json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "保持期間: --before TIME より前のイベントを削除。残りは引き続き検証できます"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune には --before TIME が必要です (例: --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "%2$s より前のイベントを %1$d 件削除しました"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "セキュリティログのハッシュチェーンを再計算し、改ざん・削除・挿入された最初のイベントを示す"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "%1$s とそのプロフィール、セッションを削除しますか? 確認のためメールアドレスを入力してください: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "%1$s を削除しました"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: メールアドレス %2$s のアカウントはありません"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: %2$s にはセッション %3$s がありません"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: 確認されなかったため、何も削除していません"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant は PostgreSQL のストアにのみ適用されます"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: スキーマバージョン %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: スキーマバージョン %2$s -> %3$s。%4$s に行アクセスを付与"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: スキーマバージョン %2$s、最新です"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: スキーマバージョン %2$s、最新です。%3$s に行アクセスを付与"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: スキーマバージョン %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s には二要素認証が設定されていませんでした"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "%1$s にアカウントストアがありません"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "%2$s のセッション %1$s を無効にしました"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "%2$s のセッションを %1$d 件無効にしました"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "%1$s の二要素認証はオフになりました"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "ストアのスキーマを、その所有者のロールとして作成またはアップグレード"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "%1$s のロックを解除しました"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list、follow: このアカウントのイベントのみ"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "メールアドレス"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "フェードの時間 (デフォルト 0.3、0 = なし)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "0 から 10 までの秒数"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login、run: セッションが記憶されていても確認する"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login、run: 本人の判定を CMD に任せる (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "bash 補完スクリプトを出力して終了"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: これより古いイベントを削除 (2026-01-01、または経過期間: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 または 90d のような経過期間"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "設定ファイルの代わりに FILE を読む (docs/configuration.md)。greet: root のファイル"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "ファイルのパス"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "アカウントデータベースと記憶されたセッション (デフォルト $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "ディレクトリのパス"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: すべてのセッションにこの環境変数を渡す (複数指定可)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE (KEY は英字・数字・_ で数字で始まらない、VALUE は 1 行)"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "--image または --image-url のどちらか一方 (両方は不可)"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "値なし"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "--pam、--auth-command、--oidc のいずれか一つだけ"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "--pam または --auth-command のどちらか一方 (両方は不可)"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "シェルコマンド"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "--xsession-wrapper または --no-xsession-wrapper のどちらか一方 (両方は不可)"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "fish 補完スクリプトを出力して終了"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: ROLE に行アクセスのみを付与 (アプリのロール。複数指定可)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "ロール名: a-z、0-9 および _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: ログインの上に表示する 1 行"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "何らかのテキスト"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "このヘルプを表示して終了"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: CMD を実行する「ハイバネート」を表示 (デフォルトではなし)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "オーバーレイ、読み込み画面、ログインをこのセルの矩形内に限定"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y (例: 40x12+2+1)"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "背景画像 (PNG または JPEG)、またはランダムに 1 枚選ぶフォルダー"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "背景をダウンロード。{w} と {h} はピクセル単位のサイズに置き換えられます"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "http(s) の URL テンプレート"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "ファイルまたはフォルダーのパス"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: ログインの上に /etc/issue を表示 (エスケープは agetty と同様に展開)"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: /etc/issue の代わりに FILE を表示"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "ファイルのパス"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list、follow: 1 イベントにつき 1 つの JSON オブジェクト"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: コマンドの終了時にセッションを終了"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "マニュアルページ (roff) を出力して終了"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "基本モード: 読み込み画面なし"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: X11 セッションをラッパーなしで Exec のみで起動"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "アプリ、login、run: この OpenID プロバイダーでコードを使ってサインイン (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: ループバックアドレスへの暗号化なしの http を許可する (テスト用)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: システムの CA の代わりに FILE (PEM) の CA を信頼する"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: プロバイダーでのこのマシンのクライアント ID"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "クライアント ID (印字可能な文字、空白なし)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: 機密クライアントのシークレット (FILE の 1 行目、モード 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s の 1 行目にクライアント シークレットがありません (印字可能文字、空白なし)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: CLAIM が VALUE である、または VALUE を含む人だけを入れる (複数指定可)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "groups=staff のような CLAIM=VALUE"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: openid に加えて要求するスコープ (複数指定可、既定は profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "email などのスコープ名"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: ユーザー名を表すクレーム (既定は preferred_username、ほかに email、sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "email などのクレーム名"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "プロバイダーが名乗るとおりの発行者の https:// アドレス"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "https:// のアドレス (http:// はループバック宛てのみ、--oidc-allow-insecure-loopback 付き)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "ナビゲーターのオーバーレイの色 (デフォルト: ホストの背景色)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "アプリ、login、run: PAM 経由でマシンのアカウントを使用 (例: login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "/etc/pam.d にある PAM サービス名"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "1 行ずつ表示、スクリーンリーダーやダム端末向け (ACCESSIBLE=1 でも可)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: CMD を実行する「電源オフ」を表示 (デフォルトではなし)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: 成功時に出力する内容 (デフォルト email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "有効な設定とそれぞれの出どころを表示して終了"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email、username または json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: CMD を実行する「再起動」を表示 (デフォルトではなし)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "アプリ、login、run: セッションを記憶する期間 (12h、7d。0 = 記憶しない。デフォルト 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 または 30d 以下の期間 (例: 12h)"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: このセッションのみ終了 (accounts sessions で表示される ID)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "accounts sessions で表示される 12 桁の ID"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list、follow: この UTC 時刻 (2026-12-01、2026-12-01T22:00Z) または経過期間 (24h、7d) 以降"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01、2026-12-01T22:00Z、90m、24h または 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "アカウントストア: sqlite:PATH (デフォルト、データディレクトリ内) または postgresql:// URI"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: CMD を実行する「サスペンド」を表示 (デフォルトではなし)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "配色: default、classic、light、high-contrast、monochrome のいずれか、または tuigreet と同じ キー=色;... (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: 時計の strftime 形式、例: '%H:%M' (デフォルト: 曜日、日付、時刻)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "短い 1 行の時計になる strftime 形式、例: '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "ユーザー ID (0 から 4294967295 までの数)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: 記憶されたユーザーより先に NAME の最初の質問を表示 (Esc: 別のユーザー)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: このマシンのユーザーを一覧表示 (UID は /etc/login.defs から)、最後のユーザーを先頭に"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: ユーザー一覧の最大 UID (デフォルトは UID_MAX、なければ 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: ユーザー一覧の最小 UID (デフォルトは UID_MIN、なければ 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "ユーザー名 (空白、コロン、制御文字は不可)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "バージョンを表示して終了"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: X11 セッションを CMD に続けてエントリの Exec で起動 (デフォルトは startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: 確認しない"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "zsh 補完関数を出力して終了"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s、鍵 %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s、鍵 %2$s、ユーザー %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s、ユーザー %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "このコンピューター"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "コマンドライン"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "既定値"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "環境変数 (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s の %2$d 行目"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: ありません"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: 読み込み済み"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: 有効な設定とそれぞれの出どころ"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "set-user-ID コピー経由の %1$s: ゲートの設定とそれぞれの出どころ"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s は設定されていません"

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
            msgstr "authtui run: %1$s: コマンドが見つかりません"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s。何も実行されませんでした"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: 許可がありません"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: セッションを終了できませんでした: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(端末をもう少し大きくすると QR コードが表示されます)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(端末の幅をあと %1$s 列、高さをあと %2$s 行広げると QR コードが表示されます)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "認証中"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "セッションを確認しています"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "秘密のログイン"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "コードを見るには、パスワードを再入力してください。"

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "表示"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "ログインしてください: セッションは別のサインイン方法で作成されました。"

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "ログインしてください: セッションは別のアカウントデータベースのものです。"

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "ログインしてください: セッションファイルが壊れています。"

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "ログインしてください: セッションの有効期限が切れました。"

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "ログインしてください: セッションファイルが通常のファイルではありません。"

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "ログインしてください: セッションファイルの所有者が別のユーザーです。"

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "ログインしてください: セッションファイルが他のユーザーから読み取り可能でした。"

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "ログインしてください: セッションは取り消されました。"

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "ログインしてください: セッションと共に保存された ID プロバイダーのサインイン情報が破損しています。"

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "ログインしてください: セッションファイルがシンボリックリンクです。"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s (管理者による)"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "このログインの前に %1$d 回ログインに失敗しています"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "このログインの前に少なくとも %1$d 回ログインに失敗しています"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "それ以降 %1$d 回ログインに失敗しています"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "それ以降少なくとも %1$d 回ログインに失敗しています"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "前回のログイン: %1$s (%2$s から)"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "前回のログイン: %1$s (このコンピューター)"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "パスワード変更: %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "リカバリーコード使用: %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "セッション終了: %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "二要素認証をオフ: %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "二要素認証をオン: %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "二要素認証をリセット: %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "アカウントのロック解除: %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: sshd_config に `ExposeAuthInfo yes` がない場合、SSH 経由ではセッションを記憶しません (すべてのクライアントが 1 つのセッションを共有してしまうため)。接続ごとにログインが必要です"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: セッションを記憶しません: sshd がこの set-user-ID ゲートにキーチケットを渡しませんでした (docs/ssh-gate.md の手順を参照)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "PostgreSQL の接続文字列として正しくありません: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: にはファイルパスが必要です (sqlite:PATH)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "ストアの名前に NUL 文字が含まれています"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "sqlite:PATH、postgresql:// URI、または libpq の key=value 文字列を指定してください"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "認証に失敗しました"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "ログイン"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "ここでは PAM を利用できません: libpam を読み込めませんでした"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "ログイン"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "認証サービスが応答せずに終了しました"

            msgctxt "system.user"
            msgid "User name"
            msgstr "ユーザー名"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "ユーザー名を入力してください"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s ではカーソルを移動できません。authtui は完全な端末で実行してください"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM が設定されていません"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "描画先の端末がありません (/dev/tty を開けません)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "描画先の端末がありません: ssh -t で接続してください (ログインには端末が必要です)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "標準入力と標準出力は端末である必要があります"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "不明な端末タイプ '%1$s' (terminfo のエントリーがありません)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%3$s%2$s日(%1$s) %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%Y/%m/%d %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s 分"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "1月"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "2月"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "3月"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "4月"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "5月"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "6月"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "7月"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "8月"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "9月"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "10月"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "11月"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "12月"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "%1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s 秒"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "今日 %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "金"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "月"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "土"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "日"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "木"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "火"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "水"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "昨日 %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s は絶対パスではないため、信頼できません"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s はフォルダーではないため、信頼できません"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s は通常のファイルではないため、信頼できません"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s の所有者が root ではない (uid %2$s) ため、信頼できません"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s の所有者は uid %2$s で、あなた (uid %3$s) でも root でもないため、信頼できません"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s は所有者以外も読み取れる (モード %2$s) ため、その中のシークレットは使いません"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s は 1 MiB を超えているため、信頼できません"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "%1$s を読み込めません: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "%1$s は root 以外も書き込める (モード %2$s) ため、信頼できません"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "%1$s は所有者以外も書き込める (モード %2$s) ため、信頼できません"

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


            #, c-format



            #, c-format
            """#,
        "pt_BR": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Brazilian Portuguese\n"
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
            msgstr "registro de segurança quebrado no evento %1$s: ele foi alterado (o hash dele não confere com seus campos e com o evento anterior)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "registro de segurança quebrado no evento %1$s: ele foi inserido (a cabeça do registro termina antes dele)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "registro de segurança intacto: %1$d evento (de %2$s a %3$s)"
            msgstr[1] "registro de segurança intacto: %1$d eventos (de %2$s a %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "registro de segurança intacto: nenhum evento"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "registro de segurança quebrado no evento %1$s: ele foi removido (a cadeia pula a partir do evento anterior a ele)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: não por meio de uma cópia set-user-ID; o sshd o executa como o dono do armazenamento"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s não existe"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: só o sshd (um processo do root) pode pedir um tíquete de chave"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: não é possível abrir mão do usuário set-user-ID; nada foi feito"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY, como o sshd o executa"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: '%2$s' não é válido; era esperado %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: argumento ausente (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: nenhum comando informado (authtui run [options] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: coloque o comando depois de --, como em: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: %1$s precisa de um valor (veja authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s não se aplica a %2$s (veja authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: %1$s não é aceito por um portão set-user-ID"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: %1$s não é aceito por um portão set-user-ID (defina %2$s na tabela [%3$s] de %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "dois temas informados, '%1$s' e '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: cor desconhecida '%2$s' (era esperado %3$s, um número de 0 a 255 ou #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "chave desconhecida '%1$s' (era esperado %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "nenhum tema se chama '%1$s' (era esperado %2$s, ou CHAVE=COR;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: argumento inesperado '%1$s' (veja authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: era esperado um destes: %2$s (veja authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: opção desconhecida %1$s (veja authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s; nada foi feito"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "administradores: contas no armazenamento (veja os comandos de administrador)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "o aplicativo de login: uma tela anfitriã protegida pelo fluxo de login"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "administradores: o registro de segurança (veja os comandos de administrador)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand do sshd para o portão set-user-ID: a linha de FILE para a chave, com um tíquete de uso único"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "a tela de boas-vindas (greeter) do greetd: entra por meio de $GREETD_SOCK e depois inicia COMMAND ou uma sessão escolhida"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "só o fluxo de login, para scripts: desenha em /dev/tty e imprime a conta na stdout"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "um portão de login: executa COMMAND após um login, com AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "a demonstração da sobreposição modal"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "administradores: criar ou atualizar o esquema do armazenamento"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "aqui um array contém apenas strings, separadas por vírgulas, e fecha na mesma linha"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u precisa dos quatro dígitos hexadecimais de um caractere, \\U de oito"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' é dado somente na linha de comando, não em um arquivo"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "um caractere de controle em uma string"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s, linha %2$d: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "era esperado '=' depois de '%1$s'"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "era esperado o nome de uma configuração"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "era esperado um valor: uma \"string\", um número, true, false ou [\"strings\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true ou false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "um número"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "uma \"string\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "um array de strings, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' não é válido; era esperado %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "arrays de tabelas ([[…]]) não são suportados aqui"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' não se aplica a [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' foi definido duas vezes"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] já foi definido acima"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "texto inesperado depois do valor de '%1$s'"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "uma string não foi fechada"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "sequência de escape desconhecida \\%1$s em uma string"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "configuração desconhecida '%1$s': não existe a opção --%1$s (veja authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "tabela desconhecida [%1$s] (era esperada uma de %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' aceita %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Sem rota de rede"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Armazenamento de contas inacessível"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "definida (ou GH_ACCESSIBLE_PROMPTER): --plain, uma linha por vez, para leitores de tela"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "o portão set-user-ID: o tíquete de uso único que o sshd entrega para a chave usada pelo cliente"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "o armazenamento de contas, como --store o aceita (mantém uma string de conexão fora do argv)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "definida pelo authtui run para COMMAND: quem fez login"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "milissegundos de espera após Esc por uma sequência de teclas (padrão: 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: o socket do greetd (o greetd a define para a sua tela de boas-vindas)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "qualquer valor não vazio desativa as cores"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "o arquivo de senhas da libpq (padrão: ~/.pgpass, modo 0600): nenhuma senha na URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "a CA que assinou o certificado do servidor PostgreSQL (o TLS é verificado por padrão)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run sob o ForceCommand do sshd: whoami, logout ou logout-everywhere consultam o portão"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "o tipo de terminal (terminfo); um que não consegue mover o cursor (dumb) recebe --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "o diretório de dados padrão é $XDG_DATA_HOME/authtui"

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
            msgstr "saída normal; login: alguém entrou; greet: uma sessão vai ser iniciada"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run: desistência por uma opção (Cancelar, Voltar; 0 com --plain), como o Cancelar do dialog; o aplicativo: um erro do armazenamento ou do terminal; accounts: a conta não existe, ou a exclusão não foi confirmada"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND não pode ser executado, ou não foi encontrado"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet: interrompido com Ctrl-C"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "um erro de uso (uma linha na stderr); greet: não executado pelo greetd"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run: desistência com Esc (com --plain também Ctrl-D), como o Esc do dialog e do whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store: qualquer outro erro (armazenamento, terminal), uma linha na stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: o status de saída do próprio COMMAND, ou o sinal N que o encerrou"

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
            msgstr "Encerrada a sessão de %1$s desta chave; a próxima conexão vai perguntar novamente"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Encerradas todas as sessões de %1$s, em todas as chaves e terminais"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "Nenhuma sessão lembrada para esta chave; conecte-se sem um comando para entrar"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: sessão iniciada como %1$s por uma sessão lembrada"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: sessão iniciada como %1$s por uma sessão lembrada (`ssh -t HOST logout` a encerra)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: '%1$s' não é algo que este portão faça; conecte-se sem um comando para entrar, ou informe %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Sessão iniciada como %1$s pela sessão lembrada desta chave"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Sessão iniciada como %1$s pela sessão lembrada desta chave até %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Hibernar"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: não é possível ler o arquivo issue %1$s: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK não está definida: o greetd executa a tela de boas-vindas (veja docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Desligar"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Reiniciar"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Suspender"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "a conexão com o greetd terminou: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "o greetd enviou algo que não é greetd-ipc: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "não foi possível contatar o greetd em %1$s: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "Consultando o greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Entrando como %1$s (Esc: outro usuário)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "escrito por outro usuário (uid %1$s, não o do greeter, %2$s)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "não é um arquivo comum"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "Ignorando %1$s: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Nada lembrado ainda"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Ignorando %1$s"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "outros podem escrever nele (modo %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: feito"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s falhou: o comando terminou com o status %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Não foi possível iniciar a sessão: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "Não foi possível iniciar a sessão: o greetd perguntou algo inesperado"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Shell"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Iniciar uma sessão"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Sessão iniciada como %1$s. Qual sessão?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Iniciando"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Outro usuário…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "Quem está entrando?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "comandos:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "ambiente:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "status de saída:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "teclas:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(nenhum)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "comandos de administrador:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "opções:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (ou ACCESSIBLE=1) pergunta uma linha por vez: cada pergunta começa com o seu rótulo, a\n"
            "senha não é exibida de forma alguma, os erros são linhas inteiras, as opções são numeradas e\n"
            "respondidas pelo número ou pelo nome (0 volta);\n"
            "Esc sozinho em uma linha volta como o Esc; Ctrl-D desiste. Na tela cheia, o cursor do\n"
            "terminal fica sempre no que tem o foco (o ponto de inserção em um campo, na linha que começa\n"
            "com o rótulo do campo; a primeira letra de um botão em foco), e em uma mensagem que acabou de\n"
            "aparecer até a próxima tecla, de modo que um leitor que segue o cursor ouve cada campo e cada\n"
            "botão quando o Tab chega a ele e cada erro quando aparece."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "teclas do showcase:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: um login para o terminal, controlado pelo teclado"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "uso:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "com um leitor de tela:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "O autenticador informou um usuário com caracteres de controle ou invisíveis"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Não foi possível iniciar o autenticador: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "O autenticador escreveu uma linha com mais de 4 KiB"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Recusado"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "O autenticador parou sem responder"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Aguardando"

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
            msgstr "Criada %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Sessão encerrada: %1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "Último uso %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "este terminal: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Autenticação de dois fatores: desativada"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Autenticação de dois fatores: ativada"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Desativar"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "imagem danificada (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "nenhum PNG ou JPEG em %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "o servidor de imagens respondeu HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "não é um endereço http(s): %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "a libcurl não está instalada"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "não é uma imagem PNG ou JPEG"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s; mostrando uma imagem gerada"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "o download da imagem demorou demais"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "imagem grande demais"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "servidor de imagens inacessível (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "não foi possível ler %1$s (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Backspace"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Delete"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "End, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "End"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Home, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Home"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "mouse"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page Down"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page Up"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Shift-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Espaço"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "ir para o campo ou botão seguinte, como Tab (para baixo em uma lista)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "em uma lista: ir para o primeiro item"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "em uma lista: ir para o último item"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "ir para o próximo campo ou botão (circular)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "ir para o campo ou botão anterior (circular)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "clicar em um botão para pressioná-lo, em um campo para colocá-lo em foco"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "em uma lista: ir uma página para baixo"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "em uma lista: ir uma página para cima"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "pressionar o botão em foco"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "sair"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "próximo campo; no último campo ou em um botão, pressionar o botão"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "ir para o campo ou botão anterior, como Shift-Tab (para cima em uma lista)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Caps Lock e Num Lock estão ativados"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Caps Lock está ativado"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Num Lock está ativado"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Verificando a conexão"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Restaurando sua sessão"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Bem-vindo ao authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Falha no login: tente novamente"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Código: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "O código expira em %1$d minuto, às %2$s"
            msgstr[1] "O código expira em %1$d minutos, às %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Entrando em %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "No seu celular ou computador, abra %1$s e digite o código %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "Aguardando a aprovação"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "O provedor de identidade não disse quem entrou (sem a claim %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Entrou, mas não tem permissão aqui: %1$s precisa incluir %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "Não foi possível obter as chaves do provedor de identidade"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Login cancelado"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "O provedor de identidade não aceita o segredo do cliente nem por HTTP Basic nem no formulário"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "O login foi negado"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "O código expirou antes de o login ser aprovado"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Recusado falar com o provedor de identidade por HTTP sem criptografia: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "O provedor de identidade não se identifica como %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "Não é possível contatar o provedor de identidade: a libcurl não pode ser carregada"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "O provedor de identidade não oferece login com um código"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "O provedor de identidade recusou: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "O provedor de identidade %1$s não respondeu a tempo"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "O provedor de identidade enviou mais do que este login lê"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s do provedor de identidade não é o que o OpenID Connect diz (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "Não é possível contatar o provedor de identidade %1$s (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "O provedor de identidade %1$s não é confiável: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Faça login: o provedor de identidade agora indica outra pessoa para o login lembrado."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Faça login: o provedor de identidade encerrou o login lembrado."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Faça login: o provedor de identidade renovou o login sem dizer para quem ele é, o que os requisitos deste login exigem."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Sessão encerrada aqui, mas o provedor de identidade não pôde encerrar o login: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Contatando o provedor de identidade"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Você receberá um código para aprovar no seu celular ou computador, onde já entra na sua organização."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Obter um código"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Obter um novo código"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Entrar com %1$s"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "O token de ID está assinado com %1$s, que este login não aceita"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "O token de ID não diz qual das chaves do provedor de identidade o assinou"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "O token de ID não é destinado a este cliente"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "O token de ID é destinado a vários clientes e não foi emitido para este"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "O token de ID não tem a declaração %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "O token de ID expirou (verifique o relógio desta máquina)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "O token de ID foi emitido no futuro (verifique o relógio desta máquina)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "O token de ID não foi emitido por %1$s"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "A chave do provedor de identidade para o token de ID não consegue verificar a assinatura dele"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "O provedor de identidade enviou um token de ID que não pode ser lido"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "O token de ID não pertence a este login"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "A assinatura do token de ID não é válida"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "O token de ID está assinado com uma chave que o provedor de identidade não publica"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "O token de ID não está assinado"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "Não é possível verificar tokens de ID: não foi possível carregar a %1$s"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "excluir a conta, o perfil e as sessões dela (pergunta, a menos que haja --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "uma linha por conta: id, e-mail, usuário, sessões, falhas, bloqueio"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "desativar a autenticação de dois fatores da conta (um celular perdido)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "encerrar todas as sessões lembradas da conta (só uma com --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "as sessões lembradas da conta: id, criação, último uso, expiração, origem"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "a mesma linha para uma só conta"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "limpar as tentativas com falha do e-mail e o bloqueio dele"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "imprimir os eventos à medida que são gravados, para o fail2ban ou um coletor de logs (Ctrl-C encerra)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "imprimir o registro de segurança, um evento por linha (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "retenção: remover os eventos anteriores a --before TIME; o restante continua verificável"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune precisa de --before TIME (ex.: --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "removido %1$d evento anterior a %2$s"
            msgstr[1] "removidos %1$d eventos anteriores a %2$s"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "recalcular a cadeia de hashes do registro de segurança; indicar o primeiro evento alterado, removido ou inserido"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "Excluir %1$s, o perfil e as sessões? Digite o e-mail para confirmar: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "excluído: %1$s"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: nenhuma conta tem o e-mail %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: %2$s não tem a sessão %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: não confirmado; nada foi excluído"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant só se aplica a armazenamentos PostgreSQL"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: versão do esquema %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: versão do esquema %2$s -> %3$s; acesso a linhas para %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: versão do esquema %2$s, atualizado"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: versão do esquema %2$s, atualizado; acesso a linhas para %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: versão do esquema %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s não tinha segundo fator"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "nenhum armazenamento de contas em %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "revogada a sessão %1$s de %2$s"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "revogada %1$d sessão de %2$s"
            msgstr[1] "revogadas %1$d sessões de %2$s"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "a autenticação de dois fatores está desativada para %1$s"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "criar ou atualizar o esquema do armazenamento, como o papel que é dono dele"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "desbloqueado: %1$s"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow: só os eventos desta conta"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "um e-mail"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "duração do esmaecimento (padrão: 0.3; 0 = nenhum)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "segundos entre 0 e 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run: perguntar mesmo quando há uma sessão lembrada"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run: deixar CMD decidir quem é cada pessoa (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "imprimir o script de completação do bash e sair"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: remover os eventos mais antigos que isto (2026-01-01, ou uma idade: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 ou uma idade como 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "ler FILE em vez dos arquivos de configuração (docs/configuration.md); greet: um arquivo do root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "um caminho de arquivo"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "banco de dados de contas e sessão lembrada (padrão: $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "um caminho de diretório"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: dar a cada sessão esta variável de ambiente (repetível)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, KEY de letras, dígitos e _, sem começar por dígito, VALUE em uma linha"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "--image ou --image-url, não ambas"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "nenhum valor"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "apenas um de --pam, --auth-command e --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "--pam ou --auth-command, não ambas"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "um comando de shell"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "--xsession-wrapper ou --no-xsession-wrapper, não ambas"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "imprimir o script de completação do fish e sair"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: dar a ROLE só acesso a linhas (o papel do aplicativo; pode ser repetida)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "um nome de papel: a-z, 0-9 e _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: uma linha mostrada acima do login"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "algum texto"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "mostrar esta ajuda e sair"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: oferecer Hibernar, que executa CMD (nenhum por padrão)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "restringir a sobreposição, o carregamento e o login a este retângulo de células"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, ex.: 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "imagem de fundo (PNG ou JPEG), ou uma pasta de onde escolher uma ao acaso"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "baixar o fundo; {w} e {h} são substituídos pelo tamanho dele em pixels"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "um modelo de URL http(s)"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "um caminho de arquivo ou de pasta"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: mostrar /etc/issue acima do login, com seus escapes substituídos como o agetty faz"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: mostrar FILE em vez de /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "um caminho de arquivo"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow: um objeto JSON por evento"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: encerrar a sessão quando o comando terminar"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "imprimir a página de manual (roff) e sair"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "modo básico: sem tela de carregamento"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: iniciar sessões X11 só com o seu Exec, sem invólucro"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "o app, login, run: entrar por este provedor OpenID com um código (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: permitir http sem criptografia para um endereço de loopback (para testes)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: confiar nas ACs de FILE (PEM) em vez das do sistema"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: o ID de cliente desta máquina no provedor"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "um ID de cliente (imprimível, sem espaços)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: o segredo de um cliente confidencial, na primeira linha de FILE (modo 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s não contém um segredo de cliente na primeira linha (imprimível, sem espaços)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: deixar entrar só quem tiver CLAIM igual a VALUE ou que o inclua (repetível)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, como groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: um escopo a pedir além de openid (repetível; padrão profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "um nome de escopo, como email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: a claim que nomeia o usuário (padrão preferred_username; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "um nome de claim, como email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "o endereço https:// do emissor, como o provedor o nomeia"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "um endereço https:// (http:// só para loopback, com --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "a cor da sobreposição do navegador (padrão: o fundo do anfitrião)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "o aplicativo, login, run: as contas da máquina, por meio do PAM (ex.: login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "um nome de serviço PAM, como em /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "uma linha por vez, para leitores de tela e terminais simples (também ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: oferecer Desligar, que executa CMD (nenhum por padrão)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: o que imprimir em caso de sucesso (padrão: email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "mostrar as configurações em vigor, cada uma com sua origem, e sair"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username ou json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: oferecer Reiniciar, que executa CMD (nenhum por padrão)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "app, login, run: por quanto tempo uma sessão é lembrada (12h, 7d; 0 = nunca; padrão: 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 ou uma duração de até 30d, ex.: 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: encerrar só esta sessão (um id de accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "um id de 12 dígitos de accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow: a partir deste horário UTC (2026-12-01, 2026-12-01T22:00Z) ou idade (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h ou 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "armazenamento de contas: sqlite:PATH (padrão, no diretório de dados) ou uma URI postgresql://"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: oferecer Suspender, que executa CMD (nenhum por padrão)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "cores: default, classic, light, high-contrast ou monochrome, e/ou CHAVE=COR;... como no tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: o formato strftime do relógio, p. ex. '%H:%M' (padrão: dia, data e hora)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "um formato strftime que dê um relógio de uma linha curta, como '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "um ID de usuário (um número de 0 a 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: abrir na primeira pergunta de NAME, antes do usuário lembrado (Esc: outro usuário)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: oferecer os usuários da máquina (UIDs de /etc/login.defs), o último primeiro"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: o maior UID do menu de usuários (padrão UID_MAX, senão 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: o menor UID do menu de usuários (padrão UID_MIN, senão 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "um nome de usuário (sem espaços, dois-pontos ou caracteres de controle)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "imprimir a versão e sair"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: iniciar sessões X11 como CMD seguido do Exec da entrada (padrão startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: não pedir confirmação"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "imprimir a função de completação do zsh e sair"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, chave %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, chave %2$s, usuário %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, usuário %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "este computador"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "linha de comando"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "padrão"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "ambiente (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, linha %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: não existe"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: lido"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: as configurações em vigor e a origem de cada uma"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s por uma cópia set-user-ID: as configurações do portão e a origem de cada uma"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s não está definido"

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
            msgstr "authtui run: %1$s: comando não encontrado"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s; nada foi feito"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: permissão negada"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: não foi possível encerrar a sessão: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(um terminal um pouco maior mostra um código QR)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(um terminal %1$s colunas mais largo e %2$s linhas mais alto mostra um código QR)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Autenticação em andamento"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Verificando sua sessão"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Entrada secreta"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Digite sua senha novamente para ver os códigos."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Mostrar!"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Faça login: a sessão foi aberta por outro método de login."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Faça login: a sessão pertence a outro banco de dados de contas."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Faça login: o arquivo de sessão está danificado."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Faça login: a sessão expirou."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Faça login: o arquivo de sessão não é um arquivo comum."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Faça login: o arquivo de sessão pertence a outro usuário."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Faça login: o arquivo de sessão podia ser lido por outros usuários."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Faça login: a sessão foi revogada."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Faça login: o login do provedor de identidade guardado com a sessão está danificado."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Faça login: o arquivo de sessão é um link simbólico."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s por um administrador"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d tentativa com falha antes deste login"
            msgstr[1] "%1$d tentativas com falha antes deste login"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "pelo menos %1$d tentativa com falha antes deste login"
            msgstr[1] "pelo menos %1$d tentativas com falha antes deste login"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d tentativa com falha desde então"
            msgstr[1] "%1$d tentativas com falha desde então"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "pelo menos %1$d tentativa com falha desde então"
            msgstr[1] "pelo menos %1$d tentativas com falha desde então"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Último login: %1$s a partir de %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Último login: %1$s neste computador"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Senha alterada %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Código de recuperação usado %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Sessões encerradas %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Autenticação de dois fatores desativada %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Autenticação de dois fatores ativada %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Autenticação de dois fatores redefinida %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Conta desbloqueada %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: nenhuma sessão é lembrada via SSH sem `ExposeAuthInfo yes` no sshd_config (todos os clientes compartilhariam uma); cada conexão precisa fazer login"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: nenhuma sessão é lembrada: o sshd não entregou nenhum tíquete de chave a este portão set-user-ID (veja a receita em docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "não é uma string de conexão PostgreSQL válida: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: precisa de um caminho de arquivo (sqlite:CAMINHO)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "o nome do armazenamento contém um caractere NUL"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "esperado sqlite:CAMINHO, uma URI postgresql:// ou uma string libpq chave=valor"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Falha de autenticação"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Entrar"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "O PAM não está disponível aqui: não foi possível carregar a libpam"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "ENTRAR"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "O serviço de autenticação parou sem responder"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Nome de usuário"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Digite seu nome de usuário"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s não consegue mover o cursor; execute o authtui em um terminal completo"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM não está definida"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "nenhum terminal onde desenhar (não foi possível abrir /dev/tty)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "nenhum terminal onde desenhar: conecte-se com ssh -t (é preciso um terminal para fazer login)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "a entrada e a saída padrão precisam ser um terminal"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "tipo de terminal desconhecido '%1$s' (nenhuma entrada no terminfo)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s, %2$s de %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d/%m/%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s min"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "jan"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "fev"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "mar"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "abr"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "mai"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "jun"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "jul"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "ago"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "set"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "out"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "nov"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "dez"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "em %1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s s"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "hoje às %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "sex"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "seg"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "sáb"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "dom"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "qui"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "ter"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "qua"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "ontem às %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s não é um caminho absoluto, por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s não é uma pasta, por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s não é um arquivo comum, por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s não pertence ao root (uid %2$s), por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s pertence ao uid %2$s, nem a você (uid %3$s) nem ao root, por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s pode ser lido por outros além do seu dono (modo %2$s), então o segredo nele não é usado"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s tem mais de 1 MiB, por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "não foi possível ler %1$s: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "%1$s pode ser alterado por outros além do root (modo %2$s), por isso não é confiável"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "%1$s pode ser alterado por outros além do dono (modo %2$s), por isso não é confiável"

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


            #, c-format



            #, c-format
            """#,
        "ru": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Russian\n"
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
            msgstr "журнал безопасности нарушен на событии %1$s: оно изменено (его хеш не соответствует его полям и предыдущему событию)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "журнал безопасности нарушен на событии %1$s: оно вставлено (голова журнала заканчивается перед ним)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "журнал безопасности цел: %1$d событие (с %2$s по %3$s)"
            msgstr[1] "журнал безопасности цел: %1$d события (с %2$s по %3$s)"
            msgstr[2] "журнал безопасности цел: %1$d событий (с %2$s по %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "журнал безопасности цел: событий нет"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "журнал безопасности нарушен на событии %1$s: оно удалено (цепочка перескакивает через него от предыдущего события)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: не через копию с set-user-ID; sshd запускает эту команду от имени владельца хранилища"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s не существует"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: запрашивать билет ключа может только sshd (процесс root)"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: не удаётся отказаться от пользователя set-user-ID; ничего не сделано"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY — так, как его запускает sshd"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: недопустимое значение '%2$s'; ожидается %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: не хватает аргумента (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: не задана команда (authtui run [параметры] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: укажите команду после --, например: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: для %1$s нужно значение (см. authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s неприменим к %2$s (см. authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: шлюз с set-user-ID не принимает %1$s"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: шлюз с set-user-ID не принимает %1$s (задайте %2$s в таблице [%3$s] файла %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "указаны две темы, '%1$s' и '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: неизвестный цвет '%2$s' (ожидается %3$s, число от 0 до 255 или #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "неизвестный ключ '%1$s' (ожидается %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "нет темы с именем '%1$s' (ожидается %2$s или КЛЮЧ=ЦВЕТ;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: неожиданный аргумент '%1$s' (см. authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: ожидается одно из: %2$s (см. authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: неизвестный параметр %1$s (см. authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s; ничего не сделано"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "для операторов: учётные записи в хранилище (см. команды оператора)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "приложение входа: основной экран, защищённый процедурой входа"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "для операторов: журнал безопасности (см. команды оператора)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand для sshd при шлюзе с set-user-ID: строка FILE для ключа с одноразовым билетом"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "экран приветствия для greetd: выполняет вход через $GREETD_SOCK, затем запускает COMMAND или выбранный сеанс"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "только процедура входа, для скриптов: рисует на /dev/tty, выводит учётную запись в stdout"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "шлюз входа: запускает COMMAND после входа, с AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "демонстрация модальных окон"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "для операторов: создать или обновить схему хранилища"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "массив здесь содержит только строки через запятую и закрывается в той же строке"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "после \\u нужны четыре шестнадцатеричные цифры символа, после \\U — восемь"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' задаётся только в командной строке, не в файле"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "управляющий символ в строке"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s, строка %2$d: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "ожидается '=' после '%1$s'"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "ожидается имя настройки"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "ожидается значение: \"строка\", число, true, false или [\"строки\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true или false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "число"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "\"строка\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "массив строк, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' — недопустимое значение; ожидается %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "массивы таблиц ([[…]]) здесь не поддерживаются"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' не относится к [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' задан дважды"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] уже определена выше"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "неожиданный текст после значения '%1$s'"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "строка не закрыта"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "неизвестная escape-последовательность \\%1$s в строке"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "неизвестная настройка '%1$s': нет параметра --%1$s (см. authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "неизвестная таблица [%1$s] (ожидается одна из %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' принимает %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Нет сетевого маршрута"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Хранилище учётных записей недоступно"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "если задана (или GH_ACCESSIBLE_PROMPTER): --plain, по одной строке, для программ чтения с экрана"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "шлюз с set-user-ID: одноразовый билет, который sshd передаёт для ключа, использованного клиентом"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "хранилище учётных записей в том же виде, что и для --store (строка подключения не попадает в argv)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "задаётся authtui run для COMMAND: кто вошёл в систему"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "сколько миллисекунд ждать после Esc продолжения последовательности клавиш (по умолчанию 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: сокет greetd (greetd задаёт его для своего экрана приветствия)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "любое непустое значение отключает цвет"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "файл паролей libpq (по умолчанию ~/.pgpass, режим 0600): пароль не нужно указывать в URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "ЦС, подписавший сертификат сервера PostgreSQL (TLS проверяется по умолчанию)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run под ForceCommand sshd: whoami, logout или logout-everywhere — запросы к шлюзу"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "тип терминала (terminfo); терминал, не умеющий перемещать курсор (dumb), получает --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "каталог данных по умолчанию — $XDG_DATA_HOME/authtui"

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
            msgstr "обычный выход; login: кто-то вошёл в систему; greet: нужно запустить сеанс"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run: отказ выбором варианта (Отмена, Назад; 0 при --plain), как «Отмена» в dialog; приложение: ошибка хранилища или терминала; accounts: нет такой учётной записи или удаление не подтверждено"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND невозможно выполнить или она не найдена"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet: прервано по Ctrl-C"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "ошибка использования (одна строка в stderr); greet: запущен не из greetd"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run: отказ клавишей Esc (при --plain также Ctrl-D), как Esc в dialog и whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store: любая другая ошибка (хранилище, терминал), одна строка в stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: собственный код завершения COMMAND или сигнал N, завершивший её"

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
            msgstr "Сеанс %1$s для этого ключа завершён; при следующем подключении вход будет запрошен снова"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Завершены все сеансы %1$s на всех ключах и терминалах"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "Для этого ключа нет запомненного сеанса; чтобы войти, подключитесь без команды"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: вход выполнен как %1$s по запомненному сеансу"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: вход выполнен как %1$s по запомненному сеансу (`ssh -t HOST logout` завершает его)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: этот шлюз не выполняет '%1$s'; чтобы войти, подключитесь без команды или укажите %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Вход выполнен как %1$s по запомненному сеансу этого ключа"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Вход выполнен как %1$s по запомненному сеансу этого ключа до %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Спящий режим"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: не удаётся прочитать файл issue %1$s: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK не задана: экран приветствия запускает greetd (см. docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Выключить"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Перезагрузить"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Ждущий режим"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "соединение с greetd прервано: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd прислал данные не в формате greetd-ipc: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "не удаётся связаться с greetd по адресу %1$s: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "Запрос к greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Вход как %1$s (Esc — другой пользователь)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "записан другим пользователем (uid %1$s, а не %2$s программы входа)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "не обычный файл"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "Не используется %1$s: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Пока ничего не запомнено"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Не используется %1$s"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "в него могут писать другие (режим %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: выполнено"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s: ошибка, команда завершилась с кодом %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Не удалось запустить сеанс: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "Не удалось запустить сеанс: greetd запросил что-то неожиданное"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Командная оболочка"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Запуск сеанса"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Вход выполнен как %1$s. Какой сеанс запустить?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Запуск"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Другой пользователь…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "Кто входит в систему?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "команды:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "переменные окружения:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "код завершения:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "клавиши:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(нет)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "команды оператора:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "параметры:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (или ACCESSIBLE=1) задаёт вопросы по одной строке: каждый запрос начинается\n"
            "с метки, пароль совсем не отображается, ошибки выводятся целыми строками, варианты\n"
            "пронумерованы, ответ — номер или название (0 — назад);\n"
            "Esc в отдельной строке — назад, как Esc; Ctrl-D — отказ. На полном экране\n"
            "курсор терминала всегда стоит на элементе с фокусом (каретка в поле, в строке, которая\n"
            "начинается с метки поля; первая буква кнопки с фокусом), а на только что появившемся\n"
            "сообщении — до следующей клавиши, поэтому программа чтения с экрана, следящая за курсором,\n"
            "озвучивает каждое поле и кнопку при переходе по Tab и каждую ошибку при её появлении."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "клавиши демонстрации:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: вход в систему с клавиатуры для терминала"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "использование:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "с программой чтения с экрана:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Аутентификатор назвал пользователя с управляющими или невидимыми символами"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Не удалось запустить аутентификатор: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "Аутентификатор вывел строку длиннее 4 КиБ"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Отказано"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "Аутентификатор завершился без ответа"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Ожидание"

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
            msgstr "Создан %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Сеанс завершён: %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "этот терминал: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Двухфакторная аутентификация: выключена"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Двухфакторная аутентификация: включена"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Отключить"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "повреждённое изображение (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "нет PNG или JPEG в %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "сервер изображений ответил HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "не адрес http(s): %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl не установлена"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "не изображение PNG или JPEG"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s; показано созданное изображение"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "истекло время загрузки изображения"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "изображение слишком большое"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "сервер изображений недоступен (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "не удаётся прочитать %1$s (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Backspace"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Delete"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "End, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "End"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Home, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Home"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "мышь"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page Down"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page Up"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Shift-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Пробел"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "перейти к следующему полю или кнопке, как Tab (вниз по списку)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "в списке: перейти к первому элементу"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "в списке: перейти к последнему элементу"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "перейти к следующему полю или кнопке (по кругу)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "перейти к предыдущему полю или кнопке (по кругу)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "щелчок по кнопке нажимает её, по полю — переводит на него фокус"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "в списке: перейти на страницу вниз"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "в списке: перейти на страницу вверх"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "нажать выбранную кнопку"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "выйти из программы"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "следующее поле; в последнем поле или на кнопке — нажать кнопку"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "перейти к предыдущему полю или кнопке, как Shift-Tab (вверх по списку)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Включены Caps Lock и Num Lock"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Включён Caps Lock"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Включён Num Lock"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Проверка соединения"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Восстановление сеанса"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Добро пожаловать в authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Вход не выполнен: попробуйте ещё раз"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Код: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "Код истечёт через %1$d минуту, в %2$s"
            msgstr[1] "Код истечёт через %1$d минуты, в %2$s"
            msgstr[2] "Код истечёт через %1$d минут, в %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Вход на %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "На телефоне или компьютере откройте %1$s и введите код %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "Ожидание подтверждения"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "Поставщик удостоверений не сообщил, кто вошёл (нет утверждения %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Вход выполнен, но здесь доступ запрещён: %1$s должно включать %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "Не удалось получить ключи поставщика удостоверений"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Вход отменён"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "Поставщик удостоверений не принимает секрет клиента ни через HTTP Basic, ни в форме"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "Вход отклонён"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "Срок действия кода истёк до подтверждения входа"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Отказ обращаться к поставщику удостоверений по незашифрованному HTTP: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "Поставщик удостоверений не называет себя %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "Поставщик удостоверений недоступен: не удаётся загрузить libcurl"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "Поставщик удостоверений не поддерживает вход по коду"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "Поставщик удостоверений отказал: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "Поставщик удостоверений %1$s не ответил вовремя"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "Поставщик удостоверений прислал больше, чем читает этот вход"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s поставщика удостоверений не соответствует OpenID Connect (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "Поставщик удостоверений %1$s недоступен (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "Поставщику удостоверений %1$s нет доверия: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Войдите в систему: поставщик удостоверений теперь называет для сохранённого входа другого человека."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Войдите в систему: поставщик удостоверений завершил сохранённый вход."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Войдите в систему: поставщик удостоверений продлил вход, не сказав, для кого он, а требованиям этого входа это нужно."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Здесь выход выполнен, но поставщик удостоверений не смог завершить вход: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Обращение к поставщику удостоверений"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Вы получите код, который нужно подтвердить на телефоне или компьютере, где вы уже входите в свою организацию."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Получить код"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Получить новый код"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Вход через %1$s"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "ID-токен подписан алгоритмом %1$s, который этот вход не принимает"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "В ID-токене не указано, каким из ключей поставщика удостоверений он подписан"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "ID-токен предназначен не для этого клиента"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "ID-токен предназначен для нескольких клиентов и выдан не этому"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "В ID-токене нет утверждения %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "Срок действия ID-токена истёк (проверьте часы этого компьютера)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "ID-токен выдан в будущем (проверьте часы этого компьютера)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "ID-токен выдан не издателем %1$s"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "Ключ поставщика удостоверений для ID-токена не может проверить его подпись"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "Поставщик удостоверений прислал ID-токен, который невозможно прочитать"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "ID-токен не относится к этому входу"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "Подпись ID-токена недействительна"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "ID-токен подписан ключом, который поставщик удостоверений не публикует"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "ID-токен не подписан"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "Невозможно проверить ID-токены: не удаётся загрузить %1$s"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "удалить учётную запись, её профиль и сеансы (спрашивает, если не указан --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "по строке на учётную запись: id, эл. почта, логин, сеансы, неудачи, блокировка"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "отключить двухфакторную аутентификацию учётной записи (потерян телефон)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "завершить все запомненные сеансы учётной записи (один — с --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "запомненные сеансы учётной записи: id, создан, последнее использование, истекает, откуда"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "такая же строка для одной учётной записи"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "сбросить неудачные попытки и блокировку для адреса эл. почты"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "выводить события по мере записи, для fail2ban или сборщика журналов (Ctrl-C — завершить)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "вывести журнал безопасности, по событию на строку (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "хранение: удалить события до --before TIME; остальное по-прежнему проходит проверку"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "для audit prune нужен --before TIME (например, --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "удалено %1$d событие до %2$s"
            msgstr[1] "удалено %1$d события до %2$s"
            msgstr[2] "удалено %1$d событий до %2$s"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "пересчитать цепочку хешей журнала безопасности; назвать первое изменённое, удалённое или вставленное событие"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "Удалить %1$s, профиль и сеансы? Для подтверждения введите адрес эл. почты: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "удалено: %1$s"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: нет учётной записи с адресом %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: у %2$s нет сеанса %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: не подтверждено; ничего не удалено"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant применим только к хранилищам PostgreSQL"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: версия схемы %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: версия схемы %2$s -> %3$s; доступ к строкам для %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: версия схемы %2$s, актуальна"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: версия схемы %2$s, актуальна; доступ к строкам для %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: версия схемы %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "у %1$s не было второго фактора"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "нет хранилища учётных записей в %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "отозван сеанс %1$s учётной записи %2$s"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "отозван %1$d сеанс учётной записи %2$s"
            msgstr[1] "отозвано %1$d сеанса учётной записи %2$s"
            msgstr[2] "отозвано %1$d сеансов учётной записи %2$s"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "двухфакторная аутентификация отключена для %1$s"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "создать или обновить схему хранилища от имени роли-владельца"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "разблокировано: %1$s"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow: только события этой учётной записи"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "адрес электронной почты"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "длительность затухания (по умолчанию 0.3, 0 — без него)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "число секунд от 0 до 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run: спрашивать, даже если сеанс запомнен"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run: личность пользователя определяет CMD (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "вывести скрипт автодополнения для bash и выйти"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: удалить события старше этого момента (2026-01-01 или возраст: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 или возраст, например 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "читать FILE вместо файлов конфигурации (docs/configuration.md); greet: файл, принадлежащий root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "путь к файлу"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "база данных учётных записей и запомненный сеанс (по умолчанию $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "путь к каталогу"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: передавать каждому сеансу эту переменную окружения (можно повторять)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, где KEY из букв, цифр и _, не начинается с цифры, а VALUE в одну строку"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "либо --image, либо --image-url, но не оба"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "без значения"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "только одно из --pam, --auth-command и --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "либо --pam, либо --auth-command, но не оба"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "команда оболочки"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "либо --xsession-wrapper, либо --no-xsession-wrapper, но не оба"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "вывести скрипт автодополнения для fish и выйти"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: дать ROLE доступ только к строкам (роль приложения; можно повторять)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "имя роли: a-z, 0-9 и _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: строка над окном входа"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "какой-нибудь текст"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "показать эту справку и выйти"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: предлагать «Спящий режим», запуская CMD (по умолчанию нет)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "ограничить оверлей, загрузку и вход этим прямоугольником ячеек"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, например 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "фоновое изображение (PNG или JPEG) или папка, из которой оно выбирается случайно"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "загрузить фон; {w} и {h} заменяются его размером в пикселях"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "шаблон URL http(s)"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "путь к файлу или папке"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: показывать /etc/issue над окном входа, заменяя escape-последовательности, как agetty"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: показывать FILE вместо /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "путь к файлу"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow: по одному объекту JSON на событие"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: завершить сеанс, когда команда завершится"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "вывести страницу руководства (roff) и выйти"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "базовый режим: без экрана загрузки"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: запускать сеансы X11 только их Exec, без обёртки"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "приложение, login, run: вход через этого поставщика OpenID по коду (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: разрешить незашифрованный http к адресу loopback (для тестов)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: доверять УЦ из FILE (PEM) вместо системных"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: идентификатор клиента этой машины у поставщика"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "идентификатор клиента (печатные символы, без пробелов)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: секрет конфиденциального клиента, в первой строке FILE (режим 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "в первой строке %1$s нет секрета клиента (печатные символы, без пробелов)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: впускать только тех, у кого CLAIM равно VALUE или включает его (можно повторять)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, например groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: область доступа, запрашиваемая помимо openid (можно повторять; по умолчанию profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "имя области доступа, например email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: утверждение (claim), задающее имя пользователя (по умолчанию preferred_username; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "имя утверждения, например email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "адрес https:// издателя, как его называет поставщик"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "адрес https:// (http:// только к loopback, с --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "цвет оверлея навигатора (по умолчанию — фон основного экрана)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "приложение, login, run: учётные записи этой машины через PAM (например, login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "имя службы PAM, как в /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "по одной строке, для программ чтения с экрана и простых терминалов (также ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: предлагать «Выключить», запуская CMD (по умолчанию нет)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: что выводить при успехе (по умолчанию email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "вывести действующие настройки с источником каждой и выйти"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username или json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: предлагать «Перезагрузить», запуская CMD (по умолчанию нет)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "приложение, login, run: сколько помнить сеанс (12h, 7d; 0 — никогда; по умолчанию 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 или длительность до 30d, например 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: завершить только этот сеанс (id из accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "12-значный id из accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow: начиная с этого времени UTC (2026-12-01, 2026-12-01T22:00Z) или возраста (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h или 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "хранилище учётных записей: sqlite:PATH (по умолчанию, в каталоге данных) или URI postgresql://"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: предлагать «Ждущий режим», запуская CMD (по умолчанию нет)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "цвета: default, classic, light, high-contrast или monochrome, и/или КЛЮЧ=ЦВЕТ;... как в tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: формат часов для strftime, например '%H:%M' (по умолчанию: день, дата и время)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "формат strftime, дающий часы в одну короткую строку, например '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "идентификатор пользователя (число от 0 до 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: начать с первого вопроса для NAME вместо запомненного пользователя (Esc — другой пользователь)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: предлагать пользователей компьютера (UID из /etc/login.defs), последнего первым"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: наибольший UID в меню пользователей (по умолчанию UID_MAX, иначе 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: наименьший UID в меню пользователей (по умолчанию UID_MIN, иначе 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "имя пользователя (без пробелов, двоеточий и управляющих символов)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "вывести версию и выйти"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: запускать сеансы X11 как CMD и затем Exec записи (по умолчанию startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: не запрашивать подтверждение"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "вывести функцию автодополнения для zsh и выйти"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, ключ %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, ключ %2$s, пользователь %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, пользователь %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "этот компьютер"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "командная строка"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "по умолчанию"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "окружение (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, строка %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: нет файла"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: прочитан"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: действующие настройки и источник каждой"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s через копию с set-user-ID: настройки шлюза и источник каждой"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s не задан"

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
            msgstr "authtui run: %1$s: команда не найдена"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s; ничего не сделано"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: отказано в доступе"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: не удалось завершить сеанс: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(чуть больший терминал покажет QR-код)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(для QR-кода терминалу не хватает столбцов: %1$s, строк: %2$s)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Выполняется аутентификация"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Проверка сеанса"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Тайный вход"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Введите пароль ещё раз, чтобы увидеть коды."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Показать!"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Войдите в систему: сеанс открыт другим способом входа."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Войдите в систему: сеанс относится к другой базе учётных записей."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Войдите в систему: файл сеанса повреждён."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Войдите в систему: срок действия сеанса истёк."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Войдите в систему: файл сеанса не является обычным файлом."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Войдите в систему: файл сеанса принадлежит другому пользователю."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Войдите в систему: файл сеанса был доступен для чтения другим пользователям."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Войдите в систему: сеанс был отозван."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Войдите в систему: сохранённый с сеансом вход через поставщика удостоверений повреждён."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Войдите в систему: файл сеанса является символьной ссылкой."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s оператором"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d неудачная попытка перед этим входом"
            msgstr[1] "%1$d неудачные попытки перед этим входом"
            msgstr[2] "%1$d неудачных попыток перед этим входом"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "не менее %1$d неудачной попытки перед этим входом"
            msgstr[1] "не менее %1$d неудачных попыток перед этим входом"
            msgstr[2] "не менее %1$d неудачных попыток перед этим входом"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d неудачная попытка с тех пор"
            msgstr[1] "%1$d неудачные попытки с тех пор"
            msgstr[2] "%1$d неудачных попыток с тех пор"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "не менее %1$d неудачной попытки с тех пор"
            msgstr[1] "не менее %1$d неудачных попыток с тех пор"
            msgstr[2] "не менее %1$d неудачных попыток с тех пор"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Последний вход: %1$s с %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Последний вход: %1$s с этого компьютера"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Пароль изменён %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Использован код восстановления %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Сеансы завершены %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Двухфакторная аутентификация отключена %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Двухфакторная аутентификация включена %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Двухфакторная аутентификация сброшена %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Учётная запись разблокирована %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: без `ExposeAuthInfo yes` в sshd_config сеанс через SSH не запоминается (иначе он был бы общим для всех клиентов); каждое подключение должно выполнить вход"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: сеанс не запоминается: sshd не передал этому шлюзу с set-user-ID билет ключа (см. рецепт в docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "недопустимая строка подключения PostgreSQL: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: требуется путь к файлу (sqlite:ПУТЬ)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "имя хранилища содержит символ NUL"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "ожидается sqlite:ПУТЬ, URI postgresql:// или строка libpq вида ключ=значение"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Ошибка аутентификации"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Войти"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "PAM здесь недоступен: не удаётся загрузить libpam"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "ВХОД"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "Служба аутентификации завершилась без ответа"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Имя пользователя"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Введите имя пользователя"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s не умеет перемещать курсор; запустите authtui в полноценном терминале"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM не задана"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "нет терминала для вывода (/dev/tty не открывается)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "нет терминала для вывода: подключайтесь с ssh -t (для входа нужен терминал)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "стандартные ввод и вывод должны быть терминалом"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "неизвестный тип терминала '%1$s' (нет записи terminfo)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s, %2$s %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d.%m.%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s мин"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "янв"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "фев"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "мар"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "апр"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "мая"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "июн"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "июл"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "авг"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "сен"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "окт"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "ноя"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "дек"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "%1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s с"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "сегодня в %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "пт"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "пн"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "сб"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "вс"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "чт"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "вт"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "ср"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "вчера в %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s — не абсолютный путь, поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s — не каталог, поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s — не обычный файл, поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s не принадлежит root (uid %2$s), поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s принадлежит uid %2$s — ни вам (uid %3$s), ни root, поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s могут читать не только его владелец (режим %2$s), поэтому секрет из него не используется"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s больше 1 МиБ, поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "не удаётся прочитать %1$s: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "в %1$s могут писать не только root (режим %2$s), поэтому ему нельзя доверять"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "в %1$s могут писать не только его владелец (режим %2$s), поэтому ему нельзя доверять"

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


            #, c-format



            #, c-format
            """#,
        "uk": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Ukrainian\n"
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
            msgstr "журнал безпеки порушено на події %1$s: її змінено (її геш не відповідає її полям і попередній події)"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "журнал безпеки порушено на події %1$s: її вставлено (голова журналу закінчується перед нею)"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "журнал безпеки цілий: %1$d подія (з %2$s по %3$s)"
            msgstr[1] "журнал безпеки цілий: %1$d події (з %2$s по %3$s)"
            msgstr[2] "журнал безпеки цілий: %1$d подій (з %2$s по %3$s)"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "журнал безпеки цілий: подій немає"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "журнал безпеки порушено на події %1$s: її вилучено (ланцюжок перескакує через неї від попередньої події)"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys: не через копію з set-user-ID; sshd запускає цю команду від імені власника сховища"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys: %1$s не існує"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys: запитувати квиток ключа може лише sshd (процес root)"

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
            msgstr "OK"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui: не вдається відмовитися від користувача set-user-ID; нічого не зроблено"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY — так, як його запускає sshd"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui: %1$s: неприпустиме значення '%2$s'; очікується %3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui: бракує аргументу (%1$s)"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run: не задано команду (authtui run [параметри] -- COMMAND [ARGS...])"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s: вкажіть команду після --, наприклад: %1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui: для %1$s потрібне значення (див. authtui --help)"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui: %1$s не стосується %2$s (див. authtui --help)"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui: шлюз із set-user-ID не приймає %1$s"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui: шлюз із set-user-ID не приймає %1$s (задайте %2$s у таблиці [%3$s] файлу %4$s)"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "вказано дві теми, '%1$s' і '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s: невідомий колір '%2$s' (очікується %3$s, число від 0 до 255 або #RRGGBB)"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "невідомий ключ '%1$s' (очікується %2$s)"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "немає теми з назвою '%1$s' (очікується %2$s або КЛЮЧ=КОЛІР;...)"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui: неочікуваний аргумент '%1$s' (див. authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s: очікується одне з: %2$s (див. authtui --help)"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui: невідомий параметр %1$s (див. authtui --help)"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui: %1$s; нічого не зроблено"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "для операторів: облікові записи у сховищі (див. команди оператора)"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "застосунок входу: основний екран, захищений процедурою входу"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "для операторів: журнал безпеки (див. команди оператора)"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "AuthorizedKeysCommand для sshd при шлюзі з set-user-ID: рядок FILE для ключа з одноразовим квитком"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "екран привітання для greetd: виконує вхід через $GREETD_SOCK, потім запускає COMMAND або вибраний сеанс"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "лише процедура входу, для скриптів: малює на /dev/tty, виводить обліковий запис у stdout"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "шлюз входу: запускає COMMAND після входу, з AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "демонстрація модальних вікон"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "для операторів: створити або оновити схему сховища"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "масив тут містить лише рядки через кому й закривається в тому самому рядку"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "після \\u потрібні чотири шістнадцяткові цифри символу, після \\U — вісім"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' задається лише в командному рядку, не у файлі"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "керівний символ у рядку"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui: %1$s, рядок %2$d: %3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "очікується '=' після '%1$s'"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "очікується назва налаштування"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "очікується значення: \"рядок\", число, true, false або [\"рядки\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true або false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "число"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "\"рядок\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "масив рядків, [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' — неприпустиме значення; очікується %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "масиви таблиць ([[…]]) тут не підтримуються"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' не стосується [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' задано двічі"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] вже визначено вище"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "неочікуваний текст після значення '%1$s'"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "рядок не закрито"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "невідома escape-послідовність \\%1$s у рядку"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "невідоме налаштування '%1$s': немає параметра --%1$s (див. authtui --help)"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "невідома таблиця [%1$s] (очікується одна з %2$s)"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' приймає %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "Немає мережевого маршруту"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "Сховище облікових записів недоступне"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "якщо задано (або GH_ACCESSIBLE_PROMPTER): --plain, по одному рядку, для програм читання з екрана"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "шлюз із set-user-ID: одноразовий квиток, який sshd передає для ключа, використаного клієнтом"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "сховище облікових записів у тому ж вигляді, що й для --store (рядок підключення не потрапляє в argv)"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "задається authtui run для COMMAND: хто увійшов до системи"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "скільки мілісекунд чекати після Esc на продовження послідовності клавіш (типово 25)"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet: сокет greetd (greetd задає його для свого екрана привітання)"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "будь-яке непорожнє значення вимикає колір"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "файл паролів libpq (типово ~/.pgpass, режим 0600): пароль не потрібно вказувати в URI"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "ЦС, що підписав сертифікат сервера PostgreSQL (TLS типово перевіряється)"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "authtui run під ForceCommand sshd: whoami, logout або logout-everywhere — запити до шлюзу"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "тип термінала (terminfo); термінал, що не вміє переміщувати курсор (dumb), отримує --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "типовий каталог даних — $XDG_DATA_HOME/authtui"

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
            msgstr "звичайний вихід; login: хтось увійшов до системи; greet: слід запустити сеанс"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login, run: відмова вибором варіанта (Скасувати, Назад; 0 при --plain), як «Скасувати» в dialog; застосунок: помилка сховища або термінала; accounts: немає такого облікового запису або вилучення не підтверджено"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run: COMMAND неможливо виконати або її не знайдено"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login, run, greet: перервано через Ctrl-C"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "помилка використання (один рядок у stderr); greet: запущено не з greetd"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login, run: відмова клавішею Esc (при --plain також Ctrl-D), як Esc у dialog і whiptail"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login, run, accounts, store: будь-яка інша помилка (сховище, термінал), один рядок у stderr"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run: власний код завершення COMMAND або сигнал N, що її завершив"

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
            msgstr "Сеанс %1$s для цього ключа завершено; під час наступного підключення вхід буде запитано знову"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "Завершено всі сеанси %1$s на всіх ключах і терміналах"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "Для цього ключа немає запам'ятованого сеансу; щоб увійти, підключіться без команди"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run: вхід виконано як %1$s за запам'ятованим сеансом"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run: вхід виконано як %1$s за запам'ятованим сеансом (`ssh -t HOST logout` завершує його)"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run: цей шлюз не виконує '%1$s'; щоб увійти, підключіться без команди або вкажіть %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "Вхід виконано як %1$s за запам'ятованим сеансом цього ключа"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "Вхід виконано як %1$s за запам'ятованим сеансом цього ключа до %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "Приспати"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet: не вдається прочитати файл issue %1$s: %2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet: GREETD_SOCK не задано: екран привітання запускає greetd (див. docs/greeter.md)"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "Вимкнути"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "Перезавантажити"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "Призупинити"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "з'єднання з greetd перервано: %1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd надіслав дані не у форматі greetd-ipc: %1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "не вдається зв'язатися з greetd за адресою %1$s: %2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "Запит до greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "Вхід як %1$s (Esc — інший користувач)"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "записаний іншим користувачем (uid %1$s, а не %2$s програми входу)"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "не звичайний файл"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "Не використовується %1$s: %2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "Поки що нічого не запам'ятовано"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "Не використовується %1$s"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "до нього можуть писати інші (режим %1$s)"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s: виконано"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s: помилка, команда завершилася з кодом %2$d"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "Не вдалося запустити сеанс: %1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "Не вдалося запустити сеанс: greetd запитав щось неочікуване"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Командна оболонка"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "Запуск сеансу"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "Вхід виконано як %1$s. Який сеанс запустити?"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "Запуск"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "Інший користувач…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "Хто входить у систему?"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "команди:"

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "змінні середовища:"

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "код завершення:"

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "клавіші:"

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "(немає)"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "команди оператора:"

            msgctxt "help.options"
            msgid "options:"
            msgstr "параметри:"

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain (або ACCESSIBLE=1) ставить запитання по одному рядку: кожен запит починається\n"
            "з мітки, пароль зовсім не відображається, помилки виводяться цілими рядками, варіанти\n"
            "пронумеровано, відповідь — номер або назва (0 — назад);\n"
            "Esc в окремому рядку — назад, як Esc; Ctrl-D — відмова. На повному екрані\n"
            "курсор термінала завжди стоїть на елементі з фокусом (каретка в полі, у рядку, що\n"
            "починається з мітки поля; перша літера кнопки з фокусом), а на повідомленні, що щойно\n"
            "з'явилося, — до наступної клавіші, тож програма читання з екрана, що стежить за курсором,\n"
            "озвучує кожне поле й кнопку, коли до них доходить Tab, і кожну помилку, щойно вона з'являється."

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "клавіші демонстрації:"

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s: вхід до системи з клавіатури для термінала"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "використання:"

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "з програмою читання з екрана:"

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "Автентифікатор назвав користувача з керівними або невидимими символами"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "Не вдалося запустити автентифікатор: %1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "Автентифікатор вивів рядок, довший за 4 КіБ"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "Відмовлено"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "Автентифікатор завершився без відповіді"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "Очікування"

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
            msgstr "Створено %1$s"

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
            msgid "Session ended: %1$s"
            msgstr "Сеанс завершено: %1$s"

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
            msgid "this terminal: %1$s"
            msgstr "цей термінал: %1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "Двофакторна автентифікація: вимкнено"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "Двофакторна автентифікація: увімкнено"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "Вимкнути"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "пошкоджене зображення (%1$s)"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "немає PNG чи JPEG у %1$s"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "сервер зображень відповів HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "не адреса http(s): %1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "libcurl не встановлено"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "не зображення PNG чи JPEG"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s; показано створене зображення"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "час завантаження зображення вичерпано"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "зображення завелике"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "сервер зображень недоступний (%1$s)"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "не вдається прочитати %1$s (%2$s)"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Backspace"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Delete"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "End, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "End"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Home, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Home"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "миша"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page Down"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page Up"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Shift-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "Пробіл"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "перейти до наступного поля чи кнопки, як Tab (униз списком)"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "у списку: перейти до першого елемента"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "у списку: перейти до останнього елемента"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "перейти до наступного поля або кнопки (по колу)"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "перейти до попереднього поля або кнопки (по колу)"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "клацання по кнопці натискає її, по полю — переводить на нього фокус"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "у списку: перейти на сторінку вниз"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "у списку: перейти на сторінку вгору"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "натиснути вибрану кнопку"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "вийти з програми"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "наступне поле; в останньому полі або на кнопці — натиснути кнопку"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "перейти до попереднього поля чи кнопки, як Shift-Tab (угору списком)"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "Увімкнено Caps Lock і Num Lock"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "Увімкнено Caps Lock"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "Увімкнено Num Lock"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "Перевірка з'єднання"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "Відновлення сеансу"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "Ласкаво просимо до authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "Не вдалося ввійти: спробуйте ще раз"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "Код: %1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "Код спливе за %1$d хвилину, о %2$s"
            msgstr[1] "Код спливе за %1$d хвилини, о %2$s"
            msgstr[2] "Код спливе за %1$d хвилин, о %2$s"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "Вхід на %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "На телефоні чи комп’ютері відкрийте %1$s і введіть код %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "Очікування підтвердження"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "Постачальник ідентичності не повідомив, хто увійшов (немає твердження %1$s)"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "Вхід виконано, але тут доступ заборонено: %1$s має містити %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "Не вдалося отримати ключі постачальника ідентичності"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "Вхід скасовано"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "Постачальник посвідчень не приймає секрет клієнта ні через HTTP Basic, ні у формі"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "Вхід відхилено"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "Термін дії коду сплив до підтвердження входу"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "Відмова звертатися до постачальника ідентичності через незашифрований HTTP: %1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "Постачальник ідентичності не називає себе %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "Постачальник ідентичності недоступний: не вдається завантажити libcurl"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "Постачальник ідентичності не підтримує вхід за кодом"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "Постачальник ідентичності відмовив: %1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "Постачальник ідентичності %1$s не відповів вчасно"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "Постачальник ідентичності надіслав більше, ніж читає цей вхід"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "%1$s постачальника ідентичності не відповідає OpenID Connect (HTTP %2$d)"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "Постачальник ідентичності %1$s недоступний (%2$s)"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "Постачальнику ідентичності %1$s немає довіри: %2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "Увійдіть у систему: постачальник ідентичності тепер називає для збереженого входу іншу людину."

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "Увійдіть у систему: постачальник ідентичності завершив збережений вхід."

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "Увійдіть у систему: постачальник ідентичності подовжив вхід, не сказавши, для кого він, а вимогам цього входу це потрібно."

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "Тут вихід виконано, але постачальник ідентичності не зміг завершити вхід: %1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "Звернення до постачальника ідентичності"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "Ви отримаєте код, який треба підтвердити на телефоні чи комп’ютері, де ви вже входите до своєї організації."

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "Отримати код"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "Отримати новий код"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "Вхід через %1$s"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "ID-токен підписано алгоритмом %1$s, який цей вхід не приймає"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "В ID-токені не вказано, яким із ключів постачальника ідентичності його підписано"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "ID-токен призначено не для цього клієнта"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "ID-токен призначено для кількох клієнтів, і його видано не цьому"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "В ID-токені немає твердження %1$s"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "Термін дії ID-токена минув (перевірте годинник цього комп’ютера)"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "ID-токен видано в майбутньому (перевірте годинник цього комп’ютера)"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "ID-токен видано не видавцем %1$s"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "Ключ постачальника ідентичності для ID-токена не може перевірити його підпис"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "Постачальник ідентичності надіслав ID-токен, який неможливо прочитати"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "ID-токен не стосується цього входу"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "Підпис ID-токена недійсний"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "ID-токен підписано ключем, який постачальник ідентичності не публікує"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "ID-токен не підписано"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "Неможливо перевірити ID-токени: не вдається завантажити %1$s"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "вилучити обліковий запис, його профіль і сеанси (питає, якщо не вказано --yes)"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "по рядку на обліковий запис: id, ел. пошта, логін, сеанси, невдачі, блокування"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "вимкнути двофакторну автентифікацію облікового запису (втрачено телефон)"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "завершити всі запам'ятовані сеанси облікового запису (один — з --session ID)"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "запам'ятовані сеанси облікового запису: id, створено, останнє використання, спливає, звідки"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "такий самий рядок для одного облікового запису"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "скинути невдалі спроби й блокування для адреси ел. пошти"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "виводити події в міру запису, для fail2ban або збирача журналів (Ctrl-C — завершити)"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "вивести журнал безпеки, по події на рядок (--account, --since, --json)"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "зберігання: вилучити події до --before TIME; решта й далі проходить перевірку"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "для audit prune потрібен --before TIME (наприклад, --before 90d)"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "вилучено %1$d подію до %2$s"
            msgstr[1] "вилучено %1$d події до %2$s"
            msgstr[2] "вилучено %1$d подій до %2$s"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "переобчислити ланцюжок гешів журналу безпеки; назвати першу змінену, вилучену або вставлену подію"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "Вилучити %1$s, профіль і сеанси? Для підтвердження введіть адресу ел. пошти: "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "вилучено: %1$s"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s: немає облікового запису з адресою %2$s"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s: %2$s не має сеансу %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s: не підтверджено; нічого не вилучено"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant застосовний лише до сховищ PostgreSQL"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s: версія схеми %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s: версія схеми %2$s -> %3$s; доступ до рядків для %4$s"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s: версія схеми %2$s, актуальна"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s: версія схеми %2$s, актуальна; доступ до рядків для %3$s"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s: версія схеми %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s не мав другого фактора"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "немає сховища облікових записів у %1$s"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "відкликано сеанс %1$s облікового запису %2$s"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "відкликано %1$d сеанс облікового запису %2$s"
            msgstr[1] "відкликано %1$d сеанси облікового запису %2$s"
            msgstr[2] "відкликано %1$d сеансів облікового запису %2$s"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "двофакторну автентифікацію вимкнено для %1$s"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "створити або оновити схему сховища від імені ролі-власника"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "розблоковано: %1$s"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list, follow: лише події цього облікового запису"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "адреса електронної пошти"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "тривалість згасання (типово 0.3, 0 — без нього)"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "кількість секунд від 0 до 10"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login, run: питати, навіть якщо сеанс запам'ятовано"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login, run: особу користувача визначає CMD (docs/auth-command.md)"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "вивести скрипт автодоповнення для bash і вийти"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune: вилучити події, старші за цей момент (2026-01-01 або вік: 90d)"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 або вік, наприклад 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "читати FILE замість файлів конфігурації (docs/configuration.md); greet: файл, що належить root"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "шлях до файлу"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "база даних облікових записів і запам'ятований сеанс (типово $XDG_DATA_HOME/authtui)"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "шлях до каталогу"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet: передавати кожному сеансу цю змінну середовища (можна повторювати)"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE, де KEY з літер, цифр і _, не починається з цифри, а VALUE в один рядок"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "або --image, або --image-url, але не обидва"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "без значення"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "лише одне з --pam, --auth-command і --oidc"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "або --pam, або --auth-command, але не обидва"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "команда оболонки"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "або --xsession-wrapper, або --no-xsession-wrapper, але не обидва"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "вивести скрипт автодоповнення для fish і вийти"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate: надати ROLE доступ лише до рядків (роль застосунку; можна повторювати)"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "назва ролі: a-z, 0-9 і _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet: рядок над вікном входу"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "якийсь текст"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "показати цю довідку і вийти"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet: пропонувати «Приспати», що запускає CMD (типово немає)"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "обмежити оверлей, завантаження і вхід цим прямокутником клітинок"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y, наприклад 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "фонове зображення (PNG або JPEG) або тека, з якої його вибирають випадково"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "завантажити фон; {w} і {h} замінюються його розміром у пікселях"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "шаблон URL http(s)"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "шлях до файлу або теки"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet: показувати /etc/issue над вікном входу, замінюючи escape-послідовності, як agetty"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet: показувати FILE замість /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "шлях до файлу"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list, follow: по одному об'єкту JSON на подію"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run: завершити сеанс, коли команда завершиться"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "вивести сторінку посібника (roff) і вийти"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "базовий режим: без екрана завантаження"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet: запускати сеанси X11 лише їхнім Exec, без обгортки"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "застосунок, login, run: вхід через цього постачальника OpenID за кодом (docs/oidc.md)"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc: дозволити незашифрований http до адреси loopback (для тестів)"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc: довіряти ЦС із FILE (PEM) замість системних"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc: ідентифікатор клієнта цієї машини в постачальника"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "ідентифікатор клієнта (друковані символи, без пробілів)"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc: секрет конфіденційного клієнта, у першому рядку FILE (режим 0600)"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "у першому рядку %1$s немає секрету клієнта (друковані символи, без пробілів)"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc: впускати лише тих, у кого CLAIM дорівнює VALUE або містить його (можна повторювати)"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE, наприклад groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc: область доступу, що запитується окрім openid (можна повторювати; типово profile)"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "назва області доступу, наприклад email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc: твердження (claim), що задає ім’я користувача (типово preferred_username; email, sub)"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "назва твердження, наприклад email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "адресу https:// видавця, як її називає постачальник"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "адреса https:// (http:// лише до loopback, з --oidc-allow-insecure-loopback)"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "колір оверлею навігатора (типово — тло основного екрана)"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "застосунок, login, run: облікові записи цієї машини через PAM (наприклад, login)"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "назва служби PAM, як у /etc/pam.d"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "по одному рядку, для програм читання з екрана і простих терміналів (також ACCESSIBLE=1)"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet: пропонувати «Вимкнути», що запускає CMD (типово немає)"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login: що виводити в разі успіху (типово email)"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "вивести чинні налаштування з джерелом кожного й вийти"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email, username або json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet: пропонувати «Перезавантажити», що запускає CMD (типово немає)"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "застосунок, login, run: скільки пам'ятати сеанс (12h, 7d; 0 — ніколи; типово 30d)"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 або тривалість до 30d, наприклад 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke: завершити лише цей сеанс (id з accounts sessions)"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "12-значний id з accounts sessions"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list, follow: починаючи з цього часу UTC (2026-12-01, 2026-12-01T22:00Z) або віку (24h, 7d)"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01, 2026-12-01T22:00Z, 90m, 24h або 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "сховище облікових записів: sqlite:PATH (типово, у каталозі даних) або URI postgresql://"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet: пропонувати «Призупинити», що запускає CMD (типово немає)"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "кольори: default, classic, light, high-contrast або monochrome, та/або КЛЮЧ=КОЛІР;... як у tuigreet (docs/themes.md)"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet: формат годинника для strftime, наприклад '%H:%M' (типово: день, дата і час)"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "формат strftime, що дає годинник в один короткий рядок, наприклад '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "ідентифікатор користувача (число від 0 до 4294967295)"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet: почати з першого запитання для NAME замість запам'ятованого користувача (Esc — інший користувач)"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet: пропонувати користувачів комп'ютера (UID з /etc/login.defs), останнього першим"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet: найбільший UID у меню користувачів (типово UID_MAX, інакше 60000)"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet: найменший UID у меню користувачів (типово UID_MIN, інакше 1000)"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "ім'я користувача (без пробілів, двокрапок і керівних символів)"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "вивести версію і вийти"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet: запускати сеанси X11 як CMD, а потім Exec запису (типово startx /usr/bin/env)"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete: не запитувати підтвердження"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "вивести функцію автодоповнення для zsh і вийти"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s, ключ %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s, ключ %2$s, користувач %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s, користувач %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "цей комп'ютер"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "командний рядок"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "типово"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "середовище (%1$s)"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s, рядок %2$d"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s: немає файлу"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s: прочитано"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s: чинні налаштування та джерело кожного"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "%1$s через копію із set-user-ID: налаштування шлюзу та джерело кожного"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s не задано"

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
            msgstr "authtui run: %1$s: команду не знайдено"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run: %1$s; нічого не зроблено"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run: %1$s: доступ заборонено"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run: не вдалося завершити сеанс: %1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "(трохи більший термінал покаже QR-код)"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "(для QR-коду терміналу бракує стовпців: %1$s, рядків: %2$s)"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "Виконується автентифікація"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "Перевірка сеансу"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "Таємний вхід"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "Введіть пароль ще раз, щоб побачити коди."

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "Показати!"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "Увійдіть у систему: сеанс відкрито іншим способом входу."

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "Увійдіть у систему: сеанс належить іншій базі облікових записів."

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "Увійдіть у систему: файл сеансу пошкоджено."

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "Увійдіть у систему: строк дії сеансу минув."

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "Увійдіть у систему: файл сеансу не є звичайним файлом."

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "Увійдіть у систему: файл сеансу належить іншому користувачеві."

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "Увійдіть у систему: файл сеансу могли читати інші користувачі."

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "Увійдіть у систему: сеанс було відкликано."

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "Увійдіть у систему: збережений із сеансом вхід через постачальника ідентичності пошкоджено."

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "Увійдіть у систему: файл сеансу є символічним посиланням."

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s оператором"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "%1$d невдала спроба перед цим входом"
            msgstr[1] "%1$d невдалі спроби перед цим входом"
            msgstr[2] "%1$d невдалих спроб перед цим входом"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "щонайменше %1$d невдала спроба перед цим входом"
            msgstr[1] "щонайменше %1$d невдалі спроби перед цим входом"
            msgstr[2] "щонайменше %1$d невдалих спроб перед цим входом"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "%1$d невдала спроба відтоді"
            msgstr[1] "%1$d невдалі спроби відтоді"
            msgstr[2] "%1$d невдалих спроб відтоді"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "щонайменше %1$d невдала спроба відтоді"
            msgstr[1] "щонайменше %1$d невдалі спроби відтоді"
            msgstr[2] "щонайменше %1$d невдалих спроб відтоді"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "Останній вхід: %1$s з %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "Останній вхід: %1$s з цього комп'ютера"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "Пароль змінено %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "Використано код відновлення %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "Сеанси завершено %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "Двофакторну автентифікацію вимкнено %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "Двофакторну автентифікацію увімкнено %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "Двофакторну автентифікацію скинуто %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "Обліковий запис розблоковано %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui: без `ExposeAuthInfo yes` у sshd_config сеанс через SSH не запам'ятовується (інакше він був би спільним для всіх клієнтів); кожне підключення має виконати вхід"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui: сеанс не запам'ятовується: sshd не передав цьому шлюзу з set-user-ID квиток ключа (див. рецепт у docs/ssh-gate.md)"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "некоректний рядок з'єднання PostgreSQL: %1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: потрібен шлях до файлу (sqlite:ШЛЯХ)"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "назва сховища містить символ NUL"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "очікується sqlite:ШЛЯХ, URI postgresql:// або рядок libpq виду ключ=значення"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "Помилка автентифікації"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "Увійти"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "PAM тут недоступний: не вдається завантажити libpam"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "ВХІД"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "Служба автентифікації завершилася без відповіді"

            msgctxt "system.user"
            msgid "User name"
            msgstr "Ім'я користувача"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "Введіть ім'я користувача"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s не вміє переміщувати курсор; запустіть authtui у повноцінному терміналі"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "TERM не задано"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "немає термінала для виводу (/dev/tty не відкривається)"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "немає термінала для виводу: підключайтеся з ssh -t (для входу потрібен термінал)"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "стандартні ввід і вивід мають бути терміналом"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "невідомий тип термінала '%1$s' (немає запису terminfo)"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%1$s, %2$s %3$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%d.%m.%Y %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s хв"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "січ"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "лют"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "бер"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "кві"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "тра"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "чер"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "лип"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "сер"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "вер"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "жов"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "лис"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "гру"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "%1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s с"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "сьогодні о %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "пт"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "пн"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "сб"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "нд"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "чт"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "вт"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "ср"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "вчора о %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s — не абсолютний шлях, тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s — не тека, тому їй не можна довіряти"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s — не звичайний файл, тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s не належить root (uid %2$s), тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s належить uid %2$s — ні вам (uid %3$s), ні root, тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s можуть читати не лише його власник (режим %2$s), тому секрет із нього не використовується"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s більший за 1 МіБ, тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "не вдається прочитати %1$s: %2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "до %1$s можуть писати не лише root (режим %2$s), тому йому не можна довіряти"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "до %1$s можуть писати не лише його власник (режим %2$s), тому йому не можна довіряти"

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


            #, c-format



            #, c-format
            """#,
        "zh_CN": #"""
            msgid ""
            msgstr ""
            "Project-Id-Version: authtui\n"
            "PO-Revision-Date: 2026-12-04 23:00+0000\n"
            "Last-Translator: authtui maintainers\n"
            "Language-Team: Simplified Chinese\n"
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
            msgstr "安全日志在事件 %1$s 处断裂：该事件已被篡改（其哈希与其字段及前一个事件不匹配）"

            #, c-format
            msgctxt "audit.verify.inserted"
            msgid "security log broken at event %1$s: it was inserted (the log's head ends before it)"
            msgstr "安全日志在事件 %1$s 处断裂：该事件是插入的（日志头在它之前就已结束）"

            #, c-format
            msgctxt "audit.verify.intact"
            msgid "security log intact: %1$d events (%2$s to %3$s)"
            msgid_plural "security log intact: %1$d events (%2$s to %3$s)"
            msgstr[0] "安全日志完好：%1$d 个事件（%2$s 至 %3$s）"

            msgctxt "audit.verify.intact-empty"
            msgid "security log intact: no events"
            msgstr "安全日志完好：没有事件"

            #, c-format
            msgctxt "audit.verify.removed"
            msgid "security log broken at event %1$s: it was removed (the chain skips from the event before it)"
            msgstr "安全日志在事件 %1$s 处断裂：该事件已被删除（链从其前一个事件直接跳过）"

            msgctxt "authorized-keys.elevated"
            msgid "authtui authorized-keys: not through a set-user-ID copy; sshd runs it as the store's owner"
            msgstr "authtui authorized-keys：不能通过 set-user-ID 副本运行；sshd 会以存储所有者的身份运行它"

            #, c-format
            msgctxt "authorized-keys.no-file"
            msgid "authtui authorized-keys: %1$s does not exist"
            msgstr "authtui authorized-keys：%1$s 不存在"

            msgctxt "authorized-keys.not-sshd"
            msgid "authtui authorized-keys: only sshd (a process of root's) may ask for a key ticket"
            msgstr "authtui authorized-keys：只有 sshd（root 的进程）可以请求密钥票据"

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
            msgstr "确定"

            msgctxt "cli.cannot-drop-privilege"
            msgid "authtui: cannot give up the set-user-ID user; nothing was done"
            msgstr "authtui：无法放弃 set-user-ID 用户身份；未执行任何操作"

            msgctxt "cli.error.authorized-keys-usage"
            msgid "authtui authorized-keys FILE TYPE KEY, as sshd runs it"
            msgstr "authtui authorized-keys FILE TYPE KEY，由 sshd 按此方式运行"

            #, c-format
            msgctxt "cli.error.invalid-value"
            msgid "authtui: %1$s: '%2$s' is not valid; expected %3$s"
            msgstr "authtui：%1$s：'%2$s' 无效；应为%3$s"

            #, c-format
            msgctxt "cli.error.missing-argument"
            msgid "authtui: missing argument (%1$s)"
            msgstr "authtui：缺少参数（%1$s）"

            msgctxt "cli.error.missing-command"
            msgid "authtui run: no command given (authtui run [options] -- COMMAND [ARGS...])"
            msgstr "authtui run：未指定命令（authtui run [options] -- COMMAND [ARGS...]）"

            #, c-format
            msgctxt "cli.error.missing-separator"
            msgid "%1$s: put the command after --, as in: %1$s -- %2$s"
            msgstr "%1$s：请将命令放在 -- 之后，例如：%1$s -- %2$s"

            #, c-format
            msgctxt "cli.error.missing-value"
            msgid "authtui: %1$s needs a value (see authtui --help)"
            msgstr "authtui：%1$s 需要一个值（参见 authtui --help）"

            #, c-format
            msgctxt "cli.error.not-for-subcommand"
            msgid "authtui: %1$s does not apply to %2$s (see authtui --help)"
            msgstr "authtui：%1$s 不适用于 %2$s（参见 authtui --help）"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate"
            msgid "authtui: %1$s is not taken by a set-user-ID gate"
            msgstr "authtui：set-user-ID 门禁不接受 %1$s"

            #, c-format
            msgctxt "cli.error.not-taken-by-gate.gate-table"
            msgid "authtui: %1$s is not taken by a set-user-ID gate (set %2$s in the [%3$s] table of %4$s)"
            msgstr "authtui：set-user-ID 门禁不接受 %1$s（请在 %4$s 的 [%3$s] 表中设置 %2$s）"

            #, c-format
            msgctxt "cli.error.theme.two-themes"
            msgid "two themes given, '%1$s' and '%2$s'"
            msgstr "给出了两个配色，'%1$s' 和 '%2$s'"

            #, c-format
            msgctxt "cli.error.theme.unknown-colour"
            msgid "%1$s: unknown colour '%2$s' (expected %3$s, a number 0-255 or #RRGGBB)"
            msgstr "%1$s：未知的颜色 '%2$s'（应为 %3$s、0-255 的数字或 #RRGGBB）"

            #, c-format
            msgctxt "cli.error.theme.unknown-key"
            msgid "unknown key '%1$s' (expected %2$s)"
            msgstr "未知的键 '%1$s'（应为 %2$s）"

            #, c-format
            msgctxt "cli.error.theme.unknown-theme"
            msgid "no theme is called '%1$s' (expected %2$s, or KEY=COLOUR;...)"
            msgstr "没有名为 '%1$s' 的配色（应为 %2$s，或 键=颜色;...）"

            #, c-format
            msgctxt "cli.error.unexpected-argument"
            msgid "authtui: unexpected argument '%1$s' (see authtui --help)"
            msgstr "authtui：意外的参数 '%1$s'（参见 authtui --help）"

            #, c-format
            msgctxt "cli.error.unknown-action"
            msgid "%1$s: expected one of %2$s (see authtui --help)"
            msgstr "%1$s：应为 %2$s 之一（参见 authtui --help）"

            #, c-format
            msgctxt "cli.error.unknown-option"
            msgid "authtui: unknown option %1$s (see authtui --help)"
            msgstr "authtui：未知选项 %1$s（参见 authtui --help）"

            #, c-format
            msgctxt "cli.nothing-done"
            msgid "authtui: %1$s; nothing was done"
            msgstr "authtui：%1$s；未执行任何操作"

            msgctxt "command.accounts"
            msgid "operators: accounts in the store (see operator commands)"
            msgstr "管理员：存储中的账户（参见管理员命令）"

            msgctxt "command.app"
            msgid "the login app: a host screen guarded by the login flow"
            msgstr "登录应用：由登录流程保护的主机界面"

            msgctxt "command.audit"
            msgid "operators: the security log (see operator commands)"
            msgstr "管理员：安全日志（参见管理员命令）"

            msgctxt "command.authorized-keys"
            msgid "sshd's AuthorizedKeysCommand for the set-user-ID gate: FILE's line for the key, with a one-time ticket"
            msgstr "用于 set-user-ID 门禁的 sshd AuthorizedKeysCommand：输出 FILE 中该密钥对应的行，并附带一次性票据"

            msgctxt "command.greet"
            msgid "the greeter for greetd: signs in through $GREETD_SOCK, then starts COMMAND or a chosen session"
            msgstr "greetd 的欢迎程序：通过 $GREETD_SOCK 登录，然后启动 COMMAND 或所选会话"

            msgctxt "command.login"
            msgid "the login flow alone, for scripts: draws on /dev/tty, prints the account on stdout"
            msgstr "单独的登录流程，供脚本使用：在 /dev/tty 上绘制，并在 stdout 上输出账户"

            msgctxt "command.run"
            msgid "a login gate: runs COMMAND after a login, with AUTHTUI_USER, AUTHTUI_EMAIL, AUTHTUI_ACCOUNT_ID"
            msgstr "登录门禁：登录后运行 COMMAND，并设置 AUTHTUI_USER、AUTHTUI_EMAIL、AUTHTUI_ACCOUNT_ID"

            msgctxt "command.showcase"
            msgid "the modal-overlay demo"
            msgstr "模态覆盖层演示"

            msgctxt "command.store"
            msgid "operators: create or upgrade the store's schema"
            msgstr "管理员：创建或升级存储的模式"

            msgctxt "config.bad-array"
            msgid "an array here holds only strings, separated by commas, and closes on its line"
            msgstr "此处的数组只能包含以逗号分隔的字符串，并在同一行内闭合"

            msgctxt "config.bad-unicode-escape.long"
            msgid "\\u needs four hexadecimal digits of a character, \\U eight"
            msgstr "\\u 需要四位十六进制数字表示一个字符，\\U 需要八位"

            #, c-format
            msgctxt "config.command-line-only"
            msgid "'%1$s' is given on the command line only, not in a file"
            msgstr "'%1$s' 只能在命令行中给出，不能写在文件里"

            msgctxt "config.control-character"
            msgid "a control character in a string"
            msgstr "字符串中有控制字符"

            #, c-format
            msgctxt "config.error-at-line"
            msgid "authtui: %1$s, line %2$d: %3$s"
            msgstr "authtui：%1$s，第 %2$d 行：%3$s"

            #, c-format
            msgctxt "config.expected-equals"
            msgid "expected '=' after '%1$s'"
            msgstr "'%1$s' 之后应为 '='"

            msgctxt "config.expected-name"
            msgid "expected a setting's name"
            msgstr "应为设置项名称"

            msgctxt "config.expected-value.array"
            msgid "expected a value: a \"string\", a number, true, false or [\"strings\"]"
            msgstr "应为一个值：\"字符串\"、数字、true、false 或 [\"字符串\"]"

            msgctxt "config.expected.flag"
            msgid "true or false"
            msgstr "true 或 false"

            msgctxt "config.expected.number"
            msgid "a number"
            msgstr "一个数字"

            msgctxt "config.expected.text"
            msgid "a \"string\""
            msgstr "一个\"字符串\""

            msgctxt "config.expected.texts"
            msgid "an array of strings, [\"a\", \"b\"]"
            msgstr "一个字符串数组，如 [\"a\", \"b\"]"

            #, c-format
            msgctxt "config.invalid-value"
            msgid "%1$s = '%2$s' is not valid; expected %3$s"
            msgstr "%1$s = '%2$s' 无效；应为 %3$s"

            msgctxt "config.no-array-tables"
            msgid "arrays of tables ([[…]]) are not supported here"
            msgstr "此处不支持表数组（[[…]]）"

            #, c-format
            msgctxt "config.not-for-table"
            msgid "'%1$s' does not apply to [%2$s]"
            msgstr "'%1$s' 不适用于 [%2$s]"

            #, c-format
            msgctxt "config.set-twice"
            msgid "'%1$s' is set twice"
            msgstr "'%1$s' 被设置了两次"

            #, c-format
            msgctxt "config.table-twice"
            msgid "[%1$s] is already defined above"
            msgstr "[%1$s] 已在上文定义"

            #, c-format
            msgctxt "config.trailing-text"
            msgid "unexpected text after the value of '%1$s'"
            msgstr "'%1$s' 的值之后有意外的文本"

            msgctxt "config.unclosed-string"
            msgid "a string is not closed"
            msgstr "字符串未闭合"

            #, c-format
            msgctxt "config.unknown-escape"
            msgid "unknown escape \\%1$s in a string"
            msgstr "字符串中有未知的转义 \\%1$s"

            #, c-format
            msgctxt "config.unknown-option"
            msgid "unknown setting '%1$s': no option --%1$s (see authtui --help)"
            msgstr "未知设置项 '%1$s'：没有选项 --%1$s（参见 authtui --help）"

            #, c-format
            msgctxt "config.unknown-table"
            msgid "unknown table [%1$s] (expected one of %2$s)"
            msgstr "未知的表 [%1$s]（应为 %2$s 之一）"

            #, c-format
            msgctxt "config.wrong-type"
            msgid "'%1$s' takes %2$s"
            msgstr "'%1$s' 接受 %2$s"

            msgctxt "connection.no-route"
            msgid "No network route"
            msgstr "没有网络路由"

            msgctxt "connection.store-unreachable"
            msgid "Account store unreachable"
            msgstr "无法连接账户存储"

            msgctxt "environment.accessible"
            msgid "set (or GH_ACCESSIBLE_PROMPTER): --plain, one line at a time, for screen readers"
            msgstr "设置后（或设置 GH_ACCESSIBLE_PROMPTER）：--plain，每次一行，适用于屏幕阅读器"

            msgctxt "environment.authtui-key-ticket"
            msgid "the set-user-ID gate: the one-time ticket sshd hands over for the key the client used"
            msgstr "set-user-ID 门禁：sshd 针对客户端所用密钥交出的一次性票据"

            msgctxt "environment.authtui-store"
            msgid "the account store, as --store takes it (keeps a connection string out of argv)"
            msgstr "账户存储，格式与 --store 相同（避免连接字符串出现在 argv 中）"

            msgctxt "environment.authtui-user"
            msgid "set by authtui run for COMMAND: who logged in"
            msgstr "由 authtui run 为 COMMAND 设置：登录的用户"

            msgctxt "environment.escdelay"
            msgid "milliseconds to wait after Esc for a key sequence (default 25)"
            msgstr "按下 Esc 后等待按键序列的毫秒数（默认 25）"

            msgctxt "environment.greetd-sock"
            msgid "greet: greetd's socket (greetd sets it for its greeter)"
            msgstr "greet：greetd 的套接字（greetd 会为其欢迎程序设置）"

            msgctxt "environment.no-color"
            msgid "any value but empty turns colour off"
            msgstr "任何非空值都会关闭颜色"

            msgctxt "environment.pgpassfile"
            msgid "libpq's password file (default ~/.pgpass, mode 0600): no password in the URI"
            msgstr "libpq 的密码文件（默认 ~/.pgpass，权限 0600）：URI 中无需包含密码"

            msgctxt "environment.pgsslrootcert"
            msgid "the CA that signed the PostgreSQL server's certificate (TLS is verified by default)"
            msgstr "签发 PostgreSQL 服务器证书的 CA（默认验证 TLS）"

            msgctxt "environment.ssh-original-command"
            msgid "authtui run under sshd's ForceCommand: whoami, logout or logout-everywhere ask the gate"
            msgstr "在 sshd 的 ForceCommand 下运行 authtui run 时：whoami、logout 或 logout-everywhere 会询问门禁"

            msgctxt "environment.term"
            msgid "the terminal type (terminfo); one that cannot move the cursor (dumb) gets --plain"
            msgstr "终端类型（terminfo）；无法移动光标的终端（dumb）使用 --plain"

            msgctxt "environment.xdg-data-home"
            msgid "the default data directory is $XDG_DATA_HOME/authtui"
            msgstr "默认数据目录为 $XDG_DATA_HOME/authtui"

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
            msgstr "正常退出；login：有人已登录；greet：将启动会话"

            msgctxt "exit-status.1"
            msgid "login, run: backed out by a choice (Cancel, Back; 0 in --plain), as dialog's Cancel; the app: a store or terminal error; accounts: no such account, or delete not confirmed"
            msgstr "login、run：通过选项退出（取消、返回；--plain 下为 0），同 dialog 的取消；应用：存储或终端错误；accounts：没有该账户，或删除未确认"

            msgctxt "exit-status.126-127"
            msgid "run: COMMAND cannot be executed, or is not found"
            msgstr "run：COMMAND 无法执行或未找到"

            msgctxt "exit-status.130"
            msgid "login, run, greet: interrupted with Ctrl-C"
            msgstr "login、run、greet：被 Ctrl-C 中断"

            msgctxt "exit-status.2"
            msgid "a usage error (one line on stderr); greet: not run by greetd"
            msgstr "用法错误（stderr 上输出一行）；greet：不是由 greetd 运行"

            msgctxt "exit-status.255"
            msgid "login, run: backed out with Esc (in --plain also Ctrl-D), as dialog's and whiptail's Esc"
            msgstr "login、run：按 Esc 退出（--plain 下也可按 Ctrl-D），同 dialog 和 whiptail 的 Esc"

            msgctxt "exit-status.3"
            msgid "login, run, accounts, store: anything else (store, terminal), one line on stderr"
            msgstr "login、run、accounts、store：其他任何错误（存储、终端），stderr 上输出一行"

            msgctxt "exit-status.signal"
            msgid "run: COMMAND's own status, or the signal N that ended it"
            msgstr "run：COMMAND 自身的退出状态，或终止它的信号 N"

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
            msgstr "已结束此密钥上 %1$s 的会话；下次连接时将再次询问"

            #, c-format
            msgctxt "gate.logged-out-everywhere"
            msgid "Ended every session of %1$s, on every key and terminal"
            msgstr "已结束 %1$s 在所有密钥和终端上的全部会话"

            msgctxt "gate.no-session"
            msgid "No session is remembered for this key; connect without a command to sign in"
            msgstr "此密钥没有记住的会话；请不带命令连接以登录"

            #, c-format
            msgctxt "gate.remembered"
            msgid "authtui run: signed in as %1$s by a remembered session"
            msgstr "authtui run：已通过记住的会话以 %1$s 身份登录"

            #, c-format
            msgctxt "gate.remembered.over-ssh"
            msgid "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)"
            msgstr "authtui run：已通过记住的会话以 %1$s 身份登录（`ssh -t HOST logout` 可结束该会话）"

            #, c-format
            msgctxt "gate.unknown-request"
            msgid "authtui run: '%1$s' is not something this gate does; connect without a command to sign in, or give %2$s"
            msgstr "authtui run：此门禁不支持 '%1$s'；请不带命令连接以登录，或提供 %2$s"

            #, c-format
            msgctxt "gate.whoami"
            msgid "Signed in as %1$s by this key's remembered session"
            msgstr "已通过此密钥记住的会话以 %1$s 身份登录"

            #, c-format
            msgctxt "gate.whoami.until"
            msgid "Signed in as %1$s by this key's remembered session until %2$s"
            msgstr "已通过此密钥记住的会话以 %1$s 身份登录，有效期至 %2$s"

            msgctxt "greet.hibernate"
            msgid "Hibernate"
            msgstr "休眠"

            #, c-format
            msgctxt "greet.issue-unreadable"
            msgid "authtui greet: cannot read the issue file %1$s: %2$s"
            msgstr "authtui greet：无法读取 issue 文件 %1$s：%2$s"

            msgctxt "greet.no-socket"
            msgid "authtui greet: GREETD_SOCK is not set: greetd runs the greeter (see docs/greeter.md)"
            msgstr "authtui greet：未设置 GREETD_SOCK：欢迎程序应由 greetd 运行（参见 docs/greeter.md）"

            msgctxt "greet.power-off"
            msgid "Power off"
            msgstr "关机"

            msgctxt "greet.reboot"
            msgid "Reboot"
            msgstr "重启"

            msgctxt "greet.suspend"
            msgid "Suspend"
            msgstr "挂起"

            #, c-format
            msgctxt "greetd.closed"
            msgid "the connection to greetd ended: %1$s"
            msgstr "与 greetd 的连接已断开：%1$s"

            #, c-format
            msgctxt "greetd.not-greetd-ipc"
            msgid "greetd sent something that is not greetd-ipc: %1$s"
            msgstr "greetd 发送了非 greetd-ipc 的内容：%1$s"

            #, c-format
            msgctxt "greetd.unreachable"
            msgid "cannot reach greetd at %1$s: %2$s"
            msgstr "无法连接位于 %1$s 的 greetd：%2$s"

            msgctxt "greeter.asking"
            msgid "Asking greetd"
            msgstr "正在询问 greetd"

            #, c-format
            msgctxt "greeter.logging-in-as"
            msgid "Logging in as %1$s (Esc: another user)"
            msgstr "正在以 %1$s 身份登录（Esc：其他用户）"

            #, c-format
            msgctxt "greeter.memory.another-user"
            msgid "written by another user (uid %1$s, not the greeter's %2$s)"
            msgstr "由其他用户写入（uid %1$s，而非登录程序的 %2$s）"

            msgctxt "greeter.memory.not-regular"
            msgid "not a regular file"
            msgstr "不是普通文件"

            #, c-format
            msgctxt "greeter.memory.not-trusted"
            msgid "Not using %1$s: %2$s"
            msgstr "未使用 %1$s：%2$s"

            msgctxt "greeter.memory.nothing"
            msgid "Nothing remembered yet"
            msgstr "尚未记住任何内容"

            #, c-format
            msgctxt "greeter.memory.unreadable"
            msgid "Not using %1$s"
            msgstr "未使用 %1$s"

            #, c-format
            msgctxt "greeter.memory.writable"
            msgid "others can write to it (mode %1$s)"
            msgstr "其他人可以写入（模式 %1$s）"

            #, c-format
            msgctxt "greeter.power.done"
            msgid "%1$s: done"
            msgstr "%1$s：完成"

            #, c-format
            msgctxt "greeter.power.failed"
            msgid "%1$s failed: the command exited with status %2$d"
            msgstr "%1$s 失败：命令以状态 %2$d 退出"

            #, c-format
            msgctxt "greeter.session-failed"
            msgid "The session could not start: %1$s"
            msgstr "无法启动会话：%1$s"

            msgctxt "greeter.session-unexpected"
            msgid "The session could not start: greetd asked something unexpected"
            msgstr "无法启动会话：greetd 提出了意外的问题"

            msgctxt "greeter.session.shell"
            msgid "Shell"
            msgstr "Shell"

            msgctxt "greeter.session.title"
            msgid "Start a session"
            msgstr "启动会话"

            #, c-format
            msgctxt "greeter.session.which"
            msgid "Signed in as %1$s. Which session?"
            msgstr "已以 %1$s 身份登录。要启动哪个会话？"

            #, c-format
            msgctxt "greeter.session.x11"
            msgid "%1$s (X11)"
            msgstr "%1$s (X11)"

            msgctxt "greeter.starting"
            msgid "Starting"
            msgstr "正在启动"

            msgctxt "greeter.user-menu.other"
            msgid "Other user…"
            msgstr "其他用户…"

            msgctxt "greeter.user-menu.who"
            msgid "Who is logging in?"
            msgstr "谁要登录？"

            msgctxt "help.commands"
            msgid "commands:"
            msgstr "命令："

            msgctxt "help.environment"
            msgid "environment:"
            msgstr "环境变量："

            msgctxt "help.exit-status"
            msgid "exit status:"
            msgstr "退出状态："

            msgctxt "help.keys"
            msgid "keys:"
            msgstr "按键："

            msgctxt "help.no-command"
            msgid "(none)"
            msgstr "（无）"

            msgctxt "help.operator-commands"
            msgid "operator commands:"
            msgstr "管理员命令："

            msgctxt "help.options"
            msgid "options:"
            msgstr "选项："

            msgctxt "help.screen-reader"
            msgid ""
            "--plain (or ACCESSIBLE=1) asks one line at a time: each prompt starts with its label, a\n"
            "password is not echoed at all, errors are whole lines, choices are numbered and answered by\n"
            "number or by name (0 goes back); Esc alone on a line goes back as Esc does; Ctrl-D leaves. On\n"
            "the full screen the terminal's cursor is always on what has focus (the caret in a field, on\n"
            "the row that starts with the field's label; a focused button's first letter), and on a message\n"
            "that has just appeared until the next key, so a reader that follows the cursor hears each\n"
            "field and button as Tab reaches it and each error as it appears."
            msgstr ""
            "--plain（或 ACCESSIBLE=1）每次询问一行：每个提示以其标签开头，\n"
            "密码完全不回显，错误以整行显示，选项带有编号，可通过编号\n"
            "或名称作答（0 返回）；\n"
            "单独一行输入 Esc 与按 Esc 一样返回；Ctrl-D 退出。在全屏模式下，终端光标\n"
            "始终位于获得焦点的位置（输入框中的插入符，位于以该输入框标签开头的行；\n"
            "获得焦点的按钮的首字母），新出现的消息则在按下下一个键之前\n"
            "一直停留在该消息上，因此跟随光标的屏幕阅读器会在 Tab 移到每个输入框\n"
            "和按钮时读出它们，并在每个错误出现时读出该错误。"

            msgctxt "help.showcase-keys"
            msgid "showcase keys:"
            msgstr "showcase 按键："

            #, c-format
            msgctxt "help.title"
            msgid "authtui %1$s: a keyboard-driven login for the terminal"
            msgstr "authtui %1$s：以键盘操作的终端登录程序"

            msgctxt "help.usage"
            msgid "usage:"
            msgstr "用法："

            msgctxt "help.with-a-screen-reader"
            msgid "with a screen reader:"
            msgstr "使用屏幕阅读器："

            msgctxt "helper.control-characters"
            msgid "The authenticator named a user with control or invisible characters"
            msgstr "认证程序给出的用户名含有控制字符或不可见字符"

            #, c-format
            msgctxt "helper.could-not-start"
            msgid "The authenticator could not start: %1$s"
            msgstr "认证程序无法启动：%1$s"

            msgctxt "helper.line-too-long"
            msgid "The authenticator wrote a line longer than 4 KiB"
            msgstr "认证程序输出了超过 4 KiB 的行"

            msgctxt "helper.refused"
            msgid "Refused"
            msgstr "已拒绝"

            msgctxt "helper.stopped"
            msgid "The authenticator stopped without an answer"
            msgstr "认证程序未作应答就停止了"

            msgctxt "helper.waiting"
            msgid "Waiting"
            msgstr "正在等待"

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
            msgstr "创建时间：%1$s"

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
            msgid "Session ended: %1$s"
            msgstr "已结束会话：%1$s"

            #, c-format
            msgctxt "host.sessions.last-used"
            msgid "Last used %1$s"
            msgstr "上次使用：%1$s"

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
            msgid "this terminal: %1$s"
            msgstr "本终端：%1$s"

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

            msgctxt "host.two-factor.status-off"
            msgid "Two-factor authentication: off"
            msgstr "双因素认证：已关闭"

            msgctxt "host.two-factor.status-on"
            msgid "Two-factor authentication: on"
            msgstr "双因素认证：已开启"

            msgctxt "host.two-factor.turn-off"
            msgid "Turn off"
            msgstr "关闭"

            #, c-format
            msgctxt "image.corrupt"
            msgid "damaged image (%1$s)"
            msgstr "图片已损坏（%1$s）"

            #, c-format
            msgctxt "image.empty-folder"
            msgid "no PNG or JPEG in %1$s"
            msgstr "%1$s 中没有 PNG 或 JPEG"

            #, c-format
            msgctxt "image.http-status"
            msgid "image server answered HTTP %1$d"
            msgstr "图片服务器返回 HTTP %1$d"

            #, c-format
            msgctxt "image.invalid-address"
            msgid "not an http(s) address: %1$s"
            msgstr "不是 http(s) 地址：%1$s"

            msgctxt "image.no-curl"
            msgid "libcurl is not installed"
            msgstr "未安装 libcurl"

            msgctxt "image.not-an-image"
            msgid "not a PNG or JPEG image"
            msgstr "不是 PNG 或 JPEG 图片"

            #, c-format
            msgctxt "image.notice"
            msgid "%1$s; showing a generated picture"
            msgstr "%1$s；改为显示生成的图片"

            msgctxt "image.timed-out"
            msgid "image download timed out"
            msgstr "图片下载超时"

            msgctxt "image.too-large"
            msgid "image too large"
            msgstr "图片过大"

            #, c-format
            msgctxt "image.unreachable"
            msgid "image server unreachable (%1$s)"
            msgstr "无法连接图片服务器（%1$s）"

            #, c-format
            msgctxt "image.unreadable"
            msgid "cannot read %1$s (%2$s)"
            msgstr "无法读取 %1$s（%2$s）"

            msgctxt "key-name.backspace"
            msgid "Backspace"
            msgstr "Backspace"

            msgctxt "key-name.ctrl-c"
            msgid "Ctrl-C"
            msgstr "Ctrl-C"

            msgctxt "key-name.ctrl-k"
            msgid "Ctrl-K"
            msgstr "Ctrl-K"

            msgctxt "key-name.ctrl-u"
            msgid "Ctrl-U"
            msgstr "Ctrl-U"

            msgctxt "key-name.ctrl-w"
            msgid "Ctrl-W"
            msgstr "Ctrl-W"

            msgctxt "key-name.delete"
            msgid "Delete"
            msgstr "Delete"

            msgctxt "key-name.down"
            msgid "↓"
            msgstr "↓"

            msgctxt "key-name.end"
            msgid "End, Ctrl-E"
            msgstr "End, Ctrl-E"

            msgctxt "key-name.end-list"
            msgid "End"
            msgstr "End"

            msgctxt "key-name.enter"
            msgid "Enter"
            msgstr "Enter"

            msgctxt "key-name.esc"
            msgid "Esc"
            msgstr "Esc"

            msgctxt "key-name.home"
            msgid "Home, Ctrl-A"
            msgstr "Home, Ctrl-A"

            msgctxt "key-name.home-list"
            msgid "Home"
            msgstr "Home"

            msgctxt "key-name.left"
            msgid "←"
            msgstr "←"

            msgctxt "key-name.mouse"
            msgid "mouse"
            msgstr "鼠标"

            msgctxt "key-name.page-down"
            msgid "Page Down"
            msgstr "Page Down"

            msgctxt "key-name.page-up"
            msgid "Page Up"
            msgstr "Page Up"

            msgctxt "key-name.right"
            msgid "→"
            msgstr "→"

            msgctxt "key-name.shift-tab"
            msgid "Shift-Tab"
            msgstr "Shift-Tab"

            msgctxt "key-name.space"
            msgid "Space"
            msgstr "空格"

            msgctxt "key-name.tab"
            msgid "Tab"
            msgstr "Tab"

            msgctxt "key-name.up"
            msgid "↑"
            msgstr "↑"

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

            msgctxt "key.down"
            msgid "focus the next field or button, as Tab does (down a list)"
            msgstr "像 Tab 一样移到下一个字段或按钮（在列表中向下）"

            msgctxt "key.focus-first"
            msgid "in a list: focus its first item"
            msgstr "在列表中：转到第一项"

            msgctxt "key.focus-last"
            msgid "in a list: focus its last item"
            msgstr "在列表中：转到最后一项"

            msgctxt "key.focus-next"
            msgid "focus the next field or button (wraps)"
            msgstr "聚焦下一个输入框或按钮（循环）"

            msgctxt "key.focus-previous"
            msgid "focus the previous field or button (wraps)"
            msgstr "聚焦上一个输入框或按钮（循环）"

            msgctxt "key.mouse"
            msgid "click a button to press it, a field to focus it"
            msgstr "点击按钮即按下，点击输入框即聚焦"

            msgctxt "key.page-down"
            msgid "in a list: focus the item a page down"
            msgstr "在列表中：向下翻一页"

            msgctxt "key.page-up"
            msgid "in a list: focus the item a page up"
            msgstr "在列表中：向上翻一页"

            msgctxt "key.press"
            msgid "press the focused button"
            msgstr "按下当前按钮"

            msgctxt "key.quit"
            msgid "quit"
            msgstr "退出"

            msgctxt "key.submit"
            msgid "next field; in the last field or on a button, press the button"
            msgstr "下一个输入框；在最后一个输入框或按钮上时按下按钮"

            msgctxt "key.up"
            msgid "focus the previous field or button, as Shift-Tab does (up a list)"
            msgstr "像 Shift-Tab 一样移到上一个字段或按钮（在列表中向上）"

            msgctxt "keyboard.caps-and-num-lock"
            msgid "Caps Lock and Num Lock are on"
            msgstr "大写锁定和数字锁定已打开"

            msgctxt "keyboard.caps-lock"
            msgid "Caps Lock is on"
            msgstr "大写锁定已打开"

            msgctxt "keyboard.num-lock"
            msgid "Num Lock is on"
            msgstr "数字锁定已打开"

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

            msgctxt "loading.checking-connection"
            msgid "Checking the connection"
            msgstr "正在检查连接"

            msgctxt "loading.restoring"
            msgid "Restoring your session"
            msgstr "正在恢复您的会话"

            msgctxt "loading.welcome"
            msgid "Welcome to authtui"
            msgstr "欢迎使用 authtui"

            msgctxt "navigator.login-failed"
            msgid "Login failed: try again"
            msgstr "登录失败：请重试"

            #, c-format
            msgctxt "oidc.code.caption"
            msgid "Code: %1$s"
            msgstr "代码：%1$s"

            #, c-format
            msgctxt "oidc.code.expiry"
            msgid "The code expires in %1$d minute, at %2$s"
            msgid_plural "The code expires in %1$d minutes, at %2$s"
            msgstr[0] "代码将在 %1$d 分钟后（%2$s）过期"

            #, c-format
            msgctxt "oidc.code.title"
            msgid "Signing in to %1$s"
            msgstr "正在登录 %1$s"

            #, c-format
            msgctxt "oidc.code.visit"
            msgid "On your phone or computer, open %1$s and enter the code %2$s"
            msgstr "请在手机或电脑上打开 %1$s 并输入代码 %2$s"

            msgctxt "oidc.code.waiting"
            msgid "Waiting for the approval"
            msgstr "正在等待批准"

            #, c-format
            msgctxt "oidc.identity.no-user"
            msgid "The identity provider did not say who signed in (no %1$s claim)"
            msgstr "身份提供方未说明登录者是谁（缺少 %1$s 声明）"

            #, c-format
            msgctxt "oidc.identity.requirement"
            msgid "Signed in, but not allowed here: %1$s must include %2$s"
            msgstr "已登录，但不允许在此使用：%1$s 必须包含 %2$s"

            msgctxt "oidc.keys.unavailable"
            msgid "The identity provider's keys could not be fetched"
            msgstr "无法获取身份提供方的密钥"

            msgctxt "oidc.provider.cancelled"
            msgid "Sign-in cancelled"
            msgstr "登录已取消"

            msgctxt "oidc.provider.client-authentication"
            msgid "The identity provider takes the client secret neither as HTTP Basic nor in the form"
            msgstr "身份提供方既不接受 HTTP Basic 方式也不接受表单方式的客户端密钥"

            msgctxt "oidc.provider.denied"
            msgid "The sign-in was denied"
            msgstr "登录被拒绝"

            msgctxt "oidc.provider.expired"
            msgid "The code expired before the sign-in was approved"
            msgstr "登录获批准之前代码已过期"

            #, c-format
            msgctxt "oidc.provider.insecure"
            msgid "Refusing to talk to the identity provider over plain HTTP: %1$s"
            msgstr "拒绝通过未加密的 HTTP 连接身份提供方：%1$s"

            #, c-format
            msgctxt "oidc.provider.issuer"
            msgid "The identity provider does not call itself %1$s"
            msgstr "身份提供方自称的不是 %1$s"

            msgctxt "oidc.provider.no-curl"
            msgid "The identity provider cannot be reached: libcurl cannot be loaded"
            msgstr "无法连接身份提供方：无法加载 libcurl"

            msgctxt "oidc.provider.no-device-flow"
            msgid "The identity provider does not offer sign-in with a code"
            msgstr "身份提供方不支持用代码登录"

            #, c-format
            msgctxt "oidc.provider.refused"
            msgid "The identity provider refused: %1$s"
            msgstr "身份提供方拒绝：%1$s"

            #, c-format
            msgctxt "oidc.provider.timed-out"
            msgid "The identity provider %1$s did not answer in time"
            msgstr "身份提供方 %1$s 未及时响应"

            msgctxt "oidc.provider.too-large"
            msgid "The identity provider sent more than this sign-in reads"
            msgstr "身份提供方发送的数据超出了本次登录读取的上限"

            #, c-format
            msgctxt "oidc.provider.unexpected"
            msgid "The identity provider's %1$s is not what OpenID Connect says (HTTP %2$d)"
            msgstr "身份提供方的 %1$s 不符合 OpenID Connect 规范（HTTP %2$d）"

            #, c-format
            msgctxt "oidc.provider.unreachable"
            msgid "The identity provider %1$s cannot be reached (%2$s)"
            msgstr "无法连接身份提供方 %1$s（%2$s）"

            #, c-format
            msgctxt "oidc.provider.untrusted"
            msgid "The identity provider %1$s is not trusted: %2$s"
            msgstr "身份提供方 %1$s 不受信任：%2$s"

            msgctxt "oidc.remembered.another-person"
            msgid "Please log in: the identity provider now names someone else for the remembered sign-in."
            msgstr "请登录：身份提供方现在为保存的登录指明了另一个人。"

            msgctxt "oidc.remembered.ended"
            msgid "Please log in: the identity provider ended the remembered sign-in."
            msgstr "请登录：身份提供方已结束保存的登录。"

            msgctxt "oidc.remembered.not-confirmed"
            msgid "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
            msgstr "请登录：身份提供方续期了登录，但没有说明是为谁续期，而此登录的要求需要这一点。"

            #, c-format
            msgctxt "oidc.sign-out.not-revoked"
            msgid "Signed out here, but the identity provider could not end the sign-in: %1$s"
            msgstr "已在此处登出，但身份提供方无法结束该登录：%1$s"

            msgctxt "oidc.start.contacting"
            msgid "Contacting the identity provider"
            msgstr "正在联系身份提供方"

            msgctxt "oidc.start.explanation"
            msgid "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
            msgstr "你将获得一个代码，请在已登录所在组织的手机或电脑上批准它。"

            msgctxt "oidc.start.get-code"
            msgid "Get a code"
            msgstr "获取代码"

            msgctxt "oidc.start.get-new-code"
            msgid "Get a new code"
            msgstr "获取新代码"

            #, c-format
            msgctxt "oidc.start.title"
            msgid "Sign in with %1$s"
            msgstr "使用 %1$s 登录"

            #, c-format
            msgctxt "oidc.token.algorithm"
            msgid "The ID token is signed with %1$s, which this sign-in does not accept"
            msgstr "ID 令牌使用 %1$s 签名，本次登录不接受该算法"

            msgctxt "oidc.token.ambiguous-key"
            msgid "The ID token does not say which of the identity provider's keys signed it"
            msgstr "ID 令牌未指明由身份提供方的哪个密钥签名"

            msgctxt "oidc.token.audience"
            msgid "The ID token is not meant for this client"
            msgstr "ID 令牌不是签发给此客户端的"

            msgctxt "oidc.token.authorized-party"
            msgid "The ID token is meant for several clients and was not issued to this one"
            msgstr "ID 令牌面向多个客户端，且不是签发给此客户端的"

            #, c-format
            msgctxt "oidc.token.claim"
            msgid "The ID token lacks its %1$s claim"
            msgstr "ID 令牌缺少 %1$s 声明"

            msgctxt "oidc.token.expired"
            msgid "The ID token has expired (check this machine's clock)"
            msgstr "ID 令牌已过期（请检查本机时钟）"

            msgctxt "oidc.token.future"
            msgid "The ID token was issued in the future (check this machine's clock)"
            msgstr "ID 令牌的签发时间在未来（请检查本机时钟）"

            #, c-format
            msgctxt "oidc.token.issuer"
            msgid "The ID token was not issued by %1$s"
            msgstr "ID 令牌不是由 %1$s 签发的"

            msgctxt "oidc.token.key-does-not-fit"
            msgid "The identity provider's key for the ID token cannot check its signature"
            msgstr "身份提供方用于该 ID 令牌的密钥无法验证其签名"

            msgctxt "oidc.token.malformed"
            msgid "The identity provider sent an ID token that cannot be read"
            msgstr "身份提供方发送的 ID 令牌无法读取"

            msgctxt "oidc.token.nonce"
            msgid "The ID token does not belong to this sign-in"
            msgstr "ID 令牌不属于本次登录"

            msgctxt "oidc.token.signature"
            msgid "The ID token's signature is not valid"
            msgstr "ID 令牌的签名无效"

            msgctxt "oidc.token.unknown-key"
            msgid "The ID token is signed with a key the identity provider does not publish"
            msgstr "ID 令牌使用的密钥不在身份提供方公布的密钥中"

            msgctxt "oidc.token.unsigned"
            msgid "The ID token is not signed"
            msgstr "ID 令牌未签名"

            #, c-format
            msgctxt "oidc.verifier.unavailable"
            msgid "ID tokens cannot be checked: %1$s cannot be loaded"
            msgstr "无法验证 ID 令牌：无法加载 %1$s"

            msgctxt "operator.accounts.delete"
            msgid "delete the account, its profile and sessions (asks unless --yes)"
            msgstr "删除账户及其资料和会话（未指定 --yes 时会询问）"

            msgctxt "operator.accounts.list"
            msgid "one line per account: id, email, username, sessions, failures, lock"
            msgstr "每个账户一行：ID、电子邮箱、用户名、会话、失败次数、锁定"

            msgctxt "operator.accounts.reset-2fa"
            msgid "turn the account's two-factor authentication off (a lost phone)"
            msgstr "关闭账户的双因素认证（手机丢失时）"

            msgctxt "operator.accounts.revoke"
            msgid "end every remembered session of the account (one with --session ID)"
            msgstr "结束账户所有记住的会话（使用 --session ID 只结束一个）"

            msgctxt "operator.accounts.sessions"
            msgid "the account's remembered sessions: id, created, last used, expires, where from"
            msgstr "账户记住的会话：ID、创建时间、上次使用时间、过期时间、来源"

            msgctxt "operator.accounts.show"
            msgid "the same line for one account"
            msgstr "单个账户的同样一行"

            msgctxt "operator.accounts.unlock"
            msgid "clear the email's failed attempts and its lock"
            msgstr "清除该电子邮箱的失败尝试及其锁定"

            msgctxt "operator.audit.follow"
            msgid "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)"
            msgstr "在事件写入时输出，供 fail2ban 或日志转发器使用（Ctrl-C 结束）"

            msgctxt "operator.audit.list"
            msgid "print the security log, one event per line (--account, --since, --json)"
            msgstr "输出安全日志，每行一个事件（--account、--since、--json）"

            msgctxt "operator.audit.prune"
            msgid "retention: remove the events before --before TIME; the rest still verifies"
            msgstr "保留策略：删除 --before TIME 之前的事件；其余事件仍可验证"

            msgctxt "operator.audit.prune-needs-before"
            msgid "audit prune needs --before TIME (e.g. --before 90d)"
            msgstr "audit prune 需要 --before TIME（例如 --before 90d）"

            #, c-format
            msgctxt "operator.audit.pruned"
            msgid "removed %1$d event before %2$s"
            msgid_plural "removed %1$d events before %2$s"
            msgstr[0] "已删除 %2$s 之前的 %1$d 个事件"

            msgctxt "operator.audit.verify"
            msgid "recompute the security log's hash chain; name the first event altered, removed or inserted"
            msgstr "重新计算安全日志的哈希链；指出第一个被篡改、删除或插入的事件"

            #, c-format
            msgctxt "operator.delete-confirm"
            msgid "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            msgstr "删除 %1$s 及其资料和会话？请输入电子邮箱以确认： "

            #, c-format
            msgctxt "operator.deleted"
            msgid "deleted %1$s"
            msgstr "已删除 %1$s"

            #, c-format
            msgctxt "operator.error.no-such-account"
            msgid "%1$s: no account has the email %2$s"
            msgstr "%1$s：没有使用电子邮箱 %2$s 的账户"

            #, c-format
            msgctxt "operator.error.no-such-session"
            msgid "%1$s: %2$s has no session %3$s"
            msgstr "%1$s：%2$s 没有会话 %3$s"

            #, c-format
            msgctxt "operator.error.not-confirmed"
            msgid "%1$s: not confirmed; nothing was deleted"
            msgstr "%1$s：未确认；未删除任何内容"

            msgctxt "operator.grant-postgres-only"
            msgid "--grant applies to PostgreSQL stores only"
            msgstr "--grant 仅适用于 PostgreSQL 存储"

            #, c-format
            msgctxt "operator.migrated"
            msgid "postgresql %1$s: schema version %2$s -> %3$s"
            msgstr "postgresql %1$s：模式版本 %2$s -> %3$s"

            #, c-format
            msgctxt "operator.migrated-granted"
            msgid "postgresql %1$s: schema version %2$s -> %3$s; row access for %4$s"
            msgstr "postgresql %1$s：模式版本 %2$s -> %3$s；已授予 %4$s 行访问权限"

            #, c-format
            msgctxt "operator.migrated.current"
            msgid "postgresql %1$s: schema version %2$s, up to date"
            msgstr "postgresql %1$s：模式版本 %2$s，已是最新"

            #, c-format
            msgctxt "operator.migrated.current-granted"
            msgid "postgresql %1$s: schema version %2$s, up to date; row access for %3$s"
            msgstr "postgresql %1$s：模式版本 %2$s，已是最新；已授予 %3$s 行访问权限"

            #, c-format
            msgctxt "operator.migrated.sqlite"
            msgid "sqlite:%1$s: schema version %2$s"
            msgstr "sqlite:%1$s：模式版本 %2$s"

            #, c-format
            msgctxt "operator.no-second-factor"
            msgid "%1$s had no second factor"
            msgstr "%1$s 未设置双因素认证"

            #, c-format
            msgctxt "operator.no-store"
            msgid "no account store at %1$s"
            msgstr "%1$s 处没有账户存储"

            #, c-format
            msgctxt "operator.revoked-session"
            msgid "revoked session %1$s of %2$s"
            msgstr "已撤销 %2$s 的会话 %1$s"

            #, c-format
            msgctxt "operator.revoked-sessions"
            msgid "revoked %1$d session of %2$s"
            msgid_plural "revoked %1$d sessions of %2$s"
            msgstr[0] "已撤销 %2$s 的 %1$d 个会话"

            #, c-format
            msgctxt "operator.second-factor-off"
            msgid "two-factor authentication is off for %1$s"
            msgstr "%1$s 的双因素认证已关闭"

            msgctxt "operator.store.migrate"
            msgid "create or upgrade the store's schema, as the role that owns it"
            msgstr "以拥有存储的角色身份创建或升级存储的模式"

            #, c-format
            msgctxt "operator.unlocked"
            msgid "unlocked %1$s"
            msgstr "已解锁 %1$s"

            msgctxt "option.account"
            msgid "audit list, follow: only this account's events"
            msgstr "audit list、follow：仅此账户的事件"

            msgctxt "option.account.expected"
            msgid "an email"
            msgstr "一个电子邮箱"

            msgctxt "option.animation"
            msgid "fade duration (default 0.3, 0 = none)"
            msgstr "淡入淡出时长（默认 0.3，0 = 无）"

            msgctxt "option.animation.expected"
            msgid "seconds between 0 and 10"
            msgstr "0 到 10 之间的秒数"

            msgctxt "option.ask"
            msgid "login, run: ask even when a session is remembered"
            msgstr "login、run：即使记住了会话也要询问"

            msgctxt "option.auth-command"
            msgid "login, run: let CMD decide who someone is (docs/auth-command.md)"
            msgstr "login、run：由 CMD 判定用户身份（docs/auth-command.md）"

            msgctxt "option.bash-completion"
            msgid "print the bash completion script and exit"
            msgstr "输出 bash 补全脚本并退出"

            msgctxt "option.before"
            msgid "audit prune: remove the events older than this (2026-01-01, or an age: 90d)"
            msgstr "audit prune：删除早于此时间的事件（2026-01-01，或时长：90d）"

            msgctxt "option.before.expected"
            msgid "2026-01-01 or an age such as 90d"
            msgstr "2026-01-01 或时长，例如 90d"

            msgctxt "option.config"
            msgid "read FILE instead of the configuration files (docs/configuration.md); greet: a file of root's"
            msgstr "读取 FILE 而不是配置文件（docs/configuration.md）；greet：须为 root 的文件"

            msgctxt "option.config.expected"
            msgid "a file path"
            msgstr "一个文件路径"

            msgctxt "option.data-dir"
            msgid "accounts database and remembered session (default $XDG_DATA_HOME/authtui)"
            msgstr "账户数据库和记住的会话（默认 $XDG_DATA_HOME/authtui）"

            msgctxt "option.data-dir.expected"
            msgid "a directory path"
            msgstr "一个目录路径"

            msgctxt "option.env"
            msgid "greet: give every session this environment variable (repeatable)"
            msgstr "greet：为每个会话设置此环境变量（可重复）"

            msgctxt "option.env.expected"
            msgid "KEY=VALUE, KEY of letters, digits and _ not starting with a digit, VALUE on one line"
            msgstr "KEY=VALUE，KEY 由字母、数字和 _ 组成且不以数字开头，VALUE 为一行"

            msgctxt "option.expected.image-or-image-url"
            msgid "either --image or --image-url, not both"
            msgstr "--image 或 --image-url 二选一，不能同时使用"

            msgctxt "option.expected.no-value"
            msgid "no value"
            msgstr "无值"

            msgctxt "option.expected.one-authenticator"
            msgid "only one of --pam, --auth-command and --oidc"
            msgstr "--pam、--auth-command 和 --oidc 只能选其一"

            msgctxt "option.expected.pam-or-auth-command"
            msgid "either --pam or --auth-command, not both"
            msgstr "--pam 或 --auth-command 二选一，不能同时使用"

            msgctxt "option.expected.shell-command"
            msgid "a shell command"
            msgstr "一条 shell 命令"

            msgctxt "option.expected.xsession-wrapper-or-none"
            msgid "either --xsession-wrapper or --no-xsession-wrapper, not both"
            msgstr "--xsession-wrapper 或 --no-xsession-wrapper 二选一，不能同时使用"

            msgctxt "option.fish-completion"
            msgid "print the fish completion script and exit"
            msgstr "输出 fish 补全脚本并退出"

            msgctxt "option.grant"
            msgid "store migrate: give ROLE row access only (the app's role; repeatable)"
            msgstr "store migrate：仅授予 ROLE 行访问权限（应用的角色；可重复）"

            msgctxt "option.grant.expected"
            msgid "a role name: a-z, 0-9 and _"
            msgstr "角色名：a-z、0-9 和 _"

            msgctxt "option.greeting"
            msgid "greet: a line shown above the login"
            msgstr "greet：显示在登录上方的一行文字"

            msgctxt "option.greeting.expected"
            msgid "some text"
            msgstr "一些文字"

            msgctxt "option.help"
            msgid "show this help and exit"
            msgstr "显示此帮助并退出"

            msgctxt "option.hibernate"
            msgid "greet: offer Hibernate, which runs CMD (none by default)"
            msgstr "greet：提供“休眠”，运行 CMD（默认无）"

            msgctxt "option.host-region"
            msgid "confine overlay, loading and login to this rectangle of cells"
            msgstr "将覆盖层、加载界面和登录限制在此单元格矩形内"

            msgctxt "option.host-region.expected"
            msgid "WxH+X+Y, e.g. 40x12+2+1"
            msgstr "WxH+X+Y，例如 40x12+2+1"

            msgctxt "option.image"
            msgid "background picture (PNG or JPEG), or a folder to pick one from at random"
            msgstr "背景图片（PNG 或 JPEG），或从中随机挑选一张的文件夹"

            msgctxt "option.image-url"
            msgid "download the background; {w} and {h} become its size in pixels"
            msgstr "下载背景；{w} 和 {h} 会替换为其像素尺寸"

            msgctxt "option.image-url.expected"
            msgid "an http(s) URL template"
            msgstr "一个 http(s) URL 模板"

            msgctxt "option.image.expected"
            msgid "a file or folder path"
            msgstr "文件或文件夹路径"

            msgctxt "option.issue"
            msgid "greet: show /etc/issue above the login, its escapes expanded as agetty does"
            msgstr "greet：在登录上方显示 /etc/issue，按 agetty 的方式展开其转义"

            msgctxt "option.issue-file"
            msgid "greet: show FILE instead of /etc/issue"
            msgstr "greet：显示 FILE 而不是 /etc/issue"

            msgctxt "option.issue-file.expected"
            msgid "a file path"
            msgstr "一个文件路径"

            msgctxt "option.json"
            msgid "audit list, follow: one JSON object per event"
            msgstr "audit list、follow：每个事件一个 JSON 对象"

            msgctxt "option.logout-after"
            msgid "run: end the session when the command exits"
            msgstr "run：命令退出时结束会话"

            msgctxt "option.man"
            msgid "print the manual page (roff) and exit"
            msgstr "输出手册页（roff）并退出"

            msgctxt "option.no-loading"
            msgid "basic mode: no loading screen"
            msgstr "基本模式：不显示加载界面"

            msgctxt "option.no-xsession-wrapper"
            msgid "greet: start X11 sessions as their Exec alone, with no wrapper"
            msgstr "greet：仅以 Exec 启动 X11 会话，不使用包装命令"

            msgctxt "option.oidc"
            msgid "the app, login, run: sign in through this OpenID provider with a code (docs/oidc.md)"
            msgstr "应用、login、run：通过此 OpenID 提供方用代码登录（docs/oidc.md）"

            msgctxt "option.oidc-allow-insecure-loopback"
            msgid "--oidc: allow plain http to a loopback address (for tests)"
            msgstr "--oidc：允许以未加密的 http 连接回环地址（用于测试）"

            msgctxt "option.oidc-ca-file"
            msgid "--oidc: trust the CAs in FILE (PEM) instead of the system's"
            msgstr "--oidc：信任 FILE（PEM）中的 CA，而非系统的 CA"

            msgctxt "option.oidc-client-id"
            msgid "--oidc: this machine's client id at the provider"
            msgstr "--oidc：本机在提供方处的客户端 ID"

            msgctxt "option.oidc-client-id.expected"
            msgid "a client id (printable, no spaces)"
            msgstr "客户端 ID（可打印字符，不含空格）"

            msgctxt "option.oidc-client-secret-file"
            msgid "--oidc: a confidential client's secret, on the first line of FILE (mode 0600)"
            msgstr "--oidc：机密客户端的密钥，位于 FILE 的第一行（模式 0600）"

            #, c-format
            msgctxt "option.oidc-client-secret-file.empty"
            msgid "%1$s holds no client secret on its first line (printable, no spaces)"
            msgstr "%1$s 的第一行没有客户端密钥（应为可打印字符，不含空格）"

            msgctxt "option.oidc-require"
            msgid "--oidc: let in only whose CLAIM is or includes VALUE (repeatable)"
            msgstr "--oidc：仅允许 CLAIM 等于或包含 VALUE 的人进入（可重复）"

            msgctxt "option.oidc-require.expected"
            msgid "CLAIM=VALUE, such as groups=staff"
            msgstr "CLAIM=VALUE，例如 groups=staff"

            msgctxt "option.oidc-scope"
            msgid "--oidc: a scope to ask for besides openid (repeatable; default profile)"
            msgstr "--oidc：除 openid 外要请求的范围（可重复；默认 profile）"

            msgctxt "option.oidc-scope.expected"
            msgid "a scope name, such as email"
            msgstr "范围名称，例如 email"

            msgctxt "option.oidc-user-claim"
            msgid "--oidc: the claim that names the user (default preferred_username; email, sub)"
            msgstr "--oidc：给出用户名的声明（默认 preferred_username；也可 email、sub）"

            msgctxt "option.oidc-user-claim.expected"
            msgid "a claim name, such as email"
            msgstr "声明名称，例如 email"

            msgctxt "option.oidc.expected"
            msgid "the issuer's https:// address, as the provider names it"
            msgstr "提供方所称的签发者 https:// 地址"

            msgctxt "option.oidc.expected-https"
            msgid "an https:// address (http:// only to loopback, with --oidc-allow-insecure-loopback)"
            msgstr "https:// 地址（http:// 仅限回环地址，且需 --oidc-allow-insecure-loopback）"

            msgctxt "option.overlay-color"
            msgid "the navigator overlay's colour (default: the host's background)"
            msgstr "导航覆盖层的颜色（默认：主机的背景色）"

            msgctxt "option.overlay-color.expected"
            msgid "#RRGGBB"
            msgstr "#RRGGBB"

            msgctxt "option.pam"
            msgid "the app, login, run: the machine's accounts, through PAM (e.g. login)"
            msgstr "应用、login、run：通过 PAM 使用本机账户（例如 login）"

            msgctxt "option.pam.expected"
            msgid "a PAM service name, as in /etc/pam.d"
            msgstr "PAM 服务名，与 /etc/pam.d 中的一致"

            msgctxt "option.plain"
            msgid "one line at a time, for screen readers and dumb terminals (also ACCESSIBLE=1)"
            msgstr "每次一行，适用于屏幕阅读器和哑终端（也可用 ACCESSIBLE=1）"

            msgctxt "option.power-off"
            msgid "greet: offer Power off, which runs CMD (none by default)"
            msgstr "greet：提供“关机”，运行 CMD（默认无）"

            msgctxt "option.print"
            msgid "login: what to print on success (default email)"
            msgstr "login：成功时输出的内容（默认 email）"

            msgctxt "option.print-config"
            msgid "print the settings in force, each with where it comes from, and exit"
            msgstr "显示当前生效的设置及每项的来源，然后退出"

            msgctxt "option.print.expected"
            msgid "email, username or json"
            msgstr "email、username 或 json"

            msgctxt "option.reboot"
            msgid "greet: offer Reboot, which runs CMD (none by default)"
            msgstr "greet：提供“重启”，运行 CMD（默认无）"

            msgctxt "option.remember"
            msgid "app, login, run: how long a session is remembered (12h, 7d; 0 = never; default 30d)"
            msgstr "应用、login、run：会话记住多长时间（12h、7d；0 = 从不；默认 30d）"

            msgctxt "option.remember.expected"
            msgid "0 or a duration up to 30d, e.g. 12h"
            msgstr "0 或不超过 30d 的时长，例如 12h"

            msgctxt "option.session"
            msgid "accounts revoke: end only this session (an id from accounts sessions)"
            msgstr "accounts revoke：仅结束此会话（来自 accounts sessions 的 ID）"

            msgctxt "option.session.expected"
            msgid "a 12-digit id from accounts sessions"
            msgstr "来自 accounts sessions 的 12 位 ID"

            msgctxt "option.since"
            msgid "audit list, follow: from this UTC time (2026-12-01, 2026-12-01T22:00Z) or age (24h, 7d)"
            msgstr "audit list、follow：从此 UTC 时间（2026-12-01、2026-12-01T22:00Z）或时长（24h、7d）起"

            msgctxt "option.since.expected"
            msgid "2026-12-01, 2026-12-01T22:00Z, 90m, 24h or 7d"
            msgstr "2026-12-01、2026-12-01T22:00Z、90m、24h 或 7d"

            msgctxt "option.store"
            msgid "account store: sqlite:PATH (default, in the data dir) or a postgresql:// URI"
            msgstr "账户存储：sqlite:PATH（默认，位于数据目录中）或 postgresql:// URI"

            msgctxt "option.suspend"
            msgid "greet: offer Suspend, which runs CMD (none by default)"
            msgstr "greet：提供“挂起”，运行 CMD（默认无）"

            msgctxt "option.theme"
            msgid "colours: default, classic, light, high-contrast or monochrome, and/or tuigreet's KEY=COLOUR;... (docs/themes.md)"
            msgstr "配色：default、classic、light、high-contrast 或 monochrome，和/或与 tuigreet 相同的 键=颜色;...（docs/themes.md）"

            msgctxt "option.time-format"
            msgid "greet: the clock's strftime format, e.g. '%H:%M' (default: day, date and time)"
            msgstr "greet：时钟的 strftime 格式，例如 '%H:%M'（默认：星期、日期和时间）"

            msgctxt "option.time-format.expected"
            msgid "a strftime format giving a clock of one short line, such as '%a %d %b %H:%M'"
            msgstr "一个给出单行短时钟的 strftime 格式，例如 '%a %d %b %H:%M'"

            msgctxt "option.uid.expected"
            msgid "a user ID (a number from 0 to 4294967295)"
            msgstr "一个用户 ID（0 到 4294967295 之间的数字）"

            msgctxt "option.user"
            msgid "greet: open on NAME's first question, before the remembered user (Esc: another user)"
            msgstr "greet：先显示 NAME 的第一个问题，优先于记住的用户（Esc：其他用户）"

            msgctxt "option.user-menu"
            msgid "greet: offer the machine's people (UIDs from /etc/login.defs), the last user first"
            msgstr "greet：列出本机用户（UID 范围取自 /etc/login.defs），上次的用户排在最前"

            msgctxt "option.user-menu-max-uid"
            msgid "greet: the user menu's highest UID (default UID_MAX, else 60000)"
            msgstr "greet：用户菜单的最大 UID（默认 UID_MAX，否则 60000）"

            msgctxt "option.user-menu-min-uid"
            msgid "greet: the user menu's lowest UID (default UID_MIN, else 1000)"
            msgstr "greet：用户菜单的最小 UID（默认 UID_MIN，否则 1000）"

            msgctxt "option.user.expected"
            msgid "a user name (no spaces, colons or controls)"
            msgstr "一个用户名（不含空格、冒号或控制字符）"

            msgctxt "option.version"
            msgid "print the version and exit"
            msgstr "输出版本并退出"

            msgctxt "option.xsession-wrapper"
            msgid "greet: start X11 sessions as CMD then the entry's Exec (default startx /usr/bin/env)"
            msgstr "greet：以 CMD 加上条目的 Exec 启动 X11 会话（默认 startx /usr/bin/env）"

            msgctxt "option.yes"
            msgid "accounts delete: do not ask for confirmation"
            msgstr "accounts delete：不要求确认"

            msgctxt "option.zsh-completion"
            msgid "print the zsh completion function and exit"
            msgstr "输出 zsh 补全函数并退出"

            #, c-format
            msgctxt "origin.place-key"
            msgid "%1$s, key %2$s"
            msgstr "%1$s，密钥 %2$s"

            #, c-format
            msgctxt "origin.place-key-user"
            msgid "%1$s, key %2$s, user %3$s"
            msgstr "%1$s，密钥 %2$s，用户 %3$s"

            #, c-format
            msgctxt "origin.place-user"
            msgid "%1$s, user %2$s"
            msgstr "%1$s，用户 %2$s"

            msgctxt "origin.this-computer"
            msgid "this computer"
            msgstr "本机"

            msgctxt "print-config.command-line"
            msgid "command line"
            msgstr "命令行"

            msgctxt "print-config.default"
            msgid "default"
            msgstr "默认值"

            #, c-format
            msgctxt "print-config.environment"
            msgid "environment (%1$s)"
            msgstr "环境变量（%1$s）"

            #, c-format
            msgctxt "print-config.file-line"
            msgid "%1$s, line %2$d"
            msgstr "%1$s，第 %2$d 行"

            #, c-format
            msgctxt "print-config.file-missing"
            msgid "%1$s: not there"
            msgstr "%1$s：不存在"

            #, c-format
            msgctxt "print-config.file-read"
            msgid "%1$s: read"
            msgstr "%1$s：已读取"

            #, c-format
            msgctxt "print-config.heading"
            msgid "%1$s: the settings in force, and where each comes from"
            msgstr "%1$s：当前生效的设置及每项的来源"

            #, c-format
            msgctxt "print-config.heading.gate"
            msgid "%1$s through a set-user-ID copy: the gate's settings, and where each comes from"
            msgstr "经由 set-user-ID 副本的 %1$s：门禁的设置及每项的来源"

            #, c-format
            msgctxt "print-config.not-set"
            msgid "%1$s is not set"
            msgstr "%1$s 未设置"

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
            msgstr "authtui run：%1$s：找不到命令"

            #, c-format
            msgctxt "run.nothing-done"
            msgid "authtui run: %1$s; nothing was done"
            msgstr "authtui run：%1$s；未执行任何操作"

            #, c-format
            msgctxt "run.permission-denied"
            msgid "authtui run: %1$s: permission denied"
            msgstr "authtui run：%1$s：权限不够"

            #, c-format
            msgctxt "run.session-not-ended"
            msgid "authtui run: the session could not be ended: %1$s"
            msgstr "authtui run：无法结束会话：%1$s"

            msgctxt "scan.larger"
            msgid "(a terminal a little larger shows a QR code)"
            msgstr "（终端再大一点即可显示二维码）"

            #, c-format
            msgctxt "scan.larger-both"
            msgid "(a terminal %1$s columns wider and %2$s rows taller shows a QR code)"
            msgstr "（终端再宽 %1$s 列、再高 %2$s 行即可显示二维码）"

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

            msgctxt "secret.loading"
            msgid "Authentication in progress"
            msgstr "正在认证"

            msgctxt "secret.loading.checking"
            msgid "Checking your session"
            msgstr "正在检查您的会话"

            msgctxt "secret.login"
            msgid "Secret login"
            msgstr "秘密登录"

            msgctxt "secret.login.why"
            msgid "Enter your password again to see the codes."
            msgstr "请再次输入密码以查看代码。"

            msgctxt "secret.show"
            msgid "Show me!"
            msgstr "显示！"

            msgctxt "session-refusal.another-sign-in-method"
            msgid "Please log in: the session was made by another way of signing in."
            msgstr "请登录：该会话是通过另一种登录方式创建的。"

            msgctxt "session-refusal.another-store"
            msgid "Please log in: the session belongs to another account database."
            msgstr "请登录：该会话属于另一个账户数据库。"

            msgctxt "session-refusal.damaged"
            msgid "Please log in: the session file is damaged."
            msgstr "请登录：会话文件已损坏。"

            msgctxt "session-refusal.expired"
            msgid "Please log in: the session has expired."
            msgstr "请登录：会话已过期。"

            msgctxt "session-refusal.not-regular"
            msgid "Please log in: the session file is not a regular file."
            msgstr "请登录：会话文件不是普通文件。"

            msgctxt "session-refusal.owned-by-another"
            msgid "Please log in: the session file belongs to another user."
            msgstr "请登录：会话文件属于其他用户。"

            msgctxt "session-refusal.readable-by-others"
            msgid "Please log in: the session file was readable by other users."
            msgstr "请登录：会话文件曾可被其他用户读取。"

            msgctxt "session-refusal.revoked"
            msgid "Please log in: the session was revoked."
            msgstr "请登录：会话已被撤销。"

            msgctxt "session-refusal.sealed-grant-damaged"
            msgid "Please log in: the identity provider's sign-in kept with the session is damaged."
            msgstr "请登录：随会话保存的身份提供方登录信息已损坏。"

            msgctxt "session-refusal.symbolic-link"
            msgid "Please log in: the session file is a symbolic link."
            msgstr "请登录：会话文件是符号链接。"

            #, c-format
            msgctxt "sign-in.by-operator"
            msgid "%1$s by an operator"
            msgstr "%1$s（由管理员操作）"

            #, c-format
            msgctxt "sign-in.failed-before"
            msgid "%1$d failed attempt before this sign-in"
            msgid_plural "%1$d failed attempts before this sign-in"
            msgstr[0] "本次登录之前有 %1$d 次失败的尝试"

            #, c-format
            msgctxt "sign-in.failed-before-partial"
            msgid "at least %1$d failed attempt before this sign-in"
            msgid_plural "at least %1$d failed attempts before this sign-in"
            msgstr[0] "本次登录之前至少有 %1$d 次失败的尝试"

            #, c-format
            msgctxt "sign-in.failed-since"
            msgid "%1$d failed attempt since then"
            msgid_plural "%1$d failed attempts since then"
            msgstr[0] "此后有 %1$d 次失败的尝试"

            #, c-format
            msgctxt "sign-in.failed-since-partial"
            msgid "at least %1$d failed attempt since then"
            msgid_plural "at least %1$d failed attempts since then"
            msgstr[0] "此后至少有 %1$d 次失败的尝试"

            #, c-format
            msgctxt "sign-in.last"
            msgid "Last sign-in: %1$s from %2$s"
            msgstr "上次登录：%1$s，来自 %2$s"

            #, c-format
            msgctxt "sign-in.last-here"
            msgid "Last sign-in: %1$s on this computer"
            msgstr "上次登录：%1$s，在本机"

            #, c-format
            msgctxt "sign-in.password-changed"
            msgid "Password changed %1$s"
            msgstr "密码更改于 %1$s"

            #, c-format
            msgctxt "sign-in.recovery-code-used"
            msgid "Recovery code used %1$s"
            msgstr "恢复码使用于 %1$s"

            #, c-format
            msgctxt "sign-in.sessions-ended"
            msgid "Sessions ended %1$s"
            msgstr "会话结束于 %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-off"
            msgid "Two-factor authentication turned off %1$s"
            msgstr "双因素认证关闭于 %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-on"
            msgid "Two-factor authentication turned on %1$s"
            msgstr "双因素认证开启于 %1$s"

            #, c-format
            msgctxt "sign-in.two-factor-reset"
            msgid "Two-factor authentication reset %1$s"
            msgstr "双因素认证重置于 %1$s"

            #, c-format
            msgctxt "sign-in.unlocked"
            msgid "Account unlocked %1$s"
            msgstr "账户解锁于 %1$s"

            msgctxt "ssh.no-auth-info"
            msgid "authtui: no session is remembered over SSH without `ExposeAuthInfo yes` in sshd_config (every client would share one); each connection must log in"
            msgstr "authtui：如果 sshd_config 中没有 `ExposeAuthInfo yes`，则通过 SSH 不会记住会话（否则所有客户端将共用一个会话）；每次连接都必须登录"

            msgctxt "ssh.no-key-ticket"
            msgid "authtui: no session is remembered: sshd handed this set-user-ID gate no key ticket (see the recipe in docs/ssh-gate.md)"
            msgstr "authtui：不会记住会话：sshd 未向此 set-user-ID 门禁交出密钥票据（参见 docs/ssh-gate.md 中的配置方法）"

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

            #, c-format
            msgctxt "store-location.invalid"
            msgid "not a valid PostgreSQL connection string: %1$s"
            msgstr "不是有效的 PostgreSQL 连接字符串：%1$s"

            msgctxt "store-location.no-path"
            msgid "sqlite: needs a file path (sqlite:PATH)"
            msgstr "sqlite: 需要文件路径（sqlite:PATH）"

            msgctxt "store-location.nul"
            msgid "the store's name contains a NUL character"
            msgstr "存储名称中含有 NUL 字符"

            msgctxt "store-location.unrecognised"
            msgid "expected sqlite:PATH, a postgresql:// URI or a libpq key=value string"
            msgstr "应为 sqlite:PATH、postgresql:// URI 或 libpq 的 key=value 字符串"

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

            msgctxt "system.failure"
            msgid "Authentication failure"
            msgstr "认证失败"

            msgctxt "system.log-in"
            msgid "Log in"
            msgstr "登录"

            msgctxt "system.no-pam"
            msgid "PAM is not available here: libpam could not be loaded"
            msgstr "此处无法使用 PAM：无法加载 libpam"

            msgctxt "system.start"
            msgid "LOG IN"
            msgstr "登录"

            msgctxt "system.stopped"
            msgid "The authentication service stopped without an answer"
            msgstr "认证服务未作应答就停止了"

            msgctxt "system.user"
            msgid "User name"
            msgstr "用户名"

            msgctxt "system.user.empty"
            msgid "Type your user name"
            msgstr "请输入用户名"

            #, c-format
            msgctxt "terminal.cannot-address"
            msgid "TERM=%1$s cannot move the cursor; run authtui in a full terminal"
            msgstr "TERM=%1$s 无法移动光标；请在完整的终端中运行 authtui"

            msgctxt "terminal.no-term"
            msgid "TERM is not set"
            msgstr "未设置 TERM"

            msgctxt "terminal.none"
            msgid "no terminal to draw on (/dev/tty cannot be opened)"
            msgstr "没有可供绘制的终端（无法打开 /dev/tty）"

            msgctxt "terminal.none-over-ssh"
            msgid "no terminal to draw on: connect with ssh -t (a terminal is needed to log in)"
            msgstr "没有可供绘制的终端：请使用 ssh -t 连接（登录需要终端）"

            msgctxt "terminal.not-a-terminal"
            msgid "standard input and output must be a terminal"
            msgstr "标准输入和输出必须是终端"

            #, c-format
            msgctxt "terminal.unknown"
            msgid "unknown terminal type '%1$s' (no terminfo entry)"
            msgstr "未知的终端类型 '%1$s'（没有 terminfo 条目）"

            #, c-format
            msgctxt "time.clock"
            msgid "%1$s %2$s %3$s %4$s"
            msgstr "%3$s%2$s日 %1$s %4$s"

            msgctxt "time.format"
            msgid "%Y-%m-%d %H:%M"
            msgstr "%Y-%m-%d %H:%M"

            #, c-format
            msgctxt "time.minutes"
            msgid "%1$s min"
            msgstr "%1$s 分钟"

            msgctxt "time.month.01"
            msgid "Jan"
            msgstr "1月"

            msgctxt "time.month.02"
            msgid "Feb"
            msgstr "2月"

            msgctxt "time.month.03"
            msgid "Mar"
            msgstr "3月"

            msgctxt "time.month.04"
            msgid "Apr"
            msgstr "4月"

            msgctxt "time.month.05"
            msgid "May"
            msgstr "5月"

            msgctxt "time.month.06"
            msgid "Jun"
            msgstr "6月"

            msgctxt "time.month.07"
            msgid "Jul"
            msgstr "7月"

            msgctxt "time.month.08"
            msgid "Aug"
            msgstr "8月"

            msgctxt "time.month.09"
            msgid "Sep"
            msgstr "9月"

            msgctxt "time.month.10"
            msgid "Oct"
            msgstr "10月"

            msgctxt "time.month.11"
            msgid "Nov"
            msgstr "11月"

            msgctxt "time.month.12"
            msgid "Dec"
            msgstr "12月"

            #, c-format
            msgctxt "time.on-date"
            msgid "%1$s"
            msgstr "%1$s"

            #, c-format
            msgctxt "time.seconds"
            msgid "%1$s s"
            msgstr "%1$s 秒"

            #, c-format
            msgctxt "time.today"
            msgid "today %1$s"
            msgstr "今天 %1$s"

            msgctxt "time.weekday.fri"
            msgid "Fri"
            msgstr "周五"

            msgctxt "time.weekday.mon"
            msgid "Mon"
            msgstr "周一"

            msgctxt "time.weekday.sat"
            msgid "Sat"
            msgstr "周六"

            msgctxt "time.weekday.sun"
            msgid "Sun"
            msgstr "周日"

            msgctxt "time.weekday.thu"
            msgid "Thu"
            msgstr "周四"

            msgctxt "time.weekday.tue"
            msgid "Tue"
            msgstr "周二"

            msgctxt "time.weekday.wed"
            msgid "Wed"
            msgstr "周三"

            #, c-format
            msgctxt "time.yesterday"
            msgid "yesterday %1$s"
            msgstr "昨天 %1$s"

            #, c-format
            msgctxt "trusted-file.not-absolute"
            msgid "%1$s is not an absolute path, so it is not trusted"
            msgstr "%1$s 不是绝对路径，因此不受信任"

            #, c-format
            msgctxt "trusted-file.not-folder"
            msgid "%1$s is not a folder, so it is not trusted"
            msgstr "%1$s 不是文件夹，因此不受信任"

            #, c-format
            msgctxt "trusted-file.not-regular"
            msgid "%1$s is not a regular file, so it is not trusted"
            msgstr "%1$s 不是普通文件，因此不受信任"

            #, c-format
            msgctxt "trusted-file.not-roots"
            msgid "%1$s does not belong to root (uid %2$s), so it is not trusted"
            msgstr "%1$s 不属于 root（uid %2$s），因此不受信任"

            #, c-format
            msgctxt "trusted-file.not-the-users"
            msgid "%1$s belongs to uid %2$s, neither to you (uid %3$s) nor to root, so it is not trusted"
            msgstr "%1$s 属于 uid %2$s，既不属于你（uid %3$s）也不属于 root，因此不受信任"

            #, c-format
            msgctxt "trusted-file.secret-readable"
            msgid "%1$s may be read by others than its owner (mode %2$s), so the secret in it is not used"
            msgstr "%1$s 可被其所有者以外的人读取（模式 %2$s），因此不使用其中的密钥"

            #, c-format
            msgctxt "trusted-file.too-large"
            msgid "%1$s is larger than 1 MiB, so it is not trusted"
            msgstr "%1$s 大于 1 MiB，因此不受信任"

            #, c-format
            msgctxt "trusted-file.unreadable"
            msgid "cannot read %1$s: %2$s"
            msgstr "无法读取 %1$s：%2$s"

            #, c-format
            msgctxt "trusted-file.writable"
            msgid "%1$s may be written by others than root (mode %2$s), so it is not trusted"
            msgstr "除 root 外其他人也可写入 %1$s（模式 %2$s），因此不受信任"

            #, c-format
            msgctxt "trusted-file.writable-by-others"
            msgid "%1$s may be written by others than its owner (mode %2$s), so it is not trusted"
            msgstr "除所有者外其他人也可写入 %1$s（模式 %2$s），因此不受信任"

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


            #, c-format



            #, c-format
            """#,
    ]
}
