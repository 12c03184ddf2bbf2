import Foundation
import XCTest

@testable import AuthDomain

/// The data directory and the database in it must be this user's alone: anyone else who can
/// write there could swap the database or plant a session file.
final class DataDirectoryTests: XCTestCase {
    private func openError(_ directory: String) async -> AccountError? {
        await accountError {
            try await AccountService.open(dataDirectory: directory, configuration: testConfiguration())
        }
    }

    func testADirectoryWritableByGroupOrOthersIsRefusedWithTheFix() async throws {
        let directory = try makeDataDirectory(self)
        for mode in [0o770, 0o702, 0o777] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            chmod(directory, mode_t(mode))
            let error = await openError(directory)
            guard case .storeUnavailable(let detail) = error else {
                return XCTFail("mode \(String(mode, radix: 8)): \(String(describing: error))")
            }
            XCTAssertTrue(detail.contains("writable by group or others"), detail)
            XCTAssertTrue(detail.contains("chmod go-w"), detail)
            XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/accounts.sqlite3"))
        }
        chmod(directory, 0o755)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
    }

    func testADirectoryOrDatabaseOwnedByAnotherUserIsRefused() async throws {
        guard geteuid() == 0, let nobody = getpwnam("nobody") else {
            throw XCTSkip("giving a file to another user needs root (CI runs as root)")
        }
        let directory = try makeDataDirectory(self)
        let service = try await AccountService.open(
            dataDirectory: directory, configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        let database = "\(directory)/accounts.sqlite3"
        chown(database, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
        let byFile = await openError(directory)
        guard case .storeUnavailable(let fileDetail) = byFile else {
            return XCTFail("\(String(describing: byFile))")
        }
        XCTAssertTrue(fileDetail.contains("\(database) belongs to another user"), fileDetail)
        chown(database, 0, 0)
        chown(directory, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
        let byDirectory = await openError(directory)
        guard case .storeUnavailable(let directoryDetail) = byDirectory else {
            return XCTFail("\(String(describing: byDirectory))")
        }
        XCTAssertTrue(directoryDetail.contains("belongs to another user"), directoryDetail)
        chown(directory, 0, 0)
    }
}
