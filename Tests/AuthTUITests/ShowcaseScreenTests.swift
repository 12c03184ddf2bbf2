import AuthDomain
import XCTest

@testable import AuthTUI
@testable import Showcase

/// The showcase screen against the canvas: what each key puts on screen, how sheets stack and
/// fade, and that the host region and the minimum size are honoured.
@MainActor
final class ShowcaseScreenTests: XCTestCase {
    private let size = TerminalSize(width: 80, height: 24)
    private let theme = Theme.standard
    private var hostBackground: RGBColor { theme[.background].background }
    private var titleBar: RGBColor { theme[.title].foreground }

    private func makeScreen(
        _ settings: ShowcaseSettings = ShowcaseSettings(animation: 0), clock: ManualClock = ManualClock(),
        size: TerminalSize? = nil
    ) -> ShowcaseScreen {
        let screen = ShowcaseScreen(settings: settings, colorTier: .direct, noColor: false, clock: clock)
        _ = screen.frame(size: size ?? self.size)
        return screen
    }

    private func press(_ screen: ShowcaseScreen, _ keys: Key...) {
        for key in keys { XCTAssertEqual(screen.handle(key), .keepRunning, "\(key)") }
    }

    private func canvas(_ screen: ShowcaseScreen, _ size: TerminalSize? = nil) -> Canvas {
        screen.frame(size: size ?? self.size).canvas
    }

    func testFirstFrameShowsTheHostTheSettingsAndTheKeyLegend() async {
        XCTAssertEqual(
            canvas(makeScreen()).lines,
            [
                " authtui showcase                                                   host screen ",
                "                                                                                ",
                " Layers, bottom to top                   Theme roles                            ",
                " 1 host: this screen                      Aa  background                        ",
                "                                          Aa  text                              ",
                "                                          Aa  dimText                           ",
                "                                          Aa  title                             ",
                "                                          Aa  button                            ",
                "                                          Aa  focusedButton                     ",
                "                                          Aa  destructiveButton                 ",
                "                                          Aa  field                             ",
                "                                          Aa  focusedField                      ",
                "                                          Aa  error                             ",
                "                                          Aa  panel                             ",
                "                                          Aa  border                            ",
                "                                          Aa  hint                              ",
                "                                                                                ",
                "                                                                                ",
                "                                                                                ",
                "an overlay recolours, it never erases: every glyph stays in place an overlay rec",
                "                                                                                ",
                " Region off · Colour #1e1e2e · Scrim 0.60 · Fade 0.00 s · Cover off             ",
                " s sheet · a alert · c confirm · r region · o colour · d scrim · + slower       ",
                " - faster · n cover · q, Ctrl-C quit · Tab next · Enter submit · Esc back       ",
            ])
    }

    func testSheetDimsTheHostByTheScrimOpacityTheKeyCycles() async {
        let screen = makeScreen()
        XCTAssertEqual(canvas(screen)[0, 0].background, titleBar)
        press(screen, .character("s"))
        XCTAssertEqual(
            canvas(screen)[0, 0].background, Compositor.blend(titleBar, toward: hostBackground, opacity: 0.6))
        press(screen, .character("d"))
        XCTAssertEqual(screen.view.state.settings.scrimOpacity, 0.85)
        XCTAssertEqual(
            canvas(screen)[0, 0].background, Compositor.blend(titleBar, toward: hostBackground, opacity: 0.85)
        )
        XCTAssertTrue(canvas(screen).lines[21].contains("Scrim 0.85"))
    }

    func testColourKeyTintsTheScrimWithTheNextColour() async {
        let screen = makeScreen()
        press(screen, .character("o"), .character("s"))
        XCTAssertEqual(screen.view.state.settings.colour, .black)
        XCTAssertEqual(
            canvas(screen)[0, 0].background, Compositor.blend(titleBar, toward: .black, opacity: 0.6))
        XCTAssertTrue(canvas(screen).lines[21].contains("Colour #000000"))
    }

