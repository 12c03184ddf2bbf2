/// What a host action reaches: the account service, the account signed in, and the host it
/// runs on (its notice line, signing out, the secret page).
@MainActor
public struct HostSession {
    public let service: AccountService
    /// The account store's account signed in (nil for an identity from elsewhere, such as PAM).
    public let account: Account?
    /// Whether the sign-in is another party's remembered by the store (an OpenID provider's:
    /// `Identity.federation`), which logging out ends as it ends an account's session.
    public let isFederated: Bool
    /// Signs out here and returns to the Start screen, which shows the problem, if any.
    let signOut: @MainActor (_ problem: String?) async -> Void
    /// A line the host shows under its greeting (`Password changed…`), or a problem in red.
    let tell: @MainActor (_ line: String, _ isProblem: Bool) -> Void
    let openSecretPage: @MainActor () async -> Void
}

/// One thing the signed-in host offers: a button on the host, a numbered choice on the line,
/// and the conversation it opens (drawn by the same renderers as the login, so an action has no
/// view code). Offered only when the identity has its `ability`.
public struct HostAction: Sendable {
    public let id: String
    public let label: Message
    /// What the identity must be allowed (empty: everyone signed in).
    public let ability: Identity.Abilities
    public let isDestructive: Bool
    /// Whether the line mode offers it (the secret page, a navigator over part of a screen, has
    /// no line form).
    public let hasLineForm: Bool
    /// What the line mode says when it signed the person out (`Logged out`).
    public let farewell: Message?
    /// The conversation that carries it out.
    let conversation: @MainActor @Sendable (HostSession) -> any Conversation

    /// The actions' ids (a host button's id; `LoggedInPresenter.open`).
    public enum ID {
        public static let logOut = "logOut"
        public static let changePassword = "changePassword"
        public static let twoFactor = "twoFactor"
        public static let sessions = "sessions"
        public static let logOutEverywhere = "logOutEverywhere"
        public static let secretPage = "secretPage"
        public static let delete = "delete"
    }

    /// The host's actions in the order they are offered (the full screen sets them three a row:
    /// signing out and the account, then its settings, then two-factor authentication); the
    /// first has focus.
    public static let all: [HostAction] = [
        HostAction(
            id: ID.logOut, label: Message("host.log-out", "Log out"),
            farewell: Message("host.logged-out", "Logged out")
        ) { session in
            Immediately { await logOut(session) }
        },
        HostAction(
            id: ID.delete, label: Message("host.delete-account", "Delete account"), ability: .deleteAccount,
            isDestructive: true,
            farewell: Message("host.account-deleted", "The account is deleted")
        ) {
            DeleteAccount($0)
        },
        HostAction(
            id: ID.secretPage, label: Message("host.secret-page", "Secret page"), ability: .confirmIdentity,
            hasLineForm: false
        ) {
            session in
            Immediately { await session.openSecretPage() }
        },
        HostAction(
            id: ID.changePassword, label: Message("host.change-password", "Change password"),
            ability: .changePassword
        ) {
            ChangePassword($0)
        },
        HostAction(
            id: ID.sessions, label: Message("host.sessions", "Sessions"), ability: .rememberedSessions,
            farewell: Message("host.logged-out", "Logged out")
        ) {
            Sessions($0)
        },
        HostAction(
            id: ID.logOutEverywhere, label: Message("host.log-out-everywhere", "Log out everywhere"),
            ability: .rememberedSessions,
            farewell: Message("host.logged-out-everywhere", "Logged out everywhere")
        ) { session in
            Immediately { await logOutEverywhere(session) }
        },
        HostAction(
            id: ID.twoFactor, label: Message("host.two-factor", "Two-factor authentication"),
            ability: .secondFactor
        ) {
            TwoFactor($0)
        },
    ]

    init(
        id: String, label: Message, ability: Identity.Abilities = [], isDestructive: Bool = false,
        hasLineForm: Bool = true, farewell: Message? = nil,
        conversation: @escaping @MainActor @Sendable (HostSession) -> any Conversation
    ) {
        self.farewell = farewell
        self.id = id
        self.label = label
        self.ability = ability
        self.isDestructive = isDestructive
        self.hasLineForm = hasLineForm
        self.conversation = conversation
    }

