import Foundation
import XCTest

/// The zsh and fish completions (`--zsh-completion`, `--fish-completion`; the Debian package
/// installs both) complete what the parser accepts, from the same table as `--help`: run in the
/// real shells (zsh through its line editor in tmux, fish through `complete -C`).
final class ShellCompletionEndToEndTests: XCTestCase {
    private func generated(_ option: String) throws -> String {
        let directory = try makeTemporaryDataDirectory()
        let result = try runCommand(AuthTUIBinary.path, [option])
        XCTAssertEqual(result.status, 0, result.stderr)
        let name = option == "--zsh-completion" ? "_authtui" : "authtui.fish"
        try result.stdout.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
        return directory
    }

    func testFishCompletesSubcommandsOptionsActionsAndFixedValues() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else {
            throw XCTSkip("no /usr/bin/fish: make test-deps installs fish")
        }
        let script = try generated("--fish-completion") + "/authtui.fish"
        func complete(_ line: String) throws -> [String] {
            let result = try runCommand(
                "/usr/bin/fish", ["-N", "-c", "source \(script); complete -C'\(line)'"],
                environment: ["HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        XCTAssertEqual(try complete("authtui r"), ["run"])
        XCTAssertEqual(try complete("authtui login --pr"), ["--print", "--print-config"])
        XCTAssertEqual(Set(try complete("authtui login --print ")), ["email", "username", "json"])
        XCTAssertEqual(try complete("authtui run --lo"), ["--logout-after"])
        XCTAssertEqual(try complete("authtui --pr"), ["--print-config"], "--print is login's only")
        XCTAssertEqual(
            Set(try complete("authtui accounts ")),
            ["list", "show", "unlock", "revoke", "sessions", "reset-2fa", "delete"])
        XCTAssertEqual(try complete("authtui store m"), ["migrate"])
        XCTAssertEqual(try complete("authtui store migrate --gr"), ["--grant"])
        XCTAssertEqual(try complete("authtui --zsh"), ["--zsh-completion"])
        XCTAssertEqual(try complete("authtui run -- l"), [], "the command's own words are left alone")
    }

    func testZshCompletesSubcommandsOptionsAndActionsInItsLineEditor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else {
            throw XCTSkip("no /usr/bin/zsh: make test-deps installs zsh")
        }
        let folder = try generated("--zsh-completion")
        let shell = try TmuxSession(
            command: [
                "/usr/bin/env", "-i", "TERM=xterm", "HOME=\(folder)", "PATH=/usr/bin:/bin", "zsh", "-f",
            ],
            width: 160, height: 30)
        defer { shell.kill() }
        try shell.type(
            "PS1='zsh> '; fpath=(\(folder) $fpath); autoload -Uz compinit; compinit -u -D; "
                + "zstyle ':completion:*' format '[%d]'; zstyle ':completion:*' verbose yes; clear")
        try shell.press("Enter")
        try shell.waitFor("zsh> ")
        try shell.type("authtui lo")
        try shell.press("Tab")
        try shell.waitFor("zsh> authtui login")
        try shell.press("C-u")
        try shell.type("authtui login --print-c")
        try shell.press("Tab")
        try shell.waitFor("zsh> authtui login --print-config")
        try shell.press("C-u")
        try shell.type("authtui login --print ")
        try shell.press("Tab")
        var screen = try shell.waitFor("username")
        XCTAssertTrue(screen.contains("email") && screen.contains("json"), screen)
        try shell.press("C-u")
        try shell.type("authtui accounts ")
        try shell.press("Tab")
        screen = try shell.waitFor("reset-2fa")
        XCTAssertTrue(
            screen.contains("unlock") && screen.contains("-- clear the email's failed attempts"),
            "the actions with their summaries:\n\(screen)")
        try shell.press("C-u")
        try shell.type("authtui --ma")
        try shell.press("Tab")
        try shell.waitFor("zsh> authtui --man")
    }
}
