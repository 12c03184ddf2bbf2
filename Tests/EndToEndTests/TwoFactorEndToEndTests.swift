import Foundation
import XCTest

/// What a screen says with the borders and the QR code's half blocks taken out, line by line.
private func textLines(_ screen: String) -> [String] {
    screen.split(separator: "\n").map { line in
        String(line.filter { !"│▀▄█".contains($0) }).trimmingCharacters(in: .whitespaces)
    }
}

/// The base32 key the enrolment sheet shows in groups after `Key: ` (`host.two-factor.key`) (wrapped beside the QR code
/// at 80 columns: the groups on the next line belong to it too).
func enrolmentKey(on screen: String) -> String? {
    let lines = textLines(screen)
    guard let name = try? Translation.english("host.two-factor.key", ""),
        let start = lines.firstIndex(where: { $0.contains(name) }),
        let label = lines[start].range(of: name)
    else { return nil }
    var key = String(lines[start][label.upperBound...])
    for line in lines.dropFirst(start + 1) {
        let groups = line.split(separator: " ")
        let base32 = groups.allSatisfy { group in
            group.count <= 4 && group.allSatisfy { $0.isUppercase || ("2"..."7").contains($0) }
        }
        guard !groups.isEmpty, base32 else { break }
        key += " " + line
    }
    return key.replacingOccurrences(of: " ", with: "")
}

/// Two-factor authentication end to end on a 80x24 terminal, with codes from `oathtool` (an RFC
/// 6238 implementation nobody here wrote) for the key read off the screen: enrol, all ten
/// recovery codes on the one screen, sign in with a code, the same code refused, a recovery code once.
final class TwoFactorEndToEndTests: XCTestCase {
    private let email = "ada@example.com"
    private let password = "correct horse battery"

    private func oathtool(_ key: String, offset: Int = 0) throws -> String {
        let result = try runCommand(
            "/usr/bin/oathtool",
            ["--totp", "-b", key] + (offset == 0 ? [] : ["-N", "now + \(offset) seconds"]))
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func logIn(_ app: TmuxSession) throws {
        try app.logIn(email: email, password: password)
        try app.waitFor(Translation.english("accounts.code.title"))
    }

    /// `Log out`: the host's first button, focused after a sign-in; `fromTwoFactor` when focus is
    /// still on `Two-factor authentication` (Tab wraps round to `Log out`).
    private func logOut(_ app: TmuxSession, fromTwoFactor: Bool = false) throws {
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        if fromTwoFactor { try app.press("Tab") }
        try app.press("Enter")
        try app.waitFor(Translation.english("accounts.start"))
    }

    func testEnrolSignInWithACodeRefuseItsReplayAndUseARecoveryCodeOnce() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/oathtool") else {
            throw XCTSkip("no oathtool: make test-deps installs it")
        }
        let app = try TmuxSession(
            command: [
                AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--animation", "0",
            ],
            width: 80, height: 24)
        addTeardownBlock { app.kill() }
        try app.signUp(email: email, password: password, username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")  // Two-factor authentication
        try app.waitFor(Translation.opening(of: "host.two-factor.password-first", words: 6))
        try app.type(password)
        try app.press("Enter")  // Enter in the password field continues
        let enrolment = try app.waitFor(Translation.english("host.two-factor.key", ""))
        let key = try XCTUnwrap(enrolmentKey(on: enrolment), enrolment)
        XCTAssertEqual(key.count, 32, "a 160-bit key in base32: \(key)\n\(enrolment)")
        XCTAssertTrue(enrolment.contains("▄"), "the QR code is drawn")
        try app.type(try oathtool(key))
        try app.press("Enter")  // Enter in the code field confirms
        let codes = try app.waitFor(Translation.english("host.two-factor.is-on"))
        let words: [String] = textLines(codes).flatMap { $0.split(separator: " ").map(String.init) }
        let recovery = words.filter { word in word.count == 19 && word.filter { $0 == "-" }.count == 3 }
        XCTAssertEqual(recovery.count, 10, "all ten on one 80x24 screen:\n\(codes)")
        try app.press("Enter")  // Done
        try logOut(app, fromTwoFactor: true)

        try logIn(app)
        XCTAssertFalse(
            try app.screen().contains(Translation.english("host.greeting", "Ada")),
            "the password alone does not sign in")
        let next = try oathtool(key, offset: 30)  // the code used to enrol is spent; the next step's works
        try app.type(next)
        try app.press("Enter")
        try logOut(app)

        try logIn(app)
        try app.type(next)
        try app.press("Enter")
        try app.waitFor(Translation.english("error.wrong-code"))  // the same code a second time
        try app.type(recovery[0])
        try app.press("Enter")
        try logOut(app)

        try logIn(app)
        try app.type(recovery[0])
        try app.press("Enter")
        try app.waitFor(Translation.english("error.wrong-code"))  // a recovery code works once
        try app.type(recovery[1].lowercased())
        try app.press("Enter")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
    }
}

