import AuthNavigation

/// A screen made of one sheet: the way to write one's own login or loading screen. It keeps the
/// sheet's `Form` (what was typed, the focus, errors) as its state, builds the sheet from it for
/// every frame, and calls `onPress` with the button and the form when a button is pressed.
///
/// ```swift
/// let login = SheetScreen { form in
///     Sheet(id: "login", title: "Log in", items: [.field(TextField("Name")), .buttons([Button("Log in")])], form: form)
/// } onPress: { button, form in Task { try await navigator.finishLogin(success: form.text("Name") == "ada") } }
/// ```
@MainActor
public final class SheetScreen: ScreenView {
    /// What the person has typed, the focus, and the errors to show (set `form.errors` from
    /// `onPress` to refuse a value; focus moves to the first field with an error).
    public var form = Form()

    private let makeSheet: @MainActor (Form) -> Sheet
    private let onPress: @MainActor (String, Form) -> Void
    private let stage = SheetStage()

    public init(
        _ makeSheet: @escaping @MainActor (Form) -> Sheet,
        onPress: @escaping @MainActor (String, Form) -> Void
    ) {
        self.makeSheet = makeSheet
        self.onPress = onPress
    }

    /// A login-style sheet: `fields` (text fields, each labelled and identified by its name) and
    /// one `button`; `onPress` gets the form when it is pressed (or Enter is hit in the last field).
    public convenience init(
        title: String, fields: [String], button: String, onPress: @escaping @MainActor (Form) -> Void
    ) {
        self.init(
            { form in
                Sheet(
                    id: title, title: title,
                    items: fields.map { .field(TextField($0)) } + [.buttons([Button(button)])],
                    form: form)
            },
            onPress: { _, form in onPress(form) })
    }

    /// A sheet that only says `message` (a loading screen, a notice).
    public convenience init(message: String) {
        self.init({ _ in Sheet(id: message, items: [.label(Label(message))]) }, onPress: { _, _ in })
    }

    /// Shows `message` under field `id` and puts the caret back there.
    public func refuse(_ id: String, _ message: String) {
        form.show(errors: [id: message], order: [id])
    }

    public func reconcile(size: TerminalSize, context: ScreenContext) {
        stage.reconcile([makeSheet(form)], context: context)
    }

    public func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        let region = Rect(width: size.width, height: size.height)
        let sheets = [makeSheet(form)]
        var (canvas, caret, keys) = stage.compose(
            sheets, over: context.blank(size), in: region, context: context)
        // Nothing is under a sheet screen's sheet: Esc has nothing to go back to.
        keys.remove(.back)
        return ScreenFrame(canvas: canvas, cursor: caret, keys: keys)
    }

    public func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        var stack = ModalStack(sheets: [makeSheet(form)], keyMap: context.keyMap)
        let event = stack.handle(key, in: Rect(width: size.width, height: size.height))
        if let edited = stack.top?.form { form.accept(edited) }
        switch event {
        case .pressed(_, let button): onPress(button, form)
        default: break
        }
        return .keepRunning
    }
}
