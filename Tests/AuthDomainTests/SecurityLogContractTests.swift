import AuthText
import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// What the security log must do on every store: every kind of event written by the service and
/// the operator commands with the change it records, never a secret in it, the chain intact, and
/// tampering found at the first event touched. `SQLiteSecurityLogTests` and
/// `PostgresSecurityLogTests` run each case against their store.
struct SecurityLogContract {
    let open: @Sendable () async throws -> any AccountStore
    let directory: String
    /// Runs one statement with rights beyond the app's (the file's owner, PostgreSQL's superuser).
    let tamper: (String) throws -> Void
    /// The log's table, as `tamper` names it.
    let table: String

    static let origin = EventOrigin(
        unixUser: "guest", address: "192.0.2.9", sshKey: "SHA256:testkey", terminal: "/dev/pts/9")
    static let password = "correct horse battery"
    static let newPassword = "staple horse correct battery"

    func service(
        clock: FakeWallClock, policy: ThrottlePolicy = .standard, hashing: PasswordHasher.Limits = .minimum,
        lifetime: Double = 30 * 24 * 3600
    ) async throws -> AccountService {
        var configuration = testConfiguration(clock: clock)
        configuration.throttle = policy
        configuration.hashing = hashing
        configuration.sessionLifetime = lifetime
        configuration.origin = Self.origin
        let service = AccountService(
            store: try await open(), sessionFile: SessionFile(path: "\(directory)/session"),
            configuration: configuration)
        await service.useSecondFactorKey(
            SecretSealer.KeyLocation(path: "\(directory)/totp.key", createsWhenMissing: true))
        return service
    }

    /// Every kind in `SecurityEvent.Kind.all`, each written by the action that makes it, about the
    /// right account, from the right origin; none holds a password, a code or a token; the chain
    /// verifies.
    func everyKindOfEventIsRecordedByTheActionThatMakesIt() async throws {
        let clock = FakeWallClock()
        let email = "ada@x.io"
        let (password, newPassword) = (Self.password, Self.newPassword)
        let locking = ThrottlePolicy(freeFailures: 1000, operatorLockFailures: 3)
        let ada = try await service(clock: clock, policy: locking)
        let admin = AccountAdministration(store: try await open(), clock: clock, origin: .unknown)

        try await ada.signUp(email: email, password: password, username: "Ada")
        _ = await accountError { try await ada.signUp(email: email, password: password, username: "Eve") }
        try await ada.signOut()
        for _ in 0..<3 {
            _ = await accountError { try await ada.signIn(email: email, password: "wrong wrong wrong") }
        }
        _ = await accountError { try await ada.signIn(email: email, password: password) }
        try await admin.unlock(email)
        try await ada.signIn(email: email, password: password)
        // Another authenticator's decision (an OpenID provider's wait backed out of).
        try await ada.recordDecision(
            .signInCancelled, subject: "", authenticator: "oidc", detail: "issuer https://id.example.test")
        // And its people signing out, the provider's grant revoked.
        try await ada.recordDecision(
            .signedOut, subject: "248289761001", authenticator: "oidc",
            detail: "issuer https://id.example.test; refresh token revoked")
        try await ada.confirmPassword(password)
        try await ada.changePassword(current: password, new: newPassword)
        let restored = try await service(clock: clock).restoreSession()
        XCTAssertEqual(restored?.email, email)

        let enrolment = try await ada.beginSecondFactorEnrolment(password: newPassword)
        let totp = try TOTP(secret: try XCTUnwrap(Base32.decode(enrolment.secret)))
        var codesUsed = [totp.code(step: TOTP.step(at: clock.now()))]
        let recoveryCodes = try await ada.confirmSecondFactor(code: codesUsed[0])
        try await ada.signOut()
        guard case .needsCode(let challenge) = try await ada.beginSignIn(email: email, password: newPassword)
        else {
            return XCTFail("the password alone signed in with the factor on")
        }
        _ = await accountError { try await ada.completeSignIn(challenge, code: "000000") }
        try await ada.completeSignIn(challenge, code: recoveryCodes[0])
        clock.advance(by: 30)
        codesUsed.append(totp.code(step: TOTP.step(at: clock.now())))
        try await ada.turnOffSecondFactor(password: newPassword, code: codesUsed[1])
        let again = try await ada.beginSecondFactorEnrolment(password: newPassword)
        let secondTOTP = try TOTP(secret: try XCTUnwrap(Base32.decode(again.secret)))
        codesUsed.append(secondTOTP.code(step: TOTP.step(at: clock.now())))
        _ = try await ada.confirmSecondFactor(code: codesUsed[2])
        let observed1 = try await admin.resetSecondFactor(email)
        XCTAssertTrue(observed1)

        // A shorter lifetime than the session was made with: it has expired for this service.
        let expired = try await service(clock: clock, lifetime: 3600).restoreSession()
        XCTAssertNil(expired)
        let upgrading = try await service(clock: clock, hashing: .interactive)
        try await upgrading.signIn(email: email, password: newPassword)
        try await upgrading.signOutEverywhere()
        try await upgrading.signIn(email: email, password: newPassword)
        let observed2 = try await admin.revoke(email)
        XCTAssertEqual(observed2, 1)
        try await upgrading.signIn(email: email, password: newPassword)
        try await upgrading.deleteAccount(password: newPassword)
        try await ada.signUp(email: "bob@x.io", password: password, username: "Bob")
        try await admin.delete("bob@x.io")
        let store = try await open()
        try await store.importAccounts(
            [StoreContract.newAccount("cy@x.io")],
            recording: SecurityEvent(
                kind: .accountsImported, accountID: nil, subject: "", origin: .unknown,
                authenticator: "operator",
                time: clock.now()))

        let events = try await store.events(after: 0, limit: 1000)
        let kinds = Set(events.map(\.event.kind))
        // Pruning needs the log's owner (PostgreSQL's app role may not delete events): its own case.
        for kind in SecurityEvent.Kind.all where kind != .eventsPruned {
            XCTAssertTrue(kinds.contains(kind), "no \(kind) event was recorded")
        }
        let secrets = [password, newPassword] + recoveryCodes + codesUsed + [enrolment.secret, again.secret]
        for logged in events {
            let text = SecurityEventLine.text(logged)
            for secret in secrets { XCTAssertFalse(text.contains(secret), "a secret is in the log: \(text)") }
            let event = logged.event
            if event.authenticator == "accounts" {
                XCTAssertEqual(event.origin, Self.origin, text)
                XCTAssertTrue(event.subject == "ada@x.io" || event.subject == "bob@x.io", text)
            }
        }
        let adaID = try XCTUnwrap(events.first { $0.event.kind == .registered }?.event.accountID)
        func kindsBy(_ authenticator: String) -> [SecurityEvent.Kind] {
            events.filter { $0.event.accountID == adaID && $0.event.authenticator == authenticator }
                .map(\.event.kind)
        }
        XCTAssertEqual(kindsBy("operator"), [.unlocked, .secondFactorReset, .sessionsRevoked])
        XCTAssertEqual(
            Array(kindsBy("accounts").prefix(9)),
            [
                .registered, .sessionRemembered, .sessionRevoked, .signInFailed, .signInFailed, .locked,
                .signedIn, .sessionRemembered, .identityConfirmed,
            ])
        let refused = events.filter { $0.event.kind == .throttled || $0.event.kind == .registrationRefused }
        XCTAssertEqual(refused.map(\.event.subject), ["ada@x.io", "ada@x.io"])
        let verdict = try await EventChain.verify(store)
        XCTAssertEqual(verdict, .intact(count: events.count, first: 1, last: Int64(events.count)))
    }