    /// `Log out`: revokes the remembered session (an account's, or a provider's sign-in the
    /// store remembered), then back to the Start screen. An identity from elsewhere (PAM) has
    /// no session in the store to revoke: the store's own remembered session, if any, is someone
    /// else's sign-in and stays.
    private static func logOut(_ session: HostSession) async {
        guard session.account != nil || session.isFederated else { return await session.signOut(nil) }
        await signOut(
            session,
            notRevoked: Message(
                "host.session-not-revoked", "Logged out here, but the session could not be revoked: %1$s")
        ) { (service) throws(AccountError) in try await service.signOut() }
    }

    /// `Log out everywhere`: revokes every remembered session of the account (other terminals
    /// and machines too), then back to the Start screen.
    private static func logOutEverywhere(_ session: HostSession) async {
        await signOut(
            session,
            notRevoked: Message(
                "host.others-not-revoked",
                "Logged out here, but the other sessions could not be revoked: %1$s")
        ) { (service) throws(AccountError) in try await service.signOutEverywhere() }
    }

    /// Revokes with `revoke`, then signs out here whatever the store said: the local sign-in is
    /// gone even when the store cannot revoke, and the Start screen says so (`notRevoked`).
    private static func signOut(
        _ session: HostSession, notRevoked: Message,
        _ revoke: @MainActor (AccountService) async throws(AccountError) -> Void
    ) async {
        var problem: String?
        do {
            try await revoke(session.service)
        } catch {
            problem = notRevoked(error.message)
        }
        await session.signOut(problem)
    }
}

/// An action that asks nothing: it runs and is over.
@MainActor
private final class Immediately: Conversation {
    private let run: @MainActor () async -> Void

    init(_ run: @escaping @MainActor () async -> Void) { self.run = run }

    func begin() async -> ConversationTurn {
        await run()
        return .cancelled
    }
    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .cancelled }
    func back(from stepID: String) async -> ConversationTurn { .cancelled }
}

/// The prompts and choices the host's steps share.
private enum HostStep {
    static func password(
        _ label: String = Message("prompt.password", "Password").text,
        id: String = AccountField.password.rawValue
    ) -> Prompt {
        Prompt(id: id, label: label, kind: .secret, maxLength: AccountRules.passwordMaximumLength, value: "")
    }
    static var code: Prompt {
        Prompt(
            id: AccountField.code.rawValue, label: Message("prompt.code", "Code").text, maxLength: 24,
            value: "")
    }
    static var checking: String { Message("choice.checking", "Checking").text }
    static var cancel: Choice {
        Choice(id: "cancel", label: Message("choice.cancel", "Cancel").text, backsOut: true)
    }

    /// Asks `step` again with `errors` under their prompts: what was typed stays, but for a
    /// refused secret or code, emptied (`emptying`, all of them unless told).
    static func refused(
        _ step: ConversationStep, _ errors: [String: String], emptying: Set<String>? = nil
    ) -> ConversationTurn {
        var step = step
        let emptied = emptying ?? Set(errors.keys)
        for index in step.prompts.indices {
            step.prompts[index].value = emptied.contains(step.prompts[index].id) ? "" : nil
        }
        return .ask(step, StepFeedback(errors: errors))
    }
}

/// `Delete account`: the password confirms it (Enter in its field presses `Delete`); a wrong
/// one deletes nothing and says so under the emptied field.
@MainActor
private final class DeleteAccount: Conversation {
    private let session: HostSession
    init(_ session: HostSession) { self.session = session }

    private let step = ConversationStep(
        id: "deleteConfirmation", title: Message("host.delete-account", "Delete account").text,
        lines: [.info(Message("host.delete.confirm", "Enter your password to confirm").text)],
        prompts: [HostStep.password()],
        choices: [
            HostStep.cancel,
            Choice(
                id: "delete", label: Message("host.delete.delete", "Delete").text,
                busyLabel: Message("host.delete.deleting", "Deleting").text, isDestructive: true),
        ])

