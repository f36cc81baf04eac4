import RefreshCore

/// What a script delivers in one frame.
public struct FrameInputs: Equatable, Sendable {
    /// The frame's index, 0 for the first.
    public var frame: Int
    /// The simulated time at the end of the frame, in milliseconds: (frame + 1)·1000/fps.
    public var endMilliseconds: Double
    /// The inputs due in the frame, in time order; times are seconds on the simulated clock.
    public var events: [TimedInput]
    /// Names of the shots to take after the frame renders, in script order.
    public var shots: [String]

    /// Inputs for `frame`, ending at `endMilliseconds`.
    public init(
        frame: Int, endMilliseconds: Double, events: [TimedInput] = [], shots: [String] = []
    ) {
        self.frame = frame
        self.endMilliseconds = endMilliseconds
        self.events = events
        self.shots = shots
    }
}
