import AuthNavigation

#if canImport(Glibc)
    import Glibc
#endif

/// How often a fade draws: whenever its colours change, up to 60 frames a second on a local
/// terminal; never sooner after a frame than twice the time the terminal took to take it, so a
/// slow link (a serial line, a full pty) spends at most half its time on a fade and keys still
/// get through; and at most 15 a second over SSH, where the server's buffers hide a slow network
/// from that measure (`SSH_CONNECTION` is the hint). On top of this, the run loop sends no
/// animation frame before the terminal has said it drew the last one (`EventLoop`,
/// `Terminal.framesBeingDrawn`), which paces fades to what the terminal shows, not to what the
/// pty takes.
///
/// Frames that look the same on the terminal cost no bytes (its diff compares quantised colours),
/// so locally a fade shows every step the palette has between its two colours.
public struct FramePacing: Hashable, Sendable {
    /// The shortest interval between two frames, whatever the link does.
    public var fastest: Duration
    /// How long the last frame took to present (the terminal absorbing its bytes), fading out
    /// over the frames after it so one slow write does not thin every later fade.
    public private(set) var presentCost: Duration = .zero

    /// A local terminal's cap: about 60 frames a second.
    public static let local = FramePacing(fastest: Fade.sixtyFPS)
    /// Over SSH: about 15 frames a second.
    public static let remote = FramePacing(fastest: .nanoseconds(66_666_667))

    public init(fastest: Duration) {
        self.fastest = fastest
    }

    /// `remote` when `SSH_CONNECTION` is set (the session runs over SSH), `local` otherwise.
    public static var forThisSession: FramePacing {
        getenv("SSH_CONNECTION").map { $0.pointee != 0 } == true ? .remote : .local
    }

    /// The interval to keep between two frames now.
    public var interval: Duration { max(fastest, presentCost * 2) }

    /// A frame took `duration` to present: the next waits at least twice that.
    public mutating func presented(took duration: Duration) {
        presentCost = max(duration, presentCost / 2)
    }
}
