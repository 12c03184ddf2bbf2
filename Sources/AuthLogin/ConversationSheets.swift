import AuthDomain
import AuthTUI

/// A conversation's open steps as sheets, and keys on them as intents: the one sheet renderer of
/// the login (`LoginFlowScreen`) and of the signed-in host's actions (`LoggedInScreen`).
///
/// Every sheet is derived from its `ConversationStep` (lines, prompts, choices) and the step's
/// form, so any conversation's steps are drawn with no code of their own. Operations that wait
/// run through `work`, so whoever owns it can await them.
@MainActor
final class ConversationSheets {
    let presenter: ConversationPresenter
    private let work: PendingWork

    init(presenter: ConversationPresenter, work: PendingWork) {
        self.presenter = presenter
        self.work = work
    }

    /// Choices a step shows in a row; more are a column, one a row (a list to read down, such as
    /// the greeter's sessions, rather than lines of buttons wrapped in the middle).
    nonisolated static let mostChoicesInARow = 4

    /// The sheet for an open step: its lines (a `.scan` line as a QR code with its text under it,
    /// a `.list` in `listColumns` columns), then each prompt as a field (a new secret with its
    /// strength meter in the row under it, or while `lights` has Caps Lock or Num Lock on, that
    /// warning under every secret of the top sheet), its choices as a row of buttons (a column when there are more
    /// than `mostChoicesInARow`), and the status line (the step's message, or what the
    /// conversation is busy with or waits for). A step that may not be backed out of neither
    /// closes on Esc nor scrolls.
    nonisolated static func sheet(
        for open: OpenStep, isTop: Bool, state: ConversationState, spinner: String, listColumns: Int = 1,
        lights: KeyboardLights? = nil
    ) -> Sheet {
        var items: [Sheet.Item] = []
        for line in open.step.lines {
            switch line {
            case .info(let text): items.append(.label(Label(text, role: .dimText)))
            case .error(let text): items.append(.label(Label(text, role: .error)))
            case .scan(let text, let caption):
                // The code, then the text itself (to copy, or where no camera is at hand).
                items += ScanCode.items(text, caption: caption)
            case .list(let entries):
                // One block: a blank row around it, none inside.
                items.append(
                    .list(
                        stride(from: 0, to: entries.count, by: listColumns).map { start in
                            let row = entries[start..<min(start + listColumns, entries.count)].joined(
                                separator: "  ")
                            return Label(row, alignment: .centred)
                        }))
            }
        }
        for prompt in open.step.prompts {
            switch prompt.kind {
            case .visible:
                items.append(.field(TextField(prompt.label, id: prompt.id, maxLength: prompt.maxLength)))
            case .secret, .newSecret:
                var field = SecureField(prompt.label, id: prompt.id, maxLength: prompt.maxLength)
                // The meter sits in the row under the input, which the field's error takes
                // while there is one (it would say the same twice).
                if isTop, let warning = lights?.notice {
                    field.note = Label(warning, role: .error)
                } else if prompt.kind == .newSecret, isTop {
                    field.note = StrengthMeter.label(state.newSecretStrength)
                }
                items.append(.secureField(field))
            }
        }
        let buttons = open.step.choices.map { Button($0.label, id: $0.id, isDestructive: $0.isDestructive) }
        if !buttons.isEmpty {
            items.append(buttons.count > mostChoicesInARow ? .buttonColumn(buttons) : .buttons(buttons))
        }
        if isTop, let doing = state.isBusy ? state.busyLabel : state.waitingFor {
            items.append(.label(Label("\(spinner) \(doing)…", role: .dimText)))
        } else {
            items.append(.label(Label(isTop ? open.message ?? "" : "", role: .error)))
        }
        let scans = open.step.lines.contains { if case .scan = $0 { true } else { false } }
        var sheet = Sheet(
            id: open.id, title: open.step.title, items: items, defaultButton: open.step.defaultChoice?.id,
            preferredWidth: scans ? ScanCode.sheetWidth : 48,
            form: open.form)
        if !open.step.mayGoBack {
            // Shown once (recovery codes): only a choice closes it, and nothing scrolls out of sight.
            sheet.closesOnEscape = false
            sheet.mayScroll = false
        }
        return sheet
    }

    /// The sheet for `open` as it can be shown in `size`: a list in as few columns as let the
    /// sheet fit unscrolled (one when none does), a code to scan whole or not at all.
    nonisolated static func fitted(
        _ open: OpenStep, isTop: Bool, state: ConversationState, spinner: String, in size: TerminalSize,
        lights: KeyboardLights? = nil
    ) -> Sheet {
        var sheet = Self.sheet(for: open, isTop: isTop, state: state, spinner: spinner, lights: lights)
        let longest =
            open.step.lines.map { if case .list(let entries) = $0 { entries.count } else { 0 } }.max() ?? 0
        let region = Rect(width: size.width, height: size.height)
        var columns = 1
        while columns < min(longest, 4), sheet.layout(in: region)?.isScrolled != false {
            columns += 1
            sheet = Self.sheet(
                for: open, isTop: isTop, state: state, spinner: spinner, listColumns: columns, lights: lights)
        }
        return ScanCode.fitted(sheet, in: size)
    }

    /// The sheets of the state now. Reconcile, render and a key each ask for them, mostly in the
    /// same state: the last ones are kept for the state, spinner glyph and size they were built
    /// from, with the keyboard's lights (all a sheet reads, the theme not at all; a pure
    /// function's memo, nothing drawn depends on it).
    func sheets(_ context: ScreenContext, size: TerminalSize) -> [Sheet] {
        let state = presenter.state
        // The glyph turns all the time but shows only while the conversation is busy or waits.
        let spinner = state.isBusy || state.isWaiting ? context.spinnerFrame : ""
        if let built, built.state == state, built.spinner == spinner, built.size == size,
            built.lights == keyboardLights
        {
            return built.sheets
        }
        let sheets = state.steps.enumerated().map { index, open in
            Self.fitted(
                open, isTop: index == state.steps.count - 1, state: state, spinner: spinner, in: size,
                lights: keyboardLights)
        }
        built = (state, spinner, size, keyboardLights, sheets)
        return sheets
    }

    /// Caps Lock and Num Lock as whoever runs the screen last read them (nil: not known).
    var keyboardLights: KeyboardLights?

    /// Whether the top step asks for a secret: while it does, the keyboard's lights are worth
    /// reading.
    var asksForSecret: Bool {
        presenter.state.steps.last?.step.prompts.contains { $0.kind == .secret || $0.kind == .newSecret }
            ?? false
    }

    private var built:
        (
            state: ConversationState, spinner: String, size: TerminalSize, lights: KeyboardLights?,
            sheets: [Sheet]
        )?

    /// Whether the sheets move by themselves (a spinner while busy or waiting).
    var isAnimating: Bool { presenter.state.isBusy || presenter.state.isWaiting }

    /// What a key did to the top sheet (`stack`'s, read back after `event`), as an intent.
    func act(on event: ModalEvent, stack: ModalStack) {
        let presenter = presenter
        switch event {
        case .dismissed: work.start { await presenter.back() }
        case .edited, .consumed:
            if let form = stack.top?.form { presenter.edit(form) }
        case .pressed(_, let choice):
            if let form = stack.top?.form { presenter.edit(form) }
            work.start { await presenter.choose(choice) }
        case .ignored: break
        }
    }
}
