import Foundation
import XCTest

/// authtui behind a real OpenSSH server on loopback, configured with the README's own recipe:
/// the login over `ssh -t`, the gated program after it, a session remembered per client key.
final class SSHEndToEndTests: XCTestCase {
    private var directory = ""
    private var port = 0
    private var server: TmuxSession?

    private static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        guard getuid() == 0 else { throw XCTSkip("sshd's privilege separation needs root (CI runs as root)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd") else {
            throw XCTSkip("no /usr/sbin/sshd: make deps installs openssh-server")
        }
        directory = try makeTemporaryDataDirectory()
        try FileManager.default.createDirectory(
            atPath: "\(directory)/data", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        for key in ["host", "alice", "bob"] {
            let made = try runCommand(
                "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", "\(directory)/\(key)"])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        let keys = try ["alice", "bob"].map {
            try String(contentsOfFile: "\(directory)/\($0).pub", encoding: .utf8)
        }
        try keys.joined().write(toFile: "\(directory)/authorized_keys", atomically: true, encoding: .utf8)
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
        super.tearDown()
    }

    /// The README's `Match` block, with this machine's paths and user in place of the recipe's.
    private func serverConfig() throws -> String {
        let readme = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- sshd recipe -->\n```\n"
        let start = try XCTUnwrap(readme.range(of: marker)).upperBound
        let recipe = String(readme[start..<(try XCTUnwrap(readme[start...].range(of: "```\n")).lowerBound)])
        XCTAssertTrue(recipe.contains("ForceCommand"))
        let user = String(cString: getpwuid(getuid())!.pointee.pw_name)
        let local =
            recipe
            .replacingOccurrences(of: "Match User guest", with: "Match User \(user)")
            .replacingOccurrences(of: "/usr/local/bin/authtui", with: AuthTUIBinary.path)
            .replacingOccurrences(of: "/var/lib/authtui", with: "\(directory)/data")
            .replacingOccurrences(of: "/usr/local/bin/guarded-program", with: "\(directory)/program")
        return """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(directory)/host
            PidFile \(directory)/sshd.pid
            AuthorizedKeysFile \(directory)/authorized_keys
            StrictModes no
            UsePAM no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PermitRootLogin prohibit-password
            AllowUsers \(user)

            """ + local
    }

    private func connect(_ key: String, tty: Bool = true) -> [String] {
        let user = String(cString: getpwuid(getuid())!.pointee.pw_name)
        return [
            "/usr/bin/ssh", tty ? "-t" : "-T", "-p", "\(port)", "-i", "\(directory)/\(key)", "-o",
            "IdentitiesOnly=yes",
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            "\(user)@127.0.0.1",
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
        let result = try runCommand("/usr/bin/pgrep", ["-f", "authtui run .*--data-dir \(directory)/data"])
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
        let log = try runCommand(AuthTUIBinary.path, ["audit", "list", "--data-dir", "\(directory)/data"])
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
}
