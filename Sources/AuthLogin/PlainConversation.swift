/// A conversation's steps one line at a time: the one line renderer of the login (`PlainLogin`,
/// the greeter's line mode) and of the signed-in host's actions (`PlainApp`).
///
/// A step says its title and lines once, then asks each prompt on a line of its own with its label
/// first (`Email: `); a secret is never echoed; errors are whole lines before the prompt they
/// concern; several choices are numbered (`1) Log in  2) Create account  0) Back`, the way back
/// named by a choice that backs out, such as `0) Cancel`) and answered by number or by name; a
/// lone choice of a first step is taken at once. Esc alone on a line (then Enter) goes back as Esc
/// does on the sheets. A wait for something outside says what it waits for and is cancelled by
/// Esc or Ctrl-C.
@MainActor
final class PlainConversation {
    /// How the conversation stopped being asked.
    enum Ending: Equatable {
        /// No step is open any more (the conversation ended, or went back past its first step
        /// after an answer).
        case over
        /// The person backed out of the first step: by Esc, or by the way back (`0) Back`).
        case backedOut(BackOut)
        /// `stop` said so after a turn (someone is signed in).
        case stopped
        case endOfInput
        case interrupted
    }

    private let terminal: LineTerminal
    private let work: PendingWork
    /// The step whose title and lines were said last, so a step asked again repeats only what
    /// changed (its errors).
    private var saidStep: String?
    /// The title said last: a step with the same title does not say it again.
    private var saidTitle: String?

    init(terminal: LineTerminal, work: PendingWork) {
        self.terminal = terminal
        self.work = work
    }

    /// Says every title and line again from the next step on (a new conversation).
    func forget() {
        saidStep = nil
        saidTitle = nil
    }

    /// Asks `presenter`'s open steps until none is open, `stop` holds after a turn, or the input
    /// ends.
    func converse(_ presenter: ConversationPresenter, stop: () -> Bool) async -> Ending {
        while let open = presenter.state.top {
            say(open)
            if let waiting = presenter.state.waitingFor {
                terminal.say(Message("line.waiting", "%1$s… (Esc or Ctrl-C cancels)")(waiting))
                if await terminal.waitForCancel(while: { presenter.state.isWaiting }) {
                    terminal.say(Message("line.cancelled", "Cancelled").text)
                    await presenter.back(.escape)
                    if presenter.state.top == nil { return .backedOut(.escape) }
                }
                await presenter.outsideAnswered()
                await work.settled()
                if stop() { return .stopped }
                continue
            }
            var escaped = false
            for prompt in open.step.prompts where !escaped {
                switch ask(prompt, in: open, presenter) {
                case .line: continue
                case .escape: escaped = true
                case .endOfInput: return .endOfInput
                case .interrupted: return .interrupted
                }
            }
            if escaped {
                // Esc at a prompt, as on the sheets: the step below, or out of the first one (a
                // step that may not be backed out of is asked again).
                await presenter.back(.escape)
                if presenter.state.top == nil { return .backedOut(.escape) }
                continue
            }
            let numbered = open.step.choices.filter { !$0.backsOut }
            switch choose(numbered, in: open, depth: presenter.state.steps.count) {
            case .interrupted: return .interrupted
            case .endOfInput: return .endOfInput
            case .chose(let index):
                let choice = numbered[index]
                if let busy = choice.busyLabel { terminal.say("\(busy)…") }
                await presenter.choose(choice.id)
                // A choice the conversation answered by cancelling (a program's own `Cancel`).
                if presenter.state.top == nil, let by = presenter.backOut { return .backedOut(by) }
            case .back:
                await presenter.back(.choice)
                if presenter.state.top == nil { return .backedOut(.choice) }
            case .escape:
                await presenter.back(.escape)
                if presenter.state.top == nil { return .backedOut(.escape) }
            }
            await work.settled()
            if stop() { return .stopped }
        }
        return .over
    }

    /// A step's title and lines the first time it is asked; its message every time it has one.
    private func say(_ open: OpenStep) {
        if saidStep != open.id || open.step.lines != said {
            saidStep = open.id
            said = open.step.lines
            if saidTitle != open.step.title { terminal.say(open.step.title) }
            saidTitle = open.step.title
            for line in open.step.lines {
                switch line {
                case .info(let text): terminal.say(text)
                case .error(let text): terminal.say(Message("line.error", "Error: %1$s")(text))
                case .scan(let text, let caption):
                    if let caption { terminal.say(caption) }
                    terminal.say(Message("line.scan", "To copy or scan: %1$s")(text))
                case .list(let entries): entries.forEach(terminal.say)
                }
            }
        }
        if let message = open.message { terminal.say(message) }
    }

    /// The lines said last (a step asked again with other lines says them).
    private var said: [ConversationLine] = []

    /// One prompt: its error first, then its label; Enter on an answer typed before keeps it.
    private func ask(_ prompt: Prompt, in open: OpenStep, _ presenter: ConversationPresenter)
        -> LineTerminal.Answer
    {
        if let error = open.form.errors[prompt.id] { terminal.say(error) }
        let typed = open.form.text(prompt.id)
        let hint =
            typed.isEmpty
            ? ""
            : prompt.isSecret
                ? Message("line.keeps-typed", " (Enter keeps what you typed)").text : " [\(typed)]"
        let answer = terminal.ask(Self.label(prompt.label, hint), secret: prompt.isSecret)
        guard case .line(let text) = answer else { return answer }
        if !text.isEmpty || typed.isEmpty { presenter.fill(prompt.id, with: text) }
        if prompt.kind == .newSecret, let strength = presenter.state.newSecretStrength {
            terminal.say(Message("line.strength", "Strength: %1$s")(StrengthMeter.words(strength)))
        }
        return answer
    }

    /// The choice to make among `numbered`: the only one of a first step at once, unless the
    /// step asks nothing and either only shows something that must be read and cannot be shown
    /// again (recovery codes: no way back, so `1) Done` is asked) or offers a way out of its own
    /// beside that choice (after a refusal, `1) Get a new code` or `0) Cancel`: taking it by itself
    /// would start again at once); otherwise a numbered list with the way back (`0) Back`, or the
    /// label of the choice that backs out), answered by number or name (Enter: the first).
    private func choose(_ numbered: [Choice], in open: OpenStep, depth: Int) -> PlainChoice.Answer {
        let mustBeConfirmed =
            open.step.prompts.isEmpty
            && (!open.step.mayGoBack || open.step.choices.contains(where: \.backsOut))
        if numbered.count == 1, depth <= 1, !mustBeConfirmed { return .chose(0) }
        let back =
            open.step.mayGoBack
            ? open.step.choices.first(where: \.backsOut)?.label ?? Choice.backLabel.text : nil
        return PlainChoice.ask(numbered.map(\.label), back: back, on: terminal)
    }

    /// `label` as a prompt: the conversation's words, with `: ` after them unless they end with
    /// a colon already (PAM's `Password: `, a Chinese or Japanese PAM's full-width `密码：`,
    /// which keeps its own).
    static func label(_ label: String, _ hint: String) -> String {
        let trimmed = label.hasSuffix(" ") ? String(label.dropLast()) : label
        if trimmed.hasSuffix("：") { return String(trimmed.dropLast()) + hint + "：" }
        let colon = trimmed.hasSuffix(":") ? String(trimmed.dropLast()) : trimmed
        return colon + hint + ": "
    }
}