/// `authtui accounts reset-2fa EMAIL`: an operator turns a lost phone's factor off.
final class TwoFactorResetEndToEndTests: XCTestCase {
    func testAnOperatorResetTurnsTheFactorOffAndSaysWhenThereWasNone() throws {
        let directory = try makeTemporaryDataDirectory()
        let app = try TmuxSession(
            command: [AuthTUIBinary.path, "--data-dir", directory, "--animation", "0"], width: 80, height: 24)
        addTeardownBlock { app.kill() }
        try app.signUp(email: "ada@example.com", password: "correct horse battery", username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
        try app.waitFor(Translation.opening(of: "host.two-factor.password-first", words: 6))
        try app.type("correct horse battery")
        try app.press("Enter")
        let key = enrolmentKey(on: try app.waitFor(Translation.english("host.two-factor.key", "")))
        let code = try runCommand("/usr/bin/oathtool", ["--totp", "-b", try XCTUnwrap(key)])
        try app.type(code.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        try app.press("Enter")
        try app.waitFor(Translation.english("host.two-factor.is-on"))
        try app.press("C-c")
        try app.waitFor("[exited 0]")

        let reset = try runCommand(
            AuthTUIBinary.path, ["accounts", "reset-2fa", "ADA@example.com", "--data-dir", directory])
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertEqual(
            reset.stdout, try Translation.english("operator.second-factor-off", "ADA@example.com") + "\n")
        let again = try runCommand(
            AuthTUIBinary.path, ["accounts", "reset-2fa", "ada@example.com", "--data-dir", directory])
        XCTAssertEqual(
            again.stdout, try Translation.english("operator.no-second-factor", "ada@example.com") + "\n")
        let nobody = try runCommand(
            AuthTUIBinary.path, ["accounts", "reset-2fa", "nobody@example.com", "--data-dir", directory])
        XCTAssertEqual(nobody.status, 1)
    }

    /// Nettle computes the codes and is loaded on first use: without it enrolment is refused and
    /// says why, instead of showing a key whose codes could never be checked (fail closed). The
    /// library is hidden in a mount namespace of the app's own (needs root and unshare(1), as CI has).
    func testWithoutNettleEnrolmentIsRefusedWithTheReason() throws {
        let library = "/usr/lib/x86_64-linux-gnu/libnettle.so.8"
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            FileManager.default.fileExists(atPath: library)
        else { throw XCTSkip("hiding libnettle needs root, unshare(1) and \(library)") }
        let hidden = [
            "/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", "-c",
            "mount --bind /dev/null \"$0\" && exec \"$@\"", library,
        ]
        let probe = try runCommand(hidden[0], Array(hidden.dropFirst()) + ["/bin/true"])
        guard probe.status == 0 else {
            throw XCTSkip("this machine cannot hide a library in a mount namespace: \(probe.stderr)")
        }
        let app = try TmuxSession(
            command: hidden + [
                AuthTUIBinary.path, "--data-dir", try makeTemporaryDataDirectory(), "--animation", "0",
            ],
            width: 80, height: 24)
        addTeardownBlock { app.kill() }
        try app.signUp(email: "ada@example.com", password: "correct horse battery", username: "Ada")
        try app.waitFor(Translation.english("host.greeting", "Ada"))
        try app.press("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")  // Two-factor authentication
        try app.waitFor(Translation.opening(of: "host.two-factor.password-first", words: 6))
        try app.type("correct horse battery")
        try app.press("Enter")
        let refused = try app.waitFor("libnettle")
        XCTAssertTrue(
            try refused.contains(Translation.english("error.second-factor-unavailable", "libnettle")), refused
        )
        XCTAssertFalse(
            try refused.contains(Translation.english("host.two-factor.key", "")),
            "no key is shown:\n\(refused)")
    }
}
