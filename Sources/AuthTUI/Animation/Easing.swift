/// How an animation's progress maps time (0…1) to amount (0…1).
///
/// Every curve maps 0 to 0 and 1 to 1 exactly, so a fade always starts and ends on its end states.
public enum Easing: Hashable, Sendable {
    case linear
    /// Cubic ease-in-out: slow start and end, exactly ½ at the midpoint.
    case easeInOut

    public func callAsFunction(_ time: Double) -> Double {
        let t = min(max(time, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        }
    }
}
