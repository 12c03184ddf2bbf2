import AuthConversation
import AuthJSON

#if canImport(Glibc)
    import Glibc
#endif

/// Signing in through an OpenID provider (`--oidc ISSUER`): the device flow as a conversation.
///
/// The first step says where the person signs in and offers `Get a code`, so no request reaches
/// the provider before someone asked, and a refusal (denied, expired, unreachable) lands on a step
/// the person reads before trying again. The second shows the address, the code grouped for
/// reading aloud, a QR code of the address with the code in it, and when the code expires, while
/// the flow polls (`.waiting`); Esc there cancels the poll at once and ends the conversation.
/// An identity from here has no account to change; it carries its `Identity.Federation` (the
/// issuer, the client, the `sub` and the grant), which the login remembers sealed
/// (`AccountService.rememberFederatedSignIn`) and hands back to `restore`. The grant is held in
/// memory until signing out revokes it at the provider (`signOut`).
@MainActor
public final class OIDCAuthenticator: Authenticator {
    /// The name an `Identity` from here carries.
    public nonisolated static let name = "oidc"
    /// The attributes an identity from here carries: the issuer and the `sub` claim.
    public nonisolated static let issuerAttribute = "oidc.issuer"
    public nonisolated static let subjectAttribute = "oidc.subject"

    public struct Settings: Sendable {
        public var issuer: String
        public var clientID: String
        /// A confidential client's secret (`--oidc-client-secret-file`); nil: a public client.
        public var clientSecret: String?
        /// Requested besides `openid`.
        public var scopes: [String]
        public var connection: ProviderConnection
        /// The claim that names the user (`preferred_username`, `email`, `sub`).
        public var userClaim: String
        /// Claims the token must have for the person to be let in (all of them).
        public var requirements: [ClaimRequirement]
        /// This machine's name, in the step's title (`Signing in to HOST`).
        public var machineName: String

        public static let defaultUserClaim = "preferred_username"
        public static let defaultScopes = ["profile"]

        public init(
            issuer: String, clientID: String, clientSecret: String? = nil, scopes: [String] = defaultScopes,
            connection: ProviderConnection = ProviderConnection(), userClaim: String = defaultUserClaim,
            requirements: [ClaimRequirement] = [], machineName: String = OIDCAuthenticator.machineName()
        ) {
            self.issuer = issuer
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.scopes = scopes
            self.connection = connection
            self.userClaim = userClaim
            self.requirements = requirements
            self.machineName = machineName
        }
    }

    /// How a sign-in through the provider ended, for the security log: never a token or a code.
    public enum Outcome: Equatable, Sendable {
        /// `subject` is the token's `sub`, `user` the name the user claim gave.
        case signedIn(subject: String, user: String)
        /// `reason` a stable short phrase (`denied`, `token: bad signature`); `subject` when a
        /// checked token named one.
        case refused(reason: String, subject: String?)
        /// Esc while waiting for the approval.
        case cancelled
        /// The person `subject` signed out, and what became of the provider's grant.
        case signedOut(subject: String, revocation: Revocation)
    }

    public let settings: Settings
    /// Told how each sign-in ended (the app records it in the security log).
    public var onOutcome: (@MainActor (Outcome) async -> Void)?
    var flow: DeviceFlow
    private var started: DeviceFlow.Started?
    /// How the polling of the code shown goes on between the waits that say the time left anew.
    private var polling: DeviceFlow.Polling?
    /// The last sign-in was refused: the conversation starts again on `againStep`.
    private var refusedLastTime = false
    /// The grant of whoever is signed in from here, until they sign out.
    private var held: HeldGrant?

    /// What signing out ends: whose grant it is, the grant, and the provider as discovery found it
    /// (nil for a grant taken back from a remembered session: discovered again at sign-out).
    struct HeldGrant {
        let subject: String
        let grant: ProviderGrant?
        let provider: ProviderMetadata?
    }

    public init(settings: Settings) {
        self.settings = settings
        flow = DeviceFlow(
            issuer: settings.issuer,
            client: ClientCredentials(id: settings.clientID, secret: settings.clientSecret),
            scopes: settings.scopes,
            connection: settings.connection)
    }

    public var startLabel: String { Message("system.start", "LOG IN").text }
    /// Remembered sealed, and taken back by `restore`.
    public var remembersSignIns: Bool { true }

    static let startStepID = "oidc.start"
    static let codeStepID = "oidc.code"
    static let againStepID = "oidc.again"
    static let cancelChoiceID = "cancel"

    public func begin() async -> ConversationTurn {
        started = nil
        if refusedLastTime {
            refusedLastTime = false
            return .ask(againStep)
        }
        return .ask(startStep)
    }