    func testRegionConfinesScrimAndSheetToTheRightHalfAndLeavesTheLeftUntouched() async {
        let small = TerminalSize(width: 72, height: 18)
        let screen = makeScreen(size: small)
        press(screen, .character("r"), .character("s"))
        let frame = canvas(screen, small)
        XCTAssertEqual(
            frame.lines,
            [
                " authtui showcase                   ┌─ Sheet 1 ────────────────────────┐",
                "                                    │                                  │",
                " Layers, bottom to top              │ Sheet 1 of the stack.            │",
                " 1 host: this screen                │                                  │",
                " 2 scrim #1e1e2e 0.60               │ Stack opens one more sheet on    │",
                " 3 panel: Sheet 1                   │ top. Esc closes this one and     │",
                "                                    │ focus goes back to what opened   │",
                "                                    │ it.                              │",
                "                                    │                                  │",
                "                                    │ [ Stack ]  [ Alert ]  [ Close ]  │",
                "                                    │                                  │",
                "an overlay recolours, it never erase└──────────────────────────────────┘",
                "                                                                        ",
                " Region 36x13+36+0 · Colour #1e1e2e · Scrim 0.60 · Fade 0.00 s          ",
                " Cover off                                                              ",
                " s sheet · a alert · c confirm · r region · o colour · d scrim          ",
                " + slower · - faster · n cover · q, Ctrl-C quit · Tab next              ",
                " Enter submit · Esc back                                                ",
            ])
        let layout = ShowcaseLayout(size: small, settings: screen.view.state.settings)
        var host = Canvas(width: small.width, height: small.height, fill: theme[.background].cell())
        ShowcaseHost.render(
            into: &host, body: layout.body,
            layerCaptions: ["host: this screen"]
                + screen.view.captions(in: layout.region, context: screen.root.context),
            theme: theme)
        for y in 0..<layout.body.height {
            for x in 0..<layout.region.x {
                XCTAssertEqual(frame[x, y], host[x, y], "cell \(x),\(y) outside the region is untouched")
            }
        }
        // Row 12 is under the panel; only its first two cells are clear of the shadow.
        for x in layout.region.x..<(layout.region.x + 2) {
            XCTAssertEqual(
                frame[x, 12].background,
                Compositor.blend(host[x, 12].background, toward: hostBackground, opacity: 0.6),
                "cell \(x),12 inside the region is dimmed")
        }
    }

    func testSecondSheetStacksNarrowerAndEscReturnsFocusToItsOpener() async {
        let screen = makeScreen()
        let region = Rect(width: 80, height: 21)
        press(screen, .character("s"))
        XCTAssertEqual(screen.view.state.sheets.last?.focus, "Stack")
        press(screen, .tab)
        XCTAssertEqual(screen.view.state.sheets.last?.focus, "Alert")
        press(screen, .enter)
        XCTAssertEqual(screen.view.state.sheets.map(\.title), ["Sheet 1", "Alert"])
        press(screen, .escape)
        XCTAssertEqual(screen.view.state.sheets.map(\.title), ["Sheet 1"])
        XCTAssertEqual(screen.view.state.sheets.last?.focus, "Alert")
        press(screen, .character("s"), .enter)
        XCTAssertEqual(screen.view.state.sheets.map(\.title), ["Sheet 1", "Sheet 2", "Sheet 3"])
        XCTAssertEqual(
            screen.view.state.sheets.compactMap { $0.layout(in: region)?.frame.width }, [52, 48, 44])
        let lines = canvas(screen).lines
        XCTAssertTrue(lines.contains { $0.contains("┌─ Sheet 3") })
        XCTAssertTrue(
            lines.contains { $0.contains("│ Sheet 3 of the stack.") }, lines.joined(separator: "\n"))
        XCTAssertFalse(
            lines.contains { $0.contains("│ │") },
            "only the front sheet is drawn: no border of one below peeks out")
        press(screen, .escape)
        XCTAssertEqual(screen.view.state.sheets.last?.title, "Sheet 2")
        XCTAssertEqual(screen.view.state.sheets.last?.focus, "Stack")
    }

    func testAlertShowsItsMessageAndItsButtonClosesIt() async {
        let screen = makeScreen()
        press(screen, .character("a"))
        XCTAssertEqual(
            Array(canvas(screen).lines[6...13]),
            [
                "                  ┌─ Alert ──────────────────────────────────┐                  ",
                "                  │                                          │                  ",
                "                  │ An alert has one button. Enter, Space or │                  ",
                "                  │ Esc closes it.                           │n                 ",
                "                  │                                          │                  ",
                "                  │                  [ OK ]                  │                  ",
                "                  │                                          │                  ",
                "                  └──────────────────────────────────────────┘                  ",
            ])
        press(screen, .enter)
        XCTAssertTrue(screen.view.state.sheets.isEmpty)
        XCTAssertFalse(canvas(screen).lines.contains { $0.contains("Alert") })
    }

