import AuthCommandLine

@testable import AuthAccounts
@testable import AuthDomain
@testable import AuthImages
@testable import AuthTUI

/// The code that reads untrusted bytes, one entry per fuzz target: libFuzzer drives them in
/// `Fuzz/` (`make fuzz`), and the test suites replay every saved input under
/// `Tests/FuzzCorpus/<target>/` (`make test`), so a crash found once stays fixed.
///
/// Each entry must never crash, hang or leak whatever the bytes; what it returns is irrelevant.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Terminal input: bytes as a terminal sends them, plus ncurses key codes and timeouts.
    case keyDecoder = "key-decoder"
    /// Untrusted text (a username from a shared database) through the sanitiser onto a canvas.
    case sanitizerCanvas = "sanitizer-canvas"
    /// PNG decoding under small limits.
    case png
    /// JPEG decoding under small limits (header, scaling, progressive memory).
    case jpeg
    /// The command line (NUL-separated arguments and an environment) and store URIs.
    case commandLine = "command-line"
    /// The remembered-session file's format.
    case sessionFile = "session-file"

    public func run(_ bytes: [UInt8]) {
        switch self {
        case .keyDecoder: Self.keyDecoder(bytes)
        case .sanitizerCanvas: Self.sanitizerCanvas(bytes)
        case .png, .jpeg:
            let limits = ImageLimits(
                maxBytes: 1 << 20, maxPixels: 1 << 20, maxKeptPixels: 1 << 16, maxDecoderMemory: 16 << 20)
            _ = try? ImageDecoder.decode(bytes, limits: limits)
        case .commandLine: Self.commandLine(bytes)
        case .sessionFile:
            if let (store, token) = SessionFile.parse(bytes[...]) { _ = (store.count, token.storedHash) }
        }
    }

    private static func keyDecoder(_ bytes: [UInt8]) {
        var decoder = InputDecoder(mouseKeyStartsSGR: bytes.first.map { $0 & 1 == 0 } ?? true)
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let input: InputDecoder.Input
            switch byte {
            case 0xFF: input = .timedOut
            case 0xFE where index + 1 < bytes.count:
                input = .keyCode(0o400 + Int32(bytes[index]) << 8 | Int32(bytes[index + 1]))
                index += 2
            default: input = .character(UInt32(byte))
            }
            _ = decoder.feed(input)
        }
        while decoder.expectsContinuation { _ = decoder.feed(.timedOut) }
        _ = InputDecoder.decode(String(decoding: bytes, as: UTF8.self))
    }

    private static func sanitizerCanvas(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let width = Int(bytes.first ?? 20) % 40 + 1
        var canvas = Canvas(width: width, height: 3)
        for (row, line) in [
            TextSanitizer.displayable(text), TextSanitizer.insertable(text), TextSanitizer.typed(text),
        ].enumerated() {
            Label(line).render(
                into: &canvas, in: Rect(x: 0, y: row, width: width, height: 1), theme: .standard)
        }
        _ = canvas.lines
        _ = OperatorText.escaped(text)
    }

    private static func commandLine(_ bytes: [UInt8]) {
        let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let environment = ["HOME": "/home/fuzz", "AUTHTUI_STORE": words.last ?? ""]
        _ = try? LaunchOptions.parse(Array(words.dropLast()), environment: environment)
        for word in words {
            _ = try? StoreLocation(parsing: word)
            _ = PostgresConnection.redact("error: \(word)", secretsOf: word)
            _ = PostgresConnection.summary(of: word)
            _ = Rect(geometry: word)
            _ = RGBColor(parsing: word)
        }
    }
}
