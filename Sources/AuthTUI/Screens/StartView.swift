import AuthDomain

/// The Start screen (the home navigator's login screen): the random picture as background, the
/// title, `SIGN IN / REGISTER`, or `Check your connection` with `Retry` when offline; and the
/// Sign-in, Password and Registration sheets stacked over it.
@MainActor
final class StartView {
    static let signInID = "signIn"
    static let passwordID = "password"
    static let registrationID = "registration"

    private let presenter: AuthFlowPresenter
    private(set) var stack = ModalStack()
    private let fades: SheetFades
    /// The background picture and its fitted copy for the last size drawn.
    var picture: ScreenImage?
    private var fitted: (size: TerminalSize, image: PixelImage)?

    init(presenter: AuthFlowPresenter, fades: SheetFades) {
        self.presenter = presenter
        self.fades = fades
    }

    // MARK: State → sheets

    /// Makes the sheets match the presenter: opens and closes them, shows errors and busy state.
    func sync(_ state: AuthFlowState, spinnerFrame: String) {
        let wanted = state.steps.map(Self.sheetID)
        // Going back one sheet fades it out; a reset (a fresh Start screen) just clears them.
        let steppingBack = stack.sheets.count == wanted.count + 1
        while stack.sheets.count > wanted.count
            || zip(stack.sheets.map(\.id), wanted).contains(where: { $0 != $1 })
        {
            let closed = stack.dismiss()
            if steppingBack { fades.dismissed(closed) }
        }
        for step in state.steps.dropFirst(stack.sheets.count) {
            stack.present(makeSheet(step, state))
            fades.presented(Self.sheetID(step))
        }
        for step in state.steps {
            stack.update(Self.sheetID(step)) { sheet in
                for field in AccountField.allCases {
                    sheet.setError(state.error(field, on: step), for: field.rawValue)
                }
                let status =
                    state.isBusy && step == state.topStep
                    ? "\(spinnerFrame) \(step == .registration ? "Creating your account" : "Checking")…"
                    : (state.formErrors[step] ?? "")
                sheet.setText(status, of: "status")
            }
        }
    }

    static func sheetID(_ step: AuthStep) -> String {
        switch step {
        case .signIn: signInID
        case .password: passwordID
        case .registration: registrationID
        }
    }

    private func makeSheet(_ step: AuthStep, _ state: AuthFlowState) -> Sheet {
        let status = Sheet.Item.label(Label("", id: "status", role: .error))
        switch step {
        case .signIn:
            return Sheet(
                id: Self.signInID, title: "SIGN IN / REGISTER",
                items: [
                    .label(Label("We need your email to find or create your account.", role: .dimText)),
                    .field(TextField("Email", id: "email", maxLength: AccountRules.emailMaximumLength)),
                    .buttons([Button("Next", id: "next")]), status,
                ])
        case .password:
            return Sheet(
                id: Self.passwordID, title: "PASSWORD",
                items: [
                    .label(Label(state.email, role: .dimText)),
                    .secureField(
                        SecureField("Password", id: "password", maxLength: AccountRules.passwordMaximumLength)
                    ),
                    .buttons([Button("Log in", id: "login"), Button("Create account", id: "create")]), status,
                ])
        case .registration:
            var password = SecureField(
                "Password", id: "password", maxLength: AccountRules.passwordMaximumLength)
            if let known = state.passwordForRegistration { _ = password.handle(.paste(known)) }
            return Sheet(
                id: Self.registrationID, title: "ONE MORE STEP",
                items: [
                    .field(
                        TextField(
                            "Email", id: "email", value: state.email,
                            maxLength: AccountRules.emailMaximumLength)),
                    .secureField(password),
                    .field(
                        TextField(
                            "Username (optional)", id: "username",
                            maxLength: AccountRules.usernameMaximumLength)),
                    .buttons([Button("Register", id: "register")]), status,
                ])
        }
    }

    // MARK: Drawing

