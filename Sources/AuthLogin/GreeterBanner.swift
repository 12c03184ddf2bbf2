import AuthDomain
import AuthTUI

/// What a greeter shows above its login sheet: the machine's issue text (its escapes already
/// expanded, `IssueText`) and the administrator's greeting under it, as lines made safe to draw.
///
/// Every line goes through `TextSanitizer.displayable`, so an escape sequence or a control
/// character in the file shows as what it is and never reaches the terminal; tabs become spaces
/// to the next multiple of eight, blank lines at either end are dropped.
public struct GreeterBanner: Equatable, Sendable {
    /// The issue text's lines, top to bottom.
    public var issue: [String]
    /// The greeting, under the issue text (tuigreet's `--greeting`).
    public var greeting: [String]

    public init(issue: String? = nil, greeting: String? = nil) {
        self.issue = issue.map(Self.lines) ?? []
        self.greeting = greeting.map(Self.lines) ?? []
    }

    public var isEmpty: Bool { issue.isEmpty && greeting.isEmpty }

    /// Every line, as the line mode prints them before the first question.
    public var lines: [String] { issue + greeting }

    /// `text` as lines safe to draw, without blank lines at either end.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
            line -> String in
            var shown = TextSanitizer.displayable(Self.expandingTabs(String(line.filter { $0 != "\r" })))
            while shown.last?.isWhitespace == true { shown.removeLast() }
            return shown
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }

    private static func expandingTabs(_ line: String) -> String {
        guard line.contains("\t") else { return line }
        var output = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 8 - column % 8
                output += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                output.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return output
    }

    /// Where each line goes in the rows `rows` of a screen `width` columns wide: as one block,
    /// centred, its lines left-aligned (an issue file's drawing stays drawn), against the bottom of
    /// the rows (next to the sheet under them). A line wider than the screen less a column on each
    /// side is cut; when there are more lines than rows, the issue text loses its last lines (the
    /// greeting stays, then the issue's first lines). Nothing when not even one row is free.
    public func placed(width: Int, rows: Range<Int>) -> [(line: String, isGreeting: Bool, frame: Rect)] {
        let room = width - 2
        guard room > 0, !rows.isEmpty else { return [] }
        let greetingShown = Array(greeting.prefix(rows.count))
        let issueShown = Array(issue.prefix(rows.count - greetingShown.count))
        let shown =
            issueShown.map { (DisplayWidth.prefix(of: $0, fitting: room), false) }
            + greetingShown.map { (DisplayWidth.prefix(of: $0, fitting: room), true) }
        let block = shown.map { DisplayWidth.of($0.0) }.max() ?? 0
        let x = (width - block) / 2
        let top = rows.upperBound - shown.count
        return shown.enumerated().map { index, line in
            (line.0, line.1, Rect(x: x, y: top + index, width: DisplayWidth.of(line.0), height: 1))
        }
    }
}
