import CNcurses
import Glibc

/// The real terminal: ncursesw as the output backend for `Canvas` frames, and its `wgetch` as the
/// key source. It and the `ScreenMirror` it owns (which copies cells into `stdscr`) are the only
/// code in the product that calls ncurses.
///
/// - Output: `present` copies only the cells that changed since the last frame into `stdscr` and
///   calls `doupdate` once; ncurses then sends the byte-level difference. Colours are mapped per
///   `ColorTier`; colour pairs come from a `ColorPairCache`, so a pair still on screen is never
///   redefined, and pairs above 255 go through `setcchar`'s `opts` pointer. ncurses writes each
///   frame into an in-memory file, and `DeferredAttributeReset` takes out the attribute reset and
///   re-set between frames before the bytes reach the terminal (one typed character: 1 byte, not 37).
/// - Pacing: on a terminal, it asks at the start whether the terminal knows synchronized output
///   and answers status requests (`TerminalAnswers`); where it does, each frame goes inside
///   synchronized output, and each is followed by a status request whose answer, read from the
///   input and never handed over as a key, says the terminal has processed the frame
///   (`framesBeingDrawn`).
/// - Input: `raw()` mode, so Ctrl-C arrives as `.control("c")` (the app decides to quit) and Ctrl-Z
///   as a key this terminal turns into a clean suspend (`endwin`, stop, full repaint on resume,
///   then `.resize`). Esc waits 25 ms for a following byte unless `$ESCDELAY` says otherwise. SGR
///   1006 mouse reports and bracketed paste are switched on where terminfo has a mouse key, and
///   decoded by `InputDecoder`.
/// - Exit: `shutdown()` restores everything; with `installsSignalHandlers`, `TerminalRestore` also
///   restores on signals, traps and `exit()`.
///
/// Use it from one thread only (ncurses is not thread-safe); other threads wake it through a
/// descriptor in `extraWakeDescriptors` (the main queue's, in `FullScreen`).
public final class NcursesTerminal: Terminal {
    public let colorTier: ColorTier
    public private(set) var size: TerminalSize
    /// Descriptors that end a waiting `readKey` when readable (it returns nil), e.g. the main
    /// queue's `MainQueue.wakeDescriptor`. Their owner reads them; the terminal never does.
    public var extraWakeDescriptors: [Int32] = []
    public var isInputClosed: Bool { inputEnded }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// A 1×1 pad that only reads keys: `wgetch` on a pad never triggers a refresh of its own.
    private let inputPad: UnsafeMutablePointer<WINDOW>
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFD: Int32
    private let outputFD: Int32
    private let enableModes: [UInt8]
    private let disableModes: [UInt8]
    private let guardsProcess: Bool
    private let canSuspend: Bool
    private var drawingSignals: sigset_t
    private var decoder: InputDecoder
    private var mirror: ScreenMirror
    /// Where ncurses writes during `present` (an in-memory file), or -1 to let it write straight
    /// to the terminal; `terminalOutputFD` keeps the real output while `outputFD` points there.
    private let frameBuffer: Int32
    private let terminalOutputFD: Int32
    private var attributeReset: DeferredAttributeReset
    private var cursorVisible = false
    /// Where the last frame sent put the cursor (nil: hidden).
    private var presentedCursor: CursorPosition?
    private var inputEnded = false
    private var isShutDown = false
    /// What the terminal has answered; asked only when both descriptors are a terminal.
    private var answers = TerminalAnswers()
    /// When the last request went out (the answers to wait for before handing the terminal back).
    private var lastAsked: ContinuousClock.Instant?

