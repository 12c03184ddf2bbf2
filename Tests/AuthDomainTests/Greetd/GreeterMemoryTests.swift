import XCTest

@testable import AuthGreetd

/// What the greeter remembers survives its restart, and is used only when the greeter's own user
/// wrote it and nobody else could have (tuigreet's most reported bug: its cache's permissions).
final class GreeterMemoryTests: XCTestCase {
    private func directory() throws -> String {
        let parent = NSTemporaryDirectory() + "authtui-greeter-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: parent) }
        return parent + "/memory"
    }

    private func remembered() -> GreeterMemory {
        var memory = GreeterMemory()
        memory.remember(user: "bob", session: "wayland/sway.desktop")
        memory.remember(user: "alice", session: "shell")
        return memory
    }

    func testTheLastUserAndEachUsersSessionSurviveARestart() throws {
        let path = try directory()
        try remembered().write(to: path)
        let read = try GreeterMemory.read(from: path).get()
        XCTAssertEqual(read.lastUser, "alice")
        XCTAssertEqual(read.session(of: "bob"), "wayland/sway.desktop")
        XCTAssertEqual(read.session(of: "alice"), "shell")
        XCTAssertEqual(read, remembered())
    }

    func testTheDirectoryIsPrivateAndTheFileOnlyTheGreetersToRead() throws {
        let path = try directory()
        try remembered().write(to: path)
        let folder = try FileManager.default.attributesOfItem(atPath: path)
        let file = try FileManager.default.attributesOfItem(atPath: path + "/" + GreeterMemory.fileName)
        XCTAssertEqual((folder[.posixPermissions] as? Int), 0o700)
        XCTAssertEqual((file[.posixPermissions] as? Int), 0o600)
        XCTAssertEqual((try FileManager.default.contentsOfDirectory(atPath: path)), [GreeterMemory.fileName])
    }

    func testNothingRememberedYetIsNoProblem() throws {
        XCTAssertEqual(GreeterMemory.read(from: try directory()), .failure(.nothingYet))
    }

    func testAFileOthersCanWriteIsIgnored() throws {
        let path = try directory()
        try remembered().write(to: path)
        for mode: mode_t in [0o620, 0o602] {
            chmod(path + "/" + GreeterMemory.fileName, mode)
            guard case .failure(let problem) = GreeterMemory.read(from: path) else {
                return XCTFail("a memory of mode \(String(mode, radix: 8)) was trusted")
            }
            XCTAssertEqual(
                problem.sentence,
                "Not using \(path)/\(GreeterMemory.fileName): others can write to it (mode \(String(mode, radix: 8)))"
            )
        }
    }

    func testADirectoryOthersCanWriteIsIgnoredAndNotWrittenTo() throws {
        let path = try directory()
        try remembered().write(to: path)
        chmod(path, 0o777)
        guard case .failure(.notTrusted) = GreeterMemory.read(from: path) else {
            return XCTFail("a memory in a world-writable directory was trusted (anyone could swap the file)")
        }
        XCTAssertThrowsError(try remembered().write(to: path))
    }

    func testASymbolicLinkInPlaceOfTheFileIsNotFollowed() throws {
        let path = try directory()
        try remembered().write(to: path)
        let elsewhere = path + "-elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        try "user\tmallory\n".write(toFile: elsewhere + "/planted", atomically: true, encoding: .utf8)
        unlink(path + "/" + GreeterMemory.fileName)
        try FileManager.default.createSymbolicLink(
            atPath: path + "/" + GreeterMemory.fileName, withDestinationPath: elsewhere + "/planted")
        XCTAssertNotEqual((try? GreeterMemory.read(from: path).get())?.lastUser, "mallory")
    }

    func testAFileWrittenByAnotherUserIsIgnored() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let path = try directory()
        try remembered().write(to: path)
        // nobody (65534) owns the file now, as if another user had written it.
        XCTAssertEqual(chown(path + "/" + GreeterMemory.fileName, 65534, 65534), 0)
        guard case .failure(let problem) = GreeterMemory.read(from: path) else {
            return XCTFail("another user's memory was trusted")
        }
        XCTAssertEqual(
            problem.sentence,
            "Not using \(path)/\(GreeterMemory.fileName): written by another user (uid 65534, not the greeter's 0)"
        )
        XCTAssertEqual(chown(path, 65534, 65534), 0)
        XCTAssertThrowsError(
            try remembered().write(to: path), "nothing is written into another user's directory")
    }

    func testNamesThatCouldBreakTheFileOrATerminalAreNotRemembered() {
        var memory = GreeterMemory()
        memory.remember(user: "eve\tsession\tx", session: "shell")
        memory.remember(user: "eve\u{1B}[2J", session: "shell")
        memory.remember(user: "carol", session: "a\nuser\tmallory")
        XCTAssertEqual(memory, GreeterMemory())
        XCTAssertEqual(
            GreeterMemory.parse("user\tdave\nsession\tdave\tshell\tmore\njunk\n").session(of: "dave"), nil)
    }
}