    func begin() async -> ConversationTurn { .ask(step) }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        let field = AccountField.password.rawValue
        guard !reply[field].isEmpty else {
            return HostStep.refused(
                step,
                [field: Message("host.delete.type-password", "Type your password to delete the account").text]
            )
        }
        do {
            try await session.service.deleteAccount(password: reply[field])
        } catch {
            return HostStep.refused(step, [field: error.message])
        }
        await session.signOut(nil)
        return .cancelled
    }

    func back(from stepID: String) async -> ConversationTurn { .cancelled }
}

/// `Change password`: the current one and the new one twice, graded as typed; every other
/// session of the account is revoked, this one continues. Errors go under the field they are
/// about.
@MainActor
final class ChangePassword: Conversation {
    private let session: HostSession
    private let step: ConversationStep
    static let current = "current"
    static let new = "new"
    static let again = "repeat"
    /// Under the current password when it is left empty.
    static let enterCurrent = Message("host.change.enter-current", "Enter your current password")
    /// Under the repeat when the two new ones differ.
    static let mismatch = Message("host.change.mismatch", "The new passwords do not match")
    /// The host's notice once the password is changed.
    static let changed = Message("host.change.done", "Password changed; your other sessions were signed out")

    init(_ session: HostSession) {
        self.session = session
        let known = [session.account?.email, session.account?.username].compactMap { $0 }
        step = ConversationStep(
            id: "passwordChange", title: Message("host.change-password", "Change password").text,
            lines: [
                .info(Message("host.change.others-signed-out", "Your other sessions will be signed out").text)
            ],
            prompts: [
                HostStep.password(Message("host.change.current", "Current password").text, id: Self.current),
                Prompt(
                    id: Self.new, label: Message("host.change.new", "New password").text, kind: .newSecret,
                    maxLength: AccountRules.passwordMaximumLength, value: "", knownWords: known),
                HostStep.password(Message("host.change.again", "New password again").text, id: Self.again),
            ],
            choices: [
                HostStep.cancel,
                Choice(
                    id: "change", label: Message("host.change-password", "Change password").text,
                    busyLabel: Message("host.change.changing", "Changing").text),
            ])
    }

    func begin() async -> ConversationTurn { .ask(step) }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        if reply[Self.current].isEmpty {
            return HostStep.refused(
                step,
                [Self.current: Self.enterCurrent.text],
                emptying: [])
        }
        if reply[Self.new] != reply[Self.again] {
            return HostStep.refused(
                step, [Self.again: Self.mismatch.text],
                emptying: [])
        }
        do {
            try await session.service.changePassword(current: reply[Self.current], new: reply[Self.new])
        } catch {
            // A refused new password keeps what was typed; a wrong current one empties it.
            if error.field == .password {
                return HostStep.refused(step, [Self.new: error.message], emptying: [])
            }
            return HostStep.refused(step, [Self.current: error.message])
        }
        session.tell(Self.changed.text, false)
        return .cancelled
    }

    func back(from stepID: String) async -> ConversationTurn { .cancelled }
}

/// `Two-factor authentication`: turning it on asks for the password first (no key is made before
/// it is right), then shows the code to scan with the key beside it and asks for a current code,
/// then shows the ten recovery codes once (only `Done` closes them); turning it off takes the
/// password and a current code.
@MainActor
final class TwoFactor: Conversation {
    private let session: HostSession
    init(_ session: HostSession) { self.session = session }

    /// The host's notice once two-factor authentication is turned on.
    static let isOn = Message("host.two-factor.is-on", "Two-factor authentication is on")
    /// The host's notice once it is turned off.
    static let isOff = Message("host.two-factor.is-off", "Two-factor authentication is off")

    private static let id = "twoFactor"
    private static var title: String { Message("host.two-factor", "Two-factor authentication").text }
    private let password = AccountField.password.rawValue
    private let code = AccountField.code.rawValue

    private let confirmingPassword = ConversationStep(
        id: id, title: title,
        lines: [
            .info(
                Message(
                    "host.two-factor.password-first",
                    "Enter your password to turn two-factor authentication on."
                ).text)
        ],
        prompts: [HostStep.password()],
        choices: [
            HostStep.cancel,
            Choice(
                id: "continue", label: Message("choice.continue", "Continue").text,
                busyLabel: HostStep.checking),
        ])

