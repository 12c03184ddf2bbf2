import AuthDomain
import AuthTUI

/// The login app's home host: `Hi, <username>`, what the sign-in told, and a button for each
/// action the identity may do (`HostAction.all`: `Log out`, `Change password`, `Two-factor
/// authentication`, `Sessions`, `Log out everywhere`, `Secret page`, `Delete account`) in one
/// row wrapped to the host's width. An action's steps open over it as sheets, drawn by the login's own renderer
/// (`ConversationSheets`). Empty while nobody is signed in (the navigator covers it then anyway).
@MainActor
final class LoggedInScreen: ScreenView {
    private let presenter: LoggedInPresenter
    private let work: PendingWork
    private let stage = SheetStage()
    private let actions: ConversationSheets

    init(presenter: LoggedInPresenter, work: PendingWork) {
        self.presenter = presenter
        self.work = work
        actions = ConversationSheets(presenter: presenter.conversation, work: work)
    }

    private static let hostID = "home"
    /// The host's width where the terminal allows it: an 80-column terminal less a margin of two
    /// each side, so its seven buttons wrap into two even rows (four and three), not a row of
    /// three, a row of two and two alone.
    static let hostWidth = 76

    func sheets(_ context: ScreenContext, size: TerminalSize) -> [Sheet] {
        let state = presenter.state
        guard state.isSignedIn else { return [] }
        let buttons = state.actions.map { Button($0.label.text, id: $0.id, isDestructive: $0.isDestructive) }
        var items: [Sheet.Item] = [
            .label(Label(state.greeting, role: .title, alignment: .centred)),
            .label(
                Label(
                    state.notice ?? Message("host.signed-in", "You are signed in.").text, role: .dimText,
                    alignment: .centred)),
        ]
        items += state.signInNotice.map { .label(Label($0, role: .dimText, alignment: .centred)) }
        // The status, unless a notice tells what just happened (`Two-factor authentication is on`).
        if state.notice == nil, let line = Self.twoFactorLine(state) {
            items.append(.label(Label(line, role: .dimText, alignment: .centred)))
        }
        items.append(.buttons(buttons))
        items.append(.label(Label(state.problem ?? "", role: .error, alignment: .centred)))
        let host = Sheet(
            id: Self.hostID, title: "authtui", items: items, presentation: .screen,
            preferredWidth: Self.hostWidth,
            form: Form(focus: state.focus))
        return [host] + actions.sheets(context, size: size)
    }

    /// Whether sign-in asks for a code, when the account can have one.
    private static func twoFactorLine(_ state: LoggedInState) -> String? {
        state.twoFactorIsOn.map { isOn in
            isOn
                ? Message("host.two-factor.status-on", "Two-factor authentication: on").text
                : Message("host.two-factor.status-off", "Two-factor authentication: off").text
        }
    }

    func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile(sheets(context, size: size), context: context)
    }

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let region = Rect(width: size.width, height: size.height)
        let (canvas, caret, keys) = stage.compose(
            sheets(context, size: size), over: context.blank(size), in: region, context: context)
        return ScreenFrame(
            canvas: canvas, cursor: caret,
            isAnimating: actions.isAnimating || presenter.conversation.state.isBusy, keys: keys)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        var stack = ModalStack(sheets: sheets(context, size: size), keyMap: context.keyMap)
        guard let top = stack.top else { return .keepRunning }
        let event = stack.handle(key, in: Rect(width: size.width, height: size.height))
        guard top.id == Self.hostID else {
            actions.act(on: event, stack: stack)
            return .keepRunning
        }
        presenter.focus(stack.top?.focus)
        if case .pressed(_, let action) = event {
            work.start { [presenter] in await presenter.open(action) }
        }
        return .keepRunning
    }
}
