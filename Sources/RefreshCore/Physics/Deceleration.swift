import Glibc

/// Inertial coasting as UIScrollView does it, in closed form: v(t) = v0·d^(1000·t).
///
/// `d` is the per-millisecond velocity multiplier (0.998 for `.normal`). Position:
/// x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d); it tends to x∞ = x0 − v0/(1000·ln d).
public struct Deceleration: Equatable, Sendable {
    /// Position at t = 0.
    public var start: Double
    /// Velocity at t = 0, points per second.
    public var velocity: Double
    /// Per-millisecond velocity multiplier.
    public var rate: Double

    /// Coasting from `start` at `velocity` with a per-millisecond `rate`.
    public init(start: Double, velocity: Double, rate: Double = PhysicsConstants.decelerationRate) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    private var k: Double { 1000 * log(rate) }

    /// Where the motion comes to rest.
    public var restPoint: Double { start - velocity / k }

    /// Position `t` seconds after the start.
    public func value(at t: Double) -> Double {
        start + velocity * (exp(k * t) - 1) / k
    }

    /// Velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        velocity * exp(k * t)
    }

    /// Seconds until the position is within `threshold` of the rest point (0 if it already is).
    public func duration(threshold: Double = PhysicsConstants.restThreshold) -> Double {
        guard abs(velocity) > 0 else { return 0 }
        let ratio = -k * threshold / abs(velocity)
        guard ratio < 1 else { return 0 }
        return log(ratio) / k
    }

    /// The first time the position reaches `position`, if the motion ever gets there.
    public func time(toReach position: Double) -> Double? {
        let distance = position - start
        guard distance != 0 else { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let inner = 1 + distance * k / velocity
        guard inner > 0 else { return nil }
        return log(inner) / k
    }
}
