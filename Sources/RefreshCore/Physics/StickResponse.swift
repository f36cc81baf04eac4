import Glibc

/// How far a stick is pushed, made a scrolling speed: nothing inside the dead zone, then a
/// power curve from 0 to the full speed, so small deflections scroll slowly enough to aim.
///
/// For a deflection d (−1…1), dead zone z, exponent p and full speed s:
/// v(d) = sign(d)·s·((|d| − z)/(1 − z))^p for |d| > z, and 0 otherwise.
public struct StickResponse: Equatable, Sendable {
    /// Deflections up to this read as centred (0…1).
    public var deadZone: Double
    /// The power of the curve past the dead zone.
    public var exponent: Double
    /// Points per second at full deflection.
    public var maximumSpeed: Double

    /// A response with the given shape; by default the numbers of `PhysicsConstants`.
    public init(
        deadZone: Double = PhysicsConstants.stickDeadZone,
        exponent: Double = PhysicsConstants.stickExponent,
        maximumSpeed: Double = PhysicsConstants.stickMaximumSpeed
    ) {
        self.deadZone = deadZone
        self.exponent = exponent
        self.maximumSpeed = maximumSpeed
    }

    /// The speed, points per second, for a deflection of `deflection` (beyond ±1 counts as 1);
    /// the sign is the deflection's.
    public func speed(for deflection: Double) -> Double {
        let magnitude = min(abs(deflection), 1)
        guard magnitude > deadZone, deadZone < 1 else { return 0 }
        let past = (magnitude - deadZone) / (1 - deadZone)
        let speed = maximumSpeed * pow(past, exponent)
        return deflection < 0 ? -speed : speed
    }
}
