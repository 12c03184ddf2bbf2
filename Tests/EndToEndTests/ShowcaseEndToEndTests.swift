import XCTest

/// `authtui showcase` in a real terminal (tmux): every key changes what its legend says, sheets,
/// alert and confirm open and close, and the terminal is restored on quit.
final class ShowcaseEndToEndTests: XCTestCase {
    private func start(_ arguments: [String] = [], width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let session = try TmuxSession(
            command: [AuthTUIBinary.path, "showcase"] + arguments, width: width, height: height)
        addTeardownBlock { session.kill() }
        try session.waitFor("Cover off")
        return session
    }

    func testKeysOpenAndCloseSheetsAndCtrlCRestoresTheTerminal() throws {
        let session = try start()
        XCTAssertEqual(try session.paneValue("alternate_on"), "1")
        try session.press("s")
        try session.waitFor("┌─ Sheet 1")
        try session.press("s")
        try session.waitFor("┌─ Sheet 2")
        try session.press("Escape")
        try session.waitForAbsence("┌─ Sheet 2")
        XCTAssertTrue(try session.screen().contains("┌─ Sheet 1"))
        try session.press("Escape")
        try session.waitForAbsence("┌─ Sheet 1")

        try session.press("a")
        try session.waitFor("An alert has one button.")
        try session.press("Enter")
        try session.waitForAbsence("An alert has one button.")

        try session.press("c")
        try session.waitFor("[ Cancel ]  [ Reset ]")
        try session.press("Enter")
        try session.waitForAbsence("[ Cancel ]  [ Reset ]")

        try session.press("C-c")
        try session.waitFor("[exited 0]")
        XCTAssertEqual(try session.paneValue("alternate_on"), "0")
    }

    func testSettingKeysChangeTheStatusLine() throws {
        let session = try start()
        try session.waitFor("Region off · Colour #1e1e2e · Scrim 0.60 · Fade 0.30 s · Cover off")
        try session.press("r")
        try session.waitFor("Region 40x21+40+0")
        try session.press("o")
        try session.waitFor("Colour #000000")
        try session.press("d")
        try session.waitFor("Scrim 0.85")
        try session.press("+")
        try session.waitFor("Fade 0.60 s")
        try session.press("-", "-", "-")
        try session.waitFor("Fade 0.00 s")
        try session.press("n")
        try session.waitFor("Cover on")
        try session.waitFor("Navigator overlay: the host is hidden")
        try session.press("n")
        try session.waitForAbsence("Navigator overlay: the host is hidden")
        try session.press("q")
        try session.waitFor("[exited 0]")
        XCTAssertEqual(try session.paneValue("alternate_on"), "0")
    }

    func testLaunchOptionsAreTheStartingSettingsAndConfineTheSheets() throws {
        let session = try start([
            "--host-region", "40x14+38+2", "--overlay-color", "#336699", "--animation", "0",
        ])
        try session.waitFor("Region 40x14+38+2 · Colour #336699 · Scrim 0.60 · Fade 0.00 s · Cover off")
        try session.press("s")
        let screen = try session.waitFor("┌─ Sheet 1")
        let row = screen.split(separator: "\n").first { $0.contains("┌─ Sheet 1") }.map(Array.init) ?? []
        XCTAssertEqual(row.firstIndex(of: "┌"), 38, "the sheet sits in the host region")
        XCTAssertEqual(row.last, "┐")
        XCTAssertEqual(row.count, 78, "nothing is drawn right of the region")
        try session.press("C-c")
        try session.waitFor("[exited 0]")
    }

    func testTooSmallKeepsTheOpenSheetForWhenTheTerminalGrowsAgain() throws {
        let session = try start()
        try session.press("s", "d")
        try session.waitFor("┌─ Sheet 1")
        try session.waitFor("Scrim 0.85")
        try session.resize(width: 50, height: 12)
        try session.waitFor(Translation.english("screen.too-small"))
        try session.resize(width: 80, height: 24)
        try session.waitFor("┌─ Sheet 1")
        try session.waitFor("Scrim 0.85")
        try session.press("C-c")
        try session.waitFor("[exited 0]")
        XCTAssertEqual(try session.paneValue("alternate_on"), "0")
    }
}
