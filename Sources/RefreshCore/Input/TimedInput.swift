/// An input with the simulated time, in seconds, at which it happened.
public struct TimedInput: Equatable, Sendable {
    /// Seconds on the scene's clock.
    public var time: Double
    /// What happened.
    public var event: InputEvent

    /// An input at `time`.
    public init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
