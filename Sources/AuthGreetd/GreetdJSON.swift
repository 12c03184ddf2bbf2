/// The JSON greetd-ipc(7) speaks: objects of strings, arrays of strings and `null`, written and
/// read exactly (RFC 8259), nothing more.
///
/// Reading is strict and bounded: a reply that is not one JSON value is a protocol error, not a
/// guess, and nesting deeper than a few levels is refused (greetd's replies are flat objects).
enum GreetdJSON: Equatable, Sendable {
    case string(String)
    case array([GreetdJSON])
    case object([String: GreetdJSON])
    case number(Double)
    case bool(Bool)
    case null

    /// The member `key` of an object as a string, if it is one.
    subscript(_ key: String) -> String? {
        guard case .object(let members) = self, case .string(let text)? = members[key] else { return nil }
        return text
    }

    // MARK: Writing

    /// The value as JSON text (members in a fixed order, so frames are reproducible).
    var text: String {
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

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: Reading

    /// Parses `bytes` as one JSON value (surrounding white space allowed); nil if it is not.
    static func parse(_ bytes: [UInt8]) -> GreetdJSON? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        static let maximumDepth = 8

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> GreetdJSON? {
            guard depth <= Self.maximumDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(GreetdJSON.string)
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            default: return number()
            }
        }

        mutating func word(_ text: String, _ value: GreetdJSON) -> GreetdJSON? {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count,
                Array(bytes[index..<index + expected.count]) == expected
            else { return nil }
            index += expected.count
            return value
        }

        mutating func number() -> GreetdJSON? {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self),
                let value = Double(text)
            else { return nil }
            return .number(value)
        }

        mutating func object(depth: Int) -> GreetdJSON? {
            index += 1
            var members: [String: GreetdJSON] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
                    return nil
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth + 1) else { return nil }
                members[key] = member
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { return nil }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) -> GreetdJSON? {
            index += 1
            var items: [GreetdJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { return nil }
                index += 1
                return .array(items)
            }
        }

        /// A string literal at `index` (its opening quote), escapes decoded; nil if malformed.
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
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard flush() else { return nil }
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    guard flush(), index < bytes.count else { return nil }
                    let escape = bytes[index]
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
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                                bytes[index + 1] == UInt8(ascii: "u")
                            else { return nil }
                            index += 2
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
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

        mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4,
                let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
                let code = UInt32(text, radix: 16)
            else { return nil }
            index += 4
            return code
        }
    }
}
