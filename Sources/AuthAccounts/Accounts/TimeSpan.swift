/// A length of time as people type it on the command line: a number and a unit, `90s`, `30m`,
/// `12h`, `7d` (`--remember`, and `--since` as an age).
public enum TimeSpan {
    /// The seconds `text` says, or nil when it is not a non-negative number followed by s, m, h
    /// or d.
    public static func seconds(parsing text: String) -> Double? {
        guard let unit = text.last, let amount = Double(text.dropLast()), amount >= 0, amount.isFinite,
            text.first?.isNumber == true
        else { return nil }
        switch unit {
        case "s": return amount
        case "m": return amount * 60
        case "h": return amount * 3600
        case "d": return amount * 86400
        default: return nil
        }
    }

    /// `seconds` as `seconds(parsing:)` reads it, in the largest unit that holds it whole
    /// (`43200` is `12h`); `0` alone for none.
    public static func text(seconds: Double) -> String {
        guard seconds > 0 else { return "0" }
        for (unit, length) in [("d", 86400.0), ("h", 3600), ("m", 60)]
        where (seconds / length).rounded() == seconds / length {
            return "\(Int(seconds / length))\(unit)"
        }
        return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }
}
