import AuthDomain

/// The secret page: `Back` on the left, always usable; on the right a region guarded by its own
/// navigator, showing `Secret codes` and `Authenticate again` once the password was re-entered.
///
/// Focus has two zones: the right-hand sheet (the `Secret login` while it shows, else the codes)
/// and `Back`. Tab past the sheet's last control reaches `Back`, and Tab from `Back` returns, so
/// everything is reachable without a mouse; Esc is `Back` from anywhere.
@MainActor
final class SecretPageView {
    static let contentID = "secretCodes"
    static let loginID = "secretLogin"

    private let presenter: SecretsPresenter
    private(set) var content = ModalStack()
    private(set) var login = ModalStack()
    private let fades: SheetFades
    /// Codes shown while unlocked; new ones for every unlock.
    private var codes: [String] = []
    /// The login presentation the login sheet was built for: each presentation starts afresh.
    private var loginPresentation: Int?
    private var shownError: String?
    private var shownUnlocked: Bool?
    private(set) var backFocused = false

    init(presenter: SecretsPresenter, fades: SheetFades) {
        self.presenter = presenter
        self.fades = fades
    }

    /// The left column (with `Back`) and the navigator's region on the right, for a screen.
    static func layout(_ screen: Rect) -> (left: Rect, region: Rect) {
        let leftWidth = min(max(18, screen.width / 4), screen.width / 2)
        return (
            Rect(x: 0, y: 0, width: leftWidth, height: screen.height),
            Rect(x: leftWidth, y: 0, width: screen.width - leftWidth, height: screen.height)
        )
    }

    private static func backFrame(_ left: Rect) -> Rect {
        Rect(x: left.x + 2, y: left.y + 3, width: Button("Back").width, height: 1)
    }

    /// Makes the page match the presenter; `loginPresentation` is the secret navigator's current
    /// login presentation, if any.
    func sync(_ state: SecretsState, loginPresentation presentation: Int?, spinnerFrame: String) {
        if shownUnlocked != state.isUnlocked {
            shownUnlocked = state.isUnlocked
            codes = state.isUnlocked ? Self.freshCodes() : []
            content = ModalStack()
            content.present(
                Sheet(
                    id: Self.contentID,
                    items: [.label(Label("Secret codes", role: .title, alignment: .centred))]
                        + (state.isUnlocked ? codes : ["••••-••••-••••-••••"]).map {
                            .label(Label($0, alignment: .centred))
                        }
                        + [.buttons([Button("Authenticate again", id: "again")])],
                    presentation: .screen))
        }
        content.update(Self.contentID) { $0.setEnabled(state.canAuthenticateAgain, button: "again") }
        if let presentation, presentation != loginPresentation {
            loginPresentation = presentation
            shownError = nil
            login = ModalStack()
            login.present(
                Sheet(
                    id: Self.loginID, title: "Secret login",
                    items: [
                        .label(Label("Enter your password again to see the codes.", role: .dimText)),
                        .secureField(
                            SecureField(
                                "Password", id: "password", maxLength: AccountRules.passwordMaximumLength)),
                        .buttons([Button("Show me!", id: "show")]),
                        .label(Label("", id: "status", role: .error)),
                    ], closesOnEscape: false))
            fades.presented(Self.loginID)
        }
        let newError = state.loginError != nil && state.loginError != shownError
        shownError = state.loginError
        login.update(Self.loginID) { sheet in
            sheet.setError(state.loginError, for: "password")
            sheet.setText(state.isBusy ? "\(spinnerFrame) Checking…" : "", of: "status")
            // A refused password is cleared once, so the next attempt starts empty.
            if newError { sheet.clearSecrets() }
        }
    }

    private static func freshCodes() -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            (0..<4).map { _ in String(Int.random(in: 1000...9999, using: &generator)) }.joined(separator: "-")
        }
    }

    /// The page without its navigator's layers: left column and the right content.
    func renderHost(into canvas: inout Canvas, screen: Rect, theme: Theme, compositor: Compositor) {
        let (left, region) = Self.layout(screen)
        canvas.fill(left, style: theme[.panel])
        Label("Secret page", role: .title).render(
            into: &canvas, in: Rect(x: left.x + 2, y: left.y + 1, width: left.width - 3, height: 1),
            theme: theme)
        let back = Self.backFrame(left)
        Button("Back").render(into: &canvas, at: back.x, y: back.y, theme: theme, focused: backFocused)
        Label("Esc", role: .dimText).render(
            into: &canvas, in: Rect(x: back.maxX + 1, y: back.y, width: 4, height: 1), theme: theme)
        canvas = content.compose(host: canvas, region: region, theme: theme, compositor: compositor)
    }

    /// The `Secret login` screen drawn at the region's size (its own canvas, so it can fade).
    func renderLogin(size: TerminalSize, theme: Theme, compositor: Compositor) -> Canvas {
        let area = Rect(width: size.width, height: size.height)
        let canvas = Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
        return fades.compose(login, host: canvas, region: area, theme: theme, compositor: compositor)
    }

    func loginCaret(size: TerminalSize) -> (x: Int, y: Int)? {
        backFocused ? nil : login.caret(in: Rect(width: size.width, height: size.height))
    }

    /// Keys while the secret page shows. `loginShowing` says whether the navigator's login
    /// screen is active (keys go to it); Esc and a click on `Back` leave from anywhere.
    func handle(_ key: Key, screen: Rect, loginShowing: Bool, loadingShowing: Bool) -> LoopCommand {
        let (left, region) = Self.layout(screen)
        let action = KeyMap.standard.action(for: key)
        if action == .quit { return .quit }
        if action == .back { return leave() }
        if case .mouse(let mouse) = key, mouse.kind == .press,
            Self.backFrame(left).contains(x: mouse.x, y: mouse.y)
        {
            return leave()
        }
        if backFocused {
            if action == .submit || action == .press { return leave() }
            if action == .focusNext || action == .focusPrevious { backFocused = loadingShowing }
            return .keepRunning
        }
        if action == .focusNext || action == .focusPrevious {
            let sheet = loadingShowing ? nil : (loginShowing ? login.top : content.top)
            let order = sheet?.focusOrder ?? []
            let edge = action == .focusNext ? order.last : order.first
            if order.isEmpty || sheet?.focus == edge {
                backFocused = true
                return .keepRunning
            }
        }
        if loadingShowing { return .keepRunning }
        if loginShowing {
            let local = localised(key, to: region)
            if case .pressed(_, "show") = login.handle(
                local, in: Rect(width: region.width, height: region.height))
            {
                let password = login[Self.loginID]?.value(of: "password") ?? ""
                Task { await presenter.showMe(password: password) }
            }
            return .keepRunning
        }
        if case .pressed(_, "again") = content.handle(key, in: region) {
            presenter.authenticateAgain()
        }
        return .keepRunning
    }

    private func leave() -> LoopCommand {
        backFocused = false
        Task { await presenter.back() }
        return .keepRunning
    }
}

/// A key with its mouse position made relative to `region`'s origin.
func localised(_ key: Key, to region: Rect) -> Key {
    guard case .mouse(var mouse) = key else { return key }
    mouse.x -= region.x
    mouse.y -= region.y
    return .mouse(mouse)
}
