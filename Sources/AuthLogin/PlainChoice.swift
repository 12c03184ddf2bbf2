/// A numbered choice on one line (`1) Log in  2) Create account  0) Back`), answered by number or
/// by name, whatever its case and punctuation; Enter takes the first.
@MainActor
enum PlainChoice {
    enum Answer: Equatable {
        /// The index of the label chosen.
        case chose(Int)
        /// The way back (`0)`), a choice.
        case back
        /// Esc alone on the line.
        case escape
        case endOfInput
        case interrupted
    }

    /// Asks until the answer names one of `labels` (or `back`, listed as `0)` when given).
    static func ask(_ labels: [String], back: String?, on terminal: LineTerminal) -> Answer {
        var listed = labels.enumerated().map { "\($0.offset + 1)) \($0.element)" }
        if let back { listed.append("0) \(back)") }
        terminal.say(listed.joined(separator: "  "))
        while true {
            switch terminal.ask(Message("line.choose", "Choose (Enter for 1): ").text) {
            case .escape: return .escape
            case .endOfInput: return .endOfInput
            case .interrupted: return .interrupted
            case .line(let text):
                if let answer = answer(text, labels: labels, back: back) { return answer }
                terminal.say(
                    Message("line.choose-again", "Type a number from %1$s to %2$s, or a choice's name")(
                        back == nil ? 1 : 0, labels.count))
            }
        }
    }

    /// What `text` chooses among `labels`, or nil when it names none.
    static func answer(_ text: String, labels: [String], back: String?) -> Answer? {
        let word = comparable(text)
        if word.isEmpty { return .chose(0) }
        if let back, word == "0" || word == comparable(back) { return .back }
        if let number = Int(word), labels.indices.contains(number - 1) { return .chose(number - 1) }
        if let named = labels.firstIndex(where: { comparable($0) == word }) { return .chose(named) }
        return nil
    }

    /// A choice as typed, for comparing: lowercased letters and digits only.
    static func comparable(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
        return String(String.UnicodeScalarView(kept))
    }
}
