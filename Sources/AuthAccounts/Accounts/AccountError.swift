import AuthText

/// Everything an account operation can refuse or fail with, each with the sentence the UI shows.
///
/// Sign-in deliberately has one case, `wrongCredentials`, for an unknown email and a wrong password
/// alike (no account-existence oracle); storage problems are separate cases so the app can tell
/// "you typed something wrong" from "the database is broken" (the latter should stop the app with
/// the message, never recreate the database).
public enum AccountError: Error, Sendable, Equatable {
    /// An input broke a rule; show `message` under `field.field`.
    case invalidField(FieldError)
    /// Sign-in failed: unknown email or wrong password (indistinguishable on purpose).
    case wrongCredentials
    /// The password typed to confirm a sensitive action (delete) is not the account's.
    case wrongPassword
    /// Sign-up with an email whose normalized key is taken; nothing was changed.
    case emailAlreadyRegistered
    /// Too many consecutive failures for this email; no attempt is made until the wait is over.
    case tooManyAttempts(retryAfterSeconds: Int)
    /// 100 consecutive failures: refused until an operator runs `authtui accounts unlock`.
    case lockedUntilUnlocked
    /// The operation needs a signed-in account and there is none.
    case notSignedIn
    /// An operator named an email no account has.
    case noSuchAccount
    /// An operator named a session the account does not have (`accounts revoke EMAIL --session ID`).
    case noSuchSession
    /// The account database exists but is damaged or is not an authtui database; it was left untouched.
    case storeCorrupted(String)
    /// The account database (or its folder) cannot be written.
    case storeReadOnly(String)
    /// The account store cannot be reached or opened (missing permissions, I/O error, server down).
    case storeUnavailable(String)
    /// The database was written by a newer version of authtui with a schema this one does not know.
    case storeTooNew(version: Int)
    /// The PostgreSQL schema is missing or older than this authtui; the app never creates or
    /// changes it (its role cannot): an operator runs `authtui store migrate`.
    case storeNeedsMigration
    /// libsodium could not hash (usually: the system refused the memory the hash needs).
    case hashingFailed
    /// A two-factor code (or recovery code) that is wrong, already used, or out of its window.
    case wrongCode
    /// Two-factor codes cannot be checked here: the key that seals TOTP secrets is missing,
    /// unreadable or not the one they were sealed with, or Nettle cannot be loaded.
    case secondFactorUnavailable(String)
    /// The account has two-factor authentication on: sign in with `beginSignIn` and a code.
    case codeRequired
    /// Two-factor authentication is already on (enrol again only after turning it off).
    case secondFactorAlreadyOn
    /// Sign-up stored the account, but starting its session failed (a full disk, the store gone
    /// between the two writes): the account exists, so the person signs in instead of retrying.
    case accountCreatedButNotSignedIn(String)

    /// The sentence the UI shows.
    public var message: String {
        switch self {
        case .invalidField(let error): error.message
        case .wrongCredentials: Message("error.wrong-credentials", "Wrong email or password").text
        case .wrongPassword: Message("error.wrong-password", "Wrong password").text
        case .emailAlreadyRegistered:
            Message("error.email-registered", "This email is already registered").text
        case .tooManyAttempts(let seconds):
            Self.tryAgainIn(Self.describeWait(seconds))
        case .lockedUntilUnlocked:
            Message(
                "error.locked", "Too many attempts. This account is locked until an operator unlocks it"
            ).text
        case .notSignedIn: Message("error.not-signed-in", "You are not signed in").text
        case .noSuchAccount: Message("error.no-such-account", "no account has this email").text
        case .noSuchSession: Message("error.no-such-session", "the account has no session with this id").text
        case .storeCorrupted(let detail):
            Message("error.store-corrupted", "The account database is damaged and was left untouched: %1$s")(
                detail)
        case .storeReadOnly(let detail):
            Message("error.store-read-only", "The account database is read-only: %1$s")(detail)
        case .storeUnavailable(let detail):
            Message("error.store-unavailable", "The account store is unavailable: %1$s")(detail)
        case .storeTooNew(let version):
            Message(
                "error.store-too-new",
                "The account database was written by a newer authtui (schema %1$s); update authtui"
            )(version)
        case .storeNeedsMigration:
            Message("error.store-needs-migration", "the account store needs 'authtui store migrate'").text
        case .hashingFailed:
            Message("error.hashing-failed", "Could not protect the password (not enough memory?)").text
        case .wrongCode: Message("error.wrong-code", "Wrong code").text
        case .codeRequired: Message("error.code-required", "Enter the code from your authenticator app").text
        case .secondFactorUnavailable(let detail):
            Message("error.second-factor-unavailable", "Two-factor sign-in is unavailable: %1$s")(detail)
        case .secondFactorAlreadyOn:
            Message("error.second-factor-on", "Two-factor authentication is already on").text
        case .accountCreatedButNotSignedIn(let reason):
            Message(
                "error.created-not-signed-in",
                "Your account was created, but you could not be signed in (%1$s). Sign in to continue")(
                    reason)
        }
    }

    /// The field an error belongs under, if it is a field error.
    public var field: AccountField? {
        if case .invalidField(let error) = self { error.field } else { nil }
    }

    /// `tooManyAttempts`' sentence, with the wait (`describeWait`).
    static let tryAgainIn = Message("error.too-many-attempts", "Too many attempts. Try again in %1$s")
    /// A wait under two minutes, in seconds.
    static let waitSeconds = Message("time.seconds", "%1$s s")
    /// A longer wait, in whole minutes.
    static let waitMinutes = Message("time.minutes", "%1$s min")

    /// `30 s` under two minutes, otherwise whole minutes rounded up (`15 min`).
    static func describeWait(_ seconds: Int) -> String {
        let seconds = max(1, seconds)
        if seconds < 120 { return waitSeconds(seconds) }
        return waitMinutes((seconds + 59) / 60)
    }
}
