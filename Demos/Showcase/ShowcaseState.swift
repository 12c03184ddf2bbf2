import AuthDomain
import AuthTUI

/// What the showcase shows, as data: the settings, and the sheets that are open, bottom to top,
/// each with its form (where its focus is).
///
/// The sheets on screen are built from it for every frame and every key (`sheets`), so nothing
/// keeps a sheet but this value: the sheet under another keeps its focus here, and it is back
/// on it when the one on top closes.
struct ShowcaseState: Equatable, Sendable {
    /// One open sheet: which kind, its id (fresh for every opening, so a fade belongs to one
    /// presentation even when the same kind is opened again at once) and its form.
    struct OpenSheet: Equatable, Sendable {
        var kind: ShowcaseSheets.Kind
        var id: String
        var form = Form()
    }

    private(set) var settings: ShowcaseSettings
    /// The settings the showcase started with, which the confirmation puts back.
    let launchSettings: ShowcaseSettings
    /// Bottom to top.
    private(set) var open: [OpenSheet] = []
    private var openings = 0

    init(settings: ShowcaseSettings) {
        self.settings = settings
        launchSettings = settings
    }

    /// The sheets on screen, bottom to top, as their forms left them.
    var sheets: [Sheet] {
        open.map { entry in
            var sheet = ShowcaseSheets.sheet(entry.kind, id: entry.id)
            sheet.form = entry.form
            return sheet
        }
    }

    /// A showcase key (`quit` is the run loop's and changes nothing here).
    mutating func perform(_ action: ShowcaseAction) {
        switch action {
        case .openSheet: present(.stacked(depth: open.count + 1))
        case .openAlert: present(.alert)
        case .openConfirm: present(.confirm)
        case .toggleRegion: settings.toggleRegion()
        case .cycleColour: settings.cycleColour()
        case .cycleScrim: settings.cycleScrim()
        case .lengthenFade: settings.lengthenFade()
        case .shortenFade: settings.shortenFade()
        case .toggleCover: settings.toggleCover()
        case .quit: break
        }
    }

    /// The top sheet's form after a key moved its focus (or, in a sheet with fields, its text).
    mutating func keep(_ form: Form) {
        guard !open.isEmpty else { return }
        open[open.count - 1].form = form
    }

    /// `button` on the top sheet was pressed.
    mutating func press(_ button: String) {
        switch ShowcaseSheets.intent(of: button) {
        case .stackAnother: perform(.openSheet)
        case .openAlert: perform(.openAlert)
        case .close: closeTop()
        case .resetSettings:
            closeTop()
            settings = launchSettings
        }
    }

    /// Closes the top sheet (Esc, or one of its buttons); the one under it is on top again.
    mutating func closeTop() {
        _ = open.popLast()
    }

    private mutating func present(_ kind: ShowcaseSheets.Kind) {
        openings += 1
        open.append(OpenSheet(kind: kind, id: "\(kind.idPrefix)-\(openings)"))
    }
}
