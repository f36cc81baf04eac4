import Glibc
import RefreshCore

/// How the balloon leaves when a refresh fails: it slips its string and drifts up and away into
/// the distance, swaying and tilting with the sway, rising faster and growing smaller as it goes,
/// fading at the end.
public struct BalloonDrift: Sendable {
    /// Seconds from the failure until the balloon is gone (the demo's failure dwell is 1 s).
    public var duration = 1.0
    /// Points the balloon rises in that time: to the top edge of a 54-point header.
    public var rise = 40.0
    /// How much of its size the balloon has lost when it is gone (it recedes as it rises).
    public var shrink = 0.65
    /// Points it sways to each side.
    public var sway = 6.0
    /// Sways a second.
    public var swaysPerSecond = 1.3
    /// Radians it tilts at the end of a sway (the top leans the way it swings).
    public var tilt = 0.18
    /// The frame that drifts: the balloon full grown, as it was while refreshing.
    public var frame = 5

    /// The drift the balloon header uses: 1 s, 40 points up, to a third of its size.
    public init() {}

    /// Where the balloon is `elapsed` seconds into the drift.
    public func place(at elapsed: Double) -> Place {
        let t = min(max(elapsed / duration, 0), 1)
        let swing = sin(2 * Double.pi * swaysPerSecond * elapsed) * t.squareRoot()
        // Eased in: it leaves slowly, then the air takes it.
        return Place(
            dx: sway * swing, rise: rise * pow(t, 1.5), scale: 1 - shrink * t, tilt: tilt * swing,
            opacity: t < 0.7 ? 1 : max(0, 1 - (t - 0.7) / 0.3))
    }

    /// The balloon's place at one moment of the drift.
    public struct Place: Equatable, Sendable {
        /// Points to the right of where it was.
        public var dx: Double
        /// Points above where it was.
        public var rise: Double
        /// Its size, 1 at the start.
        public var scale: Double
        /// Radians it is turned, clockwise.
        public var tilt: Double
        /// Its opacity, 0…1.
        public var opacity: Double
    }
}
