import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// What every `AccountStore` must do, whatever database is behind it. `SQLiteStoreContractTests`
/// and `PostgresStoreContractTests` run each case against their store; `open` makes a new store
/// (a new connection) on the same database each time it is called.
struct StoreContract {
    let open: @Sendable () async throws -> any AccountStore

    static func newAccount(_ email: String, username: String = "u", hash: String = "$argon2id$v=19$h1")
        -> NewAccount
    {
        NewAccount(
            email: email, emailKey: AccountRules.emailKey(email), passwordHash: hash, username: username,
            createdAt: 1_800_000_000.25)
    }

    static func session(_ seed: UInt8, account: Int64, expiresAt: Double = 1_800_086_400.125) -> StoredSession
    {
        StoredSession(
            tokenHash: (0..<32).map { seed &+ UInt8($0) }, accountID: account, createdAt: 1_800_000_000.5,
            lastUsedAt: 1_800_000_000.5, expiresAt: expiresAt)
    }

    func createdAccountIsFoundByEmailKeyAndIdWithItsProfile() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("Ada@X.io", username: "Ada"))
        let expected = StoredAccount(
            id: id, email: "Ada@X.io", emailKey: "ada@x.io", passwordHash: "$argon2id$v=19$h1",
            username: "Ada")
        let byKey = try await store.account(emailKey: "ada@x.io")
        let byID = try await store.account(id: id)
        XCTAssertEqual(byKey, expected)
        XCTAssertEqual(byID, expected)
        let missingKey = try await store.account(emailKey: "bob@x.io")
        let missingID = try await store.account(id: id + 1000)
        XCTAssertNil(missingKey)
        XCTAssertNil(missingID)
    }

    func takenEmailKeyIsAlreadyRegisteredAndTheFirstAccountStaysUnchanged() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("ada@x.io", username: "Ada", hash: "first"))
        let error = await accountError {
            try await store.createAccount(Self.newAccount("ADA@x.io", username: "Eve", hash: "second"))
        }
        XCTAssertEqual(error, .emailAlreadyRegistered)
        let stored = try await store.account(emailKey: "ada@x.io")
        XCTAssertEqual(stored?.id, id)
        XCTAssertEqual(stored?.passwordHash, "first")
        XCTAssertEqual(stored?.username, "Ada")
    }

    /// One transaction per account creation: when the profile cannot be written (`plantFault`
    /// makes its insert fail, as a full disk or a killed process would between the two), no
    /// account is left behind, so the email is not "already registered" with no way to sign in,
    /// and it registers once the fault is gone. `accountRows` counts the accounts table itself:
    /// the store joins account and profile, so it would not see an account without a profile.
    func accountWhoseProfileCannotBeWrittenLeavesNothingAndTheEmailRegistersAgain(
        plantFault: () throws -> Void, removeFault: () throws -> Void, accountRows: () throws -> Int
    ) async throws {
        let store = try await open()
        try plantFault()
        do {
            _ = try await store.createAccount(Self.newAccount("ada@x.io", username: "Ada"))
            XCTFail("the planted fault did not stop the profile")
        } catch {}
        XCTAssertEqual(try accountRows(), 0, "an account was left without its profile")
        try removeFault()
        let id = try await store.createAccount(Self.newAccount("ada@x.io", username: "Ada"))
        let stored = try await store.account(emailKey: "ada@x.io")
        XCTAssertEqual(stored?.id, id)
        XCTAssertEqual(stored?.username, "Ada")
        XCTAssertEqual(try accountRows(), 1)
    }

    func importAddsEveryAccountOrNoneOnADuplicate() async throws {
        let store = try await open()
        try await store.importAccounts((0..<50).map { Self.newAccount("bulk\($0)@x.io", username: "u\($0)") })
        let found = try await store.account(emailKey: "bulk42@x.io")
        XCTAssertEqual(found?.username, "u42")
        let error = await accountError {
            try await store.importAccounts([Self.newAccount("new@x.io"), Self.newAccount("BULK1@x.io")])
        }
        XCTAssertEqual(error, .emailAlreadyRegistered)
        let rolledBack = try await store.account(emailKey: "new@x.io")
        XCTAssertNil(rolledBack)
    }

    func awkwardTextIsStoredLiterally() async throws {
        let store = try await open()
        let names = [
            "x'); DROP TABLE accounts;--", #"quote " and \ backslash"#, "{braces},commas", "NULL", "",
            "zoë 🦊 ｆｕｌｌ", String(repeating: "é", count: 300),
        ]
        let id = try await store.createAccount(Self.newAccount("one@x.io", username: names[0]))
        try await store.importAccounts(
            names.enumerated().map { Self.newAccount("n\($0.offset)@x.io", username: $0.element) })
        let first = try await store.account(id: id)
        XCTAssertEqual(first?.username, names[0])
        for (index, name) in names.enumerated() {
            let stored = try await store.account(emailKey: "n\(index)@x.io")
            XCTAssertEqual(stored?.username, name)
        }
    }

    func passwordHashUpdateTouchesOnlyThatAccount() async throws {
        let store = try await open()
        let ada = try await store.createAccount(Self.newAccount("ada@x.io", hash: "old"))
        _ = try await store.createAccount(Self.newAccount("bob@x.io", hash: "old"))
        try await store.updatePasswordHash(accountID: ada, passwordHash: "new")
        let adaHash = try await store.account(emailKey: "ada@x.io")?.passwordHash
        let bobHash = try await store.account(emailKey: "bob@x.io")?.passwordHash
        XCTAssertEqual(adaHash, "new")
        XCTAssertEqual(bobHash, "old")
    }

    func deletingAnAccountRemovesProfileAndEverySessionAndFreesTheEmail() async throws {
        let store = try await open()
        let ada = try await store.createAccount(Self.newAccount("ada@x.io"))
        let bob = try await store.createAccount(Self.newAccount("bob@x.io"))
        try await store.insertSession(Self.session(1, account: ada))
        try await store.insertSession(Self.session(2, account: ada))
        try await store.insertSession(Self.session(3, account: bob))
        let deleted = try await store.deleteAccount(id: ada)
        XCTAssertTrue(deleted)
        let again = try await store.deleteAccount(id: ada)
        XCTAssertFalse(again)
        let account = try await store.account(id: ada)
        XCTAssertNil(account)
        for seed: UInt8 in [1, 2] {
            let session = try await store.session(tokenHash: Self.session(seed, account: ada).tokenHash)
            XCTAssertNil(session)
        }
        let bobSession = try await store.session(tokenHash: Self.session(3, account: bob).tokenHash)
        XCTAssertEqual(bobSession, Self.session(3, account: bob))
        let reborn = try await store.createAccount(Self.newAccount("ada@x.io"))
        XCTAssertNotEqual(reborn, ada)
    }

    func sessionRoundTripsExactlyAndCanBeMarkedUsedAndDeleted() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("ada@x.io"))
        try await Self.sessionRoundTripsExactly(in: store, accountID: id)
    }

    /// The session part's own contract, held as nothing but `any SessionStore`.
    static func sessionRoundTripsExactly(in store: any SessionStore, accountID id: Int64) async throws {
        let session = Self.session(200, account: id)
        try await store.insertSession(session)
        let read = try await store.session(tokenHash: session.tokenHash)
        XCTAssertEqual(read, session)
        try await store.markSessionUsed(tokenHash: session.tokenHash, at: 1_800_000_123.75)
        let used = try await store.session(tokenHash: session.tokenHash)
        XCTAssertEqual(used?.lastUsedAt, 1_800_000_123.75)
        try await store.deleteSession(tokenHash: session.tokenHash)
        let gone = try await store.session(tokenHash: session.tokenHash)
        XCTAssertNil(gone)
        let unknown = try await store.session(tokenHash: [UInt8](repeating: 0, count: 32))
        XCTAssertNil(unknown)
    }

    /// A federated session (an OpenID provider's sign-in, no account behind it) comes back
    /// exactly as stored, its sealed grant byte for byte (and nil when there is none), is marked
    /// used, and is gone after one delete, which records its event once.
    func federatedSessionRoundTripsExactlyAndIsDeletedOnce() async throws {
        let store = try await open()
        var session = StoredFederatedSession(
            tokenHash: (0..<32).map { 100 &+ UInt8($0) }, authenticator: "oidc", issuer: "https://id.x.io/",
            clientID: "host7", subject: "248289761001", user: "ada", displayName: "Ada Lovelace",
            createdAt: 1_800_000_000.5, lastUsedAt: 1_800_000_000.5, expiresAt: 1_800_086_400.125,
            origin: "ssh 192.0.2.1", sealedGrant: [0, 1, 2, 255, 254, 0])
        try await store.insertFederatedSession(session, recording: .byTest)
        let read = try await store.federatedSession(tokenHash: session.tokenHash)
        XCTAssertEqual(read, session)
        try await store.markFederatedSessionUsed(
            tokenHash: session.tokenHash, at: 1_800_000_123.75, sealedGrant: [9, 0, 255], recording: .byTest)
        let used = try await store.federatedSession(tokenHash: session.tokenHash)
        XCTAssertEqual(used?.lastUsedAt, 1_800_000_123.75)
        XCTAssertEqual(used?.sealedGrant, [9, 0, 255], "the grant kept from now on")
        let before = try await store.events(after: 0, limit: 1000).count
        try await store.deleteFederatedSession(tokenHash: session.tokenHash, recording: .byTest)
        try await store.deleteFederatedSession(tokenHash: session.tokenHash, recording: .byTest)
        let after = try await store.events(after: 0, limit: 1000).count
        XCTAssertEqual(after - before, 1, "the event of a delete that removed nothing was recorded")
        let gone = try await store.federatedSession(tokenHash: session.tokenHash)
        XCTAssertNil(gone)
        session.tokenHash = (0..<32).map { 7 &+ UInt8($0) }
        session.sealedGrant = nil
        try await store.insertFederatedSession(session, recording: .byTest)
        let withoutGrant = try await store.federatedSession(tokenHash: session.tokenHash)
        XCTAssertEqual(withoutGrant, session)
        let accountSession = try await store.session(tokenHash: session.tokenHash)
        XCTAssertNil(accountSession, "a federated session is no account's session")
    }

    func sessionForAMissingAccountIsRejected() async throws {
        let store = try await open()
        let session = Self.session(9, account: 424_242)
        let error = await accountError { try await store.insertSession(session) }
        guard case .storeUnavailable = error else { return XCTFail("\(String(describing: error))") }
        let stored = try await store.session(tokenHash: session.tokenHash)
        XCTAssertNil(stored)
    }

    func throttleClaimsCountLockByThePolicyAndReset() async throws {
        try await Self.throttleClaimsCountLockByThePolicyAndReset(in: try await open())
    }

    /// The throttle part's own contract, held as nothing but `any ThrottleStore`.
    static func throttleClaimsCountLockByThePolicyAndReset(in store: any ThrottleStore) async throws {
        let none = try await store.throttle(key: "k")
        XCTAssertEqual(none, ThrottleRecord())
        let policy = ThrottlePolicy(freeFailures: 2, firstWait: 30, longestWait: 100)
        var claims: [ThrottleClaim] = []
        for _ in 0..<4 {
            claims.append(try await store.claimAttempt(key: "k", at: 1_800_000_000, policy: policy))
        }
        guard case .allowed(let first) = claims[0], case .allowed(let second) = claims[1] else {
            return XCTFail("\(claims)")
        }
        XCTAssertEqual([first.failures, second.failures], [1, 2])
        XCTAssertEqual(first.lockedUntil, 0)
        XCTAssertEqual(second.lockedUntil - second.lastFailureAt, 30)
        for claim in claims[2...] {
            guard case .refused(let wait) = claim else { return XCTFail("\(claims)") }
            XCTAssertGreaterThan(wait, 29)
            XCTAssertLessThanOrEqual(wait, 30)
        }
        let read = try await store.throttle(key: "k")
        XCTAssertEqual(read, second, "refused claims change nothing")
        let other = try await store.throttle(key: "other")
        XCTAssertEqual(other, ThrottleRecord())
        try await store.resetThrottle(key: "k")
        let reset = try await store.throttle(key: "k")
        XCTAssertEqual(reset, ThrottleRecord())
    }

    /// The attempt is claimed in the same transaction that reads the lock, so twenty connections
    /// claiming at once get exactly the free attempts and not one more.
    func twentySimultaneousClaimsGetExactlyTheFreeAttempts() async throws {
        var stores: [any AccountStore] = []
        for _ in 0..<20 {
            let store = try await open()
            _ = try await store.storeIdentifier()
            stores.append(store)
        }
        let claims = try await withThrowingTaskGroup(of: ThrottleClaim.self) { group in
            for store in stores {
                group.addTask {
                    try await store.claimAttempt(key: "victim", at: 1_800_000_000, policy: .standard)
                }
            }
            return try await group.reduce(into: [ThrottleClaim]()) { $0.append($1) }
        }
        let allowed = claims.filter { if case .allowed = $0 { true } else { false } }
        XCTAssertEqual(allowed.count, ThrottlePolicy.standard.freeFailures, "\(claims)")
    }

    func sessionsOfAnAccountAreRevokedAllOrAllButOne() async throws {
        let store = try await open()
        let ada = try await store.createAccount(Self.newAccount("ada@x.io"))
        let bob = try await store.createAccount(Self.newAccount("bob@x.io"))
        for seed in [1, 2, 3] as [UInt8] { try await store.insertSession(Self.session(seed, account: ada)) }
        try await store.insertSession(Self.session(9, account: bob))
        let kept = Self.session(2, account: ada).tokenHash
        let removed = try await store.deleteSessions(accountID: ada, keeping: kept)
        XCTAssertEqual(removed, 2)
        let keptSession = try await store.session(tokenHash: kept)
        XCTAssertNotNil(keptSession)
        let overviews = try await store.accountOverviews(emailKey: nil)
        XCTAssertEqual(overviews.map(\.email), ["ada@x.io", "bob@x.io"])
        XCTAssertEqual(overviews.map(\.sessions), [1, 1])
        let all = try await store.deleteSessions(accountID: ada, keeping: nil)
        XCTAssertEqual(all, 1)
        let bobs = try await store.accountOverviews(emailKey: "bob@x.io")
        XCTAssertEqual(bobs.map(\.sessions), [1], "another account's sessions stay")
    }

    func storeIdentifierIsStableAcrossConnectionsAndFitsTheSessionFile() async throws {
        let first = try await open().storeIdentifier()
        let second = try await open().storeIdentifier()
        XCTAssertEqual(first, second)
        XCTAssertGreaterThanOrEqual(first.count, 16)
        XCTAssertTrue(first.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, first)
    }

    func twentySimultaneousSignUpsOfOneEmailHaveExactlyOneWinner() async throws {
        var services: [AccountService] = []
        // The race is the store's; the registration throttle would refuse all but five first.
        var configuration = testConfiguration()
        configuration.registrationThrottle = ThrottlePolicy(freeFailures: 1000)
        for _ in 0..<20 {
            let store = try await open()
            _ = try await store.storeIdentifier()  // connected before the race starts
            services.append(AccountService(store: store, sessionFile: nil, configuration: configuration))
        }
        let outcomes = await withTaskGroup(of: String.self) { group in
            for service in services {
                group.addTask {
                    do {
                        try await service.signUp(email: "race@x.io", password: "correct horse battery")
                        return "won"
                    } catch {
                        return (error as? AccountError) == .emailAlreadyRegistered ? "taken" : "\(error)"
                    }
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        XCTAssertEqual(outcomes.filter { $0 == "won" }.count, 1, "\(outcomes)")
        XCTAssertEqual(outcomes.filter { $0 == "taken" }.count, 19, "\(outcomes)")
    }

    func tenConcurrentFailuresOnSeparateConnectionsAreAllCounted() async throws {
        var stores: [any AccountStore] = []
        for _ in 0..<10 {
            let store = try await open()
            _ = try await store.storeIdentifier()
            stores.append(store)
        }
        let policy = ThrottlePolicy(freeFailures: 1000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for store in stores {
                group.addTask { _ = try await store.claimAttempt(key: "victim", at: 0, policy: policy) }
            }
            try await group.waitForAll()
        }
        let record = try await stores[0].throttle(key: "victim")
        XCTAssertEqual(record.failures, 10)
    }

    /// The account service over this store: sign-up, auto-login on a new connection, sign-out.
    /// The attack of issue 26 #1: with the password known, rounds of "right password, wrong
    /// code, back" (and the secret page's "password + wrong code") must reach the lock exactly
    /// when as many wrong passwords in a row would: the standard wait after five, and the
    /// operator lock (here after ten, with no waits, so no clock is needed on either store).
    func rightPasswordWrongCodeRoundsLockExactlyLikeWrongAnswersInARow(directory: String) async throws {
        let password = "correct horse battery"
        let clock = FakeWallClock()
        func service(_ policy: ThrottlePolicy) async throws -> AccountService {
            var configuration = testConfiguration(clock: clock)
            configuration.throttle = policy
            configuration.registrationThrottle = ThrottlePolicy(freeFailures: 1000)  // six sign-ups
            let service = AccountService(
                store: try await open(), sessionFile: nil, configuration: configuration)
            await service.useSecondFactorKey(
                SecretSealer.KeyLocation(path: "\(directory)/totp.key", createsWhenMissing: true))
            return service
        }
        /// The first round (1-based) refused, and how, for `attempt` repeated up to `limit` times.
        func firstRefusal(limit: Int, _ attempt: () async throws(AccountError) -> Void) async -> (
            Int, AccountError
        )? {
            for round in 1...limit {
                do throws(AccountError) {
                    try await attempt()
                } catch {
                    switch error {
                    case .tooManyAttempts, .lockedUntilUnlocked: return (round, error)
                    default: continue
                    }
                }
            }
            return nil
        }
        let operatorLock = ThrottlePolicy(freeFailures: 1000, operatorLockFailures: 10)
        for (tag, policy, limit) in [("wait", ThrottlePolicy.standard, 8), ("operator", operatorLock, 14)] {
            let setup = try await service(policy)
            for name in ["wrong", "code", "page"] {
                try await setup.signUp(email: "\(name)-\(tag)@x.io", password: password, username: name)
                if name == "wrong" { continue }
                let enrolment = try await setup.beginSecondFactorEnrolment(password: password)
                let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(enrolment.secret)))
                _ = try await setup.confirmSecondFactor(code: totp.code(step: TOTP.step(at: clock.now())))
                if name == "code" { try await setup.signOut() }
            }
            // The secret page's account stays signed in on `setup`.
            let attacker = try await service(policy)
            let wrongInARow = await firstRefusal(limit: limit) { () throws(AccountError) in
                try await attacker.beginSignIn(
                    email: "wrong-\(tag)@x.io", password: "not the password at all")
            }
            let rounds = await firstRefusal(limit: limit) { () throws(AccountError) in
                guard
                    case .needsCode(let challenge) = try await attacker.beginSignIn(
                        email: "code-\(tag)@x.io", password: password)
                else { return XCTFail("the password alone signed in") }
                try await attacker.completeSignIn(challenge, code: "000000")
            }
            let page = await firstRefusal(limit: limit) { () throws(AccountError) in
                try await setup.confirmIdentity(password: password, code: "000000")
            }
            XCTAssertNotNil(wrongInARow, tag)
            XCTAssertEqual(rounds?.0, wrongInARow?.0, "sign-in rounds, \(tag)")
            XCTAssertEqual(rounds?.1.isSameKind(as: wrongInARow?.1), true, "sign-in rounds, \(tag)")
            XCTAssertEqual(page?.0, wrongInARow?.0, "secret page rounds, \(tag)")
            XCTAssertEqual(page?.1.isSameKind(as: wrongInARow?.1), true, "secret page rounds, \(tag)")
        }
    }

    /// Issue 26 #4: registration answered `already registered` for any list of emails, thirty
    /// in 2.8 s. Now each origin (an SSH key, a Unix user) and each email gets the sign-in's five
    /// free attempts, then waits; an attempt that creates an account counts too.
    func registrationsAreThrottledPerOriginAndPerEmail() async throws {
        let store = try await open()
        for number in 0..<8 { _ = try await store.createAccount(Self.newAccount("taken\(number)@x.io")) }
        let password = "correct horse battery"
        func service(_ origin: RegistrationOrigin) async throws -> AccountService {
            AccountService(
                store: try await open(), sessionFile: nil, origin: origin, configuration: testConfiguration())
        }
        let prober = try await service(.sshKey(fingerprint: "aa"))
        var answers: [AccountError?] = []
        for number in 0..<7 {
            answers.append(
                await accountError {
                    try await prober.signUp(email: "taken\(number)@x.io", password: password)
                })
        }
        XCTAssertEqual(Array(answers.prefix(5)), Array(repeating: .emailAlreadyRegistered, count: 5))
        XCTAssertEqual(
            answers[5]?.isSameKind(as: .tooManyAttempts(retryAfterSeconds: 30)), true, "\(answers)")
        XCTAssertEqual(
            answers[6]?.isSameKind(as: .tooManyAttempts(retryAfterSeconds: 30)), true, "\(answers)")
        let held = await accountError { try await prober.signUp(email: "fresh@x.io", password: password) }
        XCTAssertEqual(
            held?.isSameKind(as: .tooManyAttempts(retryAfterSeconds: 30)), true, "the wait is the origin's")
        let notCreated = try await store.account(emailKey: "fresh@x.io")
        XCTAssertNil(notCreated, "a refused registration creates nothing")

        // One email from a new origin each time: the email's own count.
        for number in 0..<5 {
            let answer = await accountError {
                try await service(.sshKey(fingerprint: "b\(number)")).signUp(
                    email: "Taken7@x.io", password: password)
            }
            XCTAssertEqual(answer, .emailAlreadyRegistered)
        }
        let sixth = await accountError {
            try await service(.sshKey(fingerprint: "b5")).signUp(email: "taken7@x.io", password: password)
        }
        XCTAssertEqual(
            sixth?.isSameKind(as: .tooManyAttempts(retryAfterSeconds: 30)), true,
            "\(String(describing: sixth))")

        // Another key is not held up by the prober's wait; its successes count as attempts too.
        let newcomer = try await service(.sshKey(fingerprint: "cc"))
        for number in 0..<5 {
            try await newcomer.signUp(email: "new\(number)@x.io", password: password)
            try await newcomer.signOut()
        }
        let afterFive = await accountError {
            try await newcomer.signUp(email: "new5@x.io", password: password)
        }
        XCTAssertEqual(afterFive?.isSameKind(as: .tooManyAttempts(retryAfterSeconds: 30)), true)
    }

    func rememberedSessionWorksThroughTheServiceAndSignOutRevokesIt(sessionPath: String) async throws {
        let service = AccountService(
            store: try await open(), sessionFile: SessionFile(path: sessionPath),
            configuration: testConfiguration())
        let account = try await service.signUp(
            email: "ada@x.io", password: "correct horse battery", username: "Ada")
        let later = AccountService(
            store: try await open(), sessionFile: SessionFile(path: sessionPath),
            configuration: testConfiguration())
        let restored = try await later.restoreSession()
        XCTAssertEqual(restored, account)
        let copy = try Data(contentsOf: URL(fileURLWithPath: sessionPath))
        try await later.signOut()
        _ = FileManager.default.createFile(
            atPath: sessionPath, contents: copy, attributes: [.posixPermissions: 0o600])
        let again = AccountService(
            store: try await open(), sessionFile: SessionFile(path: sessionPath),
            configuration: testConfiguration())
        let revoked = try await again.restoreSession()
        XCTAssertNil(revoked)
        let refusal = await again.lastSessionRefusal
        XCTAssertEqual(refusal, .unknownToken)
    }

    func secondFactorGoesFromWaitingToOnWithItsRecoveryCodesOnce() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("ada@x.io"))
        let none = try await store.secondFactor(accountID: id)
        XCTAssertNil(none)
        try await store.beginSecondFactor(accountID: id, sealedSecret: [1, 2, 3])
        try await store.beginSecondFactor(accountID: id, sealedSecret: [4, 5, 6])  // a fresh QR code
        let waiting = try await store.secondFactor(accountID: id)
        XCTAssertEqual(
            waiting,
            StoredSecondFactor(sealedSecret: [4, 5, 6], isEnabled: false, lastStep: -1, recoveryCodesLeft: 0))
        let claimedWhileWaiting = try await store.claimSecondFactorStep(accountID: id, step: 5)
        XCTAssertFalse(claimedWhileWaiting, "no code counts before the factor is on")
        let hashes: [[UInt8]] = [[9, 9], [8, 8]]
        let enabled = try await store.enableSecondFactor(accountID: id, step: 100, recoveryCodeHashes: hashes)
        XCTAssertTrue(enabled)
        let enabledTwice = try await store.enableSecondFactor(
            accountID: id, step: 101, recoveryCodeHashes: hashes)
        XCTAssertFalse(enabledTwice)
        let on = try await store.secondFactor(accountID: id)
        XCTAssertEqual(
            on,
            StoredSecondFactor(sealedSecret: [4, 5, 6], isEnabled: true, lastStep: 100, recoveryCodesLeft: 2))
        let overwrite = await accountError {
            try await store.beginSecondFactor(accountID: id, sealedSecret: [7])
        }
        XCTAssertEqual(overwrite, .secondFactorAlreadyOn, "an enrolment never replaces a factor that is on")
    }

    func aStepAndARecoveryCodeCountOnceEvenWhenTriedTogether() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("ada@x.io"))
        try await store.beginSecondFactor(accountID: id, sealedSecret: [1])
        _ = try await store.enableSecondFactor(accountID: id, step: 10, recoveryCodeHashes: [[7, 7]])
        let old = try await store.claimSecondFactorStep(accountID: id, step: 10)
        XCTAssertFalse(old, "the enrolment's own code cannot sign in again")
        let claims = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { try await open().claimSecondFactorStep(accountID: id, step: 11) }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        XCTAssertEqual(claims.filter { $0 }.count, 1, "one of eight concurrent uses of a code wins")
        let uses = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { try await open().useRecoveryCode(accountID: id, hash: [7, 7]) }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        XCTAssertEqual(uses.filter { $0 }.count, 1, "a recovery code works once")
        let unknown = try await store.useRecoveryCode(accountID: id, hash: [1, 1])
        XCTAssertFalse(unknown)
    }

    /// `body` on eight new connections at once; their answers.
    private func onEightConnections(_ body: @escaping @Sendable (any AccountStore) async throws -> Bool)
        async throws -> [Bool]
    {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { try await body(try await open()) } }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
    }

    func turningOffOrDeletingTheAccountTakesTheFactorAndItsCodes() async throws {
        let store = try await open()
        let id = try await store.createAccount(Self.newAccount("ada@x.io"))
        try await store.beginSecondFactor(accountID: id, sealedSecret: [1])
        _ = try await store.enableSecondFactor(accountID: id, step: 1, recoveryCodeHashes: [[1]])
        let removed = try await store.removeSecondFactor(accountID: id)
        XCTAssertTrue(removed)
        let gone = try await store.secondFactor(accountID: id)
        XCTAssertNil(gone)
        let codeAfterRemoval = try await store.useRecoveryCode(accountID: id, hash: [1])
        XCTAssertFalse(codeAfterRemoval)
        try await store.beginSecondFactor(accountID: id, sealedSecret: [2])
        _ = try await store.enableSecondFactor(accountID: id, step: 1, recoveryCodeHashes: [[2]])
        _ = try await store.deleteAccount(id: id)
        let again = try await store.createAccount(Self.newAccount("ada@x.io"))
        let fresh = try await store.secondFactor(accountID: again)
        XCTAssertNil(fresh, "a new account with the same email starts without a factor")
    }
}