    private let turningOff = ConversationStep(
        id: id, title: title,
        lines: [
            .info(
                Message(
                    "host.two-factor.off-needs",
                    "Your password and a current code turn two-factor authentication off."
                ).text)
        ],
        prompts: [HostStep.password(), HostStep.code],
        choices: [
            HostStep.cancel,
            Choice(
                id: "turnOff", label: Message("host.two-factor.turn-off", "Turn off").text,
                busyLabel: HostStep.checking,
                isDestructive: true),
        ])

    private func enrolling(_ enrolment: SecondFactorEnrolment) -> ConversationStep {
        ConversationStep(
            id: Self.id, title: Self.title,
            lines: [
                .scan(
                    enrolment.keyURI,
                    caption: Message("host.two-factor.key", "Key: %1$s")(Self.grouped(enrolment.secret))),
                .info(
                    Message(
                        "host.two-factor.scan",
                        "Scan the code with an authenticator app, or type the key into it; then type the "
                            + "6-digit code it shows to turn two-factor authentication on."
                    ).text),
            ],
            prompts: [HostStep.code],
            choices: [
                HostStep.cancel,
                Choice(
                    id: "confirm", label: Message("host.two-factor.confirm", "Confirm").text,
                    busyLabel: HostStep.checking),
            ])
    }

    private func recoveryCodes(_ codes: [String]) -> ConversationStep {
        ConversationStep(
            id: Self.id, title: Self.title,
            lines: [
                .info(
                    Message(
                        "host.two-factor.recovery-codes",
                        "Two-factor authentication is on. Each recovery code below signs you in once "
                            + "if you lose your authenticator; keep them safe, they are not shown again."
                    ).text),
                .list(codes),
            ],
            choices: [Choice(id: "done", label: Message("choice.done", "Done").text)], mayGoBack: false)
    }

    /// A base32 key in groups of four, as authenticator apps show it.
    static func grouped(_ key: String) -> String {
        stride(from: 0, to: key.count, by: 4).map { String(key.dropFirst($0).prefix(4)) }.joined(
            separator: " ")
    }

    /// The enrolment asked last (to ask again after a wrong code).
    private var enrolment: SecondFactorEnrolment?

    func begin() async -> ConversationTurn {
        do {
            return .ask(try await session.service.hasSecondFactor() ? turningOff : confirmingPassword)
        } catch {
            session.tell(error.message, true)
            return .cancelled
        }
    }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        switch reply.choice {
        case "continue":
            do {
                let enrolment = try await session.service.beginSecondFactorEnrolment(
                    password: reply[password])
                self.enrolment = enrolment
                return .ask(enrolling(enrolment))
            } catch {
                return HostStep.refused(confirmingPassword, [password: error.message])
            }
        case "confirm":
            guard let enrolment else { return .cancelled }
            do {
                let codes = try await session.service.confirmSecondFactor(code: reply[code])
                self.enrolment = nil
                return .ask(recoveryCodes(codes))
            } catch {
                return HostStep.refused(enrolling(enrolment), [code: error.message])
            }
        case "turnOff":
            do {
                try await session.service.turnOffSecondFactor(password: reply[password], code: reply[code])
                session.tell(Self.isOff.text, false)
                return .cancelled
            } catch {
                // A wrong password empties the password; a wrong code, the code.
                let field = error == .wrongPassword ? password : error.field?.rawValue ?? code
                return HostStep.refused(turningOff, [field: error.message])
            }
        default:
            // `Done` under the recovery codes.
            session.tell(Self.isOn.text, false)
            return .cancelled
        }
    }

    /// Backing out leaves it as it was (an unfinished enrolment stays off).
    func back(from stepID: String) async -> ConversationTurn {
        enrolment = nil
        return .cancelled
    }
}

/// `Sessions`: the account's remembered sessions, newest first (this terminal's marked and
/// always among the five listed; `authtui accounts sessions` lists every one), each a choice
/// that opens where and when it was made and last used, with its `End` (this terminal's own
/// signs out here).
@MainActor
final class Sessions: Conversation {
    private let session: HostSession
    init(_ session: HostSession) { self.session = session }