    /// One transaction per change and its event: with every event insert failing (a trigger,
    /// as a full disk or a killed process would), no change is made either, so no change can
    /// exist without its event. A store that wrote the change in a transaction of its own fails.
    func aChangeWhoseEventCannotBeWrittenIsNotMade(
        plantFault: () throws -> Void, removeFault: () throws -> Void
    )
        async throws
    {
        let store = try await open()
        let id = try await store.createAccount(StoreContract.newAccount("ada@x.io"), recording: .byTest)
        try await store.insertSession(StoreContract.session(1, account: id), recording: .byTest)
        _ = try await store.claimAttempt(key: "ada@x.io", at: 1_800_000_000, policy: .standard)
        try await store.beginSecondFactor(accountID: id, sealedSecret: [1, 2, 3], recording: .byTest)
        let eventsBefore = try await store.eventChainEnds().lastSeq
        try plantFault()
        _ = await accountError {
            try await store.createAccount(StoreContract.newAccount("bob@x.io"), recording: .byTest)
        }
        _ = await accountError {
            try await store.insertSession(StoreContract.session(2, account: id), recording: .byTest)
        }
        _ = await accountError {
            try await store.updatePasswordHash(accountID: id, passwordHash: "changed", recording: .byTest)
        }
        _ = await accountError {
            try await store.deleteSession(
                tokenHash: StoreContract.session(1, account: id).tokenHash, recording: .byTest)
        }
        _ = await accountError {
            try await store.deleteSessions(accountID: id, keeping: nil, recording: .byTest)
        }
        _ = await accountError { try await store.resetThrottle(key: "ada@x.io", recording: .byTest) }
        _ = await accountError {
            try await store.enableSecondFactor(
                accountID: id, step: 1, recoveryCodeHashes: [[9]], recording: .byTest)
        }
        _ = await accountError { try await store.removeSecondFactor(accountID: id, recording: .byTest) }
        _ = await accountError {
            try await store.markSessionUsed(
                tokenHash: StoreContract.session(1, account: id).tokenHash, at: 5, recording: .byTest)
        }
        _ = await accountError { try await store.deleteAccount(id: id, recording: .byTest) }
        try removeFault()
        let missing = try await store.account(emailKey: "bob@x.io")
        XCTAssertNil(missing, "an account was created without its event")
        let observed3 = try await store.account(id: id)?.passwordHash
        XCTAssertEqual(observed3, "$argon2id$v=19$h1", "a password changed without its event")
        let sessions = try await store.sessions(accountID: id)
        XCTAssertEqual(
            sessions.map(\.tokenHash), [StoreContract.session(1, account: id).tokenHash],
            "sessions changed without their event")
        XCTAssertEqual(sessions.first?.lastUsedAt, StoreContract.session(1, account: id).lastUsedAt)
        let observed4 = try await store.throttle(key: "ada@x.io").failures
        XCTAssertEqual(observed4, 1, "the throttle was reset without its event")
        let observed5 = try await store.secondFactor(accountID: id)?.isEnabled
        XCTAssertEqual(observed5, false, "the factor changed without its event")
        let observed6 = try await store.eventChainEnds().lastSeq
        XCTAssertEqual(observed6, eventsBefore)
        let observed7 = try await EventChain.verify(store)
        XCTAssertEqual(observed7, .intact(count: Int(eventsBefore), first: 1, last: eventsBefore))
    }

