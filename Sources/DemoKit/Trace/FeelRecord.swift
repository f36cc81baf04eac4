/// How one frame of a window felt, as its trace line and the feel log (`--feel-log`) carry it
/// (`feel_…` fields): what `FeelMeter` measured of it and of the 64 frames up to it. Headless
/// runs have none (their clock is simulated: there is nothing to feel).
public struct FeelRecord: Equatable, Sendable {
    /// `feel_inputs`: input events the frame delivered.
    public var inputs = 0
    /// `feel_latency_ms`: from the oldest of them (SDL's timestamp) to the frame handed to the
    /// window system, milliseconds; 0 when it delivered none.
    public var latency = 0.0
    /// `feel_interval_ms`: since the frame before was handed over, milliseconds (0 for the first).
    public var interval = 0.0
    /// `feel_paced`: the frame came straight after the one before (the picture was moving), not
    /// after the loop rested.
    public var paced = false
    /// `feel_delayed`: paced, and more than 1.5 display frames after the one before.
    public var delayed = false
    /// `feel_work_ms`: from the start of the frame (its input read) to its hand-over.
    public var work = 0.0
    /// `feel_pixels`: pixels handed to the window system (0 when the frame changed nothing).
    public var pixels = 0
    /// `feel_p50_ms`: the median latency of the frames of the last 64 that delivered input; 0
    /// when none did.
    public var latencyP50 = 0.0
    /// `feel_p99_ms`: their 99th percentile (of 64, the largest); 0 when none did.
    public var latencyP99 = 0.0
    /// `feel_delayed_64`: delayed frames among the last 64.
    public var delayed64 = 0

    /// A record of `sample` and `summary`, with the frame's `inputs`, `work` and `pixels`.
    public init(
        sample: FeelSample, summary: FeelSummary, inputs: Int, work: Double, pixels: Int
    ) {
        self.inputs = inputs
        latency = sample.latency ?? 0
        interval = sample.interval
        paced = sample.followsPrevious
        delayed = sample.isDelayed
        self.work = work
        self.pixels = pixels
        latencyP50 = summary.latencyP50 ?? 0
        latencyP99 = summary.latencyP99 ?? 0
        delayed64 = summary.delayedFrames
    }

    /// A record of zeros.
    public init() {}
}
