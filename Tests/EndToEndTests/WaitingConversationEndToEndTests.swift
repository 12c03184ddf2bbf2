import Foundation
import XCTest

/// Issue 38 #4: a conversation that waits for something outside (an approval on a phone) and
/// can be cancelled, through an `--auth-command` program that waits for a file to appear: on the
/// sheets and a line at a time, with the release binary in tmux. It completes when the file
/// appears; Esc (sheets, lines) or Ctrl-C (lines) cancels it, and the program is told `cancel`
/// and cleans up.
final class WaitingConversationEndToEndTests: XCTestCase {
    private var binary: String { TmuxSession.shellQuote(AuthTUIBinary.path) }

    /// Shows an address to approve, waits for `approved` in its folder, then signs Ada in; told
    /// `cancel` meanwhile, it leaves `cleaned-up` and ends.
    static let approval = #"""
        #!/bin/sh
        folder="$1"
        printf 'step approve Approve on your phone\n'
        printf 'info Open the address on your phone and approve this sign-in.\n'
        printf 'scan https://id.example.com/device?user_code=WDJB-MJHT\n'
        printf 'wait Waiting for the approval\n'
        ( while [ ! -e "$folder/approved" ]; do sleep 0.1; done; echo "signed-in ada Ada" ) &
        read -r line
        [ "$line" = cancel ] && touch "$folder/cleaned-up"
        kill $! 2>/dev/null
        exit 0
        """#

    private func start(plain: Bool) throws -> (TmuxSession, String) {
        let folder = try makeTemporaryDataDirectory()
        try Self.approval.write(toFile: folder + "/approval.sh", atomically: true, encoding: .utf8)
        let command = TmuxSession.shellQuote("sh \(folder)/approval.sh \(folder)")
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "\(binary) login --no-loading --animation 0 \(plain ? "--plain " : "")--data-dir \(folder) "
                    + "--auth-command \(command) --print username; echo \"[status=$?]\"",
            ], width: 100, height: 30)
        addTeardownBlock { session.kill() }
        try session.waitFor("Waiting for the approval", timeout: 15)  // asked at once
        return (session, folder)
    }

    func testTheSheetWaitsForTheApprovalAndSignsInWhenItComes() throws {
        let (session, folder) = try start(plain: false)
        let waiting = try session.screen()
        XCTAssertTrue(waiting.contains("WDJB-MJHT"), waiting)
        FileManager.default.createFile(atPath: folder + "/approved", contents: nil)
        let done = try session.waitFor("[status=0]", timeout: 15)
        XCTAssertTrue(done.contains("Ada"), done)
    }

    func testEscOnTheWaitingSheetCancelsAndTheProgramCleansUp() throws {
        let (session, folder) = try start(plain: false)
        try session.press("Escape")
        try session.waitFor("[status=255]", timeout: 10)  // out of the first step: dialog's Esc
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: folder + "/cleaned-up") {
            usleep(100_000)
        }
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder + "/cleaned-up"), "the program heard `cancel`")
        FileManager.default.createFile(atPath: folder + "/approved", contents: nil)
        usleep(500_000)
        XCTAssertFalse(try session.screen().contains("[status=0]"), "a cancelled wait signs nobody in")
    }

    func testTheLineModeWaitsAndSignsInWhenTheApprovalComes() throws {
        let (session, folder) = try start(plain: true)
        XCTAssertTrue(try session.screen().contains(Translation.ending(of: "line.waiting", words: 4)))
        FileManager.default.createFile(atPath: folder + "/approved", contents: nil)
        let done = try session.waitFor("[status=0]", timeout: 15)
        XCTAssertTrue(done.contains("Ada"), done)
    }

    func testEscOrCtrlCCancelsTheLineModesWait() throws {
        for key in ["Escape", "C-c"] {
            let (session, folder) = try start(plain: true)
            try session.press(key)
            let ended = try session.waitFor("[status=", timeout: 15)
            XCTAssertTrue(ended.contains(try Translation.english("line.cancelled")), "\(key): \(ended)")
            XCTAssertFalse(ended.contains("[status=0]"), "\(key): \(ended)")
            for _ in 0..<50 where !FileManager.default.fileExists(atPath: folder + "/cleaned-up") {
                usleep(100_000)
            }
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: folder + "/cleaned-up"), "\(key): heard `cancel`")
            session.kill()
        }
    }
}
