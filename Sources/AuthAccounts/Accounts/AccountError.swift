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
        case .wrongCredentials: "Wrong email or password"
        case .wrongPassword: "Wrong password"
        case .emailAlreadyRegistered: "This email is already registered"
        case .tooManyAttempts(let seconds): "Too many attempts. Try again in \(Self.describeWait(seconds))"
        case .lockedUntilUnlocked: "Too many attempts. This account is locked until an operator unlocks it"
        case .notSignedIn: "You are not signed in"
        case .noSuchAccount: "no account has this email"
        case .noSuchSession: "the account has no session with this id"
        case .storeCorrupted(let detail): "The account database is damaged and was left untouched: \(detail)"
        case .storeReadOnly(let detail): "The account database is read-only: \(detail)"
        case .storeUnavailable(let detail): "The account store is unavailable: \(detail)"
        case .storeTooNew(let version):
            "The account database was written by a newer authtui (schema \(version)); update authtui"
        case .storeNeedsMigration: "the account store needs 'authtui store migrate'"
        case .hashingFailed: "Could not protect the password (not enough memory?)"
        case .wrongCode: "Wrong code"
        case .codeRequired: "Enter the code from your authenticator app"
        case .secondFactorUnavailable(let detail): "Two-factor sign-in is unavailable: \(detail)"
        case .secondFactorAlreadyOn: "Two-factor authentication is already on"
        case .accountCreatedButNotSignedIn(let reason):
            "Your account was created, but you could not be signed in (\(reason)). Sign in to continue"
        }
    }

    /// The field an error belongs under, if it is a field error.
    public var field: AccountField? {
        if case .invalidField(let error) = self { error.field } else { nil }
    }

    /// `30 s` under two minutes, otherwise whole minutes rounded up (`15 min`).
    static func describeWait(_ seconds: Int) -> String {
        let seconds = max(1, seconds)
        if seconds < 120 { return "\(seconds) s" }
        return "\((seconds + 59) / 60) min"
    }
}