    public func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn {
        if reply.choice == Self.cancelChoiceID { return .cancelled }
        do throws(ProviderProblem) {
            let started = try await flow.start()
            self.started = started
            polling = DeviceFlow.Polling(started)
            return .waiting(codeStep(started), doing: Self.waitingMessage.text)
        } catch {
            return .ask(againStep, StepFeedback(message: error.message(issuer: settings.issuer)))
        }
    }

    /// Out of either step the conversation ends: a code backed out of is not shown again.
    public func back(from stepID: String) async -> ConversationTurn {
        if started != nil, stepID == Self.codeStepID { await onOutcome?(.cancelled) }
        started = nil
        polling = nil
        return .cancelled
    }

    /// Polls until the person approved or refused, or the minutes left change: then the code's
    /// step comes again with the time left said anew (the sheets redraw it; the line mode, which
    /// stays in its wait, says nothing more), and the polling goes on where it was.
    public func awaitOutside(_ stepID: String) async -> ConversationTurn {
        guard let started, var polling else { return .ask(startStep) }
        let signedIn: DeviceFlow.SignedIn
        do throws(DeviceFlow.Failure) {
            let until = Self.whenTheMinutesLeftChange(expiresAt: started.expiresAt, now: flow.now())
            guard let approved = try await flow.poll(started, polling: &polling, until: until) else {
                self.polling = polling
                return .waiting(codeStep(started), doing: Self.waitingMessage.text)
            }
            signedIn = approved
        } catch {
            // Backed out meanwhile: `back(from:)` tells that, as a cancellation.
            guard error != .provider(.cancelled) else { return .cancelled }
            self.started = nil
            self.polling = nil
            refusedLastTime = true
            await onOutcome?(.refused(reason: error.logReason, subject: nil))
            return .refused(error.message(issuer: settings.issuer))
        }
        self.polling = nil
        self.started = nil
        var turn = turn(for: signedIn.claims)
        switch turn {
        case .signedIn(var identity):
            let grant = ProviderGrant(signedIn)
            held = HeldGrant(subject: signedIn.claims.subject, grant: grant, provider: signedIn.provider)
            identity.federation = Identity.Federation(
                issuer: settings.issuer, clientID: settings.clientID, subject: signedIn.claims.subject,
                grant: grant?.remembered)
            turn = .signedIn(identity)
            await onOutcome?(.signedIn(subject: signedIn.claims.subject, user: identity.user))
        case .refused:
            await onOutcome?(.refused(reason: "identity", subject: signedIn.claims.subject))
        default: break
        }
        return turn
    }

    /// `identity`, signed in from here, signs out: the grant is revoked at the provider when it
    /// offers revocation (`DeviceFlow.revoke`), and forgotten either way. A revocation that
    /// failed is the line returned; signing out goes on regardless.
    public func signOut(_ identity: Identity) async -> String? {
        guard identity.authenticator == Self.name, let held,
            identity.attributes[Self.subjectAttribute] == held.subject
        else { return nil }
        self.held = nil
        let revocation = await flow.revoke(held.grant, at: held.provider)
        await onOutcome?(.signedOut(subject: held.subject, revocation: revocation))
        guard case .failed(let problem) = revocation else { return nil }
        return Self.notRevokedMessage(problem.message(issuer: settings.issuer))
    }

    /// A remembered sign-in is taken back only when this provider and this client made it (the
    /// issuer character for character, as the ID token's `iss`), with a user name still fit to
    /// show and a grant in the form `ProviderGrant(remembered:)` reads; its grant is held again,
    /// so signing out revokes it as after a fresh sign-in.
    ///
    /// With a refresh token, the provider is asked first whether it still stands by the sign-in
    /// (`DeviceFlow.refresh`): a grant it ended (revoked, expired, the person disabled), a new ID
    /// token naming someone else or failing this login's rules (the user claim, `--oidc-require`),
    /// or an answer that does not pass its checks ends the remembered sign-in, and the person
    /// signs in again. The new refresh token, when the provider rotates them, is the one kept. A
    /// provider that cannot be reached (down, timed out, a server error) leaves the sign-in as it
    /// was remembered, and the log says it was not asked.
    public func restore(_ remembered: Identity) async -> Restored {
        guard remembered.authenticator == Self.name, let federation = remembered.federation,
            federation.issuer == settings.issuer, federation.clientID == settings.clientID,
            !federation.subject.isEmpty, !remembered.user.isEmpty, Identity.isAcceptableName(remembered.user),
            Identity.isAcceptableName(remembered.displayName)
        else { return .notMine }
        var grant: ProviderGrant?
        if let bytes = federation.grant {
            guard let read = ProviderGrant(remembered: bytes) else { return .notMine }
            grant = read
        }
        var identity = Identity(
            user: remembered.user, displayName: remembered.displayName, authenticator: Self.name,
            attributes: [Self.issuerAttribute: settings.issuer, Self.subjectAttribute: federation.subject])
        var provider: ProviderMetadata?
        var note = "not asked: no refresh token"
        if let refreshToken = grant?.refreshToken {
            do throws(DeviceFlow.Failure) {
                let renewed = try await flow.refresh(refreshToken)
                if let refusal = renewedIdentity(renewed.claims, subject: federation.subject, into: &identity)
                {
                    // Renewed, but not for this login: the new grant is not left live at the provider.
                    _ = await flow.revoke(
                        ProviderGrant(refreshToken: renewed.refreshToken), at: renewed.provider)
                    return refusal
                }
                grant = ProviderGrant(refreshToken: renewed.refreshToken)
                provider = renewed.provider
                note = "renewed at the provider"
            } catch {
                guard error.providerCouldNotBeAsked else {
                    let reason =
                        error.providerRefusedTheGrant
                        ? Self.endedMessage.text : error.message(issuer: settings.issuer)
                    return .ended(reason: reason, logReason: error.logReason)
                }
                note = "not asked: \(error.logReason)"
            }
        }
        held = HeldGrant(subject: federation.subject, grant: grant, provider: provider)
        identity.federation = Identity.Federation(
            issuer: settings.issuer, clientID: settings.clientID, subject: federation.subject,
            grant: grant?.remembered)
        return .signedIn(identity, note: note)
    }

