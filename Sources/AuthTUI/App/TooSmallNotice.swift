import AuthDomain

/// What the host region shows while it is smaller than the sheets need: `Terminal too small`.
///
/// It covers the region completely, so nothing protected shows through while the real layout
/// cannot be drawn; it wraps rather than vanishing on very narrow terminals.
public enum TooSmallNotice {
    public static let message = "Terminal too small"

    public static func render(into canvas: inout Canvas, in region: Rect, theme: Theme) {
        let area = region.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.fill(area, with: theme[.background].cell())
        let label = Label(message, role: .error, alignment: .centred)
        let height = min(label.height(forWidth: area.width), area.height)
        label.render(
            into: &canvas, in: area.centred(width: area.width, height: height), theme: theme.onBackground)
    }
}