    /// The whole Start screen at `size` (the navigator's region), sheets included.
    func render(size: TerminalSize, theme: Theme, compositor: Compositor, spinnerFrame: String) -> Canvas {
        let area = Rect(width: size.width, height: size.height)
        var canvas = Canvas(width: size.width, height: size.height, fill: theme[.background].cell())
        if !theme.isMonochrome, let picture {
            if fitted?.size != size {
                fitted = (size, picture.fitted(columns: size.width, rows: size.height))
            }
            if let image = fitted?.image { ImageView(image: image).draw(in: area, on: &canvas) }
        }
        let plain = theme.onBackground
        if let notice = picture?.notice {
            Label(notice, role: .hint).render(
                into: &canvas, in: Rect(x: 1, y: 0, width: size.width - 2, height: 1), theme: plain)
        }
        let state = presenter.state
        if let notice = state.notice {
            Label(notice, role: .error, alignment: .centred).render(
                into: &canvas, in: Rect(x: 1, y: 1, width: size.width - 2, height: 1), theme: plain)
        }
        switch state.connection {
        case .checking:
            drawCentred(
                ["\(spinnerFrame) Checking the connection…"], in: area, role: .dimText, theme: plain,
                canvas: &canvas)
        case .offline(let reason):
            drawCentred(
                ["Check your connection", reason], in: area, role: .title, theme: plain, canvas: &canvas)
            drawButton(Button("Retry", id: "retry"), in: area, theme: theme, canvas: &canvas)
        case .online:
            drawCentred(["AUTHENTICATION", "IS EASY"], in: area, role: .title, theme: plain, canvas: &canvas)
            drawButton(Button("SIGN IN / REGISTER", id: "open"), in: area, theme: theme, canvas: &canvas)
        }
        return fades.compose(stack, host: canvas, region: area, theme: theme, compositor: compositor)
    }

    private func drawCentred(
        _ lines: [String], in area: Rect, role: Theme.Role, theme: Theme, canvas: inout Canvas
    ) {
        let top = max(0, area.height / 3 - lines.count / 2)
        for (index, line) in lines.enumerated() {
            let label = Label(line, role: index == 0 ? role : .dimText, alignment: .centred)
            label.render(
                into: &canvas, in: Rect(x: 0, y: top + index, width: area.width, height: 1), theme: theme)
        }
    }

    private func buttonFrame(_ button: Button, in area: Rect) -> Rect {
        Rect(
            x: max(0, (area.width - button.width) / 2), y: max(0, area.height - 4), width: button.width,
            height: 1)
    }

    private func drawButton(_ button: Button, in area: Rect, theme: Theme, canvas: inout Canvas) {
        let frame = buttonFrame(button, in: area)
        button.render(into: &canvas, at: frame.x, y: frame.y, theme: theme, focused: stack.sheets.isEmpty)
    }

    /// Where the text cursor goes (the focused field's caret), in the view's coordinates.
    func caret(size: TerminalSize) -> (x: Int, y: Int)? {
        stack.caret(in: Rect(width: size.width, height: size.height))
    }

    // MARK: Keys

    /// Handles a key in the view's coordinates (mouse positions already made local).
    func handle(_ key: Key, size: TerminalSize) -> LoopCommand {
        let area = Rect(width: size.width, height: size.height)
        if stack.sheets.isEmpty {
            let button =
                presenter.state.connection == .online ? Button("SIGN IN / REGISTER") : Button("Retry")
            let pressed: Bool
            if case .mouse(let mouse) = key {
                pressed =
                    mouse.kind == .press && buttonFrame(button, in: area).contains(x: mouse.x, y: mouse.y)
            } else {
                pressed = button.isPressed(by: key)
            }
            if KeyMap.standard.action(for: key) == .quit { return .quit }
            guard pressed else { return .keepRunning }
            switch presenter.state.connection {
            case .online: presenter.openSignIn()
            case .offline: Task { await presenter.retry() }
            case .checking: break
            }
            return .keepRunning
        }
        // While a sign-in runs the sheet stays: Esc would otherwise close it under the request.
        if presenter.state.isBusy, KeyMap.standard.action(for: key) == .back { return .keepRunning }
        let top = stack.top
        switch stack.handle(key, in: area) {
        case .quit: return .quit
        case .dismissed:
            var closed = top
            closed?.clearSecrets()
            fades.dismissed(closed)
            presenter.back()
        case .pressed(let sheet, let button): press(button, on: sheet)
        case .ignored, .consumed, .edited: break
        }
        return .keepRunning
    }

    private func press(_ button: String, on sheetID: String) {
        guard let sheet = stack[sheetID] else { return }
        let value = { (id: String) in sheet.value(of: id) ?? "" }
        switch (sheetID, button) {
        case (Self.signInID, "next"):
            presenter.submitEmail(value("email"))
        case (Self.passwordID, "login"):
            let password = value("password")
            Task { await presenter.logIn(password: password) }
        case (Self.passwordID, "create"):
            presenter.createAccount(password: value("password"))
        case (Self.registrationID, "register"):
            let (email, password, username) = (value("email"), value("password"), value("username"))
            Task { await presenter.register(email: email, password: password, username: username) }
        default:
            break
        }
    }
}
