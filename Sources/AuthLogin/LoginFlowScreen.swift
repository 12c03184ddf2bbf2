import AuthDomain
import AuthTUI

/// The login conversation on screen, ready to be any navigator's login screen: the Start screen
/// (a picture, the authenticator's button such as `SIGN IN / REGISTER`, or `Check your
/// connection` with `Retry` when offline) and one sheet per open step of the conversation over
/// it, on an `AuthFlowPresenter`.
///
/// The steps are drawn by `ConversationSheets`, so any authenticator's steps are drawn with no
/// code of their own; a key becomes one intent on the presenter. Operations that wait run
/// through `work`, so whoever owns it can await them.
@MainActor
public final class LoginFlowScreen: ScreenView {
    /// The Start screen's headline once the connection is there, in two lines.
    static let headline = Message("start.headline", "AUTHENTICATION")
    static let headlineSecondLine = Message("start.headline-2", "IS EASY")
    public let presenter: AuthFlowPresenter
    /// The background picture (generated, a file or a download); nil draws the plain background.
    public var picture: ScreenImage?
    /// What is drawn behind the conversation's open sheets (with no sheet open, the whole Start
    /// screen shows).
    public var behindSheets = BehindSheets.startScreen

    /// What shows behind the open sheets.
    public enum BehindSheets: Equatable, Sendable {
        /// The whole Start screen, its button included: the app, whose sheets open from it.
        case startScreen
        /// The Start screen without its button: a greeter, whose conversation is open from the
        /// start and whose button is only the way to try again.
        case startScreenWithoutButton
        /// The picture (or the plain background) and any notice, no headline and no button:
        /// `authtui login` and `run`, whose first question is all there is, as dialog's box is.
        case backdrop
    }

    private let work: PendingWork
    private let stage = SheetStage()
    /// The conversation's steps as sheets.
    private let conversation: ConversationSheets
    /// The picture fitted to the screen, and the picture and size it was fitted from.
    private var fitted: (picture: ScreenImage, size: TerminalSize, image: PixelImage)?

    public init(presenter: AuthFlowPresenter, work: PendingWork) {
        self.presenter = presenter
        self.work = work
        conversation = ConversationSheets(presenter: presenter.conversation, work: work)
    }

    /// Caps Lock and Num Lock as whoever runs the screen last read them (`KeyboardLights.read`),
    /// nil where the terminal cannot tell: while one is on, the top sheet's secret fields say so
    /// under their input.
    public var keyboardLights: KeyboardLights? {
        get { conversation.keyboardLights }
        set { conversation.keyboardLights = newValue }
    }

    /// Whether the top sheet asks for a secret: while it does, the keyboard's lights are worth
    /// reading.
    public var asksForSecret: Bool { conversation.asksForSecret }

    /// Where the conversation's sheets are drawn in `size` (each sheet's frame, bottom to top):
    /// for what a host draws around them, such as the greeter's issue text above.
    public func sheetFrames(size: TerminalSize, context: ScreenContext) -> [Rect] {
        let area = Rect(width: size.width, height: size.height)
        return conversation.sheets(context, size: size).compactMap { $0.layout(in: area)?.frame }
    }

    /// The connection check has not answered yet (the Start screen shows `Checking the connection…`).
    public var isSettling: Bool { presenter.state.connection == .checking }

    // MARK: Drawing

