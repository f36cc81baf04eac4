import Glibc

/// A critically damped spring pulling a position to `target`, in closed form.
///
/// With x the distance from the target, x(t) = e^(−ωt)·(c1 + c2·t), c1 = x0, c2 = v0 + ω·x0.
public struct Spring: Equatable, Sendable {
    /// Where the spring comes to rest.
    public var target: Double
    /// Position at t = 0.
    public var start: Double
    /// Velocity at t = 0, points per second.
    public var velocity: Double
    /// Natural frequency, rad/s.
    public var omega: Double

    /// A spring from `start` moving at `velocity`, pulling towards `target`.
    public init(
        target: Double, start: Double, velocity: Double,
        omega: Double = PhysicsConstants.springOmega
    ) {
        self.target = target
        self.start = start
        self.velocity = velocity
        self.omega = omega
    }

    private var c1: Double { start - target }
    private var c2: Double { velocity + omega * c1 }

    /// Position `t` seconds after the start.
    public func value(at t: Double) -> Double {
        target + exp(-omega * t) * (c1 + c2 * t)
    }

    /// Velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        exp(-omega * t) * (c2 - omega * (c1 + c2 * t))
    }

    /// Seconds after which the position stays within `threshold` of the target.
    ///
    /// Uses the envelope e^(−ωt)·(|c1| + |c2|·t), which bounds |x(t)| and decreases once past its
    /// peak, so the answer does not depend on how often anyone samples the spring.
    public func duration(threshold: Double = PhysicsConstants.restThreshold) -> Double {
        let a = abs(c1)
        let b = abs(c2)
        func envelope(_ t: Double) -> Double { exp(-omega * t) * (a + b * t) }
        // The envelope peaks at t = 1/ω − a/b (when positive) and decreases after it.
        var low = b > 0 ? max(0, 1 / omega - a / b) : 0
        if envelope(low) <= threshold { return low }
        var high = max(low, 1 / omega)
        while envelope(high) > threshold { high *= 2 }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if envelope(mid) > threshold { low = mid } else { high = mid }
        }
        return high
    }
}
