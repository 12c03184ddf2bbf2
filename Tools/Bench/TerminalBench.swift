import AuthDomain
import AuthTUI
import Glibc

/// `authtui-bench terminal`: what `NcursesTerminal.present` costs, in time and in bytes written,
/// for a full repaint, a one-cell change and a whole full-screen fade to black.
///
/// The terminal writes into a temporary file whose offset counts the bytes (the descriptor is
/// shared with ncurses' duplicate, so truncating it between runs also rewinds ncurses' writes).
/// The size comes from `LINES`/`COLUMNS`, as ncurses reads them when the output is not a tty.
enum TerminalBench {
    static let sizes = [(80, 24), (200, 60)]
    static let terminalTypes = ["xterm-256color", "xterm-direct"]
    /// The frames the app draws at most for its default full-screen fade (0.3 s) on a local
    /// terminal (`FramePacing.local`).
    static let fadeFrames = Int((0.3 / (FramePacing.local.interval / .seconds(1))).rounded())
    /// The same fade at 60, 30 and 17 frames per second, for comparison.
    static let slowerFadeFrames = [18, 9, 5]
    static let repaintRuns = 20
    static let cellRuns = 200

    static func run() {
        print("terminal: NcursesTerminal.present (release build; bytes as written to the terminal)")
        print(
            pad("size", 8) + pad("TERM", 16) + pad("repaint µs", 12) + pad("bytes", 8) + pad("1 cell µs", 11)
                + pad("bytes", 7) + pad("fade frames", 13) + pad("fade µs/frame", 15) + pad("fade bytes", 12)
                + "fade / 3 repaints")
        for (width, height) in sizes {
            for type in terminalTypes {
                guard let result = measure(type: type, width: width, height: height) else {
                    print(
                        "  \(type) \(width)x\(height): could not start the terminal (is ncurses-term installed?)"
                    )
                    continue
                }
                let ratio = Double(result.fadeBytes) / Double(3 * result.repaintBytes)
                print(
                    pad("\(width)x\(height)", 8) + pad(type, 16) + pad(format(result.repaintMicros), 12)
                        + pad("\(result.repaintBytes)", 8) + pad(format(result.cellMicros), 11)
                        + pad("\(result.cellBytes)", 7)
                        + pad("\(result.fadeFramesShown)/\(fadeFrames)", 13)
                        + pad(format(result.fadeMicrosPerFrame), 15) + pad("\(result.fadeBytes)", 12)
                        + format(ratio, digits: 2))
                let slower = zip(slowerFadeFrames, result.slowerFadeBytes).map { frames, bytes in
                    "\(frames) frames \(format(Double(bytes) / Double(3 * result.repaintBytes), digits: 2))"
                }
                print(
                    pad("", 24) + "at 60, 30, 17 fps it would be: fade / 3 repaints "
                        + slower.joined(separator: ", "))
            }
        }
    }

    struct Result {
        var repaintMicros: Double
        var repaintBytes: Int
        var cellMicros: Double
        var cellBytes: Int
        var fadeFramesShown: Int
        var fadeMicrosPerFrame: Double
        var fadeBytes: Int
        var slowerFadeBytes: [Int]
    }

    static func measure(type: String, width: Int, height: Int) -> Result? {
        setenv("LINES", "\(height)", 1)
        setenv("COLUMNS", "\(width)", 1)
        unsetenv("NO_COLOR")
        guard let sink = tmpfile() else { return nil }
        defer { fclose(sink) }
        let output = fileno(sink)
        let input = open("/dev/null", O_RDONLY)
        defer { close(input) }
        let scene = makeScene(width: width, height: height)
        let clock = ContinuousClock()

        func bytesWritten() -> Int { Int(lseek(output, 0, SEEK_CUR)) }
        func rewind() {
            ftruncate(output, 0)
            lseek(output, 0, SEEK_SET)
        }
        func start() -> NcursesTerminal? {
            try? NcursesTerminal(
                terminalType: type, inputDescriptor: input, outputDescriptor: output,
                installsSignalHandlers: false)
        }

        // (a) Full repaint: the first frame on a fresh screen (what a resize or resume also costs).
        var repaintTime = Duration.zero
        var repaintBytes = 0
        for _ in 0..<repaintRuns {
            guard let terminal = start() else { return nil }
            rewind()
            let elapsed = clock.measure { terminal.present(scene) }
            repaintTime += elapsed
            repaintBytes += bytesWritten()
            terminal.shutdown()
        }

        guard let terminal = start() else { return nil }
        defer { terminal.shutdown() }
        terminal.present(scene)

        // (b) One changed cell per frame.
        rewind()
        var frame = scene
        var cellTime = Duration.zero
        for index in 0..<cellRuns {
            var cell = scene[width / 2, height / 2]
            cell.grapheme = index % 2 == 0 ? "*" : "+"
            frame[width / 2, height / 2] = cell
            cellTime += clock.measure { terminal.present(frame) }
        }
        let cellBytes = bytesWritten()

        // (c) The whole screen fades to black; a frame whose colours, as this terminal shows them,
        // equal the previous one is not presented.
        func runFade(frames: Int) -> (shown: Int, time: Duration, bytes: Int) {
            terminal.present(scene)
            rewind()
            var previous = quantisedColors(of: scene, tier: terminal.colorTier)
            var shown = 0
            var time = Duration.zero
            for step in 1...frames {
                let faded = fade(scene, amount: Double(step) / Double(frames))
                let colors = quantisedColors(of: faded, tier: terminal.colorTier)
                if colors == previous { continue }
                previous = colors
                shown += 1
                time += clock.measure { terminal.present(faded) }
            }
            return (shown, time, bytesWritten())
        }
        let (shown, fadeTime, fadeBytes) = runFade(frames: fadeFrames)
        let slowerFadeBytes = slowerFadeFrames.map { runFade(frames: $0).bytes }

        return Result(
            repaintMicros: micros(repaintTime) / Double(repaintRuns),
            repaintBytes: repaintBytes / repaintRuns,
            cellMicros: micros(cellTime) / Double(cellRuns), cellBytes: cellBytes / cellRuns,
            fadeFramesShown: shown, fadeMicrosPerFrame: shown == 0 ? 0 : micros(fadeTime) / Double(shown),
            fadeBytes: fadeBytes, slowerFadeBytes: slowerFadeBytes)
    }

