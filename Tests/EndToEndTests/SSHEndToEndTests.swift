import Foundation
import XCTest

/// authtui behind a real OpenSSH server on loopback, set up with docs/ssh-gate.md's own recipe: its
/// commands (a store owner, the data directory, a shared account, the set-user-ID gate, the keys)
/// and its `Match` block, with this test's names and paths in place of the recipe's. The login
/// over `ssh -t`, the gated program after it, a session remembered per client key, and a gated
/// program that can reach nothing of the store.
final class SSHEndToEndTests: XCTestCase {
    private var directory = ""
    private var port = 0
    private var server: TmuxSession?
    /// The process that holds this test's mount namespace: `/etc` and `/usr/local` are overlays
    /// there, so the recipe's own paths (`/etc/authtui/config.toml`, the keys file, the gate in
    /// `/usr/local/libexec`) and its users exist for this test's sshd alone, and vanish with it.
    private var namespaceHolder: pid_t = 0
    /// The recipe's `guest` (the shared account) and `_authtui` (the store's owner), made for
    /// this test alone in its namespace.
    private var guest = ""
    private var storeOwner = ""
    private var madeUsers = false

    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        guard getuid() == 0 else { throw XCTSkip("sshd's privilege separation needs root (CI runs as root)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd") else {
            throw XCTSkip("no /usr/sbin/sshd: make test-deps installs openssh-server")
        }
        directory = try makeTemporaryDataDirectory()
        chmod(directory, 0o755)  // the shared account reaches the program through it
        try makeNamespace()
        _ = try inNamespace(["/bin/mkdir", "-p", "/run/sshd"])
        for key in ["host", "alice", "bob"] {
            let made = try runCommand(
                "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", "\(directory)/\(key)"])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        guest = "atg\(getpid() % 100_000)x\(UInt32.random(in: 0..<1000))"
        storeOwner = "_ats" + guest.dropFirst(3)
        // What `make install` does, then the recipe's commands.
        let installed = try inNamespace([
            "/usr/bin/install", "-D", "-m", "0755", AuthTUIBinary.path, "/usr/local/bin/authtui",
        ])
        XCTAssertEqual(installed.status, 0, installed.stderr)
        let install = try recipe("<!-- gate install -->\n```sh\n")
        let made = try inNamespace(["/bin/sh", "-ec", install])
        madeUsers = true
        XCTAssertEqual(made.status, 0, "the recipe's commands: \(made.stderr)")
        // Debian's sshd checks keys through PAM; without it (here) a locked password ("!") would
        // refuse the key too. "*" is no password either.
        XCTAssertEqual(try inNamespace(["/usr/sbin/usermod", "-p", "*", guest]).status, 0)
        try "#!/bin/sh\necho \"[gated $AUTHTUI_USER]\"\nexec sleep 600\n".write(
            toFile: "\(directory)/program", atomically: true, encoding: .utf8)
        chmod("\(directory)/program", 0o755)
        port = try freePort()
        try serverConfig().write(toFile: "\(directory)/sshd_config", atomically: true, encoding: .utf8)
        let server = try TmuxSession(
            command: namespaced(["/usr/sbin/sshd", "-D", "-e", "-f", "\(directory)/sshd_config"]))
        self.server = server
        try server.waitFor("Server listening on 127.0.0.1 port \(port)")
    }

    /// Where a gated shell writes its forged `SSH_USER_AUTH` file: readable by the gate's user,
    /// so only the gate's rule keeps it from being believed.
    private var forgedAuthInfo: String { "/tmp/authtui-forged-\(guest)" }

    override func tearDown() {
        server?.kill()
        unlink(forgedAuthInfo)
        // The connections end with the server; their gates and programs with them.
        if madeUsers {
            for user in [guest, storeOwner] {
                if let uid = try? self.uid(of: user) {
                    for _ in 0..<50 where processes(of: uid) > 0 { usleep(100_000) }
                    // One still ending on a loaded machine is ended here: the next test's user
                    // takes the same uid, and would count it as its own.
                    for pid in pids(of: uid) { kill(pid, SIGKILL) }
                    for _ in 0..<50 where processes(of: uid) > 0 { usleep(100_000) }
                }
                _ = try? inNamespace(["/usr/sbin/userdel", "--force", "--remove", user])
            }
        }
        if namespaceHolder > 0 {
            kill(namespaceHolder, SIGKILL)
            var status: Int32 = 0
            waitpid(namespaceHolder, &status, 0)
        }
        super.tearDown()
    }

