import Foundation
import XCTest

/// The Debian package `make deb` builds (`$AUTHTUI_DEB`; `make test` builds it from the release
/// binary): lintian finds no error in it, and installed with dpkg in a mount namespace whose
/// `/etc`, `/usr` and `/var` are overlays on the machine's (so nothing of it reaches the
/// machine), it works from the installed paths and its purge leaves nothing behind but the
/// system users Debian keeps. What the overlays' upper folders hold at the end is exactly what
/// the install, the use and the purge changed.
final class DebianPackageEndToEndTests: XCTestCase {
    private var package = ""
    private var directory = ""
    private var namespace: OverlayNamespace?
    private var accountsBefore: [String: String] = [:]
    private static let accountFiles = ["passwd", "group", "shadow", "gshadow", "subuid", "subgid"]

    override func setUpWithError() throws {
        guard let path = ProcessInfo.processInfo.environment["AUTHTUI_DEB"], !path.isEmpty else {
            throw XCTSkip("no package: make test (or make test-deb) builds it and sets AUTHTUI_DEB")
        }
        // Absolute: dpkg runs behind nsenter, in another working directory.
        package = URL(fileURLWithPath: path).path
        directory = try makeTemporaryDataDirectory()
        chmod(directory, 0o755)  // the namespace's users reach their homes through it
    }

    private let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    override func tearDown() {
        namespace?.end()
        super.tearDown()
    }

    /// The package installed in a namespace of this test's own.
    private func installed() throws -> OverlayNamespace {
        guard getuid() == 0 else { throw XCTSkip("dpkg and mount namespaces need root (CI runs as root)") }
        let namespace = try OverlayNamespace(over: ["/etc", "/usr", "/var"], in: directory + "/overlay")
        self.namespace = namespace
        // The machine's accounts as the install found them: other tests' users come and go there.
        for name in Self.accountFiles {
            accountsBefore[name] = (try? String(contentsOfFile: "/etc/" + name, encoding: .utf8)) ?? ""
        }
        let install = try namespace.run(["/usr/bin/dpkg", "-i", package])
        XCTAssertEqual(install.status, 0, "dpkg -i: \(install.stdout)\(install.stderr)")
        return namespace
    }