    /// A login-like screen: a host with rows of text, a centred sheet with a border, a title, a
    /// field and a button, and a line of wide glyphs.
    static func makeScene(width: Int, height: Int) -> Canvas {
        let hostBackground = RGBColor(hex: 0x1E2030)
        let hostText = RGBColor(hex: 0xC0C8E0)
        var canvas = Canvas(
            width: width, height: height, fill: .blank(foreground: hostText, background: hostBackground))
        func write(
            _ text: String, x: Int, y: Int, _ fg: RGBColor, _ bg: RGBColor, _ attributes: CellAttributes = []
        ) {
            var column = x
            for character in text {
                let wide = character.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
                canvas[column, y] = Cell(
                    grapheme: String(character), width: wide ? 2 : 1, foreground: fg, background: bg,
                    attributes: attributes)
                if wide {
                    canvas[column + 1, y] = Cell(grapheme: "", width: 0, foreground: fg, background: bg)
                }
                column += wide ? 2 : 1
            }
        }
        let prose = "Hi, ada  ·  Secret codes are kept here; log out when you are done.  "
        for y in stride(from: 1, to: height - 1, by: 2) {
            let line = String(repeating: prose, count: width / prose.count + 1)
            write(
                String(line.dropFirst(y % prose.count).prefix(width - 2)), x: 1, y: y, hostText,
                hostBackground)
        }
        write("漢字のテキスト", x: 2, y: height - 1, RGBColor(hex: 0xE0AF68), hostBackground)

        let sheet = Rect(width: width, height: height).centred(width: 44, height: 9)
        let sheetBackground = RGBColor(hex: 0x2A2F45)
        let border = RGBColor(hex: 0x7AA2F7)
        for y in sheet.y..<sheet.maxY {
            for x in sheet.x..<sheet.maxX {
                let top = y == sheet.y
                let bottom = y == sheet.maxY - 1
                let left = x == sheet.x
                let right = x == sheet.maxX - 1
                let glyph: String =
                    switch (top, bottom, left, right) {
                    case (true, _, true, _): "┌"
                    case (true, _, _, true): "┐"
                    case (_, true, true, _): "└"
                    case (_, true, _, true): "┘"
                    case (true, _, _, _), (_, true, _, _): "─"
                    case (_, _, true, _), (_, _, _, true): "│"
                    default: " "
                    }
                canvas[x, y] = Cell(grapheme: glyph, foreground: border, background: sheetBackground)
            }
        }
        write(" Sign in ", x: sheet.x + 2, y: sheet.y, RGBColor(hex: 0xFFFFFF), sheetBackground, [.bold])
        write("Email", x: sheet.x + 3, y: sheet.y + 2, hostText, sheetBackground)
        write(
            "ada@example.org" + String(repeating: " ", count: 20), x: sheet.x + 3, y: sheet.y + 3,
            RGBColor(hex: 0xFFFFFF), RGBColor(hex: 0x3B4261), [.underline])
        write(" Next ", x: sheet.x + 3, y: sheet.y + 6, RGBColor(hex: 0x1E2030), border, [.bold])
        return canvas
    }

    static func fade(_ canvas: Canvas, amount: Double) -> Canvas {
        var faded = canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var cell = canvas[x, y]
                cell.foreground = cell.foreground.blended(toward: .black, amount: amount)
                cell.background = cell.background.blended(toward: .black, amount: amount)
                faded[x, y] = cell
            }
        }
        return faded
    }

    static func quantisedColors(of canvas: Canvas, tier: ColorTier) -> [RGBColor] {
        canvas.cells.flatMap { [tier.quantised($0.foreground), tier.quantised($0.background)] }
    }

    static func micros(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }

    static func format(_ value: Double, digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return "\(rounded)"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