    /// `audit verify` names the first event someone edited, deleted or slipped in (writing to the
    /// database directly), and says intact once it is put back.
    func verifyNamesTheFirstEditedDeletedOrInsertedEvent(table: String, blob: (String) -> String) async throws
    {
        let store = try await open()
        for index in 1...5 {
            try await store.record(
                SecurityEvent(
                    kind: .signInFailed, accountID: nil, subject: "e\(index)@x.io", origin: Self.origin,
                    authenticator: "accounts", detail: "password; failure \(index)",
                    time: 1_800_000_000 + Double(index)))
        }
        let observed8 = try await EventChain.verify(store)
        XCTAssertEqual(observed8, .intact(count: 5, first: 1, last: 5))
        try tamper("UPDATE \(table) SET detail = 'password; failure 1' WHERE seq = 3")
        let observed9 = try await EventChain.verify(store)
        XCTAssertEqual(observed9, .broken(seq: 3, problem: .altered))
        try tamper("UPDATE \(table) SET detail = 'password; failure 3' WHERE seq = 3")
        let observed10 = try await EventChain.verify(store)
        XCTAssertEqual(observed10, .intact(count: 5, first: 1, last: 5))
        try tamper("UPDATE \(table) SET address = '198.51.100.1' WHERE seq = 2")
        let observed11 = try await EventChain.verify(store)
        XCTAssertEqual(observed11, .broken(seq: 2, problem: .altered))
        try tamper("UPDATE \(table) SET address = '192.0.2.9' WHERE seq = 2")
        try tamper("DELETE FROM \(table) WHERE seq = 4")
        let observed12 = try await EventChain.verify(store)
        XCTAssertEqual(observed12, .broken(seq: 4, problem: .removed))
        try tamper("DELETE FROM \(table) WHERE seq = 5")
        let observed13 = try await EventChain.verify(store)
        XCTAssertEqual(observed13, .broken(seq: 4, problem: .removed), "the last ones too")
        let copy = try await store.events(after: 0, limit: 1)[0]
        try tamper(
            """
            INSERT INTO \(table) (seq, time, kind, account_id, subject, unix_user, address, ssh_key, terminal,
                authenticator, detail, hash)
            VALUES (9, \(copy.event.time), 'signed-in', NULL, 'e1@x.io', 'guest', '192.0.2.9', '', '', 'accounts', '',
                \(blob(copy.hash.map { String(format: "%02x", $0) }.joined())))
            """)
        try tamper("DELETE FROM \(table) WHERE seq IN (1, 2, 3)")
        let observed14 = try await EventChain.verify(store)
        XCTAssertEqual(observed14, .broken(seq: 9, problem: .inserted))
    }

