import AuthNavigation

#if canImport(Glibc)
    import Glibc
#endif

/// How many colours the terminal can show, and how a 24-bit colour is mapped down to them.
///
/// Everything above the backend speaks `RGBColor`; this is the one place that decides which
/// palette entry a colour becomes and what the terminal will really display. The terminal's diff
/// compares cells after `quantised(_:)`, so fade steps that land on the same palette entries cost
/// nothing; `blend` (in `ColorTier+Perceptual`) picks those entries so a fade keeps its hue, and on
/// `monochrome` every colour quantises to the same value, so a fade shows no intermediate frame.
public enum ColorTier: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No colour: `NO_COLOR` is set, or the terminal has none (vt100). Only reverse, bold and
    /// underline are shown.
    case monochrome
    /// The eight ANSI colours (also used for 16- and 88-colour terminals).
    case ansi8
    /// xterm's 256 colours: the 6×6×6 cube (16–231) and the 24-step grey ramp (232–255). The first
    /// 16 entries are never used because users redefine them.
    case ansi256
    /// 24-bit colour (`TERM=*-direct`: terminfo `RGB`, `COLORS` ≥ 2^24); the colour number is `0xRRGGBB`.
    case direct

    /// Whether `NO_COLOR` is present and not empty (https://no-color.org): the one place it is read.
    public static var noColorRequested: Bool {
        getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    }

    /// Whether the terminal's own foreground is darker than its own background, as far as the
    /// terminal says: `COLORFGBG` (`fg;bg` or `fg;default;bg`, set by rxvt, Konsole and others)
    /// with a background of 0–6 or 8 is light on dark (vim reads it the same way); without it,
    /// xterm's defaults, black on white. What a terminal without colours draws a QR code's dark
    /// modules in (`Theme.inkIsDark`).
    public static func terminalInkIsDark(colorFGBG: String?) -> Bool {
        guard let background = colorFGBG?.split(separator: ";").last.flatMap({ Int($0) }) else { return true }
        return !((0...6).contains(background) || background == 8)
    }

    /// `terminalInkIsDark(colorFGBG:)` for this process's `COLORFGBG`: the one place it is read.
    public static var terminalInkIsDark: Bool {
        terminalInkIsDark(colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })
    }

    /// Picks the tier from what terminfo reports and from `NO_COLOR`.
    ///
    /// - Parameters:
    ///   - colors: ncurses' `COLORS` after `start_color` (0 when the terminal has no colour).
    ///   - hasRGB: the terminfo `RGB` capability (set by the `*-direct` entries).
    ///   - noColor: `NO_COLOR` is present and not empty (https://no-color.org).
    public static func detect(colors: Int, hasRGB: Bool, noColor: Bool) -> ColorTier {
        if noColor || colors < 8 { return .monochrome }
        if hasRGB || colors >= 1 << 24 { return .direct }
        if colors >= 256 { return .ansi256 }
        return .ansi8
    }

    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colours"
        case .ansi256: "256 colours"
        case .direct: "direct colour"
        }
    }

    /// Whether the tier has colours between its named entries, so a fade can show intermediate frames.
    public var showsIntermediateColors: Bool { self == .ansi256 || self == .direct }

    /// The colour number to hand to ncurses for `color`; nil on `monochrome`.
    public func paletteIndex(for color: RGBColor) -> Int? {
        switch self {
        case .monochrome: return nil
        case .ansi8: return ColorTier.nearestANSI(color)
        case .ansi256: return ColorTier.nearest256(color)
        case .direct: return max(Int(color.hex), ColorTier.lowestDirectColor)
        }
    }

    /// The colour the terminal will actually show for `color`.
    ///
    /// `monochrome` maps every colour to black: the terminal shows its default colours whatever
    /// the cell asks for, so no two colours differ there.
    public func quantised(_ color: RGBColor) -> RGBColor {
        guard let index = paletteIndex(for: color) else { return .black }
        return displayedColor(forPaletteIndex: index)
    }

    /// The colour shown for a colour number of this tier (the inverse of `paletteIndex(for:)` on its
    /// image). ANSI entries use xterm's default palette.
    public func displayedColor(forPaletteIndex index: Int) -> RGBColor {
        switch self {
        case .monochrome:
            return .black
        case .ansi8:
            return ColorTier.ansiColors[min(max(index, 0), 7)]
        case .ansi256:
            if index >= 232 {
                let level = UInt8(8 + 10 * (min(index, 255) - 232))
                return RGBColor(red: level, green: level, blue: level)
            }
            if index >= 16 {
                let cube = index - 16
                return RGBColor(
                    red: ColorTier.cubeLevels[cube / 36], green: ColorTier.cubeLevels[cube / 6 % 6],
                    blue: ColorTier.cubeLevels[cube % 6])
            }
            return index < 8 ? ColorTier.ansiColors[max(index, 0)] : ColorTier.brightANSIColors[index - 8]
        case .direct:
            return RGBColor(hex: UInt32(truncatingIfNeeded: max(index, ColorTier.lowestDirectColor)))
        }
    }

    /// xterm-direct's `setaf` sends colour numbers below 8 as the ANSI colours 30–37, so
    /// `0x000000`…`0x000007` cannot be expressed; they are bumped to `0x000008` (a black no eye can
    /// tell apart).
    static let lowestDirectColor = 8

    /// The six channel levels of xterm's colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values for the eight ANSI colours.
    static let ansiColors: [RGBColor] = [
        RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
        RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
    ]

    /// xterm's default values for the bright ANSI colours 8–15 (shown only for completeness of
    /// `displayedColor`; the mapping never picks them).
    static let brightANSIColors: [RGBColor] = [
        RGBColor(hex: 0x7F7F7F), RGBColor(hex: 0xFF0000), RGBColor(hex: 0x00FF00), RGBColor(hex: 0xFFFF00),
        RGBColor(hex: 0x5C5CFF), RGBColor(hex: 0xFF00FF), RGBColor(hex: 0x00FFFF), RGBColor(hex: 0xFFFFFF),
    ]

    /// The nearest of the cube's six levels for one channel (xterm's own thresholds: midpoints
    /// between the levels).
    static func nearestCubeLevel(_ value: UInt8) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (Int(value) - 35) / 40)
    }

    /// The 256-colour entry closest to `color`: the nearest cube colour or the nearest grey,
    /// whichever is closer by `distance`.
    static func nearest256(_ color: RGBColor) -> Int {
        let r = nearestCubeLevel(color.red)
        let g = nearestCubeLevel(color.green)
        let b = nearestCubeLevel(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeColor = RGBColor(red: cubeLevels[r], green: cubeLevels[g], blue: cubeLevels[b])

        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyLevel = UInt8(8 + 10 * greyStep)
        let greyColor = RGBColor(red: greyLevel, green: greyLevel, blue: greyLevel)

        return distance(color, greyColor) < distance(color, cubeColor) ? 232 + greyStep : cubeIndex
    }

    /// The ANSI colour (0–7) closest to `color` in OKLab (redmean in sRGB sends dark blues and
    /// greys to the wrong side of the eight).
    static func nearestANSI(_ color: RGBColor) -> Int {
        ColorTier.ansi8.nearestPerceptual(color)
    }

    /// The "redmean" weighted Euclidean distance (squared): a cheap approximation of perceived
    /// difference that weights green most and shifts weight between red and blue with the mean red.
    static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
