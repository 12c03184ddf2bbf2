/// A rectangle of terminal cells: the host region, a panel's frame, a clip.
///
/// Origin is the top-left cell; `width`/`height` are never negative (an empty rect is allowed
/// and contains nothing).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(width: Int, height: Int) { self.init(x: 0, y: 0, width: width, height: height) }

    /// Parses X11-style geometry `WxH+X+Y` (offsets optional, `+0+0` by default); nil if malformed.
    public init?(geometry text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 3 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0 else { return nil }
        var x = 0
        var y = 0
        if parts.count == 3 {
            guard let px = Int(parts[1]), let py = Int(parts[2]), px >= 0, py >= 0 else { return nil }
            x = px
            y = py
        }
        self.init(x: x, y: y, width: w, height: h)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap of two rects (empty, at `self`'s origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A rect of `width`×`height` centred in this one (clamped to fit).
    public func centred(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width)
        let ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    /// `WxH+X+Y`.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