final class SQLiteStoreContractTests: XCTestCase {
    private var contract: StoreContract!
    private var directory = ""

    override func setUp() async throws {
        directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/accounts.sqlite3"
        contract = StoreContract { try await SQLiteAccountStore.open(path: path) }
    }

    override func tearDown() { contract = nil }

    /// What an authenticator that can only verify will borrow: the local store's session and
    /// throttle parts, held as `any SessionStore` and `any ThrottleStore` alone, give the answers
    /// the whole store gives, and the session part names the store the session file must match.
    func testTheLocalStoresSessionAndThrottlePartsKeepTheContractOnTheirOwn() async throws {
        let local = try await SQLiteAccountStore.open(path: "\(directory)/local.sqlite3")
        let accountID = try await local.createAccount(StoreContract.newAccount("ada@x.io"))
        let sessions: any SessionStore = local
        let throttles: any ThrottleStore = local
        try await StoreContract.sessionRoundTripsExactly(in: sessions, accountID: accountID)
        try await StoreContract.throttleClaimsCountLockByThePolicyAndReset(in: throttles)
        let sessionStoreID = try await sessions.storeIdentifier()
        let wholeStoreID = try await local.storeIdentifier()
        XCTAssertEqual(sessionStoreID, wholeStoreID)
    }

