/// The figures of the last window of frames (`FeelMeter.summary`).
public struct FeelSummary: Equatable, Sendable {
    /// Frames in the window (up to 64).
    public var frames: Int
    /// Of those, the frames that delivered input.
    public var inputFrames: Int
    /// Median latency of those, milliseconds; nil when none delivered input.
    public var latencyP50: Double?
    /// 99th-percentile latency of those, milliseconds; nil when none delivered input.
    public var latencyP99: Double?
    /// Delayed frames in the window.
    public var delayedFrames: Int

    /// Nothing measured yet.
    public static let empty = FeelSummary(
        frames: 0, inputFrames: 0, latencyP50: nil, latencyP99: nil, delayedFrames: 0)
}