    func testConfirmDefaultsToCancelWhichChangesNothing() async {
        let screen = makeScreen()
        press(screen, .character("d"), .character("c"))
        XCTAssertEqual(screen.view.state.sheets.last?.focus, Confirm.cancelLabel.text)
        XCTAssertTrue(canvas(screen).lines[11].contains("[ \(Confirm.cancelLabel.text) ]  [ Reset ]"))
        press(screen, .enter)
        XCTAssertTrue(screen.view.state.sheets.isEmpty)
        XCTAssertEqual(screen.view.state.settings.scrimOpacity, 0.85)
    }

    func testConfirmResetPutsEverySettingBackAsLaunched() async {
        let launched = ShowcaseSettings(hostRegion: Rect(x: 2, y: 1, width: 50, height: 15), animation: 0)
        let screen = makeScreen(launched)
        press(screen, .character("d"), .character("o"), .character("+"), .character("r"), .character("n"))
        XCTAssertNotEqual(screen.view.state.settings, launched)
        press(screen, .character("c"), .tab, .enter)
        XCTAssertEqual(screen.view.state.settings, launched)
        XCTAssertTrue(screen.view.state.sheets.isEmpty)
    }

    func testCoverHidesTheHostAndSaysSo() async {
        let screen = makeScreen()
        press(screen, .character("n"))
        let frame = canvas(screen)
        XCTAssertEqual(
            frame.lines[10],
            "                     Navigator overlay: the host is hidden                      ")
        let roles = frame[41, 2]
        XCTAssertEqual(roles.grapheme, "T", "the glyph stays")
        XCTAssertEqual(roles.foreground, hostBackground)
        XCTAssertEqual(roles.background, hostBackground)
        XCTAssertTrue(frame.lines[21].contains("Cover on"))
        press(screen, .character("n"))
        XCTAssertEqual(canvas(screen)[41, 2].foreground, theme[.title].foreground)
    }

    func testSheetFadesInOverTheDurationAndAKeyFinishesIt() async {
        let clock = ManualClock()
        let screen = makeScreen(ShowcaseSettings(animation: 0.3), clock: clock)
        XCTAssertNil(screen.nextDeadline, "idle: no timer")
        press(screen, .character("s"))
        XCTAssertNotNil(screen.nextDeadline)
        screen.tick()
        XCTAssertFalse(canvas(screen).lines.contains { $0.contains("Sheet 1") }, "starts invisible")
        clock.advance(by: .milliseconds(150))
        screen.tick()
        XCTAssertTrue(screen.needsFrame)
        let halfway = canvas(screen)
        XCTAssertEqual(
            screen.view.captions(in: Rect(width: 80, height: 21), context: screen.root.context),
            ["scrim #1e1e2e 0.30", "panel: Sheet 1 0.50"])
        let border = theme[.border].foreground
        let corner = halfway[14, 5]
        XCTAssertEqual(corner.grapheme, "┌")
        XCTAssertNotEqual(corner.foreground, border)
        press(screen, .tab)
        XCTAssertNil(screen.nextDeadline, "the key completed the fade")
        XCTAssertEqual(canvas(screen)[14, 5].foreground, border)
    }

    func testClosedSheetFadesOutThenTheScreenGoesIdle() async {
        let clock = ManualClock()
        let screen = makeScreen(ShowcaseSettings(animation: 0.3), clock: clock)
        let region = Rect(width: 80, height: 21)
        press(screen, .character("s"), .escape)
        XCTAssertTrue(screen.view.state.sheets.isEmpty)
        XCTAssertEqual(
            screen.view.captions(in: region, context: screen.root.context),
            ["scrim #1e1e2e 0.60", "panel: Sheet 1"], "the closed sheet is still drawn, fading out")
        XCTAssertTrue(canvas(screen).lines.contains { $0.contains("┌─ Sheet 1") }, "still fading out")
        clock.advance(by: .milliseconds(300))
        screen.tick()
        XCTAssertEqual(screen.view.captions(in: region, context: screen.root.context), [])
        XCTAssertNil(screen.nextDeadline)
        XCTAssertFalse(canvas(screen).lines.contains { $0.contains("Sheet 1") })
    }