    /// The chain covers every field an operator reads: an edit to any one of them (when, what,
    /// whose account, who, from where, with which key, on which terminal, through what) breaks
    /// the chain at that event, and putting the field back heals it.
    func verifyFindsAnEditToAnyFieldOfAnEvent(table: String) async throws {
        let store = try await open()
        for index in 1...3 {
            try await store.record(
                SecurityEvent(
                    kind: .signInFailed, accountID: 7, subject: "e\(index)@x.io", origin: Self.origin,
                    authenticator: "accounts", detail: "password; failure \(index)",
                    time: 1_800_000_000 + Double(index)))
        }
        // A store may stamp its own clock's time (PostgreSQL does): put back what it wrote.
        let written = try await store.events(after: 1, limit: 1)[0].event.time
        let edits: [(column: String, edited: String, original: String)] = [
            ("time", String(written + 7), String(written)), ("kind", "'signed-in'", "'sign-in-failed'"),
            ("account_id", "8", "7"), ("subject", "'e1@x.io'", "'e2@x.io'"),
            ("unix_user", "'root'", "'guest'"), ("address", "'198.51.100.1'", "'192.0.2.9'"),
            ("ssh_key", "'SHA256:otherkey'", "'SHA256:testkey'"),
            ("terminal", "'/dev/pts/1'", "'/dev/pts/9'"),
            ("authenticator", "'pam'", "'accounts'"),
            ("detail", "'password; failure 1'", "'password; failure 2'"),
        ]
        for edit in edits {
            try tamper("UPDATE \(table) SET \(edit.column) = \(edit.edited) WHERE seq = 2")
            let edited = try await EventChain.verify(store)
            XCTAssertEqual(edited, .broken(seq: 2, problem: .altered), "\(edit.column) edited")
            try tamper("UPDATE \(table) SET \(edit.column) = \(edit.original) WHERE seq = 2")
            let restored = try await EventChain.verify(store)
            XCTAssertEqual(restored, .intact(count: 3, first: 1, last: 3), "\(edit.column) put back")
        }
    }

    /// The head row is what catches a rewrite of the last event: whoever edits it and writes the
    /// hash its new fields chain to leaves every row consistent with the one before it.
    func verifyFindsALastEventRewrittenWithItsHashRecomputed(table: String, blob: (String) -> String)
        async throws
    {
        let store = try await open()
        for index in 1...3 {
            try await store.record(
                SecurityEvent(
                    kind: .signInFailed, accountID: nil, subject: "e\(index)@x.io", origin: Self.origin,
                    authenticator: "accounts", detail: "password; failure \(index)",
                    time: 1_800_000_000 + Double(index)))
        }
        let written = try await store.events(after: 0, limit: 10)
        var rewritten = written[2].event
        rewritten.kind = .signedIn
        rewritten.detail = ""
        let hash = EventChain.hash(of: rewritten, seq: 3, previous: written[1].hash)
        let hex = hash.map { String(format: "%02x", $0) }.joined()
        try tamper("UPDATE \(table) SET kind = 'signed-in', detail = '', hash = \(blob(hex)) WHERE seq = 3")
        let rows = try await store.events(after: 0, limit: 10)
        XCTAssertEqual(rows[2].hash, hash, "the row chains to the one before it")
        let verdict = try await EventChain.verify(store)
        XCTAssertEqual(verdict, .broken(seq: 3, problem: .altered))
    }

    /// `authtui audit list --account` reads the log a page at a time: a page holding none of the
    /// account's events moves on to the next page rather than ending the listing.
    func auditListGoesPastAPageWithNoneOfTheAccountsEvents() async throws {
        let store = try await open()
        for (index, subject) in ["bob@x.io", "bob@x.io", "eve@x.io", "ada@x.io", "bob@x.io", "ada@x.io"]
            .enumerated()
        {
            try await store.record(
                SecurityEvent(
                    kind: .signInFailed, accountID: nil, subject: subject, origin: Self.origin,
                    authenticator: "accounts", detail: "password", time: 1_800_000_000 + Double(index)))
        }
        let administration = AccountAdministration(
            store: try await open(), clock: FakeWallClock(1_800_000_100), origin: .unknown)
        var seq: Int64 = 0
        var listed: [Int64] = []
        for _ in 0..<10 {
            let page = try await administration.events(after: seq, email: "Ada@x.io", since: nil, limit: 2)
            listed += page.events.map(\.seq)
            if page.lastSeq == seq { break }
            seq = page.lastSeq
        }
        XCTAssertEqual(listed, [4, 6], "Ada's events, after a first page of others'")
    }

