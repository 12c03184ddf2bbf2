/// A signed-in person as the app shows them: the account's id, the email as they typed it at
/// sign-up, and the profile's username.
///
/// The username is never empty: an account registered without one is called `noname` (as the
/// ancestor app did). It may contain any printable text, so views must still sanitise it before drawing.
public struct Account: Sendable, Equatable, Hashable {
    /// Store-assigned identifier; never reused after a delete.
    public let id: Int64
    /// The email exactly as given at sign-up (trimmed); uniqueness lives in a normalized key.
    public let email: String
    /// The profile's display name (`noname` when none was given).
    public let username: String

    public init(id: Int64, email: String, username: String) {
        self.id = id
        self.email = email
        self.username = username
    }
}

extension Account {
    /// What the host calls the person: the username, or the email for an account registered
    /// without one (stored as `noname`, as the ancestor app kept it).
    public var nameToGreet: String { username == AccountRules.defaultUsername ? email : username }

    /// The normalized email the store keys the account by (`AccountRules.emailKey`).
    var emailKey: String { AccountRules.emailKey(email) }
}