    /// The identity a renewal's ID token names, into `identity`; the ending when it names
    /// someone other than `subject`, fails this login's rules, or (with requirements to check)
    /// is missing, since a renewal that does not say who it is for cannot be held to them.
    private func renewedIdentity(_ claims: IDTokenClaims?, subject: String, into identity: inout Identity)
        -> Restored?
    {
        guard let claims else {
            guard settings.requirements.isEmpty else {
                return .ended(
                    reason: Self.notConfirmedMessage.text, logReason: "no new ID token for the requirements")
            }
            return nil
        }
        guard claims.subject == subject else {
            return .ended(reason: Self.anotherPersonMessage.text, logReason: "token: another sub")
        }
        switch turn(for: claims) {
        case .signedIn(let checked):
            identity = checked
            return nil
        case .refused(let reason): return .ended(reason: reason, logReason: "identity")
        default: return .ended(reason: Self.endedMessage.text, logReason: "identity")
        }
    }

    /// Signed in as the person the claims name, or refused when they name no usable user or miss
    /// a requirement.
    func turn(for claims: IDTokenClaims) -> ConversationTurn {
        guard let user = claims.all[settings.userClaim]?.string, !user.isEmpty,
            Identity.isAcceptableName(user)
        else {
            refusedLastTime = true
            return .refused(Self.noUserMessage(settings.userClaim))
        }
        for requirement in settings.requirements where !requirement.isMet(by: claims.all) {
            refusedLastTime = true
            return .refused(Self.requirementMessage(requirement.claim, requirement.value))
        }
        let name = claims.all["name"]?.string.flatMap {
            $0.isEmpty || !Identity.isAcceptableName($0) ? nil : $0
        }
        return .signedIn(
            Identity(
                user: user, displayName: name ?? user, authenticator: Self.name,
                attributes: [Self.issuerAttribute: settings.issuer, Self.subjectAttribute: claims.subject]))
    }

    var startStep: ConversationStep {
        ConversationStep(
            id: Self.startStepID, title: Self.startTitle(Self.host(of: settings.issuer)),
            lines: [.info(Self.startExplanation.text)],
            choices: [
                Choice(id: "code", label: Self.getCodeLabel.text, busyLabel: Self.contactingMessage.text)
            ])
    }

    /// The first step again after a refusal or a provider that could not be reached: `Get a new
    /// code` beside a way out of its own (`Cancel`, as Esc), so a line mode asks it rather than
    /// taking its only choice by itself and asking the provider for code after code.
    var againStep: ConversationStep {
        ConversationStep(
            id: Self.againStepID, title: Self.startTitle(Self.host(of: settings.issuer)),
            lines: [.info(Self.startExplanation.text)],
            choices: [
                Choice(id: "code", label: Self.getNewCodeLabel.text, busyLabel: Self.contactingMessage.text),
                Choice(id: Self.cancelChoiceID, label: Self.cancelLabel.text, backsOut: true),
            ])
    }

    /// The code's step, with the minutes left at the flow's clock.
    func codeStep(_ started: DeviceFlow.Started) -> ConversationStep {
        let authorization = started.authorization
        let minutes = Self.minutesLeft(expiresAt: started.expiresAt, now: flow.now())
        return ConversationStep(
            id: Self.codeStepID, title: Self.codeTitle(settings.machineName),
            lines: [
                .info(Self.visitMessage(authorization.verificationURI, authorization.groupedUserCode)),
                .scan(
                    authorization.verificationURIComplete ?? authorization.verificationURI,
                    caption: Self.codeCaption(authorization.groupedUserCode)),
                .info(Self.expiryMessage(minutes, Self.clockTime(started.expiresAt))),
            ],
            choices: [Choice(id: Self.cancelChoiceID, label: Self.cancelLabel.text, backsOut: true)])
    }

