import Foundation
import XCTest

@testable import AuthAccounts
@testable import AuthDomain

/// TOTP (RFC 6238) and its pieces, headless: the RFC's own test vectors, the window's edges,
/// base32 (RFC 4648 vectors), the key URI, sealing, recovery codes and the QR code.
final class SecondFactorTests: XCTestCase {
    /// RFC 6238 appendix B, SHA-1 rows: the 20-byte ASCII secret, 8-digit codes.
    func testRFC6238AppendixBVectors() throws {
        let totp = try TOTP(secret: Array("12345678901234567890".utf8))
        let vectors: [(Double, String)] = [
            (59, "94287082"), (1_111_111_109, "07081804"), (1_111_111_111, "14050471"),
            (1_234_567_890, "89005924"), (2_000_000_000, "69279037"), (20_000_000_000, "65353130"),
        ]
        for (time, code) in vectors {
            XCTAssertEqual(totp.code(step: TOTP.step(at: time), digits: 8), code, "T=\(time)")
        }
        XCTAssertEqual(totp.code(step: TOTP.step(at: 59)), "287082", "6 digits are the last six")
    }

    func testCodesFromTheStepEitherSideAreAcceptedAndNotFurther() throws {
        let totp = try TOTP(secret: Array("12345678901234567890".utf8))
        let now = 1_111_111_111.0
        let step = TOTP.step(at: now)
        XCTAssertEqual(totp.matchingStep(for: totp.code(step: step), at: now), step)
        XCTAssertEqual(totp.matchingStep(for: totp.code(step: step - 1), at: now), step - 1)
        XCTAssertEqual(totp.matchingStep(for: totp.code(step: step + 1), at: now), step + 1)
        XCTAssertNil(totp.matchingStep(for: totp.code(step: step - 2), at: now))
        XCTAssertNil(totp.matchingStep(for: totp.code(step: step + 2), at: now))
        XCTAssertEqual(
            totp.matchingStep(for: " " + totp.code(step: step) + " ", at: now), step, "spaces ignored")
        XCTAssertNil(totp.matchingStep(for: "12345", at: now))
        XCTAssertNil(totp.matchingStep(for: "١٢٣٤٥٦", at: now), "only ASCII digits")
    }

    func testBase32FollowsRFC4648() {
        let vectors = [
            ("", ""), ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foob", "MZXW6YQ"),
            ("fooba", "MZXW6YTB"),
            ("foobar", "MZXW6YTBOI"),
        ]
        for (plain, encoded) in vectors {
            XCTAssertEqual(Base32.encode(Array(plain.utf8)), encoded)
            XCTAssertEqual(Base32.decode(encoded), Array(plain.utf8))
        }
        XCTAssertEqual(Base32.decode("mzxw 6ytb oi=="), Array("foobar".utf8), "case, spaces, padding")
        XCTAssertNil(Base32.decode("MZXW1"), "1 is not base32")
    }

    func testTheKeyURIIsWhatAuthenticatorAppsExpect() throws {
        let totp = try TOTP(secret: Array("12345678901234567890".utf8))
        XCTAssertEqual(
            totp.keyURI(accountName: "ada+x@example.com"),
            "otpauth://totp/authtui:ada%2Bx%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
                + "&issuer=authtui")
    }

    /// The key URI of a usual address makes a code of 41 modules with its quiet zone: 21 rows of
    /// half blocks, which fit a 80x24 terminal beside the key and the code field.
    func testAUsualKeyURIMakesAQRCodeOf41Modules() throws {
        let totp = try TOTP(secret: Array("12345678901234567890".utf8))
        let code = try XCTUnwrap(QRCode(totp.keyURI(accountName: "ada.lovelace@example.com")))
        XCTAssertEqual(code.size, 41)
        XCTAssertEqual(code.image.height, 42, "an odd size gets one more light row")
    }

    func testASealedSecretOpensOnlyWithItsKey() throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/totp.key"
        XCTAssertThrowsError(try SecretSealer.load(path: path, create: false), "a missing key is an error")
        let sealer = try SecretSealer.load(path: path, create: true)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o777 }, 0o600)
        let sealed = sealer.seal(Array("secret".utf8))
        XCTAssertFalse(sealed.contains(Array("secret".utf8)), "not in clear")
        XCTAssertEqual(try SecretSealer.load(path: path, create: false).unseal(sealed), Array("secret".utf8))
        let other = try SecretSealer.load(path: "\(directory)/other.key", create: true)
        XCTAssertNil(other.unseal(sealed), "a wrong key opens nothing")
        chmod(path, 0o644)
        XCTAssertThrowsError(
            try SecretSealer.load(path: path, create: false), "a key others can read is refused")
    }

    /// A fixed nonce would give every secret sealed under one key the same keystream, so a dump
    /// would leak the XOR of any two secrets: each sealing draws its own.
    func testSealingTheSameSecretTwiceGivesDifferentNoncesAndBoxes() throws {
        let directory = try makeDataDirectory(self)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let sealer = try SecretSealer.load(path: "\(directory)/totp.key", create: true)
        let secret = Array("the same twenty bytes".utf8)
        let first = sealer.seal(secret)
        let second = sealer.seal(secret)
        let nonceCount = 24  // crypto_secretbox_NONCEBYTES
        XCTAssertNotEqual(Array(first.prefix(nonceCount)), Array(second.prefix(nonceCount)))
        XCTAssertNotEqual(Array(first.dropFirst(nonceCount)), Array(second.dropFirst(nonceCount)))
        XCTAssertEqual(sealer.unseal(first), secret)
        XCTAssertEqual(sealer.unseal(second), secret)
    }

    func testRecoveryCodesAreTenDistinctAndMatchAsTypedLoosely() {
        let codes = RecoveryCodes.make()
        XCTAssertEqual(codes.count, 10)
        XCTAssertEqual(Set(codes).count, 10)
        for code in codes {
            XCTAssertEqual(code.count, 19)
            XCTAssertTrue(RecoveryCodes.looksLikeRecoveryCode(code))
            XCTAssertEqual(
                RecoveryCodes.hash(code),
                RecoveryCodes.hash(code.lowercased().replacingOccurrences(of: "-", with: " ")))
        }
        XCTAssertFalse(RecoveryCodes.looksLikeRecoveryCode("123456"))
    }

    func testQRCodeHasItsFinderPatternsInsideAQuietZone() throws {
        let code = try XCTUnwrap(QRCode("otpauth://totp/authtui:ada%40example.com?secret=GEZDGNBV"))
        let zone = QRCode.quietZone
        XCTAssertGreaterThanOrEqual(code.size, 21 + 2 * zone)
        XCTAssertFalse(code.modules[0].contains(true), "the quiet zone is light")
        for (x, y) in [(zone, zone), (code.size - zone - 1, zone), (zone, code.size - zone - 1)] {
            XCTAssertTrue(code.modules[y][x], "a finder pattern's corner at (\(x), \(y))")
        }
    }
}