    /// Retention: pruning the oldest events keeps the rest verifiable, records the checkpoint (the
    /// hash the chain goes on from) as an event inside the chain, and a later removal of the first
    /// kept event is still caught.
    func pruningKeepsTheRestVerifiableAndRecordsItsCheckpoint(owner: any AccountStore) async throws {
        let store = try await open()
        for index in 1...6 {
            try await store.record(
                SecurityEvent(
                    kind: .signInFailed, accountID: nil, subject: "e\(index)@x.io", origin: Self.origin,
                    authenticator: "accounts", detail: "password; failure \(index)",
                    time: 1_800_000_000 + Double(index)))
        }
        let written = try await store.events(after: 0, limit: 10)
        let administration = AccountAdministration(
            store: owner, clock: FakeWallClock(1_800_000_100), origin: .unknown)
        let removed = try await administration.pruneLog(before: written[3].event.time)
        XCTAssertEqual(removed, 3)
        let kept = try await store.events(after: 0, limit: 10)
        XCTAssertEqual(kept.map(\.seq), [4, 5, 6, 7])
        let checkpoint = try XCTUnwrap(kept.last?.event)
        XCTAssertEqual(checkpoint.kind, .eventsPruned)
        let hex = written[2].hash.map { String(format: "%02x", $0) }.joined()
        XCTAssertTrue(
            checkpoint.detail.hasSuffix("events 1 to 3 removed; the chain goes on from \(hex)"),
            checkpoint.detail)
        let intact = try await EventChain.verify(store)
        XCTAssertEqual(intact, .intact(count: 4, first: 4, last: 7))
        let nothingOlder = try await administration.pruneLog(before: written[3].event.time)
        XCTAssertEqual(
            nothingOlder, 0, "a second prune with nothing older removes nothing and records nothing")
        try tamper("DELETE FROM \(table) WHERE seq = 4")
        let broken = try await EventChain.verify(store)
        XCTAssertEqual(broken, .broken(seq: 4, problem: .removed))
    }

    /// The notice after a sign-in: the previous sign-in's time and place (the registration counts:
    /// it signs in), the failed attempts since, and what changed since.
    func theNextSignInTellsTheLastOneTheFailuresSinceAndWhatChanged() async throws {
        let clock = FakeWallClock()
        let ada = try await service(clock: clock)
        try await ada.signUp(email: "ada@x.io", password: Self.password, username: "Ada")
        try await ada.signOut()
        try await ada.signIn(email: "ada@x.io", password: Self.password)
        let afterRegistration = await ada.lastSignInNotice
        let registration = try XCTUnwrap(afterRegistration)
        XCTAssertEqual(registration.lines.count, 1, "registering signed in: \(registration.lines)")
        let registered = try XCTUnwrap(registration.previousTime)
        XCTAssertEqual(
            registration.lines.first,
            SignInNotice.lastSignIn(
                OperatorText.spoken(registered, now: try XCTUnwrap(registration.now)), "192.0.2.9"))
        try await ada.changePassword(current: Self.password, new: Self.newPassword)
        try await ada.signOut()
        var elsewhere = testConfiguration(clock: clock)
        elsewhere.origin = EventOrigin(unixUser: "eve", address: "203.0.113.5", sshKey: "", terminal: "")
        let guesser = AccountService(store: try await open(), sessionFile: nil, configuration: elsewhere)
        for _ in 0..<2 {
            _ = await accountError {
                try await guesser.signIn(email: "ADA@x.io", password: "guess guess guess")
            }
        }
        try await ada.signIn(email: "ada@x.io", password: Self.newPassword)
        let notice = await ada.lastSignInNotice
        let lines = try XCTUnwrap(notice?.lines)
        XCTAssertEqual(lines.count, 3, "\(lines)")
        // Said as a person says it, from this sign-in (`today 08:00`), in local time.
        let previous = try XCTUnwrap(notice?.previousTime)
        let now = try XCTUnwrap(notice?.now)
        XCTAssertEqual(
            lines[0], SignInNotice.lastSignIn(OperatorText.spoken(previous, now: now), "192.0.2.9"))
        XCTAssertFalse(
            OperatorText.local(previous).hasSuffix("Z"), "a person reads local time, not UTC: \(lines[0])")
        XCTAssertEqual(lines[1], SignInNotice.failedSince(2))
        let change = try XCTUnwrap(notice?.changes.first)
        XCTAssertEqual(change.kind, .passwordChanged)
        XCTAssertEqual(lines[2], SignInNotice.passwordChanged(OperatorText.spoken(change.time, now: now)))
        try await ada.signOut()
        let restored = try await service(clock: clock)
        try await ada.signIn(email: "ada@x.io", password: Self.newPassword)
        _ = try await restored.restoreSession()
        let restoredLines = await restored.lastSignInNotice?.lines ?? []
        XCTAssertEqual(
            restoredLines.count, 1, "a remembered session is told its last sign-in too: \(restoredLines)")
    }

