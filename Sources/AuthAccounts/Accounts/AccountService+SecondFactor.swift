/// What a password check led to.
public enum SignInStep: Sendable, Equatable {
    /// Signed in and remembered.
    case signedIn(Account)
    /// Two-factor authentication is on: a code (or a recovery code) must follow.
    case needsCode(SecondFactorChallenge)
}

/// A password that was right, for an account whose second factor must follow within
/// `SecondFactorChallenge.lifetime`. Only the service makes one.
public struct SecondFactorChallenge: Sendable, Equatable {
    /// Seconds a right password stays good for its code.
    public static let lifetime: Double = 300

    public let account: Account
    let emailKey: String
    let issuedAt: Double
}

/// What the enrolment sheet shows: the key as base32 for typing, the key URI, and its QR code.
public struct SecondFactorEnrolment: Sendable, Equatable {
    public let secret: String
    public let keyURI: String
    public let qrCode: QRCode
}

extension AccountService {
    /// Where the key that seals TOTP secrets lives (set by `open`; see `SecretSealer.keyLocation`).
    public func useSecondFactorKey(_ location: SecretSealer.KeyLocation?) {
        secondFactorKey = location
    }

    /// Whether the signed-in account has two-factor authentication on.
    public func hasSecondFactor() async throws(AccountError) -> Bool {
        guard let account = currentAccount else { throw .notSignedIn }
        return try await factors.secondFactor(accountID: account.id)?.isEnabled == true
    }

    /// Starts turning two-factor authentication on for the signed-in account, once `password`
    /// is its password (throttled like a sign-in; `.wrongPassword` otherwise): a fresh secret,
    /// stored sealed but off until `confirmSecondFactor` gets a code for it. Without the password
    /// anyone at an unlocked screen could enrol their own phone and lock the owner out.
    public func beginSecondFactorEnrolment(password: String) async throws(AccountError)
        -> SecondFactorEnrolment
    {
        _ = try await reauthenticate(password)
        guard let account = currentAccount else { throw .notSignedIn }
        let sealer = try sealer(creating: true)
        let secret = Sodium.randomBytes(20)
        // Before anything is stored or logged: without Nettle no code could ever confirm it.
        let totp = try TOTP(secret: secret)
        try await factors.beginSecondFactor(
            accountID: account.id, sealedSecret: sealer.seal(secret),
            recording: event(.secondFactorPending, account: account.id, subject: account.emailKey))
        let uri = totp.keyURI(accountName: account.email)
        guard let qrCode = QRCode(uri) else {
            throw .storeUnavailable(
                QRCode.isAvailable
                    ? "the key URI does not fit in a QR code"
                    : "libqrencode cannot be loaded, so no QR code can be drawn")
        }
        return SecondFactorEnrolment(secret: Base32.encode(secret), keyURI: uri, qrCode: qrCode)
    }

    /// Turns the factor on once `code` is a current code for the enrolment's secret; returns the
    /// ten recovery codes, shown once and stored only as hashes. A wrong code gives `.wrongCode`.
    public func confirmSecondFactor(code: String) async throws(AccountError) -> [String] {
        guard let account = currentAccount else { throw .notSignedIn }
        guard let factor = try await factors.secondFactor(accountID: account.id), !factor.isEnabled else {
            throw .secondFactorAlreadyOn
        }
        let totp = try TOTP(secret: openSecret(factor))
        guard let step = totp.matchingStep(for: code, at: configuration.clock.now()) else { throw .wrongCode }
        let codes = RecoveryCodes.make()
        guard
            try await factors.enableSecondFactor(
                accountID: account.id, step: step, recoveryCodeHashes: codes.map(RecoveryCodes.hash),
                recording: event(.secondFactorOn, account: account.id, subject: account.emailKey))
        else { throw .secondFactorAlreadyOn }
        return codes
    }

