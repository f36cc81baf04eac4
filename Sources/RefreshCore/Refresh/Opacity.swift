/// A component's opacity: a value, or an animation towards one, on the component's clock.
public struct Opacity: Equatable, Sendable {
    private var value = 1.0
    private var tween: Tween?

    /// Fully opaque.
    public init() {}

    /// The opacity at `time`, 0…1.
    public func value(at time: Double) -> Double {
        min(max(tween?.value(at: time) ?? value, 0), 1)
    }

    /// Whether an animation still runs at `time`.
    public func isAnimating(at time: Double) -> Bool { tween.map { time < $0.endTime } ?? false }

    /// Sets it at once.
    public mutating func set(_ newValue: Double) {
        tween = nil
        value = newValue
    }

    /// Animates from where it is at `time` to `target` over `duration` seconds (at once for 0).
    public mutating func animate(to target: Double, duration: Double, at time: Double) {
        guard duration > 0 else { return set(target) }
        tween = Tween(
            from: value(at: time), to: target, startTime: time, duration: duration,
            curve: .easeInOut)
        value = target
    }

    /// Lets a running animation jump to its end.
    public mutating func finish(at time: Double) {
        if let tween, time < tween.endTime { set(tween.to) }
    }
}
