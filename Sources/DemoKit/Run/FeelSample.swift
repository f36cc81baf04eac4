/// What one frame measured (`FeelMeter.record`).
public struct FeelSample: Equatable, Sendable {
    /// Milliseconds from the oldest input the frame delivered to its hand-over; nil for none.
    public var latency: Double?
    /// Milliseconds since the frame before was handed over (0 for the first).
    public var interval: Double
    /// Whether it came straight after the frame before (the picture was moving).
    public var followsPrevious: Bool
    /// Whether it came more than 1.5 display frames after the frame before it followed.
    public var isDelayed: Bool
}
