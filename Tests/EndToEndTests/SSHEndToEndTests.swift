import Foundation
import XCTest

/// authtui behind a real OpenSSH server on loopback, set up with the README's own recipe: its
/// commands (a store owner, the data directory, a shared account, the set-user-ID gate, the keys)
/// and its `Match` block, with this test's names and paths in place of the recipe's. The login
/// over `ssh -t`, the gated program after it, a session remembered per client key, and a gated
/// program that can reach nothing of the store.
final class SSHEndToEndTests: XCTestCase {
    private var directory = ""
    private var port = 0
    private var server: TmuxSession?
    /// The recipe's `guest` (the shared account) and `_authtui` (the store's owner), made for
    /// this test alone and removed after it.
    private var guest = ""
    private var storeOwner = ""
    private var madeUsers: [String] = []

    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        guard getuid() == 0 else { throw XCTSkip("sshd's privilege separation needs root (CI runs as root)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd") else {
            throw XCTSkip("no /usr/sbin/sshd: make deps installs openssh-server")
        }
        directory = try makeTemporaryDataDirectory()
        chmod(directory, 0o755)  // the shared account reaches the gate and the program through it
        try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        for key in ["host", "alice", "bob"] {
            let made = try runCommand(
                "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", "\(directory)/\(key)"])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        guest = "atg\(getpid() % 100_000)x\(UInt32.random(in: 0..<1000))"
        storeOwner = "_ats" + guest.dropFirst(3)
        let install = try recipe("<!-- gate install -->\n```sh\n")
        let made = try runCommand("/bin/sh", ["-ec", install])
        madeUsers = [guest, storeOwner].filter { getpwnam($0) != nil }
        XCTAssertEqual(made.status, 0, "the recipe's commands: \(made.stderr)")
        // Debian's sshd checks keys through PAM; without it (here) a locked password ("!") would
        // refuse the key too. "*" is no password either.
        XCTAssertEqual(try runCommand("/usr/sbin/usermod", ["-p", "*", guest]).status, 0)
        try "#!/bin/sh\necho \"[gated $AUTHTUI_USER]\"\nexec sleep 600\n".write(
            toFile: "\(directory)/program", atomically: true, encoding: .utf8)
        chmod("\(directory)/program", 0o755)
        port = try freePort()
        try serverConfig().write(toFile: "\(directory)/sshd_config", atomically: true, encoding: .utf8)
        let server = try TmuxSession(command: [
            "/usr/sbin/sshd", "-D", "-e", "-f", "\(directory)/sshd_config",
        ])
        self.server = server
        try server.waitFor("Server listening on 127.0.0.1 port \(port)")
    }

    override func tearDown() {
        server?.kill()
        // The connections end with the server; their gates and programs with them.
        for user in madeUsers {
            if let entry = getpwnam(user) {
                let uid = entry.pointee.pw_uid
                for _ in 0..<50 where processes(of: uid) > 0 { usleep(100_000) }
            }
            _ = try? runCommand("/usr/sbin/userdel", ["--force", "--remove", user])
        }
        super.tearDown()
    }

