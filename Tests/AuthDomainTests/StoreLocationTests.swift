import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

final class StoreLocationTests: XCTestCase {
    private func parse(_ text: String) -> Result<StoreLocation, StoreLocationError> {
        Result { () throws(StoreLocationError) in try StoreLocation(parsing: text) }
    }

    func testSQLitePathIsTakenVerbatim() {
        XCTAssertEqual(
            parse("sqlite:/var/lib/authtui/a.db"), .success(.sqlite(path: "/var/lib/authtui/a.db")))
        XCTAssertEqual(parse("sqlite:relative/a b.db"), .success(.sqlite(path: "relative/a b.db")))
        XCTAssertEqual(parse("sqlite:"), .failure(.noSQLitePath))
    }

    func testEmbeddedDefaultIsTheDatabaseInTheDataDirectory() {
        XCTAssertEqual(StoreLocation.embedded(dataDirectory: "/d"), .sqlite(path: "/d/accounts.sqlite3"))
    }

    func testPostgresURIsAndKeywordStringsAreAccepted() {
        for text in [
            "postgresql://authtui@db.example/accounts?connect_timeout=3",
            "postgres://%2Frun%2Fpostgresql/accounts",
            "host=/run/postgresql dbname=accounts", "host=db.example port=5433 dbname='my accounts' user=me",
        ] {
            XCTAssertEqual(parse(text), .success(.postgres(conninfo: text)), text)
        }
    }

    func testLibpqRejectsUnknownKeywordsAtParseTime() throws {
        guard case .failure(let error) = parse("hots=/tmp dbname=x") else { return XCTFail("accepted") }
        XCTAssertTrue(error.message.contains("hots"), error.message)
        guard case .failure = parse("postgresql://db.example/accounts?nosuch=1") else {
            return XCTFail("accepted a bad URI")
        }
    }

    func testAnythingElseIsRefusedWithTheAcceptedForms() {
        for text in ["", "/tmp/accounts.sqlite3", "mysql://db/x", "sqlite"] {
            XCTAssertEqual(parse(text), .failure(.unrecognised), text)
        }
    }

    func testDescriptionNeverShowsThePassword() {
        let uri = StoreLocation.postgres(conninfo: "postgresql://ada:s3cret@db.example:5433/accounts")
        XCTAssertFalse(uri.description.contains("s3cret"), uri.description)
        XCTAssertTrue(uri.description.contains("db.example"), uri.description)
        let keywords = StoreLocation.postgres(conninfo: "host=/run/pg dbname=accounts password=s3cret")
        XCTAssertFalse(keywords.description.contains("s3cret"), keywords.description)
        XCTAssertEqual(StoreLocation.sqlite(path: "/d/a.db").description, "sqlite:/d/a.db")
    }

    func testOpeningASQLiteLocationUsesThatFileAndKeepsTheSessionInTheDataDirectory() async throws {
        let directory = try makeDataDirectory(self)
        let elsewhere = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let service = try await AccountService.open(
            store: .sqlite(path: "\(elsewhere)/shared.db"), dataDirectory: directory,
            configuration: testConfiguration())
        try await service.signUp(email: "ada@x.io", password: "correct horse battery")
        XCTAssertEqual(try sqliteRows("\(elsewhere)/shared.db", "SELECT email FROM accounts"), [["ada@x.io"]])
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(directory)/session"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/accounts.sqlite3"))
    }
}