    static let startTitle = Message("oidc.start.title", "Sign in with %1$s")
    static let startExplanation = Message(
        "oidc.start.explanation",
        "You will get a code to approve on your phone or computer, where you already sign in to your organisation."
    )
    static let getCodeLabel = Message("oidc.start.get-code", "Get a code")
    static let getNewCodeLabel = Message("oidc.start.get-new-code", "Get a new code")
    static let contactingMessage = Message("oidc.start.contacting", "Contacting the identity provider")
    static let codeTitle = Message("oidc.code.title", "Signing in to %1$s")
    static let visitMessage = Message(
        "oidc.code.visit", "On your phone or computer, open %1$s and enter the code %2$s")
    static let codeCaption = Message("oidc.code.caption", "Code: %1$s")
    static let expiryMessage = PluralMessage(
        "oidc.code.expiry", one: "The code expires in %1$d minute, at %2$s",
        other: "The code expires in %1$d minutes, at %2$s")
    static let waitingMessage = Message("oidc.code.waiting", "Waiting for the approval")
    static let cancelLabel = Message("choice.cancel", "Cancel")
    static let notRevokedMessage = Message(
        "oidc.sign-out.not-revoked",
        "Signed out here, but the identity provider could not end the sign-in: %1$s")
    static let noUserMessage = Message(
        "oidc.identity.no-user", "The identity provider did not say who signed in (no %1$s claim)")
    static let endedMessage = Message(
        "oidc.remembered.ended", "Please log in: the identity provider ended the remembered sign-in.")
    static let notConfirmedMessage = Message(
        "oidc.remembered.not-confirmed",
        "Please log in: the identity provider renewed the sign-in without saying who it is for, which this login's requirements need."
    )
    static let anotherPersonMessage = Message(
        "oidc.remembered.another-person",
        "Please log in: the identity provider now names someone else for the remembered sign-in.")
    static let requirementMessage = Message(
        "oidc.identity.requirement", "Signed in, but not allowed here: %1$s must include %2$s")

    /// Whole minutes left until `expiresAt`, counted up (`in 1 minute` until it expires).
    static func minutesLeft(expiresAt: Double, now: Double) -> Int {
        max(1, Int(((expiresAt - now) / 60).rounded(.up)))
    }

    /// When `minutesLeft` next says one less; never, once it says the last minute (the code's
    /// expiry ends the wait then).
    static func whenTheMinutesLeftChange(expiresAt: Double, now: Double) -> Double {
        let minutes = minutesLeft(expiresAt: expiresAt, now: now)
        return minutes <= 1 ? .infinity : expiresAt - Double(minutes - 1) * 60
    }

    /// The issuer's host, for the first step's title.
    static func host(of issuer: String) -> String {
        ProviderConnection.host(of: issuer) ?? issuer
    }

    /// This machine's name as `hostname` says it.
    public nonisolated static func machineName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `unixTime` as this machine's local time of day, `HH:MM`.
    static func clockTime(_ unixTime: Double) -> String {
        var seconds = time_t(unixTime.rounded(.up))
        var parts = tm()
        localtime_r(&seconds, &parts)
        let hours = parts.tm_hour < 10 ? "0\(parts.tm_hour)" : "\(parts.tm_hour)"
        let minutes = parts.tm_min < 10 ? "0\(parts.tm_min)" : "\(parts.tm_min)"
        return hours + ":" + minutes
    }
}

/// A claim the ID token must carry for the person to be let in (`--oidc-require CLAIM=VALUE`):
/// a string claim equal to the value, or a list claim (`groups`, `roles`) holding it.
public struct ClaimRequirement: Equatable, Sendable {
    public let claim: String
    public let value: String

    public init(claim: String, value: String) {
        self.claim = claim
        self.value = value
    }

    /// `CLAIM=VALUE`, the claim a plain name; nil otherwise.
    public init?(parsing text: String) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let claim = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard ClaimRequirement.isClaimName(claim), !value.isEmpty else { return nil }
        self.init(claim: claim, value: value)
    }

    /// A claim's name as a configuration gives it: letters, digits, `_`, `-`, `.` and `:`.
    public static func isClaimName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && name.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                        || "_-.:".unicodeScalars.contains($0))
            }
    }

    public func isMet(by claims: JSONValue) -> Bool {
        switch claims[claim] {
        case .string(let text)?: text == value
        case .array(let items)?: items.contains { $0.string == value }
        default: false
        }
    }

    public var description: String { claim + "=" + value }
}