    public func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile(conversation.sheets(context, size: size), context: context)
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let area = Rect(width: size.width, height: size.height)
        let state = presenter.state
        let (canvas, startCursor) = startScreen(size: size, context: context)
        let sheets = conversation.sheets(context, size: size)
        var (composed, caret, keys) = stage.compose(sheets, over: canvas, in: area, context: context)
        if state.steps.isEmpty {
            keys = startButton(state) == nil ? [] : [.submit]
            if presenter.backsOutAtStart { keys.insert(.back) }
        }
        return ScreenFrame(
            canvas: composed, cursor: state.steps.isEmpty ? startCursor : caret,
            isAnimating: conversation.isAnimating || state.connection == .checking, keys: keys)
    }

    /// What the Start screen is drawn from: a key is typed into a sheet over it far more often
    /// than any of these change.
    private struct StartScreenInputs: Equatable {
        var size: TerminalSize
        var theme: Theme
        var picture: ScreenImage?
        var connection: ConnectionState
        var notice: String?
        var startLabel: String
        var buttonFocused: Bool
        var behindSheets: BehindSheets
        /// The spinner's glyph while the connection check runs (it shows only then).
        var spinner: String?
    }

    /// The Start screen last drawn and what it was drawn from.
    private var drawnStart: (inputs: StartScreenInputs, canvas: Canvas, cursor: CursorPosition?)?

    /// The Start screen under the sheets: the picture, notices, headline and its button, and the
    /// cursor on that button when no sheet is open. Drawn again only when what it shows changed.
    private func startScreen(size: TerminalSize, context: ScreenContext) -> (Canvas, CursorPosition?) {
        let state = presenter.state
        let inputs = StartScreenInputs(
            size: size, theme: context.theme, picture: picture, connection: state.connection,
            notice: state.notice, startLabel: state.startLabel, buttonFocused: state.steps.isEmpty,
            behindSheets: behindSheets,
            spinner: state.connection == .checking ? context.spinnerFrame : nil)
        if let drawnStart, drawnStart.inputs == inputs { return (drawnStart.canvas, drawnStart.cursor) }
        let drawn = drawStartScreen(size: size, context: context)
        drawnStart = (inputs, drawn.0, drawn.1)
        return drawn
    }

    private func drawStartScreen(size: TerminalSize, context: ScreenContext) -> (Canvas, CursorPosition?) {
        let area = Rect(width: size.width, height: size.height)
        let theme = context.theme
        var canvas = context.blank(size)
        if !theme.isMonochrome, let picture {
            if fitted?.size != size || fitted?.picture != picture {
                let image = picture.fitted(columns: size.width, rows: size.height)
                fitted = (picture, size, theme.isEightColour ? ImageView.dithered(image) : image)
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
            let label = Label(notice, role: state.noticeIsProblem ? .error : .text, alignment: .centred)
            let y = max(1, noticeRow)
            label.render(
                into: &canvas,
                in: Rect(x: 1, y: y, width: size.width - 2, height: label.height(forWidth: size.width - 2)),
                theme: plain)
        }
        // The first question is all there is: nothing of the Start screen but its notices.
        if behindSheets == .backdrop, !state.steps.isEmpty { return (canvas, nil) }
        let lines: [String]
        switch state.connection {
        case .checking:
            lines = [Message("start.checking", "%1$s Checking the connection…")(context.spinnerFrame)]
        case .offline(let reason):
            lines = [Message("start.check-connection", "Check your connection").text, reason]
        case .online:
            lines = [
                Self.headline.text, Self.headlineSecondLine.text,
            ]
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
        // With no sheet open the Start screen's button has focus, and the cursor sits on it.
        var startCursor: CursorPosition?
        if let button = startButton(state), behindSheets == .startScreen || state.steps.isEmpty {
            let frame = buttonFrame(button, in: area)
            button.render(into: &canvas, at: frame.x, y: frame.y, theme: theme, focused: state.steps.isEmpty)
            if state.steps.isEmpty { startCursor = CursorPosition(x: frame.x + 2, y: frame.y) }
        }
        return (canvas, startCursor)
    }

    private func startButton(_ state: AuthFlowState) -> Button? {
        switch state.connection {
        case .checking: nil
        case .offline: Button(Message("start.retry", "Retry").text)
        case .online: Button(state.startLabel)
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
            return pressStartButton(key, in: area, context: context) ? .keepRunning : .ignored
        }
        var stack = ModalStack(sheets: conversation.sheets(context, size: size), keyMap: context.keyMap)
        let event = stack.handle(key, in: area)
        conversation.act(on: event, stack: stack)
        return event == .ignored ? .ignored : .keepRunning
    }

    /// The Start screen's keys; returns whether the key did anything.
    private func pressStartButton(_ key: Key, in area: Rect, context: ScreenContext) -> Bool {
        if context.keyMap.action(for: key) == .back {
            guard presenter.backsOutAtStart else { return false }
            presenter.escapeAtStart()
            return true
        }
        guard let button = startButton(presenter.state) else { return false }
        let pressed: Bool
        if case .mouse(let mouse) = key {
            pressed = mouse.kind == .press && buttonFrame(button, in: area).contains(x: mouse.x, y: mouse.y)
        } else {
            pressed = button.isPressed(by: key, keyMap: context.keyMap)
        }
        guard pressed else { return false }
        if presenter.state.connection == .online {
            work.start { [presenter] in await presenter.open() }
        } else {
            work.start { [presenter] in await presenter.retry() }
        }
        return true
    }
}
