import Foundation
import TestProcesses
import XCTest

@testable import AuthDomain
@testable import AuthLogin
@testable import AuthTUI

/// Two-factor enrolment on the terminals people have: the QR code the sheet draws at 80x24 (the
/// usual xterm), 80x25 (the Linux console) and 100x30 is one a phone can read, on 256 colours, on
/// 8 in xterm's colours and in the Linux console's; and the ten recovery codes that follow all
/// show on one 80x24 screen. The canvas is painted as a terminal paints it (each colour the
/// palette entry the terminal shows, `▀` as its two halves, reverse swapped) and ZBar, written by
/// nobody here, decodes the picture.
@MainActor
final class TwoFactorQRCodeTests: XCTestCase {
    private let password = "correct horse battery"

    /// A terminal's colours: the tier the app draws for and the colour each palette entry shows;
    /// without colours (`NO_COLOR`), the terminal's own foreground and background, which it shows
    /// whatever colours the canvas holds.
    private struct Palette: Sendable {
        var name: String
        var tier: ColorTier
        var shown: @Sendable (Int) -> RGBColor
        var noColour: (foreground: RGBColor, background: RGBColor)? = nil

        static let xterm256 = Palette(name: "256 colours", tier: .ansi256) {
            ColorTier.ansi256.displayedColor(forPaletteIndex: $0)
        }
        static let xterm8 = Palette(name: "8 colours (xterm)", tier: .ansi8) {
            ColorTier.ansi8.displayedColor(forPaletteIndex: $0)
        }
        /// The Linux console's default palette (`vt.default_red/grn/blu`): its white is a grey.
        static let linuxConsole = Palette(name: "8 colours (Linux console)", tier: .ansi8) {
            [0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA].map {
                RGBColor(hex: $0)
            }[$0]
        }
        /// `NO_COLOR` in xterm as it starts: black on white.
        static let noColourDarkOnLight = Palette(
            name: "no colour, black on white", tier: .ansi256, shown: { _ in .black },
            noColour: (.black, .white))
        /// `NO_COLOR` in a terminal that is light on dark and says so in `COLORFGBG` (Konsole, rxvt).
        static let noColourLightOnDark = Palette(
            name: "no colour, light grey on black", tier: .ansi256, shown: { _ in .black },
            noColour: (RGBColor(hex: 0xAAAAAA), .black))
    }

