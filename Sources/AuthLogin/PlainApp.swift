/// The login app (`authtui --plain`, `ACCESSIBLE=1`, `TERM=dumb`) one line at a time: the same
/// router as the full-screen app, its login conversation through `PlainLogin`, then the signed-in
/// host's actions as a numbered choice (only those the identity allows). The two-factor key is
/// given in groups and its `otpauth://` URI as text; recovery codes one per line.
///
/// The secret page, a demonstration of a navigator over part of a screen, has no line form.
@MainActor
public final class PlainApp {
    private let router: AppRouter
    private let terminal: LineTerminal
    private let login: PlainLogin

    private enum HostEnd {
        case signedOut
        case quit
    }

    public init(router: AppRouter, terminal: LineTerminal) {
        self.router = router
        self.terminal = terminal
        login = PlainLogin(login: router.home, work: router.work, terminal: terminal)
    }

    /// Runs the app on the calling (main) thread until the person quits; the exit status (0).
    public static func run(router: AppRouter) throws(TerminalError) -> Int32 {
        let terminal = try LineTerminal()
        defer { terminal.close() }
        let app = PlainApp(router: router, terminal: terminal)
        return PlainLogin.untilDone { await app.run() }
    }

    /// Sign-in, then the host, until Quit, end of input or Ctrl-C (a normal quit, as Ctrl-C is
    /// on the full screen).
    public func run() async -> Int32 {
        while true {
            guard case .signedIn = await login.run() else { return 0 }
            switch await host() {
            case .signedOut: continue
            case .quit: return 0
            }
        }
    }

    private struct Action {
        var label: String
        var run: @MainActor () async -> HostEnd?
    }

    /// The signed-in host: the greeting and a notice, then one action at a time.
    private func host() async -> HostEnd {
        let presenter = router.loggedIn
        while true {
            terminal.say(presenter.state.greeting)
            if let notice = presenter.state.notice { terminal.say(notice) }
            let abilities = presenter.state.abilities
            var actions = [Action(label: "Log out") { await self.logOut() }]
            if abilities.contains(.changePassword) {
                actions.append(Action(label: "Change password") { await self.changePassword() })
            }
            if abilities.contains(.secondFactor) {
                actions.append(Action(label: "Two-factor authentication") { await self.twoFactor() })
            }
            if abilities.contains(.rememberedSessions) {
                actions.append(Action(label: "Log out everywhere") { await self.logOutEverywhere() })
            }
            if abilities.contains(.deleteAccount) {
                actions.append(Action(label: "Delete account") { await self.deleteAccount() })
            }
            actions.append(Action(label: "Quit") { .quit })
            switch PlainChoice.ask(actions.map(\.label), back: nil, on: terminal) {
            case .chose(let index):
                if let end = await actions[index].run() { return end }
            case .back, .endOfInput, .interrupted: return .quit
            }
        }
    }

    private func logOut() async -> HostEnd? {
        await router.loggedIn.logOut()
        await router.settled()
        terminal.say("Logged out")
        return .signedOut
    }

    private func logOutEverywhere() async -> HostEnd? {
        await router.loggedIn.logOutEverywhere()
        await router.settled()
        terminal.say("Logged out everywhere")
        return .signedOut
    }

    /// A secret answer, or nil when the person backed out of it.
    private func secret(_ label: String) -> String? {
        guard case .line(let text) = terminal.ask(PlainLogin.label(label, ""), secret: true) else {
            return nil
        }
        return text
    }

    private func changePassword() async -> HostEnd? {
        let presenter = router.loggedIn
        presenter.askToChangePassword()
        terminal.say("Change password. Your other sessions will be signed out.")
        guard let current = secret("Current password"), let new = secret("New password") else {
            presenter.cancelPasswordChange()
            return nil
        }
        presenter.fillPasswordChange(current: current, new: new, again: "")
        if let strength = presenter.state.passwordChange?.strength {
            terminal.say("Strength: \(StrengthMeter.words(strength))")
        }
        guard let again = secret("New password again") else {
            presenter.cancelPasswordChange()
            return nil
        }
        presenter.fillPasswordChange(current: current, new: new, again: again)
        terminal.say("Changing…")
        await presenter.confirmPasswordChange()
        if let refused = presenter.state.passwordChange {
            for error in refused.form.errors.values.sorted() { terminal.say(error) }
            presenter.cancelPasswordChange()
        }
        return nil
    }

    private func twoFactor() async -> HostEnd? {
        let presenter = router.loggedIn
        await presenter.openTwoFactor()
        defer { presenter.closeTwoFactor() }
        if presenter.state.twoFactor == .confirmingPassword {
            // No key is made before the password is right.
            terminal.say("Enter your password to turn two-factor authentication on.")
            guard let password = secret("Password") else { return nil }
            presenter.fillTwoFactor(.password, with: password)
            await presenter.continueTwoFactor()
            if presenter.state.twoFactor == .confirmingPassword {
                sayTwoFactorErrors()
                return nil
            }
        }
        switch presenter.state.twoFactor {
        case .enrolling(let enrolment):
            terminal.say("Type this key into an authenticator app, or copy its link:")
            terminal.say("Key: \(LoggedInScreen.grouped(enrolment.secret))")
            terminal.say("Link: \(enrolment.keyURI)")
            guard case .line(let code) = terminal.ask("Code: ") else { return nil }
            presenter.fillTwoFactor(.code, with: code)
            await presenter.confirmTwoFactor()
            if case .recoveryCodes(let codes) = presenter.state.twoFactor {
                terminal.say(
                    "Two-factor authentication is on. Each recovery code below signs you in once if you "
                        + "lose your authenticator; keep them safe, they are not shown again.")
                for code in codes { terminal.say(code) }
                _ = terminal.ask("Press Enter once they are kept: ")
            } else {
                sayTwoFactorErrors()
            }
        case .turningOff:
            terminal.say("Your password and a current code turn two-factor authentication off.")
            guard let password = secret("Password"), case .line(let code) = terminal.ask("Code: ") else {
                return nil
            }
            presenter.fillTwoFactor(.password, with: password)
            presenter.fillTwoFactor(.code, with: code)
            await presenter.turnOffTwoFactor()
            if presenter.state.twoFactor == .turningOff { sayTwoFactorErrors() }
        case .recoveryCodes, .confirmingPassword, nil:
            if let notice = presenter.state.twoFactorNotice { terminal.say(notice) }
        }
        return nil
    }

    private func sayTwoFactorErrors() {
        for error in router.loggedIn.state.twoFactorForm.errors.values.sorted() { terminal.say(error) }
    }

    private func deleteAccount() async -> HostEnd? {
        let presenter = router.loggedIn
        presenter.askToDelete()
        terminal.say("Delete account. Enter your password to confirm.")
        guard let password = secret("Password") else {
            presenter.cancelDelete()
            return nil
        }
        presenter.fillDeletionPassword(password)
        terminal.say("Deleting…")
        await presenter.confirmDelete()
        if let refused = presenter.state.deleteConfirmation {
            if let error = refused.error { terminal.say(error) }
            presenter.cancelDelete()
            return nil
        }
        await router.settled()
        terminal.say("The account is deleted")
        return .signedOut
    }
}
