import AuthDomain

/// The built-in login flow, ready to be any navigator's login screen: the Start screen (a
/// picture, `SIGN IN / REGISTER`, or `Check your connection` with `Retry` when offline) and the
/// Sign-in, Password and Registration sheets over it, on an `AuthFlowPresenter`.
///
/// Everything it shows comes from the presenter's state (open sheets, typed text, focus,
/// errors); a key becomes one intent on the presenter. Operations that wait for the account
/// store run through `work`, so whoever owns it can await them.
@MainActor
public final class LoginFlowScreen: ScreenView {
    public let presenter: AuthFlowPresenter
    /// The background picture (generated, a file or a download); nil draws the plain background.
    public var picture: ScreenImage?
    /// Esc on the Start screen itself (no sheet open); nil ignores it.
    public var onEscapeAtStart: (@MainActor () -> Void)?

    private let work: PendingWork
    private let stage = SheetStage()
    private var fitted: (size: TerminalSize, image: PixelImage)?

    public init(presenter: AuthFlowPresenter, work: PendingWork) {
        self.presenter = presenter
        self.work = work
    }

    /// The connection check has not answered yet (the Start screen shows `Checking the connection…`).
    public var isSettling: Bool { presenter.state.connection == .checking }

    /// The buttons of the flow's sheets (their ids).
    enum Action: String {
        case next, logIn, createAccount, register, verify
    }

    // MARK: State → sheets

    /// The sheet for `step`, filled from the state.
    func sheet(for step: AuthStep, _ state: AuthFlowState, context: ScreenContext) -> Sheet {
        let isTop = step == state.topStep
        let status: Sheet.Item
        if isTop, state.isBusy {
            let doing = step == .registration ? "Creating your account" : "Checking"
            status = .label(Label("\(context.spinnerFrame) \(doing)…", role: .dimText))
        } else {
            status = .label(Label(isTop ? state.message ?? "" : "", role: .error))
        }
        let items: [Sheet.Item]
        let title: String
        switch step {
        case .signIn:
            title = "Sign in or register"
            items = [
                .label(Label("We need your email to find or create your account.", role: .dimText)),
                emailField, .buttons([Button("Next", id: Action.next.rawValue)]), status,
            ]
        case .password:
            title = "Password"
            items = [
                .label(Label(state.email, role: .dimText)), passwordField,
                .buttons([
                    Button("Log in", id: Action.logIn.rawValue),
                    Button("Create account", id: Action.createAccount.rawValue),
                ]), status,
            ]
        case .registration:
            title = "One more step"
            items = [
                emailField, passwordField, .label(StrengthMeter.label(state.newPasswordStrength)),
                .field(
                    TextField(
                        "Username (optional)", id: AccountField.username.rawValue,
                        maxLength: AccountRules.usernameMaximumLength)),
                .buttons([Button("Register", id: Action.register.rawValue)]), status,
            ]
        case .code:
            title = "Two-factor code"
            items = [
                .label(
                    Label(
                        "Enter the 6-digit code from your authenticator app, or a recovery code.",
                        role: .dimText)),
                .field(TextField("Code", id: AccountField.code.rawValue, maxLength: 24)),
                .buttons([Button("Verify", id: Action.verify.rawValue)]), status,
            ]
        }
        return Sheet(id: "\(step)", title: title, items: items, form: state.form(for: step))
    }

    private var emailField: Sheet.Item {
        .field(
            TextField("Email", id: AccountField.email.rawValue, maxLength: AccountRules.emailMaximumLength))
    }

    private var passwordField: Sheet.Item {
        .secureField(
            SecureField(
                "Password", id: AccountField.password.rawValue, maxLength: AccountRules.passwordMaximumLength)
        )
    }

    private func sheets(_ context: ScreenContext) -> [Sheet] {
        let state = presenter.state
        return state.steps.map { sheet(for: $0, state, context: context) }
    }

