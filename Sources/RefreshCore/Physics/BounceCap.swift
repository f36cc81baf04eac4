import Glibc

/// The velocity a bounce-back spring may carry so it never throws the content more than
/// `PhysicsConstants.maximumBounce` of the view past either side of the edge, as a rubber band
/// would hold it (an unbounded fling would fly thousands of points).
///
/// For a critically damped spring starting `x0` past the edge, the excursion outwards never
/// exceeds x0·(1 + 1/e) + v/(ω·e) for an outward speed v, and the overshoot to the other side
/// never exceeds (v − ω·x0)/(ω·e) for an inward speed v; the caps solve those for v.
public enum BounceCap {
    /// The spring that brings the content from `position` back to `edge` (the leading edge when
    /// `leading`), its velocity capped for a view `dimension` points long.
    public static func spring(
        to edge: Double, leading: Bool, from position: Double, velocity: Double,
        dimension: Double
    ) -> Spring {
        let outward: Double = leading ? -1 : 1
        let past = max(0, outward * (position - edge))
        let limit = PhysicsConstants.maximumBounce * dimension
        let omega = PhysicsConstants.springOmega
        let e = M_E
        let maximumOut = max(0, (limit - past * (1 + 1 / e)) * omega * e)
        let maximumIn = limit * omega * e + omega * past
        let speed = outward * velocity
        let carried = min(max(speed, -maximumIn), maximumOut)
        return Spring(target: edge, start: position, velocity: outward * carried)
    }
}
