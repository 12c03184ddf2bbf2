import AuthNavigation

/// A horizontal bar with eighth-cell resolution and the percentage at its right: `████▌    42%`.
///
/// The fraction is clamped to 0…1, and NaN shows as empty rather than trapping on conversion.
public struct ProgressBar: Hashable, Sendable {
    private static let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    public var fraction: Double

    public init(fraction: Double) {
        self.fraction = fraction
    }

    public func render(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let percent = " \(Int((clamped * 100).rounded()))%"
        let percentText = String(repeating: " ", count: max(0, 5 - percent.count)) + percent
        let barWidth = max(0, rect.width - percentText.count)
        let eighths = Int((clamped * Double(barWidth * 8)).rounded())
        var bar = String(repeating: "█", count: eighths / 8) + Self.partials[eighths % 8]
        bar += String(repeating: " ", count: max(0, barWidth - DisplayWidth.of(bar)))
        let barStyle = CellStyle(
            foreground: theme[.title].foreground, background: theme[.field].background,
            attributes: theme.isMonochrome ? [.bold] : [])
        canvas.draw(bar, x: rect.x, y: rect.y, style: barStyle, clip: rect)
        canvas.draw(percentText, x: rect.x + barWidth, y: rect.y, style: theme[.text], clip: rect)
    }
}
