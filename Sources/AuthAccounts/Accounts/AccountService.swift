import AuthProcess

#if canImport(Glibc)
    import Glibc
#endif

/// The account backend the app talks to: sign-up (which also signs in), sign-in, sign-out,
/// delete with password confirmation, and auto-login from a remembered session.
///
/// Every method is `async` and runs on the service's own thread (`SerialThread`; the embedded
/// store's connection is used there too, and Argon2 runs on a private queue beside it), so a UI
/// run loop calling it keeps animating. Passwords are taken as
/// `String` for convenience: the service turns them into NFKC UTF-8 bytes in a buffer it wipes
/// (`sodium_memzero`) and keeps nothing; the caller's own `String` cannot be wiped by anyone, so a
/// password field should hand it over and drop it. All rules of `AccountRules` are applied here
/// again; failures are `AccountError`s whose `message` the UI can show as is.
public actor AccountService {
    /// Tunables; the defaults are the product's settings.
    public struct Configuration: Sendable {
        /// Argon2id cost for new hashes (older hashes are upgraded at the next sign-in).
        public var hashing: PasswordHasher.Limits
        public var throttle: ThrottlePolicy
        /// Registration attempts, per email and per origin (`RegistrationOrigin`).
        public var registrationThrottle: ThrottlePolicy
        /// The longest a remembered session lives, and the default (30 days): `--remember` may
        /// only shorten it.
        public static let longestSessionLifetime: Double = 30 * 24 * 60 * 60
        /// Absolute lifetime of a remembered session, in seconds (30 days).
        public var sessionLifetime: Double
        /// A remembered session unused this long (7 days) has expired too.
        public var sessionIdleLimit: Double
        /// The service's one clock (SQLite); a PostgreSQL store uses the server's clock instead.
        public var clock: any WallClock
        /// Called once for every password verification (a sign-in, a confirmation), before it
        /// runs: a seam for counting them, e.g. how many get past throttling.
        public var onVerification: (@Sendable () -> Void)?
        /// Told of every Argon2 computation the service runs (never the password or the salt): the
        /// seam that lets a test count the work behind a failed sign-in. The default does nothing.
        public var hashingObserver: @Sendable (HashingWork) -> Void
        /// Where this process's events come from (the security log's origin columns).
        public var origin: EventOrigin

        public init(
            hashing: PasswordHasher.Limits = .interactive, throttle: ThrottlePolicy = .standard,
            registrationThrottle: ThrottlePolicy = .registration,
            sessionLifetime: Double = longestSessionLifetime, sessionIdleLimit: Double = 7 * 24 * 60 * 60,
            clock: any WallClock = SystemWallClock(), onVerification: (@Sendable () -> Void)? = nil,
            hashingObserver: @escaping @Sendable (HashingWork) -> Void = { _ in },
            origin: EventOrigin = .current(environment: ProcessEnvironment.current)
        ) {
            self.origin = origin
            self.hashing = hashing
            self.throttle = throttle
            self.registrationThrottle = registrationThrottle
            self.sessionLifetime = sessionLifetime
            self.sessionIdleLimit = sessionIdleLimit
            self.clock = clock
            self.onVerification = onVerification
            self.hashingObserver = hashingObserver
        }
    }

    /// One Argon2 computation, as `Configuration.hashingObserver` sees it: what was done and with
    /// which parameters (`PasswordHasher.parameters(of:)`, e.g. `$argon2id$v=19$m=65536,t=2,p=1`).
    public enum HashingWork: Sendable, Equatable {
        /// A new hash (sign-up, the dummy hash, a re-hash after the limits changed).
        case hashed(parameters: String)
        /// A password checked against a stored hash (or, for an unknown email, the dummy hash).
        case verified(parameters: String)
    }

    /// File name of the embedded database inside the data directory.
    public static let databaseFileName = "accounts.sqlite3"
    /// File name of the remembered session inside the data directory.
    public static let sessionFileName = "session"

    /// The signed-in account (with its profile's username), or nil.
    public internal(set) var currentAccount: Account?
    /// What the last sign-in (by password, code or remembered session) should tell the person:
    /// when and where the one before it was, the failures and changes since (`SignInNotice`).
    public private(set) var lastSignInNotice: SignInNotice?
    /// Why the last `restoreSession()` did not log in from a session file that was there (nil when
    /// there was none or it worked); for a warning line, the user just logs in.
    public internal(set) var lastSessionRefusal: SessionRefusal?

    /// The account database (rows, ping). `sessions`, `throttles` and `factors` are this store
    /// too, held as their parts so the steps that use them depend on nothing else (an
    /// authenticator that only verifies will take them from the local store); the session file
    /// names the session store, and its clock stamps sessions and accounts.
    let store: any AccountStore
    let sessions: any SessionStore
    let federatedSessions: any FederatedSessionStore
    let throttles: any ThrottleStore
    let factors: any SecondFactorStore
    /// Whether the store is reached over a network (PostgreSQL) rather than a local file.
    public nonisolated let storeIsRemote: Bool
    let sessionFile: SessionFile?
    /// Who registers through this service, for the registration throttle.
    let origin: RegistrationOrigin
    let configuration: Configuration
    private let hasher: PasswordHasher
    /// A new thread for a service and its embedded store to share, as `ps -L` names it.
    public static func newThread() -> SerialThread { SerialThread(name: "authtui-accounts") }

    /// The thread the service runs on (its executor); blocking file I/O is done right there.
    let thread: SerialThread
    public nonisolated var unownedExecutor: UnownedSerialExecutor { thread.asUnownedSerialExecutor() }
    /// Where Argon2 runs, so a hash does not hold the service's thread.
    let work = WorkQueue(label: "authtui.accounts.hashing")
    private var dummyHash: String?
    var currentTokenHash: [UInt8]?
    /// The remembered federated sign-in this process signed in from or made (its token hash is
    /// `currentTokenHash`); nil for an account's session.
    var currentFederatedSession: StoredFederatedSession?
    /// A federated session `rememberedSignIn` found valid, with the session file's token (whose
    /// key seals its grant), until its authenticator takes it back
    /// (`acceptRememberedFederatedSignIn`) or refuses it.
    var pendingFederatedSession: (session: StoredFederatedSession, token: SessionToken)?
    /// The file whose key seals TOTP secrets (see `SecretSealer`); nil: two-factor is unavailable.
    var secondFactorKey: SecretSealer.KeyLocation?
    /// Throttled refusals counted but not written to the security log yet.
    private var refusalWindows = RefusalWindows()
    /// The challenge whose password claim has not been spent on a code yet: its first code is
    /// checked on that claim, every further code claims its own.
    var unansweredChallenge: SecondFactorChallenge?

    /// A service over any store; `sessionFile` nil means sessions are not remembered; `origin`
    /// is who registers through it (the Unix user unless sshd named a key: `SessionScope`);
    /// `thread` is where it runs (by default one of its own; give it the embedded store's so
    /// the two never hand work to each other). Only its own queue bounds its Argon2
    /// computations: `open` gives them the data directory's `HashingSlots` too.
    public init(
        store: any AccountStore, sessionFile: SessionFile?, origin: RegistrationOrigin = .unixUser,
        configuration: Configuration = Configuration(),
        thread: SerialThread = AccountService.newThread()
    ) {
        self.init(
            store: store, sessionFile: sessionFile, origin: origin, configuration: configuration,
            thread: thread,
            hashingSlots: nil)
    }

    /// The same, with `hashingSlots` bounding its Argon2 computations together with every other
    /// process's on the same data directory (nil: only its own queue does).
    public init(
        store: any AccountStore, sessionFile: SessionFile?, origin: RegistrationOrigin,
        configuration: Configuration, thread: SerialThread, hashingSlots: HashingSlots?
    ) {
        self.thread = thread
        self.origin = origin
        self.store = store
        self.sessions = store
        self.federatedSessions = store
        self.throttles = store
        self.factors = store
        // Asked of the store, not cast: a failing `is` costs a scan of every conformance in
        // the binary the first time, on the way to the first frame.
        self.storeIsRemote = store.isRemote
        self.sessionFile = sessionFile
        self.configuration = configuration
        self.hasher = PasswordHasher(limits: configuration.hashing, slots: hashingSlots)
    }

    /// What must stop the app before any screen: a store whose schema needs `authtui store
    /// migrate`, is newer than this authtui, or is damaged. A store that cannot be reached is
    /// not one (the Start screen's offline state and Retry handle that): nil.
    public func schemaProblem() async -> AccountError? {
        do {
            try await store.ping()
            return nil
        } catch {
            switch error {
            case .storeNeedsMigration, .storeTooNew, .storeCorrupted: return error
            default: return nil
            }
        }
    }

    /// Health check: throws unless the account store answers a trivial query.
    public func ping() async throws(AccountError) {
        try await store.ping()
    }

    /// Creates the account and its profile together, then signs in (and remembers the session).
    /// An empty `username` becomes `noname`. A taken email gives `.emailAlreadyRegistered` and
    /// changes nothing. Every attempt that gets past the input rules is counted, per email and
    /// per origin, before anything tells whether the email is taken (`registrationThrottle`), so
    /// the answer cannot be asked for list after list of emails (issue 26 #4).
    @discardableResult
    public func signUp(email: String, password: String, username: String? = nil) async throws(AccountError)
        -> Account
    {
        if let error = AccountRules.validateEmail(email) { throw .invalidField(error) }
        if let error = AccountRules.validateNewPassword(password, email: email, username: username ?? "") {
            throw .invalidField(error)
        }
        if let error = AccountRules.validateUsername(username ?? "") { throw .invalidField(error) }
        let emailKey = AccountRules.emailKey(email)
        try await claimAttempt(
            origin.throttleKey, step: "registration", policy: configuration.registrationThrottle)
        try await claimAttempt(
            RegistrationOrigin.throttleKey(email: emailKey), step: "registration",
            policy: configuration.registrationThrottle)
        let hasher = hasher
        let hash = try await work.run { () throws(AccountError) in
            try hasher.hash(UnicodeNormalization.compatibilityComposedBytes(password))
        }
        report(.hashed(parameters: PasswordHasher.parameters(of: hash)))
        let new = NewAccount(
            email: AccountRules.trimmedEmail(email), emailKey: emailKey,
            passwordHash: hash,
            username: AccountRules.storedUsername(username), createdAt: try await now())
        let id: Int64
        do {
            id = try await store.createAccount(new, recording: event(.registered, subject: new.emailKey))
        } catch {
            if error == .emailAlreadyRegistered {
                try? await store.record(
                    event(.registrationRefused, subject: new.emailKey, "already registered"))
            }
            throw error
        }
        lastSignInNotice = nil
        let account = Account(id: id, email: new.email, username: new.username)
        do {
            try await startSession(for: account)
        } catch {
            throw .accountCreatedButNotSignedIn(error.message)
        }
        return account
    }

    /// Signs in and remembers the session; an account with two-factor authentication on needs
    /// `beginSignIn` and a code instead (`.codeRequired`).
    @discardableResult
    public func signIn(email: String, password: String) async throws(AccountError) -> Account {
        switch try await beginSignIn(email: email, password: password) {
        case .signedIn(let account): return account
        case .needsCode: throw .codeRequired
        }
    }

    /// Checks the password: signed in (and remembered) at once, or, with two-factor
    /// authentication on, a challenge that `completeSignIn` answers with a code; the session is
    /// created only then. An unknown email and a wrong password both give `.wrongCredentials`
    /// after the same amount of work; a throttled email gives `.tooManyAttempts` without checking
    /// the password at all. The attempt is claimed (counted) before the password is verified, so
    /// parallel guesses cannot all be verified before the lock lands; only a complete sign-in
    /// (the last factor passed) clears the count: a right password with a code to follow keeps it.
    /// An account deleted while this sign-in ran is `.wrongCredentials` too.
    public func beginSignIn(email: String, password: String) async throws(AccountError) -> SignInStep {
        if let error = AccountRules.validateEmail(email) { throw .invalidField(error) }
        if let error = AccountRules.validatePasswordLength(password) { throw .invalidField(error) }
        let key = AccountRules.emailKey(email)
        let dummy = try await preparedDummyHash()
        let failures = try await claimAttempt(key, step: "password")
        let stored = try await store.account(emailKey: key)
        let check = try await verify(password, against: stored?.passwordHash ?? dummy)
        guard check.matches, let stored else {
            try await recordFailure(key, account: stored?.id, step: "password", failures: failures)
            throw .wrongCredentials
        }
        if let upgraded = check.upgradedHash {
            try await store.updatePasswordHash(
                accountID: stored.id, passwordHash: upgraded,
                recording: event(.passwordRehashed, account: stored.id, subject: key))
        }
        if try await factors.secondFactor(accountID: stored.id)?.isEnabled == true {
            // Not a sign-in yet: the failures stay, and this attempt's claim stays counted until
            // its first code answers it (issue 26 #1: clearing here let codes be guessed forever).
            let challenge = SecondFactorChallenge(
                account: stored.account, emailKey: key, issuedAt: configuration.clock.now())
            unansweredChallenge = challenge
            return .needsCode(challenge)
        }
        try await completeSignIn(stored.account, key: key, how: "password")
        do {
            try await startSession(for: stored.account)
        } catch {
            // Deleted between the check and the session (another terminal, an operator).
            if (try? await store.account(id: stored.id)) == .some(nil) {
                currentAccount = nil
                throw .wrongCredentials
            }
            throw error
        }
        return .signedIn(stored.account)
    }

    /// Replaces the signed-in account's password after checking the current one: new rules
    /// apply to `newPassword`; every other session of the account is revoked in the same step,
    /// this one continues.
    public func changePassword(current: String, new newPassword: String) async throws(AccountError) {
        guard let account = currentAccount else { throw .notSignedIn }
        if let error = AccountRules.validateNewPassword(
            newPassword, email: account.email, username: account.username)
        {
            throw .invalidField(error)
        }
        let stored = try await reauthenticate(current)
        let hasher = hasher
        let hash = try await work.run { () throws(AccountError) in
            try hasher.hash(UnicodeNormalization.compatibilityComposedBytes(newPassword))
        }
        try await store.updatePasswordHash(
            accountID: stored.id, passwordHash: hash,
            recording: event(.passwordChanged, account: stored.id, subject: stored.emailKey))
        _ = try await sessions.deleteSessions(
            accountID: stored.id, keeping: currentTokenHash,
            recording: event(
                .sessionsRevoked, account: stored.id, subject: stored.emailKey, "password changed"))
    }

    /// Revokes every remembered session of the signed-in account, this terminal's included,
    /// and signs out here.
    public func signOutEverywhere() async throws(AccountError) {
        guard let account = currentAccount else { throw .notSignedIn }
        currentAccount = nil
        currentTokenHash = nil
        await removeSessionFile()
        _ = try await sessions.deleteSessions(
            accountID: account.id, keeping: nil,
            recording: event(
                .sessionsRevoked, account: account.id, subject: account.emailKey, "log out everywhere"))
    }

    /// The signed-in account if its own session is still valid in the store (not revoked, not
    /// expired, the account not deleted), nil otherwise (and then signed out here). Never reads
    /// the session file: another terminal of the same user may have written another account's.
    public func checkCurrentSession() async throws(AccountError) -> Account? {
        guard let account = currentAccount else { return nil }
        guard let tokenHash = currentTokenHash else {
            // Sessions are not remembered: the account itself must still be there.
            if try await store.account(id: account.id) == nil { currentAccount = nil }
            return currentAccount
        }
        let now = try await now()
        guard let session = try await sessions.session(tokenHash: tokenHash), session.accountID == account.id,
            isCurrent(expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, at: now),
            try await store.account(id: account.id) != nil
        else {
            currentAccount = nil
            currentTokenHash = nil
            await removeSessionFile()
            return nil
        }
        return account
    }

    /// Forgets the signed-in account and revokes its remembered session (row and file). Local
    /// state is cleared even when the store cannot be reached; the error then says so.
    public func signOut() async throws(AccountError) {
        let tokenHash = currentTokenHash
        let account = currentAccount
        let federated = currentFederatedSession
        currentAccount = nil
        currentTokenHash = nil
        currentFederatedSession = nil
        await removeSessionFile()
        if let federated {
            try await federatedSessions.deleteFederatedSession(
                tokenHash: federated.tokenHash, recording: event(.sessionRevoked, of: federated, "log out"))
        }
        if let tokenHash, let account {
            try await sessions.deleteSession(
                tokenHash: tokenHash,
                recording: event(.sessionRevoked, account: account.id, subject: account.emailKey, "log out"))
        }
    }

    /// Deletes the signed-in account after checking `password` (re-authentication): account,
    /// profile and every session go in one transaction, the email can register again. A wrong
    /// password gives `.wrongPassword` (and counts toward throttling); nothing is deleted.
    public func deleteAccount(password: String) async throws(AccountError) {
        let stored = try await reauthenticate(password)
        _ = try await store.deleteAccount(
            id: stored.id, recording: event(.accountDeleted, account: stored.id, subject: stored.emailKey))
        currentAccount = nil
        currentTokenHash = nil
        await removeSessionFile()
    }

    /// Checks that `password` is the signed-in account's (a page that asks for the password
    /// again). Throttled and counted like a sign-in; changes nothing else.
    public func confirmPassword(_ password: String) async throws(AccountError) {
        _ = try await reauthenticate(password)
    }

    /// Re-authentication before a sensitive action: the signed-in account's stored row if
    /// `password` matches, `.wrongPassword` (counted toward throttling) otherwise.
    /// With `clearsFailures` false (a code follows) a right password leaves the count as it is.
    func reauthenticate(_ password: String, clearsFailures: Bool = true) async throws(AccountError)
        -> StoredAccount
    {
        guard let account = currentAccount else { throw .notSignedIn }
        if let error = AccountRules.validatePasswordLength(password) { throw .invalidField(error) }
        guard let stored = try await store.account(id: account.id) else {
            try await signOut()
            throw .notSignedIn
        }
        let failures = try await claimAttempt(stored.emailKey, step: "re-authentication")
        guard try await verify(password, against: stored.passwordHash).matches else {
            try await recordFailure(
                stored.emailKey, account: stored.id, step: "re-authentication", failures: failures)
            throw .wrongPassword
        }
        if clearsFailures {
            try await throttles.resetThrottle(
                key: stored.emailKey,
                recording: event(.identityConfirmed, account: stored.id, subject: stored.emailKey, "password")
            )
        }
        return stored
    }

    /// Auto-login: signs in from the remembered session if it is valid; returns nil (and sets
    /// `lastSessionRefusal` when a file was there) if the user must log in. A refused, expired or
    /// revoked session file is removed, and so is another authenticator's remembered sign-in
    /// (`.anotherSignInMethod`: only `rememberedSignIn` hands one to its authenticator). Throws
    /// only for storage failures.
    @discardableResult
    public func restoreSession() async throws(AccountError) -> Account? {
        switch try await restoreRemembered(acceptsAccountSessions: true) {
        case .account(let account): return account
        case .federated:
            // Another authenticator's remembered sign-in: only that authenticator takes it back.
            try await refuseRememberedFederatedSignIn(
                .anotherSignInMethod, detail: SessionRefusal.anotherSignInMethodDetail)
            return nil
        case .none: return nil
        }
    }

    /// What the session file led to: an account signed in, a federated sign-in waiting for its
    /// authenticator (`pendingFederatedSession`), or nothing (`lastSessionRefusal` says why when a
    /// file was there).
    enum Remembered {
        case account(Account)
        case federated(StoredFederatedSession, grant: [UInt8]?)
        case none
    }

    /// `acceptsAccountSessions` false: an account's session is refused (`.anotherSignInMethod`,
    /// the file and the row removed), for a login whose authenticator is not the store's.
    func restoreRemembered(acceptsAccountSessions: Bool) async throws(AccountError) -> Remembered {
        lastSessionRefusal = nil
        pendingFederatedSession = nil
        guard let sessionFile else { return .none }
        let storeID = try await sessions.storeIdentifier()
        let reading = sessionFile.read(expectedStoreID: storeID)
        let token: SessionToken
        switch reading {
        case .absent: return .none
        case .refused(let refusal):
            lastSessionRefusal = refusal
            return .none
        case .token(let found): token = found
        }
        let tokenHash = token.storedHash
        let now = try await now()
        guard let session = try await sessions.session(tokenHash: tokenHash),
            Sodium.equalInConstantTime(session.tokenHash, tokenHash)
        else { return try await restoreFederated(token, at: now) }
        guard acceptsAccountSessions else {
            let subject = (try? await store.account(id: session.accountID))??.emailKey ?? ""
            try await sessions.deleteSession(
                tokenHash: tokenHash,
                recording: event(
                    .sessionRevoked, account: session.accountID, subject: subject,
                    "refused: this login signs in another way"))
            return await refuse(.anotherSignInMethod)
        }
        guard isCurrent(expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, at: now) else {
            let subject = (try? await store.account(id: session.accountID))??.emailKey ?? ""
            try await sessions.deleteSession(
                tokenHash: tokenHash,
                recording: event(.sessionExpired, account: session.accountID, subject: subject))
            return await refuse(.expired)
        }
        guard let stored = try await store.account(id: session.accountID) else {
            return await refuse(.unknownToken)
        }
        lastSignInNotice = try await notice(for: stored.id, subject: stored.emailKey)
        try await sessions.markSessionUsed(
            tokenHash: tokenHash, at: now,
            recording: event(.sessionUsed, account: stored.id, subject: stored.emailKey, "remembered session")
        )
        currentAccount = stored.account
        currentTokenHash = tokenHash
        currentFederatedSession = nil
        return .account(stored.account)
    }

    /// What signing in from the remembered session came to, with what the person is told.
    public enum RememberedSignIn: Sendable {
        /// Signed in from the session file; `notice` is `lastSignInNotice`.
        case signedIn(Account, notice: SignInNotice?)
        /// A sign-in another authenticator decided, valid here: that authenticator takes it back
        /// (`acceptRememberedFederatedSignIn`) or refuses it (`refuseRememberedFederatedSignIn`).
        case federated(FederatedSignIn)
        /// The person logs in; `refusal` is `lastSessionRefusal` (why a session file that was
        /// there did not count). A storage failure ends here too, with none.
        case logIn(refusal: SessionRefusal?)
    }

    /// `restoreSession()` and what it leaves to say, in one call: a caller on another thread (the
    /// launch, before its first frame) waits for this thread once instead of twice (issue 25).
    /// `acceptsAccountSessions` false: a login whose authenticator is not the store's refuses an
    /// account's session (`.anotherSignInMethod`).
    public func rememberedSignIn(acceptsAccountSessions: Bool = true) async -> RememberedSignIn {
        switch try? await restoreRemembered(acceptsAccountSessions: acceptsAccountSessions) {
        case .account(let account)?: return .signedIn(account, notice: lastSignInNotice)
        case .federated(let session, let grant)?: return .federated(FederatedSignIn(session, grant: grant))
        case .none?, nil: return .logIn(refusal: lastSessionRefusal)
        }
    }

    // MARK: Steps

    func refuse(_ refusal: SessionRefusal) async -> Remembered {
        lastSessionRefusal = refusal
        await removeSessionFile()
        return .none
    }

    /// Claims one attempt on `key` (counted before any verification) and returns the failures it
    /// makes if it fails; throws while the key is locked, after recording the refusal (`step`
    /// says what was refused). `policy` nil: the sign-in throttle.
    @discardableResult
    func claimAttempt(_ key: String, step: String, policy: ThrottlePolicy? = nil) async throws(AccountError)
        -> Int
    {
        let claim = try await throttles.claimAttempt(
            key: key, at: configuration.clock.now(), policy: policy ?? configuration.throttle)
        switch claim {
        case .allowed(let record):
            // The refusals counted before this attempt go in before whatever it records.
            if let counted = refusalWindows.close(key) { try await recordRefusals(counted) }
            return record.failures
        case .refused(let seconds):
            let wait = Int(min(seconds, 1e6).rounded(.up))
            try await recordRefusal(key, "\(step); \(wait) s left")
            throw .tooManyAttempts(retryAfterSeconds: wait)
        case .lockedUntilUnlocked:
            try await recordRefusal(key, "\(step); locked until unlocked")
            throw .lockedUntilUnlocked
        }
    }

    /// A throttled refusal of `key`, written as `RefusalWindows` decides (at once, or counted).
    private func recordRefusal(_ key: String, _ detail: String) async throws(AccountError) {
        for counted in refusalWindows.refusal(of: key, detail: detail, at: configuration.clock.now()) {
            try await recordRefusals(counted)
        }
    }

    private func recordRefusals(_ counted: RefusalWindows.Count) async throws(AccountError) {
        try await store.record(event(.throttled, subject: counted.subject, counted.eventDetail))
    }

    /// Writes the throttled refusals counted and not written yet, each subject's as one event
    /// (`RefusalWindows`): call it before the service goes, so no count is lost.
    public func recordCountedRefusals() async throws(AccountError) {
        for counted in refusalWindows.closeAll() { try await recordRefusals(counted) }
    }

    /// Records a wrong answer at `step`: `locked` when it was the failure that needs an operator.
    func recordFailure(_ key: String, account: Int64?, step: String, failures: Int) async throws(AccountError)
    {
        let locks = failures >= configuration.throttle.operatorLockFailures
        try await store.record(
            event(
                locks ? .locked : .signInFailed, account: account, subject: key,
                "\(step); failure \(failures)"))
    }

    /// The last factor passed: the notice for the person is read (from the log before this
    /// sign-in), then the failures are cleared with the sign-in's own event.
    func completeSignIn(_ account: Account, key: String, how: String) async throws(AccountError) {
        lastSignInNotice = try await notice(for: account.id, subject: key)
        try await throttles.resetThrottle(
            key: key, recording: event(.signedIn, account: account.id, subject: key, how))
    }

    /// Records a decision another authenticator made (an OpenID provider's sign-in, its refusal,
    /// a cancelled wait) in this store's security log, from this process's origin: `subject` is
    /// who it concerns in that authenticator's terms, `detail` a short phrase, never a token.
    public func recordDecision(
        _ kind: SecurityEvent.Kind, subject: String, authenticator: String, detail: String
    ) async throws(AccountError) {
        var recorded = event(kind, subject: subject, detail)
        recorded.authenticator = authenticator
        try await store.record(recorded)
    }

    /// A `SecurityEvent` from this process, stamped by the service's clock (a PostgreSQL store
    /// stamps its own).
    func event(_ kind: SecurityEvent.Kind, account: Int64? = nil, subject: String, _ detail: String = "")
        -> SecurityEvent
    {
        SecurityEvent(
            kind: kind, accountID: account, subject: subject, origin: configuration.origin,
            authenticator: "accounts", detail: detail, time: configuration.clock.now())
    }

    /// What the account's log says since its previous sign-in.
    private func notice(for accountID: Int64, subject: String) async throws(AccountError) -> SignInNotice {
        var notice = SignInNotice(
            recentEvents: try await store.recentEvents(
                accountID: accountID, subject: subject, limit: SignInNotice.eventsRead))
        notice.now = configuration.clock.now()
        return notice
    }

    /// Now, by the service's clock: what a person is told times from (`today 17:02`).
    public nonisolated func wallTime() -> Double { configuration.clock.now() }

    /// Now, by the session store's clock (the server's for PostgreSQL, the service's for SQLite).
    func now() async throws(AccountError) -> Double {
        try await sessions.currentTime(fallback: configuration.clock.now())
    }

    /// Whether a stored session may still be used at `now`: neither past its absolute end nor
    /// idle too long. Values that are not finite, or an end further away than a fresh session
    /// gets, are never trusted.
    func isCurrent(expiresAt: Double, lastUsedAt: Double, at now: Double) -> Bool {
        let left = expiresAt - now
        let idle = now - lastUsedAt
        return left.isFinite && idle.isFinite && left > 0 && left <= configuration.sessionLifetime
            && idle < configuration.sessionIdleLimit
    }

    private func preparedDummyHash() async throws(AccountError) -> String {
        if let dummyHash { return dummyHash }
        let hasher = hasher
        let made = try await work.run { () throws(AccountError) in try hasher.makeDummyHash() }
        report(.hashed(parameters: PasswordHasher.parameters(of: made)))
        dummyHash = made
        return made
    }

    /// Verifies off the caller's thread; on a match with outdated limits, also re-hashes (the
    /// password bytes exist only inside this one closure and are wiped when it ends).
    func verify(_ password: String, against storedHash: String) async throws(AccountError)
        -> (matches: Bool, upgradedHash: String?)
    {
        let hasher = hasher
        configuration.onVerification?()
        report(.verified(parameters: PasswordHasher.parameters(of: storedHash)))
        let checked = try await work.run {
            () throws(AccountError) -> (matches: Bool, upgradedHash: String?) in
            let bytes = UnicodeNormalization.compatibilityComposedBytes(password)
            guard hasher.verify(bytes, against: storedHash) else { return (false, nil) }
            return (true, hasher.needsRehash(storedHash) ? try? hasher.hash(bytes) : nil)
        }
        if let upgraded = checked.upgradedHash {
            report(.hashed(parameters: PasswordHasher.parameters(of: upgraded)))
        }
        return checked
    }

    private func report(_ work: HashingWork) {
        configuration.hashingObserver(work)
    }

    /// Replaces any current session with a new one for `account` (row first, then file; if the
    /// file cannot be written the row is revoked again, nobody is signed in, and the error surfaces).
    func startSession(for account: Account) async throws(AccountError) {
        try await endReplacedSession()
        guard let sessionFile else {
            currentAccount = account
            return
        }
        let token = SessionToken.generate()
        let now = try await now()
        let tokenHash = token.storedHash
        try await sessions.insertSession(
            StoredSession(
                tokenHash: tokenHash, accountID: account.id, createdAt: now, lastUsedAt: now,
                expiresAt: now + configuration.sessionLifetime, origin: configuration.origin.summary),
            recording: event(.sessionRemembered, account: account.id, subject: account.emailKey))
        let storeID = try await sessions.storeIdentifier()
        do {
            try sessionFile.write(token, storeID: storeID)
        } catch {
            try? await sessions.deleteSession(
                tokenHash: tokenHash,
                recording: event(
                    .sessionRevoked, account: account.id, subject: account.emailKey,
                    "the session file could not be written"))
            throw error
        }
        currentAccount = account
        currentTokenHash = tokenHash
    }

    func removeSessionFile() async {
        guard let sessionFile else { return }
        sessionFile.remove()
    }
}
