import AuthNavigation
import AuthText

/// What the host region shows while it is smaller than the sheets need: `Terminal too small`.
///
/// It covers the region completely, so nothing protected shows through while the real layout
/// cannot be drawn; it wraps rather than vanishing on very narrow terminals.
public enum TooSmallNotice {
    public static var message: String { Message("screen.too-small", "Terminal too small").text }
    /// Under the message: the size needed and the size now (`needs 44x16, now 30x8`).
    public static let sizes = Message("screen.too-small.sizes", "needs %1$s, now %2$sx%3$s")

    /// - Parameter needed: the size the screen needs; the notice then says it and the size now.
    public static func render(
        into canvas: inout Canvas, in region: Rect, theme: Theme, needed: TerminalSize? = nil
    ) {
        let area = region.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.fill(area, with: theme[.background].cell())
        var labels = [Label(message, role: .error, alignment: .centred)]
        if let needed {
            labels.append(
                Label(
                    sizes(
                        needed, area.width, area.height),
                    role: .dimText, alignment: .centred))
        }
        let heights = labels.map { $0.height(forWidth: area.width) }
        var y = area.centred(width: area.width, height: min(heights.reduce(0, +), area.height)).y
        for (label, height) in zip(labels, heights) where y < area.maxY {
            label.render(
                into: &canvas,
                in: Rect(x: area.x, y: y, width: area.width, height: min(height, area.maxY - y)),
                theme: theme.onBackground)
            y += height
        }
    }
}
