import Foundation
import RefreshCore

/// How the balloon leaves when a refresh fails: it slips its string and drifts up and away,
/// swaying and tilting with the sway, faster as it goes, fading as it leaves the view.
public struct BalloonDrift: Sendable {
    /// Seconds from the failure until the balloon is gone (the demo's failure dwell is 1 s).
    public var duration = 1.0
    /// Points the balloon rises in that time: out of a 54-point header and the bar above it.
    public var rise = 90.0
    /// Points it sways to each side.
    public var sway = 6.0
    /// Sways a second.
    public var swaysPerSecond = 1.3
    /// Radians it tilts at the end of a sway (the top leans the way it swings).
    public var tilt = 0.18
    /// The frame that drifts: the balloon full grown, as it was while refreshing.
    public var frame = 5
    /// Seconds the balloon stays gone after the refresh ends, while the header closes
    /// (MJRefresh's 0.4 s closing), so a small balloon never reappears in a closing header.
    public var closingAllowance = RefreshConstants.slowAnimationDuration

    /// The drift as MJRefresh's header would carry it: 1 s, 90 points up.
    public init() {}

    /// Where the balloon is `elapsed` seconds into the drift: sideways, up, turned, and how
    /// opaque.
    public func place(at elapsed: Double) -> (
        dx: Double, rise: Double, tilt: Double, opacity: Double
    ) {
        let t = min(max(elapsed / duration, 0), 1)
        let swing = sin(2 * Double.pi * swaysPerSecond * elapsed)
        // Eased in: it leaves slowly, then the air takes it.
        let up = rise * t * t
        let fade = t < 0.6 ? 1 : max(0, 1 - (t - 0.6) / 0.4)
        return (sway * swing * t.squareRoot(), up, tilt * swing * t.squareRoot(), fade)
    }
}
