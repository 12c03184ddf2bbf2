/// When the login is drawn one line at a time instead of as sheets: asked for (`--plain`, or
/// `ACCESSIBLE` as huh and others spell it, or the GitHub CLI's `GH_ACCESSIBLE_PROMPTER`), or
/// because the terminal cannot show a screen (`TERM` unset or `dumb`; an unknown terminal is
/// found when the screen fails to start, see `TerminalError.leavesLinesOnly`).
public enum PlainMode {
    public static func isWanted(asked: Bool, environment: [String: String]) -> Bool {
        if asked { return true }
        for name in ["ACCESSIBLE", "GH_ACCESSIBLE_PROMPTER"] {
            if let value = environment[name], !value.isEmpty,
                !["0", "false", "no"].contains(value.lowercased())
            {
                return true
            }
        }
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }
}
