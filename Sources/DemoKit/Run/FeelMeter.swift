/// How a window's frames feel, from timestamps alone: for each frame, the time from the oldest
/// input it delivered to the moment it was handed to the window system (latency), and the time
/// since the frame before (interval); over the last `window` frames, the median and 99th
/// percentile latency and the delayed frames.
///
/// A frame is delayed when it follows the one before without the loop resting in between (the
/// picture was moving, so it was due one display frame later) and comes more than
/// `delayFactor` display frames after it: Chromium's rule for the share of delayed frames in
/// each window of 64, which gates its scrolling. A frame after a rest (the first input after
/// nothing moved) is never late, it has no frame before to be late after.
///
/// Pure: it takes milliseconds on any one clock (SDL's event timestamps are SDL's ticks) and
/// allocates nothing after it is made.
public struct FeelMeter: Sendable {
    /// Frames in a window (Chromium's 64).
    public static let window = 64
    /// A frame more than this many display frames after the one before it is delayed: 1.5,
    /// Chromium's threshold for a presented frame that missed its vertical blank.
    public static let delayFactor = 1.5

    /// One display frame, milliseconds.
    public let framePeriod: Double

    /// The last `window` frames, oldest overwritten first.
    private var latencies: [Double]
    private var hasLatency: [Bool]
    private var delayed: [Bool]
    private var head = 0
    private var count = 0
    /// The latencies of the window sorted for its percentiles (storage kept).
    private var sorted: [Double] = []
    /// When the last frame was handed over, milliseconds.
    private var lastPresented: Double?

    /// A meter for a display that shows a frame every `framePeriod` milliseconds.
    public init(framePeriod: Double) {
        self.framePeriod = framePeriod
        latencies = Array(repeating: 0, count: Self.window)
        hasLatency = Array(repeating: false, count: Self.window)
        delayed = Array(repeating: false, count: Self.window)
        sorted.reserveCapacity(Self.window)
    }

    /// A frame was handed to the window system at `presented` (milliseconds), having
    /// delivered input whose oldest event is stamped `oldestInput` (nil: it delivered none);
    /// `followsPrevious` when it came straight after the frame before, the loop not resting in
    /// between. Returns what the frame alone measured.
    @discardableResult
    public mutating func record(presented: Double, oldestInput: Double?, followsPrevious: Bool)
        -> FeelSample
    {
        let interval = lastPresented.map { presented - $0 } ?? 0
        let latency = oldestInput.map { max(0, presented - $0) }
        let isDelayed =
            followsPrevious && lastPresented != nil && interval > framePeriod * Self.delayFactor
        lastPresented = presented
        latencies[head] = latency ?? 0
        hasLatency[head] = latency != nil
        delayed[head] = isDelayed
        head = (head + 1) % Self.window
        count = min(count + 1, Self.window)
        return FeelSample(
            latency: latency, interval: interval, followsPrevious: followsPrevious,
            isDelayed: isDelayed)
    }

    /// The last `window` frames (fewer before there have been that many) in figures.
    public mutating func summary() -> FeelSummary {
        sorted.removeAll(keepingCapacity: true)
        var late = 0
        for index in 0..<count {
            if hasLatency[index] { sorted.append(latencies[index]) }
            if delayed[index] { late += 1 }
        }
        sorted.sort()
        return FeelSummary(
            frames: count, inputFrames: sorted.count,
            latencyP50: Self.percentile(50, of: sorted),
            latencyP99: Self.percentile(99, of: sorted),
            delayedFrames: late)
    }

    /// The nearest-rank `p`-th percentile of `values`, sorted ascending (nil when empty): the
    /// smallest value with at least p % of them at or below it. Of 64 values, p50 is the 32nd
    /// and p99 the largest.
    public static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let rank = Int((p / 100 * Double(values.count)).rounded(.up))
        return values[min(max(rank, 1), values.count) - 1]
    }
}
