/// The pointer's trail over a drag along one axis: its positions over the last 100 ms, for the
/// velocity a release gives, and the visible offset at its last two events, for the content's
/// rate while it is dragged (still between events).
struct DragTrail {
    private var tracker = VelocityTracker()
    /// The visible offset at the last two pointer events, and when.
    private var samples = (previous: (time: 0.0, offset: 0.0), last: (time: 0.0, offset: 0.0))

    /// Starts over: the pointer at `position` grabs the content at `offset`, at `time`.
    mutating func start(at time: Double, position: Double, offset: Double) {
        tracker.reset()
        tracker.add(time: time, position: position)
        samples = ((time, offset), (time, offset))
    }

    /// The pointer moved to `position` at `time`, the content to `offset`.
    mutating func add(at time: Double, position: Double, offset: Double) {
        tracker.add(time: time, position: position)
        samples = (samples.last, (time, offset))
    }

    /// The content moved by `shift` under the pointer (the bounds shifted it).
    mutating func shift(by shift: Double) {
        samples.previous.offset += shift
        samples.last.offset += shift
    }

    /// The velocity the pointer's last 100 ms give a release at `time` (content moving
    /// opposite).
    func releaseVelocity(at time: Double) -> Double { -tracker.velocity(at: time) }

    /// The content's rate at `time`, points per second: it moves only when the pointer does, so
    /// between events it is still.
    func rate(at time: Double) -> Double {
        let (previous, last) = samples
        guard time - last.time < 1e-9, last.time - previous.time > 1e-9 else { return 0 }
        return (last.offset - previous.offset) / (last.time - previous.time)
    }
}