    /// How many sessions are listed (the newest, this terminal's always among them).
    static let shown = 5
    /// The line under the list when there are more.
    static let older = PluralMessage(
        "host.sessions.older", one: "and %1$d older (authtui accounts sessions lists it)",
        other: "and %1$d older (authtui accounts sessions lists them)")
    /// This terminal's session, by the place it was made.
    static let thisOne = Message("host.sessions.this-one", "this terminal: %1$s")
    /// Under a session's details: what ending this terminal's does.
    static let endingThisOne = Message("host.sessions.end-this", "Ending it logs out here.")
    /// Under a session's details: what ending another terminal's does.
    static let endingAnother = Message("host.sessions.end-other", "Ending it signs that terminal out.")
    /// The way out of the list.
    static let close = Message("choice.close", "Close")
    /// When a session was last used, under its details.
    static let lastUsed = Message("host.sessions.last-used", "Last used %1$s")
    /// The button that ends the session whose details are open.
    static let end = Message("host.sessions.end", "End")
    /// Above the list once a session is ended, with where it was made.
    static let ended = Message("host.sessions.ended", "Session ended: %1$s")
    private static let listID = "sessions"
    private static let detailID = "session"
    private static let openPrefix = "open:"
    private var listed: [RememberedSession] = []
    /// The session whose details are open.
    private var opened: RememberedSession?

    func begin() async -> ConversationTurn { await list(saying: nil) }

    /// The list, with a line about what just happened, if anything.
    private func list(saying message: String?) async -> ConversationTurn {
        var lines: [ConversationLine] = message.map { [.info($0)] } ?? []
        do {
            listed = try await session.service.rememberedSessions()
        } catch {
            lines = [.error(error.message)]
            listed = []
        }
        var shown = Array(listed.prefix(Self.shown))
        if let this = listed.first(where: \.isThisOne), !shown.contains(this), !shown.isEmpty {
            shown[shown.count - 1] = this
        }
        if listed.isEmpty, lines.isEmpty {
            lines.append(.info(Message("host.sessions.none", "No session is remembered").text))
        }
        if listed.count > shown.count {
            lines.append(.info(Self.older(listed.count - shown.count)))
        }
        let choices = shown.map { remembered in
            Choice(id: Self.openPrefix + remembered.identifier, label: Self.name(remembered))
        }
        return .ask(
            ConversationStep(
                id: Self.listID, title: Message("host.sessions", "Sessions").text, lines: lines,
                choices: choices + [
                    Choice(id: "close", label: Self.close.text, backsOut: true)
                ]))
    }

    /// Where a session was made, and whether it is this terminal's.
    private static func name(_ remembered: RememberedSession) -> String {
        remembered.isThisOne ? thisOne(place(remembered)) : place(remembered)
    }

    /// Where a session was made, in the person's words.
    private static func place(_ remembered: RememberedSession) -> String {
        remembered.origin.isEmpty ? "?" : EventOrigin.described(summary: remembered.origin)
    }

    private func details(_ remembered: RememberedSession) -> ConversationStep {
        ConversationStep(
            id: Self.detailID, title: Self.name(remembered),
            lines: [
                .info(
                    Message("host.sessions.created", "Created %1$s")(
                        OperatorText.spoken(remembered.createdAt, now: session.service.wallTime()))
                ),
                .info(
                    Self.lastUsed(
                        OperatorText.spoken(remembered.lastUsedAt, now: session.service.wallTime()))),
                .info(
                    remembered.isThisOne ? Self.endingThisOne.text : Self.endingAnother.text),
            ],
            choices: [
                Choice(id: "back", label: Choice.backLabel.text, backsOut: true),
                Choice(
                    id: "end", label: Self.end.text,
                    busyLabel: Message("host.sessions.working", "Working").text, isDestructive: true),
            ])
    }

    func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        if let chosen = listed.first(where: { Self.openPrefix + $0.identifier == reply.choice }) {
            opened = chosen
            return .ask(details(chosen))
        }
        guard reply.choice == "end", let ended = opened else { return .cancelled }
        opened = nil
        do {
            if try await session.service.endSession(ended.identifier) {
                await session.signOut(nil)
                return .cancelled
            }
            return await list(saying: Self.ended(Self.place(ended)))
        } catch {
            return await list(saying: error.message)
        }
    }

    /// From the details, the list again; from the list, the host.
    func back(from stepID: String) async -> ConversationTurn {
        guard stepID == Self.detailID else { return .cancelled }
        opened = nil
        return await list(saying: nil)
    }
}
