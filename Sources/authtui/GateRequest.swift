import AuthCommandLine
import AuthDomain
import AuthLogin
import AuthTUI

/// What a person reaching `authtui run` over SSH can ask the gate itself, by the command they give
/// ssh (`ssh -t HOST logout`): under `ForceCommand` sshd never runs it but passes it on as
/// `SSH_ORIGINAL_COMMAND`. A remembered session belongs to the client's key and signs in with the
/// key alone, so the person needs a way to see it and end it without a logged-in screen.
enum GateRequest: Equatable {
    /// `whoami`: who this key's remembered session signs in, and until when.
    case whoami
    /// `logout`: end this key's session; the next connection asks again.
    case logout
    /// `logout-everywhere`: end every session of the account, on every key and terminal.
    case logoutEverywhere
    /// Any other command: refused with the words that work (nothing else runs).
    case unknown(String)

    static let words = "whoami, logout or logout-everywhere"
    /// The most of an unknown command the refusal quotes back, in characters: the client chooses
    /// it, and 100 KB of it came back whole (issue 44 #8).
    static let longestQuote = 60

    /// The request in `SSH_ORIGINAL_COMMAND`, nil when the client asked for nothing.
    init?(environment: [String: String]) {
        guard let text = environment["SSH_ORIGINAL_COMMAND"]?.trimmingWhitespace(), !text.isEmpty else {
            return nil
        }
        switch text {
        case "whoami": self = .whoami
        case "logout": self = .logout
        case "logout-everywhere": self = .logoutEverywhere
        default: self = .unknown(text)
        }
    }

    /// Does what was asked on the remembered session and says so in one line: status 0, 1 when
    /// no session is remembered for this key, 2 for an unknown word, 3 when the store failed.
    @MainActor
    static func answer(_ request: GateRequest, _ options: LaunchOptions) -> Int32 {
        if case .unknown(let text) = request {
            let quoted = TextSanitizer.displayableExcerpt(text, atMost: longestQuote)
            writeError(
                Message(
                    "gate.unknown-request",
                    "authtui run: '%1$s' is not something this gate does; "
                        + "connect without a command to sign in, or give %2$s")(quoted, words))
            return 2
        }
        guard let service = openAccountStore(options, name: "authtui run") else { return 3 }
        let authenticator = GateCommand.authenticator(options, service: service)
        let outcome = PlainLogin.untilDone { () async -> Result<String?, AccountError> in
            do throws(AccountError) {
                guard
                    case .signedIn(let identity) = await RememberedLogin.signIn(
                        service: service, authenticator: authenticator)
                else { return .success(nil) }
                let who = describe(identity)
                // An OpenID provider's sign-in has this key's session only: there is no account
                // whose other sessions `logout-everywhere` could end.
                let federated = identity.account == nil
                switch request {
                case .whoami:
                    let end =
                        federated
                        ? await service.federatedSessionEnd
                        : try await service.rememberedSessions().first(where: \.isThisOne)?.expiresAt
                    guard let end else {
                        return .success(
                            Message("gate.whoami", "Signed in as %1$s by this key's remembered session")(who))
                    }
                    return .success(
                        Message(
                            "gate.whoami.until",
                            "Signed in as %1$s by this key's remembered session until %2$s")(
                                who, OperatorText.utc(end)))
                case .logout:
                    return .success(try await endThisKeysSession(identity, service, authenticator))
                case .logoutEverywhere:
                    if federated {
                        return .success(try await endThisKeysSession(identity, service, authenticator))
                    }
                    try await service.signOutEverywhere()
                    return .success(
                        Message(
                            "gate.logged-out-everywhere",
                            "Ended every session of %1$s, on every key and terminal")(
                                who))
                case .unknown:
                    return .success(nil)
                }
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let line?):
            print(line)
            return 0
        case .success(nil):
            print(
                Message(
                    "gate.no-session",
                    "No session is remembered for this key; connect without a command to sign in"
                ).text)
            return 1
        case .failure(let error):
            writeError("authtui run: \(error.message)")
            return 3
        }
    }

    /// Ends this key's remembered session: the authenticator first ends what it holds (an OpenID
    /// provider's grant is revoked, or said on standard error not to be), then the store's
    /// session ends regardless. The line that says so.
    @MainActor
    private static func endThisKeysSession(
        _ identity: Identity, _ service: AccountService, _ authenticator: (any Authenticator)?
    ) async throws(AccountError) -> String {
        if let notEnded = await authenticator?.signOut(identity) { writeError("authtui run: " + notEnded) }
        try await service.signOut()
        return Message("gate.logged-out", "Ended this key's session of %1$s; the next connection asks again")(
            describe(identity))
    }

    /// `Ada <ada@x.io>` (an OpenID provider's person: `Ada Lovelace <ada>`, the user claim),
    /// escaped as the TUI shows stored text.
    static func describe(_ identity: Identity) -> String {
        "\(TextSanitizer.displayable(identity.displayName)) <\(TextSanitizer.displayable(identity.user))>"
    }

    /// A remembered session signed in with nothing drawn: one line saying who (and, over SSH, how
    /// to end it), then the sign-in's notice, on standard error (the terminal), before the command.
    static func tellRemembered(_ identity: Identity) {
        let overSSH = !(ProcessEnvironment.current["SSH_CONNECTION"] ?? "").isEmpty
        writeError(
            overSSH
                ? Message(
                    "gate.remembered.over-ssh",
                    "authtui run: signed in as %1$s by a remembered session (`ssh -t HOST logout` ends it)")(
                        describe(identity))
                : Message("gate.remembered", "authtui run: signed in as %1$s by a remembered session")(
                    describe(identity)))
        for line in identity.notice { writeError("authtui run: \(TextSanitizer.displayable(line))") }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
