import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui-bench load`: sign-in latency and sign-ins per second with 1, 4 and 16 processes
/// signing in at once, against SQLite and against a throwaway PostgreSQL server, and Argon2id's
/// share of each sign-in.
///
/// Every process is this program again (`authtui-bench sign-in-worker …`) with its own account: it
/// opens the store, waits for a go file, signs in for `seconds`, then only verifies the password
/// hash for as long (the same processes, without the store), and writes one line per operation
/// with its wall time and the CPU time the process spent on it. Argon2id's share of a sign-in is
/// the median CPU time of a verify over that of a sign-in: CPU time does not grow with the queue
/// for the two cores as wall time does (PostgreSQL's own CPU is not counted, only the client's).
enum SignInLoadBench {
    static let password = "correct horse battery staple"
    static let processCounts = [1, 4, 16]
    static let seconds = 4.0

    static func run() async {
        let directory = "/tmp/authtui-bench-load-\(getpid())"
        mkdir(directory, 0o700)
        defer { _ = ProgramRun.run(["rm", "-rf", directory]) }
        print("load: Argon2id INTERACTIVE; each process signs in its own account for \(Int(seconds)) s, then")
        print(
            "load: verifies hashes only for \(Int(seconds)) s; latencies are medians (p90) over every process"
        )
        print(
            "load: | store | processes | sign-in latency, median (p90) | sign-ins/s | CPU per sign-in | Argon2id share |"
        )
        print("load: |---|---|---|---|---|---|")
        do {
            let sqlitePath = "\(directory)/accounts.sqlite3"
            let sqlite = try await SQLiteAccountStore.open(path: sqlitePath)
            try await seed(sqlite)
            for count in processCounts {
                report(
                    "sqlite WAL FULL", count, runWorkers(count, store: "sqlite:\(sqlitePath)", in: directory))
            }
        } catch {
            print("load: sqlite failed: \((error as? AccountError)?.message ?? "\(error)")")
        }
        guard let binaries = ThrowawayServer.binaries(),
            let server = ThrowawayServer(
                binaries: binaries, directory: "/tmp/authtui-bench-load-pg-\(getpid())")
        else {
            print(
                "load: postgres skipped (no PostgreSQL server binaries, or the throwaway server did not start)"
            )
            return
        }
        defer { server.stop() }
        do {
            let conninfo = "host=\(server.directory) dbname=postgres user=postgres"
            // A fresh server has no schema until an operator creates it (`authtui store migrate`).
            _ = try await PostgresAccountStore.migrate(conninfo: conninfo)
            let postgres = try await PostgresAccountStore.open(conninfo: conninfo)
            try await seed(postgres)
            for count in processCounts {
                report("postgres socket", count, runWorkers(count, store: conninfo, in: directory))
            }
        } catch {
            print("load: postgres failed: \((error as? AccountError)?.message ?? "\(error)")")
        }
    }

    private static func seed(_ store: any AccountStore) async throws {
        let hash = try PasswordHasher().hash(password: password)
        try await store.importAccounts(
            (0..<processCounts.max()!).map { index in
                let email = "load\(index)@bench.example"
                return NewAccount(
                    email: email, emailKey: email, passwordHash: hash, username: "u", createdAt: 0)
            }, recording: .bench)
    }

    private struct Samples {
        var signIns: [Double] = []
        var signInCPU: [Double] = []
        var hashCPU: [Double] = []
        var failed = 0
    }

    private static func runWorkers(_ count: Int, store: String, in directory: String) -> Samples {
        let go = "\(directory)/go-\(count)"
        let program = CommandLine.arguments[0]
        var children: [(pid: pid_t, output: String)] = []
        for index in 0..<count {
            let output = "\(directory)/worker-\(count)-\(index).txt"
            let arguments = [
                program, "sign-in-worker", store, "load\(index)@bench.example", "\(seconds)", go,
            ]
            if let pid = ProgramRun.start(arguments, output: output) { children.append((pid, output)) }
        }
        // Let every process open its store before the clock starts.
        usleep(useconds_t(300_000 + 50_000 * count))
        close(open(go, O_CREAT | O_WRONLY, 0o600))
        var samples = Samples()
        for child in children {
            var status: Int32 = 0
            while waitpid(child.pid, &status, 0) < 0, errno == EINTR {}
            for line in readLines(child.output) {
                let fields = line.split(separator: " ")
                guard fields.count == 3, let wall = Double(fields[1]), let cpu = Double(fields[2]) else {
                    samples.failed += 1
                    continue
                }
                if fields[0] == "s" {
                    samples.signIns.append(wall)
                    samples.signInCPU.append(cpu)
                } else {
                    samples.hashCPU.append(cpu)
                }
            }
        }
        return samples
    }

    private static func report(_ name: String, _ count: Int, _ samples: Samples) {
        let signIns = Double(samples.signIns.count) / seconds
        let signInCPU = median(samples.signInCPU)
        let share = signInCPU > 0 ? median(samples.hashCPU) / signInCPU * 100 : 0
        print(
            "load: | \(name) | \(count) | \(ms(median(samples.signIns))) (\(ms(percentile(samples.signIns, 0.9)))) |"
                + " \(format(signIns, 1)) | \(ms(signInCPU)) | \(format(share, 0)) % |"
                + (samples.failed > 0 ? " \(samples.failed) failed" : ""))
    }

    /// The child: `sign-in-worker STORE EMAIL SECONDS GOFILE`.
    static func worker(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 4, let seconds = Double(arguments[2]) else { return 64 }
        let store: any AccountStore
        do {
            if arguments[0].hasPrefix("sqlite:") {
                store = try await SQLiteAccountStore.open(
                    path: String(arguments[0].dropFirst("sqlite:".count)))
            } else {
                store = try await PostgresAccountStore.open(conninfo: arguments[0])
            }
        } catch {
            print("error \(error.message)")
            return 2
        }
        let service = AccountService(store: store, sessionFile: nil)
        let hasher = PasswordHasher()
        let hash = (try? hasher.hash(password: password)) ?? ""
        while access(arguments[3], F_OK) != 0 { usleep(1_000) }
        var lines: [String] = []
        let signInEnd = now() + seconds
        while now() < signInEnd {
            let start = now()
            let startCPU = cpu()
            do {
                _ = try await service.signIn(email: arguments[1], password: password)
                lines.append("s \(now() - start) \(cpu() - startCPU)")
            } catch {
                lines.append("error \(error.message)")
            }
        }
        let hashEnd = now() + seconds
        while now() < hashEnd {
            let start = now()
            let startCPU = cpu()
            _ = hasher.verify(password: password, against: hash)
            lines.append("h \(now() - start) \(cpu() - startCPU)")
        }
        print(lines.joined(separator: "\n"))
        return 0
    }

    private static func readLines(_ path: String) -> [Substring] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            text += buffer[0..<count]
        }
        return String(decoding: text, as: UTF8.self).split(separator: "\n")
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// CPU seconds this process has used, every thread.
    private static func cpu() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return decimals == 0 ? "\(Int(rounded))" : "\(rounded)"
    }

    private static func ms(_ seconds: Double) -> String { "\(format(seconds * 1_000, 1)) ms" }
}