    func testSecondFactorGoesFromWaitingToOnWithItsRecoveryCodesOnce() async throws {
        try await contract.secondFactorGoesFromWaitingToOnWithItsRecoveryCodesOnce()
    }
    func testFederatedSessionRoundTripsExactlyAndIsDeletedOnce() async throws {
        try await contract.federatedSessionRoundTripsExactlyAndIsDeletedOnce()
    }
    func testAStepAndARecoveryCodeCountOnceEvenWhenTriedTogether() async throws {
        try await contract.aStepAndARecoveryCodeCountOnceEvenWhenTriedTogether()
    }
    func testTurningOffOrDeletingTheAccountTakesTheFactorAndItsCodes() async throws {
        try await contract.turningOffOrDeletingTheAccountTakesTheFactorAndItsCodes()
    }
    func testCreatedAccountIsFoundByEmailKeyAndIdWithItsProfile() async throws {
        try await contract.createdAccountIsFoundByEmailKeyAndIdWithItsProfile()
    }
    func testTakenEmailKeyIsAlreadyRegisteredAndTheFirstAccountStaysUnchanged() async throws {
        try await contract.takenEmailKeyIsAlreadyRegisteredAndTheFirstAccountStaysUnchanged()
    }
    func testImportAddsEveryAccountOrNoneOnADuplicate() async throws {
        try await contract.importAddsEveryAccountOrNoneOnADuplicate()
    }
    func testAwkwardTextIsStoredLiterally() async throws { try await contract.awkwardTextIsStoredLiterally() }
    func testPasswordHashUpdateTouchesOnlyThatAccount() async throws {
        try await contract.passwordHashUpdateTouchesOnlyThatAccount()
    }
    func testDeletingAnAccountRemovesProfileAndEverySessionAndFreesTheEmail() async throws {
        try await contract.deletingAnAccountRemovesProfileAndEverySessionAndFreesTheEmail()
    }
    func testSessionRoundTripsExactlyAndCanBeMarkedUsedAndDeleted() async throws {
        try await contract.sessionRoundTripsExactlyAndCanBeMarkedUsedAndDeleted()
    }
    func testSessionForAMissingAccountIsRejected() async throws {
        try await contract.sessionForAMissingAccountIsRejected()
    }
    func testThrottleClaimsCountLockByThePolicyAndReset() async throws {
        try await contract.throttleClaimsCountLockByThePolicyAndReset()
    }
    func testTwentySimultaneousClaimsGetExactlyTheFreeAttempts() async throws {
        try await contract.twentySimultaneousClaimsGetExactlyTheFreeAttempts()
    }
    func testSessionsOfAnAccountAreRevokedAllOrAllButOne() async throws {
        try await contract.sessionsOfAnAccountAreRevokedAllOrAllButOne()
    }
    func testStoreIdentifierIsStableAcrossConnectionsAndFitsTheSessionFile() async throws {
        try await contract.storeIdentifierIsStableAcrossConnectionsAndFitsTheSessionFile()
    }
    func testTwentySimultaneousSignUpsOfOneEmailHaveExactlyOneWinner() async throws {
        try await contract.twentySimultaneousSignUpsOfOneEmailHaveExactlyOneWinner()
    }
    func testTenConcurrentFailuresOnSeparateConnectionsAreAllCounted() async throws {
        try await contract.tenConcurrentFailuresOnSeparateConnectionsAreAllCounted()
    }
    func testRightPasswordWrongCodeRoundsLockExactlyLikeWrongAnswersInARow() async throws {
        try await contract.rightPasswordWrongCodeRoundsLockExactlyLikeWrongAnswersInARow(directory: directory)
    }
    func testRememberedSessionWorksThroughTheServiceAndSignOutRevokesIt() async throws {
        try await contract.rememberedSessionWorksThroughTheServiceAndSignOutRevokesIt(
            sessionPath: "\(directory)/session")
    }
    func testRegistrationsAreThrottledPerOriginAndPerEmail() async throws {
        try await contract.registrationsAreThrottledPerOriginAndPerEmail()
    }
    func testAnAccountWhoseProfileCannotBeWrittenLeavesNothingAndTheEmailRegistersAgain() async throws {
        let path = "\(directory)/accounts.sqlite3"
        let writer = { (sql: String) throws -> Void in
            try SQLiteConnection(path: path, flags: 0x0000_0002).execute(sql)  // SQLITE_OPEN_READWRITE
        }
        try await contract.accountWhoseProfileCannotBeWrittenLeavesNothingAndTheEmailRegistersAgain(
            plantFault: {
                try writer(
                    "CREATE TRIGGER planted_fault BEFORE INSERT ON profiles BEGIN SELECT RAISE(ABORT, 'planted'); END"
                )
            },
            removeFault: { try writer("DROP TRIGGER planted_fault") },
            accountRows: { Int(try sqliteRows(path, "SELECT count(*) FROM accounts")[0][0]) ?? -1 })
    }
}