    /// Issue 44 #7: refused attempts cost no hash, so one terminal wrote the log as fast as it
    /// typed (143 events in 15 s). Nine refused attempts a second for 15 s (the clock driven)
    /// write at most 30 events; each stands for its count of refusals, the counts add up to every
    /// refusal, each wrong password is still its own event, and the chain verifies.
    func oneTerminalRefusedAsFastAsItTypesWritesFewEventsWhoseCountsAddUp() async throws {
        let clock = FakeWallClock()
        let email = "ada@x.io"
        let guesser = try await service(clock: clock)
        try await guesser.signUp(email: email, password: Self.password, username: "Ada")
        try await guesser.signOut()
        let wrong = "wrong wrong wrong"
        for _ in 0..<ThrottlePolicy.standard.freeFailures {
            let error = await accountError { try await guesser.signIn(email: email, password: wrong) }
            XCTAssertEqual(error, .wrongCredentials)
        }
        let store = try await open()
        let before = try await store.eventChainEnds().lastSeq
        let attempts = 15 * 9
        for _ in 0..<attempts {
            clock.advance(by: 1.0 / 9)
            guard
                case .tooManyAttempts = await accountError({
                    try await guesser.signIn(email: email, password: wrong)
                })
            else {
                return XCTFail("an attempt inside the 30 s wait was not refused")
            }
        }
        try await guesser.recordCountedRefusals()

        let events = try await store.events(after: before, limit: 1000)
        XCTAssertTrue(events.allSatisfy { $0.event.kind == .throttled }, "\(events.map(\.event.kind))")
        XCTAssertLessThanOrEqual(events.count, 30, "\(attempts) refusals wrote \(events.count) events")
        let counted = events.map { RefusalWindows.Count.refusals(inDetail: $0.event.detail) }
        XCTAssertEqual(counted.reduce(0, +), attempts, "counts: \(counted)")
        let failures = try await store.events(after: 0, limit: 1000).filter { $0.event.kind == .signInFailed }
        XCTAssertEqual(failures.count, ThrottlePolicy.standard.freeFailures)
        let verdict = try await EventChain.verify(store)
        guard case .intact = verdict else { return XCTFail(verdict.line) }
    }

    /// Issue 43 #6: an attempt refused during a throttle wait is in the log at once, before the
    /// terminal ends (fail2ban follows the log as it is written): `throttled`, about the email,
    /// from the guesser's address, saying what was refused and the wait, in the line fail2ban's
    /// filter and `audit list` read. A right password inside the wait is refused and written
    /// alike, once the first refusal's window has closed.
    func anAttemptRefusedDuringAThrottleWaitIsWrittenAtOnceAsThrottled() async throws {
        let clock = FakeWallClock()
        let email = "ada@x.io"
        let guesser = try await service(clock: clock)
        try await guesser.signUp(email: email, password: Self.password, username: "Ada")
        try await guesser.signOut()
        for _ in 0..<ThrottlePolicy.standard.freeFailures {
            let error = await accountError {
                try await guesser.signIn(email: email, password: "wrong wrong wrong")
            }
            XCTAssertEqual(error, .wrongCredentials)
        }
        let store = try await open()
        let before = try await store.eventChainEnds().lastSeq
        let refused = await accountError {
            try await guesser.signIn(email: email, password: "wrong wrong again")
        }
        guard case .tooManyAttempts(let wait) = refused else {
            return XCTFail("the attempt after the free failures was \(String(describing: refused))")
        }
        let written = try await store.events(after: before, limit: 10)
        XCTAssertEqual(written.map(\.event.kind), [.throttled], "written at once, not when the terminal ends")
        let first = try XCTUnwrap(written.first)
        XCTAssertEqual(first.event.subject, email)
        XCTAssertEqual(first.event.origin, Self.origin)
        XCTAssertEqual(first.event.detail, "password; \(wait) s left")
        let words = SecurityEventLine.text(first).split(separator: " ")
        XCTAssertEqual(words.first, "192.0.2.9", "fail2ban's filter starts at the address")
        XCTAssertEqual(words.dropFirst(2).first, "throttled", "and reads the kind after the time")

        clock.advance(by: RefusalWindows.length)
        let rightButWaiting = await accountError {
            try await guesser.signIn(email: email, password: Self.password)
        }
        guard case .tooManyAttempts = rightButWaiting else {
            return XCTFail("a right password inside the wait was \(String(describing: rightButWaiting))")
        }
        let after = try await store.events(after: first.seq, limit: 10)
        XCTAssertEqual(after.map(\.event.kind), [.throttled], "the right password's refusal is written too")
    }