    func testFadeKeysChangeTheDurationOfTheNextFade() async {
        let clock = ManualClock()
        let screen = makeScreen(ShowcaseSettings(animation: 0.3), clock: clock)
        press(screen, .character("+"), .character("s"))
        XCTAssertTrue(canvas(screen).lines[21].contains("Fade 0.60 s"))
        clock.advance(by: .milliseconds(450))
        screen.tick()
        XCTAssertNotNil(screen.nextDeadline, "a 0.6 s fade still runs at 0.45 s")
        clock.advance(by: .milliseconds(200))
        screen.tick()
        XCTAssertNil(screen.nextDeadline)
        press(screen, .character("-"), .character("-"), .character("-"), .character("-"), .character("s"))
        XCTAssertEqual(screen.view.state.settings.fadeSeconds, 0)
        XCTAssertNil(screen.nextDeadline, "no fade at 0 s")
        XCTAssertEqual(screen.view.state.sheets.count, 2)
    }

    func testBelowTheMinimumSizeTheScreenSaysSoAndKeepsSheetsAndSettings() async {
        let screen = makeScreen()
        press(screen, .character("s"), .character("d"))
        let tiny = TerminalSize(width: 60, height: 15)
        XCTAssertTrue(canvas(screen, tiny).lines.contains { $0.contains(TooSmallNotice.message) })
        press(screen, .resize, .character("d"), .escape, .character("s"))
        XCTAssertEqual(screen.view.state.settings.scrimOpacity, 0.85, "typing is ignored while too small")
        XCTAssertEqual(screen.view.state.sheets.count, 1)
        XCTAssertEqual(screen.handle(.character("q")), .quit, "quitting still works")
        let lines = canvas(screen).lines
        XCTAssertTrue(lines.contains { $0.contains("┌─ Sheet 1") })
        XCTAssertTrue(lines[21].contains("Scrim 0.85"))
    }

    func testResizeLaysTheRegionOutAgain() async {
        let screen = makeScreen()
        press(screen, .character("r"), .character("s"))
        XCTAssertTrue(canvas(screen).lines[21].hasPrefix(" Region 40x21+40+0 "))
        let large = TerminalSize(width: 100, height: 30)
        let lines = canvas(screen, large).lines
        XCTAssertTrue(lines[27].hasPrefix(" Region 50x27+50+0 "), lines[27])
        XCTAssertTrue(lines.contains { $0.hasPrefix(String(repeating: " ", count: 50) + "┌─ Sheet 1") })
    }

    func testClickOnAButtonPressesIt() async {
        let screen = makeScreen()
        press(screen, .character("s"))
        let region = Rect(width: 80, height: 21)
        guard let close = screen.view.state.sheets.last?.layout(in: region)?.hitAreas["Close"] else {
            return XCTFail("the sheet lays out")
        }
        press(screen, .mouse(MouseEvent(x: close.x + 1, y: close.y, kind: .press)))
        XCTAssertTrue(screen.view.state.sheets.isEmpty)
    }

    func testQAndCtrlCQuitEvenOverASheet() async {
        let screen = makeScreen()
        press(screen, .character("s"))
        XCTAssertEqual(screen.handle(.character("q")), .quit)
        XCTAssertEqual(screen.handle(.control("c")), .quit)
    }

    func testEventLoopBlocksWhileTheShowcaseIsIdle() async {
        let terminal = InMemoryTerminal(size: size)
        let screen = ShowcaseScreen(
            settings: ShowcaseSettings(animation: 0), colorTier: .direct, noColor: false, clock: ManualClock()
        )
        terminal.enqueue(.character("s"), .character("q"))
        EventLoop(terminal: terminal).run(screen)
        XCTAssertEqual(terminal.requestedTimeouts.first, .some(nil), "the first wait had no timeout")
        XCTAssertEqual(terminal.frames.count, 1)
    }

    func testOnEightColoursTheShowcaseSheetStandsOnTheBlueBackdropAndSaysSo() {
        let screen = ShowcaseScreen(
            settings: ShowcaseSettings(animation: 0), colorTier: .ansi8, noColor: false, clock: ManualClock())
        _ = screen.frame(size: size)
        press(screen, .character("s"))
        let frame = canvas(screen)
        XCTAssertTrue(frame.lines.joined().contains("scrim: 8-colour backdrop"))
        let corner = frame.lines.firstIndex { $0.contains("┌─ Sheet 1") }!
        let x = frame.lines[corner].distance(
            from: frame.lines[corner].startIndex, to: frame.lines[corner].firstIndex(of: "┌")!)
        XCTAssertEqual(frame[x, corner].background, Theme.ANSI.white)
        XCTAssertEqual(frame[1, corner].background, Theme.ANSI.blue, "the scrim's backdrop beside the sheet")
    }
}