    // MARK: Drawing

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let area = Rect(width: size.width, height: size.height)
        let theme = context.theme
        var canvas = context.blank(size)
        if !theme.isMonochrome, let picture {
            if fitted?.size != size {
                let image = picture.fitted(columns: size.width, rows: size.height)
                fitted = (size, theme.isEightColour ? ImageView.dithered(image) : image)
            }
            if let image = fitted?.image { ImageView(image: image).draw(in: area, on: &canvas) }
        }
        let plain = theme.onBackground
        // Notices and headlines wrap rather than being cut on a narrow terminal.
        var noticeRow = 0
        if let notice = picture?.notice {
            let label = Label(notice, role: .hint)
            let rows = label.height(forWidth: size.width - 2)
            label.render(
                into: &canvas, in: Rect(x: 1, y: 0, width: size.width - 2, height: rows), theme: plain)
            noticeRow = rows
        }
        let state = presenter.state
        if let notice = state.notice {
            let label = Label(notice, role: .error, alignment: .centred)
            let y = max(1, noticeRow)
            label.render(
                into: &canvas,
                in: Rect(x: 1, y: y, width: size.width - 2, height: label.height(forWidth: size.width - 2)),
                theme: plain)
        }
        let lines: [String]
        switch state.connection {
        case .checking: lines = ["\(context.spinnerFrame) Checking the connection…"]
        case .offline(let reason): lines = ["Check your connection", reason]
        case .online: lines = ["AUTHENTICATION", "IS EASY"]
        }
        let headline = lines.enumerated().map { index, line in
            Label(
                line, role: index == 0 && state.connection != .checking ? .title : .dimText,
                alignment: .centred)
        }
        let rows = headline.map { $0.height(forWidth: area.width) }
        var y = max(0, area.height / 3 - rows.reduce(0, +) / 2)
        for (label, height) in zip(headline, rows) {
            label.render(into: &canvas, in: Rect(x: 0, y: y, width: area.width, height: height), theme: plain)
            y += height
        }
        if let button = startButton(state) {
            let frame = buttonFrame(button, in: area)
            button.render(into: &canvas, at: frame.x, y: frame.y, theme: theme, focused: state.steps.isEmpty)
        }
        let (composed, caret) = stage.compose(sheets(context), over: canvas, in: area, context: context)
        return ScreenFrame(
            canvas: composed, cursor: caret, isAnimating: state.isBusy || state.connection == .checking)
    }

    private func startButton(_ state: AuthFlowState) -> Button? {
        switch state.connection {
        case .checking: nil
        case .offline: Button("Retry")
        case .online: Button("SIGN IN / REGISTER")
        }
    }

    private func buttonFrame(_ button: Button, in area: Rect) -> Rect {
        Rect(
            x: max(0, (area.width - button.width) / 2), y: max(0, area.height - 4), width: button.width,
            height: 1)
    }

    // MARK: Keys → intents

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let area = Rect(width: size.width, height: size.height)
        guard !presenter.state.steps.isEmpty else {
            pressStartButton(key, in: area, context: context)
            return .keepRunning
        }
        var stack = ModalStack(sheets: sheets(context), keyMap: context.keyMap)
        switch stack.handle(key, in: area) {
        case .dismissed: presenter.back()
        case .edited, .consumed:
            if let form = stack.top?.form { presenter.edit(form) }
        case .pressed(_, let button):
            if let form = stack.top?.form { presenter.edit(form) }
            if let action = Action(rawValue: button) { perform(action) }
        case .ignored: break
        }
        return .keepRunning
    }

    private func pressStartButton(_ key: Key, in area: Rect, context: ScreenContext) {
        if context.keyMap.action(for: key) == .back {
            onEscapeAtStart?()
            return
        }
        guard let button = startButton(presenter.state) else { return }
        let pressed: Bool
        if case .mouse(let mouse) = key {
            pressed = mouse.kind == .press && buttonFrame(button, in: area).contains(x: mouse.x, y: mouse.y)
        } else {
            pressed = button.isPressed(by: key, keyMap: context.keyMap)
        }
        guard pressed else { return }
        if presenter.state.connection == .online {
            presenter.openSignIn()
        } else {
            work.start { [presenter] in await presenter.retry() }
        }
    }

    private func perform(_ action: Action) {
        switch action {
        case .next: presenter.submitEmail()
        case .logIn: work.start { [presenter] in await presenter.logIn() }
        case .createAccount: presenter.createAccount()
        case .register: work.start { [presenter] in await presenter.register() }
        case .verify: work.start { [presenter] in await presenter.submitCode() }
        }
    }
}
