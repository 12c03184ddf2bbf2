import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthText

/// Times a person reads are in the local time zone and in the language's own words and order;
/// the C library's names are not used (a machine rarely has every language's locale generated).
final class TimesAsAPersonReadsThemTests: XCTestCase {
    /// 2027-01-15 08:00:00 UTC, a Friday.
    private let friday = 1_800_000_000.0
    private var savedZone: String?

    override func setUp() {
        super.setUp()
        savedZone = ProcessInfo.processInfo.environment["TZ"]
        setenv("TZ", "UTC", 1)
        tzset()
    }

    override func tearDown() {
        Language.use(.english)
        if let savedZone { setenv("TZ", savedZone, 1) } else { unsetenv("TZ") }
        tzset()
        super.tearDown()
    }

    func testTheClockNamesTheDayAndMonthInTheLanguageAndInItsOrder() throws {
        XCTAssertEqual(OperatorText.clock(friday), "Fri 15 Jan 08:00")
        for code in Language.translated {
            Language.use(try XCTUnwrap(Language.named(code)))
            let clock = OperatorText.clock(friday)
            let day = Message("time.weekday.fri", "Fri").text
            let month = Message("time.month.01", "Jan").text
            XCTAssertNotEqual(day, "Fri", "\(code) names Friday")
            XCTAssertEqual(
                clock, Message("time.clock", "%1$s %2$s %3$s %4$s")(day, "15", month, "08:00"), code)
        }
        XCTAssertEqual(OperatorText.clock(.nan), "")
    }

    func testTheClockIsInTheLocalTimeZone() {
        setenv("TZ", "Asia/Tokyo", 1)
        tzset()
        XCTAssertEqual(OperatorText.clock(friday), "Fri 15 Jan 17:00")
    }

    func testATimeIsWrittenInTheLanguagesFormat() throws {
        XCTAssertEqual(OperatorText.local(friday), "2027-01-15 08:00")
        Language.use(try XCTUnwrap(Language.named("de")))
        let format = Message("time.format", "%Y-%m-%d %H:%M").text
        XCTAssertNotEqual(format, "%Y-%m-%d %H:%M", "German writes dates its own way")
        XCTAssertEqual(
            OperatorText.local(friday),
            format.replacingOccurrences(of: "%Y", with: "2027").replacingOccurrences(of: "%m", with: "01")
                .replacingOccurrences(of: "%d", with: "15").replacingOccurrences(of: "%H", with: "08")
                .replacingOccurrences(of: "%M", with: "00"))
    }

    /// Today and yesterday are said as a person says them, by the local calendar day (not 24
    /// hours back); anything older is the date, with the word the language puts before one.
    func testTodayAndYesterdayAreSaidAndOlderTimesAreDates() throws {
        let morning = friday  // 08:00 on Friday
        XCTAssertEqual(OperatorText.spoken(morning, now: morning + 3600), "today 08:00")
        XCTAssertEqual(OperatorText.spoken(morning - 9 * 3600, now: morning), "yesterday 23:00")
        XCTAssertEqual(OperatorText.spoken(morning - 32 * 3600, now: morning), "yesterday 00:00")
        XCTAssertEqual(OperatorText.spoken(morning - 33 * 3600, now: morning), "2027-01-13 23:00")
        Language.use(try XCTUnwrap(Language.named("de")))
        let older = OperatorText.spoken(morning - 33 * 3600, now: morning)
        XCTAssertEqual(older, Message("time.on-date", "%1$s")(OperatorText.local(morning - 33 * 3600)))
        XCTAssertNotEqual(older, OperatorText.local(morning - 33 * 3600), "German says `am` before a date")
    }
}