    /// The app signed in as Ada with the enrolment sheet open, drawn for `palette`.
    private func enrolmentScreen(_ palette: Palette) async throws -> (
        RootScreen, AppRouter, (secret: String, keyURI: String)
    ) {
        let directory = NSTemporaryDirectory() + "authtui-qr-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        let router = AppModules.build(
            service: service, probe: .checking(service), settings: .init(fades: false))
        let context = ScreenContext(
            colorTier: palette.tier, noColor: palette.noColour != nil,
            inkIsDark: palette.noColour.map { $0.foreground.red < $0.background.red } ?? true,
            clock: ManualClock())
        context.fadeSeconds = 0
        let screen = RootScreen(LoginApp(router: router), context: context)
        let account = try await service.signUp(
            email: "ada.lovelace@example.com", password: password, username: "Ada")
        try await router.showSignedIn(account)
        await router.loggedIn.open(HostAction.ID.twoFactor)
        router.loggedIn.conversation.fill(AccountField.password.rawValue, with: password)
        await router.loggedIn.conversation.choose("continue")
        guard let secret = router.loggedIn.enrolmentKey,
            case .scan(let keyURI, _) = router.loggedIn.step?.lines.first
        else {
            // Enrolment failing is a fault of the app, not of the machine: it fails the test.
            struct NoEnrolment: Error, CustomStringConvertible { let description: String }
            throw NoEnrolment(description: "no enrolment: \(router.loggedIn.state.problem ?? "")")
        }
        return (screen, router, (secret, keyURI))
    }

    /// The screen as a grey picture, 4 pixels a half cell, as the terminal shows `canvas`.
    private func painted(_ canvas: Canvas, _ palette: Palette) -> (pixels: [UInt8], width: Int, height: Int) {
        let scale = 4
        func shown(_ colour: RGBColor) -> RGBColor {
            palette.tier.paletteIndex(for: colour).map(palette.shown) ?? .black
        }
        var pixels: [UInt8] = []
        for y in 0..<canvas.height * 2 {
            var row: [UInt8] = []
            for x in 0..<canvas.width {
                let cell = canvas[x, y / 2]
                var (foreground, background) =
                    palette.noColour ?? (shown(cell.foreground), shown(cell.background))
                if cell.attributes.contains(.reverse) { swap(&foreground, &background) }
                // Block glyphs are drawn as the halves they fill; a letter's few pixels are left
                // out (nothing to decode in them), its cell painted in its background.
                let upper = y % 2 == 0
                let colour =
                    switch cell.grapheme {
                    case "▀": upper ? foreground : background
                    case "▄": upper ? background : foreground
                    case "█": foreground
                    default: background
                    }
                let weighted = Int(colour.red) * 299 + Int(colour.green) * 587 + Int(colour.blue) * 114
                let grey = UInt8(weighted / 1000)
                row += [UInt8](repeating: grey, count: scale)
            }
            for _ in 0..<scale { pixels += row }
        }
        return (pixels, canvas.width * scale, canvas.height * 2 * scale)
    }

    /// What ZBar reads in `canvas` as the terminal shows it ("" when it finds no code).
    private func decoded(_ canvas: Canvas, _ palette: Palette) throws -> String {
        let picture = painted(canvas, palette)
        let path = "\(NSTemporaryDirectory())authtui-qr-\(UUID().uuidString).pgm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = Array("P5\n\(picture.width) \(picture.height)\n255\n".utf8)
        try Data(header + picture.pixels).write(to: URL(fileURLWithPath: path))
        return try runCommand("/usr/bin/zbarimg", ["--raw", "-q", path]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTheEnrolmentQRCodeScansAt80x24And80x25And100x30OnEveryPalette() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg") else {
            throw XCTSkip("no zbarimg: make test-deps installs zbar-tools")
        }
        for palette in [Palette.xterm256, .xterm8, .linuxConsole] {
            let (screen, _, enrolment) = try await enrolmentScreen(palette)
            XCTAssertEqual(QRCode(enrolment.keyURI)?.size, 41, "a usual address makes a code of 41 modules")
            for (width, height) in [(80, 24), (80, 25), (100, 30)] {
                let canvas = screen.frame(size: TerminalSize(width: width, height: height)).canvas
                let text = canvas.lines.joined(separator: "\n")
                XCTAssertTrue(text.contains("Key: "), "the key shows beside the code:\n\(text)")
                XCTAssertTrue(text.contains("Code"), "the code field shows beside the code:\n\(text)")
                if ProcessInfo.processInfo.environment["QR_DUMP"] != nil { print(text) }
                XCTAssertEqual(
                    try decoded(canvas, palette), enrolment.keyURI,
                    "\(palette.name) at \(width)x\(height):\n\(text)")
            }
        }
    }

    /// Issue 41 #2: with `NO_COLOR` the code is drawn in the terminal's own two colours (black on
    /// white as xterm starts, or light on dark where `COLORFGBG` says so) and scans, at 80x24 and
    /// beside it the `otpauth://` address shows as text; no line says colours are missing.
    func testWithoutColoursTheCodeIsDrawnInTheTerminalsOwnColoursAndScans() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg") else {
            throw XCTSkip("no zbarimg: make test-deps installs zbar-tools")
        }
        for palette in [Palette.noColourDarkOnLight, .noColourLightOnDark] {
            let (screen, _, enrolment) = try await enrolmentScreen(palette)
            for (width, height) in [(80, 24), (80, 25), (100, 30)] {
                let canvas = screen.frame(size: TerminalSize(width: width, height: height)).canvas
                let text = canvas.lines.joined(separator: "\n")
                XCTAssertTrue(canvas.cells.allSatisfy { $0.foreground == .white && $0.background == .black })
                XCTAssertTrue(text.contains("Key: "), "the key shows beside the code:\n\(text)")
                XCTAssertEqual(shownText(startingWith: "otpauth://", in: canvas), enrolment.keyURI, text)
                if ProcessInfo.processInfo.environment["QR_DUMP"] != nil { print(text) }
                XCTAssertEqual(
                    try decoded(canvas, palette), enrolment.keyURI,
                    "\(palette.name) at \(width)x\(height):\n\(text)")
            }
        }
    }

    /// The text that starts with `prefix` on `canvas`, read down the column it starts in (as
    /// wrapped, up to the sheet's border) until a row adds nothing.
    private func shownText(startingWith prefix: String, in canvas: Canvas) -> String? {
        let rows = canvas.lines.map { Array($0) }
        guard let top = rows.firstIndex(where: { String($0).contains(prefix) }) else { return nil }
        let line = String(rows[top])
        let x = line.distance(from: line.startIndex, to: line.range(of: prefix)!.lowerBound)
        var text = ""
        for row in rows[top...] where x < row.count {
            let piece = String(row[x...]).split(separator: "│").first.map(String.init) ?? ""
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.contains(" ") { break }
            text += trimmed
        }
        return text
    }

    func testColorFGBGNamesWhichOfTheTerminalsColoursIsDarker() {
        XCTAssertTrue(ColorTier.terminalInkIsDark(colorFGBG: nil), "xterm's defaults: black on white")
        XCTAssertFalse(ColorTier.terminalInkIsDark(colorFGBG: "15;0"), "white on black")
        XCTAssertFalse(ColorTier.terminalInkIsDark(colorFGBG: "7;default;4"), "grey on blue")
        XCTAssertTrue(ColorTier.terminalInkIsDark(colorFGBG: "0;15"), "black on bright white")
        XCTAssertTrue(ColorTier.terminalInkIsDark(colorFGBG: "0;7"), "black on light grey")
        XCTAssertTrue(ColorTier.terminalInkIsDark(colorFGBG: "nonsense"), "unreadable: the defaults")
    }

    /// The URI carries only what authenticator apps need: the defaults (SHA-1, 6 digits, 30 s)
    /// are left out, which is what makes the code small enough.
    func testTheScannedURIHasNoDefaultParameters() async throws {
        let (_, _, enrolment) = try await enrolmentScreen(.xterm256)
        XCTAssertTrue(enrolment.keyURI.hasPrefix("otpauth://totp/authtui:ada.lovelace%40example.com?secret="))
        for parameter in ["algorithm=", "digits=", "period="] {
            XCTAssertFalse(enrolment.keyURI.contains(parameter), enrolment.keyURI)
        }
    }

    /// Where the QR code cannot show whole (44x16), the key in groups still does, with a line
    /// that says how much larger the terminal must be: never half a QR code, never `Terminal too
    /// small`, and not the whole address either when it would make the sheet scroll.
    func testASmallTerminalShowsTheKeyInGroupsAndSaysWhatShowsTheCode() async throws {
        let (screen, _, enrolment) = try await enrolmentScreen(.xterm256)
        let text = screen.frame(size: TerminalSize(width: 44, height: 16)).canvas.lines.joined(
            separator: "\n")
        XCTAssertFalse(text.contains("▀"), "no part of a QR code:\n\(text)")
        XCTAssertFalse(text.contains(TooSmallNotice.message), text)
        XCTAssertTrue(text.contains("(a terminal 34 columns wider and 8 rows"), text)
        XCTAssertTrue(text.contains("shows a QR code)"), text)
        XCTAssertFalse(
            text.contains("otpauth://"), "the address gives way to the key, which says it shorter:\n\(text)")
        let groups = stride(from: 0, to: enrolment.secret.count, by: 4).map {
            enrolment.secret.dropFirst($0).prefix(4)
        }
        for group in groups { XCTAssertTrue(text.contains(group), "key group \(group):\n\(text)") }
    }

    func testTheTenRecoveryCodesShowOnOne80x24ScreenAndOnlyDoneClosesThem() async throws {
        let (screen, router, enrolment) = try await enrolmentScreen(.xterm256)
        let size = TerminalSize(width: 80, height: 24)
        _ = screen.frame(size: size)
        let secret = try XCTUnwrap(Base32.decode(enrolment.secret))
        let code = try TOTP(secret: secret).code(step: TOTP.step(at: Date().timeIntervalSince1970))
        for character in code { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        await router.settled()
        guard let codes = router.loggedIn.recoveryCodes else {
            return XCTFail("no recovery codes: \(router.loggedIn.state.problem ?? "")")
        }
        XCTAssertEqual(codes.count, 10)
        let text = screen.frame(size: size).canvas.lines.joined(separator: "\n")
        for code in codes { XCTAssertTrue(text.contains(code), "\(code) on the 80x24 screen:\n\(text)") }
        XCTAssertEqual(
            text.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces),
            "Enter submit · Ctrl-C quit",
            "the hint line offers no Esc here")
        _ = screen.handle(.escape)
        await router.settled()
        XCTAssertEqual(router.loggedIn.recoveryCodes, codes, "Esc does not lose them")
        // Too small to show them all, the sheet says what it needs and keeps them.
        let small = screen.frame(size: TerminalSize(width: 44, height: 16)).canvas.lines.joined(
            separator: "\n")
        XCTAssertFalse(small.contains(TooSmallNotice.message), small)
        _ = screen.handle(.enter)  // Done
        await router.settled()
        XCTAssertNil(router.loggedIn.step)
    }

    /// Issue 38 #2: any authenticator's `.scan` line is drawn as a QR code by the sheet renderer
    /// (the one the enrolment uses), with the text under it; where the code cannot show whole,
    /// one line says how much larger the terminal must be, and the text stays.
    func testAnyAuthenticatorsScanLineIsAQRCodeThatScansOrSaysHowMuchLarger() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg") else {
            throw XCTSkip("no zbarimg: make test-deps installs zbar-tools")
        }
        let address = "https://id.example.com/device?user_code=WDJB-MJHT"
        final class Scanning: Authenticator {
            let startLabel = "SIGN IN"
            let address: String
            init(address: String) { self.address = address }
            func begin() async -> ConversationTurn {
                .ask(
                    ConversationStep(
                        id: "device", title: "Sign in on another device",
                        lines: [.info("Scan the code, or open the address:"), .scan(address)],
                        choices: [Choice(id: "done", label: "I have approved it")]))
            }
            func answer(_ reply: Reply, to stepID: String) async -> ConversationTurn { .cancelled }
            func back(from stepID: String) async -> ConversationTurn { .cancelled }
        }
        let directory = NSTemporaryDirectory() + "authtui-scan-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: .init(hashing: .minimum))
        final class Blank: ScreenView {
            func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
                ScreenFrame(canvas: context.blank(size))
            }
            func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
                .keepRunning
            }
        }
        let gate = try LoginGate(
            host: Blank(), service: service, authenticator: Scanning(address: address),
            settings: LoginGuard.Settings(showsLoading: false, remembersSession: false, fades: false))
        let context = ScreenContext(colorTier: .ansi256, clock: ManualClock())
        context.fadeSeconds = 0
        let screen = RootScreen(gate.screen, context: context)
        gate.start()
        await gate.work.settled()
        _ = screen.frame(size: TerminalSize(width: 80, height: 24))
        _ = screen.handle(.enter)
        await gate.work.settled()
        for (width, height) in [(80, 24), (100, 30)] {
            let canvas = screen.frame(size: TerminalSize(width: width, height: height)).canvas
            let text = canvas.lines.joined(separator: "\n")
            XCTAssertTrue(text.contains("WDJB-MJHT"), "the address shows as text:\n\(text)")
            XCTAssertEqual(try decoded(canvas, .xterm256), address, "at \(width)x\(height):\n\(text)")
        }
        let small = screen.frame(size: TerminalSize(width: 44, height: 16)).canvas.lines.joined(
            separator: "\n")
        XCTAssertTrue(small.contains("shows a QR code)"), "says what would show it:\n\(small)")
        XCTAssertTrue(small.contains("WDJB-MJHT"), "the text stays:\n\(small)")
    }
}
