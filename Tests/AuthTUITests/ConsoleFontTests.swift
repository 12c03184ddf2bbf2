import AuthText
import Foundation
import XCTest

@testable import AuthTUI

/// The Linux console draws only what its font holds: a language whose script the font lacks
/// (Japanese, Chinese) falls back to English there rather than drawing boxes, while a terminal
/// emulator (a pty) is taken to draw anything.
final class ConsoleFontTests: XCTestCase {
    func testAConsoleFontWithoutJapaneseFallsBackButShowsGerman() throws {
        let console = open("/dev/tty9", O_RDWR | O_NOCTTY)
        guard console >= 0 else {
            throw XCTSkip("no virtual console to ask (/dev/tty9: \(String(cString: strerror(errno))))")
        }
        defer { close(console) }
        let drawable = try XCTUnwrap(
            ConsoleFont.characters(descriptor: console), "a console has a Unicode map")
        XCTAssertTrue(
            drawable.isSuperset(of: [0x41, 0xE4, 0xF6, 0xFC, 0xDF]), "A, ä, ö, ü, ß: every console font")
        XCTAssertFalse(drawable.contains(0x65E5), "日: no console font has it")
        XCTAssertFalse(ConsoleFont.canShow(try XCTUnwrap(Language.named("ja")), descriptor: console))
        XCTAssertTrue(ConsoleFont.canShow(try XCTUnwrap(Language.named("de")), descriptor: console))
        let russian = try XCTUnwrap(Language.named("ru"))
        XCTAssertEqual(
            ConsoleFont.canShow(russian, descriptor: console), drawable.contains(0x416),
            "Russian exactly when the font has Cyrillic (Ж)")
    }

    func testATerminalEmulatorHasNoConsoleFontAndShowsEveryLanguage() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        XCTAssertEqual(openpty(&controller, &terminal, nil, nil, nil), 0)
        defer {
            close(controller)
            close(terminal)
        }
        XCTAssertNil(ConsoleFont.characters(descriptor: terminal))
        XCTAssertTrue(ConsoleFont.canShow(try XCTUnwrap(Language.named("ja")), descriptor: terminal))
    }
}
