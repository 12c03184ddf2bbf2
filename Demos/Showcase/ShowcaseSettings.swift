import AuthDomain
import AuthTUI

/// The showcase's knobs: host region, overlay colour, scrim opacity, fade duration and the
/// navigator-style cover, each with the step its key takes. Pure data, so the cycling is tested
/// without a screen.
///
/// The launch options are only the starting point: a colour given with `--overlay-color` joins the
/// cycle as its first entry, and an `--animation` between two steps still moves to the neighbouring
/// step with `+`/`-`, so nothing the user asked for is rounded away.
public struct ShowcaseSettings: Hashable, Sendable {
    /// The colours `o` cycles through when no `--overlay-color` was given: the host background
    /// (the navigator's default), black, navy, wine and white.
    public static let standardColours: [RGBColor] = [
        Theme.standard.overlay, .black, RGBColor(hex: 0x0B2A5B), RGBColor(hex: 0x5B0B2A), .white,
    ]
    /// The scrim opacities `d` cycles through; 1.0 hides what lies under a sheet.
    public static let scrimOpacities: [Double] = [0.3, 0.6, 0.85, 1.0]
    /// The fade durations `+`/`-` step between, in seconds.
    public static let fadeSteps: [Double] = [0, 0.15, 0.3, 0.6, 1.0]

    /// The overlay colours in cycle order.
    public let colours: [RGBColor]
    public private(set) var colourIndex: Int
    public private(set) var scrimIndex: Int
    /// Seconds each fade lasts; 0 shows and hides at once.
    public private(set) var fadeSeconds: Double
    /// Whether overlay and sheets are confined to the host region.
    public private(set) var confinesToRegion: Bool
    /// The `--host-region` rectangle; nil confines to the right half of the host.
    public let customRegion: Rect?
    /// Whether the navigator-style overlay (opacity 1.0) hides the host.
    public private(set) var coversHost = false

    /// The starting settings from the launch options: a given host region starts confined.
    public init(hostRegion: Rect? = nil, overlayColor: RGBColor? = nil, animation: Double = 0.3) {
        var colours = Self.standardColours
        var index = 0
        if let overlayColor {
            if let known = colours.firstIndex(of: overlayColor) {
                index = known
            } else {
                colours.insert(overlayColor, at: 0)
            }
        }
        self.colours = colours
        colourIndex = index
        scrimIndex = Self.scrimOpacities.firstIndex(of: Theme.standard.scrim.opacity) ?? 0
        fadeSeconds = max(0, animation)
        customRegion = hostRegion
        confinesToRegion = hostRegion != nil
    }

    public var colour: RGBColor { colours[colourIndex] }
    public var scrimOpacity: Double { Self.scrimOpacities[scrimIndex] }

    public mutating func cycleColour() { colourIndex = (colourIndex + 1) % colours.count }

    public mutating func cycleScrim() { scrimIndex = (scrimIndex + 1) % Self.scrimOpacities.count }

    /// The next longer step (stays put at or beyond the longest).
    public mutating func lengthenFade() {
        if let next = Self.fadeSteps.first(where: { $0 > fadeSeconds }) { fadeSeconds = next }
    }

    /// The next shorter step (stays put at 0).
    public mutating func shortenFade() {
        if let next = Self.fadeSteps.last(where: { $0 < fadeSeconds }) { fadeSeconds = next }
    }

    public mutating func toggleRegion() { confinesToRegion.toggle() }

    public mutating func toggleCover() { coversHost.toggle() }

    /// Where overlay and sheets go in `body`: all of it, or the region clipped to it.
    public func region(in body: Rect) -> Rect {
        guard confinesToRegion else { return body }
        if let customRegion { return customRegion.intersection(body) }
        let half = body.width / 2
        return Rect(x: body.x + half, y: body.y, width: body.width - half, height: body.height)
    }

    /// The status line's parts for a host of `body`, e.g. `Region 40x21+40+0`, `Scrim 0.60`.
    public func statusSegments(body: Rect) -> [String] {
        [
            confinesToRegion ? "Region \(region(in: body))" : "Region off",
            "Colour \(colour)",
            "Scrim \(Self.decimal(scrimOpacity))",
            "Fade \(Self.decimal(fadeSeconds)) s",
            coversHost ? "Cover on" : "Cover off",
        ]
    }

    /// `value` with two decimals (`0.15`, `1.00`), without Foundation's formatter.
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
