/// The content moved by a held stick, in closed form: a constant speed from where the stick
/// took it, stopping at the edge of its range (never past it, as the wheel stops there), and,
/// when the stick is let go, the velocity it had handed to coasting with the rest point kept
/// inside the range.
///
/// x(t) = clamp(x0 + v·t, bounds); v(t) = v until the edge is reached, then 0. Released at t,
/// it coasts as `Deceleration(start: x(t), velocity: v′)` where v′ is v(t), lowered only as far
/// as a coast that comes to rest exactly on the edge (a coast's rest point lies
/// v/(1000·|ln d|) ahead).
public struct StickGlide: Equatable, Sendable {
    /// The offset at t = 0.
    public var start: Double
    /// Points per second the offset changes by while the stick is held.
    public var velocity: Double
    /// The offsets the content rests within.
    public var bounds: ClosedRange<Double>

    /// A glide from `start` (brought into `bounds`) at `velocity`.
    public init(start: Double, velocity: Double, bounds: ClosedRange<Double>) {
        self.start = min(max(start, bounds.lowerBound), bounds.upperBound)
        self.velocity = velocity
        self.bounds = bounds
    }

    /// The edge the glide heads for (where it started when it does not move).
    public var target: Double {
        velocity > 0 ? bounds.upperBound : velocity < 0 ? bounds.lowerBound : start
    }

    /// Seconds until the edge is reached (0 when it does not move).
    public var duration: Double { velocity == 0 ? 0 : (target - start) / velocity }

    /// The offset `t` seconds after the start.
    public func value(at t: Double) -> Double {
        t >= duration ? target : start + velocity * max(t, 0)
    }

    /// The rate of change `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        t >= 0 && t < duration ? velocity : 0
    }

    /// The coast the content goes on with when the stick is let go `t` seconds after the start.
    public func coast(at t: Double, rate: Double = PhysicsConstants.decelerationRate)
        -> Deceleration
    {
        let position = value(at: t)
        let speed = velocity(at: t)
        // How far a coast at 1 point per second carries the content.
        let reach = Deceleration(start: 0, velocity: 1, rate: rate).restPoint
        let room = abs(target - position)
        // A hair short of the edge, so rounding never leaves the rest point past it.
        let allowed = room / reach * (1 - 1e-9)
        let handed = min(abs(speed), allowed)
        return Deceleration(start: position, velocity: speed < 0 ? -handed : handed, rate: rate)
    }
}
