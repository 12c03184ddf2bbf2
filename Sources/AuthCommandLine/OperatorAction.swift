import AuthDomain

/// One thing an operator can do from the command line (`authtui accounts unlock EMAIL`,
/// `authtui store migrate`): the word after the subcommand, its argument and a summary.
///
/// The table is data, so the parser, `--help`, the manual page and the bash completion all read
/// the same rows; adding an action is one row here and one handler in the executable.
public struct OperatorAction: Sendable, Equatable, Hashable {
    /// `.accounts`, `.store` or `.audit`.
    public let subcommand: Subcommand
    public let name: String
    /// The argument's placeholder (`EMAIL`), nil when it takes none.
    public let argumentName: String?
    public let summary: Message

    public init(subcommand: Subcommand, name: String, argumentName: String?, summary: Message) {
        self.subcommand = subcommand
        self.name = name
        self.argumentName = argumentName
        self.summary = summary
    }

    /// `authtui accounts show EMAIL`.
    public var usage: String { "\(subcommand.usage) \(name)" + (argumentName.map { " \($0)" } ?? "") }

    public static let table: [OperatorAction] = [
        OperatorAction(
            subcommand: .accounts, name: "list", argumentName: nil,
            summary: Message(
                "operator.accounts.list",
                "one line per account: id, email, username, sessions, failures, lock")),
        OperatorAction(
            subcommand: .accounts, name: "show", argumentName: "EMAIL",
            summary: Message("operator.accounts.show", "the same line for one account")),
        OperatorAction(
            subcommand: .accounts, name: "unlock", argumentName: "EMAIL",
            summary: Message("operator.accounts.unlock", "clear the email's failed attempts and its lock")),
        OperatorAction(
            subcommand: .accounts, name: "revoke", argumentName: "EMAIL",
            summary: Message(
                "operator.accounts.revoke",
                "end every remembered session of the account (one with --session ID)")),
        OperatorAction(
            subcommand: .accounts, name: "sessions", argumentName: "EMAIL",
            summary: Message(
                "operator.accounts.sessions",
                "the account's remembered sessions: id, created, last used, expires, where from")),
        OperatorAction(
            subcommand: .accounts, name: "reset-2fa", argumentName: "EMAIL",
            summary: Message(
                "operator.accounts.reset-2fa",
                "turn the account's two-factor authentication off (a lost phone)")),
        OperatorAction(
            subcommand: .accounts, name: "delete", argumentName: "EMAIL",
            summary: Message(
                "operator.accounts.delete", "delete the account, its profile and sessions (asks unless --yes)"
            )),
        OperatorAction(
            subcommand: .store, name: "migrate", argumentName: nil,
            summary: Message(
                "operator.store.migrate", "create or upgrade the store's schema, as the role that owns it")),
        OperatorAction(
            subcommand: .audit, name: "verify", argumentName: nil,
            summary:
                Message(
                    "operator.audit.verify",
                    "recompute the security log's hash chain; name the first event altered, removed or inserted"
                )),
        OperatorAction(
            subcommand: .audit, name: "list", argumentName: nil,
            summary: Message(
                "operator.audit.list",
                "print the security log, one event per line (--account, --since, --json)")),
        OperatorAction(
            subcommand: .audit, name: "follow", argumentName: nil,
            summary: Message(
                "operator.audit.follow",
                "print events as they are written, for fail2ban or a log shipper (Ctrl-C ends)")),
        OperatorAction(
            subcommand: .audit, name: "prune", argumentName: nil,
            summary: Message(
                "operator.audit.prune",
                "retention: remove the events before --before TIME; the rest still verifies")),
    ]

    /// The actions of one subcommand, in table order.
    public static func actions(of subcommand: Subcommand) -> [OperatorAction] {
        table.filter { $0.subcommand == subcommand }
    }

    /// Resolves the words after an operator subcommand (`show ada@x.io`).
    static func resolve(_ subcommand: Subcommand, words: [String]) throws(LaunchError) -> (
        OperatorAction, String?
    ) {
        let names = actions(of: subcommand).map(\.name)
        guard let word = words.first, let action = actions(of: subcommand).first(where: { $0.name == word })
        else {
            throw .unknownAction(subcommand: subcommand.usage, expected: names)
        }
        let rest = Array(words.dropFirst())
        switch (action.argumentName, rest.count) {
        case (nil, 0): return (action, nil)
        case (.some, 1): return (action, rest[0])
        case (.some, 0): throw .missingArgument(usage: action.usage)
        default: throw .unexpectedArgument(rest[action.argumentName == nil ? 0 : 1])
        }
    }
}