    private func processes(of uid: uid_t) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { name in
            var info = stat()
            return Int(name) != nil && stat("/proc/\(name)", &info) == 0 && info.st_uid == uid
        }.count
    }

    /// The README's text after `marker` up to the end of its code block, with this test's users
    /// and paths in place of the recipe's.
    private func recipe(_ marker: String) throws -> String {
        let readme = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: marker), marker).upperBound
        let text = String(readme[start..<(try XCTUnwrap(readme[start...].range(of: "```\n")).lowerBound)])
        return
            text
            .replacingOccurrences(of: "/usr/local/libexec/authtui-gate", with: gatePath)
            .replacingOccurrences(of: "/usr/local/bin/authtui", with: AuthTUIBinary.path)
            .replacingOccurrences(of: "/var/lib/authtui", with: dataDirectory)
            .replacingOccurrences(of: "/etc/ssh/authtui-keys", with: "\(directory)/keys")
            .replacingOccurrences(of: "/usr/local/bin/guarded-program", with: "\(directory)/program")
            .replacingOccurrences(
                of: "alice.pub bob.pub", with: "\(directory)/alice.pub \(directory)/bob.pub"
            )
            .replacingOccurrences(of: "_authtui", with: storeOwner)
            .replacingOccurrences(of: #"\bguest\b"#, with: guest, options: .regularExpression)
    }

    private var gatePath: String { "\(directory)/libexec/authtui-gate" }
    private var dataDirectory: String { "\(directory)/data" }

    /// The README's `Match` block after this test's server settings.
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

    /// The gate processes the server still runs for this test's data directory.
    private func serverGates() throws -> Int {
        let result = try runCommand(
            "/usr/bin/pgrep", ["-f", "^\(gatePath) run .*--data-dir \(dataDirectory) --"])
        return result.stdout.split(separator: "\n").count
    }

    func testLoginOverSSHGatesTheProgramAndRemembersOnlyThatKey() throws {
        let alice = try TmuxSession(command: connect("alice"))
        try alice.waitFor("SIGN IN / REGISTER", timeout: 20)
        try alice.signUp(email: "alice@example.com", password: "correct horse battery", username: "Alice")
        try alice.waitFor("[gated Alice]")
        alice.kill()

        let again = try TmuxSession(command: connect("alice"))
        defer { again.kill() }
        let screen = try again.waitFor("[gated Alice]", timeout: 20)
        XCTAssertFalse(screen.contains("SIGN IN / REGISTER"), "the same key is not asked again")

        let bob = try TmuxSession(command: connect("bob"))
        defer { bob.kill() }
        try bob.waitFor("SIGN IN / REGISTER", timeout: 20)  // another key: another person
        XCTAssertFalse(try bob.screen().contains("[gated"))
    }

    func testResizeComesThroughAndADroppedConnectionEndsTheGate() throws {
        let bob = try TmuxSession(command: connect("bob"))
        try bob.waitFor("SIGN IN / REGISTER", timeout: 20)
        try bob.resize(width: 30, height: 10)
        try bob.waitFor("Terminal too small")
        try bob.resize(width: 80, height: 24)
        try bob.waitFor("SIGN IN / REGISTER")
        XCTAssertEqual(try serverGates(), 1)
        bob.kill()  // the connection drops mid-login
        for _ in 0..<100 where try serverGates() > 0 { usleep(100_000) }
        XCTAssertEqual(try serverGates(), 0, "the server side ended with the connection")
    }

    /// Issue 26 #10: a remembered key session signs in with the key alone, so the person can ask
    /// the gate who it signs in (`ssh HOST whoami`) and end it (`ssh HOST logout`); the next
    /// connection asks again. Any other command is refused, and runs nothing.
    func testThePersonSeesAndEndsTheirKeysSessionFromTheGate() throws {
        let alice = try TmuxSession(command: connect("alice"))
        try alice.waitFor("SIGN IN / REGISTER", timeout: 20)
        try alice.signUp(email: "alice@example.com", password: "correct horse battery", username: "Alice")
        try alice.waitFor("[gated Alice]")
        alice.kill()
        let ssh = connect("alice", tty: false)
        let who = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(who.status, 0, who.stderr)
        XCTAssertTrue(
            who.stdout.hasPrefix(
                "Signed in as Alice <alice@example.com> by this key's remembered session until 20"),
            who.stdout)
        let other = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["sh -c id"])
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.stderr.contains("is not something this gate does"), other.stderr)
        XCTAssertFalse(other.stdout.contains("uid="), "the command never ran")
        let ended = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["logout"])
        XCTAssertEqual(
            ended.stdout,
            "Ended this key's session of Alice <alice@example.com>; the next connection asks again\n")
        let gone = try runCommand(ssh[0], Array(ssh.dropFirst()) + ["whoami"])
        XCTAssertEqual(gone.status, 1)
        let again = try TmuxSession(command: connect("alice"))
        defer { again.kill() }
        try again.waitFor("SIGN IN / REGISTER", timeout: 20)

        // The log names the client's address and the key as sshd's own log and ssh-keygen do.
        let fingerprint = try runCommand(
            "/usr/bin/ssh-keygen", ["-l", "-E", "sha256", "-f", "\(directory)/alice.pub"])
        let key = try XCTUnwrap(fingerprint.stdout.split(separator: " ").dropFirst().first)
        // As the store's owner, as an operator runs it (the gate's copy is the owner's to run).
        let log = try runCommand(
            "/usr/sbin/runuser",
            ["-u", storeOwner, "--", gatePath, "audit", "list", "--data-dir", dataDirectory])
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
        let alice = try TmuxSession(command: connect("alice"))
        try alice.waitFor("SIGN IN / REGISTER", timeout: 20)
        try alice.signUp(email: "alice@example.com", password: "correct horse battery", username: "Alice")
        try alice.waitFor("[gated Alice]")
        alice.kill()
        let again = try TmuxSession(command: connect("alice"))
        let remembered = try again.waitFor("[gated Alice]", timeout: 20)
        XCTAssertFalse(remembered.contains("SIGN IN / REGISTER"), "the gate remembers Alice's key")
        again.kill()

        // What there is to steal, as the recipe leaves it after a sign-up and an enrolment.
        let sessions = try FileManager.default.contentsOfDirectory(atPath: dataDirectory)
            .filter { $0.hasPrefix("session-ssh-") }
        XCTAssertEqual(sessions.count, 1, "\(sessions)")
        let aliceSession = try XCTUnwrap(sessions.first)
        let owner = try XCTUnwrap(getpwnam(storeOwner)).pointee.pw_uid
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
            SWIFT_BACKTRACE=enable=yes,swift-backtrace=/tmp/planted-$$ '\(gate)' --version 2>&1 |
                grep -q 'not supported for privileged' && echo "[no backtracer]" || echo "[backtracer]"
            echo "[probes done]"
            read -r _
            printf 'publickey %s\\n' '\(aliceKey)' > /tmp/forged-$$
            SSH_USER_AUTH=/tmp/forged-$$ exec '\(gate)' run --data-dir '\(data)' -- sh -c 'echo "[nested as $AUTHTUI_USER]"; exec sleep 600'

            """
        try attack.write(toFile: "\(directory)/program", atomically: true, encoding: .utf8)
        chmod("\(directory)/program", 0o755)

        let bob = try TmuxSession(command: connect("bob"), width: 100, height: 30)
        defer { bob.kill() }
        try bob.waitFor("SIGN IN / REGISTER", timeout: 20)
        try bob.signUp(email: "bob@example.com", password: "correct horse battery", username: "Bob")
        let probes = try bob.waitFor("[probes done]", timeout: 30)
        for expected in [
            "[gated Bob]", "[refused accounts.sqlite3]", "[refused totp.key]", "[refused \(aliceSession)]",
            "[refused listing]", "[refused writing]", "[refused the gate]", "[refused gate fds]",
            "[no store fd]",
            "[no store env]", "[refused accounts]", "[refused migrate]", "[refused image]", "[no backtracer]",
        ] {
            XCTAssertTrue(probes.contains(expected), "\(expected) in:\n\(probes)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dataDirectory)/session-ssh-forged"))
        try bob.press("Enter")
        var claimed = ""
        for _ in 0..<400 where !claimed.contains("SIGN IN / REGISTER") && !claimed.contains("[nested as") {
            usleep(50_000)
            claimed = try bob.screen()
        }
        XCTAssertFalse(claimed.contains("[nested as"), "Alice's session stays hers:\n\(claimed)")
        XCTAssertTrue(claimed.contains("SIGN IN / REGISTER"), "a claimed key gets a login:\n\(claimed)")
    }
}
