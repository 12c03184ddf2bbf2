import Foundation
import Synchronization
import XCTest

@testable import AuthDomain

/// A wall clock the tests move by hand.
final class FakeWallClock: WallClock {
    private let time: Mutex<Double>

    init(_ start: Double = 1_800_000_000) {
        time = Mutex(start)
    }

    func now() -> Double { time.withLock { $0 } }

    func advance(by seconds: Double) { time.withLock { $0 += seconds } }
}

/// A fresh temporary data directory per test, removed afterwards.
func makeDataDirectory(_ test: XCTestCase) throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("authtui-accounts-\(UUID().uuidString)").path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func testConfiguration(clock: FakeWallClock = FakeWallClock()) -> AccountService.Configuration {
    AccountService.Configuration(hashing: .minimum, clock: clock)
}

/// Runs `body` and returns the AccountError it throws (fails the test if it does not throw one).
func accountError<T>(
    _ body: () async throws -> T, file: StaticString = #filePath, line: UInt = #line
) async -> AccountError? {
    do {
        _ = try await body()
        XCTFail("expected an AccountError", file: file, line: line)
    } catch let error as AccountError {
        return error
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
    return nil
}

/// Direct read access to a database file, for checks the store API does not offer.
func sqliteRows(_ path: String, _ sql: String) throws -> [[String]] {
    let connection = try SQLiteConnection(path: path, flags: 0x0000_0001)  // SQLITE_OPEN_READONLY
    return try connection.query(sql).map { row in
        row.map { value in
            switch value {
            case .integer(let number): String(number)
            case .boolean(let flag): flag ? "1" : "0"
            case .real(let number): String(number)
            case .text(let text): text
            case .bytes(let bytes): bytes.map { String(format: "%02x", $0) }.joined()
            case .null: "NULL"
            }
        }
    }
}

/// The test-only helper executable built next to the test bundle.
func accountsStressExecutable() throws -> URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [bundleDirectory.appendingPathComponent("accounts-stress")]
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append(
            URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("accounts-stress"))
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
        struct MissingHelper: Error, CustomStringConvertible {
            var description: String { "accounts-stress is not built; run `swift build --build-tests` first" }
        }
        throw MissingHelper()
    }
    return found
}
