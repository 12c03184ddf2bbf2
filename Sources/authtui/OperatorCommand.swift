import AuthCommandLine
import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// `authtui accounts …`, `authtui store migrate` and `authtui audit …`: operator actions on the
/// store named by `--store` (or `AUTHTUI_STORE`), else the embedded one in `--data-dir`. One
/// handler per row of `OperatorAction.table`; a new action is a row there and a case here.
/// Statuses: 0 done, 1 no such account, not confirmed, or a broken security log, 2 usage, 3 the
/// store failed; errors are one line on stderr.
@MainActor
enum OperatorCommand {
    static func run(_ options: LaunchOptions, action: OperatorAction, argument: String?) -> Int32 {
        let location = options.store ?? .embedded(dataDirectory: options.dataDirectory)
        let name = "\(action.subcommand.usage) \(action.name)"
        let outcome = Blocking.run { () async -> Result<([String], Int32), AccountError> in
            do throws(AccountError) {
                if action.subcommand == .audit {
                    return .success(try await AuditCommand.perform(action, options, location))
                }
                return .success((try await perform(action, argument: argument ?? "", options, location), 0))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let (lines, status)):
            for line in lines { print(line) }
            return status
        case .failure(.noSuchAccount):
            writeError(
                Message("operator.error.no-such-account", "%1$s: no account has the email %2$s")(
                    name, OperatorText.escaped(argument ?? "")))
            return 1
        case .failure(.noSuchSession):
            writeError(
                Message("operator.error.no-such-session", "%1$s: %2$s has no session %3$s")(
                    name, OperatorText.escaped(argument ?? ""), options.sessionIdentifier ?? ""))
            return 1
        case .failure(.notSignedIn):
            writeError(
                Message("operator.error.not-confirmed", "%1$s: not confirmed; nothing was deleted")(name))
            return 1
        case .failure(let error):
            writeError("\(name): \(error.message)")
            return 3
        }
    }

    private nonisolated static func perform(
        _ action: OperatorAction, argument email: String, _ options: LaunchOptions, _ location: StoreLocation
    ) async throws(AccountError) -> [String] {
        switch (action.subcommand, action.name) {
        case (.store, "migrate"):
            if options.store == nil { try DataDirectory.prepareForOperator(options.dataDirectory) }
            return [try await AccountAdministration.migrate(location, grantTo: options.grantRoles)]
        case (.accounts, "list"):
            let administration = try await AccountAdministration.open(location)
            return try await administration.list().map(administration.line)
        case (.accounts, "show"):
            let administration = try await AccountAdministration.open(location)
            return [administration.line(try await administration.show(email))]
        case (.accounts, "unlock"):
            try await AccountAdministration.open(location).unlock(email)
            return [Message("operator.unlocked", "unlocked %1$s")(OperatorText.escaped(email))]
        case (.accounts, "revoke"):
            if let identifier = options.sessionIdentifier {
                try await AccountAdministration.open(location).revokeSession(email, identifier: identifier)
                return [
                    Message("operator.revoked-session", "revoked session %1$s of %2$s")(
                        identifier, OperatorText.escaped(email))
                ]
            }
            let count = try await AccountAdministration.open(location).revoke(email)
            return [
                PluralMessage(
                    "operator.revoked-sessions", one: "revoked %1$d session of %2$s",
                    other: "revoked %1$d sessions of %2$s")(count, OperatorText.escaped(email))
            ]
        case (.accounts, "sessions"):
            return try await AccountAdministration.open(location).sessions(email).map(SessionLine.text)
        case (.accounts, "reset-2fa"):
            let removed = try await AccountAdministration.open(location).resetSecondFactor(email)
            let who = OperatorText.escaped(email)
            return [
                removed
                    ? Message("operator.second-factor-off", "two-factor authentication is off for %1$s")(who)
                    : Message("operator.no-second-factor", "%1$s had no second factor")(who)
            ]
        case (.accounts, "delete"):
            let administration = try await AccountAdministration.open(location)
            let account = try await administration.show(email)
            guard options.assumeYes || confirmed(account.email) else { throw .notSignedIn }
            try await administration.delete(email)
            return [Message("operator.deleted", "deleted %1$s")(OperatorText.escaped(account.email))]
        default:
            throw .storeUnavailable("\(action.usage) has no handler")
        }
    }

    /// Asks on the terminal (never stdin, which a script may feed) for the email typed again.
    private nonisolated static func confirmed(_ email: String) -> Bool {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        let prompt = Array(
            Message(
                "operator.delete-confirm",
                "Delete %1$s, its profile and its sessions? Type the email to confirm: "
            )(OperatorText.escaped(email)).utf8)
        _ = prompt.withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        while read(tty, &byte, 1) == 1, byte != UInt8(ascii: "\n"), answer.count < 1024 {
            answer.append(byte)
        }
        let typed = String(decoding: answer, as: UTF8.self)
        return AccountRules.emailKey(typed) == AccountRules.emailKey(email)
    }
}