    func testLintianFindsNoError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian") else {
            throw XCTSkip("no /usr/bin/lintian: make test-deps installs lintian")
        }
        let result = try runCommand("/usr/bin/lintian", ["--pedantic", "-I", package])
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("E: ") }
        XCTAssertEqual(errors, [], "lintian:\n\(result.stdout)\(result.stderr)")
        XCTAssertTrue(
            result.status == 0 || !errors.isEmpty, "lintian itself failed: \(result.stdout)\(result.stderr)")
    }

    /// The program, its manual page and completions, the set-user-ID gate as the README's SSH
    /// recipe has it (`_authtui`'s, 4750, for the members of a group), its data directory and
    /// configuration; a sign-up through the gate as the shared account lands in the store only
    /// `_authtui` reads, the installed `authtui login` reads it back; remove keeps that data,
    /// purge takes it and every file the package made.
    func testTheInstalledGateSignsUpIntoItsStoreAndPurgeLeavesNothingButTheSystemUsers() throws {
        let namespace = try installed()
        let version = try namespace.run(["/usr/bin/authtui", "--version"])
        XCTAssertEqual(version.stdout, "authtui \(try packageVersion())\n", version.stderr)
        for path in [
            "/usr/share/man/man1/authtui.1.gz", "/usr/share/bash-completion/completions/authtui",
            "/usr/share/zsh/vendor-completions/_authtui", "/usr/share/fish/vendor_completions.d/authtui.fish",
            "/usr/share/doc/authtui/copyright", "/usr/share/doc/authtui/examples/sshd/authtui.conf",
        ] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: namespace.path(path)), "\(path) is installed")
        }
        let manual = try namespace.run(["/bin/sh", "-c", "zcat /usr/share/man/man1/authtui.1.gz"])
        XCTAssertEqual(manual.stdout, try runCommand(AuthTUIBinary.path, ["--man"]).stdout)

        // The gate: a copy of the program, set-user-ID _authtui, run by its group only.
        XCTAssertEqual(
            try namespace.run(["/usr/bin/stat", "-c", "%A %U %G", "/usr/libexec/authtui-gate"]).stdout,
            "-rwsr-x--- _authtui _authtui-gate\n")
        XCTAssertEqual(
            try namespace.run(["/usr/bin/stat", "-c", "%a %U %G", "/var/lib/authtui"]).stdout,
            "700 _authtui _authtui\n")
        XCTAssertEqual(
            try namespace.run(["/usr/bin/stat", "-c", "%a %U", "/etc/authtui/config.toml"]).stdout,
            "644 root\n")
        // The commented example `make install` puts in place, with the package's gate set.
        let example = try String(contentsOfFile: sourceRoot + "/packaging/config.toml", encoding: .utf8)
        let gateTable = "#[gate]\n#data-dir = \"/var/lib/authtui\"\n#remember = \"12h\"\n"
        XCTAssertTrue(example.contains(gateTable))
        XCTAssertEqual(
            try String(contentsOfFile: namespace.path("/etc/authtui/config.toml"), encoding: .utf8),
            example.replacingOccurrences(
                of: gateTable, with: gateTable.replacingOccurrences(of: "#", with: "")))
        let inForce = try namespace.run(["/usr/libexec/authtui-gate", "login", "--print-config"])
        XCTAssertEqual(inForce.status, 0, inForce.stderr)
        XCTAssertTrue(inForce.stdout.contains("data-dir = \"/var/lib/authtui\""), inForce.stdout)
        XCTAssertEqual(
            try namespace.run(["/usr/bin/dpkg-query", "--showformat", "${Conffiles}", "--show", "authtui"])
                .stdout.contains("/etc/authtui/config.toml"), true, "a conffile")
        XCTAssertEqual(
            try namespace.run(["/usr/bin/getent", "passwd", "_authtui"]).stdout.split(separator: ":").last,
            "/usr/sbin/nologin\n", "the store's owner logs in nowhere")

        let guest = "atdeb\(getpid() % 100_000)"
        let made = try namespace.run([
            "/usr/sbin/useradd", "-M", "-d", "/nonexistent", "-s", "/bin/sh", "-G", "_authtui-gate", guest,
        ])
        XCTAssertEqual(made.status, 0, made.stderr)
        let gate = try TmuxSession(
            command: namespace.command([
                "/usr/sbin/runuser", "-u", guest, "--", "/usr/libexec/authtui-gate", "login", "--animation",
                "0",
            ]))
        defer { gate.kill() }
        try gate.signUp(
            email: "ada@example.com", password: "correct horse battery", username: "Ada", from: .firstQuestion
        )
        let signedUp = try gate.waitFor("[exited 0]", timeout: 20)
        XCTAssertTrue(signedUp.contains("ada@example.com"), signedUp)
        XCTAssertEqual(
            try namespace.run(["/usr/bin/stat", "-c", "%U", "/var/lib/authtui/accounts.sqlite3"]).stdout,
            "_authtui\n", "the gate wrote the store as _authtui, in the configured data directory")
        XCTAssertNotEqual(
            try namespace.run(["/usr/sbin/runuser", "-u", guest, "--", "/bin/ls", "/var/lib/authtui"]).status,
            0,
            "the shared account cannot list the store")

        // The installed program reads the same store, as its owner.
        let login = try TmuxSession(
            command: namespace.command([
                "/usr/sbin/runuser", "-u", "_authtui", "--", "/usr/bin/authtui", "login", "--data-dir",
                "/var/lib/authtui", "--animation", "0",
            ]))
        defer { login.kill() }
        try login.logIn(email: "ada@example.com", password: "correct horse battery", from: .firstQuestion)
        let loggedIn = try login.waitFor("[exited 0]", timeout: 20)
        XCTAssertTrue(loggedIn.contains("ada@example.com"), loggedIn)
        _ = try namespace.run(["/usr/sbin/userdel", guest])

        let remove = try namespace.run(["/usr/bin/dpkg", "-r", "authtui"])
        XCTAssertEqual(remove.status, 0, remove.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: namespace.path("/var/lib/authtui/accounts.sqlite3")),
            "remove keeps the accounts")
        XCTAssertFalse(FileManager.default.fileExists(atPath: namespace.path("/usr/bin/authtui")))
        try purgeAndCheckNothingIsLeft(namespace)
    }

    /// The greeter under the real greetd, configured by the package's own example (Debian's vt 7,
    /// here the free console the test holds) from the installed paths, remembering the user in
    /// the folder the package made for it; purge takes that folder too.
    func testTheInstalledGreeterSignsInUnderGreetdWithTheExampleConfiguration() throws {
        let console = try GreetdConsole.claim()
        defer { console.release() }
        let namespace = try installed()
        let example = try String(
            contentsOfFile: namespace.path("/usr/share/doc/authtui/examples/greetd/config.toml"),
            encoding: .utf8)
        XCTAssertTrue(example.contains("\nvt = 7\n"), "Debian's greetd owns vt 7:\n\(example)")
        XCTAssertTrue(example.contains("command = \"/usr/bin/authtui greet\""), example)
        XCTAssertEqual(
            try namespace.run(["/usr/bin/stat", "-c", "%a %U", "/var/cache/authtui-greet"]).stdout,
            "700 _greetd\n",
            "the greeter's memory folder is _greetd's")

        let user = "atdebg\(getpid() % 100_000)"
        let password = "correct-horse-battery-9"
        let output = directory + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        chmod(output, 0o1777)
        XCTAssertEqual(
            try namespace.run(["/usr/sbin/useradd", "-m", "-d", "\(directory)/home", "-s", "/bin/sh", user])
                .status, 0)
        XCTAssertEqual(
            try namespace.run(["/bin/sh", "-c", "echo '\(user):\(password)' | /usr/sbin/chpasswd"]).status, 0)
        // The example as it is, on the test's console, with a session that says who it runs as.
        let configuration =
            example.replacingOccurrences(of: "\nvt = 7\n", with: "\nvt = \(console.number)\n")
            .replacingOccurrences(
                of: "command = \"/usr/bin/authtui greet\"",
                with: "command = \"/usr/bin/authtui greet --animation 0 -- sh -c 'id -un > \(output)/who'\"")
            + "\n[general]\nrunfile = \"\(directory)/greetd.run\"\n"
        try configuration.write(toFile: directory + "/greetd.toml", atomically: true, encoding: .utf8)
        // The greeter's own settings, in the machine's file the package installed.
        XCTAssertEqual(
            try namespace.run([
                "/bin/sh", "-c", "printf '[greet]\\nreboot = \"true\"\\n' >> /etc/authtui/config.toml",
            ]).status, 0)
        let greetd = try Greetd.start(
            namespace.command(["/usr/sbin/greetd", "-c", directory + "/greetd.toml"]), in: directory,
            environment: ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"])
        var stopped = false
        defer { if !stopped { greetd.stop(user: user) } }

        let first = try console.waitFor(Translation.english("system.user"), timeout: 15)
        XCTAssertTrue(
            first.text.contains(try Translation.english("greet.reboot")), "[greet] reboot:\n\(first.text)")
        try console.type(user + "\r")
        try console.waitFor("Password:")
        try console.type(password + "\r")
        XCTAssertEqual(try waitForFile(output + "/who"), user + "\n", "the session runs as the user")
        try console.waitFor(Translation.englishThrough("greeter.logging-in-as", user), timeout: 15)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: namespace.path("/var/cache/authtui-greet/greeter-memory")),
            "the greeter remembered the user in the package's folder")
        greetd.stop(user: user)
        stopped = true
        _ = try namespace.run(["/usr/sbin/userdel", "-r", user])
        try purgeAndCheckNothingIsLeft(namespace)
    }

    /// `dpkg --purge`, then every change left in the overlays must be dpkg's and man-db's own
    /// records, logs, or the system users and groups Debian keeps after a purge.
    private func purgeAndCheckNothingIsLeft(_ namespace: OverlayNamespace) throws {
        let purge = try namespace.run(["/usr/bin/dpkg", "--purge", "authtui"])
        XCTAssertEqual(purge.status, 0, purge.stderr)
        XCTAssertEqual(
            try namespace.run(["/usr/bin/dpkg-statoverride", "--list", "/usr/libexec/authtui-gate"]).stdout,
            "")
        let kept = ["_authtui:", "_authtui-gate:"]
        var left: [String] = []
        for (target, upper) in namespace.uppers {
            guard let walker = FileManager.default.enumerator(atPath: upper) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = target + "/" + relative
                let changed = upper + "/" + relative
                var lower = stat()
                let inLower = lstat(path, &lower) == 0
                var this = stat()
                lstat(changed, &this)
                if this.st_mode & S_IFMT == S_IFDIR, inLower { continue }  // copied up to hold a change
                if path.hasPrefix("/var/lib/dpkg/") || path.hasPrefix("/var/cache/man/")
                    || path.hasPrefix("/var/log/")
                    || path == "/etc/.pwd.lock"
                    // the previous versions of the account files, which shadow's tools keep
                    || path.range(
                        of: #"^/etc/(passwd|group|shadow|gshadow|subuid|subgid)-$"#,
                        options: .regularExpression)
                        != nil
                {
                    continue
                }
                let account = path.range(
                    of: #"^/etc/(passwd|group|shadow|gshadow|subuid|subgid)$"#, options: .regularExpression)
                if account != nil, inLower {
                    // Only the kept users' lines may differ from the machine's file (then or now).
                    let machine = try String(contentsOfFile: path, encoding: .utf8)
                    let before = Set(
                        (machine + (accountsBefore[String(path.dropFirst(5))] ?? "")).split(separator: "\n"))
                    let after = try String(contentsOfFile: changed, encoding: .utf8).split(separator: "\n")
                    let added = after.filter { !before.contains($0) && !kept.contains(where: $0.hasPrefix) }
                    if !added.isEmpty { left.append("\(path): \(added.joined(separator: ", "))") }
                    continue
                }
                left.append(path)
            }
        }
        XCTAssertEqual(left, [], "left behind after the purge")
    }

    private func packageVersion() throws -> String {
        try runCommand("/usr/bin/dpkg-deb", ["-f", package, "Version"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    private func waitForFile(_ path: String, timeout: TimeInterval = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") {
                return text
            }
            usleep(100_000)
        }
        throw HarnessError.timeout("no \(path) after \(timeout) s")
    }
}

