extension Identity {
    /// The attribute that holds the id of the built-in store's account behind an identity.
    public static let accountIDAttribute = "account.id"

    /// The identity of an account of the built-in store, with the notice its sign-in produced:
    /// the email is the login name, the profile's username the name to greet them by.
    public init(account: Account, notice: SignInNotice? = nil) {
        self.init(
            user: account.email, displayName: account.username, authenticator: AccountAuthenticator.name,
            abilities: .accountStore, attributes: [Self.accountIDAttribute: String(account.id)])
        self.notice = notice?.lines ?? []
    }

    /// The built-in store's account behind this identity; nil for an identity from elsewhere.
    /// Rebuilt from the login name, the display name and the id `init(account:notice:)` keeps.
    public var account: Account? {
        guard let id = attributes[Self.accountIDAttribute].flatMap({ Int64($0) }) else { return nil }
        return Account(id: id, email: user, username: displayName)
    }
}

extension Identity.Abilities {
    /// Everything the built-in account store offers.
    public static let accountStore: Identity.Abilities = [
        .rememberedSessions, .changePassword, .deleteAccount, .secondFactor, .confirmIdentity,
    ]
}
