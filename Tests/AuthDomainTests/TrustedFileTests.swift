import AuthProcess
import Foundation
import Glibc
import XCTest

/// What a set-user-ID gate takes from the machine's file (`TrustedFile`): only a regular file
/// that root owns and alone may write, in folders that root owns and alone may write, reached
/// without following a link. Real files on a real file system, made by root in a folder of their
/// own under /run (root's, 0755: /tmp, which anyone may write, would make every file untrusted).
final class TrustedFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can make files that root alone may write") }
        var template = Array("/run/authtui-trusted-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = String(cString: try XCTUnwrap(made))
        chmod(folder, 0o755)
        try write("config.toml", "store = \"sqlite\"\n", mode: 0o644)
    }

    override func tearDown() {
        if !folder.isEmpty { try? FileManager.default.removeItem(atPath: folder) }
        super.tearDown()
    }

    private func write(_ name: String, _ text: String, mode: mode_t) throws {
        let path = "\(folder)/\(name)"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, mode), 0)
    }

    private func isUntrusted(_ path: String) -> Bool {
        if case .failure = TrustedFile.read(path) { return true }
        return false
    }

    func testAFileRootAloneMayWriteIsReadAndAMissingOneIsNothing() throws {
        XCTAssertEqual(try TrustedFile.read("\(folder)/config.toml").get(), "store = \"sqlite\"\n")
        XCTAssertEqual(try TrustedFile.read("\(folder)/missing.toml").get(), nil)
        XCTAssertTrue(isUntrusted("run/config.toml"), "a relative path")
    }

    func testAFileOrFolderSomeoneElseMayWriteIsNotTrusted() throws {
        let file = "\(folder)/config.toml"
        for mode: mode_t in [0o664, 0o646, 0o620] {
            chmod(file, mode)
            XCTAssertTrue(isUntrusted(file), "a file of mode 0\(String(mode, radix: 8))")
        }
        chmod(file, 0o644)
        XCTAssertEqual(chown(file, 1, 0), 0)
        XCTAssertTrue(isUntrusted(file), "a file another user owns")
        XCTAssertEqual(chown(file, 0, 0), 0)
        for mode: mode_t in [0o775, 0o757] {
            chmod(folder, mode)
            XCTAssertTrue(isUntrusted(file), "in a folder of mode 0\(String(mode, radix: 8))")
        }
        chmod(folder, 0o755)
        XCTAssertEqual(chown(folder, 1, 0), 0)
        XCTAssertTrue(isUntrusted(file), "in a folder another user owns")
        XCTAssertEqual(chown(folder, 0, 0), 0)
        XCTAssertFalse(isUntrusted(file), "root's again")
    }

    /// Whoever can make a link somewhere root trusts (or could when the link was made) points the
    /// gate at a file of their own; a link is never followed, neither at the end nor on the way.
    func testASymbolicLinkAtTheEndOrOnTheWayIsNotFollowed() throws {
        XCTAssertEqual(symlink("\(folder)/config.toml", "\(folder)/linked.toml"), 0)
        XCTAssertTrue(isUntrusted("\(folder)/linked.toml"), "a link in place of the file")
        XCTAssertEqual(mkdir("\(folder)/real", 0o755), 0)
        try write("real/config.toml", "store = \"sqlite\"\n", mode: 0o644)
        XCTAssertEqual(symlink("\(folder)/real", "\(folder)/etc"), 0)
        XCTAssertFalse(isUntrusted("\(folder)/real/config.toml"))
        XCTAssertTrue(isUntrusted("\(folder)/etc/config.toml"), "a link in place of a folder")
    }

    // MARK: A secret's file (a client secret)

    func testASecretIsReadOnlyFromAFileNobodyButItsOwnerMayRead() throws {
        try write("secret", "s3cret\n", mode: 0o600)
        let path = "\(folder)/secret"
        XCTAssertEqual(try TrustedFile.readSecret(path, ownedBy: 0).get(), "s3cret\n")
        for mode: mode_t in [0o640, 0o604, 0o660, 0o602, 0o610] {
            chmod(path, mode)
            XCTAssertEqual(
                TrustedFile.readSecret(path, ownedBy: 0),
                .failure(.untrusted(path, .readableByOthersThanItsOwner(mode: mode))),
                "mode \(String(mode, radix: 8))")
        }
        chmod(path, 0o600)
        XCTAssertEqual(chown(path, 1, 0), 0)
        XCTAssertEqual(
            TrustedFile.readSecret(path, ownedBy: 2),
            .failure(.untrusted(path, .notTheUsers(uid: 1, user: 2))),
            "another person's secret is not theirs to use")
        XCTAssertEqual(try TrustedFile.readSecret(path, ownedBy: 1).get(), "s3cret\n")
        XCTAssertEqual(try TrustedFile.readSecret("\(folder)/missing", ownedBy: 0).get(), nil)
    }
}
