#if canImport(Glibc)
    import Glibc
#endif

/// The account backend the app talks to: sign-up (which also signs in), sign-in, sign-out,
/// delete with password confirmation, and auto-login from a remembered session.
///
/// Every method is `async` and does its blocking work elsewhere (Argon2 on a private queue, SQLite
/// on the store's queue), so a UI run loop calling it keeps animating. Passwords are taken as
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
        /// Absolute lifetime of a remembered session, in seconds (30 days).
        public var sessionLifetime: Double
        public var clock: any WallClock
        /// Told of every Argon2 computation the service runs (never the password or the salt): the
        /// seam that lets a test count the work behind a failed sign-in. The default does nothing.
        public var hashingObserver: @Sendable (HashingWork) -> Void

        public init(
            hashing: PasswordHasher.Limits = .interactive, throttle: ThrottlePolicy = .standard,
            sessionLifetime: Double = 30 * 24 * 60 * 60, clock: any WallClock = SystemWallClock(),
            hashingObserver: @escaping @Sendable (HashingWork) -> Void = { _ in }
        ) {
            self.hashing = hashing
            self.throttle = throttle
            self.sessionLifetime = sessionLifetime
            self.clock = clock
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
    /// Why the last `restoreSession()` did not log in from a session file that was there (nil when
    /// there was none or it worked); for a warning line, the user just logs in.
    public private(set) var lastSessionRefusal: SessionRefusal?

    let store: any AccountStore
    let sessionFile: SessionFile?
    let configuration: Configuration
    private let hasher: PasswordHasher
    let work = WorkQueue(label: "authtui.accounts.work")
    private var dummyHash: String?
    var currentTokenHash: [UInt8]?
    /// The file whose key seals TOTP secrets (see `SecretSealer`); nil: two-factor is unavailable.
    var secondFactorKey: SecretSealer.KeyLocation?

    /// A service over any store; `sessionFile` nil means sessions are not remembered.
    public init(
        store: any AccountStore, sessionFile: SessionFile?, configuration: Configuration = Configuration()
    ) {
        self.store = store
        self.sessionFile = sessionFile
        self.configuration = configuration
        self.hasher = PasswordHasher(limits: configuration.hashing)
    }

    /// The embedded default: `accounts.sqlite3` and `session` in `dataDirectory`, which is created
    /// (mode 0700) if missing. An existing database that cannot be used is reported, never replaced.
    public static func openDefault(dataDirectory: String, configuration: Configuration = Configuration())
        async throws(AccountError) -> AccountService
    {
        try DataDirectory.prepare(dataDirectory)
        let store = try await SQLiteAccountStore.open(path: "\(dataDirectory)/\(databaseFileName)")
        let service = AccountService(
            store: store, sessionFile: SessionFile(path: "\(dataDirectory)/\(sessionFileName)"),
            configuration: configuration)
        await service.useSecondFactorKey(
            SecretSealer.keyLocation(dataDirectory: dataDirectory, environment: ProcessEnvironment.current))
        return service
    }

    /// Health check: throws unless the account store answers a trivial query.
    public func ping() async throws(AccountError) {
        try await store.ping()
    }

    /// Creates the account and its profile together, then signs in (and remembers the session).
    /// An empty `username` becomes `noname`. A taken email gives `.emailAlreadyRegistered` and
    /// changes nothing.
    @discardableResult
    public func signUp(email: String, password: String, username: String? = nil) async throws(AccountError)
        -> Account
    {
        if let error = AccountRules.validateEmail(email) { throw .invalidField(error) }
        if let error = AccountRules.validateNewPassword(password, email: email, username: username ?? "") {
            throw .invalidField(error)
        }
        if let error = AccountRules.validateUsername(username ?? "") { throw .invalidField(error) }
        let hasher = hasher
        let hash = try await work.run { () throws(AccountError) in
            try hasher.hash(UnicodeNormalization.compatibilityComposedBytes(password))
        }
        report(.hashed(parameters: PasswordHasher.parameters(of: hash)))
        let new = NewAccount(
            email: AccountRules.trimmedEmail(email), emailKey: AccountRules.emailKey(email),
            passwordHash: hash,
            username: AccountRules.storedUsername(username), createdAt: configuration.clock.now())
        let id = try await store.createAccount(new)
        let account = Account(id: id, email: new.email, username: new.username)
        try await startSession(for: account)
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
    /// the password at all.
    public func beginSignIn(email: String, password: String) async throws(AccountError) -> SignInStep {
        if let error = AccountRules.validateEmail(email) { throw .invalidField(error) }
        if let error = AccountRules.validatePasswordLength(password) { throw .invalidField(error) }
        let key = AccountRules.emailKey(email)
        let throttle = try await checkThrottle(key)
        let dummy = try await preparedDummyHash()
        let stored = try await store.account(emailKey: key)
        let check = try await verify(password, against: stored?.passwordHash ?? dummy)
        guard check.matches, let stored else {
            _ = try await store.recordFailure(
                emailKey: key, at: configuration.clock.now(), policy: configuration.throttle)
            throw .wrongCredentials
        }
        if throttle.failures > 0 { try await store.resetThrottle(emailKey: key) }
        if let upgraded = check.upgradedHash {
            try await store.updatePasswordHash(accountID: stored.id, passwordHash: upgraded)
        }
        if try await store.secondFactor(accountID: stored.id)?.isEnabled == true {
            return .needsCode(
                SecondFactorChallenge(
                    account: stored.account, emailKey: key, issuedAt: configuration.clock.now()))
        }
        try await startSession(for: stored.account)
        return .signedIn(stored.account)
    }

    /// Forgets the signed-in account and revokes its remembered session (row and file). Local
    /// state is cleared even when the store cannot be reached; the error then says so.
    public func signOut() async throws(AccountError) {
        let tokenHash = currentTokenHash
        currentAccount = nil
        currentTokenHash = nil
        await removeSessionFile()
        if let tokenHash { try await store.deleteSession(tokenHash: tokenHash) }
    }

    /// Deletes the signed-in account after checking `password` (re-authentication): account,
    /// profile and every session go in one transaction, the email can register again. A wrong
    /// password gives `.wrongPassword` (and counts toward throttling); nothing is deleted.
    public func deleteAccount(password: String) async throws(AccountError) {
        let stored = try await reauthenticate(password)
        _ = try await store.deleteAccount(id: stored.id)
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
    func reauthenticate(_ password: String) async throws(AccountError) -> StoredAccount {
        guard let account = currentAccount else { throw .notSignedIn }
        if let error = AccountRules.validatePasswordLength(password) { throw .invalidField(error) }
        guard let stored = try await store.account(id: account.id) else {
            try await signOut()
            throw .notSignedIn
        }
        let throttle = try await checkThrottle(stored.emailKey)
        guard try await verify(password, against: stored.passwordHash).matches else {
            _ = try await store.recordFailure(
                emailKey: stored.emailKey, at: configuration.clock.now(), policy: configuration.throttle)
            throw .wrongPassword
        }
        if throttle.failures > 0 { try await store.resetThrottle(emailKey: stored.emailKey) }
        return stored
    }

    /// Auto-login: signs in from the remembered session if it is valid; returns nil (and sets
    /// `lastSessionRefusal` when a file was there) if the user must log in. A refused, expired or
    /// revoked session file is removed. Throws only for storage failures.
    @discardableResult
    public func restoreSession() async throws(AccountError) -> Account? {
        lastSessionRefusal = nil
        guard let sessionFile else { return nil }
        let storeID = try await store.storeIdentifier()
        let reading = try await work.run { sessionFile.read(expectedStoreID: storeID) }
        let token: SessionToken
        switch reading {
        case .absent: return nil
        case .refused(let refusal):
            lastSessionRefusal = refusal
            return nil
        case .token(let found): token = found
        }
        let tokenHash = token.storedHash
        let now = configuration.clock.now()
        guard let session = try await store.session(tokenHash: tokenHash),
            Sodium.equalInConstantTime(session.tokenHash, tokenHash)
        else { return await refuse(.unknownToken) }
        guard session.expiresAt > now else {
            try await store.deleteSession(tokenHash: tokenHash)
            return await refuse(.expired)
        }
        guard let stored = try await store.account(id: session.accountID) else {
            return await refuse(.unknownToken)
        }
        try await store.markSessionUsed(tokenHash: tokenHash, at: now)
        currentAccount = stored.account
        currentTokenHash = tokenHash
        return stored.account
    }

    // MARK: Steps

    private func refuse(_ refusal: SessionRefusal) async -> Account? {
        lastSessionRefusal = refusal
        await removeSessionFile()
        return nil
    }

    /// Throws `.tooManyAttempts` while `key` is locked; returns the record otherwise.
    func checkThrottle(_ key: String) async throws(AccountError) -> ThrottleRecord {
        let record = try await store.throttle(emailKey: key)
        let remaining = record.lockedUntil - configuration.clock.now()
        if remaining > 0 { throw .tooManyAttempts(retryAfterSeconds: Int(remaining.rounded(.up))) }
        return record
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
    /// file cannot be written the row is revoked again and the error surfaces).
    func startSession(for account: Account) async throws(AccountError) {
        if let previous = currentTokenHash {
            currentTokenHash = nil
            try await store.deleteSession(tokenHash: previous)
        }
        currentAccount = account
        guard let sessionFile else { return }
        let token = SessionToken.generate()
        let now = configuration.clock.now()
        let tokenHash = token.storedHash
        try await store.insertSession(
            StoredSession(
                tokenHash: tokenHash, accountID: account.id, createdAt: now, lastUsedAt: now,
                expiresAt: now + configuration.sessionLifetime))
        let storeID = try await store.storeIdentifier()
        do {
            try await work.run { () throws(AccountError) in try sessionFile.write(token, storeID: storeID) }
        } catch {
            try? await store.deleteSession(tokenHash: tokenHash)
            throw error
        }
        currentTokenHash = tokenHash
    }

    private func removeSessionFile() async {
        guard let sessionFile else { return }
        _ = try? await work.run { sessionFile.remove() }
    }
}