    /// A mount namespace whose `/etc` and `/usr/local` are overlays on the machine's, held by a
    /// sleeping process; a skip where the machine cannot make one.
    private func makeNamespace() throws {
        let ready = "\(directory)/namespace-ready"
        var mounts = ""
        for (name, target) in [("etc", "/etc"), ("usr-local", "/usr/local")] {
            let upper = "\(directory)/overlay/\(name)/upper"
            let work = "\(directory)/overlay/\(name)/work"
            try FileManager.default.createDirectory(atPath: upper, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            mounts +=
                "mount -t overlay overlay -o lowerdir=\(target),upperdir=\(upper),workdir=\(work) \(target) && "
        }
        let script = mounts + "touch \(ready) && exec sleep 100000"
        var pid: pid_t = 0
        let words: [String] = [
            "/usr/bin/unshare", "--mount", "--propagation", "private", "--", "/bin/sh", "-c", script,
        ]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        guard posix_spawn(&pid, "/usr/bin/unshare", nil, nil, argv, environ) == 0 else {
            throw XCTSkip("cannot start unshare")
        }
        namespaceHolder = pid
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: ready) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                namespaceHolder = 0
                throw XCTSkip("this machine cannot make a mount namespace with overlays")
            }
            usleep(50_000)
        }
        guard FileManager.default.fileExists(atPath: ready) else {
            throw XCTSkip("the mount namespace never came up")
        }
    }

    /// `command` run in this test's mount namespace.
    private func namespaced(_ command: [String]) -> [String] {
        ["/usr/bin/nsenter", "--target", "\(namespaceHolder)", "--mount", "--"] + command
    }

    private func inNamespace(_ command: [String]) throws -> CommandResult {
        let full = namespaced(command)
        return try runCommand(full[0], Array(full.dropFirst()))
    }

    /// `command` run as `user` in this test's namespace, as that user would start it.
    private func asUser(_ user: String, _ command: [String]) throws -> CommandResult {
        try inNamespace(["/usr/sbin/runuser", "-u", user, "--"] + command)
    }

    /// The user's uid; its name exists only in this test's namespace.
    private func uid(of user: String) throws -> uid_t {
        let result = try inNamespace(["/usr/bin/id", "-u", user])
        return try XCTUnwrap(
            uid_t(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), result.stderr)
    }

    private func processes(of uid: uid_t) -> Int { pids(of: uid).count }

    /// Whether `pid` shares this test's mount namespace (the one `namespaceHolder` keeps).
    private func inThisNamespace(_ pid: pid_t) -> Bool {
        let ours = try? FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/\(namespaceHolder)/ns/mnt")
        let its = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/ns/mnt")
        return ours != nil && its == ours
    }

    /// The pids whose real user is `uid`, in this test's mount namespace: the tests run two at a
    /// time, each its users in a namespace of its own, so another test's user may have the same uid.
    private func pids(of uid: uid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name in
            guard let pid = pid_t(name), inThisNamespace(pid),
                let status = try? String(contentsOfFile: "/proc/\(name)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first
                    == Substring("\(uid)")
            else { return nil }
            return pid
        }
    }

    /// docs/ssh-gate.md's text after `marker` up to the end of its code block, with this test's users,
    /// data directory and program in place of the recipe's.
    private func recipe(_ marker: String) throws -> String {
        let page = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("docs/ssh-gate.md"), encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: marker), marker).upperBound
        let text = String(page[start..<(try XCTUnwrap(page[start...].range(of: "```\n")).lowerBound)])
        return
            text
            .replacingOccurrences(of: "/var/lib/authtui", with: dataDirectory)
            .replacingOccurrences(of: "/usr/local/bin/guarded-program", with: "\(directory)/program")
            .replacingOccurrences(
                of: "alice.pub bob.pub", with: "\(directory)/alice.pub \(directory)/bob.pub"
            )
            .replacingOccurrences(of: "_authtui", with: storeOwner)
            .replacingOccurrences(of: #"\bguest\b"#, with: guest, options: .regularExpression)
    }

    private var gatePath: String { "/usr/local/libexec/authtui-gate" }
    private var dataDirectory: String { "\(directory)/data" }

    /// docs/ssh-gate.md's sshd settings after this test's server settings.
    private func serverConfig() throws -> String {
        let match = try recipe("<!-- sshd recipe -->\n```\n")
        XCTAssertTrue(match.contains("ForceCommand"))
        // The gate must ignore the store settings a session brings, and keep them from the program.
        return """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(directory)/host
            PidFile \(directory)/sshd.pid
            StrictModes no
            UsePAM no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            AllowUsers \(guest)
            SetEnv AUTHTUI_STORE=sqlite:/nonexistent/accounts.sqlite3 PGPASSWORD=store-secret

            """ + match
    }

    private func connect(_ key: String, tty: Bool = true) -> [String] {
        [
            "/usr/bin/ssh", tty ? "-t" : "-T", "-p", "\(port)", "-i", "\(directory)/\(key)", "-o",
            "IdentitiesOnly=yes",
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            "\(guest)@127.0.0.1",
        ]
    }

    private func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        XCTAssertTrue(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Alice signs up over `ssh -t` with her key, reaches the gated program and leaves: her key
    /// then has a remembered session.
    private func signUpAliceOverSSH() throws {
        let alice = try TmuxSession(command: connect("alice"))
        try alice.waitForFirstQuestion(timeout: 20)
        try alice.signUp(
            email: "alice@example.com", password: "correct horse battery", username: "Alice",
            from: .firstQuestion)
        try alice.waitFor("[gated Alice]")
        alice.kill()
    }

    /// The gates the server still runs for this test: the caller's halves, whose real user is
    /// this test's guest.
    private func serverGates() throws -> Int {
        let result = try runCommand(
            "/usr/bin/pgrep", ["-U", "\(try uid(of: guest))", "-f", "^\(gatePath) run"])
        return result.stdout.split(separator: "\n").filter { pid_t($0).map(inThisNamespace) ?? false }.count
    }

    func testLoginOverSSHGatesTheProgramAndRemembersOnlyThatKey() throws {
        let firstQuestion = try Translation.english("accounts.sign-in.title")
        try signUpAliceOverSSH()

        let again = try TmuxSession(command: connect("alice"))
        defer { again.kill() }
        let screen = try again.waitFor("[gated Alice]", timeout: 20)
        XCTAssertFalse(screen.contains(firstQuestion), "the same key is not asked again")

        let bob = try TmuxSession(command: connect("bob"))
        defer { bob.kill() }
        try bob.waitForFirstQuestion(timeout: 20)  // another key: another person
        XCTAssertFalse(try bob.screen().contains("[gated"))
    }

    /// Issue 45 #4 and #5: a gate whose machine file names an OpenID provider remembers a
    /// device-flow sign-in per client key as it does the store's own: the same key comes back
    /// without a code (renewed at the provider each time), `whoami` says who and until when,
    /// another key is asked, and `logout` ends the key's session and revokes at the provider the
    /// very refresh token it issued last.
    func testAnOpenIDSignInThroughTheGateIsRememberedPerKeyAndLogoutRevokesItsRefreshToken() throws {
        let provider = try OIDCEndToEndTests.Provider(token: [["sign": [:]]], revokes: true)
        let settings =
            "oidc = \"\(provider.base)\"\noidc-client-id = \"\(OIDCEndToEndTests.clientID)\"\n"
            + "oidc-allow-insecure-loopback = true\n"
        // The recipe's file ends in its `[gate]` table: these settings join it.
        let added = try inNamespace([
            "/bin/sh", "-c", "printf '%s' \"$1\" >> /etc/authtui/config.toml", "-", settings,
        ])
        XCTAssertEqual(added.status, 0, added.stderr)
        let alice = try TmuxSession(command: connect("alice"))
        try alice.waitFor(try Translation.english("oidc.start.get-code"), timeout: 20)
        try alice.press("Enter")
        try alice.waitFor("[gated ada]", timeout: 20)
        alice.kill()
        let codes = provider.codes
        let issued = try XCTUnwrap(provider.requests.compactMap { $0["issued"] as? String }.first)

        let ssh = connect("alice", tty: false)
        let who = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(who.status, 0, who.stderr)
        XCTAssertTrue(
            who.stdout.hasPrefix(
                try Translation.englishStart(of: "gate.whoami.until", "Ada Lovelace <ada>") + " 20"),
            who.stdout)
        let again = try TmuxSession(command: connect("alice"))
        try again.waitFor("[gated ada]", timeout: 20)
        again.kill()
        XCTAssertEqual(provider.codes, codes, "the same key is not asked again")
        let bob = try TmuxSession(command: connect("bob"))
        defer { bob.kill() }
        try bob.waitFor(try Translation.english("oidc.start.get-code"), timeout: 20)  // another key

        XCTAssertTrue(
            provider.requests.allSatisfy { $0["path"] as? String != "/revoke" }, "kept until logout")
        let ended = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["logout"])
        XCTAssertEqual(
            ended.stdout, try Translation.english("gate.logged-out", "Ada Lovelace <ada>") + "\n",
            ended.stderr)
        OIDCEndToEndTests.assertRenewedThenRevokedTheLastRefreshToken(provider, firstIssued: issued)
        let gone = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(gone.status, 1, gone.stdout)
    }

    func testResizeComesThroughAndADroppedConnectionEndsTheGate() throws {
        let bob = try TmuxSession(command: connect("bob"))
        try bob.waitForFirstQuestion(timeout: 20)
        try bob.resize(width: 30, height: 10)
        try bob.waitFor(Translation.english("screen.too-small"))
        try bob.resize(width: 80, height: 24)
        try bob.waitForFirstQuestion()
        XCTAssertEqual(try serverGates(), 1)
        bob.kill()  // the connection drops mid-login
        for _ in 0..<100 where try serverGates() > 0 { usleep(100_000) }
        XCTAssertEqual(try serverGates(), 0, "the server side ended with the connection")
    }

    /// Issue 26 #10: a remembered key session signs in with the key alone, so the person can ask
    /// the gate who it signs in (`ssh HOST whoami`) and end it (`ssh HOST logout`); the next
    /// connection asks again. Any other command is refused, and runs nothing.
    func testThePersonSeesAndEndsTheirKeysSessionFromTheGate() throws {
        try signUpAliceOverSSH()
        let ssh = connect("alice", tty: false)
        let who = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(who.status, 0, who.stderr)
        XCTAssertTrue(
            who.stdout.hasPrefix(
                try Translation.englishStart(of: "gate.whoami.until", "Alice <alice@example.com>") + " 20"),
            who.stdout)
        let other = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["sh -c id"])
        XCTAssertEqual(other.status, 2)
        XCTAssertNotNil(
            other.stderr.range(
                of: try Translation.pattern(of: "gate.unknown-request"), options: .regularExpression),
            other.stderr)
        XCTAssertFalse(other.stdout.contains("uid="), "the command never ran")
        let ended = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["logout"])
        XCTAssertEqual(
            ended.stdout, try Translation.english("gate.logged-out", "Alice <alice@example.com>") + "\n")
        let gone = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(gone.status, 1)
        let again = try TmuxSession(command: connect("alice"))
        defer { again.kill() }
        try again.waitForFirstQuestion(timeout: 20)

        // The log names the client's address and the key as sshd's own log and ssh-keygen do.
        let fingerprint = try runCommand(
            "/usr/bin/ssh-keygen", ["-l", "-E", "sha256", "-f", "\(directory)/alice.pub"])
        let key = try XCTUnwrap(fingerprint.stdout.split(separator: " ").dropFirst().first)
        // As the store's owner, as an operator runs it (the gate's copy is the owner's to run).
        let log = try asUser(storeOwner, [gatePath, "audit", "list", "--data-dir", dataDirectory])
        XCTAssertEqual(log.status, 0, log.stderr)
        let revoked = try XCTUnwrap(
            log.stdout.split(separator: "\n").first { $0.contains(" session-revoked ") })
        XCTAssertTrue(revoked.hasPrefix("127.0.0.1 "), String(revoked))
        XCTAssertTrue(revoked.contains("key=\"\(key)\""), "\(revoked) names \(key)")
    }

    func testWithoutATerminalTheGateSaysToUseSSHt() throws {
        let result = try runCommand(
            connect("alice", tty: false)[0], Array(connect("alice", tty: false).dropFirst()))
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("ssh -t"), result.stderr)
    }
    /// Issue 26 #2: in the old recipe the gated program ran as the store's owner: a shell escape
    /// printed every session token and Argon2 hash, copying one key's session file to another
    /// key's name logged that key in as the first person, and `AUTHTUI_STORE` reached the
    /// program. Here Bob's gated shell tries each of those, the gate's own process, an
    /// operator's command through the gate, the Swift runtime's crash backtracer, and claiming
    /// Alice's key by starting the gate again: every one fails, and the gate still works (the
    /// session's `AUTHTUI_STORE` is ignored, and Alice's key is remembered).
    func testAGatedShellCannotReachTheStoreTheKeyOrAnotherKeysSession() throws {
        let firstQuestion = try Translation.english("accounts.sign-in.title")
        try signUpAliceOverSSH()
        let again = try TmuxSession(command: connect("alice"))
        let remembered = try again.waitFor("[gated Alice]", timeout: 20)
        XCTAssertFalse(remembered.contains(firstQuestion), "the gate remembers Alice's key")
        again.kill()

        // What there is to steal, as the recipe leaves it after a sign-up and an enrolment.
        let sessions = try FileManager.default.contentsOfDirectory(atPath: dataDirectory)
            .filter { $0.hasPrefix("session-ssh-") }
        XCTAssertEqual(sessions.count, 1, "\(sessions)")
        let aliceSession = try XCTUnwrap(sessions.first)
        let owner = try uid(of: storeOwner)
        try Data((0..<32).map { _ in UInt8.random(in: 0...255) }).write(
            to: URL(fileURLWithPath: "\(dataDirectory)/totp.key"))
        chown("\(dataDirectory)/totp.key", owner, owner)
        chmod("\(dataDirectory)/totp.key", 0o600)
        let aliceKey = try String(contentsOfFile: "\(directory)/alice.pub", encoding: .utf8)
            .split(separator: " ").prefix(2).joined(separator: " ")
        let data = dataDirectory
        let gate = gatePath
        // `sh -p` keeps whatever user it is started as, as `less` or any program would: only
        // the gate may decide that the program runs as the person.
        let attack = """
            #!/bin/sh -p
            echo "[gated $AUTHTUI_USER]"
            for file in accounts.sqlite3 totp.key \(aliceSession); do
                cat '\(data)'/"$file" >/dev/null 2>&1 && echo "[read $file]" || echo "[refused $file]"
            done
            ls '\(data)' >/dev/null 2>&1 && echo "[listed]" || echo "[refused listing]"
            (cat /dev/null > '\(data)/session-ssh-forged') 2>/dev/null && echo "[wrote]" || echo "[refused writing]"
            cat /proc/$PPID/environ >/dev/null 2>&1 && echo "[read the gate]" || echo "[refused the gate]"
            ls /proc/$PPID/fd >/dev/null 2>&1 && echo "[gate fds]" || echo "[refused gate fds]"
            ls -l /proc/$$/fd | grep -q '\(data)' && echo "[store fd]" || echo "[no store fd]"
            env | grep -q -e '^AUTHTUI_STORE=' -e '^PG' && echo "[store env]" || echo "[no store env]"
            '\(gate)' accounts list --data-dir '\(data)' 2>/dev/null | grep -q alice && echo "[accounts]" || echo "[refused accounts]"
            '\(gate)' store migrate --data-dir '\(data)' 2>&1 | grep -q 'schema version' && echo "[migrate]" || echo "[refused migrate]"
            '\(gate)' run --image '\(data)/accounts.sqlite3' --data-dir '\(data)' -- true 2>&1 |
                grep -q 'not taken by a set-user-ID gate' && echo "[refused image]" || echo "[image]"
            SWIFT_DEBUG_HELP=YES SWIFT_BACKTRACE=enable=yes,swift-backtrace=/tmp/planted-$$ '\(gate)' --version 2>&1 |
                grep -q SWIFT && echo "[runtime read SWIFT_*]" || echo "[clean runtime]"
            echo "[probes done]"
            read -r _
            printf 'publickey %s\\n' '\(aliceKey)' > '\(forgedAuthInfo)'
            chmod 644 '\(forgedAuthInfo)'
            # Issue 44 #1: the gate's parent named sshd (PR_SET_NAME), a forged key file and
            # address, and a guessed ticket.
            exec python3 -c 'import ctypes, os, subprocess, sys
            ctypes.CDLL(None).prctl(15, b"sshd", 0, 0, 0)
            env = dict(os.environ, SSH_USER_AUTH="\(forgedAuthInfo)",
                       SSH_CONNECTION="203.0.113.9 4242 127.0.0.1 22", AUTHTUI_KEY_TICKET="ab" * 32)
            sys.exit(subprocess.call(["\(gate)", "run", "--", "sh", "-c", "echo \\"[nested as $AUTHTUI_USER]\\"; exec sleep 600"], env=env))'

            """
        try attack.write(toFile: "\(directory)/program", atomically: true, encoding: .utf8)
        chmod("\(directory)/program", 0o755)

        let bob = try TmuxSession(command: connect("bob"), width: 100, height: 30)
        defer { bob.kill() }
        try bob.waitForFirstQuestion(timeout: 20)
        try bob.signUp(
            email: "bob@example.com", password: "correct horse battery", username: "Bob", from: .firstQuestion
        )
        let probes = try bob.waitFor("[probes done]", timeout: 30)
        for expected in [
            "[gated Bob]", "[refused accounts.sqlite3]", "[refused totp.key]", "[refused \(aliceSession)]",
            "[refused listing]", "[refused writing]", "[refused the gate]", "[refused gate fds]",
            "[no store fd]",
            "[no store env]", "[refused accounts]", "[refused migrate]", "[refused image]", "[clean runtime]",
        ] {
            XCTAssertTrue(probes.contains(expected), "\(expected) in:\n\(probes)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dataDirectory)/session-ssh-forged"))
        try bob.press("Enter")
        var claimed = ""
        for _ in 0..<400 where !claimed.contains(firstQuestion) && !claimed.contains("[nested as") {
            usleep(50_000)
            claimed = try bob.screen()
        }
        XCTAssertFalse(claimed.contains("[nested as"), "Alice's session stays hers:\n\(claimed)")
        XCTAssertTrue(claimed.contains(firstQuestion), "a claimed key gets a login:\n\(claimed)")

        // Signing in to one's own account from the forged start plants no session under
        // Alice's key and logs no forged address.
        let aliceSessionBefore = try Data(
            contentsOf: URL(fileURLWithPath: "\(dataDirectory)/\(aliceSession)"))
        try bob.logIn(email: "bob@example.com", password: "correct horse battery", from: .firstQuestion)
        try bob.waitFor("[nested as Bob]", timeout: 20)
        let sessionsAfter = try FileManager.default.contentsOfDirectory(atPath: dataDirectory)
            .filter { $0.hasPrefix("session-ssh-") }
        XCTAssertEqual(sessionsAfter.count, 2, "Alice's and Bob's real keys only: \(sessionsAfter)")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: "\(dataDirectory)/\(aliceSession)")),
            aliceSessionBefore,
            "Alice's session file is untouched")
        let log = try asUser(
            storeOwner, ["/usr/local/bin/authtui", "audit", "list", "--data-dir", dataDirectory])
        XCTAssertEqual(log.status, 0, log.stderr)
        XCTAssertFalse(log.stdout.contains("203.0.113.9"), log.stdout)
        XCTAssertTrue(
            log.stdout.contains("127.0.0.1 "), "real connections keep their address:\n\(log.stdout)")
        bob.kill()
        let aliceAgain = try TmuxSession(command: connect("alice"))
        defer { aliceAgain.kill() }
        let stillAlice = try aliceAgain.waitFor("[gated Alice]", timeout: 20)
        XCTAssertFalse(stillAlice.contains(firstQuestion), "Alice's key still signs her in")
    }

    /// Issue 44 #2: the caller chose the store, so the gate, as the store's owner, read the
    /// owner's `.pgpass` and sent its password to a listener of the caller's. Through the gate,
    /// no option that names a file, a folder or a server is taken, and the machine's
    /// configuration file is used only when root alone may write it.
    func testTheCallerCannotChooseTheGatesStoreOrDataDirectory() throws {
        let listener = try SilentServer()
        let passfile = "\(dataDirectory)/.pgpass"
        try "127.0.0.1:\(listener.port):*:app:store-secret\n".write(
            toFile: passfile, atomically: true, encoding: .utf8)
        let owner = try uid(of: storeOwner)
        chown(passfile, owner, owner)
        chmod(passfile, 0o600)
        let store =
            "postgresql://app@db.internal:\(listener.port)/authtui?hostaddr=127.0.0.1&passfile=\(passfile)"
        for arguments in [
            ["--store", store], ["--data-dir", "\(directory)/elsewhere"], ["--remember", "30d"],
        ] {
            let result = try asUser(guest, [gatePath, "run"] + arguments + ["--", "true"])
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            let refusal = try Translation.pattern(
                of: "cli.error.not-taken-by-gate.gate-table", startingWith: "--", "", "gate",
                "/etc/authtui/config.toml")
            XCTAssertNotNil(result.stderr.range(of: refusal, options: .regularExpression), result.stderr)
        }
        // Nor a configuration file of the caller's: a file they name, or their own.
        let named = try asUser(
            guest, [gatePath, "run", "--config", "/etc/authtui/config.toml", "--", "true"])
        XCTAssertEqual(named.status, 2, named.stderr)
        XCTAssertNotNil(
            named.stderr.range(
                of: try Translation.pattern(of: "cli.error.not-taken-by-gate", startingWith: "--config"),
                options: .regularExpression), named.stderr)
        XCTAssertEqual(listener.acceptedConnections, 0, "the gate never connected to the caller's server")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/elsewhere"))

        // A configuration file someone else than root may write is not trusted: nothing starts.
        XCTAssertEqual(try inNamespace(["/bin/chmod", "0666", "/etc/authtui/config.toml"]).status, 0)
        let loose = try asUser(guest, [gatePath, "run", "--", "true"])
        XCTAssertEqual(loose.status, 2, loose.stderr)
        XCTAssertNotNil(
            loose.stderr.range(
                of: try Translation.pattern(
                    of: "trusted-file.writable", startingWith: "/etc/authtui/config.toml"),
                options: .regularExpression), loose.stderr)
        XCTAssertEqual(try inNamespace(["/bin/chmod", "0644", "/etc/authtui/config.toml"]).status, 0)
        XCTAssertEqual(try inNamespace(["/bin/chown", guest, "/etc/authtui/config.toml"]).status, 0)
        let owned = try asUser(guest, [gatePath, "run", "--", "true"])
        XCTAssertEqual(owned.status, 2, owned.stderr)
        XCTAssertNotNil(
            owned.stderr.range(
                of: try Translation.pattern(
                    of: "trusted-file.not-roots", startingWith: "/etc/authtui/config.toml"),
                options: .regularExpression), owned.stderr)
    }

    /// Issue 44 #3: the gate's real user is its caller, who may signal it; stopped inside a store
    /// write it held everyone's sign-in. Whatever the caller stops, at whatever moment of a
    /// wrong password, the process that has the store open is not among what it can stop, and
    /// another person's sign-in still answers within 5 s.
    func testTheCallerCannotStopTheProcessThatHoldsTheStore() throws {
        try signUpAliceOverSSH()
        let guestID = try uid(of: guest)
        let caller = try TmuxSession(
            command: namespaced(["/usr/sbin/runuser", "-u", guest, "--", gatePath, "run", "--", "true"]))
        defer { caller.kill() }
        let database = "\(dataDirectory)/accounts.sqlite3"
        for attempt in 0..<6 {
            if attempt == 0 {
                try caller.waitForFirstQuestion(timeout: 20)
                try caller.logIn(
                    email: "alice@example.com", password: "wrong password \(attempt)", from: .firstQuestion)
            } else {
                // Focus is back in the password field after the refusal.
                try caller.press("C-u")
                try caller.type("wrong password \(attempt)")
                try caller.press("Enter")
            }
            usleep(UInt32(attempt * 60_000))
            // Everything of the caller's, stopped as the caller would stop it.
            let everything =
                "for p in $(pgrep -U \(guestID)); do [ $p = $$ ] || kill -%@ $p 2>/dev/null; done; exit 0"
            _ = try asUser(guest, ["/bin/sh", "-c", everything.replacingOccurrences(of: "%@", with: "STOP")])
            let holding = holders(of: database)
            XCTAssertFalse(holding.isEmpty, "the gate has the store open while it asks")
            for pid in holding {
                let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
                XCTAssertFalse(status.contains("State:\tT"), "the store's holder \(pid) was stopped")
                let uids = status.split(separator: "\n").first { $0.hasPrefix("Uid:") } ?? ""
                XCTAssertFalse(uids.split(whereSeparator: \.isWhitespace).contains("\(guestID)"), "\(uids)")
            }
            // Another person's sign-in answers in time.
            let other = try TmuxSession(
                command: namespaced([
                    "/usr/sbin/runuser", "-u", storeOwner, "--", "/usr/local/bin/authtui", "login", "--ask",
                    "--no-loading",
                    "--animation", "0", "--data-dir", dataDirectory,
                ]))
            try other.logIn(
                email: "alice@example.com", password: "correct horse battery", from: .firstQuestion)
            let started = Date()
            let answer = try other.waitFor("[exited", timeout: 20)
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "attempt \(attempt)")
            XCTAssertTrue(answer.contains("alice@example.com") && answer.contains("[exited 0]"), answer)
            other.kill()
            _ = try asUser(guest, ["/bin/sh", "-c", everything.replacingOccurrences(of: "%@", with: "CONT")])
            var refused = ""
            let (wrong, tooMany) = try (
                Translation.english("error.wrong-credentials"),
                Translation.englishStart(of: "error.too-many-attempts")
            )
            for _ in 0..<400 where !refused.contains(wrong) && !refused.contains(tooMany) {
                usleep(50_000)
                refused = try caller.screen()
            }
            XCTAssertFalse(refused.contains("unavailable"), refused)
            XCTAssertTrue(
                refused.contains(wrong) || refused.contains(tooMany), refused)
        }
    }

    /// Issue 43 #8: the gate's half that starts the program gave up the store owner for good:
    /// its real, effective and saved user (and group) ids are all the caller's, read from /proc
    /// while the program runs, so nothing the program does to that process brings them back.
    func testTheGatesCallerHalfKeepsNoWayBackToTheStoreOwner() throws {
        try
            "#!/bin/sh\ngrep -E '^(Uid|Gid):' /proc/$PPID/status | tr '\\t' ' ' | sed 's/^/[ids /; s/$/]/'\nexec sleep 600\n"
            .write(toFile: "\(directory)/program", atomically: true, encoding: .utf8)
        chmod("\(directory)/program", 0o755)
        try signUpAliceOverSSHToTheProgram()
        let guestID = try uid(of: guest)
        let gid = try XCTUnwrap(
            gid_t(
                try inNamespace(["/usr/bin/id", "-g", guest]).stdout.trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        let screen = try XCTUnwrap(lastScreen)
        XCTAssertFalse(
            screen.contains(try Translation.opening(of: "ssh.no-auth-info", words: 5)),
            "a ticketed connection has nothing to warn of")
        XCTAssertTrue(screen.contains("[ids Uid: \(guestID) \(guestID) \(guestID) \(guestID)]"), screen)
        XCTAssertTrue(screen.contains("[ids Gid: \(gid) \(gid) \(gid) \(gid)]"), screen)
    }

    /// Issue 43 #9: with no data directory in the machine's file, the gate's default is the store
    /// owner's home, never one the caller names through `HOME`, `XDG_DATA_HOME` or a configuration
    /// file of theirs (`XDG_CONFIG_HOME`, issue 42).
    func testTheGateNeverTakesItsDataDirectoryFromTheCallersHomeOrXDG() throws {
        XCTAssertEqual(
            try inNamespace(["/bin/sh", "-c", "printf 'remember = \"12h\"\\n' > /etc/authtui/config.toml"])
                .status, 0)
        let chosen = "\(directory)/chosen"
        try FileManager.default.createDirectory(atPath: chosen, withIntermediateDirectories: true)
        chmod(chosen, 0o777)
        // A configuration file of the caller's own, in the place a person's is read from.
        let personal = "\(directory)/caller-config"
        try FileManager.default.createDirectory(
            atPath: personal + "/authtui", withIntermediateDirectories: true)
        try "data-dir = \"\(chosen)/from-config\"\n".write(
            toFile: personal + "/authtui/config.toml", atomically: true, encoding: .utf8)
        let result = try inNamespace([
            "/usr/sbin/runuser", "-u", guest, "--", "/usr/bin/env", "HOME=\(chosen)/home",
            "XDG_DATA_HOME=\(chosen)/xdg", "XDG_CONFIG_HOME=\(personal)", "SSH_ORIGINAL_COMMAND=whoami",
            gatePath, "run", "--", "true",
        ])
        XCTAssertNotEqual(result.status, 0, "no session to tell of")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: chosen), [],
            "nothing made where the caller said")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: "\(dataDirectory)/.local/share/authtui"),
            "the owner's own default (its home is the recipe's data directory)")
    }

    /// The screen of the last session `signUpAliceOverSSHToTheProgram` left.
    private var lastScreen: String?

    /// Alice signs up over `ssh -t` and the gated program's first lines are read.
    private func signUpAliceOverSSHToTheProgram() throws {
        let alice = try TmuxSession(command: connect("alice"))
        defer { alice.kill() }
        try alice.waitForFirstQuestion(timeout: 20)
        try alice.signUp(
            email: "alice@example.com", password: "correct horse battery", username: "Alice",
            from: .firstQuestion)
        lastScreen = try alice.waitFor("[ids Gid", timeout: 20)
    }

    /// Issue 44 #3, the slow variant of a stop: started with a lowered priority (`nice`, an idle
    /// policy), which the keeper would inherit and could not undo, the gate refuses to start.
    func testTheGateRefusesToStartAtAPriorityItsCallerLowered() throws {
        for lowering in [["/usr/bin/nice", "-n", "5"], ["/usr/bin/chrt", "--idle", "0"]] {
            let result = try asUser(guest, lowering + [gatePath, "run", "--", "true"])
            XCTAssertEqual(result.status, 3, "\(lowering): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("would hold the store's locks for others"), result.stderr)
        }
    }

    /// The pids that have `path` open.
    private func holders(of path: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name in
            guard let pid = pid_t(name),
                let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(name)/fd")
            else { return nil }
            let opened = fds.contains { fd in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/fd/\(fd)")) == path
            }
            return opened ? pid : nil
        }
    }
}