    /// Answers a sign-in's challenge: a current TOTP code not used before, or an unused recovery
    /// code (spent by it). Wrong codes count toward the same throttle as wrong passwords; only a
    /// right code clears the count and starts (and remembers) the session.
    @discardableResult
    public func completeSignIn(_ challenge: SecondFactorChallenge, code: String) async throws(AccountError)
        -> Account
    {
        let now = configuration.clock.now()
        guard now - challenge.issuedAt <= SecondFactorChallenge.lifetime else { throw .wrongCredentials }
        // Claimed before it is checked, like a password: parallel guesses all count. The first
        // code of a challenge answers the password's own claim, so one round of "right password,
        // wrong code" is one failure, as a wrong password is.
        var failures: Int?
        if unansweredChallenge == challenge {
            unansweredChallenge = nil
        } else {
            failures = try await claimAttempt(challenge.emailKey, step: "code")
        }
        guard try await codeIsRight(code, accountID: challenge.account.id, subject: challenge.emailKey) else {
            var counted = failures ?? 0
            if failures == nil { counted = try await throttles.throttle(key: challenge.emailKey).failures }
            try await recordFailure(
                challenge.emailKey, account: challenge.account.id, step: "code", failures: counted)
            throw .wrongCode
        }
        try await completeSignIn(challenge.account, key: challenge.emailKey, how: "password and code")
        try await startSession(for: challenge.account)
        return challenge.account
    }

    /// Re-authentication on a page that asks again: the password and, with the factor on, a code.
    /// One claim covers both, and only both right clear the failures: a right password with a
    /// wrong code is one failure, exactly as a wrong password is.
    public func confirmIdentity(password: String, code: String?) async throws(AccountError) {
        let stored = try await reauthenticate(password, clearsFailures: false)
        var how = "password"
        if try await factors.secondFactor(accountID: stored.id)?.isEnabled == true {
            guard let code, try await codeIsRight(code, accountID: stored.id, subject: stored.emailKey) else {
                let failures = try await throttles.throttle(key: stored.emailKey).failures
                try await recordFailure(
                    stored.emailKey, account: stored.id, step: "re-authentication code", failures: failures)
                throw .wrongCode
            }
            how = "password and code"
        }
        try await throttles.resetThrottle(
            key: stored.emailKey,
            recording: event(.identityConfirmed, account: stored.id, subject: stored.emailKey, how))
    }

    /// Turns two-factor authentication off: it needs the password and a current code.
    public func turnOffSecondFactor(password: String, code: String) async throws(AccountError) {
        try await confirmIdentity(password: password, code: code)
        guard let account = currentAccount else { throw .notSignedIn }
        _ = try await factors.removeSecondFactor(
            accountID: account.id,
            recording: event(.secondFactorOff, account: account.id, subject: account.emailKey))
    }

    private func codeIsRight(_ code: String, accountID: Int64, subject: String) async throws(AccountError)
        -> Bool
    {
        guard let factor = try await factors.secondFactor(accountID: accountID), factor.isEnabled else {
            return false
        }
        if RecoveryCodes.looksLikeRecoveryCode(code) {
            return try await factors.useRecoveryCode(
                accountID: accountID, hash: RecoveryCodes.hash(code),
                recording: event(.recoveryCodeUsed, account: accountID, subject: subject))
        }
        let totp = try TOTP(secret: openSecret(factor))
        guard let step = totp.matchingStep(for: code, at: configuration.clock.now()) else { return false }
        // A step at or before the last one used is a replay, however right the code.
        return try await factors.claimSecondFactorStep(accountID: accountID, step: step)
    }

    private func openSecret(_ factor: StoredSecondFactor) throws(AccountError) -> [UInt8] {
        guard let secret = try sealer(creating: false).unseal(factor.sealedSecret) else {
            throw .secondFactorUnavailable(
                "the two-factor key does not open this account's secret (a wrong key file?)")
        }
        return secret
    }

    /// The sealer for this service's key; the default key (in the data directory) is made when
    /// first needed, a key named by `AUTHTUI_TOTP_KEY_FILE` must be there already.
    private func sealer(creating: Bool) throws(AccountError) -> SecretSealer {
        guard let key = secondFactorKey else {
            throw .secondFactorUnavailable("no key file is configured")
        }
        return try SecretSealer.load(path: key.path, create: creating && key.createsWhenMissing)
    }
}
