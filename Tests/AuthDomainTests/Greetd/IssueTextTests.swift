import XCTest

@testable import AuthGreetd

/// An issue file's escapes, agetty's (agetty(8), ISSUE FILES), expanded from a snapshot of the
/// machine: every escape from the facts it was given, never from the machine the test runs on.
final class IssueTextTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("TZ", "UTC", 1)
        tzset()
    }

    /// 2027-01-15 08:00:00 UTC, a Friday.
    private let facts = MachineFacts(
        nodeName: "console-box", kernelRelease: "6.1.0-28-amd64", systemName: "Linux", machine: "x86_64",
        kernelVersion: "#1 SMP PREEMPT_DYNAMIC Debian 6.1.119-1", terminalName: "tty7", time: 1_800_000_000,
        osRelease: [
            "PRETTY_NAME": "Debian GNU/Linux 12 (bookworm)", "VERSION_ID": "12", "ANSI_COLOR": "1;31",
        ])

    private func expanded(_ text: String, _ facts: MachineFacts? = nil) -> String {
        IssueText.expanded(text, facts: facts ?? self.facts)
    }

    func testEachEscapeStandsForItsFact() {
        XCTAssertEqual(expanded(#"\n"#), "console-box", "node name")
        XCTAssertEqual(expanded(#"\r"#), "6.1.0-28-amd64", "kernel release")
        XCTAssertEqual(expanded(#"\s"#), "Linux", "system name")
        XCTAssertEqual(expanded(#"\m"#), "x86_64", "architecture")
        XCTAssertEqual(expanded(#"\v"#), "#1 SMP PREEMPT_DYNAMIC Debian 6.1.119-1", "kernel version")
        XCTAssertEqual(expanded(#"\l"#), "tty7", "the terminal's name")
        XCTAssertEqual(expanded(#"\d"#), "Fri Jan 15  2027", "agetty's date, its two spaces included")
        XCTAssertEqual(expanded(#"\t"#), "08:00:00", "the time")
        XCTAssertEqual(expanded(#"\S"#), "Debian GNU/Linux 12 (bookworm)", "PRETTY_NAME")
        XCTAssertEqual(expanded(#"\S{VERSION_ID}"#), "12", "a variable of os-release")
        XCTAssertEqual(expanded(#"\\"#), #"\"#, "a backslash")
    }

    /// Debian's own /etc/issue, with the text around the escapes kept as it is.
    func testDebiansIssueFileReadsAsAgettyShowsIt() {
        XCTAssertEqual(
            expanded("Debian GNU/Linux 12 \\n \\l\n\n"), "Debian GNU/Linux 12 console-box tty7\n\n")
        XCTAssertEqual(
            expanded(#"This is \n (\s \m \r) \t"#),
            "This is console-box (Linux x86_64 6.1.0-28-amd64) 08:00:00")
    }

    func testTheDateAndTimeAreOfTheMomentGivenInTheLocalTimeZone() {
        var later = facts
        later.time = 1_800_000_000 + 9 * 86_400 + 3_600 * 14 + 65
        XCTAssertEqual(expanded(#"\d \t"#, later), "Sun Jan 24  2027 22:01:05")
        setenv("TZ", "Europe/Berlin", 1)
        tzset()
        XCTAssertEqual(expanded(#"\t"#), "09:00:00", "08:00 UTC is 09:00 in Berlin in winter")
    }

    func testSWithoutPrettyNameIsTheSystemNameAndAMissingVariableIsNothing() {
        var bare = facts
        bare.osRelease = [:]
        XCTAssertEqual(expanded(#"[\S]"#, bare), "[Linux]")
        XCTAssertEqual(expanded(#"[\S{VERSION_ID}]"#, bare), "[]")
        XCTAssertEqual(expanded(#"[\S{NOPE}]"#), "[]")
    }

    /// agetty prints any other character after a backslash as itself; a backslash at the very
    /// end is nothing.
    func testAnUnknownEscapeIsItsCharacterAsAgettyPrintsIt() {
        XCTAssertEqual(expanded(#"a\xb\Zc\"#), "axbZc")
        XCTAssertEqual(expanded(#"\{n}"#), "{n}")
    }

    /// What agetty turns into escape sequences gives nothing here: the file cannot drive the
    /// terminal, and its text stays.
    func testColourEscapesGiveNothingSoTheFileCannotDriveTheTerminal() {
        XCTAssertEqual(expanded(#"\e{red}Alert\e{reset} \e"#), "Alert ")
        XCTAssertEqual(expanded(#"\S{ANSI_COLOR}Debian"#), "Debian")
        XCTAssertFalse(expanded(#"\e\S{ANSI_COLOR}\e{bold}"#).unicodeScalars.contains { $0.value < 0x20 })
    }

    /// Escapes that need the network or the login records are left out, with their argument,
    /// rather than shown as a wrong letter.
    func testEscapesWithoutAFactAreLeftOutWithTheirArgument() {
        XCTAssertEqual(expanded(#"[\4{eth0}][\6][\4][\o][\O][\b][\u][\U]"#), "[][][][][][][][]")
        XCTAssertEqual(expanded(#"\4{eth0"#), "", "an argument never closed takes the rest")
    }

    func testOSReleaseVariablesAreUnquotedAsOSReleaseSays() {
        let variables = MachineFacts.osRelease(
            parsing: """
                # a comment
                PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
                NAME='Debian'
                VERSION_ID=12
                QUOTED="say \\"hi\\" \\\\ \\$x"
                not a line
                """)
        XCTAssertEqual(variables["PRETTY_NAME"], "Debian GNU/Linux 12 (bookworm)")
        XCTAssertEqual(variables["NAME"], "Debian")
        XCTAssertEqual(variables["VERSION_ID"], "12")
        XCTAssertEqual(variables["QUOTED"], #"say "hi" \ $x"#)
        XCTAssertEqual(variables.count, 4)
    }

    func testAFileIsReadUpToItsLimitAndWhatIsNoFileGivesNothing() throws {
        let path = NSTemporaryDirectory() + "authtui-issue-" + UUID().uuidString
        addTeardownBlock { unlink(path) }
        try String(repeating: "x", count: IssueText.longestFile + 100).write(
            toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(IssueText.read(path: path)?.count, IssueText.longestFile)
        XCTAssertNil(IssueText.read(path: path + ".missing"))
        XCTAssertNil(IssueText.read(path: NSTemporaryDirectory()), "a folder is not an issue file")
    }
}
