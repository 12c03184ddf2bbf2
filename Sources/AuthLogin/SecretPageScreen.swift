import AuthDomain
import AuthTUI

/// The secret page: `Back` on the left, always usable; on the right a region guarded by the page's
/// own navigator (`Authentication in progress`, then `Secret login`), showing `Secret codes` and
/// `Authenticate again` once the password was entered again.
///
/// Focus runs through the whole page in reading order: `Back`, then the right-hand sheet's
/// controls (the `Secret login` while it shows, else the codes), and round again; Esc is `Back`
/// from anywhere. Exactly one element looks focused.
@MainActor
final class SecretPageScreen: ScreenView {
    /// The page's title, the host button's label.
    static let title = Message("host.secret-page", "Secret page")
    private let presenter: SecretsPresenter
    private let work: PendingWork
    private let guarded: GuardedScreen
    private let content = SheetStage()
    private let login: SecretLoginScreen

    init(presenter: SecretsPresenter, navigator: AuthNavigator, loading: LoadingPresenter, work: PendingWork)
    {
        self.presenter = presenter
        self.work = work
        login = SecretLoginScreen(presenter: presenter, work: work)
        let host = SecretContent(presenter: presenter, stage: content)
        guarded = GuardedScreen(
            host: host, navigator: navigator,
            screens: [ScreenID.secretLoading: LoadingScreen(presenter: loading), ScreenID.secretLogin: login])
        host.page = self
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
        Rect(
            x: left.x + 2, y: left.y + 3, width: Button(Choice.backLabel.text).width, height: 1)
    }

    private var navigator: AuthNavigator { guarded.navigatorView.navigator }

    /// The navigator covers the right-hand region of this size (set here, before drawing: a new
    /// region is a new scene), then the page's fades start.
    func reconcile(size: TerminalSize, context: ScreenContext) {
        let region = Self.layout(Rect(width: size.width, height: size.height)).region
        if navigator.hostRegion != region { navigator.hostRegion = region }
        guarded.reconcile(size: size, context: context)
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        var frame = guarded.render(size: size, context: context)
        if presenter.state.backHasFocus { frame.cursor = nil }
        // Focus runs through `Back` and the region, Enter presses, Esc is `Back`: on the whole page.
        frame.keys = [.focusNext, .focusPrevious, .submit, .back]
        return frame
    }

    /// Draws the left column over the page's canvas (called by the host content).
    fileprivate func drawLeftColumn(on canvas: inout Canvas, screen: Rect, theme: Theme) {
        let left = Self.layout(screen).left
        canvas.fill(left, style: theme[.panel])
        Label(Self.title.text, role: .title).render(
            into: &canvas, in: Rect(x: left.x + 2, y: left.y + 1, width: left.width - 3, height: 1),
            theme: theme)
        let back = Self.backFrame(left)
        Button(Choice.backLabel.text).render(
            into: &canvas, at: back.x, y: back.y, theme: theme, focused: presenter.state.backHasFocus)
        // The key that does the same, as the hint line names it (`Esc`, `Échap`), where it fits.
        Label(KeyMap.standard.keyLabel(for: .back) ?? "", role: .dimText).render(
            into: &canvas,
            in: Rect(x: back.maxX + 1, y: back.y, width: max(0, left.maxX - back.maxX - 1), height: 1),
            theme: theme)
    }

    /// The right-hand sheet that takes focus now, if any (none while loading).
    private func focusedSheet(_ context: ScreenContext, size: TerminalSize) -> Sheet? {
        switch navigator.scene.activeScreen?.role {
        case .loading: nil
        case .login: login.sheet(context: context, size: size)
        case nil: SecretContent.sheet(presenter.state, context: context)
        }
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let screen = Rect(width: size.width, height: size.height)
        let action = context.keyMap.action(for: key)
        if action == .back { return leave() }
        if case .mouse(let mouse) = key, mouse.kind == .press {
            if Self.backFrame(Self.layout(screen).left).contains(x: mouse.x, y: mouse.y) { return leave() }
            presenter.focusBack(false)
        }
        let region = Self.layout(screen).region
        let sheet = focusedSheet(context, size: TerminalSize(width: region.width, height: region.height))
        let order = sheet?.focusOrder ?? []
        if presenter.state.backHasFocus {
            switch action {
            case .submit, .press: return leave()
            case .focusNext, .focusPrevious:
                guard !order.isEmpty else { return .keepRunning }
                presenter.focusBack(false)
                focusSheetEdge(first: action == .focusNext, order: order)
            default: break
            }
            return .keepRunning
        }
        if action == .focusNext || action == .focusPrevious {
            let edge = action == .focusNext ? order.last : order.first
            if order.isEmpty || sheet?.focus == edge {
                presenter.focusBack(true)
                return .keepRunning
            }
        }
        return guarded.handle(key, size: size, context: context)
    }

