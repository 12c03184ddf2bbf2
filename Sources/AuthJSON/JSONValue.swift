/// A JSON value (RFC 8259), read strictly and written exactly: what greetd's socket, an OpenID
/// provider and the operator commands' `--json` speak, in one place.
///
/// Reading is strict, because these bytes decide who signs in: one value and nothing after it,
/// numbers only in the grammar's form, and an object that names a member twice is refused, not
/// read as the first or the last (two `alg` members must not let a checker and a signer each see
/// their own). Nesting deeper than `maximumDepth` is refused.
public enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Deeper than any token, key set, discovery document or greetd reply nests.
    static let maximumDepth = 16

    /// The member `key` of an object; nil for a missing member or a value that is not an object.
    public subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The value as a string, if it is one.
    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The value as a list of strings, if it is an array of nothing else.
    public var strings: [String]? {
        guard case .array(let items) = self else { return nil }
        let texts = items.compactMap(\.string)
        return texts.count == items.count ? texts : nil
    }

    /// The value as a number, if it is one.
    public var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    // MARK: Writing

    /// The value as JSON text, members in a fixed order (so what is written is reproducible).
    public var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { Self.quoted($0) + ":" + members[$0]!.text }.joined(
                    separator: ",")
                + "}"
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped, and each
    /// scalar `alsoEscaping` names written as `\uXXXX` too (valid JSON, read back as the same
    /// text, but never raw on a terminal that shows the output).
    public static func quoted(
        _ value: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }
    ) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || alsoEscaping(scalar):
                // Outside the basic plane: the UTF-16 surrogate pair, as RFC 8259 §7 writes it.
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: Reading

    /// Parses `bytes` as one JSON value (white space around it allowed); nil if it is not exactly one.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = next, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
        }

        mutating func take(_ byte: Character) -> Bool {
            guard next == byte.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard depth <= JSONValue.maximumDepth else { return nil }
            skipSpace()
            switch next {
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            case nil: return nil
            default: return number()
            }
        }

        mutating func word(_ text: String, _ value: JSONValue) -> JSONValue? {
            let expected = Array(text.utf8)
            guard bytes[index...].starts(with: expected) else { return nil }
            index += expected.count
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing looser.
        mutating func number() -> JSONValue? {
            let start = index
            func digits() -> Int {
                let first = index
                while let byte = next, (0x30...0x39).contains(byte) { index += 1 }
                return index - first
            }
            _ = take("-")
            if !take("0") {
                guard let byte = next, (0x31...0x39).contains(byte) else { return nil }
                _ = digits()
            }
            if take("."), digits() == 0 { return nil }
            if take("e") || take("E") {
                _ = take("+") || take("-")
                guard digits() > 0 else { return nil }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite
            else { return nil }
            return .number(value)
        }

        mutating func object(depth: Int) -> JSONValue? {
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if take("}") { return .object(members) }
            while true {
                skipSpace()
                guard next == UInt8(ascii: "\""), let key = string(), members[key] == nil else { return nil }
                skipSpace()
                guard take(":"), let member = value(depth: depth + 1) else { return nil }
                members[key] = member
                skipSpace()
                if take(",") { continue }
                return take("}") ? .object(members) : nil
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if take("]") { return .array(items) }
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                if take(",") { continue }
                return take("]") ? .array(items) : nil
            }
        }

        /// A string literal at `index` (its opening quote), escapes decoded; nil if malformed or
        /// not UTF-8.
        mutating func string() -> String? {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() -> Bool {
                guard !raw.isEmpty else { return true }
                guard let text = String(validating: raw, as: UTF8.self) else { return false }
                scalars.append(contentsOf: text.unicodeScalars)
                raw.removeAll()
                return true
            }
            while let byte = next {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard flush() else { return nil }
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    guard flush(), let escape = next else { return nil }
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard var code = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(code) {
                            // A surrogate pair: the low half must follow as its own escape.
                            guard take("\\"), take("u"), let low = hex4(), (0xDC00..<0xE000).contains(low)
                            else {
                                return nil
                            }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { return nil }
                        scalars.append(scalar)
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: raw.append(byte)
                }
            }
            return nil
        }

        /// Four hexadecimal digits, nothing else (not the sign `UInt32(_:radix:)` would take).
        mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var code: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }
    }
}
