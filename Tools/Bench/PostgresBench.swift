import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui-bench postgres`: the store's share of a sign-in (throttle check, account lookup,
/// session insert; what a user waits for besides Argon2id) on SQLite and on PostgreSQL, plus a
/// recorded failure, and the whole sign-in on both.
///
/// PostgreSQL is `$AUTHTUI_BENCH_POSTGRES` (a libpq connection string) when set, else a
/// throwaway local server over a Unix socket with default durability (fsync on), like SQLite's
/// synchronous=FULL here; skipped with a note when no server binaries are installed.
enum PostgresBench {
    static let password = "correct horse battery staple"

    static func run() async {
        let directory = "/tmp/authtui-bench-postgres-\(getpid())"
        mkdir(directory, 0o700)
        defer { removeTree(directory) }
        var server: ThrowawayServer?
        let conninfo: String
        if let given = getenv("AUTHTUI_BENCH_POSTGRES").map({ String(cString: $0) }), !given.isEmpty {
            conninfo = given
        } else {
            guard let bin = ThrowawayServer.binaries() else {
                print(
                    "postgres: skipped (no initdb in /usr/lib/postgresql/*/bin; set AUTHTUI_BENCH_POSTGRES)")
                return
            }
            // Its own top-level folder: the postgres user must reach it, and cannot enter `directory`.
            guard let started = ThrowawayServer(binaries: bin, directory: "/tmp/authtui-bench-pg-\(getpid())")
            else {
                print("postgres: skipped (the throwaway PostgreSQL server did not start)")
                return
            }
            server = started
            conninfo = "host=\(started.directory) dbname=postgres user=postgres"
        }
        defer { server?.stop() }
        do {
            let sqlite = try await SQLiteAccountStore.open(path: "\(directory)/accounts.sqlite3")
            _ = try await PostgresAccountStore.migrate(conninfo: conninfo)
            let postgres = try await PostgresAccountStore.open(conninfo: conninfo)
            print("postgres: store share of one sign-in (throttle + lookup + session insert), medians of 200")
            for (name, store) in [
                ("sqlite WAL FULL", sqlite as any AccountStore), ("postgres socket", postgres),
            ] {
                try await measure(name, store)
            }
            if server == nil { print("postgres: (bench accounts were left in \(postgres.target))") }
        } catch {
            print("postgres: failed: \((error as? AccountError)?.message ?? "\(error)")")
        }
    }

    private static func measure(_ name: String, _ store: any AccountStore) async throws {
        let hasher = PasswordHasher()
        let hash = try hasher.hash(password: password)
        let tag = "\(getpid())-\(Int.random(in: 0..<1_000_000))"
        try await store.importAccounts(
            (0..<1_000).map { index in
                let email = "user\(index)-\(tag)@bench.example"
                return NewAccount(
                    email: email, emailKey: email, passwordHash: hash, username: "u", createdAt: 0)
            }, recording: .bench)
        var storeWork: [Double] = []
        var failures: [Double] = []
        for round in 0..<200 {
            let key = "user\(round * 7 % 1_000)-\(tag)@bench.example"
            storeWork.append(
                try await time {
                    _ = try await store.throttle(key: key)
                    let found = try await store.account(emailKey: key)
                    try await store.insertSession(
                        StoredSession(
                            tokenHash: (0..<32).map { _ in UInt8.random(in: 0...255) },
                            accountID: found?.id ?? 0,
                            createdAt: 0, lastUsedAt: 0, expiresAt: 1), recording: .bench)
                })
            failures.append(
                try await time {
                    _ = try await store.claimAttempt(key: "ghost-\(tag)", at: 0, policy: .standard)
                })
        }
        // The security log's share of a sign-in: the notice's read of the account's newest events,
        // and one event appended (a sign-in appends two, each inside a write it makes anyway).
        var noticeReads: [Double] = []
        var appends: [Double] = []
        for round in 0..<200 {
            let key = "user\(round * 7 % 1_000)-\(tag)@bench.example"
            noticeReads.append(
                try await time {
                    _ = try await store.recentEvents(
                        accountID: Int64(round % 1_000), subject: key, limit: 200)
                })
            appends.append(try await time { try await store.record(.bench) })
        }
        let service = AccountService(store: store, sessionFile: nil)
        var total: [Double] = []
        for round in 0..<15 {
            let email = "user\(round * 61 % 1_000)-\(tag)@bench.example"
            total.append(try await time { try await service.signIn(email: email, password: password) })
        }
        print(
            "postgres: \(name): sign-in store \(ms(median(storeWork))) (p90 \(ms(percentile(storeWork, 0.9)))),"
                + " failure count \(ms(median(failures))), whole sign-in \(ms(median(total)))")
        print(
            "postgres: \(name): security log: notice read \(ms(median(noticeReads))) (p90 \(ms(percentile(noticeReads, 0.9)))),"
                + " one event appended \(ms(median(appends))) (p90 \(ms(percentile(appends, 0.9))))")
    }

    private static func time(_ body: () async throws -> Void) async rethrows -> Double {
        let start = now()
        try await body()
        return now() - start
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func ms(_ seconds: Double) -> String { "\((seconds * 10_000).rounded() / 10) ms" }

    private static func removeTree(_ path: String) {
        _ = ProgramRun.run(["rm", "-rf", path])
    }
}

/// A local PostgreSQL cluster in a directory of its own (Unix socket only), run as the
/// `postgres` user when the bench runs as root, stopped and removed by `stop()`.
struct ThrowawayServer {
    let binaries: String
    let directory: String

    /// The newest `/usr/lib/postgresql/N/bin` that has initdb (Debian's layout).
    static func binaries() -> String? {
        for version in (9...40).reversed()
        where access("/usr/lib/postgresql/\(version)/bin/initdb", X_OK) == 0 {
            return "/usr/lib/postgresql/\(version)/bin"
        }
        return nil
    }

    init?(binaries: String, directory: String) {
        self.binaries = binaries
        self.directory = directory
        guard mkdir(directory, 0o700) == 0 else { return nil }
        if geteuid() == 0, let user = getpwnam("postgres") {
            chown(directory, user.pointee.pw_uid, user.pointee.pw_gid)
        }
        let initdb = [
            "\(binaries)/initdb", "-D", "\(directory)/data", "-U", "postgres", "-A", "trust", "--no-sync",
            "-E", "UTF8",
            "--locale=C.UTF-8", "--no-instructions",
        ]
        let start = [
            "\(binaries)/pg_ctl", "-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-o",
            "-c listen_addresses='' -k \(directory)", "start",
        ]
        guard ProgramRun.run(asServerUser(initdb)) == 0, ProgramRun.run(asServerUser(start)) == 0 else {
            _ = ProgramRun.run(["rm", "-rf", directory])
            return nil
        }
    }

    func stop() {
        defer { _ = ProgramRun.run(["rm", "-rf", directory]) }
        _ = ProgramRun.run(
            asServerUser(["\(binaries)/pg_ctl", "-D", "\(directory)/data", "-m", "fast", "-w", "stop"]))
    }

    private func asServerUser(_ arguments: [String]) -> [String] {
        geteuid() == 0 ? ["runuser", "-u", "postgres", "--"] + arguments : arguments
    }
}

/// Runs a program to completion with its output discarded; returns the exit status.
enum ProgramRun {
    /// Starts a program with its standard output (and error) in the file `output`.
    static func start(_ arguments: [String], output: String) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        return pid
    }

    static func run(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