/// A mount namespace whose `targets` are overlays on the machine's folders, held by a sleeping
/// process: what is written there lands in the overlays' upper folders and goes with them, as
/// SSHEndToEndTests does for its recipe. A skip where the machine cannot make one.
final class OverlayNamespace {
    private(set) var holder: pid_t = 0
    /// Each target and the folder that holds what was changed in it.
    let uppers: [(target: String, upper: String)]

    init(over targets: [String], in folder: String) throws {
        uppers = targets.map {
            ($0, folder + "/" + $0.dropFirst().replacingOccurrences(of: "/", with: "-") + "/upper")
        }
        let ready = folder + "/ready"
        var mounts = ""
        for (target, upper) in uppers {
            let work = upper.dropLast("upper".count) + "work"
            for made in [upper, String(work)] {
                try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
            }
            mounts +=
                "mount -t overlay overlay -o lowerdir=\(target),upperdir=\(upper),workdir=\(work) \(target) && "
        }
        let words = [
            "/usr/bin/unshare", "--mount", "--propagation", "private", "--", "/bin/sh", "-c",
            mounts + "touch \(ready) && exec sleep 100000",
        ]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, words[0], nil, nil, argv, environ) == 0 else {
            throw XCTSkip("cannot start unshare")
        }
        holder = pid
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: ready) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                holder = 0
                throw XCTSkip("this machine cannot make a mount namespace with overlays")
            }
            usleep(50_000)
        }
        guard FileManager.default.fileExists(atPath: ready) else {
            throw XCTSkip("the mount namespace never came up")
        }
    }

    /// `command` as run in the namespace.
    func command(_ command: [String]) -> [String] {
        ["/usr/bin/nsenter", "--target", "\(holder)", "--mount", "--"] + command
    }

    func run(_ command: [String]) throws -> CommandResult {
        let full = self.command(command)
        var result = try runCommand(full[0], Array(full.dropFirst()))
        // shadow's tools (useradd, chpasswd, userdel) see the lock files of the machine's own
        // /etc through the overlay: another test's useradd on the machine holds them a moment.
        for _ in 0..<50 where result.stderr.contains(".lock already used by PID") {
            usleep(100_000)
            result = try runCommand(full[0], Array(full.dropFirst()))
        }
        return result
    }

    /// Where `path` as the namespace sees it can be read from outside it.
    func path(_ path: String) -> String { "/proc/\(holder)/root\(path)" }

    func end() {
        guard holder > 0 else { return }
        kill(holder, SIGKILL)
        var status: Int32 = 0
        waitpid(holder, &status, 0)
        holder = 0
    }
}
