import AuthNavigation

/// A screen made of one sheet: the way to write one's own login or loading screen. It keeps the
/// sheet's `Form` (what was typed, the focus, errors) as its state, builds the sheet from it for
/// every frame, and calls `onPress` with the button and the form when a button is pressed.
///
/// ```swift
/// let login = SheetScreen(title: "Log in", fields: ["Name", .secret("PIN")], button: "Log in") {
///     form, screen in
///     guard form.text("PIN") == "1234" else { return screen.refuse("PIN", "Not that one") }
///     Task { try await navigator.finishLogin(success: form.text("Name") == "ada") }
/// }
/// ```
@MainActor
public final class SheetScreen: ScreenView {
    /// What the person has typed, the focus, and the errors to show (`refuse` a value from
    /// `onPress`; `form.set` puts a text into a field).
    public var form = Form()

    /// A field of the short form: a text field, or a secret one (`SecureField`: masked, never
    /// copied, emptied when the sheet is refused). A string literal is a text field.
    public enum Field: Equatable, Sendable, ExpressibleByStringLiteral {
        /// A text field labelled and identified by its name.
        case text(String)
        /// A secret field labelled and identified by its name.
        case secret(String)

        public init(stringLiteral name: String) { self = .text(name) }

        var item: Sheet.Item {
            switch self {
            case .text(let name): .field(TextField(name))
            case .secret(let name): .secureField(SecureField(name))
            }
        }
    }

    private let makeSheet: @MainActor (Form) -> Sheet
    /// The button pressed, the form, and this screen (an argument, so the callback never holds
    /// the screen that holds it).
    private let onPress: @MainActor (String, Form, SheetScreen) -> Void
    private let stage = SheetStage()

    public convenience init(
        _ makeSheet: @escaping @MainActor (Form) -> Sheet,
        onPress: @escaping @MainActor (String, Form) -> Void
    ) {
        self.init(makeSheet: makeSheet) { button, form, _ in onPress(button, form) }
    }

    private init(
        makeSheet: @escaping @MainActor (Form) -> Sheet,
        onPress: @escaping @MainActor (String, Form, SheetScreen) -> Void
    ) {
        self.makeSheet = makeSheet
        self.onPress = onPress
    }

    /// A login-style sheet: `fields` (each labelled and identified by its name: `"Name"` a text
    /// field, `.secret("PIN")` a secret one) and one `button`; `onPress` gets the form and this
    /// screen (to `refuse` a value) when it is pressed (or Enter is hit in the last field).
    public convenience init(
        title: String, fields: [Field], button: String,
        onPress: @escaping @MainActor (Form, SheetScreen) -> Void
    ) {
        self.init(
            makeSheet: { form in
                Sheet(
                    id: title, title: title, items: fields.map(\.item) + [.buttons([Button(button)])],
                    form: form)
            },
            onPress: { _, form, screen in onPress(form, screen) })
    }

    /// The same with a callback that needs only the form.
    public convenience init(
        title: String, fields: [Field], button: String, onPress: @escaping @MainActor (Form) -> Void
    ) {
        self.init(title: title, fields: fields, button: button) { form, _ in onPress(form) }
    }

    /// A sheet that only says `message` (a loading screen, a notice).
    public convenience init(message: String) {
        self.init(
            makeSheet: { _ in Sheet(id: message, items: [.label(Label(message))]) }, onPress: { _, _, _ in })
    }

    /// Shows `message` under field `id` and puts the caret back there. Every secret field is
    /// emptied, as a login asks a secret afresh: `0000` refused, then `1234` typed, is `1234`.
    public func refuse(_ id: String, _ message: String) {
        for case .secureField(let field) in makeSheet(form).items { form.fields[field.id] = FieldText() }
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
        case .pressed(_, let button): onPress(button, form, self)
        default: break
        }
        return .keepRunning
    }
}