final class PostgresStoreContractTests: XCTestCase {
    private var contract: StoreContract!
    private var directory = ""

    override func setUp() async throws {
        let server = try PostgresTestServer.require()
        let conninfo = try await server.migratedDatabase()
        directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        contract = StoreContract { try await PostgresAccountStore.open(conninfo: conninfo) }
    }

    override func tearDown() { contract = nil }

    func testSecondFactorGoesFromWaitingToOnWithItsRecoveryCodesOnce() async throws {
        try await contract.secondFactorGoesFromWaitingToOnWithItsRecoveryCodesOnce()
    }
    func testFederatedSessionRoundTripsExactlyAndIsDeletedOnce() async throws {
        try await contract.federatedSessionRoundTripsExactlyAndIsDeletedOnce()
    }
    func testAStepAndARecoveryCodeCountOnceEvenWhenTriedTogether() async throws {
        try await contract.aStepAndARecoveryCodeCountOnceEvenWhenTriedTogether()
    }
    func testTurningOffOrDeletingTheAccountTakesTheFactorAndItsCodes() async throws {
        try await contract.turningOffOrDeletingTheAccountTakesTheFactorAndItsCodes()
    }
    func testCreatedAccountIsFoundByEmailKeyAndIdWithItsProfile() async throws {
        try await contract.createdAccountIsFoundByEmailKeyAndIdWithItsProfile()
    }
    func testTakenEmailKeyIsAlreadyRegisteredAndTheFirstAccountStaysUnchanged() async throws {
        try await contract.takenEmailKeyIsAlreadyRegisteredAndTheFirstAccountStaysUnchanged()
    }
    func testImportAddsEveryAccountOrNoneOnADuplicate() async throws {
        try await contract.importAddsEveryAccountOrNoneOnADuplicate()
    }
    func testAwkwardTextIsStoredLiterally() async throws { try await contract.awkwardTextIsStoredLiterally() }
    func testPasswordHashUpdateTouchesOnlyThatAccount() async throws {
        try await contract.passwordHashUpdateTouchesOnlyThatAccount()
    }
    func testDeletingAnAccountRemovesProfileAndEverySessionAndFreesTheEmail() async throws {
        try await contract.deletingAnAccountRemovesProfileAndEverySessionAndFreesTheEmail()
    }
    func testSessionRoundTripsExactlyAndCanBeMarkedUsedAndDeleted() async throws {
        try await contract.sessionRoundTripsExactlyAndCanBeMarkedUsedAndDeleted()
    }
    func testSessionForAMissingAccountIsRejected() async throws {
        try await contract.sessionForAMissingAccountIsRejected()
    }
    func testThrottleClaimsCountLockByThePolicyAndReset() async throws {
        try await contract.throttleClaimsCountLockByThePolicyAndReset()
    }
    func testTwentySimultaneousClaimsGetExactlyTheFreeAttempts() async throws {
        try await contract.twentySimultaneousClaimsGetExactlyTheFreeAttempts()
    }
    func testSessionsOfAnAccountAreRevokedAllOrAllButOne() async throws {
        try await contract.sessionsOfAnAccountAreRevokedAllOrAllButOne()
    }
    func testStoreIdentifierIsStableAcrossConnectionsAndFitsTheSessionFile() async throws {
        try await contract.storeIdentifierIsStableAcrossConnectionsAndFitsTheSessionFile()
    }
    func testTwentySimultaneousSignUpsOfOneEmailHaveExactlyOneWinner() async throws {
        try await contract.twentySimultaneousSignUpsOfOneEmailHaveExactlyOneWinner()
    }
    func testTenConcurrentFailuresOnSeparateConnectionsAreAllCounted() async throws {
        try await contract.tenConcurrentFailuresOnSeparateConnectionsAreAllCounted()
    }
    func testRightPasswordWrongCodeRoundsLockExactlyLikeWrongAnswersInARow() async throws {
        try await contract.rightPasswordWrongCodeRoundsLockExactlyLikeWrongAnswersInARow(directory: directory)
    }
    func testRememberedSessionWorksThroughTheServiceAndSignOutRevokesIt() async throws {
        try await contract.rememberedSessionWorksThroughTheServiceAndSignOutRevokesIt(
            sessionPath: "\(directory)/session")
    }
    func testRegistrationsAreThrottledPerOriginAndPerEmail() async throws {
        try await contract.registrationsAreThrottledPerOriginAndPerEmail()
    }
    func testAnAccountWhoseProfileCannotBeWrittenLeavesNothingAndTheEmailRegistersAgain() async throws {
        let server = try PostgresTestServer.require()
        let superuser = server.conninfo(database: "postgres")
        try await contract.accountWhoseProfileCannotBeWrittenLeavesNothingAndTheEmailRegistersAgain(
            plantFault: {
                try server.sql(
                    superuser,
                    """
                    CREATE FUNCTION authtui.planted_fault() RETURNS trigger LANGUAGE plpgsql
                        AS $$ BEGIN RAISE EXCEPTION 'planted'; END $$
                    """)
                try server.sql(
                    superuser,
                    """
                    CREATE TRIGGER planted_fault BEFORE INSERT ON authtui.profiles
                        FOR EACH ROW EXECUTE FUNCTION authtui.planted_fault()
                    """)
            },
            removeFault: { try server.sql(superuser, "DROP TRIGGER planted_fault ON authtui.profiles") },
            accountRows: {
                let rows = try server.sql(superuser, "SELECT count(*)::int8 FROM authtui.accounts")
                return Int(rows.first?.first?.integer ?? -1)
            })
    }
}

extension AccountError {
    /// Whether both are the same refusal, whatever its wait.
    fileprivate func isSameKind(as other: AccountError?) -> Bool {
        switch (self, other) {
        case (.tooManyAttempts, .tooManyAttempts?), (.lockedUntilUnlocked, .lockedUntilUnlocked?): true
        default: false
        }
    }
}
