import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui-bench accounts`: what signing in costs with the product's settings (Argon2id
/// INTERACTIVE, SQLite WAL + synchronous=FULL), whether an unknown email takes as long as a wrong
/// password, and how account lookup scales from 1 000 to 1 000 000 rows.
enum AccountsBench {
    static let password = "correct horse battery staple"

    static func run() async {
        let directory = "/tmp/authtui-bench-accounts-\(getpid())"
        defer { removeDirectory(directory) }
        do {
            try await measure(in: directory)
        } catch {
            print("accounts: failed: \((error as? AccountError)?.message ?? "\(error)")")
        }
    }

    private static func measure(in directory: String) async throws {
        let hasher = PasswordHasher()
        let service = try await AccountService.open(dataDirectory: directory)
        let store = try await SQLiteAccountStore.open(path: "\(directory)/\(AccountService.databaseFileName)")
        let hash = try hasher.hash(password: password)
        print("accounts: Argon2id INTERACTIVE, libsodium; SQLite WAL synchronous=FULL; medians")

        var seeded = 0
        try await seed(store, from: &seeded, to: 1_000, hash: hash)

        try await signIns(service, store, hasher, hash, among: seeded)
        try await signUps(store, in: directory)

        // Enumeration timing: unknown email (dummy hash) vs wrong password, interleaved.
        var unknown: [Double] = []
        var wrong: [Double] = []
        for round in 0..<25 {
            unknown.append(
                await time {
                    _ = try? await service.signIn(email: "ghost\(round)@bench.example", password: password)
                })
            wrong.append(
                await time {
                    _ = try? await service.signIn(
                        email: "user\(500 + round)@bench.example", password: "wrong \(password)")
                })
        }
        let gap = (median(unknown) - median(wrong)) / median(wrong) * 100
        print(
            "accounts: unknown email \(ms(median(unknown))) vs wrong password \(ms(median(wrong))) (\(format(gap, 1))%)"
        )

        let small = try await lookups(store, among: seeded)
        print("accounts: lookup by email among \(seeded) accounts \(us(small))")
        let start = now()
        try await seed(store, from: &seeded, to: 1_000_000, hash: hash)
        print(
            "accounts: seeded \(seeded - 1_000) more accounts in \(format(now() - start, 1)) s (50 000 per transaction)"
        )
        let large = try await lookups(store, among: seeded)
        print("accounts: lookup by email among \(seeded) accounts \(us(large))")
        try await signIns(service, store, hasher, hash, among: seeded)
    }

    /// Sign-in split among `count` stored accounts: the whole call, the Argon2id verify alone, the
    /// store work alone (throttle, lookup, session insert).
    private static func signIns(
        _ service: AccountService, _ store: SQLiteAccountStore, _ hasher: PasswordHasher, _ hash: String,
        among count: Int
    ) async throws {
        var total: [Double] = []
        var verify: [Double] = []
        var storeWork: [Double] = []
        for round in 0..<15 {
            let email = "user\(round * 65_537 % count)@bench.example"
            total.append(try await time { try await service.signIn(email: email, password: password) })
            verify.append(await time { _ = hasher.verify(password: password, against: hash) })
            let key = AccountRules.emailKey(email)
            storeWork.append(
                try await time {
                    _ = try await store.throttle(key: key)
                    let found = try await store.account(emailKey: key)
                    let tokenHash = (0..<32).map { _ in UInt8.random(in: 0...255) }
                    try await store.insertSession(
                        StoredSession(
                            tokenHash: tokenHash, accountID: found?.id ?? 0, createdAt: 0, lastUsedAt: 0,
                            expiresAt: 1), recording: .bench)
                })
        }
        print(
            "accounts: sign-in among \(count) accounts \(ms(median(total))) (hash verify \(ms(median(verify))), store \(ms(median(storeWork))) incl. session insert)"
        )
    }

    /// Sign-up: the whole call (Argon2id hash, the two registration claims of issue 26 #4, the
    /// account, the session row and file), and one registration claim alone. Each from an origin
    /// of its own (one origin gets five a day).
    private static func signUps(_ store: SQLiteAccountStore, in directory: String) async throws {
        var total: [Double] = []
        var claim: [Double] = []
        for round in 0..<15 {
            let service = AccountService(
                store: store, sessionFile: SessionFile(path: "\(directory)/session-\(round)"),
                origin: .sshKey(fingerprint: "bench-\(round)"))
            total.append(
                try await time {
                    try await service.signUp(email: "new\(round)@bench.example", password: password)
                })
            claim.append(
                try await time {
                    _ = try await store.claimAttempt(
                        key: RegistrationOrigin.throttleKey(email: "claim\(round)@bench.example"), at: 0,
                        policy: .registration)
                })
        }
        print(
            "accounts: sign-up \(ms(median(total))) (a registration claim \(ms(median(claim))), two per sign-up)"
        )
    }

    private static func seed(_ store: SQLiteAccountStore, from seeded: inout Int, to count: Int, hash: String)
        async throws
    {
        while seeded < count {
            let end = min(count, seeded + 50_000)
            let batch = (seeded..<end).map { index in
                let email = "user\(index)@bench.example"
                return NewAccount(
                    email: email, emailKey: email, passwordHash: hash, username: "u\(index)", createdAt: 0)
            }
            try await store.importAccounts(batch, recording: .bench)
            seeded = end
        }
    }

    private static func lookups(_ store: SQLiteAccountStore, among count: Int) async throws -> Double {
        var samples: [Double] = []
        for _ in 0..<2_000 {
            let key = "user\(Int.random(in: 0..<count))@bench.example"
            samples.append(try await time { _ = try await store.account(emailKey: key) })
        }
        return median(samples)
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

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return "\(rounded)"
    }

    private static func ms(_ seconds: Double) -> String { "\(format(seconds * 1_000, 1)) ms" }
    private static func us(_ seconds: Double) -> String { "\(format(seconds * 1_000_000, 1)) µs" }

    private static func removeDirectory(_ path: String) {
        for name in ["accounts.sqlite3", "accounts.sqlite3-wal", "accounts.sqlite3-shm", "session"] {
            unlink("\(path)/\(name)")
        }
        rmdir(path)
    }
}

extension SecurityEvent {
    /// What a bench's own writes record: the store work it times includes the event, as every
    /// real change does.
    static let bench = SecurityEvent(
        kind: .sessionRemembered, accountID: nil, subject: "bench", origin: .unknown, authenticator: "bench",
        time: 0)
}