    /// Issue 43 #5: `audit verify` reads the log a page at a time (`EventChain.pageSize`); an
    /// intact log is intact at every length around a page's end and past two pages.
    func auditVerifyCallsAnIntactLogIntactAtAnyLengthPastItsPageSize() async throws {
        let store = try await open()
        let audit = AccountAdministration(store: store, clock: FakeWallClock(), origin: .unknown)
        let page = EventChain.pageSize
        var written = 0
        for length in [page - 1, page, page + 1, 2 * page, 2 * page + 1] {
            while written < length {
                written += 1
                try await store.record(
                    SecurityEvent(
                        kind: .signInFailed, accountID: nil, subject: "guess\(written)@x.io",
                        origin: Self.origin,
                        authenticator: "accounts", detail: "password; failure 1", time: Double(written)))
            }
            let verdict = try await audit.verifyLog()
            XCTAssertEqual(
                verdict, .intact(count: length, first: 1, last: Int64(length)),
                "\(length) events: \(verdict.line)")
        }
    }
}

final class SQLiteSecurityLogTests: XCTestCase {
    private var contract: SecurityLogContract!
    private var path = ""

    override func setUp() async throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = "\(directory)/accounts.sqlite3"
        let path = path
        contract = SecurityLogContract(
            open: { try await SQLiteAccountStore.open(path: path) }, directory: directory,
            tamper: { sql in
                try SQLiteConnection(path: path, flags: 0x0000_0002).execute(sql)  // SQLITE_OPEN_READWRITE
            }, table: "events")
    }

    override func tearDown() { contract = nil }

    func testEveryKindOfEventIsRecordedByTheActionThatMakesIt() async throws {
        try await contract.everyKindOfEventIsRecordedByTheActionThatMakesIt()
    }
    func testAChangeWhoseEventCannotBeWrittenIsNotMade() async throws {
        _ = try await contract.open()
        try await contract.aChangeWhoseEventCannotBeWrittenIsNotMade(
            plantFault: {
                try contract.tamper(
                    "CREATE TRIGGER planted_fault BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'planted'); END"
                )
            },
            removeFault: { try contract.tamper("DROP TRIGGER planted_fault") })
    }
    func testVerifyNamesTheFirstEditedDeletedOrInsertedEvent() async throws {
        try await contract.verifyNamesTheFirstEditedDeletedOrInsertedEvent(table: "events") { "X'\($0)'" }
    }
    func testTheNextSignInTellsTheLastOneTheFailuresSinceAndWhatChanged() async throws {
        try await contract.theNextSignInTellsTheLastOneTheFailuresSinceAndWhatChanged()
    }
    func testOneTerminalRefusedAsFastAsItTypesWritesFewEventsWhoseCountsAddUp() async throws {
        try await contract.oneTerminalRefusedAsFastAsItTypesWritesFewEventsWhoseCountsAddUp()
    }
    func testAnAttemptRefusedDuringAThrottleWaitIsWrittenAtOnceAsThrottled() async throws {
        try await contract.anAttemptRefusedDuringAThrottleWaitIsWrittenAtOnceAsThrottled()
    }
    func testAuditVerifyCallsAnIntactLogIntactAtAnyLengthPastItsPageSize() async throws {
        try await contract.auditVerifyCallsAnIntactLogIntactAtAnyLengthPastItsPageSize()
    }
    func testPruningKeepsTheRestVerifiableAndRecordsItsCheckpoint() async throws {
        try await contract.pruningKeepsTheRestVerifiableAndRecordsItsCheckpoint(
            owner: try await contract.open())
    }
    func testVerifyFindsAnEditToAnyFieldOfAnEvent() async throws {
        try await contract.verifyFindsAnEditToAnyFieldOfAnEvent(table: "events")
    }
    func testVerifyFindsALastEventRewrittenWithItsHashRecomputed() async throws {
        try await contract.verifyFindsALastEventRewrittenWithItsHashRecomputed(table: "events") { "X'\($0)'" }
    }
    func testAuditListGoesPastAPageWithNoneOfTheAccountsEvents() async throws {
        try await contract.auditListGoesPastAPageWithNoneOfTheAccountsEvents()
    }

    /// Each field is hashed with its length: fields that join to the same text (a line break
    /// moved from one field into the next) are another event and hash apart.
    func testTwoEventsWhoseFieldsJoinToTheSameTextHashApart() {
        let origin = SecurityLogContract.origin
        let event = SecurityEvent(
            kind: .signInFailed, accountID: nil, subject: "e@x.io", origin: origin, authenticator: "accounts",
            detail: "x\ny", time: 1_800_000_000)
        var shifted = event
        shifted.origin.terminal = origin.terminal + "\naccounts"
        shifted.authenticator = "x"
        shifted.detail = "y"
        let start = [UInt8](repeating: 0, count: 32)
        XCTAssertNotEqual(
            EventChain.hash(of: event, seq: 1, previous: start),
            EventChain.hash(of: shifted, seq: 1, previous: start))
    }
}

