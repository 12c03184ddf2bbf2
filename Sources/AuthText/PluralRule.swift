/// Which plural form a count takes in a language: gettext's `Plural-Forms` expression (`n != 1`;
/// Russian's `n%10==1 && n%100!=11 ? 0 : …`), a small C expression over `n`, evaluated here.
struct PluralRule: Sendable {
    /// `nplurals=2; plural=(n != 1);`: English, German, Spanish and most languages.
    static let germanic = PluralRule(expression: "n != 1")!

    private indirect enum Node: Sendable {
        case n
        case number(Int)
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    private let root: Node

    /// The rule of a `.po` header (`Plural-Forms: nplurals=3; plural=…;`), nil when it has none or
    /// it does not parse.
    init?(header: String) {
        guard let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }),
            let clause = line.split(separator: ";").first(where: {
                Catalogue.trimmed($0).hasPrefix("plural=")
            })
        else { return nil }
        self.init(expression: String(Catalogue.trimmed(clause).dropFirst("plural=".count)))
    }

    init?(expression: String) {
        var parser = Parser(tokens: Self.tokens(expression))
        guard let root = parser.choice(), parser.isAtEnd else { return nil }
        self.root = root
    }

    /// The form for `count` (0 when the rule says something impossible, such as a division by 0).
    func form(_ count: Int) -> Int { Self.value(root, count) ?? 0 }

    private static func value(_ node: Node, _ n: Int) -> Int? {
        switch node {
        case .n: return n
        case .number(let number): return number
        case .not(let inner): return value(inner, n).map { $0 == 0 ? 1 : 0 }
        case .choice(let condition, let yes, let no):
            guard let test = value(condition, n) else { return nil }
            return value(test != 0 ? yes : no, n)
        case .binary(let op, let left, let right):
            guard let a = value(left, n), let b = value(right, n) else { return nil }
            switch op {
            case "%": return b == 0 ? nil : a % b
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            case "||": return a != 0 || b != 0 ? 1 : 0
            default: return nil
            }
        }
    }

    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            if first == " " {
                characters = characters.dropFirst()
            } else if first.isNumber {
                let digits = characters.prefix { $0.isNumber }
                tokens.append(String(digits))
                characters = characters.dropFirst(digits.count)
            } else if characters.count >= 2,
                ["==", "!=", "<=", ">=", "&&", "||"].contains(String(characters.prefix(2)))
            {
                tokens.append(String(characters.prefix(2)))
                characters = characters.dropFirst(2)
            } else {
                tokens.append(String(first))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    /// Precedence climbing over C's operators used by plural rules.
    private struct Parser {
        var tokens: [String]
        var position = 0
        var isAtEnd: Bool { position == tokens.count }
        private var next: String? { position < tokens.count ? tokens[position] : nil }

        mutating func choice() -> Node? {
            guard let condition = binary(0) else { return nil }
            guard next == "?" else { return condition }
            position += 1
            guard let yes = choice(), next == ":" else { return nil }
            position += 1
            guard let no = choice() else { return nil }
            return .choice(condition, yes, no)
        }

        private static let levels: [[String]] = [
            ["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["%"],
        ]

        private mutating func binary(_ level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while let op = next, Self.levels[level].contains(op) {
                position += 1
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func unary() -> Node? {
            guard let token = next else { return nil }
            position += 1
            switch token {
            case "n": return .n
            case "!": return unary().map { .not($0) }
            case "(":
                guard let inner = choice(), next == ")" else { return nil }
                position += 1
                return inner
            default: return Int(token).map { .number($0) }
            }
        }
    }
}
