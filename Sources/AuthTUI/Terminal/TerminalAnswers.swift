/// What the terminal has said about itself, from the reports in its input: whether it answers a
/// status request (then every frame is followed by one, and its answer says the terminal has
/// processed the frame), whether it shows a frame whole (synchronized output), and how many frames
/// it has not yet said it has. A pure state machine: `NcursesTerminal` tells it what it wrote and
/// what came back.
///
/// Both questions are asked at once at the start, the mode request first: a terminal answers in
/// order, so a status answer with no mode report before it means no synchronized output. A
/// terminal that never answers (a pipe, a pty nobody reads, a terminal that ignores DSR) is asked
/// nothing more and nothing waits for it: frames go out as they always did.
struct TerminalAnswers {
    /// Whether the terminal answers status requests (it has answered one).
    private(set) var answersStatusRequests = false
    /// Whether it knows synchronized output: each frame is then wrapped in it.
    private(set) var synchronizesOutput = false
    /// Status requests written whose answer has not come.
    private(set) var unanswered = 0

    /// The bytes that ask both questions, written once when the screen starts.
    mutating func opening() -> [UInt8] {
        unanswered += 1
        return TerminalReport.askSynchronizedOutput + TerminalReport.askStatus
    }

    /// A frame's bytes as they go to the terminal: inside synchronized output where it has it, and
    /// followed by a status request where it answers one.
    mutating func frame(_ bytes: [UInt8]) -> [UInt8] {
        var framed = bytes
        if synchronizesOutput {
            framed = TerminalReport.beginSynchronizedFrame + bytes + TerminalReport.endSynchronizedFrame
        }
        if answersStatusRequests {
            framed += TerminalReport.askStatus
            unanswered += 1
        }
        return framed
    }

    /// Frames written that the terminal has not yet said it has: 0 where it does not answer.
    var framesBeingDrawn: Int { answersStatusRequests ? unanswered : 0 }

    /// The terminal answered.
    mutating func heard(_ report: TerminalReport) {
        switch report {
        case .status:
            // A late answer to a request given up on proves the terminal answers: ask again.
            unanswered = max(0, unanswered - 1)
            answersStatusRequests = true
        case .mode:
            if report.offersSynchronizedOutput { synchronizesOutput = true }
        }
    }

    /// The answers are overdue: the frames sent count as processed, and frames go out without a
    /// request until an answer comes after all.
    mutating func stopWaiting() {
        unanswered = 0
        answersStatusRequests = false
    }
}