    /// Focus enters the right-hand sheet at its first (or last) control.
    private func focusSheetEdge(first: Bool, order: [String]) {
        guard let id = first ? order.first : order.last else { return }
        if navigator.scene.activeScreen?.role == .login {
            var form = presenter.login.state.form
            form.focus = id
            presenter.login.edit(form)
        }
    }

    private func leave() -> LoopCommand {
        work.start { [presenter] in await presenter.back() }
        return .keepRunning
    }
}

/// The right-hand content under the page's navigator: `Secret codes`, masked until unlocked, and
/// `Authenticate again`; with the page's left column drawn beside it.
@MainActor
private final class SecretContent: ScreenView {
    private let presenter: SecretsPresenter
    private let stage: SheetStage
    weak var page: SecretPageScreen?

    private static let againID = "again"

    init(presenter: SecretsPresenter, stage: SheetStage) {
        self.presenter = presenter
        self.stage = stage
    }

    static func sheet(_ state: SecretsState, context: ScreenContext) -> Sheet {
        let codes = state.isUnlocked ? state.codes : ["••••-••••-••••-••••"]
        var sheet = Sheet(
            id: "secretCodes",
            items: [
                .label(Label(Message("secret.codes", "Secret codes").text, role: .title, alignment: .centred))
            ]
                + codes.map { .label(Label($0, alignment: .centred)) }
                + [
                    .buttons([
                        Button(
                            Message("secret.authenticate-again", "Authenticate again").text, id: againID,
                            isEnabled: state.canAuthenticateAgain)
                    ])
                ],
            presentation: .screen)
        sheet.isFocused = !state.backHasFocus
        return sheet
    }

    func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile([Self.sheet(presenter.state, context: context)], context: context)
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let screen = Rect(width: size.width, height: size.height)
        var canvas = context.blank(size)
        page?.drawLeftColumn(on: &canvas, screen: screen, theme: context.theme)
        let region = SecretPageScreen.layout(screen).region
        let (composed, _, _) = stage.compose(
            [Self.sheet(presenter.state, context: context)], over: canvas, in: region, context: context)
        return ScreenFrame(canvas: composed)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        let region = SecretPageScreen.layout(Rect(width: size.width, height: size.height)).region
        var stack = ModalStack(
            sheets: [Self.sheet(presenter.state, context: context)], keyMap: context.keyMap)
        if case .pressed(_, Self.againID) = stack.handle(
            localised(key, to: region), in: Rect(width: region.width, height: region.height))
        {
            presenter.authenticateAgain()
        }
        return .keepRunning
    }
}

/// The secret page's `Secret login` sheet (`Password`, `Show me!`), the page navigator's login
/// screen: the `SecretsPresenter`'s login conversation, drawn by the login's own renderer.
@MainActor
private final class SecretLoginScreen: ScreenView {
    private let presenter: SecretsPresenter
    private let conversation: ConversationSheets

    init(presenter: SecretsPresenter, work: PendingWork) {
        self.presenter = presenter
        conversation = ConversationSheets(presenter: presenter.login, work: work)
    }

    /// The step's sheet, drawn as unfocused while `Back` has focus.
    func sheet(context: ScreenContext, size: TerminalSize) -> Sheet? {
        sheets(context, size: size).last
    }

    private func sheets(_ context: ScreenContext, size: TerminalSize) -> [Sheet] {
        conversation.sheets(context, size: size).map { sheet in
            var sheet = sheet
            sheet.isFocused = !presenter.state.backHasFocus
            return sheet
        }
    }

    func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile(sheets(context, size: size), context: context)
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let (canvas, caret, _) = stage.compose(
            sheets(context, size: size), over: context.blank(size),
            in: Rect(width: size.width, height: size.height),
            context: context)
        return ScreenFrame(canvas: canvas, cursor: caret, isAnimating: conversation.isAnimating)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        var stack = ModalStack(sheets: sheets(context, size: size), keyMap: context.keyMap)
        let event = stack.handle(key, in: Rect(width: size.width, height: size.height))
        conversation.act(on: event, stack: stack)
        return .keepRunning
    }

    private let stage = SheetStage()
}