    /// Starts on the process's own terminal (standard input and output, `$TERM`), with the restore
    /// handlers installed. This is how the app starts.
    /// `usesColour` false: no colour, as with `NO_COLOR` (a theme without colours).
    public convenience init(usesColour: Bool = true) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        try self.init(terminalType: nil, usesColour: usesColour)
    }

    /// Starts ncurses on the given descriptors (duplicated; the caller keeps its own).
    ///
    /// - Parameters:
    ///   - terminalType: a terminfo name; nil uses `$TERM`.
    ///   - inputDescriptor: where keys are read; a pipe works (tests script keys through one).
    ///   - outputDescriptor: where the screen is written; `/dev/null` or a memory file work (tests,
    ///     the benchmark counts the bytes written to it).
    ///   - installsSignalHandlers: restore the terminal on signals, traps and `exit()`, and suspend
    ///     on SIGTSTP. Only one terminal may do so at a time; headless tests pass false.
    ///   - usesColour: false starts no colour whatever the terminal has, as `NO_COLOR` does.
    public init(
        terminalType: String?, inputDescriptor: Int32 = STDIN_FILENO,
        outputDescriptor: Int32 = STDOUT_FILENO, installsSignalHandlers: Bool = true, usesColour: Bool = true
    ) throws(TerminalError) {
        NcursesTerminal.chooseLocale()
        let type: String
        if let terminalType {
            type = terminalType
        } else if let fromEnvironment = getenv("TERM").map({ String(cString: $0) }), !fromEnvironment.isEmpty
        {
            type = fromEnvironment
        } else {
            throw .noTerminalType
        }

        let inputFD = dup(inputDescriptor)
        let outputFD = dup(outputDescriptor)
        guard inputFD >= 0, outputFD >= 0,
            let inputFile = fdopen(inputFD, "r"), let outputFile = fdopen(outputFD, "w")
        else {
            let error = errno
            if inputFD >= 0 { close(inputFD) }
            if outputFD >= 0 { close(outputFD) }
            throw .systemCallFailed("dup/fdopen", errno: error)
        }
        let terminalFD = isatty(inputFD) == 1 ? inputFD : (isatty(outputFD) == 1 ? outputFD : -1)
        var shellModes = termios()
        let hasShellModes = terminalFD >= 0 && tcgetattr(terminalFD, &shellModes) == 0

        // A terminal that claims to be enormous (`stty rows 3000 cols 3000` before `ssh -t`)
        // would have ncurses allocate every cell of it at once: it is started at the largest
        // size drawn instead (LINES/COLUMNS override the ioctl for this one call).
        let claimedSize = NcursesTerminal.claimedSize(outputFD)
        let clampsAtStart =
            claimedSize.map { $0.width > Self.maximumSize.width || $0.height > Self.maximumSize.height }
            ?? false
        let savedLines = getenv("LINES").map { String(cString: $0) }
        let savedColumns = getenv("COLUMNS").map { String(cString: $0) }
        if clampsAtStart, let claimedSize {
            setenv("LINES", String(max(1, min(claimedSize.height, Self.maximumSize.height))), 1)
            setenv("COLUMNS", String(max(1, min(claimedSize.width, Self.maximumSize.width))), 1)
        }
        let started = newterm(type, outputFile, inputFile)
        if clampsAtStart {
            if let savedLines { setenv("LINES", savedLines, 1) } else { unsetenv("LINES") }
            if let savedColumns { setenv("COLUMNS", savedColumns, 1) } else { unsetenv("COLUMNS") }
        }
        guard let screen = started else {
            fclose(inputFile)
            fclose(outputFile)
            throw .unknownTerminalType(type)
        }
        set_term(screen)
        // A terminal that cannot address the cursor (TERM=dumb, an emacs shell) would get a
        // stream of garbage instead of a screen.
        let moveCursor = tigetstr("cup")
        if moveCursor == nil || Int(bitPattern: moveCursor) == -1 {
            endwin()
            delscreen(screen)
            fclose(inputFile)
            fclose(outputFile)
            throw .cannotAddressCursor(type)
        }
        if getenv("ESCDELAY") == nil { _ = cncurses_set_escdelay(25) }
        guard let window = cncurses_stdscr(), let inputPad = newpad(1, 1) else {
            endwin()
            delscreen(screen)
            fclose(inputFile)
            fclose(outputFile)
            throw .systemCallFailed("newpad", errno: errno)
        }
        raw()
        noecho()
        nonl()
        intrflush(window, false)
        leaveok(window, false)
        scrollok(window, false)
        keypad(inputPad, true)
        meta(inputPad, true)
        curs_set(0)

        var tier = ColorTier.monochrome
        if usesColour, !ColorTier.noColorRequested, has_colors() {
            start_color()
            tier = ColorTier.detect(
                colors: Int(cncurses_colors()), hasRGB: cncurses_tigetflag("RGB") != 0, noColor: false)
        }
        var defaultKey: ColorPairKey?
        if tier == .ansi256 || tier == .direct {
            // Pair 0 (the blank outside a smaller canvas, and the state ncurses returns to after each
            // frame) is then the terminal's own colours, which costs the fewest bytes to go back to.
            use_default_colors()
        } else if tier == .ansi8 {
            // Pair 0 becomes white on black, so all 64 combinations fit the 63 other pairs.
            assume_default_colors(7, 0)
            defaultKey = ColorPairKey(foreground: 7, background: 0)
        }

        let mouseKey = NcursesTerminal.capability("kmous")
        let capturesMouse = !mouseKey.isEmpty
        let pasteOn = NcursesTerminal.capability("BE")
        let pasteOff = NcursesTerminal.capability("BD")
        let bracketsPaste = !pasteOn.isEmpty || capturesMouse
        var enable: [UInt8] = []
        var disable: [UInt8] = []
        if capturesMouse {
            enable += Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
            disable += Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)
        }
        if bracketsPaste {
            enable += pasteOn.isEmpty ? Array("\u{1B}[?2004h".utf8) : pasteOn
            disable += pasteOff.isEmpty ? Array("\u{1B}[?2004l".utf8) : pasteOff
        }
        var frameBuffer = cncurses_memory_file("authtui-frame")
        var terminalOutputFD: Int32 = -1
        if frameBuffer >= 0 {
            terminalOutputFD = fcntl(outputFD, F_DUPFD_CLOEXEC, 0)
            if terminalOutputFD < 0 {
                close(frameBuffer)
                frameBuffer = -1
            }
        }
        let resetAttributes = NcursesTerminal.capability("sgr0")
        let originalColors = NcursesTerminal.capability("op")
        let restoreBytes =
            disable + resetAttributes + originalColors
            + NcursesTerminal.capability("cnorm") + NcursesTerminal.capability("rmkx")
            + NcursesTerminal.capability("rmcup")

        self.screen = screen
        self.window = window
        self.inputPad = inputPad
        self.inputFile = inputFile
        self.outputFile = outputFile
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.frameBuffer = frameBuffer
        self.terminalOutputFD = terminalOutputFD
        self.attributeReset = DeferredAttributeReset(reset: resetAttributes, originalColors: originalColors)
        self.enableModes = enable
        self.disableModes = disable
        self.colorTier = tier
        self.decoder = InputDecoder(mouseKeyStartsSGR: mouseKey == Array("\u{1B}[<".utf8))
        self.mirror = ScreenMirror(
            window: window, colorTier: tier,
            pairs: ColorPairCache(
                capacity: tier == .monochrome ? 1 : Int(cncurses_color_pairs()), defaultKey: defaultKey))
        self.drawingSignals = TerminalRestore.signalsBlockedWhileDrawing
        self.canSuspend = terminalFD >= 0 && !TerminalRestore.jobControlIsIgnored()
        self.size = NcursesTerminal.boundedSize(window)

        // Handlers go in after newterm, replacing ncurses' own SIGINT/SIGTERM/SIGTSTP ones (SIGWINCH
        // stays with ncurses, which turns it into KEY_RESIZE).
        self.guardsProcess = installsSignalHandlers
        if installsSignalHandlers {
            // The kept descriptor: `outputFD` points at the frame buffer while a frame is drawn.
            TerminalRestore.activate(
                outputFD: terminalOutputFD >= 0 ? terminalOutputFD : outputFD, terminalFD: terminalFD,
                shellModes: hasShellModes ? shellModes : nil, restoreBytes: restoreBytes)
            // This thread (the one that draws) takes the terminating signals; every thread the
            // program started after `SignalThread.claim()` keeps them blocked, so a restore never
            // runs on another thread in the middle of a frame.
            var signals = sigset_t()
            sigemptyset(&signals)
            for signal in TerminalRestore.terminatingSignals { sigaddset(&signals, signal) }
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        }
        writeModes(enable)
        if isatty(inputFD) == 1, isatty(outputFD) == 1 { ask(answers.opening()) }
    }

    deinit {
        shutdown()
        mirror.deallocate()
    }

    // MARK: - Output

    public func present(_ canvas: Canvas, cursor: CursorPosition?) {
        precondition(!isShutDown, "present after shutdown")
        set_term(screen)
        var previousMask = sigset_t()
        // SIGWINCH too: ncurses handles a resize inside `doupdate`, asking the output descriptor
        // for the size, and while a frame is captured that descriptor is the in-memory buffer.
        var blocked = drawingSignals
        sigaddset(&blocked, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

        let dimensions = cncurses_getmaxyx(window)
        let screenWidth = Int(dimensions.cols)
        let screenHeight = Int(dimensions.rows)
        let changed = mirror.copy(canvas, screenWidth: screenWidth, screenHeight: screenHeight)
        let shownCursor = cursor.flatMap { cursor in
            cursor.x >= 0 && cursor.y >= 0 && cursor.x < screenWidth && cursor.y < screenHeight ? cursor : nil
        }
        // The same cells and cursor as the frame on screen: ncurses would find nothing to send.
        if !changed, shownCursor == presentedCursor { return }
        presentedCursor = shownCursor

        // A resize ncurses has not seen yet is handled on the real terminal: this frame is not
        // captured (a SIGWINCH that came before the block above may be pending inside ncurses).
        let capturing =
            frameBuffer >= 0 && terminalHasSize(width: screenWidth, height: screenHeight)
            && dup2(frameBuffer, outputFD) == outputFD
        if let cursor = shownCursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible {
                curs_set(1)
                cursorVisible = true
            }
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
        wnoutrefresh(window)
        doupdate()
        if capturing {
            dup2(terminalOutputFD, outputFD)
            sendCapturedFrame()
        }
        mirror.frameFlushed()
    }

    /// Whether the terminal is still `width`×`height` (or cannot say: not a terminal).
    private func terminalHasSize(width: Int, height: Int) -> Bool {
        var size = winsize()
        guard ioctl(terminalOutputFD, UInt(TIOCGWINSZ), &size) == 0 else { return true }
        return Int(size.ws_col) == width && Int(size.ws_row) == height
    }

    /// Sends what ncurses wrote into the frame buffer, without the resets `attributeReset` can skip.
    private func sendCapturedFrame() {
        let length = Int(lseek(frameBuffer, 0, SEEK_CUR))
        guard length > 0 else { return }
        var frame = [UInt8](repeating: 0, count: length)
        let read = frame.withUnsafeMutableBytes { pread(frameBuffer, $0.baseAddress, length, 0) }
        ftruncate(frameBuffer, 0)
        lseek(frameBuffer, 0, SEEK_SET)
        if read < length { frame.removeLast(length - max(read, 0)) }
        let bytes = attributeReset.filter(frame)
        guard !bytes.isEmpty else { return }
        let asked = answers.unanswered
        let framed = answers.frame(bytes)
        if answers.unanswered > asked { lastAsked = ContinuousClock.now }
        writeAll(framed)
    }

    // MARK: - Answers

    public var framesBeingDrawn: Int { answers.framesBeingDrawn }

    public func forgetFramesBeingDrawn() { answers.stopWaiting() }

    private func ask(_ request: [UInt8]) {
        lastAsked = ContinuousClock.now
        writeAll(request)
    }

    /// Takes in a report; true when it says the terminal has processed every frame written.
    private func heard(_ report: TerminalReport) -> Bool {
        let drawing = answers.framesBeingDrawn
        answers.heard(report)
        return report == .status && drawing > 0 && answers.framesBeingDrawn == 0
    }

    /// Reads the answers still on their way, for up to 100 ms, so that none reaches the shell as
    /// typed text once the screen is handed back; keys read meanwhile are dropped (they were
    /// typed for the screen that is ending).
    private func readOutstandingAnswers() {
        guard let lastAsked, answers.unanswered > 0 else { return }
        // A terminal that never answered gets its 100 ms from the question, not from now.
        let deadline = (answers.answersStatusRequests ? ContinuousClock.now : lastAsked) + .milliseconds(100)
        while answers.unanswered > 0, !inputEnded {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            guard let input = nextInput(timeoutMilliseconds: milliseconds) else {
                if decoder.expectsContinuation, case .report(let report) = decoder.feed(.timedOut) {
                    answers.heard(report)
                }
                continue
            }
            if case .report(let report) = decoder.feed(input) { answers.heard(report) }
        }
    }

    // MARK: - Input

    public func readKey(timeout: Duration?) -> Key? {
        precondition(!isShutDown, "readKey after shutdown")
        set_term(screen)
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            if guardsProcess {
                if TerminalRestore.takeSuspendRequest(), canSuspend {
                    suspend()
                    return .resize
                }
                if TerminalRestore.takeContinued() {
                    resumeAfterOutsideStop()
                    return .resize
                }
            }
            let continuation = decoder.expectsContinuation
            let input = nextInput(
                timeoutMilliseconds: continuation ? decoder.continuationTimeoutMilliseconds : 0)
            if input != nil || continuation {
                switch decoder.feed(input ?? .timedOut) {
                case .key(let key)?:
                    if let delivered = deliver(key) { return delivered }
                case .report(let report)?:
                    // The last frame is drawn: the caller may send the next.
                    if heard(report) { return nil }
                case nil:
                    break
                }
                continue
            }
            // No key will come any more: waiting (possibly forever) would hang the caller.
            if inputEnded { return nil }
            var remaining: Duration?
            if let deadline {
                let left = deadline - clock.now
                if left <= .zero { return nil }
                remaining = left
            }
            if waitForInput(upTo: remaining) == .woken { return nil }
        }
    }

    /// Acts on the keys the terminal itself handles, and passes the rest on.
    private func deliver(_ key: Key) -> Key? {
        switch key {
        case .resize:
            size = NcursesTerminal.boundedSize(window)
            return .resize
        case .control("z") where canSuspend:
            suspend()
            return .resize
        default:
            return key
        }
    }

    /// One key code or character. Bytes come from `wgetch` and are put together as UTF-8 here,
    /// not by `wget_wch`: on a byte that is not UTF-8 it answers ERR and keeps the byte, so a
    /// paste ended there and its rest was lost without a word (issue 26 #14). Here every bad
    /// byte becomes one U+FFFD, which a field shows, and the input goes on after it.
    private func nextInput(timeoutMilliseconds: Int32) -> InputDecoder.Input? {
        wtimeout(inputPad, timeoutMilliseconds)
        let first = wgetch(inputPad)
        if first == ERR { return nil }
        guard (0...0xFF).contains(first) else { return .keyCode(first) }
        let lead = UInt8(first)
        let length = UTF8Assembly.sequenceLength(lead: lead)
        guard length > 1 else { return .character(length == 1 ? UInt32(lead) : UTF8Assembly.replacement) }
        var bytes = [lead]
        // The rest of one character is sent with its first byte; a short wait covers a slow link.
        wtimeout(inputPad, 50)
        while bytes.count < length {
            let next = wgetch(inputPad)
            guard (0x80...0xBF).contains(next) else {
                if next != ERR { ungetch(next) }
                return .character(UTF8Assembly.replacement)
            }
            bytes.append(UInt8(next))
        }
        return .character(UTF8Assembly.scalar(bytes))
    }

    private enum WaitResult { case input, woken, interrupted, timedOut }

    /// Sleeps in `poll` until a key byte, a wake, a signal or the timeout: no busy polling.
    private func waitForInput(upTo timeout: Duration?) -> WaitResult {
        var fds = [pollfd(fd: inputEnded ? -1 : inputFD, events: Int16(POLLIN), revents: 0)]
        fds += extraWakeDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var milliseconds: Int32 = -1
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            // Round up so a sub-millisecond remainder does not turn into a spin.
            let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            milliseconds = Int32(clamping: max(0, total))
        }
        let result = poll(&fds, nfds_t(fds.count), milliseconds)
        if result < 0 { return .interrupted }
        if result == 0 { return .timedOut }
        // The owner of a wake descriptor drains it; here it only ends the wait.
        if fds.dropFirst().contains(where: { $0.revents != 0 }) { return .woken }
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            // The input is gone (a closed pipe, a hung-up terminal that sent no SIGHUP): stop
            // watching it instead of spinning on it. A hung-up terminal says POLLIN too, and its
            // read returns 0 for ever; what is still buffered is read before the loop ends.
            inputEnded = true
        }
        return .input
    }

    // MARK: - Suspend

    /// Ctrl-Z or SIGTSTP: hand the terminal back, stop, and on resume repaint everything.
    private func suspend() {
        readOutstandingAnswers()
        writeModes(disableModes)
        endwin()
        TerminalRestore.stopProcess()
        _ = TerminalRestore.takeContinued()
        _ = TerminalRestore.takeSuspendRequest()
        repaintAfterResume()
    }

    /// Stopped by something else (SIGSTOP) and continued: the shell may have changed the terminal's
    /// modes and the screen, so put ours back and repaint.
    private func resumeAfterOutsideStop() {
        writeAll(attributeReset.flush())
        reset_prog_mode()
        repaintAfterResume()
    }

    private func repaintAfterResume() {
        // After endwin, doupdate re-enters program mode and the alternate screen; clearok makes it
        // repaint every cell rather than trust what it believes is on screen.
        wrefresh(cncurses_curscr())
        writeModes(enableModes)
        size = NcursesTerminal.boundedSize(window)
    }

    /// The largest area drawn (issue 26 #6: `stty rows 3000 cols 3000` grew the process to
    /// 2.2 GB; 65535x65535 would ask for 4.3 billion cells). A bigger terminal gets this much,
    /// from its top left corner; the rest of it is left alone. About 640x320 is a 4K screen at a
    /// small font.
    public static let maximumSize = TerminalSize(width: 640, height: 320)

    /// The size ncurses will start at, as it finds it: the terminal on `descriptor`, with
    /// `LINES` and `COLUMNS` taking precedence when set.
    private static func claimedSize(_ descriptor: Int32) -> TerminalSize? {
        var claimed = winsize()
        let fromTerminal = ioctl(descriptor, UInt(TIOCGWINSZ), &claimed) == 0
        func number(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }
        let rows = number("LINES") ?? (fromTerminal ? Int(claimed.ws_row) : nil)
        let columns = number("COLUMNS") ?? (fromTerminal ? Int(claimed.ws_col) : nil)
        guard let rows, let columns else { return nil }
        return TerminalSize(width: columns, height: rows)
    }

    /// ncurses' size, bounded by `maximumSize`: when the terminal is larger, ncurses' own
    /// screens are shrunk to the bound too, so neither it nor a frame holds more cells.
    private static func boundedSize(_ window: UnsafeMutablePointer<WINDOW>) -> TerminalSize {
        let dimensions = cncurses_getmaxyx(window)
        let rows = min(Int(dimensions.rows), maximumSize.height)
        let columns = min(Int(dimensions.cols), maximumSize.width)
        if rows != Int(dimensions.rows) || columns != Int(dimensions.cols) {
            resizeterm(Int32(rows), Int32(columns))
        }
        return TerminalSize(width: columns, height: rows)
    }

    // MARK: - Shutdown

    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        set_term(screen)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &drawingSignals, &previousMask)
        if guardsProcess { TerminalRestore.deactivate() }
        readOutstandingAnswers()
        writeModes(disableModes)
        curs_set(1)
        endwin()
        delwin(inputPad)
        delscreen(screen)
        fclose(inputFile)
        fclose(outputFile)
        if frameBuffer >= 0 {
            close(frameBuffer)
            close(terminalOutputFD)
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    // MARK: - Helpers

    /// Writes mode switches straight to the output (after the reset a frame held back); ncurses'
    /// own buffer is empty between frames.
    private func writeModes(_ bytes: [UInt8]) {
        writeAll(attributeReset.flush() + bytes)
    }

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(outputFD, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// A terminfo string capability with its padding (`$<5>`) removed, or empty.
    private static func capability(_ name: String) -> [UInt8] {
        guard let value = cncurses_tigetstr(name) else { return [] }
        // Padding (`$<5>`, `$<2*/>`) is for hardware terminals; the bytes are sent without it.
        var bytes: [UInt8] = []
        var rest = Array(String(cString: value).utf8)[...]
        while let dollar = rest.firstIndex(of: UInt8(ascii: "$")) {
            bytes += rest[..<dollar]
            let next = rest.index(after: dollar)
            if next < rest.endIndex, rest[next] == UInt8(ascii: "<"),
                let end = rest[next...].firstIndex(of: UInt8(ascii: ">"))
            {
                rest = rest[rest.index(after: end)...]
            } else {
                bytes.append(UInt8(ascii: "$"))
                rest = rest[next...]
            }
        }
        return bytes + rest
    }

    /// The user's character set (`LC_CTYPE` from the environment) so ncurses speaks UTF-8; when no
    /// locale is configured at all (the C/POSIX locale of many containers) it falls back to
    /// C.UTF-8 rather than showing `?` for every non-ASCII glyph. Only `LC_CTYPE`: the program's
    /// messages are English and nothing formats numbers, dates or collates through libc, so the
    /// other eleven categories would only be files read at every launch.
    private static func chooseLocale() {
        setlocale(LC_CTYPE, "")
        if cncurses_codeset_is_utf8() == 0, let current = setlocale(LC_CTYPE, nil),
            ["C", "POSIX"].contains(String(cString: current))
        {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    // MARK: - Reading the screen back (tests)

    /// What ncurses holds for one cell of `stdscr`: the glyph, attributes, pair and the pair's
    /// colour numbers.
    struct ScreenCell: Equatable {
        var text: String
        var attributes: attr_t
        var pair: Int32
        var foreground: Int32
        var background: Int32
    }

    func cellOnScreen(x: Int, y: Int) -> ScreenCell {
        set_term(screen)
        var character = cchar_t()
        mvwin_wch(window, Int32(y), Int32(x), &character)
        let text = UnsafeMutablePointer<wchar_t>.allocate(capacity: Int(cncurses_ccharw_max()) + 1)
        defer { text.deallocate() }
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        getcchar(&character, text, &attributes, &shortPair, &pair)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while text[index] != 0, let scalar = Unicode.Scalar(UInt32(bitPattern: text[index])) {
            scalars.append(scalar)
            index += 1
        }
        var foreground: Int32 = -1
        var background: Int32 = -1
        extended_pair_content(pair, &foreground, &background)
        return ScreenCell(
            text: String(scalars), attributes: attributes & ~cncurses_a_color(), pair: pair,
            foreground: foreground, background: background)
    }

    /// Where `stdscr`'s cursor is (where the hardware cursor goes on the next `doupdate`).
    var windowCursor: CursorPosition {
        CursorPosition(x: Int(getcurx(window)), y: Int(getcury(window)))
    }

    /// The pair cache, for tests.
    var colorPairs: ColorPairCache { mirror.pairs }
}