final class PostgresSecurityLogTests: XCTestCase {
    private var contract: SecurityLogContract!
    private var server: PostgresTestServer!

    override func setUp() async throws {
        server = try PostgresTestServer.require()
        let conninfo = try await server.migratedDatabase()
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let server = server!
        let superuser = server.conninfo(database: "postgres")
        contract = SecurityLogContract(
            open: { try await PostgresAccountStore.open(conninfo: conninfo) }, directory: directory,
            tamper: { sql in _ = try server.sql(superuser, sql) }, table: "authtui.events")
    }

    override func tearDown() { contract = nil }

    func testEveryKindOfEventIsRecordedByTheActionThatMakesIt() async throws {
        try await contract.everyKindOfEventIsRecordedByTheActionThatMakesIt()
    }
    func testAChangeWhoseEventCannotBeWrittenIsNotMade() async throws {
        try await contract.aChangeWhoseEventCannotBeWrittenIsNotMade(
            plantFault: {
                try contract.tamper(
                    """
                    CREATE FUNCTION authtui.planted_fault() RETURNS trigger LANGUAGE plpgsql
                        AS $$ BEGIN RAISE EXCEPTION 'planted'; END $$
                    """)
                try contract.tamper(
                    """
                    CREATE TRIGGER planted_fault BEFORE INSERT ON authtui.events
                        FOR EACH ROW EXECUTE FUNCTION authtui.planted_fault()
                    """)
            },
            removeFault: { try contract.tamper("DROP TRIGGER planted_fault ON authtui.events") })
    }
    func testVerifyNamesTheFirstEditedDeletedOrInsertedEvent() async throws {
        try await contract.verifyNamesTheFirstEditedDeletedOrInsertedEvent(table: "authtui.events") {
            "'\\x\($0)'::bytea"
        }
    }
    func testTheNextSignInTellsTheLastOneTheFailuresSinceAndWhatChanged() async throws {
        try await contract.theNextSignInTellsTheLastOneTheFailuresSinceAndWhatChanged()
    }
    func testOneTerminalRefusedAsFastAsItTypesWritesFewEventsWhoseCountsAddUp() async throws {
        try await contract.oneTerminalRefusedAsFastAsItTypesWritesFewEventsWhoseCountsAddUp()
    }
    func testAnAttemptRefusedDuringAThrottleWaitIsWrittenAtOnceAsThrottled() async throws {
        try await contract.anAttemptRefusedDuringAThrottleWaitIsWrittenAtOnceAsThrottled()
    }
    func testAuditVerifyCallsAnIntactLogIntactAtAnyLengthPastItsPageSize() async throws {
        try await contract.auditVerifyCallsAnIntactLogIntactAtAnyLengthPastItsPageSize()
    }
    /// Pruned by the owner role (`authtui audit prune` runs as it, like `store migrate`).
    func testPruningKeepsTheRestVerifiableAndRecordsItsCheckpoint() async throws {
        let owner = try await PostgresAccountStore.open(conninfo: server.ownerConninfo)
        try await contract.pruningKeepsTheRestVerifiableAndRecordsItsCheckpoint(owner: owner)
    }
    func testVerifyFindsAnEditToAnyFieldOfAnEvent() async throws {
        try await contract.verifyFindsAnEditToAnyFieldOfAnEvent(table: "authtui.events")
    }
    func testVerifyFindsALastEventRewrittenWithItsHashRecomputed() async throws {
        try await contract.verifyFindsALastEventRewrittenWithItsHashRecomputed(table: "authtui.events") {
            "'\\x\($0)'::bytea"
        }
    }
    func testAuditListGoesPastAPageWithNoneOfTheAccountsEvents() async throws {
        try await contract.auditListGoesPastAPageWithNoneOfTheAccountsEvents()
    }

    /// The app's role may add events but never change or remove one: a stolen app password
    /// cannot rewrite the log.
    func testTheAppRoleCannotEditOrDeleteEvents() async throws {
        let store = try await contract.open()
        try await store.record(
            SecurityEvent(
                kind: .signInFailed, accountID: nil, subject: "e@x.io", origin: .unknown,
                authenticator: "accounts",
                time: 0))
        for statement in [
            "UPDATE authtui.events SET detail = 'x'", "DELETE FROM authtui.events", "TRUNCATE authtui.events",
        ] {
            XCTAssertThrowsError(try server.sql(server.appConninfo, statement), statement) { error in
                XCTAssertEqual((error as? PostgresConnection.Failure)?.sqlState, "42501", "\(error)")
            }
        }
        let observed16 = try await EventChain.verify(store)
        XCTAssertEqual(observed16, .intact(count: 1, first: 1, last: 1))
    }
}
