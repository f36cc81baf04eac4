/// Estimates a pointer's velocity from its recent samples, as a pan gesture does on release.
///
/// The estimate spans the samples of the last `window` seconds; a pause of more than `pause`
/// seconds before the release means the finger stopped, so the velocity is zero. Storage is a
/// fixed ring, so tracking allocates nothing.
public struct VelocityTracker: Sendable {
    private var times: [Double]
    private var positions: [Double]
    private var count = 0
    private var head = 0
    private let window: Double
    private let pause: Double

    /// A tracker keeping up to `capacity` samples.
    public init(
        capacity: Int = 64, window: Double = PhysicsConstants.velocityWindow,
        pause: Double = PhysicsConstants.velocityPause
    ) {
        times = Array(repeating: 0, count: capacity)
        positions = Array(repeating: 0, count: capacity)
        self.window = window
        self.pause = pause
    }

    /// Forgets every sample.
    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Records the position at a time (times must not decrease).
    public mutating func add(time: Double, position: Double) {
        times[head] = time
        positions[head] = position
        head = (head + 1) % times.count
        count = min(count + 1, times.count)
    }

    private func sample(back index: Int) -> (time: Double, position: Double) {
        let slot = (head - 1 - index + times.count * 2) % times.count
        return (times[slot], positions[slot])
    }

    /// The velocity, per second, at simulated time `time`.
    public func velocity(at time: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newest = sample(back: 0)
        if time - newest.time > pause { return 0 }
        var oldest = sample(back: 1)
        var index = 2
        while index < count {
            let candidate = sample(back: index)
            if newest.time - candidate.time > window + 1e-9 { break }
            oldest = candidate
            index += 1
        }
        let span = newest.time - oldest.time
        guard span > 1e-9 else { return 0 }
        return (newest.position - oldest.position) / span
    }
}
