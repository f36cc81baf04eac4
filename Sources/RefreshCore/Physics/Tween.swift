/// A value moving from `from` to `to` over `duration` seconds along a timing curve.
public struct Tween: Equatable, Sendable {
    /// The value at the start.
    public var from: Double
    /// The value at the end.
    public var to: Double
    /// Simulated time at which it starts, seconds.
    public var startTime: Double
    /// Length in seconds.
    public var duration: Double
    /// The easing.
    public var curve: TimingCurve

    /// A tween starting at `startTime`.
    public init(from: Double, to: Double, startTime: Double, duration: Double, curve: TimingCurve) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// When it ends.
    public var endTime: Double { startTime + duration }

    /// The value at simulated time `time`.
    public func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        let fraction = (time - startTime) / duration
        if fraction >= 1 { return to }
        return from + (to - from) * curve.value(at: fraction)
    }

    /// The rate of change at simulated time `time`, per second.
    public func velocity(at time: Double) -> Double {
        guard duration > 0 else { return 0 }
        let fraction = (time - startTime) / duration
        guard fraction >= 0, fraction < 1 else { return 0 }
        return (to - from) * curve.slope(at: fraction) / duration
    }
}
